"""The residents who are animals, drawn: the owl, the tomcat, the bat, the dragon, the
mouse, the dog, the raven and the frog (recipes for a `pen`, as portraits.py says).
"""

from __future__ import annotations

from castle_games.games.schlotterstein.portrait_parts import (
    BLUSH,
    GOLD,
    INK,
    ORANGE,
    PINK,
    RED,
    WHITE,
    YELLOW,
    Pen,
    big_eyes,
    eyes,
)


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
