"""The fixed-step runner and the contact recorder: stalls, determinism, audible contacts."""

from __future__ import annotations

import math

import pymunk
import pytest

from castle_games.sim.contacts import ContactEvent, ContactRecorder
from castle_games.sim.runner import FixedStepRunner

KINDS = {"box": 1, "wall": 2}


def bouncing_space() -> tuple[pymunk.Space, list[pymunk.Body]]:
    """Three spinning boxes in a walled 300x200 room, knocking into walls and each other."""
    space = pymunk.Space()
    for a, b in (((0, 0), (300, 0)), ((300, 0), (300, 200)), ((300, 200), (0, 200)),
                 ((0, 200), (0, 0))):
        seg = pymunk.Segment(space.static_body, a, b, 5)
        seg.elasticity = 0.9
        seg.collision_type = KINDS["wall"]
        space.add(seg)
    bodies = []
    for i, (pos, vel) in enumerate((((50, 50), (400, 130)), ((150, 100), (-250, 320)),
                                    ((240, 150), (90, -410)))):
        body = pymunk.Body(1, pymunk.moment_for_box(1, (20, 20)))
        body.position, body.velocity, body.angular_velocity = pos, vel, 3.0 - 2 * i
        shape = pymunk.Poly.create_box(body, (20, 20))
        shape.elasticity = 0.9
        shape.collision_type = KINDS["box"]
        space.add(body, shape)
        bodies.append(body)
    return space, bodies


def snapshot(bodies: list[pymunk.Body]) -> list[tuple[float, float, float]]:
    return [(b.position.x, b.position.y, b.angle) for b in bodies]


# -- runner ------------------------------------------------------------------------------

@pytest.mark.parametrize("frame_dt, frames, steps", [
    (1 / 60, 60, 120),     # a 60 Hz display: two steps a frame
    (1 / 120, 120, 120),   # one step a frame
    (1 / 30, 30, 120),     # a slow machine: four steps a frame
    (1 / 240, 240, 120),   # a fast display: a step every other frame
    (1 / 144, 144, 120),   # frames that do not divide the step: the accumulator carries over
])
def test_steps_follow_frame_time(frame_dt, frames, steps):
    space, _ = bouncing_space()
    runner = FixedStepRunner(space)
    taken = sum(runner.advance(frame_dt) for _ in range(frames))
    assert abs(taken - steps) <= 1
    assert runner.time == pytest.approx(taken / 120)
    assert 0.0 <= runner.alpha <= 1.0


def test_a_stall_is_clamped_not_caught_up():
    space, bodies = bouncing_space()
    runner = FixedStepRunner(space, max_frame_dt=0.25)
    assert runner.advance(2.0) == 30          # a 2 s freeze pays for 0.25 s: 30 steps, not 240
    assert runner.time == pytest.approx(0.25)
    assert runner.dropped == pytest.approx(1.75)
    assert runner.advance(1 / 60) == 2        # and the next frame is an ordinary frame again


@pytest.mark.parametrize("dt", [-0.5, float("nan"), 0.0])
def test_nonsense_frame_times_take_no_step(dt):
    space, bodies = bouncing_space()
    runner = FixedStepRunner(space)
    before = snapshot(bodies)
    assert runner.advance(dt) == 0
    assert snapshot(bodies) == before


def test_alpha_is_the_leftover_fraction_of_a_step():
    runner = FixedStepRunner(pymunk.Space())
    runner.advance(1.5 / 120)
    assert runner.steps == 1
    assert runner.alpha == pytest.approx(0.5)


def test_same_inputs_same_positions_at_any_frame_rate():
    results = []
    for frame_dt, frames in ((1 / 60, 120), (1 / 60, 120), (1 / 30, 60), (1 / 120, 240)):
        space, bodies = bouncing_space()
        runner = FixedStepRunner(space)
        for _ in range(frames):
            runner.advance(frame_dt)
        assert runner.steps == 240
        results.append(snapshot(bodies))
    assert results[0] == results[1]           # bit for bit, not approximately
    assert results[0] == results[2] == results[3]


def test_on_step_sees_every_step_with_its_end_time():
    seen = []
    runner = FixedStepRunner(pymunk.Space(), on_step=lambda dt: seen.append(runner.time))
    runner.advance(0.05)
    assert len(seen) == 6
    assert seen == pytest.approx([(i + 1) / 120 for i in range(6)])


# -- contacts ----------------------------------------------------------------------------

