"""A child's take-back against a computer: the computer waits a moment after a person's
move (Settings' computer_wait), Backspace works while it only thinks, and the take-back
covers the person's last move also after the computer moved, as long as what it did
showed nothing (the game's own take-back rule, as for a person's move); when it showed
something the take-back is refused with the reason."""

from __future__ import annotations

import json

import pygame
import pytest
from tablekit import StandInApp, key, make_scene, run_until

from castle_games.core.contract import IllegalAction
from castle_games.core.languages import _
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.core.settings import Settings
from castle_games.session import Session

SEATS = [Seat("Lena", "red", HUMAN), Seat("Robo", "blue", COMPUTER, "normal")]


def state_json(session: Session) -> str:
    return json.dumps(session.state.to_dict(), sort_keys=True)


def played_to(game_id: str, seed: int, moves: int) -> Session:
    """`moves` moves in: the computer chooses its own, the person the first legal move."""
    session = Session(game_id, SEATS, seed)
    while len(session.actions) < moves:
        if session.is_bot_turn():
            session.play_bot()
        else:
            session.apply(session.state.legal_actions()[0])
    return session


def quiet_position(game_id: str, mine: str, theirs: str) -> tuple[str, int, int, str, str]:
    """A moment where the person's first legal move is `mine`, the computer answers with
    `theirs`, and that answer showed nothing (found by playing, so that a change to the
    computers' play finds another such moment rather than breaking the test)."""
    for seed in range(8):
        moves = 0
        while moves < 300:
            session = played_to(game_id, seed, moves)
            if session.over:
                break
            if session.is_bot_turn() or type(session.state.legal_actions()[0]).__name__ != mine:
                moves += 1
                continue
            session.apply(session.state.legal_actions()[0])
            if session.is_bot_turn():
                answer, _events = session.play_bot()
                if type(answer).__name__ == theirs and session.take_back_refusal() is None:
                    return game_id, seed, moves, mine, theirs
            moves += 1
    raise AssertionError(f"no quiet {mine}/{theirs} moment in {game_id}")


# (game, seed, moves before the person's move, the person's move, the computer's answer)
QUIET = [quiet_position("schlotterstein", "Scare", "Scare"),
         quiet_position("tajemnica-zamku", "Step", "Stay")]


@pytest.mark.parametrize(("game_id", "seed", "moves", "mine", "theirs"), QUIET)
def test_a_childs_move_comes_back_after_a_computers_move_that_showed_nothing(
        game_id, seed, moves, mine, theirs):
    session = played_to(game_id, seed, moves)
    before, log = state_json(session), list(session.actions)
    move = session.state.legal_actions()[0]
    assert type(move).__name__ == mine
    session.apply(move)
    assert session.is_bot_turn()
    answer, _events = session.play_bot()
    assert type(answer).__name__ == theirs
    assert session.take_back_refusal() is None
    assert session.take_back() == move.to_dict()
    assert state_json(session) == before and session.actions == log
    assert not session.is_bot_turn(), "the person chooses again"
    # the computer remembers only what its seat perceived of the moves left
    fresh = played_to(game_id, seed, moves)
    again = session.state.legal_actions()[-1]
    session.apply(again)
    fresh.apply(again)
    if session.is_bot_turn():
        assert session.bot_action() == fresh.bot_action()


def test_a_childs_move_is_refused_with_the_reason_once_the_computer_rolled():
    from castle_games.games.knobelschatz.moves import RollDice, TakeCard

    for seed in range(40):
        session = Session("knobelschatz", SEATS, seed)
        while not session.over and len(session.actions) < 400:
            if session.is_bot_turn():
                session.play_bot()
                continue
            legal = session.state.legal_actions()
            quiet = [m for m in legal if isinstance(m, TakeCard) and isinstance(m.source, int)
                     and m.die == 4]
            if quiet:
                session.apply(quiet[0])
                if session.take_back_refusal() is None and session.is_bot_turn():
                    break
                continue
            session.apply(legal[0])
        else:
            continue
        break
    else:
        pytest.fail("no chest taken from a neighbour before the computer's turn in 40 games")
    answer, _events = session.play_bot()
    assert isinstance(answer, RollDice)
    assert session.take_back_refusal() == "the dice have been rolled"
    with pytest.raises(IllegalAction) as refused:
        session.take_back()
    assert refused.value.told() == _("the dice have been rolled")


def test_the_computer_waits_after_a_persons_move_and_backspace_works_meanwhile():
    game_id, seed, moves, _mine, _theirs = QUIET[1]
    session = played_to(game_id, seed, moves)
    app = StandInApp()
    app.settings.computer_wait = 2.0
    scene = make_scene(session, app)
    scene.on_enter()
    assert run_until(scene, scene.may_act)
    assert scene.try_apply(session.state.legal_actions()[0])
    assert run_until(scene, lambda: scene.idle)
    thinking = 0.0
    while thinking < 1.5:  # longer than the game's own pause, shorter than the setting
        scene.update(1 / 60)
        thinking += 1 / 60
    assert len(session.actions) == moves + 1 and session.is_bot_turn(), "still thinking"
    key(scene, pygame.K_BACKSPACE)
    assert len(session.actions) == moves and not session.is_bot_turn()
    assert _("Taken back: choose again.") in app.notes
    # moved again, the computer answers once the setting's moment is over
    assert run_until(scene, scene.may_act)
    assert scene.try_apply(session.state.legal_actions()[0])
    assert run_until(scene, lambda: len(session.actions) == moves + 2, frames=60 * 4)
    # its move showed nothing: Backspace still takes the child's move back, with it
    assert run_until(scene, lambda: scene.idle)
    key(scene, pygame.K_BACKSPACE)
    assert len(session.actions) == moves


def test_the_setting_is_a_number_of_seconds_in_range():
    assert Settings().computer_wait == 2.0
    assert Settings.from_dict({**Settings().to_dict(), "computer_wait": 3.5}).computer_wait == 3.5
