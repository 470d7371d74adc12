"""A short random-event run (tools/torture.py, 20 s): no Oops, no traceback, every file
under the home readable, nothing left behind. The long run is the same script with
--minutes 30."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_twenty_seconds_of_random_events(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "torture.py"), "--minutes",
                           "0.33", "--seed", "5", "--home", str(tmp_path / "home")], env=env,
                          cwd=ROOT, capture_output=True, text=True, timeout=240)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert done.returncode == 0, (result, done.stderr[-3000:])
    assert result["events"] > 300 and result["frames"] > 1000
    assert result["oops"] == 0 and result["stderr_tracebacks"] == 0
    assert result["log_tracebacks"] == 0 and result["unreadable"] == []
