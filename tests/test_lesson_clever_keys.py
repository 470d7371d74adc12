"""The guided first game of Clever Keys, what is its own: the child against an easy Ben,
the words against the rewards and jams of its seed, the arrow at the real table.
(tests/test_guided_games.py checks every lesson's rules, steps and words.)"""

from __future__ import annotations

import pygame
from tablekit import StandInApp, make_scene, new_canvas

from castle_games import plugins
from castle_games.core.lesson import play_through
from castle_games.games.clever_keys.lesson import LESSON
from castle_games.games.clever_keys.moves import (
    GemLost,
    InsertKey,
    KeyInserted,
    RewardTaken,
    SectionLocked,
    StopAndTake,
)
from castle_games.session import Session
from castle_games.ui.lesson import coach

MANIFEST = plugins.manifest("clever-keys")


def _events():
    return play_through(MANIFEST.game, LESSON, MANIFEST.make_bot)


def test_the_child_sits_in_seat_0_against_a_computer_that_plays_the_same_every_time():
    child, *others = LESSON.seats
    assert child.is_human and child.name == "You"
    assert others and all(not s.is_human and s.level == "easy" for s in others)


# -- the arrow at the real table ------------------------------------------------------------
def _press(scene, pos) -> None:
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def _settle(scene, session, canvas, frames: int = 4000) -> None:
    for frame in range(frames):
        if scene.can_play() and session.to_move == 0:
            return
        scene.update(1 / 30)
        if frame % 15 == 0:
            scene.draw(canvas)
    raise AssertionError("the table never asked the child")


def test_a_click_where_the_arrow_points_makes_the_step_at_every_step():
    """At the lesson's table with its coach: the arrow's place is on the canvas, and a
    click there (on the key, then on the slot it now points at) makes the step's move."""
    canvas = new_canvas()
    session = Session("clever-keys", list(LESSON.seats), LESSON.seed, dict(LESSON.options), bots_seed=LESSON.bots_seed,
                      autosave=None)
    scene = make_scene(session, StandInApp(speed=8.0))
    coach(scene, LESSON)
    whole = pygame.Rect(0, 0, 1280, 720)
    clicks = []
    for k, step in enumerate(LESSON.steps):
        _settle(scene, session, canvas)
        moves = len(session.actions)
        for click in range(2):
            rect = scene.where(step.action)
            assert rect is not None and rect.w > 10 and rect.h > 10, (k + 1, step.action)
            assert whole.contains(rect), (k + 1, rect)
            scene.draw(canvas)
            _press(scene, rect.center)
            if len(session.actions) > moves:
                clicks.append(click + 1)
                break
        assert len(session.actions) == moves + 1, (k + 1, step.action)
        assert MANIFEST.game.action_from_dict(session.actions[-1]) == step.action
    assert scene.coach.refused == 0
    # A first key is picked, then put in; the turn's key goes on, and Stop, in one click.
    assert clicks == [2, 1, 2, 2, 1, 1, 2, 1]


def test_where_knows_no_move_that_is_not_offered():
    canvas = new_canvas()
    session = Session("clever-keys", list(LESSON.seats), LESSON.seed, dict(LESSON.options), bots_seed=LESSON.bots_seed,
                      autosave=None)
    scene = make_scene(session, StandInApp(speed=8.0))
    _settle(scene, session, canvas)
    assert scene.where(StopAndTake()) is None, "nothing to take before a key is in"
    assert scene.where(InsertKey("A", 1, 1)) is not None
    occupied = InsertKey("B", 9, 1)
    assert scene.where(occupied) is None


def test_what_the_coach_says_after_a_move_is_what_happened():
    """The comments name the rewards, the jams and who moves (written for this seed)."""
    after = _events()

    def mine(k: int, kind: type) -> list:
        return [e for e in after[k - 1] if isinstance(e, kind) and e.seat == 0]

    rewards = {k: [e.reward_now for e in mine(k, KeyInserted)] for k in range(1, 9)}
    assert rewards == {1: [1], 2: [], 3: [0], 4: [3], 5: [4], 6: [], 7: [2], 8: [0]}
    assert [e.gems for e in mine(2, RewardTaken)] == [1]
    assert [e.gems for e in mine(6, RewardTaken)] == [4]
    assert [(e.section, e.key) for e in after[2] if isinstance(e, SectionLocked)][0] == (2, "C")
    assert [e.reward_lost for e in mine(8, GemLost)] == [2]
    # "where two keys stand": section 3 holds two keys when step 4 is asked
    ben = [e for e in after[2] if isinstance(e, KeyInserted) and e.seat == 1]
    assert ben and ben[-1].section == 3


def test_a_predicate_is_false_where_its_rule_does_not_happen():
    first = _events()[0]
    assert [rule for rule, seen in LESSON.rules.items() if seen(first)] == ["all-the-way"]
