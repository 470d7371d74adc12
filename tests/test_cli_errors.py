"""Damaged input on the command line: every mistake is one line on stderr and a non-zero
exit, never a traceback or the usage, and with --json the last line of stdout is still a
JSON object with an `error` field. Each case runs the real command in its own process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from castle_games.core.profiles import MAX_NAME

ROOT = Path(__file__).resolve().parents[1]


def run_cli(*args: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", CASTLE_GAMES_HOME=str(home / "home"),
               CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME="1")  # (should a window open after all)
    env.pop("CASTLE_GAMES_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "castle_games", *args], env=env, cwd=home,
                          capture_output=True, text=True, timeout=120)


def assert_one_line(done: subprocess.CompletedProcess, *, json_line: bool = False) -> str:
    """The error line, after checking the promises every failure keeps."""
    assert done.returncode != 0, done.stdout
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].strip(), done.stderr
    assert "usage:" not in done.stderr
    if json_line:
        data = json.loads(done.stdout.strip().splitlines()[-1])
        assert isinstance(data, dict) and data["error"]
    return lines[0]


# -- what argparse catches: one line and exit status 2 -------------------------------------------
@pytest.mark.parametrize(("args", "said"), [
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    (["knobelschatz"], "invalid choice: 'knobelschatz'"),
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["--lang"], "--lang: expected one argument"),
    (["simulate", "knobelschatz", "--games", "3"],
     "castle-games simulate: the following arguments are required: --players "
     "(castle-games simulate --help tells more)"),
    (["simulate"], "required: game, --players"),
    (["simulate", "knobelschatz", "--players", "two"], "invalid int value: 'two'"),
    (["simulate", "knobelschatz", "--players", "2", "--seed", "x"], "--seed: invalid int"),
    (["simulate", "knobelschatz", "--players", "2", "--nope"], "castle-games simulate: "
     "unrecognized arguments: --nope"),
    (["screenshot", "launcher", "--out", "x.png", "--size", "big"], "size must look like"),
    (["screenshot", "launcher", "--out", "x.png", "--size", "10x10"], "between 64 and 8192"),
    (["screenshot", "launcher"], "required: --out"),
    (["screenshot", "launcher", "--out", "x.png", "--moves", "1e3"], "--moves: invalid int"),
    (["sound", "bell", "--out", "x.wav", "--param", "pan"], "--param takes key=value"),
    (["say", "--out", "x.wav"], "required: text"),
    (["say", "hi", "--out", "x.wav", "--rate", "fast"], "--rate: invalid float"),
    (["play", "--seed"], "--seed: expected one argument"),
    (["play", "knobelschatz", "--seed", "1.5"], "--seed: invalid int value"),
    (["stats", "--all"], "unrecognized arguments: --all"),
])
def test_a_command_line_mistake_is_one_line_and_exit_2(args, said, tmp_path):
    done = run_cli(*args, home=tmp_path)
    line = assert_one_line(done)
    assert done.returncode == 2
    assert said in line
    assert line.startswith("castle-games") and "--help tells more" in line


@pytest.mark.parametrize("args", [
    ["simulate", "--json"],
    ["simulate", "knobelschatz", "--games", "3", "--json"],
    ["simulate", "knobelschatz", "--players", "2", "--games", "x", "--json"],
    ["simulate", "knobelschatz", "--players", "--json"],
    ["simulate", "knobelschatz", "--json", "--bogus"],
    ["simulate", "knobelschatz", "--js"],  # (argparse takes it for --json)
    ["stats", "--json", "--bogus"],
    ["bench", "--json", "--quick", "--nope"],
])
def test_a_command_line_mistake_with_json_still_ends_in_json(args, tmp_path):
    done = run_cli(*args, home=tmp_path)
    assert_one_line(done, json_line=True)
    assert done.returncode == 2
    data = json.loads(done.stdout.strip().splitlines()[-1])
    assert data["command"] == args[0]


@pytest.mark.parametrize("args", [["--help"], ["simulate", "--help"], ["play", "--help"]])
def test_help_is_still_the_whole_help(args, tmp_path):
    done = run_cli(*args, home=tmp_path)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith("usage: castle-games") and len(done.stdout.splitlines()) > 3


def test_version_still_prints_the_version(tmp_path):
    done = run_cli("--version", home=tmp_path)
    assert done.returncode == 0 and done.stdout.startswith("castle-games ")


# -- --out: a folder, a missing folder, a file as folder, a place that cannot be written -------
OUT_COMMANDS = {
    "say": ["say", "hallo"],
    "sound": ["sound", "bell"],
    "screenshot": ["screenshot", "launcher"],
}


def _read_only_folder(tmp_path: Path) -> Path:
    """A folder no file can be made in (root may write anywhere: then /sys, if it refuses)."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    for candidate in (folder, Path("/sys")):
        try:
            (candidate / "probe").open("wb").close()
        except OSError:
            return candidate
        (candidate / "probe").unlink()
    pytest.skip("every folder can be written here")


