"""Where the turns of Tajemnica Zamku bot games go (a measuring aid, not shipped code).

    python tools/tajemnica_turns.py --bots hard,hard --games 60 --seed 5

Every player turn is put in one bucket by what happened in it:
  held       a failed roll to leave an opponent (the turn ends there)
  laid       a tile drawn and laid (exploring)
  misfit     a drawn tile that did not fit, then a step, teleport or stay
  step       a step over revealed tiles       teleport   a mirror used
  stay       staying put (usually to try a dragon or the princess again)
Attempts (dragon, princess; failed and won) are counted beside, as is whether the
turn's move ended with a failed attempt.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from castle_games.core.seats import default_seats
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.session import Session

OPPONENTS = {"ghost", "wandering knight", "skrzat"}


def classify(events: list) -> tuple[str, list[str]]:
    bucket, extra, drew_bad = None, [], False
    for e in events:
        if isinstance(e, M.DieRolled):
            if e.why in OPPONENTS:
                if not e.success:
                    bucket = "held"
                else:
                    extra.append("left")
            elif e.why == "princess":
                extra.append("princess_" + ("won" if e.success else "failed"))
            else:
                extra.append("dragon_" + ("won" if e.success else "failed"))
        elif isinstance(e, M.TileReturned) and "close" not in e.reason:
            drew_bad = True
        elif isinstance(e, M.PawnMoved):
            bucket = "laid" if e.how == "lay" else ("misfit" if drew_bad else e.how)
        elif isinstance(e, M.Stayed):
            bucket = "misfit" if drew_bad else "stay"
        elif isinstance(e, M.TokenDrawn):
            extra.append("token")
    return bucket or "?", extra


def run(levels: list[str], games: int, seed: int) -> dict:
    per_game: list[Counter] = []
    turns = []
    for g in range(games):
        session = Session("tajemnica-zamku", default_seats(len(levels), levels), seed + g)
        c: Counter = Counter()
        pending: list = []
        while not session.over:
            _, events = session.play_bot()
            pending.extend(events)
            if any(isinstance(e, M.TurnPassed) for e in events) or session.over:
                bucket, extra = classify(pending)
                c[bucket] += 1
                c.update(extra)
                pending = []
        turns.append(session.state.turn_count)
        per_game.append(c)
    keys = sorted({k for c in per_game for k in c})
    return {
        "turns_median": statistics.median(turns),
        "turns_mean": round(statistics.mean(turns), 1),
        "per_game_mean": {k: round(statistics.mean(c[k] for c in per_game), 1) for k in keys},
    }


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--bots", default="hard,hard")
    p.add_argument("--games", type=int, default=60)
    p.add_argument("--seed", type=int, default=5)
    a = p.parse_args()
    print(json.dumps(run(a.bots.split(","), a.games, a.seed), indent=1))


if __name__ == "__main__":
    main()
