"""Drawing the Tajemnica Zamku side board: the player cards, the die and its number, the
buttons, and the hint with a picture of what to click (a part of painter.Painter).

The still part (wood, the card bases with each player's pawn and name, the faded swords
and items, the tray and the number box) is drawn once; the swords and items won, the ring
round the mover's card, the die, the buttons and the words are drawn each frame. The
hint's words shrink until they fit under the buttons.
"""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.core.telling import _
from castle_games.games.tajemnica_zamku import art, layout, marks, token_art
from castle_games.games.tajemnica_zamku.board_painter import STEP_GLOW
from castle_games.games.tajemnica_zamku.shown import need_words
from castle_games.games.tajemnica_zamku.tiles import TILES
from castle_games.games.tajemnica_zamku.tokens import COLOURS, ITEMS, OPPONENTS
from castle_games.ui import draw, theme
from castle_games.ui.art.dice import draw_tray

HINT_BOTTOM = 716


def hint_lines(sentences: list[str], width: int = layout.SIDE_RECT.w - 20) -> tuple[int, list[str]]:
    """The hint's sentences wrapped to the side board (`width`: less where a picture stands
    beside them), at the largest size (26 down to 16) at which they fit under the buttons."""
    size, lines = 26, list[str]()
    for size in range(26, 14, -2):
        lines = [line for sentence in sentences
                 for line in draw.wrap(sentence, size, width, bold=True)]
        if (len(lines) - 1) * (size - 2) + size * 0.7 <= HINT_BOTTOM - layout.HINT_Y:
            break
    return size, lines


