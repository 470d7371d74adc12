"""Seven Locks physics: a pearl falling into a tower, a key sliding onto the chamber roof,
an opened chamber poured into a box. Deterministic, on the clarified times, at rest in the
end, and honest about heights (the key's notch ends where the rules say)."""

from __future__ import annotations

import math

import pytest

from castle_games.games.seven_locks import key_slide, pour, rules, tower
from castle_games.games.seven_locks.key_slide import KeySlide
from castle_games.games.seven_locks.pour import Pour
from castle_games.games.seven_locks.tower import TowerDrop

CHAMBERS = range(1, rules.N_CHAMBERS + 1)


def new_drop(chamber: int, pearls: int, seed: int = 1) -> TowerDrop:
    return TowerDrop(rules.fall_depth_mm(chamber), pearls, seed)


# -- the tower section ---------------------------------------------------------------------
def test_the_section_uses_the_rules_bore_and_gravity():
    assert tower.BORE_RADIUS_MM == rules.TOWER_BORE_RADIUS_MM
    assert tower.GRAVITY_MM_S2 == pytest.approx(rules.FALL_GRAVITY_M_S2 * 1000.0)


@pytest.mark.parametrize("pearls", [0, 1, 7, 30])
@pytest.mark.parametrize("chamber", CHAMBERS)
def test_first_impact_comes_at_the_clarified_fall_time(chamber, pearls):
    drop = new_drop(chamber, pearls)
    impacts = drop.run()
    assert impacts[0].time == pytest.approx(rules.fall_time_s(chamber), abs=0.001)
    assert impacts[0].surface == ("floor" if pearls == 0 else "pearl")
    assert drop.first_surface == impacts[0].surface


def test_a_given_fall_time_sets_the_gravity():
    drop = TowerDrop(100.0, 0, 3, fall_time_s=0.5)
    assert drop.gravity == pytest.approx(800.0)
    assert drop.run()[0].time == pytest.approx(0.5, abs=1e-9)


def test_the_fall_is_free_fall_straight_down():
    drop = new_drop(3, 4)
    g, x0 = drop.gravity, drop.drop_x
    for t in (0.1, 0.2, 0.3, 0.4):
        drop.advance(0.1)
        x, y = drop.drop_position
        assert (x, y) == pytest.approx((x0, 0.5 * g * t * t))
    assert not drop.landed and drop.impacts == []
    drop.advance(0.1)  # past 0.488 s: it has landed
    assert drop.landed and drop.impacts[0].time == pytest.approx(rules.fall_time_s(3))


@pytest.mark.parametrize(("chamber", "pearls"), [(1, 0), (1, 1), (4, 5), (8, 12), (2, 30),
                                                 (6, 80)])
def test_every_pearl_comes_to_rest_inside_the_chamber(chamber, pearls):
    drop = new_drop(chamber, pearls, seed=chamber + pearls)
    impacts = drop.run()
    assert drop.settled and drop.settle_time < drop.fall_time + tower.STOP_TIME + 0.01
    r, w = drop.pearl_radius, drop.bore_radius
    for x, y in [drop.drop_position, *drop.chamber_pearls]:
        assert abs(x) <= w - r + 0.3
        assert y <= drop.floor_y - r + 0.3
    assert all(a.time <= b.time for a, b in zip(impacts, impacts[1:]))


def test_a_pearl_bounces_a_few_times_on_the_bare_chamber():
    impacts = new_drop(1, 0).run()
    assert 2 <= len(impacts) <= 8
    assert all(i.surface == "floor" for i in impacts)
    # each bounce softer than the one before
    assert all(a.impulse > b.impulse for a, b in zip(impacts, impacts[1:]))


@pytest.mark.parametrize("pearls", [1, 7, 20])  # (a full row of 5 is wedged wall to wall)
def test_pearls_lying_in_the_chamber_are_struck(pearls):
    moved = [new_drop(2, pearls, seed=s) for s in range(4)]
    for drop in moved:
        drop.run()
    assert sum(d.moved_pearls for d in moved) >= 1
    assert all(d.impacts[0].surface == "pearl" for d in moved)


