"""Text drawn whole: no gaps inside words at any size, and one size for every line of a
paragraph. The font's hinting rounds each letter's advance to whole pixels, which opened
gaps of 3-4 pixels inside words at card sizes ("beschüt zt", "mer k dir")."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from castle_games.ui import draw, theme

WORDS = ("Schatztruhe", "beschützt", "rechtzeitig", "gelaufen", "merk", "Zeitkarte")


def widest_gap(image: pygame.Surface) -> int:
    """The widest run of empty pixel columns between two inked ones (letters of one word)."""
    ink = pygame.surfarray.pixels_alpha(image).max(axis=1) > 40
    xs = np.nonzero(ink)[0]
    runs, run = [0], 0
    for x in range(xs[0], xs[-1] + 1):
        if ink[x]:
            runs.append(run)
            run = 0
        else:
            run += 1
    return max(runs)


@pytest.mark.parametrize("size", [14, 16, 18, 20, 22, 24, 28])
@pytest.mark.parametrize("bold", [False, True])
def test_no_gaps_inside_words(size, bold):
    # a letter's own spacing is about a tenth of the size; the hinted font opened up to a fifth
    allowed = 0.11 * size + 0.6
    gaps = {word: widest_gap(draw.text_image(word, size, theme.INK, bold)) for word in WORDS}
    assert max(gaps.values()) <= allowed, gaps


def test_the_hinted_font_alone_would_show_the_gaps():
    """The measure above sees the fault it guards against (the font drawn directly)."""
    worst = {size: max(widest_gap(theme.font(size, True).render(w, True, theme.INK))
                       for w in WORDS) for size in (14, 18, 22, 28)}
    assert all(gap > 0.11 * size + 0.6 for size, gap in worst.items()), worst


def test_a_paragraph_keeps_one_size_for_every_line():
    surface = pygame.Surface((1280, 720))
    message = ("Gut gemacht, kleines Gespenst! Schau genau hin, merk dir alles gut und läute "
               "die Glocke, wenn du nicht sicher bist.")
    for width in range(300, 520, 7):  # wherever the lines happen to break
        box = pygame.Rect(40, 40, width, 200)
        with theme.recording_text() as drawn:
            draw.paragraph(surface, message, box, 28, theme.INK)
        heights = {line.rect.height for line in drawn}
        assert len(drawn) >= 2 and len(heights) == 1, (width, [(d.message, d.rect)
                                                                for d in drawn])
        assert all(box.contains(line.rect) for line in drawn)
