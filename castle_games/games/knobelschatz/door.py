"""The emblem on this game's launcher door: a die showing five, the middle pip red."""

from __future__ import annotations

import pygame

from castle_games.ui import theme
from castle_games.ui.doors import OUTLINE


def emblem(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    """Drawn at `c` with radius `r` on the door's plaque."""
    cx, cy = c
    face = pygame.Rect(0, 0, int(r * 1.3), int(r * 1.3))
    face.center = c
    pygame.draw.rect(s, OUTLINE, face.inflate(6, 6), border_radius=r // 4)
    pygame.draw.rect(s, (252, 248, 236), face, border_radius=r // 4)
    q = face.width // 4
    for dx, dy in ((-q, -q), (0, 0), (q, q), (q, -q), (-q, q)):
        pygame.draw.circle(s, theme.DANGER if (dx, dy) == (0, 0) else OUTLINE, (cx + dx, cy + dy), r // 9)
