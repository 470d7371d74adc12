"""A coach in step with the table: a guided game's card speaks only of what the table has
already shown.

The rules run ahead of the picture (a move's events are known at once, their animations
take seconds), so every frame of every game's guided game, played to its end at the real
app, is read: each sentence on the coach's card is matched to the lesson sentence it is,
and must speak of nothing the table has not shown yet — a step's `then` only once the
move's events (and the rules it explains, and what it tells of besides) have been shown; a
step asked only while the table waits, everything shown; a step the table plays by itself
only once its move begins to show, after everything before it; the end only at the end.
Every `then` and every step the table plays by itself must also come onto the card once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pytest

from castle_games import plugins
from castle_games.core.languages import _
from castle_games.ui.app import App
from castle_games.ui.lesson import start_lesson
from castle_games.ui.scene import CANVAS_SIZE

GAMES = plugins.ids()


def _kind(name: str, **fields: Any) -> Callable[[Sequence[Any]], bool]:
    """A test of shown events: one of type `name` with these fields."""
    def seen(events: Sequence[Any]) -> bool:
        return any(type(e).__name__ == name
                   and all(getattr(e, k) == v for k, v in fields.items()) for e in events)
    return seen


# This test's own reading of the sentences that tell of more than the child's own move:
# (game, step) -> what must have been shown since that move before it may be said.
TELLS_OF_LATER = {
    ("knobelschatz", 2): _kind("TurnPassed", seat=0),        # "Ben and Clara rolled..."
    ("knobelschatz", 6): _kind("DogTaken", seat=2),          # "...Clara rolled the dog"
    ("knobelschatz", 17): _kind("CardsRevealed"),            # "...the game is over!"
    ("schlotterstein", 1): _kind("Scared", seat=1),          # "Ben scares first"
    ("schlotterstein", 3): _kind("BellRung", seat=1),        # "Ben rang the bell"
    ("seven-locks", 0): _kind("TreasureShared"),             # "It fits! Clara shares..."
    ("seven-locks", 4): _kind("KeyTried", seat=0),           # "Too long!"
}


class Reader:
    """Reads the coach's card against the table's record of what it has shown."""

    def __init__(self, app: App, game_id: str) -> None:
        self.app, self.game_id = app, game_id
        self.scene = app.game_scene
        self.coach = self.scene.coach
        self.lesson = self.coach.lesson
        self.seen_then: set[int] = set()
        self.seen_auto: set[int] = set()
        self.auto: set[int] = set()   # steps the table made by itself (the child was not asked)

    def child_moves(self) -> list[int]:
        return [h.index for h in self.app.table.history if h.seat == self.lesson.child]

    def span(self, step: int) -> tuple[int, int] | None:
        moves = self.child_moves()
        if step >= len(moves):
            return None
        return self.scene.shown_events.moves[moves[step]]

    def then_honest(self, j: int) -> str | None:
        span = self.span(j)
        if span is None:
            return "before its move was made"
        record = self.scene.shown_events
        shown = record.shown()
        if shown < span[1]:
            return f"before its move was shown ({shown} of {span[1]} events shown)"
        seen = record.events[span[0]:shown]
        step = self.lesson.steps[j]
        for rule in step.shows:
            if not self.lesson.rules[rule](seen):
                return f"before its rule {rule!r} was shown"
        later = TELLS_OF_LATER.get((self.game_id, j))
        if later is not None and not later(seen):
            return "before what it tells of was shown"
        if step.then_after is not None and not step.then_after(seen):
            return "before what it waits for was shown"
        return None

    def everything_shown(self) -> bool:
        record = self.scene.shown_events
        return record.shown() == len(record.events) and self.scene.idle

    def say_honest(self, j: int) -> str | None:
        index = self.coach.index
        if j == index:  # asked: the table waits for the child, everything shown
            if self.app.table.to_move != self.lesson.child or not self.everything_shown():
                return "asked while the table still moves"
            return None
        if j > index:
            return "a step still to come"
        span = self.span(j)
        record = self.scene.shown_events
        if j not in self.auto:
            return "an asked step after its move"
        if record.shown() < span[0]:
            return "before what came before it was shown"
        if record.begun() <= span[0] and span[0] < span[1]:
            return "before the table began to show it"
        return None

    def end_honest(self) -> str | None:
        if self.coach.index < len(self.lesson.steps):
            return "with steps still to make"
        t = self.app.table
        if not self.everything_shown() or not (t.over or t.to_move == self.lesson.child):
            return "before the end was shown"
        return None

    def readings(self, line: str) -> list[tuple[str, int]]:
        found = []
        for j, step in enumerate(self.lesson.steps):
            if _(step.say) == line:
                found.append(("say", j))
            if step.then and _(step.then) == line:
                found.append(("then", j))
        if line == _(self.lesson.intro):
            found.append(("say", 0))
        if line in self.coach.end_words():
            found.append(("end", 0))
        return found

    def check_card(self) -> None:
        """Every sentence on the card has an honest reading (a sentence said twice in the
        lesson may be either of them)."""
        for line in self.coach.words_now():
            readings = self.readings(line)
            assert readings, f"{self.game_id}: the card says what the lesson does not: {line!r}"
            why = []
            for kind, j in reversed(readings):  # (the latest step that fits first)
                problem = (self.then_honest(j) if kind == "then" else
                           self.say_honest(j) if kind == "say" else self.end_honest())
                if problem is None:
                    if kind == "then":
                        self.seen_then.add(j)
                    elif kind == "say" and j in self.auto:
                        self.seen_auto.add(j)
                    break
                why.append(f"{kind} {j + 1}: {problem}")
            else:
                raise AssertionError(f"{self.game_id}, step {self.coach.index + 1}: the card "
                                     f"says {line!r} {'; '.join(why)}")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_guided_games_card_tells_only_what_the_table_has_shown(game_id):
    app = App(headless=True, size=CANVAS_SIZE, persist=True, audio=False, fullscreen=False)
    for _frame in range(2):
        app.step_frame(1 / 30)
    start_lesson(app, game_id, "Mia")
    reader = Reader(app, game_id)
    coach, scene, lesson = reader.coach, reader.scene, reader.lesson
    made = 0
    for _frame in range(6000):
        app.step_frame(1 / 15)
        reader.check_card()
        if coach.finished():
            break
        if coach.index > made:  # the table made the step by itself (one place to go)
            reader.auto.update(range(made, coach.index))
            made = coach.index
        if coach.asking() and coach.index == made:
            assert scene.try_apply(lesson.steps[made].action)
            made += 1
            reader.check_card()  # the very frame of the move: nothing of it is said yet
    else:
        raise AssertionError(f"{game_id}: the guided game never ended")
    for _frame in range(10):  # the end stays on show
        app.step_frame(1 / 15)
        reader.check_card()
    assert "You learned:" in coach.words_now()
    thens = {j for j, step in enumerate(lesson.steps) if step.then}
    assert reader.seen_then == thens, f"never said: {sorted(thens - reader.seen_then)}"
    assert reader.seen_auto == reader.auto, "a step the table made by itself went unsaid"
    pygame.display.quit()


def test_the_table_records_an_event_as_shown_only_when_its_animations_have_run():
    """The record the coach follows: a move's events begin to show as their first animation
    starts and are shown once their last one has finished; a hurried table shows all."""
    from tablekit import StandInApp, make_scene, new_canvas

    from castle_games.core.seats import HUMAN, Seat
    from castle_games.games.knobelschatz.moves import RollDice
    from castle_games.session import Session

    new_canvas()
    seats = [Seat("Ann", "red", HUMAN), Seat("Ben", "blue", HUMAN)]
    session = Session("knobelschatz", seats, 5, autosave=None)
    scene = make_scene(session, StandInApp())
    record = scene.shown_events
    assert scene.try_apply(RollDice())
    first, end = record.moves[0]
    assert (first, end) == (0, len(record.events)) and end >= 1
    assert record.begun() == 0 and record.shown() == 0  # queued, nothing runs yet
    scene.update(1 / 60)
    assert record.begun() >= 1 and record.shown() == 0  # the dice are rolling
    scene.skip_animations()
    assert record.shown() == record.begun() == end
