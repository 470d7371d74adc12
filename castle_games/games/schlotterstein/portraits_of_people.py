"""The residents who are people, drawn: the knight, the cook, the princess, the wizard,
the king, the jester, the gardener, the maid, the smith, the minstrel, the prince and the
witch (recipes for a `pen`, as portraits.py says).
"""

from __future__ import annotations

import math

from castle_games.games.schlotterstein.portrait_parts import (
    BLOND,
    BLUE_GEM,
    BROWN_HAIR,
    CHESTNUT,
    GOLD,
    GREEN_GEM,
    INK,
    OFFWHITE,
    ORANGE,
    RED,
    SKIN,
    WHITE,
    WOOD,
    WOOD_DARK,
    YELLOW,
    Pen,
    arm,
    eyes,
    face,
    shoes,
    star,
)


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
