"""The animation every game table plays: one per rules event, one after another.

An `Anim` moves a game's shown table (what is drawn, which lags behind the rules while
animations run) from how it was before its event to how it is after. The protocol, kept by
`ui.table.TableScene`:
  duration            seconds at speed 1 (an instant change may have 0)
  start(stage)        once, when it becomes the running animation: sounds, sudden changes
  update(stage, dt)   dt in animation seconds (already scaled by the speed); True when done
  finish(stage)       leaves the picture as the animation's end, also when skipped (silent)
  draw(stage, canvas) what moves, drawn above the table
`stage` is whatever the game's scene hands its animations (the scene itself, or a smaller
object holding the shown table and the sound calls); `TableStage` is the part every game's
stage has (sounds, and where on the table they are heard), which a game's own `Stage`
protocol extends.

Besides the base, the animations several games play alike: `Pause`, `TurnChange` (the
turn passes on, with a chime) and `Bubble` (words in a speech bubble for a moment); a game
subclasses them for what is its own (where the chime is heard, what else a new turn clears,
where its painter puts the bubble).
"""

from __future__ import annotations

import math
from typing import Any, Protocol


class TableStage(Protocol):
    """What every table's animations may ask of their stage: a sound, and the stereo
    position of a canvas x coordinate (ui.table.TableScene has both)."""

    def sound(self, name: str, params: dict | None = None, *, pan: float = 0.0,
              gain: float = 1.0) -> None: ...

    def pan(self, x: float) -> float: ...


def ease(t: float) -> float:
    """Smoothstep on 0..1 (clamped): slow out, slow in."""
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


def lerp(a: float, b: float, p: float) -> float:
    return a + (b - a) * p


def arc(a: tuple[float, float], b: tuple[float, float], p: float,
        height: float = 60) -> tuple[float, float]:
    """A point on a thrown thing's path from a to b, `height` pixels above the line mid-way."""
    return (a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p - math.sin(p * math.pi) * height)


class Anim:
    duration = 0.3
    on_top = False      # True: drawn over the side panels too (a thing flying to a card)
    # The words said as it starts (sentences, or functions saying one in the language in use
    # then): its event's line, and words shown with no event of their own (who begins).
    said_lines: tuple[Any, ...] = ()

    def __init__(self) -> None:
        self.t = 0.0
        self.started = False

    @property
    def progress(self) -> float:
        """0 at the start .. 1 at the end (1 for an instant change)."""
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)

    def say_at_start(self, *lines: Any) -> None:
        self.said_lines = (*self.said_lines, *lines)

    def take_said_lines(self) -> tuple[Any, ...]:
        """The words to say now it starts (said once: a second start says nothing)."""
        lines, self.said_lines = self.said_lines, ()
        return lines

    def start(self, stage: Any) -> None:
        """Begin: sounds and the changes that happen at once."""

    def update(self, stage: Any, dt: float) -> bool:
        self.t += dt
        return self.t >= self.duration

    def finish(self, stage: Any) -> None:
        """Put the table in its end state (silently)."""

    def draw(self, stage: Any, canvas: Any) -> None:
        """Draw what moves (above the table)."""


class Pause(Anim):
    """A moment of stillness between two animations (to hear a sound out, to read)."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.duration = seconds


class TurnChange(Anim):
    """The turn passes to `seat`: the shown table changes at once, with a soft chime.

    By default `stage.shown.current` becomes the seat; a game's `finish` adds what else a
    new turn clears (or says who leads now), its `chime_pan` where the chime is heard (the
    middle by default)."""

    duration = 0.35

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def chime_pan(self, stage: Any) -> float:
        """Stereo position of the chime (-1 left .. 1 right)."""
        return 0.0

    def start(self, stage: Any) -> None:
        self.finish(stage)
        stage.sound("turn-chime", pan=self.chime_pan(stage), gain=0.6)

    def finish(self, stage: Any) -> None:
        stage.shown.current = self.seat


class Bubble(Anim):
    """Words (`lines`) in a speech bubble for `seconds`, with a sound as it appears (if any,
    at `gain`); where the bubble stands and how it looks is the game's own `draw`."""

    gain = 1.0

    def __init__(self, lines: list[str], seconds: float, sound: str | None = None) -> None:
        super().__init__()
        self.lines, self.duration, self.sound = lines, seconds, sound

    def start(self, stage: Any) -> None:
        if self.sound:
            stage.sound(self.sound, gain=self.gain)
