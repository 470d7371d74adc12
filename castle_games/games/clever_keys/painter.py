"""Drawing the Clever Keys room from the view's `Shown` picture (never from hidden state).

A frame is the pre-rendered room plus cached keys, gems, veils and text: a few dozen blits.
The blocked slots are not known here at all until the board is lifted at the end
(`Shown.blocked`); a jammed key shows its red mark because it stands higher.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Protocol

import pygame

from castle_games.core.telling import _, ngettext, winning
from castle_games.games.clever_keys import art, marks
from castle_games.games.clever_keys import layout as L
from castle_games.games.clever_keys.gems import CornerPocket, GemPile
from castle_games.games.clever_keys.rules import KEYS, MAX_PLACEMENTS
from castle_games.games.clever_keys.shown import Shown, key_elevation
from castle_games.ui import draw, theme
from castle_games.ui.scene import CANVAS_SIZE
from castle_games.ui.table import TablePainter


class Scene(Protocol):
    """What the painter reads of the scene: the shown room and its gem scenes, the seats,
    the pointer's drag, and the few questions of the moment (which keys and slots glow)."""

    shown: Shown
    piles: list[GemPile]
    pocket: CornerPocket
    n: int
    seats: Sequence[Any]
    clock: float
    active: Any
    drag: tuple[str, tuple[int, int], tuple[int, int]] | None
    drag_moved: bool
    focus_stop: bool

    def drag_tip(self) -> tuple[int, int]: ...

    def movable_keys(self) -> tuple[str, ...]: ...

    def selected_key(self) -> str | None: ...

    def target_slots(self) -> list[tuple[int, int]]: ...

    def focused_slot(self) -> tuple[int, int] | None: ...

    def can_stop(self) -> bool: ...

    def hint(self) -> list[str]: ...

    def prompt(self) -> Any: ...


