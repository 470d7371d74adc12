"""The Seven Locks rules page pictures: every section of the guide has one, and it paints only
inside the rectangle it is given, on a transparent background, a picture of its own."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
import tablekit

from castle_games.games.seven_locks import MANIFEST
from castle_games.games.seven_locks.guide import GUIDE
from castle_games.games.seven_locks.guide_art import PICTURES


@pytest.fixture(scope="module", autouse=True)
def _display():
    tablekit.new_canvas()


def _alpha(paint, rect: pygame.Rect, size=(800, 600)) -> np.ndarray:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    paint(surface, rect)
    return pygame.surfarray.pixels_alpha(surface).T.copy()  # [y, x]


def test_every_section_of_the_guide_has_a_picture():
    headings = [heading for heading, _text in GUIDE]
    assert sorted(PICTURES) == sorted(headings)
    assert MANIFEST.optional(MANIFEST.guide_pictures) is PICTURES


@pytest.mark.parametrize("rect", [pygame.Rect(250, 200, 300, 200), pygame.Rect(31, 17, 240, 190),
                                  pygame.Rect(400, 300, 380, 160)])
def test_each_picture_paints_inside_its_rectangle_only(rect):
    seen = []
    for heading, paint in PICTURES.items():
        alpha = _alpha(paint, rect)
        inside = alpha[rect.top:rect.bottom, rect.left:rect.right]
        outside = alpha.copy()
        outside[rect.top:rect.bottom, rect.left:rect.right] = 0
        assert not outside.any(), heading
        painted = (inside > 0).mean()
        # a real picture: something drawn, and not a filled box (the page shows through)
        assert 0.05 < painted < 0.95, (heading, painted)
        seen.append(inside > 0)
    # every section shows its own moment: no two pictures alike
    for i in range(len(seen)):
        for j in range(i + 1, len(seen)):
            assert (seen[i] != seen[j]).mean() > 0.03, (i, j)
