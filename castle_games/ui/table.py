"""The machinery every game table shares: the animation queue, bot pacing, the game-over hold.

A game view turns each rules event into an animation and plays them one after another;
input is taken only while the queue is empty (`idle`), and a click fast-forwards
(`skip_animations`, `click_skips`). When nothing runs, a computer seat moves after a
readable pause (`pace_bot`), a human seat may need the app's hand-over screen
(`hand_over_once`), and a finished game stays on the table for a moment before the app's
game-over screen (`hold_game_over`); Tab and the arrows walk the keyboard focus
(`step_focus`, or over a game's `focus_targets` with `focus_key` / `focused`), and the
hint says what a waiting table waits for (`waiting_hint`).

Read aloud: what the person to move is asked (`prompt`: the hint's words and
the picture of what to click) is said once when it appears, with the turn banner that
came with it; each event's sentence from the game's story (`telling`) is said as its
animation starts, and a refusal as it is shown. `App.speak` decides whether anything is
heard (Settings' Read aloud, or a mode); the speaker button and the R key say the prompt
again whatever the setting, because the child asked.
`TableScene` holds that logic once; each game's view subclasses it and
keeps what is its own (its events, its picture, its input, its own clocks).

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
from dataclasses import dataclass
from typing import Any

import pygame

from castle_games.core.contract import IllegalAction
from castle_games.core.languages import _
from castle_games.speech.voice import Priority
from castle_games.table_model import TableModel
from castle_games.ui import draw, theme
from castle_games.ui.guidance import Hinting
from castle_games.ui.read_aloud import speaker_picture
from castle_games.ui.scene import CANVAS_SIZE, GLOW, SMOOTH, STILL, Scene, TableHost
from castle_games.ui.shown_events import ShownEvents

log = logging.getLogger(__name__)

PREFACE_WAIT = 0.5  # seconds a turn banner waits for its prompt before it is said alone


@dataclass(frozen=True)
class Prompt:
    """What the person to move is asked now: whole sentences in the language in use (what
    the hint shows), and the picture of what to click (a name the game's painter draws
    with its own art: "die", "tower", "key", "card", "tile"...; None: no picture)."""

    words: tuple[str, ...]
    picture: str | None = None

    @property
    def text(self) -> str:
        return " ".join(w for w in self.words if w)


class TableScene(Hinting, Scene):
    """A game table: the base of every game's view scene.

    Subclasses set `bot_delay` / `game_over_hold` and implement `_enqueue(events)` (turn
    rules events into animations on `self.queue`) and usually `_sync()` (make the picture
    match the state while nothing runs); they may override `idle_update`, `on_frame`,
    `after_skip`, `on_applied`, `human_turn`, `sound` and `pan`.
    """

    bot_delay = 0.6            # seconds (animation time) a computer player "thinks"
    game_over_hold = 2.5       # real seconds to look at the result before the game-over screen
    # Finish an animation of duration 0 as it starts: the next one starts (and moves) in the
    # same frame, and a queue of instant changes leaves the table idle at once.
    finish_instant = False
    # Frames a second while a person thinks and nothing moves (the choices' slow glow).
    rest_rate = GLOW
    # Where the speaker button sits (each game puts it where it covers nothing); None: none.
    speaker_rect: pygame.Rect | None = None

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
    def say(self, text: str, priority: int = Priority.PROMPT, *, always: bool = False) -> None:
        """Say `text` (in the language in use) through the app's voice; the app decides
        whether it is heard (Read aloud, a mode, or `always`)."""
        if text:
            self.app.speak(text, int(priority), always=always)

    def hint(self) -> list[str]:
        """What the hint shows now, in whole sentences (each game its own; none here)."""
        return []

    def asking(self) -> bool:
        """The table waits for a person, who may act now: the hint is then a prompt. From
        the frame the table has come to rest (the hand-over asked, the turn banner up)."""
        return self.resting and self.may_act()

    def may_act(self) -> bool:
        """The person to move may act (their clicks and keys do something). Games with
        other moments of asking override it."""
        return self.idle and self.human_to_move() and not self.handover_pending

    def prompt_words(self) -> list[str]:
        """The words of the prompt: the hint's (a game with its words elsewhere overrides)."""
        return self.hint()

    def prompt_picture(self) -> str | None:
        """The picture drawn beside the prompt: what to click (each game its own)."""
        return None

    def prompt(self) -> Prompt | None:
        """What the person to move is asked now, or None while nothing is asked."""
        if not self.asking():
            return None
        words = tuple(w for w in self.prompt_words() if w)
        if not words:
            return None
        return Prompt(words, self.prompt_picture())

    def telling(self, event: Any) -> str | None:
        """The event in one sentence, as the game's story tells it (None: nothing to say)."""
        return None

    def told(self, event: Any) -> None:
        """Called by a game's `_enqueue` before it queues an event's animations: the event's
        sentence is said when the first of them starts."""
        if self._tell_at is None:
            return
        self.shown_events.place(event, len(self.queue))
        try:
            line = self.telling(event)
        except Exception:  # words never stop the game
            log.exception("no words for %r", event)
            line = None
        if line:
            self._tell_at.append((len(self.queue), line))

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
            try:
                said = anim.__dict__.setdefault("said_lines", [])
            except AttributeError:
                self._results.append(line)
                continue
            said.append(line)

    def say_with(self, anim: Any, lines: list[Any]) -> None:
        """Say `lines` (sentences, or functions saying them in the language in use then)
        when `anim` starts: words shown with no event of their own (who begins)."""
        try:
            anim.__dict__.setdefault("said_lines", []).extend(lines)
        except AttributeError:
            log.debug("%r cannot carry words", anim)

    def _say_lines_of(self, anim: Any) -> None:
        lines = getattr(anim, "__dict__", {}).pop("said_lines", None)
        if not lines:
            return
        if self.silent:  # hurried past: the "meanwhile" card says it later
            self._unheard = True
            return
        self._results += [str(line() if callable(line) else line) for line in lines]

    def _say_results(self) -> None:
        """The lines of the animations started this frame, as one line (an instant change
        and the move after it would otherwise cut each other off within the frame)."""
        if self._results:
            lines, self._results = self._results, []
            self.say(" ".join(lines), Priority.RESULT)

    def _say_prompt(self) -> None:
        """Once a frame: a new prompt is said (with the turn banner and, when the move's lines
        went unheard, the "meanwhile" card that came with it). A prompt that waited behind a
        long result until it was dropped unheard is said once the voice is free."""
        prompt = self.prompt()
        text = prompt.text if prompt is not None else ""
        first = self._preface(bool(text) and text != self._said_prompt)
        if text and text != self._said_prompt:
            self._say_prompt_line(" ".join([*first, text]))
        elif first:
            self.say(" ".join(first))
        elif text and self._prompt_line is not None and self._prompt_line.dropped:
            voice = self.app.existing_voice()
            if voice is not None and not voice.speaking() and voice.waiting is None:
                self._say_prompt_line(text)
        self._said_prompt = text

    def _say_prompt_line(self, text: str) -> None:
        self.say(text)
        # The app's voice only if it was made (looking never makes one with Read aloud off).
        voice = self.app.existing_voice()
        record = voice.record if voice is not None else None
        self._prompt_line = record[-1] if record and record[-1].text == " ".join(
            text.split()) else None

    def _preface(self, with_prompt: bool) -> list[str]:
        """The app's turn banner and "meanwhile" card not said yet (said with the prompt,
        so that the prompt does not cut them off; alone only when no prompt came with them
        for a moment); the card only when the moves it tells were hurried past unheard."""
        said = self.app.toasts.to_say(recap=self._unheard, min_age=0.0 if with_prompt else PREFACE_WAIT)
        if said:
            self._unheard = False
        return said

    def repeat_prompt(self) -> None:
        """The speaker button or R: the prompt again, whatever Read aloud says (the child
        asked); with nothing asked, the last line said, else what the hint shows."""
        self.speaker_pressed = 0.25
        prompt = self.prompt()
        if prompt is not None:
            self.say(prompt.text, Priority.PROMPT, always=True)
            return
        voice = self.app.voice
        if voice.last_prompt is not None:
            voice.repeat()
            return
        self.say(" ".join(self.hint()), Priority.PROMPT, always=True)

    def repeat_key_free(self) -> bool:
        """R repeats the prompt unless the game uses R for a choice right now."""
        return True

    # -- taking back a misclick ------------------------------------------------
    # Where the take-back button sits beside the speaker button: +1 to its right, -1 left.
    take_back_side = 1

    @property
    def take_back_rect(self) -> pygame.Rect | None:
        """The take-back button, beside the speaker button; shown while the person's last
        move may be taken back."""
        if self.speaker_rect is None:
            return None
        return self.speaker_rect.move(self.take_back_side * (self.speaker_rect.width + 8), 0)

    def can_take_back(self) -> bool:
        """(Asked every frame: the answer is worked out once per move, as it replays the
        game's log.)"""
        if (not self.idle or self.table.over or self.table.moves_played == 0
                or self.coach is not None):  # (a guided game goes forward only)
            return False
        moves = self.table.moves_played
        cached = getattr(self, "_take_back_at", None)
        if cached is None or cached[0] != moves:
            cached = (moves, self.table.take_back_refusal() is None)
            self._take_back_at = cached
        return cached[1]

    def take_back(self) -> None:
        """Backspace, Ctrl+Z or the button: the person's last move taken back, or said
        plainly why not ("the die has been rolled")."""
        reason = self.table.take_back_refusal()
        if reason is not None:
            self.refuse(_(reason))
            return
        self.skip_animations()
        self.table.take_back()
        # The table as if it had just been shown at this point of the game: every game's
        # picture is built from its seat's table model, so a fresh start is exact.
        type(self).__init__(self, self.app, self.table)
        self.sound("ui-back")
        self.note(_("Taken back: choose again."))

    def take_back_event(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and (
                event.key == pygame.K_BACKSPACE
                or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL)):
            if self.idle:  # also while a computer only thinks: it has shown nothing yet
                self.take_back()
            return True
        rect = self.take_back_rect
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and rect is not None
                and rect.collidepoint(event.pos) and self.can_take_back()):
            self.take_back()
            return True
        return False

    def speaker_event(self, event: Any) -> bool:
        """A click on the speaker button or R: the prompt again; Backspace, Ctrl+Z or the
        take-back button: the last move taken back. True: the event is used up (a game's
        `handle` asks this first)."""
        if self.take_back_event(event) or self.hint_event(event):
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.speaker_rect is not None and self.speaker_rect.collidepoint(event.pos)):
            self.repeat_prompt()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and not (
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)) and self.repeat_key_free():
            self.repeat_prompt()
            return True
        return False

    def draw_speaker(self, canvas: pygame.Surface) -> None:
        """The speaker button, drawn over the table (a picture, no word); below it the
        take-back arrow while the person's last move may be taken back."""
        if self.speaker_rect is not None:
            speaker_button(canvas, self.speaker_rect, pressed=self.speaker_pressed > 0)
        rect = self.take_back_rect
        if rect is not None and self.can_take_back():
            take_back_button(canvas, rect)

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
        if self.wait >= delay:
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


