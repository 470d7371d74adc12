"""Drawing the Clever Keys room from the view's `Shown` picture (never from hidden state).

A frame is the pre-rendered room plus cached keys, gems, veils and text: a few dozen blits.
The blocked slots are not known here at all until the board is lifted at the end
(`Shown.blocked`); a jammed key shows its red mark because it stands higher. The painter is
built on two parts of its own: the keys and their slots (keys_and_slots.py) and the right
side's reward, hint and banner (side_board.py); here are the frame, the chamber, the corner
pocket, the players' rows with their gem trays, and what the animations draw.
"""

from __future__ import annotations

import math
from typing import Any, Protocol

import pygame

from castle_games.core.telling import _, ngettext
from castle_games.games.clever_keys import art, marks
from castle_games.games.clever_keys import layout as L
from castle_games.games.clever_keys.gems import CornerPocket, GemPile
from castle_games.games.clever_keys.keys_and_slots import KeysAndSlots, KeysScene
from castle_games.games.clever_keys.rules import KEYS
from castle_games.games.clever_keys.side_board import SideBoard, SideScene
from castle_games.ui import draw, theme
from castle_games.ui.scene import CANVAS_SIZE


class Scene(KeysScene, SideScene, Protocol):
    """What the painter reads of the scene: besides what its keys and its side read, the
    gem scenes, the number of players, the clock, the animation on show and where a
    dragged key's tip is."""

    piles: list[GemPile]
    pocket: CornerPocket
    n: int
    clock: float
    active: Any

    def drag_tip(self) -> tuple[int, int]: ...


