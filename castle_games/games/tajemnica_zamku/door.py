"""The emblem on this game's launcher door: the princess's crown."""

from __future__ import annotations

import pygame

from castle_games.ui import draw, theme


def emblem(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    """Drawn at `c` with radius `r` on the door's plaque."""
    draw.crown(s, (c[0], c[1] + r // 6), int(r * 1.5))
    pygame.draw.circle(s, theme.DANGER, (c[0], c[1] + r // 3), r // 9)
