"""The growing Tajemnica Zamku labyrinth: a tile drawn from the box and laid beside the
pawn's own, what a circle on it turns up, and the bat hall when nothing fits any more, pure
Python.

A drawn tile goes into the hand with every way it may be laid; one that would close the
labyrinth goes back and the next is drawn (only the box's last tile may close it), one that
fits nowhere beside the pawn goes back and the draw of the turn is spent. A tile laid with
a circle turns over a face-down token there. `GrowingLabyrinth` adds these moves to the
table (table.py); how the tiles fit is tiles.py's.
"""

from __future__ import annotations

from castle_games.core.contract import Event, IllegalAction
from castle_games.core.languages import N_
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.moves import DrawTile, LayTile
from castle_games.games.tajemnica_zamku.table import BAT_POS, PLACE, Pos, TajemnicaTable
from castle_games.games.tajemnica_zamku.tiles import (
    ROTATIONS,
    SHAPES,
    SIDES,
    TILES,
    neighbour,
    rotate,
    sides_of,
)
from castle_games.games.tajemnica_zamku.tokens import DRAGONS, PRINCESS, SWORDS

# House rule, "the bat hall": when no tile in the box can be laid anywhere any more, the
# tokens still face down that a rescue needs come face up onto the bat tile; the others
# (opponents, mirrors) go back in the box. Every game thus stays winnable.
BAT_HALL_TOKENS: frozenset[str] = frozenset(DRAGONS + SWORDS + (PRINCESS,))


class GrowingLabyrinth(TajemnicaTable):
    """The table with its labyrinth growing: tiles drawn, laid, and discovered."""

    def placements(self, tile_id: int, pos: Pos | None = None) -> tuple[list[tuple[str, int]], bool]:
        """(allowed (side, rotation) for laying `tile_id` beside `pos`, whether it fits at all).

        Allowed means fitting and not closing the labyrinth, unless it is the box's last tile.
        """
        pos = self.pawns[self.current] if pos is None else pos
        return self.lab.fits_beside(TILES[tile_id].shape, pos, len(self.box) == 1)

    def _box_shapes(self) -> list[str]:
        """The shapes left in the box (tiles of one shape are interchangeable)."""
        if self._shapes_cache[0] != len(self.box):
            self._shapes_cache = (len(self.box), sorted({TILES[t].shape for t in self.box}))
        return self._shapes_cache[1]

    def can_draw_here(self) -> bool:
        """Some tile left in the box could be laid beside the current pawn."""
        pos = self.pawns[self.current]
        key = (len(self.lab.laid), pos)
        if self._draw_cache[0] != key:
            ok = self.lab.can_lay_beside(self._box_shapes(), pos, len(self.box) == 1)
            self._draw_cache = (key, ok)
        return self._draw_cache[1]

    def can_grow(self) -> bool:
        """Some tile left in the box could be laid somewhere in the labyrinth."""
        return bool(self.box) and self.lab.can_grow(self._box_shapes(), len(self.box) == 1)

    def _draw(self, action: DrawTile) -> list[Event]:
        if self.drawn:
            raise IllegalAction(N_("you have already drawn a tile this turn"))
        if not self.can_draw_here():
            raise IllegalAction(N_("no tile left in the box can be laid beside your tile"))
        self.drawn = True
        events: list[Event] = []
        tried: set[int] = set()
        closing = False  # the closing rule: keep drawing until a tile keeps the labyrinth open
        while True:
            pool = [t for t in self.box if t not in tried]
            tile = pool[self.rng.randrange(len(pool))]
            info = TILES[tile]
            events.append(M.TileDrawn(self.current, tile, info.shape, info.circle))
            allowed, fits = self.placements(tile)
            if allowed:
                self.box.remove(tile)  # into the hand
                self.hand, self.offers, self.phase = tile, allowed, PLACE
                return events
            tried.add(tile)
            if fits:
                closing = True
                events.append(M.TileReturned(self.current, tile, "it would close the labyrinth"))
            elif not closing:
                events.append(M.TileReturned(self.current, tile, "it does not fit here"))
                return events  # the one draw of the turn is spent; now step, teleport or stay
            else:
                events.append(M.TileReturned(self.current, tile, "it does not fit here either"))
            # can_draw_here() promised a tile that keeps the labyrinth open, so this ends.

    def _lay(self, action: LayTile) -> list[Event]:
        assert self.hand is not None
        tile = self.hand
        shape = TILES[tile].shape
        if action.side not in SIDES:
            raise IllegalAction(N_("the side must be one of N, E, S, W, not {side}"),
                                side=repr(action.side))
        if action.rotation not in ROTATIONS or isinstance(action.rotation, bool):
            raise IllegalAction(N_("turn a tile by 0, 90, 180 or 270 degrees, not {rotation}"),
                                rotation=repr(action.rotation))
        mask = rotate(SHAPES[shape], action.rotation)
        if not any(s == action.side and rotate(SHAPES[shape], r) == mask for s, r in self.offers):
            raise self._why_not_lay(action.side, mask)
        here = self.pawns[self.current]
        cell = neighbour(here, action.side)
        self.lab.lay(cell, tile, action.rotation)
        self.hand, self.offers = None, []
        self.pawns[self.current] = cell
        events: list[Event] = [
            M.TileLaid(self.current, tile, cell, action.rotation, sides_of(mask)),
            M.PawnMoved(self.current, here, cell, "lay"),
        ]
        if TILES[tile].circle:
            events.extend(self._discover(cell))
        if not self.complete and not self.can_grow():
            events.append(self._bat_hall())
        return self._move_done(events)

    def _why_not_lay(self, side: str, mask: int) -> IllegalAction:
        """(The table offers only the ways that fit: these are for saves and the command
        line, which name sides by their letters N, E, S, W.)"""
        sides = [s for s, _ in self.offers]
        if side not in sides:
            return IllegalAction(N_("the tile cannot be laid at the {side} side; it fits at "
                                    "{sides}"), side=side,
                                 sides=", ".join(sorted(set(sides))))
        return IllegalAction(N_("turned like that (open {open}) the tile does not fit at the "
                                "{side} side: the side facing you must be open and every side "
                                "must match its neighbour"),
                             open=sides_of(mask), side=side)

    def _discover(self, cell: Pos) -> list[Event]:
        token = self.face_down.pop(self.rng.randrange(len(self.face_down)))
        events: list[Event] = [M.TokenDrawn(self.current, token, cell)]
        if token in SWORDS:
            colour = token.split()[0]
            if colour not in self.swords[self.current]:
                self._take_sword(self.current, colour)
                events.append(M.SwordTaken(self.current, colour, cell))
                return events
            events.append(M.SwordLeft(self.current, colour, cell))
        self.tokens.setdefault(cell, []).append(token)
        self._tokens_obs = None
        return events

    def _bat_hall(self) -> M.LabyrinthComplete:
        self.complete = True
        come = tuple(sorted(t for t in self.face_down if t in BAT_HALL_TOKENS))
        aside = tuple(sorted(t for t in self.face_down if t not in BAT_HALL_TOKENS))
        self.face_down = []
        if come:
            self.tokens.setdefault(BAT_POS, []).extend(come)
            self._tokens_obs = None
        self.set_aside.extend(aside)
        self._cards_obs = None
        return M.LabyrinthComplete(come, aside)
