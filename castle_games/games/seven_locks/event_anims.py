"""The one place where Seven Locks' events become the table's animations (anims.py, and
acts.py for what the side view acts out with its physics): the view plays them as a move's
events come, and recalls them silently to rebuild the table's last moment.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from castle_games.core.telling import N_, joined, ngettext
from castle_games.games.seven_locks import acts, anims
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks.story import told
from castle_games.ui.anim import Anim, Pause


def anims_for(events: list[Any], name: Callable[[int], str], see_drops: bool) -> list[Anim]:
    """The animations of `events` (played, or recalled silently), in order; `name` gives a
    seat's name, `see_drops` keeps each heard depth on the tower's ruler."""
    out: list[Anim] = []
    for ev in events:
        if isinstance(ev, M.KeymasterPlaced):
            out.append(anims.PlaceKeymaster(ev.tower))
        elif isinstance(ev, M.PearlDropped):
            out.append(acts.Throw(ev))
            if see_drops:  # the heard depth stays on the tower's ruler
                out.append(anims.Heard(ev.tower, ev.fall_depth_mm))
        elif isinstance(ev, M.DieRolled):
            out.append(anims.Roll(ev.seat, ev.pearls, ev.steps))
        elif isinstance(ev, M.BinRanDry):
            out.append(anims.Say(None, [N_("The pearl bin is empty!"),
                                        N_("The keymaster finds nobody worthy.")], 2.6,
                                 "nope"))
        elif isinstance(ev, M.KeymasterMoved):
            out.append(anims.Walk(ev.from_tower, ev.to_tower))
        elif isinstance(ev, M.KeyChosen):
            out.append(anims.TakeKey(ev.seat, ev.key, ev.tower))
        elif isinstance(ev, M.CoatOfArmsPlaced):
            out += [anims.Shield(ev.seat, "place"),
                    anims.Say(ev.seat, [told(N_("{player} joins in!"),
                                             player=name(ev.seat))], 0.8)]
        elif isinstance(ev, M.CoatOfArmsDeclined):
            out.append(anims.Say(ev.seat, [told(N_("{player}: no, thanks."),
                                                player=name(ev.seat))], 0.8, "so-no"))
        elif isinstance(ev, M.CoatOfArmsWithdrawn):
            out += [anims.Shield(ev.seat, "withdraw"),
                    anims.Say(ev.seat, [told(N_("{player} takes it back."),
                                             player=name(ev.seat))], 0.8)]
        elif isinstance(ev, M.CoatOfArmsKept):
            out.append(anims.Say(ev.seat, [told(N_("{player} stays in."),
                                                player=name(ev.seat))], 0.8, "so-yes"))
        elif isinstance(ev, M.KeyTried):
            out.append(acts.KeyTry(ev))
        elif isinstance(ev, M.CoatsOfArmsUsedUp):
            out.append(anims.ArmsGone())
        elif isinstance(ev, M.TowerOpened):
            out.append(acts.Open(ev.tower, ev.chamber, ev.pearls,
                                  [lambda n=ev.pearls: ngettext(
                                      "{count} pearl inside!", "{count} pearls inside!",
                                      n).format(count=n)]))
        elif isinstance(ev, M.TreasureShared):
            out.append(acts.Pour(ev.tower, list(ev.shares)))
        elif isinstance(ev, M.TowerStowed):
            out.append(anims.Stow(ev.tower))
        elif isinstance(ev, M.EnchantedKeyAsked):
            out.append(anims.Say(None, [N_("Two towers, but three keys!"),
                                        N_("One key fits nowhere: the enchanted key."),
                                        N_("Who can guess it?")], 3.2, "turn-chime"))
        elif isinstance(ev, M.EnchantedKeyGuessed):
            out.append(anims.Shield(ev.seat, "guess", ev.key))
        elif isinstance(ev, M.GuessDeclined):
            out.append(anims.Say(ev.seat, [told(N_("{player}: no guess."),
                                                player=name(ev.seat))], 0.8, "so-no"))
        elif isinstance(ev, M.EnchantedKeyRevealed):
            shares: list[tuple[int | None, int]] = list(ev.shares)
            if ev.unclaimed:
                shares.append((None, ev.unclaimed))
            names = [name(s) for s, _got in ev.shares]
            words = [N_("The last tower opens by itself."),
                     told(N_("Key {key} was enchanted!"), key=ev.key),
                     N_("Nobody guessed it.") if not ev.shares else
                     told(N_("Well guessed: {players}!"), players=lambda names=names: joined(names))]
            out += [anims.Enchanted(ev.key),
                    acts.Open(ev.last_tower, ev.last_chamber, ev.pearls, words),
                    acts.Pour(ev.last_tower, shares), anims.Stow(ev.last_tower)]
        elif isinstance(ev, M.TurnPassed):
            out += [Pause(0.4), anims.TurnChange(ev.seat)]
        elif isinstance(ev, M.GameEnded):
            out += [Pause(0.5), anims.GameOver(ev)]
    return out
