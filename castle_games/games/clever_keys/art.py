"""Pictures for Clever Keys, drawn once with pygame and cached: the room, the keys, the gems.

Nothing here knows the game state. Everything is made at start (or on first use) so that a
frame is only blits.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from castle_games.games.clever_keys import layout as L
from castle_games.games.clever_keys.key_slot import FULL_DEPTH_MM, KEY_LENGTH_MM, MARK_MM
from castle_games.games.clever_keys.rules import KEYS, SECTIONS
from castle_games.ui import draw, theme

# The three keys: gold, silver and copper, each with its letter in the bow.
KEY_COLOURS = {"A": (236, 190, 70), "B": (196, 204, 218), "C": (214, 128, 74)}
KEY_DARK = {"A": (150, 108, 24), "B": (108, 116, 134), "C": (128, 66, 34)}
RED_MARK = (220, 40, 40)
# Gems: ruby, sapphire, emerald, topaz, amethyst ("the colour is unimportant").
GEM_COLOURS = ((226, 48, 72), (52, 112, 230), (40, 184, 108), (248, 196, 40), (164, 84, 214))
GEM_R = 7
# Neighbouring sections differ clearly in tone, and a dark groove runs between them.
BOARD_LIGHT = (176, 170, 186)
BOARD_DARK = (128, 122, 142)
GROOVE = (52, 46, 62)
LOCK_VEIL = (40, 26, 30, 120)


def shaft_px() -> int:
    return int(round(KEY_LENGTH_MM * L.PX_PER_MM))


@lru_cache(maxsize=8)
def key_image(key: str) -> pygame.Surface:
    """A key standing up, tip at the bottom edge: bit, red mark, shaft, collar, bow."""
    s = L.PX_PER_MM
    shaft = shaft_px()
    w = 2 * L.BOW_R + 8
    h = shaft + 2 * L.BOW_R + 4
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    cx = w // 2
    col, dark = KEY_COLOURS[key], KEY_DARK[key]
    bottom = h
    # shaft
    pygame.draw.rect(img, dark, (cx - 6, bottom - shaft, 12, shaft))
    pygame.draw.rect(img, col, (cx - 5, bottom - shaft, 9, shaft))
    pygame.draw.line(img, draw.lighten(col, 0.5), (cx - 3, bottom - shaft), (cx - 3, bottom - 2), 2)
    # the bit: two teeth near the tip
    for y0 in (bottom - 8, bottom - 17):
        pygame.draw.rect(img, dark, (cx + 5, y0, 9, 6))
        pygame.draw.rect(img, col, (cx + 5, y0 + 1, 8, 4))
    # the red mark, just above the depth the tip reaches when the key goes all the way in
    top = bottom - int(round(FULL_DEPTH_MM * s))
    band = int(round(MARK_MM * s))
    pygame.draw.rect(img, RED_MARK, (cx - 6, top, 12, band))
    pygame.draw.rect(img, (120, 10, 10), (cx - 6, top, 12, band), 1)
    # collar
    collar_y = bottom - shaft
    pygame.draw.rect(img, dark, (cx - 11, collar_y - 3, 22, 7), border_radius=3)
    pygame.draw.rect(img, col, (cx - 10, collar_y - 2, 20, 4), border_radius=2)
    # bow: a ring; its letter is a separate picture (key_letter), drawn over every key
    bow = (cx, collar_y - L.BOW_R)
    pygame.draw.circle(img, dark, bow, L.BOW_R)
    pygame.draw.circle(img, col, bow, L.BOW_R - 2)
    img.blit(key_letter(key), key_letter(key).get_rect(center=bow))
    return img


@lru_cache(maxsize=8)
def key_letter(key: str) -> pygame.Surface:
    """The bow's light middle with the key's letter. The painter draws these once more
    over all the keys, so a neighbouring key never hides which key is which."""
    r = L.BOW_R - 5
    img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    pygame.draw.circle(img, draw.lighten(KEY_COLOURS[key], 0.55), (r + 1, r + 1), r)
    letter = theme.font(24, True).render(key, True, theme.INK)
    img.blit(letter, letter.get_rect(center=(r + 1, r + 2)))
    return img


@lru_cache(maxsize=4)
def key_shadow(width: int = 34) -> pygame.Surface:
    img = pygame.Surface((width, 12), pygame.SRCALPHA)
    pygame.draw.ellipse(img, (0, 0, 0, 90), img.get_rect())
    return img


def _hexagon(cx: float, cy: float, r: float, angle_deg: float) -> list[tuple[float, float]]:
    a0 = math.radians(angle_deg)
    return [(cx + r * math.cos(a0 + math.pi / 3 * k), cy + r * math.sin(a0 + math.pi / 3 * k))
            for k in range(6)]


@lru_cache(maxsize=512)
def gem_image(colour: int, angle_step: int, radius: int = GEM_R) -> pygame.Surface:
    """A faceted hexagonal gem, turned by angle_step * 5 degrees (drawn 2x, smoothed)."""
    k = 3
    size = (radius + 3) * 2
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    c = size * k / 2
    col = GEM_COLOURS[colour % len(GEM_COLOURS)]
    outer = _hexagon(c, c, radius * k, angle_step * 5)
    pygame.draw.polygon(big, draw.lighten(col, -0.45), outer)
    inner = _hexagon(c, c, (radius - 1.2) * k, angle_step * 5)
    pygame.draw.polygon(big, col, inner)
    table = _hexagon(c, c, radius * 0.5 * k, angle_step * 5)
    pygame.draw.polygon(big, draw.lighten(col, 0.35), table)
    # facets: light from the top left
    for i in (3, 4):
        pygame.draw.polygon(big, draw.lighten(col, 0.2), [inner[i], inner[(i + 1) % 6],
                                                         table[(i + 1) % 6], table[i]])
    pygame.draw.circle(big, (255, 255, 255), (int(c - radius * 0.25 * k), int(c - radius * 0.3 * k)),
                       max(2, int(radius * 0.22 * k)))
    return draw.ready(pygame.transform.smoothscale(big, (size, size)))


def gem_at(canvas: pygame.Surface, x: float, y: float, colour: int, angle_deg: float,
           radius: int = GEM_R) -> None:
    img = gem_image(colour, int(angle_deg // 5) % 12, radius)
    canvas.blit(img, (int(x) - img.get_width() // 2, int(y) - img.get_height() // 2))


@lru_cache(maxsize=2)
def padlock(size: int = 34) -> pygame.Surface:
    img = pygame.Surface((size, size + 6), pygame.SRCALPHA)
    body = pygame.Rect(2, size // 2 - 2, size - 4, size // 2 + 6)
    pygame.draw.circle(img, theme.INK, (size // 2, size // 2 - 2), size // 3, 6)
    pygame.draw.circle(img, (205, 205, 215), (size // 2, size // 2 - 2), size // 3 - 1, 3)
    pygame.draw.rect(img, theme.INK, body, border_radius=5)
    pygame.draw.rect(img, theme.GOLD, body.inflate(-4, -4), border_radius=4)
    pygame.draw.circle(img, theme.INK, (size // 2, body.centery - 2), 4)
    pygame.draw.rect(img, theme.INK, (size // 2 - 2, body.centery, 4, 7))
    return img


def wedge(section: int, r_in: float, r_out: float) -> list[tuple[float, float]]:
    a0 = -90.0 + (section - 1) * 360.0 / SECTIONS
    a1 = a0 + 360.0 / SECTIONS
    steps = 12
    outer = [L.polar(a0 + (a1 - a0) * i / steps, r_out) for i in range(steps + 1)]
    inner = [L.polar(a1 - (a1 - a0) * i / steps, r_in) for i in range(steps + 1)]
    return outer + inner


@lru_cache(maxsize=8)
def lock_veil(section: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The dark veil and padlock over a locked section, with where to blit it."""
    pts = wedge(section, L.RING_IN, L.RING_OUT)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    x0, y0 = int(min(xs)) - 2, int(min(ys)) - 2
    img = pygame.Surface((int(max(xs)) - x0 + 4, int(max(ys)) - y0 + 4), pygame.SRCALPHA)
    pygame.draw.polygon(img, LOCK_VEIL, [(x - x0, y - y0) for x, y in pts])
    pygame.draw.polygon(img, (200, 40, 40, 220), [(x - x0, y - y0) for x, y in pts], 3)
    lock = padlock()
    lx, ly = L.polar(L.section_angle(section), 140)
    img.blit(lock, lock.get_rect(center=(int(lx - x0), int(ly - y0))))
    return draw.ready(img), (x0, y0)


