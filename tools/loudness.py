"""Measure every sound recipe's loudness and set its level to its role's target.

    python tools/loudness.py            # the table: role, loudness, target, peak
    python tools/loudness.py --write    # rewrite each recipe's level_db to hit it

Loudness is the loudest momentary loudness of the recipe's default render: ITU-R BS.1770
K-weighted 400 ms blocks, 75 % overlapped, measured with pyloudnorm (a development
dependency: the game itself never measures). The targets are recipes.ROLE_LOUDNESS;
tests/test_loudness.py holds every recipe within recipes.LOUDNESS_TOLERANCE_LU of them.
A recipe without a `role` line gets one from ROLES_AT_FIRST (written after its
description).
"""

from __future__ import annotations

import re
import sys
import warnings
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from castle_games.audio import recipes  # noqa: E402
from castle_games.audio.synth import SR  # noqa: E402

# The roles the recipes were first given (each file keeps its own after --write).
ROLES_AT_FIRST = {
    "ui": {"ui-back", "ui-choose", "ui-click", "ui-end", "ui-focus", "ui-move", "nope",
           "turn-chime", "so-menu-item", "so-wait"},
    "ambience": {"sand-glass"},
    "fanfare": {"fanfare", "rescue-fanfare", "win-sting", "sting-ghost", "sting-knight",
                "sting-right", "sting-skrzat", "sting-wrong", "so-game-won", "so-game-lost",
                "dragon-roar"},
    "earcon": {"tower-earcon", "die-pips"},  # and every other so-*
    "tap": {"die-hit-die", "die-hit-felt", "die-hit-wall", "tile-lay", "token-turn",
            "card-flip", "keymaster-step", "key-jam", "gem-clink"},
    "step": {"footstep", "dog-step"},
}


def first_role(name: str) -> str:
    for role, names in ROLES_AT_FIRST.items():
        if name in names:
            return role
    return "earcon" if name.startswith("so-") else "cue"


def momentary_max(stereo: np.ndarray) -> float:
    """The loudest 400 ms block (LUFS) of a stereo float render, silence padded around it
    so that a short sound is measured in a whole block."""
    import pyloudnorm

    pad = np.zeros((int(0.4 * SR), 2))
    data = np.concatenate([pad, np.asarray(stereo, dtype=np.float64), pad])
    meter = pyloudnorm.Meter(SR)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # log10 of the silent blocks
        meter.integrated_loudness(data)
    return float(max(meter.blockwise_loudness))


def loudness(name: str) -> float:
    return momentary_max(recipes.render(name))


def _write(path: Path, level_db: float, role: str) -> None:
    text = path.read_text(encoding="utf-8")
    text, n = re.subn(r"(?m)^level_db = .*$", f"level_db = {level_db:.1f}", text, count=1)
    if not n:
        text = re.sub(r"(?m)^(duration = .*)$", rf"\1\nlevel_db = {level_db:.1f}", text, count=1)
    if not re.search(r"(?m)^role = ", text):
        text = re.sub(r"(?m)^(description = .*)$", rf'\1\nrole = "{role}"', text, count=1)
    path.write_text(text, encoding="utf-8")


def main(argv: list[str]) -> int:
    write = "--write" in argv
    worst = 0.0
    for name in recipes.list_names():
        path = recipes.recipe_file(name)  # the shared folder's or a game's own
        rec = recipes.recipe(name)
        role = rec.role if re.search(r"(?m)^role = ", path.read_text(encoding="utf-8")) \
            else first_role(name)
        target = recipes.ROLE_LOUDNESS[role]
        level = rec.level_db
        for _ in range(4 if write else 1):  # the limiter may hold a peak back: again
            measured = loudness(name)
            if not write or abs(measured - target) < 0.2:
                break
            level = min(recipes.MAX_LEVEL_DB, round(level + target - measured, 1))
            _write(path, level, role)
            recipes.reload()
        if write:
            _write(path, level, role)  # the role line too, where the level was already right
            recipes.reload()
        measured = loudness(name)
        peak = 20 * np.log10(float(np.abs(recipes.render(name)).max()) + 1e-12)
        worst = max(worst, abs(measured - target))
        print(f"{name:24s} {role:9s} {measured:6.1f} LUFS  target {target:6.1f}  "
              f"level {level:6.1f} dB  peak {peak:6.1f} dBFS")
    print(f"furthest from its target: {worst:.1f} LU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
