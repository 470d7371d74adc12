"""The rules pages' drawings (each game's guide_art.py): a sheet to draw a moment on, fitted
to the page's picture box, and the arrow the drawings point with."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from castle_games.ui import theme

SHEET = (300, 200)  # every drawing is made this size, then fitted to its box
Paint = Callable[[pygame.Surface, pygame.Rect], None]


def sheet(paint: Callable[[pygame.Surface], None]) -> Paint:
    """`paint` draws on a 300 x 200 transparent sheet; the result fits `rect`, centred,
    and never spills out of it."""
    w, h = SHEET

    def draw_into(surface: pygame.Surface, rect: pygame.Rect) -> None:
        page = pygame.Surface(SHEET, pygame.SRCALPHA)
        paint(page)
        k = min(rect.w / w, rect.h / h)
        size = (max(1, int(w * k)), max(1, int(h * k)))
        image = page if size == SHEET else pygame.transform.smoothscale(page, size)
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip) if clip else rect)
        surface.blit(image, image.get_rect(center=rect.center))
        surface.set_clip(clip)
    return draw_into


def arrow(s: pygame.Surface, a: tuple[float, float], b: tuple[float, float],
          colour: tuple[int, int, int] = theme.GOLD, width: int = 5,
          outline: tuple[int, int, int] = theme.INK) -> None:
    """An arrow from a to b, its head at b, outlined so it reads on any background."""
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    head = 4 * width
    back = (b[0] - head * 0.8 * math.cos(ang), b[1] - head * 0.8 * math.sin(ang))
    wing = [(b[0] - head * math.cos(ang + d), b[1] - head * math.sin(ang + d))
            for d in (0.5, -0.5)]
    pygame.draw.line(s, outline, a, back, width + 4)
    pygame.draw.polygon(s, outline, [b, *wing])
    pygame.draw.line(s, colour, a, back, width)
    inner = [(b[0] - 2 * math.cos(ang), b[1] - 2 * math.sin(ang))] + [
        (p[0] + 2 * math.cos(ang), p[1] + 2 * math.sin(ang)) for p in wing]
    pygame.draw.polygon(s, colour, inner)
