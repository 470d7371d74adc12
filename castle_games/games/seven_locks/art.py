"""Seven Locks pictures, drawn with pygame once and cached: towers, pearls, keys, the
keymaster, coats of arms, collection boxes, the pearl bin and the die faces.

Shapes are drawn at twice their size and smooth-scaled down (soft edges), then only
blitted. Towers are told apart by the picture on their flag, shown big on their plaque
too (star, moon, heart ...; "the moon tower"), never by a number or colour alone: the keys are the coloured things here, and a
red tower must not look as if it belonged to the red key.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from castle_games.core.languages import _, pgettext
from castle_games.games.seven_locks.layout import KEYMASTER_H, TOWER_H, TOWER_W
from castle_games.games.seven_locks.rules import KEY_COLOURS, fall_depth_mm
from castle_games.games.seven_locks.story import TOWER_SIGNS
from castle_games.ui import theme
from castle_games.ui.draw import lighten, ready

SS = 2
Colour = tuple[int, int, int]

KEY_RGB: dict[str, Colour] = {
    "red": (222, 56, 52), "orange": (244, 140, 32), "yellow": (246, 206, 40),
    "green": (60, 170, 72), "turquoise": (40, 190, 190), "blue": (48, 104, 214),
    "violet": (138, 78, 196), "pink": (240, 120, 180),
}
TOWER_STONE = (206, 196, 182)
TOWER_STONE_DARK = (150, 138, 124)
ROOF = (78, 96, 150)
ROOF_DARK = (52, 64, 108)
DOOR = (120, 74, 40)
PEARL = (246, 244, 236)
PEARL_SHADE = (196, 192, 204)
OUTLINE = (48, 40, 36)
# TOWER_SIGNS: the flag picture of each tower (its name for a child: "the moon tower").
SIGN_RGB: dict[str, Colour] = {
    "star": (246, 196, 40), "moon": (170, 190, 230), "heart": (226, 70, 90),
    "sun": (246, 150, 40), "flower": (236, 130, 190), "diamond": (60, 190, 200),
    "bell": (210, 170, 70),
}


def key_rgb(key: int) -> Colour:
    return KEY_RGB[KEY_COLOURS[key - 1]]


def colour_word(key: int) -> str:
    """Key `key`'s colour, in the language in use."""
    # TRANSLATORS: the colour of a key of Seven Locks, said after the key ("key 3 (yellow)").
    return (pgettext("key colour", "red"), pgettext("key colour", "orange"),
            pgettext("key colour", "yellow"), pgettext("key colour", "green"),
            pgettext("key colour", "turquoise"), pgettext("key colour", "blue"),
            pgettext("key colour", "violet"), pgettext("key colour", "pink"))[key - 1]


def key_word(key: int) -> str:
    """'key 3 (yellow)', in the language in use."""
    return _("key {key} ({colour})").format(key=key, colour=colour_word(key))