class SideBoardPainter:
    """The side board (a part of painter.Painter, which keeps its still picture)."""

    v: Any  # the scene (view.TajemnicaScene)

    def side_base(self) -> pygame.Surface:
        """The side board without what changes: wood, card bases, the tray, the number box."""
        v = self.v
        base = pygame.Surface(layout.SIDE_RECT.size)
        base.blit(draw.vertical_gradient(layout.SIDE_RECT.size, (92, 60, 38), (64, 40, 26)), (0, 0))
        off = (-layout.SIDE_RECT.x, -layout.SIDE_RECT.y)
        for seat in range(v.n):
            r = layout.card_rect(seat).move(off)
            base.blit(draw.panel(r.size, 14, theme.PARCHMENT, theme.INK, 3), r)
            pygame.draw.rect(base, v.seats[seat].rgb, (r.x + 3, r.y + 3, 52, r.h - 6),
                             border_top_left_radius=12, border_bottom_left_radius=12)
            pawn = art.pawn(v.seats[seat].rgb, 46)
            pygame.draw.circle(base, theme.PARCHMENT, (r.x + 29, r.y + r.h // 2), 24)
            marks.on_pawn(base, v.seats[seat],
                          base.blit(pawn, pawn.get_rect(center=(r.x + 29, r.y + r.h // 2))))
            name = self.text(v.seats[seat].name, 28, theme.INK, True)
            base.blit(name, (r.x + 66, r.y + 8))
            for k, colour in enumerate(COLOURS):
                c = layout.sword_slot(seat, k)
                image = token_art.token_faded(f"{colour} sword", layout.SLOT)
                marks.on_token(base, f"{colour} sword", base.blit(
                    image, image.get_rect(center=(c[0] + off[0], c[1] + off[1]))), theme.PARCHMENT)
            for k, item in enumerate(ITEMS):
                c = layout.item_slot(seat, k)
                image = token_art.token_faded(item, layout.SLOT)
                base.blit(image, image.get_rect(center=(c[0] + off[0], c[1] + off[1])))
        draw_tray(base, layout.TRAY_RECT.move(off))
        nr = layout.NUMBER_RECT.move(off)
        base.blit(draw.panel(nr.size, 16, (250, 244, 226), theme.INK, 3), nr)
        return base.convert() if pygame.display.get_surface() is not None else base

    def side(self, canvas: pygame.Surface, targets: list, pulse: float) -> None:
        v = self.v
        s = v.shown
        canvas.blit(self._side, layout.SIDE_RECT)
        for seat in range(v.n):
            r = layout.card_rect(seat)
            if seat == s.current and s.rescued is None:
                pygame.draw.rect(canvas, theme.GOLD, r.inflate(6 + int(4 * pulse), 6 + int(4 * pulse)),
                                 4, border_radius=16)
            if seat == s.rescued:
                draw.crown(canvas, (r.right - 26, r.y + 22), 30)
            for colour in s.swords[seat]:
                c = layout.sword_slot(seat, COLOURS.index(colour))
                self.token_at(canvas, f"{colour} sword", c, layout.SLOT)
            for item in s.items[seat]:
                c = layout.item_slot(seat, ITEMS.index(item))
                self.token_at(canvas, item, c, layout.SLOT)
        if v.n == 1:  # words, so drawn each frame (the side board's picture has none)
            y = layout.card_rect(1).y + 8
            for line in draw.wrap(_("Alone: rescue her in as few turns as you can!"), 20,
                                  layout.SIDE_RECT.w - 24, bold=True):
                y = draw.text(canvas, line, (layout.SIDE_RECT.x + 12, y), 20, theme.PARCHMENT,
                              bold=True).bottom + 2
        self.die(canvas)
        buttons = v.buttons()
        focused = v.focused() if v.keyboard else None
        for rect, t in zip(layout.buttons(len(buttons)), buttons):
            self.button(canvas, rect, t, focused == t, pulse)
        prompt = v.prompt()
        x = layout.SIDE_RECT.centerx
        if prompt is not None and prompt.picture is not None:
            # What to click, as a picture left of the words (for a child who cannot read).
            spot = pygame.Rect(layout.SIDE_RECT.x + 8, layout.HINT_Y - 4, layout.PICTURE_W - 6,
                               HINT_BOTTOM - layout.HINT_Y + 2)
            self.prompt_picture(canvas, prompt.picture, spot.center)
            self.picture_drawn = (prompt.picture, spot)
            size, lines = hint_lines(v.hint(), layout.SIDE_RECT.w - 20 - layout.PICTURE_W)
            x += layout.PICTURE_W // 2
        else:
            size, lines = hint_lines(v.hint())
        y = layout.HINT_Y
        for line in lines:
            draw.text(canvas, line, (x, y), size, theme.PARCHMENT, bold=True, anchor="midtop")
            y += size - 2

    def prompt_picture(self, canvas: pygame.Surface, picture: str,
                       centre: tuple[int, int]) -> None:
        """With the box's own pictures: the die ("die"), the tile in the hand ("tile"), or
        a tile glowing as a step does, with the mover's pawn on it ("walk")."""
        v = self.v
        if picture == "die":
            image = art.d12(8, 46)
            canvas.blit(image, image.get_rect(center=centre))
            return
        if picture == "tile" and v.seen.hand is not None:
            info = TILES[v.seen.hand]
            image = art.tile(info.mask, info.circle, False, 48)
            canvas.blit(image, image.get_rect(center=centre))
            return
        if picture == "explore":  # an empty place to explore, as the labyrinth marks it
            rect = pygame.Rect(0, 0, 46, 46)
            rect.center = centre
            self.dashed(canvas, rect, theme.GOLD, 3)
            mark = self.text("?", 34, theme.GOLD, True)
            canvas.blit(mark, mark.get_rect(center=(centre[0], centre[1] + 2)))
            return
        image = art.tile(15, False, False, 48)  # a crossroads, glowing like a step
        rect = canvas.blit(image, image.get_rect(center=centre))
        glow = self.glow(STEP_GLOW, 48, 4)
        canvas.blit(glow, rect)
        pawn = art.pawn(v.seats[v.shown.current].rgb, 26)
        marks.on_pawn(canvas, v.seats[v.shown.current],
                      canvas.blit(pawn, pawn.get_rect(center=(centre[0], centre[1] - 2))))

    def button(self, canvas: pygame.Surface, rect: pygame.Rect, t, focused: bool,
               pulse: float) -> None:
        colour = {"roll": theme.GOLD, "attack": (236, 120, 90), "rescue": (250, 170, 210),
                  "draw": theme.GOLD, "stay": theme.PARCHMENT_DARK,
                  "end": theme.PARCHMENT_DARK}[t.kind]
        grow = int(4 * pulse) if t.kind in ("roll", "attack", "rescue") else 0
        box = rect.inflate(grow, grow)
        pygame.draw.rect(canvas, theme.WOOD_DARK, box.move(0, 4), border_radius=14)
        pygame.draw.rect(canvas, colour, box, border_radius=14)
        pygame.draw.rect(canvas, theme.INK, box, 3, border_radius=14)
        label = _(t.label)
        size = draw.fit_size(label, 28, box.w - 12, True)
        lines = [label]
        if size < 22 and " " in label:  # two lines read better than tiny letters
            words = label.split()
            half = (len(words) + 1) // 2
            lines = [" ".join(words[:half]), " ".join(words[half:])]
            size = min(draw.fit_size(line, 26, box.w - 12, True) for line in lines)
        y = box.centery - (len(lines) * size * 0.72) / 2
        for line in lines:
            draw.text(canvas, line, (box.centerx, int(y)), size, theme.INK, bold=True,
                      anchor="midtop", within=box)
            y += size * 0.72
        if focused:
            draw.focus_ring(canvas, box, 14)

    def legend(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        """The die's helpful numbers while it rests: who needs what (the player aid)."""
        rows = (("skrzat", "5+"), ("wandering knight", "6+"), ("ghost", "7+"),
                ("red dragon", "8+"), ("princess", "10+"))
        y = box.y + 10
        for name, need in rows:
            icon = token_art.token(name, 26)
            canvas.blit(icon, (box.x + 22, y))
            label = self.text(need, 28, theme.INK, True)
            canvas.blit(label, label.get_rect(midleft=(box.x + 60, y + 14)))
            y += 27

    def die(self, canvas: pygame.Surface) -> None:
        v = self.v
        s = v.shown
        felt = layout.FELT
        if v.tray_shown:
            for d in v.tray.dice:
                size = layout.DIE_SIZE + int(6 * d.lift)
                image = art.d12_turned(d.face, size, d.angle_deg)
                canvas.blit(image, image.get_rect(center=(int(felt.x + d.x), int(felt.y + d.y))))
        nr = layout.NUMBER_RECT
        what = s.die or (None if s.rolling is None else (None, s.rolling[0], s.rolling[1], None))
        if what is None and v.idle and v.seen.phase == "leave":
            st = v.seen
            opp = next((t for t in st.tokens.get(st.pawns[st.current], ()) if t in OPPONENTS), None)
            if opp is not None:
                what = (None, OPPONENTS[opp], opp, None)
        if what is None:
            self.legend(canvas, nr)
            return
        roll, need, why, success = what
        if roll is not None:
            colour = theme.SUCCESS if success else theme.DANGER
            # TRANSLATORS: under the number rolled: it was enough / not enough.
            words = _("Yes!") if success else _("Not yet")
            if why == "opening":  # who begins: no success or failure, just a number
                # TRANSLATORS: under the highest opening roll: this player begins.
                colour, words = theme.INK, (_("Begins!") if success else " ")
            num = self.text(str(roll), 96, colour, True)
            canvas.blit(num, num.get_rect(center=(nr.centerx, nr.centery - 12)))
            room = nr.inflate(-8, 0)
            room.height, room.bottom = 30, nr.bottom - 6
            draw.text(canvas, words, (nr.centerx, nr.bottom - 8), 28, colour, bold=True,
                      anchor="midbottom", within=room)
        else:
            cap = self.text("?", 96, theme.INK_SOFT, True)
            canvas.blit(cap, cap.get_rect(center=(nr.centerx, nr.centery - 6)))
        words = need_words(need, why)
        room = pygame.Rect(layout.SIDE_RECT.x + 8, layout.TARGET_Y - 2, layout.SIDE_RECT.w - 16, 30)
        draw.text(canvas, words, (layout.SIDE_RECT.centerx, layout.TARGET_Y), 28,
                  theme.PARCHMENT, bold=True, anchor="midtop", within=room)

