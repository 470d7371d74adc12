"""Tajemnica Zamku labyrinth tiles: shapes, rotations, the 60 tiles and how they fit.

A tile is a square with four sides, N E S W, each open (a corridor) or closed (a wall). Its
open sides are a 4-bit mask, N=1, E=2, S=4, W=8, in clockwise order, so turning a tile a
quarter clockwise is a one-bit rotation of its mask. The labyrinth lies on a grid with the
bat tile at (0, 0); x grows to the east, y to the south (as on a screen), so N is (0, -1).

Pure tables, small functions and `Labyrinth` (the laid tiles, with the fitting and the
closing tests): the rules and the bots both use them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

N, E, S, W = 1, 2, 4, 8
SIDES: tuple[str, ...] = ("N", "E", "S", "W")
BIT: dict[str, int] = {"N": N, "E": E, "S": S, "W": W}
STEP: dict[str, tuple[int, int]] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE: dict[str, str] = {"N": "S", "E": "W", "S": "N", "W": "E"}
ROTATIONS: tuple[int, ...] = (0, 90, 180, 270)  # degrees clockwise

STRAIGHT, CORNER, JUNCTION, CROSSROADS = "straight", "corner", "junction", "crossroads"
# Open sides of each shape when it is not turned (rotation 0): a straight corridor runs
# north-south, a corner joins north and east, a T-junction is open east, south and west.
SHAPES: dict[str, int] = {STRAIGHT: N | S, CORNER: N | E, JUNCTION: E | S | W, CROSSROADS: 15}

# House rule (CLARIFICATIONS.md): 59 tiles besides the bat tile, by shape.
SHAPE_COUNTS: dict[str, int] = {STRAIGHT: 14, CORNER: 17, JUNCTION: 18, CROSSROADS: 10}
# House rule: 36 of the 59 carry a circle, spread over the shapes in proportion
# (36/59 of each count, rounded by largest remainder: 8.54, 10.37, 10.98, 6.10).
CIRCLE_COUNTS: dict[str, int] = {STRAIGHT: 9, CORNER: 10, JUNCTION: 11, CROSSROADS: 6}

BAT_TILE = 0  # the start tile: open on all four sides, no circle


def rotate(mask: int, degrees: int) -> int:
    """The open sides of `mask` turned `degrees` clockwise (N goes to E)."""
    for _ in range((degrees // 90) % 4):
        mask = ((mask << 1) | (mask >> 3)) & 15
    return mask


_POPCOUNT = tuple(bin(m).count("1") for m in range(16))


def popcount(mask: int) -> int:
    return _POPCOUNT[mask & 15]


def sides_of(mask: int) -> str:
    """'NES' for a mask open north, east and south."""
    return "".join(s for s in SIDES if mask & BIT[s])


# The rotations that look different, per shape (a straight turned 180 is the same tile).
DISTINCT_ROTATIONS: dict[str, tuple[int, ...]] = {}
for _shape, _mask in SHAPES.items():
    _seen: list[int] = []
    _rots: list[int] = []
    for _r in ROTATIONS:
        if rotate(_mask, _r) not in _seen:
            _seen.append(rotate(_mask, _r))
            _rots.append(_r)
    DISTINCT_ROTATIONS[_shape] = tuple(_rots)


@dataclass(frozen=True)
class Tile:
    id: int
    shape: str
    circle: bool
    bat: bool = False

    @property
    def mask(self) -> int:
        return SHAPES[self.shape]


def _make_tiles() -> tuple[Tile, ...]:
    tiles = [Tile(BAT_TILE, CROSSROADS, False, True)]
    for shape, count in SHAPE_COUNTS.items():
        for k in range(count):
            tiles.append(Tile(len(tiles), shape, k < CIRCLE_COUNTS[shape]))
    return tuple(tiles)


TILES: tuple[Tile, ...] = _make_tiles()


def _make_fits() -> dict[tuple[str, int, int], tuple[int, ...]]:
    """(shape, constrained sides, sides that must be open) -> fitting distinct rotations.

    A cell's neighbours that are already laid constrain it: towards each laid neighbour the
    new tile must be open exactly when the neighbour is open towards it.
    """
    fits: dict[tuple[str, int, int], tuple[int, ...]] = {}
    for shape, base in SHAPES.items():
        for cmask in range(16):
            for req in range(16):
                if req & ~cmask:
                    continue
                fits[(shape, cmask, req)] = tuple(
                    r for r in DISTINCT_ROTATIONS[shape] if rotate(base, r) & cmask == req
                )
    return fits


FITS = _make_fits()


# (side, its bit, the opposite side's bit, dx, dy): the hot loops read this one table.
_SIDE_TABLE = tuple((s, BIT[s], BIT[OPPOSITE[s]], *STEP[s]) for s in SIDES)


def cell_constraint(masks: Mapping[tuple[int, int], int], cell: tuple[int, int]) -> tuple[int, int]:
    """(sides facing a laid tile, sides facing a laid tile that is open towards the cell)."""
    x, y = cell
    cmask = req = 0
    for _side, bit, back, dx, dy in _SIDE_TABLE:
        other = masks.get((x + dx, y + dy))
        if other is not None:
            cmask |= bit
            if other & back:
                req |= bit
    return cmask, req


def neighbour(pos: tuple[int, int], side: str) -> tuple[int, int]:
    dx, dy = STEP[side]
    return (pos[0] + dx, pos[1] + dy)


def connected(masks: Mapping[tuple[int, int], int], pos: tuple[int, int]) -> list[tuple[str, tuple[int, int]]]:
    """The laid neighbours reachable in one step: both facing sides open."""
    out = []
    here = masks[pos]
    x, y = pos
    for side, bit, back, dx, dy in _SIDE_TABLE:
        if here & bit:
            there = (x + dx, y + dy)
            other = masks.get(there)
            if other is not None and other & back:
                out.append((side, there))
    return out


def frontier(masks: Mapping[tuple[int, int], int]) -> set[tuple[int, int]]:
    """Empty cells that an open side of a laid tile leads to."""
    cells = set()
    for pos, mask in masks.items():
        for side in SIDES:
            if mask & BIT[side]:
                there = neighbour(pos, side)
                if there not in masks:
                    cells.add(there)
    return cells


def open_ends(masks: Mapping[tuple[int, int], int]) -> int:
    """How many open sides of laid tiles lead to an empty cell."""
    count = 0
    for pos, mask in masks.items():
        for side in SIDES:
            if mask & BIT[side] and neighbour(pos, side) not in masks:
                count += 1
    return count


class Labyrinth:
    """The laid tiles: where each lies, how it is turned, and which sides are open.

    `ends` counts the open sides that lead to an empty cell; kept up to date on every lay,
    it answers "would this tile close the labyrinth?" without a walk over the whole board.
    """

    def __init__(self, laid: Mapping[tuple[int, int], tuple[int, int]] | None = None) -> None:
        self.laid: dict[tuple[int, int], tuple[int, int]] = {}
        self.masks: dict[tuple[int, int], int] = {}
        for pos, (tile, rot) in (laid or {(0, 0): (BAT_TILE, 0)}).items():
            self.laid[pos] = (tile, rot)
            self.masks[pos] = rotate(SHAPES[TILES[tile].shape], rot)
        self.ends = open_ends(self.masks)
        self.front = frontier(self.masks)  # empty cells an open side leads to

    def lay(self, pos: tuple[int, int], tile: int, rotation: int) -> int:
        mask = rotate(SHAPES[TILES[tile].shape], rotation)
        cmask, req = cell_constraint(self.masks, pos)
        self.ends += popcount(mask & ~cmask) - popcount(req)
        self.laid[pos] = (tile, rotation)
        self.masks[pos] = mask
        self.front.discard(pos)
        for side in SIDES:
            if mask & BIT[side]:
                there = neighbour(pos, side)
                if there not in self.masks:
                    self.front.add(there)
        return mask

    def closes(self, cmask: int, req: int, mask: int) -> bool:
        """Would a tile open on `mask` leave no open side leading to an empty cell?"""
        return self.ends - _POPCOUNT[req] + _POPCOUNT[mask & ~cmask & 15] == 0

    def fits_beside(self, shape: str, pos: tuple[int, int], may_close: bool) -> tuple[list[tuple[str, int]], bool]:
        """(allowed (side, rotation) for a tile of `shape` beside `pos`, whether it fits at all).

        Allowed: fitting, and not closing the labyrinth unless `may_close`.
        """
        allowed: list[tuple[str, int]] = []
        fits_at_all = False
        here = self.masks[pos]
        base = SHAPES[shape]
        for side in SIDES:
            if not here & BIT[side]:
                continue
            cell = neighbour(pos, side)
            if cell in self.masks:
                continue
            cmask, req = cell_constraint(self.masks, cell)
            for rot in FITS[(shape, cmask, req)]:
                fits_at_all = True
                if may_close or not self.closes(cmask, req, rotate(base, rot)):
                    allowed.append((side, rot))
        return allowed, fits_at_all

    def can_lay_beside(self, shapes: Iterable[str], pos: tuple[int, int], may_close: bool) -> bool:
        """Could a tile of one of `shapes` be laid beside `pos` (the closing rule kept)?"""
        masks = self.masks
        here = masks[pos]
        x, y = pos
        # A tile can only close the labyrinth when at most 4 open ends are left.
        may_close = may_close or self.ends > 4
        for _side, bit, _back, dx, dy in _SIDE_TABLE:
            if here & bit:
                cell = (x + dx, y + dy)
                if cell in masks:
                    continue
                cmask, req = cell_constraint(masks, cell)
                for shape in shapes:
                    for rot in FITS[(shape, cmask, req)]:
                        if may_close or not self.closes(cmask, req, rotate(SHAPES[shape], rot)):
                            return True
        return False

    def can_grow(self, shapes: Iterable[str], may_close: bool) -> bool:
        """Could a tile of one of `shapes` be laid anywhere?"""
        shapes = list(shapes)
        for cell in self.front:
            cmask, req = cell_constraint(self.masks, cell)
            for shape in shapes:
                for rot in FITS[(shape, cmask, req)]:
                    if may_close or not self.closes(cmask, req, rotate(SHAPES[shape], rot)):
                        return True
        return False
