"""What a game table says: the prompt to the person to move, each event's sentence as its
animation starts, and the prompt again on request (the speaker button, R).

Read aloud: what the person to move is asked (`prompt`: the hint's words and the picture
of what to click) is said once when it appears, with the turn banner that came with it;
each event's sentence from the game's story (`telling`) is said as its animation starts,
and a refusal as it is shown. `TableHost.speak` decides whether anything is heard
(Settings' Read aloud, or a mode); the speaker button and the R key say the prompt again
whatever the setting, because the child asked. The prompt's sentences a game marks as
extra or detailed (speech/verbosity.py) are left out below that verbosity, which V cycles
at the table. `TableVoice` is a part of `ui.table.TableScene`.
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass
from typing import Any

from castle_games.core.languages import _
from castle_games.speech import verbosity
from castle_games.speech.voice import Priority
from castle_games.table_model import TableModel
from castle_games.ui.anim import Anim
from castle_games.ui.scene import TableHost
from castle_games.ui.shown_events import ShownEvents

log = logging.getLogger("castle_games.ui.table")

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

    def spoken(self, level: str) -> str:
        """The words said at verbosity `level` (Settings.verbosity)."""
        return verbosity.spoken_words(self.words, level)



class TableVoice:
    """The table's words (a part of ui.table.TableScene)."""

    app: TableHost
    table: TableModel
    queue: deque[Any]
    silent: bool
    resting: bool
    speaker_pressed: float
    shown_events: ShownEvents
    _tell_at: list[tuple[int, str]] | None
    _results: list[str]
    _said_prompt: str
    _prompt_line: Any
    _unheard: bool

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

    def say_with(self, anim: Any, lines: list[Any]) -> None:
        """Say `lines` (sentences, or functions saying them in the language in use then)
        when `anim` starts: words shown with no event of their own (who begins)."""
        if isinstance(anim, Anim):
            anim.say_at_start(*lines)
        else:
            log.debug("%r cannot carry words", anim)

    def _say_lines_of(self, anim: Any) -> None:
        lines = anim.take_said_lines() if isinstance(anim, Anim) else ()
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
        if text and text != self._said_prompt and prompt is not None:
            self._say_prompt_line(" ".join([*first, prompt.spoken(self._verbosity())]))
        elif first:
            self.say(" ".join(first))
        elif text and self._prompt_line is not None and self._prompt_line.dropped:
            voice = self.app.existing_voice()
            if (voice is not None and not voice.speaking() and voice.waiting is None
                    and prompt is not None):
                self._say_prompt_line(prompt.spoken(self._verbosity()))
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
            self.say(prompt.spoken(self._verbosity()), Priority.PROMPT, always=True)
            return
        voice = self.app.voice
        if voice.last_prompt is not None:
            voice.repeat()
            return
        self.say(" ".join(self.hint()), Priority.PROMPT, always=True)

    def _verbosity(self) -> str:
        return str(self.app.settings.verbosity)

    def cycle_verbosity(self) -> None:
        """V: the next verbosity (short, normal, detailed), said and shown, and kept."""
        settings = self.app.settings
        settings.verbosity = verbosity.following(self._verbosity())
        # TRANSLATORS: how many words the games say: short, normal or detailed.
        words = _("Words: {level}").format(level=_(verbosity.NAMES[settings.verbosity]))
        self.app.notify(words)
        self.say(words, Priority.PROMPT, always=True)
        self.app.save_settings()

    def repeat_key_free(self) -> bool:
        """R repeats the prompt unless the game uses R for a choice right now."""
        return True