class Painter(TablePainter):
    def __init__(self, v: Scene) -> None:
        super().__init__(v)
        self._rows: list[pygame.Rect] = L.player_rows(v.n)
        self._piles: dict[int, tuple[tuple[int, bool], pygame.Surface]] = {}
        self._pocket: tuple[tuple[int, bool], pygame.Surface] | None = None
        self._heap: pygame.Surface | None = None
        self._hatch: dict[int, pygame.Surface] = {}
        self._hatch_parts: dict[str, pygame.Surface] = {}
        self._small_keys: dict[str, pygame.Surface] = {}

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

    # -- keys ----------------------------------------------------------------------------
    def key(self, canvas: pygame.Surface, key: str, x: float, floor_y: float, elev: float,
            glow: tuple | None = None, lean: float = 0.0) -> None:
        """A key standing at (x, floor_y) with its tip `elev` mm above the floor (below zero:
        inside the slot, and only what is above the floor shows). `lean`: px its bow sits
        beside the slot, the key tilted about the slot's opening (crowded sections)."""
        img = art.key_image(key)
        w, h = img.get_size()
        shadow = art.key_shadow()
        off = max(0.0, elev) * 0.4
        canvas.blit(shadow, (int(x - 10 + off), int(floor_y - 6 + off * 0.3)))
        top, visible, angle, bow = self._pose(key, x, floor_y, elev, lean)
        if glow is not None:
            pygame.draw.circle(canvas, glow, bow, L.BOW_R + 6, 5)
        # Below the floor the key is inside its slot: only what is above the floor shows.
        part = img.subsurface((0, 0, w, visible))
        if not angle:
            canvas.blit(part, (int(x) - w // 2, top))
            return
        pivot = pygame.Vector2(x, top + visible)
        centre = pygame.Vector2(0, -visible / 2).rotate(-angle) + pivot
        turned = pygame.transform.rotate(part, angle)
        canvas.blit(turned, turned.get_rect(center=(round(centre.x), round(centre.y))))

    def _pose(self, key: str, x: float, floor_y: float, elev: float,
              lean: float) -> tuple[int, int, float, tuple[int, int]]:
        """(image top unturned, rows above the floor, turn in degrees, bow centre)."""
        h = art.key_image(key).get_height()
        top = int(round(floor_y - elev * L.PX_PER_MM)) - h
        visible = h if elev >= 0 else max(1, h - int(round(-elev * L.PX_PER_MM)))
        reach = visible - 4 - L.BOW_R          # from the pivot up to the bow's centre
        if not lean or reach <= abs(lean):
            return top, visible, 0.0, self.bow_centre(x, top)
        angle = -math.degrees(math.asin(lean / reach))
        up = math.sqrt(reach * reach - lean * lean)
        return top, visible, angle, (int(round(x + lean)), int(round(top + visible - up)))

    @staticmethod
    def bow_centre(x: float, top: int) -> tuple[int, int]:
        return int(x), top + 4 + L.BOW_R  # as drawn in art.key_image

    def lean(self, key: str) -> float:
        """How far (px) a key standing in a slot leans aside, so that keys in neighbouring
        slots of one section never stand on top of each other. A lone key
        stands straight; in the sections at the sides, where a section's slots lie one
        above the other, neighbours lean alternately out and in; at the top and bottom
        they fan out a little."""
        s = self.v.shown
        pos = s.keys.get(key)
        if pos is None or s.moving == key:
            return 0.0
        section, slot = pos
        near = [p[1] for k, p in s.keys.items()
                if k != key and p is not None and p[0] == section and s.moving != k]
        if not any(abs(t - slot) == 1 for t in near):
            return 0.0
        across = math.cos(math.radians(L.section_angle(section)))
        if abs(across) > 0.5:
            outward = 1.0 if across > 0 else -1.0
            return L.KEY_LEAN * (outward if slot % 2 else -outward)
        # Fanned apart the way the slots run (left to right at the top, right to left below).
        along = -math.sin(math.radians(L.section_angle(section)))
        return L.KEY_FAN * (slot - 2.5) * (1.0 if along > 0 else -1.0)

    def bow(self, key: str) -> tuple[int, int] | None:
        """The centre of a key's bow as drawn now (its letter is there), None while it moves."""
        s = self.v.shown
        pos = s.keys.get(key)
        if s.moving == key:
            return None
        if pos is None:
            x, y = L.rack_spot(key)
            return self._pose(key, x, y, 0.0, 0.0)[3]
        x, y = L.slot_pos(*pos)
        return self._pose(key, x, y, key_elevation(s, key), self.lean(key))[3]

    def key_rect(self, key: str) -> pygame.Rect | None:
        """Where a key is drawn now (for clicks), or None while it moves."""
        s = self.v.shown
        if s.moving == key:
            return None
        pos = s.keys.get(key)
        if pos is None:
            x, y = L.rack_spot(key)
            elev = 0.0
        else:
            x, y = L.slot_pos(*pos)
            elev = key_elevation(s, key)
        img = art.key_image(key)
        h = img.get_height() + int(elev * L.PX_PER_MM)  # what shows above the floor
        rect = pygame.Rect(x - L.BOW_R - 4, y - h, 2 * L.BOW_R + 8, h)
        bow = self.bow(key)
        if bow is not None and bow[0] != int(x):
            # A leaning key: from its slot up to its bow.
            head = pygame.Rect(0, 0, 2 * L.BOW_R + 8, 2 * L.BOW_R + 8)
            head.center = bow
            rect = head.union(pygame.Rect(x - 8, head.top, 16, y - head.top))
        return rect

    def board_keys(self, canvas: pygame.Surface, pulse: float) -> None:
        v, s = self.v, self.v.shown
        movable = v.movable_keys()
        selected = v.selected_key()
        standing = []
        for key in KEYS:
            if key == s.moving or (v.drag is not None and v.drag[0] == key and v.drag_moved):
                continue
            pos = s.keys[key]
            if pos is None:
                x, y = L.rack_spot(key)
                standing.append((y, x, key, 0.0))
            else:
                x, y = L.slot_pos(*pos)
                standing.append((y, x, key, key_elevation(s, key)))
        standing.sort()
        # Keys nearer the bottom of the screen stand in front. Two keys in neighbouring
        # slots may overlap a little, so every bow's letter is drawn again over all of
        # them: which key is which always shows.
        for y, x, key, elev in standing:
            glow = None
            if key == selected:
                glow = theme.FOCUS
            elif key in movable and selected is None:
                glow = draw.lighten(theme.GOLD, 0.3 * pulse)
            self.key(canvas, key, x, y, elev, glow, self.lean(key))
        for _y, _x, key, _elev in standing:
            letter = art.key_letter(key)
            canvas.blit(letter, letter.get_rect(center=self.bow(key)))
        for box in self.stuck_tags().values():
            pygame.draw.rect(canvas, theme.DANGER, box, border_radius=6)
            pygame.draw.rect(canvas, theme.INK, box, 2, border_radius=6)
            draw.text(canvas, self.stuck_word(), box.center, 20, theme.WHITE, bold=True,
                      anchor="center", within=box)

    @staticmethod
    def stuck_word() -> str:
        # TRANSLATORS: the red tag under a key that jammed in a blocked slot (short).
        return _("stuck")

    def stuck_tags(self) -> dict[str, pygame.Rect]:
        """Where the "stuck" tag of each jammed key goes: under its slot, or above or beside
        the key if another key stands there (a tag never hides another key)."""
        s = self.v.shown
        rects = {k: r for k in KEYS if s.keys.get(k) is not None and (r := self.key_rect(k))}
        tags: dict[str, pygame.Rect] = {}
        for key in KEYS:
            pos = s.keys.get(key)
            if pos is None or not s.jammed.get(key) or key not in rects:
                continue
            x, y = L.slot_pos(*pos)
            body = rects[key]
            size = self.text(self.stuck_word(), 20, theme.WHITE).get_rect().inflate(10, 4).size
            outward = 1 if x >= L.CENTER[0] else -1
            box = pygame.Rect((0, 0), size)
            candidates = []
            for place in ("below", "above", "side", "other side"):
                c = box.copy()
                if place == "below":
                    c.midtop = (x, y + 8)
                elif place in ("side", "other side"):
                    d = outward if place == "side" else -outward
                    c.center = (x + d * (L.BOW_R + 8 + size[0] // 2), y - 22)
                else:
                    c.midbottom = (x, body.top - 2)
                candidates.append(c)
            others = [r.inflate(-4, -4) for k, r in rects.items() if k != key]
            others += list(tags.values())
            free = [c for c in candidates if c.collidelist(others) < 0]
            tags[key] = free[0] if free else candidates[0]
        return tags

    def targets(self, canvas: pygame.Surface, pulse: float) -> None:
        """The slots the chosen key may go into glow; the keyboard's one is marked."""
        v = self.v
        slots = v.target_slots()
        if not slots:
            return
        focus = v.focused_slot()
        glow = draw.lighten(theme.HIGHLIGHT, 0.25 * pulse)
        for sec, slot in slots:
            if (sec, slot) == focus:
                continue
            pygame.draw.polygon(canvas, theme.INK, art.slot_polygon(sec, slot, 7))
            pygame.draw.polygon(canvas, glow, art.slot_polygon(sec, slot, 5))
            pygame.draw.polygon(canvas, (24, 20, 30), art.slot_polygon(sec, slot, -1))
        if focus is not None:
            pygame.draw.polygon(canvas, theme.INK, art.slot_polygon(*focus, 10))
            pygame.draw.polygon(canvas, theme.FOCUS, art.slot_polygon(*focus, 8))
            pygame.draw.polygon(canvas, (24, 20, 30), art.slot_polygon(*focus, -1))

    def blocked(self, canvas: pygame.Surface) -> None:
        for sec, slot in enumerate(self.v.shown.blocked or [], start=1):
            if not slot:
                continue
            pygame.draw.polygon(canvas, art.RED_MARK, art.slot_polygon(sec, slot, 3))
            x, y = L.slot_pos(sec, slot)
            pygame.draw.line(canvas, theme.WHITE, (x - 7, y - 7), (x + 7, y + 7), 4)
            pygame.draw.line(canvas, theme.WHITE, (x - 7, y + 7), (x + 7, y - 7), 4)

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

    # -- the side board ------------------------------------------------------------------
    def reward_box(self, canvas: pygame.Surface, pulse: float) -> None:
        v, s = self.v, self.v.shown
        box = L.REWARD_BOX
        if s.winners or s.blocked is not None:
            self.final(canvas)
            return
        draw.text(canvas, _("Reward this turn"), (box.centerx, box.y + 12), 28, theme.WOOD_DARK,
                  bold=True, anchor="midtop", within=box)
        number = self.text(str(s.reward), 72, theme.INK)
        nr = number.get_rect(midtop=(box.centerx + 16, box.y + 40))
        canvas.blit(number, nr)
        self.gem(canvas, nr.left - 22, nr.centery - 4, 3, 0, radius=14)
        dy = box.y + 118
        first_dot = box.right - 31 - (MAX_PLACEMENTS - 1) * 36  # the dots stand at the right
        # TRANSLATORS: beside three dots, one for each time a key was put in this turn.
        draw.text(canvas, _("Keys put in:"), (box.x + 18, dy), 24, theme.INK_SOFT, bold=True,
                  within=pygame.Rect(box.x + 14, dy - 2, first_dot - 17 - box.x - 14, 28))
        for i in range(MAX_PLACEMENTS):
            c = (first_dot + i * 36, dy + 9)
            pygame.draw.circle(canvas, theme.INK, c, 13)
            pygame.draw.circle(canvas, theme.GOLD if i < s.placements else theme.PARCHMENT, c, 10)
        if s.turn_key and not v.can_stop():
            draw.text(canvas, _("Key {key} goes on clockwise").format(key=s.turn_key),
                      (box.x + 18, dy + 30), 22, theme.INK_SOFT, bold=True,
                      within=pygame.Rect(box.x + 10, dy + 28, box.w - 20, 28))
        if v.can_stop():
            focused = v.focus_stop
            button = L.STOP_RECT.inflate(int(6 * pulse), int(6 * pulse))
            pygame.draw.rect(canvas, theme.GOLD_DARK, button.move(0, 5), border_radius=16)
            pygame.draw.rect(canvas, theme.GOLD, button, border_radius=16)
            pygame.draw.rect(canvas, theme.FOCUS if focused else theme.INK, button,
                             6 if focused else 3, border_radius=16)
            # TRANSLATORS: the button that ends the turn and takes the reward of {reward}
            # gemstones (going on with the key is the risk).
            draw.text(canvas, _("Stop and take {reward}!").format(reward=s.reward),
                      button.center, 36, theme.INK, bold=True, anchor="center", within=button)

    def final(self, canvas: pygame.Surface) -> None:
        v, s = self.v, self.v.shown
        box = L.REWARD_BOX
        draw.text(canvas, _("The chamber is empty!"), (box.centerx, box.y + 14), 28,
                  theme.WOOD_DARK, bold=True, anchor="midtop", within=box)
        words = winning(v.seats, s.winners, _("{player} wins!"), _("{players} win!"))
        if words:
            draw.text(canvas, words, (box.centerx, box.y + 90), 44, theme.INK, bold=True,
                      anchor="center", within=box.inflate(-16, 0))
        note = _("Red crosses: the blocked slots")
        lines = draw.wrap(note, 22, box.w - 24, bold=True)
        lines = lines if len(lines) <= 2 else [note]  # a long word: one line, smaller
        for i, line in enumerate(lines):
            draw.text(canvas, line, (box.centerx, box.y + 150 + 24 * i), 22, theme.INK_SOFT,
                      bold=True, anchor="midtop", within=box)

    def hint(self, canvas: pygame.Surface) -> None:
        y = L.HINT_RECT.y + 4
        room = L.HINT_RECT.inflate(28, 0)  # the lines may reach 10 px past either side
        prompt = self.v.prompt()
        if prompt is not None and prompt.picture is not None:
            # What to click, as a picture left of the words (for a child who cannot read).
            spot = pygame.Rect(L.BOARD_SQUARE.right + 6, L.HINT_RECT.y, L.PICTURE_W,
                               L.HINT_RECT.h)
            self.prompt_picture(canvas, prompt.picture, spot)
            self.drew_picture(prompt.picture, spot)
            room = pygame.Rect(spot.right + 2, room.y, room.right - spot.right - 2, room.h)
        # The two lines are one block at one size; a long second line wraps (German,
        # Czech) rather than shrinking alone.
        room = pygame.Rect(room.x, y, room.w, L.HINT_RECT.bottom - y)
        draw.paragraph(canvas, "\n".join(self.v.hint()[:2]), room, 28, theme.PARCHMENT,
                       bold=True, gap=0)

    def prompt_picture(self, canvas: pygame.Surface, picture: str, spot: pygame.Rect) -> None:
        """ "key": a key standing (pick one); "slot:A": key A going into a glowing slot."""
        if picture == "key":
            image = self.small_key("A")
            canvas.blit(image, image.get_rect(midbottom=(spot.centerx, spot.bottom)))
            return
        key = picture.removeprefix("slot:") or "A"
        slot = pygame.Rect(0, 0, 30, 10)
        slot.midbottom = (spot.centerx, spot.bottom - 2)
        pygame.draw.rect(canvas, theme.INK, slot.inflate(8, 8), border_radius=5)
        pygame.draw.rect(canvas, theme.HIGHLIGHT, slot.inflate(5, 5), border_radius=4)
        pygame.draw.rect(canvas, (24, 20, 30), slot, border_radius=2)
        image = self.small_key(key)
        canvas.blit(image, image.get_rect(midbottom=(spot.centerx, slot.y + 6)))

    def small_key(self, key: str) -> pygame.Surface:
        """A key at about half its size, for the pictures beside the prompt."""
        image = self._small_keys.get(key)
        if image is None:
            full = art.key_image(key)
            h = 56
            image = pygame.transform.smoothscale(full, (max(8, full.get_width() * h
                                                            // full.get_height()), h))
            self._small_keys[key] = image
        return image

    def banner(self, canvas: pygame.Surface) -> None:
        v, s = self.v, self.v.shown
        if s.blocked is not None:
            message, colour = _("The board is lifted!"), theme.GOLD
        else:
            message = _("{player}'s turn").format(player=v.seats[s.current].name)
            colour = v.seats[s.current].rgb
        # Sized from its words, but never past the canvas's right edge.
        size = draw.fit_size(message, 40, 2 * (CANVAS_SIZE[0] - L.BANNER_CENTER[0]) - 60,
                             bold=True)
        box = self.text(message, size).get_rect(center=L.BANNER_CENTER).inflate(40, 12)
        pygame.draw.rect(canvas, colour, box, border_radius=14)
        pygame.draw.rect(canvas, theme.INK, box, 3, border_radius=14)
        draw.text(canvas, message, box.center, size, theme.INK, bold=True, anchor="center",
                  within=box)

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
