"""The animals among the invite code's pictures (art/pictures.py shows them): each drawn
so that its outline alone tells it from the others, the way a child knows them from a
picture book (the cat sits with its tail up, the dog's ears hang, the bear's are round).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from castle_games.ui.art.pen import Drawing, Pen

PINK = (242, 150, 160)
CREAM = (250, 238, 214)
WHITE = (252, 250, 244)


def owl(p: Pen) -> None:
    brown, wing, belly, orange = (150, 100, 60), (118, 76, 44), (232, 204, 160), (242, 160, 40)
    p.rect((126, 84, 52), 0.08, 0.84, 0.84, 0.07, rounded=0.03)  # the branch it sits on
    for k in (-1, 1):
        p.poly(brown, [(0.5 + k * 0.24, 0.06), (0.5 + k * 0.06, 0.24), (0.5 + k * 0.24, 0.3)])
        p.ellipse(wing, 0.5 + k * 0.2 - 0.1, 0.4, 0.2, 0.38)
    p.ellipse(brown, 0.24, 0.14, 0.52, 0.74)
    p.ellipse(belly, 0.34, 0.5, 0.32, 0.32)
    for k in (-1, 1):
        p.ellipse(orange, 0.5 + k * 0.08 - 0.05, 0.82, 0.1, 0.07)
    p.outline()
    p.eyes((0.5, 0.36), 0.11, 0.05, white=True)
    p.poly(orange, [(0.45, 0.44), (0.55, 0.44), (0.5, 0.54)])
    for x, y in ((0.41, 0.6), (0.5, 0.6), (0.59, 0.6), (0.455, 0.68), (0.545, 0.68)):
        p.line(wing, [(x - 0.025, y - 0.015), (x, y + 0.012), (x + 0.025, y - 0.015)], 0.014)


def fox(p: Pen) -> None:
    orange, dark = (236, 124, 40), (96, 52, 40)
    for k in (-1, 1):
        p.poly(orange, [(0.5 + k * 0.36, 0.06), (0.5 + k * 0.08, 0.3), (0.5 + k * 0.32, 0.44)])
    p.poly(orange, [(0.06, 0.42), (0.28, 0.26), (0.72, 0.26), (0.94, 0.42), (0.76, 0.64),
                    (0.5, 0.92), (0.24, 0.64)])
    for k in (-1, 1):
        p.poly(dark, [(0.5 + k * 0.32, 0.13), (0.5 + k * 0.16, 0.29), (0.5 + k * 0.3, 0.34)])
        p.poly(WHITE, [(0.5 + k * 0.43, 0.43), (0.5 + k * 0.14, 0.55), (0.5, 0.64),
                       (0.5, 0.92), (0.5 + k * 0.25, 0.64)])
    p.outline()
    p.eyes((0.5, 0.45), 0.15, 0.045)
    p.circle(p.ink, (0.5, 0.86), 0.055)


def bear(p: Pen) -> None:
    brown, light = (140, 90, 52), (222, 188, 146)
    for k in (-1, 1):
        p.circle(brown, (0.5 + k * 0.27, 0.22), 0.14)
        p.circle(light, (0.5 + k * 0.27, 0.22), 0.07)
    p.circle(brown, (0.5, 0.55), 0.37)
    p.ellipse(light, 0.33, 0.56, 0.34, 0.26)
    p.outline()
    p.eyes((0.5, 0.44), 0.13, 0.04)
    p.ellipse(p.ink, 0.43, 0.58, 0.14, 0.09)
    p.line(p.ink, [(0.5, 0.64), (0.5, 0.71)], 0.02)
    p.arc(p.ink, (0.46, 0.7), 0.04, 0.04, 200, 340, 0.02)
    p.arc(p.ink, (0.54, 0.7), 0.04, 0.04, 200, 340, 0.02)


def cat(p: Pen) -> None:
    grey, dark = (156, 156, 172), (96, 96, 112)
    p.line(grey, [(0.66, 0.84), (0.82, 0.8), (0.88, 0.64), (0.84, 0.46), (0.9, 0.38)], 0.08)
    p.ellipse(grey, 0.26, 0.42, 0.48, 0.5)
    for k in (-1, 1):
        p.poly(grey, [(0.5 + k * 0.22, 0.04), (0.5 + k * 0.04, 0.18), (0.5 + k * 0.22, 0.3)])
        p.poly(PINK, [(0.5 + k * 0.2, 0.1), (0.5 + k * 0.1, 0.18), (0.5 + k * 0.19, 0.24)])
    p.circle(grey, (0.5, 0.3), 0.2)
    p.ellipse(CREAM, 0.41, 0.56, 0.18, 0.3)
    for k in (-1, 1):
        p.ellipse(CREAM, 0.5 + k * 0.1 - 0.08, 0.84, 0.16, 0.09)
    p.outline()
    for k in (-1, 1):
        p.ellipse((150, 200, 80), 0.5 + k * 0.08 - 0.045, 0.25, 0.09, 0.1)
        p.ellipse(p.ink, 0.5 + k * 0.08 - 0.015, 0.26, 0.03, 0.08)
        for dy in (-0.02, 0.03):
            p.line(p.ink, [(0.5 + k * 0.1, 0.38), (0.5 + k * 0.34, 0.36 + dy)], 0.01)
        p.line(dark, [(0.5 + k * 0.05, 0.12), (0.5 + k * 0.04, 0.17)], 0.02)
    p.poly(PINK, [(0.46, 0.35), (0.54, 0.35), (0.5, 0.39)])
    p.arc(p.ink, (0.47, 0.4), 0.03, 0.02, 200, 340, 0.014)
    p.arc(p.ink, (0.53, 0.4), 0.03, 0.02, 200, 340, 0.014)


def dog(p: Pen) -> None:
    tan, brown, red = (214, 150, 80), (112, 70, 40), (210, 50, 50)
    p.rect(red, 0.32, 0.8, 0.36, 0.07, rounded=0.03)
    p.ellipse(tan, 0.24, 0.14, 0.52, 0.68)
    for k in (-1, 1):
        p.poly(brown, [(0.5 + k * 0.2, 0.16), (0.5 + k * 0.36, 0.24), (0.5 + k * 0.44, 0.6),
                       (0.5 + k * 0.36, 0.72), (0.5 + k * 0.26, 0.6), (0.5 + k * 0.22, 0.34)])
    p.ellipse(CREAM, 0.32, 0.5, 0.36, 0.28)
    p.ellipse(PINK, 0.44, 0.68, 0.12, 0.16)
    p.circle((240, 190, 50), (0.5, 0.9), 0.045)
    p.outline()
    p.ellipse(brown, 0.31, 0.28, 0.16, 0.16)  # the patch round one eye
    p.eyes((0.5, 0.38), 0.11, 0.04)
    p.ellipse(p.ink, 0.41, 0.5, 0.18, 0.11)
    p.arc(p.ink, (0.45, 0.64), 0.05, 0.04, 190, 350, 0.018)
    p.arc(p.ink, (0.55, 0.64), 0.05, 0.04, 190, 350, 0.018)


def horse(p: Pen) -> None:
    brown, dark, hoof = (176, 112, 60), (84, 52, 34), (60, 44, 36)
    p.poly(dark, [(0.22, 0.44), (0.1, 0.5), (0.06, 0.74), (0.14, 0.72), (0.2, 0.56)])
    for x, y in ((0.24, 0.58), (0.34, 0.6), (0.56, 0.6), (0.66, 0.58)):
        p.rect(brown, x, y, 0.07, 0.86 - y)
        p.rect(hoof, x - 0.005, 0.85, 0.08, 0.05)
    p.ellipse(brown, 0.18, 0.38, 0.56, 0.3)
    p.poly(brown, [(0.58, 0.5), (0.68, 0.2), (0.8, 0.18), (0.76, 0.52)])
    p.poly(brown, [(0.68, 0.16), (0.8, 0.1), (0.94, 0.3), (0.92, 0.38), (0.82, 0.38),
                   (0.7, 0.28)])
    p.poly(brown, [(0.7, 0.16), (0.72, 0.04), (0.78, 0.13)])
    p.poly(dark, [(0.72, 0.1), (0.64, 0.2), (0.58, 0.44), (0.66, 0.4), (0.7, 0.26),
                  (0.78, 0.14)])
    p.outline()
    p.circle(p.ink, (0.79, 0.2), 0.025)
    p.circle(p.ink, (0.89, 0.32), 0.015)


def frog(p: Pen) -> None:
    green, dark, belly = (100, 180, 70), (70, 140, 50), (196, 228, 136)
    for k in (-1, 1):
        p.ellipse(dark, 0.5 + k * 0.28 - 0.16, 0.6, 0.32, 0.26)
    p.ellipse(green, 0.16, 0.34, 0.68, 0.52)
    for k in (-1, 1):
        p.circle(green, (0.5 + k * 0.18, 0.32), 0.14)
    p.ellipse(belly, 0.32, 0.58, 0.36, 0.26)
    for k in (-1, 1):
        p.ellipse(dark, 0.5 + k * 0.12 - 0.07, 0.8, 0.14, 0.08)
    p.outline()
    p.eyes((0.5, 0.31), 0.18, 0.045, white=True)
    p.arc(p.ink, (0.5, 0.44), 0.22, 0.12, 200, 340, 0.022)
    for k in (-1, 1):
        p.circle(PINK, (0.5 + k * 0.27, 0.5), 0.04)


def mouse(p: Pen) -> None:
    grey = (170, 170, 184)
    p.line(PINK, [(0.24, 0.74), (0.12, 0.76), (0.05, 0.66), (0.07, 0.54), (0.15, 0.5)], 0.03)
    for x in (0.3, 0.56):
        p.ellipse(PINK, x, 0.78, 0.12, 0.07)
    p.ellipse(grey, 0.18, 0.46, 0.52, 0.36)
    p.ellipse(grey, 0.5, 0.44, 0.3, 0.3)
    p.poly(grey, [(0.7, 0.5), (0.94, 0.66), (0.7, 0.72)])
    p.circle(grey, (0.56, 0.34), 0.15)
    p.circle(PINK, (0.56, 0.34), 0.09)
    p.outline()
    p.circle(p.ink, (0.93, 0.66), 0.035)
    p.circle(p.ink, (0.72, 0.55), 0.035)
    p.circle(p.white, (0.73, 0.54), 0.012)
    for dy in (-0.05, 0.04):
        p.line(p.ink, [(0.84, 0.64), (0.98, 0.62 + dy)], 0.008)


def rabbit(p: Pen) -> None:
    fur = (232, 222, 208)
    for k in (-1, 1):
        p.ellipse(fur, 0.5 + k * 0.13 - 0.08, 0.04, 0.16, 0.5)
    p.circle(fur, (0.5, 0.64), 0.27)
    p.outline()
    for k in (-1, 1):
        p.ellipse(PINK, 0.5 + k * 0.13 - 0.04, 0.1, 0.08, 0.36)
        p.circle((244, 180, 186), (0.5 + k * 0.17, 0.7), 0.045)
    p.eyes((0.5, 0.58), 0.1, 0.04)
    p.poly(PINK, [(0.46, 0.66), (0.54, 0.66), (0.5, 0.7)])
    p.rect(p.ink, 0.455, 0.73, 0.09, 0.08, rounded=0.01)
    p.rect(p.white, 0.465, 0.735, 0.03, 0.065)
    p.rect(p.white, 0.505, 0.735, 0.03, 0.065)
    for k in (-1, 1):
        for dy in (-0.02, 0.03):
            p.line(p.ink, [(0.5 + k * 0.1, 0.7), (0.5 + k * 0.3, 0.68 + dy)], 0.01)


def duck(p: Pen) -> None:
    yellow, orange, wing = (250, 208, 60), (240, 130, 40), (230, 176, 40)
    p.poly(yellow, [(0.66, 0.52), (0.92, 0.36), (0.84, 0.66)])
    p.ellipse(yellow, 0.14, 0.46, 0.74, 0.38)
    p.circle(yellow, (0.36, 0.34), 0.18)
    p.poly(orange, [(0.06, 0.38), (0.22, 0.32), (0.24, 0.44), (0.08, 0.44)])
    p.outline()
    p.arc(wing, (0.56, 0.6), 0.16, 0.1, 180, 360, 0.03)
    p.circle(p.ink, (0.34, 0.3), 0.035)
    p.circle(p.white, (0.35, 0.29), 0.012)
    p.line(p.ink, [(0.08, 0.41), (0.22, 0.39)], 0.012)


def fish(p: Pen) -> None:
    blue, fin, light = (70, 156, 214), (250, 196, 60), (170, 214, 240)
    p.poly(fin, [(0.3, 0.5), (0.06, 0.28), (0.12, 0.5), (0.06, 0.72)])
    p.poly(fin, [(0.4, 0.32), (0.52, 0.14), (0.64, 0.32)])
    p.poly(fin, [(0.46, 0.68), (0.56, 0.8), (0.62, 0.66)])
    p.ellipse(blue, 0.2, 0.28, 0.64, 0.44)
    p.ellipse(light, 0.36, 0.52, 0.4, 0.16)
    for c, r in (((0.9, 0.24), 0.04), ((0.84, 0.12), 0.03)):
        p.circle((210, 236, 255), c, r)
    p.outline()
    p.eyes((0.7, 0.44), 0.0, 0.045, white=True)
    p.arc(p.ink, (0.46, 0.5), 0.05, 0.14, -60, 60, 0.016)
    p.arc(p.ink, (0.82, 0.54), 0.03, 0.03, 190, 300, 0.016)


def snail(p: Pen) -> None:
    body, shell, dark = (196, 214, 120), (222, 140, 70), (150, 80, 40)
    for x0, x1 in ((0.74, 0.7), (0.84, 0.9)):
        p.line(body, [(x0, 0.5), (x1, 0.26)], 0.03)
        p.circle(body, (x1, 0.26), 0.04)
    p.poly(body, [(0.04, 0.86), (0.66, 0.78), (0.7, 0.46), (0.9, 0.46), (0.92, 0.86)])
    p.ellipse(body, 0.04, 0.78, 0.88, 0.12)
    p.circle(shell, (0.42, 0.54), 0.28)
    p.outline()
    pts = []
    for k in range(60):  # the shell's spiral
        a, r = k * 0.2, 0.03 + 0.2 * k / 60
        pts.append((0.43 + r * math.cos(a), 0.55 - r * math.sin(a)))
    p.line(dark, pts, 0.022)
    for x in (0.7, 0.9):
        p.circle(p.ink, (x, 0.26), 0.02)
    p.arc(p.ink, (0.81, 0.62), 0.05, 0.04, 200, 340, 0.016)


def bee(p: Pen) -> None:
    yellow, wing = (250, 204, 50), (216, 236, 252)
    p.ellipse(wing, 0.28, 0.08, 0.22, 0.34)
    p.ellipse(wing, 0.44, 0.06, 0.2, 0.32)
    p.poly(p.ink, [(0.16, 0.56), (0.03, 0.6), (0.16, 0.66)])
    body = (0.12, 0.38, 0.62, 0.42)
    p.ellipse(yellow, *body)
    p.circle(yellow, (0.78, 0.52), 0.14)
    for x0 in (0.26, 0.44, 0.6):
        with p.only(x0, x0 + 0.08):
            p.ellipse(p.ink, *body)
    p.outline()
    for x1 in (0.86, 0.95):  # (after the outline: thin feelers, not black blobs)
        p.line(p.ink, [(0.8, 0.4), (x1, 0.24)], 0.02)
        p.circle(p.ink, (x1, 0.24), 0.03)
    p.circle(p.ink, (0.82, 0.48), 0.035)
    p.circle(p.white, (0.83, 0.47), 0.012)
    p.arc(p.ink, (0.8, 0.56), 0.05, 0.04, 200, 340, 0.016)


def hedgehog(p: Pen) -> None:
    spikes, face, dark = (120, 84, 56), (224, 190, 150), (86, 60, 40)
    pts = []
    for k in range(25):  # a dome of spikes, its back to the right
        a = math.radians(180 - k * 7.5)
        r = 0.44 if k % 2 else 0.34
        pts.append((0.56 + r * math.cos(a), 0.74 - r * math.sin(a)))
    p.poly(spikes, [(0.22, 0.74), *pts[4:], (0.94, 0.8)])
    p.ellipse(face, 0.2, 0.56, 0.64, 0.28)
    p.poly(face, [(0.06, 0.66), (0.3, 0.5), (0.38, 0.8), (0.2, 0.78)])
    for x in (0.3, 0.6):
        p.ellipse(dark, x, 0.8, 0.12, 0.08)
    p.outline()
    p.circle(p.ink, (0.07, 0.66), 0.04)
    p.circle(p.ink, (0.25, 0.6), 0.03)
    p.circle(p.white, (0.26, 0.59), 0.01)
    p.arc(p.ink, (0.2, 0.7), 0.05, 0.03, 200, 330, 0.014)


def deer(p: Pen) -> None:
    brown, antler, light = (176, 112, 62), (214, 178, 128), (236, 214, 180)
    for k in (-1, 1):
        p.line(antler, [(0.5 + k * 0.1, 0.3), (0.5 + k * 0.22, 0.16), (0.5 + k * 0.26, 0.04)],
               0.05)
        p.line(antler, [(0.5 + k * 0.22, 0.16), (0.5 + k * 0.38, 0.1)], 0.045)
        p.line(antler, [(0.5 + k * 0.245, 0.09), (0.5 + k * 0.14, 0.04)], 0.04)
        p.poly(brown, [(0.5 + k * 0.14, 0.32), (0.5 + k * 0.42, 0.3), (0.5 + k * 0.34, 0.42),
                       (0.5 + k * 0.16, 0.44)])
    p.ellipse(brown, 0.3, 0.24, 0.4, 0.5)
    p.ellipse(brown, 0.36, 0.56, 0.28, 0.34)
    p.ellipse(light, 0.39, 0.64, 0.22, 0.24)
    p.outline()
    for k in (-1, 1):
        p.poly(PINK, [(0.5 + k * 0.18, 0.34), (0.5 + k * 0.37, 0.32), (0.5 + k * 0.32, 0.39),
                      (0.5 + k * 0.18, 0.4)])
    p.eyes((0.5, 0.46), 0.1, 0.04)
    p.ellipse(p.ink, 0.44, 0.74, 0.12, 0.08)


def goat(p: Pen) -> None:
    white, horn, hoof = (240, 236, 224), (150, 130, 110), (90, 80, 74)
    p.poly(white, [(0.8, 0.46), (0.9, 0.36), (0.86, 0.5)])
    for x in (0.36, 0.46, 0.64, 0.74):
        p.rect(white, x, 0.6, 0.07, 0.26)
        p.rect(hoof, x - 0.005, 0.84, 0.08, 0.05)
    p.ellipse(white, 0.3, 0.4, 0.56, 0.3)
    p.line(horn, [(0.24, 0.26), (0.3, 0.12), (0.4, 0.1), (0.44, 0.18)], 0.045)
    p.poly(white, [(0.36, 0.5), (0.26, 0.22), (0.14, 0.24), (0.04, 0.42), (0.12, 0.48),
                   (0.26, 0.56)])
    p.poly(white, [(0.1, 0.46), (0.2, 0.48), (0.14, 0.64)])
    p.ellipse(white, 0.26, 0.26, 0.16, 0.07)
    p.outline()
    p.ellipse(p.ink, 0.16, 0.3, 0.05, 0.04)
    p.circle(p.ink, (0.07, 0.4), 0.012)
    p.arc(p.ink, (0.1, 0.44), 0.03, 0.02, 200, 320, 0.012)


DRAWINGS: dict[str, Drawing] = {
    "owl": owl, "fox": fox, "bear": bear, "cat": cat, "dog": dog, "horse": horse,
    "frog": frog, "mouse": mouse, "rabbit": rabbit, "duck": duck, "fish": fish,
    "snail": snail, "bee": bee, "hedgehog": hedgehog, "deer": deer, "goat": goat,
}
