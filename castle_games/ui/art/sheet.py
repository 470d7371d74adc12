"""The rules pages' drawings (each game's guide_art.py): a sheet to draw a moment on, fitted
to the page's picture box, the arrow the drawings point with, and the signs for right and
wrong."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from castle_games.ui import theme

SHEET = (300, 200)  # every drawing is made this size, then fitted to its box
TICK, NO = (60, 170, 72), (214, 52, 52)  # the signs' green and red
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


def tick(s: pygame.Surface, c: tuple[float, float], r: int = 14,
         outline: tuple[int, int, int] = theme.INK) -> None:
    """A green tick in a white disc: right, it worked."""
    pygame.draw.circle(s, outline, c, r + 2)
    pygame.draw.circle(s, (255, 255, 255), c, r)
    pts = [(c[0] - r * 0.5, c[1]), (c[0] - r * 0.1, c[1] + r * 0.45),
           (c[0] + r * 0.55, c[1] - r * 0.45)]
    pygame.draw.lines(s, TICK, False, pts, max(3, r // 3))


def no_sign(s: pygame.Surface, c: tuple[float, float], r: int = 14) -> None:
    """A red ring with a slash: wrong, nothing this time, not allowed."""
    pygame.draw.circle(s, (255, 255, 255), c, r)
    pygame.draw.circle(s, NO, c, r, max(3, r // 4))
    d = r * 0.62
    pygame.draw.line(s, NO, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), max(3, r // 4))
