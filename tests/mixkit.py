"""Shared helpers for the tests that listen to whole games (no tests here): a mixer on a
clock of the test's own, channels that play in that time, a voice that speaks at once, and
a driver that plays a game at the real table, a person in seat 0 following the hint.

The device's channels are stand-ins: SDL's dummy driver plays in real seconds, and a
whole game is played here in a few; they are busy as long as their sound lasts on the
test's clock, and at most as many as the mixer has play at once. The mixer's record is
what the tests render (`Mixer.mixdown_of`): the exact sum the device would make.
"""

from __future__ import annotations

import os
from typing import Any

import numpy as np
import pygame
from tablekit import StandInApp, make_scene

from castle_games.audio import mixer as mixer_module
from castle_games.audio.mixdown import MixRecord
from castle_games.audio.mixer import Mixer
from castle_games.core.seats import default_seats
from castle_games.session import Session

FRAME = 1 / 60


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class StandInChannel:
    """A device channel on the test's clock: busy while its sound plays."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self.until = -1.0
        self.volumes: list[tuple[float, float]] = []

    def play(self, sound: Any) -> None:
        self.until = self.clock() + sound.get_length()

    def set_volume(self, left: float, right: float | None = None) -> None:
        self.volumes.append((left, left if right is None else right))

    def fadeout(self, ms: int) -> None:
        self.until = min(self.until, self.clock() + ms / 1000)

    def stop(self) -> None:
        self.until = -1.0

    def get_busy(self) -> bool:
        return self.clock() < self.until


def recording_mixer(monkeypatch: Any, settings: Any, clock: Clock) -> Mixer:
    """A real Mixer (dummy device) whose channels and clock are the test's, recording."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not pygame.mixer.get_init():
        pygame.mixer.pre_init(44100, -16, 2, 512)
        pygame.mixer.init()
    channels = [StandInChannel(clock) for _ in range(mixer_module.CHANNELS)]

    def find_channel(force: bool = False) -> StandInChannel | None:
        return next((c for c in channels[1:] if not c.get_busy()), None)

    monkeypatch.setattr(pygame.mixer, "find_channel", find_channel)
    monkeypatch.setattr(pygame.mixer, "Channel", lambda i: channels[i])
    m = Mixer(settings, clock=clock)
    m.record = MixRecord()
    return m


class SpeakingApp(StandInApp):
    """A stand-in app with the real mixer and Read aloud on: every line is rendered by the
    speech engine and played on the mixer's speech channel at once (a line of the same or
    a higher priority cuts the one being said; a lesser one waits in one slot)."""

    _said: dict[str, np.ndarray] = {}

    def __init__(self, mixer: Mixer, clock: Clock, speed: float = 1.0) -> None:
        super().__init__(speed)
        self.audio = mixer
        self.clock = clock
        self.priority = 0
        self.waiting: tuple[str, int, float] | None = None
        self.lines = 0
        from castle_games.speech import engines

        self.engine = engines.make_chain()

    def speak(self, text: str, priority: int = 2, *, always: bool = False) -> None:
        if self.audio.speech_busy() and priority < self.priority:
            self.waiting = (text, priority, self.clock())
            return
        self._say(text, priority)

    def _say(self, text: str, priority: int) -> None:
        samples = self._said.get(text)
        if samples is None:
            samples = self._said[text] = self.engine.render(text, "en", 1.0)
        self.priority = priority
        self.lines += 1
        self.audio.speak_samples(samples)

    def update(self) -> None:
        if self.waiting and not self.audio.speech_busy():
            text, priority, asked = self.waiting
            self.waiting = None
            if self.clock() - asked < 2.0:
                self._say(text, priority)


def play_whole_game(app: SpeakingApp, clock: Clock, game_id: str, players: int,
                    seed: int, frames: int = 200_000) -> Session:
    """A whole game at the table: a person in seat 0 who plays the hint's move as soon as
    asked, computers in the other seats; the clock runs 1/60 s a frame."""
    seats = default_seats(players, humans=1)
    session = Session(game_id, seats, seed)
    scene = make_scene(session, app)
    scene.on_enter()
    for _ in range(frames):
        if app.overs:
            break
        clock.now += FRAME
        scene.update(FRAME)
        app.update()
        if not session.over and not session.is_bot_turn() and scene.may_act():
            advice = session.advice()
            action = advice.action if advice is not None else session.state.legal_actions()[0]
            scene.try_apply(action)
    assert app.overs, f"{game_id} did not end"
    for _ in range(int(4 / FRAME)):  # the last sounds and words ring out
        clock.now += FRAME
        scene.update(FRAME)
    return session
