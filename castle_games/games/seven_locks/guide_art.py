"""Pictures for the Seven Locks rules page: each section of guide.GUIDE shows its moment.

`PICTURES` maps each heading (the guide's msgid) to `draw(surface, rect)`, which paints the
moment into `rect` on a transparent background with the table's own art (art.py: towers,
keys, the keymaster, pearls, coats of arms, boxes, the die), so that a child who cannot
read follows the page with a grown-up. No words: the signs are pictures too (a green tick
for "it fits", a red no-sign for "it does not", arrows for where things go).

Each picture is drawn on a 300 x 200 sheet and scaled to fit `rect`, centred in it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from castle_games.games.seven_locks import art
from castle_games.games.seven_locks.layout import TOWER_H
from castle_games.games.seven_locks.rules import fall_depth_mm
from castle_games.ui import draw, theme
from castle_games.ui.art.sheet import arrow as sheet_arrow
from castle_games.ui.art.sheet import no_sign, sheet, tick

W, H = 300, 200
Paint = Callable[[pygame.Surface, pygame.Rect], None]
RED, BLUE, GREEN = (214, 69, 65), (52, 116, 206), (64, 160, 90)  # the players' colours


# -- the arrow in this game's outline ----------------------------------------------
def arrow(s: pygame.Surface, a: tuple[float, float], b: tuple[float, float],
          colour: tuple[int, int, int] = theme.GOLD, width: int = 5) -> None:
    """The rules pages' arrow (ui/art/sheet.py) in this game's colours."""
    sheet_arrow(s, a, b, colour, width, outline=art.OUTLINE)


def sound_waves(s: pygame.Surface, c: tuple[int, int], r: int, colour=theme.GOLD) -> None:
    """Three arcs going out to the right: something is heard."""
    for i in range(3):
        rr = r + i * r * 0.6
        pygame.draw.arc(s, colour, (c[0] - rr, c[1] - rr, 2 * rr, 2 * rr), -0.7, 0.7, 3)


def scaled(image: pygame.Surface, k: float) -> pygame.Surface:
    w, h = image.get_size()
    return pygame.transform.smoothscale(image, (max(1, int(w * k)), max(1, int(h * k))))


def put(s: pygame.Surface, image: pygame.Surface, **where: tuple[int, int]) -> pygame.Rect:
    """Blit `image` with its rect placed by one keyword (midbottom=..., center=...)."""
    rect = image.get_rect(**where)
    s.blit(image, rect)
    return rect


def tower_at(s: pygame.Surface, number: int, foot: tuple[int, int], scale: float,
             lifted: bool = False) -> tuple[pygame.Rect, int]:
    """A tower standing with its foot at `foot`; returns its rect and the y of its opening
    (where pearls and keys go in)."""
    rect = put(s, art.tower(number, scale, lifted), midbottom=(foot[0], foot[1] + 6))
    return rect, int(foot[1] - TOWER_H * scale * 0.72)


def pearls(s: pygame.Surface, centre: tuple[int, int], count: int, r: int = 5) -> None:
    """A little heap of pearls."""
    p = art.pearl(r)
    for x, y in art.heap_points(count, 8 * r, r):
        s.blit(p, (centre[0] + x - r, centre[1] + y - r))


def keymaster(s: pygame.Surface, feet: tuple[int, int], k: float = 0.8, frame: int = 0,
              left: bool = False) -> None:
    put(s, scaled(art.keymaster(frame, left), k), midbottom=feet)


def key_in(s: pygame.Surface, key: int, x: int, notch_y: int, scale: float = 0.3) -> None:
    """Key `key` standing with its notch at height `notch_y` (a tower drawn after hides the
    part inside it)."""
    image = art.key(key, scale)
    s.blit(image, (x - art.key_centre_x(), notch_y - art.key_notch_y()))


def shield(s: pygame.Surface, rgb: tuple[int, int, int], centre: tuple[int, int],
           size: int = 26) -> None:
    put(s, art.shield(rgb, "", size), center=centre)


def box(s: pygame.Surface, rgb: tuple[int, int, int], midbottom: tuple[int, int],
        count: int) -> None:
    rect = put(s, art.box(rgb, 66, 42), midbottom=midbottom)
    pearls(s, (rect.centerx, rect.y + 10), count, 4)


# -- the sections ---------------------------------------------------------------------------
def goal(s: pygame.Surface) -> None:
    """Towers, the keymaster with a key, and a box full of pearls: open towers, win pearls."""
    for i, n in enumerate((2, 4, 6)):
        tower_at(s, n, (58 + 82 * i, 150), 0.62)
    keymaster(s, (128, 196), 0.72)
    key_in(s, 3, 178, 124, 0.22)
    box(s, RED, (258, 196), 9)


def setup(s: pygame.Surface) -> None:
    """The seven towers round the bin; a pearl falls into each; one tower stands aside."""
    put(s, scaled(art.bin_image(66), 0.55), center=(136, 128))
    for n in range(1, 8):
        t = (n - 1) / 6
        x = int(20 + t * 216)
        y = int(178 - 70 * (1 - (2 * t - 1) ** 2))
        _rect, top = tower_at(s, n, (x, y), 0.34)
        if n in (2, 4, 6):
            put(s, art.pearl(5), center=(x, top - 24))
            pygame.draw.line(s, (255, 255, 255), (x, top - 46), (x, top - 32), 2)
    put(s, scaled(art.set_aside_tower(0.34), 0.85), midbottom=(283, 198))


def a_turn(s: pygame.Surface) -> None:
    """Roll, throw a pearl, walk the keymaster, try a key."""
    put(s, art.die_face(2, 52), center=(38, 44))
    _rect, top = tower_at(s, 3, (140, 182), 0.6)
    put(s, art.pearl(6), center=(140, top - 30))
    arrow(s, (68, 44), (126, top - 34), theme.GOLD, 4)
    keymaster(s, (206, 196), 0.7, frame=1, left=True)
    arrow(s, (262, 188), (228, 188), theme.GOLD, 4)
    key_in(s, 5, 262, 70, 0.2)


def the_die(s: pygame.Surface) -> None:
    """The three faces: pearls on top, the keymaster's footprints below."""
    for i, n in enumerate((1, 2, 3)):
        put(s, art.die_face(n, 78), center=(54 + 96 * i, 100))


