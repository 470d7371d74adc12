"""A key pushed down a Seven Locks tower until it rests on the chamber roof, then turned.

Seen in side section: millimetres, y pointing down, x = 0 the tower's axis, y = 0 the lock
at the top of the tower. The chamber roof lies `chamber_depth_mm` below the lock. A key is
`key_length_mm` long from its tip to its notch (key k is as long as chamber k's fall depth,
rules.key_offset_mm), so resting on the roof its notch stops `key_length - depth` above the
lock: > 0 it sticks out (too long), < 0 it has sunk inside (too short), 0 it turns.

The key is pushed down the bore by a hand (sim/pushed_key.py). The roof stops the key (the contact is the clunk); the hand then
stops too and rests on it. Turning happens about the tower's axis, out of the drawing plane,
so it is acted out kinematically: `turn()` starts it, `turn_angle_deg` says how far the key
has turned (90 when it fits; a few degrees and back when it jams), and `KeyCue`s say when
the click, the latch or the jam happen, at the same moments as the sounds key-turn and
key-fail (a test keeps them together).

Stepped at a fixed 1/240 s by the FixedStepRunner: the same push lands the same way at any
frame rate, and the same way the sound key-insert (which runs this slide) hears it.
"""

from __future__ import annotations

import math

import pymunk

from castle_games.sim.contacts import ContactRecorder
from castle_games.sim.pushed_key import KeyCue, PushedKey, smoothstep

STEP = 1.0 / 240.0
KEY_WIDTH_MM = 6.0
KEY_MASS = 1.0
PUSH_SPEED_MM_S = 260.0       # a child's slow, steady push (the rulebook: "slowly push it")
PUSH_EASE_S = 0.08            # the hand speeds up over this long
HAND_FORCE = 2.0e4             # what the hand passes on (mass 1 x mm/s^2): it pushes, not hammers
ROOF_ELASTICITY = 0.15        # card under a metal tip: a tiny rebound, then still
FIT_TOLERANCE_MM = 0.5        # a notch this close to the lock turns
MAX_SLIDE_S = 4.0             # a guard: the deepest chamber takes under a second
# Turning (seconds after turn()): the sounds key-turn and key-fail are timed the same way.
TURN_CLICK_AT = 0.10          # the bit passes the ward: the crisp click
TURN_TIME = 0.28              # the latch: the key stands at 90 degrees
JAM_AT = 0.06                 # the bit meets the lock plate and stops
JAM_ANGLE = 7.0               # degrees the key gives before it jams
JAM_SETTLE = 0.35             # the rattle back to straight is over
KINDS = {"key": 1, "roof": 2}
# The clunk of a key pushed at the normal speed onto the roof is about this hard.
LOUD_IMPULSE = 400.0

__all__ = ["KeyCue", "KeySlide"]  # cues: "clunk" (tip on roof), "click" and "latch" (a
# fitting key turns), "jam" (it will not)


