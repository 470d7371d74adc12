"""Rules pages with pictures: every section of every game's "How to play" has a
drawing of its moment beside its words, in every language, and a drawing that fails leaves
the page readable."""

from __future__ import annotations

import pygame
import pytest

from castle_games import plugins
from castle_games.core import languages
from castle_games.ui import rules_page
from castle_games.ui.rules_page import PICTURE, load_guide, section_pictures

GAMES = plugins.ids()
WIDTH = 1000


def _inked(page: pygame.Surface, box: pygame.Rect) -> int:
    """Opaque pixels in `box` of the page (the page is transparent where nothing is)."""
    box = box.clip(page.get_rect())
    return sum(1 for x in range(box.left, box.right, 3) for y in range(box.top, box.bottom, 3)
               if page.get_at((x, y)).a > 200)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("language", ["en", "de"])
def test_each_section_of_how_to_play_has_its_drawing_beside_its_words(game_id, language):
    languages.use(language)
    guide = load_guide(game_id)
    drawings = section_pictures(game_id)
    assert guide and all(d is not None for d in drawings[:len(guide)]), game_id
    page, tops = rules_page._render(game_id, WIDTH)
    column = WIDTH - PICTURE[0]
    for i, top in enumerate(tops[:len(guide)]):
        picture = pygame.Rect(column, top + 6, *PICTURE)
        assert _inked(page, picture) > 150, f"{game_id}: no drawing beside section {i + 1}"
        words = pygame.Rect(0, top, column - 28, PICTURE[1])
        assert _inked(page, words) > 50  # the words stay beside it, not under it
    pictures = [pygame.image.tobytes(page.subsurface(pygame.Rect(column, t + 6, *PICTURE)
                                                     .clip(page.get_rect())), "RGBA")
                for t in tops[:len(guide)]]
    assert len(set(pictures)) == len(pictures), "each section its own drawing"


def test_a_drawing_that_fails_leaves_the_words(monkeypatch):
    game_id = GAMES[0]
    guide = load_guide(game_id)

    def broken(surface, rect):
        raise RuntimeError("a broken drawing")

    monkeypatch.setattr(rules_page, "pictures", lambda g: {h: broken for h, _p in guide})
    page, tops = rules_page._render(game_id, WIDTH)
    assert len(tops) >= len(guide)
    assert _inked(page, pygame.Rect(0, 0, WIDTH - PICTURE[0] - 28, 200)) > 50


# -- each game's drawings, one by one ----------------------------------------------------
def _painted(paint, rect: pygame.Rect, size=(800, 600)):
    import numpy as np

    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    paint(surface, rect)
    return np.asarray(pygame.surfarray.pixels_alpha(surface).T.copy())  # [y, x]


@pytest.fixture(scope="module")
def _display():
    from tablekit import new_canvas

    new_canvas()  # some drawings convert their pieces for the screen


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("rect", [pygame.Rect(250, 200, 300, 200), pygame.Rect(31, 17, 240, 190),
                                  pygame.Rect(400, 300, 380, 160)])
def test_each_drawing_paints_its_own_moment_inside_its_box_only(game_id, rect, _display):
    drawings = rules_page.pictures(game_id)
    assert set(drawings) == {heading for heading, _text in load_guide(game_id)}
    seen = []
    for heading, paint in drawings.items():
        alpha = _painted(paint, rect)
        inside = alpha[rect.top:rect.bottom, rect.left:rect.right]
        outside = alpha.copy()
        outside[rect.top:rect.bottom, rect.left:rect.right] = 0
        assert not outside.any(), (game_id, heading, "drawn outside its box")
        painted = (inside > 0).mean()
        # a real picture: something drawn, and not a filled box (the page shows through)
        assert 0.05 < painted < 0.97, (game_id, heading, painted)
        seen.append(inside > 0)
    for i in range(len(seen)):  # every section shows its own moment: no two alike
        for j in range(i + 1, len(seen)):
            assert (seen[i] != seen[j]).mean() > 0.01, (game_id, i, j)
