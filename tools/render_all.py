"""Render every scene of the app to PNG files, to look at them all in one go.

    python tools/render_all.py [--out FOLDER] [--seed N]

Uses `castle-games screenshot` for the launcher, the settings, and for every built game its
setup, rules page, table (at a few moments) and game-over screen.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from castle_games import games  # noqa: E402


def scenes() -> list[tuple[str, int]]:
    out = [("launcher", 0), ("settings", 0)]
    for entry in games.CATALOGUE:
        if not entry.built:
            continue
        out += [(f"setup:{entry.id}", 0), (f"rules:{entry.id}", 0)]
        out += [(entry.id, moves) for moves in (0, 5, 20, 60)]
        out.append((f"gameover:{entry.id}", 0))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "scenes")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    failed = 0
    for scene, moves in scenes():
        name = scene.replace(":", "_") + (f"_{moves}" if moves else "") + ".png"
        cmd = [sys.executable, "-m", "castle_games", "screenshot", scene, "--out",
               str(args.out / name), "--seed", str(args.seed), "--moves", str(moves)]
        result = subprocess.run(cmd, capture_output=True, text=True)
        status = "ok" if result.returncode == 0 else "FAILED: " + result.stderr.strip()
        failed += result.returncode != 0
        print(f"{name}: {status}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
