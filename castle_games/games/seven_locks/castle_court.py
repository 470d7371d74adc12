"""The Seven Locks castle courtyard, drawn from the view's `Shown` picture: the seven
towers (a glowing halo and an arrow on those a person may choose, the pearls lying on each,
the see-drops ruler), the opened places, the bin and the keymaster. The painter is built on
this part; the lettering helpers (`text`, `write`) it shares are here, the lowest of its
parts.
"""

from __future__ import annotations

import pygame

from castle_games.core.telling import _, ngettext
from castle_games.games.seven_locks import art, layout
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks.layout import BIN_CENTER
from castle_games.games.seven_locks.rules import FALL_GRAVITY_M_S2, N_TOWERS, TOWER_HEIGHT_MM
from castle_games.games.seven_locks.shown import Stage
from castle_games.ui import draw, theme
from castle_games.ui.table import TablePainter


def text(message: str, size: int, colour: tuple = theme.INK, bold: bool = True) -> pygame.Surface:
    return draw.text_image(message, size, tuple(colour), bold)


def write(canvas: pygame.Surface, message: str, at: tuple[int, int], size: int,
          colour: tuple = theme.INK, anchor: str = "topleft",
          within: pygame.Rect | None = None) -> pygame.Rect:
    """One line of (already translated) words drawn bold; with `within` it shrinks to fit
    that box, and the layout check sees that it stays inside it."""
    return draw.text(canvas, message, at, size, tuple(colour), bold=True, anchor=anchor,
                     within=within)


