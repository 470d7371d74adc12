"""Pictures for Tajemnica Zamku, drawn by code: stone tiles, illustrated tokens, pawns, a d12.

Everything is painted at SS times its size and smooth-scaled down (pygame's shapes have
jagged edges), then cached by what it shows and its size in pixels: a frame only blits.
Tiles are painted from their open sides (a 4-bit mask, N=1 E=2 S=4 W=8) rather than turned,
so the light always falls from the top-left, as under a kitchen lamp. The tokens, drawn the
same way, are in token_art.py.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache

import pygame

from castle_games.ui import theme

Colour = tuple[int, int, int]
SS = 3

WALL = (98, 92, 108)
BRICK = (116, 110, 126)
MORTAR = (68, 62, 78)
FLOOR = (226, 208, 170)
FLAG = (200, 180, 142)
FLOOR_SHADOW = (170, 150, 116)
RING = (176, 58, 46)
OUTLINE = (36, 28, 30)

DRAGON_RGB: dict[str, Colour] = {"yellow": (246, 200, 46), "red": (222, 64, 52),
                                 "green": (78, 176, 74)}
SWORD_RGB = DRAGON_RGB
ITEM_RIM: dict[str, Colour] = {"map": (196, 150, 80), "elixir": (170, 80, 190),
                               "key": (214, 170, 40)}


def ready(image: pygame.Surface) -> pygame.Surface:
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def shade(c: Colour, k: float) -> Colour:
    if k >= 1:
        return tuple(min(255, int(v + (255 - v) * (k - 1))) for v in c)  # type: ignore[return-value]
    return tuple(int(v * k) for v in c)  # type: ignore[return-value]


def scaled_down(big: pygame.Surface, size: int | tuple[int, int]) -> pygame.Surface:
    dims = (size, size) if isinstance(size, int) else size
    return ready(pygame.transform.smoothscale(big, dims))


# -- tiles ----------------------------------------------------------------------------------
def _floor_rects(mask: int, b: int) -> list[pygame.Rect]:
    """The corridor floor of a tile `b` px wide: the middle and an arm per open side."""
    lo, hi = round(0.29 * b), round(0.71 * b)
    rects = [pygame.Rect(lo, lo, hi - lo, hi - lo)]
    if mask & 1:
        rects.append(pygame.Rect(lo, 0, hi - lo, hi))
    if mask & 2:
        rects.append(pygame.Rect(lo, lo, b - lo, hi - lo))
    if mask & 4:
        rects.append(pygame.Rect(lo, lo, hi - lo, b - lo))
    if mask & 8:
        rects.append(pygame.Rect(0, lo, hi, hi - lo))
    return rects


TILE_BIG = 288  # every tile is painted once at this size, then scaled to each zoom level


class _TileSources:
    """The big pictures the tiles are scaled from (331 KB each, 31 shapes). While a
    painter draws every zoom level (`hold`) all are kept: each is painted once. Then only
    the last few: every size a game draws is in `tile`'s cache by then, and a rare new
    size (a tile flying into place) repaints its source, pixel for pixel the same, in
    half a millisecond."""

    KEPT = 4

    def __init__(self) -> None:
        self._images: OrderedDict[tuple[int, bool, bool], pygame.Surface] = OrderedDict()
        self.hold = False
        # (on the one instance, so that the app clears it with the game's other pictures)
        self.cache_clear = self._images.clear

    def get(self, mask: int, circle: bool, bat: bool) -> pygame.Surface:
        key = (mask, circle, bat)
        image = self._images.pop(key, None)
        if image is None:
            image = _tile_big(mask, circle, bat, TILE_BIG)
        self._images[key] = image  # (the newest last)
        self.trim()
        return image

    def keep_all(self, hold: bool) -> None:
        self.hold = hold
        self.trim()

    def trim(self) -> None:
        while len(self._images) > (64 if self.hold else self.KEPT):
            self._images.popitem(last=False)

    def __len__(self) -> int:
        return len(self._images)


tile_sources = _TileSources()


def _tile_big(mask: int, circle: bool, bat: bool, b: int) -> pygame.Surface:
    surf = pygame.Surface((b, b))
    surf.fill(WALL)
    # Bricks: rows of staggered blocks with mortar between.
    row = max(4, b // 8)
    for r, y in enumerate(range(0, b, row)):
        off = (r % 2) * (b // 8)
        for x in range(-off, b, b // 4):
            pygame.draw.rect(surf, BRICK, (x + 2, y + 2, b // 4 - 4, row - 4), border_radius=3)
            pygame.draw.line(surf, shade(BRICK, 1.12), (x + 3, y + 2), (x + b // 4 - 4, y + 2), 2)
    rects = _floor_rects(mask, b)
    # The walls' shadow falls onto the floor, down and to the right.
    sh = max(2, b // 28)
    for r in rects:
        pygame.draw.rect(surf, MORTAR, r.inflate(sh, sh))
    for r in rects:
        pygame.draw.rect(surf, FLOOR_SHADOW, r)
    for r in rects:
        inner = r.copy()
        inner.x += sh
        inner.y += sh
        inner.w -= sh
        inner.h -= sh
        pygame.draw.rect(surf, FLOOR, inner.clip(pygame.Rect(0, 0, b, b)))
    # Flagstones: a few lines across the floor.
    lo, hi = round(0.29 * b), round(0.71 * b)
    step = (hi - lo) // 2
    for k in range(-2, 6):
        x = lo + k * step
        for r in rects:
            if r.w > r.h:  # an east-west arm: joints across it
                if r.left < x < r.right:
                    pygame.draw.line(surf, FLAG, (x, r.top + sh + 2), (x, r.bottom - 3), 2)
            elif r.h > r.w:
                y = x
                if r.top < y < r.bottom:
                    pygame.draw.line(surf, FLAG, (r.left + sh + 2, y), (r.right - 3, y), 2)
    mid = pygame.Rect(lo, lo, hi - lo, hi - lo)
    pygame.draw.line(surf, FLAG, (mid.centerx, mid.top + sh + 2), (mid.centerx, mid.bottom - 3), 2)
    if circle:
        c = (b // 2, b // 2)
        pygame.draw.circle(surf, shade(FLOOR, 0.9), c, round(0.19 * b))
        pygame.draw.circle(surf, RING, c, round(0.19 * b), max(2, b // 26))
    if bat:
        _bat(surf, (b // 2, b // 2), b * 0.36)
    # A thin dark joint where tiles meet, so each tile reads on its own.
    pygame.draw.rect(surf, OUTLINE, (0, 0, b, b), max(1, b // 60))
    return surf


def _bat(surf: pygame.Surface, c: tuple[int, int], w: float) -> None:
    """The start tile's bat: spread wings, a round body, two friendly eyes."""
    cx, cy = c
    ink = (58, 40, 72)
    s = w / 2
    wing = [(cx, cy - 0.1 * s), (cx - 0.45 * s, cy - 0.5 * s), (cx - 1.0 * s, cy - 0.3 * s),
            (cx - 0.8 * s, cy + 0.05 * s), (cx - 0.62 * s, cy - 0.05 * s),
            (cx - 0.5 * s, cy + 0.25 * s), (cx - 0.3 * s, cy + 0.1 * s), (cx, cy + 0.3 * s)]
    pygame.draw.polygon(surf, ink, wing)
    pygame.draw.polygon(surf, ink, [(2 * cx - x, y) for x, y in wing])
    pygame.draw.ellipse(surf, ink, (cx - 0.24 * s, cy - 0.3 * s, 0.48 * s, 0.62 * s))
    pygame.draw.polygon(surf, ink, [(cx - 0.2 * s, cy - 0.2 * s), (cx - 0.16 * s, cy - 0.48 * s),
                                    (cx - 0.04 * s, cy - 0.26 * s)])
    pygame.draw.polygon(surf, ink, [(cx + 0.2 * s, cy - 0.2 * s), (cx + 0.16 * s, cy - 0.48 * s),
                                    (cx + 0.04 * s, cy - 0.26 * s)])
    for dx in (-0.09, 0.09):
        pygame.draw.circle(surf, (255, 214, 90), (cx + dx * s, cy - 0.1 * s), max(2, 0.055 * s))


