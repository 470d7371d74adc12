"""`castle-games bench --json`: one JSON object with every figure the issues name, and the
targets that do not depend on how busy the machine is."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from castle_games import plugins
from castle_games.audio import recipes


@pytest.mark.slow
def test_bench_reports_every_figure():
    result = subprocess.run([sys.executable, "-m", "castle_games", "bench", "--quick", "--json"],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    data = json.loads(result.stdout.strip().splitlines()[-1])
    assert data["startup_s"] > 0 and data["floor_startup_s"] > 0
    assert 20 < data["peak_rss_mb"] <= 150
    for scene in ("launcher", "knobelschatz_table"):
        figures = data["scenes"][scene]
        assert 0 < figures["frame_ms_p50"] <= figures["frame_ms_p99"]
        # CPU time of a frame: the 8 ms budget, untouched by other processes' load.
        assert figures["frame_cpu_ms_p99"] <= 8.0, (scene, figures)
    for scene in ("setup", "rules", "settings", *(f"{g}_table" for g in plugins.ids())):
        figures = data["scenes"][scene]
        assert 0 < figures["frame_ms_p50"] <= figures["frame_ms_p99"], scene
        assert figures["frame_cpu_ms_p99"] <= 12.0, (scene, figures)  # issue 19: 6 ms, quiet
    # Idle is idle: the budget is 2 % on a quiet machine; the old loop used 13-18 %.
    idle = data["idle_cpu_pct"]
    assert {"launcher", "setup", "rules", "settings"} <= set(idle)
    for game_id in plugins.ids():
        assert f"{game_id}_table" in idle
        start = data["scene_start_ms"][game_id]
        assert 0 < start["first_frame_ms"] <= 600, (game_id, start)  # 300 when quiet
        assert start["first_frame_ms"] <= start["sounds_ready_ms"] <= 2000, (game_id, start)
    for scene, pct in idle.items():
        assert 0 <= pct <= 5.0, (scene, idle)
    assert data["rss_growth_mb_20_games"] <= 25, data["memory_20_games"]
    assert set(data["synth_ms"]) == set(recipes.list_names())
    assert set(data["games"]) == set(plugins.ids())
    for game_id, figures in data["games"].items():
        assert figures["playouts_per_s"] > 0, game_id
        assert figures["bot_move_ms_p99"] <= 200, game_id
