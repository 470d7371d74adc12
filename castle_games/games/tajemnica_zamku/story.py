"""What happened in Tajemnica Zamku, in words: one short sentence per event a player would
tell.

The shell asks `describe(event, seats)` for the log and the "since your last move" card.
Each sentence is one whole string with named placeholders (for a later translation), and
never a coordinate: a child at the table sees tiles, not (3, 0).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from castle_games.core.seats import Seat
from castle_games.core.telling import Story, _, joined, name
from castle_games.games.tajemnica_zamku.tokens import OPPONENTS, PRINCESS

# tiles.STRAIGHT, CORNER, JUNCTION, CROSSROADS, as the rules page calls them.
SHAPE_WORDS = {"straight": "a straight corridor", "corner": "a corner",
               "junction": "a T-junction", "crossroads": "a crossroads"}


def _token(token: str) -> str:
    """'the red dragon', 'the princess', 'a ghost', 'a magic mirror', 'a yellow sword'."""
    if token.endswith("dragon") or token == PRINCESS:
        return _("the {token}").format(token=token)
    if token == "mirror":
        return "a magic mirror"
    return _("a {token}").format(token=token)


# No line for TurnPassed: the turn banner tells it.
STORY = Story(quiet=frozenset({"TurnPassed"}))

STORY.plainly("TileLaid", _("{player} laid the new tile and stepped onto it."))
STORY.plainly("Stayed", _("{player} stayed on the same tile."))
STORY.plainly("PrincessRescued", _("{player} freed the princess and won!"))
STORY.plainly("SwordTaken", _("{player} took the {colour} sword."))
STORY.plainly("SwordLeft", _("{player} has a {colour} sword already, so this one stays on its tile."))
STORY.plainly("ItemWon", _("{player} won the {item} from the {dragon}."))


@STORY.says("DieRolled")
def _rolled(e: Any, seats: Sequence[Seat]) -> str:
    facts = {"player": name(seats, e.seat), "roll": e.roll, "need": e.need, "what": e.why}
    if e.why in OPPONENTS:
        return (_("{player} rolled {roll} and got past the {what}.") if e.success else
                _("{player} rolled {roll}, but {need} was needed to get past the {what}.")
                ).format(**facts)
    if e.why == PRINCESS:
        return (_("{player} rolled {roll}: enough to free the princess!") if e.success else
                _("{player} rolled {roll}, but {need} was needed to free the princess.")
                ).format(**facts)
    return (_("{player} rolled {roll} and beat the {what}!") if e.success else
            _("{player} rolled {roll}, but {need} was needed to beat the {what}.")
            ).format(**facts)


@STORY.says("TileDrawn")
def _drawn(e: Any, seats: Sequence[Seat]) -> str:
    shape = SHAPE_WORDS.get(e.shape, "a tile")
    if e.circle:
        return _("{player} drew {shape} with a circle.").format(player=name(seats, e.seat),
                                                                shape=shape)
    return _("{player} drew {shape}.").format(player=name(seats, e.seat), shape=shape)


@STORY.says("TileReturned")
def _returned(e: Any, seats: Sequence[Seat]) -> str:
    if "close" in e.reason:
        return _("{player} put the tile back: it would close the labyrinth.").format(
            player=name(seats, e.seat))
    return _("{player} put the tile back: it does not fit here.").format(player=name(seats, e.seat))


@STORY.says("PawnMoved")
def _moved(e: Any, seats: Sequence[Seat]) -> str | None:
    if e.how == "lay":
        return None  # the tile's own line says so
    if e.how == "teleport":
        return _("{player} jumped through a magic mirror.").format(player=name(seats, e.seat))
    return _("{player} walked to the next tile.").format(player=name(seats, e.seat))


@STORY.says("TokenDrawn")
def _found(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} found {token}!").format(player=name(seats, e.seat), token=_token(e.token))


@STORY.says("LabyrinthComplete")
def _complete(e: Any, seats: Sequence[Seat]) -> str:
    if not e.to_bat_hall:
        return "The labyrinth is finished: no tile fits anywhere any more."
    return _("The labyrinth is finished: {tokens} came to the bat hall.").format(
        tokens=joined([_token(t) for t in e.to_bat_hall]))


describe = STORY.describe
SAY, QUIET = STORY.say, STORY.quiet
