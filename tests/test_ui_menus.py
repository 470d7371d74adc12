"""The settings screen and the pause menu, every control by mouse and by keyboard."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import click, make_app, open_settings, press

from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.core.settings import load_settings
from castle_games.session import Session, autosave_path
from castle_games.ui.launcher import Launcher
from castle_games.ui.menu_voice import said
from castle_games.ui.rules_page import RulesScene
from castle_games.ui.screens import PauseScene
from castle_games.ui.settings_screen import SettingsScene


class EarMixer:
    """Records what the app tells the mixer."""

    silent = False

    def __init__(self) -> None:
        self.heard: list[tuple[float, float, float, bool]] = []

    def apply_settings(self, s) -> None:
        self.heard.append((s.effects_volume, s.speech_volume, s.mono))

    def __getattr__(self, name: str):
        return lambda *args, **kwargs: None


def settings_app():
    app = make_app()
    mixer = app.audio = EarMixer()
    open_settings(app)
    return app, app.top, mixer


# control, setting, (index in what the mixer hears, or None), value after one step
CONTROLS = [
    ("effects", "effects_volume", 0, 0.9),
    ("speech", "speech_volume", 1, 1.0),
    ("mono", "mono", 2, True),
    ("handover", "handover_screens", None, True),
    ("speed", "animation_speed", None, 1.5),
]


@pytest.mark.parametrize("name, setting, heard, value", CONTROLS)
def test_each_setting_by_keyboard_is_heard_at_once_and_saved(name, setting, heard, value):
    app, scene, mixer = settings_app()
    widget = getattr(scene, name)
    for _ in range(12):  # walk there with Tab, as a keyboard player would
        if scene.group.focused is widget:
            break
        press(app, pygame.K_TAB)
    assert scene.group.focused is widget
    press(app, pygame.K_RIGHT if name != "handover" else pygame.K_RETURN)
    assert getattr(app.settings, setting) == pytest.approx(value)
    if heard is not None:
        assert mixer.heard and mixer.heard[-1][heard] == pytest.approx(value), "heard at once"
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, Launcher)
    assert getattr(load_settings().settings, setting) == pytest.approx(value)


@pytest.mark.parametrize("name, setting, heard, value", CONTROLS)
def test_each_setting_by_mouse_is_heard_at_once_and_saved(name, setting, heard, value):
    app, scene, mixer = settings_app()
    widget = getattr(scene, name)
    if name in ("effects", "speech"):
        track = widget.track
        x = track.left + round(track.width * value)
        click(app, (x, track.centery))
    elif name == "speed":
        _, _, right = widget._arrows()
        click(app, right.center)
    else:
        click(app, widget.rect.center)
    assert getattr(app.settings, setting) == pytest.approx(value)
    if heard is not None:
        assert mixer.heard[-1][heard] == pytest.approx(value)
    click(app, scene.done.rect.center)
    assert isinstance(app.top, Launcher)
    assert getattr(load_settings().settings, setting) == pytest.approx(value)


def test_fullscreen_switch_by_mouse_and_back_with_f11():
    app, scene, _ = settings_app()
    click(app, scene.fullscreen.rect.center)
    assert app.fullscreen and scene.fullscreen.value
    press(app, pygame.K_F11)
    app.step_frame()
    assert not app.fullscreen and not scene.fullscreen.value, "the switch follows F11"
    click(app, scene.done.rect.center)
    assert load_settings().settings.fullscreen is False


def test_a_new_app_starts_with_the_saved_volumes():
    app, scene, _ = settings_app()
    scene.speech.set(0.2)
    press(app, pygame.K_ESCAPE)
    again = make_app()
    ear = again.audio = EarMixer()
    again.apply_settings()
    assert ear.heard[-1][1] == pytest.approx(0.2)


# -- the pause menu -----------------------------------------------------------------------
def paused_game():
    from castle_games.ui.screens import Backdrop

    app = make_app()
    seats = [Seat("Anna", "red", HUMAN), Seat("Ben", "blue", COMPUTER, "easy")]
    s = Session("knobelschatz", seats, 4, autosave=autosave_path())
    s.apply(s.state.legal_actions()[0])
    app.show_game(s, Backdrop(app))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    return app, s


def button(app, label):
    return next(b for b in app.top.group.widgets if b.words == label)


def test_pause_resume_by_mouse_and_by_enter():
    app, _ = paused_game()
    click(app, button(app, "Resume").rect.center)
    assert app.top is app.game_scene
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RETURN)  # Resume has the focus
    assert app.top is app.game_scene


def test_pause_opens_the_rules_and_comes_back():
    app, _ = paused_game()
    click(app, button(app, "How to play").rect.center)
    assert isinstance(app.top, RulesScene) and app.top.entry.id == "knobelschatz"
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_pause_opens_the_settings_and_comes_back_by_keyboard():
    app, _ = paused_game()
    for _ in range(3):  # past "What happened" and "How to play"
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)  # "Settings": behind the gate
    gate = app.top
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ",
                                scancode=0))
    for _ in range(120):
        app.step_frame(1 / 60)
    assert app.top is not gate
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    app.step_frame()


def test_quit_from_the_pause_menu_saves_and_stops():
    app, s = paused_game()
    autosave_path().unlink()
    click(app, button(app, "Quit").rect.center)
    assert app.running and autosave_path().exists(), "asked first; saved either way"
    click(app, button(app, "No, keep playing").rect.center)
    assert app.running and isinstance(app.top, PauseScene)
    click(app, button(app, "Quit").rect.center)
    click(app, button(app, "Yes, stop").rect.center)
    assert not app.running
    assert autosave_path().exists(), "the game is kept for Resume"


def test_closing_the_window_during_a_game_asks_once():
    app, s = paused_game()
    app.feed(pygame.event.Event(pygame.QUIT))
    assert app.running and "Stop playing" in said(app.top.question)
    app.feed(pygame.event.Event(pygame.QUIT))  # closing again means it
    assert not app.running
