"""`castle-games screenshot`: headless PNGs of every screen, and one-line errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from castle_games import plugins
from castle_games.ui import screenshot

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ROOT / ".venv" / "bin" / "python"


def cli(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CASTLE_GAMES_HOME=str(home))
    python = str(PYTHON) if PYTHON.exists() else sys.executable
    return subprocess.run([python, "-m", "castle_games", "screenshot", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def size_of(path: Path) -> tuple[int, int]:
    return pygame.image.load(str(path)).get_size()


def picture(path: Path) -> bytes:
    """The PNG's pixels, after checking it shows a picture: a blank or one-colour image (a
    scene that drew nothing) fails."""
    image = pygame.image.load(str(path))
    small = pygame.transform.scale(image, (160, 90))
    colours = {small.get_at((x, y))[:3] for x in range(0, 160, 2) for y in range(0, 90, 2)}
    assert len(colours) >= 40, f"{path.name} shows next to nothing ({len(colours)} colours)"
    return pygame.image.tobytes(image, "RGB")


@pytest.mark.parametrize("scene", ["launcher", "settings", "setup:knobelschatz",
                                   "rules:knobelschatz"])
def test_cli_writes_a_1280x720_png(scene, tmp_path):
    out = tmp_path / f"{scene.replace(':', '_')}.png"
    result = cli(scene, "--out", str(out), home=tmp_path / "home")
    assert result.returncode == 0, result.stderr
    assert size_of(out) == (1280, 720)
    picture(out)
    assert "Traceback" not in result.stderr
    # It never touches the player's files.
    assert not (tmp_path / "home" / "config" / "settings.json").exists()


def test_cli_unknown_scene_is_one_line_listing_the_names(tmp_path):
    result = cli("dungeon", "--out", str(tmp_path / "x.png"), home=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "launcher" in lines[0] and "setup:GAME" in lines[0]


@pytest.mark.parametrize("name", ["launcher:x", "rules:nope", "nope", "pause"])
def test_unknown_names_raise_value_error(name, tmp_path):
    with pytest.raises(ValueError, match="scenes are"):
        screenshot.render(name, tmp_path / "x.png")


def test_other_size_and_overlay_scenes_in_process(tmp_path):
    out = screenshot.render("launcher", tmp_path / "small.png", size=(640, 360))
    assert size_of(out) == (640, 360)
    seen = {picture(out)}
    for name in ("oops", "handover:knobelschatz", "pause:knobelschatz"):
        shot = screenshot.render(name, tmp_path / f"{name.replace(':', '_')}.png")
        assert size_of(shot) == (1280, 720)
        pixels = picture(shot)
        assert pixels not in seen, f"{name} looks like another scene"
        seen.add(pixels)


@pytest.mark.parametrize("game", plugins.ids())
def test_every_game_table_and_its_end_are_pictured(game, tmp_path):
    table = picture(screenshot.render(game, tmp_path / "game.png", seed=4, moves=6))
    over = picture(screenshot.render(f"gameover:{game}", tmp_path / "over.png", seed=4))
    assert table != over  # the game-over panel lies over the finished table
