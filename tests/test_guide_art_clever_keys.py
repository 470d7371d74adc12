"""Clever Keys' rules page pictures: one for every section of "How to play", each drawing
something of its own inside the rectangle it is given, and nothing outside it."""

from __future__ import annotations

import pygame
import pytest
from tablekit import new_canvas

from castle_games.games.clever_keys.guide import GUIDE
from castle_games.games.clever_keys.guide_art import PICTURES, standing_key
from castle_games.games.clever_keys.key_slot import FULL_DEPTH_MM, JAM_DEPTH_MM

HEADINGS = [heading for heading, _text in GUIDE]


@pytest.fixture(scope="module", autouse=True)
def display():
    new_canvas()  # the key pictures are converted for the screen


def _drawn(name: str, page: tuple[int, int], rect: pygame.Rect) -> pygame.Surface:
    surface = pygame.Surface(page, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    PICTURES[name](surface, rect)
    return surface


def _opaque(surface: pygame.Surface, rect: pygame.Rect | None = None) -> int:
    alpha = pygame.surfarray.pixels_alpha(surface)
    if rect is not None:
        alpha = alpha[rect.left:rect.right, rect.top:rect.bottom]
    return int((alpha > 0).sum())


def test_a_stuck_key_shows_its_red_mark_and_a_key_all_the_way_in_does_not():
    """The keys in the pictures stand as at the table: the red mark above the floor only
    when the key is stuck."""
    def red(depth_mm: float) -> int:
        page = pygame.Surface((60, 120), pygame.SRCALPHA)
        standing_key(page, "B", 30, 110, depth_mm)
        rgb = pygame.surfarray.array3d(page).astype(int)
        return int(((rgb[..., 0] > 190) & (rgb[..., 1] < 70) & (rgb[..., 2] < 70)).sum())

    assert red(JAM_DEPTH_MM) > 50
    assert red(FULL_DEPTH_MM) == 0
