"""A mixed table: a sighted player and a player by ear in one game, each seat as it chose.

Ann sees the table; Ben plays by ear ("Person, by ear" in the seat setup); a computer plays
too. On Ben's turns the screen is dark and he decides by keys, after hearing what Ann and
the computer did since his last turn; on Ann's turns the table is drawn and she clicks.
Nobody decides at the other's table; the game ends on the game-over screen; a save keeps
who plays by ear.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from test_seven_locks_sound_only import press

from castle_games.core.languages import _
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.session import Session, autosave_path
from castle_games.ui.app import App
from castle_games.ui.ear.dark import BACKGROUND
from castle_games.ui.ear.mixed import MixedTable
from castle_games.ui.ear.table import EarTable
from castle_games.ui.scene import CANVAS_SIZE
from castle_games.ui.screens import GameOverScene

SEATS = [Seat("Ann", "red", HUMAN), Seat("Ben", "blue", HUMAN, by_ear=True),
         Seat("Robo", "green", COMPUTER, "normal")]


@pytest.fixture(autouse=True)
def no_voice(monkeypatch):
    monkeypatch.setitem(sys.modules, "espeakng_loader", None)


def dark(app: App) -> bool:
    """Most of the picture is the by-ear table's dark (a toast may lie over a part)."""
    points = [(x, y) for x in range(100, 1280, 180) for y in range(120, 620, 120)]
    return sum(app.canvas.get_at(p)[:3] == BACKGROUND for p in points) > 0.8 * len(points)


def new_app() -> App:
    return App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)


def tables_in_use(app: App, session: Session, frames: int) -> Iterator[Any]:
    """Frames of a mixed game (0.05 s each) until it is over; after each, the table in use
    while the mixed table is on top (a hand-over screen between the two people is passed
    with Enter)."""
    mixed = app.game_scene
    for _frame in range(frames):
        app.step_frame(0.05)
        if session.over:
            return
        if app.top is not mixed:
            press(app, pygame.K_RETURN)
            continue
        yield mixed.active


def test_a_whole_mixed_game_each_seat_at_its_own_table():
    from castle_games.games.knobelschatz.story import describe

    app = new_app()
    session = Session("knobelschatz", SEATS, 4)
    app.start_game(session)
    mixed = app.game_scene
    assert isinstance(mixed, MixedTable)
    rng = random.Random(3)
    ben = ann = 0
    heard_from = 0  # Ben's last decision: the lines said since
    moves_seen = 0  # the moves before Ben's last decision
    for _frame in range(40000):
        app.step_frame(0.05)
        if session.over:
            break
        table = mixed.active
        if app.top is not mixed:
            continue
        if table is mixed.ear:
            assert isinstance(table, EarTable)
            if table.awaiting() and table.prompted == table.table.position \
                    and not table.player.busy:
                assert session.to_move == 1, "the table by ear asked a sighted seat"
                said = [s.text for s in table.said[heard_from:]]
                since = [describe(e, session.seats) for h in mixed.table.history[moves_seen:]
                         for e in h.events if h.seat != 1]
                missing = [line for line in since if line and line not in said]
                assert not missing, missing
                assert dark(app), "not dark for Ben"
                press(app, pygame.K_RIGHT)
                press(app, pygame.K_RETURN)
                heard_from, moves_seen = len(table.said), len(mixed.table.history)
                ben += 1
        elif table.idle and table.human_to_move():
            assert session.to_move == 0, "the sighted table took a move of the seat by ear"
            assert not dark(app)
            assert table.try_apply(rng.choice(session.state.legal_actions()))
            ann += 1
    assert session.over and ben >= 5 and ann >= 5
    for _frame in range(2000):
        app.step_frame(0.05)
        if isinstance(app.top, GameOverScene):
            break
    assert isinstance(app.top, GameOverScene)


