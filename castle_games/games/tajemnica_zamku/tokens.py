"""Tajemnica Zamku tokens: the 48 round tokens of the box, by name (house rule of
CLARIFICATIONS.md), and what each one does at the table.

Tokens are plain strings ('red dragon', 'ghost', 'map'), so saves and events read easily.
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("yellow", "red", "green")
ITEMS: tuple[str, ...] = ("map", "elixir", "key")
GUARDS: dict[str, str] = {"yellow": "map", "red": "elixir", "green": "key"}  # dragon -> item
DRAGONS: tuple[str, ...] = tuple(f"{c} dragon" for c in COLOURS)
SWORDS: tuple[str, ...] = tuple(f"{c} sword" for c in COLOURS)
PRINCESS = "princess"
MIRROR = "mirror"
# An opponent holds a pawn until it rolls at least this number.
OPPONENTS: dict[str, int] = {"skrzat": 5, "wandering knight": 6, "ghost": 7}
ITEMS_PER_KIND = 4  # set aside at the start, one of each kind per player at most
FACE_DOWN_TOKENS: tuple[str, ...] = (
    DRAGONS + (PRINCESS,) + tuple(s for s in SWORDS for _ in range(3)) + (MIRROR,) * 4
    + ("ghost",) * 6 + ("wandering knight",) * 6 + ("skrzat",) * 7
)
ALL_TOKENS: tuple[str, ...] = FACE_DOWN_TOKENS + tuple(i for i in ITEMS for _ in range(ITEMS_PER_KIND))
