"""The emblem on this game's launcher door: a little ghost."""

from __future__ import annotations

import pygame

from castle_games.ui.doors import OUTLINE


def emblem(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    """Drawn at `c` with radius `r` on the door's plaque."""
    cx, cy = c
    body = pygame.Rect(0, 0, int(r * 1.1), int(r * 1.2))
    body.center = (cx, cy + r // 8)
    white = (246, 246, 255)
    pygame.draw.circle(s, OUTLINE, (cx, body.top + body.width // 2), body.width // 2 + 3)
    pygame.draw.rect(s, OUTLINE, body.inflate(6, 0).move(0, body.width // 2 - 3).clip(body.inflate(6, 6)))
    pygame.draw.circle(s, white, (cx, body.top + body.width // 2), body.width // 2)
    lower = pygame.Rect(body.left, body.top + body.width // 2, body.width, body.height - body.width // 2)
    pygame.draw.rect(s, white, lower)
    wave = body.width // 4
    for i in range(4):  # the wavy hem
        pygame.draw.circle(s, white, (body.left + wave // 2 + i * wave, lower.bottom), wave // 2)
    for dx in (-r // 5, r // 5):
        pygame.draw.ellipse(s, OUTLINE, (cx + dx - r // 12, cy - r // 6, r // 6, r // 4))
    pygame.draw.ellipse(s, OUTLINE, (cx - r // 10, cy + r // 6, r // 5, r // 6))
