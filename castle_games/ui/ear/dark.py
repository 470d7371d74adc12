"""The dark screen of every by-ear scene: one dim line at the bottom, nothing else.

Only when the player asks for it (Settings.sound_only_caption) a large caption for a sighted
helper says whose decision it is and what is asked; without a sound device it says so
instead of sitting dark.
"""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.core.telling import N_, _
from castle_games.ui.scene import CANVAS_SIZE

W, H = CANVAS_SIZE
BACKGROUND = (6, 6, 10)
HINT_COLOUR = (44, 44, 56)
CAPTION_COLOUR = (236, 226, 196)
NO_SOUND = N_("No sound device found. This game is played by ear: plug in speakers or "
              "headphones and start again.")


class Dark:
    """The dark screen shared by every by-ear scene: constant, plus an optional caption."""

    def __init__(self, app: Any, hint: str) -> None:
        self.app = app
        self.hint = hint  # N_-marked: the one dim line at the bottom
        self._base: tuple[str, pygame.Surface] | None = None
        self._caption: tuple[str, pygame.Surface] | None = None

    def draw(self, canvas: pygame.Surface, caption: str) -> None:
        hint = _(self.hint)
        if self._base is None or self._base[0] != hint:  # made again in another language
            from castle_games.ui import draw

            base = pygame.Surface(CANVAS_SIZE).convert()
            base.fill(BACKGROUND)
            draw.text(base, hint, (W // 2, H - 40), 24, HINT_COLOUR, anchor="center",
                      within=pygame.Rect(40, H - 60, W - 80, 40))
            self._base = (hint, base)
        canvas.blit(self._base[1], (0, 0))
        if self.app.wants_sound and self.app.audio.silent:
            caption = _(NO_SOUND)  # by ear without a sound device: say so, never sit dark
        elif not self.app.settings.sound_only_caption:
            caption = ""
        if caption:
            if self._caption is None or self._caption[0] != caption:
                self._caption = (caption, self._render(caption))
            canvas.blit(self._caption[1], (0, 0))

    @staticmethod
    def _render(caption: str) -> pygame.Surface:
        from castle_games.ui import draw

        image = pygame.Surface(CANVAS_SIZE, pygame.SRCALPHA)
        size = 64
        lines = draw.wrap(caption, size, W - 160, bold=True)
        while len(lines) > 4 and size > 36:  # longer words (German): smaller, never cut off
            size -= 4
            lines = draw.wrap(caption, size, W - 160, bold=True)
        step = round(size * 1.25)
        y = H // 2 - (len(lines) - 1) * step // 2
        room = pygame.Rect(60, 0, W - 120, H)
        for line in lines:
            draw.text(image, line, (W // 2, y), size, CAPTION_COLOUR, bold=True, anchor="center",
                      within=room)
            y += step
        return image
