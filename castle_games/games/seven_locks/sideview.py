"""The side view: one tower cut open from the side, where each drop and each key try is
acted out, and where an opened tower is lifted off its treasure chamber.

The inside of a closed tower is dark. A pearl is seen going in at the top and vanishing
into the darkness a few pixels below the rim; how deep it falls is only heard. A key slides
in through the lock at the rim; only what stays above the rim is seen, and a sunk notch is
shown by a marker at its depth (the rules make that distance public), never by the
chamber. Only an opened tower shows its chamber. `SideView` draws from its own few fields,
which the animations set; it is never given the chamber of a closed tower.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from castle_games.core.telling import N_
from castle_games.games.seven_locks import art
from castle_games.games.seven_locks.layout import SIDE_RECT
from castle_games.games.seven_locks.rules import (
    CHAMBER_HEIGHTS_MM,
    FALL_GRAVITY_M_S2,
    FITS,
    TOO_LONG,
    TOWER_HEIGHT_MM,
)
from castle_games.games.seven_locks.story import tower_label
from castle_games.ui import draw, theme
from castle_games.ui.menu_voice import Words, said

SCALE = 0.7                                 # px per mm in the side view
RIM_Y = SIDE_RECT.y + 162
BASE_Y = RIM_Y + int(TOWER_HEIGHT_MM * SCALE)
CX = SIDE_RECT.x + 104                      # the tower's middle
INNER_W, WALL_W = 72, 24
DARK = (14, 12, 20)
LIT_BAND = 16   # px below the rim where anything inside is still faintly seen (less than
                # the shallowest chamber roof, 32 mm = 25 px, so no roof ever shows)
TEXT_X = SIDE_RECT.x + 186
TEXT_W = SIDE_RECT.right - TEXT_X - 10
PEARL_R = 7
GRAVITY_PX = FALL_GRAVITY_M_S2 * 1000 * SCALE    # px/s^2: what is seen falls as it is heard
HIDDEN_BELOW = LIT_BAND + PEARL_R + 2            # a pearl this far below the rim is all dark
POUR_SCALE = 0.9                                 # px per mm in the pour (sim.pour's box)
POUR_ORIGIN = (CX + 66, BASE_Y - 6)              # the collection box's floor, middle
KEY_X = CX - 14                              # the key's shaft, left of the middle: its
                                             # notch tooth points right, inside the shaft


def _stone_wall(w: int, h: int) -> pygame.Surface:
    wall = pygame.Surface((w, h))
    wall.fill(art.TOWER_STONE)
    brick = 16
    for row, y in enumerate(range(0, h, brick)):
        pygame.draw.line(wall, art.TOWER_STONE_DARK, (0, y), (w, y), 1)
        off = (row % 2) * (w // 2)
        x = off
        while x < w:
            pygame.draw.line(wall, art.TOWER_STONE_DARK, (x, y), (x, y + brick), 1)
            x += w
    return wall


def _write(canvas: pygame.Surface, message: str, at: tuple[int, int], size: int,
           colour: tuple, anchor: str, within: pygame.Rect) -> pygame.Rect:
    return draw.text(canvas, message, at, size, colour, bold=True, anchor=anchor, within=within)


class SideView:
    """What the side view shows now. Modes: idle, drop, key, open.

    Its words (`title`, `lines`, `pour_words`) are kept as catalogue msgids (marked N_) or
    functions saying them, and put into the language in use as they are drawn."""

    def __init__(self) -> None:
        self._bg: pygame.Surface | None = None
        self._veil: pygame.Surface | None = None
        self._walls: pygame.Surface | None = None
        self.reset()

    def reset(self) -> None:
        self.mode = "idle"
        self.tower: int | None = None
        self.title: Words = N_("Listen!")
        self.lines: list[Words] = [N_("Each pearl falls into a tower."),
                                   N_("Listen how deep it falls: the deeper, the smaller the "
                                      "chamber below.")]
        # drop
        self.pearl_y: float | None = None    # None: no pearl on show
        self.waves: list[list[float]] = []   # [age s, loudness 0..1]: heard impacts
        # key
        self.key: int | None = None
        self.notch_y = 0.0                   # px of the notch above the rim (< 0 below)
        self.result: str | None = None
        self.turn = 0.0                      # 0..1: the key turns (it fits)
        self.done = False                    # the key rests: show the verdict
        # open
        self.lift = 0.0                      # px the tower is lifted off its chamber
        self.chamber: int | None = None      # only ever set for an opened tower
        self.chamber_pearls = 0
        # pour
        self.pour: object | None = None      # a sim.pour.Pour
        self.pour_rgb: tuple[int, int, int] = (200, 200, 200)
        self.pour_words: Words = ""
        self.wave_life = 0.55

    def age_waves(self, dt: float, life: float) -> None:
        self.wave_life = life
        for wave in self.waves:
            wave[0] += dt
        self.waves = [w for w in self.waves if w[0] < life]

    # -- pictures made once -----------------------------------------------------------
    def _background(self) -> pygame.Surface:
        bg = pygame.Surface(SIDE_RECT.size, pygame.SRCALPHA)
        local = bg.get_rect()
        bg.blit(draw.panel(local.size, 18, (58, 54, 74), (30, 26, 40), 4), (0, 0))
        sky = draw.vertical_gradient((local.w - 16, BASE_Y - SIDE_RECT.y - 8), (92, 110, 160),
                                     (66, 74, 110))
        mask = draw.panel(sky.get_size(), 12, (255, 255, 255)).copy()
        mask.blit(sky, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        bg.blit(mask, (8, 8))
        table = pygame.Rect(8, BASE_Y - SIDE_RECT.y, local.w - 16, local.h - (BASE_Y - SIDE_RECT.y) - 8)
        pygame.draw.rect(bg, draw.lighten(theme.WOOD, 0.1), table, border_bottom_left_radius=12,
                         border_bottom_right_radius=12)
        pygame.draw.line(bg, theme.WOOD_DARK, table.topleft, table.topright, 3)
        return draw.ready(bg)

    def _tower_walls(self) -> pygame.Surface:
        """The cut tower: two stone walls, the dark inside, the lock plate at the rim."""
        h = BASE_Y - RIM_Y
        w = INNER_W + 2 * WALL_W
        s = pygame.Surface((w + 12, h + 14), pygame.SRCALPHA)
        inside = pygame.Rect(6 + WALL_W, 14, INNER_W, h)
        pygame.draw.rect(s, DARK, inside)
        wall = _stone_wall(WALL_W, h)
        for k in range(-h, WALL_W, 12):  # hatching: this wall is cut open
            pygame.draw.line(wall, draw.lighten(art.TOWER_STONE, -0.08), (k, h), (k + h, 0), 1)
        for x in (6, 6 + WALL_W + INNER_W):
            s.blit(wall, (x, 14))
            pygame.draw.rect(s, art.OUTLINE, (x, 14, WALL_W, h), 2)
        # Rim with battlements and the brass lock plate.
        for x in (0, w + 12 - WALL_W - 6):
            pygame.draw.rect(s, art.OUTLINE, (x, 0, WALL_W + 6, 16), border_radius=3)
            pygame.draw.rect(s, draw.lighten(art.TOWER_STONE, 0.1), (x + 2, 2, WALL_W + 2, 12),
                             border_radius=2)
        # The lock: a brass collar on each side of the opening.
        for x in (inside.x - 4, inside.right - 8):
            pygame.draw.rect(s, theme.GOLD_DARK, (x, 8, 12, 10), border_radius=2)
            pygame.draw.rect(s, theme.GOLD, (x + 2, 9, 8, 6), border_radius=2)
        return draw.ready(s)

    def _darkness(self) -> pygame.Surface:
        """Drawn over whatever is inside: faint just below the rim, black below LIT_BAND."""
        h = BASE_Y - RIM_Y
        veil = pygame.Surface((INNER_W, h), pygame.SRCALPHA)
        for y in range(h):
            a = 255 if y >= LIT_BAND else int(90 + 165 * y / LIT_BAND)
            pygame.draw.line(veil, (*DARK, a), (0, y), (INNER_W, y))
        return draw.ready(veil)

    def prepare(self) -> None:
        if self._bg is None:
            self._bg = self._background()
            self._walls = self._tower_walls()
            self._veil = self._darkness()

    # -- the frame ----------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, words: bool = True) -> None:
        """The side view; `words`: with its title and lines beside the tower."""
        self.prepare()
        canvas.blit(self._bg, SIDE_RECT.topleft)
        clip = canvas.get_clip()
        canvas.set_clip(SIDE_RECT.inflate(-8, -8))
        try:
            if self.mode in ("open", "pour") and self.chamber is not None:
                self._chamber(canvas, tipped=self.mode == "pour")
            lift = int(self.lift)
            walls_at = (CX - INNER_W // 2 - WALL_W - 6, RIM_Y - 14 - lift)
            inside_top = RIM_Y - lift
            canvas.blit(self._walls, walls_at)
            if self.mode == "key" and self.key is not None:
                self._key(canvas)
            elif self.mode in ("open", "pour") and self.key is not None:
                self.notch_y, self.turn = float(lift), 1.0   # lifted by its turned key
                self._key(canvas)
            if self.mode == "drop" and self.pearl_y is not None:
                image = art.pearl(PEARL_R)
                canvas.blit(image, image.get_rect(center=(CX, int(self.pearl_y))))
            if self.mode not in ("open", "pour"):
                canvas.blit(self._veil, (CX - INNER_W // 2, inside_top))
            if self.mode == "pour":
                self._pour(canvas)
            if self.mode == "key" and self.key is not None and self.done:
                self._verdict(canvas)
            if self.waves:
                self._rings(canvas)
            if self.tower is not None:
                under = pygame.Rect(0, 0, 2 * (CX - SIDE_RECT.x - 10), 30)
                under.midbottom = (CX, BASE_Y + 28)
                _write(canvas, tower_label(self.tower), under.midbottom, 30, theme.WHITE,
                       "midbottom", under)
        finally:
            canvas.set_clip(clip)
        if not words:
            return
        y = SIDE_RECT.y + 22
        _write(canvas, said(self.title), (TEXT_X, y), 36, theme.GOLD, "topleft",
               pygame.Rect(TEXT_X - 4, y, TEXT_W + 8, 40))
        y += 44
        column = pygame.Rect(TEXT_X - 4, y, TEXT_W + 8, SIDE_RECT.bottom - 10 - y)
        for line in self.lines:
            for part in _wrapped(said(line), TEXT_W):
                _write(canvas, part, (TEXT_X, y), 25, theme.PARCHMENT, "topleft", column)
                y += 26

    def _rings(self, canvas: pygame.Surface) -> None:
        """Sound waves leaving the top of the tower: the pearl was heard landing (or
        bouncing). Only when, and how loud: never where."""
        for age, loud in self.waves:
            p = age / self.wave_life
            if 0 <= p < 1:
                r = int(16 + (40 + 40 * loud) * p)
                alpha = int((120 + 120 * loud) * (1 - p))
                rect = pygame.Rect(0, 0, 2 * r, r)
                rect.center = (CX, RIM_Y - 18)
                colour = (*theme.HIGHLIGHT, alpha)
                surf = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.arc(surf, colour, surf.get_rect(), math.radians(20),
                                math.radians(160), 4)
                canvas.blit(surf, rect)

    def _key(self, canvas: pygame.Surface) -> None:
        image = art.key(self.key, SCALE)
        notch = RIM_Y - self.notch_y
        top = int(notch - art.key_notch_y())
        x = KEY_X - art.key_centre_x()
        if self.turn > 0:  # the bow turns a quarter: it narrows (never to nothing)
            full = image.get_width()
            w = max(full // 3, int(full * abs(math.cos(self.turn * math.pi / 2))))
            cut = art.key_notch_y() - 2
            bow = image.subsurface((0, 0, full, cut))
            canvas.blit(image, (x, top + cut), (0, cut, full, image.get_height() - cut))
            squeezed = pygame.transform.smoothscale(bow, (w, cut))
            canvas.blit(squeezed, (KEY_X - w * art.key_centre_x() // full, top))
            return
        canvas.blit(image, (x, top))

    def _verdict(self, canvas: pygame.Surface) -> None:
        """How far the notch is from the lock: a bracket beside the tower, and a dashed
        outline where a sunk notch hides."""
        notch = int(RIM_Y - self.notch_y)
        x = CX - INNER_W // 2 - WALL_W - 16
        if self.result == FITS:
            pygame.draw.circle(canvas, theme.SUCCESS, (x - 2, RIM_Y), 13)
            pygame.draw.lines(canvas, theme.WHITE, False, [(x - 9, RIM_Y), (x - 3, RIM_Y + 6),
                                                           (x + 6, RIM_Y - 7)], 4)
            return
        colour = (250, 160, 60) if self.result == TOO_LONG else theme.HIGHLIGHT
        pygame.draw.line(canvas, colour, (x, RIM_Y), (x, notch), 4)
        for y in (RIM_Y, notch):
            pygame.draw.line(canvas, colour, (x - 8, y), (x + 8, y), 4)
        tip = -1 if notch < RIM_Y else 1
        pygame.draw.polygon(canvas, colour, [(x - 8, notch - tip * 12), (x + 8, notch - tip * 12),
                                             (x, notch)])
        if notch > RIM_Y:  # sunk: the key's head shows faintly, down to its notch only
            image = art.key(self.key, SCALE)
            head = image.subsurface((0, 0, image.get_width(), art.key_notch_y() + 10)).copy()
            head.set_alpha(110)
            canvas.blit(head, (KEY_X - art.key_centre_x(), notch - art.key_notch_y()))
        if notch > RIM_Y:  # and outline the hidden notch
            tooth = pygame.Rect(KEY_X + 3, notch, 14, 9)
            for i in range(0, 4):
                a = (tooth.topleft, tooth.topright, tooth.bottomright, tooth.bottomleft)[i]
                b = (tooth.topright, tooth.bottomright, tooth.bottomleft, tooth.topleft)[i]
                pygame.draw.line(canvas, colour, a, b, 2)
            pygame.draw.line(canvas, colour, (x + 8, notch), (tooth.x - 2, notch), 1)

    def _chamber(self, canvas: pygame.Surface, tipped: bool = False) -> None:
        """An opened tower's treasure chamber, standing on the table with its pearls (or,
        while pouring, tipped over the collection box)."""
        h = int(CHAMBER_HEIGHTS_MM[self.chamber - 1] * SCALE)
        if tipped:
            self._tipped_chamber(canvas)
            return
        room = pygame.Rect(0, 0, INNER_W + 2 * WALL_W - 8, h)
        room.midbottom = (CX, BASE_Y)
        pygame.draw.rect(canvas, art.OUTLINE, room.inflate(4, 4), border_radius=4)
        pygame.draw.rect(canvas, (196, 150, 96), room, border_radius=3)
        pygame.draw.rect(canvas, (168, 120, 72), room.inflate(-10, -10), border_radius=3)
        pygame.draw.line(canvas, (120, 80, 44), room.topleft, room.topright, 5)
        image = art.pearl(5)
        for x, y in art.heap_points(self.chamber_pearls, room.w - 22, 5):
            canvas.blit(image, (room.centerx + x - 6, room.top - 14 + y))
        label = pygame.Rect(0, 0, 40, 28)
        label.center = (room.centerx, room.centery + 8)
        pygame.draw.rect(canvas, theme.PARCHMENT, label, border_radius=8)
        pygame.draw.rect(canvas, art.OUTLINE, label, 2, border_radius=8)
        number = _text(str(self.chamber))
        canvas.blit(number, number.get_rect(center=label.center))

    def _tipped_chamber(self, canvas: pygame.Surface) -> None:
        """The chamber held over the box and tipped: its lip at the pour's spout."""
        pour = self.pour
        angle = float(getattr(pour, "chamber_angle_deg", 0.0)) if pour is not None else 0.0
        spout = getattr(getattr(pour, "geometry", None), "spout", (-30.0, -80.0))
        lip = _pour_px(*spout)
        image = _small_chamber(min(12, int(getattr(pour, "waiting", 0))))
        w, h = image.get_size()
        a = math.radians(angle)
        ox, oy = w / 2, -h / 2                # the lip: top right corner, from the middle
        rx, ry = ox * math.cos(a) - oy * math.sin(a), ox * math.sin(a) + oy * math.cos(a)
        turned = pygame.transform.rotate(image, -angle)
        canvas.blit(turned, turned.get_rect(center=(int(lip[0] - rx), int(lip[1] - ry))))

    def _pour(self, canvas: pygame.Surface) -> None:
        """The collection box in the player's colour, the poured pearls, and the count."""
        pour = self.pour
        geometry = getattr(pour, "geometry", None)
        half = getattr(geometry, "box_right", 75.0)
        top = getattr(geometry, "box_top", -45.0)
        left, right = _pour_px(-half, 0)[0], _pour_px(half, 0)[0]
        floor = POUR_ORIGIN[1]
        roof = _pour_px(0, top)[1]
        back = pygame.Rect(left - 6, roof, right - left + 12, floor - roof + 6)
        pygame.draw.rect(canvas, theme.WOOD_DARK, back, border_radius=4)
        pygame.draw.rect(canvas, (70, 46, 30), back.inflate(-12, -8).move(0, -2), border_radius=3)
        image = art.pearl(int(4 * POUR_SCALE) + 1)
        for x, y in getattr(pour, "pearls", []):
            canvas.blit(image, image.get_rect(center=_pour_px(x, y)))
        lip = pygame.Rect(back.x, floor - 2, back.w, 10)   # a low front edge: pearls show
        pygame.draw.rect(canvas, theme.WOOD, lip, border_radius=3)
        pygame.draw.rect(canvas, art.OUTLINE, lip, 2, border_radius=3)
        band = pygame.Rect(0, 0, back.w // 3, 6)
        band.center = lip.center
        pygame.draw.rect(canvas, self.pour_rgb, band, border_radius=3)
        body = back
        words = said(self.pour_words)
        if words:
            half = min(body.centerx - SIDE_RECT.x, SIDE_RECT.right - body.centerx) - 10
            room = pygame.Rect(0, 0, 2 * half, 28)
            room.midbottom = (body.centerx, roof - 8)
            _write(canvas, words, room.midbottom, 26, theme.WHITE, "midbottom", room)


@lru_cache(maxsize=256)
def _wrapped(line: str, width: int) -> tuple[str, ...]:
    return tuple(draw.wrap(line, 25, width, True))


def _text(message: str) -> pygame.Surface:
    return draw.text_image(message, 28, art.OUTLINE, True)


def _pour_px(x: float, y: float) -> tuple[int, int]:
    return int(POUR_ORIGIN[0] + x * POUR_SCALE), int(POUR_ORIGIN[1] + y * POUR_SCALE)


@lru_cache(maxsize=16)
def _small_chamber(pearls: int = 0) -> pygame.Surface:
    """The opened chamber as it is tipped: an open wooden box with its last pearls."""
    image = pygame.Surface((58, 44), pygame.SRCALPHA)
    pygame.draw.rect(image, art.OUTLINE, (0, 0, 58, 44), border_radius=5)
    pygame.draw.rect(image, (196, 150, 96), (3, 3, 52, 38), border_radius=4)
    pygame.draw.rect(image, (120, 80, 44), (8, 0, 42, 8))        # the open top
    pearl = art.pearl(4)
    for i in range(pearls):
        image.blit(pearl, (8 + (i % 5) * 8, 6 + (i // 5) * 8))
    return image
