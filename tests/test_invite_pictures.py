"""The invite code's 32 pictures, drawn: a child who cannot read yet says the code from
them. Every picture is drawn (at the smallest size a tile uses and a large one), no two
have the same outline (told apart by shape, not only by colour), and every tile still
shows the picture's word and number inside it, in every language, at all three sizes the
screens use."""

from __future__ import annotations

import itertools

import numpy as np
import pygame
import pytest

from castle_games.core import languages
from castle_games.remote.invite import PICTURES
from castle_games.ui import far_away, theme
from castle_games.ui.art import pictures
from castle_games.ui.art.pictures import picture

OPAQUE = 128
# the tiles as the screens draw them: the invite's code and a seat's secret, the join
# screen's picked slots and its board of 32 buttons
TILE_SIZES = [(180, 110), (160, 72), (140, 90), (130, 54)]


def silhouette(n: int, size: int) -> np.ndarray:
    return pygame.surfarray.array_alpha(picture(n, size)) >= OPAQUE


def test_every_word_of_the_code_has_a_drawing():
    assert set(pictures.DRAWINGS) == set(PICTURES)


@pytest.mark.parametrize("size", [40, 120])
def test_every_picture_is_drawn_on_a_transparent_square(size):
    for n, word in enumerate(PICTURES):
        image = picture(n, size)
        assert image.get_size() == (size, size), word
        assert image.get_flags() & pygame.SRCALPHA, word
        shape = silhouette(n, size)
        assert 0.12 < shape.mean() < 0.9, f"{word}: {shape.mean():.0%} of the square drawn"
        assert not shape[[0, 0, -1, -1], [0, -1, 0, -1]].any(), f"{word}: corners drawn"


def shrunk(shape: np.ndarray) -> np.ndarray:
    """The shape less its outermost pixels."""
    inner = shape.copy()
    inner[1:, :] &= shape[:-1, :]
    inner[:-1, :] &= shape[1:, :]
    inner[:, 1:] &= shape[:, :-1]
    inner[:, :-1] &= shape[:, 1:]
    return inner


def test_every_picture_has_a_dark_outline_and_colour_inside():
    """What makes a picture read on a tile of any colour: its rim is dark (one pixel in
    from the edge, where smoothing no longer blends it with the tile) and most of it is
    not."""
    for n, word in enumerate(PICTURES):
        image = picture(n, 120)
        shape = silhouette(n, 120)
        dark = pygame.surfarray.array3d(image).max(axis=2) < 90
        once = shrunk(shape)
        rim = once & ~shrunk(once)
        assert dark[rim].mean() > 0.7, f"{word}: {dark[rim].mean():.0%} of the rim dark"
        assert dark[shape].mean() < 0.5, f"{word}: {dark[shape].mean():.0%} dark"


def test_no_two_pictures_have_the_same_shape():
    """Told apart by their outlines alone: every pair differs in a good part of the
    pixels either covers (a fox is not a cat in another colour)."""
    shapes = [silhouette(n, 48) for n in range(len(PICTURES))]
    alike = []
    for a, b in itertools.combinations(range(len(PICTURES)), 2):
        differ = (shapes[a] ^ shapes[b]).sum() / (shapes[a] | shapes[b]).sum()
        if differ < 0.08:
            alike.append(f"{PICTURES[a]} and {PICTURES[b]} ({differ:.0%} differ)")
    assert not alike, "too alike: " + ", ".join(alike)


def tile(n: int, size: tuple[int, int]) -> pygame.Surface:
    canvas = pygame.Surface((size[0] + 20, size[1] + 20), pygame.SRCALPHA)
    far_away.picture_tile(canvas, n, pygame.Rect((10, 10), size))
    return canvas


def changed(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect | None = None) -> int:
    pa, pb = (pygame.surfarray.array3d(s).astype(int) for s in (a, b))
    moved = np.abs(pa - pb).max(axis=2) > 40
    if area is not None:
        moved = moved[area.left:area.right, area.top:area.bottom]
    return int(moved.sum())


@pytest.mark.parametrize("size", TILE_SIZES)
def test_the_picture_is_drawn_large_on_its_tile(size, monkeypatch):
    with_it = tile(30, size)
    monkeypatch.setattr(far_away, "picture", lambda n, side: pygame.Surface(
        (side, side), pygame.SRCALPHA))
    without = tile(30, size)
    assert changed(with_it, without) > 0.12 * size[0] * size[1]


def test_the_small_board_button_shows_its_word_beside_the_picture(monkeypatch):
    """On a 130x54 button of the join board the word is still there, right of the
    picture: drawn with its word, the tile's right part differs from one without."""
    shown = tile(0, (130, 54))
    monkeypatch.setattr(far_away, "_", lambda message: "")
    blank = tile(0, (130, 54))
    right = pygame.Rect(10 + 56, 10 + 18, 130 - 60, 54 - 20)
    left = pygame.Rect(10, 10, 50, 54)
    assert changed(shown, blank, right) > 60
    assert changed(shown, blank, left) == 0  # (the picture is the same either way)


@pytest.mark.parametrize("lang", [*languages.LANGUAGES, languages.PSEUDO])
def test_every_word_and_number_stays_inside_its_tile_and_readable(lang):
    """German and Polish words run long ("Schlüssel", "niedźwiedź"): on every tile size
    the word and the number are inside the tile, apart, and never below the smallest
    letters a player is asked to read."""
    languages.use(lang)
    problems = []
    for size in TILE_SIZES:
        box = pygame.Rect((10, 10), size)
        for n in range(len(PICTURES)):
            with theme.recording_text() as drawn:
                tile(n, size)
            word = languages._(PICTURES[n])
            lines = {d.message: d for d in drawn}
            if set(lines) != {word, str(n + 1)}:
                problems.append(f"{size} {word}: drew {sorted(lines)}")
                continue
            here = f"{size} {word!r}"
            for d in drawn:
                if not box.contains(d.rect):
                    problems.append(f"{here}: {d.message!r} at {tuple(d.rect)} leaves the tile")
                if d.within is not None and not d.within.inflate(4, 4).contains(d.rect):
                    problems.append(f"{here}: {d.message!r} at {tuple(d.rect)} runs out of "
                                    f"its box {tuple(d.within)} (onto the picture)")
                if d.size < theme.FLOOR:
                    problems.append(f"{here}: {d.message!r} at font {d.size}")
            if lines[word].rect.colliderect(lines[str(n + 1)].rect):
                problems.append(f"{here}: the word runs into the number")
    assert not problems, "\n".join(problems[:20])
