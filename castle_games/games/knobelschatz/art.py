"""Knobelschatz pictures drawn with pygame once and cached: chest cards, the wooden watchdog,
and the table. (Dice, the dog face included, are drawn by castle_games.ui.art.dice.)

Everything here is made at start-up (or on first use) and then only blitted, so a frame
costs a handful of blits. Shapes are big and rounded: the players are five and up.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from castle_games.ui import theme

CARD_W, CARD_H = 54, 76
DOG_W, DOG_H = 96, 80

CHEST_WOOD = (150, 92, 46)
CHEST_WOOD_DARK = (104, 60, 28)
CARD_BACK = (92, 62, 120)         # a deep violet back, so chests read on wood and felt
CARD_BACK_EDGE = (60, 38, 82)
DOG_WOOD = (222, 176, 112)        # light beech, like a wooden toy
DOG_WOOD_DARK = (164, 112, 58)
DOG_EDGE = (98, 62, 30)
COLLAR = (206, 48, 52)
TABLE_WOOD = (170, 116, 70)
TABLE_WOOD_DARK = (128, 82, 46)
FLOOR = (58, 44, 40)


def _rounded(surface: pygame.Surface, colour, rect, radius: int, width: int = 0) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def _chest(surface: pygame.Surface, cx: int, cy: int, w: int) -> None:
    """A little treasure chest seen from the front, `w` pixels wide, centred at (cx, cy)."""
    h = int(w * 0.72)
    body = pygame.Rect(0, 0, w, int(h * 0.58))
    body.midbottom = (cx, cy + h // 2)
    lid = pygame.Rect(0, 0, w, int(h * 0.5))
    lid.midbottom = (cx, body.top + 2)
    _rounded(surface, CHEST_WOOD, lid, max(3, w // 3))
    pygame.draw.rect(surface, CHEST_WOOD, (lid.left, lid.centery, lid.width, lid.height // 2))
    _rounded(surface, CHEST_WOOD, body, 3)
    _rounded(surface, CHEST_WOOD_DARK, lid.union(body), 4, 2)
    pygame.draw.line(surface, CHEST_WOOD_DARK, (body.left, body.top), (body.right - 1, body.top), 2)
    band = max(3, w // 9)
    for x in (lid.left + w // 5, lid.right - w // 5 - band):
        pygame.draw.rect(surface, theme.GOLD, (x, lid.top + 3, band, lid.height + body.height - 5))
    lock = pygame.Rect(0, 0, w // 4, w // 4)
    lock.center = (cx, body.top + 1)
    _rounded(surface, theme.GOLD, lock, 3)
    _rounded(surface, theme.GOLD_DARK, lock, 3, 1)
    pygame.draw.circle(surface, theme.INK, (lock.centerx, lock.centery), max(1, w // 22))


@lru_cache(maxsize=4)
def card_back(w: int = CARD_W, h: int = CARD_H) -> pygame.Surface:
    """The face-down chest card: a violet back with a treasure chest on it."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    _rounded(s, (0, 0, 0, 70), (2, 3, w - 2, h - 2), 7)
    _rounded(s, CARD_BACK, (0, 0, w - 2, h - 3), 7)
    _rounded(s, (236, 214, 170), (4, 4, w - 10, h - 11), 5, 2)
    _chest(s, (w - 2) // 2, (h - 3) // 2 + 2, int(w * 0.66))
    _rounded(s, CARD_BACK_EDGE, (0, 0, w - 2, h - 3), 7, 2)
    return s.convert_alpha() if pygame.display.get_surface() else s


@lru_cache(maxsize=32)
def card_front(value: int, w: int = CARD_W, h: int = CARD_H) -> pygame.Surface:
    """A chest card turned over: its gold value, big, and again in the corner (fans overlap)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    _rounded(s, (0, 0, 0, 70), (2, 3, w - 2, h - 2), 7)
    _rounded(s, theme.PARCHMENT, (0, 0, w - 2, h - 3), 7)
    pygame.draw.circle(s, theme.GOLD, ((w - 2) // 2, h // 2 + 4), w // 3)
    pygame.draw.circle(s, theme.GOLD_DARK, ((w - 2) // 2, h // 2 + 4), w // 3, 2)
    big = theme.font(34 if value < 10 else 28, True).render(str(value), True, theme.INK)
    s.blit(big, big.get_rect(center=((w - 2) // 2, h // 2 + 5)))
    small = theme.font(26, True).render(str(value), True, theme.INK)
    s.blit(small, (5, 3))
    _rounded(s, theme.GOLD_DARK, (0, 0, w - 2, h - 3), 7, 2)
    return s.convert_alpha() if pygame.display.get_surface() else s


@lru_cache(maxsize=64)
def rotated(kind: str, value: int, angle: int) -> pygame.Surface:
    """A card image turned by a whole number of degrees (fans use a few fixed angles)."""
    base = card_back() if kind == "back" else card_front(value)
    return pygame.transform.rotozoom(base, angle, 1.0)


PILE_STEP = 3  # pixels of height per card in the pile: a full pile stands tall


def pile(count: int) -> pygame.Surface:
    """The face-down pile, `count` cards high: each card's edge shows, so its height reads."""
    h = CARD_H + PILE_STEP * 24 + 4
    s = pygame.Surface((CARD_W + 4, h), pygame.SRCALPHA)
    base = h - CARD_H - 2
    if count:
        _rounded(s, (0, 0, 0, 80), (3, base + 4, CARD_W - 2, CARD_H - 2), 7)
    for i in range(max(0, count - 1)):
        y = base - PILE_STEP * i
        _rounded(s, CARD_BACK_EDGE, (1, y, CARD_W - 2, CARD_H - 3), 7)
        # The paper edge of each card: a light line at the front.
        pygame.draw.line(s, (236, 214, 170), (6, y + CARD_H - 4), (CARD_W - 9, y + CARD_H - 4), 1)
    if count:
        s.blit(card_back(), (1, base - PILE_STEP * (count - 1)))
    return s.convert_alpha() if pygame.display.get_surface() else s


def _dog_picture(step: int, mouth_open: bool) -> pygame.Surface:
    """The wooden watchdog in profile, facing right. `step` 0..3 moves the legs."""
    s = pygame.Surface((DOG_W, DOG_H), pygame.SRCALPHA)
    pygame.draw.ellipse(s, (0, 0, 0, 60), (10, DOG_H - 14, 74, 12))  # shadow
    swing = (0, 5, 0, -5)[step % 4]
    legs = [(26, swing), (38, -swing), (58, -swing), (70, swing)]
    for x, dx in legs:
        leg = pygame.Rect(0, 0, 10, 22)
        leg.midtop = (x + dx, 46)
        _rounded(s, DOG_WOOD_DARK, leg, 4)
        _rounded(s, DOG_EDGE, leg, 4, 2)
    # Tail: a wooden peg pointing up and back, wagging with the step.
    tail_tip = (10 - swing // 2, 18 + abs(swing) // 2)
    pygame.draw.line(s, DOG_EDGE, (22, 38), tail_tip, 9)
    pygame.draw.line(s, DOG_WOOD, (22, 38), tail_tip, 5)
    body = pygame.Rect(16, 28, 62, 30)
    pygame.draw.ellipse(s, DOG_WOOD, body)
    pygame.draw.ellipse(s, DOG_EDGE, body, 2)
    # Wood grain, so it reads as a carved toy rather than a cartoon dog.
    for y in (37, 44, 50):
        pygame.draw.arc(s, DOG_WOOD_DARK, (24, y - 6, 44, 12), 3.5, 5.9, 1)
    pygame.draw.line(s, COLLAR, (66, 30), (70, 50), 6)
    pygame.draw.circle(s, theme.GOLD, (70, 50), 4)
    head = pygame.Rect(58, 6, 32, 30)
    pygame.draw.ellipse(s, DOG_WOOD, head)
    pygame.draw.ellipse(s, DOG_EDGE, head, 2)
    snout = pygame.Rect(76, 18, 18, 14)
    pygame.draw.ellipse(s, DOG_WOOD, snout)
    pygame.draw.ellipse(s, DOG_EDGE, snout, 2)
    pygame.draw.circle(s, theme.INK, (91, 22), 4)  # nose
    if mouth_open:
        pygame.draw.polygon(s, (150, 40, 40), [(80, 29), (93, 28), (86, 36)])
    else:
        pygame.draw.arc(s, theme.INK, (80, 24, 10, 8), 3.6, 5.6, 2)
    ear = [(62, 8), (70, 4), (72, 24), (64, 26)]
    pygame.draw.polygon(s, DOG_WOOD_DARK, ear)
    pygame.draw.polygon(s, DOG_EDGE, ear, 2)
    pygame.draw.circle(s, theme.WHITE, (79, 16), 5)
    pygame.draw.circle(s, theme.INK, (80, 16), 3)
    return s


@lru_cache(maxsize=16)
def dog(step: int = 0, facing_left: bool = False, barking: bool = False) -> pygame.Surface:
    picture = _dog_picture(step, barking)
    if facing_left:
        picture = pygame.transform.flip(picture, True, False)
    return picture.convert_alpha() if pygame.display.get_surface() else picture


# -- the table -------------------------------------------------------------------------------
def table_background(size: tuple[int, int], table_rect: pygame.Rect,
                     side_rect: pygame.Rect, tray_rect: pygame.Rect) -> pygame.Surface:
    """The whole still picture: floor, round wooden table, felt mat, side board, dice tray."""
    w, h = size
    bg = pygame.Surface(size)
    bg.fill(FLOOR)
    for y in range(0, h, 48):  # floor boards
        pygame.draw.line(bg, (48, 36, 33), (0, y), (w, y), 2)
    top = table_rect
    pygame.draw.ellipse(bg, (30, 22, 20), top.move(0, 10))
    pygame.draw.ellipse(bg, TABLE_WOOD_DARK, top)
    pygame.draw.ellipse(bg, TABLE_WOOD, top.inflate(-16, -16))
    # Wood grain: long soft arcs, drawn once.
    for i in range(14):
        y = top.top + 30 + i * (top.height - 60) // 14
        pygame.draw.arc(bg, (158, 106, 62), (top.left + 60, y - 30, top.width - 120, 60),
                        math.pi * 1.05, math.pi * 1.95, 2)
    mat = pygame.Rect(0, 0, 300, 230)
    mat.center = top.center
    pygame.draw.ellipse(bg, theme.FELT_DARK, mat)
    pygame.draw.ellipse(bg, theme.FELT, mat.inflate(-10, -10))
    # The side board with the dice tray.
    _rounded(bg, theme.WOOD_DARK, side_rect, 18)
    _rounded(bg, theme.WOOD, side_rect.inflate(-10, -10), 14)
    frame = tray_rect.inflate(20, 20)
    _rounded(bg, CHEST_WOOD_DARK, frame, 14)
    _rounded(bg, theme.FELT_DARK, tray_rect.inflate(4, 4), 6)
    _rounded(bg, theme.FELT, tray_rect, 6)
    return bg.convert() if pygame.display.get_surface() else bg
