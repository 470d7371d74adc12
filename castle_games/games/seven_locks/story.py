"""What happened in Seven Locks, in words: one short sentence per event a player would tell.

The shell asks `describe(event, seats)` for the log and the "since your last move" card.
Each sentence is one whole string with named placeholders (for a later translation), and
says only what the whole table saw and heard: the towers by the pictures on their flags
("the moon tower"), the keys by their numbers, never the chamber under a closed tower.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from castle_games.core.seats import Seat
from castle_games.core.telling import Story, _, joined, name, winning
from castle_games.games.seven_locks.rules import FITS, TOO_LONG

# The towers are named by the picture on their flag (art draws them), never numbered: the
# keys are the numbered things here (a number would pair a tower with a key). The names
# live here, below the view, so that the words, the by-ear voice and the log say the same.
TOWER_SIGNS = ("star", "moon", "heart", "sun", "flower", "diamond", "bell")


def _sign(tower: int) -> str:
    return TOWER_SIGNS[(int(tower) - 1) % len(TOWER_SIGNS)]


def tower_name(tower: int, capital: bool = False) -> str:
    """'the moon tower' ('The moon tower' to start a sentence), the second from the left."""
    if not isinstance(tower, int) or tower < 1:
        return _("a tower")
    said = _("the {sign} tower").format(sign=_sign(tower))
    return said[0].upper() + said[1:] if capital else said


def tower_label(tower: int) -> str:
    """'Moon tower': a caption."""
    return _("{Sign} tower").format(Sign=_sign(tower).capitalize())


def tower_list(towers: list[int]) -> str:
    """'the star, moon and heart towers'."""
    signs = [_sign(t) for t in towers]
    if len(signs) == 1:
        return tower_name(towers[0])
    return _("the {signs} and {last} towers").format(signs=", ".join(signs[:-1]), last=signs[-1])


def _pearls(n: int) -> str:
    return "1 pearl" if n == 1 else _("{n} pearls").format(n=n)


# The coats of arms going back to the box, the opened tower put away, the turn passing:
# all seen on the table, nothing to tell.
STORY = Story(quiet=frozenset({"CoatsOfArmsUsedUp", "TowerStowed", "TurnPassed"}))

STORY.plainly("CoatOfArmsPlaced", _("{player} joined in with a coat of arms."))
STORY.plainly("CoatOfArmsDeclined", _("{player} did not join in."))
STORY.plainly("CoatOfArmsWithdrawn", _("{player} took the coat of arms back."))
STORY.plainly("CoatOfArmsKept", _("{player} left the coat of arms where it was."))
STORY.plainly("GuessDeclined", _("{player} did not guess."))
STORY.plainly("EnchantedKeyGuessed", _("{player} guessed that key {key} is the enchanted key."))


@STORY.says("KeymasterPlaced")
def _placed(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} put the keymaster at {tower}.").format(
        player=name(seats, e.seat), tower=tower_name(e.tower))


@STORY.says("PearlDropped")
def _dropped(e: Any, seats: Sequence[Seat]) -> str | None:
    if e.setup:
        return None  # the two pearls per tower of the setup: the keymaster's line is enough
    player, tower = name(seats, e.seat), tower_name(e.tower)
    if e.pearls_below == 0:
        return _("{player} threw a pearl into {tower}: it fell onto the wood.").format(
            player=player, tower=tower)
    if e.pearls_below == 1:
        return _("{player} threw a pearl into {tower}: it landed on 1 pearl.").format(
            player=player, tower=tower)
    return _("{player} threw a pearl into {tower}: it landed on {below} pearls.").format(
        player=player, tower=tower, below=e.pearls_below)


@STORY.says("DieRolled")
def _rolled(e: Any, seats: Sequence[Seat]) -> str:
    steps = "1 step" if e.steps == 1 else _("{n} steps").format(n=e.steps)
    return _("{player} rolled {pearls} and {steps}.").format(
        player=name(seats, e.seat), pearls=_pearls(e.pearls), steps=steps)


@STORY.says("BinRanDry")
def _dry(e: Any, seats: Sequence[Seat]) -> str:
    return _("The pearl bin ran dry: {player} could not throw {pearls}.").format(
        player=name(seats, e.seat), pearls=_pearls(e.missing))


@STORY.says("KeymasterMoved")
def _moved(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} moved the keymaster to {tower}.").format(
        player=name(seats, e.seat), tower=tower_name(e.to_tower))


@STORY.says("KeyChosen")
def _chosen(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} chose key {key} for {tower}.").format(
        player=name(seats, e.seat), key=e.key, tower=tower_name(e.tower))


@STORY.says("KeyTried")
def _tried(e: Any, seats: Sequence[Seat]) -> str:
    player, tower = name(seats, e.seat), tower_name(e.tower)
    if e.result == FITS:
        return _("{player} tried key {key} in {tower}: it fits!").format(
            player=player, key=e.key, tower=tower)
    if e.result == TOO_LONG:
        return _("{player} tried key {key} in {tower}: it was too long.").format(
            player=player, key=e.key, tower=tower)
    return _("{player} tried key {key} in {tower}: it was too short.").format(
        player=player, key=e.key, tower=tower)


@STORY.says("TowerOpened")
def _opened(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} opened {tower}: {pearls} inside.").format(
        player=name(seats, e.seat), tower=tower_name(e.tower), pearls=_pearls(e.pearls))


@STORY.says("TreasureShared")
def _shared(e: Any, seats: Sequence[Seat]) -> str | None:
    if not e.shares:
        return None
    if len(e.shares) == 1:
        seat, got = e.shares[0]
        return _("{player} kept all {pearls}.").format(player=name(seats, seat), pearls=_pearls(got))
    each = min(got for _, got in e.shares)
    said = [_("{players} shared them: {pearls} each.").format(
        players=joined([name(seats, s) for s, _ in e.shares]), pearls=_pearls(each))]
    if e.remainder and e.remainder_to is not None:
        said.append(_("{player} got {pearls} more.").format(
            player=name(seats, e.remainder_to), pearls=_pearls(e.remainder)))
    return " ".join(said)


@STORY.says("EnchantedKeyAsked")
def _asked(e: Any, seats: Sequence[Seat]) -> str:
    return "Five towers are open: now everyone may guess the enchanted key."


@STORY.says("EnchantedKeyRevealed")
def _revealed(e: Any, seats: Sequence[Seat]) -> str:
    said = [_("Key {key} was the enchanted key! {tower} held {pearls}.").format(
        key=e.key, tower=tower_name(e.last_tower).capitalize(), pearls=_pearls(e.pearls))]
    if not e.shares:
        said.append("Nobody guessed right.")
    elif len(e.shares) == 1:
        seat, got = e.shares[0]
        said.append(_("{player} guessed right and got {pearls}.").format(
            player=name(seats, seat), pearls=_pearls(got)))
    else:
        said.append(_("{players} guessed right: {pearls} each.").format(
            players=joined([name(seats, s) for s, _ in e.shares]), pearls=_pearls(e.shares[0][1])))
    return " ".join(said)


@STORY.says("GameEnded")
def _ended(e: Any, seats: Sequence[Seat]) -> str:
    best = max(e.scores) if e.scores else 0
    return winning(seats, e.winners, _("{player} wins with {pearls}!"),
                   _("{players} win together with {pearls} each!"), pearls=_pearls(best)) or _(
        "The game is over: the keymaster found nobody worthy.")


describe = STORY.describe
SAY, QUIET = STORY.say, STORY.quiet
