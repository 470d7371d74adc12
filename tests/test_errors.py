"""No traceback reaches a player: a failing screen becomes "Oops", logged, game saved."""

from __future__ import annotations

import logging

import pygame
import pytest
from test_ui_support import click, make_app, press

from castle_games import paths
from castle_games.core import saves
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.session import Session, autosave_path
from castle_games.ui import startup as app_module
from castle_games.ui.launcher import Launcher
from castle_games.ui.scene import Scene
from castle_games.ui.screens import OopsScene


class Broken(Scene):
    """A game table with a bug in one of its methods."""

    def __init__(self, app, where: str) -> None:
        super().__init__(app)
        self.where = where

    def handle(self, event):
        if self.where == "handle" and event.type == pygame.MOUSEBUTTONDOWN:
            raise RuntimeError("boom in handle")

    def update(self, dt):
        if self.where == "update":
            raise KeyError("boom in update")

    def draw(self, canvas):
        canvas.fill((0, 90, 0))
        if self.where == "draw":
            raise ZeroDivisionError("boom in draw")


def playing_session() -> Session:
    seats = [Seat("Anna", "red", HUMAN), Seat("Ben", "blue", COMPUTER, "easy")]
    s = Session("knobelschatz", seats, 11, autosave=autosave_path())
    s.apply(s.state.legal_actions()[0])
    assert s.wait_for_save()
    autosave_path().unlink()  # so the test sees the crash handler write it again
    return s


@pytest.mark.parametrize("where", ["handle", "update", "draw"])
def test_exception_in_a_scene_shows_oops_logs_and_saves(where, capsys):
    app = make_app()
    s = playing_session()
    app.show_game(s, Broken(app, where))
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    app.step_frame()
    assert isinstance(app.top, OopsScene)
    assert app.top.saved is True
    app.step_frame()  # the Oops screen itself draws fine
    log_file = paths.log_dir() / app_module.LOG_NAME
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = log_file.read_text()
    assert "boom in" in text and "Traceback" in text
    assert saves.load(autosave_path()).state == s.state.to_dict()
    assert "Traceback" not in capsys.readouterr().err
    press(app, pygame.K_RETURN)  # "Back to the castle" has the focus
    assert isinstance(app.top, Launcher) and app.session is None
    assert app.top.resume_button.visible


def test_failing_view_when_starting_a_game_is_caught(monkeypatch):
    from castle_games.core.manifest import Manifest

    def no_view(self, app, table, mode=None):
        raise ImportError("the table is missing")

    monkeypatch.setattr(Manifest, "make_scene", no_view)
    app = make_app()
    app.guard(lambda: app.start_game(playing_session()))
    assert isinstance(app.top, OopsScene)


def test_oops_without_a_game_does_not_claim_a_save():
    app = make_app()
    app.push(Broken(app, "update"))
    app.step_frame()
    assert isinstance(app.top, OopsScene) and app.top.saved is False


def test_endless_failures_end_the_loop_instead_of_spinning(monkeypatch):
    app = make_app()
    monkeypatch.setattr(OopsScene, "draw", Broken.draw)
    monkeypatch.setattr(OopsScene, "update", Broken.update)
    monkeypatch.setattr(OopsScene, "where", "update", raising=False)
    app.push(Broken(app, "update"))
    for _ in range(20):
        app.step_frame()
        if not app.running:
            break
    assert not app.running and app.exit_code == 1


def test_logging_falls_back_to_stderr_when_the_folder_cannot_be_made(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("CASTLE_GAMES_HOME", str(blocker))
    assert app_module.setup_logging() is None
    logging.getLogger("castle_games.test").warning("still alive")
    monkeypatch.setenv("CASTLE_GAMES_HOME", str(tmp_path / "ok"))
    assert app_module.setup_logging() == tmp_path / "ok" / "data" / "logs" / app_module.LOG_NAME


def test_click_on_oops_button_goes_home():
    app = make_app()
    app.push(Broken(app, "update"))
    app.step_frame()
    click(app, app.top.home.rect.center)
    assert isinstance(app.top, Launcher)
