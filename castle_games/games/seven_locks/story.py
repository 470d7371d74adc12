"""What happened in Seven Locks, in words: one short sentence per event a player would tell.

The shell asks `describe(event, seats)` for the log and the "since your last move" card.
Each sentence is one whole catalogue entry with named placeholders, translated when it is
told (the tower names and counted pearls too, here: the view and the voice use them), and
says only what the whole table saw and heard: the towers by the pictures on their flags
("the moon tower"), the keys by their numbers, never the chamber under a closed tower.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from castle_games.core.seats import Seat
from castle_games.core.telling import N_, Story, _, joined, name, ngettext, pgettext, winning
from castle_games.games.seven_locks.rules import FITS, TOO_LONG

# The towers are named by the picture on their flag (art draws them), never numbered: the
# keys are the numbered things here (a number would pair a tower with a key). The names
# live here, below the view, so that the words, the by-ear voice and the log say the same.
TOWER_SIGNS = ("star", "moon", "heart", "sun", "flower", "diamond", "bell")
# TRANSLATORS: the seven towers of Seven Locks are named by the picture on their flag (a
# star, a moon, a heart, a sun, a flower, a diamond, a bell), never by a number. A tower's
# name stands inside sentences ("Anna put the keymaster at the moon tower.").
TOWER_NAMES = (N_("the star tower"), N_("the moon tower"), N_("the heart tower"),
               N_("the sun tower"), N_("the flower tower"), N_("the diamond tower"),
               N_("the bell tower"))
# TRANSLATORS: a tower's name as a caption under its picture (no article).
TOWER_LABELS = (N_("Star tower"), N_("Moon tower"), N_("Heart tower"), N_("Sun tower"),
                N_("Flower tower"), N_("Diamond tower"), N_("Bell tower"))


def _index(tower: int) -> int:
    return (int(tower) - 1) % len(TOWER_SIGNS)


def tower_name(tower: int, capital: bool = False) -> str:
    """'the moon tower' ('The moon tower' to start a sentence), the second from the left."""
    if not isinstance(tower, int) or tower < 1:
        return _("a tower")
    said = _(TOWER_NAMES[_index(tower)])
    return said[0].upper() + said[1:] if capital else said


def tower_named(tower: int, capital: bool = False) -> str:
    """By ear, where a digit answers: 'the moon tower, 2'."""
    if not isinstance(tower, int) or tower < 1:
        return tower_name(tower, capital)
    # TRANSLATORS: by ear, a tower with the number key that picks it: "the moon tower, 2".
    return _("{tower}, {number}").format(tower=tower_name(tower, capital), number=tower)


def towers_numbered(towers: list[int]) -> str:
    """By ear: 'the star 1, moon 2 and heart 3 towers' (the keys that pick them)."""
    if len(towers) == 1:
        return tower_named(towers[0])
    # TRANSLATORS: by ear, a tower's flag in a list with its number key: "star 1".
    signs = [_("{sign} {number}").format(sign=_listed(t), number=t) for t in towers]
    return _("the {signs} and {last} towers").format(signs=", ".join(signs[:-1]),
                                                      last=signs[-1])


def tower_label(tower: int) -> str:
    """'Moon tower': a caption."""
    return _(TOWER_LABELS[_index(tower)])


def _listed(tower: int) -> str:
    """A tower's sign as it stands in a list of towers ("the star, moon and heart towers")."""
    # TRANSLATORS: a tower's flag picture in a list of towers: "the {signs} and {last}
    # towers" is made of these ("the star, moon and heart towers"). Where your language
    # cannot share one word "towers", write the whole tower's name here ("the star tower").
    return (pgettext("in a list of towers", "star"), pgettext("in a list of towers", "moon"),
            pgettext("in a list of towers", "heart"), pgettext("in a list of towers", "sun"),
            pgettext("in a list of towers", "flower"),
            pgettext("in a list of towers", "diamond"),
            pgettext("in a list of towers", "bell"))[_index(tower)]


def tower_list(towers: list[int]) -> str:
    """'the star, moon and heart towers'."""
    if len(towers) == 1:
        return tower_name(towers[0])
    signs = [_listed(t) for t in towers]
    # TRANSLATORS: several towers by their flags: {signs} is "star, moon", {last} "heart".
    return _("the {signs} and {last} towers").format(signs=", ".join(signs[:-1]),
                                                      last=signs[-1])


def pearls(n: int) -> str:
    """'1 pearl', '5 pearls' (by the language's own plural forms)."""
    return ngettext("{count} pearl", "{count} pearls", n).format(count=n)


def told(message: str, **fields: Any) -> Any:
    """`message` (marked with N_ where it is written) as a function that says it in the
    language in use when it is drawn, its {fields} filled; a field that is itself a function
    (a tower's name) is asked then too. For words that stay on screen a while."""
    def tell() -> str:
        return _(message).format(**{k: v() if callable(v) else v for k, v in fields.items()})
    return tell


