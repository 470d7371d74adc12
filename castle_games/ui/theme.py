"""The look shared by every screen: a warm castle palette and one cached font helper."""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

# Palette: warm stone, parchment and wood, with clear accents for focus and legal moves.
NIGHT = (28, 30, 52)          # letterbox and dark backgrounds
STONE = (120, 116, 128)
STONE_DARK = (78, 74, 88)
STONE_LIGHT = (170, 166, 176)
PARCHMENT = (244, 232, 204)
PARCHMENT_DARK = (220, 200, 160)
WOOD = (132, 86, 50)
WOOD_DARK = (92, 58, 34)
FELT = (38, 110, 72)
FELT_DARK = (26, 80, 52)
INK = (40, 32, 28)
INK_SOFT = (96, 84, 72)
WHITE = (255, 255, 255)
GOLD = (232, 184, 62)
GOLD_DARK = (176, 132, 30)
FOCUS = (255, 214, 64)        # the visible keyboard focus ring
HIGHLIGHT = (120, 220, 255)   # legal targets
DANGER = (200, 60, 50)
SUCCESS = (70, 170, 90)
SHADOW = (0, 0, 0, 90)


# The smallest letters a player is asked to read: font 18 of the bundled font, whose
# capital is 9 pixels tall on the 1280x720 canvas (7 in the smallest window, at 0.75).
# Text that does not fit at this size wraps, or its box grows; it never shrinks further.
FLOOR = 18


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """pygame's bundled font at a size; cached because making fonts is slow."""
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(None, size)
    f.set_bold(bold)
    return f


# The font's hinting rounds every letter's advance to whole pixels, and at the sizes of a
# card's words that opens gaps inside words ("mer k dir", "beschüt zt"): a line is drawn
# at several times its size and smoothly scaled down, which keeps the letters' true
# spacing. Small words need four times (three leaves a gap in a bold 20), headings less:
# each size of the font keeps its letters cached, so big ones cost memory.
def supersample(size: int) -> int:
    """How many times larger a line of `size` is drawn before it is scaled down."""
    return 4 if size <= 24 else 3 if size <= 40 else 2 if size <= 64 else 1


def render_text(message: str, size: int, colour: tuple[int, ...], bold: bool = False
                ) -> pygame.Surface:
    """One line of text drawn whole (no gaps inside words), about as tall as `font(size)`
    draws it; transparent around the letters."""
    times = supersample(size)
    big = font(size * times, bold).render(message, True, colour)
    width, height = big.get_size()
    if width <= 1 or times == 1:
        image = big if times == 1 else font(size, bold).render(message, True, colour)
        _lines[image] = (message, size, bold)
        return image
    image = pygame.transform.smoothscale(big, (max(1, round(width / times)),
                                               max(1, round(height / times))))
    _lines[image] = (message, size, bold)
    return image


# Which pictures are lines of text, and of what size: the layout check recognises a line
# whatever code blits it onto the canvas (weak: a line forgotten by its cache goes too).
_lines: weakref.WeakKeyDictionary[pygame.Surface, tuple[str, int, bool]] = (
    weakref.WeakKeyDictionary())


def line_drawn_in(image: pygame.Surface) -> tuple[str, int, bool] | None:
    """The message, size and boldness of a picture made by `render_text`, else None."""
    return _lines.get(image)


@lru_cache(maxsize=128)
def capital_height(size: int, bold: bool = False) -> float:
    """How tall a capital letter of the bundled font at `size` stands, in pixels."""
    return font(size * 8, bold).metrics("H")[0][3] / 8


@lru_cache(maxsize=4096)
def text_size(message: str, size: int, bold: bool = False) -> tuple[int, int]:
    """The width and height `render_text` gives the line (measure with this, not with
    `font(size).size`, whose hinted letters run wider or narrower)."""
    times = supersample(size)
    width, height = font(size * times, bold).size(message)
    return max(1, round(width / times)), max(1, round(height / times))


def text(surface: pygame.Surface, message: str, pos: tuple[int, int], size: int = 28,
         colour: tuple[int, int, int] = INK, *, bold: bool = False,
         anchor: str = "topleft") -> pygame.Rect:
    """Draw one line of text; `anchor` is a pygame.Rect attribute such as 'center'."""
    image = render_text(message, size, colour, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    noted(message, rect, surface, size=size)
    return rect


# -- the layout check ------------------------------------------------------------------
@dataclass(frozen=True)
class DrawnText:
    """One line of text as drawn: where, on a surface of which size, the box it must stay
    inside (a widget's), if any, its font size (0: not known) and the block of lines it
    belongs to (a paragraph's lines share one number; 0: a line alone)."""

    message: str
    rect: pygame.Rect
    surface_size: tuple[int, int]
    within: pygame.Rect | None
    size: int = 0
    block: int = 0

    @property
    def capital(self) -> float:
        """The height of a capital letter of the line, in pixels of its surface."""
        return capital_height(self.size) if self.size else 0.0


_drawn: list[DrawnText] | None = None
_block = 0
_blocks = itertools.count(1)


# Where this frame's words stand on the screen: the hint's glow and arrow keep off them
# (ui/guidance.py). The shell starts the list on each frame's canvas.
_screen: pygame.Surface | None = None
_screen_words: list[pygame.Rect] = []


def start_words(canvas: pygame.Surface) -> None:
    """A new frame is drawn on `canvas`: the words noted on it from now on are kept."""
    global _screen
    _screen = canvas
    _screen_words.clear()


def words_on_screen() -> list[pygame.Rect]:
    """Where the lines drawn on the frame's canvas so far stand."""
    return list(_screen_words)


def noted(message: str, rect: pygame.Rect, surface: pygame.Surface,
          within: pygame.Rect | None = None, size: int = 0) -> None:
    if surface is _screen and message.strip():
        _screen_words.append(pygame.Rect(rect))
    if _drawn is not None and message.strip():
        _drawn.append(DrawnText(message, pygame.Rect(rect), surface.get_size(),
                                None if within is None else pygame.Rect(within), size,
                                _block))


@contextmanager
def one_block() -> Iterator[None]:
    """The lines drawn inside are one block (a paragraph): the check wants one size."""
    global _block
    before, _block = _block, next(_blocks)
    try:
        yield
    finally:
        _block = before


@contextmanager
def recording_text() -> Iterator[list[DrawnText]]:
    """Every line of text drawn inside the block (tests check that each one fits)."""
    global _drawn
    before, _drawn = _drawn, []
    try:
        yield _drawn
    finally:
        _drawn = before
