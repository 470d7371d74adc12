"""Knobelschatz by ear: the whole game with the screen dark (the manifest's by-ear mode).

What the sighted table shows is a key away (`FACTS`: C the chests in front of each player,
P the pile, G where the watchdog is, D the dice of this roll and which are still to use);
W says what matters now. Every event has its sound, heard where it happens: the dice's
rattle, the dog's bark at its new keeper, a chest sliding to the one who takes it (from
the left or the right, as the players sit round the table), the chests turned over at the
end. A roll is answered by Enter; a die's chest is chosen with the arrows (each choice says
the die, where the chest comes from and how many that player has left) or with the die's
number when it takes from one place only. Only the observation is read: chests are
counted, never valued, until the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from castle_games.core.contract import Action, Event
from castle_games.core.telling import N_, _, joined, ngettext
from castle_games.games.knobelschatz import moves as M
from castle_games.games.knobelschatz import rules as R
from castle_games.games.knobelschatz.observe import KnobelschatzObservation
from castle_games.games.knobelschatz.story import describe
from castle_games.ui.ear.cues import Cue, cue, words
from castle_games.ui.ear.declared import EarGame, Fact, Listener, horn, number
from castle_games.ui.ear.table import EarTable

Obs = KnobelschatzObservation


# -- words --------------------------------------------------------------------------------
def _chests(n: int) -> str:
    return ngettext("{count} chest", "{count} chests", n).format(count=n)


def _faces(faces: Sequence[int]) -> str:
    pips = [str(f) for f in faces if f != R.DOG]
    dogs = len(faces) - len(pips)
    # TRANSLATORS: by ear, a die showing the dog among the pips ("1, 4 and the dog").
    return joined(pips + [_("the dog")] * dogs) if faces else _("no dice")


def _source(source: int | str, c: Listener) -> str:
    if source == R.PILE:
        return _("the pile")
    if source == R.NOBODY:
        return _("nobody")
    return c.name(int(source))


# -- what anyone sees at the table ----------------------------------------------------------
def chests(o: Obs, c: Listener) -> list[Cue]:
    """Each player's chests, face down: their sound, then the count."""
    cues: list[Cue] = []
    for s, n in enumerate(o["hand_sizes"]):
        # TRANSLATORS: by ear: how many chests lie in front of a player.
        cues += [horn(c, s, _("{player}: {chests}.").format(player=c.name(s),
                                                            chests=_chests(n))),
                 number(n, pan=c.pan(s))]
    return cues


def pile(o: Obs, c: Listener) -> list[Cue]:
    n = o["pile_size"]
    # TRANSLATORS: by ear: the chests still in the pile in the middle.
    return [cue("card-slide", speech=ngettext("The pile has {count} chest left.",
                                              "The pile has {count} chests left.", n)
                .format(count=n)), number(n)]


def dog(o: Obs, c: Listener) -> list[Cue]:
    keeper = o["dog"]
    if keeper is None:
        return [cue("dog-step", speech=_("The watchdog sits beside the pile."))]
    return [cue("dog-bark", pan=c.pan(keeper), speech=_("The watchdog guards {player}.")
                .format(player=c.name(keeper)))]


def dice(o: Obs, c: Listener) -> list[Cue]:
    if o["phase"] != R.RESOLVE or not o["dice"]:
        return [words(_("The dice have not been rolled this turn."))]
    # TRANSLATORS: by ear: this roll's dice, then the pip dice still to use.
    return [cue("dice-rattle", {"count": len(o["dice"])}, speech=_(
        "The dice show {faces}. Still to use: {left}.").format(
            faces=_faces(o["dice"]), left=_faces(o["pending"]) if o["pending"] else _("none")))]


def scores(o: Obs, c: Listener) -> list[Cue]:
    """At the end, every chest turned over: each player's gold."""
    hands = o.get("hands")
    if not hands:
        return [words(_("The chests are face down until the end: nobody knows their gold."))]
    cues: list[Cue] = []
    for s, hand in enumerate(hands):
        cues += [horn(c, s, ngettext("{player} has {gold} gold.", "{player} has {gold} gold.",
                                     sum(hand)).format(player=c.name(s), gold=sum(hand)))]
    return cues


FACTS = (
    Fact("c", ("hand_sizes",), N_("C: how many chests each player has."), chests),
    Fact("p", ("pile_size",), N_("P: the chests left in the pile."), pile),
    Fact("g", ("dog",), N_("G: who the watchdog guards."), dog),
    Fact("d", ("dice", "pending"), N_("D: the dice, and which are still to use."), dice),
    Fact("s", ("hands",), N_("S: at the end, everyone's gold."), scores),
)


def now(o: Obs, c: Listener) -> list[Cue]:
    """W: the dice still to use (or the roll), your chests and the pile."""
    me = c.seat
    mine = o["hand_sizes"][me] if 0 <= me < len(o["hand_sizes"]) else 0
    # TRANSLATORS: by ear, the W key: the player's own chests and the pile.
    lead = _("You have {mine}; the pile has {pile}.").format(
        mine=_chests(mine), pile=_chests(o["pile_size"]))
    return [words(lead)] + (dice(o, c) if o["phase"] == R.RESOLVE else [])


