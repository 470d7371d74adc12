"""Test setup: headless SDL, and user folders in a temporary place for every test."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests read English unless a test chooses a language (a German desktop must not change
# what they see); a test's choice is undone after it.
os.environ["CASTLE_GAMES_LANG"] = "en"

import pytest


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    """Settings, saves and logs of every test go to its own temporary folder."""
    home = tmp_path / "castle-home"
    monkeypatch.setenv("CASTLE_GAMES_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def _english_again():
    yield
    from castle_games.core import languages

    languages.use(languages.ENGLISH)


# -- no test leaves a process behind ------------------------------------------------------
# A test that starts a program (the game, `simulate`, a writer killed mid-write) must not
# leave it running, whatever happens to the test: it would slow every test after it (a
# 100,000-game `simulate` left behind once ran for 42 minutes). Linux shows a process's
# parent in /proc; elsewhere there is nothing to look at and nothing is checked.
_KEPT = ("resource_tracker", "forkserver")  # Python's own helpers, alive for the whole run


def _children() -> dict[int, str]:
    """This test run's living child processes (pid -> command line), not zombies."""
    found: dict[int, str] = {}
    me = os.getpid()
    try:
        entries = os.listdir("/proc")
    except OSError:
        return found
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as fp:
                stat = fp.read().decode("utf-8", "replace")
            fields = stat[stat.rindex(")") + 2:].split()
            if int(fields[1]) != me or fields[0] == "Z":
                continue
            with open(f"/proc/{entry}/cmdline", "rb") as fp:
                command = fp.read().replace(b"\0", b" ").decode("utf-8", "replace").strip()
        except (OSError, ValueError, IndexError):
            continue
        if not any(kept in command for kept in _KEPT):
            found[int(entry)] = command
    return found


def _end(pids) -> None:
    import signal

    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (OSError, ChildProcessError):
            pass


@pytest.fixture(autouse=True)
def _no_process_left():
    """Whatever a test started and left running is ended after it, and the test fails."""
    before = set(_children())
    yield
    left = {pid: cmd for pid, cmd in _children().items() if pid not in before}
    if left:
        _end(left)
        pytest.fail(f"the test left {len(left)} process(es) running (ended now): "
                    + "; ".join(cmd[:120] for cmd in left.values()), pytrace=False)


def pytest_sessionfinish(session, exitstatus):
    """The last check of the run: no child of the test run is still alive."""
    left = _children()
    if left:
        _end(left)
        print(f"\nthe test run left {len(left)} process(es) running (ended now): "
              + "; ".join(cmd[:120] for cmd in left.values()))
        session.exitstatus = 1
