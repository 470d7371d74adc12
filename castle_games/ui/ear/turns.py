"""A dark table's turns, whatever the game: the question asked once per position, the
computers paced, a move taken or refused, the end told once, and the history walked.

Both tables by ear are built on `TurnTable`: the shared one (table.py, any game declared
by ear) and Seven Locks' own (its sound_only.py). Each says how a seat is named, how
events are heard, how its question is asked, why a move is refused and how the end is
told; the order of things at the table is kept here, once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from castle_games.core.contract import Action, IllegalAction
from castle_games.core.telling import _
from castle_games.ui.ear.cues import Cue, words
from castle_games.ui.ear.scene import DarkScene

BOT_DELAY = 0.6  # seconds a computer "thinks" before each move (scaled by animation speed)


class TurnTable(DarkScene):
    """The turn by turn of a dark table. A subclass calls `start_turns(table)` in its
    `__init__` and gives `seat_name`, `hear`, `ask`, `refusal` and `tell_the_end`."""

    table: Any

    def start_turns(self, table: Any) -> None:
        self.table = table
        self.prompted: int | None = None  # the table's position when the question was asked
        self.asked_seat: int | None = None  # the seat asked last (its horn again for another)
        self.cursor: int | None = None  # the choice heard last: Enter takes it
        self.history_at: int | None = None  # the event walked back to (Page Up / Down)
        self.help_at = -1  # the part of the help heard last (H walks them)
        self.bot_clock = 0.0
        self.over_said = False
        self.tells_the_end = True  # False at a mixed table: its sighted side shows the end
        # At a mixed table: whether this table is the one in use now (a seat by ear is to
        # move); when not, it only finishes saying what happened, and plays no computer.
        self.in_use: Callable[[], bool] = lambda: True

    # -- what the game says ---------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        raise NotImplementedError

    def hear(self, events: list[Any]) -> None:
        """The events of a move, heard one after another (the table must hear them)."""
        raise NotImplementedError

    def ask(self) -> None:
        """The question to the seat to move (asked once per position: `update` has noted
        the position in `prompted`, and forgotten the choice heard last)."""
        raise NotImplementedError

    def refusal(self, action: Action, why: str) -> list[Cue]:
        """Why a move was refused, in sounds (and words where a voice speaks)."""
        raise NotImplementedError

    def tell_the_end(self) -> None:
        raise NotImplementedError

    # -- reading the table ----------------------------------------------------------------
    def obs(self) -> Any:
        return self.table.observation

    def choices(self) -> list[Any]:
        return self.table.legal_actions()

    def awaiting(self) -> bool:
        """A person's decision is awaited and nothing the table must hear is still playing."""
        t = self.table
        return not t.over and not t.is_bot_turn() and not self.player.blocking

    def question_due(self) -> bool:
        """The position on the table has not been asked about yet (a move, a take-back or a
        resume makes a new one; the move count alone comes back after a take-back)."""
        return not self.table.over and self.prompted != self.table.position

    def moving(self) -> bool:
        """Something happens without a key: a computer is paced, the end is to be told or a
        question asked (the frames run smoothly meanwhile)."""
        t = self.table
        return t.is_bot_turn() or (t.over and not self.over_said) or self.question_due()

    # -- the frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.tick_speech()
        self.player.update(dt)
        if self.player.blocking:
            return
        t = self.table
        if t.over:
            if self.tells_the_end and not self.over_said and not self.player.busy:
                self.over_said = True
                self.tell_the_end()
            return
        if not self.in_use():
            return
        if t.is_bot_turn():
            who = self.seat_name(t.to_move)
            self.captioned = lambda: _("{player} is playing").format(player=who)
            if self.player.busy:
                return
            self.bot_clock += dt
            if self.bot_clock >= BOT_DELAY / max(0.1, self.app.settings.animation_speed) \
                    and t.move_arrived():
                self.bot_clock = 0.0
                _action, events = t.play_bot()
                self.hear(events)
            return
        if self.question_due():
            self.prompted = t.position
            self.cursor = None
            self.ask()

    # -- a person's move ------------------------------------------------------------------
    def act(self, action: Action) -> None:
        try:
            events = self.table.apply(action)
        except IllegalAction as exc:
            # why, in sounds (and words where a voice speaks); then the question again
            self.say_now(self.refusal(action, exc.told()), "refused")
            self.prompted = None
            return
        self.cut_prompts()
        self.cursor = None
        self.hear(events)

    def ask_again(self) -> None:
        """Q: the question again, with the asked seat's horn and what it depends on."""
        self.asked_seat = None
        self.prompted = None
        self.cut_prompts()

    def walk_history(self, step: int) -> None:
        """Page Up: one event further back than the one heard last (the newest, or the one
        walked to); Page Down: one nearer; step 0 the last again. Each is heard again after
        its place in the history ("3 of 12"). Past either end the soft tap says there is
        no more."""
        heard = self.player.heard()
        if not heard:
            self.not_yet(pygame.K_PAGEUP)
            return
        at = len(heard) - 1 if self.history_at is None else self.history_at  # the last
        to = at + step
        if not 0 <= to < len(heard):
            self.not_yet(pygame.K_PAGEUP)
            return
        self.history_at = to if step else None
        self.cut_prompts()
        # TRANSLATORS: by ear, walking back through what happened: "3 of 12:" before it.
        self.say([words(_("{number} of {count}:").format(number=to + 1, count=len(heard)))],
                 kind="history")
        self.player.replay(heard[to])
        self.player.update(0.0)

    def on_exit(self) -> None:
        # Called when the game is left (not when the menu opens over it).
        if self.speaker is not None:
            self.speaker.close()
