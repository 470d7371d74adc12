"""The base of every game's painter: the table's still picture drawn once, each frame
starting from it (a part of the game table, ui/table.py)."""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.ui import draw


class TablePainter:
    """The base of a game's painter: the table's still picture (`background()`) is drawn
    once, with the other still parts (`prepare_parts()`), and each frame starts by
    blitting it (`draw_background`); the painter reads only the scene `v` it is given."""

    def __init__(self, v: Any) -> None:
        self.v = v
        self._bg: pygame.Surface | None = None
        # The picture drawn beside the prompt this frame: (its name, where) (tests look).
        self.picture_drawn: tuple[str, pygame.Rect] | None = None

    def background(self) -> pygame.Surface:
        raise NotImplementedError

    def prepare_parts(self) -> None:
        """The other still pictures, made with the background (panels, cards, keys)."""

    def forget_pictures(self) -> None:
        """The still pictures are made again before the next frame (a new language)."""
        self._bg = None

    def prepare(self) -> None:
        """Make the still pictures now (scene start) rather than in the first frame."""
        if self._bg is None:
            self._bg = draw.ready_opaque(self.background())
            self.prepare_parts()

    def draw_background(self, canvas: pygame.Surface) -> None:
        self.prepare()
        assert self._bg is not None
        canvas.blit(self._bg, (0, 0))
        self.picture_drawn = None

    def drew_picture(self, name: str, rect: pygame.Rect) -> None:
        """Note the picture drawn beside the prompt (what the person is asked to click)."""
        self.picture_drawn = (name, pygame.Rect(rect))
