"""A mixed table: sighted players and a player by ear in one game, each seat as it chose.

The game's own sighted table and its table by ear (the manifest's by-ear mode) both show
the one `TableModel`. On the turn of a seat that plays by ear (`Seat.by_ear`) the table is
heard, the screen dark; on a sighted person's turn it is drawn. Each is what its seat may
know: the model's viewer is the person to move, so the hidden facts of a seat reach only
that seat. The switch waits until the table in use has shown or said what it must (a move's
pictures, an event's sound). The player by ear first hears what happened since their last
turn; the sighted table is made afresh at each switch, so it shows the table as it is now.
The end is shown by the sighted table (its game-over screen says itself too).
"""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.ui.scene import Scene


class MixedTable(Scene):
    """Shows `sighted()` or the by-ear `ear` scene, whichever the viewer's seat chose."""

    def __init__(self, app: Any, table: Any, sighted: Any, ear: Any) -> None:
        super().__init__(app)
        self.table = table
        self.make_sighted = sighted  # a new sighted scene of the table as it is now
        self.ear = ear
        ear.tells_the_end = False  # the sighted table shows the end, for everyone
        ear.in_use = self.wants_ear
        self.heard_up_to = len(table.history)  # the moves the player by ear has heard
        self.active: Any = ear if self.wants_ear() else sighted()

    def wants_ear(self) -> bool:
        t = self.table
        if t.over:
            return False
        return bool(t.seats[t.viewer].by_ear)

    @property
    def handles_escape(self) -> bool:
        return bool(getattr(self.active, "handles_escape", False))

    def _settled(self) -> bool:
        """The table in use has nothing left to show or say."""
        if self.active is self.ear:
            return not self.ear.player.busy
        return bool(getattr(self.active, "idle", True))

    def _switch(self) -> None:
        if self.active is self.ear:
            self.heard_up_to = len(self.table.history)
            self.active = self.make_sighted()
            self.active.on_enter()
            return
        history = self.table.history
        events = [event for happening in history[self.heard_up_to:]
                  for event in happening.events]
        self.heard_up_to = len(history)
        self.active = self.ear
        self.ear.prompted = None  # asked afresh, after what happened is heard
        self.ear.hear(events)

    # -- a scene, by whichever table is in use ---------------------------------------------
    def update(self, dt: float) -> None:
        self.active.update(dt)
        if self.active is self.ear:
            self.heard_up_to = len(self.table.history)
        # In the frame the table in use settles, so that no key or click in between reaches
        # the table the seat to move did not choose.
        if self.wants_ear() != (self.active is self.ear) and self._settled():
            self._switch()
            self.active.update(0.0)

    def handle(self, event: pygame.event.Event) -> None:
        self.active.handle(event)

    def draw(self, canvas: pygame.Surface) -> None:
        self.active.draw(canvas)

    def frame_rate(self) -> float:
        if self.wants_ear() != (self.active is self.ear):
            from castle_games.ui.scene import SMOOTH

            return SMOOTH
        return float(self.active.frame_rate())

    def on_enter(self) -> None:
        self.active.on_enter()

    def on_exit(self) -> None:
        self.ear.on_exit()
        if self.active is not self.ear:
            self.active.on_exit()

    def skip_animations(self) -> None:
        self.active.skip_animations()

    def __getattr__(self, name: str) -> Any:
        # What the shell asks of a game's table (its prompt, its hint, its coach) is the
        # table in use's: the mixed table is only the choice between the two.
        if name.startswith("__") or name in ("active", "ear", "table", "make_sighted"):
            raise AttributeError(name)
        return getattr(self.active, name)
