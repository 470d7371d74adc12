"""The app's voice (speech/voice.py) with the real engine and the real mixer (SDL's dummy
driver, whose speech channel the mixer keeps an honest record of): lines cut off within the
frame, less important ones waiting and going stale, nothing played that was replaced before
it was ready, no frame waiting for the words, and a broken or missing engine said once while
the game goes on.
"""

from __future__ import annotations

import sys
import threading
import time

import numpy as np
import pytest

from castle_games.audio import mixer as mixer_module
from castle_games.speech import engines
from castle_games.speech.voice import Priority, Voice
from castle_games.ui.app import PREWARM_AT_FRAME, App
from castle_games.ui.scene import SMOOTH, STILL, Scene

LONG = ("Seven towers stand from left to right, each with its own bell, lowest on the left; "
        "listen how deep each pearl falls, then pick the key that fits.")


def voiced_app() -> App:
    app = App(headless=True, size=(1280, 720), audio=True, persist=False, launcher=False)
    app.push(Still(app))
    app.step_frame()  # (the voice starts its work from the second frame on)
    assert not app.audio.silent
    return app


class Still(Scene):
    """A screen that needs no frames of its own: only the voice can wake the app."""

    def frame_rate(self) -> float:
        return STILL


def until_heard(app: App, line, seconds: float = 3.0) -> None:
    end = time.monotonic() + seconds
    while line.heard_at is None and not line.dropped and time.monotonic() < end:
        app.step_frame()
        time.sleep(0.005)
    assert line.heard_at is not None, line


def test_a_line_is_heard_on_the_speech_channel_at_the_speech_volume():
    app = voiced_app()
    app.settings.speech_volume = 0.5
    app.apply_settings()
    app.speak(LONG, always=True)
    line = app.voice.record[-1]
    assert line.heard_at is None and app.voice.speaking()  # being made, in a worker
    until_heard(app, line)
    played = app.audio.speech_log[-1]
    assert 5.0 < played.seconds < 15.0 and played.cut_at is None
    assert app.audio.speech_busy()
    assert mixer_module.pygame.mixer.Channel(mixer_module.SPEECH_CHANNEL).get_busy()
    assert played.gains == pytest.approx((0.5 * 0.7071, 0.5 * 0.7071), abs=0.01)  # centred


def test_a_long_line_is_cut_within_the_frame_by_a_new_one_of_equal_priority():
    app = voiced_app()
    app.speak(LONG, always=True)
    first = app.voice.record[-1]
    until_heard(app, first)
    time.sleep(0.3)
    assert app.audio.speech_busy()
    app.speak("Anna, your turn.", always=True)  # a key press says the next thing
    second = app.voice.record[-1]
    assert first.cut_at is not None and first.cut_at - second.asked_at < 1 / 60
    assert app.audio.speech_log[-1].cut_at is not None  # the mixer stopped it at once...
    assert not app.audio.speech_busy()  # ...before the next frame
    until_heard(app, second)
    assert [p.cut_at is not None for p in app.audio.speech_log] == [True, False]
    assert app.audio.speech_log[-1].seconds < 2.0


def test_a_line_replaced_before_it_is_ready_is_never_played():
    app = voiced_app()
    app.speak(LONG, always=True)
    app.speak("Ben's turn.", always=True)  # the same frame: the first is not rendered yet
    app.speak("Anna's turn.", always=True)
    first, second, third = app.voice.record
    until_heard(app, third)
    for _ in range(10):
        app.step_frame()
    assert first.heard_at is None and second.heard_at is None
    assert len(app.audio.speech_log) == 1 and app.audio.speech_log[0].seconds < 2.0


def test_a_less_important_line_waits_for_the_end_and_then_is_heard():
    app = voiced_app()
    app.speak("Key four fits!", Priority.RESULT, always=True)
    result = app.voice.record[-1]
    until_heard(app, result)
    app.speak("Players: 3", Priority.FOCUS, always=True)  # a focus move meanwhile
    focus = app.voice.record[-1]
    assert app.voice.waiting is focus and result.cut_at is None
    assert app.frame_rate() >= 30  # woken to start it when the result has been said
    end = time.monotonic() + 5
    while focus.heard_at is None and time.monotonic() < end:
        app.step_frame()
        time.sleep(0.01)
    assert focus.heard_at is not None and not focus.dropped
    assert focus.heard_at >= result.heard_at + app.audio.speech_log[0].seconds - 0.05


