"""Dice thrown onto a felt tray, seen from above, landing on the faces the rules drew.

The rules decide the faces; this scene only acts the throw out. `n` square dice fly in from
the left with seeded speed and spin, knock against four wooden walls and each other, and
slow down on the felt. While a die rolls fast its shown face changes as it tumbles (one flop
per side length travelled, faces from a seeded generator); once it is slow it shows exactly
`faces[i]` and keeps it. Everything is deterministic: the same faces, seed and strength give
the same trajectory, contacts and tumbling, whatever the frame rate.

Coordinates are tray pixels with y pointing down, (0, 0) the top-left corner of the felt;
a view offsets them to where it draws the tray. Angles in `DieView` are degrees
counter-clockwise as seen on screen, ready for `pygame.transform.rotozoom`.

Felt is modelled as a constant (Coulomb) deceleration plus a little proportional damping:
the constant part makes dice stop in finite time, like real ones, instead of creeping
forever. A guard raises the friction late in a throw, so no throw ever outlasts ~3 s.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pymunk

from castle_games.core.rng import Rng
from castle_games.sim.contacts import ContactEvent, ContactRecorder
from castle_games.sim.runner import FixedStepRunner, PlayedOut

KINDS = {"die": 1, "wall": 2}
DIE_SIZE = 56.0
DIE_MASS = 1.0            # impulses therefore read as mass-1 velocity changes, in px/s
WALL_THICKNESS = 120.0    # far thicker than one step of travel: nothing tunnels out
DIE_ELASTICITY = 0.8      # pymunk multiplies the two shapes' values: die-die 0.64
WALL_ELASTICITY = 0.75    # die-wall 0.6
DIE_FRICTION = 0.45
WALL_FRICTION = 0.6
FELT_DAMPING = 0.6        # velocity kept per second from proportional drag
FELT_DECEL = 0.6          # constant deceleration, in tray widths per second squared
SPIN_DECEL = 9.0          # rad/s^2
THROW_SPEED = (1.15, 1.6)  # tray widths per second, times strength
THROW_SPIN = (5.0, 13.0)   # rad/s, either direction
ROLL_SPEED = 0.3          # tray widths per second (like the throw): faster, a die tumbles
REROLL_SPEED = 0.47       # a resting die knocked faster than this tumbles again
FLOP_DISTANCE = 0.95      # die sizes travelled per face change
FELT_KNOCK = 0.35         # impulse of a flop onto the felt, per px/s of speed
REST_SPEED = 3.0          # px/s
REST_SPIN = 0.08          # rad/s
GUARD_TIME = 2.0          # after this, friction grows quickly...
STOP_TIME = 2.8           # ...and here everything is stopped outright
# For audio: impulses are mass-1 momentum changes in px/s. At strength 1 on a 600x360 tray
# wall knocks run p50 ~250, p95 ~600, max ~870; die-die p50 ~190, p95 ~460; felt flops
# 63..380. A knock of LOUD_IMPULSE is a hard one: map impulse / LOUD_IMPULSE, clipped to 1.
# Throw speeds scale with the tray's width, and so do impulses: see DiceTray.loud_impulse.
LOUD_IMPULSE = 800.0


@dataclass(frozen=True)
class DieView:
    """Where to draw one die now (interpolated between physics steps)."""

    x: float
    y: float
    angle_deg: float
    face: int
    rolling: bool
    lift: float = 0.0   # 0..1: how high a tumbling die bobs between flops (draw it bigger)


class _Die:
    """Per-die bookkeeping beside its pymunk body."""

    __slots__ = ("body", "shape", "final", "face", "rolling", "travel", "rng",
                 "prev", "cur", "turn")

    def __init__(self, body: pymunk.Body, shape: pymunk.Poly, final: int, face: int,
                 rng: Rng) -> None:
        self.body = body
        self.shape = shape
        self.final = final
        self.face = face
        self.rolling = True
        self.travel = 0.0           # distance since the last flop
        self.rng = rng
        self.turn = 0.0             # quarter turns (deg) added to the drawn face, see _show
        state = (body.position.x, body.position.y, body.angle)
        self.prev = state
        self.cur = state


class DiceTray(PlayedOut):
    """A throw of `len(faces)` dice on a `size` = (w, h) pixel felt tray.

    `face_count` is how many faces the die has (6, or 12 for a d12); while tumbling a die
    shows faces from `tumble_faces`, by default 1..face_count plus any face the throw lands
    on (so the Knobelschatz dog, face 0, also flashes by). `strength` scales the throw.
    """

    def __init__(self, faces: Sequence[int], seed: int, size: tuple[float, float] = (600, 360),
                 face_count: int = 6, *, die_size: float = DIE_SIZE, strength: float = 1.0,
                 tumble_faces: Sequence[int] | None = None) -> None:
        w, h = float(size[0]), float(size[1])
        if w < 3 * die_size or h < 2 * die_size:
            raise ValueError(f"a {w:.0f}x{h:.0f} tray is too small for {die_size:.0f} px dice")
        self.size = (w, h)
        self.die_size = float(die_size)
        self.face_count = int(face_count)
        self.strength = float(strength)
        self._tumble_faces = tuple(tumble_faces) if tumble_faces else None
        self._rng = Rng(seed)
        self.space = pymunk.Space()
        self.space.damping = FELT_DAMPING
        self.runner = FixedStepRunner(self.space, on_step=self._on_step)
        self.recorder = ContactRecorder(self.space, KINDS, [("die", "wall"), ("die", "die")],
                                        clock=lambda: self.runner.time)
        self._build_walls()
        self._dice: list[_Die] = []
        self.faces: tuple[int, ...] = ()
        self.settled = False
        self.settle_time: float | None = None
        self.guarded = False       # the late-throw friction guard had to act
        self.rescues = 0           # dice put back after leaving the tray (should stay 0)
        self.throw(faces)

    # -- set-up -------------------------------------------------------------------------

    def _build_walls(self) -> None:
        w, h = self.size
        t = WALL_THICKNESS
        body = self.space.static_body
        boxes = [  # (left, top, right, bottom), each overlapping the corners
            (-t, -t, w + t, 0.0), (-t, h, w + t, h + t),
            (-t, -t, 0.0, h + t), (w, -t, w + t, h + t),
        ]
        for x0, y0, x1, y1 in boxes:
            wall = pymunk.Poly(body, [(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
            wall.elasticity = WALL_ELASTICITY
            wall.friction = WALL_FRICTION
            wall.collision_type = KINDS["wall"]
            self.space.add(wall)

    def throw(self, faces: Sequence[int], seed: int | None = None,
              strength: float | None = None) -> None:
        """Start a new throw landing on `faces`. Without `seed` the tray's own generator
        carries on, so a sequence of throws is still reproducible from the first seed."""
        faces = tuple(int(f) for f in faces)
        if not faces:
            raise ValueError("a throw needs at least one die")
        if seed is not None:
            self._rng = Rng(seed)
        if strength is not None:
            self.strength = float(strength)
        for die in self._dice:
            self.space.remove(die.body, die.shape)
        self._dice = []
        self.faces = faces
        self.settled = False
        self.settle_time = None
        self.guarded = False
        self.runner.reset()
        self.recorder.reset()
        tumble = self._tumble_faces or tuple(sorted(set(range(1, self.face_count + 1))
                                                    | set(faces)))
        self._tumble = tumble
        w, h = self.size
        s = self.die_size
        spots = self._start_spots(len(faces))
        rng = self._rng
        for i, (final, (x, y)) in enumerate(zip(faces, spots)):
            body = pymunk.Body(DIE_MASS, pymunk.moment_for_box(DIE_MASS, (s, s)))
            r = 0.12 * s
            shape = pymunk.Poly.create_box(body, (s - 2 * r, s - 2 * r), radius=r)
            shape.elasticity = DIE_ELASTICITY
            shape.friction = DIE_FRICTION
            shape.collision_type = KINDS["die"]
            jitter = 0.12 * s
            body.position = (x + (rng.random() - 0.5) * jitter, y + (rng.random() - 0.5) * jitter)
            body.angle = rng.random() * math.pi / 2
            speed = self.strength * w * (THROW_SPEED[0]
                                         + rng.random() * (THROW_SPEED[1] - THROW_SPEED[0]))
            # Aim across the tray, a little towards the middle from wherever the die starts.
            aim = math.radians(-28 + 56 * rng.random()) + 0.35 * (h / 2 - y) / h
            body.velocity = (speed * math.cos(aim), speed * math.sin(aim))
            spin = THROW_SPIN[0] + rng.random() * (THROW_SPIN[1] - THROW_SPIN[0])
            body.angular_velocity = spin if rng.random() < 0.5 else -spin
            self.space.add(body, shape)
            die_rng = rng.fork(i + 1)
            self._dice.append(_Die(body, shape, final, die_rng.choice(tumble), die_rng))

    def _start_spots(self, n: int) -> list[tuple[float, float]]:
        """Non-overlapping start points near the left wall: columns of dice, top to bottom."""
        w, h = self.size
        s = self.die_size
        pitch = 1.5 * s
        per_column = max(1, int((h - 0.4 * s) // pitch))
        spots = []
        for i in range(n):
            col, row = divmod(i, per_column)
            in_col = min(per_column, n - col * per_column)
            y = h / 2 + (row - (in_col - 1) / 2) * pitch
            x = 0.85 * s + col * pitch
            if x > w - 0.85 * s:
                raise ValueError(f"{n} dice do not fit in a {w:.0f}x{h:.0f} tray")
            spots.append((x, y))
        return spots

    # -- stepping -----------------------------------------------------------------------

    def _on_step(self, dt: float) -> None:
        t = self.runner.time
        w, h = self.size
        decel = FELT_DECEL * w * dt
        spin_decel = SPIN_DECEL * dt
        if t > GUARD_TIME:
            self.guarded = True
            boost = 1.0 + 12.0 * (t - GUARD_TIME)
            decel *= boost
            spin_decel *= boost
        all_rest = True
        for die in self._dice:
            body = die.body
            # Felt friction: take a constant amount of speed and spin off, never past zero.
            vx, vy = body.velocity
            speed = math.hypot(vx, vy)
            if t >= STOP_TIME or speed <= decel:
                body.velocity = (0.0, 0.0)
                new_speed = 0.0
            else:
                k = (speed - decel) / speed
                body.velocity = (vx * k, vy * k)
                new_speed = speed - decel
            av = body.angular_velocity
            if t >= STOP_TIME or abs(av) <= spin_decel:
                body.angular_velocity = 0.0
            else:
                body.angular_velocity = av - math.copysign(spin_decel, av)
            self._keep_inside(die)
            x, y = body.position
            die.prev = die.cur
            die.cur = (x, y, body.angle)
            self._tumble_step(die, new_speed, math.hypot(x - die.prev[0], y - die.prev[1]))
            if new_speed > REST_SPEED or abs(body.angular_velocity) > REST_SPIN or die.rolling:
                all_rest = False
        if all_rest:
            for die in self._dice:
                die.body.velocity = (0.0, 0.0)
                die.body.angular_velocity = 0.0
            self.settled = True
            self.settle_time = t

    def _tumble_step(self, die: _Die, speed: float, moved: float) -> None:
        s = self.die_size
        w = self.size[0]
        if die.rolling:
            if speed < ROLL_SPEED * w:
                die.rolling = False
                if die.face != die.final:
                    self._show(die, die.final)
                    self._felt_knock(die, speed)
                return
            die.travel += moved
            if die.travel >= FLOP_DISTANCE * s:
                die.travel -= FLOP_DISTANCE * s
                choices = [f for f in self._tumble if f != die.face] or [die.face]
                self._show(die, die.rng.choice(choices))
                self._felt_knock(die, speed)
        elif speed > REROLL_SPEED * w:
            # Knocked hard by another die: it tumbles again (and will land on its face again).
            die.rolling = True
            die.travel = 0.0

    @staticmethod
    def _show(die: _Die, face: int) -> None:
        """Turn a new face up. A square looks the same turned by 90 degrees, so the new face
        is drawn the quarter turn nearest upright: a die comes to rest with its dog or pips
        readable, not lying on its side. The jump hides in the change of face."""
        die.face = face
        die.turn = 90.0 * round(math.degrees(die.body.angle) / 90.0)

    def _felt_knock(self, die: _Die, speed: float) -> None:
        x, y = die.body.position
        self.recorder.add(ContactEvent(self.runner.time, "die", "felt",
                                       DIE_MASS * FELT_KNOCK * max(speed, ROLL_SPEED * self.size[0]),
                                       float(x), float(y)))

    def _keep_inside(self, die: _Die) -> None:
        """Belt and braces: a die whose centre left the felt is put back, velocity reflected."""
        w, h = self.size
        m = 0.5 * self.die_size
        x, y = die.body.position
        nx, ny = min(max(x, m), w - m), min(max(y, m), h - m)
        if (nx, ny) != (x, y) and (abs(nx - x) > 0.25 * m or abs(ny - y) > 0.25 * m):
            self.rescues += 1
            vx, vy = die.body.velocity
            die.body.position = (nx, ny)
            die.body.velocity = (-vx if nx != x else vx, -vy if ny != y else vy)

    def settle_now(self, limit: float = 5.0) -> list[ContactEvent]:
        """Run straight to the end (a click that fast-forwards, or offline rendering)."""
        return self._to_rest(limit, self.runner.max_frame_dt)

    # -- reading ------------------------------------------------------------------------

    @property
    def time(self) -> float:
        """Simulated seconds since the throw began."""
        return self.runner.time

    @property
    def peak_impulse(self) -> float:
        """The hardest knock of this throw so far."""
        return self.recorder.peak_impulse

    @property
    def loud_impulse(self) -> float:
        """A hard knock for this tray's size: divide impulses by it for a 0..1 loudness."""
        return LOUD_IMPULSE * self.size[0] / 600.0

    @property
    def dice(self) -> list[DieView]:
        a = 1.0 if self.settled else self.runner.alpha
        out = []
        for die in self._dice:
            (x0, y0, r0), (x1, y1, r1) = die.prev, die.cur
            angle = r0 + (r1 - r0) * a
            lift = (math.sin(math.pi * min(1.0, die.travel / (FLOP_DISTANCE * self.die_size)))
                    if die.rolling else 0.0)
            out.append(DieView(x0 + (x1 - x0) * a, y0 + (y1 - y0) * a,
                               die.turn - math.degrees(angle), die.face, die.rolling, lift))
        return out

    def bounds(self, i: int) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of die `i`'s rounded square, in tray pixels."""
        bb = self._dice[i].shape.bb  # pymunk's "bottom" is the smaller y: our top
        return (bb.left, bb.bottom, bb.right, bb.top)

    def die_at(self, x: float, y: float) -> int | None:
        """Which die covers tray point (x, y), if any: for clicking a die to choose it."""
        for i, die in enumerate(self._dice):
            if die.shape.point_query((x, y)).distance <= 0:
                return i
        return None


class StillDice:
    """Dice lying still, each showing its rolled face: what a throw stopped at once leaves
    on the tray (a skipped animation, a click that fast-forwards), read like a tray's dice
    but with nothing left to simulate, which is much cheaper than running the physics to
    its end inside one frame."""

    settled = True

    def __init__(self, faces: Sequence[int],
                 places: Sequence[tuple[float, float, float]]) -> None:
        """`places`: each die's (x, y, angle in degrees) on the felt, as `DieView` has them."""
        self.dice = [DieView(x, y, angle, face, False)
                     for (x, y, angle), face in zip(places, faces)]

    @classmethod
    def stopped(cls, tray: DiceTray, faces: Sequence[int], *,
                square: bool = False) -> StillDice:
        """`tray`'s dice stopped where they are now, showing `faces`; `square`: each turned
        to the nearest quarter turn (a die drawn only upright or on its side)."""
        return cls(faces, [(d.x, d.y, round(d.angle_deg / 90) * 90 if square else d.angle_deg)
                           for d in tray.dice])

    def advance(self, dt: float) -> list[ContactEvent]:
        return []

    def settle_now(self, limit: float = 5.0) -> list[ContactEvent]:
        return []
