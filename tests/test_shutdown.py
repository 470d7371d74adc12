"""A logout or a shutdown (SIGTERM) saves the game and ends the program at once, with code
0 and no "Stop playing now?" question; the saved game goes on exactly where it was."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from castle_games import paths
from castle_games.core import saves
from castle_games.session import Session

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGTERM") or sys.platform == "win32",
                                reason="SIGTERM is how POSIX systems end a program")


def _saved(folder) -> list:
    return sorted(p for p in folder.glob("*.json")) if folder.exists() else []


def test_sigterm_during_a_game_saves_and_exits_at_once_with_code_0(_user_home):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "CASTLE_GAMES_HOME": str(_user_home), "CASTLE_GAMES_LANG": "en"}
    # the computer moves first (and the game is saved), then waits for Ann
    program = subprocess.Popen(
        [sys.executable, "-m", "castle_games", "play", "knobelschatz",
         "--players", "bot:normal,Ann", "--seed", "5"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        folder = paths.saves_dir()
        deadline = time.monotonic() + 60
        while not _saved(folder) and program.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _saved(folder), "the game was never saved"
        time.sleep(2.0)  # the game goes on (the computer's moves, Ann thinking)
        path = _saved(folder)[0]
        before = json.loads(path.read_text())
        asked = time.monotonic()
        program.send_signal(signal.SIGTERM)
        code = program.wait(timeout=15)
        took = time.monotonic() - asked
    finally:
        if program.poll() is None:
            program.kill()
            program.wait()
    _out, err = program.communicate()
    assert code == 0, err.decode(errors="replace")
    assert took < 3.0, f"it took {took:.1f} s to stop"
    assert b"Traceback" not in err
    after = json.loads(path.read_text())
    assert after["actions"] == before["actions"], "the moves played are all kept"
    resumed = Session.resume(path)
    assert resumed.state.to_dict() == saves.load(path).state
    assert not resumed.over and resumed.actions == before["actions"]
    fresh = Session(resumed.game_id, resumed.seats, resumed.seed, resumed.options)
    for data in resumed.actions:
        fresh.apply(fresh.game.action_from_dict(data))
    assert fresh.state.to_dict() == resumed.state.to_dict()
