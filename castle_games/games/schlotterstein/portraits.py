"""How each of the 20 residents is drawn: a recipe of simple shapes with bold outlines.

No pygame here: every recipe draws with a `pen` (art.Pen) in a box 100 units tall and
`w` units wide (the resident's aspect), feet at y = 100. Big heads, two friendly eyes, one
main colour and one prop each, so a child tells them apart at 40 pixels and half hidden.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

Pen = Any  # art.Pen; typed loosely so that this module never imports pygame

INK = (40, 30, 44)
WHITE = (255, 255, 255)
OFFWHITE = (246, 244, 236)
SKIN = (252, 214, 180)
BLUSH = (246, 150, 150)
GOLD = (246, 196, 40)
RED = (224, 52, 52)
WOOD = (176, 118, 62)
WOOD_DARK = (120, 76, 40)
BROWN_HAIR = (130, 80, 44)
BLOND = (250, 212, 76)
CHESTNUT = (156, 92, 42)
PINK = (246, 156, 172)
YELLOW = (252, 214, 52)
ORANGE = (248, 150, 36)
BLUE_GEM = (60, 120, 230)
GREEN_GEM = (50, 170, 90)


# -- shared parts -----------------------------------------------------------------------------
def face(p: Pen, cx: float, cy: float, r: float, skin: tuple = SKIN, *, smile: bool = True,
         blush: bool = True, eye_dy: float = 0.0) -> None:
    p.circle(cx, cy, r, skin)
    eyes(p, cx, cy + eye_dy, r * 0.38, max(2.3, r * 0.16))
    if blush:
        for sx in (-1, 1):
            p.dot(cx + sx * r * 0.62, cy + r * 0.36, r * 0.17, BLUSH)
    if smile:
        p.arc(cx, cy + r * 0.28, r * 0.34, r * 0.24, INK, 1.6)


def eyes(p: Pen, cx: float, cy: float, dx: float, r: float) -> None:
    for sx in (-1, 1):
        p.dot(cx + sx * dx, cy, r, INK)
        p.dot(cx + sx * dx + r * 0.35, cy - r * 0.38, r * 0.4, WHITE)


def big_eyes(p: Pen, cx: float, cy: float, dx: float, r: float, iris: tuple = WHITE,
             pupil: float = 0.55) -> None:
    for sx in (-1, 1):
        p.circle(cx + sx * dx, cy, r, iris)
        p.dot(cx + sx * dx, cy + r * 0.1, r * pupil, INK)
        p.dot(cx + sx * dx + r * 0.22, cy - r * 0.22, r * 0.22, WHITE)


def shoes(p: Pen, cx: float, y: float, gap: float, colour: tuple, rx: float = 6.0) -> None:
    p.ellipse(cx - gap, y, rx, 3.6, colour)
    p.ellipse(cx + gap, y, rx, 3.6, colour)


def arm(p: Pen, x1: float, y1: float, x2: float, y2: float, sleeve: tuple,
        hand: tuple = SKIN, w: float = 7.0) -> None:
    p.line(x1, y1, x2, y2, sleeve, w)
    p.circle(x2, y2, w * 0.62, hand)


def star(p: Pen, x: float, y: float, r: float, colour: tuple = YELLOW) -> None:
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    p.poly(pts, colour)


# -- the residents ----------------------------------------------------------------------------
def ritter(p: Pen, w: float) -> None:
    cx = w / 2
    steel, steel_dark, blue = (196, 204, 218), (120, 128, 146), (52, 100, 200)
    shoes(p, cx, 96, 7, steel_dark)
    p.rect(cx - 11, 82, 8, 13, steel)
    p.rect(cx + 3, 82, 8, 13, steel)
    p.poly([(cx - 17, 52), (cx + 17, 52), (cx + 16, 86), (cx - 16, 86)], steel)
    p.rect(cx - 16, 74, 32, 5, WOOD_DARK)
    # the sword, held up in the right hand
    p.line(cx - 27, 70, cx - 27, 22, (236, 240, 248), 5.5)
    p.line(cx - 35, 69, cx - 19, 69, GOLD, 4)
    p.line(cx - 27, 71, cx - 27, 79, WOOD_DARK, 4)
    p.circle(cx - 27, 81, 3, GOLD)
    arm(p, cx - 15, 57, cx - 27, 73, steel, steel_dark)
    # the shield
    p.poly([(cx + 9, 55), (cx + 36, 55), (cx + 36, 71), (cx + 22.5, 90), (cx + 9, 71)], blue)
    p.poly([(cx + 20, 58), (cx + 25, 58), (cx + 25, 84), (cx + 20, 84)], GOLD, outline=False)
    p.poly([(cx + 12, 65), (cx + 33, 65), (cx + 33, 70), (cx + 12, 70)], GOLD, outline=False)
    # plume, helmet, face opening
    p.ellipse(cx - 4, 15, 5, 10, RED)
    p.ellipse(cx + 4, 10, 6, 11, RED)
    p.ellipse(cx + 11, 15, 5, 9, RED)
    p.circle(cx, 36, 18, steel)
    p.rect(cx - 11, 31, 22, 17, SKIN, radius=6)
    eyes(p, cx, 37.5, 5, 2.4)
    p.arc(cx, 42, 4, 2.6, INK, 1.5)
    p.line(cx, 19, cx, 35, steel, 3.2)
    p.dot(cx + 8, 26, 2.2, WHITE)


def koechin(p: Pen, w: float) -> None:
    cx = w / 2
    shoes(p, cx, 96, 7, (70, 60, 70))
    p.poly([(cx - 15, 54), (cx + 15, 54), (cx + 20, 93), (cx - 20, 93)], OFFWHITE)
    for y in (62, 70, 78, 86):
        p.dot(cx - 5, y, 1.6, (150, 150, 160))
        p.dot(cx + 5, y, 1.6, (150, 150, 160))
    p.poly([(cx - 8, 53), (cx + 8, 53), (cx, 62)], RED)
    arm(p, cx - 14, 58, cx - 21, 73, OFFWHITE)
    # the big wooden spoon
    p.line(cx + 26, 86, cx + 29, 36, WOOD, 3.6)
    p.ellipse(cx + 29, 30, 6, 9, WOOD)
    p.ellipse(cx + 29, 29, 3, 5, (210, 160, 100), outline=False)
    arm(p, cx + 14, 58, cx + 27, 70, OFFWHITE)
    p.circle(cx - 14, 44, 5, BROWN_HAIR)
    p.circle(cx + 14, 44, 5, BROWN_HAIR)
    face(p, cx, 42, 14)
    # the tall puffy chef's hat
    p.circle(cx - 9, 15, 8.5, WHITE)
    p.circle(cx + 9, 15, 8.5, WHITE)
    p.circle(cx, 9, 10, WHITE)
    p.rect(cx - 12, 18, 24, 12, WHITE, radius=2)


def prinzessin(p: Pen, w: float) -> None:
    cx = w / 2
    pink, light, dark = (242, 128, 180), (250, 180, 214), (200, 70, 140)
    p.ellipse(cx, 52, 18, 24, BLOND)
    p.poly([(cx - 10, 52), (cx + 10, 52), (cx + 28, 96), (cx - 28, 96)], pink)
    p.poly([(cx - 25, 89), (cx + 25, 89), (cx + 28, 96), (cx - 28, 96)], light)
    p.rect(cx - 9, 62, 18, 4, dark)
    p.circle(cx - 11, 56, 6, light)
    p.circle(cx + 11, 56, 6, light)
    arm(p, cx - 14, 60, cx - 18, 74, SKIN, w=4.6)
    # a rose in her hand
    p.line(cx + 20, 84, cx + 21, 66, (60, 150, 70), 2.2)
    arm(p, cx + 14, 60, cx + 20, 74, SKIN, w=4.6)
    p.circle(cx + 21, 64, 4.5, RED)
    face(p, cx, 40, 14)
    p.ellipse(cx, 31, 14.5, 7.5, BLOND)
    p.poly([(cx - 10, 26), (cx - 10, 14), (cx - 5, 20), (cx, 11), (cx + 5, 20), (cx + 10, 14),
            (cx + 10, 26)], GOLD)
    p.dot(cx, 21, 2.2, dark)


def eule(p: Pen, w: float) -> None:
    cx = w / 2
    brown, dark, cream = (150, 100, 58), (104, 66, 36), (238, 212, 160)
    p.ellipse(cx - 9, 96, 5, 3, ORANGE)
    p.ellipse(cx + 9, 96, 5, 3, ORANGE)
    p.poly([(cx - 26, 32), (cx - 22, 6), (cx - 8, 24)], dark)
    p.poly([(cx + 26, 32), (cx + 22, 6), (cx + 8, 24)], dark)
    p.ellipse(cx, 58, 32, 38, brown)
    p.ellipse(cx - 28, 64, 8, 22, dark)
    p.ellipse(cx + 28, 64, 8, 22, dark)
    p.ellipse(cx, 72, 19, 22, cream)
    for x, y in ((cx - 8, 64), (cx + 8, 64), (cx, 72), (cx - 8, 80), (cx + 8, 80)):
        p.line(x - 3.5, y, x, y + 3, (190, 150, 100), 1.4, outline=False)
        p.line(x, y + 3, x + 3.5, y, (190, 150, 100), 1.4, outline=False)
    big_eyes(p, cx, 40, 13, 12, (252, 208, 50), 0.5)
    p.poly([(cx - 4.5, 47), (cx + 4.5, 47), (cx, 57)], ORANGE)


def kater(p: Pen, w: float) -> None:
    cx = w / 2
    orange, dark, cream = (244, 148, 46), (196, 96, 20), (252, 238, 214)
    p.stroke([(cx + 18, 92), (cx + 32, 88), (cx + 39, 74), (cx + 36, 58)], orange, 8)
    p.dot(cx + 36, 64, 3, dark)
    p.dot(cx + 38.5, 76, 3, dark)
    p.ellipse(cx, 74, 24, 24, orange)
    p.ellipse(cx, 78, 12, 15, cream, outline=False)
    p.ellipse(cx - 9, 95, 7, 4.5, cream)
    p.ellipse(cx + 9, 95, 7, 4.5, cream)
    for sx in (-1, 1):
        p.poly([(cx + sx * 21, 32), (cx + sx * 19, 5), (cx + sx * 4, 20)], orange)
        p.poly([(cx + sx * 17.5, 27), (cx + sx * 17, 12), (cx + sx * 8, 21)], PINK, outline=False)
    p.ellipse(cx, 37, 23, 19, orange)
    for x in (cx - 7, cx, cx + 7):
        p.line(x, 20, x, 26, dark, 2.4, outline=False)
    p.ellipse(cx, 45, 9, 6, cream, outline=False)
    for sx in (-1, 1):
        p.ellipse(cx + sx * 9, 35, 5, 6, (140, 210, 80))
        p.ellipse(cx + sx * 9, 35.5, 1.8, 4.6, INK, outline=False)
        p.dot(cx + sx * 9 + 1.6, 33, 1.2, WHITE)
        p.line(cx + sx * 10, 45, cx + sx * 27, 41.5, INK, 1.0, outline=False)
        p.line(cx + sx * 10, 47.5, cx + sx * 27, 50, INK, 1.0, outline=False)
    p.poly([(cx - 3, 41), (cx + 3, 41), (cx, 44)], PINK)
    p.arc(cx - 2.5, 45, 2.5, 2, INK, 1.3)
    p.arc(cx + 2.5, 45, 2.5, 2, INK, 1.3)


def zauberer(p: Pen, w: float) -> None:
    cx = w / 2
    blue = (62, 84, 196)
    shoes(p, cx, 97, 8, (90, 60, 140))
    p.poly([(cx - 14, 50), (cx + 14, 50), (cx + 27, 97), (cx - 27, 97)], blue)
    star(p, cx - 15, 86, 4.2)
    star(p, cx + 16, 80, 3.6)
    star(p, cx - 9, 68, 3.0)
    arm(p, cx - 12, 56, cx - 21, 73, blue)
    # the wand with its shining star
    p.line(cx + 21, 72, cx + 31, 46, WOOD_DARK, 2.8)
    arm(p, cx + 12, 56, cx + 22, 69, blue)
    star(p, cx + 32, 42, 7.5)
    p.dot(cx + 24, 36, 1.5, YELLOW)
    p.dot(cx + 38, 52, 1.5, YELLOW)
    face(p, cx, 42, 13, smile=False)
    p.poly([(cx - 12, 45), (cx + 12, 45), (cx + 9, 64), (cx, 80), (cx - 9, 64)], WHITE)
    p.ellipse(cx - 5, 48, 6, 3, WHITE)
    p.ellipse(cx + 5, 48, 6, 3, WHITE)
    # the tall pointy hat, its tip bent
    p.poly([(cx - 15, 32), (cx - 5, 12), (cx + 4, 2), (cx + 14, 3), (cx + 7, 10), (cx + 15, 32)], blue)
    star(p, cx - 1, 23, 4.2)
    p.circle(cx + 5, 13, 2.6, YELLOW)
    p.ellipse(cx, 32, 22, 4.5, blue)


def koenig(p: Pen, w: float) -> None:
    cx = w / 2
    red = (206, 42, 52)
    shoes(p, cx, 97, 9, (90, 40, 40))
    p.poly([(cx - 18, 52), (cx + 18, 52), (cx + 32, 96), (cx - 32, 96)], red)
    p.poly([(cx - 30, 89), (cx + 30, 89), (cx + 32, 96), (cx - 32, 96)], WHITE)
    for x in range(-24, 25, 8):
        p.dot(cx + x, 92.5, 1.3, INK)
    p.ellipse(cx, 74, 12, 16, (250, 214, 96))
    # the sceptre
    p.line(cx + 28, 86, cx + 28, 40, GOLD, 3.6)
    p.circle(cx + 28, 36, 5.2, GOLD)
    p.dot(cx + 28, 36, 2, BLUE_GEM)
    arm(p, cx + 16, 58, cx + 28, 68, red)
    arm(p, cx - 16, 58, cx - 25, 73, red)
    p.ellipse(cx, 54, 20, 6, WHITE)
    for x in (-12, -4, 4, 12):
        p.dot(cx + x, 54, 1.3, INK)
    p.ellipse(cx, 48, 15, 12, BROWN_HAIR)
    face(p, cx, 38, 15, smile=False, eye_dy=-1)
    p.ellipse(cx - 4.5, 45, 5, 2.6, BROWN_HAIR)
    p.ellipse(cx + 4.5, 45, 5, 2.6, BROWN_HAIR)
    p.poly([(cx - 15, 27), (cx - 16, 7), (cx - 8, 16), (cx, 3), (cx + 8, 16), (cx + 16, 7),
            (cx + 15, 27)], GOLD)
    for x in (-16, 0, 16):
        p.circle(cx + x, 5 if x else 2.5, 2.4, GOLD)
    p.dot(cx, 20, 2.6, RED)
    p.dot(cx - 9, 22, 2, BLUE_GEM)
    p.dot(cx + 9, 22, 2, GREEN_GEM)


def narr(p: Pen, w: float) -> None:
    cx = w / 2
    yellow, purple = (250, 208, 50), (150, 70, 190)
    p.rect(cx - 10, 82, 8, 13, yellow)
    p.rect(cx + 2, 82, 8, 13, purple)
    p.ellipse(cx - 8, 96, 7, 3.5, purple)
    p.ellipse(cx + 8, 96, 7, 3.5, yellow)
    p.poly([(cx - 16, 52), (cx, 52), (cx, 86), (cx - 18, 86)], yellow)
    p.poly([(cx, 52), (cx + 16, 52), (cx + 18, 86), (cx, 86)], purple)
    for x, y, c in ((cx - 8, 66, purple), (cx - 9, 79, purple), (cx + 8, 66, yellow),
                    (cx + 9, 79, yellow)):
        p.poly([(x, y - 4.5), (x + 3.5, y), (x, y + 4.5), (x - 3.5, y)], c, outline=False)
    arm(p, cx - 14, 57, cx - 28, 46, yellow)
    arm(p, cx + 14, 57, cx + 28, 46, purple)
    zig = [(cx - 17, 51)]
    for k in range(7):
        zig.append((cx - 14 + k * 4.7, 58 if k % 2 == 0 else 51))
    zig.append((cx + 17, 51))
    p.poly(zig, WHITE)
    face(p, cx, 42, 13)
    # the hat of three floppy points with bells
    p.poly([(cx - 12, 33), (cx - 3, 30), (cx - 20, 12), (cx - 35, 22)], purple)
    p.poly([(cx + 12, 33), (cx + 3, 30), (cx + 20, 12), (cx + 35, 22)], yellow)
    p.poly([(cx - 6, 31), (cx + 6, 31), (cx + 1, 5)], RED)
    p.rect(cx - 13, 27, 26, 7, RED, radius=2)
    for x, y in ((cx - 35, 24), (cx + 35, 24), (cx + 1, 5)):
        p.circle(x, y, 4, GOLD)


def gaertner(p: Pen, w: float) -> None:
    cx = w / 2
    green, shirt, tin, straw = (70, 150, 70), (226, 96, 74), (124, 176, 216), (236, 200, 112)
    shoes(p, cx, 96, 7, WOOD_DARK)
    p.rect(cx - 12, 78, 10, 16, green)
    p.rect(cx + 2, 78, 10, 16, green)
    p.poly([(cx - 15, 52), (cx + 15, 52), (cx + 15, 80), (cx - 15, 80)], shirt)
    p.poly([(cx - 11, 60), (cx + 11, 60), (cx + 14, 83), (cx - 14, 83)], green)
    p.line(cx - 9, 61, cx - 11, 52, green, 3.5)
    p.line(cx + 9, 61, cx + 11, 52, green, 3.5)
    p.rect(cx - 5, 66, 10, 7, (96, 176, 96))
    arm(p, cx - 15, 56, cx - 22, 72, shirt)
    # the watering can, a drop falling from its rose
    p.stroke([(cx + 18, 66), (cx + 25, 57), (cx + 33, 66)], tin, 2.6)
    p.line(cx + 32, 79, cx + 41, 64, tin, 3.6)
    p.circle(cx + 41.5, 62, 3.2, tin)
    p.poly([(cx + 16, 65), (cx + 35, 65), (cx + 34, 86), (cx + 17, 86)], tin)
    p.dot(cx + 40, 70, 1.7, (90, 160, 240))
    arm(p, cx + 14, 56, cx + 25, 59, shirt)
    face(p, cx, 41, 14, smile=False)
    p.ellipse(cx - 4, 47, 4.5, 2.2, BROWN_HAIR)
    p.ellipse(cx + 4, 47, 4.5, 2.2, BROWN_HAIR)
    p.ellipse(cx, 24, 13, 10, straw)
    p.ellipse(cx, 30, 26, 5.5, straw)
    p.rect(cx - 12, 25, 24, 4, RED, outline=False)
    p.circle(cx + 8, 25, 3.2, YELLOW)


def fledermaus(p: Pen, w: float) -> None:
    cx = w / 2
    body, wing, light = (110, 80, 146), (82, 54, 114), (170, 140, 200)

    def y_(y: float) -> float:  # the bat is drawn a little flat; stretch it to fill its box
        return 50 + (y - 50) * 1.2

    for sx in (-1, 1):
        pts = [(10, 46), (30, 24), (52, 22), (63, 38), (57, 52), (49, 47), (43, 66), (33, 58),
               (22, 74), (10, 64)]
        p.poly([(cx + sx * x, y_(y)) for x, y in pts], wing)
        p.stroke([(cx + sx * 12, y_(46)), (cx + sx * 49, y_(47))], light, 1.4)
        p.stroke([(cx + sx * 12, y_(48)), (cx + sx * 33, y_(58))], light, 1.4)
    p.ellipse(cx, y_(62), 15, 26, body)
    p.ellipse(cx, y_(67), 8, 15, light, outline=False)
    p.dot(cx - 5, y_(85), 2.6, INK)
    p.dot(cx + 5, y_(85), 2.6, INK)
    for sx in (-1, 1):
        p.poly([(cx + sx * 14, y_(38)), (cx + sx * 17, y_(10)), (cx + sx * 3, y_(30))], body)
        p.poly([(cx + sx * 12, y_(33)), (cx + sx * 14, y_(18)), (cx + sx * 6, y_(30))], PINK,
               outline=False)
    p.circle(cx, y_(44), 16, body)
    big_eyes(p, cx, y_(41), 6.2, 5)
    p.poly([(cx - 4, y_(50)), (cx - 2, y_(50)), (cx - 3, y_(54))], WHITE, outline=False)
    p.poly([(cx + 4, y_(50)), (cx + 2, y_(50)), (cx + 3, y_(54))], WHITE, outline=False)
    p.arc(cx, y_(48.5), 5, 2.2, INK, 1.4)


def magd(p: Pen, w: float) -> None:
    cx = w / 2
    turq = (52, 178, 190)
    shoes(p, cx, 96, 7, (60, 50, 60))
    p.poly([(cx - 14, 52), (cx + 14, 52), (cx + 22, 94), (cx - 22, 94)], turq)
    p.poly([(cx - 10, 60), (cx + 10, 60), (cx + 14, 90), (cx - 14, 90)], WHITE)
    p.rect(cx - 7, 52, 14, 9, WHITE)
    arm(p, cx - 13, 57, cx - 20, 72, turq)
    # the feather duster
    p.line(cx + 20, 78, cx + 27, 40, WOOD, 3)
    for ang, col in ((-0.75, RED), (-0.25, ORANGE), (0.25, YELLOW), (0.75, (70, 130, 230))):
        tipx, tipy = cx + 27 + 22 * math.sin(ang), 40 - 22 * math.cos(ang)
        nx, ny = 3.6 * math.cos(ang), 3.6 * math.sin(ang)
        midx, midy = cx + 27 + 12 * math.sin(ang), 40 - 12 * math.cos(ang)
        p.poly([(cx + 27, 40), (midx - nx, midy - ny), (tipx, tipy), (midx + nx, midy + ny)], col)
    arm(p, cx + 13, 57, cx + 24, 62, turq)
    p.ellipse(cx - 15, 52, 4, 9, BROWN_HAIR)
    p.ellipse(cx + 15, 52, 4, 9, BROWN_HAIR)
    face(p, cx, 41, 14)
    p.ellipse(cx, 29, 17, 8.5, WHITE)
    for x in range(-14, 15, 7):
        p.circle(cx + x, 34, 2.6, WHITE)
    p.dot(cx, 22, 2.4, RED)


def schmied(p: Pen, w: float) -> None:
    cx = w / 2
    leather, shirt, iron, beard = (136, 84, 46), (206, 204, 194), (112, 114, 130), (48, 40, 40)
    shoes(p, cx, 96, 8, (50, 44, 44))
    p.rect(cx - 12, 80, 10, 14, (80, 80, 90))
    p.rect(cx + 2, 80, 10, 14, (80, 80, 90))
    p.poly([(cx - 20, 50), (cx + 20, 50), (cx + 18, 82), (cx - 18, 82)], shirt)
    p.poly([(cx - 13, 56), (cx + 13, 56), (cx + 16, 92), (cx - 16, 92)], leather)
    p.line(cx - 12, 57, cx - 8, 50, leather, 2.4)
    p.line(cx + 12, 57, cx + 8, 50, leather, 2.4)
    arm(p, cx + 19, 55, cx + 27, 73, SKIN, w=9.5)
    # the big hammer over his shoulder
    p.line(cx - 22, 76, cx - 30, 30, WOOD, 4.2)
    p.rect(cx - 43, 18, 26, 14, iron, radius=2)
    arm(p, cx - 18, 55, cx - 26, 66, SKIN, w=9.5)
    p.circle(cx - 15, 39, 4, SKIN)
    p.circle(cx + 15, 39, 4, SKIN)
    face(p, cx, 37, 15, smile=False)
    p.ellipse(cx - 5, 24.5, 5, 2.2, WHITE, outline=False)
    p.line(cx - 10, 30.5, cx - 3, 31.5, beard, 2.6, outline=False)
    p.line(cx + 3, 31.5, cx + 10, 30.5, beard, 2.6, outline=False)
    p.poly([(cx - 14, 41), (cx + 14, 41), (cx + 12, 53), (cx, 60), (cx - 12, 53)], beard)
    p.arc(cx, 45, 4.5, 2.5, (230, 120, 120), 1.8)


def spielmann(p: Pen, w: float) -> None:
    cx = w / 2
    wine, cap, wood = (150, 40, 92), (64, 150, 70), (224, 164, 82)
    p.rect(cx - 10, 80, 8, 15, YELLOW)
    p.rect(cx + 2, 80, 8, 15, RED)
    for y in (84, 90):
        p.line(cx - 10, y, cx - 2, y, RED, 2, outline=False)
        p.line(cx + 2, y, cx + 10, y, YELLOW, 2, outline=False)
    shoes(p, cx, 96, 7, WOOD_DARK)
    p.poly([(cx - 15, 52), (cx + 15, 52), (cx + 18, 84), (cx - 18, 84)], wine)
    p.rect(cx - 16, 70, 32, 3.5, GOLD, outline=False)
    arm(p, cx + 14, 56, cx + 19, 66, wine)
    # the lute, held across the body
    p.line(cx + 2, 68, cx - 29, 46, WOOD_DARK, 4.5)
    p.line(cx - 29, 46, cx - 35, 50, WOOD_DARK, 5.5)
    p.ellipse(cx + 6, 71, 15, 12, wood)
    p.dot(cx + 4, 70, 3.8, INK)
    p.line(cx + 17, 71, cx - 27, 47, (250, 240, 210), 0.7, outline=False)
    arm(p, cx - 14, 56, cx - 21, 53, wine)
    p.circle(cx + 14, 68, 4.2, SKIN)
    p.ellipse(cx - 12, 43, 4, 6, BROWN_HAIR)
    p.ellipse(cx + 12, 43, 4, 6, BROWN_HAIR)
    face(p, cx, 41, 13)
    p.poly([(cx + 8, 28), (cx + 24, 11), (cx + 38, 3), (cx + 30, 15), (cx + 12, 31)], RED)
    p.ellipse(cx + 1, 29, 17, 7, cap)
    # two music notes
    for x, y in ((cx - 28, 22), (cx - 15, 12)):
        p.ellipse(x, y, 3.4, 2.6, INK, outline=False)
        p.line(x + 2.9, y, x + 2.9, y - 11, INK, 1.6, outline=False)
        p.line(x + 2.9, y - 11, x + 7.5, y - 7.5, INK, 1.6, outline=False)


def drache(p: Pen, w: float) -> None:
    cx = w / 2
    green, light, belly, orange = (46, 164, 104), (120, 210, 150), (250, 232, 150), (248, 140, 40)
    p.stroke([(cx + 14, 90), (cx + 30, 92), (cx + 40, 82)], green, 7)
    p.poly([(cx + 36, 82), (cx + 46, 68), (cx + 47, 86)], orange)
    for sx in (-1, 1):
        p.poly([(cx + sx * 12, 58), (cx + sx * 35, 38), (cx + sx * 31, 52), (cx + sx * 42, 55),
                (cx + sx * 22, 68)], light)
    p.ellipse(cx, 74, 22, 23, green)
    p.ellipse(cx, 79, 13, 16, belly)
    for y in (72, 79, 86):
        p.line(cx - 9, y, cx + 9, y, (220, 190, 100), 1.2, outline=False)
    p.ellipse(cx - 11, 96, 8, 4.5, green)
    p.ellipse(cx + 11, 96, 8, 4.5, green)
    p.ellipse(cx - 18, 70, 5, 7, green)
    p.ellipse(cx + 18, 70, 5, 7, green)
    for x, y in ((cx - 9, 20), (cx, 15), (cx + 9, 20)):
        p.poly([(x - 5, y + 6), (x, y - 7), (x + 5, y + 6)], orange)
    for sx in (-1, 1):
        p.poly([(cx + sx * 13, 26), (cx + sx * 19, 11), (cx + sx * 6, 22)], belly)
    p.ellipse(cx, 38, 21, 18, green)
    p.ellipse(cx, 47, 11, 7, light)
    p.dot(cx - 4, 46, 1.5, INK)
    p.dot(cx + 4, 46, 1.5, INK)
    big_eyes(p, cx, 33, 8.5, 5.8)
    # a little puff of fire
    p.poly([(cx - 12, 50), (cx - 24, 42), (cx - 38, 48), (cx - 26, 57)], orange)
    p.poly([(cx - 15, 50), (cx - 24, 46), (cx - 31, 49), (cx - 24, 53)], YELLOW, outline=False)


def maus(p: Pen, w: float) -> None:
    cx = w / 2
    grey, light = (168, 168, 184), (214, 214, 226)
    p.stroke([(cx + 14, 92), (cx + 30, 95), (cx + 38, 85), (cx + 34, 74)], PINK, 2.8)
    p.ellipse(cx, 74, 20, 23, grey)
    p.ellipse(cx, 79, 11, 14, light, outline=False)
    p.ellipse(cx - 8, 97, 6, 3, PINK)
    p.ellipse(cx + 8, 97, 6, 3, PINK)
    # a wedge of cheese with holes
    p.poly([(cx - 15, 88), (cx + 15, 88), (cx + 15, 70)], YELLOW)
    p.dot(cx + 8, 80, 2.2, (220, 170, 30))
    p.dot(cx + 1, 85, 1.6, (220, 170, 30))
    p.circle(cx - 14, 86, 3.6, PINK)
    p.circle(cx + 15, 72, 3.6, PINK)
    for sx in (-1, 1):
        p.circle(cx + sx * 17, 25, 13.5, grey)
        p.circle(cx + sx * 17, 25, 8.5, PINK, outline=False)
    p.ellipse(cx, 43, 17, 15, grey)
    eyes(p, cx, 40, 6.5, 3)
    p.circle(cx, 49, 3.2, PINK)
    for sx in (-1, 1):
        p.line(cx + sx * 5, 49, cx + sx * 22, 45.5, INK, 0.9, outline=False)
        p.line(cx + sx * 5, 51, cx + sx * 22, 54, INK, 0.9, outline=False)
    p.rect(cx - 2.4, 52, 4.8, 3.5, WHITE)


def hund(p: Pen, w: float) -> None:
    cx = w / 2
    sand, ear, cream = (214, 168, 108), (132, 82, 46), (248, 232, 206)
    p.stroke([(cx + 18, 88), (cx + 31, 78), (cx + 35, 62)], sand, 6)
    p.ellipse(cx, 75, 22, 23, sand)
    p.ellipse(cx, 74, 10, 13, cream, outline=False)
    p.ellipse(cx - 9, 96, 7, 4.5, cream)
    p.ellipse(cx + 9, 96, 7, 4.5, cream)
    p.rect(cx - 13, 54, 26, 5, RED)
    p.circle(cx, 62, 3.2, GOLD)
    p.ellipse(cx, 38, 19, 17, sand)
    p.ellipse(cx + 7, 34, 6, 6, ear, outline=False)
    for sx in (-1, 1):
        p.ellipse(cx + sx * 20, 42, 7, 15, ear)
    eyes(p, cx, 34, 7, 2.8)
    p.ellipse(cx, 53, 3.6, 5.5, PINK)
    p.ellipse(cx, 46, 9.5, 6.5, cream)
    p.ellipse(cx, 42, 4.8, 3.2, INK)
    p.arc(cx, 47, 4, 2, INK, 1.3)


def rabe(p: Pen, w: float) -> None:
    cx = w / 2
    black, sheen, beak = (46, 46, 62), (78, 84, 124), (246, 190, 40)
    p.line(cx - 5, 84, cx - 6, 95, ORANGE, 2.2)
    p.line(cx + 5, 84, cx + 6, 95, ORANGE, 2.2)
    p.stroke([(cx - 11, 96), (cx - 6, 95), (cx - 1, 96)], ORANGE, 2)
    p.stroke([(cx + 1, 96), (cx + 6, 95), (cx + 11, 96)], ORANGE, 2)
    p.poly([(cx - 8, 78), (cx + 6, 78), (cx + 4, 94), (cx - 14, 92)], black)
    p.ellipse(cx, 62, 21, 26, black)
    p.ellipse(cx - 10, 64, 10, 20, sheen)
    p.ellipse(cx + 6, 66, 8, 13, (64, 66, 90), outline=False)
    p.circle(cx + 3, 32, 15, black)
    p.poly([(cx + 13, 28), (cx + 38, 35), (cx + 13, 40)], beak)
    # a golden key in its beak
    p.circle(cx + 30, 44, 4, GOLD)
    p.line(cx + 30, 48, cx + 30, 60, GOLD, 2.8)
    p.line(cx + 30, 57, cx + 35, 57, GOLD, 2.4)
    big_eyes(p, cx + 7, 28, 0, 5.5)


def prinz(p: Pen, w: float) -> None:
    cx = w / 2
    tunic, cape = (72, 132, 222), (214, 50, 60)
    p.poly([(cx - 13, 50), (cx + 13, 50), (cx + 25, 92), (cx - 25, 92)], cape)
    shoes(p, cx, 96, 6.5, WOOD_DARK)
    p.rect(cx - 9, 80, 7, 14, OFFWHITE)
    p.rect(cx + 2, 80, 7, 14, OFFWHITE)
    p.poly([(cx - 13, 52), (cx + 13, 52), (cx + 15, 83), (cx - 15, 83)], tunic)
    p.rect(cx - 14, 70, 28, 4, GOLD)
    arm(p, cx - 13, 56, cx - 20, 71, tunic)
    arm(p, cx + 13, 56, cx + 20, 71, tunic)
    face(p, cx, 39, 15, eye_dy=1)
    p.poly([(cx - 16, 38), (cx - 15, 28), (cx - 8, 23), (cx + 8, 23), (cx + 15, 28),
            (cx + 16, 38), (cx + 11, 32), (cx + 4, 35), (cx - 3, 32), (cx - 10, 35)], CHESTNUT)
    p.poly([(cx - 8, 24), (cx - 8, 13), (cx - 4, 18), (cx, 10), (cx + 4, 18), (cx + 8, 13),
            (cx + 8, 24)], GOLD)


def hexe(p: Pen, w: float) -> None:
    cx = w / 2
    purple, hat, hair, straw = (140, 70, 172), (44, 38, 56), (226, 92, 40), (230, 190, 90)
    # the broom
    p.line(cx + 28, 28, cx + 26, 82, WOOD, 3.6)
    p.poly([(cx + 21, 79), (cx + 31, 79), (cx + 39, 98), (cx + 14, 98)], straw)
    p.rect(cx + 20, 77, 12, 4, RED)
    p.rect(cx - 9, 82, 7, 13, (80, 190, 90))
    p.rect(cx + 2, 82, 7, 13, (80, 190, 90))
    for y in (86, 91):
        p.line(cx - 9, y, cx - 2, y, INK, 2, outline=False)
        p.line(cx + 2, y, cx + 9, y, INK, 2, outline=False)
    shoes(p, cx, 96, 7, hat)
    p.poly([(cx - 14, 52), (cx + 14, 52), (cx + 22, 86), (cx + 14, 89), (cx + 6, 86),
            (cx - 2, 89), (cx - 10, 86), (cx - 22, 88)], purple)
    p.rect(cx - 10, 72, 7, 7, YELLOW)
    arm(p, cx + 13, 57, cx + 27, 62, purple)
    arm(p, cx - 13, 57, cx - 20, 71, purple)
    for sx in (-1, 1):
        p.circle(cx + sx * 14, 45, 6, hair)
        p.circle(cx + sx * 16, 53, 5, hair)
    face(p, cx, 43, 13)
    # the black pointy hat, tip bent to the left
    p.poly([(cx - 13, 32), (cx - 4, 12), (cx - 16, 2), (cx + 2, 8), (cx + 13, 32)], hat)
    p.poly([(cx - 11, 31), (cx + 11, 31), (cx + 9, 25), (cx - 9, 25)], purple, outline=False)
    p.rect(cx - 3, 25, 6, 6, GOLD)
    p.ellipse(cx, 32, 26, 5, hat)


def frosch(p: Pen, w: float) -> None:
    cx = w / 2
    lime, pale, pad = (136, 206, 62), (222, 242, 160), (44, 124, 70)
    p.ellipse(cx, 94, 42, 6, pad)
    for sx in (-1, 1):
        p.ellipse(cx + sx * 25, 84, 13, 9, lime)
    p.ellipse(cx, 72, 26, 20, lime)
    p.ellipse(cx, 77, 16, 12, pale, outline=False)
    for sx in (-1, 1):
        p.ellipse(cx + sx * 12, 90, 7.5, 4, lime)
    p.ellipse(cx, 51, 31, 17, lime)
    for sx in (-1, 1):
        p.circle(cx + sx * 15, 35, 11, lime)
    big_eyes(p, cx, 35, 15, 7.5)
    p.arc(cx, 51, 17, 7, INK, 1.8)
    for sx in (-1, 1):
        p.dot(cx + sx * 22, 55, 3.2, BLUSH)
    p.poly([(cx - 12, 62), (cx, 67), (cx - 12, 72)], RED)
    p.poly([(cx + 12, 62), (cx, 67), (cx + 12, 72)], RED)
    p.circle(cx, 67, 2.6, RED)


RECIPES: dict[str, Callable[[Pen, float], None]] = {
    "ritter": ritter, "koechin": koechin, "prinzessin": prinzessin, "eule": eule,
    "kater": kater, "zauberer": zauberer, "koenig": koenig, "narr": narr,
    "gaertner": gaertner, "fledermaus": fledermaus, "magd": magd, "schmied": schmied,
    "spielmann": spielmann, "drache": drache, "maus": maus, "hund": hund, "rabe": rabe,
    "prinz": prinz, "hexe": hexe, "frosch": frosch,
}
