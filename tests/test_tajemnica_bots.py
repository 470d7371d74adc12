"""Tajemnica Zamku computer players: legal moves only, from what their seat sees; hard beats
easy; and a hard move is quick enough to play without waiting."""

from __future__ import annotations

import json
import statistics
import time

import pytest

from castle_games.core.seats import default_seats
from castle_games.games.tajemnica_zamku import MANIFEST
from castle_games.games.tajemnica_zamku import bot as tbot
from castle_games.games.tajemnica_zamku.rules import GAME, observation
from castle_games.simulate import simulate


@pytest.mark.parametrize("level, cls", [
    ("easy", tbot.EasyBot), ("normal", tbot.NormalBot), ("hard", tbot.HardBot),
])
def test_make_bot_levels(level, cls):
    bot = MANIFEST.make_bot(2, level, 7)
    assert type(bot) is cls and bot.seat == 2 and bot.level == level


def _play(levels, seed, as_json=False):
    state = GAME.new(default_seats(len(levels), levels), seed, {})
    bots = [MANIFEST.make_bot(i, lv, seed) for i, lv in enumerate(levels)]
    chosen = []
    while state.to_move is not None:
        seat = state.to_move
        obs = observation(state, seat)
        if as_json:  # plain data, nothing a bot could follow back into the state
            obs = json.loads(json.dumps(obs))
        legal = state.legal_actions()
        action = bots[seat].choose(obs, legal)
        assert action in legal, (seed, action)
        chosen.append(action)
        state.apply(action)
    return state, chosen


@pytest.mark.parametrize("seed", range(12))
def test_every_level_plays_legal_moves_to_the_end(seed):
    levels = [["easy", "normal", "hard", "normal"], ["hard", "hard"], ["normal"]][seed % 3]
    state, _ = _play(levels, seed)
    assert state.outcome is not None and len(state.outcome.winners) == 1


@pytest.mark.parametrize("seed", [1, 2])
def test_bots_decide_from_the_observation_alone(seed):
    """The same choices from a JSON copy of the observation: no hidden field is reachable."""
    levels = ["easy", "normal", "hard"]
    direct, a = _play(levels, seed)
    copied, b = _play(levels, seed, as_json=True)
    assert a == b and direct.to_dict() == copied.to_dict()


@pytest.mark.slow
def test_hard_beats_easy_in_two_player_games():
    started = time.perf_counter()
    report = simulate("tajemnica-zamku", 2, 500, 2024, ["hard", "easy"])
    data = report.to_dict()
    assert data["errors"] == 0
    rate = report.wins[0] / 500
    per_player = data["turns_median"] / 2
    print(f"\nhard beats easy in {rate:.1%} of 500 games; median {per_player} turns per "
          f"player; {500 / (time.perf_counter() - started):.1f} games/s")
    assert rate >= 0.65


@pytest.mark.perf
def test_a_hard_move_is_quick():
    times = []
    for seed in range(6):
        levels = ["hard"] * 4
        state = GAME.new(default_seats(4, levels), seed, {})
        bots = [MANIFEST.make_bot(i, "hard", seed) for i in range(4)]
        while state.to_move is not None:
            seat = state.to_move
            obs, legal = observation(state, seat), state.legal_actions()
            t = time.perf_counter()
            action = bots[seat].choose(obs, legal)
            times.append(time.perf_counter() - t)
            state.apply(action)
    p99 = statistics.quantiles(times, n=100)[98] * 1000
    print(f"\nhard bot: {len(times)} moves, p99 {p99:.2f} ms, max {max(times) * 1000:.1f} ms")
    assert p99 < 50
