"""The guided first game on screen: the coach that walks a child through a game's lesson.

A lesson (core/lesson.py) is played at the game's real table — its rules, view and
sounds — on the lesson's seed. The coach sits over the table (`TableScene.coach`): when the
child is asked, it shows and says what to do and why, with the glow and the arrow on the
thing to click (`scene.where(action)`); a move other than the one asked for is refused
kindly and changes nothing; after each move it says what the move showed. When the steps
are done it says what the child learned and offers the way back to the seat setup. Esc
leaves at any time (the pause menu); nothing of a lesson is saved or kept in the records.

The coach speaks of the game only as far as the table has shown it: the rules run ahead of
the animations, so its words follow the table's record of shown events
(ui/shown_events.py), never the rules state. A step's `then` comes once the events it
tells of have been shown; a step the table plays by itself is said as its move begins to
show; the end is said once everything is shown. The card gathers the words since the
child's last move, in the order they came, the newest `PAGE` of them on show.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

import pygame

from castle_games import plugins
from castle_games.core.languages import N_, _
from castle_games.core.lesson import Lesson, Step
from castle_games.core.match import Match
from castle_games.core.seats import DEFAULT_NAMES
from castle_games.speech.voice import Priority
from castle_games.ui import draw, theme
from castle_games.ui.card_places import COACH
from castle_games.ui.guidance import pointer, star, word_card
from castle_games.ui.scene import CANVAS_SIZE
from castle_games.ui.widgets import Button

log = logging.getLogger(__name__)
W, H = CANVAS_SIZE
PAGE = 2  # the coach's newest sentences on its card (older ones were on show before)
WORDS_A_SECOND = 3.0  # how fast words are read aloud: the table waits that long for them


@dataclasses.dataclass(frozen=True)
class Told:
    """One thing the coach's card says: "ask" (the step asked now, with the intro before
    the first), "auto" (a step the table plays by itself, as it plays it) or "then" (what
    a step's move showed)."""

    kind: str
    step: int


class Coach:
    """The guided game's teacher over one table scene."""

    def __init__(self, scene: Any, lesson: Lesson) -> None:
        self.scene = scene
        self.lesson = lesson
        self.table = scene.table
        self._said: tuple[str, int] | None = None   # ("end", 0) once the end has been said
        self.refused = 0                             # kind refusals so far (tests read it)
        self.card: pygame.Rect | None = None         # where the card was drawn last (tests)
        self.shown: list[int] = []                   # the steps shown, in order (tests read it)
        self.auto: set[int] = set()                  # steps the table made by itself
        self._index: tuple[int, int] = (-1, 0)       # (moves played, the child's moves)
        self.page: list[Told] = []                   # the card's words since the last move
        self._told: set[Told] = set()                # everything the card has said
        self._unsaid: list[Told] = []                # come onto the card, not said yet
        self._page_from = 0                          # the first step still to be told of
        self._moves: tuple[int, list[int]] = (-1, [])  # (moves played, the child's move numbers)
        # A table shown in the middle of the lesson (a picture of step N): the words of the
        # move before it are the last ones still to say.
        self._page_from = max(0, self.index - 1)
        self._read_until = 0.0  # the scene's clock when the words the table brought are read
        self.done_button = Button(pygame.Rect(W // 2 - 150, 560, 300, 76), N_("Done"),
                                  self.done, style="go", size=36)

    # -- where the lesson stands ----------------------------------------------------------
    @property
    def index(self) -> int:
        """The step asked for now: the number of moves the child has made (counted again
        only after a move: it is asked several times a frame)."""
        moves = self.table.moves_played
        if self._index[0] != moves:
            child = self.lesson.child
            self._index = (moves, sum(1 for h in self.table.history if h.seat == child))
        return self._index[1]

    @property
    def step(self) -> Step | None:
        return self.lesson.step_for(self.index)

    def asking(self) -> bool:
        """The child is to make the step's move now."""
        return (self.step is not None and self.table.to_move == self.lesson.child
                and self.scene.may_act())

    def finished(self) -> bool:
        """Every step made and the computers have played on to the child's next turn."""
        return (self.index >= len(self.lesson.steps) and self.scene.idle
                and not self.table.is_bot_turn())

    # -- the child's moves ----------------------------------------------------------------
    def admit(self, action: Any) -> Any:
        """The move to play for `action`, or None (refused kindly, nothing changes)."""
        step = self.step
        if step is not None and not self.asking() and self.table.to_move == self.lesson.child:
            # The table moves by itself (a die with one place to go): the script's move,
            # its words said as the move's comment.
            self.auto.add(self.index)
            if self.index not in self.shown:
                self.shown.append(self.index)
            return step.action
        if step is not None and step.admits(action):
            self.page, self._page_from = [], self.index  # a new move: a new page of words
            self._read_until = 0.0
            return step.action
        if (step is not None and type(action) is type(step.action)
                and action not in self.table.legal_actions()):
            return action  # the right kind of move, not allowed now: the rules say why
        self.refused += 1
        self.scene.sound("ui-back")
        if step is None:
            self.scene.note(_("The guided game is over: choose Done."))
        else:
            self.scene.note(_("Not that one. Look where the arrow points."))
        return None

    def done(self) -> None:
        """Back to the seat setup of this game, ready for a real one."""
        self.scene.app.open_setup(self.table.game.id)

    def handle(self, event: Any) -> bool:
        """The Done button (once finished). True: the event is used up."""
        if not self.finished():
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.done_button.rect.collidepoint(event.pos):
                self.done()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.done()
            return True
        return False

    # -- following the table --------------------------------------------------------------
    def _move_of(self, step: int) -> int | None:
        """The game's number of the child's move for `step` (None: not made yet)."""
        moves = self.table.moves_played
        if self._moves[0] != moves:
            child = self.lesson.child
            self._moves = (moves, [h.index for h in self.table.history if h.seat == child])
        made = self._moves[1]
        return made[step] if step < len(made) else None

    def _span(self, step: int) -> tuple[int, int] | None:
        """Where the events of `step`'s move lie in the table's record of shown events;
        None when the move was made before this table was on screen (shown then)."""
        move = self._move_of(step)
        return None if move is None else self.scene.shown_events.of_move(move)

    def _begun(self, step: int) -> bool:
        """The table has begun to show `step`'s move."""
        span = self._span(step)
        if span is None:
            return self._move_of(step) is not None
        record = self.scene.shown_events
        return record.begun() > span[0] or (span[0] == span[1] and record.shown() >= span[0])

    def _then_ready(self, step: int) -> bool:
        """The table has shown what `step`'s `then` tells of: the move's own events, the
        rules the step shows, and what the step says its `then` waits for."""
        if self._move_of(step) is None:
            return False
        span = self._span(step)
        if span is None:
            return True
        record = self.scene.shown_events
        shown = record.shown()
        if shown < span[1]:
            return False
        seen = record.events[span[0]:shown]
        s = self.lesson.steps[step]
        rules = self.lesson.rules
        if not all(rules[r](seen) for r in s.shows if r in rules):
            return False
        return s.then_after is None or bool(s.then_after(seen))

    def _tell(self, told: Told) -> None:
        if told not in self._told:
            self._told.add(told)
            self.page.append(told)
            self._unsaid.append(told)
            if told.kind != "ask":  # (an asked step waits for the child anyway)
                words = len(" ".join(self._words_of(told)).split())
                now = float(self.scene.clock)
                self._read_until = max(self._read_until, now) + 0.5 + words / WORDS_A_SECOND

    def holding(self) -> bool:
        """The words the table's own moves brought are still being read: a step the table
        plays by itself (a die with one place to go) waits for them, so that its own words
        do not push them off the card before they are said. (The computers' moves bring no
        words of the coach's: they need not wait.)"""
        return float(self.scene.clock) < self._read_until

    def follow(self) -> None:
        """Bring the card up to what the table has shown (the table calls this every frame,
        through `speak`): each step since the child's last move said as its move begins to
        show when the table plays it by itself, each `then` once its events are shown,
        the step asked for once the table waits for the child."""
        i = self.index
        steps = self.lesson.steps
        for j in range(self._page_from, min(i, len(steps))):
            if j in self.auto:
                if not self._begun(j):
                    break  # (in order: nothing after a move still to come is told)
                self._tell(Told("auto", j))
            if steps[j].then:
                if self._then_ready(j):
                    self._tell(Told("then", j))
                elif j in self.auto:
                    break
        if self.asking():
            self._tell(Told("ask", i))
            if i not in self.shown:
                self.shown.append(i)

    # -- words ----------------------------------------------------------------------------
    def told_now(self) -> list[Told]:
        """What the card says this frame (the end: the last step's words before it)."""
        self.follow()
        return self.page[-PAGE:]

    def _words_of(self, told: Told) -> list[str]:
        step = self.lesson.steps[told.step]
        if told.kind == "then":
            return [_(step.then)]
        if told.kind == "ask" and told.step == 0:
            return [_(self.lesson.intro), _(step.say)]
        return [_(step.say)]

    def words_now(self) -> list[str]:
        """The card's words this frame (in the language in use)."""
        lines = [w for told in self.told_now() for w in self._words_of(told)]
        if self.finished():
            return lines + self.end_words()
        return lines

    def end_words(self) -> list[str]:
        """The outro, then what was learned, a line for each rule."""
        learned = [_(self.lesson.rule_words[r]) for r in self.lesson.rules
                   if r in self.lesson.rule_words]
        lines = [_(self.lesson.outro)]
        if learned:
            # TRANSLATORS: the guided game's last page, before the rules learned, one a line
            lines += [_("You learned:"), *(f"\u2022 {rule}" for rule in learned)]
        return lines

    def speak(self) -> None:
        """Follow the table (`follow`) and say what came onto the card, once, in order (the
        table calls this every frame); the end once it is reached."""
        self.follow()
        lines = [w for told in self._unsaid for w in self._words_of(told)]
        asked = any(told.kind == "ask" for told in self._unsaid)
        self._unsaid = []
        if self.finished() and self._said != ("end", 0):
            self._said = ("end", 0)
            lines += self.end_words()
        if lines:
            self.scene.say(" ".join(lines), Priority.PROMPT if asked else Priority.RESULT)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, clock: float) -> None:
        if self.finished():
            self._draw_end(canvas)
            return
        words = self.words_now()
        target = None
        if self.asking():
            step = self.step
            target = self.scene.where(step.action) if step is not None else None
            if target is not None:
                pointer(canvas, target, clock, self.scene.guidance_clear())
        if words:
            places = self.scene.card_places
            card = word_card(canvas, words, near=target, icon="star", width=520,
                             places=places, kind=COACH)
            newest = self._words_of(self.page[-1]) if self.page else words
            if card is None and places is not None and newest != words:
                # No room for the page: its newest words alone (what to do now).
                places.waiting.remove(COACH)
                card = word_card(canvas, newest, near=target, icon="star", width=520,
                                 places=places, kind=COACH)
            self.card = card
            if card is not None:
                self._draw_progress(canvas, card)

    def _draw_progress(self, canvas: pygame.Surface, card: pygame.Rect) -> None:
        """Along the card's foot, a star per step made and a dot per step to come."""
        n = len(self.lesson.steps)
        done = min(self.index, n)
        step = min(18, (card.width - 120) // max(1, n))
        x0, y = card.right - 24 - step * (n - 1), card.bottom - 13
        for k in range(n):
            centre = (x0 + k * step, y)
            if k < done:
                star(canvas, centre, 7)
            else:
                pygame.draw.circle(canvas, theme.PARCHMENT_DARK, centre, 3)

    def _draw_end(self, canvas: pygame.Surface) -> None:
        """The last step's words, the outro and "You learned:" centred, the rules learned
        in a list beneath."""
        draw.dim(canvas, 120)
        words = self.words_now()
        said = "\n".join(w for w in words if not w.startswith("\u2022"))
        rules = "\n".join(w for w in words if w.startswith("\u2022"))
        width, size = 700, 28
        line = theme.font(size).get_linesize() + 2

        def tall(text: str) -> int:
            return len(draw.wrap(text, size, width)) * line if text else 0

        top_h, list_h = tall(said), tall(rules)
        scale = min(1.0, 340 / max(1, top_h + list_h))  # (shrunk to fit: paragraph shrinks)
        top_h, list_h = int(top_h * scale), int(list_h * scale)
        box = pygame.Rect(0, 0, width + 80, 96 + top_h + 10 + list_h + 24 + 76 + 26)
        box.center = (W // 2, H // 2 - 10)
        draw.blit_shadow(canvas, box, 24)
        canvas.blit(draw.panel(box.size, 24, theme.PARCHMENT, theme.GOLD_DARK, 4), box)
        for k in range(3):
            star(canvas, (box.centerx - 70 + 70 * k, box.top + 52), 30 if k == 1 else 22)
        y = box.top + 96
        draw.paragraph(canvas, said, pygame.Rect(box.left + 40, y, width, top_h), size,
                       theme.INK)
        if rules:
            draw.paragraph(canvas, rules, pygame.Rect(box.left + 40, y + top_h + 10, width,
                                                      list_h), size, theme.INK, align="left")
        self.done_button.rect.midbottom = (box.centerx, box.bottom - 26)
        self.done_button.draw(canvas)


def lesson_of(game_id: str) -> Lesson | None:
    entry = plugins.manifest(game_id)
    return entry.optional(entry.lesson)


def lesson_session(game_id: str, name: str | None = None, *, moves: int = 0,
                   computers_first: bool = False) -> Any:
    """A session for the game's guided game (nothing saved), the child's own name in seat
    0, the first `moves` steps already played as the lesson asks (with the computers'
    moves between, and after them up to the child's next step; with `computers_first`
    also before the first step, for a picture of it: at the table they move in sight)."""
    from castle_games.session import Session

    lesson = lesson_of(game_id)
    if lesson is None:
        raise ValueError(f"{game_id} has no guided game")
    seats = list(lesson.seats)
    others = {s.name.casefold() for s in seats[1:]}
    if not (name and name.strip()) or name.strip().casefold() in others:
        # (no one named at the setup: a child's name rather than "You's turn")
        name = next(n for n in DEFAULT_NAMES if n.casefold() not in others)
    seats[0] = dataclasses.replace(seats[0], name=name.strip())
    session = Session(game_id, seats, lesson.seed, dict(lesson.options), autosave=None,
                      match=Match(lesson=True), bots_seed=lesson.bots_seed,
                      players=lesson.players)
    for step in lesson.steps[:max(0, moves)]:
        while session.is_bot_turn():
            session.play_bot()
        if session.to_move != lesson.child:
            break
        session.apply(step.action)
    if moves > 0 or computers_first:
        while session.is_bot_turn():
            session.play_bot()
    return session


def coach(scene: Any, lesson: Lesson) -> Coach:
    scene.coach = Coach(scene, lesson)
    return scene.coach


def start_lesson(app: Any, game_id: str, name: str | None = None) -> None:
    """Start the game's guided game at its real table (setup's "Show me how")."""
    lesson = lesson_of(game_id)
    if lesson is None:
        return
    app.mode = None
    app.start_game(lesson_session(game_id, name))
    if app.game_scene is not None:
        coach(app.game_scene, lesson)
