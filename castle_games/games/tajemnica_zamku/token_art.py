"""The tokens of Tajemnica Zamku, drawn by code (painted big and smooth-scaled down, as
art.py paints everything, and cached by name and size).

They are friendly pictures on round discs, each with its own rim colour and shape so that a
child tells them apart even when small: dragons (yellow, red, green faces with horns), the
princess (a crowned face), swords (a blade with a coloured hilt), the mirror (an oval
glass), the ghost (a white sheet), the wandering knight (a helmet with a plume), the skrzat
(a little gnome with a pointed red hat), and the prizes map, elixir and key.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from castle_games.games.tajemnica_zamku.art import (
    DRAGON_RGB,
    ITEM_RIM,
    OUTLINE,
    SS,
    SWORD_RGB,
    Colour,
    scaled_down,
    shade,
)
from castle_games.ui import theme


def _disc(big: pygame.Surface, rim: Colour, fill: Colour) -> None:
    d = big.get_width()
    c = d // 2
    pygame.draw.circle(big, OUTLINE, (c, c), c)
    pygame.draw.circle(big, rim, (c, c), c - d * 0.035)
    pygame.draw.circle(big, fill, (c, c), c - d * 0.11)
    # a soft highlight at the top-left
    pygame.draw.arc(big, shade(rim, 1.4), (d * 0.1, d * 0.1, d * 0.8, d * 0.8), 1.9, 2.9,
                    max(2, d // 40))


def _eye(big: pygame.Surface, x: float, y: float, r: float) -> None:
    pygame.draw.circle(big, (255, 255, 255), (x, y), r)
    pygame.draw.circle(big, OUTLINE, (x, y), r, max(1, round(r / 5)))
    pygame.draw.circle(big, OUTLINE, (x + r * 0.15, y + r * 0.1), r * 0.5)
    pygame.draw.circle(big, (255, 255, 255), (x - r * 0.05, y - r * 0.15), r * 0.18)


def _dragon(big: pygame.Surface, colour: Colour) -> None:
    d = big.get_width()
    s = d / 100
    dark = shade(colour, 0.65)
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
    pygame.draw.ellipse(big, shade(colour, 1.25), snout)
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
    pygame.draw.polygon(big, shade(colour, 0.7), grip)
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
        _disc(big, shade(rgb, 0.8), shade(rgb, 1.6))
        _dragon(big, rgb)
    elif name.endswith("sword"):
        rgb = SWORD_RGB[colour]
        _disc(big, rgb, shade(rgb, 1.72))
        _sword(big, rgb)
    else:
        rim, fill, paint = _TOKENS[name]
        _disc(big, rim, fill)
        paint(big)
    return scaled_down(big, size)


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
