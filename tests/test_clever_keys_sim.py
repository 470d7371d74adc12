"""Clever Keys physics: a key slides all the way or jams; gems tumble into piles and corners."""

from __future__ import annotations

import math

import pytest

from castle_games.games.clever_keys.gems import CornerPocket, GemPile
from castle_games.games.clever_keys.key_slot import FULL_DEPTH_MM, JAM_DEPTH_MM, MARK_MM, KeySlot


def push(blocked: bool, seed: int = 0, dt: float = 1 / 60) -> tuple[KeySlot, list, list]:
    key = KeySlot(blocked, seed=seed)
    depths, cues = [], []
    while not key.done and key.time < 5:
        cues += key.advance(dt)
        depths.append(key.depth_mm)
    return key, depths, cues


@pytest.mark.parametrize("blocked, depth, cue, mark", [
    (False, FULL_DEPTH_MM, "thunk", 0.0),
    (True, JAM_DEPTH_MM, "jam", MARK_MM),
])
def test_a_key_goes_all_the_way_into_a_free_slot_and_jams_in_a_blocked_one(blocked, depth,
                                                                           cue, mark):
    key, depths, cues = push(blocked)
    assert key.depth_mm == pytest.approx(depth, abs=0.05)
    assert key.mark_showing_mm == pytest.approx(mark, abs=0.05), "the red mark tells"
    assert key.result == ("jammed" if blocked else "all the way")
    assert [c.name for c in cues] == ["slide", cue]
    assert 0.5 < cues[1].strength <= 1.0, "a steady push stops with an audible knock"
    # it went down smoothly and never through its stop
    assert all(b >= a - 0.3 for a, b in zip(depths, depths[1:]))
    assert max(depths) <= depth + 1.0


def test_the_push_takes_a_readable_moment():
    free, _, free_cues = push(False)
    jam, _, jam_cues = push(True)
    assert 0.25 < free_cues[-1].time < 0.7
    assert jam_cues[-1].time < free_cues[-1].time, "the jam comes sooner: the peg is higher"
    assert free.rest_time is not None and free.rest_time < 1.0


@pytest.mark.parametrize("blocked", [False, True])
def test_the_same_push_lands_the_same_at_any_frame_rate(blocked):
    a, da, ca = push(blocked, seed=5, dt=1 / 60)
    b, db, cb = push(blocked, seed=5, dt=1 / 144)
    c, dc, cc = push(blocked, seed=5, dt=1 / 60)
    assert ca == cc and da == dc, "deterministic"
    assert [(x.name, round(x.time, 6), round(x.strength, 6)) for x in ca] == \
           [(x.name, round(x.time, 6), round(x.strength, 6)) for x in cb]
    assert a.depth_mm == b.depth_mm


def test_run_finishes_a_push_at_once():
    key = KeySlot(False, seed=2)
    cues = key.run()
    assert key.done and [c.name for c in cues] == ["slide", "thunk"]


def test_gems_dropped_into_a_pile_clink_and_all_come_to_rest_inside():
    pile = GemPile(300, 60, seed=3)
    contacts = []
    for _ in range(9):
        pile.drop()
        for _ in range(20):
            contacts += pile.advance(1 / 60)
    frames = 0
    while not pile.settled and frames < 600:
        contacts += pile.advance(1 / 60)
        frames += 1
    assert pile.settled and frames < 300, "still within a few seconds"
    assert pile.rescued == 0
    assert pile.count == 9
    for g in pile.gems:
        assert 0 <= g.x <= 300 and 0 <= g.y <= 60 + 1, g
        assert not g.moving
    kinds = {(c.kind_a, c.kind_b) for c in contacts}
    assert ("gem", "tray") in kinds and ("gem", "gem") in kinds
    assert all(c.impulse > 0 for c in contacts)


def test_a_full_pile_lies_low_in_its_tray():
    pile = GemPile(300, 60, seed=1)
    pile.fill(52)
    assert pile.settled and pile.count == 52 and pile.rescued == 0
    assert all(0 <= g.x <= 300 and 0 <= g.y <= 61 for g in pile.gems)


def test_the_pile_is_deterministic_at_any_frame_rate():
    def play(dt: float) -> list:
        pile = GemPile(240, 60, seed=8)
        for _ in range(5):
            pile.drop()
            for _step in range(round(0.3 / dt)):
                pile.advance(dt)
        pile.settle_now()
        return [(round(g.x, 6), round(g.y, 6), g.colour) for g in pile.gems]

    assert play(1 / 60) == play(1 / 60)
    assert play(1 / 60) == play(1 / 120)


def test_a_lost_gem_rolls_into_the_corner_and_stops_among_the_others():
    pocket = CornerPocket(130, seed=4)
    pocket.fill(12)
    before = [(g.x, g.y) for g in pocket.gems]
    assert all(pocket.inside(x, y) for x, y in before)
    pocket.roll_in()
    contacts, frames = [], 0
    while not pocket.settled and frames < 600:
        contacts += pocket.advance(1 / 60)
        frames += 1
    assert pocket.settled and pocket.rescued == 0 and pocket.count == 13
    new = pocket.gems[-1]
    assert pocket.inside(new.x, new.y)
    assert new.x + new.y < 0.8 * 130, "it rolled deep into the corner, not just over the lip"
    assert contacts, "it knocks into something on the way"


@pytest.mark.parametrize("bad", [dict(width=10, height=60), dict(width=300, height=5)])
def test_a_tray_too_small_for_a_gem_is_refused(bad):
    with pytest.raises(ValueError):
        GemPile(**bad)


@pytest.mark.parametrize("height, most", [(78, 36), (56, 24)])  # 2..4 players, 5 players
def test_a_few_gems_already_make_a_heap_and_a_big_score_still_fits(height, most):
    """Gems dropped one by one pile up in the middle (not a flat row along the floor); the
    highest scores the bots reach (36 with two players, 18 with five) stay in the tray."""
    row = math.sqrt(3) * 10  # a second row of nested hexagons lies this much higher
    heights = []
    for seed in range(1, 9):
        pile = GemPile(290, height, seed=seed, gem_radius=10)
        for n in range(1, most + 1):
            pile.drop()
            for _ in range(25):
                pile.advance(1 / 60)
            if n == 6:
                pile.settle_now()
                heights.append(height - 10 - min(g.y for g in pile.gems))
                assert max(g.x for g in pile.gems) - min(g.x for g in pile.gems) < 150
        pile.settle_now()
        assert pile.rescued <= 1 and pile.count == most
        assert all(0 <= g.x <= 290 and -10 <= g.y <= height + 1 for g in pile.gems)
    # A flat row measures 0 here. The heap is physics, so one throw in eight may spread out.
    assert sorted(heights)[len(heights) // 2] > 0.5 * row, "six gems mostly make a heap"
    assert sum(h > 0.25 * row for h in heights) >= 7, heights


def test_a_resumed_pile_is_laid_as_a_heap_too():
    pile = GemPile(290, 78, seed=1, gem_radius=10)
    pile.fill(6)
    ys = sorted({round(g.y) for g in pile.gems})
    assert len(ys) >= 3 and pile.rescued == 0