@lru_cache(maxsize=512)
def tile(mask: int, circle: bool, bat: bool, size: int) -> pygame.Surface:
    """A laid tile `size` px square, open on the sides in `mask`."""
    return scaled_down(tile_sources.get(mask, circle, bat), size)


@lru_cache(maxsize=64)
def tile_ghost(mask: int, circle: bool, size: int, alpha: int = 170) -> pygame.Surface:
    """A tile shown where it would go (see-through), for the preview of a choice."""
    image = tile(mask, circle, False, size).copy()
    image.set_alpha(alpha)
    return image


# -- pawns ----------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def pawn(rgb: Colour, size: int, ring: bool = False) -> pygame.Surface:
    """A pawn seen from above at a slant: a round head on a cone body, `size` px tall."""
    size = max(8, int(size))
    w, h = round(size * 0.8) * SS, size * SS
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    s = h / 100
    lw = max(2, round(3 * s))
    pygame.draw.ellipse(big, (0, 0, 0, 70), (6 * s, 80 * s, w - 12 * s, 18 * s))
    body = [(12 * s, 88 * s), (w / 2, 30 * s), (w - 12 * s, 88 * s)]
    pygame.draw.polygon(big, rgb, body)
    pygame.draw.ellipse(big, rgb, (10 * s, 76 * s, w - 20 * s, 20 * s))
    pygame.draw.polygon(big, OUTLINE, body, lw)
    pygame.draw.arc(big, OUTLINE, (10 * s, 76 * s, w - 20 * s, 20 * s), math.pi, 2 * math.pi, lw)
    head = (w / 2, 28 * s)
    pygame.draw.circle(big, rgb, head, 20 * s)
    pygame.draw.circle(big, OUTLINE, head, 20 * s, lw)
    pygame.draw.circle(big, shade(rgb, 1.5), (w / 2 - 7 * s, 21 * s), 6 * s)
    if ring:  # the current player's pawn wears a gold collar
        pygame.draw.ellipse(big, theme.GOLD, (w / 2 - 16 * s, 44 * s, 32 * s, 10 * s))
        pygame.draw.ellipse(big, OUTLINE, (w / 2 - 16 * s, 44 * s, 32 * s, 10 * s), lw // 2)
    return scaled_down(big, (w // SS, h // SS))


# -- the 12-sided die -----------------------------------------------------------------------
def _pentagon(cx: float, cy: float, r: float, turn: float = -90.0) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(turn + 72 * k)),
             cy + r * math.sin(math.radians(turn + 72 * k))) for k in range(5)]


