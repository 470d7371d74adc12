"""Seven Locks for players who cannot hear: the "see_drops" house rule draws
each heard drop's depth on a ruler beside its tower, from the perceived events only."""

from __future__ import annotations

import pygame
import pytest
import tablekit
from test_seven_locks_hidden import swap_hidden

from castle_games.core.rng import Rng
from castle_games.core.seats import default_seats
from castle_games.games.seven_locks import layout
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.session import Session
from castle_games.ui import setup


@pytest.fixture(scope="module")
def canvas():
    return tablekit.new_canvas()


def played(see: bool, moves: int = 12, seed: int = 4) -> Session:
    session = Session("seven-locks", default_seats(3, ["easy"] * 3), seed, {"see_drops": see})
    rng = Rng(seed * 7 + moves)
    for _ in range(moves):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def drawn(session: Session, canvas):
    scene = tablekit.make_scene(session)
    scene.on_enter()
    scene.skip_animations()
    scene.draw(canvas)
    return scene


def test_the_option_is_a_house_rule_off_by_default_on_the_setup_screen():
    option = next(o for o in R.GAME.options if o.key == "see_drops")
    assert option.default is False and option.choices == (False, True) and option.house_rule
    assert Session("seven-locks", default_seats(2, ["easy"] * 2), 1).options["see_drops"] is False
    assert setup._option_label(option).endswith("(house rule)")
    assert any("ruler" in rule for rule in R.HOUSE_RULES)


def test_deeper_drops_are_marked_lower_and_come_from_the_heard_events(canvas):
    session = played(True)
    scene = drawn(session, canvas)
    heard: dict[int, int] = {}
    for happening in scene.table.history:  # what this seat perceived, nothing more
        for ev in happening.events:
            if isinstance(ev, M.PearlDropped):
                heard[ev.tower] = ev.fall_depth_mm
    assert scene.shown.heard == heard and len(heard) == R.N_TOWERS
    marks = scene.painter.drop_marks
    assert set(marks) == set(heard)
    towers = sorted(heard, key=heard.get)
    assert heard[towers[0]] < heard[towers[-1]]
    below_top = {t: marks[t] - layout.ruler_rect(t).top for t in towers}
    assert all(below_top[a] <= below_top[b] for a, b in zip(towers, towers[1:]))
    assert below_top[towers[0]] < below_top[towers[-1]], "deeper is lower on the ruler"


def test_a_new_drop_moves_its_mark_by_the_event_alone(canvas):
    scene = drawn(played(True), canvas)
    before = dict(scene.painter.drop_marks)
    # An event with made-up depths: the ruler shows what was heard, not the chamber.
    for tower, depth in ((2, 30), (6, 210)):
        scene._enqueue([M.PearlDropped(0, tower, depth, 0.5, 0)])
    scene.skip_animations()
    scene.draw(canvas)
    assert scene.shown.heard[2] == 30 and scene.shown.heard[6] == 210
    marks = scene.painter.drop_marks
    assert marks[2] - layout.ruler_rect(2).top < marks[6] - layout.ruler_rect(6).top
    assert {t: y for t, y in marks.items() if t not in (2, 6)} == \
        {t: y for t, y in before.items() if t not in (2, 6)}


def test_off_nothing_is_drawn(canvas):
    session = played(False)
    scene = drawn(session, canvas)
    scene._enqueue([M.PearlDropped(0, 3, 150, 0.5, 0)])
    scene.skip_animations()
    scene.draw(canvas)
    assert scene.painter.drop_marks == {} and scene.shown.heard == {}
    on = drawn(played(True), tablekit.new_canvas())
    a = tablekit.new_canvas()
    on.draw(a)
    b = tablekit.new_canvas()
    tablekit.make_scene(session).draw(b)
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize("moves", [0, 12, 40])
def test_on_the_picture_still_hides_the_chambers(moves):
    assert tablekit.frames_identical(played(True, moves), swap_hidden) == (True, True)
