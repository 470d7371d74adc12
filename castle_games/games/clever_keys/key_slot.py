"""A Clever Keys key pushed down into a slot of the key-slot board: all the way, or jammed.

Seen in side section: millimetres, y pointing down, x = 0 the slot's axis, y = 0 the board's
surface. The key hangs with its tip at the surface and is pushed down. Under a free slot
nothing stops the bit until the key's collar meets the board: the tip is then `FULL_DEPTH_MM`
deep and the red mark (the band `MARK_MM` long just above that depth) has gone in. Under the
blocked slot of a section the bit meets the blocking peg at `JAM_DEPTH_MM`: the key stops
short and the whole red mark stays above the surface.

Physics never decides a rule: whether the slot is blocked is the rules' result (the
KeyInserted event), handed in as `blocked`. The scene only acts it out: how fast the key
goes, how hard it stops, when the sounds happen.

The key is pushed down the slot by a hand at a child's steady push (sim/pushed_key.py).
Slot friction is a per-step velocity loss. The stop (collar on
board, or bit on peg) is a real contact; its impulse is how loud the thunk or the jam is.
`KeyCue`s say when to sound: "slide" as the key starts to move, then "thunk" (all the way)
or "jam" (stuck), with a strength from 0 to 1.

Stepped at a fixed 1/240 s by the FixedStepRunner: the same push lands the same way at any
frame rate.
"""

from __future__ import annotations

import math

import pymunk

from castle_games.core.rng import Rng
from castle_games.sim.contacts import ContactRecorder
from castle_games.sim.pushed_key import KeyCue, PushedKey

STEP = 1.0 / 240.0
FULL_DEPTH_MM = 40.0          # the tip's depth once the collar sits on the board
MARK_MM = 12.0                # the red band just above the tip's full depth
JAM_DEPTH_MM = 24.0           # the bit meets the blocking peg here: the red mark shows
KEY_LENGTH_MM = 70.0          # tip to collar (the bow sits above the collar)
KEY_WIDTH_MM = 8.0
KEY_MASS = 1.0
PUSH_SPEED_MM_S = 110.0       # a slow, steady push ("gently, straight up and down")
PUSH_EASE_S = 0.10            # the hand speeds up over this long
PUSH_JITTER = 0.08            # +-8 % from the seed: no two pushes quite alike
HAND_FORCE = 9.0e3            # what the hand passes on (mass 1 x mm/s^2)
SLOT_FRICTION = 0.5           # share of the key's own speed kept per second (the scrape)
STOP_ELASTICITY = 0.2
MAX_SLIDE_S = 3.0             # a guard: the full push takes about 0.4 s
KINDS = {"key": 1, "stop": 2}
# A key pushed at the normal speed stops about this hard (mass 1 x mm/s).
LOUD_IMPULSE = 160.0

__all__ = ["KeyCue", "KeySlot"]  # cues: "slide" (the key starts down the slot), "thunk"
# (all the way in), "jam" (the bit hits the peg)


