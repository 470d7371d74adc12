"""The bell the players ring to scare a resident, and the sand-glass beside the shown card.

Both are drawn once and kept, and read nothing of the table but the layout: the painter
draws them on the table (the bell swinging, the sand running as the card is shown), and the
rules page's pictures draw them without a table (guide_art.py).
"""

from __future__ import annotations

import math

import pygame

from castle_games.games.schlotterstein import layout as lay
from castle_games.ui import draw, theme

GLASS = (200, 228, 240)
SAND = (232, 190, 96)
SAND_DARK = (196, 150, 64)


class BellAndGlass:
    """The bell's picture and the sand-glass, each made at its first use and kept."""

    def __init__(self) -> None:
        self._bell: pygame.Surface | None = None
        self._glass: pygame.Surface | None = None

    def bell_image(self) -> pygame.Surface:
        if self._bell is None:
            size = 2 * lay.BELL_RADIUS
            ss = 4
            big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
            c = size * ss // 2
            k = ss * size / 100
            ink = (40, 32, 28)
            # handle
            pygame.draw.rect(big, ink, (c - 9 * k, c - 44 * k, 18 * k, 30 * k), border_radius=int(8 * k))
            pygame.draw.rect(big, (150, 96, 52), (c - 6 * k, c - 41 * k, 12 * k, 26 * k),
                             border_radius=int(6 * k))
            body = [(c - 30 * k, c + 22 * k), (c - 22 * k, c - 4 * k), (c - 14 * k, c - 16 * k),
                    (c, c - 20 * k), (c + 14 * k, c - 16 * k), (c + 22 * k, c - 4 * k),
                    (c + 30 * k, c + 22 * k)]
            pygame.draw.polygon(big, ink, [(x, y) for x, y in body], 0)
            inner = [(x * 0.9 + c * 0.1, y * 0.9 + (c + 2 * k) * 0.1) for x, y in body]
            pygame.draw.polygon(big, theme.GOLD, inner)
            pygame.draw.ellipse(big, ink, (c - 34 * k, c + 16 * k, 68 * k, 16 * k))
            pygame.draw.ellipse(big, theme.GOLD_DARK, (c - 31 * k, c + 18 * k, 62 * k, 11 * k))
            pygame.draw.circle(big, ink, (c, c + 30 * k), 7 * k)
            pygame.draw.circle(big, (120, 100, 60), (c, c + 30 * k), 5 * k)
            pygame.draw.ellipse(big, (255, 240, 170), (c - 14 * k, c - 10 * k, 8 * k, 20 * k))
            self._bell = draw.ready(pygame.transform.smoothscale(big, (size, size)))
        return self._bell

    def glass_image(self) -> pygame.Surface:
        """The sand-glass without sand: wooden plates, posts and the glass bulbs."""
        if self._glass is None:
            r = lay.GLASS_RECT
            image = pygame.Surface(r.size, pygame.SRCALPHA)
            wood, ink = (150, 96, 52), (40, 32, 28)
            for y in (0, r.h - 22):
                pygame.draw.rect(image, ink, (0, y, r.w, 22), border_radius=8)
                pygame.draw.rect(image, wood, (3, y + 3, r.w - 6, 16), border_radius=6)
            for x in (14, r.w - 26):
                pygame.draw.rect(image, ink, (x, 20, 12, r.h - 40))
                pygame.draw.rect(image, (120, 76, 40), (x + 3, 20, 6, r.h - 40))
            outline = self.bulb_outline()
            pygame.draw.polygon(image, (*GLASS, 150), outline)
            pygame.draw.polygon(image, ink, outline, 4)
            self._glass = draw.ready(image)
        return self._glass

    def bulb_width(self, u: float) -> float:
        """Half-width of the glass at height u (0 top .. 1 bottom)."""
        w, neck = 62.0, 6.0
        d = abs(u - 0.5) * 2  # 1 at the plates, 0 at the neck
        return neck + (w - neck) * math.sin(d * math.pi / 2) ** 0.8

    def glass_y(self, u: float) -> float:
        return 26 + u * (lay.GLASS_RECT.h - 52)

    def bulb_outline(self) -> list[tuple[float, float]]:
        cx = lay.GLASS_RECT.w / 2
        us = [k / 40 for k in range(41)]
        left = [(cx - self.bulb_width(u), self.glass_y(u)) for u in us]
        right = [(cx + self.bulb_width(u), self.glass_y(u)) for u in reversed(us)]
        return left + right

    def sand_glass(self, canvas: pygame.Surface, fraction: float, running: bool) -> None:
        r = lay.GLASS_RECT
        canvas.blit(self.glass_image(), r)
        cx = r.x + r.w / 2
        f = min(1.0, max(0.0, fraction))
        # the top: sand from its level down to the neck
        level = 0.08 + 0.42 * f
        if f < 1.0:
            us = [level + (0.5 - level) * k / 12 for k in range(13)]
            pts = [(cx - self.bulb_width(u) + 4, r.y + self.glass_y(u)) for u in us]
            pts += [(cx + self.bulb_width(u) - 4, r.y + self.glass_y(u)) for u in reversed(us)]
            pygame.draw.polygon(canvas, SAND, pts)
        # the bottom: a growing mound
        if f > 0.0:
            top = 0.98 - 0.40 * f
            us = [top + (0.98 - top) * k / 12 for k in range(13)]
            pts = [(cx - self.bulb_width(u) + 4, r.y + self.glass_y(u) + (0 if u > top + 0.03 else 8))
                   for u in us]
            pts = [(cx, r.y + self.glass_y(top) - 6)] + pts[1:]
            pts += [(cx + self.bulb_width(u) - 4, r.y + self.glass_y(u)) for u in reversed(us[1:])]
            pygame.draw.polygon(canvas, SAND, pts)
            pygame.draw.polygon(canvas, SAND_DARK, pts, 2)
        if running and f < 1.0:
            y0, y1 = r.y + self.glass_y(0.5), r.y + self.glass_y(0.98 - 0.40 * f) - 6
            pygame.draw.line(canvas, SAND_DARK, (cx, y0), (cx, y1), 3)
