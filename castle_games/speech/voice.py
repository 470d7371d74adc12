"""The app's voice: what is said, how important it is, and what is cut off for it.

A line of equal or higher priority cuts the line being said at once (within the frame);
a less important line waits in a single slot (a newer one replaces it) and is dropped if
it has waited too long: a spoken line never queues behind others. The last line of
PROMPT priority or above can be said again (`repeat`, the R key and the speaker button).
"""

from __future__ import annotations

import dataclasses
import enum
import logging
import time
from collections.abc import Callable
from typing import Any, Protocol

log = logging.getLogger(__name__)

STALE_S = 2.0  # a waiting line older than this is no longer worth saying


class Priority(enum.IntEnum):
    FOCUS = 1     # the focused menu item ("Players: 3")
    PROMPT = 2    # what a player is asked to do now, a hand-over, a rules section
    RESULT = 3    # what just happened that decides something (a key fits, who won)
    URGENT = 4    # a problem the player must hear (no sound device, a save failed)


@dataclasses.dataclass
class Spoken:
    """One line in the record: said (or waited, or dropped), when, and whether cut off."""

    text: str
    priority: Priority
    language: str
    asked_at: float
    started_at: float | None = None
    cut_at: float | None = None
    dropped: bool = False


class Engine(Protocol):
    """Turns words into samples (float32, 44.1 kHz mono, -1..1), or says why it cannot."""

    name: str

    def render(self, text: str, language: str, rate: float) -> Any: ...


class Player(Protocol):
    """Where the samples go (the mixer's speech channel)."""

    def speak_samples(self, samples: Any, pan: float) -> None: ...
    def stop_speech(self) -> None: ...
    def speech_busy(self) -> bool: ...


class Voice:
    def __init__(self, player: Player | None, engine: Engine | None, *,
                 language: Callable[[], str], rate: Callable[[], float] = lambda: 1.0,
                 clock: Callable[[], float] = time.monotonic,
                 tell: Callable[[str], None] | None = None) -> None:
        self.player = player
        self.engine = engine
        self.language = language
        self.rate = rate
        self.clock = clock
        self.tell = tell  # how the app shows a problem once (a banner)
        self.record: list[Spoken] = []
        self.current: Spoken | None = None
        self.waiting: Spoken | None = None
        self.last_prompt: Spoken | None = None
        self._told_no_engine = False

    # -- what the scenes call ------------------------------------------------------------
    def say(self, text: str, *, priority: Priority = Priority.PROMPT, pan: float = 0.0) -> None:
        text = " ".join(str(text).split())
        if not text:
            return
        line = Spoken(text, Priority(priority), self.language(), self.clock())
        self.record.append(line)
        if line.priority >= Priority.PROMPT:
            self.last_prompt = line
        if self.current is not None and self.speaking() and self.current.priority > line.priority:
            if self.waiting is not None:
                self.waiting.dropped = True
            self.waiting = line
            return
        self._start(line, pan)

    def repeat(self) -> None:
        if self.last_prompt is not None:
            self.say(self.last_prompt.text, priority=self.last_prompt.priority)

    def stop(self) -> None:
        if self.current is not None and self.current.cut_at is None and self.speaking():
            self.current.cut_at = self.clock()
        self.current = None
        if self.player is not None:
            self.player.stop_speech()

    def speaking(self) -> bool:
        return self.player is not None and self.player.speech_busy()

    def update(self) -> None:
        """Every frame: a waiting line starts once the more important one has ended."""
        if self.waiting is not None and not self.speaking():
            line, self.waiting = self.waiting, None
            if self.clock() - line.asked_at > STALE_S:
                line.dropped = True
            else:
                self._start(line, 0.0)

    # -- inside ---------------------------------------------------------------------------
    def _start(self, line: Spoken, pan: float) -> None:
        self.stop()
        self.current = line
        line.started_at = self.clock()
        if self.engine is None or self.player is None:
            if not self._told_no_engine:
                self._told_no_engine = True
                log.warning("no speech engine: lines are kept in the record, not heard")
            return
        try:
            samples = self.engine.render(line.text, line.language, self.rate())
        except Exception:  # an engine that breaks mid-game: silence and one line, never a crash
            log.exception("the speech engine %s failed", getattr(self.engine, "name", "?"))
            self.engine = None
            if self.tell is not None:
                self.tell("The voice stopped working; the game goes on without it.")
            return
        if samples is not None:
            self.player.speak_samples(samples, pan)
