"""Tajemnica Zamku by ear: the labyrinth as a listener hears it, in words and places.

A sighted player takes in the labyrinth at a glance: which way each corridor leads, what
lies on each tile, where the pawns stand. By ear the same is said in a few fixed words:
the four ways are always north, east, south and west as the board is drawn (north up, east
to the right); a place is said from the listener's own pawn ("2 north and 1 east"), and
how far it is by the corridors ("5 steps, first north"). Each way has its own chime too:
north high, south low, east on the right, west on the left.

`Maze` is read from the observation alone (the face-up tiles, tokens and pawns): what lies
face down is never known here. No pygame; the cues come from ui/ear.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

from castle_games.core.telling import N_, _, joined, ngettext
from castle_games.games.tajemnica_zamku.dragons import ITEM_WORDS
from castle_games.games.tajemnica_zamku.observe import TajemnicaObservation
from castle_games.games.tajemnica_zamku.tiles import BIT, OPPOSITE, SIDES, STEP, TILES, neighbour
from castle_games.games.tajemnica_zamku.tokens import MIRROR
from castle_games.ui.ear.cues import Cue, cue

Pos = tuple[int, int]
JUMP = "mirror"  # the first move of a route that begins with a mirror's jump
WAY_SOUND = "ear-item"
# A way's chime: its pitch (north high, south low) and its place (east right, west left).
WAY_PITCH = {"N": 8, "E": 5, "S": 1, "W": 5}
WAY_PAN = {"N": 0.0, "E": 0.6, "S": 0.0, "W": -0.6}

# TRANSLATORS: by ear, the four ways as the board is drawn (north is up, east right).
WAYS: dict[str, str] = {"N": N_("north"), "E": N_("east"), "S": N_("south"), "W": N_("west")}
# TRANSLATORS: by ear, a tile of the labyrinth by its shape (as the subject of a sentence).
SHAPE_NAMES: dict[str, str] = {
    "straight": N_("a straight corridor"),
    "corner": N_("a corner"),
    "junction": N_("a T-junction"),
    "crossroads": N_("a crossroads"),
}
BAT_NAME = N_("the bat tile")  # TRANSLATORS: by ear, the start tile of the box (a bat on it)
# TRANSLATORS: by ear, a token lying face up on a tile, in a list of what lies there.
THING_NAMES: dict[str, str] = {
    "yellow dragon": N_("yellow dragon"),
    "red dragon": N_("red dragon"),
    "green dragon": N_("green dragon"),
    "princess": N_("princess"),
    "mirror": N_("magic mirror"),
    "ghost": N_("ghost"),
    "wandering knight": N_("wandering knight"),
    # TRANSLATORS: the sprite: the box's little house sprite (only Polish keeps "Skrzat").
    "skrzat": N_("sprite"),
    "yellow sword": N_("yellow sword"),
    "red sword": N_("red sword"),
    "green sword": N_("green sword"),
}
# TRANSLATORS: by ear, a sword on a player's card, by colour.
SWORD_NAMES: dict[str, str] = {"yellow": N_("yellow sword"), "red": N_("red sword"),
                               "green": N_("green sword")}


def way(side: str) -> str:
    return _(WAYS[side])


def ways(sides: Sequence[str]) -> str:
    """'north, east and south' (in the board's order: clockwise from north)."""
    return joined([way(s) for s in SIDES if s in sides])


def way_cue(side: str, speech: str | None = None) -> Cue:
    """A way's chime (north high, south low, east right, west left), with its words."""
    return cue(WAY_SOUND, {"item": WAY_PITCH[side]}, pan=WAY_PAN[side], speech=speech)


def pan_to(dx: int) -> float:
    """Where a place is heard: east to the right, west to the left, further is wider."""
    return max(-0.7, min(0.7, 0.25 * dx))


def things(tokens: Sequence[str]) -> str:
    return joined([_(THING_NAMES.get(t, t)) for t in tokens])


def item_names(items: Sequence[str]) -> str:
    return joined([_(ITEM_WORDS[i]) for i in items])


def place(dx: int, dy: int) -> str:
    """Where a place lies from the listener's pawn: "2 north and 1 east" ("here": 0, 0)."""
    parts = []
    if dy:
        n = abs(dy)
        parts.append((ngettext("{count} north", "{count} north", n) if dy < 0 else
                      ngettext("{count} south", "{count} south", n)).format(count=n))
    if dx:
        n = abs(dx)
        parts.append((ngettext("{count} east", "{count} east", n) if dx > 0 else
                      ngettext("{count} west", "{count} west", n)).format(count=n))
    # TRANSLATORS: by ear, a place that is the listener's own tile.
    return joined(parts) if parts else _("here")


def steps(n: int) -> str:
    return ngettext("{count} step", "{count} steps", n).format(count=n)


@dataclass(frozen=True)
class Maze:
    """The face-up labyrinth of one observation: tiles with their open sides, tokens,
    pawns."""

    masks: dict[Pos, int]
    tiles: dict[Pos, int]                  # cell -> tile id
    tokens: dict[Pos, tuple[str, ...]]
    pawns: tuple[Pos, ...]

    def tile_name(self, cell: Pos) -> str:
        tile = TILES[self.tiles[cell]]
        return _(BAT_NAME) if tile.bat else _(SHAPE_NAMES[tile.shape])

    def open_sides(self, cell: Pos) -> list[str]:
        return [s for s in SIDES if self.masks[cell] & BIT[s]]

    def passable(self, cell: Pos, side: str) -> bool:
        there = neighbour(cell, side)
        return (self.masks[cell] & BIT[side] != 0 and there in self.masks
                and self.masks[there] & BIT[OPPOSITE[side]] != 0)

    def seats_at(self, cell: Pos, but: int | None = None) -> list[int]:
        return [s for s, p in enumerate(self.pawns) if p == cell and s != but]

    def routes(self, start: Pos) -> dict[Pos, tuple[int, str]]:
        """Every cell reachable from `start`: (moves there, the first move: a side or
        JUMP), through corridors and from mirror to mirror (each jump one move)."""
        mirrors = [p for p, toks in self.tokens.items() if MIRROR in toks]
        found: dict[Pos, tuple[int, str]] = {start: (0, "")}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            n, first = found[cell]
            nexts = [(neighbour(cell, s), s) for s in SIDES if self.passable(cell, s)]
            if cell in mirrors:
                nexts += [(m, JUMP) for m in mirrors if m != cell]
            for there, how in nexts:
                if there not in found:
                    found[there] = (n + 1, first or how)
                    queue.append(there)
        return found


def maze(o: TajemnicaObservation) -> Maze:
    return Maze(masks={(x, y): m for x, y, _t, _r, m in o["tiles"]},
                tiles={(x, y): t for x, y, t, _r, _m in o["tiles"]},
                tokens={(x, y): tuple(toks) for x, y, toks in o["tokens"]},
                pawns=tuple((x, y) for x, y in o["pawns"]))


def offset(a: Pos, b: Pos) -> tuple[int, int]:
    return (b[0] - a[0], b[1] - a[1])


def side_to(a: Pos, b: Pos) -> str | None:
    """The way from `a` to the next cell `b` (None when they are not side by side)."""
    return next((s for s, d in STEP.items() if (a[0] + d[0], a[1] + d[1]) == b), None)
