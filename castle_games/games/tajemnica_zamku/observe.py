"""Tajemnica Zamku observations: what one seat sees at the table (DESIGN.md: the one way
hidden information reaches bots and views).

Everything on the table is public: the laid tiles, the face-up tokens, the pawns, every
player card, the tile being laid. Secret are only the face-down tokens and the tiles in
the box (how many of each are left can be worked out, as at a real table). The state keeps
the big parts (tiles, tokens, cards) as tuples rebuilt only when they change, so asking
for an observation every move costs little.
"""

from __future__ import annotations

from typing import Any


def observation(state: Any, seat: int) -> dict[str, Any]:
    """What a seat sees: the laid tiles, face-up tokens, pawns and player cards.

    Tuples throughout (JSON writes them as lists): a bot may keep them, nobody may change them.

    Secret: which token lies face down where in the pile, and which tile the next draw
    brings (only how many of each remain can be worked out, as at the table).
    """
    cards = state.cards_seen()
    return {
        **state.seen_by(seat),
        "phase": state.phase,
        "turn": state.turn_count,
        "tiles": state.tiles_seen(),
        "tokens": state.tokens_seen(),
        "pawns": tuple(state.pawns),
        "swords": cards[0],
        "items": cards[1],
        "hand": state.hand,
        "offers": tuple(state.offers),
        "drawn": state.drawn,
        "box": len(state.box),
        "face_down": len(state.face_down),
        "complete": state.complete,
        "item_supply": dict(state.item_supply),
        "set_aside": cards[2],
        "opening_rolls": cards[3],
    }