class FakePlayer:
    """A player whose line ends when the test says so."""

    def __init__(self) -> None:
        self.busy = False
        self.played: list[int] = []

    def speak_samples(self, samples, pan: float) -> None:
        self.busy = True
        self.played.append(len(samples))

    def stop_speech(self) -> None:
        self.busy = False

    def speech_busy(self) -> bool:
        return self.busy


class Beep:
    name = "beep"

    def __init__(self) -> None:
        self.threads: list[threading.Thread] = []

    def render(self, text, language, rate):
        self.threads.append(threading.current_thread())
        return np.zeros(441 * len(text), dtype=np.float32) + 0.1


def test_a_waiting_line_grown_stale_is_dropped():
    now = [100.0]
    player = FakePlayer()
    voice = Voice(player, Beep(), language=lambda: "en", clock=lambda: now[0])
    voice.say("Ann wins the game!", priority=Priority.RESULT)
    assert voice.settle() and player.played
    voice.say("Play again", priority=Priority.FOCUS)
    stale = voice.record[-1]
    now[0] += 3.0  # the result is still being said
    voice.update()
    assert voice.waiting is stale
    player.busy = False
    voice.update()
    assert stale.dropped and stale.heard_at is None and len(player.played) == 1
    voice.say("Play again", priority=Priority.FOCUS)  # asked afresh: heard at once
    assert voice.settle() and len(player.played) == 2


def test_the_words_are_made_in_a_worker_and_no_frame_waits_for_them():
    app = voiced_app()
    beep = Beep()
    app.voice.engine = beep
    start = time.perf_counter()
    app.speak(LONG, always=True)
    app.step_frame()
    assert time.perf_counter() - start < 0.05
    until_heard(app, app.voice.record[-1])
    assert beep.threads and threading.main_thread() not in beep.threads


def test_the_app_wakes_while_a_line_is_made_and_sleeps_while_it_only_plays():
    app = voiced_app()
    for _ in range(PREWARM_AT_FRAME + 2):
        app.step_frame()
    app.audio.wait_prewarmed(10)
    for _ in range(3):
        app.step_frame()
    assert app.frame_rate() < SMOOTH  # nothing moves, nothing is said
    app.speak(LONG, always=True)
    assert app.frame_rate() >= SMOOTH
    until_heard(app, app.voice.record[-1])
    assert app.audio.speech_busy() and app.frame_rate() < SMOOTH


def test_the_speech_rate_setting_is_heard():
    app = voiced_app()
    seconds = []
    for rate in (0.6, 1.6):
        app.settings.speech_rate = rate
        app.speak(LONG, always=True)
        until_heard(app, app.voice.record[-1])
        seconds.append(app.audio.speech_log[-1].seconds)
    assert seconds[0] > 2.2 * seconds[1]


class HeardChannel:
    """Stands in for the channel an effect gets, writing down its volumes."""

    def __init__(self) -> None:
        self.volumes: list[tuple[float, float]] = []

    def set_volume(self, left: float, right: float) -> None:
        self.volumes.append((left, right))

    def play(self, sound) -> None:
        pass


def test_effects_are_ducked_while_a_line_is_said(monkeypatch):
    app = voiced_app()
    audio = app.audio
    heard = HeardChannel()
    monkeypatch.setattr(mixer_module.pygame.mixer, "find_channel", lambda *a: heard)

    def click_volume() -> float:
        audio.play("ui-click")
        return heard.volumes[-1][0]

    alone = click_volume()
    app.speak(LONG, always=True)
    until_heard(app, app.voice.record[-1])
    assert click_volume() == pytest.approx(alone * mixer_module.DUCK, rel=0.05)


