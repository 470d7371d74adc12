"""The emblem on this game's launcher door: a golden key."""

from __future__ import annotations

import pygame

from castle_games.ui import theme


def emblem(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    """Drawn at `c` with radius `r` on the door's plaque."""
    cx, cy = c
    gold, dark = theme.GOLD, theme.GOLD_DARK
    bow = (cx - r // 2, cy - r // 3)
    pygame.draw.circle(s, dark, bow, r // 3 + 4)
    pygame.draw.circle(s, gold, bow, r // 3)
    pygame.draw.circle(s, dark, bow, r // 7)
    shaft = pygame.Rect(0, 0, int(r * 1.2), r // 6)
    shaft.midleft = (bow[0] + r // 4, bow[1])
    pts = [shaft.topleft, shaft.topright, shaft.bottomright, shaft.bottomleft]
    centre = pygame.Vector2(bow)
    rot = [centre + (pygame.Vector2(p) - centre).rotate(35) for p in pts]
    pygame.draw.polygon(s, dark, rot, 0)
    inner = [centre + (pygame.Vector2(p) - centre).rotate(35) for p in
             (shaft.inflate(-4, -4).topleft, shaft.inflate(-4, -4).topright,
              shaft.inflate(-4, -4).bottomright, shaft.inflate(-4, -4).bottomleft)]
    pygame.draw.polygon(s, gold, inner, 0)
    for k in (0.75, 1.0):  # the bit's teeth
        base = centre + pygame.Vector2(r * k + r // 4, 0).rotate(35)
        tooth = [base, base + pygame.Vector2(r // 5, 0).rotate(125),
                 base + pygame.Vector2(r // 5, 0).rotate(125) + pygame.Vector2(r // 8, 0).rotate(35),
                 base + pygame.Vector2(r // 8, 0).rotate(35)]
        pygame.draw.polygon(s, gold, tooth)
        pygame.draw.polygon(s, dark, tooth, 2)
