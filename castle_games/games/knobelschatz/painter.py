"""Drawing the Knobelschatz table from the view's `Shown` picture (never from hidden state).

A frame is the pre-rendered table plus cached card, dog and text images: a few dozen blits.
The painter reads the scene through `Scene` below (what it draws from), never the rules.
Every word is translated as it is drawn (the still pictures hold none, or are kept per
language), and each word in a box shrinks to fit it (German runs ~30 % longer).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import pygame

from castle_games.core.languages import current
from castle_games.core.match import Match
from castle_games.core.telling import _, joined, ngettext
from castle_games.games.knobelschatz import art, marks
from castle_games.games.knobelschatz.layout import (
    CAPTIONS,
    CENTER,
    DIE_ROW_SIZE,
    DIE_ROW_X,
    DIE_ROW_Y,
    LEGEND,
    LEGEND_Y,
    ROLL_RECT,
    SIDE_RECT,
    TABLE_RECT,
    TRAY_RECT,
    Layout,
)
from castle_games.games.knobelschatz.shown import Shown
from castle_games.ui import draw, theme
from castle_games.ui.art.dice import draw_die
from castle_games.ui.scene import CANVAS_SIZE
from castle_games.ui.table import TablePainter

TRAY_DIE = 52
HINT_TOP = ROLL_RECT.bottom + 20   # the hint under the Roll button ...
HINT_BOTTOM = LEGEND_Y - 24        # ... and above the legend's dice
HINT_WIDTH = SIDE_RECT.w - 24
PICTURE_W = 62                     # a prompt's picture stands left of its words
TITLE_RECT = pygame.Rect(SIDE_RECT.x + 8, 16, SIDE_RECT.w - 16, 44)  # "Dice" over the tray


BUBBLE_W = 380          # a bubble's words wrap at this width
DIE_GAP = DIE_ROW_X[1] - DIE_ROW_X[0]  # each rolled die's caption has this much room
LEGEND_X, LEGEND_GAP = SIDE_RECT.x + 38, 59


def hint_lines(sentences: Sequence[str], width: int = HINT_WIDTH) -> tuple[int, list[str]]:
    """The hint's sentences wrapped to the side board (`width`: less where a picture stands
    beside them), at the largest size (27 down to 17) at which they fit between the Roll
    button and the legend."""
    size, lines = 27, list[str]()
    for size in range(27, 15, -2):
        lines = [line for sentence in sentences
                 for line in draw.wrap(sentence, size, width, bold=True)]
        if len(lines) * (size + 3) <= HINT_BOTTOM - HINT_TOP:
            break
    return size, lines


class Scene(Protocol):
    """What the painter reads of the scene: the shown table, the places, the seats and
    the match, and the few questions of the moment (what may be chosen, the hint)."""

    shown: Shown
    layout: Layout
    tray: Any
    n: int
    seats: Sequence[Any]
    clock: float
    active: Any

    @property
    def match(self) -> Match: ...

    def choosing(self) -> list[int]: ...

    def focused(self) -> Any: ...

    def can_roll(self) -> bool: ...

    def human_to_move(self) -> bool: ...

    def hint(self) -> list[str]: ...

    def prompt(self) -> Any: ...


class Painter(TablePainter):
    def __init__(self, v: Scene) -> None:
        super().__init__(v)
        self._texts: dict[tuple, pygame.Surface] = {}
        self._pile: dict[int, pygame.Surface] = {}
        self._shade: pygame.Surface | None = None
        self._panels: dict[tuple[int, str], pygame.Surface] = {}  # by seat and language
        # Per seat: where its name and its match tag sit in the header (for the tests).
        self.header: dict[int, tuple[pygame.Rect, pygame.Rect | None]] = {}
        self._dice: dict[tuple[int, int, int], pygame.Surface] = {}

    def text(self, message: str, size: int, colour: tuple = theme.INK,
             bold: bool = False) -> pygame.Surface:
        key = (message, size, colour, bold)
        image = self._texts.get(key)
        if image is None:
            if len(self._texts) > 400:
                self._texts.clear()
            image = theme.render_text(message, size, colour, bold)
            self._texts[key] = image
        return image

    # -- the frame -----------------------------------------------------------------------
    def prepare_parts(self) -> None:
        for seat in range(self.v.n):
            self.panel_base(seat)

    def draw(self, canvas: pygame.Surface) -> None:
        v = self.v
        self.draw_background(canvas)
        pulse = draw.pulse(v.clock)
        choices = v.choosing()
        focused = v.focused()
        for seat in range(v.n):
            self.seat(canvas, seat, seat in choices, focused == seat, pulse)
        self.pile(canvas)
        self.dog(canvas)
        self.banner(canvas)
        self.words(canvas)
        self.side(canvas, focused == "roll", pulse)
        if v.active is not None:
            v.active.draw(v, canvas)

    def background(self) -> pygame.Surface:
        """Everything that never changes, drawn once: table, side board, tray, legend."""
        bg = art.table_background(CANVAS_SIZE, TABLE_RECT, SIDE_RECT, TRAY_RECT)
        self.legend(bg)  # its dice; its words are drawn each frame (words()), like the title
        # Warm the die pictures now, so the first roll does not stutter while they are made.
        scratch = pygame.Surface((2 * DIE_ROW_SIZE, 2 * DIE_ROW_SIZE), pygame.SRCALPHA)
        for face in (0, 1, 2, 3, 4):
            self._paint_die(scratch, (DIE_ROW_SIZE, DIE_ROW_SIZE), TRAY_DIE, face, 10.0, 0.7)
            self._paint_die(scratch, (DIE_ROW_SIZE, DIE_ROW_SIZE), TRAY_DIE, face, 0.0, 0.0)
            self.die(scratch, (DIE_ROW_SIZE, DIE_ROW_SIZE), DIE_ROW_SIZE, face, 0.0)
        return bg

    # -- the table -----------------------------------------------------------------------
    def seat(self, canvas: pygame.Surface, seat: int, target: bool, focused: bool,
             pulse: float) -> None:
        v, s = self.v, self.v.shown
        rect = v.layout.panel(seat)
        end = s.hands is not None
        turn = s.current == seat and not end
        if turn:
            grow = 18 + int(8 * pulse)
            pygame.draw.rect(canvas, theme.GOLD, rect.inflate(grow, grow), border_radius=22)
        if seat in s.winners:
            pygame.draw.rect(canvas, theme.GOLD, rect.inflate(24, 24), border_radius=24)
        canvas.blit(self.panel_base(seat), rect)
        if target:
            # Cyan, never gold: gold marks whose turn it is. The focused one is thicker.
            width = 9 if focused else 4 + int(3 * pulse)
            pygame.draw.rect(canvas, theme.HIGHLIGHT, rect.inflate(14, 14), width, border_radius=20)
            if focused:
                pygame.draw.rect(canvas, theme.WHITE, rect.inflate(26, 26), 3, border_radius=24)
            self.arrow(canvas, seat, theme.WHITE if focused else theme.HIGHLIGHT, pulse)
        count = s.hand_sizes[seat]
        for j, (x, y, angle) in enumerate(v.layout.fan(seat, count, wide=end)):
            canvas.blit(*self.card(seat, j, x, y, angle))
        if not end:
            badge = (rect.right - 30, rect.y + 86)
            pygame.draw.circle(canvas, theme.WHITE, badge, 25)
            pygame.draw.circle(canvas, theme.INK, badge, 25, 3)
            num = self.text(str(count), 38, theme.INK, True)
            canvas.blit(num, num.get_rect(center=badge))
        if s.counted is not None:
            self.total(canvas, seat, s.counted[seat], seat in s.winners)
        if turn:
            # By the seat drawn, not the live table: while a computer's last roll is still
            # shown, the table may already wait for a person.
            words = _("Your turn!") if v.seats[seat].is_human else _("Rolling...")
            self.tag(canvas, seat, words, theme.GOLD, 8 + int(4 * pulse))

    def panel_base(self, seat: int) -> pygame.Surface:
        """A player's spot without what changes: parchment, their colour and name."""
        image = self._panels.get((seat, current()))
        if image is None:
            v = self.v
            rect = v.layout.panel(seat).copy()
            rect.topleft = (0, 0)
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(image, theme.PARCHMENT, rect, border_radius=16)
            pygame.draw.rect(image, v.seats[seat].rgb, (0, 0, rect.w, 40),
                             border_top_left_radius=16, border_top_right_radius=16)
            pygame.draw.rect(image, theme.INK, rect, 3, border_radius=16)
            room, box = rect.w - 28, None
            total = self.match_total(seat)
            if total is not None:
                # The match so far, small in the corner: it does not change during a game.
                # TRANSLATORS: a small tag on a player's spot: their points in the earlier
                # games of this match ("match 23"). Keep it short.
                words = _("match {total}").format(total=total)
                size = draw.fit_size(words, 20, rect.w // 2 - 14, bold=True)
                box = pygame.Rect(0, 0, *theme.text_size(words, size, True)).inflate(14, 6)
                box.midright = (rect.w - 10, 21)
                pygame.draw.rect(image, theme.PARCHMENT, box, border_radius=9)
                draw.text(image, words, box.center, size, theme.INK, bold=True,
                          anchor="center", within=box)
                room = box.left - 20
            who = v.seats[seat].name
            name = self.text(who, draw.fit_size(who, 32, room, bold=True), theme.WHITE, True)
            self.header[seat] = (name.get_rect(midleft=(14, 21)), box)
            image.blit(name, self.header[seat][0])
            marks.after_name(image, v.seats[seat], self.header[seat][0],
                             pygame.Rect(0, 0, rect.w, 40), room + 14)
            self._panels[(seat, current())] = image
        return image

    def match_total(self, seat: int) -> int | None:
        """A seat's points from the match's earlier games; None in a match's first game."""
        totals = self.v.match.totals
        if not totals or not self.v.match.games or seat >= len(totals):
            return None
        return int(totals[seat])

    def tag(self, canvas: pygame.Surface, seat: int, words: str, colour: tuple,
            gap: int) -> None:
        rect = self.v.layout.panel(seat)
        size = draw.fit_size(words, 28, rect.w + 20, bold=True)
        box = pygame.Rect(0, 0, *theme.text_size(words, size, True))
        if self.v.layout.tag_above(seat):
            box.midbottom = (rect.centerx, rect.top - gap)
        else:
            box.midtop = (rect.centerx, rect.bottom + gap)
        box.inflate_ip(20, 12)
        pygame.draw.rect(canvas, colour, box, border_radius=10)
        pygame.draw.rect(canvas, theme.INK, box, 2, border_radius=10)
        draw.text(canvas, words, box.center, size, theme.INK, bold=True, anchor="center",
                  within=box)

    def arrow(self, canvas: pygame.Surface, seat: int, colour: tuple, pulse: float) -> None:
        """A big bobbing arrow pointing into a spot the roller may take from."""
        rect = self.v.layout.panel(seat)
        above = self.v.layout.tag_above(seat)
        bob = int(8 * pulse)
        x = rect.centerx + 70
        if above:
            tip = (x, rect.top - 10 - bob)
            pts = [tip, (x - 24, tip[1] - 30), (x + 24, tip[1] - 30)]
        else:
            tip = (x, rect.bottom + 10 + bob)
            pts = [tip, (x - 24, tip[1] + 30), (x + 24, tip[1] + 30)]
        pygame.draw.polygon(canvas, colour, pts)
        pygame.draw.polygon(canvas, theme.INK, pts, 3)

    def crown(self, canvas: pygame.Surface, topright: tuple[int, int]) -> None:
        x, y = topright[0] - 56, topright[1]
        pts = [(x, y + 40), (x, y + 8), (x + 14, y + 22), (x + 28, y), (x + 42, y + 22),
               (x + 56, y + 8), (x + 56, y + 40)]
        pygame.draw.polygon(canvas, theme.GOLD, pts)
        pygame.draw.polygon(canvas, theme.INK, pts, 3)
        for cx in (x + 14, x + 28, x + 42):
            pygame.draw.circle(canvas, theme.DANGER, (cx, y + 31), 4)

    def card(self, seat: int, j: int, x: int, y: int,
             angle: int) -> tuple[pygame.Surface, pygame.Rect]:
        s = self.v.shown
        if s.hands is None or s.flips is None or j >= len(s.flips[seat]):
            image = art.rotated("back", 0, angle)
        else:
            p = s.flips[seat][j]
            if p >= 1.0:
                image = art.rotated("front", s.hands[seat][j], angle)
            elif p <= 0.0:
                image = art.rotated("back", 0, angle)
            else:  # turning over: squeeze the back, then widen the front
                base = art.card_back() if p < 0.5 else art.card_front(s.hands[seat][j])
                w = max(2, int(art.CARD_W * abs(1 - 2 * p)))
                image = pygame.transform.scale(base, (w, art.CARD_H))
        return image, image.get_rect(center=(x, y))

    def total(self, canvas: pygame.Surface, seat: int, total: int, winner: bool) -> None:
        rect = self.v.layout.panel(seat)
        # TRANSLATORS: a player's gold, counted up as the chests are turned over at the end.
        words = ngettext("{gold} gold", "{gold} gold", total).format(gold=total)
        size = draw.fit_size(words, 36, rect.w, bold=True)
        box = pygame.Rect(0, 0, *theme.text_size(words, size, True))
        if self.v.layout.tag_above(seat):
            box.midbottom = (rect.centerx, rect.top - 10)
        else:
            box.midtop = (rect.centerx, rect.bottom + 10)
        box.inflate_ip(22, 10)
        pygame.draw.rect(canvas, theme.GOLD if winner else theme.PARCHMENT, box, border_radius=12)
        pygame.draw.rect(canvas, theme.INK, box, 3, border_radius=12)
        draw.text(canvas, words, box.center, size, theme.INK, bold=True, anchor="center",
                  within=box)
        if winner:  # the crown sits beside the winning total
            self.crown(canvas, (box.right + 66, box.centery - 20))

    def pile(self, canvas: pygame.Surface) -> None:
        count = self.v.shown.pile
        image = self._pile.get(count)
        if image is None:
            image = self._pile[count] = art.pile(count)
        canvas.blit(image, image.get_rect(midbottom=(CENTER[0], CENTER[1] + art.CARD_H // 2 + 4)))
        if count:
            # TRANSLATORS: under the pile of face-down chests in the middle: how many.
            words = ngettext("{count} in the pile", "{count} in the pile", count).format(count=count)
        else:
            words = _("the pile is empty")
        draw.text(canvas, words, (CENTER[0], CENTER[1] + art.CARD_H // 2 + 12),
                  draw.fit_size(words, 28, 300, bold=True), theme.WHITE, bold=True,
                  anchor="midtop")

    def dog(self, canvas: pygame.Surface) -> None:
        s = self.v.shown
        image = art.dog(s.dog_step, s.dog_facing_left, s.dog_barking)
        x, y = s.dog_pos
        canvas.blit(image, image.get_rect(center=(int(x), int(y))))
        if s.dog_barking:
            # TRANSLATORS: the watchdog barks (German: "Wau!"); an animal sound, short.
            draw.text(canvas, _("Woof!"), (int(x), int(y) - 38), 34, theme.WHITE, bold=True,
                      anchor="midbottom")

    def banner(self, canvas: pygame.Surface) -> None:
        v, s = self.v, self.v.shown
        if s.winners:
            names = [v.seats[w].name for w in s.winners]
            message = (_("{player} wins!").format(player=names[0]) if len(names) == 1
                       else _("{players} share the win!").format(players=joined(names)))
            colour = theme.GOLD
        elif s.hands is not None:
            message, colour = _("Counting the treasure..."), theme.PARCHMENT
        else:
            message = _("{player}'s turn").format(player=v.seats[s.current].name)
            colour = v.seats[s.current].rgb
        size = draw.fit_size(message, 40, TABLE_RECT.w - 120, bold=True)
        box = pygame.Rect(0, 0, *theme.text_size(message, size, True))
        box.midtop = (CENTER[0], 8)
        box.inflate_ip(40, 12)
        pygame.draw.rect(canvas, colour, box, border_radius=14)
        pygame.draw.rect(canvas, theme.INK, box, 3, border_radius=14)
        draw.text(canvas, message, box.center, size, theme.INK, bold=True, anchor="center",
                  within=box)

    def bubble(self, canvas: pygame.Surface, seat: int, lines: list[str]) -> None:
        """A speech bubble beside a player's spot (bad luck, said kindly)."""
        rect = self.v.layout.panel(seat)
        # The first line big and bold, the others wrapped to a bubble no wider than BUBBLE_W.
        rows: list[tuple[str, int, bool]] = []
        for i, line in enumerate(lines):
            size, bold = (34, True) if i == 0 else (28, False)
            size = draw.fit_size(line, size, BUBBLE_W, bold) if i == 0 else size
            rows += [(part, size, bold) for part in draw.wrap(line, size, BUBBLE_W, bold)]
        width = max(theme.text_size(part, size, bold)[0] for part, size, bold in rows)
        height = sum(theme.font(size, bold).get_height() for _part, size, bold in rows)
        box = pygame.Rect(0, 0, width + 32, height + 24)
        # Beyond the turn tag, which sits on the same side of the spot.
        if self.v.layout.tag_above(seat):
            box.midbottom = (rect.centerx, rect.top - 56)
        else:
            box.midtop = (rect.centerx, rect.bottom + 56)
        box.clamp_ip(pygame.Rect(4, 60, SIDE_RECT.left - 8, 652))
        draw.bubble(canvas, box, [], 16)
        y = box.y + 12
        for part, size, bold in rows:
            drawn = draw.text(canvas, part, (box.centerx, y), size, theme.INK, bold=bold,
                              anchor="midtop", within=box)
            y = drawn.bottom

    # -- the side board ------------------------------------------------------------------
    def side(self, canvas: pygame.Surface, roll_focused: bool, pulse: float) -> None:
        v, s = self.v, self.v.shown
        if v.tray is not None and s.dice:
            for die in v.tray.dice:
                self.die(canvas, (TRAY_RECT.x + die.x, TRAY_RECT.y + die.y), TRAY_DIE,
                         die.face, die.angle_deg, lift=0.7 if die.rolling else 0.0)
        if s.hands is not None:
            self.scores(canvas)
            return
        if s.dice and s.dice_known:
            for i, face in enumerate(s.dice):
                centre = (DIE_ROW_X[i], DIE_ROW_Y)
                self.die(canvas, centre, DIE_ROW_SIZE, face, 0)
                if s.used[i]:
                    canvas.blit(self.shade(), self.shade().get_rect(center=centre))
                    # TRANSLATORS: under a die already used this turn.
                    words, size, colour = _("done"), 24, theme.STONE_LIGHT
                else:
                    words, size, colour = _(CAPTIONS.get(face, "")), 28, theme.WHITE
                slot = pygame.Rect(0, 0, DIE_GAP, 34)
                slot.center = (centre[0], centre[1] + 50)
                draw.text(canvas, words, slot.center, size, colour, bold=True, anchor="center",
                          within=slot)
        if v.can_roll():
            button = ROLL_RECT.inflate(int(6 * pulse), int(6 * pulse))
            pygame.draw.rect(canvas, theme.GOLD_DARK, button.move(0, 6), border_radius=18)
            pygame.draw.rect(canvas, theme.GOLD, button, border_radius=18)
            pygame.draw.rect(canvas, theme.FOCUS if roll_focused else theme.INK, button,
                             7 if roll_focused else 3, border_radius=18)
            # TRANSLATORS: the big button that rolls the three dice.
            draw.text(canvas, _("Roll!"), button.center, 56, theme.INK, bold=True,
                      anchor="center", within=button)
        prompt = v.prompt()
        if prompt is not None and prompt.picture is not None:
            # What to click, as a picture left of the words (for a child who cannot read).
            size, lines = hint_lines(v.hint(), HINT_WIDTH - PICTURE_W)
            height = len(lines) * (size + 3)
            spot = pygame.Rect(SIDE_RECT.x + 12, HINT_TOP, PICTURE_W - 6, max(height, 56))
            self.prompt_picture(canvas, prompt.picture, spot.center)
            self.drew_picture(prompt.picture, spot)
            x = SIDE_RECT.x + 12 + PICTURE_W + (HINT_WIDTH - PICTURE_W) // 2
        else:
            size, lines = hint_lines(v.hint())
            x = SIDE_RECT.centerx
        y = HINT_TOP
        for line in lines:
            draw.text(canvas, line, (x, y), size, theme.PARCHMENT, bold=True, anchor="midtop")
            y += size + 3

    def prompt_picture(self, canvas: pygame.Surface, picture: str,
                       centre: tuple[int, int]) -> None:
        """A die (roll!) or a face-down chest (take one!), with the box's own art."""
        if picture == "die":
            self.die(canvas, centre, 44, 4, 12.0)
        else:
            card = self._small_chest()
            canvas.blit(card, card.get_rect(center=centre))

    def _small_chest(self) -> pygame.Surface:
        image = self._pile.get(-1)
        if image is None:
            image = self._pile[-1] = art.card_back(38, 54)
        return image

    def shade(self) -> pygame.Surface:
        """A grey veil over a die that has been used up this turn."""
        if self._shade is None:
            size = DIE_ROW_SIZE + 6
            self._shade = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.rect(self._shade, (60, 50, 50, 150), (0, 0, size, size), border_radius=12)
            pygame.draw.line(self._shade, theme.WHITE, (18, size // 2 + 2), (size // 2 - 4, size - 18), 6)
            pygame.draw.line(self._shade, theme.WHITE, (size // 2 - 4, size - 18), (size - 14, 16), 6)
        return self._shade

    def legend(self, canvas: pygame.Surface) -> None:
        """What each face means, always on show (the dice; words() writes under them)."""
        for k, (face, _word) in enumerate(LEGEND):
            self.die(canvas, (LEGEND_X + k * LEGEND_GAP, LEGEND_Y), 38, face, 0)

    def words(self, canvas: pygame.Surface) -> None:
        """The side board's still words, in the language in use: its title and the
        legend's words, each in its own slot."""
        # TRANSLATORS: the heading over the dice tray on the side board.
        draw.text(canvas, _("Dice"), TITLE_RECT.center, 34, theme.PARCHMENT, bold=True,
                  anchor="center", within=TITLE_RECT)
        # The legend's words share one size, and none goes below the floor: where a word
        # is too wide for its die's slot, the words stand in two staggered rows, each
        # with the room of two slots.
        words = [_(word) for _face, word in LEGEND]
        room = LEGEND_GAP - 8
        size = min(draw.fit_size(word, 22, room, bold=True) for word in words)
        staggered = any(theme.text_size(word, size, True)[0] > room for word in words)
        with theme.one_block():
            for k, word in enumerate(words):
                slot = pygame.Rect(0, 0, LEGEND_GAP * (2 if staggered else 1), 26)
                row = 20 * (k % 2) if staggered else 0
                slot.midtop = (LEGEND_X + k * LEGEND_GAP, LEGEND_Y + 22 + row)
                slot.clamp_ip(SIDE_RECT)
                draw.text(canvas, word, (slot.centerx, slot.y + 2), size, theme.PARCHMENT,
                          bold=True, anchor="midtop", within=slot, shrink=False)

    def scores(self, canvas: pygame.Surface) -> None:
        """The treasure count on a parchment board over the tray, counting up with the reveal."""
        v, s = self.v, self.v.shown
        board = pygame.Rect(SIDE_RECT.x + 14, 58, SIDE_RECT.w - 28, 100 + 66 * v.n)
        pygame.draw.rect(canvas, theme.PARCHMENT_DARK, board, border_radius=16)
        pygame.draw.rect(canvas, theme.WOOD_DARK, board, 4, border_radius=16)
        heading = pygame.Rect(board.x + 8, board.y + 12, board.w - 16, 46)
        # TRANSLATORS: the heading of the score board at the end (the gold counted up).
        draw.text(canvas, _("Treasure"), heading.center, 40, theme.WOOD_DARK, bold=True,
                  anchor="center", within=heading)
        y = board.y + 70
        for seat in range(v.n):
            row = pygame.Rect(board.x + 10, y, board.w - 20, 56)
            winner = seat in s.winners
            pygame.draw.rect(canvas, theme.GOLD if winner else theme.PARCHMENT, row, border_radius=12)
            pygame.draw.circle(canvas, v.seats[seat].rgb, (row.x + 24, row.centery), 14)
            marks.on_disc(canvas, v.seats[seat], (row.x + 24, row.centery), 14)
            name = self.text(v.seats[seat].name, 28, theme.INK, True)
            canvas.blit(name, name.get_rect(midleft=(row.x + 46, row.centery)))
            value = "?" if s.counted is None else str(s.counted[seat])
            num = self.text(value, 40, theme.INK, True)
            canvas.blit(num, num.get_rect(midright=(row.right - 14, row.centery)))
            y += 66

    def die(self, canvas: pygame.Surface, centre: tuple[float, float], size: int,
            face: int, angle: float, lift: float = 0.0) -> None:
        at = (int(centre[0]), int(centre[1]))
        if lift:  # tumbling: a fresh picture every frame (only three dice, only mid-roll)
            self._paint_die(canvas, at, size, face, angle, lift)
            return
        key = (face, size, int(round(angle)) % 360)
        image = self._dice.get(key)
        if image is None:
            if len(self._dice) > 120:
                self._dice.clear()
            image = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
            self._paint_die(image, (size, size), size, face, key[2], 0.0)
            self._dice[key] = image
        canvas.blit(image, image.get_rect(center=at))

    def _paint_die(self, surface: pygame.Surface, at: tuple[int, int], size: int, face: int,
                   angle: float, lift: float) -> None:
        draw_die(surface, at, size, face, angle_deg=angle, lift=lift)
