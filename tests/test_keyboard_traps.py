"""No keyboard traps: Enter and Space act only on what is visibly chosen, the hint's arrow
and the keyboard focus are never two arrows at once, and a key pressed while another
seat's card is on show does nothing for the person's seat."""

from __future__ import annotations

import pygame
import pytest
from tablekit import StandInApp, key, make_scene, run_until

from castle_games import plugins
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.session import Session


def _seven_locks_with_a_hint_elsewhere():
    """A Seven Locks table where the person chooses a tower, the hint points at one tower
    and the keyboard focus sits on another."""
    seats = [Seat("Lena", "red", HUMAN), Seat("Ben", "blue", HUMAN)]
    for seed in range(30):
        session = Session("seven-locks", seats, seed)
        app = StandInApp()
        scene = make_scene(session, app)
        scene.on_enter()
        for _step in range(40):
            if not run_until(scene, scene.may_act, frames=2000):
                break
            targets = scene.focus_targets()
            advice = session.advice()
            towers = [t for t in targets if t[0] == "tower"]
            if advice is not None and len(towers) > 1 and hasattr(advice.action, "tower"):
                hinted = ("tower", advice.action.tower)
                other = next(t for t in towers if t != hinted)
                scene.focus = targets.index(other)
                return session, scene, app, hinted, other
            scene.try_apply(session.state.legal_actions()[0])
    raise AssertionError("no tower choice with a hint in 30 games")


def test_seven_locks_enter_takes_the_hints_arrow_and_the_focus_arrow_hides_meanwhile():
    session, scene, _app, hinted, other = _seven_locks_with_a_hint_elsewhere()
    assert scene.focused() == other
    key(scene, pygame.K_h)
    advice = scene.shown_advice()
    assert advice is not None
    assert scene.focused() is None, "one arrow: the hint's (the focus arrow is not drawn)"
    moves = len(session.actions)
    key(scene, pygame.K_RETURN)
    assert len(session.actions) == moves + 1
    assert session.game.action_from_dict(session.actions[-1]) == advice.action


def test_seven_locks_moving_the_focus_puts_the_hints_arrow_away():
    session, scene, _app, hinted, other = _seven_locks_with_a_hint_elsewhere()
    key(scene, pygame.K_h)
    assert scene.shown_advice() is not None
    key(scene, pygame.K_TAB)
    assert scene.shown_advice() is None, "the hint's arrow is gone"
    chosen = scene.focused()
    assert chosen is not None and chosen[0] == "tower"
    moves = len(session.actions)
    key(scene, pygame.K_RETURN)
    assert len(session.actions) == moves + 1
    assert session.game.action_from_dict(session.actions[-1]).tower == chosen[1]


def test_schlotterstein_space_while_the_computers_card_is_up_scares_nobody():
    from castle_games.games.schlotterstein.moves import Scare

    seats = [Seat("Lena", "red", HUMAN), Seat("Robo", "blue", COMPUTER, "normal")]
    session = Session("schlotterstein", seats, 1)
    scene = make_scene(session, StandInApp())
    scene.on_enter()
    pressed_during_show = 0
    for _frame in range(60 * 600):
        if session.over:
            break
        if scene.others_secret_on_show():
            moves = len(session.actions)
            for k in (pygame.K_SPACE, pygame.K_RETURN):
                key(scene, k)
            pressed_during_show += 1
            assert len(session.actions) == moves, "a key during the computer's look acted"
        elif (scene.may_act() and scene.phase == "scare" and pressed_during_show
              and not session.seats[scene.shown.leader].is_human):
            break
        elif scene.may_act():
            scene.try_apply(session.state.legal_actions()[0])
        scene.update(1 / 60)
    else:
        raise AssertionError("the computer never led")
    assert pressed_during_show > 30
    # the card is down, Lena scares: a first Space only shows which resident the keys are on
    assert not scene.keyboard
    moves = len(session.actions)
    key(scene, pygame.K_SPACE)
    assert len(session.actions) == moves, "Space acted on a resident nobody could see chosen"
    assert scene.keyboard and scene.focused_name() is not None
    chosen = scene.focused_name()
    key(scene, pygame.K_SPACE)
    assert session.game.action_from_dict(session.actions[-1]) == Scare(chosen)


def test_a_hint_on_the_schlotterstein_table_is_what_space_takes():
    seats = [Seat("Lena", "red", HUMAN), Seat("Ben", "blue", HUMAN)]
    session = Session("schlotterstein", seats, 2)
    scene = make_scene(session, StandInApp())
    scene.on_enter()
    for _turn in range(200):
        assert run_until(scene, scene.may_act, frames=60 * 60)
        if scene.phase == "scare" and session.advice() is not None:
            break
        scene.try_apply(session.state.legal_actions()[0])
    key(scene, pygame.K_TAB)  # the keys are on a resident, shown
    key(scene, pygame.K_h)
    advice = scene.shown_advice()
    assert advice is not None and scene.focused_name() is None, "one arrow: the hint's"
    key(scene, pygame.K_SPACE)
    assert session.game.action_from_dict(session.actions[-1]) == advice.action


@pytest.mark.parametrize("game", plugins.ids())
def test_enter_with_a_hint_on_show_takes_the_hints_move_in_every_game(game):
    """Whatever the keyboard focus was on, Enter while the hint shows takes the hint's move:
    its arrow is the only one on show (Clever Keys and Tajemnica handle their keys
    themselves, and once put the move the focus was on instead)."""
    taken = 0
    for seed in range(2):
        session = Session(game, [Seat("Lena", "red", HUMAN), Seat("Ben", "blue", HUMAN)], seed)
        scene = make_scene(session, StandInApp())
        scene.on_enter()
        for _decision in range(12):
            if session.over or not run_until(scene, scene.may_act, frames=3000):
                break
            key(scene, pygame.K_TAB)  # the focus somewhere, as a child's fingers leave it
            key(scene, pygame.K_h)
            advice = scene.shown_advice()
            moves = len(session.actions)
            key(scene, pygame.K_RETURN)
            if advice is None:
                if len(session.actions) == moves:
                    scene.try_apply(session.state.legal_actions()[0])
                continue
            if len(session.actions) == moves:  # refused with its reason (too soon, say)
                scene.try_apply(session.state.legal_actions()[0])
                continue
            assert len(session.actions) == moves + 1, (game, seed, advice)
            assert session.game.action_from_dict(session.actions[-1]) == advice.action
            taken += 1
    assert taken >= 6
