"""Only the sounds about to be heard are rendered ahead: the UI's at the launcher, a game's
when it starts (not all ~90 recipes, which cost memory and start-up time)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from castle_games import plugins
from castle_games.audio import recipes
from castle_games.core.seats import default_seats
from castle_games.session import Session
from castle_games.ui import app as app_module
from castle_games.ui.sound_sets import UI_SOUNDS, game_sounds

# The modules of a game's table that play sounds (rules, bots, art and guides play none).
PLAYING_MODULES = ("view.py", "anims.py", "acts.py", "sound_board.py")


class RecordingMixer:
    silent = False

    def __init__(self) -> None:
        self.prewarmed: list[list[str]] = []

    def prewarm(self, names=None, params=({},)) -> None:
        self.prewarmed.append(list(names))

    def __getattr__(self, name: str):
        return lambda *args, **kwargs: None


def test_every_listed_sound_is_a_recipe():
    names = set(recipes.list_names())
    assert set(UI_SOUNDS) <= names
    for game_id in plugins.ids():
        game = plugins.manifest(game_id)
        listed = game.load(game.sounds)
        assert set(listed) <= names, f"{game_id}: {sorted(set(listed) - names)}"
        assert len(set(listed)) == len(listed), f"{game_id} lists a sound twice"


@pytest.mark.parametrize("game_id", plugins.ids())
def test_the_list_covers_every_sound_the_game_view_plays(game_id):
    game = plugins.manifest(game_id)
    folder = Path(importlib.import_module(game.package).__file__).parent
    names = set(recipes.list_names())
    mentioned: set[str] = set()
    for module in PLAYING_MODULES:
        path = folder / module
        if path.exists():
            mentioned |= set(re.findall(r"[\"']([a-z0-9-]+)[\"']", path.read_text())) & names
    missing = mentioned - set(game_sounds(game)) - set(UI_SOUNDS)
    assert not missing, f"add {sorted(missing)} to SOUNDS in {game_id}'s view.py"
    assert len(game_sounds(game)) < len(names) // 2, "a game prewarms its own sounds only"


def test_launcher_prewarms_the_ui_sounds_and_a_game_its_own():
    app = app_module.App(headless=True, size=(1280, 720), persist=False, audio=True,
                         fullscreen=False)
    mixer = app.audio = RecordingMixer()
    for _ in range(app_module.PREWARM_AT_FRAME + 2):
        app.step_frame()
    assert mixer.prewarmed == [list(UI_SOUNDS)]
    session = Session("knobelschatz", default_seats(2, ["easy", "easy"]), 3)
    app.start_game(session)
    app.step_frame()
    from castle_games.games.knobelschatz.view import SOUNDS

    assert len(mixer.prewarmed) == 2
    assert set(mixer.prewarmed[1]) == set(SOUNDS) - set(UI_SOUNDS)
    app.start_game(Session("knobelschatz", default_seats(2, ["easy", "easy"]), 4))
    app.step_frame()
    assert len(mixer.prewarmed) == 2, "play again: those sounds are ready already"


def test_a_game_started_before_the_first_frames_waits_for_the_window():
    app = app_module.App(headless=True, size=(1280, 720), persist=False, audio=True,
                         fullscreen=False)
    mixer = app.audio = RecordingMixer()
    app.start_game(Session("clever-keys", default_seats(2, ["easy", "easy"]), 3))
    app.step_frame()
    assert mixer.prewarmed == [], "no synthesis competes with the first frames"
    for _ in range(app_module.PREWARM_AT_FRAME):
        app.step_frame()
    assert len(mixer.prewarmed) == 1
    assert set(mixer.prewarmed[0]) == set(UI_SOUNDS) | set(game_sounds(plugins.manifest("clever-keys")))


def test_no_sound_device_wanted_means_no_prewarm():
    app = app_module.App(headless=True, size=(1280, 720), persist=False, audio=False,
                         fullscreen=False)
    for _ in range(app_module.PREWARM_AT_FRAME + 2):
        app.step_frame()
    assert app._prewarm_todo == []