def slot_polygon(section: int, slot: int, grow: float = 0.0) -> list[tuple[float, float]]:
    a = math.radians(L.slot_angle(section, slot))
    x, y = L.slot_pos(section, slot)
    ux, uy = math.cos(a), math.sin(a)
    vx, vy = -uy, ux
    hl, hw = L.SLOT_LEN / 2 + grow, L.SLOT_W / 2 + grow
    return [(x + ux * hl + vx * hw, y + uy * hl + vy * hw), (x + ux * hl - vx * hw, y + uy * hl - vy * hw),
            (x - ux * hl - vx * hw, y - uy * hl - vy * hw), (x - ux * hl + vx * hw, y - uy * hl + vy * hw)]


def room(size: tuple[int, int]) -> pygame.Surface:
    """The tower room's stone floor, the game board with its round key-slot board, the open
    corner, and the empty side panels: everything that never changes."""
    bg = pygame.Surface(size)
    bg.fill((58, 54, 70))
    rnd = random.Random(7)
    # flagstones
    for row in range(0, size[1], 64):
        off = (row // 64 % 2) * 48
        for col in range(-off, size[0], 96):
            tone = 62 + rnd.randint(-6, 8)
            pygame.draw.rect(bg, (tone, tone - 4, tone + 10), (col + 2, row + 2, 92, 60), border_radius=6)
    # the square game board, in wood
    sq = L.BOARD_SQUARE
    draw.blit_shadow(bg, sq, 24, blur=10, offset=(0, 8))
    pygame.draw.rect(bg, theme.WOOD_DARK, sq, border_radius=24)
    pygame.draw.rect(bg, theme.WOOD, sq.inflate(-12, -12), border_radius=20)
    # the round key-slot board
    cx, cy = L.CENTER
    pygame.draw.circle(bg, (70, 64, 80), (cx, cy + 6), L.BOARD_R + 4)
    pygame.draw.circle(bg, (96, 90, 104), (cx, cy), L.BOARD_R)
    for sec in range(1, SECTIONS + 1):
        pygame.draw.polygon(bg, BOARD_LIGHT if sec % 2 else BOARD_DARK, wedge(sec, L.RING_IN, L.RING_OUT))
    for sec in range(1, SECTIONS + 1):
        for slot in range(1, 5):
            pygame.draw.polygon(bg, (200, 196, 206), slot_polygon(sec, slot, 2))
            pygame.draw.polygon(bg, (24, 20, 30), slot_polygon(sec, slot))
    for sec in range(1, SECTIONS + 1):
        # a deep groove between two sections, from the chamber's rim to the board's edge
        a = -90.0 + (sec - 1) * 360.0 / SECTIONS
        pygame.draw.line(bg, GROOVE, L.polar(a, L.RING_IN), L.polar(a, L.BOARD_R), 7)
        # the section's number, on the wooden frame where no key can stand in front of it
        nx, ny = L.number_pos(sec)
        pygame.draw.circle(bg, theme.PARCHMENT, (nx, ny), L.NUMBER_BADGE_R)
        pygame.draw.circle(bg, theme.INK, (nx, ny), L.NUMBER_BADGE_R, 2)
        num = theme.font(26, True).render(str(sec), True, theme.INK)
        bg.blit(num, num.get_rect(center=(nx, ny + 1)))
    pygame.draw.circle(bg, (84, 78, 94), (cx, cy), L.RING_OUT, 3)
    # the open corner (bottom left), over the board's shadow: a sunken triangle whose lip
    # has a gap in the middle, where lost gems roll in
    s = L.POCKET_SIZE
    tri = [L.pocket_to_canvas(-4, -4), L.pocket_to_canvas(s + 6, -4), L.pocket_to_canvas(-4, s + 6)]
    pygame.draw.polygon(bg, (46, 32, 26), tri)
    pygame.draw.polygon(bg, (30, 20, 16), tri, 3)
    gap = 4 * GEM_R / 2 / math.sqrt(2)
    for a, b in (((s, 0), (s / 2 + gap, s / 2 - gap)), ((s / 2 - gap, s / 2 + gap), (0, s))):
        pygame.draw.line(bg, theme.WOOD_DARK, L.pocket_to_canvas(*a), L.pocket_to_canvas(*b), 8)
    # the secret chamber's rim
    pygame.draw.circle(bg, (120, 92, 50), (cx, cy), L.CHAMBER_R + 12)
    pygame.draw.circle(bg, (176, 140, 70), (cx, cy), L.CHAMBER_R + 8)
    pygame.draw.circle(bg, (22, 16, 24), (cx, cy), L.CHAMBER_R)
    # the key rack
    rack = L.KEY_RACK
    pygame.draw.rect(bg, theme.WOOD_DARK, rack, border_radius=16)
    pygame.draw.rect(bg, (74, 50, 36), rack.inflate(-10, -10), border_radius=12)
    pygame.draw.rect(bg, theme.WOOD, (rack.x + 10, rack.bottom - 22, rack.w - 20, 12), border_radius=4)
    for key in KEYS:
        x, y = L.rack_spot(key)
        pygame.draw.ellipse(bg, (30, 20, 16), (x - 16, y - 4, 32, 10))
    # (its title is drawn by the painter, in the language in use)
    # the reward box
    pygame.draw.rect(bg, theme.PARCHMENT_DARK, L.REWARD_BOX, border_radius=16)
    pygame.draw.rect(bg, theme.WOOD_DARK, L.REWARD_BOX, 4, border_radius=16)
    return bg
