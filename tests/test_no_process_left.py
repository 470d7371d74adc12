"""The guard in conftest.py that no test leaves a process running: it sees a child the test
run started and ends it (on Linux, where /proc tells a process's parent)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from conftest import _children, _end

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="Linux's /proc")


def test_a_process_left_running_is_seen_and_ended():
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        assert proc.pid in _children()
    finally:
        _end([proc.pid])
    assert proc.pid not in _children()