def plainly(text: str) -> Any:
    """Words that need no catalogue (a player's name and a number: "Anna: 12") where words
    kept to be drawn later are expected."""
    return lambda: text


def _tell_plainly(kind: str, sentence: str) -> None:
    """A sentence filled from the event as it is ({player} and the event's own fields),
    translated when it is told."""
    def tell(e: Any, seats: Sequence[Seat]) -> str:
        fields = {f.name: getattr(e, f.name) for f in dataclasses.fields(e)}
        return _(sentence).format(player=name(seats, e.seat), **fields)
    STORY.say[kind] = tell


# The coats of arms going back to the box, the opened tower put away, the turn passing:
# all seen on the table, nothing to tell.
STORY = Story(quiet=frozenset({"CoatsOfArmsUsedUp", "TowerStowed", "TurnPassed"}))

_tell_plainly("CoatOfArmsPlaced", N_("{player} joined in with a coat of arms."))
_tell_plainly("CoatOfArmsDeclined", N_("{player} did not join in."))
_tell_plainly("CoatOfArmsWithdrawn", N_("{player} took the coat of arms back."))
_tell_plainly("CoatOfArmsKept", N_("{player} left the coat of arms where it was."))
_tell_plainly("GuessDeclined", N_("{player} did not guess."))
_tell_plainly("EnchantedKeyGuessed", N_("{player} guessed that key {key} is the enchanted key."))


@STORY.says("KeymasterPlaced")
def _placed(e: Any, seats: Sequence[Seat]) -> str:
    # TRANSLATORS: the keymaster is the wooden figure of the box (Das Schloss der 7
    # Schlösser) who walks from tower to tower; keep the box's own name for him.
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
    return ngettext("{player} threw a pearl into {tower}: it landed on {count} pearl.",
                    "{player} threw a pearl into {tower}: it landed on {count} pearls.",
                    e.pearls_below).format(player=player, tower=tower, count=e.pearls_below)


@STORY.says("DieRolled")
def _rolled(e: Any, seats: Sequence[Seat]) -> str:
    steps = ngettext("{count} step", "{count} steps", e.steps).format(count=e.steps)
    # TRANSLATORS: {pearls} is "2 pearls", {steps} "2 steps": the two halves of the die.
    return _("{player} rolled {pearls} and {steps}.").format(
        player=name(seats, e.seat), pearls=pearls(e.pearls), steps=steps)


@STORY.says("BinRanDry")
def _dry(e: Any, seats: Sequence[Seat]) -> str:
    return _("The pearl bin ran dry: {player} could not throw {pearls}.").format(
        player=name(seats, e.seat), pearls=pearls(e.missing))


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
        player=name(seats, e.seat), tower=tower_name(e.tower), pearls=pearls(e.pearls))


@STORY.says("TreasureShared")
def _shared(e: Any, seats: Sequence[Seat]) -> str | None:
    if not e.shares:
        return None
    if len(e.shares) == 1:
        seat, got = e.shares[0]
        return _("{player} kept all {pearls}.").format(player=name(seats, seat),
                                                       pearls=pearls(got))
    each = min(got for _seat, got in e.shares)
    said = [_("{players} shared them: {pearls} each.").format(
        players=joined([name(seats, s) for s, _got in e.shares]), pearls=pearls(each))]
    if e.remainder and e.remainder_to is not None:
        said.append(_("{player} got {pearls} more.").format(
            player=name(seats, e.remainder_to), pearls=pearls(e.remainder)))
    return " ".join(said)


@STORY.says("EnchantedKeyAsked")
def _asked(e: Any, seats: Sequence[Seat]) -> str:
    # TRANSLATORS: the enchanted key is the box's key that fits no tower on the board (its
    # tower was put aside unseen); keep the box's word for it.
    return _("Five towers are open: now everyone may guess the enchanted key.")


@STORY.says("EnchantedKeyRevealed")
def _revealed(e: Any, seats: Sequence[Seat]) -> str:
    said = [_("Key {key} was the enchanted key! {tower} held {pearls}.").format(
        key=e.key, tower=tower_name(e.last_tower, capital=True), pearls=pearls(e.pearls))]
    if not e.shares:
        said.append(_("Nobody guessed right."))
    elif len(e.shares) == 1:
        seat, got = e.shares[0]
        said.append(_("{player} guessed right and got {pearls}.").format(
            player=name(seats, seat), pearls=pearls(got)))
    else:
        said.append(_("{players} guessed right: {pearls} each.").format(
            players=joined([name(seats, s) for s, _got in e.shares]),
            pearls=pearls(e.shares[0][1])))
    return " ".join(said)


@STORY.says("GameEnded")
def _ended(e: Any, seats: Sequence[Seat]) -> str:
    best = max(e.scores) if e.scores else 0
    return winning(seats, e.winners, _("{player} wins with {pearls}!"),
                   _("{players} win together with {pearls} each!"), pearls=pearls(best)) or _(
        "The game is over: the keymaster found nobody worthy.")


describe = STORY.describe
SAY, QUIET = STORY.say, STORY.quiet
