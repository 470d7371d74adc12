"""Drawing the Schlotterstein table from the view's `Shown` picture (never from hidden state).

A frame is the pre-rendered table, the cached path, the players' places and 20 cached
resident cards: a few dozen blits. The big ghost card is rendered once per round (when
it is turned over: before that nobody knows which it is) and only blitted while shown.
The painter is built on the ghost path (ghost_path.py) and the players' panels
(player_panels.py), and draws the bell and the sand-glass of bell_and_glass.py; here are
the frame, the residents' ring, the middle with the pile and the bell, the checked card,
the shown card with its side, and the players' bubbles.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from castle_games.core.telling import _, ngettext, number
from castle_games.games.schlotterstein import anims, art
from castle_games.games.schlotterstein import layout as lay
from castle_games.games.schlotterstein.bell_and_glass import BellAndGlass
from castle_games.games.schlotterstein.deck import BY_NUMBER, CARD_W
from castle_games.games.schlotterstein.ghost_path import GhostPath
from castle_games.games.schlotterstein.player_panels import PlayerPanels
from castle_games.games.schlotterstein.residents import NAMES
from castle_games.ui import draw, theme
from castle_games.ui.scene import CANVAS_SIZE

TABLE = (112, 74, 46)
TABLE_DARK = (86, 56, 34)
CLOTH = (62, 58, 110)
CLOTH_EDGE = (44, 40, 86)
HIDING = anims.HideAway
PLAYED_GLOW = (200, 196, 250)


class Painter(GhostPath, PlayerPanels):
    def __init__(self, v: Any) -> None:  # the scene (view.SchlottersteinScene)
        super().__init__(v)
        self._veils: dict[int, pygame.Surface] = {}
        self._played: pygame.Surface | None = None
        self._check: dict[int, pygame.Surface] = {}
        self.bell_and_glass = BellAndGlass()

    # -- preparing ------------------------------------------------------------------------
    def prepare_parts(self) -> None:
        self.path_image(self.v.shown.path_length)
        for seat in range(self.v.n):
            self.panel_base(seat)
        for name in NAMES:
            art.resident_card_image(name, lay.CARD_W, lay.CARD_H)
            art.resident_card_image(name, lay.SMALL_W, lay.SMALL_H)
            art.resident_card_image(name, lay.MID_W, lay.MID_H)
        art.card_back_image(lay.SHOW_RECT.w)
        art.card_back_image(lay.PILE_RECT.w)
        self.bell_and_glass.glass_image()
        self.bell_and_glass.bell_image()
        self.played_card_image()

    def big_card(self, number: int) -> pygame.Surface:
        return art.ghost_card_image(number, lay.SHOW_RECT.w)

    def check_card(self, number: int) -> pygame.Surface:
        image = self._check.get(number)
        if image is None:
            if len(self._check) > 4:
                self._check.clear()
            image = pygame.transform.smoothscale(self.big_card(number), lay.CHECK_RECT.size)
            self._check[number] = image
        return image

    # -- the frame ------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        v, s = self.v, self.v.shown
        self.draw_background(canvas)
        pulse = draw.pulse(v.clock)
        self.path(canvas)
        for seat in range(v.n):
            self.panel(canvas, seat, pulse)
        self.ring(canvas, pulse)
        self.middle(canvas, pulse)
        if s.card is not None and s.card_at == "check":
            self.checked_card(canvas, s.card)
        showing = s.card_at == "show" or v.active_is_reveal_flip()
        if showing:
            self.veil(canvas, v.veil_alpha())
        if s.card is not None and s.card_at == "show":
            canvas.blit(self.big_card(s.card), lay.SHOW_RECT)
        if showing:
            self.side(canvas, pulse)
        if v.active is not None:
            v.active.draw(v, canvas)
        v.draw_speaker(canvas)  # under a bubble: what a player says is read first
        if s.bubble is not None:
            self.bubble(canvas, *s.bubble)

    # -- the table ------------------------------------------------------------------------
    def background(self) -> pygame.Surface:
        bg = draw.vertical_gradient(CANVAS_SIZE, TABLE, TABLE_DARK).convert() \
            if pygame.display.get_surface() else draw.vertical_gradient(CANVAS_SIZE, TABLE,
                                                                        TABLE_DARK)
        # wood grain: a few long soft lines
        for k in range(14):
            y = 122 + k * 43
            pygame.draw.line(bg, (TABLE[0] - 10, TABLE[1] - 8, TABLE[2] - 6), (0, y),
                             (CANVAS_SIZE[0], y + (k % 3) * 3), 2)
        cloth = pygame.Rect(lay.RING_X0 - 14, lay.RING_Y0 - 10,
                            6 * lay.RING_PITCH_X + lay.CARD_W + 28,
                            4 * lay.RING_PITCH_Y + lay.CARD_H + 20)
        draw.blit_shadow(bg, cloth, 22, blur=10, offset=(0, 6), alpha=90)
        bg.blit(draw.panel(cloth.size, 22, CLOTH, CLOTH_EDGE, 4), cloth)
        for name in NAMES:  # where each card belongs, for when it is away
            pygame.draw.rect(bg, CLOTH_EDGE, lay.ring_rect(name), 2, border_radius=8)
        inner = lay.INTERIOR.inflate(-10, -10)
        pygame.draw.rect(bg, (54, 50, 98), inner, border_radius=16)
        return bg

    # -- the residents, the middle --------------------------------------------------------
    def resident_card(self, canvas: pygame.Surface, name: str, rect: pygame.Rect) -> None:
        if rect.size in ((lay.CARD_W, lay.CARD_H), (lay.SMALL_W, lay.SMALL_H),
                         (lay.MID_W, lay.MID_H)):
            art.draw_resident_card(canvas, name, rect)
            return
        image = art.resident_card_image(name, lay.CARD_W, lay.CARD_H)
        canvas.blit(pygame.transform.scale(image, rect.size), rect)

    def ring(self, canvas: pygame.Surface, pulse: float) -> None:
        v, s = self.v, self.v.shown
        choosing = v.can_scare()
        focused = v.focused_name() if choosing else None
        for name in NAMES:
            if name not in s.middle:
                continue
            rect = lay.ring_rect(name)
            if choosing and name == v.hover:
                rect = rect.move(0, -5)
                pygame.draw.rect(canvas, theme.HIGHLIGHT, rect.inflate(10, 10), 4,
                                 border_radius=12)
            art.draw_resident_card(canvas, name, rect)
            if name == focused and v.keyboard:
                draw.focus_ring(canvas, rect, 10)

    def middle(self, canvas: pygame.Surface, pulse: float) -> None:
        v, s = self.v, self.v.shown
        lines = v.hint()
        y = lay.INTERIOR.y + 22
        room = lay.INTERIOR.inflate(-22, 0)  # the lines fit 30 px less than the middle
        prompt = v.prompt()
        if prompt is not None and prompt.picture is not None and s.card_at != "show":
            # What to click, as a picture left of the words (for a child who cannot read).
            spot = pygame.Rect(room.x, lay.INTERIOR.y + 6, lay.PICTURE_W, 56)
            self.prompt_picture(canvas, prompt.picture, spot)
            self.drew_picture(prompt.picture, spot)
            room = pygame.Rect(spot.right + 4, room.y, room.right - spot.right - 4, room.h)
        for i, line in enumerate(lines[:2]):
            draw.text(canvas, line, (room.centerx, y), 28 if i == 0 else 24,
                      theme.PARCHMENT if i == 0 else (210, 206, 240), bold=i == 0,
                      anchor="center", within=room)
            y += 28
        # the pile: a little stack of card backs
        pile = lay.PILE_RECT
        if v.can_turn_over():
            pygame.draw.rect(canvas, theme.HIGHLIGHT, pile.inflate(14 + 6 * pulse, 14 + 6 * pulse),
                             5, border_radius=14)
        if s.pile > 0:
            back = art.card_back_image(pile.w)
            for k in range(min(s.pile, 6) - 1, -1, -1):  # a little stack, seen from the front
                canvas.blit(back, pile.move(0, k * 3))
        if s.pile == 0:
            label = _("No cards left")
        else:
            # TRANSLATORS: under the pile of ghost cards still face down.
            label = ngettext("{count} card left", "{count} cards left", s.pile).format(
                count=s.pile)
        # the two lines of words under the pile (and one under the played card)
        under = pygame.Rect(pile.x - 20, pile.bottom + 4, pile.width + 40, 46)
        draw.text(canvas, label, (pile.centerx, pile.bottom + 16), 20, (210, 206, 240),
                  anchor="center", within=under)
        down = lay.DOWN_RECT
        if s.card_at == "down":
            canvas.blit(self.played_card_image(), down.inflate(16, 16))
            draw.text(canvas, _("Who was on it?"), (down.centerx, down.bottom + 16), 20,
                      (210, 206, 240), anchor="center",
                      within=pygame.Rect(down.x - 20, down.bottom + 4, down.width + 40, 24))
        # TRANSLATORS: which of the 12 ghost cards (rounds) is played now.
        draw.text(canvas, _("Card {round} of {rounds}").format(round=s.round, rounds=v.rounds),
                  (pile.centerx, pile.bottom + 38), 20, (180, 176, 214), anchor="center",
                  within=under)
        self.bell(canvas, pulse)

    def played_card_image(self) -> pygame.Surface:
        """This round's card, face down: the same back as the pile's cards (it is a card
        of the pile), but alone, with a moonlit rim and a big question mark on it, so that
        nobody takes it for the pile."""
        if self._played is None:
            down = lay.DOWN_RECT
            image = pygame.Surface(down.inflate(16, 16).size, pygame.SRCALPHA)
            glow = image.get_rect()
            for k, alpha in ((0, 50), (3, 90), (6, 150)):
                pygame.draw.rect(image, (*PLAYED_GLOW, alpha), glow.inflate(-2 * k, -2 * k),
                                 border_radius=16 - k)
            image.blit(art.card_back_image(down.w), (8, 8))
            c = (image.get_width() // 2, image.get_height() // 2 + 2)
            pygame.draw.circle(image, theme.INK, c, 31)
            pygame.draw.circle(image, theme.PARCHMENT, c, 28)
            draw.text(image, "?", (c[0] + 1, c[1] + 2), 64, (70, 46, 104), bold=True,
                      anchor="center")
            self._played = draw.ready(image)
        return self._played

    def bell(self, canvas: pygame.Surface, pulse: float) -> None:
        v = self.v
        rect = lay.bell_rect()
        active = v.can_scare()
        fill = (250, 236, 200) if active else (150, 144, 170)
        if active and v.hover == "bell":
            pygame.draw.circle(canvas, theme.HIGHLIGHT, rect.center, lay.BELL_RADIUS + 8)
        pygame.draw.circle(canvas, (30, 26, 50), rect.center, lay.BELL_RADIUS + 3)
        pygame.draw.circle(canvas, fill, rect.center, lay.BELL_RADIUS)
        image = self.bell_and_glass.bell_image()
        if v.shown.bell_swing > 0:
            angle = 18 * math.sin(v.clock * 30) * v.shown.bell_swing
            image = pygame.transform.rotate(image, angle)
        canvas.blit(image, image.get_rect(center=rect.center))
        if active:
            # TRANSLATORS: under the bell; B is the keyboard key that rings it.
            draw.text(canvas, _("Ring the bell (B)"), (rect.centerx, rect.bottom + 16), 20,
                      theme.PARCHMENT, bold=True, anchor="center",
                      within=pygame.Rect(rect.centerx - 110, rect.bottom + 2, 220, 28))

    def checked_card(self, canvas: pygame.Surface, number: int) -> None:
        rect = lay.CHECK_RECT
        draw.blit_shadow(canvas, rect, 14, blur=10, offset=(0, 8), alpha=120)
        canvas.blit(self.check_card(number), rect)
        k = rect.w / CARD_W
        card = BY_NUMBER[number]
        # (in the residents' order, not the set's, which changes with each run's string
        # hashing: rings that overlap are drawn alike every time)
        for name in (n for n in NAMES if n in self.v.shown.found):
            f = card.figure(name)
            if f is None:
                continue
            box = pygame.Rect(rect.x + f.x * k, rect.y + f.y * k, f.w * k, f.h * k).inflate(10, 8)
            pygame.draw.ellipse(canvas, (20, 60, 30), box.inflate(4, 4), 6)
            pygame.draw.ellipse(canvas, (110, 230, 120), box, 4)

    def caption(self, canvas: pygame.Surface, text: str) -> None:
        """A label on a pill just under the checked card."""
        size = draw.fit_size(text, 30, lay.CHECK_RECT.w + 80, bold=True)
        image = draw.text_image(text, size, theme.INK, True)
        box = image.get_rect().inflate(36, 18)
        box.midtop = (lay.CHECK_RECT.centerx, lay.CHECK_RECT.bottom + 10)
        canvas.blit(draw.panel(box.size, box.h // 2, theme.PARCHMENT, theme.INK, 3), box)
        draw.text(canvas, text, box.center, size, theme.INK, bold=True, anchor="center",
                  within=box)

    # -- the shown card -------------------------------------------------------------------
    def veil(self, canvas: pygame.Surface, alpha: int) -> None:
        alpha = max(0, min(200, alpha // 20 * 20))
        if alpha <= 0:
            return
        image = self._veils.get(alpha)
        if image is None:
            image = pygame.Surface((CANVAS_SIZE[0], CANVAS_SIZE[1] - 112), pygame.SRCALPHA)
            image.fill((16, 12, 36, alpha))
            self._veils[alpha] = image
        canvas.blit(image, (0, 112))

    def card_face(self, canvas: pygame.Surface, number: int, rect: pygame.Rect, front: bool,
                  squeeze: float) -> None:
        """A ghost card at `rect`, squeezed sideways (0..1) mid-flip, front or back up."""
        w = max(2, round(rect.w * squeeze))
        image = self.big_card(number) if front else art.card_back_image(lay.SHOW_RECT.w)
        scaled = pygame.transform.scale(image, (w, rect.h))
        canvas.blit(scaled, scaled.get_rect(center=rect.center))


    def side(self, canvas: pygame.Surface, pulse: float) -> None:
        """Beside the big card: who shows it, the sand-glass, the button to hide it."""
        v = self.v
        leader = v.seats[v.shown.leader]
        area = lay.SIDE_RECT
        canvas.blit(draw.panel(area.size, 20, (40, 36, 84), (24, 22, 56), 3), area)
        room = area.inflate(-20, 0)  # every line of the side fits inside its panel
        title, question = v.show_lines()
        draw.text(canvas, title, (area.centerx, area.y + 30), 40, theme.PARCHMENT,
                  bold=True, anchor="center", within=room)
        draw.text(canvas, question, (area.centerx, area.y + 70), 28,
                  (220, 214, 250), anchor="center", within=room)
        prompt = v.prompt()
        if prompt is not None and prompt.picture is not None:
            self.prompt_picture(canvas, prompt.picture, lay.SHOW_PICTURE)
            self.drew_picture(prompt.picture, lay.SHOW_PICTURE)
        elapsed, lo, hi = v.reveal_t, *v.reveal_range()
        self.bell_and_glass.sand_glass(canvas, elapsed / hi, v.shown.card_at == "show")
        secs = int(elapsed)
        # TRANSLATORS: seconds the card has been shown, under the sand-glass ("s" the unit).
        draw.text(canvas, _("{seconds} s").format(seconds=secs),
                  (area.centerx, lay.GLASS_RECT.bottom + 24), 32, theme.PARCHMENT, bold=True,
                  anchor="center", within=room)
        if isinstance(v.active, HIDING):
            draw.text(canvas, _("Hidden! Now: who was on it?"),
                      (area.centerx, lay.HIDE_RECT.centery - 12), 28, theme.PARCHMENT,
                      bold=True, anchor="center", within=room)
        elif v.human_leads_show():
            ready = elapsed >= lo
            button = lay.HIDE_RECT
            if ready:
                grow = int(6 * pulse)
                pygame.draw.rect(canvas, theme.HIGHLIGHT, button.inflate(10 + grow, 10 + grow),
                                 border_radius=22)
            canvas.blit(draw.panel(button.size, 18, theme.GOLD if ready else (150, 144, 160),
                                   theme.INK, 3), button)
            # TRANSLATORS: the leading ghost's button; before the shortest look it counts
            # down the seconds ("s" the unit) until the card may be hidden.
            words = (_("Hide the card") if ready else _("Hide in {seconds} s").format(
                seconds=max(1, math.ceil(lo - elapsed))))
            draw.text(canvas, words, (button.centerx, button.centery - 10), 34, theme.INK,
                      bold=True, anchor="center", within=button)
            # TRANSLATORS: Space is the keyboard key that hides the card.
            draw.text(canvas, _("{player}: click here or press Space").format(player=leader.name),
                      (button.centerx, button.centery + 20), 20, theme.INK, anchor="center",
                      within=button)
        else:
            draw.text(canvas, _("{player} hides it when ready.").format(player=leader.name),
                      (area.centerx, lay.HIDE_RECT.centery - 12), 26, theme.PARCHMENT,
                      anchor="center", within=room)
        longest = number(hi, 0 if hi == int(hi) else 1)
        draw.text(canvas, _("It hides by itself after {seconds} s.").format(seconds=longest),
                  (area.centerx, lay.HIDE_RECT.bottom + 18), 20, (190, 186, 220),
                  anchor="center", within=room)

    def prompt_picture(self, canvas: pygame.Surface, picture: str, spot: pygame.Rect) -> None:
        """With the box's own pictures: "pile" a little stack of ghost cards (turn one
        over), "hide" a ghost card going face down, "scare" a resident with the bell."""
        v = self.v
        if picture == "pile":
            back = art.card_back_image(44)
            for k in (2, 1, 0):
                canvas.blit(back, back.get_rect(midbottom=(spot.centerx,
                                                           spot.bottom - 4 - 3 * k)))
            return
        if picture == "hide":
            back = art.card_back_image(min(spot.w, 56))
            rect = canvas.blit(back, back.get_rect(midtop=(spot.centerx, spot.y)))
            tip = (spot.centerx, min(spot.bottom - 2, rect.bottom + 18))
            pygame.draw.line(canvas, theme.PARCHMENT, (tip[0], rect.centery), tip, 5)
            pygame.draw.polygon(canvas, theme.PARCHMENT, [(tip[0] - 10, tip[1] - 10),
                                                          (tip[0] + 10, tip[1] - 10), tip])
            return
        names = [n for n in NAMES if n in v.shown.middle] or list(NAMES)
        face = art.resident_image(names[0], 52)
        canvas.blit(face, face.get_rect(midtop=(spot.centerx - 6, spot.y)))
        bell = pygame.transform.smoothscale(self.bell_and_glass.bell_image(), (30, 30))
        canvas.blit(bell, bell.get_rect(bottomright=(spot.right, spot.bottom)))

    BUBBLE_W = 380  # the widest a bubble's line may be: longer words go on a second line

    def bubble(self, canvas: pygame.Surface, seat: int, message: str) -> None:
        """What a player says (`message`: an English catalogue message), said in the
        language in use, on one or two lines."""
        v = self.v
        ax, ay = v.layout.bubble_anchor(seat)
        text = _(message)
        lines = draw.wrap(text, 30, self.BUBBLE_W, bold=True)
        images = [draw.text_image(line, 30, theme.INK, True) for line in lines]
        box = draw.lines_box(images, (28, 20))
        if v.layout.on_left(seat):
            box.topleft = (ax + 14, ay - 16)
            tail = [(ax, ay + 6), (box.x + 2, box.y + 12), (box.x + 2, box.y + 30)]
        else:
            box.topright = (ax - 14, ay - 16)
            tail = [(ax, ay + 6), (box.right - 2, box.y + 12), (box.right - 2, box.y + 30)]
        canvas.blit(draw.panel(box.size, 14, theme.WHITE, theme.INK, 3), box)
        pygame.draw.polygon(canvas, theme.WHITE, tail)
        pygame.draw.lines(canvas, theme.INK, False, tail, 3)
        y = box.y + (box.h - sum(i.get_height() for i in images)) // 2
        for line, image in zip(lines, images, strict=True):
            draw.text(canvas, line, (box.centerx, y), 30, theme.INK, bold=True, anchor="midtop",
                      within=box)
            y += image.get_height()
