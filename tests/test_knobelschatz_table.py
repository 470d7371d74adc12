"""The Knobelschatz table at a glance: the dog's place, match totals, bad luck heard."""

from __future__ import annotations

import math

import pygame
import pytest
from tablekit import StandInApp, make_scene, new_canvas, run_until
from test_knobelschatz_rules import LoadedDice

from castle_games.audio import recipes
from castle_games.core.match import Match
from castle_games.core.seats import Seat, default_seats
from castle_games.games.knobelschatz import anims, art, view
from castle_games.games.knobelschatz.layout import TABLE_RECT, Layout
from castle_games.session import Session


@pytest.fixture(scope="module", autouse=True)
def display():
    new_canvas()


def _gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """Distance between two rectangles (0 when they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return math.hypot(dx, dy)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_dog_sits_clearly_with_its_owner(n):
    layout = Layout(n)
    for seat in range(n):
        dog = pygame.Rect(0, 0, art.DOG_W, art.DOG_H)
        dog.center = tuple(int(c) for c in layout.dog_spot(seat))
        own = _gap(dog, layout.panel(seat))
        others = [_gap(dog, layout.panel(k)) for k in range(n) if k != seat]
        assert own < 20, f"{n} players: the dog of seat {seat} is away from its owner"
        assert min(others) > own + 40, f"{n} players: seat {seat}'s dog sits between two spots"
        assert TABLE_RECT.inflate(40, 40).contains(dog), "the dog stays on the table"
        facing_left = layout.dog_faces_left(seat)
        assert facing_left == (dog.centerx > layout.panel(seat).centerx), "it looks at its owner"


def _bad_luck_session():
    """Anna rolls 1, 1, 3 while Ben (her left neighbour) has no chest left to give."""
    seats = [Seat("Anna", "red"), Seat("Ben", "blue", "computer", "easy")]
    session = Session("knobelschatz", seats, 5)
    st = session.state
    st.pile.extend(st.hands[1])
    st.hands[1].clear()
    st.rng = LoadedDice((1, 1, 3))
    return session


def test_bad_luck_is_heard_as_a_soft_wah_waah_not_as_a_refusal():
    app = StandInApp()
    session = _bad_luck_session()
    scene = make_scene(session, app)
    assert run_until(scene, scene.can_roll)
    scene.try_apply(view.RollDice())
    assert run_until(scene, lambda: isinstance(scene.active, anims.BadLuck))
    assert app.sounds[-1] == anims.BAD_LUCK_SOUND and "nope" not in app.sounds
    assert anims.BAD_LUCK_SOUND in recipes.list_names()


def test_every_sound_the_view_plays_is_a_recipe_and_declared():
    names = set(recipes.list_names())
    assert set(view.SOUNDS) <= names
    app = StandInApp(speed=8.0)
    session = Session("knobelschatz", default_seats(4, ["easy"] * 4), 12)
    scene = make_scene(session, app)
    run_until(scene, lambda: app.overs > 0, frames=4000)
    assert session.over
    assert set(app.sounds) <= set(view.SOUNDS)


def test_match_totals_show_small_at_each_spot_from_the_second_game_on():
    seats = [Seat("Maximilian-Jo", "red"), Seat("Ben", "blue", "computer", "easy"),
             Seat("Clara", "green", "computer", "easy")]
    first = make_scene(Session("knobelschatz", seats, 3), StandInApp())
    assert [first.painter.match_total(i) for i in range(3)] == [None, None, None]
    match = Match(totals=[23, 9, 31], games=2)
    second = make_scene(Session("knobelschatz", seats, 4, match=match), StandInApp())
    assert [second.painter.match_total(i) for i in range(3)] == [23, 9, 31]
    plain = first.painter.panel_base(0)
    marked = second.painter.panel_base(0)
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(marked, "RGBA")
    # The small "match 23" tag and the (long) name share the header without overlapping.
    for seat in range(3):
        second.painter.panel_base(seat)
        name, tag = second.painter.header[seat]
        assert tag is not None and name.right < tag.left and tag.right <= marked.get_width()
    assert first.painter.header[0][1] is None