def test_same_seed_same_drop_and_any_frame_rate_gives_it():
    a = new_drop(3, 9, seed=5)
    a.run()
    b = new_drop(3, 9, seed=5)
    steps = [1 / 60, 1 / 144, 0.05, 1 / 30, 0.003]
    i = 0
    while not b.settled:
        b.advance(steps[i % len(steps)])
        i += 1
    assert [repr(x) for x in a.impacts] == [repr(x) for x in b.impacts]
    assert a.drop_position == b.drop_position
    assert a.chamber_pearls == b.chamber_pearls


def test_other_seeds_bounce_otherwise():
    runs = {tuple(repr(i) for i in new_drop(4, 6, seed=s).run()) for s in range(5)}
    assert len(runs) >= 3


def test_louder_from_deeper():
    first = [new_drop(k, 0).run()[0].impulse for k in CHAMBERS]
    assert first == sorted(first, reverse=True)
    assert TowerDrop.loudness(first[0]) == pytest.approx(1.0, abs=0.02)
    assert 0.0 < TowerDrop.loudness(first[-1]) < 1.0


def test_pile_is_packed_between_the_walls_without_overlap():
    r, width = 4.0, 40.0
    pile = tower.pile_positions(23, width, r)
    assert len(pile) == 23
    for i, (x, y) in enumerate(pile):
        assert abs(x) <= width / 2 - r + 1e-9 and y <= -r + 1e-9
        for x2, y2 in pile[i + 1:]:
            assert math.hypot(x - x2, y - y2) >= 2 * r - 1e-9


@pytest.mark.parametrize(("args", "message"), [
    ((0, 0, 1), "below the release"),
    ((50, -1, 1), "0 to 80 pearls"),
    ((50, 81, 1), "0 to 80 pearls"),
])
def test_bad_drops_are_clear_errors(args, message):
    with pytest.raises(ValueError, match=message):
        TowerDrop(*args)


# -- the key -------------------------------------------------------------------------------
def slid(key: int, chamber: int) -> KeySlide:
    slide = KeySlide(rules.fall_depth_mm(key), rules.fall_depth_mm(chamber))
    slide.run()
    return slide


@pytest.mark.parametrize("chamber", CHAMBERS)
@pytest.mark.parametrize("key", CHAMBERS)
def test_key_rests_on_the_roof_with_its_notch_where_the_rules_say(key, chamber):
    slide = slid(key, chamber)
    assert slide.rested
    assert slide.result == rules.key_result(key, chamber)
    assert slide.offset_mm == rules.key_offset_mm(key, chamber)
    assert slide.tip_y == pytest.approx(rules.fall_depth_mm(chamber), abs=0.5)
    assert -slide.notch_y == pytest.approx(rules.key_offset_mm(key, chamber), abs=0.5)


@pytest.mark.parametrize("chamber", CHAMBERS)
def test_key_stops_after_its_travel(chamber):
    slide = slid(4, chamber)
    travel = rules.fall_depth_mm(chamber) / key_slide.PUSH_SPEED_MM_S
    assert slide.stop_time == pytest.approx(travel + key_slide.PUSH_EASE_S / 2, abs=0.015)
    assert slide.cues[0].name == "clunk" and slide.cues[0].time == slide.stop_time


def test_a_fitting_key_turns_with_a_click_and_a_latch():
    slide = slid(5, 5)
    slide.turn()
    start = slide.time
    cues = slide.run()
    assert [c.name for c in cues] == ["click", "latch"]
    assert cues[0].time == pytest.approx(start + key_slide.TURN_CLICK_AT, abs=0.01)
    assert cues[1].time == pytest.approx(start + key_slide.TURN_TIME, abs=0.01)
    assert slide.turn_angle_deg == pytest.approx(90.0)


