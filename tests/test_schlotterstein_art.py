"""Schlotterstein's art renders: every resident at card and thumbnail size, every ghost
card, the resident cards; and the 20 portraits are all different pictures."""

from __future__ import annotations

import pygame
import pytest

from castle_games.games.schlotterstein import art
from castle_games.games.schlotterstein.deck import DECK
from castle_games.games.schlotterstein.residents import RESIDENTS


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("size", [40, 120])
def test_every_resident_draws_and_fills_its_box(size):
    for r in RESIDENTS:
        image = art.resident_image(r.key, size)
        assert image.get_height() == size and image.get_width() == round(size * r.aspect)
        bounds = image.get_bounding_rect()
        # Something visible, reaching over most of the height: not an empty or tiny figure.
        assert bounds.h >= 0.75 * size, r.name
        assert bounds.w >= 0.6 * image.get_width(), r.name


def test_the_twenty_portraits_are_pairwise_different():
    small = {}
    for r in RESIDENTS:
        image = pygame.transform.smoothscale(art.resident_image(r.key, 120), (24, 24))
        small[r.name] = pygame.image.tobytes(image, "RGBA")
    names = list(small)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            diff = sum(abs(x - y) for x, y in zip(small[a], small[b])) / len(small[a])
            assert diff > 8, f"{a} and {b} look too much alike"


def test_the_twenty_main_colours_show_in_the_portraits():
    for r in RESIDENTS:
        image = art.resident_image(r.key, 120)
        near = 0
        for x in range(0, image.get_width(), 2):
            for y in range(0, 120, 2):
                c = image.get_at((x, y))
                if c.a > 200 and sum(abs(c[k] - r.colour[k]) for k in range(3)) < 60:
                    near += 1
        assert near > 20, f"{r.name} hardly shows its colour {r.colour}"


def test_every_ghost_card_renders():
    target = pygame.Surface((320, 240), pygame.SRCALPHA)
    seen = set()
    for card in DECK:
        target.fill((0, 0, 0, 0))
        at = art.draw_ghost_card(target, card, target.get_rect())
        assert at.size == (320, 240)
        seen.add(_pixels(target))
    assert len(seen) == len(DECK), "every card is a different picture"


def test_resident_cards_card_backs_and_ghosts_render():
    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    for r in RESIDENTS:
        rect = art.draw_resident_card(surface, r.key, (10, 10, 90, 120), dim=r.key == "eule",
                                      highlight=(255, 214, 64))
        assert rect.size == (90, 120)
    assert art.draw_card_back(surface, (0, 0, 200, 150)).w == 200
    art.draw_ghost(surface, (214, 69, 65), (10, 10, 40, 50))
    assert surface.get_bounding_rect().w > 0


def test_images_are_cached():
    assert art.resident_image("kater", 64) is art.resident_image("kater", 64)
    assert art.ghost_card_image(3, 200) is art.ghost_card_image(3, 200)


@pytest.mark.parametrize("lang", ["en", "de", "pl", "cs", "en-XA"])
def test_resident_names_are_readable_on_every_card_size(lang):
    """The long names ("Zacharias", "Nepomuk") come out as large as the short ones: one
    shared size per card size, never below the readable floor, every name inside the card.
    The ring's cards always carry the name; a card too narrow for every name at the floor
    (the smallest in front of a player) shows the picture alone, never smaller words."""
    from castle_games.core import languages
    from castle_games.ui import theme

    languages.use(lang)
    try:
        assert art.name_label(86, 106) is not None, "the ring's cards carry the names"
        for size in ((86, 106), (74, 91), (56, 69)):
            label = art.name_label(*size)
            if label is None:
                continue
            assert label[0] >= theme.FLOOR
            room = size[0] - 2 * max(2, size[0] // 28) - 4
            for r in RESIDENTS:
                assert theme.text_size(art.given_name(r.key), *label)[0] <= room, r.name
    finally:
        languages.use("en")


def test_the_card_shows_one_name_under_the_portrait():
    """At the card's bottom, one line of ink as tall as the given name at the floor or
    larger: no role word in small letters over it (the portrait is the role)."""
    from castle_games.ui import theme

    size, bold = art.name_label(86, 106)
    assert size >= theme.FLOOR
    name_height = theme.text_size("Käthe", size, bold)[1]
    for r in RESIDENTS:
        image = art.resident_card_image(r.key, 86, 106)
        w, h = image.get_size()
        dark = [any(sum(image.get_at((x, y))[:3]) < 360 for x in range(8, w - 8))
                for y in range(h - 5, h - 45, -1)]
        start = dark.index(True)
        block = dark[start:].index(False)          # the given name's ink rows
        assert theme.capital_height(size) - 1 <= block <= name_height, r.name
