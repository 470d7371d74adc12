"""Contacts as timed events: what hit what, when, where, and how hard.

A `ContactRecorder` registers pymunk 7 `post_solve` handlers (``space.on_collision``) for the
pairs of kinds it is given. On the first step of a touch (``arbiter.is_first_contact``) it
reads ``arbiter.total_impulse`` — the impulse the solver used to stop the bodies going
through each other, i.e. mass times change of velocity, the natural measure of "how hard".
Audio turns the event into a sound with loudness from the impulse.

Two filters keep the sound clean:
- a minimum impulse, so resting and grazing touches stay silent;
- a debounce per body pair (30 ms by default): a square die meeting a wall corner-first and
  then face-flat is one knock to the ear, not a buzz of them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

import pymunk

DEBOUNCE = 0.030
MIN_IMPULSE = 20.0


@dataclass(frozen=True)
class ContactEvent:
    """One audible touch. `impulse` is a magnitude (mass x speed units); time in sim seconds."""

    time: float
    kind_a: str
    kind_b: str
    impulse: float
    x: float
    y: float

    def __repr__(self) -> str:
        return (f"ContactEvent(t={self.time:.3f}, {self.kind_a}-{self.kind_b}, "
                f"impulse={self.impulse:.1f}, at=({self.x:.0f}, {self.y:.0f}))")


class ContactRecorder:
    """Records first contacts between given kinds of shapes in `space`.

    `kinds` maps a kind name to the pymunk collision type the scene set on its shapes;
    `pairs` lists the (kind, kind) pairs to listen to. `clock()` gives the simulated time
    (a `FixedStepRunner`'s `time`). pymunk keeps one handler per type pair: registering
    here replaces any handler the scene had for the same pair.
    """

    def __init__(self, space: pymunk.Space, kinds: Mapping[str, int],
                 pairs: Iterable[tuple[str, str]], clock: Callable[[], float],
                 *, min_impulse: float = MIN_IMPULSE, debounce: float = DEBOUNCE) -> None:
        self.space = space
        self.kinds = dict(kinds)
        self.clock = clock
        self.min_impulse = float(min_impulse)
        self.debounce = float(debounce)
        self.events: list[ContactEvent] = []
        self.peak_impulse = 0.0           # the largest impulse seen since the last reset
        self._last: dict[tuple[int, int], float] = {}
        for kind_a, kind_b in pairs:
            for kind in (kind_a, kind_b):
                if kind not in self.kinds:
                    raise ValueError(f"unknown contact kind {kind!r}")
            space.on_collision(self.kinds[kind_a], self.kinds[kind_b],
                               post_solve=self._post_solve, data=(kind_a, kind_b))

    def _post_solve(self, arbiter: pymunk.Arbiter, space: pymunk.Space,
                    data: tuple[str, str]) -> None:
        if not arbiter.is_first_contact:
            return
        jx, jy = arbiter.total_impulse
        impulse = math.hypot(jx, jy)
        if impulse < self.min_impulse:
            return
        now = self.clock()
        shape_a, shape_b = arbiter.shapes
        # Body pair, order-free: the same two dice knock once, whoever came first.
        ka, kb = id(shape_a.body), id(shape_b.body)
        key = (ka, kb) if ka <= kb else (kb, ka)
        last = self._last.get(key)
        if last is not None and now - last < self.debounce:
            return
        self._last[key] = now
        points = arbiter.contact_point_set.points
        if points:
            x = sum(p.point_a.x for p in points) / len(points)
            y = sum(p.point_a.y for p in points) / len(points)
        else:  # cannot happen for a solved contact, but an event without a place still sounds
            x, y = shape_b.body.position
        self.peak_impulse = max(self.peak_impulse, impulse)
        # pymunk hands the shapes in the order the handler was registered: kind_a first.
        self.events.append(ContactEvent(now, data[0], data[1], impulse, float(x), float(y)))

    def add(self, event: ContactEvent) -> None:
        """Record an event the scene makes up itself (e.g. a die flopping onto the felt)."""
        if event.impulse >= self.min_impulse:
            self.peak_impulse = max(self.peak_impulse, event.impulse)
            self.events.append(event)

    def drain(self) -> list[ContactEvent]:
        """The events since the last drain, oldest first; the recorder forgets them."""
        out = sorted(self.events, key=lambda e: e.time)
        self.events = []
        return out

    def reset(self) -> None:
        """Forget pending events, debounce memory and the peak (a new throw, a new scene)."""
        self.events = []
        self._last.clear()
        self.peak_impulse = 0.0
