"""The ghost path across the top of the Schlotterstein table, and the ghosts on it.

A night sky with its stepping stones, one for each step to the end (every fifth numbered),
drawn once for each length of path and kept; the players' ghosts stand on their stones,
side by side where they share one, the ghost whose turn it is bobbing. The words on it are
drawn in the language in use each frame.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from castle_games.core.telling import _
from castle_games.games.schlotterstein import art, marks
from castle_games.games.schlotterstein import layout as lay
from castle_games.ui import draw, theme
from castle_games.ui.table import TablePainter

NIGHT = (36, 34, 78)
STONE = (160, 150, 200)
STONE_EDGE = (96, 88, 140)


class GhostPath(TablePainter):
    """The painter's ghost path (the painter is built on it)."""

    def __init__(self, v: Any) -> None:  # the scene (view.SchlottersteinScene)
        super().__init__(v)
        self._paths: dict[int, pygame.Surface] = {}

    def path_image(self, length: int) -> pygame.Surface:
        image = self._paths.get(length)
        if image is not None:
            return image
        r = lay.PATH_RECT
        image = pygame.Surface(r.size, pygame.SRCALPHA)
        image.blit(draw.panel(r.size, 18, NIGHT, (24, 22, 56), 3), (0, 0))
        for sx, sy in ((120, 18), (380, 26), (610, 14), (870, 24), (1090, 16), (1230, 30)):
            pygame.draw.circle(image, (250, 240, 190), (sx, sy), 2)
        step = lay.path_step(length)
        rx = max(6, min(20, int(step * 0.36)))
        for k in range(length + 1):
            x = round(lay.stone_x(k, length)) - r.x
            y = lay.PATH_Y - r.y
            if k == 0:
                stone = pygame.Rect(0, 0, 96, 26)
                stone.center = (x, y + 6)
                pygame.draw.ellipse(image, STONE_EDGE, stone.inflate(4, 4))
                pygame.draw.ellipse(image, (214, 200, 150), stone)
                continue  # its word is drawn in the language in use (path_words)
            stone = pygame.Rect(0, 0, 2 * rx, max(12, min(22, rx)))
            stone.center = (x, y + 6)
            pygame.draw.ellipse(image, STONE_EDGE, stone.inflate(4, 4))
            pygame.draw.ellipse(image, STONE, stone)
            if k % 5 == 0:
                draw.text(image, str(k), (x, y + 6), 18, theme.INK, bold=True, anchor="center")
        image = draw.ready(image)
        if len(self._paths) > 8:
            self._paths.clear()
        self._paths[length] = image
        return image

    def path(self, canvas: pygame.Surface) -> None:
        v, s = self.v, self.v.shown
        length = s.path_length
        canvas.blit(self.path_image(length), lay.PATH_RECT)
        self.path_words(canvas, length)
        step = lay.path_step(length)
        height = 52
        groups: dict[int, list[int]] = {}
        for seat, pos in enumerate(s.positions):
            groups.setdefault(round(pos), []).append(seat)
        for seat, pos in enumerate(s.positions):
            group = groups[round(pos)]
            spread = 26.0 if round(pos) == 0 else min(22.0, max(10.0, step * 0.45))
            dx = (group.index(seat) - (len(group) - 1) / 2) * spread
            x = lay.stone_x(pos, length) + dx
            bob = 0.0
            if not s.winners and (seat == s.current or (s.current is None and seat == s.leader
                                                        and s.card_at != "check")):
                bob = 3 * math.sin(v.clock * 4 + seat)
            rect = pygame.Rect(0, 0, int(height * 0.8), height)
            rect.midbottom = (round(x), round(lay.PATH_Y + 4 - bob))
            if seat in s.winners:
                pygame.draw.circle(canvas, theme.GOLD, rect.center, height // 2 + 6)
            art.draw_ghost(canvas, v.seats[seat].rgb, rect)
            marks.on_ghost(canvas, v.seats[seat], rect)

    @staticmethod
    def path_words(canvas: pygame.Surface, length: int) -> None:
        """The path's title and its first stone's word, in the language in use (the path's
        picture is kept without words)."""
        r = lay.PATH_RECT
        draw.text(canvas, _("The ghost path"), (r.centerx, r.y + 16), 22, (210, 206, 240),
                  bold=True, anchor="center", within=pygame.Rect(r.centerx - 300, r.y, 600, 32))
        start = pygame.Rect(0, 0, 96, 26)
        start.center = (round(lay.stone_x(0, length)), lay.PATH_Y + 6)
        # TRANSLATORS: on the first stone of the ghost path, where every ghost begins.
        draw.text(canvas, _("Start"), (start.centerx, start.centery + 4), 20, theme.INK,
                  bold=True, anchor="center", within=start)
