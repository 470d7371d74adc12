"""Watching a frame's text as a player sees it: every line drawn on the canvas, its size,
and whether anything drawn later in the frame lands on its letters.

`WatchedCanvas` is the 1280x720 canvas that remembers, for each line of text blitted onto
it (any picture made by `theme.render_text`, whatever code blits it), the letters' mask
and the canvas pixels under them just after the line was drawn. At the end of the frame a
line whose letter pixels have changed was drawn over.

A picture that covers the whole canvas with no transparent pixel (a modal dialog's dimming
veil, a pause menu's dark glass, the next background) hides everything drawn before it:
those lines are hidden, not covered, and are no longer watched. A veil over part of the
canvas (one translucent colour, no picture: a question's shade over the castle, the end's
shade around the lifted board) dims what lies under it: the dimming is not drawing over,
and a line the veils have dimmed whole is hidden like the rest of the table. A line's own
shadow, the same words drawn just before under it, is not covered by the line.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pygame

from castle_games.core import languages
from castle_games.ui import screenshot, theme
from castle_games.ui.app import App
from castle_games.ui.scene import CANVAS_SIZE

INKED = 96  # alpha from which a pixel of a glyph counts as ink
CHANGED = 24  # a colour channel moving more than this is a change a reader sees
SPOTS = 6  # changed ink pixels from which a line counts as covered (not a stray edge)


@dataclass
class Watched:
    """One line of text on the canvas: its words, size, place, ink and the pixels under it."""

    message: str
    size: int
    rect: pygame.Rect
    ink: np.ndarray
    under: np.ndarray
    veiled: np.ndarray  # the pixels a veil has dimmed since


class WatchedCanvas(pygame.Surface):
    """The canvas, watching the lines of text blitted onto it while `watching` is on."""

    def __init__(self, size: tuple[int, int] = CANVAS_SIZE) -> None:
        super().__init__(size)
        self.watching = False
        self.lines: list[Watched] = []  # still watched: not hidden by a veil
        self.seen: list[Watched] = []  # every line drawn while watching
        self.hidden = 0

    def blit(self, source, dest, area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        if self.watching and rect.w and rect.h:
            self._saw(source, dest, area, rect)
        return rect

    def blits(self, blit_sequence, doreturn=True):
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def _saw(self, source: pygame.Surface, dest, area, rect: pygame.Rect) -> None:
        if rect.size == self.get_size() and _opaque_everywhere(source):
            self.hidden += len(self.lines)
            self.lines.clear()
            return
        if _is_veil(source):
            self._dimmed(rect)
            return
        line = theme.line_drawn_in(source)
        if line is None:
            return
        message, size, _bold = line
        # where the source's top-left corner went, to cut the drawn part of its mask
        x0, y0 = (dest.topleft if isinstance(dest, pygame.Rect) else
                  (int(dest[0]), int(dest[1])))
        ax, ay = (area[0], area[1]) if area is not None else (0, 0)
        sx, sy = rect.x - x0 + ax, rect.y - y0 + ay
        alpha = pygame.surfarray.array_alpha(source)[sx:sx + rect.w, sy:sy + rect.h]
        ink = alpha >= INKED
        if not ink.any():
            return
        self.lines = [w for w in self.lines
                      if not (w.message == message and w.rect.colliderect(rect))]
        watched = Watched(message, size, pygame.Rect(rect), ink, self._pixels(rect),
                          np.zeros(ink.shape, bool))
        self.lines.append(watched)
        self.seen.append(watched)

    def _dimmed(self, veil: pygame.Rect) -> None:
        """A veil went over `veil`: the lines under it take their dimmed pixels as their
        own; a line dimmed whole is hidden."""
        still = []
        for w in self.lines:
            part = w.rect.clip(veil)
            if part.w and part.h:
                x, y = part.x - w.rect.x, part.y - w.rect.y
                w.under[x:x + part.w, y:y + part.h] = self._pixels(part)
                w.veiled[x:x + part.w, y:y + part.h] = True
                if w.veiled.all():
                    self.hidden += 1
                    continue
            still.append(w)
        self.lines = still

    def _pixels(self, rect: pygame.Rect) -> np.ndarray:
        return pygame.surfarray.array3d(self.subsurface(rect)).astype(np.int16)

    def covered(self) -> list[Watched]:
        """The lines whose letters something drawn after them changed."""
        bad = []
        for w in self.lines:
            moved = np.abs(self._pixels(w.rect) - w.under).max(axis=2) > CHANGED
            if int((moved & w.ink).sum()) >= SPOTS:
                bad.append(w)
        return bad


def _opaque_everywhere(source: pygame.Surface) -> bool:
    if not source.get_flags() & pygame.SRCALPHA:
        return True
    return int(pygame.surfarray.pixels_alpha(source).min()) > 0


def _is_veil(source: pygame.Surface) -> bool:
    """One translucent colour all over (a shade, not a picture)."""
    if not source.get_flags() & pygame.SRCALPHA or min(source.get_size()) < 32:
        return False
    alpha = pygame.surfarray.pixels_alpha(source)
    first = int(alpha[0, 0])
    if not 0 < first < 255 or int(alpha.min()) != first or int(alpha.max()) != first:
        return False
    rgb = pygame.surfarray.pixels3d(source)
    return bool((rgb == rgb[0, 0]).all())


@dataclass
class Frame:
    """What one scene's last frame drew: the recorded lines (theme.recording_text), the
    lines seen on the canvas, and those drawn over."""

    recorded: list[theme.DrawnText]
    seen: list[Watched]
    covered: list[Watched]


def render(lang: str, scene: str, moves: int, mode: str | None, frames: int = 4) -> Frame:
    """The scene as tests/test_text_fits.py draws it, the last frame watched."""
    languages.use(lang)
    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    app.mode = mode
    canvas = WatchedCanvas()
    app._pick_canvas = lambda: None  # keep drawing on the watched canvas
    app.canvas = canvas
    if scene == "languages":
        from castle_games.ui.language_choice import LanguageScene

        app.push(LanguageScene(app))
    else:
        screenshot.build(app, scene, 1, moves)
    for _frame in range(frames - 1):
        app.step_frame(1 / 60)
    canvas.watching = True
    with theme.recording_text() as drawn:
        app.step_frame(1 / 60)
    canvas.watching = False
    return Frame(list(drawn), canvas.seen, canvas.covered())
