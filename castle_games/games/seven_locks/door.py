"""The emblem on this game's launcher door: a keyhole ringed by pearls."""

from __future__ import annotations

import math

import pygame

from castle_games.ui.doors import OUTLINE


def emblem(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    """Drawn at `c` with radius `r` on the door's plaque."""
    cx, cy = c
    pygame.draw.circle(s, OUTLINE, (cx, cy - r // 5), r // 3)
    pygame.draw.polygon(s, OUTLINE, [(cx - r // 6, cy), (cx + r // 6, cy), (cx + r // 3, cy + r // 2 + 4),
                                     (cx - r // 3, cy + r // 2 + 4)])
    for i, a in enumerate((-150, -110, -70, -30)):  # pearls around it
        x = cx + int(math.cos(math.radians(a)) * r * 0.72)
        y = cy + int(math.sin(math.radians(a)) * r * 0.72) + r // 6
        col = (250, 246, 255) if i % 2 == 0 else (210, 226, 255)
        pygame.draw.circle(s, col, (x, y), r // 8)
        pygame.draw.circle(s, OUTLINE, (x, y), r // 8, 2)
