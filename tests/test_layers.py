"""The layers of DESIGN.md hold: rules and bots never import pygame or pymunk."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from castle_games import plugins

ROOT = Path(__file__).resolve().parents[1]


def test_import_linter_contracts_hold():
    exe = shutil.which("lint-imports") or str(Path(sys.executable).parent / "lint-imports")
    result = subprocess.run([exe, "--no-cache"], cwd=ROOT, capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert "broken" not in result.stdout.lower().replace("0 broken", "")


@pytest.mark.parametrize("game_id", plugins.ids())
def test_rules_and_bots_load_without_pygame_or_pymunk(game_id):
    package = plugins.manifest(game_id).package
    code = (
        "import sys\n"
        f"import {package}.rules, {package}.bot\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pymunk'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60, check=True)
    assert result.stdout.strip() == ""
