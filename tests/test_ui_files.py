"""Damaged settings and saved games: reported in the window, set aside, never a crash."""

from __future__ import annotations

import json

import pygame
import pytest
from test_ui_support import click, make_app, open_settings

from castle_games.core import saves
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.core.settings import Settings, load_settings, save_settings, settings_path
from castle_games.session import Session, autosave_path
from castle_games.ui.launcher import Launcher

BROKEN = {
    "not JSON": b"{this is not json",
    "cut short": b'{"kind": "castle-games-save", "version": 1, "ga',
    "empty": b"",
}


def contents(kind: str, problem: str) -> bytes:
    return BROKEN[problem]


def test_settings_round_trip():
    settings = Settings(effects_volume=0.25, mono=True, handover_screens=False,
                        animation_speed=1.5, seats={"knobelschatz": [{"name": "Zoe"}]})
    assert save_settings(settings)
    app = make_app()
    assert app.settings == settings
    assert app.toasts.banners == []


@pytest.mark.parametrize("problem", list(BROKEN))
def test_unusable_settings_file_gives_a_banner_and_is_set_aside(problem):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(contents("castle-games-settings", problem))
    app = make_app()
    assert app.settings == Settings()
    banners = app.toasts.banners
    assert len(banners) == 1 and "settings" in banners[0].text and "defaults" in banners[0].text
    assert not path.exists()
    assert len(list(path.parent.glob("settings.json.unreadable-*"))) == 1
    app.step_frame()
    click(app, banners[0].rect.center)  # a click dismisses it ...
    assert app.toasts.banners == []
    assert isinstance(app.top, Launcher)  # ... and is not passed to the doors below
    assert load_settings().problem is None  # the next start is clean


@pytest.mark.parametrize("problem", list(BROKEN))
def test_unusable_autosave_is_reported_and_set_aside(problem):
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(contents(saves.SAVE_KIND, problem))
    app = make_app()
    app.step_frame()
    assert isinstance(app.top, Launcher)
    assert not app.top.resume_button.visible
    assert any("saved game" in b.text for b in app.toasts.banners)
    assert not path.exists()
    assert len(list(path.parent.glob("autosave.json.unreadable-*"))) == 1


def real_save() -> Session:
    seats = [Seat("Anna", "red", HUMAN), Seat("Ben", "blue", COMPUTER, "easy")]
    s = Session("knobelschatz", seats, 3, autosave=autosave_path())
    s.apply(s.state.legal_actions()[0])
    assert s.wait_for_save()  # (written in the background)
    return s


def test_a_save_that_cannot_be_rebuilt_is_reported_when_resuming():
    real_save()
    data = json.loads(autosave_path().read_text())
    data["state"] = {"nonsense": True}
    data["actions"] = [{"type": "TakeCard", "die": 9, "source": "moon"}]
    autosave_path().write_text(json.dumps(data))
    app = make_app()
    assert app.top.resume_button.visible  # the file itself reads fine ...
    started = []
    app.start_game = started.append
    click(app, app.top.resume_button.rect.center)
    assert started == []  # ... but the game cannot be rebuilt
    assert isinstance(app.top, Launcher) and not app.top.resume_button.visible
    assert any("cannot be resumed" in b.text for b in app.toasts.banners)
    assert list(autosave_path().parent.glob("autosave.json.unreadable-*"))


def test_resume_rebuilds_the_saved_game():
    s = real_save()
    app = make_app()
    started = []
    app.start_game = started.append
    click(app, app.top.resume_button.rect.center)
    assert len(started) == 1
    assert started[0].state.to_dict() == s.state.to_dict()
    assert started[0].autosave == autosave_path()


def test_settings_folder_that_cannot_be_written_is_not_fatal(tmp_path, monkeypatch):
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    monkeypatch.setenv("CASTLE_GAMES_HOME", str(blocker))
    app = make_app()
    open_settings(app)
    pygame.event.clear()
    app.top.back()  # saving fails quietly (logged)
    assert isinstance(app.top, Launcher)
    app.step_frame()
