"""Every word a player needs is big enough to read and nothing is drawn over it, in every
language (and en-XA, 40 % longer) on every screen tests/test_text_fits.py draws.

Three checks on one render of each scene's last frame:

1. No line of text is drawn below the floor, font `theme.FLOOR` (18): a 9-pixel capital
   on the 1280x720 canvas, 7 pixels in the smallest window (960x540).
2. The lines of one block (a paragraph) share one size: no line that wraps near the edge
   shrinks alone.
3. No line's letters are drawn over by anything drawn later in the frame (a glow, a
   padlock, a card, the coach's card, a button), found pixel by pixel (tests/textkit.py).
   A picture covering the whole canvas without a transparent pixel (a pause menu's dark
   glass, a dialog's veil) hides the text beneath it: hidden is not covered; a translucent
   veil over part of it (a question's shade over the castle) dims, it does not draw over.

No scene is exempt: every scene, every language.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache

import pygame
import pytest
from test_text_fits import LANGS, scenes
from textkit import Frame, WatchedCanvas, render

from castle_games.core import languages
from castle_games.ui import draw, theme


def label(scene: str, moves: int, mode: str | None) -> str:
    return scene + (f" --moves {moves}" if moves else "") + (f" --{mode}" if mode else "")


@cache
def frames(lang: str) -> tuple[tuple[str, Frame], ...]:
    """Each scene rendered once in `lang` (every check of this file shares the render:
    what is kept is the lines drawn, not the pictures)."""
    return tuple((label(*s), render(lang, *s)) for s in scenes())


def below_floor(frame: Frame) -> list[str]:
    lines = {(d.message, d.size) for d in frame.recorded if d.size}
    lines |= {(w.message, w.size) for w in frame.seen}
    return sorted(f"{m!r} at font {s} (capital {theme.capital_height(s):.1f} px)"
                  for m, s in lines if s < theme.FLOOR)


def mixed_blocks(frame: Frame) -> list[str]:
    sizes: dict[int, set[int]] = defaultdict(set)
    words: dict[int, list[str]] = defaultdict(list)
    for d in frame.recorded:
        if d.block:
            sizes[d.block].add(d.size)
            words[d.block].append(d.message)
    return [f"{words[b]} at sizes {sorted(s)}" for b, s in sizes.items() if len(s) > 1]


def covered(frame: Frame) -> list[str]:
    return [f"{w.message!r} at {tuple(w.rect)} is drawn over" for w in frame.covered]


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_is_readable_one_size_a_block_and_uncovered(lang):
    problems: list[str] = []
    seen = 0
    for where, frame in frames(lang):
        seen += len(frame.seen)
        problems += [f"{where}: {p} is below the floor" for p in below_floor(frame)]
        problems += [f"{where}: a block {p}" for p in mixed_blocks(frame)]
        problems += [f"{where}: {p}" for p in covered(frame)]
    assert seen > 500, "the canvas saw almost no text: the watching is broken"
    assert not problems, f"{len(problems)} problems in {lang}:\n" + "\n".join(problems[:30])


def test_the_first_screens_are_readable_everywhere():
    """The launcher, each game's setup, a table of each game and its end: every line at
    the floor or larger (the Schlotterstein cards' baked names too)."""
    for lang in languages.LANGUAGES:
        for where, frame in frames(lang):
            first = where.startswith(("launcher", "setup:", "gameover:")) or (
                where.endswith("--moves 8") and ":" not in where)
            if first:
                assert not below_floor(frame), (lang, where, below_floor(frame))


def test_the_checks_can_fail():
    """A line at font 12 is reported below the floor; a label with a rectangle drawn over
    it is reported covered; the same label under a full-screen veil is hidden, not
    covered; a paragraph of lines at two sizes is reported."""
    canvas = WatchedCanvas()
    canvas.fill(theme.PARCHMENT)
    canvas.watching = True
    with theme.recording_text() as drawn:
        draw.text(canvas, "tiny words", (40, 40), 12, theme.INK)
        where = draw.text(canvas, "Start the game", (40, 100), 30, theme.INK, bold=True)
        pygame.draw.rect(canvas, theme.GOLD, where.inflate(-20, -6))
        with theme.one_block():
            draw.text(canvas, "one line", (40, 200), 24)
            draw.text(canvas, "and a smaller one", (40, 230), 20)
    frame = Frame(list(drawn), canvas.seen, canvas.covered())
    assert below_floor(frame) == ["'tiny words' at font 12 (capital 6.0 px)"]
    assert covered(frame) == [f"'Start the game' at {tuple(where)} is drawn over"]
    assert len(mixed_blocks(frame)) == 1
    draw.dim(canvas)
    assert canvas.covered() == [] and canvas.hidden >= 3


def test_long_words_wrap_at_the_floor_rather_than_shrink():
    """A paragraph that does not fit its box stays at the floor with all its lines one
    size; a button's words too long for one line wrap."""
    canvas = WatchedCanvas()
    with theme.recording_text() as drawn:
        draw.paragraph(canvas, "Beiseitegestellter Turm: spielt nicht mit " * 4,
                       pygame.Rect(0, 0, 110, 40), 24)
        draw.label(canvas, "Kürzeste Schauzeit in Sekunden", pygame.Rect(0, 300, 120, 50), 26)
    assert {d.size for d in drawn} == {theme.FLOOR}
    assert len({d.rect.y for d in drawn if d.rect.y >= 300}) >= 2
