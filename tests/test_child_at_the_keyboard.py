"""A child at the keyboard: thousands of quick random clicks and key presses on the launcher
and the settings leave every setting as it was, because Settings open only for a grown-up's
press-and-hold (ui/gate.py)."""

from __future__ import annotations

import random

import pygame
import pytest
from test_ui_support import make_app

from castle_games.core.settings import Settings, load_settings, save_settings
from castle_games.ui import gate
from castle_games.ui.gate import GateScene
from castle_games.ui.launcher import Launcher
from castle_games.ui.saved_games import AskScene, SavedGamesScene
from castle_games.ui.settings_screen import SettingsScene

# What the Settings screen controls (the seats remembered per game are the setup's).
CONTROLLED = ("effects_volume", "speech_volume", "mono", "handover_screens", "fullscreen",
              "animation_speed", "sound_only_caption", "read_aloud", "speech_rate", "voice")
KEYS = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_a,
        pygame.K_m, pygame.K_1, pygame.K_9, pygame.K_s, pygame.K_q]
SHELL = (Launcher, GateScene, SettingsScene, SavedGamesScene, AskScene)


def _controlled(settings: Settings) -> dict:
    return {name: getattr(settings, name) for name in CONTROLLED}


def _child(app, rng: random.Random) -> None:
    """One quick press: a click somewhere, or a key tapped (down and up at once)."""
    if rng.random() < 0.55:
        pos = (rng.randrange(1280), rng.randrange(720))
        app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    else:
        key = rng.choice(KEYS)
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            app.feed(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def _fuzz(presses: int, seed: int) -> tuple[int, int, dict]:
    """(how often the gate was shown, how often Settings were reached, the settings before)."""
    save_settings(Settings(effects_volume=0.7, speech_volume=0.6, animation_speed=1.0))
    before = _controlled(load_settings().settings)
    rng = random.Random(seed)
    app = make_app()
    gates = reached = 0
    for _ in range(presses):
        _child(app, rng)
        if rng.random() < 0.3:
            app.step_frame(1 / 60)
        top = app.top
        if isinstance(top, GateScene):
            gates += 1
        if isinstance(top, SettingsScene):
            reached += 1
        if not app.running:  # Quit on the launcher ends the program: start it again
            app = make_app()
        elif not isinstance(top, SHELL):  # a door opened: back to the doors, untouched
            app.back_to_launcher()
    app.step_frame(1 / 60)
    return gates, reached, before


def test_ten_thousand_quick_presses_change_no_setting():
    gates, reached, before = _fuzz(10_000, seed=7)
    assert gates > 20, "the child did find the Settings button, many times"
    assert reached == 0
    assert _controlled(load_settings().settings) == before


def test_without_the_gate_the_same_child_changes_settings(monkeypatch):
    """The control: the test above can fail. With no hold needed, a quick press opens
    Settings and the same random presses change something."""
    monkeypatch.setattr(gate, "HOLD_SECONDS", 0.0)
    _, reached, before = _fuzz(10_000, seed=7)  # the very child of the test above
    assert reached > 0
    assert _controlled(load_settings().settings) != before


@pytest.mark.parametrize("volume", [0.0])
def test_sound_off_is_said_and_pictured(volume):
    from test_ui_support import open_settings

    app = make_app()
    open_settings(app)
    app.top.effects.set(volume)
    app.top.back()
    assert any("sound is off" in n.text.lower() for n in app.toasts.notes)
    app.toasts.notes.clear()
    app.step_frame()
    corner = pygame.Rect(1280 - 64, 0, 64, 64)
    muted = pygame.image.tobytes(app.canvas.subsurface(corner), "RGB")
    app.settings.effects_volume = 0.5
    app.step_frame()
    assert pygame.image.tobytes(app.canvas.subsurface(corner), "RGB") != muted, (
        "a crossed-out speaker shows while the sound is off")
