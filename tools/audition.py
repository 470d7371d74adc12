"""Render every sound recipe to WAV (and print its loudness), to audition or analyse them.

    python tools/audition.py [--out FOLDER]

Each file is what `castle-games sound NAME` writes with the recipe's default parameters.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from castle_games.audio import recipes  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "sounds")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name in recipes.list_names():
        audio = recipes.render(name)
        recipes.render_to_wav(name, args.out / f"{name}.wav", {})
        peak = float(np.max(np.abs(audio))) or 1e-9
        rms = float(np.sqrt(np.mean(audio ** 2))) or 1e-9
        print(f"{name:18s} {len(audio) / 44100:5.2f} s  peak {20 * np.log10(peak):6.1f} dBFS"
              f"  rms {20 * np.log10(rms):6.1f} dBFS")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
