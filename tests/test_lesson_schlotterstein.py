"""The guided first game of Schloss Schlotterstein, what is its own: the child against an
easy Ben, the look the child may end when ready, the words against the cards, the arrow at
the real table. (tests/test_guided_games.py checks every lesson's rules, steps and words.)"""

from __future__ import annotations

import pygame
from tablekit import StandInApp, make_scene, new_canvas

from castle_games import plugins
from castle_games.core.lesson import play_through
from castle_games.games.schlotterstein.layout import HIDE_RECT
from castle_games.games.schlotterstein.lesson import LESSON, LOOK
from castle_games.games.schlotterstein.moves import (
    BellRung,
    CardTurnedOver,
    HideCard,
    RoundScored,
    Scare,
    Scared,
    TurnOverCard,
)
from castle_games.games.schlotterstein.rules import REVEAL_MIN
from castle_games.session import Session
from castle_games.ui.lesson import coach

MANIFEST = plugins.manifest("schlotterstein")


def test_the_child_sits_in_seat_0_against_a_computer_that_plays_the_same_every_time():
    child, *others = LESSON.seats
    assert child.is_human and child.name == "You"
    assert others and all(not s.is_human and s.level == "easy" for s in others)


def test_the_child_hides_the_card_when_ready_and_the_script_stays_on_its_path():
    """Any look the rules allow is the script's look; one too short is not taken."""
    hide = next(s for s in LESSON.steps if isinstance(s.action, HideCard))
    assert hide.admits(HideCard(REVEAL_MIN)) and hide.admits(HideCard(23.4))
    assert not hide.admits(HideCard(REVEAL_MIN - 1)) and not hide.admits(TurnOverCard())


# -- the arrow at the real table ------------------------------------------------------------
def _press(scene, pos) -> None:
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def _settle(scene, session, step, canvas, frames: int = 6000) -> None:
    for frame in range(frames):
        if session.to_move == 0 and scene.may_act() and scene.where(step.action) is not None:
            return
        scene.update(1 / 30)
        if frame % 15 == 0:
            scene.draw(canvas)
    raise AssertionError("the table never asked the child")


def _table():
    session = Session("schlotterstein", list(LESSON.seats), LESSON.seed, dict(LESSON.options), bots_seed=LESSON.bots_seed,
                      autosave=None)
    return session, make_scene(session, StandInApp(speed=8.0))


def test_a_click_where_the_arrow_points_makes_the_step_at_every_step():
    """At the lesson's table with its coach: the arrow's place is on the canvas, and a
    click there makes the step's move (the card hidden when the child is ready)."""
    canvas = new_canvas()
    session, scene = _table()
    coach(scene, LESSON)
    whole = pygame.Rect(0, 0, 1280, 720)
    for k, step in enumerate(LESSON.steps):
        _settle(scene, session, step, canvas)
        while isinstance(step.action, HideCard) and scene.reveal_t < LOOK:
            scene.update(1 / 30)  # the child looks, then hides the card
        rect = scene.where(step.action)
        assert rect.w > 10 and rect.h > 10 and whole.contains(rect), (k + 1, rect)
        moves = len(session.actions)
        scene.draw(canvas)
        _press(scene, rect.center)
        assert len(session.actions) == moves + 1, (k + 1, step.action)
        assert MANIFEST.game.action_from_dict(session.actions[-1]) == step.action
    assert scene.coach.refused == 0


def test_a_click_on_the_hide_button_too_soon_gets_the_rules_words_not_the_coachs():
    """The arrow is on Hide the card as soon as the card shows; a click before the
    shortest look is refused with the rules' reason (the card stays up, the coach does not
    call it a wrong move), and a click after it is the step."""
    canvas = new_canvas()
    session, scene = _table()
    coach(scene, LESSON)
    notes = scene.app.notes = []
    _settle(scene, session, LESSON.steps[0], canvas)
    _press(scene, scene.where(TurnOverCard()).center)
    _settle(scene, session, LESSON.steps[1], canvas)
    assert scene.reveal_t < REVEAL_MIN
    assert scene.where(Scare("Ritter Rudi")) is None, "nobody is scared while the card shows"
    moves = len(session.actions)
    _press(scene, scene.where(HideCard(LOOK)).center)
    assert len(session.actions) == moves and scene.coach.refused == 0
    assert notes == ["Let everybody look for at least 5 seconds."]
    while scene.reveal_t < REVEAL_MIN + 1:
        scene.update(1 / 30)
    _press(scene, HIDE_RECT.center)
    assert MANIFEST.game.action_from_dict(session.actions[-1]) == HideCard(LOOK)


def test_what_the_coach_says_after_a_move_is_what_happened():
    """The steps' words name who is on the card, what Ben does, and the check (written
    for this seed)."""
    after = play_through(MANIFEST.game, LESSON, MANIFEST.make_bot)
    first = next(e for e in after[0] if isinstance(e, CardTurnedOver))
    second = next(e for e in after[5] if isinstance(e, CardTurnedOver))
    scares = [s.action.resident for s in LESSON.steps if isinstance(s.action, Scare)]
    assert all(r in first.residents for r in scares[:3])
    assert all(r in second.residents for r in scares[3:])
    ben = [[e.resident for e in events if isinstance(e, Scared) and e.seat == 1]
           for events in after]
    assert ben[1] and ben[6] == ["Fledermaus Fritzi"]  # step 8: "Ben scared the bat"
    assert "Fledermaus Fritzi" in first.residents and "Fledermaus Fritzi" not in second.residents
    rang = [any(isinstance(e, BellRung) and e.seat == 1 for e in events) for events in after]
    assert rang[3] and rang[7]  # "Ben rang the bell" (steps 4 and 9 say it)
    checks = [e for events in after for e in events if isinstance(e, RoundScored)]
    assert [c.moves for c in checks] == [(3, 2), (3, -1)]  # Ben goes back for the bat


def test_a_predicate_is_false_where_its_rule_does_not_happen():
    second = play_through(MANIFEST.game, LESSON, MANIFEST.make_bot)[1]
    assert [rule for rule, seen in LESSON.rules.items() if seen(second)] == []
