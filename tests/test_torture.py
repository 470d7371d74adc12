"""A short random-event run (tools/torture.py, 20 s): no Oops, no traceback, every file
under the home readable, nothing left behind. The long run is the same script with
--minutes 30."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _twenty_seconds(home: Path) -> tuple[subprocess.CompletedProcess, dict]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "torture.py"), "--minutes",
                           "0.33", "--seed", "5", "--home", str(home)], env=env,
                          cwd=ROOT, capture_output=True, text=True, timeout=240)
    return done, json.loads(done.stdout.strip().splitlines()[-1])


def test_twenty_seconds_of_random_events(tmp_path):
    done, result = _twenty_seconds(tmp_path / "home")
    # Crashes and tracebacks first: they are what this run is for, on any machine.
    assert result["oops"] == 0 and result["stderr_tracebacks"] == 0, (result, done.stderr[-3000:])
    assert result["log_tracebacks"] == 0 and result["unreadable"] == [], result
    assert done.returncode == 0, (result, done.stderr[-3000:])
    # Something did happen, even on a slow or busy machine (an idle one does ten times this).
    assert result["events"] > 30 and result["frames"] > 100, result


@pytest.mark.perf
def test_twenty_seconds_reach_far(tmp_path):
    """How much twenty seconds get through on an idle machine: enough events and frames
    that the run means something (a slow machine gets through less, and that is no fault)."""
    done, result = _twenty_seconds(tmp_path / "home")
    assert done.returncode == 0, result
    assert result["events"] > 300 and result["frames"] > 1000, result
