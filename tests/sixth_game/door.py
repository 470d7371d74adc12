"""Coin Tower's door emblem: three stacked coins."""

from __future__ import annotations

import pygame

from castle_games.ui import theme


def emblem(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    for k in range(3):
        pygame.draw.ellipse(s, theme.GOLD_DARK, (c[0] - r // 2, c[1] + r // 3 - k * r // 3,
                                                 r, r // 3))