def _smooth(big: pygame.Surface) -> pygame.Surface:
    w, h = big.get_size()
    return ready(pygame.transform.smoothscale(big, (max(1, w // SS), max(1, h // SS))))


# -- pearls ---------------------------------------------------------------------------
@lru_cache(maxsize=16)
def pearl(radius: int) -> pygame.Surface:
    """A shiny pearl: ivory with a soft shade below and a bright spot above left."""
    r = radius * SS * 2
    big = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
    c = (r + 2, r + 2)
    pygame.draw.circle(big, (90, 84, 100), c, r)
    pygame.draw.circle(big, PEARL_SHADE, c, r - SS)
    pygame.draw.circle(big, PEARL, (c[0] - r // 6, c[1] - r // 6), int(r * 0.78))
    pygame.draw.circle(big, (255, 255, 255), (c[0] - r // 3, c[1] - r // 3), max(2, r // 4))
    return ready(pygame.transform.smoothscale(big, (2 * radius + 2, 2 * radius + 2)))


# -- flag signs -----------------------------------------------------------------------
def sign_icon(surface: pygame.Surface, tower: int, centre: tuple[int, int], r: float) -> None:
    """Tower `tower`'s flag picture, small (an opened place keeps it)."""
    if 1 <= tower <= len(TOWER_SIGNS):
        _sign(surface, TOWER_SIGNS[tower - 1], centre[0], centre[1], r)


def _sign(surface: pygame.Surface, sign: str, cx: float, cy: float, r: float) -> None:
    """A small picture (radius r) on a flag or plaque."""
    colour = SIGN_RGB[sign]
    if sign == "star":
        pts = [(cx + r * math.cos(math.radians(-90 + 36 * i)) * (1 if i % 2 == 0 else 0.45),
                cy + r * math.sin(math.radians(-90 + 36 * i)) * (1 if i % 2 == 0 else 0.45))
               for i in range(10)]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, OUTLINE, pts, max(1, int(r / 7)))
    elif sign == "moon":
        pygame.draw.circle(surface, OUTLINE, (cx, cy), r + 1)
        pygame.draw.circle(surface, colour, (cx, cy), r - 1)
        pygame.draw.circle(surface, (255, 255, 255), (cx + r * 0.45, cy - r * 0.25), r * 0.8)
    elif sign == "heart":
        k = r * 0.55
        pts = [(cx - r, cy - k * 0.2), (cx, cy + r), (cx + r, cy - k * 0.2)]
        pygame.draw.circle(surface, colour, (cx - k * 0.85, cy - k * 0.45), k)
        pygame.draw.circle(surface, colour, (cx + k * 0.85, cy - k * 0.45), k)
        pygame.draw.polygon(surface, colour, pts)
    elif sign == "sun":
        for i in range(8):
            a = math.radians(45 * i)
            pygame.draw.line(surface, colour, (cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)),
                             max(2, int(r / 4)))
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.6)
        pygame.draw.circle(surface, OUTLINE, (cx, cy), r * 0.6, max(1, int(r / 8)))
    elif sign == "flower":
        for i in range(5):
            a = math.radians(72 * i - 90)
            pygame.draw.circle(surface, colour, (cx + r * 0.55 * math.cos(a),
                                                 cy + r * 0.55 * math.sin(a)), r * 0.45)
        pygame.draw.circle(surface, (250, 220, 80), (cx, cy), r * 0.35)
    elif sign == "diamond":
        pts = [(cx, cy - r), (cx + r * 0.75, cy), (cx, cy + r), (cx - r * 0.75, cy)]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, OUTLINE, pts, max(1, int(r / 7)))
    else:  # bell
        pts = [(cx - r * 0.8, cy + r * 0.6), (cx - r * 0.55, cy - r * 0.5), (cx, cy - r * 0.85),
               (cx + r * 0.55, cy - r * 0.5), (cx + r * 0.8, cy + r * 0.6)]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, OUTLINE, pts, max(1, int(r / 7)))
        pygame.draw.circle(surface, OUTLINE, (cx, cy + r * 0.75), r * 0.22)


# -- towers ---------------------------------------------------------------------------
@lru_cache(maxsize=32)
def tower(number: int, scale: float, lifted: bool = False) -> pygame.Surface:
    """A friendly castle tower: stone body with battlements, a pointed slate roof with a
    flag, an arched portal under a balcony, and a big round plaque with its number.

    The picture's bottom edge is the tower's foot; it is TOWER_W+16 by TOWER_H+30 (scaled).
    """
    w, h = int(TOWER_W * scale), int(TOWER_H * scale)
    W, H = (w + 16) * SS, (h + 30) * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    bw = w * SS
    x0 = (W - bw) // 2
    body_top = int(H * 0.42)
    foot = H - 6 * SS
    line = max(2, int(2.2 * SS * scale))
    # Body with a light left and a shaded right half: it looks round.
    body = pygame.Rect(x0, body_top, bw, foot - body_top)
    pygame.draw.rect(big, OUTLINE, body.inflate(2 * line, 2 * line), border_radius=6 * SS)
    pygame.draw.rect(big, TOWER_STONE, body, border_radius=5 * SS)
    pygame.draw.rect(big, lighten(TOWER_STONE, -0.12),
                     (body.centerx + bw // 5, body.y, bw - bw // 2 - bw // 5, body.h),
                     border_bottom_right_radius=5 * SS)
    # A few bricks.
    brick_h = int(13 * SS * scale)
    for row, y in enumerate(range(body.y + brick_h, foot - brick_h, brick_h)):
        pygame.draw.line(big, TOWER_STONE_DARK, (body.x + 3, y), (body.right - 4, y), SS)
        off = (row % 2) * bw // 6
        for x in range(body.x + bw // 6 + off, body.right - 6, bw // 3):
            pygame.draw.line(big, TOWER_STONE_DARK, (x, y), (x, y + brick_h), SS)
    # Battlements.
    crown_y = body_top - int(12 * SS * scale)
    pygame.draw.rect(big, OUTLINE, (x0 - line - SS * 3, crown_y + SS * 8 - line,
                                    bw + 2 * line + SS * 6, body_top - crown_y + line))
    pygame.draw.rect(big, TOWER_STONE, (x0 - SS * 3, crown_y + SS * 8, bw + SS * 6,
                                        body_top - crown_y - SS * 8 + line))
    for i in range(0, 5, 2):
        mx = x0 - SS * 3 + i * (bw + SS * 6) // 5
        rect = pygame.Rect(mx, crown_y, (bw + SS * 6) // 5, SS * 10)
        pygame.draw.rect(big, OUTLINE, rect.inflate(2 * line, 2 * line))
        pygame.draw.rect(big, TOWER_STONE, rect)
    # Roof: a pointed cone with a flag on its tip.
    tip = (W // 2, int(H * 0.08))
    roof = [(x0 - SS * 6, crown_y + SS * 2), tip, (x0 + bw + SS * 6, crown_y + SS * 2)]
    pygame.draw.polygon(big, ROOF, roof)
    pygame.draw.polygon(big, ROOF_DARK, [tip, (W // 2 + bw // 6, crown_y + SS * 2),
                                         (x0 + bw + SS * 6, crown_y + SS * 2)])
    pygame.draw.polygon(big, OUTLINE, roof, line)
    for k in (0.35, 0.65):  # roof tiles
        y = tip[1] + (crown_y - tip[1]) * k
        half = (bw // 2 + SS * 6) * k
        pygame.draw.line(big, ROOF_DARK, (W // 2 - half, y), (W // 2 + half, y), SS)
    # The set-aside tower (number 8) belongs to no place: its flag shows a question mark.
    sign = TOWER_SIGNS[number - 1] if 1 <= number <= len(TOWER_SIGNS) else None
    pole_top = (tip[0], tip[1] - int(6 * SS * scale))
    pygame.draw.line(big, OUTLINE, tip, (pole_top[0], max(0, pole_top[1] - SS * 10)), SS * 2)
    flag = pygame.Rect(tip[0] + SS, max(0, pole_top[1] - SS * 10), int(30 * SS * scale),
                       int(22 * SS * scale))
    pygame.draw.rect(big, (250, 248, 240), flag, border_radius=SS * 3)
    pygame.draw.rect(big, OUTLINE, flag, SS * 2, border_radius=SS * 3)
    if sign is not None:
        _sign(big, sign, flag.centerx, flag.centery, flag.h * 0.36)
    else:
        mark = theme.font(int(flag.h * 0.9), True).render("?", True, OUTLINE)
        big.blit(mark, mark.get_rect(center=flag.center))
    # Portal and balcony.
    door_w, door_h = bw * 0.36, (foot - body_top) * 0.30
    door = pygame.Rect(0, 0, int(door_w), int(door_h))
    door.midbottom = (W // 2, foot)
    pygame.draw.rect(big, OUTLINE, door.inflate(line * 2, line * 2),
                     border_top_left_radius=door.w, border_top_right_radius=door.w)
    pygame.draw.rect(big, DOOR, door, border_top_left_radius=door.w // 2,
                     border_top_right_radius=door.w // 2)
    pygame.draw.line(big, lighten(DOOR, -0.3), (door.centerx, door.y + SS * 4),
                     (door.centerx, door.bottom), SS)
    ledge = pygame.Rect(x0 - SS * 5, door.y - SS * 9, bw + SS * 10, SS * 7)
    pygame.draw.rect(big, OUTLINE, ledge.inflate(line, line), border_radius=SS * 2)
    pygame.draw.rect(big, lighten(TOWER_STONE, 0.2), ledge, border_radius=SS * 2)
    # The number plaque.
    r = int(min(bw * 0.33, (ledge.y - body_top) * 0.42))
    centre = (W // 2, int(body_top + (ledge.y - body_top) * 0.5))
    pygame.draw.circle(big, OUTLINE, centre, r + line)
    pygame.draw.circle(big, (255, 252, 240), centre, r)
    pygame.draw.circle(big, ROOF, centre, r, max(SS * 2, r // 7))
    # The plaque shows the flag's picture big: the tower's name ("the moon tower"). Towers
    # carry no numbers, so that none is read as the key of the same number.
    if sign is not None:
        _sign(big, sign, centre[0], centre[1], r * 0.62)
    if lifted:  # the inside shows dark under a lifted tower
        pygame.draw.rect(big, (20, 16, 20), (x0, foot - SS * 4, bw, SS * 4))
    return _smooth(big)


@lru_cache(maxsize=32)
def halo(number: int, scale: float, colour: Colour, width: int = 4) -> pygame.Surface:
    """An outline around a tower's silhouette (legal targets glow in it)."""
    image = tower(number, scale)
    mask = pygame.mask.from_surface(image, 100)
    shape = mask.to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface((image.get_width() + 2 * width, image.get_height() + 2 * width),
                         pygame.SRCALPHA)
    for dx in range(-width, width + 1, 2):
        for dy in range(-width, width + 1, 2):
            if dx * dx + dy * dy <= width * width + 1:
                out.blit(shape, (width + dx, width + dy))
    return ready(out)


@lru_cache(maxsize=8)
def set_aside_tower(scale: float, revealed: int = 0) -> pygame.Surface:
    """The 8th tower, out of the game: greyed, with a question mark (or, at the end, the
    number of the chamber it hid)."""
    base = tower(8, scale).copy()
    grey = pygame.Surface(base.get_size(), pygame.SRCALPHA)
    grey.fill((120, 120, 130, 0))
    veil = base.copy()
    veil.fill((90, 90, 110, 120), special_flags=pygame.BLEND_RGBA_MULT)
    base.blit(veil, (0, 0))
    w, h = base.get_size()
    r = int(w * 0.26)
    centre = (w // 2, int(h * 0.6))
    pygame.draw.circle(base, OUTLINE, centre, r + 3)
    pygame.draw.circle(base, (255, 250, 236), centre, r)
    label = "?" if not revealed else str(revealed)
    image = theme.font(int(r * 1.8), True).render(label, True, OUTLINE)
    base.blit(image, image.get_rect(center=(centre[0], centre[1] + 2)))
    return ready(base)


# -- keys -----------------------------------------------------------------------------
@lru_cache(maxsize=48)
def key(number: int, scale: float, shaded: bool = False) -> pygame.Surface:
    """Key `number` standing upright: a round coloured bow with its number, the notch just
    below the bow, then a shaft as long as the key reaches (fall depth of its chamber).

    The notch's top edge is at `key_notch_y(scale)` from the image top.
    """
    colour = key_rgb(number)
    if shaded:
        colour = lighten(colour, -0.45)
    shaft = int(fall_depth_mm(number) * scale)
    bow_r = 15
    notch_y = key_notch_y()
    W, H = 48 * SS, (notch_y + shaft + 8) * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    cx = 18 * SS
    metal = lighten(colour, 0.15)
    # Shaft with a rounded tip, then the notch tooth sticking out to the right.
    pygame.draw.rect(big, OUTLINE, (cx - 5 * SS, bow_r * SS, 10 * SS, H - bow_r * SS - SS),
                     border_radius=4 * SS)
    pygame.draw.rect(big, metal, (cx - 3 * SS, bow_r * SS, 6 * SS, H - bow_r * SS - 3 * SS),
                     border_radius=3 * SS)
    tooth = pygame.Rect(cx + 3 * SS, notch_y * SS, 14 * SS, 9 * SS)
    pygame.draw.rect(big, OUTLINE, tooth.inflate(4 * SS, 4 * SS), border_radius=2 * SS)
    pygame.draw.rect(big, metal, tooth, border_radius=SS)
    pygame.draw.rect(big, metal, (cx - 3 * SS, tooth.y - SS, 8 * SS, tooth.h + 2 * SS))
    # The bow: a disc with the number, and a little hole for a ring.
    pygame.draw.circle(big, OUTLINE, (cx, bow_r * SS), (bow_r + 2) * SS)
    pygame.draw.circle(big, colour, (cx, bow_r * SS), bow_r * SS)
    pygame.draw.circle(big, lighten(colour, 0.35), (cx - 5 * SS, (bow_r - 5) * SS), 4 * SS)
    ink = OUTLINE if sum(colour) > 520 else (255, 255, 255)
    num = theme.font(22 * SS, True).render(str(number), True, ink)
    big.blit(num, num.get_rect(center=(cx, bow_r * SS + SS)))
    return _smooth(big)


@lru_cache(maxsize=16)
def key_ghost(number: int, scale: float) -> pygame.Surface:
    """The faint outline left in the key board where a key is missing."""
    ghost = key(number, scale, shaded=True).copy()
    ghost.set_alpha(60)
    return ghost


@lru_cache(maxsize=8)
def key_icon(number: int) -> pygame.Surface:
    """A small key (half size) for an opened tower's place."""
    image = key(number, 0.35)
    w, h = image.get_size()
    return ready(pygame.transform.smoothscale(image, (w // 2, h // 2)))


@lru_cache(maxsize=8)
def key_bow(number: int) -> pygame.Surface:
    """Just a key's round bow with its number (buttons, captions)."""
    image = key(number, 0.1)
    return image.subsurface((0, 0, image.get_width(), 33)).copy()


def key_notch_y() -> int:
    """Pixels from a key picture's top to its notch (the same for every key)."""
    return 34


def key_centre_x() -> int:
    """Pixels from a key picture's left edge to its shaft."""
    return 18


# -- the keymaster --------------------------------------------------------------------
@lru_cache(maxsize=16)
def keymaster(frame: int = 0, facing_left: bool = False) -> pygame.Surface:
    """The keymaster: a friendly old man with a white beard, a blue cap and a red robe,
    a big golden key on his belt. `frame` 0 stands; 1..3 are walking steps."""
    W, H = 64 * SS, KEYMASTER_H * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    cx = W // 2
    o = OUTLINE
    swing = (0, 4, 0, -4)[frame % 4] * SS
    # Shadow and legs.
    pygame.draw.ellipse(big, (0, 0, 0, 70), (cx - 22 * SS, H - 8 * SS, 44 * SS, 8 * SS))
    for side, s in ((-1, swing), (1, -swing)):
        leg = pygame.Rect(0, 0, 9 * SS, 14 * SS)
        leg.midbottom = (cx + side * 7 * SS + s, H - 3 * SS)
        pygame.draw.rect(big, o, leg.inflate(2 * SS, 2 * SS), border_radius=3 * SS)
        pygame.draw.rect(big, (70, 50, 40), leg, border_radius=3 * SS)
    # Robe.
    robe = [(cx - 22 * SS, H - 14 * SS), (cx - 12 * SS, 34 * SS), (cx + 12 * SS, 34 * SS),
            (cx + 22 * SS, H - 14 * SS)]
    pygame.draw.polygon(big, o, robe, 0)
    inner = [(x + (SS * 2 if x < cx else -SS * 2), y - (SS * 2 if y > 40 * SS else -SS * 2))
             for x, y in robe]
    pygame.draw.polygon(big, (190, 52, 60), inner)
    pygame.draw.line(big, theme.GOLD, (cx, 38 * SS), (cx, H - 16 * SS), 2 * SS)
    pygame.draw.rect(big, theme.GOLD_DARK, (cx - 17 * SS, 52 * SS, 34 * SS, 5 * SS),
                     border_radius=2 * SS)
    # The big key on his belt.
    pygame.draw.circle(big, o, (cx + 12 * SS, 60 * SS), 6 * SS)
    pygame.draw.circle(big, theme.GOLD, (cx + 12 * SS, 60 * SS), 4 * SS)
    pygame.draw.line(big, theme.GOLD, (cx + 12 * SS, 64 * SS), (cx + 12 * SS, 74 * SS), 3 * SS)
    pygame.draw.line(big, theme.GOLD, (cx + 12 * SS, 72 * SS), (cx + 17 * SS, 72 * SS), 3 * SS)
    # Arms.
    for side in (-1, 1):
        pygame.draw.line(big, o, (cx + side * 11 * SS, 38 * SS),
                         (cx + side * 19 * SS, 52 * SS - swing * side // 2), 8 * SS)
        pygame.draw.line(big, (170, 44, 52), (cx + side * 11 * SS, 38 * SS),
                         (cx + side * 19 * SS, 52 * SS - swing * side // 2), 5 * SS)
        pygame.draw.circle(big, (250, 214, 180), (cx + side * 19 * SS,
                                                   53 * SS - swing * side // 2), 3 * SS)
    # Head, beard, cap.
    head = (cx, 22 * SS)
    pygame.draw.circle(big, o, head, 13 * SS)
    pygame.draw.circle(big, (250, 214, 180), head, 11 * SS)
    pygame.draw.ellipse(big, o, (cx - 11 * SS, 22 * SS, 22 * SS, 20 * SS))
    pygame.draw.ellipse(big, (250, 250, 250), (cx - 9 * SS, 23 * SS, 18 * SS, 17 * SS))
    pygame.draw.circle(big, (250, 214, 180), (cx, 25 * SS), 4 * SS)
    for side in (-1, 1):
        pygame.draw.circle(big, o, (cx + side * 5 * SS, 19 * SS), int(1.8 * SS))
        pygame.draw.circle(big, (240, 150, 150), (cx + side * 8 * SS, 24 * SS), 2 * SS)
    cap = pygame.Rect(cx - 14 * SS, 5 * SS, 28 * SS, 14 * SS)
    pygame.draw.ellipse(big, o, cap.inflate(4 * SS, 4 * SS))
    pygame.draw.ellipse(big, (50, 70, 150), cap)
    pygame.draw.rect(big, (50, 70, 150), (cx - 14 * SS, 12 * SS, 28 * SS, 4 * SS))
    pygame.draw.line(big, theme.GOLD, (cx - 14 * SS, 15 * SS), (cx + 14 * SS, 15 * SS), 2 * SS)
    pygame.draw.line(big, (250, 250, 250), (cx + 8 * SS, 8 * SS), (cx + 20 * SS, 0), 3 * SS)
    image = _smooth(big)
    return pygame.transform.flip(image, True, False) if facing_left else image


# -- coats of arms, boxes, bin --------------------------------------------------------
@lru_cache(maxsize=32)
def shield(rgb: Colour, letter: str, size: int = 36, used: bool = False) -> pygame.Surface:
    """A coat of arms in a player's colour with their initial; a used one is a faint
    dashed outline (gone for the rest of the game)."""
    W, H = size * SS, int(size * 1.15) * SS
    big = pygame.Surface((W + 4 * SS, H + 4 * SS), pygame.SRCALPHA)
    m = 2 * SS
    pts = [(m, m), (W + m, m), (W + m, int(H * 0.5) + m), (W // 2 + m, H + m),
           (m, int(H * 0.5) + m)]
    if used:
        for a, b in zip(pts, pts[1:] + pts[:1]):
            steps = max(1, int(math.dist(a, b) // (6 * SS)))
            for i in range(0, steps, 2):
                p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
                q = (a[0] + (b[0] - a[0]) * (i + 1) / steps, a[1] + (b[1] - a[1]) * (i + 1) / steps)
                pygame.draw.line(big, (150, 140, 130), p, q, 2 * SS)
        return _smooth(big)
    pygame.draw.polygon(big, rgb, pts)
    pygame.draw.polygon(big, (255, 255, 255), pts, 3 * SS)
    pygame.draw.polygon(big, OUTLINE, pts, SS)
    ink = OUTLINE if sum(rgb) > 560 else (255, 255, 255)
    image = theme.font(int(size * 0.8) * SS, True).render(letter, True, ink)
    big.blit(image, image.get_rect(center=(W // 2 + m, int(H * 0.42) + m)))
    return _smooth(big)


@lru_cache(maxsize=8)
def box(rgb: Colour, w: int = 78, h: int = 50) -> pygame.Surface:
    """A player's collection box: wooden, with their colour on the front."""
    W, H = w * SS, h * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    front = [(0, 10 * SS), (W, 10 * SS), (W - 6 * SS, H), (6 * SS, H)]
    pygame.draw.polygon(big, theme.WOOD_DARK, [(4 * SS, 0), (W - 4 * SS, 0), (W, 10 * SS),
                                               (0, 10 * SS)])
    pygame.draw.polygon(big, (60, 40, 30), [(8 * SS, 2 * SS), (W - 8 * SS, 2 * SS),
                                            (W - 4 * SS, 9 * SS), (4 * SS, 9 * SS)])
    pygame.draw.polygon(big, theme.WOOD, front)
    pygame.draw.polygon(big, OUTLINE, front, 2 * SS)
    band = pygame.Rect(0, 0, W // 2, 12 * SS)
    band.center = (W // 2, 30 * SS)
    pygame.draw.rect(big, rgb, band, border_radius=4 * SS)
    pygame.draw.rect(big, OUTLINE, band, SS, border_radius=4 * SS)
    return _smooth(big)


def heap_points(count: int, width: int, r: int, seed: int = 7) -> list[tuple[int, int]]:
    """Where `count` pearls lie in a heap `width` wide (bottom row first): the same
    arrangement every time for the same count, so the heap grows and shrinks calmly."""
    out: list[tuple[int, int]] = []
    per_row = max(1, width // (2 * r))
    row = 0
    while len(out) < count:
        n = max(1, per_row - row)
        for i in range(n):
            if len(out) >= count:
                break
            x = (i - (n - 1) / 2) * 2 * r + (r if row % 2 else 0) * 0
            jitter = ((i * 7 + row * 13 + seed) % 5) - 2
            out.append((int(x + jitter), -row * int(r * 1.6)))
        row += 1
    return out


@lru_cache(maxsize=96)
def bin_image(count: int) -> pygame.Surface:
    """The pearl bin: a wooden trough with its heap of pearls (drawn pearl by pearl)."""
    W, H = 190, 96
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.ellipse(s, (0, 0, 0, 60), (6, H - 26, W - 12, 24))
    back = pygame.Rect(10, 30, W - 20, 34)
    pygame.draw.rect(s, theme.WOOD_DARK, back, border_radius=10)
    p = pearl(5)
    for x, y in heap_points(count, W - 44, 5):
        s.blit(p, (W // 2 + x - 6, 52 + y - 6))
    front = [(4, 46), (W - 4, 46), (W - 18, H - 8), (18, H - 8)]
    pygame.draw.polygon(s, theme.WOOD, front)
    pygame.draw.polygon(s, OUTLINE, front, 3)
    for x in (W // 3, 2 * W // 3):
        pygame.draw.line(s, theme.WOOD_DARK, (x, 50), (x - (x - W // 2) // 8, H - 12), 2)
    return ready(s)


# -- the die --------------------------------------------------------------------------
def _footprint(surface: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """A little boot print: a sole and a heel, toes up."""
    ink = (86, 60, 44)
    pygame.draw.ellipse(surface, ink, (cx - r * 0.5, cy - r * 0.75, r * 1.0, r * 1.15))
    pygame.draw.ellipse(surface, ink, (cx - r * 0.4, cy + r * 0.5, r * 0.8, r * 0.62))
    for i, (dx, dy) in enumerate(((-0.45, -1.0), (-0.1, -1.2), (0.25, -1.12), (0.52, -0.9))):
        pygame.draw.circle(surface, ink, (cx + dx * r, cy + dy * r), r * (0.24 - 0.03 * i))


@lru_cache(maxsize=16)
def die_face(pearls: int, size: int) -> pygame.Surface:
    """A face of the Seven Locks die: N pearls on top (pearls to throw) and 4-N footprints
    below (steps for the keymaster), instead of pips."""
    steps = 4 - pearls
    S = size * 4
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.rect(big, (200, 186, 160), big.get_rect(), border_radius=S // 6)
    pygame.draw.rect(big, (252, 246, 230), big.get_rect().inflate(-S // 14, -S // 14),
                     border_radius=S // 7)
    pygame.draw.line(big, (214, 200, 176), (S * 0.12, S * 0.5), (S * 0.88, S * 0.5), S // 40 + 1)
    r = S * 0.11
    for i in range(pearls):
        x = S * (0.5 + (i - (pearls - 1) / 2) * 0.27)
        pygame.draw.circle(big, (70, 64, 84), (x, S * 0.27), r + S * 0.025)
        pygame.draw.circle(big, (214, 212, 226), (x, S * 0.27), r)
        pygame.draw.circle(big, (244, 242, 250), (x - r * 0.15, S * 0.27 - r * 0.15), r * 0.75)
        pygame.draw.circle(big, (255, 255, 255), (x - r * 0.35, S * 0.27 - r * 0.35), r * 0.35)
    for i in range(steps):
        x = S * (0.5 + (i - (steps - 1) / 2) * 0.26)
        _footprint(big, x, S * 0.74 + (S * 0.03 if i % 2 else -S * 0.02), S * 0.11)
    return ready(pygame.transform.smoothscale(big, (size, size)))


@lru_cache(maxsize=8)
def _icon(kind: str, size: int) -> pygame.Surface:
    big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
    _footprint(big, size * 2, size * 1.8, size * 1.5)
    return ready(pygame.transform.smoothscale(big, (size, size)))
