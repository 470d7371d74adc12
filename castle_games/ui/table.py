"""The machinery every game table shares: the animation queue, bot pacing, the game-over hold.

A game view turns each rules event into an animation and plays them one after another;
input is taken only while the queue is empty (`idle`), and a click fast-forwards
(`skip_animations`, `click_skips`). When nothing runs, a computer seat moves after a
readable pause (`pace_bot`), a human seat may need the app's hand-over screen
(`hand_over_once`), and a finished game stays on the table for a moment before the app's
game-over screen (`hold_game_over`); Tab and the arrows walk the keyboard focus
(`step_focus`, or over a game's `focus_targets` with `focus_key` / `focused`), and the
hint says what a waiting table waits for (`waiting_hint`).

`TableScene` holds that logic once, with its parts: what the table says (ui/table_voice.py:
the prompt, each event's sentence), its speaker and take-back buttons
(ui/table_buttons.py), and the hint (ui/guidance.py); each game's view subclasses it and
keeps what is its own (its events, its picture, its input, its own clocks), and each
game's painter starts from `TablePainter` (ui/table_painter.py). What a table may ask of
the app is `ui.scene.TableHost`, no more.

A table scene sees the game only through its `TableModel` (castle_games.table_model):
the observation of the seat on screen, the legal actions, the events that seat perceives.
It never holds the Session or the rules state.

The animations follow the protocol of `ui.anim.Anim`; `started` is set on an animation once
`start` has run (some painters draw a queued animation differently from a running one).

Two clocks: animations and bot pauses run on animation time (real seconds times the
player's animation speed); the game-over hold runs on real seconds, so a fast table still
leaves time to look at the result.
"""

from __future__ import annotations

import logging
from collections import deque
from typing import Any

import pygame

from castle_games.core.contract import IllegalAction
from castle_games.core.languages import _
from castle_games.speech.voice import Priority
from castle_games.table_model import TableModel
from castle_games.ui.anim import Anim
from castle_games.ui.guidance import Hinting
from castle_games.ui.scene import CANVAS_SIZE, GLOW, SMOOTH, STILL, Scene, TableHost
from castle_games.ui.shown_events import ShownEvents
from castle_games.ui.table_buttons import TableButtons
from castle_games.ui.table_painter import TablePainter
from castle_games.ui.table_voice import Prompt, TableVoice

log = logging.getLogger(__name__)

__all__ = ["Prompt", "TablePainter", "TableScene"]