class KeySlot(PushedKey):
    """One push of a key into a slot. `advance(dt)` each frame (returns the new cues);
    `run()` pushes to the end at once. `depth_mm` is how deep the tip is."""

    push_ease_s = PUSH_EASE_S
    max_slide_s = MAX_SLIDE_S

    def __init__(self, blocked: bool, *, seed: int = 0,
                 push_speed_mm_s: float = PUSH_SPEED_MM_S) -> None:
        if not push_speed_mm_s > 0:
            raise ValueError("the key must be pushed down")
        self.blocked = bool(blocked)
        self.stop_depth = JAM_DEPTH_MM if self.blocked else FULL_DEPTH_MM
        rng = Rng(seed)
        push = float(push_speed_mm_s) * (1.0 + PUSH_JITTER * (2.0 * rng.random() - 1.0))
        super().__init__(pymunk.Space(), STEP, push)
        self.space.gravity = (0.0, 0.0)  # the hand does the pushing; gravity adds nothing here
        self.recorder = ContactRecorder(self.space, KINDS, [("key", "stop")],
                                        clock=lambda: self.runner.time, min_impulse=1.0,
                                        debounce=1.0)
        self.key = pymunk.Body(KEY_MASS, math.inf)
        self.key.position = (0.0, -KEY_LENGTH_MM / 2.0)
        if self.blocked:
            # The blocking peg sits in the slot: the bit (the key's lower end) meets it.
            stop = pymunk.Poly(self.space.static_body,
                               [(-6, JAM_DEPTH_MM), (6, JAM_DEPTH_MM),
                                (6, JAM_DEPTH_MM + 20), (-6, JAM_DEPTH_MM + 20)])
            bit = pymunk.Poly(self.key, [(-3, KEY_LENGTH_MM / 2 - 4), (3, KEY_LENGTH_MM / 2 - 4),
                                         (3, KEY_LENGTH_MM / 2), (-3, KEY_LENGTH_MM / 2)])
        else:
            # The board's surface on both sides of the slot: the collar meets it.
            collar = KEY_LENGTH_MM / 2.0 - FULL_DEPTH_MM  # the collar's underside, key frame
            stop = pymunk.Poly(self.space.static_body,
                               [(-40, 0), (-8, 0), (-8, 10), (-40, 10)])
            bit = pymunk.Poly(self.key, [(-20, collar - 4), (-10, collar - 4),
                                         (-10, collar), (-20, collar)])
        stop.elasticity = STOP_ELASTICITY
        stop.friction = 0.6
        stop.collision_type = KINDS["stop"]
        bit.elasticity = STOP_ELASTICITY
        bit.friction = 0.6
        bit.collision_type = KINDS["key"]
        joints = self._attach_hand(self.key, HAND_FORCE)
        self.space.add(self.key, bit, stop, self.hand, *joints)
        self.stop_impulse = 0.0
        self._pending.append(KeyCue(0.0, "slide"))

    # -- the honest numbers ----------------------------------------------------------------
    @property
    def result(self) -> str:
        """The rules' words: "jammed" or "all the way"."""
        return "jammed" if self.blocked else "all the way"

    @property
    def depth_mm(self) -> float:
        """How deep the key's tip is below the board's surface."""
        return float(self.key.position.y) + KEY_LENGTH_MM / 2.0

    @property
    def mark_showing_mm(self) -> float:
        """How much of the red mark is above the surface (0 when the key is all the way in)."""
        return min(MARK_MM, max(0.0, FULL_DEPTH_MM - self.depth_mm))

    @property
    def done(self) -> bool:
        return self.rested

    # -- stepping ---------------------------------------------------------------------------
    def _on_step(self, dt: float) -> None:
        t = self.runner.time
        if self.rested:  # it stays put exactly on its stop, whatever the solver nudges
            self.key.position = (0.0, self.stop_depth - KEY_LENGTH_MM / 2.0)
            self.key.velocity = (0.0, 0.0)
            return
        vx, vy = self.key.velocity
        self.key.velocity = (0.0, vy * SLOT_FRICTION ** dt)
        if not self.stopped:
            self._push(t)
            return
        if self._settle(t, dt):
            # It comes to rest exactly on its stop (the solver leaves a hair of overlap).
            self.key.position = (0.0, self.stop_depth - KEY_LENGTH_MM / 2.0)

    def _stop(self, t: float, impulse: float) -> None:
        self.stopped = True
        self.stop_time = t
        self.stop_impulse = impulse
        # The hand stops where the key stopped and keeps it pressed down gently.
        self.hand.velocity = (0.0, 0.0)
        self.hand.position = (0.0, self.stop_depth - KEY_LENGTH_MM / 2.0)
        name = "jam" if self.blocked else "thunk"
        self._pending.append(KeyCue(t, name, min(1.0, impulse / LOUD_IMPULSE)))

    def _take_contacts(self) -> None:
        for event in self.recorder.drain():
            if not self.stopped:
                self._stop(event.time, event.impulse)

    def advance(self, dt: float) -> list[KeyCue]:
        """Run on by `dt` seconds of frame time; the cues that came due."""
        if not self.rested:
            self.runner.advance(dt)
            self._take_contacts()
        return self._emit()

    def run(self, limit: float = MAX_SLIDE_S + 1.0) -> list[KeyCue]:
        """Push until the key lies still on its stop."""
        while self.time < limit and not self.rested:
            self.runner.advance(8 * STEP)
            self._take_contacts()
        return self._emit()
