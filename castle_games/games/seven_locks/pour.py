"""An opened Seven Locks chamber tipped over a collection box: its pearls pour out one after
another, click onto the box and onto each other, and come to rest inside.

Side view in millimetres, y pointing down, x = 0 the middle of the box, y = 0 its floor.
The chamber is tipped over the box (drawn by the view from `chamber_angle_deg` and the
spout); its pearls roll over the lip one at a time, on the schedule `pour_schedule(count)`,
and from there on they are pymunk bodies falling into the box. A tipped bin full of pearls
would dump them as one lump and fling some over the rim; a stream keeps every pearl a
separate, countable click over about a second, which is what a listener counts.

The schedule depends on the count alone, so the sound `pearls-pour` (which places its clicks
at `landing_times(count)`) lines up with the picture whatever seed the view uses; the seed
only varies how each pearl leaves the lip (and so where it lands and bounces).

Every pearl must end in the box: the box is wide and its walls high for the speeds involved,
and a belt-and-braces rescue puts back (and counts) any pearl found outside once everything
is still. Deterministic for a given count and seed, at any frame rate (fixed 1/240 s steps).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pymunk

from castle_games.core.rng import Rng
from castle_games.games.seven_locks.tower import PEARL_RADIUS_MM
from castle_games.sim.contacts import ContactEvent, ContactRecorder
from castle_games.sim.runner import FixedStepRunner, PlayedOut

STEP = 1.0 / 240.0
MAX_COUNT = 80
GRAVITY_MM_S2 = 2500.0        # gentle slow motion, like the tower's fall
BOX_HALF_WIDTH = 75.0         # inner half width of the collection box
BOX_WALL_HEIGHT = 45.0
BOX_THICKNESS = 30.0
SPOUT = (-30.0, -80.0)        # where the pearls leave the tipped chamber's lip
SPOUT_SPEED = (60.0, 160.0)   # mm/s to the right, from the seed
CHAMBER_TILT_DEG = 115.0      # the chamber's tip while it pours
TIP_TIME = 0.25               # s to tip it before the first pearl rolls out
POUR_SPREAD = 1.0             # s between the first and the last pearl, for a full chamber
POUR_GAP = 0.12               # s between pearls when there are only a few
SCHEDULE_JITTER = 0.2         # share of the gap a release may move: never two at once
HEAP_RISE_MM = 0.6            # the heap under the spout grows by about this per pearl...
HEAP_MAX_MM = 30.0            # ...until it spreads out
PEARL_ELASTICITY = 0.5
BOX_ELASTICITY = 0.35
FRICTION = 0.3
DAMPING = 0.3                 # velocity kept per second (rolling losses)
REST_SPEED = 3.0
REST_HOLD = 0.15
GUARD_TIME = 1.5              # s after the last release: then damping grows quickly...
STOP_TIME = 2.5               # ...and here everything is stopped outright
MIN_IMPULSE = 40.0
LOUD_IMPULSE = 1200.0         # a pearl dropping from the spout onto the bare box floor
KINDS = {"pearl": 1, "box": 2}


def pour_schedule(count: int) -> list[float]:
    """When each pearl rolls over the lip (seconds after the pour starts): evenly spread,
    jittered a little (from the count alone), never two closer than 60 % of the gap."""
    if count <= 0:
        return []
    spread = min(POUR_SPREAD, POUR_GAP * (count - 1))
    gap = spread / max(1, count - 1) if count > 1 else POUR_GAP
    rng = Rng(7919 + count)
    out = []
    for i in range(count):
        jitter = 0.0 if i == 0 else SCHEDULE_JITTER * gap * (2.0 * rng.random() - 1.0)
        out.append(TIP_TIME + i * gap + jitter)
    return out


def fall_delay_s(heap_mm: float = 0.0) -> float:
    """From the lip onto the box floor, or onto a heap `heap_mm` high, with the space's
    damping: y(t) = (g/k) t - (g/k^2)(1 - e^-kt), k = -ln(DAMPING)."""
    drop = -SPOUT[1] - PEARL_RADIUS_MM - heap_mm
    k = -math.log(DAMPING)
    g = GRAVITY_MM_S2

    def fallen(t: float) -> float:
        return g / k * t - g / (k * k) * (1.0 - math.exp(-k * t))

    lo, hi = 0.0, 2.0
    for _ in range(50):
        mid = 0.5 * (lo + hi)
        lo, hi = (mid, hi) if fallen(mid) < drop else (lo, mid)
    return 0.5 * (lo + hi)


def landing_times(count: int) -> list[float]:
    """When each pearl first lands in the box: the schedule of the pearls-pour sound. The
    heap under the spout grows, so later pearls fall a little less far."""
    return [t + fall_delay_s(min(HEAP_MAX_MM, HEAP_RISE_MM * i))
            for i, t in enumerate(pour_schedule(count))]


@dataclass(frozen=True)
class PourGeometry:
    """Where to draw the box (inner edges) and the tipped chamber's spout."""

    box_left: float
    box_right: float
    box_top: float
    box_floor: float
    spout: tuple[float, float]