class Painter(KeysAndSlots, SideBoard):
    v: Scene

    def __init__(self, v: Scene) -> None:
        super().__init__(v)
        self._rows: list[pygame.Rect] = L.player_rows(v.n)
        self._piles: dict[int, tuple[tuple[int, bool], pygame.Surface]] = {}
        self._pocket: tuple[tuple[int, bool], pygame.Surface] | None = None
        self._heap: pygame.Surface | None = None
        self._hatch: dict[int, pygame.Surface] = {}
        self._hatch_parts: dict[str, pygame.Surface] = {}

    @staticmethod
    def text(message: str, size: int, colour: tuple = theme.INK, bold: bool = True) -> pygame.Surface:
        return draw.text_image(message, size, tuple(colour), bold)

    def tray(self, seat: int) -> pygame.Rect:
        return L.tray_rect(self._rows[seat])

    def row(self, seat: int) -> pygame.Rect:
        return self._rows[seat]

    # -- the frame -----------------------------------------------------------------------
    def prepare_parts(self) -> None:
        for key in KEYS:
            art.key_image(key)
        self.chamber_heap()

    def background(self) -> pygame.Surface:
        bg = art.room(CANVAS_SIZE)  # no words in it: they are drawn in the language in use
        for seat, row in enumerate(self._rows):
            seat_obj = self.v.seats[seat]
            pygame.draw.rect(bg, theme.PARCHMENT, row, border_radius=14)
            pygame.draw.rect(bg, seat_obj.rgb, (row.x, row.y, 16, row.h),
                             border_top_left_radius=14, border_bottom_left_radius=14)
            pygame.draw.rect(bg, theme.INK, row, 3, border_radius=14)
            marks.on_row(bg, seat_obj, pygame.Rect(row.x, row.y, 16, row.h))
            size = draw.fit_size(seat_obj.name, 34, L.TRAY_X - 40, bold=True)
            name = self.text(seat_obj.name, size)
            bg.blit(name, name.get_rect(midleft=(row.x + 28, row.centery)))
            tray = L.tray_rect(row)
            pygame.draw.rect(bg, theme.WOOD_DARK, tray.inflate(10, 8), border_radius=10)
            pygame.draw.rect(bg, (92, 64, 44), tray.inflate(2, 2), border_radius=6)
        return bg

    def draw(self, canvas: pygame.Surface) -> None:
        v, s = self.v, self.v.shown
        self.draw_background(canvas)
        self.captions(canvas)
        pulse = draw.pulse(v.clock)
        for section in sorted(s.locked):
            veil, at = art.lock_veil(section)
            canvas.blit(veil, at)
        self.targets(canvas, pulse)
        if s.blocked is not None:
            self.blocked(canvas)
        self.chamber(canvas)
        self.pocket(canvas)
        self.board_keys(canvas, pulse)
        self.chamber_caption(canvas)
        self.players(canvas, pulse)
        self.reward_box(canvas, pulse)
        self.hint(canvas)
        self.banner(canvas)
        if v.active is not None:
            v.active.draw(v, canvas)
        if v.drag is not None and v.drag_moved:
            tip = v.drag_tip()
            self.key(canvas, v.drag[0], tip[0], tip[1] + 10 * L.PX_PER_MM, 10.0)

    def captions(self, canvas: pygame.Surface) -> None:
        """The still words of the room (the game's name, the key rack's title), drawn each
        frame in the language in use rather than kept in the background."""
        # TRANSLATORS: the game's name as printed on the HABA box ("Clever Keys" in German
        # and English too).
        draw.text(canvas, _("Clever Keys"), (L.BOARD_SQUARE.x + 6, 14), 40, theme.PARCHMENT,
                  bold=True, within=L.TITLE_RECT)
        rack = L.KEY_RACK
        draw.text(canvas, _("Keys not on the board"), (rack.centerx, rack.y + 10), 26,
                  theme.PARCHMENT, bold=True, anchor="midtop", within=rack)

    # -- the chamber, the corner, the piles --------------------------------------------
    def chamber_heap(self) -> pygame.Surface:
        """The sparkling heap of gemstones under the hatch."""
        if self._heap is None:
            r = L.CHAMBER_R
            img = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
            pygame.draw.circle(img, (40, 26, 34), (r, r), r)
            k = 0
            for ring in range(6, 0, -1):
                rr = ring * 13
                n = max(1, int(2 * math.pi * rr / 15))
                for i in range(n):
                    a = 2 * math.pi * i / n + ring
                    art.gem_at(img, r + rr * math.cos(a), r + rr * math.sin(a), k % 5, k * 17)
                    k += 1
            art.gem_at(img, r, r, 3, 0)
            mask = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
            pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
            img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            self._heap = draw.ready(img)
        return self._heap

    def chamber(self, canvas: pygame.Surface) -> None:
        s = self.v.shown
        cx, cy = L.CENTER
        r = L.CHAMBER_R
        # the two halves of the hatch slide apart
        gap = int(s.hatch * r * 0.95) // 4 * 4
        canvas.blit(self.hatch_image(gap), (cx - r, cy - r))
        # the count: always on show
        label = self.text(str(s.chamber), 44, theme.INK)
        badge = label.get_rect(center=(cx + 8, cy + r + 2)).inflate(44, 4)
        pygame.draw.rect(canvas, theme.PARCHMENT, badge, border_radius=16)
        pygame.draw.rect(canvas, theme.INK, badge, 3, border_radius=16)
        canvas.blit(label, label.get_rect(midright=(badge.right - 10, badge.centery + 2)))
        self.gem(canvas, badge.x + 17, badge.centery, 1, 0, radius=10)

    def chamber_caption(self, canvas: pygame.Surface) -> None:
        """'in the chamber' under the count, drawn after the keys and their padlocks: a key
        standing in the sections below the door goes under the words, never over them."""
        if self.v.shown.hatch <= 0.01:
            cx, cy = L.CENTER
            # TRANSLATORS: under the number of gemstones left in the secret chamber.
            draw.text(canvas, _("in the chamber"), (cx, cy + L.CHAMBER_R + 26), 22,
                      theme.PARCHMENT, bold=True, anchor="midtop", shadow=theme.INK)

    def hatch_image(self, gap: int) -> pygame.Surface:
        """The chamber's wooden hatch, its halves `gap` px apart (cached per gap)."""
        image = self._hatch.get(gap)
        if image is None:
            r = L.CHAMBER_R
            if "doors" not in self._hatch_parts:
                doors = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
                pygame.draw.circle(doors, theme.WOOD_DARK, (r, r), r)
                pygame.draw.circle(doors, theme.WOOD, (r, r), r - 6)
                for k in (-2, -1, 1, 2):
                    pygame.draw.line(doors, theme.WOOD_DARK, (r + k * 28, 0), (r + k * 28, 2 * r), 3)
                pygame.draw.line(doors, (40, 26, 20), (r, 4), (r, 2 * r - 4), 4)
                for side in (-1, 1):  # a ring handle on each half
                    pygame.draw.circle(doors, theme.GOLD_DARK, (r + side * 14, r), 9, 4)
                mask = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
                pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
                self._hatch_parts = {"doors": doors, "mask": mask}
            doors, mask = self._hatch_parts["doors"], self._hatch_parts["mask"]
            image = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
            if s_open := gap > 0:
                image.blit(self.chamber_heap(), (0, 0))
            image.blit(doors, (-gap, 0), (0, 0, r, 2 * r))
            image.blit(doors, (r + gap, 0), (r, 0, r, 2 * r))
            if s_open:
                image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            image = self._hatch[gap] = draw.ready(image)
        return image

    def gem(self, canvas: pygame.Surface, x: float, y: float, colour: int, angle: float,
            radius: int = art.GEM_R) -> None:
        art.gem_at(canvas, x, y, colour, angle, radius)

    def _gems_surface(self, gems: Any, size: tuple[int, int], to_local: Any,
                      radius: int = art.GEM_R) -> pygame.Surface:
        img = pygame.Surface(size, pygame.SRCALPHA)
        for g in gems:
            x, y = to_local(g.x, g.y)
            art.gem_at(img, x, y, g.colour, g.angle_deg, radius)
        return draw.ready(img)

    def pocket(self, canvas: pygame.Surface) -> None:
        v = self.v
        pocket = v.pocket
        ox, oy = L.POCKET_ORIGIN
        size = L.POCKET_SIZE + 20
        if pocket.settled:
            key = (pocket.count, True)
            if self._pocket is None or self._pocket[0] != key:
                self._pocket = (key, self._gems_surface(
                    pocket.gems, (size, size), lambda x, y: (x + 10, size - 10 - y)))
            canvas.blit(self._pocket[1], (ox - 10, oy - size + 10))
        else:
            for g in pocket.gems:
                x, y = L.pocket_to_canvas(g.x, g.y)
                art.gem_at(canvas, x, y, g.colour, g.angle_deg)
        n = v.shown.corner
        # TRANSLATORS: the gemstones that rolled into the open corner, out of the game.
        words = ngettext("{count} lost", "{count} lost", n).format(count=n)
        box = self.pocket_label_rect(self.text(words, 22, theme.PARCHMENT).get_size())
        pygame.draw.rect(canvas, (46, 32, 26), box, border_radius=8)
        draw.text(canvas, words, box.center, 22, theme.PARCHMENT, bold=True, anchor="center",
                  within=box)

    @staticmethod
    def pocket_label_rect(size: tuple[int, int]) -> pygame.Rect:
        """Over the open corner's tip, just below the number of section 6."""
        box = pygame.Rect((0, 0), size).inflate(12, 6)
        box.topleft = (L.BOARD_SQUARE.left + 8, L.number_pos(6)[1] + L.NUMBER_BADGE_R + 3)
        return box

    def players(self, canvas: pygame.Surface, pulse: float) -> None:
        v, s = self.v, self.v.shown
        for seat, row in enumerate(self._rows):
            if seat in s.winners:
                pygame.draw.rect(canvas, theme.GOLD, row.inflate(12, 10), 6, border_radius=18)
                draw.crown(canvas, (row.x + L.TRAY_X - 26, row.y + 16), 26)
            elif seat == s.current and s.blocked is None:
                width = 4 + int(3 * pulse)
                pygame.draw.rect(canvas, theme.GOLD, row.inflate(10, 8), width, border_radius=18)
            pile = v.piles[seat]
            tray = L.tray_rect(row)
            if pile.settled and s.paying != seat:
                key = (pile.count, True)
                cached = self._piles.get(seat)
                if cached is None or cached[0] != key:
                    cached = (key, self._gems_surface(pile.gems, (tray.w, tray.h + 24),
                                                      lambda x, y: (x, y + 24), int(pile.radius)))
                    self._piles[seat] = cached
                canvas.blit(cached[1], (tray.x, tray.y - 24))
            else:
                for g in pile.gems:
                    art.gem_at(canvas, tray.x + g.x, tray.y + g.y, g.colour, g.angle_deg,
                               int(pile.radius))
            badge = (row.right - 36, row.centery)
            pygame.draw.circle(canvas, theme.WHITE, badge, 26)
            pygame.draw.circle(canvas, theme.INK, badge, 26, 3)
            num = self.text(str(s.piles[seat]), 36)
            canvas.blit(num, num.get_rect(center=(badge[0], badge[1] + 2)))

    # -- what animations draw ------------------------------------------------------------
    def sparkles(self, canvas: pygame.Surface, t: float, hatch: float) -> None:
        if hatch < 0.2:
            return
        cx, cy = L.CENTER
        for i in range(9):
            a = i * 2.4 + t * 0.7
            r = 20 + (i * 23) % 60
            phase = (t * 3 + i * 0.37) % 1.0
            size = int(2 + 9 * math.sin(math.pi * phase) * hatch)
            x, y = cx + r * math.cos(a), cy + r * math.sin(a)
            pygame.draw.line(canvas, theme.WHITE, (x - size, y), (x + size, y), 2)
            pygame.draw.line(canvas, theme.WHITE, (x, y - size), (x, y + size), 2)

    def float_text(self, canvas: pygame.Surface, message: str, pos: tuple[float, float],
                   colour: tuple, size: int = 52) -> None:
        outline = self.text(message, size, theme.INK)
        label = self.text(message, size, colour)
        r = label.get_rect(center=(int(pos[0]), int(pos[1])))
        for dx, dy in ((-3, 0), (3, 0), (0, -3), (0, 3)):
            canvas.blit(outline, r.move(dx, dy))
        canvas.blit(label, r)

    def big_number(self, canvas: pygame.Surface, message: str, grow: float) -> None:
        """The number everybody says aloud, big over the chamber."""
        size = 40 + int(round(40 * grow)) // 8 * 8
        self.float_text(canvas, message, (L.CENTER[0], L.CENTER[1] - L.CHAMBER_R - 40),
                        theme.GOLD, size)

    def bubble(self, canvas: pygame.Surface, pos: tuple[float, float], lines: list[str]) -> None:
        looks = [(34, theme.DANGER) if i == 0 else (26, theme.INK) for i in range(len(lines))]
        images = [self.text(line, size, colour) for line, (size, colour) in zip(lines, looks)]
        box = draw.lines_box(images, (28, 20))
        box.midbottom = (int(pos[0]), int(pos[1]))
        box.clamp_ip(pygame.Rect(6, 60, L.BOARD_SQUARE.right + 6, 650))
        draw.bubble(canvas, box, [], 14)
        y = box.y + (box.h - sum(i.get_height() for i in images)) // 2
        for line, image, (size, colour) in zip(lines, images, looks):
            draw.text(canvas, line, (box.centerx, y), size, colour, bold=True, anchor="midtop",
                      within=box)
            y += image.get_height()
