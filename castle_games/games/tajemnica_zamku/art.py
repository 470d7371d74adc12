"""Pictures for Tajemnica Zamku, drawn by code: stone tiles, illustrated tokens, pawns, a d12.

Everything is painted at SS times its size and smooth-scaled down (pygame's shapes have
jagged edges), then cached by what it shows and its size in pixels: a frame only blits.
Tiles are painted from their open sides (a 4-bit mask, N=1 E=2 S=4 W=8) rather than turned,
so the light always falls from the top-left, as under a kitchen lamp.

The tokens are friendly pictures on round discs, each with its own rim colour and shape so
that a child tells them apart even when small: dragons (yellow, red, green faces with
horns), the princess (a crowned face), swords (a blade with a coloured hilt), the mirror
(an oval glass), the ghost (a white sheet), the wandering knight (a helmet with a plume),
the skrzat (a little gnome with a pointed red hat), and the prizes map, elixir and key.
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


def _ready(image: pygame.Surface) -> pygame.Surface:
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def _shade(c: Colour, k: float) -> Colour:
    if k >= 1:
        return tuple(min(255, int(v + (255 - v) * (k - 1))) for v in c)  # type: ignore[return-value]
    return tuple(int(v * k) for v in c)  # type: ignore[return-value]


def _down(big: pygame.Surface, size: int | tuple[int, int]) -> pygame.Surface:
    dims = (size, size) if isinstance(size, int) else size
    return _ready(pygame.transform.smoothscale(big, dims))


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
            pygame.draw.line(surf, _shade(BRICK, 1.12), (x + 3, y + 2), (x + b // 4 - 4, y + 2), 2)
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
        pygame.draw.circle(surf, _shade(FLOOR, 0.9), c, round(0.19 * b))
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
    return _down(tile_sources.get(mask, circle, bat), size)


@lru_cache(maxsize=64)
def tile_ghost(mask: int, circle: bool, size: int, alpha: int = 170) -> pygame.Surface:
    """A tile shown where it would go (see-through), for the preview of a choice."""
    image = tile(mask, circle, False, size).copy()
    image.set_alpha(alpha)
    return image


# -- tokens ---------------------------------------------------------------------------------
def _disc(big: pygame.Surface, rim: Colour, fill: Colour) -> None:
    d = big.get_width()
    c = d // 2
    pygame.draw.circle(big, OUTLINE, (c, c), c)
    pygame.draw.circle(big, rim, (c, c), c - d * 0.035)
    pygame.draw.circle(big, fill, (c, c), c - d * 0.11)
    # a soft highlight at the top-left
    pygame.draw.arc(big, _shade(rim, 1.4), (d * 0.1, d * 0.1, d * 0.8, d * 0.8), 1.9, 2.9,
                    max(2, d // 40))


def _eye(big: pygame.Surface, x: float, y: float, r: float) -> None:
    pygame.draw.circle(big, (255, 255, 255), (x, y), r)
    pygame.draw.circle(big, OUTLINE, (x, y), r, max(1, round(r / 5)))
    pygame.draw.circle(big, OUTLINE, (x + r * 0.15, y + r * 0.1), r * 0.5)
    pygame.draw.circle(big, (255, 255, 255), (x - r * 0.05, y - r * 0.15), r * 0.18)


def _dragon(big: pygame.Surface, colour: Colour) -> None:
    d = big.get_width()
    s = d / 100
    dark = _shade(colour, 0.65)
    lw = max(1, round(1.6 * s))
    # horns
    for sx in (-1, 1):
        horn = [(50 * s + sx * 16 * s, 36 * s), (50 * s + sx * 30 * s, 13 * s),
                (50 * s + sx * 27 * s, 38 * s)]
        pygame.draw.polygon(big, (250, 240, 210), horn)
        pygame.draw.polygon(big, OUTLINE, horn, lw)
        # frilly ears
        ear = [(50 * s + sx * 24 * s, 44 * s), (50 * s + sx * 40 * s, 34 * s),
               (50 * s + sx * 34 * s, 54 * s)]
        pygame.draw.polygon(big, dark, ear)
        pygame.draw.polygon(big, OUTLINE, ear, lw)
    head = pygame.Rect(24 * s, 28 * s, 52 * s, 46 * s)
    pygame.draw.ellipse(big, colour, head)
    pygame.draw.ellipse(big, OUTLINE, head, lw)
    snout = pygame.Rect(32 * s, 52 * s, 36 * s, 26 * s)
    pygame.draw.ellipse(big, _shade(colour, 1.25), snout)
    pygame.draw.ellipse(big, OUTLINE, snout, lw)
    for sx in (-1, 1):
        pygame.draw.ellipse(big, OUTLINE, (50 * s + sx * 7 * s - 2.5 * s, 58 * s, 5 * s, 4 * s))
        _eye(big, 50 * s + sx * 11 * s, 43 * s, 6.5 * s)
    # a smile with two little fangs
    pygame.draw.arc(big, OUTLINE, (38 * s, 58 * s, 24 * s, 14 * s), math.pi * 1.1,
                    math.pi * 1.9, lw)
    for sx in (-1, 1):
        fang = [(50 * s + sx * 6 * s, 70 * s), (50 * s + sx * 8.5 * s, 70 * s),
                (50 * s + sx * 7 * s, 74.5 * s)]
        pygame.draw.polygon(big, (255, 255, 255), fang)


def _princess(big: pygame.Surface) -> None:
    d = big.get_width()
    s = d / 100
    lw = max(1, round(1.5 * s))
    hair = (236, 176, 60)
    pygame.draw.ellipse(big, hair, (24 * s, 30 * s, 52 * s, 56 * s))
    face = pygame.Rect(32 * s, 36 * s, 36 * s, 40 * s)
    pygame.draw.ellipse(big, (252, 220, 196), face)
    pygame.draw.ellipse(big, OUTLINE, face, lw)
    pygame.draw.arc(big, hair, (30 * s, 30 * s, 40 * s, 24 * s), 0.2, math.pi - 0.2,
                    round(6 * s))
    crown = [(33 * s, 34 * s), (33 * s, 18 * s), (41 * s, 27 * s), (50 * s, 14 * s),
             (59 * s, 27 * s), (67 * s, 18 * s), (67 * s, 34 * s)]
    pygame.draw.polygon(big, theme.GOLD, crown)
    pygame.draw.polygon(big, OUTLINE, crown, lw)
    for x in (41, 50, 59):
        pygame.draw.circle(big, (220, 60, 110), (x * s, 30 * s), 2.6 * s)
    for sx in (-1, 1):
        pygame.draw.circle(big, OUTLINE, (50 * s + sx * 7 * s, 54 * s), 2.6 * s)
        pygame.draw.circle(big, (246, 150, 160), (50 * s + sx * 11 * s, 62 * s), 3.5 * s)
    pygame.draw.arc(big, (200, 60, 80), (44 * s, 60 * s, 12 * s, 8 * s), math.pi * 1.1,
                    math.pi * 1.9, lw)


def _sword(big: pygame.Surface, colour: Colour) -> None:
    d = big.get_width()
    s = d / 100
    lw = max(1, round(1.5 * s))

    def rot(x: float, y: float) -> tuple[float, float]:  # the sword lies on the diagonal
        a = math.radians(-45)
        x, y = x - 50, y - 50
        return (50 * s + (x * math.cos(a) - y * math.sin(a)) * s,
                50 * s + (x * math.sin(a) + y * math.cos(a)) * s)

    blade = [rot(45, 62), rot(45, 18), rot(50, 10), rot(55, 18), rot(55, 62)]
    pygame.draw.polygon(big, (226, 232, 240), blade)
    pygame.draw.polygon(big, OUTLINE, blade, lw)
    pygame.draw.line(big, (170, 180, 196), rot(50, 16), rot(50, 60), max(1, round(1.4 * s)))
    guard = [rot(33, 62), rot(67, 62), rot(67, 69), rot(33, 69)]
    pygame.draw.polygon(big, colour, guard)
    pygame.draw.polygon(big, OUTLINE, guard, lw)
    grip = [rot(46, 69), rot(54, 69), rot(54, 84), rot(46, 84)]
    pygame.draw.polygon(big, _shade(colour, 0.7), grip)
    pygame.draw.polygon(big, OUTLINE, grip, lw)
    pygame.draw.circle(big, colour, rot(50, 88), 6 * s)
    pygame.draw.circle(big, OUTLINE, rot(50, 88), 6 * s, lw)


def _mirror(big: pygame.Surface) -> None:
    d = big.get_width()
    s = d / 100
    lw = max(1, round(1.5 * s))
    frame = pygame.Rect(30 * s, 16 * s, 40 * s, 60 * s)
    pygame.draw.ellipse(big, theme.GOLD, frame)
    pygame.draw.ellipse(big, OUTLINE, frame, lw)
    glass = frame.inflate(-10 * s, -10 * s)
    pygame.draw.ellipse(big, (150, 210, 240), glass)
    pygame.draw.line(big, (245, 252, 255), (41 * s, 40 * s), (52 * s, 26 * s), round(3 * s))
    pygame.draw.line(big, (245, 252, 255), (45 * s, 50 * s), (58 * s, 34 * s), round(2 * s))
    stand = [(44 * s, 76 * s), (56 * s, 76 * s), (62 * s, 86 * s), (38 * s, 86 * s)]
    pygame.draw.polygon(big, theme.GOLD_DARK, stand)
    pygame.draw.polygon(big, OUTLINE, stand, lw)
    for x, y in ((24, 28), (76, 60), (72, 22)):  # sparkles
        pygame.draw.line(big, (255, 255, 255), ((x - 4) * s, y * s), ((x + 4) * s, y * s), lw)
        pygame.draw.line(big, (255, 255, 255), (x * s, (y - 4) * s), (x * s, (y + 4) * s), lw)


def _ghost(big: pygame.Surface) -> None:
    d = big.get_width()
    s = d / 100
    lw = max(1, round(1.5 * s))
    body = [(30 * s, 50 * s)]
    for k in range(0, 181, 15):  # the round head
        a = math.radians(180 + k)
        body.append((50 * s + 20 * s * math.cos(a), 46 * s + 24 * s * math.sin(a)))
    body += [(70 * s, 50 * s), (70 * s, 80 * s), (63 * s, 74 * s), (57 * s, 82 * s),
             (50 * s, 74 * s), (43 * s, 82 * s), (37 * s, 74 * s), (30 * s, 80 * s)]
    pygame.draw.polygon(big, (250, 250, 255), body)
    pygame.draw.polygon(big, OUTLINE, body, lw)
    for sx in (-1, 1):
        pygame.draw.ellipse(big, OUTLINE, (50 * s + sx * 8 * s - 3.5 * s, 38 * s, 7 * s, 10 * s))
    pygame.draw.ellipse(big, OUTLINE, (46 * s, 52 * s, 8 * s, 9 * s))
    for x in (36, 64):  # arms waving "boo"
        pygame.draw.line(big, OUTLINE, (x * s, 56 * s), ((x + (x - 50) * 0.5) * s, 48 * s), lw)


def _knight(big: pygame.Surface) -> None:
    d = big.get_width()
    s = d / 100
    lw = max(1, round(1.5 * s))
    plume = [(50 * s, 24 * s), (58 * s, 10 * s), (72 * s, 12 * s), (64 * s, 22 * s),
             (56 * s, 28 * s)]
    pygame.draw.polygon(big, (214, 52, 60), plume)
    pygame.draw.polygon(big, OUTLINE, plume, lw)
    helm = pygame.Rect(30 * s, 22 * s, 40 * s, 56 * s)
    pygame.draw.rect(big, (176, 184, 196), helm, border_radius=round(18 * s))
    pygame.draw.rect(big, OUTLINE, helm, lw, border_radius=round(18 * s))
    pygame.draw.line(big, (226, 232, 240), (40 * s, 30 * s), (40 * s, 70 * s), round(3 * s))
    for y in (44, 52):  # visor slits
        pygame.draw.line(big, OUTLINE, (36 * s, y * s), (64 * s, y * s), round(3.2 * s))
    pygame.draw.line(big, OUTLINE, (50 * s, 56 * s), (50 * s, 74 * s), lw)
    for y in (62, 68):
        for x in (44, 56):
            pygame.draw.circle(big, OUTLINE, (x * s, y * s), 1.3 * s)


def _skrzat(big: pygame.Surface) -> None:
    d = big.get_width()
    s = d / 100
    lw = max(1, round(1.5 * s))
    hat = [(30 * s, 42 * s), (54 * s, 8 * s), (70 * s, 42 * s)]
    pygame.draw.polygon(big, (210, 50, 46), hat)
    pygame.draw.polygon(big, OUTLINE, hat, lw)
    face = pygame.Rect(34 * s, 36 * s, 32 * s, 28 * s)
    pygame.draw.ellipse(big, (250, 214, 182), face)
    beard = [(32 * s, 52 * s), (68 * s, 52 * s), (62 * s, 74 * s), (50 * s, 86 * s),
             (38 * s, 74 * s)]
    pygame.draw.polygon(big, (248, 248, 244), beard)
    pygame.draw.polygon(big, OUTLINE, beard, lw)
    pygame.draw.rect(big, (210, 50, 46), (28 * s, 38 * s, 44 * s, 7 * s), border_radius=round(3 * s))
    pygame.draw.rect(big, OUTLINE, (28 * s, 38 * s, 44 * s, 7 * s), lw, border_radius=round(3 * s))
    for sx in (-1, 1):
        pygame.draw.circle(big, OUTLINE, (50 * s + sx * 7 * s, 50 * s), 2.4 * s)
    pygame.draw.circle(big, (232, 150, 130), (50 * s, 56 * s), 5 * s)
    pygame.draw.circle(big, OUTLINE, (50 * s, 56 * s), 5 * s, lw)


def _map(big: pygame.Surface) -> None:
    d = big.get_width()
    s = d / 100
    lw = max(1, round(1.5 * s))
    paper = pygame.Rect(24 * s, 28 * s, 52 * s, 44 * s)
    pygame.draw.rect(big, (246, 230, 186), paper)
    pygame.draw.rect(big, OUTLINE, paper, lw)
    for x in (24, 76):
        roll = pygame.Rect((x - 5) * s, 24 * s, 10 * s, 52 * s)
        pygame.draw.ellipse(big, (220, 196, 140), roll)
        pygame.draw.ellipse(big, OUTLINE, roll, lw)
    pts = [(32, 64), (40, 56), (46, 60), (54, 48), (62, 44)]
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        pygame.draw.line(big, (120, 90, 60), (x0 * s, y0 * s), (x1 * s, y1 * s), round(2 * s))
    for sx in (-1, 1):
        pygame.draw.line(big, (214, 52, 60), ((64 + 5 * sx) * s, 33 * s), ((64 - 5 * sx) * s, 43 * s),
                         round(3 * s))


def _elixir(big: pygame.Surface) -> None:
    d = big.get_width()
    s = d / 100
    lw = max(1, round(1.5 * s))
    pygame.draw.rect(big, (214, 230, 240), (43 * s, 20 * s, 14 * s, 22 * s))
    pygame.draw.rect(big, OUTLINE, (43 * s, 20 * s, 14 * s, 22 * s), lw)
    pygame.draw.rect(big, (150, 100, 60), (41 * s, 14 * s, 18 * s, 9 * s), border_radius=round(3 * s))
    pygame.draw.circle(big, (214, 230, 240), (50 * s, 60 * s), 22 * s)
    pygame.draw.circle(big, (186, 70, 200), (50 * s, 64 * s), 18 * s,
                       draw_top_left=False, draw_top_right=False, draw_bottom_left=True,
                       draw_bottom_right=True)
    pygame.draw.rect(big, (186, 70, 200), (32 * s, 58 * s, 36 * s, 7 * s))
    pygame.draw.circle(big, OUTLINE, (50 * s, 60 * s), 22 * s, lw)
    pygame.draw.circle(big, (255, 255, 255), (41 * s, 52 * s), 4 * s)
    for x, y in ((46, 70), (56, 66)):
        pygame.draw.circle(big, (236, 180, 246), (x * s, y * s), 2.5 * s)


def _key(big: pygame.Surface) -> None:
    d = big.get_width()
    s = d / 100
    lw = max(1, round(1.5 * s))
    gold, dark = (238, 190, 50), (150, 110, 20)
    pygame.draw.circle(big, gold, (34 * s, 50 * s), 14 * s)
    pygame.draw.circle(big, OUTLINE, (34 * s, 50 * s), 14 * s, lw)
    pygame.draw.circle(big, (250, 240, 215), (34 * s, 50 * s), 6 * s)
    pygame.draw.circle(big, OUTLINE, (34 * s, 50 * s), 6 * s, lw)
    shaft = pygame.Rect(47 * s, 46 * s, 32 * s, 8 * s)
    pygame.draw.rect(big, gold, shaft)
    pygame.draw.rect(big, OUTLINE, shaft, lw)
    for x in (64, 73):
        tooth = pygame.Rect(x * s, 54 * s, 6 * s, 10 * s)
        pygame.draw.rect(big, gold, tooth)
        pygame.draw.rect(big, OUTLINE, tooth, lw)
    pygame.draw.line(big, dark, (50 * s, 49 * s), (76 * s, 49 * s), max(1, round(s)))


def _back(big: pygame.Surface) -> None:
    d = big.get_width()
    image = theme.font(int(d * 0.62), True).render("?", True, theme.GOLD)
    big.blit(image, image.get_rect(center=(d // 2, d // 2 + d // 30)))


# (rim, fill, painter) of each token; a sword's colour comes from its name.
_TOKENS = {
    "princess": ((236, 120, 170), (255, 236, 244), _princess),
    "mirror": ((120, 110, 200), (226, 236, 255), _mirror),
    "ghost": ((80, 90, 150), (44, 52, 92), _ghost),
    "wandering knight": ((120, 128, 140), (226, 228, 234), _knight),
    "skrzat": ((70, 140, 70), (236, 246, 222), _skrzat),
    "map": (ITEM_RIM["map"], (252, 244, 224), _map),
    "elixir": (ITEM_RIM["elixir"], (248, 236, 252), _elixir),
    "key": (ITEM_RIM["key"], (252, 246, 220), _key),
    "back": ((60, 64, 120), (34, 40, 86), _back),
}


@lru_cache(maxsize=512)
def token(name: str, size: int) -> pygame.Surface:
    """A token `size` px across: 'red dragon', 'green sword', 'ghost', 'map', 'back' ..."""
    size = max(8, int(size))
    d = max(60, min(360, size * SS))
    big = pygame.Surface((d, d), pygame.SRCALPHA)
    colour = name.split()[0]
    if name.endswith("dragon"):
        rgb = DRAGON_RGB[colour]
        _disc(big, _shade(rgb, 0.8), _shade(rgb, 1.6))
        _dragon(big, rgb)
    elif name.endswith("sword"):
        rgb = SWORD_RGB[colour]
        _disc(big, rgb, _shade(rgb, 1.72))
        _sword(big, rgb)
    else:
        rim, fill, paint = _TOKENS[name]
        _disc(big, rim, fill)
        paint(big)
    return _down(big, size)


@lru_cache(maxsize=128)
def token_faded(name: str, size: int, alpha: int = 70) -> pygame.Surface:
    """An empty place on a player card: the thing it is for, pale."""
    image = token(name, size).copy()
    veil = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    veil.fill((255, 255, 255, alpha))
    image.blit(veil, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return image


@lru_cache(maxsize=256)
def token_squeezed(name: str, size: int, width: int) -> pygame.Surface:
    """A token turning over: squeezed to `width` px (a flip seen from above)."""
    return pygame.transform.smoothscale(token(name, size), (max(1, width), size))


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
    pygame.draw.circle(big, _shade(rgb, 1.5), (w / 2 - 7 * s, 21 * s), 6 * s)
    if ring:  # the current player's pawn wears a gold collar
        pygame.draw.ellipse(big, theme.GOLD, (w / 2 - 16 * s, 44 * s, 32 * s, 10 * s))
        pygame.draw.ellipse(big, OUTLINE, (w / 2 - 16 * s, 44 * s, 32 * s, 10 * s), lw // 2)
    return _down(big, (w // SS, h // SS))


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
    pygame.draw.polygon(big, _shade(colour, 0.7), outer)
    pygame.draw.polygon(big, OUTLINE, outer, max(2, b // 40))
    inner = _pentagon(c, c, 0.36 * b)
    for k in range(10):  # facets, lit from the top-left
        a = outer[k]
        bpt = outer[(k + 1) % 10]
        light = 0.8 + 0.25 * math.cos(math.radians(-90 + 36 * k + 18 + 135))
        tip = inner[((k + 1) // 2) % 5]
        pygame.draw.polygon(big, _shade(colour, light), [a, bpt, tip])
    pygame.draw.polygon(big, _shade(colour, 1.1), inner)
    pygame.draw.polygon(big, _shade(colour, 0.6), inner, max(1, b // 60))
    ink = (44, 34, 34)
    num = theme.font(int(b * (0.46 if face < 10 else 0.38)), True).render(str(face), True, ink)
    rect = num.get_rect(center=(c, c + b * 0.03))
    big.blit(num, rect)
    if face in (6, 9):  # underline, so 6 and 9 can be told apart on a turned die
        pygame.draw.line(big, ink, (rect.left + 2, rect.bottom - b // 30),
                         (rect.right - 2, rect.bottom - b // 30), max(2, b // 40))
    return _down(big, size)


def d12_turned(face: int, size: int, angle: float) -> pygame.Surface:
    return _d12_turned(face, size, int(angle) // 4 * 4 % 360)


@lru_cache(maxsize=600)  # (an lru_cache: cleared with the game's other pictures)
def _d12_turned(face: int, size: int, angle: int) -> pygame.Surface:
    return pygame.transform.rotozoom(d12(face, size), angle, 1.0)
