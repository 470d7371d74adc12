"""The app's window: its size, fullscreen, and the letterboxed 1280x720 canvas in it.

Scenes draw on a fixed 1280x720 canvas; the window shows it scaled (aspect kept, smooth,
dark bars) and mouse positions are turned into canvas coordinates before a scene sees
them. `Window` is one of the parts of `ui.app.App` (it keeps `fullscreen`, `canvas`,
`layout()`); a window dragged smaller stops where letters are still readable.
"""

from __future__ import annotations

import logging
import warnings
from typing import Any

import pygame

from castle_games.ui import icon, theme
from castle_games.ui.scene import CANVAS_SIZE, SMALLEST_WINDOW

log = logging.getLogger("castle_games.ui")


class StartupProblem(RuntimeError):
    """The program cannot run on this computer; `str(exc)` says why, in plain words."""


class Window:
    """The window and its canvas (a part of ui.app.App)."""

    headless: bool
    settings: Any
    fullscreen: bool
    canvas: pygame.Surface

    def _open_display(self, size: tuple[int, int] | None, fullscreen: bool) -> None:
        """Open the window (letters checked first: without them nothing can be said)."""
        pygame.display.init()
        pygame.font.init()
        try:
            pygame.font.Font(None, 12)  # every word on screen is drawn in pygame's own font
        except (OSError, pygame.error) as exc:
            raise StartupProblem(
                "Castle Games cannot find its letters: the font that comes with pygame-ce "
                f"is missing ({exc}). Installing the games again mends it.") from exc
        pygame.display.set_caption("Castle Games")
        try:
            pygame.display.set_icon(icon.window_icon())
        except pygame.error:
            pass
        self.fullscreen = fullscreen
        self._scaled: pygame.Surface | None = None
        self._windowed_size = size or self._default_window_size()
        self._open_window()
        self._offscreen = pygame.Surface(CANVAS_SIZE).convert()
        self.canvas = self._offscreen

    def _default_window_size(self) -> tuple[int, int]:
        try:
            dw, dh = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return CANVAS_SIZE
        scale = min(1.0, (dw * 0.92) / CANVAS_SIZE[0], (dh * 0.88) / CANVAS_SIZE[1])
        scale = max(scale, SMALLEST_WINDOW[0] / CANVAS_SIZE[0])
        return int(CANVAS_SIZE[0] * scale), int(CANVAS_SIZE[1] * scale)

    def _open_window(self) -> None:
        if self.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            if not self.headless:  # (pictures for the docs may be drawn smaller)
                self._keep_readable()
        self._scaled = None

    def _keep_readable(self) -> None:
        """A window dragged smaller stops at SMALLEST_WINDOW: no letters below readable."""
        try:
            with warnings.catch_warnings():  # (the display module's window, as pygame-ce
                warnings.simplefilter("ignore", DeprecationWarning)  # 2.5 names it)
                window = pygame.Window.from_display_module()
            window.minimum_size = SMALLEST_WINDOW
        except (AttributeError, pygame.error) as exc:
            log.debug("no smallest window size: %s", exc)

    def set_fullscreen(self, on: bool) -> None:
        if on != self.fullscreen:
            self.fullscreen = on
            self.settings.fullscreen = on
            try:
                self._open_window()
            except pygame.error as exc:
                log.warning("cannot switch fullscreen: %s", exc)
                self.fullscreen = not on
                self._open_window()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def layout(self) -> tuple[float, pygame.Rect]:
        """The canvas' scale and its letterboxed place in the window."""
        ww, wh = pygame.display.get_surface().get_size()
        cw, ch = CANVAS_SIZE
        scale = min(ww / cw, wh / ch)
        w, h = max(1, round(cw * scale)), max(1, round(ch * scale))
        return scale, pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def window_to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        scale, rect = self.layout()
        return int((pos[0] - rect.x) / scale), int((pos[1] - rect.y) / scale)

    def _to_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        data = dict(event.dict)
        data["pos"] = self.window_to_canvas(event.pos)
        if "rel" in data:
            scale, _where = self.layout()
            data["rel"] = (int(event.rel[0] / scale), int(event.rel[1] / scale))
        return pygame.event.Event(event.type, data)

    def _pick_canvas(self) -> None:
        # When the window is exactly canvas-sized, draw straight into it and save a copy.
        window = pygame.display.get_surface()
        self.canvas = window if window.get_size() == CANVAS_SIZE else self._offscreen

    def _present(self) -> None:
        window = pygame.display.get_surface()
        scale, rect = self.layout()
        if self.canvas is window:
            pass
        elif rect.size == CANVAS_SIZE:
            window.blit(self.canvas, rect)
        else:
            if self._scaled is None or self._scaled.get_size() != rect.size:
                self._scaled = pygame.Surface(rect.size, 0, self._offscreen)
            if rect.width < CANVAS_SIZE[0] * 2:
                pygame.transform.smoothscale(self.canvas, rect.size, self._scaled)
            else:  # very large screens: plain scaling keeps the frame rate
                pygame.transform.scale(self.canvas, rect.size, self._scaled)
            if rect.topleft != (0, 0) or rect.size != window.get_size():
                window.fill(theme.NIGHT)
            window.blit(self._scaled, rect)
        pygame.display.flip()