def speaker_button(canvas: pygame.Surface, rect: pygame.Rect, *, pressed: bool = False) -> None:
    """A round parchment button with a speaker and its sound waves: "say it again"."""
    r = rect.w // 2
    c = (rect.centerx, rect.centery + (2 if pressed else 0))
    if not pressed:
        pygame.draw.circle(canvas, theme.GOLD_DARK, (c[0], c[1] + 4), r)
    pygame.draw.circle(canvas, theme.GOLD if pressed else theme.PARCHMENT, c, r)
    pygame.draw.circle(canvas, theme.INK, c, r, 3)
    speaker_picture(canvas, c, r * 2 // 3, theme.INK)


def take_back_button(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """A round parchment button with an arrow turning back: "take my move back"."""
    r = rect.w // 2
    c = rect.center
    pygame.draw.circle(canvas, theme.GOLD_DARK, (c[0], c[1] + 4), r)
    pygame.draw.circle(canvas, theme.PARCHMENT, c, r)
    pygame.draw.circle(canvas, theme.INK, c, r, 3)
    arc = pygame.Rect(0, 0, r, r)
    arc.center = (c[0] + 2, c[1] + 2)
    pygame.draw.arc(canvas, theme.INK, arc, -1.2, 3.3, 4)
    tip = (arc.left + 1, arc.centery - 2)
    pygame.draw.polygon(canvas, theme.INK, [(tip[0] - 8, tip[1] - 2), (tip[0] + 7, tip[1] - 4),
                                            (tip[0], tip[1] + 9)])


class TablePainter:
    """The base of a game's painter: the table's still picture (`background()`) is drawn
    once, with the other still parts (`prepare_parts()`), and each frame starts by
    blitting it (`draw_background`); the painter reads only the scene `v` it is given."""

    def __init__(self, v: Any) -> None:
        self.v = v
        self._bg: pygame.Surface | None = None
        # The picture drawn beside the prompt this frame: (its name, where) (tests look).
        self.picture_drawn: tuple[str, pygame.Rect] | None = None

    def background(self) -> pygame.Surface:
        raise NotImplementedError

    def prepare_parts(self) -> None:
        """The other still pictures, made with the background (panels, cards, keys)."""

    def forget_pictures(self) -> None:
        """The still pictures are made again before the next frame (a new language)."""
        self._bg = None

    def prepare(self) -> None:
        """Make the still pictures now (scene start) rather than in the first frame."""
        if self._bg is None:
            self._bg = draw.ready(self.background())
            self.prepare_parts()

    def draw_background(self, canvas: pygame.Surface) -> None:
        self.prepare()
        assert self._bg is not None
        canvas.blit(self._bg, (0, 0))
        self.picture_drawn = None

    def drew_picture(self, name: str, rect: pygame.Rect) -> None:
        """Note the picture drawn beside the prompt (what the person is asked to click)."""
        self.picture_drawn = (name, pygame.Rect(rect))
