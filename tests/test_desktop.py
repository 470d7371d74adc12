"""Double-click launch: shortcuts and hostile first runs (the bundle: test_bundle.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOOLS = ROOT / "tools"


def _env(**extra: str) -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.update(extra)
    return env


def run_tool(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(TOOLS / "install_shortcut.py"), *args],
                          capture_output=True, text=True, env=env, timeout=60)


def test_dry_run_prints_the_desktop_file_and_writes_nothing(tmp_path):
    env = _env(HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "share"),
               CASTLE_GAMES_HOME=str(tmp_path / "cg"))
    result = run_tool("--dry-run", "--platform", "linux", env=env)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "[Desktop Entry]" in out and "Type=Application" in out and "Name=Castle Games" in out
    exec_line = next(line for line in out.splitlines() if "Exec=" in line)
    assert "castle-games" in exec_line or "castle_games" in exec_line
    icon_line = next(line for line in out.splitlines() if "Icon=" in line)
    assert icon_line.strip().endswith(".png")
    assert not (tmp_path / "share").exists()


@pytest.mark.parametrize(("platform", "expected"), [("windows", ".lnk"), ("macos", "Info.plist")])
def test_dry_run_for_other_desktops(tmp_path, platform, expected):
    env = _env(HOME=str(tmp_path), CASTLE_GAMES_HOME=str(tmp_path / "cg"))
    result = run_tool("--dry-run", "--platform", platform, env=env)
    assert result.returncode == 0, result.stderr
    assert expected in result.stdout


def test_install_then_uninstall_removes_exactly_what_it_made(tmp_path):
    (tmp_path / "Desktop").mkdir()
    keep = tmp_path / "Desktop" / "holiday.jpg"
    keep.write_bytes(b"not ours")
    env = _env(HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "share"),
               CASTLE_GAMES_HOME=str(tmp_path / "cg"), PATH="/usr/bin:/bin")
    result = run_tool(env=env)
    assert result.returncode == 0, result.stderr
    menu = tmp_path / "share" / "applications" / "castle-games.desktop"
    desktop = tmp_path / "Desktop" / "castle-games.desktop"
    for launcher in (menu, desktop):
        text = launcher.read_text()
        assert os.access(launcher, os.X_OK)
        icon = Path(next(line for line in text.splitlines() if line.startswith("Icon="))[5:])
        assert icon.exists() and icon.read_bytes()[:4] == b"\x89PNG"
    result = run_tool("--uninstall", env=env)
    assert result.returncode == 0
    assert not menu.exists() and not desktop.exists()
    assert keep.exists()


def _first_frame(cmd: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    env = dict(env, CASTLE_GAMES_REPORT_FIRST_FRAME="1", CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME="1")
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.parametrize(
    "situation",
    ["no settings folder yet", "home folder cannot be written", "no audio device"],
)
def test_first_run_opens_the_launcher_anyway(tmp_path, situation):
    env = _env(CASTLE_GAMES_HOME=str(tmp_path / "fresh" / "deeper"))
    if situation == "home folder cannot be written":
        blocker = tmp_path / "a-file"
        blocker.write_text("x")  # a file where a folder should be: every write fails, even as root
        env["CASTLE_GAMES_HOME"] = str(blocker / "home")
    if situation == "no audio device":
        env["SDL_AUDIODRIVER"] = "no-such-driver"
    result = _first_frame([sys.executable, "-m", "castle_games"], env)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "FIRST_FRAME" in result.stdout
    assert "Traceback" not in result.stderr


# The bundle (build, unpack, run without Python, add to the menu): tests/test_bundle.py
