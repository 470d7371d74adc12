"""Drawing the Seven Locks table from the view's `Shown` picture (never from hidden state).

A frame is the pre-rendered background (table, courtyard, key board, panels, dice tray)
plus cached pictures of towers, keys, the keymaster and text: a few dozen blits.
"""

from __future__ import annotations

import pygame

from castle_games.core.telling import _, ngettext
from castle_games.games.seven_locks import art, layout, marks
from castle_games.games.seven_locks.castle_court import CastleCourt, text, write
from castle_games.games.seven_locks.dialogs import fitted
from castle_games.games.seven_locks.layout import (
    ASIDE_RECT,
    BOARD_CENTER,
    BOARD_RADII,
    CASTLE_RECT,
    DICE_RECT,
    KEY_TOP,
    KEYS_RECT,
    LEGEND_RECT,
    ROLL_RECT,
    SIDE_RECT,
    TRAY_RECT,
)
from castle_games.games.seven_locks.rules import (
    N_CHAMBERS,
    N_TOWERS,
)
from castle_games.games.seven_locks.shown import Stage
from castle_games.ui import draw, theme
from castle_games.ui.art.dice import draw_tray, felt_rect
from castle_games.ui.menu_voice import said
from castle_games.ui.scene import CANVAS_SIZE

TABLE = (176, 122, 76)
TABLE_DARK = (140, 92, 54)
COURT = (150, 170, 110)
COURT_DARK = (112, 132, 80)
DIE_SIZE = 46


def felt() -> pygame.Rect:
    """The felt inside the drawn dice tray: the DiceTray is sized to it, dice drawn on it."""
    return felt_rect(TRAY_RECT)


