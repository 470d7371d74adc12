"""Knobelschatz by ear, from a cold start of the launcher to a finished game by keys alone.

No speech engine: what is checked is the record of the lines a listener is told and the
sounds. Before every roll the listener has heard everyone's chests, where the watchdog is
and the pile; before every die's chest is chosen, the dice still to use and the chests of
those it may take from.
"""

from __future__ import annotations

import sys

import pytest
from by_ear_harness import cold_start_game
from test_blind_path import no_pyttsx3

from castle_games.games.knobelschatz import moves as M
from castle_games.games.knobelschatz import rules as R

__all__ = ["no_pyttsx3"]  # the fixture, used by name below


def needed(obs, legal, lines: list[str], names: list[str]) -> list[str]:
    missing = []
    heard = " ".join(lines)
    if obs["phase"] == R.ROLL:
        for s, n in enumerate(obs["hand_sizes"]):
            if not any(str(n) in line and names[s] in line for line in lines):
                missing.append(f"seat {s}'s {n} chests")
        if str(obs["pile_size"]) not in heard:
            missing.append("the pile")
    else:
        pending = sorted(obs["pending"])
        if not any(all(str(f) in line for f in pending) for line in lines):
            missing.append(f"the dice to use {pending}")
        for a in legal:
            if isinstance(a, M.TakeCard) and isinstance(a.source, int):
                n = obs["hand_sizes"][a.source]
                if not any(str(n) in line for line in lines):
                    missing.append(f"the chests of seat {a.source}")
    return missing


@pytest.mark.usefixtures("no_pyttsx3")
@pytest.mark.parametrize("language", ["en", "de"])
def test_from_a_cold_start_to_a_finished_game_by_keys_alone(language, monkeypatch):
    from castle_games.core import rng

    monkeypatch.setattr(rng, "new_seed", rng.new_seed)  # put back after the harness's
    played = cold_start_game("knobelschatz", language, needed)
    assert played.decisions >= 10
    print(f"\nknobelschatz by ear ({language}): {played.keys} keys, {played.decisions} "
          f"decisions, {played.minutes:.1f} min, {played.lines} lines", file=sys.stderr)