class TableScene(TableVoice, TableButtons, Hinting, Scene):
    """A game table: the base of every game's view scene.

    The contract of a game's view (docs/A_NEW_GAME.md walks through it with the smallest
    game there is, tests/sixth_game/). A view is built as `Scene(app, table)` from the
    host (`ui.scene.TableHost`) and its seat's `TableModel`, and nothing else: a take-back
    builds a fresh one the same way, so everything it shows comes from the table model.

    Every view implements:
      `_enqueue(events)`   the rules' events of one move as animations on `self.queue`
                           (`ui.anim.Anim`; words said as one starts: `say_with`)
      `draw(canvas)`       the table as the shown state has it (a painter's job, mostly)
      `handle(event)`      clicks and keys: a choice becomes `self.try_apply(action)`
    and usually:
      `__init__`           its shown state, painter and layout, after `super().__init__`
      `_sync()`            the picture set to the observation while nothing runs
      `where(action)`      where the thing to click for an action is (hints, the coach)
      `may_act()`          a person may choose now (False while its own question waits)
      `prompt_picture()`   the picture word for the question of the moment
      `telling(event)`     the one line said and written for an event (its story.py)
    and may override: `idle_update`, `on_frame`, `after_skip`, `on_applied`, `human_turn`,
    `sound`, `pan`, `card_rail`, `must_stay_visible`, `guidance_clear`, and the class
    figures `bot_delay`, `game_over_hold`, `finish_instant`, `rest_rate`.

    The rest is the table's own and the same for every game: the queue and its pacing,
    the computers' turns, read-aloud and the prompt (`TableVoice`), take-back and the
    speaker (`TableButtons`), the hint and the coach (`Hinting`).
    """

    bot_delay = 0.6            # seconds (animation time) a computer player "thinks"
    game_over_hold = 2.5       # real seconds to look at the result before the game-over screen
    # Finish an animation of duration 0 as it starts: the next one starts (and moves) in the
    # same frame, and a queue of instant changes leaves the table idle at once.
    finish_instant = False
    # Frames a second while a person thinks and nothing moves (the choices' slow glow).
    rest_rate = GLOW

    app: TableHost  # what the table may ask of the app (ui/scene.py), no more

    def __init__(self, app: TableHost, table: TableModel) -> None:
        super().__init__(app)
        self.table = table
        self.seats = table.seats
        self.n = table.n
        self.queue: deque[Any] = deque()
        self.active: Any = None
        self.silent = False        # set while skipping: the fast-forward makes no sound
        self.clock = 0.0           # real seconds since the scene was built
        self.wait = 0.0            # animation seconds idle before a computer moves
        self.person_moved = False  # the last move was a person's: the computer waits longer
        self.handover_for: Any = None
        self.handover_pending = False
        self.over_wait = 0.0
        self.announced = False
        self.focus = 0             # which choice the keyboard is on (modulo the choices)
        self._told: tuple[int, int] | None = None  # the turn the "meanwhile" card was for
        self._said_prompt = ""     # the prompt last said: a prompt is said once, as it appears
        self._results: list[str] = []  # the lines of this frame's animations, said at its end
        self._prompt_line: Any = None  # its line in the voice's record (was it heard?)
        self._tell_at: list[tuple[int, str]] | None = None  # (queue place, line) while playing
        self.shown_events = ShownEvents(self)  # what the picture has caught up with (the coach)
        self._unheard = False      # a move's lines went unsaid (hurried): say the "meanwhile" card
        self.speaker_pressed = 0.0  # real seconds the speaker button still looks pressed
        self.resting = False       # this frame found nothing to animate (idle_update ran)

    # -- reading -------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        """The player's animation speed (settings), never below 0.1."""
        return max(0.1, float(self.app.settings.animation_speed or 1.0))

    @property
    def idle(self) -> bool:
        """Nothing is running or waiting: the table takes input."""
        return self.active is None and not self.queue

    def human_to_move(self) -> bool:
        t = self.table
        return not t.over and not t.is_bot_turn()

    def waiting_hint(self, mover: int) -> list[str] | None:
        """The hint while no one on screen can act: "Click to hurry up" (to a person) while
        animations run, "<name> is thinking..." on a computer's turn (`mover`, a seat),
        nothing during a hand-over. None: the person to move may act (the game says how)."""
        if not self.idle:
            return [_("Click to hurry up")] if self.human_to_move() else []
        if self.table.is_bot_turn():
            return [_("{player} is thinking...").format(player=self.seats[mover].name)]
        if self.handover_pending:
            return []
        return None

    # -- sound ---------------------------------------------------------------------------
    def sound(self, name: str, params: dict | None = None, *, pan: float = 0.0,
              gain: float = 1.0) -> None:
        if self.silent:
            return
        try:
            self.app.audio.play(name, params, pan=pan, gain=gain)
        except Exception as exc:  # noqa: BLE001 - a missing sound never stops the game
            log.debug("sound %s failed: %s", name, exc)

    @staticmethod
    def pan(x: float) -> float:
        """Stereo position (-1 left .. 1 right) of a canvas x coordinate."""
        return max(-1.0, min(1.0, x / CANVAS_SIZE[0] * 2 - 1))

    # -- playing -------------------------------------------------------------------------
    def _enqueue(self, events: list[Any]) -> None:
        """Turn rules events into animations on `self.queue` (each game its own)."""
        raise NotImplementedError

    def _sync(self) -> None:
        """With nothing running, make the picture match the state (each game its own)."""

    def relabel(self) -> None:
        """A new language: the still pictures with words in them are made again."""
        painter = getattr(self, "painter", None)
        if isinstance(painter, TablePainter):
            painter.forget_pictures()

    def on_applied(self) -> None:
        """A move was accepted: forget choices made for it (selection, focus, dialog)."""

    def try_apply(self, action: Any) -> bool:
        """Play `action` for the seat to move; a refused move is said, not raised (and in
        a guided game, a move other than the one asked for is refused kindly)."""
        if self.coach is not None:
            action = self.coach.admit(action)
            if action is None:
                return False
        try:
            events = self.table.apply(action)
        except IllegalAction as exc:
            self.refuse(exc.told())
            return False
        self.wait = 0.0
        self.person_moved = True
        self.on_applied()
        self._play(events)
        return True

    def refuse(self, message: str) -> None:
        """The "nope" sound and the reason, as a sentence, in a toast (and said)."""
        self.sound("nope")
        self.note(message[:1].upper() + message[1:] + ("" if message.endswith(".") else "."))

    def note(self, message: str) -> None:
        """A sentence for the person at the table in a toast, said aloud too (a refusal,
        "Wait a moment")."""
        self.app.refusal(message)
        self.say(message, Priority.RESULT)

    # -- the voice -----------------------------------------------------------------------
    def _play(self, events: list[Any]) -> None:
        """Queue the events' animations (`_enqueue`), each event's sentence said as its first
        animation starts (a sentence with no animation of its own goes with the last one,
        or is said at once on a still table)."""
        self._tell_at = []
        try:
            self._enqueue(events)
            self.shown_events.played(self.table.moves_played - 1, events)
            lines, self._tell_at = self._tell_at, None
        finally:
            self._tell_at = None
        for place, line in lines:
            if place < len(self.queue):
                anim = self.queue[place]
            elif self.queue:
                anim = self.queue[-1]
            else:  # nothing left to start: said now
                self._results.append(line)
                continue
            if isinstance(anim, Anim):
                anim.say_at_start(line)
            else:  # (not an animation of the table's kind: said now)
                self._results.append(line)

    # -- the animation queue -------------------------------------------------------------
    def _start(self, anim: Any) -> None:
        self._say_lines_of(anim)
        anim.start(self)
        anim.started = True

    def _next_anim(self) -> None:
        while self.active is None and self.queue:
            self.active = self.queue.popleft()
            self._start(self.active)
            if self.finish_instant and self.active.duration <= 0.0:
                self.active.finish(self)
                self.active = None

    def run_animations(self, dt: float) -> bool:
        """Advance the running animation by dt animation seconds, starting the next one
        when it ends. False when nothing was running (the table is idle)."""
        self._next_anim()
        if self.active is None:
            return False
        if self.active.update(self, dt):
            self.active.finish(self)
            self.active = None
            self._next_anim()
        return True

    def skip_animations(self) -> None:
        """Finish every running and queued animation at once, silently."""
        self.silent = True
        self.resting = False  # a prompt comes with the next frame's rest, not before
        try:
            if self.active is not None:
                self.active.finish(self)
                self.active = None
            while self.queue:
                anim = self.queue.popleft()
                self._start(anim)
                anim.finish(self)
            self.after_skip()
        finally:
            self.silent = False

    def after_skip(self) -> None:
        """Called (still silent) once a fast-forward has finished everything."""

    def click_skips(self) -> bool:
        """A click while animations run fast-forwards them: True when it did (the click is
        used up), False on an idle table (the click is the game's)."""
        if self.idle:
            return False
        self.skip_animations()
        return True

    # -- the keyboard --------------------------------------------------------------------
    def step_focus(self, event: Any, count: int) -> bool:
        """Tab, Right and Down move the keyboard focus to the next of `count` choices;
        Shift+Tab, Left and Up back; a soft click. False (focus unchanged) for other keys."""
        if event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT else 1
        elif event.key in (pygame.K_LEFT, pygame.K_UP):
            step = -1
        else:
            return False
        self.focus = (self.focus + step) % count
        self.put_hint_away()  # the keyboard's arrow is the one chosen now
        self.sound("ui-click", gain=0.4)
        return True

    def focus_targets(self) -> list[Any]:
        """The choices the keyboard focus walks over now (each game its own; none here)."""
        return []

    def focused(self) -> Any:
        """The choice the keyboard focus is on (None when there is none, and while a hint is
        on show: its arrow is what is chosen, and two arrows would leave Enter ambiguous)."""
        targets = self.focus_targets()
        if not targets or self.shown_advice() is not None:
            return None
        return targets[self.focus % len(targets)]

    def focus_key(self, event: Any) -> Any:
        """A key on the choices: Tab and the arrows move the focus (`step_focus`); Enter or
        Space gives the focused choice back, to be taken. None for anything else."""
        targets = self.focus_targets()
        if not targets or self.step_focus(event, len(targets)):
            return None
        if self.take_hint_key(event):
            return None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return targets[self.focus % len(targets)]
        return None

    # -- the frame -----------------------------------------------------------------------
    def busy(self) -> bool:
        """Something of the game's own moves or is being timed with nothing queued (a
        camera gliding, a sand-glass running, a die that resolves by itself): each game
        its own; none here."""
        return False

    def frame_rate(self) -> float:
        """SMOOTH while animations run, a computer is paced, a finished game is held or the
        game's own clocks run (`busy`); `rest_rate` while a person thinks."""
        if not self.idle or self.busy():
            return SMOOTH
        t = self.table
        if t.over:
            return STILL if self.announced else SMOOTH
        if t.is_bot_turn():
            return SMOOTH
        return self.rest_rate

    def on_frame(self, dt: float) -> None:
        """Called every frame before the animations, with real seconds."""

    def update(self, dt: float) -> None:
        self.clock += dt
        self.speaker_pressed = max(0.0, self.speaker_pressed - dt)
        self.on_frame(dt)
        self.resting = not self.run_animations(dt * self.speed)
        if self.resting:
            self.idle_update(dt)
            self._tell_once()
        self._say_results()
        self._say_prompt()
        if self.coach is not None:  # a guided game's words, said once as they change
            self.coach.speak()

    def _tell_once(self) -> None:
        """Once per person's turn, with the table at rest: the app's card of what the others
        did meanwhile."""
        t = self.table
        seat = t.to_move
        if seat is None or t.over or not t.is_human(seat) or not self.idle:
            return
        key = (t.moves_played, seat)
        if self._told != key:
            self._told = key
            self.app.tell_while_away(seat)

    def idle_update(self, dt: float) -> None:
        """Nothing runs (dt in real seconds): hold a finished game, else bring the picture
        up to date and let a computer move, else it is a person's turn."""
        t = self.table
        if t.over:
            self.hold_game_over(dt)
            return
        self._sync()
        if t.is_bot_turn():
            self.pace_bot(dt * self.speed)
            return
        self.human_turn(dt)

    def human_turn(self, dt: float) -> None:
        """Idle on a person's turn: by default one hand-over per turn."""
        t = self.table
        if t.to_move is not None:
            self.hand_over_once(t.turn, t.to_move)

    # -- pacing --------------------------------------------------------------------------
    def hold_game_over(self, dt: float) -> None:
        """Count real seconds on a finished game; after `game_over_hold`, open the app's
        game-over screen, once."""
        if self.coach is not None:  # a guided game ends on the coach's last page (Done)
            self.announced = True
            return
        self.over_wait += dt
        if not self.announced and self.over_wait >= self.game_over_hold:
            self.announced = True
            self.app.game_over()

    def pace_bot(self, dt: float, delay: float | None = None) -> None:
        """Count animation seconds on a computer's turn; after the delay it moves and its
        events are queued."""
        self.wait += dt
        delay = self.bot_delay if delay is None else delay
        # After a person's move, time for a child's take-back (Settings, real seconds); a
        # guided game has no take-back, so no wait.
        if self.person_moved and self.coach is None:
            delay = max(delay, float(self.app.settings.computer_wait) * self.speed)
        if self.wait >= delay and self.table.move_arrived():
            self.wait = 0.0
            self.person_moved = False
            _action, events = self.table.play_bot()
            self._play(events)

    def hand_over_once(self, key: Any, seat: int) -> bool:
        """Ask the app for the hand-over screen to `seat` once per `key` (what counts as a
        new turn is the game's); True when it was asked now."""
        if self.handover_for == key:
            return False
        self.handover_for = key
        self._handover(seat)
        return True

    def _handover(self, seat: int) -> None:
        self.handover_pending = True

        def then() -> None:
            self.handover_pending = False
        self.app.handover(seat, then)
