"""The coloured marks of the seven locks and their second signs (colour never alone).

The eight keys are told by colour and by the number on each key's head (drawn by art),
so they are declared with their numbers; a seat's band and pearl box carry the seat's
shape from core/seats.py beside its name and its lettered coats of arms.
"""

from __future__ import annotations

import pygame

from castle_games.core.seats import Seat
from castle_games.games.seven_locks.art import KEY_RGB
from castle_games.games.seven_locks.rules import KEY_COLOURS
from castle_games.ui.art import signs

MARKS: dict[str, dict[str, tuple[tuple[int, int, int], str | None]]] = {
    "key": {c: (tuple(KEY_RGB[c])[:3], str(k + 1)) for k, c in enumerate(KEY_COLOURS)},
}


def on_band(image: pygame.Surface, seat: Seat, name: pygame.Rect, band: pygame.Rect) -> None:
    """The seat's shape on its coloured band, after its name."""
    size = band.h - 8
    at = (min(name.right + 6 + size // 2, band.right - size), band.centery)
    signs.seat_stamp(image, seat, at, size, body=band)


def on_box(canvas: pygame.Surface, seat: Seat, box: pygame.Rect) -> None:
    """The seat's shape on the coloured strap of its pearl box (art.box's, 78x50)."""
    strap = pygame.Rect(0, 0, box.w // 2, 12)
    strap.center = (box.centerx, box.y + 30 * box.h // 50)
    signs.seat_stamp(canvas, seat, strap.center, 15, body=strap)