class CastleCourt(TablePainter):
    """The painter's towers, bin and keymaster (the painter is built on it)."""

    v: Stage

    # -- the castle ---------------------------------------------------------------------
    def castle(self, canvas: pygame.Surface, pulse: float) -> None:
        v, s = self.v, self.v.shown
        targets = v.tower_targets()
        focused = v.focused()
        self.drop_marks = {}
        items: list[tuple[float, int, object]] = []
        for place in range(1, N_TOWERS + 1):
            items.append((layout.tower_base(place)[1], 0, place))
        items.append((BIN_CENTER[1] + 40, 1, "bin"))
        if s.keymaster is not None or v.shown.km_visible:
            items.append((v.shown.km_pos[1], 2, "keymaster"))
        for _y, _order, item in sorted(items, key=lambda t: (t[0], t[1])):
            if item == "bin":
                image = art.bin_image(s.bin)
                canvas.blit(image, image.get_rect(center=BIN_CENTER))
                self.pill(canvas, (BIN_CENTER[0], BIN_CENTER[1] + 52),
                          ngettext("{count} pearl in the bin", "{count} pearls in the bin",
                                   s.bin).format(count=s.bin))
            elif item == "keymaster":
                self.keymaster(canvas)
            else:
                self.place(canvas, int(item), item in targets, focused == ("tower", item), pulse)

    def place(self, canvas: pygame.Surface, place: int, target: bool, focused: bool,
              pulse: float) -> None:
        s = self.v.shown
        scale = round(layout.tower_scale(place), 2)
        x, y = layout.tower_base(place)
        if place in s.lifting:  # being lifted away off its chamber
            p = s.lifting[place]
            image = art.tower(place, scale).copy()
            image.set_alpha(int(255 * (1 - p)))
            canvas.blit(image, image.get_rect(midbottom=(x, y + 6 - int(90 * p))))
            self.opened_place(canvas, place, s.opened.get(place))
            return
        if not s.standing[place - 1] or (s.revealed is not None and place in s.opened):
            self.opened_place(canvas, place, s.opened.get(place))
            return
        image = art.tower(place, scale)
        rect = image.get_rect(midbottom=(x, y + 6))
        if target:
            colour = theme.FOCUS if focused else theme.HIGHLIGHT
            ring = art.halo(place, scale, colour, 5 if focused else 3 + int(2 * pulse))
            canvas.blit(ring, ring.get_rect(center=rect.center))
        canvas.blit(image, rect)
        if s.revealed is not None:  # the game is over: every chamber is shown
            # TRANSLATORS: on a tower lifted at the end: the chamber (1 to 8) under it.
            chamber = _("chamber {number}").format(number=s.revealed[place - 1])
            self.pill(canvas, (x, y - int(26 * scale)), chamber, theme.GOLD)
        n = s.tower_pearls[place - 1]
        if n:
            self.pearl_count(canvas, layout.badge_spot(place), n)
        if self.v.see_drops:
            self.ruler(canvas, place)
        if target:
            self.arrow(canvas, (x, rect.top - 2), theme.FOCUS if focused else theme.HIGHLIGHT,
                       pulse)

    def ruler(self, canvas: pygame.Surface, place: int) -> None:
        """The see-drops house rule: a ruler beside the tower, the same length at every
        tower, with a pearl where its last pearl landed (deeper is lower) and the fall
        shaded above it; a pearl falling now slides down it as it is heard. Drawn only
        from heard drops: `Shown.heard` and the running drop's event."""
        v = self.v
        rect = layout.ruler_rect(place)
        depth: float | None = v.shown.heard.get(place)
        active = v.active
        ev = getattr(active, "ev", None)
        if isinstance(ev, M.PearlDropped) and ev.tower == place and \
                getattr(active, "released", False):
            fallen = 0.5 * FALL_GRAVITY_M_S2 * max(0.0, active.fall_t) ** 2 * 1000.0
            depth = min(float(ev.fall_depth_mm), fallen)
        canvas.blit(draw.panel(rect.size, 5, theme.PARCHMENT, theme.INK_SOFT, 2), rect)
        for mm in range(40, TOWER_HEIGHT_MM, 40):  # ticks, the same at every tower
            y = layout.ruler_mark_y(place, mm)
            pygame.draw.line(canvas, theme.INK_SOFT, (rect.x + 2, y), (rect.x + 6, y), 1)
        if depth is None:
            return
        y = layout.ruler_mark_y(place, depth)
        fall = pygame.Rect(rect.x + 3, rect.y + 3, rect.w - 6, max(0, y - rect.y - 3))
        pygame.draw.rect(canvas, (120, 170, 220), fall, border_radius=3)
        pygame.draw.line(canvas, theme.INK, (rect.x - 4, y), (rect.right + 3, y), 3)
        pearl = art.pearl(8)
        canvas.blit(pearl, pearl.get_rect(center=(rect.centerx, y)))
        self.drop_marks[place] = y

    def opened_place(self, canvas: pygame.Surface, place: int, chamber: int | None) -> None:
        """An empty indentation: the tower was opened and stowed under the board. Its
        flag's picture stays, with the key that opened it (the key stays in its tower)."""
        x, y = layout.opened_spot(place)
        outward = -1 if x < layout.tower_base(place)[0] else 1  # away from the keymaster
        draw.disc(canvas, (226, 218, 204), (x, y - 12), 15, outline=(110, 100, 96))
        art.sign_icon(canvas, place, (x, y - 12), 9)
        if chamber is not None:
            key = art.key_icon(chamber)
            at = (x + outward * 20, y - 14)
            canvas.blit(key, key.get_rect(midleft=at) if outward > 0 else key.get_rect(midright=at))
            # TRANSLATORS: the empty place of a tower that was opened (and stowed away).
            self.pill(canvas, (x + outward * 8, y + 18), _("opened"), theme.PARCHMENT, 18)

    def pearl_count(self, canvas: pygame.Surface, centre: tuple[int, int], n: int) -> None:
        label = text(str(n), 24, theme.INK)
        box = pygame.Rect(0, 0, label.get_width() + 34, 26)
        box.center = centre
        canvas.blit(draw.panel(box.size, 13, theme.WHITE, theme.INK, 2), box)
        pearl = art.pearl(7)
        canvas.blit(pearl, pearl.get_rect(center=(box.x + 14, box.centery)))
        write(canvas, str(n), (box.x + 25, box.centery + 1), 24, theme.INK, "midleft")

    def pill(self, canvas: pygame.Surface, centre: tuple[int, int], words: str,
             fill: tuple = theme.PARCHMENT, size: int = 22) -> None:
        label = text(words, size, theme.INK)
        box = label.get_rect(center=centre).inflate(16, 6)
        canvas.blit(draw.panel(box.size, box.h // 2, fill, theme.INK_SOFT, 2), box)
        write(canvas, words, box.center, size, theme.INK, "center", within=box)

    def arrow(self, canvas: pygame.Surface, tip: tuple[int, int], colour: tuple,
              pulse: float) -> None:
        x, y = tip[0], tip[1] - int(6 * pulse)
        pts = [(x, y), (x - 14, y - 18), (x - 6, y - 18), (x - 6, y - 32), (x + 6, y - 32),
               (x + 6, y - 18), (x + 14, y - 18)]
        pygame.draw.polygon(canvas, colour, pts)
        pygame.draw.polygon(canvas, theme.INK, pts, 2)

    def keymaster(self, canvas: pygame.Surface) -> None:
        v, s = self.v, self.v.shown
        x, y = v.shown.km_pos
        image = art.keymaster(v.shown.km_frame, v.shown.km_facing_left)
        canvas.blit(image, image.get_rect(midbottom=(int(x), int(y) + 4)))
        if s.key_in_hand is not None:
            key = art.key(s.key_in_hand, 0.3)
            canvas.blit(key, key.get_rect(center=v.hand_spot()))
        place = s.keymaster or 1
        for i, seat in enumerate(s.joiners):
            shield = self.shield_image(seat)
            canvas.blit(shield, shield.get_rect(center=layout.arms_spot(place, i)))
        if v.shown.fading_arms and v.active is not None:
            fade = max(0.0, 1 - v.active.t / max(0.01, v.active.duration))
            for i, seat in enumerate(v.shown.fading_arms):
                shield = self.shield_image(seat).copy()
                shield.set_alpha(int(255 * fade))
                canvas.blit(shield, shield.get_rect(center=layout.arms_spot(place, i)))

    def count_badge(self, canvas: pygame.Surface, pos: tuple[float, float], n: int) -> None:
        centre = (int(pos[0]), int(pos[1]) - layout.KEYMASTER_H - 18)
        draw.disc(canvas, theme.GOLD, centre, 17)
        label = text(str(n), 32, theme.INK)
        canvas.blit(label, label.get_rect(center=(centre[0], centre[1] + 1)))

    def shield_image(self, seat: int, size: int = 34, used: bool = False) -> pygame.Surface:
        seat_ = self.v.seats[seat]
        return art.shield(tuple(seat_.rgb), seat_.name[:1].upper(), size, used)
