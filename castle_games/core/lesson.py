"""A guided first game: the real rules on a fixed seed, the child told each move.

A game declares its lesson in `lesson.py` (`lesson:LESSON`, the manifest's `lesson`):
the seed, who sits at the table (the child in seat 0, friendly computer players in the
others, at levels that play the same on the same seed), and the child's moves as `Step`s,
in the order the game will ask for them. Between two steps the computer players move as in
any game. Each step says what to do and why (a catalogue sentence, read aloud with Read
aloud on), names the action the child is to make — the table points at the thing to click
for it and refuses every other move kindly — and the rules it shows for the first time.

A rule is shown by what happens, so a lesson says how to recognise it (`Lesson.rules`:
its name -> a test of the events after the step, up to the child's next move): a test
plays every lesson through and checks that each rule a step claims did happen there, and
that every rule the lesson names is shown once.

Nothing here imports pygame; the coach on screen is ui/lesson.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from castle_games.core.contract import Action, Event
from castle_games.core.seats import Seat

# The rule is shown by these events (those after the step's move, until the child's next
# decision or the end): True when they show it.
RuleSeen = Callable[[Sequence[Event]], bool]


@dataclass(frozen=True)
class Step:
    """One move the child is asked to make."""

    say: str                      # N_: what to do, and why ("Roll the die: ...")
    action: Action                # the move to make; any other is refused kindly
    shows: tuple[str, ...] = ()   # the rules (keys of Lesson.rules) it shows first
    # N_: said after the move, once its events have been seen ("Hear that? A deep drop.")
    then: str = ""
    # Moves the child may make instead that mean the same (a card hidden a moment sooner
    # than the script's): the table then plays `action` itself, so the lesson stays on
    # its seed's path. None: only `action`.
    accepts: Callable[[Action], bool] | None = None
    # `then` is said once the table has shown the move's own events and the rules the step
    # shows; a `then` that tells of more (the computers' turns after it, the game's end)
    # names what it waits for: a test of the events shown since the move, True once they
    # include everything it tells of.
    then_after: RuleSeen | None = None

    def admits(self, action: Action) -> bool:
        return action == self.action or (self.accepts is not None and self.accepts(action))


@dataclass(frozen=True)
class Lesson:
    seed: int
    seats: tuple[Seat, ...]       # seat 0 the child (human); the rest computers
    steps: tuple[Step, ...]
    rules: Mapping[str, RuleSeen]  # every rule the lesson shows, and how to see it
    intro: str                    # N_: said before the first step
    outro: str                    # N_: said after the last
    options: Mapping[str, Any] = field(default_factory=dict)
    # The words for each rule (N_), for the lesson's last page: "You learned ...".
    rule_words: Mapping[str, str] = field(default_factory=dict)
    # The lesson's own computer players, (seat, level, seed) -> bot, where the game's levels
    # have changed since its steps were written: they are actors of the script, playing the
    # parts it was written for. None: the game's own levels.
    players: Callable[[int, str, int], Any] | None = None

    @property
    def child(self) -> int:
        return 0

    @property
    def bots_seed(self) -> int:
        """The seed of the lesson's computer players: the lesson's own, not one derived
        from it as at any other table (core.bots.bot_seed). The guided game is the same for
        every child, its steps written for the moves these players make with it, and it
        hides nothing a script has not already told."""
        return self.seed

    def step_for(self, index: int) -> Step | None:
        return self.steps[index] if 0 <= index < len(self.steps) else None


class LessonDrift(ValueError):
    """A lesson's step is not a legal move where the game asks for it (the rules or the
    bots changed): the lesson must be written again. Tests find it before a child does."""


def play_through(game: Any, lesson: Lesson, make_bot: Callable[[int, str, int], Any],
                 on_step: Callable[[int, Step, Any], None] | None = None
                 ) -> list[list[Event]]:
    """Play the lesson headless, exactly as a child following it would: the computer seats
    choose with their bots (told what their seats perceive), the child makes each step's
    move. Returns, per step, the events from that move until the child is asked again (or
    the game ends). `on_step(i, step, state)` is called when step i is asked.
    Raises LessonDrift when a step is not legal where it is asked."""
    state = game.new(list(lesson.seats), lesson.seed, dict(lesson.options))
    make_bot = lesson.players or make_bot
    bots = {i: make_bot(i, s.level or "normal", lesson.bots_seed)
            for i, s in enumerate(lesson.seats) if not s.is_human}
    after: list[list[Event]] = []

    def act(action: Action) -> list[Event]:
        events = state.apply(action)
        for seat, bot in bots.items():
            bot.notice(game.perceived(events, seat))
        if after:
            after[-1].extend(events)
        return events

    for i, step in enumerate(lesson.steps):
        while state.to_move is not None and state.to_move in bots:
            seat = state.to_move
            act(bots[seat].choose(game.observation(state, seat), state.legal_actions()))
        if state.to_move is None:
            raise LessonDrift(f"the game ended before step {i + 1} of the lesson")
        if state.to_move != lesson.child:
            raise LessonDrift(f"step {i + 1}: seat {state.to_move} is asked, not the child")
        if on_step is not None:
            on_step(i, step, state)
        if step.action not in state.legal_actions():
            raise LessonDrift(f"step {i + 1}: {step.action!r} is not a legal move here")
        after.append([])
        act(step.action)
    while state.to_move is not None and state.to_move in bots:
        seat = state.to_move
        act(bots[seat].choose(game.observation(state, seat), state.legal_actions()))
    return after