def test_the_seat_setup_offers_a_person_by_ear_and_a_save_keeps_it(tmp_path):
    from castle_games.ui.setup import SetupScene

    app = new_app()
    setup = SetupScene(app, "clever-keys")
    row = setup.rows[1]
    words = dict(row.kind.choices) if hasattr(row.kind, "choices") else {}
    row.kind.select("by ear")
    seat = row.seat()
    assert seat.is_human and seat.by_ear
    assert not words or _(words["by ear"]) == _("Person, by ear")
    assert Seat.from_dict(seat.to_dict()) == seat
    assert "by_ear" not in SEATS[0].to_dict()  # (a save from before reads the same)
    path = autosave_path("knobelschatz")
    session = Session("knobelschatz", SEATS, 4, autosave=path)
    session.apply(session.state.legal_actions()[0])
    assert session.save_quietly() and session.wait_for_save()
    again = Session.resume(path)
    assert [s.by_ear for s in again.seats] == [False, True, False]
    app.resume_saved(path)
    assert isinstance(app.game_scene, MixedTable)


def test_only_a_person_plays_by_ear():
    with pytest.raises(ValueError):
        Seat("Robo", "green", COMPUTER, "easy", by_ear=True)


@pytest.mark.parametrize("game_id", ["seven-locks", "clever-keys", "schlotterstein",
                                     "tajemnica-zamku"])
def test_every_game_switches_between_its_two_tables(game_id):
    """Each game's two tables take turns at one game: Ben decides by keys at the dark
    table, Ann by clicks at the drawn one, each at least twice."""
    app = new_app()
    seats = [SEATS[0], SEATS[1], Seat("Robo", "green", COMPUTER, "easy")]
    session = Session(game_id, seats, 4)
    app.start_game(session)
    mixed = app.game_scene
    rng = random.Random(5)
    ben = ann = 0
    for table in tables_in_use(app, session, 30000):
        if ben >= 2 and ann >= 2:
            break
        if table is mixed.ear:
            if table.awaiting() and not table.question_due() and not table.player.busy:
                assert session.seats[session.to_move].by_ear
                press(app, pygame.K_RIGHT)
                press(app, pygame.K_RETURN)
                ben += 1
        elif table.idle and table.human_to_move():
            assert not session.seats[session.to_move].by_ear
            if table.try_apply(rng.choice(session.state.legal_actions())):
                ann += 1
    assert ben >= 2 and ann >= 2, (ben, ann)


@pytest.mark.parametrize("game_id", ["seven-locks", "clever-keys"])
def test_a_move_by_ear_taken_back_at_the_sighted_table_is_asked_again(game_id):
    """Ann takes back Ben's move on her turn (a move that showed nothing): the dark table
    is Ben's again, and he hears his question again rather than silence."""
    app = new_app()
    seats = [Seat("Robo", "green", COMPUTER, "easy"), SEATS[1], SEATS[0]]  # Ann after Ben
    session = Session(game_id, seats, 4)
    app.start_game(session)
    mixed = app.game_scene
    rng = random.Random(5)
    heard_since: list[str] | None = None  # what the dark table played after the take-back
    for table in tables_in_use(app, session, 40000):
        if table is mixed.ear:
            if heard_since is not None:
                if table.awaiting() and not table.player.busy and heard_since:
                    break  # asked again, and waiting for Ben
                continue
            if table.awaiting() and not table.question_due() and not table.player.busy:
                press(app, pygame.K_RIGHT)
                press(app, pygame.K_RETURN)
        elif table.idle and table.human_to_move():
            if heard_since is None and session.take_back_seat() == 1 and table.can_take_back():
                ear = mixed.ear
                heard_since = []
                play = ear.player.play

                def noted(c, play=play, heard=heard_since):
                    heard.append(c.speech or c.sound or "")
                    play(c)

                ear.player.play = noted
                table.take_back()
                assert session.seats[session.to_move].by_ear  # Ben's move again
                continue
            if heard_since is None:
                table.try_apply(rng.choice(session.state.legal_actions()))
    assert heard_since is not None, "no move of Ben's could be taken back"
    assert heard_since, "Ben's question was not asked again after the take-back"
    assert mixed.active is mixed.ear and mixed.ear.awaiting()