def keys_and_arms(s: pygame.Surface) -> None:
    """Three towers cut open at the lock: a key too long (its notch above the rim), one
    that fits (the notch at the rim: it turns) and one too short (sunk inside); a coat of
    arms beside."""
    scale, tscale = 0.34, 0.68
    chamber = 4
    for i, key in enumerate((2, 4, 6)):
        x = 50 + 96 * i
        foot = (x, 190)
        rect, _top = tower_at(s, 1 + 2 * i, foot, tscale)
        h = TOWER_H * tscale
        rim = int(rect.bottom - (h + 30) + 0.42 * (h + 30) - 12 * tscale) + 4
        # the shaft inside the tower, cut open so that the key can be seen in it
        shaft = pygame.Rect(x - 9, rim, 26, int(h * 0.5))
        pygame.draw.rect(s, (24, 20, 30), shaft, border_radius=4)
        off = int((fall_depth_mm(key) - fall_depth_mm(chamber)) * scale)
        key_in(s, key, x, rim - off, scale)
        pygame.draw.line(s, theme.GOLD, (x - 16, rim), (x + 24, rim), 3)  # the lock
        mark = (x + 36, rim - 26)
        tick(s, mark, outline=art.OUTLINE) if key == chamber else no_sign(s, mark)
    shield(s, BLUE, (282, 182), 22)


def sharing(s: pygame.Surface) -> None:
    """An opened tower: its pearls go to the opener and to the coat of arms beside him."""
    rect, _top = tower_at(s, 4, (150, 112), 0.5, lifted=True)
    pearls(s, (150, 150), 6, 5)
    arrow(s, (128, 158), (70, 170), theme.GOLD, 4)
    arrow(s, (172, 158), (230, 170), theme.GOLD, 4)
    box(s, RED, (50, 198), 4)
    box(s, BLUE, (250, 198), 2)
    shield(s, BLUE, (284, 150), 22)


def enchanted_key(s: pygame.Surface) -> None:
    """Three keys for two towers: a coat of arms on the one that fits nowhere."""
    tower_at(s, 3, (40, 190), 0.5)
    tower_at(s, 6, (260, 190), 0.5)
    for i, key in enumerate((2, 7, 6)):
        x = 110 + 40 * i
        key_in(s, key, x, 74, 0.22)
    for a in range(8):  # a sparkle round the enchanted one
        ang = a * math.pi / 4
        c = (150 + 30 * math.cos(ang), 70 + 30 * math.sin(ang))
        pygame.draw.circle(s, theme.GOLD, c, 3)
    shield(s, GREEN, (150, 22), 24)


def the_end(s: pygame.Surface) -> None:
    """The last tower opens by itself; the most pearls win the crown."""
    tower_at(s, 7, (150, 110), 0.46, lifted=True)
    pearls(s, (150, 142), 4, 5)
    box(s, RED, (64, 196), 14)
    box(s, BLUE, (236, 196), 6)
    draw.crown(s, (64, 132), 34)


def strategists(s: pygame.Surface) -> None:
    """Two coats of arms beside the keymaster: the first one joined takes its own back."""
    tower_at(s, 2, (70, 170), 0.6)
    keymaster(s, (126, 196), 0.7)
    shield(s, BLUE, (176, 170), 26)
    shield(s, GREEN, (212, 170), 26)
    arrow(s, (180, 146), (250, 80), theme.GOLD, 4)
    shield(s, BLUE, (266, 66), 26)


def by_ear(s: pygame.Surface) -> None:
    """A dark screen: the towers are heard, not seen."""
    dark = pygame.Rect(6, 10, 288, 180)
    pygame.draw.rect(s, (18, 16, 28), dark, border_radius=16)
    pygame.draw.rect(s, art.OUTLINE, dark, 3, border_radius=16)
    for i, n in enumerate((1, 4, 7)):
        image = art.tower(n, 0.42).copy()
        image.fill((70, 70, 96, 255), special_flags=pygame.BLEND_RGBA_MULT)
        put(s, image, midbottom=(50 + 80 * i, 150))
        sound_waves(s, (72 + 80 * i, 96), 8 + 3 * i)
    put(s, art.pearl(6), center=(130, 40))
    for i in range(5):  # the keys of the keyboard it is played with
        cap = pygame.Rect(64 + 36 * i, 160, 28, 22)
        pygame.draw.rect(s, (220, 214, 200), cap, border_radius=5)
        pygame.draw.rect(s, art.OUTLINE, cap, 2, border_radius=5)


# Every heading of guide.GUIDE (its English msgid) and its picture.
PICTURES: dict[str, Paint] = {
    "Goal": sheet(goal),
    "Setup": sheet(setup),
    "A turn": sheet(a_turn),
    "The die": sheet(the_die),
    "Keys and coats of arms": sheet(keys_and_arms),
    "Sharing": sheet(sharing),
    "The enchanted key": sheet(enchanted_key),
    "The end": sheet(the_end),
    "The strategists' variant": sheet(strategists),
    "Playing by ear": sheet(by_ear),
}
