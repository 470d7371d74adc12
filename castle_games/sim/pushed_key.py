"""What every key pushed down a guide has in common: Seven Locks' key into a tower
(key_slide.py) and Clever Keys' key into a slot (key_slot.py).

The key is a pymunk body guided along the y axis (a groove joint, no rotation) and pushed by
a hand: a kinematic body that eases up to a steady push and drags the key through a pivot
joint of limited force. Once the key has met its stop, the scene watches it come to rest.
Sounds are told as `KeyCue`s, gathered as they come due.
"""

from __future__ import annotations

from dataclasses import dataclass

import pymunk

from castle_games.sim.runner import FixedStepRunner

REST_SPEED = 1.0              # mm/s: slower than this counts as still...
REST_HOLD = 0.05              # ...for this long (s)


@dataclass(frozen=True)
class KeyCue:
    """A moment to sound, by name (e.g. "clunk", "thunk", "jam"), `strength` 0..1."""

    time: float
    name: str
    strength: float = 1.0


def smoothstep(x: float) -> float:
    x = min(1.0, max(0.0, x))
    return x * x * (3.0 - 2.0 * x)


class PushedKey:
    """Base of a key scene. A subclass builds `space` and `key`, then calls `_attach_hand`;
    its `_on_step` uses `_push` until the key stops and `_settle` after."""

    push_ease_s: float
    max_slide_s: float

    def __init__(self, space: pymunk.Space, step: float, push_speed: float) -> None:
        self.space = space
        self.push_speed = push_speed
        self.runner = FixedStepRunner(space, step=step, on_step=self._on_step)
        self.stopped = False          # the key has met its stop
        self.stop_time: float | None = None
        self.rested = False           # ...and lies still there
        self.rest_time: float | None = None
        self._slow_for = 0.0
        self._pending: list[KeyCue] = []
        self.cues: list[KeyCue] = []

    def _attach_hand(self, key: pymunk.Body, max_force: float) -> list[pymunk.Constraint]:
        """The hand at the key's place, the groove that guides it and the limited grip."""
        self.hand = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.hand.position = key.position
        guide = pymunk.GrooveJoint(self.space.static_body, key, (0.0, -2000.0),
                                   (0.0, 2000.0), (0.0, 0.0))
        grip = pymunk.PivotJoint(self.hand, key, (0.0, 0.0), (0.0, 0.0))
        grip.max_force = max_force
        return [guide, grip]

    def _on_step(self, dt: float) -> None:
        raise NotImplementedError

    def _stop(self, t: float, impulse: float) -> None:
        raise NotImplementedError

    def _push(self, t: float) -> None:
        """Before the stop: the hand eases up to its steady push."""
        self.hand.velocity = (0.0, self.push_speed * smoothstep(t / self.push_ease_s))
        if t > self.max_slide_s:  # cannot happen with a stop below; never hang a view on it
            self._stop(t, 0.0)

    def _settle(self, t: float, dt: float) -> bool:
        """After the stop: True in the step in which the key has come to rest."""
        if self.rested:
            return False
        slow = abs(self.key.velocity.y) < REST_SPEED
        self._slow_for = self._slow_for + dt if slow else 0.0
        if self._slow_for < REST_HOLD:
            return False
        self.rested = True
        self.rest_time = t
        self.key.velocity = (0.0, 0.0)
        return True

    def _emit(self) -> list[KeyCue]:
        new = sorted(self._pending, key=lambda c: c.time)
        self._pending = []
        self.cues.extend(new)
        return new

    @property
    def time(self) -> float:
        return self.runner.time