class KeySlide(PushedKey):
    """Key of `key_length_mm` pushed into a tower whose chamber roof is `chamber_depth_mm`
    below the lock. `advance(dt)` each frame (returns new cues); `run()` to the end."""

    push_ease_s = PUSH_EASE_S
    max_slide_s = MAX_SLIDE_S

    def __init__(self, key_length_mm: float, chamber_depth_mm: float, *,
                 push_speed_mm_s: float = PUSH_SPEED_MM_S) -> None:
        length, depth = float(key_length_mm), float(chamber_depth_mm)
        if not (length > 0 and depth > 0):
            raise ValueError("a key and a tower need positive lengths")
        if not push_speed_mm_s > 0:
            raise ValueError("the key must be pushed down")
        self.length = length
        self.depth = depth
        # No chance here: the sound key-insert runs the same slide to time its clunk, so the
        # view's key and the ear's key stop at the same moment.
        super().__init__(pymunk.Space(), STEP, float(push_speed_mm_s))
        self.space.gravity = (0.0, 1000.0)
        self.recorder = ContactRecorder(self.space, KINDS, [("key", "roof")],
                                        clock=lambda: self.runner.time, min_impulse=1.0)
        roof = pymunk.Poly(self.space.static_body,
                           [(-40, depth), (40, depth), (40, depth + 20), (-40, depth + 20)])
        roof.elasticity = ROOF_ELASTICITY
        roof.friction = 0.8
        roof.collision_type = KINDS["roof"]
        self.space.add(roof)
        # The key hangs with its tip at the lock; its centre is half a key above.
        self.key = pymunk.Body(KEY_MASS, math.inf)
        self.key.position = (0.0, -length / 2.0)
        shape = pymunk.Poly.create_box(self.key, (KEY_WIDTH_MM, length))
        shape.elasticity = 0.3
        shape.friction = 0.4
        shape.collision_type = KINDS["key"]
        joints = self._attach_hand(self.key, HAND_FORCE)
        self.space.add(self.key, shape, self.hand, *joints)
        self.clunk_impulse = 0.0
        self._turn_start: float | None = None

    # -- the honest numbers ----------------------------------------------------------------
    @property
    def offset_mm(self) -> float:
        """Where the notch ends up: > 0 above the lock (too long), < 0 sunk inside."""
        return self.length - self.depth

    @property
    def fits(self) -> bool:
        return abs(self.offset_mm) <= FIT_TOLERANCE_MM

    @property
    def result(self) -> str:
        """"fits", "too long" or "too short" (the words of rules.key_result)."""
        return "fits" if self.fits else "too long" if self.offset_mm > 0 else "too short"

    # -- stepping ---------------------------------------------------------------------------
    def _on_step(self, dt: float) -> None:
        t = self.runner.time
        if not self.stopped:
            self._push(t)
            return
        self._settle(t, dt)

    def _stop(self, t: float, impulse: float) -> None:
        self.stopped = True
        self.stop_time = t
        self.clunk_impulse = impulse
        # The hand stops where the key stopped and keeps it pressed down gently.
        self.hand.velocity = (0.0, 0.0)
        self.hand.position = (0.0, self.depth - self.length / 2.0)
        self._pending.append(KeyCue(t, "clunk", min(1.0, impulse / LOUD_IMPULSE)))

    def _take_contacts(self) -> None:
        for event in self.recorder.drain():
            if not self.stopped:
                # stamped at the start of the step in which the tip arrived
                self._stop(event.time - STEP, event.impulse)

    def _turn_cues(self) -> None:
        if self._turn_start is None:
            return
        start = self._turn_start
        plan = ([(TURN_CLICK_AT, "click"), (TURN_TIME, "latch")] if self.fits
                else [(JAM_AT, "jam")])
        for at, name in plan:
            cue = KeyCue(start + at, name)
            if self.time >= cue.time and cue not in self.cues and cue not in self._pending:
                self._pending.append(cue)

    def advance(self, dt: float) -> list[KeyCue]:
        """Run on by `dt` seconds of frame time; the cues that came due."""
        self.runner.advance(dt)
        self._take_contacts()
        self._turn_cues()
        return self._emit()

    def run(self, limit: float = MAX_SLIDE_S + 1.0) -> list[KeyCue]:
        """Push until the key lies still on the roof (and finish a turn already begun)."""
        while self.time < limit and not (self.rested and self.turn_done):
            self.runner.advance(8 * STEP)
            self._take_contacts()
            self._turn_cues()
        return self._emit()

    def turn(self) -> None:
        """Try to turn the key (once it rests on the roof): it turns 90 degrees if it fits,
        else it gives a few degrees, jams and rattles back."""
        if not self.rested:
            raise RuntimeError("the key can only be turned once it rests on the roof")
        if self._turn_start is None:
            self._turn_start = self.time

    # -- reading ----------------------------------------------------------------------------
    @property
    def tip_y(self) -> float:
        """Depth of the key's tip below the lock (mm)."""
        return float(self.key.position.y) + self.length / 2.0

    @property
    def notch_y(self) -> float:
        """Depth of the notch below the lock: negative while it is above the lock."""
        return float(self.key.position.y) - self.length / 2.0

    @property
    def turn_done(self) -> bool:
        if self._turn_start is None:
            return True
        return self.time - self._turn_start >= (TURN_TIME if self.fits else JAM_SETTLE)

    @property
    def turn_angle_deg(self) -> float:
        """How far the key has turned about the tower's axis (0 upright, 90 turned)."""
        if self._turn_start is None:
            return 0.0
        t = self.time - self._turn_start
        if self.fits:
            return 90.0 * smoothstep(t / TURN_TIME)
        if t < JAM_AT:
            return JAM_ANGLE * smoothstep(t / JAM_AT)
        # jammed: the hand lets go and the key rattles back to straight
        u = (t - JAM_AT) / (JAM_SETTLE - JAM_AT)
        if u >= 1.0:
            return 0.0
        return JAM_ANGLE * (1.0 - u) ** 2 * math.cos(3.0 * math.pi * u)
