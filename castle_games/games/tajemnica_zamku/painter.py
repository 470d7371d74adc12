"""Drawing the Tajemnica Zamku table from the view's `Shown` picture (never hidden state).

A frame is: the table cloth (one blit, its pattern moving with the camera), the visible
tiles (cached images per zoom level), the highlights of what may be chosen, the tokens and
pawns, the running animation, and the side board (a pre-rendered base plus cards, the die
and the buttons). Only cells inside the view are drawn. Every word is translated as it is
drawn (the side board's still picture holds only names), and words in a box fit it.

`Painter` puts the frame together and keeps the pictures it caches; its parts draw the
labyrinth table (board_painter.py), the pieces (piece_painter.py) and the side board
(side_board_painter.py). What lies over them is drawn here: the turn's banner, speech
bubbles, the hand strip with the ways a drawn tile fits, and the rescue at the end.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from castle_games.core.telling import N_, _
from castle_games.games.tajemnica_zamku import art, layout, marks, token_art
from castle_games.games.tajemnica_zamku.board_painter import BoardPainter, mask_of
from castle_games.games.tajemnica_zamku.camera import ZOOM_LEVELS
from castle_games.games.tajemnica_zamku.piece_painter import FACE_UP, PiecePainter, pawn_size
from castle_games.games.tajemnica_zamku.shown import chosen_way
from castle_games.games.tajemnica_zamku.side_board_painter import SideBoardPainter
from castle_games.games.tajemnica_zamku.tiles import TILES
from castle_games.ui import draw, theme

# Under each group of ways a drawn tile fits: where it goes from your tile.
SIDE_WORDS = {
    # TRANSLATORS: under the ways a new tile fits: it goes above your tile. Very short.
    "N": N_("above"),
    # TRANSLATORS: under the ways a new tile fits: it goes right of your tile. Very short.
    "E": N_("right"),
    # TRANSLATORS: under the ways a new tile fits: it goes below your tile. Very short.
    "S": N_("below"),
    # TRANSLATORS: under the ways a new tile fits: it goes left of your tile. Very short.
    "W": N_("left"),
}
BUBBLE_W = 560  # a bubble's lines wrap at this width
INFO_W = 230    # the turn and the tiles left, top left of the table


class Painter(BoardPainter, PiecePainter, SideBoardPainter):
    """The whole frame, put together from its parts; the pictures they cache are kept here."""

    def __init__(self, v: Any) -> None:  # the scene (view.TajemnicaScene imports us)
        self.v = v
        self._side: pygame.Surface | None = None
        self._cloth: dict[int, pygame.Surface] = {}  # per tile size: zooming never rebuilds
        self._glow: dict[tuple, pygame.Surface] = {}
        self._warm: list = []
        self._warmed: set[int] = set()
        # The picture drawn beside the prompt this frame: (its name, where) (tests look).
        self.picture_drawn: tuple[str, pygame.Rect] | None = None

    def text(self, message: str, size: int, colour: tuple = theme.INK,
             bold: bool = False) -> pygame.Surface:
        return draw.text_image(message, size, tuple(colour), bold)

    # -- the frame -----------------------------------------------------------------------
    def prepare(self) -> None:
        """Make the still pictures now (scene start) rather than in the first frame."""
        if self._side is None:
            self._side = self.side_base()
        art.tile_sources.keep_all(self.warming)  # painted once for every zoom level
        for job in self.warm_jobs(self.v.camera.size):
            job()

    def warm_jobs(self, s: int) -> list:
        """Pictures one zoom level needs: tiles of every shape, pawns, tokens."""
        jobs = [lambda m=mask, c=circle: art.tile(m, c, False, s)
                for mask in range(1, 16) for circle in (False, True)]
        jobs.append(lambda: art.tile(15, False, True, s))
        jobs += [lambda rgb=seat.rgb: art.pawn(rgb, pawn_size(s)) for seat in self.v.seats]
        jobs += [lambda rgb=seat.rgb: art.pawn(rgb, pawn_size(s) + 4, True) for seat in self.v.seats]
        jobs += [lambda name=name: token_art.token(name, int(s * 0.56)) for name in FACE_UP]
        return jobs

    @property
    def warming(self) -> bool:
        """Pictures of other zoom levels are still to be drawn (one a frame)."""
        return bool(self._warm) or len(self._warmed) < len(ZOOM_LEVELS) - 1

    def warm_next(self) -> None:
        """One picture per frame for the other zoom levels, nearest first: the camera zooms
        by itself a level at a time, and no step may stutter."""
        if not self._warm:
            level = self.v.camera.level
            for lv in sorted(range(len(ZOOM_LEVELS)), key=lambda k: (abs(k - level), k)):
                if lv != level and lv not in self._warmed:
                    self._warmed.add(lv)
                    self._warm = self.warm_jobs(ZOOM_LEVELS[lv])
                    break
        if self._warm:
            self._warm.pop()()
        if art.tile_sources.hold and not self.warming:
            art.tile_sources.keep_all(False)  # every zoom level drawn: the sources may go

    def draw(self, canvas: pygame.Surface) -> None:
        v = self.v
        if self._side is None:
            self.prepare()
        pulse = draw.pulse(v.clock)
        self.picture_drawn = None
        canvas.set_clip(layout.BOARD_RECT)
        self.cloth(canvas)
        self.tiles(canvas)
        targets = v.targets()
        self.highlights(canvas, targets, pulse)
        badges = self.tokens(canvas)
        self.pawns(canvas)
        for words, at, size in badges:  # (over the pawns: a pawn never hides what it takes)
            self.badge(canvas, words, at, size)
        if v.active is not None and not v.active.on_top:
            v.active.draw(v, canvas)
        self.edge_markers(canvas, pulse)
        canvas.set_clip(None)
        self.banner(canvas)
        if v.shown.hand is not None or (targets and targets[0].kind == "lay"):
            self.hand(canvas, targets, pulse)
        self.side(canvas, targets, pulse)
        if v.active is not None and v.active.on_top:
            v.active.draw(v, canvas)
        if v.shown.rescued is not None:
            self.rescued(canvas)

    # -- words ---------------------------------------------------------------------------
    def banner(self, canvas: pygame.Surface) -> None:
        v = self.v
        s = v.shown
        if s.rescued is not None:
            return
        name = v.seats[s.current].name
        words = (_("{player}, your turn!") if v.choosing() else _("{player}'s turn")).format(
            player=name)
        # Top left, one under the other: the turn (or round) and the tiles left in the box.
        turn = v.seen.turn
        count = (_("Turn {turn}").format(turn=turn) if v.n == 1 else
                 _("Round {round}").format(round=(turn - 1) // v.n + 1))
        # TRANSLATORS: how many labyrinth tiles are still face down in the box.
        tiles = _("Tiles in the box: {count}").format(count=s.box)
        corner = 0
        for k, line in enumerate((count, tiles)):
            size = draw.fit_size(line, 22, INFO_W, bold=True)
            corner = max(corner, draw.text(canvas, line, (12, 12 + 24 * k), size,
                                           theme.PARCHMENT, bold=True).right)
        # The banner in the middle, clear of those words.
        room = 2 * (layout.BOARD_RECT.centerx - corner - 16) - 44
        size = draw.fit_size(words, 38, room, bold=True)
        box = pygame.Rect(0, 0, *theme.text_size(words, size, True)).inflate(44, 12)
        box.midtop = (layout.BOARD_RECT.centerx, layout.BANNER_Y)
        pygame.draw.rect(canvas, v.seats[s.current].rgb, box, border_radius=14)
        pygame.draw.rect(canvas, theme.INK, box, 3, border_radius=14)
        draw.text(canvas, words, box.center, size, theme.INK, bold=True, anchor="center",
                  within=box)

    def bubble(self, canvas: pygame.Surface, lines: list[str], at: tuple[int, int] | None) -> None:
        """A speech bubble over the table: near a cell, or in the middle of the view."""
        rows: list[tuple[str, int, bool]] = []  # the first line big and bold, all wrapped
        for i, line in enumerate(lines):
            size, bold = (32, True) if i == 0 else (26, False)
            rows += [(part, size, bold) for part in draw.wrap(line, size, BUBBLE_W, bold)]
        width = max(theme.text_size(part, size, bold)[0] for part, size, bold in rows)
        height = sum(theme.font(size, bold).get_height() for _part, size, bold in rows)
        box = pygame.Rect(0, 0, min(width, BUBBLE_W) + 36, height + 26)
        if at is None:
            box.center = (layout.BOARD_RECT.centerx, layout.BOARD_RECT.y + 150)
        else:
            c = self.v.camera.screen_of(at)
            box.midbottom = (c[0], c[1] - self.v.camera.size // 2 - 12)
        box.clamp_ip(layout.BOARD_RECT.inflate(-16, -120).move(0, 40))
        shadow = box.move(4, 5)
        pygame.draw.rect(canvas, (0, 0, 0), shadow, border_radius=18)
        draw.bubble(canvas, box, [], 18)
        y = box.y + 13
        for part, size, bold in rows:
            y = draw.text(canvas, part, (box.centerx, y), size, theme.INK, bold=bold,
                          anchor="midtop", within=box).bottom

    def hand(self, canvas: pygame.Surface, targets: list, pulse: float) -> None:
        """The drawn tile and each way it fits: for the person to move, click one to lay
        it; for anybody else, watch which one they pick (ringed)."""
        v = self.v
        tile = v.shown.hand if v.shown.hand is not None else v.seen.hand
        if tile is None:
            return
        rect = layout.HAND_RECT
        draw.blit_shadow(canvas, rect, 16)
        canvas.blit(draw.panel(rect.size, 16, theme.PARCHMENT, theme.WOOD_DARK, 3), rect)
        info = TILES[tile]
        big = art.tile(info.mask, info.circle, False, layout.HAND_TILE)
        canvas.blit(big, big.get_rect(midleft=(rect.x + 18, rect.centery)))
        lays = [t for t in targets if t.kind == "lay"]
        if lays:
            ways = [(t.action.side, t.action.rotation) for t in lays]
            focus: int | None = v.offer_focus % len(ways)
            words = _("Your new tile fits these ways: click one to lay it.")
        else:
            ways = list(v.shown.offers)
            focus = chosen_way(tile, ways, v.shown.laying)
            who = v.seats[v.shown.current].name
            if focus is not None:
                words = _("{player} lays it like this:").format(player=who)
            elif ways:
                words = _("{player} drew a new tile: where will it go?").format(player=who)
            else:
                words = _("{player} drew a new tile").format(player=who)
        left = rect.x + layout.HAND_TILE + 52
        room = pygame.Rect(left - 4, rect.y + 8, rect.right - 10 - left, 34)
        draw.text(canvas, words, (left, rect.y + 12), 28, theme.INK, bold=True, within=room)
        if not ways:
            return
        size, rects = layout.offer_rects([side for side, _ in ways])
        for k, (r, (_side, rot)) in enumerate(zip(rects, ways)):
            image = art.tile(mask_of(tile, rot), info.circle, False, size)
            canvas.blit(image, r)
            if k == focus:
                draw.focus_ring(canvas, r, 8)
        starts = [k for k in range(len(ways)) if k == 0 or ways[k][0] != ways[k - 1][0]]
        for j, k in enumerate(starts):  # words over the ring, as wide as their group's room
            end = rects[starts[j + 1]].x - 6 if j + 1 < len(starts) else rect.right - 8
            self.side_label(canvas, ways[k][0], (rects[k].x, rects[k].bottom + 3), end)

    def offer_rect(self, tile: int, side: str | None, rotation: int) -> pygame.Rect | None:
        """Where the picture of laying `tile` at `side` turned `rotation` is in the hand."""
        ways = list(self.v.shown.offers)
        k = chosen_way(tile, ways, (side, rotation))
        if k is None:
            return None
        return layout.offer_rects([s for s, _ in ways])[1][k]

    def side_label(self, canvas: pygame.Surface, side: str, at: tuple[int, int],
                   end: int) -> None:
        """An arrow and a word under a group of ways (the word ends before `end`): where the
        tile goes from your tile."""
        word = _(SIDE_WORDS[side])
        x, y = at
        c = (x + 9, y + 10)
        tip = {"N": (0, -8), "E": (8, 0), "S": (0, 8), "W": (-8, 0)}[side]
        back = (-tip[0], -tip[1])
        wing = (tip[1] * 0.8, tip[0] * 0.8)
        points = [(c[0] + tip[0], c[1] + tip[1]), (c[0] + back[0] + wing[0], c[1] + back[1] + wing[1]),
                  (c[0] + back[0] - wing[0], c[1] + back[1] - wing[1])]
        pygame.draw.polygon(canvas, theme.WOOD_DARK, points)
        room = pygame.Rect(x + 18, y, max(30, end - x - 18), 22)
        draw.text(canvas, word, (x + 22, c[1] + 1), 22, theme.WOOD_DARK, bold=True,
                  anchor="midleft", within=room)

    def rescued(self, canvas: pygame.Surface) -> None:
        """The end: the table dims, the princess and her rescuer in the middle, sparkles."""
        v = self.v
        seat = v.shown.rescued
        board = layout.BOARD_RECT
        canvas.blit(self.veil(), board)
        t = v.clock
        for k in range(28):  # sparkles falling over the table
            x = (k * 137 + int(t * 60) * (1 + k % 3)) % board.w
            y = (k * 89 + int(t * 140 * (1 + k % 4) / 2)) % board.h
            colour = (theme.GOLD, (255, 160, 200), (160, 220, 255))[k % 3]
            pygame.draw.circle(canvas, colour, (x, y), 5 + k % 4)
        words = _("{player} rescued the princess!").format(player=v.seats[seat].name)
        size = draw.fit_size(words, 50, board.w - 120, bold=True)
        box = pygame.Rect(0, 0, *theme.text_size(words, size, True)).inflate(60, 30)
        box.center = (board.centerx, 150)
        pygame.draw.rect(canvas, theme.GOLD, box, border_radius=20)
        pygame.draw.rect(canvas, theme.INK, box, 4, border_radius=20)
        draw.text(canvas, words, box.center, size, theme.INK, bold=True, anchor="center",
                  within=box)
        bob = int(8 * math.sin(t * 3))
        princess = token_art.token("princess", 200)
        canvas.blit(princess, princess.get_rect(center=(board.centerx - 30, 380 + bob)))
        hero = art.pawn(v.seats[seat].rgb, 150, True)
        marks.on_pawn(canvas, v.seats[seat],
                      canvas.blit(hero, hero.get_rect(midbottom=(board.centerx + 120, 480 - bob))))
        draw.crown(canvas, (board.centerx + 120, 325 - bob), 56)

    def veil(self) -> pygame.Surface:
        image = self._glow.get(("veil",))
        if image is None:
            image = pygame.Surface(layout.BOARD_RECT.size, pygame.SRCALPHA)
            image.fill((16, 10, 30, 150))
            self._glow[("veil",)] = image
        return image
