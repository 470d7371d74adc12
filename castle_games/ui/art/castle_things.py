"""The things of a castle and the sky among the invite code's pictures (art/pictures.py
shows them): each with a shape of its own, so that the tower is not a small castle, the
sun not a round star and the moon not a ghost, whatever the tile's colour.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from castle_games.ui.art.pen import Drawing, Pen

GOLD, GOLD_DARK = (246, 196, 52), (196, 140, 30)
STONE, STONE_DARK = (184, 184, 196), (120, 120, 136)
WOOD, WOOD_DARK = (170, 104, 56), (110, 66, 36)
RED, BLUE = (214, 56, 56), (60, 110, 200)
WHITE = (252, 250, 244)
PINK = (242, 150, 160)


def _flag(p: Pen, x: float, y: float, size: float) -> None:
    p.line(WOOD_DARK, [(x, y + size * 1.4), (x, y)], 0.02)
    p.poly(RED, [(x, y), (x + size, y + size * 0.3), (x, y + size * 0.6)])


def _battlements(p: Pen, colour: tuple[int, int, int], x: float, y: float, w: float,
                 n: int) -> None:
    step = w / (2 * n - 1)
    for k in range(n):
        p.rect(colour, x + 2 * k * step, y, step, 0.07)


def castle(p: Pen) -> None:
    _flag(p, 0.5, 0.04, 0.12)
    for x in (0.06, 0.74):
        p.rect(STONE, x, 0.34, 0.2, 0.56)
        _battlements(p, STONE, x, 0.28, 0.2, 3)
    p.rect(STONE, 0.36, 0.24, 0.28, 0.66)
    _battlements(p, STONE, 0.36, 0.18, 0.28, 3)
    p.rect(STONE, 0.2, 0.48, 0.6, 0.42)
    for x in (0.26, 0.68):
        p.rect(STONE, x, 0.42, 0.06, 0.07)
    p.outline()
    p.rect(WOOD_DARK, 0.41, 0.64, 0.18, 0.26, rounded=0.09)
    p.rect(WOOD_DARK, 0.41, 0.76, 0.18, 0.14)
    for x, y in ((0.13, 0.44), (0.81, 0.44), (0.47, 0.34)):
        p.rect(p.ink, x, y, 0.06, 0.1, rounded=0.03)
    for y in (0.6, 0.74):
        p.line(STONE_DARK, [(0.1, y), (0.2, y)], 0.012)
        p.line(STONE_DARK, [(0.8, y), (0.9, y)], 0.012)


def tower(p: Pen) -> None:
    warm, roof = (214, 196, 166), (200, 64, 56)
    _flag(p, 0.5, 0.02, 0.12)
    p.rect(warm, 0.32, 0.3, 0.36, 0.62)
    p.poly(roof, [(0.22, 0.34), (0.5, 0.08), (0.78, 0.34)])
    p.outline()
    p.rect(p.ink, 0.45, 0.42, 0.1, 0.14, rounded=0.05)
    p.rect(WOOD_DARK, 0.42, 0.72, 0.16, 0.2, rounded=0.08)
    p.rect(WOOD_DARK, 0.42, 0.82, 0.16, 0.1)
    for y, x0 in ((0.62, 0.36), (0.38, 0.6)):
        p.line((170, 150, 120), [(x0, y), (x0 + 0.06, y)], 0.012)


def key(p: Pen) -> None:
    p.circle(GOLD, (0.24, 0.5), 0.18)
    p.rect(GOLD, 0.36, 0.44, 0.56, 0.12, rounded=0.03)
    for x, h in ((0.7, 0.16), (0.82, 0.22)):
        p.rect(GOLD, x, 0.5, 0.08, h)
    p.circle(p.clear, (0.24, 0.5), 0.08)
    p.outline()
    p.line(GOLD_DARK, [(0.4, 0.5), (0.66, 0.5)], 0.015)


def crown(p: Pen) -> None:
    p.poly(GOLD, [(0.14, 0.7), (0.1, 0.3), (0.32, 0.48), (0.5, 0.22), (0.68, 0.48),
                  (0.9, 0.3), (0.86, 0.7)])
    for c in ((0.1, 0.28), (0.5, 0.2), (0.9, 0.28)):
        p.circle(GOLD, c, 0.055)
    p.rect(GOLD, 0.12, 0.64, 0.76, 0.16, rounded=0.03)
    p.outline()
    p.line(GOLD_DARK, [(0.14, 0.64), (0.86, 0.64)], 0.015)
    for x, colour in ((0.3, BLUE), (0.5, RED), (0.7, BLUE)):
        p.circle(colour, (x, 0.72), 0.045)
        p.circle(WHITE, (x - 0.012, 0.708), 0.012)


def sword(p: Pen) -> None:
    steel, shine = (206, 212, 226), (244, 246, 252)
    turn = 40.0  # (a sword held slanted is longer in the square than one upright)
    p.poly(steel, p.turn([(0.44, 0.7), (0.44, 0.12), (0.5, 0.0), (0.56, 0.12), (0.56, 0.7)],
                         turn))
    p.poly(GOLD, p.turn([(0.26, 0.66), (0.74, 0.66), (0.74, 0.74), (0.26, 0.74)], turn))
    p.poly(WOOD, p.turn([(0.46, 0.74), (0.54, 0.74), (0.54, 0.9), (0.46, 0.9)], turn))
    p.circle(GOLD, p.turn([(0.5, 0.93)], turn)[0], 0.055)
    p.outline()
    p.line(shine, p.turn([(0.5, 0.12), (0.5, 0.62)], turn), 0.02)


def shield(p: Pen) -> None:
    edge = [(0.16, 0.1), (0.84, 0.1), (0.84, 0.46)]
    for k in range(1, 9):  # the right side sweeping down to the point
        t = k / 8
        edge.append(((1 - t) ** 2 * 0.84 + 2 * t * (1 - t) * 0.82 + t * t * 0.5,
                     (1 - t) ** 2 * 0.46 + 2 * t * (1 - t) * 0.8 + t * t * 0.94))
    edge += [(1 - x, y) for x, y in reversed(edge[2:-1])]
    p.poly(RED, edge)
    with p.only(0.5, 1.0):
        p.poly(BLUE, edge)
    p.line(GOLD, [*edge, edge[0]], 0.035)  # (before the outline, which goes round it)
    p.outline()
    p.star(GOLD, (0.5, 0.44), 0.16, 0.07)


def dragon(p: Pen) -> None:
    green, dark, belly, wing = (84, 172, 92), (56, 128, 66), (220, 230, 140), (240, 170, 70)
    p.line(green, [(0.3, 0.7), (0.16, 0.74), (0.08, 0.62)], 0.07)
    p.poly(green, [(0.0, 0.56), (0.1, 0.46), (0.14, 0.62)])
    wrist, tips = (0.44, 0.08), ((0.1, 0.14), (0.14, 0.32), (0.26, 0.46))
    p.poly(wing, [(0.56, 0.5), wrist, tips[0], (0.22, 0.24), tips[1], (0.28, 0.36), tips[2],
                  (0.4, 0.52)])
    for x in (0.32, 0.54):
        p.rect(green, x, 0.74, 0.1, 0.16, rounded=0.03)
    p.ellipse(green, 0.22, 0.46, 0.48, 0.36)
    p.poly(green, [(0.56, 0.54), (0.64, 0.3), (0.76, 0.3), (0.72, 0.58)])
    for k in (0.0, 0.08):
        p.poly((246, 230, 190), [(0.64 + k, 0.22), (0.6 + k, 0.06), (0.7 + k, 0.18)])
    p.ellipse(green, 0.6, 0.14, 0.28, 0.22)
    p.ellipse(green, 0.72, 0.22, 0.24, 0.16)
    p.ellipse(belly, 0.36, 0.58, 0.3, 0.22)
    p.outline()
    p.eyes((0.72, 0.22), 0.0, 0.035, white=True)
    p.circle(p.ink, (0.9, 0.27), 0.015)
    p.arc(p.ink, (0.84, 0.3), 0.06, 0.03, 210, 330, 0.016)
    for y in (0.62, 0.7):
        p.line(dark, [(0.42, y), (0.6, y)], 0.012)
    for tip in tips:  # the wing's bones: a bat's wing, not a fin
        p.line((200, 120, 40), [wrist, tip], 0.016)
    p.line((200, 120, 40), [wrist, (0.5, 0.46)], 0.02)


def ghost(p: Pen) -> None:
    sheet = (250, 250, 255)
    p.circle(sheet, (0.5, 0.38), 0.28)
    p.rect(sheet, 0.22, 0.38, 0.56, 0.4)
    for k in range(4):
        p.circle(sheet, (0.29 + k * 0.14, 0.78), 0.07)
    for k in (-1, 1):
        p.poly(sheet, [(0.5 + k * 0.26, 0.46), (0.5 + k * 0.42, 0.3), (0.5 + k * 0.44, 0.38),
                       (0.5 + k * 0.26, 0.6)])
    p.outline()
    for k in (-1, 1):
        p.ellipse(p.ink, 0.5 + k * 0.1 - 0.04, 0.3, 0.08, 0.12)
        p.circle(PINK, (0.5 + k * 0.17, 0.46), 0.035)
    p.ellipse(p.ink, 0.45, 0.46, 0.1, 0.12)


def bell(p: Pen) -> None:
    p.circle(GOLD, (0.5, 0.1), 0.06)
    p.circle(p.clear, (0.5, 0.1), 0.025)
    p.circle(GOLD, (0.5, 0.36), 0.22)
    p.poly(GOLD, [(0.28, 0.38), (0.72, 0.38), (0.74, 0.56), (0.86, 0.74), (0.14, 0.74),
                  (0.26, 0.56)])
    p.circle(GOLD_DARK, (0.5, 0.84), 0.07)
    p.rect(GOLD, 0.1, 0.7, 0.8, 0.1, rounded=0.05)
    p.outline()
    p.line((252, 232, 150), [(0.38, 0.28), (0.36, 0.52)], 0.03)
    for k in (-1, 1):  # ringing
        p.arc(p.ink, (0.5, 0.4), 0.44, 0.3, 90 - k * 70, 90 - k * 50, 0.018)


def candle(p: Pen) -> None:
    wax, flame, inner = (250, 240, 212), (250, 150, 40), (255, 226, 90)
    p.ellipse(GOLD, 0.18, 0.8, 0.64, 0.12)
    p.rect(wax, 0.38, 0.34, 0.24, 0.52)
    p.ellipse(wax, 0.38, 0.3, 0.24, 0.08)
    p.poly(flame, [(0.5, 0.04), (0.58, 0.2), (0.5, 0.3), (0.42, 0.2)])
    p.circle(flame, (0.5, 0.22), 0.08)
    p.outline()
    p.circle(inner, (0.5, 0.23), 0.045)
    p.line(p.ink, [(0.5, 0.26), (0.5, 0.32)], 0.015)
    p.ellipse(wax, 0.54, 0.34, 0.06, 0.12)
    p.line((214, 200, 170), [(0.43, 0.42), (0.43, 0.78)], 0.015)


def moon(p: Pen) -> None:
    yellow = (252, 224, 110)
    p.circle(yellow, (0.46, 0.5), 0.4)
    p.circle(p.clear, (0.66, 0.4), 0.34)
    p.outline()
    p.arc(p.ink, (0.3, 0.46), 0.05, 0.03, 200, 340, 0.02)  # asleep
    p.arc(p.ink, (0.36, 0.66), 0.08, 0.06, 200, 320, 0.018)
    p.circle(PINK, (0.24, 0.56), 0.035)


def sun(p: Pen) -> None:
    yellow, ray = (255, 214, 60), (248, 150, 40)
    for k in range(12):
        a = math.radians(k * 30)
        side = math.radians(11)
        p.poly(ray, [(0.5 + 0.28 * math.cos(a - side), 0.5 + 0.28 * math.sin(a - side)),
                     (0.5 + 0.47 * math.cos(a), 0.5 + 0.47 * math.sin(a)),
                     (0.5 + 0.28 * math.cos(a + side), 0.5 + 0.28 * math.sin(a + side))])
    p.circle(yellow, (0.5, 0.5), 0.3)
    p.outline()
    p.eyes((0.5, 0.44), 0.1, 0.04)
    p.arc(p.ink, (0.5, 0.54), 0.12, 0.08, 200, 340, 0.02)
    for k in (-1, 1):
        p.circle(ray, (0.5 + k * 0.18, 0.56), 0.04)


def star(p: Pen) -> None:
    p.star((255, 200, 40), (0.5, 0.54), 0.46, 0.22)
    p.outline()
    p.eyes((0.5, 0.52), 0.07, 0.03)
    p.arc(p.ink, (0.5, 0.6), 0.06, 0.04, 200, 340, 0.016)


def tree(p: Pen) -> None:
    green, dark = (96, 176, 74), (64, 132, 52)
    p.poly(WOOD, [(0.42, 0.5), (0.58, 0.5), (0.6, 0.86), (0.68, 0.92), (0.32, 0.92),
                  (0.4, 0.86)])
    for (x, y), r in (((0.5, 0.26), 0.2), ((0.3, 0.38), 0.17), ((0.7, 0.38), 0.17),
                      ((0.38, 0.54), 0.15), ((0.62, 0.54), 0.15), ((0.5, 0.46), 0.2)):
        p.circle(green, (x, y), r)
    p.outline()
    for c in ((0.36, 0.34), (0.6, 0.24), (0.66, 0.46), (0.46, 0.52)):
        p.arc(dark, c, 0.06, 0.04, 200, 340, 0.02)
    p.line(WOOD_DARK, [(0.5, 0.72), (0.5, 0.86)], 0.015)


def apple(p: Pen) -> None:
    red, leaf = (222, 52, 52), (96, 176, 74)
    p.circle(red, (0.38, 0.58), 0.28)
    p.circle(red, (0.62, 0.58), 0.28)
    p.ellipse(red, 0.2, 0.5, 0.6, 0.4)
    p.line(WOOD_DARK, [(0.5, 0.34), (0.52, 0.22), (0.56, 0.12)], 0.04)
    p.poly(leaf, [(0.56, 0.2), (0.68, 0.08), (0.86, 0.1), (0.76, 0.22), (0.62, 0.24)])
    p.outline()
    p.ellipse((250, 190, 190), 0.24, 0.44, 0.08, 0.16)
    p.line((64, 132, 52), [(0.6, 0.2), (0.8, 0.12)], 0.012)


def boat(p: Pen) -> None:
    water, light = (70, 150, 220), (160, 210, 245)
    p.poly(water, [(0.04, 0.92), *[(0.04 + k * 0.046, 0.8 + 0.025 * math.sin(k * 1.2))
                                   for k in range(21)], (0.96, 0.92)])
    p.poly(WOOD, [(0.08, 0.6), (0.92, 0.6), (0.78, 0.82), (0.22, 0.82)])
    p.line(WOOD_DARK, [(0.5, 0.08), (0.5, 0.6)], 0.03)
    p.poly(WHITE, [(0.54, 0.1), (0.54, 0.56), (0.86, 0.56)])
    p.poly(WHITE, [(0.46, 0.2), (0.46, 0.56), (0.22, 0.56)])
    p.poly(RED, [(0.5, 0.04), (0.64, 0.07), (0.5, 0.1)])
    p.outline()
    for x in (0.3, 0.5, 0.7):
        p.circle(light, (x, 0.7), 0.035)
    p.line(WOOD_DARK, [(0.12, 0.64), (0.88, 0.64)], 0.012)


DRAWINGS: dict[str, Drawing] = {
    "castle": castle, "tower": tower, "key": key, "crown": crown, "sword": sword,
    "shield": shield, "dragon": dragon, "ghost": ghost, "bell": bell, "candle": candle,
    "moon": moon, "sun": sun, "star": star, "tree": tree, "apple": apple, "boat": boat,
}
