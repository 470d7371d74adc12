"""A pearl dropped into a Seven Locks tower, seen in side section: it falls, strikes, bounces
and comes to rest on the chamber (or on the pearls already lying there).

What a player must hear is the fall time, so it is not left to the integrator: the pearl's
fall is driven kinematically, y = g t^2 / 2, and it touches whatever it lands on at exactly
t = sqrt(2 d / g). Only from that moment on does pymunk take over (the strike, the bounces,
the pearls it knocks about), stepped at a fixed 1/480 s by the FixedStepRunner. A fixed-step
fall would land up to a step late and, with symplectic Euler, half a step later still; the
hand-over keeps the first impact on the clarified time to the sample.

Gravity is the rules' slow-motion gravity (rules.FALL_GRAVITY_M_S2, 1 m/s^2, here in mm/s^2),
or, given `fall_time_s`, whatever gravity makes the fall over `chamber_depth_mm` last exactly
that long (g = 2 d / t^2). The sound generator passes the clarified fall time from its table.

The depth is measured to the top of what the pearl lands on: the bare chamber floor, or the
pile of pearls lying in the chamber, whose floor therefore sits lower by the pile's height.
That keeps the first impact on time for any number of pearls (the chamber is deeper than
its treasure, and a closed chamber is never shown).

Coordinates: millimetres, y pointing down (like the screen), x = 0 on the tower's axis,
y = 0 the centre of the pearl at its release. Contacts become `Impact`s: time since the
release, what was struck (`floor`, `pearl`, `wall`) and the impulse (pearl mass 1, so an
impulse reads as a change of speed in mm/s).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pymunk

from castle_games.core.rng import Rng
from castle_games.sim.contacts import ContactEvent, ContactRecorder
from castle_games.sim.runner import FixedStepRunner

STEP = 1.0 / 480.0            # a fast pearl moves ~1.3 mm a step: no tunnelling, fine timing
PEARL_RADIUS_MM = 4.0
PEARL_MASS = 1.0
BORE_RADIUS_MM = 20.0         # = rules.TOWER_BORE_RADIUS_MM (a test keeps them equal)
GRAVITY_MM_S2 = 1000.0        # = rules.FALL_GRAVITY_M_S2 in mm/s^2 (a test keeps them equal)
MAX_PEARLS = 80               # all the pearls of the game in one chamber
DROP_JITTER_MM = 2.5          # the hand does not drop dead centre: bounces vary with the seed
WALL_THICKNESS = 40.0
PEARL_ELASTICITY = 0.75       # glass-hard beads; pymunk multiplies both shapes' values
FLOOR_ELASTICITY = 0.45       # card: pearl-floor 0.34, a few short bounces
WALL_ELASTICITY = 0.5
PEARL_FRICTION = 0.35
FLOOR_FRICTION = 0.6
DAMPING = 0.55                # velocity kept per second: air and rolling losses, pearls settle
REST_SPEED = 2.0              # mm/s: slower than this, a pearl lies still
REST_HOLD = 0.12              # s all pearls must stay slow to count as settled
REST_CHECK_EVERY = 6          # steps between looks at the pearls' speeds
GUARD_TIME = 2.0              # s after the impact: then damping grows quickly...
STOP_TIME = 3.0               # ...and here everything is stopped outright
DYNAMIC_ROWS = 2              # rows of the pile (from the top) that a strike can move
RUN_CHUNK = 8 * STEP          # run() checks for rest (and its limit) this often
MIN_IMPULSE = 8.0             # quieter touches (resting, rolling) make no sound
# The hardest first impact (chamber 1, onto the bare floor) is about 850; a strike of
# LOUD_IMPULSE is a loud one: loudness = impulse / LOUD_IMPULSE, clipped to 1.
LOUD_IMPULSE = 850.0
KINDS = {"drop": 1, "pearl": 2, "floor": 3, "wall": 4}
SURFACES = ("floor", "pearl", "wall")


@dataclass(frozen=True)
class Impact:
    """One audible strike of the dropped pearl. `time` in seconds since the release."""

    time: float
    surface: str        # "floor" (bare chamber), "pearl" (a pearl lying there), "wall"
    impulse: float
    x: float
    y: float


def pile_positions(count: int, width: float, radius: float,
                   rng: Rng | None = None) -> list[tuple[float, float]]:
    """Centres of `count` pearls lying hexagonally packed on a floor at y = 0 (y down)
    between walls at x = +-width/2: rows of alternately n and n - 1 pearls. The top row is
    filled from the middle outwards (the chamber floor sags to the middle, where the pearls
    fall), ties between equally central places broken by `rng`."""
    per_row = max(1, int(width // (2.0 * radius)))
    span = 2.0 * radius * per_row
    rise = radius * math.sqrt(3.0) if per_row > 1 else 2.0 * radius
    out: list[tuple[float, float]] = []
    row = 0
    while len(out) < count:
        n = per_row if row % 2 == 0 or per_row == 1 else per_row - 1
        left = -span / 2.0 + radius + (radius if n < per_row else 0.0)
        xs = [left + 2.0 * radius * i for i in range(n)]
        need = count - len(out)
        if need < n:
            ties = [rng.random() if rng is not None else float(i) for i in range(n)]
            xs = sorted(sorted(xs, key=lambda x: (round(abs(x), 6), ties[xs.index(x)]))[:need])
        out.extend((x, -radius - row * rise) for x in xs)
        row += 1
    return out


def first_contact_y(x: float, radius: float, floor_y: float,
                    pile: list[tuple[float, float]]) -> tuple[float, str, int]:
    """Where a pearl falling straight down at `x` first touches: (centre y, surface, index
    of the struck pearl or -1)."""
    best, surface, index = floor_y - radius, "floor", -1
    for i, (px, py) in enumerate(pile):
        dx = abs(x - px)
        if dx < 2.0 * radius:
            y = py - math.sqrt(4.0 * radius * radius - dx * dx)
            if y < best:
                best, surface, index = y, "pearl", i
    return best, surface, index


class TowerDrop:
    """One pearl dropped into a tower whose chamber lies `chamber_depth_mm` below the release
    and already holds `pearls_in_chamber` pearls.

    Drive it like the dice tray: `advance(dt)` every frame (returns the new impacts), read
    `drop_position` and `chamber_pearls` to draw; or `run()` straight to rest (offline sound).
    """

    def __init__(self, chamber_depth_mm: float, pearls_in_chamber: int, seed: int, *,
                 fall_time_s: float | None = None, gravity_mm_s2: float | None = None,
                 bore_radius_mm: float = BORE_RADIUS_MM,
                 pearl_radius_mm: float = PEARL_RADIUS_MM) -> None:
        depth = float(chamber_depth_mm)
        if not depth > 0:
            raise ValueError(f"a chamber must lie below the release, not {depth} mm")
        if not 0 <= int(pearls_in_chamber) <= MAX_PEARLS:
            raise ValueError(f"a chamber holds 0 to {MAX_PEARLS} pearls, not {pearls_in_chamber}")
        if fall_time_s is not None and gravity_mm_s2 is not None:
            raise ValueError("give the fall time or the gravity, not both")
        if fall_time_s is not None:
            if not fall_time_s > 0:
                raise ValueError("the fall time must be positive")
            gravity = 2.0 * depth / float(fall_time_s) ** 2
        else:
            gravity = float(gravity_mm_s2 if gravity_mm_s2 is not None else GRAVITY_MM_S2)
        if not gravity > 0:
            raise ValueError("gravity must pull down")
        r = float(pearl_radius_mm)
        self.depth = depth
        self.gravity = gravity
        self.fall_time = math.sqrt(2.0 * depth / gravity)
        self.impact_speed = gravity * self.fall_time
        self.pearl_radius = r
        self.bore_radius = float(bore_radius_mm)
        if self.bore_radius < 2.0 * r:
            raise ValueError("the bore is too narrow for a pearl")
        rng = Rng(seed)
        self.drop_x = (rng.random() * 2.0 - 1.0) * min(DROP_JITTER_MM, self.bore_radius - r)
        # The pile lies on a floor at y = 0 first; then everything is shifted so that the
        # first touch comes after exactly `depth` mm of fall.
        pile = pile_positions(int(pearls_in_chamber), 2.0 * self.bore_radius, r, rng)
        touch, surface, _ = first_contact_y(self.drop_x, r, 0.0, pile)
        shift = depth - touch
        self.floor_y = shift
        self.landing_y = depth          # centre of the pearl at its first touch
        self.first_surface = surface
        self._pile_start = [(x, y + shift) for x, y in pile]

        self.space = pymunk.Space()
        self.space.gravity = (0.0, gravity)
        self.space.iterations = 10
        self.space.damping = DAMPING
        self.runner = FixedStepRunner(self.space, step=STEP, on_step=self._on_step)
        self.recorder = ContactRecorder(
            self.space, KINDS, [("drop", s) for s in SURFACES],
            clock=lambda: self.runner.time, min_impulse=MIN_IMPULSE)
        self._build_section()
        # Only the top rows can be knocked about; the pearls deep in the pile are held by
        # those above them, so they are static shapes (a pile of 80 costs what one of 15 does).
        top = min((y for _, y in self._pile_start), default=0.0)
        loose = top + DYNAMIC_ROWS * 2.0 * r
        self._pile_bodies = [self._add_pearl(x, y, "pearl") if y <= loose
                             else self._add_fixed_pearl(x, y) for x, y in self._pile_start]
        self._pile = [b for b in self._pile_bodies if b is not None]
        self._drop: pymunk.Body | None = None
        self._fall_clock = 0.0
        self.landed = False            # the pearl has reached the chamber (physics running)
        self.settled = False
        self.settle_time: float | None = None   # seconds since the release
        self.impacts: list[Impact] = []
        self._slow_for = 0.0

    # -- set-up -------------------------------------------------------------------------
    def _build_section(self) -> None:
        body = self.space.static_body
        w, t = self.bore_radius, WALL_THICKNESS
        top, bottom = -self.depth - 4 * self.pearl_radius, self.floor_y
        boxes = [((-w - t, top), (-w, bottom + t), "wall", WALL_ELASTICITY, PEARL_FRICTION),
                 ((w, top), (w + t, bottom + t), "wall", WALL_ELASTICITY, PEARL_FRICTION),
                 ((-w - t, bottom), (w + t, bottom + t), "floor", FLOOR_ELASTICITY,
                  FLOOR_FRICTION)]
        for (x0, y0), (x1, y1), kind, elasticity, friction in boxes:
            shape = pymunk.Poly(body, [(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
            shape.elasticity = elasticity
            shape.friction = friction
            shape.collision_type = KINDS[kind]
            self.space.add(shape)

    def _add_pearl(self, x: float, y: float, kind: str) -> pymunk.Body:
        r = self.pearl_radius
        body = pymunk.Body(PEARL_MASS, pymunk.moment_for_circle(PEARL_MASS, 0.0, r))
        body.position = (x, y)
        shape = pymunk.Circle(body, r)
        shape.elasticity = PEARL_ELASTICITY
        shape.friction = PEARL_FRICTION
        shape.collision_type = KINDS[kind]
        self.space.add(body, shape)
        return body

    def _add_fixed_pearl(self, x: float, y: float) -> None:
        shape = pymunk.Circle(self.space.static_body, self.pearl_radius, offset=(x, y))
        shape.elasticity = PEARL_ELASTICITY
        shape.friction = PEARL_FRICTION
        shape.collision_type = KINDS["pearl"]
        self.space.add(shape)

    def _land(self) -> None:
        """The fall is over: the pearl enters the physics touching its target, at full speed."""
        self._drop = self._add_pearl(self.drop_x, self.landing_y, "drop")
        self._drop.velocity = (0.0, self.impact_speed)
        self.landed = True

    # -- stepping -----------------------------------------------------------------------
    def _on_step(self, dt: float) -> None:
        t = self.runner.time
        bodies = self._pile + ([self._drop] if self._drop is not None else [])
        if self.settled or t >= STOP_TIME:
            for b in bodies:
                b.velocity = (0.0, 0.0)
                b.angular_velocity = 0.0
        elif t >= GUARD_TIME:
            keep = math.exp(-12.0 * (t - GUARD_TIME) * dt)
            for b in bodies:
                b.velocity = b.velocity * keep
        # Reading every body's velocity costs more than the step itself: look every few
        # steps (the rest must hold for REST_HOLD, many times longer, anyway).
        if self.runner.steps % REST_CHECK_EVERY:
            return
        limit = REST_SPEED * REST_SPEED
        fast = any(b.velocity.length_squared > limit for b in bodies)
        self._slow_for = 0.0 if fast else self._slow_for + REST_CHECK_EVERY * dt
        if not self.settled and (self._slow_for >= REST_HOLD or t >= STOP_TIME):
            self.settled = True
            self.settle_time = self.fall_time + t

    def _collect(self, events: list[ContactEvent]) -> list[Impact]:
        # A contact is reported at the end of the step in which it happened; it is stamped
        # at the step's start, so the first touch (which begins the first step) lands on
        # the exact fall time, and every later one within a step (2 ms) of the truth.
        new = [Impact(self.fall_time + e.time - STEP, e.kind_b, e.impulse, e.x, e.y)
               for e in events]
        self.impacts.extend(new)
        return new

    def advance(self, dt: float) -> list[Impact]:
        """Run on by `dt` seconds of frame time; the impacts that happened meanwhile."""
        if dt != dt or dt < 0:
            dt = 0.0
        if self.settled:
            return []
        if not self.landed:
            dt = min(dt, self.runner.max_frame_dt)
            self._fall_clock += dt
            if self._fall_clock < self.fall_time:
                return []
            dt = self._fall_clock - self.fall_time
            self._land()
        self.runner.advance(dt)
        return self._collect(self.recorder.drain())

    def run(self, limit: float = math.inf) -> list[Impact]:
        """Straight to rest, or until `limit` seconds after the release (a click that
        fast-forwards, or rendering a sound of that length): the impacts not yet returned
        by `advance`."""
        if not self.landed:
            self._fall_clock = self.fall_time
            self._land()
        new: list[Impact] = []
        while not self.settled and self.time < limit:
            self.runner.advance(RUN_CHUNK)
            new.extend(self._collect(self.recorder.drain()))
        return new

    # -- reading ------------------------------------------------------------------------
    @property
    def time(self) -> float:
        """Seconds since the release."""
        if not self.landed:
            return self._fall_clock
        return self.fall_time + self.runner.time

    @property
    def drop_position(self) -> tuple[float, float]:
        """Where to draw the dropped pearl now (mm, y down, y = 0 at the release)."""
        if self._drop is None:
            t = min(self._fall_clock, self.fall_time)
            return (self.drop_x, 0.5 * self.gravity * t * t)
        x, y = self._drop.position
        return (float(x), float(y))

    @property
    def chamber_pearls(self) -> list[tuple[float, float]]:
        """Where the pearls that were already in the chamber lie now."""
        return [(float(b.position.x), float(b.position.y)) if b is not None else start
                for b, start in zip(self._pile_bodies, self._pile_start)]

    @property
    def moved_pearls(self) -> int:
        """How many chamber pearls the strike has shifted by more than a millimetre."""
        return sum(1 for (x, y), (x0, y0) in zip(self.chamber_pearls, self._pile_start)
                   if math.hypot(x - x0, y - y0) > 1.0)

    @staticmethod
    def loudness(impulse: float) -> float:
        """0..1: how loud a strike of this impulse is (log, like mixer.contact_gain)."""
        x = max(0.0, impulse) / LOUD_IMPULSE
        return 0.0 if x <= 0 else min(1.0, math.log10(1.0 + 9.0 * x))
