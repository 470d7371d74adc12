"""Schlotterstein' rules page pictures: one for every section of "How to play", each drawing
something of its own inside the rectangle it is given, and nothing outside it."""

from __future__ import annotations

import pygame
import pytest
from tablekit import new_canvas

from castle_games.games.schlotterstein.deck import card
from castle_games.games.schlotterstein.guide import GUIDE
from castle_games.games.schlotterstein.guide_art import PICTURES, SHOWN_CARD, _not_on_card, _on_card

HEADINGS = [heading for heading, _text in GUIDE]


@pytest.fixture(scope="module", autouse=True)
def display():
    new_canvas()  # the card pictures are converted for the screen


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


def test_the_check_shows_a_resident_who_was_on_the_card_and_one_who_was_not():
    """The pictures follow the printed deck: the resident with the tick is on the card
    shown, the one with the no-sign is not."""
    assert card(SHOWN_CARD).shows(_on_card()[0])
    assert not card(SHOWN_CARD).shows(_not_on_card()[0])
