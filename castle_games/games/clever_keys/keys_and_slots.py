"""The keys on the Clever Keys board, and the slots they go into, drawn from `Shown`.

A key stands in its slot (or in the rack beside the board, ready to be taken), its tip as
far above the floor as it went in; where two keys stand in neighbouring slots of a section
they lean apart, and a jammed key shows its "stuck" tag where no other key hides it. The
slots a chosen key may go into glow; the blocked slots are crossed only once the board is
lifted at the end (`Shown.blocked`). Where a key is drawn is where it is clicked: the view
and the animations ask the painter, which is built on this part.
"""

from __future__ import annotations

import math
from typing import Protocol

import pygame

from castle_games.core.telling import _
from castle_games.games.clever_keys import art
from castle_games.games.clever_keys import layout as L
from castle_games.games.clever_keys.rules import KEYS
from castle_games.games.clever_keys.shown import Shown, key_elevation
from castle_games.ui import draw, theme
from castle_games.ui.table import TablePainter


class KeysScene(Protocol):
    """What the keys read of the scene: the shown room, the pointer's drag, and which keys
    and slots glow now."""

    shown: Shown
    drag: tuple[str, tuple[int, int], tuple[int, int]] | None
    drag_moved: bool

    def movable_keys(self) -> tuple[str, ...]: ...

    def selected_key(self) -> str | None: ...

    def target_slots(self) -> list[tuple[int, int]]: ...

    def focused_slot(self) -> tuple[int, int] | None: ...


class KeysAndSlots(TablePainter):
    """The painter's keys and slots (the painter is built on it)."""

    v: KeysScene

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
            word = draw.text_image(self.stuck_word(), 20, theme.WHITE, True)
            size = word.get_rect().inflate(10, 4).size
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