@lru_cache(maxsize=64)
def d12(face: int, size: int, colour: Colour = (250, 244, 226)) -> pygame.Surface:
    """A dodecahedron seen from above: a pentagon face with its number, rimmed by facets."""
    size = max(10, int(size))
    b = size * SS
    big = pygame.Surface((b, b), pygame.SRCALPHA)
    c = b / 2
    outer = [(c + 0.5 * b * math.cos(math.radians(-90 + 36 * k)),
              c + 0.5 * b * math.sin(math.radians(-90 + 36 * k))) for k in range(10)]
    pygame.draw.polygon(big, shade(colour, 0.7), outer)
    pygame.draw.polygon(big, OUTLINE, outer, max(2, b // 40))
    inner = _pentagon(c, c, 0.36 * b)
    for k in range(10):  # facets, lit from the top-left
        a = outer[k]
        bpt = outer[(k + 1) % 10]
        light = 0.8 + 0.25 * math.cos(math.radians(-90 + 36 * k + 18 + 135))
        tip = inner[((k + 1) // 2) % 5]
        pygame.draw.polygon(big, shade(colour, light), [a, bpt, tip])
    pygame.draw.polygon(big, shade(colour, 1.1), inner)
    pygame.draw.polygon(big, shade(colour, 0.6), inner, max(1, b // 60))
    ink = (44, 34, 34)
    num = theme.font(int(b * (0.46 if face < 10 else 0.38)), True).render(str(face), True, ink)
    rect = num.get_rect(center=(c, c + b * 0.03))
    big.blit(num, rect)
    if face in (6, 9):  # underline, so 6 and 9 can be told apart on a turned die
        pygame.draw.line(big, ink, (rect.left + 2, rect.bottom - b // 30),
                         (rect.right - 2, rect.bottom - b // 30), max(2, b // 40))
    return scaled_down(big, size)


def d12_turned(face: int, size: int, angle: float) -> pygame.Surface:
    return _d12_turned(face, size, int(angle) // 4 * 4 % 360)


@lru_cache(maxsize=600)  # (an lru_cache: cleared with the game's other pictures)
def _d12_turned(face: int, size: int, angle: int) -> pygame.Surface:
    return pygame.transform.rotozoom(d12(face, size), angle, 1.0)
