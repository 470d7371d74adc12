"""The coloured marks of Knobelschatz and their second signs (colour never alone).

Only the seats are coloured (the dice and the treasure are not): a seat's panel and its
row on the treasure board carry the seat's shape from core/seats.py beside its name.
"""

from __future__ import annotations

import pygame

from castle_games.core.seats import Seat
from castle_games.ui.art import signs

MARKS: dict[str, dict[str, tuple[tuple[int, int, int], str | None]]] = {}


def after_name(image: pygame.Surface, seat: Seat, name: pygame.Rect, band: pygame.Rect,
               room: int) -> None:
    """The seat's shape on its coloured band, after its name (while there is room)."""
    size = band.h - 14
    x = name.right + 6 + size // 2
    if x + size // 2 <= room:
        signs.seat_stamp(image, seat, (x, band.centery), size, body=band)


def on_disc(canvas: pygame.Surface, seat: Seat, centre: tuple[int, int], radius: int) -> None:
    """The seat's shape on its coloured disc."""
    signs.seat_stamp(canvas, seat, centre, round(radius * 1.3))
