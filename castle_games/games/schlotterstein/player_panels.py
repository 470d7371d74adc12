"""Each player's panel at the Schlotterstein table: who plays there and how they stand.

The head of the panel (the ghost in the player's colour, the name) is drawn once and kept;
each frame adds who plays the seat (a person, or the computer at its level), the steps the
ghost has gone, the badges (leading ghost, rang the bell, ghost master), what the last card
did to the ghost, and the residents the player scared, each marked right or wrong once the
card is checked.
"""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.core.telling import N_, _, ngettext
from castle_games.games.schlotterstein import art, marks
from castle_games.games.schlotterstein.ghost_path import STONE, STONE_EDGE
from castle_games.ui import draw, theme
from castle_games.ui.table import TablePainter

GREEN = (60, 168, 84)
RED = (206, 70, 60)

# Who plays at a seat, under the player's name (catalogue messages, said where drawn).
PERSON = N_("person")
COMPUTER_LEVEL = {
    # TRANSLATORS: under a player's name: the computer plays this seat, at this level.
    "easy": N_("computer, easy"),
    "normal": N_("computer, normal"),
    "hard": N_("computer, hard"),
    "expert": N_("computer, expert"),
}


class PlayerPanels(TablePainter):
    """The painter's player panels (the painter is built on it)."""

    def __init__(self, v: Any) -> None:  # the scene (view.SchlottersteinScene)
        super().__init__(v)
        self._panels: dict[int, pygame.Surface] = {}

    def panel_base(self, seat: int) -> pygame.Surface:
        image = self._panels.get(seat)
        if image is not None:
            return image
        v = self.v
        rect = v.layout.panel(seat)
        seat_info = v.seats[seat]
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        image.blit(draw.panel(rect.size, 16, theme.PARCHMENT, theme.WOOD_DARK, 3), (0, 0))
        head = pygame.Rect(3, 3, rect.w - 6, 62)
        pygame.draw.rect(image, draw.lighten(seat_info.rgb, 0.55), head,
                         border_top_left_radius=14, border_top_right_radius=14)
        art.draw_ghost(image, seat_info.rgb, pygame.Rect(8, 8, 44, 54))
        marks.on_ghost(image, seat_info, pygame.Rect(8, 8, 44, 54))
        size = draw.fit_size(seat_info.name, 30, 120, bold=True)
        draw.text(image, seat_info.name, (60, 12), size, theme.INK, bold=True)
        image = draw.ready(image)  # who plays the seat is said in panel(), when drawn
        self._panels[seat] = image
        return image

    def panel(self, canvas: pygame.Surface, seat: int, pulse: float) -> None:
        v, s = self.v, self.v.shown
        rect = v.layout.panel(seat)
        if seat in s.winners:
            pygame.draw.rect(canvas, theme.GOLD, rect.inflate(16, 16), border_radius=22)
        elif not s.winners and (seat == s.current or (s.current is None and seat == s.leader
                                                      and s.card_at in ("none", "show"))):
            grow = 8 + int(6 * pulse)
            pygame.draw.rect(canvas, theme.GOLD, rect.inflate(grow, grow), border_radius=20)
        canvas.blit(self.panel_base(seat), rect)
        seat_info = v.seats[seat]
        who = PERSON if seat_info.is_human else COMPUTER_LEVEL.get(seat_info.level, "")
        if who:
            room = pygame.Rect(rect.x + 56, rect.y + 38, rect.w - 56 - 72, 24)
            if theme.text_size(_(who), 18)[0] <= room.w - 8:
                draw.text(canvas, _(who), (rect.x + 60, rect.y + 42), 18, theme.INK_SOFT,
                          within=room)
            else:  # two lines under the name rather than smaller letters
                draw.paragraph(canvas, _(who), pygame.Rect(room.x, rect.y + 34, room.w, 32),
                               18, theme.INK_SOFT, align="left", gap=0)
        # where the ghost stands, as a big number on a stone
        stone = pygame.Rect(0, 0, 58, 40)
        stone.topright = (rect.right - 8, rect.y + 12)
        pygame.draw.ellipse(canvas, STONE_EDGE, stone.inflate(4, 4))
        pygame.draw.ellipse(canvas, STONE, stone)
        steps = round(s.positions[seat])
        draw.text(canvas, str(steps), stone.center, 30, theme.INK, bold=True, anchor="center")
        # TRANSLATORS: under the number of steps a player's ghost has gone along the path.
        draw.text(canvas, ngettext("step", "steps", steps), (stone.centerx, stone.bottom + 9), 18,
                  theme.INK_SOFT, anchor="center", within=stone.inflate(14, 0).move(0, 22))
        badges = []
        if seat == s.leader and not s.winners:
            badges.append((_("Leading ghost"), theme.WOOD_DARK))
        if s.passed[seat] and s.card_at in ("down", "moving"):
            badges.append((_("Rang the bell"), (120, 96, 40)))
        if seat in s.winners:
            badges.append((_("Ghost master!"), (170, 120, 10)))
        # In a row, all at the one size at which the row fits the place; where even the
        # smallest readable size does not fit them side by side, one above the other.
        size, gap = 20, 14

        def row_width(size: int) -> int:
            return (sum(theme.text_size(t, size, True)[0] for t, _c in badges)
                    + gap * (len(badges) - 1))

        while size > theme.FLOOR and row_width(size) > rect.w - 28:
            size -= 1
        stacked = row_width(size) > rect.w - 28
        x, y = rect.x + 14, rect.y + (60 if stacked and len(badges) > 1 else 72)
        for text, colour in badges:
            room = pygame.Rect(x - 4, y - 6, rect.right - 10 - (x - 4), 28)
            r = draw.text(canvas, text, (x, y), size, colour, bold=True, within=room)
            if stacked:
                y += 20  # (the scared residents' cards begin just below)
            else:
                x = r.right + gap
        if s.last is not None and not s.scared[seat]:
            move = s.last[seat]
            if move == 0:
                # TRANSLATORS: the last card moved this player's ghost neither way.
                words = _("Last card: no step")
            else:
                # TRANSLATORS: {steps} is signed: "+2" forward, "-1" back.
                words = ngettext("Last card: {steps} step", "Last card: {steps} steps",
                                 abs(move)).format(steps=f"{move:+d}")
            draw.text(canvas, words, (rect.centerx, rect.y + 116), 22, theme.INK_SOFT,
                      anchor="center", within=rect.inflate(-12, 0))
        got = s.scared[seat]
        for i, name in enumerate(got):
            r = v.layout.small_rect(seat, i, len(got))
            art.draw_resident_card(canvas, name, r)
            mark = s.marks[seat].get(name) if s.marks else None
            if mark is not None:
                self.mark(canvas, (r.right - 10, r.y + 10), mark)

    @staticmethod
    def mark(canvas: pygame.Surface, at: tuple[int, int], right: bool) -> None:
        x, y = at
        pygame.draw.circle(canvas, theme.WHITE, at, 15)
        pygame.draw.circle(canvas, GREEN if right else RED, at, 13)
        if right:
            pygame.draw.lines(canvas, theme.WHITE, False, [(x - 7, y), (x - 2, y + 6), (x + 7, y - 6)], 4)
        else:
            pygame.draw.line(canvas, theme.WHITE, (x - 6, y - 6), (x + 6, y + 6), 4)
            pygame.draw.line(canvas, theme.WHITE, (x - 6, y + 6), (x + 6, y - 6), 4)
