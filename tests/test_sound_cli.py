"""`castle-games sound`, run as a player or a sound designer would, in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
import wave

import numpy as np
import pytest

from castle_games.audio import recipes


def run(*args: str, tmp_path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", CASTLE_GAMES_HOME=str(tmp_path))
    env.pop("CASTLE_GAMES_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "castle_games", "sound", *args], env=env,
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)


def test_dog_bark_to_wav(tmp_path):
    out = tmp_path / "bark.wav"
    done = run("dog-bark", "--out", str(out), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    with wave.open(str(out)) as w:
        assert (w.getsampwidth(), w.getframerate(), w.getnchannels()) == (2, 44100, 2)
        seconds = w.getnframes() / w.getframerate()
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2")
    assert 0.3 < seconds < 1.5
    assert 1000 < np.abs(data).max() <= 32767 * 10 ** (-1 / 20) + 1  # audible, not clipped


def test_params_from_the_command_line(tmp_path):
    out = tmp_path / "hit.wav"
    done = run("die-hit-wall", "--out", str(out), "--param", "impulse=0.3",
               "--param", "pan=-1", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    with wave.open(str(out)) as w:
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").reshape(-1, 2)
    expected = recipes.to_int16(recipes.render("die-hit-wall", {"impulse": 0.3, "pan": -1}))
    assert np.array_equal(data, expected)
    assert np.abs(data[:, 1]).max() == 0  # hard left


def test_list_names_every_sound(tmp_path):
    done = run("--list", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == recipes.list_names()
    assert {"dog-bark", "fanfare", "die-hit-felt"} <= set(done.stdout.split())


@pytest.mark.parametrize(("args", "message"), [
    (("meow", "--out", "x.wav"), "unknown sound 'meow'; known sounds: "),
    (("die-hit-felt", "--out", "x.wav", "--param", "impulse=loud"), "must be a number"),
    (("ui-click", "--out", "x.wav", "--param", "count=2"), "has no parameter count"),
    (("ui-click", "--out", "no/such/folder/x.wav"), "cannot write"),
])
def test_mistakes_are_one_line_and_exit_2(tmp_path, args, message):
    done = run(*args, tmp_path=tmp_path)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert message in lines[0] and "Traceback" not in done.stderr
    assert not (tmp_path / "x.wav").exists()
