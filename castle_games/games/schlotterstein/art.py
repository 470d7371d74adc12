"""Schlotterstein's pictures, drawn by code: the 20 residents, their cards, the ghost cards.

The only module of this game that imports pygame. Residents are drawn from the recipes in
`portraits.py` with a `Pen`: bold outlines, supersampled 4x and smoothed down, so they
stay crisp at 40 pixels. A ghost card is a little castle room (wall, floor, shelves,
furniture) with its 12 residents placed where `deck.py` says, back to front, so that the
ones meant to be partly hidden really peek out from behind a sofa, a barrel or somebody.
Every image is cached by its size (a resident card also by the language its name is in).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from castle_games.core import languages
from castle_games.games.schlotterstein import deck as deck_mod
from castle_games.games.schlotterstein.deck import CARD_H, CARD_W, FLOOR_Y, Figure, GhostCard
from castle_games.games.schlotterstein.portrait_parts import INK
from castle_games.games.schlotterstein.portraits import RECIPES
from castle_games.games.schlotterstein.residents import called, resident
from castle_games.ui.draw import sized_cache

Colour = tuple[int, int, int]
SUPERSAMPLE = 4


class Pen:
    """Draws shapes in design units onto a surface; every filled shape gets an ink outline.

    The outline is drawn first and a little larger, then the fill on top, so outlines stay
    bold and even around circles, ellipses, polygons and strokes alike.
    """

    def __init__(self, surface: pygame.Surface, ox: float, oy: float, scale: float,
                 outline: float) -> None:
        self.surface = surface
        self.ox, self.oy, self.s = ox, oy, scale
        self.ol = outline  # outline thickness in design units

    def pt(self, x: float, y: float) -> tuple[float, float]:
        return (self.ox + x * self.s, self.oy + y * self.s)

    def circle(self, x: float, y: float, r: float, colour: Colour, outline: bool = True) -> None:
        c = self.pt(x, y)
        if outline:
            pygame.draw.circle(self.surface, INK, c, (r + self.ol) * self.s)
        pygame.draw.circle(self.surface, colour, c, max(0.5, r * self.s))

    def dot(self, x: float, y: float, r: float, colour: Colour) -> None:
        self.circle(x, y, r, colour, outline=False)

    def ellipse(self, x: float, y: float, rx: float, ry: float, colour: Colour,
                outline: bool = True) -> None:
        if outline:
            o = self.ol
            pygame.draw.ellipse(self.surface, INK, self.box(x - rx - o, y - ry - o,
                                                              2 * (rx + o), 2 * (ry + o)))
        pygame.draw.ellipse(self.surface, colour, self.box(x - rx, y - ry, 2 * rx, 2 * ry))

    def rect(self, x: float, y: float, w: float, h: float, colour: Colour, radius: float = 0,
             outline: bool = True) -> None:
        if outline:
            o = self.ol
            pygame.draw.rect(self.surface, INK, self.box(x - o, y - o, w + 2 * o, h + 2 * o),
                             border_radius=round((radius + o) * self.s) if radius else 0)
        pygame.draw.rect(self.surface, colour, self.box(x, y, w, h),
                         border_radius=round(radius * self.s))

    def poly(self, points: Sequence[tuple[float, float]], colour: Colour,
             outline: bool = True) -> None:
        pts = [self.pt(x, y) for x, y in points]
        if outline:
            width = 2 * self.ol * self.s
            for a, b in zip(pts, pts[1:] + pts[:1]):
                _thick_line(self.surface, INK, a, b, width)
        pygame.draw.polygon(self.surface, colour, pts)

    def line(self, x1: float, y1: float, x2: float, y2: float, colour: Colour, w: float,
             outline: bool = True) -> None:
        a, b = self.pt(x1, y1), self.pt(x2, y2)
        if outline:
            _thick_line(self.surface, INK, a, b, (w + 2 * self.ol) * self.s)
        _thick_line(self.surface, colour, a, b, w * self.s)

    def stroke(self, points: Sequence[tuple[float, float]], colour: Colour, w: float) -> None:
        pts = [self.pt(x, y) for x, y in points]
        for a, b in zip(pts, pts[1:]):
            _thick_line(self.surface, INK, a, b, (w + 2 * self.ol) * self.s)
        for a, b in zip(pts, pts[1:]):
            _thick_line(self.surface, colour, a, b, w * self.s)

    def arc(self, cx: float, cy: float, rx: float, ry: float, colour: Colour, w: float) -> None:
        """The lower half of an ellipse: a smile."""
        pts = [self.pt(cx + rx * math.cos(a), cy + ry * math.sin(a))
               for a in (math.pi * (0.1 + 0.8 * k / 10) for k in range(11))]
        for a, b in zip(pts, pts[1:]):
            _thick_line(self.surface, colour, a, b, w * self.s)

    def box(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        x0, y0 = self.pt(x, y)
        return pygame.Rect(round(x0), round(y0), max(1, round(w * self.s)),
                           max(1, round(h * self.s)))


def _thick_line(surface: pygame.Surface, colour: Colour, a: tuple[float, float],
                b: tuple[float, float], width: float) -> None:
    """A line with round caps: a quad plus two discs (pygame's wide lines have notches)."""
    r = max(0.5, width / 2)
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length > 1e-6:
        nx, ny = -dy / length * r, dx / length * r
        pygame.draw.polygon(surface, colour, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                                              (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])
    pygame.draw.circle(surface, colour, a, r)
    pygame.draw.circle(surface, colour, b, r)


def _darker(c: Colour, f: float = 0.7) -> Colour:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def _lighter(c: Colour, f: float = 0.5) -> Colour:
    return tuple(int(v + (255 - v) * f) for v in c)  # type: ignore[return-value]


# -- residents --------------------------------------------------------------------------------
def outline_px(height: float) -> float:
    """Outline thickness in screen pixels for a figure this tall: bolder when small."""
    return min(4.0, max(1.4, height * 0.03))


# By bytes (4 MB): the figures are drawn into each card as it is made; 768 of them by count
# held 15 MB after a dozen cards.
@sized_cache(4 * 2**20)
def resident_image(name_or_key: str, height: int, outline: float | None = None) -> pygame.Surface:
    """The resident alone on a transparent surface `height` pixels tall (feet at the bottom)."""
    r = resident(name_or_key)
    height = max(8, int(height))
    width = max(4, round(height * r.aspect))
    ss = SUPERSAMPLE if height <= 260 else 2
    ol_units = (outline if outline is not None else outline_px(height)) / (height / 100)
    pad = ol_units + 0.6
    big = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
    scale = height * ss / (100 + 2 * pad)
    pen = Pen(big, pad * scale + (width * ss - (100 * r.aspect + 2 * pad) * scale) / 2,
              pad * scale, scale, ol_units)
    RECIPES[r.key](pen, 100 * r.aspect)
    return pygame.transform.smoothscale(big, (width, height))


def draw_resident(surface: pygame.Surface, name_or_key: str, rect: pygame.Rect | Sequence[int],
                  *, alpha: int = 255) -> pygame.Rect:
    """Draw a resident as large as fits in `rect`, centred, standing on its bottom edge."""
    rect = pygame.Rect(rect)
    r = resident(name_or_key)
    h = min(rect.h, int(rect.w / r.aspect))
    image = resident_image(r.key, h)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    at = image.get_rect(midbottom=rect.midbottom)
    surface.blit(image, at)
    return at


# -- resident cards (the 20 that lie around the pile) -----------------------------------------
NAME_INK = (40, 30, 28)


def name_label(width: int, height: int) -> tuple[int, bool] | None:
    """(size, bold) of the given name on resident cards of this size, or None: the card is
    too narrow for every given name at the readable floor and shows the picture alone. One
    size for all 20 cards, the largest (bold if it fits) from which "Zacharias" fits as
    well as "Leo", never below `theme.FLOOR`. The portrait says what they are (the knight,
    the owl), so the role word is not written: one word a child can read, big. The names
    are those of the language in use."""
    return _name_label(width, height, languages.current())


def _label_room(width: int) -> int:
    """How wide a line may be on a card `width` pixels wide (inside its border)."""
    return width - 2 * _border(width) - 4


def _border(width: int) -> int:
    return max(2, width // 28)


@lru_cache(maxsize=16)
def _name_label(width: int, height: int, language: str) -> tuple[int, bool] | None:
    from castle_games.games.schlotterstein.residents import RESIDENTS
    from castle_games.ui import theme

    names = [called(r.key).partition(" ")[2] or called(r.key) for r in RESIDENTS]
    largest = max(theme.FLOOR, int(height * 0.19))
    for bold in (True, False):
        for size in range(largest, theme.FLOOR - 1, -1):
            if all(theme.text_size(n, size, bold)[0] <= _label_room(width) for n in names):
                return size, bold
    return None


def given_name(name_or_key: str) -> str:
    """The name a card shows: "Zacharias" of "Zauberer Zacharias" (the role is the picture)."""
    role, _, given = called(resident(name_or_key).key).partition(" ")
    return given or role


def resident_card_image(name_or_key: str, width: int, height: int) -> pygame.Surface:
    """A resident card `width` x `height`: portrait and given name, the name in the language
    in use (kept per language: switching back finds the cards still made)."""
    return _resident_card_image(resident(name_or_key).key, width, height, languages.current())


@lru_cache(maxsize=128)
def _resident_card_image(key: str, width: int, height: int, language: str) -> pygame.Surface:
    from castle_games.ui import theme  # only the card's name label needs the font

    r = resident(key)
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(4, width // 10)
    border = _border(width)
    pygame.draw.rect(card, _darker(r.colour, 0.55), card.get_rect(), border_radius=radius)
    inner = card.get_rect().inflate(-2 * border, -2 * border)
    pygame.draw.rect(card, (250, 240, 214), inner, border_radius=max(2, radius - border))
    label = name_label(width, height)
    words = theme.render_text(given_name(key), *label, NAME_INK) if label else None
    label_h = words.get_height() - 2 if words else 0
    art_box = pygame.Rect(inner.x + 2, inner.y + 3, inner.w - 4, inner.h - label_h - 4)
    pygame.draw.ellipse(card, _lighter(r.colour, 0.72),
                        art_box.inflate(-art_box.w // 8, -art_box.h // 6))
    draw_resident(card, r.key, art_box.inflate(-max(2, art_box.w // 12), -max(2, art_box.h // 14)))
    if words is not None:
        card.blit(words, words.get_rect(midbottom=(inner.centerx, inner.bottom + 1)))
    return card


def draw_resident_card(surface: pygame.Surface, name_or_key: str,
                       rect: pygame.Rect | Sequence[int], *, dim: bool = False,
                       highlight: Colour | None = None) -> pygame.Rect:
    """A resident card: portrait and name. `dim` greys it (already scared this round)."""
    rect = pygame.Rect(rect)
    image = resident_card_image(name_or_key, rect.w, rect.h)
    if dim:
        image = image.copy()
        image.fill((90, 90, 90, 0), special_flags=pygame.BLEND_RGBA_SUB)
        image.set_alpha(150)
    surface.blit(image, rect)
    _note_label(surface, name_or_key, rect)
    if highlight is not None:
        pygame.draw.rect(surface, highlight, rect.inflate(6, 6), width=3,
                         border_radius=max(4, rect.w // 10) + 3)
    return rect


def _note_label(surface: pygame.Surface, name_or_key: str, rect: pygame.Rect) -> None:
    """Tell the layout check the card's name and its size (it is baked into the card's
    picture, which the check does not read)."""
    from castle_games.ui import theme

    label = name_label(rect.w, rect.h)
    if label is None:
        return
    words = given_name(name_or_key)
    w, h = theme.text_size(words, *label)
    at = pygame.Rect(0, 0, min(w, _label_room(rect.w)), h)
    at.midbottom = (rect.centerx, rect.bottom - _border(rect.w) + 1)
    theme.noted(words, at, surface, rect, label[0])


# -- ghost cards -------------------------------------------------------------------------------
WALL = (206, 196, 178)
WALL_LINE = (184, 172, 152)
FLOOR = (176, 126, 82)
FLOOR_LINE = (146, 100, 62)
FRAME = (70, 46, 104)
FABRICS: tuple[Colour, ...] = ((178, 52, 74), (60, 120, 170), (70, 140, 90), (196, 140, 50),
                               (140, 80, 160))


def _room(pen: Pen, card: GhostCard) -> None:
    s = pen.surface
    pygame.draw.rect(s, WALL, pen.box(0, 0, CARD_W, FLOOR_Y))
    for row in range(6):
        y = row * 25
        pygame.draw.line(s, WALL_LINE, pen.pt(0, y), pen.pt(CARD_W, y), max(1, round(pen.s)))
        off = 0 if row % 2 else 25
        for x in range(off, int(CARD_W) + 50, 50):
            pygame.draw.line(s, WALL_LINE, pen.pt(x, y), pen.pt(x, y + 25), max(1, round(pen.s)))
    pygame.draw.rect(s, FLOOR, pen.box(0, FLOOR_Y, CARD_W, CARD_H - FLOOR_Y))
    for k in range(1, 7):
        y = FLOOR_Y + k * (CARD_H - FLOOR_Y) / 6.5
        pygame.draw.line(s, FLOOR_LINE, pen.pt(0, y), pen.pt(CARD_W, y), max(1, round(pen.s * 1.2)))
    pygame.draw.rect(s, (120, 84, 56), pen.box(0, FLOOR_Y - 3, CARD_W, 6))
    _decor(pen, card.decor, card.number)


def _decor(pen: Pen, decor: int, number: int) -> None:
    """Something on the back wall; muted so that the residents stand out."""
    x = 60 + (number * 37) % 260
    if decor in (0, 3):  # a window with the moon
        pen.rect(x, 28, 44, 60, (54, 64, 120), radius=18)
        pen.dot(x + 30, 46, 7, (250, 240, 180))
        pen.dot(x + 12, 66, 1.5, (250, 240, 180))
        pen.dot(x + 20, 40, 1.2, (250, 240, 180))
        pen.line(x + 22, 30, x + 22, 88, (120, 90, 60), 2, outline=False)
    elif decor in (1, 4):  # a painting of a hill and the sun
        pen.rect(x, 36, 56, 40, (200, 160, 60))
        pen.rect(x + 5, 41, 46, 30, (150, 200, 230), outline=False)
        pygame.draw.ellipse(pen.surface, (110, 170, 90), pen.box(x, 58, 56, 26))
        pen.dot(x + 40, 50, 5, (250, 210, 80))
    else:  # two torches
        for tx in (x, x + 70):
            pen.rect(tx - 3, 60, 6, 18, (110, 80, 50))
            pen.poly([(tx - 6, 60), (tx, 42), (tx + 6, 60)], (250, 150, 50))
            pen.poly([(tx - 3, 58), (tx, 49), (tx + 3, 58)], (252, 220, 90), outline=False)
    if number % 3 == 0:  # a banner
        bx = (x + 180) % 340 + 20
        pen.poly([(bx, 10), (bx + 26, 10), (bx + 26, 60), (bx + 13, 52), (bx, 60)],
                 FABRICS[number % len(FABRICS)])


def _ledge(pen: Pen, f: Figure) -> None:
    """A wall shelf under a resident standing high up (the bat simply flies)."""
    if f.bottom >= FLOOR_Y - 4 or resident(f.resident).key == "fledermaus":
        return
    x, y, w = f.x - 4, f.bottom - 2, f.w + 8
    pen.poly([(x + 8, y + 4), (x + 14, y + 4), (x + 11, y + 14)], (120, 84, 56))
    pen.poly([(x + w - 14, y + 4), (x + w - 8, y + 4), (x + w - 11, y + 14)], (120, 84, 56))
    pen.rect(x, y, w, 5, (156, 110, 70))


def _furniture(pen: Pen, u: deck_mod.Furniture, tint: Colour) -> None:
    x, y, w, h = u.box
    wood, wood_dark = (168, 112, 62), (118, 76, 42)
    if u.kind == "sofa":
        pen.rect(x + w * 0.08, y, w * 0.84, h * 0.62, tint, radius=h * 0.18)
        pen.rect(x + w * 0.1, y + h * 0.48, w * 0.8, h * 0.36, _lighter(tint, 0.2), radius=h * 0.08)
        pen.rect(x, y + h * 0.3, w * 0.15, h * 0.6, tint, radius=h * 0.08)
        pen.rect(x + w * 0.85, y + h * 0.3, w * 0.15, h * 0.6, tint, radius=h * 0.08)
        pen.rect(x + w * 0.06, y + h * 0.88, w * 0.06, h * 0.12, wood_dark)
        pen.rect(x + w * 0.88, y + h * 0.88, w * 0.06, h * 0.12, wood_dark)
    elif u.kind == "table":
        pen.poly([(x + w * 0.04, y), (x + w * 0.96, y), (x + w, y + h * 0.94), (x, y + h * 0.94)],
                 _lighter(tint, 0.55))
        for k in range(1, 5):
            xx = x + w * k / 5
            pen.line(xx, y + h * 0.2, xx, y + h * 0.92, _lighter(tint, 0.3), 1.2, outline=False)
        pen.rect(x, y + h * 0.92, w, h * 0.08, _lighter(tint, 0.55))
    elif u.kind == "barrel":
        pen.rect(x, y, w, h, wood, radius=w * 0.25)
        for k in (1, 2, 3):
            pen.line(x + w * k / 4, y + 2, x + w * k / 4, y + h - 2, wood_dark, 0.9, outline=False)
        pen.rect(x, y + h * 0.2, w, h * 0.07, (90, 90, 100), outline=False)
        pen.rect(x, y + h * 0.73, w, h * 0.07, (90, 90, 100), outline=False)
    elif u.kind == "chest":
        pen.rect(x, y + h * 0.35, w, h * 0.65, wood)
        pen.rect(x, y, w, h * 0.4, wood, radius=h * 0.18)
        for fx in (0.15, 0.8):
            pen.rect(x + w * fx, y, w * 0.05, h, (224, 180, 60), outline=False)
        pen.rect(x + w * 0.45, y + h * 0.3, w * 0.1, h * 0.18, (224, 180, 60))
    elif u.kind == "armchair":
        pen.rect(x + w * 0.12, y, w * 0.76, h * 0.7, tint, radius=w * 0.2)
        pen.rect(x + w * 0.12, y + h * 0.5, w * 0.76, h * 0.35, _lighter(tint, 0.2))
        pen.rect(x, y + h * 0.35, w * 0.18, h * 0.55, tint, radius=w * 0.06)
        pen.rect(x + w * 0.82, y + h * 0.35, w * 0.18, h * 0.55, tint, radius=w * 0.06)
        pen.rect(x + w * 0.1, y + h * 0.88, w * 0.08, h * 0.12, wood_dark)
        pen.rect(x + w * 0.82, y + h * 0.88, w * 0.08, h * 0.12, wood_dark)
    elif u.kind == "cauldron":
        pen.ellipse(x + w / 2, y + h * 0.58, w / 2, h * 0.42, (60, 58, 70))
        pen.ellipse(x + w / 2, y + h * 0.16, w * 0.48, h * 0.12, (80, 78, 92))
        pen.ellipse(x + w / 2, y + h * 0.16, w * 0.4, h * 0.07, (110, 200, 90), outline=False)
    elif u.kind == "plant":
        pen.poly([(x + w * 0.15, y + h * 0.55), (x + w * 0.85, y + h * 0.55), (x + w * 0.75, y + h),
                  (x + w * 0.25, y + h)], (200, 110, 70))
        green = (60, 150, 70)
        for lx, ly, rx, ry in ((0.3, 0.3, 0.28, 0.22), (0.7, 0.3, 0.28, 0.22), (0.5, 0.2, 0.25, 0.2),
                               (0.5, 0.45, 0.45, 0.15)):
            pen.ellipse(x + w * lx, y + h * ly, w * rx, h * ry, green)
    elif u.kind == "bench":
        pen.rect(x, y, w, h * 0.9, wood, radius=3)
        for k in (1, 2):
            pen.line(x + 2, y + h * k / 3, x + w - 2, y + h * k / 3, wood_dark, 1.0, outline=False)
        pen.rect(x + w * 0.05, y + h * 0.9, w * 0.08, h * 0.1, wood_dark)
        pen.rect(x + w * 0.87, y + h * 0.9, w * 0.08, h * 0.1, wood_dark)
    elif u.kind == deck_mod.CURTAIN:
        red = (168, 40, 60)
        pen.rect(x, y - 4, w, h + 8, red)
        for k in range(1, 4):
            xx = x + w * k / 4
            pen.line(xx, y, xx, y + h, _darker(red, 0.75), 2.2, outline=False)
        pen.rect(x - 2, y, w + 4, 12, (130, 30, 50))
        tx = x + w - 6 if x == 0 else x + 6
        pen.line(tx, 130, tx, 160, (230, 180, 60), 2.5)
        pen.circle(tx, 162, 4, (230, 180, 60))


# Bounded by bytes, not count (about three cards): a card at table size is 2-4 MB; up to
# 36 of them (kept by count, one game grew the process by ~100 MB).
@sized_cache(8 * 2**20)
def ghost_card_image(number: int, width: int) -> pygame.Surface:
    """Ghost card `number` as a picture `width` pixels wide (4:3), with a rounded frame.

    No number printed on the scene: in the corner it covered the face of whoever stands
    there (14 of the 36 cards have somebody in that corner)."""
    card = deck_mod.card(number)
    width = max(40, int(width))
    height = round(width * CARD_H / CARD_W)
    ss = 2
    big = pygame.Surface((width * ss, height * ss))
    k = width * ss / CARD_W
    frame = max(2.0, width * 0.012)
    pen = Pen(big, 0, 0, k, outline=max(1.2, width * 0.0035) * ss / k)
    _room(pen, card)
    for j, item in enumerate(deck_mod.layers(card)):
        if isinstance(item, Figure):
            _ledge(pen, item)
            h_px = max(6, round(item.h * k))
            image = resident_image(item.resident, h_px, outline_px(item.h * width / CARD_W) * ss)
            big.blit(image, image.get_rect(midbottom=(round((item.x + item.w / 2) * k),
                                                      round(item.bottom * k))))
        else:
            _furniture(pen, item, FABRICS[(card.number + j) % len(FABRICS)])
    image = pygame.transform.smoothscale(big, (width, height))
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    out.blit(image, (0, 0))
    radius = max(4, width // 30)
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(out, FRAME, out.get_rect(), width=round(frame), border_radius=radius)
    return out


def card_rect_in(rect: pygame.Rect | Sequence[int]) -> pygame.Rect:
    """The largest 4:3 card rect centred in `rect`."""
    rect = pygame.Rect(rect)
    w = min(rect.w, round(rect.h * CARD_W / CARD_H))
    h = round(w * CARD_H / CARD_W)
    return pygame.Rect(0, 0, w, h).move(rect.centerx - w // 2, rect.centery - h // 2)


def draw_ghost_card(surface: pygame.Surface, card: GhostCard | int,
                    rect: pygame.Rect | Sequence[int]) -> pygame.Rect:
    """Draw a ghost card's scene fitted (4:3) into `rect`; returns where it went."""
    number = card if isinstance(card, int) else card.number
    at = card_rect_in(rect)
    surface.blit(ghost_card_image(number, at.w), at)
    return at


@lru_cache(maxsize=16)
def card_back_image(width: int) -> pygame.Surface:
    """The back of a ghost card: a ghost path of stepping stones under the night sky."""
    height = round(width * CARD_H / CARD_W)
    ss = 2
    big = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
    k = width * ss / CARD_W
    pen = Pen(big, 0, 0, k, outline=max(1.0, width * 0.004) * ss / k)
    pen.rect(0, 0, CARD_W, CARD_H, (44, 40, 96), radius=14)
    for sx, sy in ((40, 40), (120, 70), (300, 30), (350, 110), (200, 50)):
        pen.dot(sx, sy, 2.2, (250, 240, 190))
    for k2 in range(6):
        pen.ellipse(40 + k2 * 64, 210 - 30 * math.sin(k2 * 0.9), 24, 12, (150, 140, 190))
    draw_ghost_on(pen, 200, 130, 50, (240, 240, 250))
    image = pygame.transform.smoothscale(big, (width, height))
    pygame.draw.rect(image, FRAME, image.get_rect(), width=max(2, width // 80),
                     border_radius=max(4, width // 30))
    return image


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect | Sequence[int]) -> pygame.Rect:
    at = card_rect_in(rect)
    surface.blit(card_back_image(at.w), at)
    return at


def draw_ghost_on(pen: Pen, cx: float, cy: float, size: float, colour: Colour) -> None:
    """A friendly sheet ghost centred at (cx, cy), `size` units tall, in a player's colour."""
    r = size * 0.36
    body = [(cx - r, cy)]
    for k in range(7):
        body.append((cx - r + k * 2 * r / 6, cy + size * 0.5 - (k % 2) * size * 0.1))
    body.append((cx + r, cy))
    pen.poly(body, colour)
    pen.circle(cx, cy - size * 0.02, r, colour)
    pen.poly(body, colour, outline=False)
    pen.dot(cx - r * 0.38, cy - r * 0.1, r * 0.18, INK)
    pen.dot(cx + r * 0.38, cy - r * 0.1, r * 0.18, INK)
    pen.ellipse(cx, cy + r * 0.45, r * 0.22, r * 0.28, INK, outline=False)


@lru_cache(maxsize=32)
def ghost_image(colour: Colour, height: int) -> pygame.Surface:
    """A player's ghost token, `height` pixels tall."""
    ss = SUPERSAMPLE
    width = round(height * 0.8)
    big = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
    s = height * ss / 100
    pen = Pen(big, (width * ss - 80 * s) / 2, 0, s, outline_px(height) / (height / 100))
    draw_ghost_on(pen, 40, 42, 96, _lighter(colour, 0.35))
    return pygame.transform.smoothscale(big, (width, height))


def draw_ghost(surface: pygame.Surface, colour: Colour, rect: pygame.Rect | Sequence[int]) -> None:
    rect = pygame.Rect(rect)
    image = ghost_image(tuple(colour), min(rect.h, int(rect.w / 0.8)))
    surface.blit(image, image.get_rect(midbottom=rect.midbottom))
