"""Every game through the app shell, headless: hand-over screens between two people, the
game-over screen (winners, scores, play again, back to the castle), and resuming a game
in a new App exactly where it was left."""

from __future__ import annotations

import random

import pygame
import pytest
from test_ui_support import click, make_app, press

from castle_games import plugins
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.session import Session, autosave_path
from castle_games.table_model import TableModel
from castle_games.ui.launcher import Launcher
from castle_games.ui.screens import (
    GameOverScene,
    HandoverScene,
    PauseScene,
    winners_line,
)

GAMES = list(plugins.ids())
ANNA, BEN = Seat("Anna", "red", HUMAN), Seat("Ben", "blue", HUMAN)
ROBO = Seat("Robo", "green", COMPUTER, "easy")
# Schlotterstein has no hand-over screens on purpose: everybody sees everything at its
# table, and a screen between two quick scares would only slow the children (see its view).
HANDOVER_GAMES = [g for g in GAMES if g != "schlotterstein"]


def bots(n: int) -> list[Seat]:
    names = ("Anna", "Ben", "Clara", "David")
    colours = ("red", "blue", "green", "yellow")
    return [Seat(names[i], colours[i], COMPUTER, "easy") for i in range(n)]


def finished(game_id: str, seed: int = 3, n: int = 3) -> Session:
    s = Session(game_id, bots(n), seed)
    while not s.over:
        s.play_bot()
    return s


def quick_app():
    app = make_app()
    app.settings.animation_speed = 8.0
    return app


# -- hand-over ----------------------------------------------------------------------------
def _human_move(app, scene, session, rng, calm):
    """Like a player: act only once the table has settled and asks the person."""
    ready = (app.top is scene and getattr(scene, "idle", True) and not session.over
             and not getattr(scene, "handover_pending", False) and not session.is_bot_turn())
    calm = calm + 1 if ready else 0
    if calm >= 3:
        scene.try_apply(rng.choice(session.state.legal_actions()))
        calm = 0
    return calm


@pytest.mark.parametrize("game_id", HANDOVER_GAMES)
def test_two_people_pass_the_mouse_with_a_handover_screen(game_id):
    app = quick_app()
    app.settings.handover_screens = True  # the family's choice; a turn banner is the default
    session = Session(game_id, [ANNA, BEN, ROBO], 5)
    app.start_game(session)
    scene, rng, calm = app.game_scene, random.Random(1), 0
    names: list[str] = []
    for _ in range(20_000):
        app.step_frame(1 / 30)
        if isinstance(app.top, HandoverScene):
            handover = app.top
            asked = session.to_move
            assert handover.name == session.seats[asked].name, "it names who is asked"
            assert session.seats[asked].is_human
            before = len(session.actions)
            for _ in range(3):  # the table waits behind the screen
                app.step_frame(1 / 30)
            assert len(session.actions) == before and app.top is handover
            names.append(handover.name)
            click(app, (40, 40))  # anywhere: small hands miss buttons
            assert app.top is scene and app.last_human == asked
            if len(names) == 3:
                break
            continue
        calm = _human_move(app, scene, session, rng, calm)
    assert len(names) == 3, f"{game_id}: only {names} hand-overs"
    assert all(a != b for a, b in zip(names, names[1:])), "a screen only when hands change"


def test_by_default_a_turn_banner_names_the_next_person_and_the_table_goes_on():
    app = quick_app()
    session = Session("knobelschatz", [ANNA, BEN], 5)
    app.start_game(session)
    scene, rng, calm, banners = app.game_scene, random.Random(2), 0, []
    for _ in range(3000):
        app.step_frame(1 / 30)
        assert not isinstance(app.top, HandoverScene)
        note = app.toasts.turn_note
        if note is not None and (not banners or banners[-1] != note.text):
            banners.append(note.text)
        if len(banners) >= 3:
            break
        calm = _human_move(app, scene, session, rng, calm)
    assert banners[:3] in (["Anna's turn", "Ben's turn", "Anna's turn"],
                           ["Ben's turn", "Anna's turn", "Ben's turn"])


def test_handover_switched_off_lets_the_next_person_play_at_once():
    app = quick_app()
    app.settings.handover_screens = False
    session = Session("knobelschatz", [ANNA, BEN], 5)
    app.start_game(session)
    for _ in range(30):
        app.step_frame(1 / 30)
        assert not isinstance(app.top, HandoverScene)
    assert app.game_scene.can_roll()


# -- game over ----------------------------------------------------------------------------
def _wait_for_game_over(app, frames=3000):
    for _ in range(frames):
        app.step_frame(1 / 30)
        if isinstance(app.top, GameOverScene):
            return app.top
    raise AssertionError("the game-over screen never came")


@pytest.mark.parametrize("game_id", GAMES)
def test_game_over_screen_names_the_winners_and_plays_again(game_id):
    app = quick_app()
    session = finished(game_id)
    view_type = type(session.manifest.make_scene(app, TableModel(session)))
    app.start_game(session)
    over = _wait_for_game_over(app)
    outcome = session.state.outcome
    assert over.session is session and outcome is not None
    line = winners_line(session)
    for w in outcome.winners:
        assert session.seats[w].name in line
    assert session.manifest.score_word
    app.step_frame()  # draws over the finished table
    click(app, over.again.rect.center)
    assert isinstance(app.game_scene, view_type) and app.top is app.game_scene
    assert app.session is not session and app.session.game_id == game_id
    assert app.session.seats == session.seats and not app.session.over
    app.game_over(finished(game_id, seed=4))
    click(app, app.top.home.rect.center)
    assert isinstance(app.top, Launcher) and len(app.stack) == 1


def test_seven_locks_bin_running_dry_says_nobody_won():
    session = Session("seven-locks", bots(3), 7)
    for _ in range(20):
        session.play_bot()
    session.state.bin = 2  # the bin is nearly empty: the next throws run it dry
    while not session.over:
        session.play_bot()
    assert session.state.outcome.winners == ()
    app = quick_app()
    app.start_game(session)
    over = _wait_for_game_over(app)
    assert winners_line(session) == "Nobody won this time"
    app.step_frame()
    click(app, over.again.rect.center)  # a rematch is offered
    assert app.session.game_id == "seven-locks" and not app.session.over


# -- resume -------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_a_new_app_resumes_the_last_game_exactly(game_id):
    app = quick_app()
    session = Session(game_id, bots(2), 9, autosave=autosave_path())
    app.start_game(session)
    for _ in range(6000):
        app.step_frame(1 / 30)
        if len(session.actions) >= 8 or session.over:
            break
    assert autosave_path().exists() and not session.over
    state, view_type = session.state.to_dict(), type(app.game_scene)

    again = make_app()  # a new run of the program
    launcher = again.top
    assert isinstance(launcher, Launcher) and launcher.resume_button.visible
    click(again, launcher.resume_button.rect.center)
    resumed = again.session
    assert resumed is not None and resumed.game_id == game_id
    assert resumed.state.to_dict() == state
    assert type(again.game_scene) is view_type and again.top is again.game_scene
    for _ in range(5):
        again.step_frame(1 / 30)  # and it goes on from there
    assert pygame.display.get_surface() is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_escape_at_any_table_opens_the_pause_menu(game_id):
    """The app takes Esc for every game table; no view needs its own copy of that."""
    app = quick_app()
    session = Session(game_id, [ANNA, ROBO], seed=2)
    app.start_game(session)
    table = app.top
    app.step_frame()
    before = session.state.to_dict()
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert session.state.to_dict() == before
    press(app, pygame.K_ESCAPE)  # Esc again resumes
    assert app.top is table
