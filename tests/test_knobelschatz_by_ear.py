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
    """A roll is the only choice (nothing to weigh); for the dice, the dice still to use,
    and where a die may take from several players, each one's chests."""
    missing = []
    if obs["phase"] == R.ROLL:
        return [] if any("Enter" in line or "Eingabe" in line for line in lines) else ["how"]
    pending = sorted(obs["pending"])
    if not any(all(str(f) in line for f in pending) for line in lines):
        missing.append(f"the dice to use {pending}")
    several = len({a.die for a in legal}) < len(legal)
    for a in legal:
        if several and isinstance(a, M.TakeCard) and isinstance(a.source, int):
            n, who = obs["hand_sizes"][a.source], names[a.source]
            if not any(who in line and str(n) in line for line in lines):
                missing.append(f"{who}'s {n} chests")
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
