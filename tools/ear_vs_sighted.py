"""How long a whole game takes by ear against the same game at the sighted table.

For each game with a by-ear mode: the same seats (two people, one computer) and seed, played
once at the dark table by keys (arrows to a choice, Enter) and once at the sighted table
(the same choices applied when the table is ready for them). Both run headless on the
app's clock with no thinking time: the minutes are what each table takes to tell the game,
the keys (by ear) against the decisions (one click or two each at the sighted table).

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/ear_vs_sighted.py
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.plugins import manifests
from castle_games.session import Session
from castle_games.ui.app import App
from castle_games.ui.scene import CANVAS_SIZE

FRAME = 0.05
SR = 44100
SECONDS_A_LETTER = 0.06  # a line lasts as long as its words would, said at rate 1.0


class Engine:
    """Words into 'samples': as many as the line would last."""

    name = "stand-in"

    def render(self, text: str, language: str, rate: float) -> range:
        return range(int(SR * SECONDS_A_LETTER * len(text) / rate))


class Player:
    """The speech channel on the app's clock: busy while a line lasts."""

    def __init__(self, clock) -> None:
        self.clock, self.until = clock, 0.0

    def speak_samples(self, samples, pan: float) -> None:
        self.until = self.clock() + len(samples) / SR

    def stop_speech(self) -> None:
        self.until = self.clock()

    def speech_busy(self) -> bool:
        return self.clock() < self.until


def voiced_app() -> App:
    """A headless app whose voice takes as long as real speech, on the app's clock."""
    from castle_games.core import languages
    from castle_games.speech.voice import Voice

    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    app._voice = Voice(Player(lambda: app.time), Engine(), language=languages.current,
                       rate=lambda: app.settings.speech_rate, clock=lambda: app.time,
                       threaded=False)
    return app


def seats(game_id: str) -> list[Seat]:
    level = "normal" if game_id == "knobelschatz" else "easy"
    return [Seat("Ann", "red", HUMAN), Seat("Ben", "blue", COMPUTER, level),
            Seat("Cy", "green", HUMAN)]


def press(app: App, key: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.feed(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def by_ear(game_id: str, seed: int) -> tuple[int, int, float]:
    from castle_games.ui.ear.speaker import Speaker

    app = voiced_app()
    app.mode = next(m.flag for m in manifests() if m.id == game_id for m in m.modes)
    session = Session(game_id, seats(game_id), seed)
    app.start_game(session)
    scene = app.top
    scene.speaker = Speaker(app.voice)
    chooser = random.Random(seed)
    keys = decisions = 0
    start = app.time
    while not (session.over and getattr(scene, "over_said", True)):
        app.step_frame(FRAME)
        t = scene.table
        position = t.position if hasattr(scene, "said") else t.moves_played
        if not t.over and scene.awaiting() and scene.prompted == position \
                and not scene.player.busy and not scene.speaker.busy:
            legal = t.legal_actions()
            for _step in range(chooser.randrange(len(legal)) + 1):
                press(app, pygame.K_RIGHT)
                keys += 1
            press(app, pygame.K_RETURN)
            keys += 1
            decisions += 1
        if app.time - start > 4 * 3600:
            break
    return keys, decisions, (app.time - start) / 60


def sighted(game_id: str, seed: int) -> tuple[int, float]:
    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    session = Session(game_id, seats(game_id), seed)
    app.start_game(session)
    chooser = random.Random(seed)
    decisions = 0
    start = app.time
    while not session.over and app.time - start < 4 * 3600:
        app.step_frame(FRAME)
        scene = app.game_scene
        if app.top is scene and scene.idle and scene.human_to_move():
            legal = session.state.legal_actions()
            if scene.try_apply(legal[chooser.randrange(len(legal))]):
                decisions += 1
    while app.game_scene is not None and not app.game_scene.idle and app.time - start < 4 * 3600:
        app.step_frame(FRAME)
    return decisions, (app.time - start) / 60


def main() -> None:
    seed = 5
    print(f"{'game':18} {'by ear: keys':>12} {'decisions':>9} {'min':>6}   "
          f"{'sighted: decisions':>18} {'min':>6}")
    for m in manifests():
        if not m.modes:
            continue
        keys, decisions, minutes = by_ear(m.id, seed)
        s_decisions, s_minutes = sighted(m.id, seed)
        print(f"{m.id:18} {keys:12d} {decisions:9d} {minutes:6.1f}   {s_decisions:18d} "
              f"{s_minutes:6.1f}", flush=True)


if __name__ == "__main__":
    main()
