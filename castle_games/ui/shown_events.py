"""What a table has shown: the events played at it, in order, and how far its animations got.

A game's view turns each rules event into animations on its queue (ui/table.py); the rules
have already moved on while the picture still catches up. Words about the game — the
guided game's coach above all — must follow the picture, not the rules: they may speak of
an event only once the table has shown it. `ShownEvents` is that record. The table tells it
where each event's animations lie in the queue as they are queued (`place`, `played`);
an event has *begun* to show once its first animation has left the queue, and is *shown*
once its last animation has finished (an event with no animation of its own is shown with
the animation queued before it, or at once on a still table).

Animations run strictly in queue order, so both counts only grow and are prefixes of
`events`: `shown()` events have been shown, `begun()` have at least begun to show.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


class ShownEvents:
    """The events played at one table scene, and how many of them it has shown."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.events: list[Any] = []
        # Per move played at this scene (its number in the game): its events [first, end).
        self.moves: dict[int, tuple[int, int]] = {}
        self._opening: list[Any] = []   # per event: the animation that begins showing it
        self._closing: list[Any] = []   # per event: the animation whose end shows it
        self._placed: list[tuple[Any, int]] = []  # (event, queue place) while a move queues
        self._shown = 0
        self._begun = 0

    # -- the table records -------------------------------------------------------------------
    def place(self, event: Any, at: int) -> None:
        """`event`'s animations are about to be queued from queue place `at` on."""
        self._placed.append((event, at))

    def played(self, move: int, events: Sequence[Any]) -> None:
        """A move's events have been queued (`place` was told where each one's animations
        begin): which animation begins and which ends the showing of each."""
        placed, self._placed = self._placed, []
        queue = list(self.scene.queue)
        where = {id(event): at for event, at in placed}
        starts = [where.get(id(event), len(queue)) for event in events]
        first = len(self.events)
        for k, event in enumerate(events):
            end = starts[k + 1] if k + 1 < len(events) else len(queue)
            end = max(end, starts[k])
            closing = queue[end - 1] if end > 0 else self.scene.active
            opening = queue[starts[k]] if starts[k] < end else closing
            self.events.append(event)
            self._opening.append(opening)
            self._closing.append(closing)
        self.moves[move] = (first, len(self.events))

    # -- reading -----------------------------------------------------------------------------
    def _pending(self, anim: Any, *, running_counts: bool) -> bool:
        if anim is None:
            return False
        if any(queued is anim for queued in self.scene.queue):
            return True
        return running_counts and self.scene.active is anim

    def shown(self) -> int:
        """How many of `events` (from the first) the table has shown to their end."""
        while (self._shown < len(self.events)
               and not self._pending(self._closing[self._shown], running_counts=True)):
            self._shown += 1
        return self._shown

    def begun(self) -> int:
        """How many of `events` (from the first) have at least begun to show."""
        while (self._begun < len(self.events)
               and not self._pending(self._opening[self._begun], running_counts=False)):
            self._begun += 1
        return max(self._begun, self.shown())

    def of_move(self, move: int) -> tuple[int, int] | None:
        """Where a move's events lie in `events` ([first, end)); None for a move played
        before this scene was built (it was shown then, or never will be here)."""
        return self.moves.get(move)
