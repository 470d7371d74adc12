"""What happened in Tajemnica Zamku, in words: one short sentence per event a player would
tell.

The shell asks `describe(event, seats)` for the log and the "since your last move" card.
Each sentence is one whole catalogue message with named placeholders, translated when it
is told, and never a coordinate: a child at the table sees tiles, not (3, 0). Where a token,
a colour or a shape sits in the sentence, each has a sentence of its own (a Polish or Czech
sentence words a dragon differently after "beat" and after "found").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from castle_games.core.seats import Seat
from castle_games.core.telling import N_, Story, _, joined, name, ngettext

# No line for TurnPassed: the turn banner tells it.
STORY = Story(quiet=frozenset({"TurnPassed"}))


def _plainly(kind: str, sentence: str) -> None:
    """`sentence` (a catalogue message with {player}) told for every event of `kind`."""
    def tell(e: Any, seats: Sequence[Seat]) -> str:
        return _(sentence).format(player=name(seats, e.seat))
    STORY.say[kind] = tell


_plainly("TileLaid", N_("{player} laid the new tile and stepped onto it."))
_plainly("Stayed", N_("{player} stayed on the same tile."))


@STORY.says("PrincessRescued")
def _rescued(e: Any, seats: Sequence[Seat]) -> str:
    # TRANSLATORS: {turn} is the number of the turn (counting every player's turns).
    return _("{player} freed the princess on turn {turn} and won!").format(
        player=name(seats, e.seat), turn=e.turns)


SWORD_TAKEN = {
    "yellow": N_("{player} took the yellow sword."),
    "red": N_("{player} took the red sword."),
    "green": N_("{player} took the green sword."),
}
SWORD_LEFT = {
    "yellow": N_("{player} has a yellow sword already, so this one stays on its tile."),
    "red": N_("{player} has a red sword already, so this one stays on its tile."),
    "green": N_("{player} has a green sword already, so this one stays on its tile."),
}
ITEM_WON = {
    "map": N_("{player} won the map from the yellow dragon."),
    "elixir": N_("{player} won the elixir from the red dragon."),
    "key": N_("{player} won the key from the green dragon."),
}


@STORY.says("SwordTaken")
def _sword(e: Any, seats: Sequence[Seat]) -> str:
    return _(SWORD_TAKEN[e.colour]).format(player=name(seats, e.seat))


@STORY.says("SwordLeft")
def _sword_left(e: Any, seats: Sequence[Seat]) -> str:
    return _(SWORD_LEFT[e.colour]).format(player=name(seats, e.seat))


@STORY.says("ItemWon")
def _won(e: Any, seats: Sequence[Seat]) -> str:
    return _(ITEM_WON[e.item]).format(player=name(seats, e.seat))


# A roll, by what it was for: (enough, not enough).
ROLLED: dict[str, tuple[str, str]] = {
    "ghost": (N_("{player} rolled {roll} and got past the ghost."),
              N_("{player} rolled {roll}, but {need} was needed to get past the ghost.")),
    "wandering knight": (
        N_("{player} rolled {roll} and got past the wandering knight."),
        N_("{player} rolled {roll}, but {need} was needed to get past the wandering knight.")),
    # TRANSLATORS: the sprite: the box's little house sprite (only Polish keeps "Skrzat").
    "skrzat": (N_("{player} rolled {roll} and got past the sprite."),
               # TRANSLATORS: the sprite: the box's little house sprite (only Polish: "Skrzat").
               N_("{player} rolled {roll}, but {need} was needed to get past the sprite.")),
    "yellow dragon": (
        N_("{player} rolled {roll} and beat the yellow dragon!"),
        N_("{player} rolled {roll}, but {need} was needed to beat the yellow dragon.")),
    "red dragon": (
        N_("{player} rolled {roll} and beat the red dragon!"),
        N_("{player} rolled {roll}, but {need} was needed to beat the red dragon.")),
    "green dragon": (
        N_("{player} rolled {roll} and beat the green dragon!"),
        N_("{player} rolled {roll}, but {need} was needed to beat the green dragon.")),
    "princess": (N_("{player} rolled {roll}: enough to free the princess!"),
                 N_("{player} rolled {roll}, but {need} was needed to free the princess.")),
}


@STORY.says("DieRolled")
def _rolled(e: Any, seats: Sequence[Seat]) -> str:
    enough, short = ROLLED.get(e.why, (N_("{player} rolled {roll}."),) * 2)
    return _(enough if e.success else short).format(player=name(seats, e.seat), roll=e.roll,
                                                    need=e.need)


# tiles.STRAIGHT, CORNER, JUNCTION, CROSSROADS, as the rules page calls them: (plain, circle).
DRAWN: dict[str, tuple[str, str]] = {
    "straight": (N_("{player} drew a straight corridor."),
                 N_("{player} drew a straight corridor with a circle.")),
    "corner": (N_("{player} drew a corner."), N_("{player} drew a corner with a circle.")),
    "junction": (N_("{player} drew a T-junction."),
                 N_("{player} drew a T-junction with a circle.")),
    "crossroads": (N_("{player} drew a crossroads."),
                   N_("{player} drew a crossroads with a circle.")),
}


@STORY.says("TileDrawn")
def _drawn(e: Any, seats: Sequence[Seat]) -> str:
    plain, circle = DRAWN.get(e.shape, (N_("{player} drew a tile."),
                                        N_("{player} drew a tile with a circle.")))
    return _(circle if e.circle else plain).format(player=name(seats, e.seat))


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


FOUND: dict[str, str] = {
    "yellow dragon": N_("{player} found the yellow dragon!"),
    "red dragon": N_("{player} found the red dragon!"),
    "green dragon": N_("{player} found the green dragon!"),
    "princess": N_("{player} found the princess!"),
    "mirror": N_("{player} found a magic mirror!"),
    "ghost": N_("{player} found a ghost!"),
    "wandering knight": N_("{player} found a wandering knight!"),
    # TRANSLATORS: the sprite: the box's little house sprite (only Polish keeps "Skrzat").
    "skrzat": N_("{player} found a sprite!"),
    "yellow sword": N_("{player} found a yellow sword!"),
    "red sword": N_("{player} found a red sword!"),
    "green sword": N_("{player} found a green sword!"),
}


@STORY.says("TokenDrawn")
def _found(e: Any, seats: Sequence[Seat]) -> str:
    sentence = FOUND.get(e.token) or N_("{player} found a secret!")
    return _(sentence).format(player=name(seats, e.seat))


# What the bat brings to the bat hall (rules.BAT_HALL_TOKENS), in a list: each dragon and
# the princess by name, the swords counted by colour.
BROUGHT: dict[str, str] = {
    "yellow dragon": N_("the yellow dragon"),
    "red dragon": N_("the red dragon"),
    "green dragon": N_("the green dragon"),
    "princess": N_("the princess"),
}
SWORDS_BROUGHT: dict[str, Callable[[int], str]] = {
    "yellow sword": lambda n: ngettext("{count} yellow sword", "{count} yellow swords", n),
    "red sword": lambda n: ngettext("{count} red sword", "{count} red swords", n),
    "green sword": lambda n: ngettext("{count} green sword", "{count} green swords", n),
}


def _brought(token: str, count: int) -> str:
    if token in SWORDS_BROUGHT:
        return SWORDS_BROUGHT[token](count).format(count=count)
    words = BROUGHT.get(token) or N_("a secret")
    return _(words)


@STORY.says("LabyrinthComplete")
def _complete(e: Any, seats: Sequence[Seat]) -> str:
    if not e.to_bat_hall:
        return _("The labyrinth is finished: no tile fits anywhere any more.")
    counted = Counter(e.to_bat_hall)
    # TRANSLATORS: the bat hall: our house rule, named after the box's bat tile (the start).
    return _("The labyrinth is finished: {tokens} came to the bat hall.").format(
        tokens=joined([_brought(t, n) for t, n in counted.items()]))


describe = STORY.describe
SAY, QUIET = STORY.say, STORY.quiet
