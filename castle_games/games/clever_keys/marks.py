"""The coloured marks of Clever Keys and their second signs (colour never alone).

The three keys are gold, silver and copper and carry their letters A, B, C (drawn by
art). The gems' colours mean nothing ("the colour is unimportant"), so they need no sign.
A seat's row carries the seat's shape from core/seats.py on its coloured edge.
"""

from __future__ import annotations

import pygame

from castle_games.core.seats import Seat
from castle_games.games.clever_keys.art import KEY_COLOURS
from castle_games.ui.art import signs

MARKS: dict[str, dict[str, tuple[tuple[int, int, int], str | None]]] = {
    "key": {letter: (rgb, letter) for letter, rgb in KEY_COLOURS.items()},
}


def on_row(image: pygame.Surface, seat: Seat, edge: pygame.Rect) -> None:
    """The seat's shape on the coloured edge of its row."""
    signs.seat_stamp(image, seat, (edge.x + 10, edge.centery), 18, body=edge)
