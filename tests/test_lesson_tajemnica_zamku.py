"""Tajemnica Zamku's guided first game, what is its own: it says only what really happens
after each move, and at the real table the arrow's place is where a click makes the
step's move. (tests/test_guided_games.py checks every lesson's rules, steps and words.)"""

from __future__ import annotations

import pygame
import pytest
from tablekit import StandInApp, make_scene

from castle_games.core.lesson import play_through
from castle_games.games.tajemnica_zamku import MANIFEST, view
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.lesson import LESSON
from castle_games.session import Session
from castle_games.ui.lesson import coach


def _played() -> list[list]:
    return play_through(MANIFEST.game, LESSON, MANIFEST.make_bot)


def test_what_the_coach_says_after_a_move_is_what_happened():
    """The comments name what the events bring (the lesson is written for this seed)."""
    after = _played()

    def child(k: int, kind: type) -> list:
        return [e for e in after[k - 1] if isinstance(e, kind) and getattr(e, "seat", 0) == 0]

    assert child(1, M.TileDrawn)[0].circle
    assert [e.colour for e in child(2, M.SwordTaken)] == ["red"]
    assert [e.token for e in child(4, M.TokenDrawn)] == ["skrzat"]
    assert [(e.why, e.success) for e in child(5, M.DieRolled)] == [("skrzat", False)]
    assert [(e.why, e.success) for e in child(6, M.DieRolled)] == [("skrzat", True)]
    assert [e.token for e in child(8, M.TokenDrawn)] == ["red dragon"]
    assert [e.item for e in child(9, M.ItemWon)] == ["elixir"]
    assert [e.colour for e in child(11, M.SwordTaken)] == ["yellow"]
    assert [e.token for e in child(13, M.TokenDrawn)] == ["princess"]
    # where the steps say the tile goes: above the pawn (N), to its left (W)
    assert [(s.action.side) for s in LESSON.steps if isinstance(s.action, M.LayTile)] == [
        "N", "W", "N", "N", "N"]


def test_a_predicate_is_false_where_its_rule_does_not_happen():
    """The tests of the rules are honest: on the first step's events (a tile drawn, nothing
    more) none of them holds."""
    first = _played()[0]
    assert not any(seen(first) for seen in LESSON.rules.values())


# -- the arrow at the real table ------------------------------------------------------------
def _press(scene, pos) -> None:
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def _settle(scene, canvas, frames: int = 4000) -> None:
    for frame in range(frames):
        if scene.choosing():
            return
        scene.update(1 / 30)
        if frame % 15 == 0:
            scene.draw(canvas)
    raise AssertionError("the table never asked the child")


@pytest.fixture(scope="module")
def canvas():
    return pygame.Surface((1280, 720))


def test_a_click_where_the_arrow_points_makes_the_step_at_every_step(canvas):
    """With the coach over the table: the arrow's place is inside the canvas, a click at its
    middle makes the step's move (nothing is refused), and a way to lay the tile that is
    pointed at is also the one in focus, so the preview on the table shows that way."""
    session = Session("tajemnica-zamku", list(LESSON.seats), LESSON.seed, dict(LESSON.options), bots_seed=LESSON.bots_seed,
                      autosave=None)
    scene = make_scene(session, StandInApp(speed=8.0))
    teacher = coach(scene, LESSON)
    whole = pygame.Rect(0, 0, 1280, 720)
    kinds = set()
    moved_focus = 0  # lay steps whose way is not the first offered (the focus had to move)
    for k, step in enumerate(LESSON.steps):
        _settle(scene, canvas)
        assert session.state.to_move == 0 and teacher.asking() and teacher.index == k
        scene.update(1 / 30)
        rect = scene.where(step.action)
        assert rect is not None and rect.w > 10 and rect.h > 10, (k + 1, step.action)
        assert whole.contains(rect), (k + 1, rect)
        if isinstance(step.action, M.LayTile):
            assert scene.focused().action == step.action, (k + 1, scene.focused())
            moved_focus += scene.targets()[0].action != step.action
            for _frame in range(90):  # the camera glides: the new tile's place clears the card
                scene.update(1 / 30)
            x, y = scene.camera.screen_of(scene.focused().cell)
            assert y - scene.camera.size // 2 >= view.COACHED_TOP - 2, (k + 1, y)
        moves = len(session.actions)
        scene.draw(canvas)
        _press(scene, rect.center)
        assert len(session.actions) == moves + 1, (k + 1, step.action, rect)
        made = MANIFEST.game.action_from_dict(session.actions[-1])
        assert made == step.action, (k + 1, made)
        kinds.add(type(step.action))
    assert kinds == {M.DrawTile, M.LayTile, M.RollToLeave, M.Attack}
    assert teacher.refused == 0 and moved_focus >= 1


def test_a_click_elsewhere_is_refused_and_changes_nothing(canvas):
    session = Session("tajemnica-zamku", list(LESSON.seats), LESSON.seed, dict(LESSON.options), bots_seed=LESSON.bots_seed,
                      autosave=None)
    scene = make_scene(session, StandInApp(speed=8.0))
    teacher = coach(scene, LESSON)
    _settle(scene, canvas)
    before = session.state.to_dict()
    stay = scene.where(M.Stay())  # a real button, but not the step's
    assert stay is not None and stay != scene.where(LESSON.steps[0].action)
    _press(scene, stay.center)
    assert session.state.to_dict() == before and teacher.refused == 1


def test_where_points_at_a_walk_and_knows_no_move_that_is_not_offered(canvas):
    """A step to a tile is pointed at on the tile; a move nobody may make now has no place."""
    session = Session("tajemnica-zamku", list(LESSON.seats), LESSON.seed, dict(LESSON.options), bots_seed=LESSON.bots_seed,
                      autosave=None)
    scene = make_scene(session, StandInApp(speed=8.0))
    for step in LESSON.steps[:2]:
        _settle(scene, canvas)
        _press(scene, scene.where(step.action).center)
    _settle(scene, canvas)
    legal = session.state.legal_actions()
    walk = next(a for a in legal if isinstance(a, M.Step))
    rect = scene.where(walk)
    assert rect.collidepoint(scene.camera.screen_of(walk.to))
    assert scene.where(M.Attack("green dragon")) is None
    assert scene.where(M.LayTile("E", 90)) is None
    _press(scene, rect.center)
    assert MANIFEST.game.action_from_dict(session.actions[-1]) == walk