class Painter(CastleCourt):
    def __init__(self, v: Stage) -> None:
        super().__init__(v)
        self._panels: dict[int, pygame.Surface] = {}
        self.legend_rects: list[pygame.Rect] = []   # the die legend, as last drawn
        self.roll_rect: pygame.Rect | None = None   # the Roll! button, as last drawn
        self.drop_marks: dict[int, int] = {}        # see-drops: tower -> mark y, as drawn

    # -- the still picture --------------------------------------------------------------
    def prepare_parts(self) -> None:
        self.v.side.prepare()
        for seat in range(self.v.n):
            self.panel_base(seat)

    def background(self) -> pygame.Surface:
        bg = pygame.Surface(CANVAS_SIZE)
        bg.blit(draw.vertical_gradient(CANVAS_SIZE, TABLE, TABLE_DARK), (0, 0))
        seed = 99
        for y in range(0, CANVAS_SIZE[1], 5):  # wood grain of the kitchen table
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            shade = draw.lighten(TABLE, -0.04 - (seed % 100) / 1400)
            pygame.draw.line(bg, shade, (0, y), (CANVAS_SIZE[0], y + (seed % 7) - 3), 1)
        # The castle's courtyard: a round board with a stone rim and a lawn.
        rx, ry = BOARD_RADII
        board = pygame.Rect(0, 0, 2 * rx, 2 * ry)
        board.center = BOARD_CENTER
        pygame.draw.ellipse(bg, (90, 60, 40), board.move(0, 14))
        pygame.draw.ellipse(bg, (168, 160, 150), board)
        pygame.draw.ellipse(bg, (120, 112, 106), board, 4)
        inner = board.inflate(-40, -22)
        pygame.draw.ellipse(bg, COURT, inner)
        pygame.draw.ellipse(bg, COURT_DARK, inner, 3)
        path = pygame.Rect(0, 0, int(rx * 1.2), int(ry * 0.9))
        path.center = (BOARD_CENTER[0], BOARD_CENTER[1] + 6)
        pygame.draw.ellipse(bg, (196, 178, 140), path)
        pygame.draw.ellipse(bg, (170, 150, 112), path, 2)
        for place in range(1, N_TOWERS + 1):  # the seven indentations
            x, y = layout.tower_base(place)
            s = layout.tower_scale(place)
            spot = pygame.Rect(0, 0, int(96 * s), int(30 * s))
            spot.center = (x, y)
            pygame.draw.ellipse(bg, (96, 88, 84), spot)
            pygame.draw.ellipse(bg, (70, 62, 60), spot, 2)
        # The key board, and the place of the tower set aside.
        board = KEYS_RECT.inflate(8, 0)
        bg.blit(draw.panel(board.size, 16, (120, 78, 44), (80, 50, 28), 3), board)
        pygame.draw.rect(bg, (96, 60, 34), (board.x + 14, KEY_TOP - 4, board.w - 28, 8),
                         border_radius=4)
        for k in range(1, N_CHAMBERS + 1):
            pygame.draw.circle(bg, (70, 44, 26), (layout.key_x(k), KEY_TOP), 5)
        bg.blit(draw.panel(ASIDE_RECT.size, 16, (96, 70, 52), (70, 50, 36), 3), ASIDE_RECT)
        # The dice corner.
        bg.blit(draw.panel(DICE_RECT.size, 18, (70, 52, 40), (44, 30, 22), 3), DICE_RECT)
        draw_tray(bg, TRAY_RECT)
        return draw.ready(bg) if bg.get_flags() & pygame.SRCALPHA else (
            bg.convert() if pygame.display.get_surface() else bg)

    def panel_base(self, seat: int) -> pygame.Surface:
        image = self._panels.get(seat)
        if image is None:
            v = self.v
            rect = layout.player_rect(seat, v.n)
            image = draw.panel(rect.size, 16, theme.PARCHMENT, theme.WOOD_DARK, 3).copy()
            band = pygame.Rect(0, 0, rect.w, 36)
            pygame.draw.rect(image, v.seats[seat].rgb, band.inflate(-6, -6).move(0, 1),
                             border_top_left_radius=13, border_top_right_radius=13)
            name = text(v.seats[seat].name, 28, theme.WHITE)
            marks.on_band(image, v.seats[seat], image.blit(name, name.get_rect(midleft=(14, 19))),
                          band.inflate(-6, -6).move(0, 1))
            self._panels[seat] = image
        return image

    def captions(self, canvas: pygame.Surface) -> None:
        """The words on the table's still parts, drawn each frame (never into the still
        background), so that they are in the language in use."""
        board = KEYS_RECT.inflate(8, 0)
        write(canvas, _("Keys"), (board.right - 12, board.bottom - 6), 24, theme.PARCHMENT,
              "bottomright", within=pygame.Rect(board.right - 140, board.bottom - 30, 136, 28))
        room = pygame.Rect(ASIDE_RECT.x + 108, ASIDE_RECT.y + 14, ASIDE_RECT.w - 114, 86)
        # TRANSLATORS: beside the tower put aside unseen at the start (Seven Locks).
        size, lines = fitted([_("Tower set aside: out of the game")], room.w, room.h, 22,
                             leading=1.0, smallest=theme.FLOOR)
        top = room.y + (room.h - size * len(lines)) // 2
        for i, line in enumerate(lines):
            write(canvas, line, (room.x, top + size * i), size, theme.PARCHMENT, within=room)
        # TRANSLATORS: the caption of the dice tray (Seven Locks has one die).
        write(canvas, _("The die"), (TRAY_RECT.right + 14, DICE_RECT.y + 12), 26,
              theme.PARCHMENT, within=pygame.Rect(TRAY_RECT.right + 10, DICE_RECT.y + 8,
                                                  DICE_RECT.right - TRAY_RECT.right - 14, 26))

    # -- the frame ----------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        v = self.v
        self.draw_background(canvas)
        self.captions(canvas)
        pulse = draw.pulse(v.clock)
        self.castle(canvas, pulse)
        self.keys(canvas, pulse)
        self.aside(canvas)
        self.players(canvas, pulse)
        # In the guided game the side view's column is the coach's card: the picture shows
        # what happens, the coach's words tell it (no words of the side view under the card).
        v.side.draw(canvas, words=v.coach is None)
        self.dice(canvas, pulse)
        self.banner(canvas)
        if v.active is not None:
            v.active.draw(v, canvas)
        if v.dialog is not None:
            v.dialog.show_focus = v.shown_advice() is None
            v.dialog.draw(canvas)
            if v.dialog.picture_rect is not None and v.prompt() is not None:
                self.drew_picture("arms", v.dialog.picture_rect)

    # -- keys ---------------------------------------------------------------------------
    def keys(self, canvas: pygame.Surface, pulse: float) -> None:
        v, s = self.v, self.v.shown
        targets = v.key_targets()
        focused = v.focused()
        for k in range(1, N_CHAMBERS + 1):
            x = layout.key_x(k)
            if k not in s.keys_left:  # in an opened tower (or in the keymaster's hand)
                ghost = art.key_ghost(k, layout.KEY_SCALE)
                canvas.blit(ghost, (x - art.key_centre_x(), KEY_TOP - 16))
                continue
            image = art.key(k, layout.KEY_SCALE)
            rect = image.get_rect(topleft=(x - art.key_centre_x(), KEY_TOP - 16))
            if k in targets:
                colour = theme.FOCUS if focused == ("key", k) else theme.HIGHLIGHT
                glow = layout.key_rect(k).inflate(4, 4 + int(4 * pulse)).clip(
                    KEYS_RECT.inflate(0, 8))
                canvas.blit(draw.panel(glow.size, 14, (*colour, 120)), glow)
                pygame.draw.rect(canvas, colour, glow, 3, border_radius=14)
            canvas.blit(image, rect)
            if s.enchanted == k:
                # TRANSLATORS: under the enchanted key, once it is known (the end).
                self.pill(canvas, (x, rect.bottom + 8), _("enchanted!"), theme.GOLD, 20)
        counts: dict[int, int] = {}
        for seat, k in s.guesses:
            i = counts.get(k, 0)
            counts[k] = i + 1
            shield = self.shield_image(seat, 26)
            canvas.blit(shield, shield.get_rect(center=layout.guess_spot(k, i)))

    def aside(self, canvas: pygame.Surface) -> None:
        s = self.v.shown
        revealed = s.revealed[N_TOWERS] if s.revealed is not None else 0
        image = art.set_aside_tower(0.78, revealed)
        canvas.blit(image, image.get_rect(midbottom=(ASIDE_RECT.x + 56, ASIDE_RECT.bottom - 6)))
        if revealed:
            self.pill(canvas, (ASIDE_RECT.x + 160, ASIDE_RECT.bottom - 24),
                      _("key {key} fits").format(key=revealed), theme.GOLD, 20)

    # -- players ------------------------------------------------------------------------
    def players(self, canvas: pygame.Surface, pulse: float) -> None:
        v, s = self.v, self.v.shown
        asking = v.asking_seat()
        for seat in range(v.n):
            rect = layout.player_rect(seat, v.n)
            turn = seat == s.current and not s.over
            if seat in s.winners:
                glow = rect.inflate(12, 10)
                canvas.blit(draw.panel(glow.size, 20, theme.GOLD), glow)
            elif turn:
                grow = 8 + int(4 * pulse)
                glow = rect.inflate(grow, grow)
                canvas.blit(draw.panel(glow.size, 20, theme.GOLD), glow)
            if asking == seat and not turn:
                glow = rect.inflate(10, 10)
                pygame.draw.rect(canvas, theme.HIGHLIGHT, glow, 4, border_radius=20)
            canvas.blit(self.panel_base(seat), rect)
            for i in range(2):
                used = i >= s.arms[seat]
                shield = self.shield_image(seat, 34, used)
                canvas.blit(shield, shield.get_rect(center=layout.shield_spot(seat, v.n, i)))
            # (the words may reach under the pearls' count: it stands higher)
            arms = pygame.Rect(rect.x + 4, rect.bottom - 20, 150, 18)
            write(canvas, _("coats of arms"), (arms.centerx, rect.bottom - 4), 18,
                  theme.INK_SOFT, "midbottom", within=arms)
            bx, by = layout.box_spot(seat, v.n)
            image = art.box(tuple(v.seats[seat].rgb))
            box_rect = image.get_rect(center=(bx, by + 8))
            canvas.blit(image, box_rect)
            marks.on_box(canvas, v.seats[seat], box_rect)
            pearl = art.pearl(5)
            for px, py in art.heap_points(min(s.boxes[seat], 14), 56, 5):
                canvas.blit(pearl, (bx + px - 6, box_rect.y - 2 + py))
            num = text(str(s.boxes[seat]), 44, theme.INK)
            canvas.blit(num, num.get_rect(midright=(bx - 46, by + 6)))
            # TRANSLATORS: under the number of pearls in a player's box.
            write(canvas, ngettext("pearl", "pearls", s.boxes[seat]), (bx - 46, by + 30), 20,
                  theme.INK_SOFT, "midright", within=pygame.Rect(bx - 130, by + 20, 84, 20))
            status = v.status(seat)
            if status:
                size = draw.fit_size(status, 24, rect.w // 2 - 14, True)
                words = text(status, size, theme.INK)
                box = words.get_rect(topright=(rect.right - 12, rect.y + 6)).inflate(14, 4)
                fill = theme.GOLD if turn else theme.HIGHLIGHT if asking == seat else theme.WHITE
                canvas.blit(draw.panel(box.size, 10, fill, theme.INK, 2), box)
                write(canvas, status, box.center, size, theme.INK, "center", within=box)
            if seat in s.winners:
                draw.crown(canvas, (rect.centerx, rect.y + 4), 34)

    # -- dice ---------------------------------------------------------------------------
    def dice(self, canvas: pygame.Surface, pulse: float) -> None:
        v, s = self.v, self.v.shown
        f = felt()
        if v.shown.die_visible and v.tray is not None:
            for die in v.tray.dice:
                image = art.die_face(die.face, DIE_SIZE)
                if die.angle_deg % 360:
                    image = pygame.transform.rotate(image, die.angle_deg)
                canvas.blit(image, image.get_rect(center=(int(f.x + die.x), int(f.y + die.y))))
        # The legend stands above the Roll! button, never under it: what was
        # drawn is kept in `legend_rects` for the tests.
        x, y = LEGEND_RECT.topleft
        if s.die is None:  # what a face means, until the first roll
            self.legend_rects = [canvas.blit(art.die_face(2, 36), (x, y))]
            # TRANSLATORS: the die legend: the top half of a face shows the pearls to throw,
            # the bottom half the keymaster's steps.
            top, bottom = _("top: pearls to throw"), _("bottom: steps for the keymaster")
            parts = [(top, pygame.Rect(x + 42, y, LEGEND_RECT.w - 42, 40), 20, theme.PARCHMENT),
                     (bottom, pygame.Rect(x, y + 42, LEGEND_RECT.w, 44), 20, theme.PARCHMENT)]
        else:
            self.legend_rects = []
            pearls, steps = s.die
            parts = [(ngettext("{count} pearl to throw", "{count} pearls to throw",
                               pearls).format(count=pearls),
                      pygame.Rect(x, y, LEGEND_RECT.w, 42), 26, theme.WHITE),
                     (ngettext("{count} step for the keymaster", "{count} steps for the keymaster",
                               steps).format(count=steps),
                      pygame.Rect(x, y + 44, LEGEND_RECT.w, 42), 26, theme.WHITE)]
        for message, room, biggest, colour in parts:
            size, lines = fitted([message], room.w, room.h, biggest, leading=0.85, smallest=theme.FLOOR)
            for i, line in enumerate(lines):
                self.legend_rects.append(write(canvas, line, (room.x, room.y + round(size * 0.85) * i),
                                               size, colour, within=room))
        self.roll_rect = None
        if v.can_roll():
            button = ROLL_RECT.inflate(int(6 * pulse), int(6 * pulse))
            self.roll_rect = button.union(button.move(0, 5))
            pygame.draw.rect(canvas, theme.GOLD_DARK, button.move(0, 5), border_radius=16)
            pygame.draw.rect(canvas, theme.GOLD, button, border_radius=16)
            focus = v.focused() == ("roll", 0)
            pygame.draw.rect(canvas, theme.FOCUS if focus else theme.INK, button,
                             6 if focus else 3, border_radius=16)
            # TRANSLATORS: the button that rolls the die.
            write(canvas, _("Roll!"), button.center, 40, theme.INK, "center", within=button)

    # -- words --------------------------------------------------------------------------
    def banner(self, canvas: pygame.Surface) -> None:
        v = self.v
        message, colour = v.banner()
        prompt = v.prompt()
        picture = prompt.picture if prompt is not None and v.dialog is None else None
        room = layout.BANNER_W - 36 - (layout.PICTURE_W if picture else 0)
        size = draw.fit_size(message, 34, room, True)
        label = text(message, size, theme.INK)
        box = label.get_rect(midtop=(CASTLE_RECT.centerx, 12)).inflate(36, 12)
        if picture is not None:  # what to click, inside the banner left of its words
            box.w += layout.PICTURE_W
            box.x -= layout.PICTURE_W // 2
            box.h = max(box.h, 50)
        canvas.blit(draw.panel(box.size, 14, colour, theme.INK, 3), box)
        words = box.copy()
        if picture is not None:
            spot = pygame.Rect(box.x + 8, box.y + 3, layout.PICTURE_W - 4, box.h - 6)
            self.prompt_picture(canvas, picture, spot)
            self.drew_picture(picture, spot)
            words.x, words.w = spot.right, box.right - spot.right
        write(canvas, message, words.center, size, theme.INK, "center", within=words)

    def prompt_picture(self, canvas: pygame.Surface, picture: str, spot: pygame.Rect) -> None:
        """The box's own pieces, small: the die, the keymaster, a pearl over a tower, a key,
        the asked player's coat of arms."""
        v = self.v
        if picture == "die":
            image = art.die_face(2, min(spot.h, 38))
        elif picture == "keymaster":
            full = art.keymaster(0, False)
            h = spot.h
            image = pygame.transform.smoothscale(full, (full.get_width() * h // full.get_height(), h))
        elif picture == "pearl":
            tower = art.tower(1, 0.3)
            h = spot.h - 10
            image = pygame.transform.smoothscale(
                tower, (max(8, tower.get_width() * h // tower.get_height()), h))
            rect = canvas.blit(image, image.get_rect(midbottom=spot.midbottom))
            pearl = art.pearl(6)
            canvas.blit(pearl, pearl.get_rect(midbottom=(rect.centerx, rect.top + 4)))
            return
        elif picture == "key":
            keys = v.key_targets() or [1]
            image = art.key_icon(keys[0])
        else:
            seat = v.obs()["to_move"]
            seat = seat if seat is not None else v.shown.current
            image = self.shield_image(seat)
        canvas.blit(image, image.get_rect(center=spot.center))

    def bubble(self, canvas: pygame.Surface, seat: int | None, lines: list) -> None:
        """A speech bubble by a player's place, or by the keymaster (seat None): `lines` are
        msgids or functions saying them, put into the language in use as they are drawn."""
        words = [said(line) for line in lines]
        sizes = [draw.fit_size(line, 30 if i == 0 else 24, CASTLE_RECT.w - 60, True)
                 for i, line in enumerate(words)]
        images = [text(line, size, theme.INK) for line, size in zip(words, sizes)]
        box = draw.lines_box(images, (30, 20))
        if seat is None:
            x, y = self.v.shown.km_pos
            box.midbottom = (int(x), int(y) - layout.KEYMASTER_H - 10)
        else:
            r = layout.player_rect(seat, self.v.n)
            box.midbottom = (r.centerx, r.top - 14)
        box.clamp_ip(CASTLE_RECT.inflate(0, 30))
        canvas.blit(draw.panel(box.size, 14, theme.WHITE, theme.INK, 3), box)
        y = box.y + (box.h - sum(i.get_height() for i in images)) // 2
        for line, size, image in zip(words, sizes, images):
            write(canvas, line, (box.centerx, y), size, theme.INK, "midtop", within=box)
            y += image.get_height()

    def side_rect(self) -> pygame.Rect:
        return SIDE_RECT