def box_towards_wall(mass: float, speed: float, elasticity: float
                     ) -> tuple[pymunk.Space, pymunk.Body, FixedStepRunner, ContactRecorder]:
    space = pymunk.Space()
    wall = pymunk.Segment(space.static_body, (200, -100), (200, 100), 2)
    wall.elasticity = elasticity
    wall.collision_type = KINDS["wall"]
    body = pymunk.Body(mass, pymunk.moment_for_box(mass, (20, 20)))
    body.velocity = (speed, 0)
    shape = pymunk.Poly.create_box(body, (20, 20))
    shape.elasticity = elasticity
    shape.collision_type = KINDS["box"]
    space.add(wall, body, shape)
    runner = FixedStepRunner(space)
    recorder = ContactRecorder(space, KINDS, [("box", "wall")], clock=lambda: runner.time)
    return space, body, runner, recorder


@pytest.mark.parametrize("mass, speed, elasticity, impulse", [
    (1.0, 500.0, 0.0, 500.0),     # a dead stop: impulse = m v
    (2.0, 300.0, 0.0, 600.0),     # twice the mass, same stop
    (1.0, 400.0, 1.0, 800.0),     # a perfect bounce: m (v + v)
])
def test_wall_hit_impulse_is_the_momentum_change(mass, speed, elasticity, impulse):
    space, body, runner, recorder = box_towards_wall(mass, speed, elasticity)
    for _ in range(60):
        runner.advance(1 / 60)
    events = recorder.drain()
    assert len(events) == 1
    hit = events[0]
    assert (hit.kind_a, hit.kind_b) == ("box", "wall")
    assert hit.impulse == pytest.approx(impulse, rel=0.02)
    assert hit.x == pytest.approx(199, abs=4)           # where box meets wall
    # The box starts 190 px from the wall face: the knock is timed when it gets there.
    assert hit.time == pytest.approx(188 / speed, abs=2 / 120)
    assert recorder.drain() == []                       # drained events are gone


def test_die_die_and_wall_contacts_are_reported_with_positive_impulses():
    space, bodies = bouncing_space()
    runner = FixedStepRunner(space)
    recorder = ContactRecorder(space, KINDS, [("box", "wall"), ("box", "box")],
                               clock=lambda: runner.time)
    events: list[ContactEvent] = []
    for _ in range(240):
        runner.advance(1 / 60)
        events += recorder.drain()
    kinds = {(e.kind_a, e.kind_b) for e in events}
    assert kinds == {("box", "wall"), ("box", "box")}
    assert all(e.impulse >= recorder.min_impulse > 0 for e in events)
    assert [e.time for e in events] == sorted(e.time for e in events)
    assert all(-10 <= e.x <= 310 and -10 <= e.y <= 210 for e in events)


def test_slow_touches_stay_silent():
    space, body, runner, recorder = box_towards_wall(1.0, 8.0, 0.0)   # impulse 8 < 20
    for _ in range(60 * 25):
        runner.advance(1 / 60)
    assert body.position.x > 180                       # it did reach the wall
    assert recorder.drain() == []


def test_a_rattle_is_debounced_per_pair():
    # A box rattling fast between two close walls touches every few ms: the ear hears a
    # rattle, not a buzz, so one pair never sounds twice within 30 ms.
    space = pymunk.Space()
    for x in (-12.0, 12.0):
        wall = pymunk.Segment(space.static_body, (x, -50), (x, 50), 0)
        wall.elasticity = 1.0
        wall.collision_type = KINDS["wall"]
        space.add(wall)
    body = pymunk.Body(1, math.inf)                   # no spin: a clean rattle
    body.velocity = (900, 0)
    shape = pymunk.Poly.create_box(body, (20, 20))
    shape.elasticity = 1.0
    shape.collision_type = KINDS["box"]
    space.add(body, shape)
    runner = FixedStepRunner(space)
    recorder = ContactRecorder(space, KINDS, [("box", "wall")], clock=lambda: runner.time)
    bounces, last_vx = 0, body.velocity.x
    for _ in range(60):                                # half a second, step by step
        runner.advance(1 / 120)
        if body.velocity.x * last_vx < 0:
            bounces += 1
        last_vx = body.velocity.x
    events = recorder.drain()
    times = [e.time for e in events]
    assert bounces >= 2 * len(events) > 0
    assert all(b - a >= 0.030 - 1e-9 for a, b in zip(times, times[1:]))


def test_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="unknown contact kind"):
        ContactRecorder(pymunk.Space(), KINDS, [("box", "felt")], clock=lambda: 0.0)
