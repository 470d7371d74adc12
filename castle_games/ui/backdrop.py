"""Backgrounds drawn once and cached: the evening sky of the launcher and the stone hall
behind the menus. A frame then starts with one opaque blit.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from castle_games.ui import draw, theme
from castle_games.ui.scene import CANVAS_SIZE


@lru_cache(maxsize=2)
def sky() -> pygame.Surface:
    """Dusk over the castle: a deep blue sky, stars, far towers and a green hill."""
    w, h = CANVAS_SIZE
    surf = draw.vertical_gradient((w, h), (22, 30, 74), (150, 110, 150))
    rng = random.Random(7)
    for _ in range(90):
        x, y = rng.randrange(w), rng.randrange(int(h * 0.55))
        c = rng.randint(170, 255)
        surf.set_at((x, y), (c, c, min(255, c + 20)))
    pygame.draw.circle(surf, (250, 240, 200), (1160, 70), 34)         # moon
    pygame.draw.circle(surf, (22, 30, 74), (1148, 60), 30)
    far = (64, 58, 96)
    for x, top, tw in ((40, 300, 70), (150, 250, 60), (300, 330, 120), (980, 260, 70),
                       (1100, 300, 90), (1210, 240, 60), (620, 280, 60)):
        pygame.draw.rect(surf, far, (x, top, tw, h - top))
        for i in range(0, tw, 20):
            pygame.draw.rect(surf, far, (x + i, top - 12, 11, 12))
    pygame.draw.ellipse(surf, (44, 92, 60), (-200, 560, w + 400, 400))
    pygame.draw.ellipse(surf, (56, 112, 70), (-100, 610, w + 200, 300))
    return surf.convert() if pygame.display.get_surface() else surf


@lru_cache(maxsize=2)
def hall() -> pygame.Surface:
    """A dim stone wall for menus: calm, so the parchment panels in front stand out."""
    w, h = CANVAS_SIZE
    surf = draw.vertical_gradient((w, h), (58, 52, 74), (34, 30, 48))
    rng = random.Random(3)
    bh = 48
    for row, y in enumerate(range(0, h, bh)):
        x = -(row % 2) * 40
        while x < w:
            bw = rng.randint(70, 120)
            shade = rng.randint(-4, 4)
            base = surf.get_at((min(w - 1, max(0, x + bw // 2)), min(h - 1, y + bh // 2)))
            colour = tuple(max(0, min(255, c + 6 + shade)) for c in base[:3])
            pygame.draw.rect(surf, colour, (x + 2, y + 2, bw - 4, bh - 4), border_radius=6)
            x += bw
    return surf.convert() if pygame.display.get_surface() else surf


def title(canvas: pygame.Surface, message: str, y: int = 58, size: int = 64) -> pygame.Rect:
    """A big gold heading with a dark shadow, centred."""
    return draw.text(canvas, message, (CANVAS_SIZE[0] // 2, y), size, theme.GOLD, bold=True,
                     anchor="center", shadow=(20, 14, 10))