def _out(kind: str, tmp_path: Path, suffix: str) -> str:
    if kind == "folder":
        (tmp_path / "somedir").mkdir()
        return "somedir"
    if kind == "missing folder":
        return str(Path("no-such-folder") / f"x{suffix}")
    if kind == "under a file":
        (tmp_path / "a-file").write_text("")
        return str(Path("a-file") / f"x{suffix}")
    if kind == "empty":
        return ""
    if kind == "read-only":
        return str(_read_only_folder(tmp_path) / f"x{suffix}")
    if kind == "named pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("named pipes")
        os.mkfifo(tmp_path / "pipe")
        return "pipe"
    raise AssertionError(kind)


@pytest.mark.parametrize("command", list(OUT_COMMANDS))
@pytest.mark.parametrize("kind", ["folder", "missing folder", "under a file", "empty",
                                  "read-only", "named pipe"])
def test_an_out_path_that_cannot_be_written_is_one_line_naming_it(command, kind, tmp_path):
    suffix = ".png" if command == "screenshot" else ".wav"
    out = _out(kind, tmp_path, suffix)
    done = run_cli(*OUT_COMMANDS[command], "--out", out, home=tmp_path)
    if command == "screenshot" and kind == "missing folder":  # (the screenshot makes it)
        assert done.returncode == 0, done.stderr
        assert (tmp_path / out).is_file()
        return
    line = assert_one_line(done)
    assert line.startswith(f"castle-games {command}: ")
    assert (out or "--out") in line
    if kind == "folder":
        assert not any((tmp_path / "somedir").iterdir())


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="/dev/full")
@pytest.mark.parametrize("command", list(OUT_COMMANDS))
def test_an_out_device_that_is_full_is_one_line_naming_it(command, tmp_path):
    done = run_cli(*OUT_COMMANDS[command], "--out", "/dev/full", home=tmp_path)
    assert "/dev/full" in assert_one_line(done)


def test_trying_the_out_file_leaves_no_file_behind(tmp_path):
    done = run_cli("sound", "no-such-sound", "--out", "x.wav", home=tmp_path)
    assert "no-such-sound" in assert_one_line(done)
    assert not (tmp_path / "x.wav").exists()


# -- player names and absurd numbers --------------------------------------------------------------
@pytest.mark.parametrize("players", [
    "A" * 10_000 + ",Ben", "Ann," + "B" * (MAX_NAME + 1), "Ann,B\tB", "Ann,B\nB"])
def test_a_name_the_table_cannot_show_is_refused_before_a_window(players, tmp_path):
    done = run_cli("play", "knobelschatz", "--players", players, home=tmp_path)
    line = assert_one_line(done)
    assert done.returncode == 2
    assert line.startswith("castle-games play: a player's name")
    assert str(MAX_NAME) in line or "control characters" in line
    assert len(line) < 200
    assert not (tmp_path / "home").exists(), "the app started"


def test_a_name_as_long_as_the_name_box_plays(tmp_path):
    done = run_cli("play", "knobelschatz", "--players", "A" * MAX_NAME + ",Ben",
                   home=tmp_path)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize(("flag", "value"), [
    ("--games", "-5"), ("--games", "0"), ("--games", str(10**400)), ("--games", "1000001"),
    ("--players", str(10**400)), ("--players", "-2")])
def test_simulate_refuses_absurd_numbers_in_one_line(flag, value, tmp_path):
    args = {"--players": "2", "--games": "2", flag: value}
    done = run_cli("simulate", "knobelschatz", *[x for kv in args.items() for x in kv],
                   "--json", home=tmp_path)
    line = assert_one_line(done, json_line=True)
    assert done.returncode == 2
    assert flag.lstrip("-") in line or "players" in line
