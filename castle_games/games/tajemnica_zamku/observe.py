"""Tajemnica Zamku observations: what one seat sees at the table (DESIGN.md: the one way
hidden information reaches bots and views), and the shape of one (`TajemnicaObservation`).

Everything on the table is public: the laid tiles, the face-up tokens, the pawns, every
player card, the tile being laid. Secret are only the face-down tokens and the tiles in
the box (how many of each are left can be worked out, as at a real table). The state keeps
the big parts (tiles, tokens, cards) as tuples rebuilt only when they change, so asking
for an observation every move costs little.
"""

from __future__ import annotations

from typing import Protocol

from castle_games.core.table_state import SeenBy
from castle_games.games.tajemnica_zamku.moves import Pos

TileSeen = tuple[int, int, int, int, int]       # (x, y, tile, rotation, open sides)
TokensSeen = tuple[int, int, tuple[str, ...]]   # (x, y, the face-up tokens there)
# (swords, items, tokens set aside, opening rolls): the player cards and the start
CardsSeen = tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...], tuple[str, ...],
                  tuple[tuple[int, ...], ...]]


class TajemnicaObservation(SeenBy):
    """The labyrinth and the player cards as one seat sees them. Tuples throughout (JSON
    writes them as lists): a bot may keep them, nobody may change them."""

    phase: str
    turn: int                                  # player turns begun
    tiles: tuple[TileSeen, ...]                # every laid tile, in the order laid
    tokens: tuple[TokensSeen, ...]             # every tile with face-up tokens
    pawns: tuple[Pos, ...]                     # where each seat's pawn stands
    swords: tuple[tuple[str, ...], ...]        # each seat's sword colours
    items: tuple[tuple[str, ...], ...]         # each seat's items
    hand: int | None                           # the drawn tile waiting to be laid
    offers: tuple[tuple[str, int], ...]        # (side, rotation) where it may be laid
    drawn: bool                                # a tile was drawn this turn
    box: int                                   # tiles left in the box
    face_down: int                             # face-down tokens left
    complete: bool                             # the labyrinth can grow no more
    item_supply: dict[str, int]                # items of each kind still in the supply
    set_aside: tuple[str, ...]                 # tokens the bat hall rule put aside
    opening_rolls: tuple[tuple[int, ...], ...]  # the rolls for who begins, per round


class Seen(Protocol):
    """What an observation is made of: the parts of the table's state it reads (the state
    itself is rules.TajemnicaState, which builds on this module)."""

    phase: str
    turn_count: int
    pawns: list[Pos]
    hand: int | None
    offers: list[tuple[str, int]]
    drawn: bool
    box: list[int]
    face_down: list[str]
    complete: bool
    item_supply: dict[str, int]

    def seen_by(self, seat: int) -> SeenBy: ...

    def tiles_seen(self) -> tuple[TileSeen, ...]: ...

    def tokens_seen(self) -> tuple[TokensSeen, ...]: ...

    def cards_seen(self) -> CardsSeen: ...


def observation(state: Seen, seat: int) -> TajemnicaObservation:
    """What a seat sees: the laid tiles, face-up tokens, pawns and player cards.

    Secret: which token lies face down where in the pile, and which tile the next draw
    brings (only how many of each remain can be worked out, as at the table).
    """
    swords, items, set_aside, opening_rolls = state.cards_seen()
    return {
        **state.seen_by(seat),
        "phase": state.phase,
        "turn": state.turn_count,
        "tiles": state.tiles_seen(),
        "tokens": state.tokens_seen(),
        "pawns": tuple(state.pawns),
        "swords": swords,
        "items": items,
        "hand": state.hand,
        "offers": tuple(state.offers),
        "drawn": state.drawn,
        "box": len(state.box),
        "face_down": len(state.face_down),
        "complete": state.complete,
        "item_supply": dict(state.item_supply),
        "set_aside": set_aside,
        "opening_rolls": opening_rolls,
    }


def tile_in_hand(obs: TajemnicaObservation) -> int:
    """The drawn tile waiting to be laid (while it is laid; asking at another moment is a
    computer player's own mistake, said as such)."""
    tile = obs["hand"]
    if tile is None:
        raise ValueError("no tile is waiting to be laid")
    return tile