# -- questions, choices, events --------------------------------------------------------------
def question(o: Obs, legal: Sequence[Action], c: Listener) -> list[Cue]:
    """The roll is the only choice: Enter, nothing to weigh (W and the keys tell the rest).
    For the dice: the dice to use and, where a die may take from more than one player,
    the chests of each and who the dog guards."""
    if o["phase"] == R.ROLL:
        return [cue("dice-rattle", {"count": 1}, speech=_("Press Enter to roll the dice."))]
    # TRANSLATORS: by ear: the dice still to use, then how to choose.
    said = _("Dice to use: {faces}. Arrows: where each chest comes from; Enter takes it.").format(
        faces=_faces(o["pending"]))
    robbed = sorted({int(a.source) for a in legal
                     if isinstance(a, M.TakeCard) and isinstance(a.source, int)})
    takes = [a for a in legal if isinstance(a, M.TakeCard)]
    several = len({a.die for a in takes}) < len(takes)
    if not several:
        return [words(said)]
    cues = [words(said)]
    for s in robbed:
        cues += [horn(c, s, _("{player}: {chests}.").format(
            player=c.name(s), chests=_chests(o["hand_sizes"][s]))), number(o["hand_sizes"][s],
                                                                        pan=c.pan(s))]
    return cues + dog(o, c)


def choice(action: Action, o: Obs, c: Listener) -> list[Cue]:
    if isinstance(action, M.RollDice):
        return [cue("dice-rattle", {"count": 3}, speech=_("Roll the dice."))]
    assert isinstance(action, M.TakeCard)
    src = action.source
    if src == R.NOBODY:
        # TRANSLATORS: by ear, a choice: a die that finds no chest to take.
        return [cue("nope", speech=_("Die {die}: nothing to take.").format(die=action.die))]
    if src == R.PILE:
        return [cue("card-slide", speech=_("Die {die}: a chest from the pile ({chests} left).")
                    .format(die=action.die, chests=o["pile_size"]))]
    seat = int(src)
    # TRANSLATORS: by ear, a choice: the die, whose chest, and how many that player has.
    return [horn(c, seat, _("Die {die}: a chest from {player}, who has {chests}.").format(
        die=action.die, player=c.name(seat), chests=_chests(o["hand_sizes"][seat])))]


def keys(key: str, o: Obs, legal: Sequence[Action]) -> Action | None:
    """A die's number takes it when its chest comes from one place only; R rolls."""
    if key == "r":
        return next((a for a in legal if isinstance(a, M.RollDice)), None)
    if key.isdigit():
        takes = [a for a in legal if isinstance(a, M.TakeCard) and a.die == int(key)]
        return takes[0] if len(takes) == 1 else None
    return None


def event(ev: Event, c: Listener) -> list[Cue]:
    said = describe(ev, c.seats)
    if isinstance(ev, M.DiceRolled):
        return [cue("dice-rattle", {"count": len(ev.faces)}, pan=c.pan(ev.seat), speech=said)]
    if isinstance(ev, M.DogTaken):
        return [cue("dog-bark", pan=c.pan(ev.seat), speech=said)]
    if isinstance(ev, M.CardTaken):
        return [cue("card-slide", pan=c.pan(ev.to_seat), speech=said)]
    if isinstance(ev, M.NothingTaken):
        return [cue("nope", pan=c.pan(ev.seat), speech=said)]
    if isinstance(ev, M.CardsRevealed):
        return [cue("card-flip", speech=said)]
    return [words(said)] if said else []


EAR = EarGame(
    title=N_("Knobelschatz by ear"),
    help=(N_("Knobelschatz by ear. Each turn you roll three dice. One pip takes a chest from "
             "your left neighbour, two pips from your right neighbour, three pips from the "
             "pile, four pips from any player you choose. The dog takes the watchdog: whoever "
             "has it cannot be robbed. When the pile is empty the chests are turned over, and "
             "the most gold wins."),
          N_("How it sounds: each player has a sound of their own, heard where they sit, "
             "from left to right. The dice rattle, the dog barks at its new keeper, a chest "
             "slides to the one who takes it. Enter or R rolls; the arrows walk through "
             "where each die's chest may come from, and a die's number takes it when there "
             "is only one place.")),
    facts=FACTS,
    now=now,
    question=question,
    choice=choice,
    event=event,
    keys=keys,
    question_fields=("phase", "current"),
    sounds=("dice-rattle", "dog-bark", "card-slide", "card-flip", "nope"),
)


def make_scene(app: Any, table: Any) -> EarTable:
    """The dark table of Knobelschatz by ear (the manifest's "sound_only" mode)."""
    return EarTable(app, table, EAR)
