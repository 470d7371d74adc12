"""The guided first game on screen: the coach that walks a child through a game's lesson.

A lesson (core/lesson.py) is played at the game's real table — its rules, view and
sounds — on the lesson's seed. The coach sits over the table (`TableScene.coach`): when the
child is asked, it shows and says what to do and why, with the glow and the arrow on the
thing to click (`scene.where(action)`); a move other than the one asked for is refused
kindly and changes nothing; after each move it says what the move showed. When the steps
are done it says what the child learned and offers the way back to the seat setup. Esc
leaves at any time (the pause menu); nothing of a lesson is saved or kept in the records.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

import pygame

from castle_games import plugins
from castle_games.core.languages import N_, _
from castle_games.core.lesson import Lesson, Step
from castle_games.core.seats import DEFAULT_NAMES
from castle_games.speech.voice import Priority
from castle_games.ui import draw, theme
from castle_games.ui.guidance import pointer, star, word_card
from castle_games.ui.scene import CANVAS_SIZE
from castle_games.ui.widgets import Button

log = logging.getLogger(__name__)
W, H = CANVAS_SIZE
LESSON = "lesson"  # the session's match entry that marks a guided game


class Coach:
    """The guided game's teacher over one table scene."""

    def __init__(self, scene: Any, lesson: Lesson) -> None:
        self.scene = scene
        self.lesson = lesson
        self.table = scene.table
        self._said: tuple[str, int] | None = None   # what was said last: ("step"|"then"|"end", i)
        self.refused = 0                             # kind refusals so far (tests read it)
        self.shown: list[int] = []                   # the steps shown, in order (tests read it)
        self.auto: set[int] = set()                  # steps the table made by itself
        self._index: tuple[int, int] = (-1, 0)       # (moves played, the child's moves)
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

    # -- words ----------------------------------------------------------------------------
    def words_now(self) -> list[str]:
        """The card's words this frame (in the language in use)."""
        if self.finished():
            return self.end_words()
        i = self.index
        if self.asking():
            step = self.lesson.steps[i]
            return [_(self.lesson.intro), _(step.say)] if i == 0 else [_(step.say)]
        before = self.lesson.step_for(i - 1)
        if before is None:
            return []
        if i - 1 in self.auto:
            return [_(before.say)] + ([_(before.then)] if before.then else [])
        return [_(before.then)] if before.then else []

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
        """Say the card's words once as they change (the table calls this every frame)."""
        i = self.index
        if self.finished():
            key, priority = ("end", i), Priority.RESULT
        elif self.asking():
            key, priority = ("step", i), Priority.PROMPT
            if i not in self.shown:
                self.shown.append(i)
        else:
            key, priority = ("then", i), Priority.RESULT
        if key == self._said:
            return
        self._said = key
        words = " ".join(self.words_now())
        if words:
            self.scene.say(words, priority)

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
            card = word_card(canvas, words, near=target, icon="star", width=520,
                             avoid=(self.scene.speaker_rect, *self.scene.guidance_clear()))
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
        """The outro and "You learned:" centred, the rules learned in a list beneath."""
        draw.dim(canvas, 120)
        words = self.end_words()
        said, rules = "\n".join(words[:2]), "\n".join(words[2:])
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
                      match={LESSON: True})
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
