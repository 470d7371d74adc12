"""What the residents' portraits share: the palette, and the parts drawn alike on many of
them (a face, eyes, shoes, an arm, a star). No pygame here: every part draws with a `pen`
(art.Pen) in the portrait's box, 100 units tall, feet at y = 100.
"""

from __future__ import annotations

import math
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
