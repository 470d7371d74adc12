"""Clever Keys gemstones: tumbling into a player's pile, or rolling into the open corner.

Two small pymunk scenes, in pixels (the view draws them 1:1), y pointing down:

- `GemPile`: a player's tray seen from the side, `width` x `height`, its floor at
  y = height. `drop()` lets one gem fall in from just above the tray's middle; the gems
  clink onto the tray and onto each other and come to rest in a heap. The first gems
  fall close to the middle, later ones over a wider stretch, so a few gems already look
  like a little pile (not a row) and a big one still stays inside the tray: the drops
  aim at a heap of one row less than the tray holds.
- `CornerPocket`: the board's open corner seen from above (no gravity; gems roll and slow
  down). The corner itself is the origin, the pocket the triangle x, y >= 0, x + y <= size,
  closed by two frame walls and a lip with a gap in its middle. `roll_in()` sends a lost
  gem through the gap towards the corner, where it knocks into the gems already lying
  there and stops.

Gems are small hexagons (they tumble and settle; discs would roll for ever). Contacts
become `ContactEvent`s ("gem"-"gem", "gem"-"tray"/"wall") for the clink sounds, loudness
from the impulse (mass 1 x px/s).

Every gem must end inside its area: after the last drop the scene damps harder and harder,
then stops everything outright, and a rescue puts any gem found outside back in on top
(counted in `rescued`; tests expect 0). Deterministic for a given seed and sequence of
calls, at any frame rate (fixed 1/240 s steps).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pymunk

from castle_games.core.rng import Rng
from castle_games.sim.contacts import ContactEvent, ContactRecorder
from castle_games.sim.runner import FixedStepRunner

STEP = 1.0 / 240.0
GEM_RADIUS = 7.0
COLOURS = 5                   # the view paints colour 0..4; "the colour is unimportant"
GRAVITY = 900.0               # px/s^2 in the pile (slowed a little: it should be seen)
PILE_DAMPING = 0.5            # velocity kept per second while falling and tumbling
POCKET_DAMPING = 0.25         # rolling on the board's surface slows a gem quickly
GEM_ELASTICITY = 0.35
WALL_ELASTICITY = 0.3
FRICTION = 0.7
# In a tray gems must stay where they land, on top of each other: hardly any bounce,
# much grip (with the pocket's values they slide apart into a flat row).
PILE_ELASTICITY = 0.05
PILE_FRICTION = 1.5
PILE_SIDEWAYS = 10.0          # px/s: the most a dropped gem drifts sideways
REST_SPEED = 4.0              # px/s
REST_SPIN = 0.4               # rad/s
REST_HOLD = 0.15              # s
GUARD_TIME = 1.6              # s after the last gem came in: damping grows...
STOP_TIME = 2.6               # ...and here everything stops outright
MIN_IMPULSE = 25.0
LOUD_IMPULSE = 350.0          # a gem falling onto the bare tray from the drop height
ROLL_SPEED = 260.0            # px/s: a lost gem entering the pocket
KINDS = {"gem": 1, "wall": 2}


@dataclass(frozen=True)
class GemView:
    """One gem as the view draws it."""

    x: float
    y: float
    angle_deg: float
    colour: int
    moving: bool


def _hexagon(radius: float) -> list[tuple[float, float]]:
    return [(radius * math.cos(math.pi / 3 * k), radius * math.sin(math.pi / 3 * k))
            for k in range(6)]


class _GemScene:
    """What the pile and the pocket share: gems, stepping, resting, rescuing."""

    damping = PILE_DAMPING
    wall_kind_name = "tray"
    gem_elasticity = GEM_ELASTICITY
    wall_elasticity = WALL_ELASTICITY
    friction = FRICTION

    def __init__(self, seed: int, gem_radius: float) -> None:
        self.rng = Rng(seed)
        self.radius = float(gem_radius)
        self.space = pymunk.Space()
        self.space.damping = self.damping
        self.space.iterations = 15
        # Gems lying still go to sleep: a full pile costs nothing until something lands on it.
        self.space.sleep_time_threshold = 0.3
        self.runner = FixedStepRunner(self.space, step=STEP, on_step=self._on_step)
        self.recorder = ContactRecorder(
            self.space, {"gem": KINDS["gem"], self.wall_kind_name: KINDS["wall"]},
            [("gem", "gem"), ("gem", self.wall_kind_name)],
            clock=lambda: self.runner.time, min_impulse=MIN_IMPULSE)
        self.bodies: list[pymunk.Body] = []
        self.colours: list[int] = []
        self.rescued = 0
        self.settled = True
        self._since_last = 0.0
        self._still_for = 0.0

    # -- building ----------------------------------------------------------------------------
    def _wall(self, a: tuple[float, float], b: tuple[float, float], thick: float = 3.0) -> None:
        seg = pymunk.Segment(self.space.static_body, a, b, thick)
        seg.elasticity = self.wall_elasticity
        seg.friction = self.friction
        seg.collision_type = KINDS["wall"]
        self.space.add(seg)

    def _add_gem(self, x: float, y: float, vx: float = 0.0, vy: float = 0.0,
                 spin: float = 0.0, colour: int | None = None) -> pymunk.Body:
        verts = _hexagon(self.radius)
        body = pymunk.Body(1.0, pymunk.moment_for_poly(1.0, verts))
        body.position = (x, y)
        body.velocity = (vx, vy)
        body.angular_velocity = spin
        body.angle = self.rng.random() * math.pi / 3
        shape = pymunk.Poly(body, verts)
        shape.elasticity = self.gem_elasticity
        shape.friction = self.friction
        shape.collision_type = KINDS["gem"]
        self.space.add(body, shape)
        self.bodies.append(body)
        self.colours.append(self.rng.randrange(COLOURS) if colour is None else colour)
        self.settled = False
        self._since_last = 0.0
        self._still_for = 0.0
        return body

    # -- stepping ----------------------------------------------------------------------------
    def _on_step(self, dt: float) -> None:
        self._since_last += dt
        if self._since_last > GUARD_TIME:
            # Past the guard, every step takes more speed away: nothing jiggles for ever.
            k = 0.85 if self._since_last < STOP_TIME else 0.0
            for body in self.bodies:
                body.velocity = (body.velocity.x * k, body.velocity.y * k)
                body.angular_velocity *= k
        still = all(abs(b.velocity.x) < REST_SPEED and abs(b.velocity.y) < REST_SPEED
                    and abs(b.angular_velocity) < REST_SPIN for b in self.bodies)
        self._still_for = self._still_for + dt if still else 0.0
        if self._still_for >= REST_HOLD or self._since_last >= STOP_TIME:
            if self._outside():
                self._rescue()  # and on again, until the rescued gem lies still too
            else:
                self.settled = True

    def _outside(self) -> list[pymunk.Body]:
        return [b for b in self.bodies if not self.inside(b.position.x, b.position.y)]

    def _rescue(self) -> None:
        for body in self._outside():
            self.rescued += 1
            body.position = self._rescue_spot()
            body.velocity = (0.0, 0.0)
            body.angular_velocity = 0.0
            self._since_last = 0.0
            self._still_for = 0.0

    def inside(self, x: float, y: float) -> bool:  # pragma: no cover - each scene says
        raise NotImplementedError

    def _rescue_spot(self) -> tuple[float, float]:  # pragma: no cover
        raise NotImplementedError

    def advance(self, dt: float) -> list[ContactEvent]:
        """Run on by `dt` seconds of frame time; the contacts that happened."""
        if self.settled:
            self.runner.advance(0.0)
            return []
        self.runner.advance(dt)
        return self.recorder.drain()

    def settle_now(self, limit: float = 8.0) -> None:
        """Run until everything lies still (silently: the contacts are dropped)."""
        end = self.runner.time + limit
        while not self.settled and self.runner.time < end:
            self.runner.advance(8 * STEP)
        self.recorder.drain()
        if not self.settled:  # cannot happen: STOP_TIME stops everything
            self._rescue()
            self.settled = True

    # -- reading -----------------------------------------------------------------------------
    @property
    def count(self) -> int:
        return len(self.bodies)

    @property
    def time(self) -> float:
        return self.runner.time

    @property
    def gems(self) -> list[GemView]:
        return [GemView(float(b.position.x), float(b.position.y),
                        math.degrees(b.angle) % 60.0, c, not self.settled)
                for b, c in zip(self.bodies, self.colours)]


class GemPile(_GemScene):
    """A player's tray of gemstones seen from the side. `drop()` one at a time."""

    damping = PILE_DAMPING
    wall_kind_name = "tray"
    gem_elasticity = PILE_ELASTICITY
    wall_elasticity = PILE_ELASTICITY
    friction = PILE_FRICTION

    def __init__(self, width: float, height: float, seed: int = 0,
                 gem_radius: float = GEM_RADIUS) -> None:
        super().__init__(seed, gem_radius)
        if width < 6 * gem_radius or height < 3 * gem_radius:
            raise ValueError("the tray is too small for a gem")
        self.width, self.height = float(width), float(height)
        self._planned: list[tuple[float, int]] = []
        self.space.gravity = (0.0, GRAVITY)
        w, h = self.width, self.height
        # Floor and walls; the walls go far up so that no bounce leaves the tray.
        self._wall((-3, h + 3), (w + 3, h + 3))
        self._wall((-3, -400), (-3, h + 3))
        self._wall((w + 3, -400), (w + 3, h + 3))

    # -- the heap the drops aim at -------------------------------------------------------
    @property
    def rows(self) -> int:
        """Rows of lying gems the tray holds (hexagons nest: a row is sqrt(3) r higher)."""
        return int((self.height - 2.0 * self.radius) // (math.sqrt(3.0) * self.radius)) + 1

    @property
    def per_row(self) -> int:
        return max(1, int(self.width // (2.0 * self.radius + 0.5)))

    def heap_base(self, count: int) -> int:
        """The bottom row (in gems) of the smallest heap of `count` gems, each row one
        shorter than the row below, at most one row lower than the tray is high."""
        rows = max(1, self.rows - 1)
        for base in range(1, self.per_row + 1):
            if sum(base - i for i in range(min(rows, base))) >= count:
                return base
        return self.per_row

    def inside(self, x: float, y: float) -> bool:
        return 0.0 <= x <= self.width and -self.radius <= y <= self.height + 1.0

    def _rescue_spot(self) -> tuple[float, float]:
        """On the lowest part of the heap, still inside (cannot happen in a real game:
        tests fill trays past any score)."""
        columns = max(1, int(self.width // (2.0 * self.radius)))
        best_x, best_top = self.width / 2.0, -1.0
        for c in range(columns):
            x = (c + 0.5) * self.width / columns
            tops = [b.position.y for b in self.bodies if abs(b.position.x - x) < 1.5 * self.radius
                    and self.inside(b.position.x, b.position.y)]
            top = min(tops, default=self.height)
            if top > best_top + 1e-6:
                best_x, best_top = x, top
        return best_x, max(-0.9 * self.radius, best_top - 2.0 * self.radius)

    def plan_drop(self) -> tuple[float, int]:
        """Choose where (x, over the middle of the heap the pile is growing into) and in
        which colour the next gem not yet planned will fall in, so that a view can fly it
        there first. Drops take the planned places in order."""
        base = self.heap_base(self.count + len(self._planned) + 1)
        spread = min(self.width / 2.0 - self.radius, max(0.5, 0.8 * base) * self.radius)
        plan = (self.width / 2.0 + spread * (2.0 * self.rng.random() - 1.0),
                self.rng.randrange(COLOURS))
        self._planned.append(plan)
        return plan

    def drop(self) -> None:
        """One gem falls in from just above the tray, at its planned place."""
        if not self._planned:
            self.plan_drop()
        x, colour = self._planned.pop(0)
        vx = PILE_SIDEWAYS * (2.0 * self.rng.random() - 1.0)
        spin = 8.0 * (2.0 * self.rng.random() - 1.0)
        self._add_gem(x, -2.5 * self.radius, vx, 40.0, spin, colour)

    def fill(self, count: int) -> None:
        """`count` gems at once, already lying in the tray (a resumed game): laid as the
        heap the drops aim at, rows from the floor up, each one gem shorter, then
        settled silently."""
        pitch = 2.0 * self.radius + 0.5
        row_h = math.sqrt(3.0) * self.radius + 0.5
        base = self.heap_base(max(1, count))
        left, row = max(0, count), 0
        while left > 0:
            n = max(1, min(left, base - row, self.per_row - row % 2))
            x0 = self.width / 2.0 - (n - 1) * pitch / 2.0
            y = max(-0.5 * self.radius, self.height - self.radius - row * row_h)
            for i in range(n):
                x = min(self.width - self.radius, max(self.radius, x0 + i * pitch))
                self._add_gem(x, y)
            left -= n
            row += 1
        self.settle_now()
        self.recorder.reset()


class CornerPocket(_GemScene):
    """The board's open corner seen from above: the corner at the origin, the pocket the
    triangle x, y >= 0, x + y <= size, entered through a gap in the middle of its lip."""

    damping = POCKET_DAMPING
    wall_kind_name = "wall"

    def __init__(self, size: float, seed: int = 0, gem_radius: float = GEM_RADIUS) -> None:
        super().__init__(seed, gem_radius)
        if size < 12 * gem_radius:
            raise ValueError("the pocket is too small")
        self.size = float(size)
        s = self.size
        self.gap = 4.0 * gem_radius
        self._wall((-3, -3), (s + 3, -3))
        self._wall((-3, -3), (-3, s + 3))
        # The lip runs from (s, 0) to (0, s) with a gap in the middle.
        half = self.gap / 2.0 / math.sqrt(2.0)
        self._wall((s, 0), (s / 2 + half, s / 2 - half))
        self._wall((s / 2 - half, s / 2 + half), (0, s))

    def inside(self, x: float, y: float) -> bool:
        return x >= -1.0 and y >= -1.0 and x + y <= self.size + 1.0

    def _rescue_spot(self) -> tuple[float, float]:
        return self.size / 3.0, self.size / 3.0

    @property
    def mouth(self) -> tuple[float, float]:
        """Where a rolling gem enters: the middle of the gap in the lip."""
        return self.size / 2.0, self.size / 2.0

    def roll_in(self, speed: float = ROLL_SPEED, colour: int | None = None) -> None:
        """A lost gem rolls in through the gap, heading for the corner."""
        a = math.radians(225.0 + 12.0 * (2.0 * self.rng.random() - 1.0))
        x, y = self.mouth
        inward = self.radius * 0.8
        self._add_gem(x - inward, y - inward, speed * math.cos(a), speed * math.sin(a),
                      6.0 * (2.0 * self.rng.random() - 1.0), colour)

    def fill(self, count: int) -> None:
        """`count` gems already lying in the corner (a resumed game): silent."""
        for _ in range(max(0, count)):
            self.roll_in()
            self.runner.advance(0.12)
        self.settle_now()
