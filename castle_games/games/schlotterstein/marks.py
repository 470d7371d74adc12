"""The ghosts' second signs (colour never alone): each seat's ghost, on the ghost path and
on its panel, carries the seat's shape from core/seats.py on its sheet, so ghosts that
look alike to a colour-blind child are still told apart. The cards' coloured frames only
decorate (a resident is told by picture and name), so no piece is declared besides the
seats' own.
"""

from __future__ import annotations

import pygame

from castle_games.core.seats import Seat
from castle_games.ui import draw
from castle_games.ui.art import signs

MARKS: dict[str, dict[str, tuple[tuple[int, int, int], str | None]]] = {}


def on_ghost(surface: pygame.Surface, seat: Seat, rect: pygame.Rect) -> None:
    """The seat's shape on the belly of its ghost, drawn in `rect` (art.draw_ghost's)."""
    h = min(rect.h, int(rect.w / 0.8))
    size = max(11, round(h * 0.3))
    body = pygame.Rect(0, 0, h * 0.6, h * 0.5)
    body.midbottom = rect.midbottom
    signs.seat_stamp(surface, seat, (rect.centerx, rect.bottom - h * 0.25), size, body=body,
                     colour=draw.lighten(seat.rgb, 0.35))  # (art's sheet: the colour, paler)
