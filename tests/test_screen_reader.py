"""Speaking through the player's own screen reader, and how many words are said.

A stub stands in for the screen-reader library at the bridge's interface
(`screen_reader.connect`): every line the app says at a game table reaches it, a key press
stops it, a more important line interrupts it; with no reader running the bundled voice
speaks and one line says why, once. The settings round-trip, and V at a table cycles the
verbosity, "short" leaving out what it should.
"""

from __future__ import annotations

import json
import logging
from types import SimpleNamespace

import pygame
import pytest
from test_ui_support import press

from castle_games.core.seats import default_seats
from castle_games.core.settings import Settings, load_settings, save_settings
from castle_games.session import Session
from castle_games.speech import screen_reader, verbosity
from castle_games.speech.voice import Priority, Voice
from castle_games.ui.app import App
from castle_games.ui.scene import CANVAS_SIZE


class StubReader:
    """Prism's backend as the bridge sees it: what it was given, stopped, interrupted."""

    name = "Stub reader"

    def __init__(self) -> None:
        self.features = SimpleNamespace(supports_output=True, supports_is_speaking=True)
        self.lines: list[tuple[str, bool]] = []
        self.stops = 0
        self.speaking = False

    def output(self, text: str, interrupt: bool = False) -> None:
        self.lines.append((text, interrupt))
        self.speaking = True

    def speak(self, text: str, interrupt: bool = False) -> None:  # (not used: output is)
        self.output(text, interrupt)

    def stop(self) -> None:
        self.stops += 1
        self.speaking = False

    @property
    def texts(self) -> list[str]:
        return [text for text, _ in self.lines]


@pytest.fixture
def stub(monkeypatch: pytest.MonkeyPatch) -> StubReader:
    reader = StubReader()
    monkeypatch.setattr(screen_reader, "connect", lambda: reader)
    return reader


@pytest.fixture
def no_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    def connect() -> None:
        raise screen_reader.NoScreenReader("no reader in the test")
    monkeypatch.setattr(screen_reader, "connect", connect)


def new_app(*, launcher: bool = False) -> App:
    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, launcher=launcher,
              fullscreen=False)
    app.settings.read_aloud = True
    app.settings.screen_reader = True
    app.settings.animation_speed = 8.0
    return app


def at_first_prompt(app: App, game: str = "knobelschatz") -> None:
    """A game with a person in the first seat, run until the person is asked."""
    app.start_game(Session(game, default_seats(2, ["easy"] * 2, humans=1), 7))
    for _ in range(3000):
        app.step_frame(1 / 60)
        if app.top is app.game_scene and app.game_scene.prompt() is not None:
            app.step_frame(1 / 60)
            return
    raise AssertionError("no person was asked")


def test_every_line_said_at_a_table_goes_to_the_screen_reader(stub):
    app = new_app()
    at_first_prompt(app)
    voice = app.voice
    assert voice.reader is not None and voice.reader.name == "Stub reader"
    prompt = app.game_scene.prompt()
    assert prompt is not None and any(prompt.text in text for text in stub.texts)
    started = [line for line in voice.record if line.started_at is not None]
    assert started and [line.words or line.text for line in started] == stub.texts
    assert all(line.heard_at is not None for line in started)


def test_a_key_press_stops_the_screen_reader(stub):
    app = new_app(launcher=True)
    for _ in range(5):
        app.step_frame(1 / 60)
    press(app, pygame.K_TAB)
    assert stub.lines, "the launcher said its focused item"
    stub.speaking = True  # the reader is still saying it
    stops = stub.stops
    press(app, pygame.K_TAB)
    assert stub.stops > stops, "the key press cut the reader off"
    assert stub.lines[-1][1] is True, "the next item interrupts"


def test_a_more_important_line_interrupts_and_a_less_important_one_waits():
    reader_stub = StubReader()
    bridge = screen_reader.ScreenReader(lambda: reader_stub)
    assert bridge.start() is None
    voice = Voice(None, None, language=lambda: "en")
    voice.reader = bridge
    voice.say("Players: 3", priority=Priority.FOCUS)
    voice.say("Anna wins!", priority=Priority.RESULT)
    assert reader_stub.lines == [("Players: 3", True), ("Anna wins!", True)]
    assert voice.record[0].cut_at is not None
    voice.say("Play again", priority=Priority.FOCUS)  # waits: the result is still said
    assert reader_stub.texts[-1] == "Anna wins!" and voice.waiting is not None
    reader_stub.speaking = False
    voice.update()
    assert reader_stub.texts[-1] == "Play again"


def test_a_reader_that_stops_answering_hands_back_to_the_bundled_voice():
    reader_stub = StubReader()
    told: list[str] = []
    bridge = screen_reader.ScreenReader(lambda: reader_stub)
    bridge.start()
    voice = Voice(None, None, language=lambda: "en", tell=told.append)
    voice.reader = bridge

    def gone(text: str, interrupt: bool = False) -> None:
        raise OSError("reader quit")
    reader_stub.output = gone  # type: ignore[method-assign]
    voice.say("Roll the dice!")
    voice.say("Roll again!")
    assert voice.reader is None and len(told) == 1
    assert [line.text for line in voice.record] == ["Roll the dice!", "Roll again!"]


