"""A fixed-step driver for a pymunk space: frames of any length, steps of exactly 1/120 s.

Why fixed steps: the same throw must land the same way on every machine and at every frame
rate, and a solver stepped with varying dt is neither stable nor reproducible. Frame time is
poured into an accumulator and whole steps are taken out of it; the remainder becomes `alpha`
so a view can draw between the last two steps.

Why the clamp: after a stall (a window drag, a slow disk, a laptop waking up) a naive
accumulator would try to catch up on seconds of simulation at once, making the next frame
slow too — the spiral of death. A frame never adds more than `max_frame_dt` of time; the
rest of the stall is simply dropped (the scene runs a little behind wall time).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pymunk

STEP = 1.0 / 120.0
MAX_FRAME_DT = 0.25


class FixedStepRunner:
    """Steps `space` in fixed increments as frame time arrives.

    `on_step(step)` (optional) runs after every single step: the place for per-step work that
    must not depend on the frame rate (friction, bookkeeping). During a step, and in
    callbacks fired by it, `time` already reads the end time of that step.
    """

    def __init__(self, space: pymunk.Space, step: float = STEP,
                 max_frame_dt: float = MAX_FRAME_DT,
                 on_step: Callable[[float], None] | None = None) -> None:
        if step <= 0:
            raise ValueError("step must be positive")
        if max_frame_dt < step:
            raise ValueError("max_frame_dt must allow at least one step")
        self.space = space
        self.step = float(step)
        self.max_frame_dt = float(max_frame_dt)
        self.on_step = on_step
        self.steps = 0            # steps taken since creation (or reset)
        self.dropped = 0.0        # frame time thrown away by the clamp, for diagnostics
        self._accumulator = 0.0

    @property
    def time(self) -> float:
        """Simulated seconds: steps times the step length (no float drift from summing)."""
        return self.steps * self.step

    @property
    def alpha(self) -> float:
        """How far, from 0 to 1, the wall clock is between the last step and the next one."""
        return min(1.0, max(0.0, self._accumulator / self.step))

    def advance(self, dt: float) -> int:
        """Feed `dt` seconds of frame time; take the whole steps it pays for; return how many."""
        if dt != dt or dt < 0:  # NaN or a clock that went backwards: take nothing
            dt = 0.0
        if dt > self.max_frame_dt:
            self.dropped += dt - self.max_frame_dt
            dt = self.max_frame_dt
        self._accumulator += dt
        # A tiny epsilon so that e.g. 1/60 s pays for exactly two 1/120 s steps despite rounding.
        n = int((self._accumulator + 1e-9) / self.step)
        self._accumulator = max(0.0, self._accumulator - n * self.step)
        for _ in range(n):
            self.steps += 1
            self.space.step(self.step)
            if self.on_step is not None:
                self.on_step(self.step)
        return n

    def reset(self) -> None:
        """Forget time and the accumulator (the space itself is left as it is)."""
        self.steps = 0
        self.dropped = 0.0
        self._accumulator = 0.0


class PlayedOut:
    """A physics scene that plays out and comes to rest (a throw of dice, a pour of pearls):
    it has a `runner`, a contact `recorder` (castle_games.sim.contacts) and sets `settled`
    once everything lies still."""

    runner: FixedStepRunner
    recorder: Any
    settled: bool

    def advance(self, dt: float) -> list[Any]:
        """Run on by `dt` seconds of frame time; the contacts that happened meanwhile."""
        if not self.settled:
            self.runner.advance(dt)
        return self.recorder.drain()

    def _to_rest(self, limit: float, step: float) -> list[Any]:
        """Straight to rest (a click that fast-forwards, or offline rendering): the contacts
        not yet returned."""
        while not self.settled and self.runner.time < limit:
            self.runner.advance(step)
        return self.recorder.drain()
