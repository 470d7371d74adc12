"""Seven Locks' computer players hear as people do, except expert: a tower's chamber named
from its own pearls alone lands on the chamber, a neighbour or further at rates a person's
would (scored as the listening trainer scores: 3 for the chamber, 1 for a neighbour), and
below expert more pearls into the same tower help little, because a person misjudges a
tower's sound the same way each time. Expert keeps an exact ear that converges on the truth.

Each sample is a fresh player (its own seed, so its own misjudgements) hearing k pearls fall
into tower 3 over a random chamber, through the bot's real `notice`; the bands hold over
1,500 samples with a margin of about four standard errors.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from castle_games.games.seven_locks.bot import SevenLocksBot
from castle_games.games.seven_locks.moves import PearlHeard
from castle_games.games.seven_locks.rules import N_CHAMBERS, fall_depth_mm
from castle_games.games.seven_locks.trainer import points_for

SAMPLES = 1500
TOWER = 3


def named(level: str, drops: int) -> tuple[float, float, float]:
    """Shares of chamber / neighbour / further, and the trainer's mean points."""
    pick = random.Random(7)
    hits = np.zeros(3)
    points = 0
    for i in range(SAMPLES):
        bot = SevenLocksBot(0, level, seed=10_000 + i)
        chamber = pick.randrange(1, N_CHAMBERS + 1)
        bot.notice([PearlHeard(1, TOWER, float(fall_depth_mm(chamber)), k, False)
                    for k in range(drops)])
        guess = int(np.argmax(bot.evidence[TOWER - 1])) + 1
        hits[min(2, abs(guess - chamber))] += 1
        points += points_for(guess, chamber)
    share = hits / SAMPLES
    return float(share[0]), float(share[1]), points / SAMPLES


@pytest.mark.parametrize("level,low,high", [("easy", 0.15, 0.32), ("normal", 0.36, 0.52),
                                            ("hard", 0.48, 0.65)])
def test_below_expert_a_tower_is_heard_as_a_person_hears_it(level, low, high):
    exact, near, _points = named(level, 2)
    assert low <= exact <= high, (level, exact)
    if level != "easy":
        assert exact + near > 0.85  # a grown-up is seldom more than a chamber off


def test_below_expert_more_pearls_help_a_person_little():
    for level in ("normal", "hard"):
        two, _, _ = named(level, 2)
        eight, _, _ = named(level, 8)
        assert eight - two < 0.15, (level, two, eight)
        assert eight < 0.75, (level, eight)  # still one chamber off about a time in four


def test_the_levels_hear_in_order_and_expert_converges_on_the_truth():
    points = {level: named(level, 2)[2] for level in ("easy", "normal", "hard", "expert")}
    assert points["easy"] < points["normal"] < points["hard"] < points["expert"], points
    exact4, _, _ = named("expert", 4)
    exact8, _, _ = named("expert", 8)
    assert exact4 > 0.9 and exact8 > 0.97, (exact4, exact8)


def test_a_player_rebuilt_from_the_same_events_hears_alike():
    events = [PearlHeard(1, t, float(fall_depth_mm(c)), 0, True)
              for t, c in ((1, 4), (2, 7), (1, 4), (5, 2))]
    first, again = SevenLocksBot(0, "hard", seed=5), SevenLocksBot(0, "hard", seed=5)
    first.notice(events)
    again.notice(events)
    assert np.array_equal(first.evidence, again.evidence)