class Pour(PlayedOut):
    """`count` pearls poured from a chamber into the box. `advance(dt)` per frame (returns
    the contact events for clicks), `run()` to rest; `pearls`, `waiting` to draw."""

    def __init__(self, count: int, seed: int = 0) -> None:
        if not 0 <= int(count) <= MAX_COUNT:
            raise ValueError(f"a chamber holds 0 to {MAX_COUNT} pearls, not {count}")
        self.count = int(count)
        self.geometry = PourGeometry(-BOX_HALF_WIDTH, BOX_HALF_WIDTH, -BOX_WALL_HEIGHT, 0.0,
                                     SPOUT)
        rng = Rng(seed)
        self.schedule = pour_schedule(self.count)
        self._launch = [(SPOUT_SPEED[0] + rng.random() * (SPOUT_SPEED[1] - SPOUT_SPEED[0]),
                         20.0 * rng.random()) for _ in range(self.count)]
        self.space = pymunk.Space()
        self.space.gravity = (0.0, GRAVITY_MM_S2)
        self.space.damping = DAMPING
        self.space.iterations = 12
        self.runner = FixedStepRunner(self.space, step=STEP, on_step=self._on_step)
        self.recorder = ContactRecorder(self.space, KINDS, [("pearl", "box"), ("pearl", "pearl")],
                                        clock=lambda: self.runner.time, min_impulse=MIN_IMPULSE)
        self._build_box()
        self._pearls: list[pymunk.Body] = []
        self._fall_speed: list[float] = []
        self.landing_times: list[float | None] = [None] * self.count
        self.rescues = 0
        self.settled = self.count == 0
        self.settle_time: float | None = 0.0 if self.settled else None
        self._slow_for = 0.0

    # -- set-up ---------------------------------------------------------------------------
    def _build_box(self) -> None:
        w, h, t = BOX_HALF_WIDTH, BOX_WALL_HEIGHT, BOX_THICKNESS
        body = self.space.static_body
        for x0, y0, x1, y1 in ((-w - t, 0.0, w + t, t), (-w - t, -h, -w, t), (w, -h, w + t, t)):
            shape = pymunk.Poly(body, [(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
            shape.elasticity = BOX_ELASTICITY
            shape.friction = FRICTION
            shape.collision_type = KINDS["box"]
            self.space.add(shape)

    def _release(self, index: int) -> None:
        r = PEARL_RADIUS_MM
        body = pymunk.Body(1.0, pymunk.moment_for_circle(1.0, 0.0, r))
        body.position = SPOUT
        body.velocity = self._launch[index]
        shape = pymunk.Circle(body, r)
        shape.elasticity = PEARL_ELASTICITY
        shape.friction = FRICTION
        shape.collision_type = KINDS["pearl"]
        self.space.add(body, shape)
        self._pearls.append(body)
        self._fall_speed.append(float(body.velocity.y))

    # -- stepping -------------------------------------------------------------------------
    def _inside(self, x: float, y: float) -> bool:
        r = PEARL_RADIUS_MM
        return -BOX_HALF_WIDTH < x < BOX_HALF_WIDTH and -BOX_WALL_HEIGHT + r < y <= 0.5

    def _on_step(self, dt: float) -> None:
        t = self.runner.time
        while len(self._pearls) < self.count and self.schedule[len(self._pearls)] <= t:
            self._release(len(self._pearls))
        last = self.schedule[-1] if self.schedule else 0.0
        if t >= last + STOP_TIME:
            for body in self._pearls:
                body.velocity = (0.0, 0.0)
                body.angular_velocity = 0.0
        elif t >= last + GUARD_TIME:
            keep = math.exp(-12.0 * (t - last - GUARD_TIME) * dt)
            for body in self._pearls:
                body.velocity = body.velocity * keep
        fast = False
        for i, body in enumerate(self._pearls):
            vy = float(body.velocity.y)
            # landed: the fall was stopped (by the floor or the pearls already there)
            if self.landing_times[i] is None and self._fall_speed[i] > 100.0 \
                    and vy < 0.5 * self._fall_speed[i]:
                self.landing_times[i] = t - dt
            self._fall_speed[i] = vy
            if body.velocity.length > REST_SPEED:
                fast = True
        poured = len(self._pearls) == self.count
        self._slow_for = self._slow_for + dt if (poured and not fast) else 0.0
        if not self.settled and (self._slow_for >= REST_HOLD or t >= last + STOP_TIME):
            self._rescue()
            self.settled = True
            self.settle_time = t

    def _rescue(self) -> None:
        """Belt and braces: a pearl lying anywhere but in the box is put back (counted)."""
        for i, body in enumerate(self._pearls):
            x, y = body.position
            if not self._inside(x, y):
                self.rescues += 1
                body.position = (0.0, -2.0 * PEARL_RADIUS_MM)
                body.velocity = (0.0, 0.0)
                if self.landing_times[i] is None:
                    self.landing_times[i] = self.runner.time

    def run(self, limit: float = 10.0) -> list[ContactEvent]:
        """Straight to rest: the contact events (clicks) not yet returned."""
        return self._to_rest(limit, 8 * STEP)

    # -- reading --------------------------------------------------------------------------
    @property
    def time(self) -> float:
        return self.runner.time

    @property
    def pearls(self) -> list[tuple[float, float]]:
        """Where the poured pearls are now (those still in the chamber are `waiting`)."""
        return [(float(b.position.x), float(b.position.y)) for b in self._pearls]

    @property
    def waiting(self) -> int:
        """Pearls still in the chamber (draw them in it, or one at the spout)."""
        return self.count - len(self._pearls)

    @property
    def in_box(self) -> int:
        """How many pearls lie in the box now."""
        return sum(1 for x, y in self.pearls if self._inside(x, y))

    @property
    def chamber_angle_deg(self) -> float:
        """How far the chamber is tipped now: up to CHAMBER_TILT_DEG while it pours, then
        back upright once it is empty."""
        t = self.time
        u = min(1.0, t / TIP_TIME)
        tilt = CHAMBER_TILT_DEG * u * u * (3.0 - 2.0 * u)
        if self.waiting == 0 and self.schedule:
            back = min(1.0, max(0.0, (t - self.schedule[-1] - 0.1) / TIP_TIME))
            tilt *= 1.0 - back * back * (3.0 - 2.0 * back)
        return tilt