def test_with_no_screen_reader_the_bundled_voice_speaks_and_one_line_says_why(
        no_reader, caplog):
    caplog.set_level(logging.INFO)
    app = new_app()
    at_first_prompt(app)
    words = screen_reader.no_reader_words()
    said = [line.text for line in app.voice.record]
    assert app.voice.reader is None
    assert said.count(words) == 1
    assert any(app.game_scene.prompt().text in line for line in said), "the prompt is said"
    app.use_screen_reader(True)  # (turned on again: tried again, not said again)
    assert [line.text for line in app.voice.record].count(words) == 1
    assert [n.text for n in app.toasts.banners].count(words) == 1
    assert sum("no screen reader" in r.getMessage() for r in caplog.records) == 2


def test_the_library_missing_is_no_screen_reader(monkeypatch):
    import builtins

    real_import = builtins.__import__

    def no_prism(name, *args, **kwargs):
        if name == "prism":
            raise ImportError("No module named 'prism'")
        return real_import(name, *args, **kwargs)
    monkeypatch.setattr(builtins, "__import__", no_prism)
    why = screen_reader.ScreenReader().start()
    assert why is not None and "prismatoid" in why


def test_the_settings_round_trip_and_an_old_file_still_loads(tmp_path):
    path = tmp_path / "settings.json"
    settings = Settings(screen_reader=True, verbosity="short")
    assert save_settings(settings, path)
    loaded = load_settings(path)
    assert loaded.problem is None
    assert loaded.settings.screen_reader is True and loaded.settings.verbosity == "short"
    old = settings.to_dict()
    del old["screen_reader"], old["verbosity"]
    path.write_text(json.dumps(old))
    loaded = load_settings(path)
    assert loaded.problem is None and loaded.settings.screen_reader is False
    assert loaded.settings.verbosity == "normal"
    parsed, dropped = Settings.parse({"screen_reader": "yes", "verbosity": "chatty"})
    assert dropped == ["screen_reader", "verbosity"] and parsed.verbosity == "normal"


def test_v_cycles_the_verbosity_and_short_leaves_out_the_extras(stub):
    app = new_app()
    at_first_prompt(app)
    prompt = app.game_scene.prompt()
    extra = "Click Roll or press Space."
    assert extra in prompt.words and any(extra in text for text in stub.texts)
    press(app, pygame.K_v)
    assert app.settings.verbosity == "detailed" and stub.texts[-1] == "Words: detailed"
    press(app, pygame.K_v)
    assert app.settings.verbosity == "short" and stub.texts[-1] == "Words: short"
    press(app, pygame.K_r)
    assert stub.texts[-1] == prompt.spoken("short") and extra not in stub.texts[-1]
    assert prompt.text.startswith(stub.texts[-1]), "the rest of the prompt is said"
    heard = len(stub.lines)
    app.speak("Sound effects: 80 percent", 1, detail=verbosity.EXTRA)  # a hovered item
    assert len(stub.lines) == heard, "short: the menu item under the mouse is not said"
    press(app, pygame.K_v)
    assert app.settings.verbosity == "normal"
    stub.speaking = False  # ("Words: normal" said: a menu item no longer waits for it)
    app.speak("Sound effects: 80 percent", 1, detail=verbosity.EXTRA)
    assert stub.texts[-1] == "Sound effects: 80 percent"


def test_the_settings_screen_has_the_switch():
    from castle_games.ui.settings_screen import SettingsScene

    app = new_app()
    app.settings.screen_reader = False
    scene = SettingsScene(app)
    switch = scene.screen_reader
    assert switch in scene.group.widgets and switch.focusable
    assert "Speak through my screen reader" in switch.spoken()


def test_a_game_by_ear_speaks_through_the_reader_and_a_key_cuts_it(stub, monkeypatch):
    """At a dark table by ear, with no speech engine installed at all: every line goes to
    the player's own reader, and a key press cuts the line it is saying."""
    from castle_games.speech import engines
    from castle_games.ui.ear.table import EarTable

    monkeypatch.setattr(engines, "installed", lambda name: False)
    app = new_app()
    app.mode = "sound_only"
    app.audio.silent = False  # a sound device, as far as the table knows
    app.start_game(Session("knobelschatz", default_seats(2, ["normal"] * 2, humans=1), 7))
    scene = app.top
    assert isinstance(scene, EarTable) and scene.speaker is not None
    for _ in range(600):
        app.step_frame(1 / 20)
        stub.speaking = False  # each line finished, as a reader reports it
        if scene.awaiting() and scene.prompted == scene.table.position \
                and not scene.player.busy:
            break
    said = [s.text for s in scene.said]
    assert said and all(any(text in line for line in stub.texts) for text in said)
    stub.speaking = True
    stops = stub.stops
    press(app, pygame.K_w)
    assert stub.stops > stops or stub.lines[-1][1] is True, "the key press cut the reader off"
