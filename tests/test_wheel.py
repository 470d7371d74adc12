"""The installed program carries its assets and sounds: build the wheel, install it into a
fresh virtual environment, and render a screenshot and a sound from that install alone."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_wheel_ships_assets_and_sounds_and_runs_from_a_fresh_venv(tmp_path):
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist),
                    str(ROOT)], check=True, timeout=600)
    wheel = next(dist.glob("castle_games-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert any(n.startswith("castle_games/assets/") and n.endswith(".png") for n in names)
    assert any(n.startswith("castle_games/sounds/") and n.endswith(".toml") for n in names)
    # each game's own recipes and door pictures, in its package
    for game in ("seven_locks", "clever_keys", "schlotterstein", "knobelschatz",
                 "tajemnica_zamku"):
        assert any(n.startswith(f"castle_games/games/{game}/sounds/") and n.endswith(".toml")
                   for n in names), game
        assert f"castle_games/games/{game}/door-open.png" in names, game
    assert sum(n.startswith("castle_games/games/") and n.endswith("/game.toml") for n in names) == 5
    for code in ("de", "pl", "cs"):  # the compiled catalogues the games read
        assert f"castle_games/locale/{code}/LC_MESSAGES/castle_games.mo" in names

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    scripts = env_dir / ("Scripts" if os.name == "nt" else "bin")
    py = scripts / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", str(wheel)], check=True, timeout=900)

    outside = tmp_path / "elsewhere"  # not the checkout: resources must come from the install
    outside.mkdir()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CASTLE_GAMES_HOME=str(tmp_path / "home"))
    env.pop("PYTHONPATH", None)
    shot = outside / "launcher.png"
    result = subprocess.run([str(scripts / "castle-games"), "screenshot", "launcher",
                             "--out", str(shot)], cwd=outside, env=env, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 10_000
    where = subprocess.run([str(py), "-c", "import castle_games.audio.recipes as r; print(r.recipe_file('dog-bark'))"],
                           cwd=outside, env=env, capture_output=True, text=True, check=True)
    assert str(env_dir) in where.stdout  # found inside the installed package, not the checkout
    german = subprocess.run(
        [str(py), "-c", "from castle_games.core import languages as l; l.use('de'); "
         "print(l._('Settings'), l.date(2026, 11, 3))"],
        cwd=outside, env=env, capture_output=True, text=True, check=True)
    assert german.stdout.split()[0] == "Einstellungen" and "2026" in german.stdout
    wav = outside / "bark.wav"
    result = subprocess.run([str(scripts / "castle-games"), "sound", "dog-bark",
                             "--out", str(wav)], cwd=outside, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert wav.stat().st_size > 10_000
