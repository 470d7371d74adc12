"""The pen the invite's pictures are drawn with (art/animals.py, art/castle_things.py):
it works in fractions of the square (0..1), so a drawing never needs to know its size,
and ends each picture with one dark outline round its whole shape.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import pygame

SS = 2  # drawn at twice the size, then smoothed down (cheap antialiasing)
INK = (40, 32, 28)
WHITE = (252, 250, 244)
CLEAR = (0, 0, 0, 0)
OUTLINE = 0.032  # the outline's width, a fraction of the square: about 2 px at 40 px

Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]


class Pen:
    """Draws on a square surface in fractions of its side; widths too are fractions."""

    ink = INK
    white = WHITE
    clear = CLEAR

    def __init__(self, surface: pygame.Surface) -> None:
        self.s = surface
        self.u = surface.get_width()

    def _xy(self, p: Point) -> tuple[int, int]:
        return round(p[0] * self.u), round(p[1] * self.u)

    def _px(self, width: float) -> int:
        return max(2, round(width * self.u))

    def poly(self, colour: Colour, pts: Sequence[Point]) -> None:
        pygame.draw.polygon(self.s, colour, [self._xy(p) for p in pts])

    def circle(self, colour: Colour, c: Point, r: float) -> None:
        pygame.draw.circle(self.s, colour, self._xy(c), max(1, round(r * self.u)))

    def ellipse(self, colour: Colour, x: float, y: float, w: float, h: float) -> None:
        pygame.draw.ellipse(self.s, colour, self._box(x, y, w, h))

    def rect(self, colour: Colour, x: float, y: float, w: float, h: float,
             rounded: float = 0.0) -> None:
        pygame.draw.rect(self.s, colour, self._box(x, y, w, h),
                         border_radius=round(rounded * self.u))

    def _box(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self._xy((x, y))
        right, bottom = self._xy((x + w, y + h))
        return pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))

    def line(self, colour: Colour, pts: Sequence[Point], width: float) -> None:
        """A thick line through the points, with round ends and joints (a tail, a
        whisker, a smile)."""
        w = self._px(width)
        xy = [self._xy(p) for p in pts]
        for (x0, y0), (x1, y1) in zip(xy, xy[1:]):
            length = math.hypot(x1 - x0, y1 - y0) or 1.0
            nx, ny = -(y1 - y0) / length * w / 2, (x1 - x0) / length * w / 2
            pygame.draw.polygon(self.s, colour, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny),
                                                 (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
        for p in xy:
            pygame.draw.circle(self.s, colour, p, w / 2)

    def arc(self, colour: Colour, c: Point, rx: float, ry: float, start: float, stop: float,
            width: float) -> None:
        """Part of an ellipse's rim, from `start` to `stop` degrees (0 right, 90 up): a
        smooth polyline, as pygame's own thick arcs come out with holes."""
        steps = max(4, int(abs(stop - start) / 8))
        pts = [(c[0] + rx * math.cos(math.radians(start + (stop - start) * k / steps)),
                c[1] - ry * math.sin(math.radians(start + (stop - start) * k / steps)))
               for k in range(steps + 1)]
        self.line(colour, pts, width)

    @contextmanager
    def only(self, x0: float, x1: float) -> Iterator[None]:
        """Draw only between x0 and x1 (a bee's stripe, half a shield)."""
        left, _ = self._xy((x0, 0))
        right, _ = self._xy((x1, 0))
        before = self.s.get_clip()
        self.s.set_clip(pygame.Rect(left, 0, right - left, self.u))
        try:
            yield
        finally:
            self.s.set_clip(before)

    def eyes(self, c: Point, gap: float, r: float, white: bool = False) -> None:
        """Two friendly eyes, each with a glint."""
        for k in (-1, 1):
            x = c[0] + k * gap
            if white:
                self.circle(WHITE, (x, c[1]), r * 1.9)
            self.circle(INK, (x, c[1]), r)
            self.circle(WHITE, (x + r * 0.35, c[1] - r * 0.35), r * 0.32)

    def star(self, colour: Colour, c: Point, outer: float, inner: float, points: int = 5,
             turn: float = 0.0) -> None:
        pts = []
        for k in range(points * 2):
            a = math.radians(turn + 90 + k * 180 / points)
            r = outer if k % 2 == 0 else inner
            pts.append((c[0] + r * math.cos(a), c[1] - r * math.sin(a)))
        self.poly(colour, pts)

    @staticmethod
    def turn(pts: Sequence[Point], degrees: float, about: Point = (0.5, 0.5)) -> list[Point]:
        """The points turned about `about` (clockwise on screen for positive degrees)."""
        a = math.radians(degrees)
        ca, sa = math.cos(a), math.sin(a)
        return [(about[0] + (x - about[0]) * ca - (y - about[1]) * sa,
                 about[1] + (x - about[0]) * sa + (y - about[1]) * ca) for x, y in pts]

    def outline(self) -> None:
        """One dark outline round everything drawn so far (the silhouette grown by a disc
        and laid under it); what is drawn after it (eyes, whiskers) stays thin."""
        t = self._px(OUTLINE) // 2 + 1
        disc = pygame.Surface((2 * t + 1, 2 * t + 1), pygame.SRCALPHA)
        pygame.draw.circle(disc, WHITE, (t, t), t)
        grown = pygame.mask.from_surface(self.s, 127).convolve(pygame.mask.from_surface(disc))
        under = pygame.Surface(self.s.get_size(), pygame.SRCALPHA)
        under.blit(grown.to_surface(setcolor=(*INK, 255), unsetcolor=CLEAR), (-t, -t))
        under.blit(self.s, (0, 0))
        self.s.fill(CLEAR)
        self.s.blit(under, (0, 0))


Drawing = Callable[[Pen], None]
