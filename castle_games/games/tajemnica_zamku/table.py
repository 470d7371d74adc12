"""The Tajemnica Zamku table as it lies: what is where, whose turn it is, pure Python.

`TajemnicaTable` holds the labyrinth, the box of tiles, the face-down tokens and those lying
face up, the pawns and the player cards; it rolls for who begins, passes the turn, and
after a move picks up the swords lying there and asks whether an attempt follows. It also
counts the box (every tile and token is somewhere), tells what a seat sees of it, and saves
and loads it. The moves build on it: growing the labyrinth (growing.py), fighting the
dragons and freeing the princess (dragons.py), and the turn that puts them together
(rules.py, whose `TajemnicaState` is the game's state).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any, Self

from castle_games.core.contract import Event
from castle_games.core.seats import Seat
from castle_games.core.table_state import OVER, TableState
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.observe import CardsSeen, TileSeen, TokensSeen
from castle_games.games.tajemnica_zamku.tiles import TILES, Labyrinth
from castle_games.games.tajemnica_zamku.tokens import (
    ALL_TOKENS,
    COLOURS,
    FACE_DOWN_TOKENS,
    GUARDS,
    ITEMS,
    ITEMS_PER_KIND,
    OPPONENTS,
    PRINCESS,
)

DIE_SIDES = 12
BAT_POS = (0, 0)
MAX_PLAYERS = 4

LEAVE, MOVE, PLACE, ATTEMPT = "leave", "move", "place", "attempt"

Pos = tuple[int, int]

_DRAGON_TABLE = tuple((c, f"{c} dragon", GUARDS[c]) for c in COLOURS)


def opponent_at(tokens: Sequence[str]) -> str | None:
    for t in tokens:
        if t in OPPONENTS:
            return t
    return None


class TajemnicaTable(TableState):
    """Everything on the table and in the box, and the turn passing round it."""

    def __init__(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seats, seed, options)
        if not 1 <= self.n <= MAX_PLAYERS:
            raise ValueError(f"Tajemnica Zamku is for 1 to {MAX_PLAYERS} players, not {self.n}")
        self.lab = Labyrinth()  # the bat tile alone, at (0, 0)
        # The box holds the face-down tiles; a draw takes one at random, so there is no
        # order to keep secret.
        self.box: list[int] = [t.id for t in TILES if not t.bat]
        self.face_down: list[str] = list(FACE_DOWN_TOKENS)
        self.tokens: dict[Pos, list[str]] = {}
        self.item_supply: dict[str, int] = {i: ITEMS_PER_KIND for i in ITEMS}
        self.set_aside: list[str] = []  # face-down tokens put back by the bat hall rule
        self.pawns: list[Pos] = [BAT_POS] * self.n
        self.swords: list[list[str]] = [[] for _ in range(self.n)]  # colours held
        self.items: list[list[str]] = [[] for _ in range(self.n)]
        self.hand: int | None = None  # the drawn tile waiting to be laid
        self.offers: list[tuple[str, int]] = []  # where and how it may be laid
        self.drawn = False
        self.complete = False
        self.turn_count = 1  # player turns begun
        self._draw_cache: tuple[Any, bool] = (None, False)
        self._tiles_obs: tuple[int, tuple[TileSeen, ...]] = (0, ())
        self._shapes_cache: tuple[int, list[str]] = (-1, [])
        self._tokens_obs: tuple[TokensSeen, ...] | None = None  # as observed; None: changed
        self._cards_obs: CardsSeen | None = None  # the player cards as observed; None: changed
        self.opening_rolls: list[list[int]] = []
        starter = options.get("starter", "roll")
        if starter == "roll":
            self.current = self._roll_for_start()
        else:
            self.current = self.starting_seat(options)
        self.phase = self._turn_start_phase()

    def _roll_for_start(self) -> int:
        """Everyone rolls; the highest begins, tied players roll again (kept for the view)."""
        rolling = list(range(self.n))
        while True:
            rolls = [self.rng.randint(1, DIE_SIDES) for _ in rolling]
            self.opening_rolls.append([rolls[rolling.index(s)] if s in rolling else 0
                                       for s in range(self.n)])
            best = max(rolls)
            rolling = [s for s, r in zip(rolling, rolls) if r == best]
            if len(rolling) == 1:
                return rolling[0]

    def _turn_start_phase(self) -> str:
        return LEAVE if opponent_at(self.tokens.get(self.pawns[self.current], ())) else MOVE

    # the turn ---------------------------------------------------------------------------
    def attackable(self, seat: int | None = None) -> list[str]:
        seat = self.current if seat is None else seat
        here = self.tokens.get(self.pawns[seat])
        if not here:
            return []
        return [dragon for colour, dragon, item in _DRAGON_TABLE
                if dragon in here and colour in self.swords[seat]
                and item not in self.items[seat] and self.item_supply[item] > 0]

    def can_rescue(self, seat: int | None = None) -> bool:
        seat = self.current if seat is None else seat
        return (PRINCESS in self.tokens.get(self.pawns[seat], ())
                and len(self.items[seat]) == len(ITEMS))

    def _roll(self, need: int, why: str) -> M.DieRolled:
        roll = self.rng.randint(1, DIE_SIDES)
        return M.DieRolled(self.current, roll, need, why, roll >= need)

    def _take_sword(self, seat: int, colour: str) -> None:
        self._cards_obs = None
        self.swords[seat].append(colour)
        self.swords[seat].sort(key=COLOURS.index)

    def _move_done(self, events: list[Event]) -> list[Event]:
        """After the move: pick up lying swords, then the attempt if there is one."""
        seat = self.current
        pos = self.pawns[seat]
        here = self.tokens.get(pos)
        if not here:
            return self._end_turn(events)
        if here:
            for colour in COLOURS:
                sword = f"{colour} sword"
                if sword in here and colour not in self.swords[seat]:
                    here.remove(sword)
                    self._tokens_obs = None
                    self._take_sword(seat, colour)
                    events.append(M.SwordTaken(seat, colour, pos))
            if not here:
                del self.tokens[pos]
        if self.attackable() or self.can_rescue():
            self.phase = ATTEMPT
            return events
        return self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> list[Event]:
        self.current = self.left_of(self.current)
        self.turn_count += 1
        self.drawn = False
        self.phase = self._turn_start_phase()
        events.append(M.TurnPassed(self.current))
        return events

    # what a seat sees -------------------------------------------------------------------
    def tiles_seen(self) -> tuple[TileSeen, ...]:
        """(x, y, tile, rotation, open sides) of every laid tile, in the order laid."""
        count, seen = self._tiles_obs
        laid = self.lab.laid
        if count != len(laid):
            masks = self.lab.masks
            if count == len(laid) - 1:  # one more tile: extend the tuple, do not rebuild it
                (x, y), (t, r) = next(reversed(laid.items()))
                seen = seen + ((x, y, t, r, masks[(x, y)]),)
            else:
                seen = tuple((x, y, t, r, masks[(x, y)]) for (x, y), (t, r) in laid.items())
            self._tiles_obs = (len(laid), seen)
        return seen

    def cards_seen(self) -> CardsSeen:
        """(swords, items, tokens set aside, opening rolls) as tuples, rebuilt after a change."""
        if self._cards_obs is None:
            self._cards_obs = (tuple(map(tuple, self.swords)), tuple(map(tuple, self.items)),
                               tuple(self.set_aside), tuple(map(tuple, self.opening_rolls)))
        return self._cards_obs

    def tokens_seen(self) -> tuple[TokensSeen, ...]:
        """(x, y, face-up tokens) of every tile with tokens; the same object until one changes."""
        if self._tokens_obs is None:
            self._tokens_obs = tuple((x, y, tuple(toks)) for (x, y), toks in self.tokens.items())
        return self._tokens_obs

    # accounting -------------------------------------------------------------------------
    def token_census(self) -> list[str]:
        """Every token, wherever it is: face down, on the board, on player cards, set aside."""
        out = list(self.face_down) + list(self.set_aside)
        for toks in self.tokens.values():
            out.extend(toks)
        for s in range(self.n):
            out.extend(f"{c} sword" for c in self.swords[s])
            out.extend(self.items[s])
        for item, count in self.item_supply.items():
            out.extend([item] * count)
        return out

    def tile_census(self) -> list[int]:
        """Every tile: laid, in the box, or in the hand."""
        hand = [] if self.hand is None else [self.hand]
        return [t for t, _ in self.lab.laid.values()] + list(self.box) + hand

    def check(self) -> None:
        """Raise ValueError if the table does not add up (used on loading and by tests):
        the 60 tiles and 48 tokens of the box are all somewhere, every pawn stands on a
        laid tile, a tile waits in the hand exactly while it is being laid, and nobody
        holds two swords of one colour or two of one treasure."""
        if sorted(self.tile_census()) != _TILE_IDS:
            raise ValueError("the tiles do not add up to the 60 of the box")
        if sorted(self.token_census()) != _TOKENS:
            raise ValueError("the tokens do not add up to the 48 of the box")
        if self.phase not in (LEAVE, MOVE, PLACE, ATTEMPT, OVER):
            raise ValueError(f"unknown phase {self.phase!r}")
        if not 0 <= self.current < self.n:
            raise ValueError("nobody sits where the turn is")
        masks = self.lab.masks
        if len(self.pawns) != self.n or any(p not in masks for p in self.pawns):
            raise ValueError("a pawn stands off the labyrinth")
        if (self.hand is not None) != (self.phase == PLACE):
            raise ValueError("a tile is in the hand only while it is being laid")
        for cards in (*self.swords, *self.items):
            if len(set(cards)) != len(cards):
                raise ValueError("a player holds two of a kind")

    # saving -----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return self._saved({
            **{key: copy.deepcopy(getattr(self, key)) for key in _SAVED_AS_IS},
            "laid": [[x, y, t, r] for (x, y), (t, r) in self.lab.laid.items()],
            "tokens": [[x, y, list(toks)] for (x, y), toks in self.tokens.items()],
            "pawns": [list(p) for p in self.pawns],
            "offers": [list(o) for o in self.offers],
        })

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        state = cls._restoring(data, {"starter": 0})
        for key in _SAVED_AS_IS:
            setattr(state, key, copy.deepcopy(data[key]))
        state.lab = Labyrinth({(int(x), int(y)): (int(t), int(r)) for x, y, t, r in data["laid"]})
        state.tokens = {(int(x), int(y)): [str(t) for t in toks] for x, y, toks in data["tokens"]}
        state.pawns = [(int(x), int(y)) for x, y in data["pawns"]]
        state.offers = [(str(s), int(r)) for s, r in data["offers"]]
        state.check()
        return state


_TILE_IDS = list(range(len(TILES)))
_TOKENS = sorted(ALL_TOKENS)

# Saved as they are (JSON-safe lists, numbers and strings); the rest is converted above
# (and the seats, generator, turns played and outcome by TableState).
_SAVED_AS_IS = ("box", "face_down", "item_supply", "set_aside", "swords", "items", "hand",
                "drawn", "complete", "current", "phase", "opening_rolls")
