"""By ear: the player that strings cues (cues.py) one after another.

`CuePlayer` plays cues one after another (never two at once: the ear needs each alone),
waits for speech before a sound that must be heard clearly (a drop, a count), and keeps
the events heard (one group each) so that Space repeats the last and Page Up walks back
through the last HISTORY_SIZE; a long count may be cut short (`skip_count`).
No pygame here: the scene hands it a function that plays a cue (and one that silences).
"""

from __future__ import annotations

import dataclasses
import logging
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from castle_games.ui.ear.cues import GAP_S, HISTORY_SIZE, SPEECH_WAIT_MAX_S, Cue

LONG_COUNT_S = 2.0  # a count heard one by one for longer than this may be cut short

log = logging.getLogger(__name__)


@dataclass
class _Item:
    cue: Cue
    blocking: bool
    group: int


@dataclass
class CuePlayer:
    """Plays cues one after another through `play(cue)`; `speaking()` says whether speech
    is still going (the next cue waits for it, up to SPEECH_WAIT_MAX_S)."""

    play: Callable[[Cue], None]
    speaking: Callable[[], bool] = lambda: False
    stop: Callable[[], None] = lambda: None  # silences what is playing (a count cut short)
    queue: deque[_Item] = field(default_factory=deque)
    wait: float = 0.0
    current: _Item | None = None
    held: float = 0.0
    groups: dict[int, tuple[Cue, ...]] = field(default_factory=dict)
    last_heard: int | None = None
    # Counts heard one by one: the recipe and the parameter it counts, and the cue that
    # says the same number at once (Enter cuts a long count short).
    long_counts: dict[str, str] = field(default_factory=dict)
    count_cue: Callable[[int], Cue] | None = None
    _next_group: int = 0

    def add(self, cues: Sequence[Cue], *, blocking: bool = True, remember: bool = True) -> None:
        if not cues:
            return
        self._next_group += 1
        gid = self._next_group if remember else -self._next_group
        if remember:
            self.groups[gid] = tuple(cues)
            for old in [g for g in self.groups if g < gid - 64]:
                del self.groups[old]
        self.queue.extend(_Item(c, blocking, gid) for c in cues)

    def keep(self, cues: Sequence[Cue]) -> None:
        """Remember a group as heard without playing it (what happened before a resume)."""
        if not cues:
            return
        self._next_group += 1
        self.groups[self._next_group] = tuple(cues)
        self.last_heard = self._next_group
        for old in [g for g in self.groups if g < self._next_group - 64]:
            del self.groups[old]

    @property
    def busy(self) -> bool:
        return bool(self.queue) or self.wait > 0

    @property
    def blocking(self) -> bool:
        """True while something the table must hear is still playing or waiting."""
        playing = self.current is not None and self.wait > 0 and self.current.blocking
        return playing or any(i.blocking for i in self.queue)

    def update(self, dt: float) -> None:
        self.wait = max(0.0, self.wait - dt)
        while self.wait <= 0 and self.queue:
            item = self.queue[0]
            # Every cue waits for the words before it: a sound under a line not its own is
            # heard as belonging to that line (the towers under the question, a drop under
            # "the keymaster goes to ..."). A cue's own words start with its sound.
            if self.speaking() and self.held < SPEECH_WAIT_MAX_S:
                self.held += dt
                return
            self.held = 0.0
            self.queue.popleft()
            if item.cue.quiet and item.cue.speech and item.cue.sound:
                # A sound that must not be masked comes after its own words.
                after = _Item(dataclasses.replace(item.cue, speech=None), item.blocking,
                              item.group)
                self.queue.appendleft(after)
                item = _Item(dataclasses.replace(item.cue, sound=None, params=(), length=0.0),
                             item.blocking, item.group)
            self.current = item
            if item.group > 0:
                self.last_heard = item.group
            try:
                self.play(item.cue)
            except Exception as exc:  # noqa: BLE001 - a broken sound never stops the game
                log.warning("cue %s failed: %s", item.cue.sound, exc)
            self.wait = item.cue.length + GAP_S
        if not self.queue and self.wait <= 0:
            self.current = None

    def cut_prompts(self) -> None:
        """A person answered: what was only asking need not finish."""
        self.queue = deque(i for i in self.queue if i.blocking)
        if self.current is not None and not self.current.blocking:
            self.wait = 0.0
            self.current = None

    def repeat_last(self) -> bool:
        """Queue the last group heard again (not remembered: Space twice repeats it twice)."""
        cues = self.groups.get(self.last_heard) if self.last_heard is not None else None
        if not cues:
            return False
        self.add(cues, blocking=False, remember=False)
        return True

    def heard(self) -> list[int]:
        """The remembered groups already heard (begun), oldest first, at most HISTORY_SIZE."""
        if self.last_heard is None:
            return []
        return sorted(g for g in self.groups if g <= self.last_heard)[-HISTORY_SIZE:]

    def replay(self, group: int) -> bool:
        """Queue a remembered group again (walking the history)."""
        cues = self.groups.get(group)
        if not cues:
            return False
        self.add(cues, blocking=False, remember=False)
        return True

    def skip_count(self) -> bool:
        """Enter during a long count (a treasure counted pearl by pearl): it stops, and the
        same number is heard at once as tens and ones. False when no long count plays."""
        item = self.current
        if item is None or self.wait <= 0 or item.cue.sound not in self.long_counts \
                or item.cue.length < LONG_COUNT_S or self.count_cue is None:
            return False
        self.stop()
        n = int(item.cue.param_dict.get(self.long_counts[item.cue.sound], 0))
        self.wait = 0.0
        self.queue.appendleft(_Item(self.count_cue(n), item.blocking, -abs(item.group)))
        self.update(0.0)
        return True

    def skip(self) -> None:
        self.queue.clear()
        self.wait = 0.0
        self.current = None
