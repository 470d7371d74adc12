"""What happened in Seven Locks, in words: one short sentence per event a player would tell.

The shell asks `describe(event, seats)` for the log and the "since your last move" card.
Each sentence is one whole string with named placeholders (for a later translation), and
says only what the whole table saw and heard: the towers by the pictures on their flags
("the moon tower"), the keys by their numbers, never the chamber under a closed tower.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from castle_games.core.seats import Seat


def _(text: str) -> str:
    """A sentence to translate (the gettext catalogue hooks in here later)."""
    return text

# The flag picture of each tower, as art.TOWER_SIGNS draws them (kept here without pygame).
TOWER_SIGNS = ("star", "moon", "heart", "sun", "flower", "diamond", "bell")
FITS, TOO_LONG, TOO_SHORT = "fits", "too long", "too short"  # rules.key_result


def tower_name(tower: int) -> str:
    """'the moon tower' (towers 1-7 by the picture on their flag)."""
    if isinstance(tower, int) and tower >= 1:
        return _("the {sign} tower").format(sign=TOWER_SIGNS[(tower - 1) % len(TOWER_SIGNS)])
    return "a tower"


def _name(seats: Sequence[Seat], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(seats):
        return seats[seat].name
    return "Somebody"


def _and(words: Sequence[str]) -> str:
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def _pearls(n: int) -> str:
    return "1 pearl" if n == 1 else _("{n} pearls").format(n=n)


def _placed(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} put the keymaster at {tower}.").format(
        player=_name(seats, e.seat), tower=tower_name(e.tower))


def _dropped(e: Any, seats: Sequence[Seat]) -> str | None:
    if e.setup:
        return None  # the two pearls per tower of the setup: the keymaster's line is enough
    player, tower = _name(seats, e.seat), tower_name(e.tower)
    if e.pearls_below == 0:
        return _("{player} threw a pearl into {tower}: it fell onto the wood.").format(
            player=player, tower=tower)
    if e.pearls_below == 1:
        return _("{player} threw a pearl into {tower}: it landed on 1 pearl.").format(
            player=player, tower=tower)
    return _("{player} threw a pearl into {tower}: it landed on {below} pearls.").format(
        player=player, tower=tower, below=e.pearls_below)


def _rolled(e: Any, seats: Sequence[Seat]) -> str:
    steps = "1 step" if e.steps == 1 else _("{n} steps").format(n=e.steps)
    return _("{player} rolled {pearls} and {steps}.").format(
        player=_name(seats, e.seat), pearls=_pearls(e.pearls), steps=steps)


def _dry(e: Any, seats: Sequence[Seat]) -> str:
    return _("The pearl bin ran dry: {player} could not throw {pearls}.").format(
        player=_name(seats, e.seat), pearls=_pearls(e.missing))


def _moved(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} moved the keymaster to {tower}.").format(
        player=_name(seats, e.seat), tower=tower_name(e.to_tower))


def _chosen(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} chose key {key} for {tower}.").format(
        player=_name(seats, e.seat), key=e.key, tower=tower_name(e.tower))


def _arms_placed(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} joined in with a coat of arms.").format(player=_name(seats, e.seat))


def _arms_declined(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} did not join in.").format(player=_name(seats, e.seat))


def _arms_withdrawn(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} took the coat of arms back.").format(player=_name(seats, e.seat))


def _arms_kept(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} left the coat of arms where it was.").format(player=_name(seats, e.seat))


def _tried(e: Any, seats: Sequence[Seat]) -> str:
    player, tower = _name(seats, e.seat), tower_name(e.tower)
    if e.result == FITS:
        return _("{player} tried key {key} in {tower}: it fits!").format(
            player=player, key=e.key, tower=tower)
    if e.result == TOO_LONG:
        return _("{player} tried key {key} in {tower}: it was too long.").format(
            player=player, key=e.key, tower=tower)
    return _("{player} tried key {key} in {tower}: it was too short.").format(
        player=player, key=e.key, tower=tower)


def _opened(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} opened {tower}: {pearls} inside.").format(
        player=_name(seats, e.seat), tower=tower_name(e.tower), pearls=_pearls(e.pearls))


def _shared(e: Any, seats: Sequence[Seat]) -> str | None:
    if not e.shares:
        return None
    if len(e.shares) == 1:
        seat, got = e.shares[0]
        return _("{player} kept all {pearls}.").format(player=_name(seats, seat), pearls=_pearls(got))
    each = min(got for _, got in e.shares)
    said = [_("{players} shared them: {pearls} each.").format(
        players=_and([_name(seats, s) for s, _ in e.shares]), pearls=_pearls(each))]
    if e.remainder and e.remainder_to is not None:
        said.append(_("{player} got {pearls} more.").format(
            player=_name(seats, e.remainder_to), pearls=_pearls(e.remainder)))
    return " ".join(said)


def _asked(e: Any, seats: Sequence[Seat]) -> str:
    return "Five towers are open: now everyone may guess the enchanted key."


def _guessed(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} guessed that key {key} is the enchanted key.").format(
        player=_name(seats, e.seat), key=e.key)


def _no_guess(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} did not guess.").format(player=_name(seats, e.seat))


def _revealed(e: Any, seats: Sequence[Seat]) -> str:
    said = [_("Key {key} was the enchanted key! {tower} held {pearls}.").format(
        key=e.key, tower=tower_name(e.last_tower).capitalize(), pearls=_pearls(e.pearls))]
    if not e.shares:
        said.append("Nobody guessed right.")
    elif len(e.shares) == 1:
        seat, got = e.shares[0]
        said.append(_("{player} guessed right and got {pearls}.").format(
            player=_name(seats, seat), pearls=_pearls(got)))
    else:
        said.append(_("{players} guessed right: {pearls} each.").format(
            players=_and([_name(seats, s) for s, _ in e.shares]), pearls=_pearls(e.shares[0][1])))
    return " ".join(said)


def _ended(e: Any, seats: Sequence[Seat]) -> str:
    winners = [_name(seats, w) for w in e.winners]
    best = max(e.scores) if e.scores else 0
    if not winners:
        return "The game is over: the keymaster found nobody worthy."
    if len(winners) == 1:
        return _("{player} wins with {pearls}!").format(player=winners[0], pearls=_pearls(best))
    return _("{players} win together with {pearls} each!").format(
        players=_and(winners), pearls=_pearls(best))


SAY: dict[str, Callable[[Any, Sequence[Seat]], str | None]] = {
    "KeymasterPlaced": _placed,
    "PearlDropped": _dropped,
    "DieRolled": _rolled,
    "BinRanDry": _dry,
    "KeymasterMoved": _moved,
    "KeyChosen": _chosen,
    "CoatOfArmsPlaced": _arms_placed,
    "CoatOfArmsDeclined": _arms_declined,
    "CoatOfArmsWithdrawn": _arms_withdrawn,
    "CoatOfArmsKept": _arms_kept,
    "KeyTried": _tried,
    "TowerOpened": _opened,
    "TreasureShared": _shared,
    "EnchantedKeyAsked": _asked,
    "EnchantedKeyGuessed": _guessed,
    "GuessDeclined": _no_guess,
    "EnchantedKeyRevealed": _revealed,
    "GameEnded": _ended,
}
# The coats of arms going back to the box, the opened tower put away, the turn passing:
# all seen on the table, nothing to tell.
QUIET = frozenset({"CoatsOfArmsUsedUp", "TowerStowed", "TurnPassed"})


def describe(event: Any, seats: Sequence[Seat]) -> str | None:
    say = SAY.get(type(event).__name__)
    return say(event, seats) if say is not None else None