@pytest.mark.parametrize(("key", "chamber"), [(2, 5), (7, 3)])
def test_a_wrong_key_jams_and_rattles_back(key, chamber):
    slide = slid(key, chamber)
    slide.turn()
    start = slide.time
    angles = []
    while slide.time < start + key_slide.JAM_SETTLE + 0.05:
        slide.advance(1 / 120)
        angles.append(slide.turn_angle_deg)
    assert [c.name for c in slide.cues] == ["clunk", "jam"]
    assert 0 < max(angles) <= key_slide.JAM_ANGLE + 1e-9
    assert slide.turn_angle_deg == 0.0


def test_a_key_cannot_turn_before_it_rests():
    slide = KeySlide(100.0, 100.0)
    slide.advance(0.1)
    with pytest.raises(RuntimeError, match="rests on the roof"):
        slide.turn()


def test_key_slide_is_the_same_at_any_frame_rate():
    a = slid(3, 2)
    b = KeySlide(rules.fall_depth_mm(3), rules.fall_depth_mm(2))
    while not b.rested:
        b.advance(1 / 47)
    assert a.stop_time == b.stop_time and a.clunk_impulse == b.clunk_impulse


# -- the pour ------------------------------------------------------------------------------
@pytest.mark.parametrize("count", range(1, 31))
def test_every_poured_pearl_ends_in_the_box(count):
    p = Pour(count, seed=count)
    p.run()
    assert p.settled and p.waiting == 0
    assert p.in_box == count and p.rescues == 0
    assert all(t is not None for t in p.landing_times)


def test_pour_is_deterministic_and_the_seed_varies_it():
    a, b, c = Pour(12, seed=4), Pour(12, seed=4), Pour(12, seed=5)
    for p in (a, b, c):
        p.run()
    assert a.pearls == b.pearls and a.pearls != c.pearls


def test_pour_clicks_come_from_contacts():
    p = Pour(6, seed=2)
    events = p.run()
    assert len(events) >= 6
    assert {e.kind_a for e in events} == {"pearl"}
    assert {e.kind_b for e in events} <= {"box", "pearl"}


@pytest.mark.parametrize("count", [1, 5, 12, 30])
def test_sound_schedule_matches_the_landings(count):
    errors = []
    for seed in range(3):
        p = Pour(count, seed=seed)
        p.run()
        errors += [abs(a - b) for a, b in zip(p.landing_times, pour.landing_times(count))]
    errors.sort()
    assert errors[len(errors) // 2] < 0.02 and errors[-1] < 0.08


@pytest.mark.parametrize("count", [1, 2, 5, 10, 30, 80])
def test_schedule_spreads_over_about_a_second_never_two_at_once(count):
    times = pour.pour_schedule(count)
    assert len(times) == count and times == sorted(times)
    if count >= 10:
        assert 0.9 <= times[-1] - times[0] <= 1.1
    if count > 1:
        nominal = (times[-1] - times[0]) / (count - 1)
        assert min(b - a for a, b in zip(times, times[1:])) >= 0.59 * nominal


def test_the_chamber_tips_while_it_pours_and_comes_back():
    p = Pour(5, seed=1)
    p.advance(pour.TIP_TIME)
    assert p.chamber_angle_deg == pytest.approx(pour.CHAMBER_TILT_DEG)
    p.run()
    p.advance(1.0)
    assert p.chamber_angle_deg == pytest.approx(0.0)


def test_an_empty_chamber_pours_nothing():
    p = Pour(0)
    assert p.settled and p.run() == [] and p.in_box == 0


def test_too_many_pearls_is_a_clear_error():
    with pytest.raises(ValueError, match="0 to 80 pearls"):
        Pour(81)


def test_runs_of_different_seeds_share_no_game_and_a_seed_plays_its_run_again():
    from castle_games.simulate import game_seed, simulate

    one = [game_seed(1, g) for g in range(1000)]
    two = [game_seed(2, g) for g in range(1000)]
    assert not set(one) & set(two) and len(set(one)) == 1000
    assert one == [game_seed(1, g) for g in range(1000)]
    first, again = (simulate("seven-locks", 2, 4, 1, ["normal", "easy"]).to_dict()
                    for _ in range(2))
    first.pop("seconds"), again.pop("seconds")
    assert first == again and "turns_median" in first