def test_a_broken_engine_is_one_banner_and_the_game_goes_on(monkeypatch):
    def broken(self, *args, **kwargs):
        raise RuntimeError("the engine broke")

    monkeypatch.setattr(engines.BundledEspeak, "render", broken)
    app = voiced_app()
    for text in ("Ann's turn.", "Ben's turn.", "Cy's turn."):
        app.speak(text, always=True)
        app.voice.settle()
        app.step_frame()
    assert [n.text for n in app.toasts.banners] == [
        "The voice stopped working; the game goes on without it."]
    assert app.running and isinstance(app.top, Still)  # no Oops screen
    assert len(app.voice.record) == 3 and not app.audio.speech_log
    assert app.voice.record[-1].started_at is not None  # the record is still kept


def test_no_engine_at_all_is_one_clear_line_and_no_exception(monkeypatch, caplog):
    monkeypatch.setitem(sys.modules, "espeakng_loader", None)
    app = voiced_app()
    for text in ("Ann's turn.", "Ben's turn."):
        app.speak(text, always=True)
        app.voice.settle()
        app.step_frame()
    told = "No voice is installed, so nothing is read aloud. The sounds carry on."
    assert [n.text for n in app.toasts.banners] == [told]
    assert sum(told in r.message for r in caplog.records) == 1
    assert len(app.voice.record) == 2 and not app.audio.speech_log


def test_without_a_sound_device_the_record_is_kept_and_nothing_is_made():
    app = App(headless=True, size=(1280, 720), audio=False, persist=False, launcher=False)
    app.push(Still(app))
    beep = Beep()
    app.voice.engine = beep
    app.speak("Ann's turn.", always=True)
    app.step_frame()
    app.step_frame()
    line = app.voice.record[-1]
    assert line.started_at is not None and line.heard_at is None and not beep.threads
    assert app.voice.needs_frames() == 0.0 and not app.toasts.banners


def test_repeat_says_the_last_prompt_again_in_its_own_language():
    player = FakePlayer()
    voice = Voice(player, Beep(), language=lambda: "de", threaded=False)
    voice.say("Polski", priority=Priority.PROMPT, language="pl")
    player.busy = False
    voice.say("Spieler: 3", priority=Priority.FOCUS)
    player.busy = False
    voice.repeat()
    assert [(x.text, x.language) for x in voice.record] == [
        ("Polski", "pl"), ("Spieler: 3", "de"), ("Polski", "pl")]
    assert len(player.played) == 3


def test_the_worker_ends_when_idle_and_comes_back_for_the_next_line(monkeypatch):
    from castle_games.speech import voice as voice_module

    monkeypatch.setattr(voice_module, "IDLE_EXIT_S", 0.05)
    player = FakePlayer()
    beep = Beep()
    voice = Voice(player, beep, language=lambda: "en")
    voice.say("one")
    assert voice.settle() and len(player.played) == 1
    first = beep.threads[-1]
    first.join(2.0)
    assert not first.is_alive()  # (an app's voice no longer holds a thread when quiet)
    player.busy = False
    voice.say("two")
    assert voice.settle() and len(player.played) == 2 and beep.threads[-1] is not first


class LaggingChannel:
    """The speech channel of an output that lags (a Bluetooth headset): it goes on playing
    a line's samples `lag` seconds past the end its length promises."""

    def __init__(self, channel, lag: float) -> None:
        self.channel, self.lag, self.ends = channel, lag, 0.0

    def play(self, sound) -> None:
        self.channel.play(sound)
        self.ends = time.monotonic() + sound.get_length() + self.lag

    def get_busy(self) -> bool:
        return time.monotonic() < self.ends

    def __getattr__(self, name):
        return getattr(self.channel, name)


def test_a_line_on_an_output_that_lags_is_heard_to_its_last_sample():
    """The line's end is the mixer's (its samples still playing), not the wall clock plus
    a quarter of a second: the next line waits for it rather than cutting its end off."""
    app = voiced_app()
    mixer = app.audio
    mixer._speech_channel = LaggingChannel(mixer._speech_channel, lag=0.8)
    mixer.speak_samples(np.zeros(int(0.2 * 44100), dtype=np.float32) + 0.01)
    time.sleep(0.2 + 0.5)  # past the promised end and a quarter second more
    assert mixer.speech_busy(), "a lagging line was taken as finished"
    time.sleep(0.5)
    assert not mixer.speech_busy()
