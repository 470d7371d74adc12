"""The dark table: any game declared by ear (declared.EarGame), played from the keyboard.

The screen tells nothing (dark.py); the ears tell everything, one cue after another
(cue_player.py): each event with its sound, placed where it happens, and its words where a
voice speaks. Keys (declared.COMMON_KEYS says them to the player):
  arrows walk the legal choices, each heard; Enter takes the one heard last (with one choice
  only, Enter takes it); the game's own keys take a choice at once (a die, a direction);
  a game's seeking keys move to a choice and say it (Enter takes it);
  Q the question again; W the most important thing now; the game's fact letters what
  anyone sees at the table; Space the last event again, Page Up / Page Down walk through
  what happened (each said with its place in the history); H the help, one section a key;
  I the hint; Esc the menu (menu.py). A key pressed while the table must still be heard is
  not taken: a soft tap says so.
Every spoken line is kept in `said` with its kind, in order, whether or not a voice speaks
(a test reads what a listener was told); `sounds` the recipes asked for.
The history holds what happened before a save: on a resume it is rebuilt from the table's
own history (the same seed and moves give the same events), heard only when asked for.
Like every scene it reaches the game only through its seat's `TableModel`.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import pygame

from castle_games.core.contract import Action
from castle_games.core.telling import N_, _
from castle_games.speech.verbosity import NAMES, detail_of, following, level
from castle_games.ui.ear import speaker as speech
from castle_games.ui.ear.cues import HISTORY_SIZE, Cue, cue, words
from castle_games.ui.ear.declared import (
    COUNT_SOUND,
    TURN_SOUND,
    EarGame,
    Listener,
    horn,
    nope,
    number,
)
from castle_games.ui.ear.turns import TurnTable
from castle_games.ui.scene import SMOOTH, STILL

log = logging.getLogger(__name__)

WAIT_SOUND = "ear-wait"
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
PREV = (pygame.K_LEFT, pygame.K_UP)
NEXT = (pygame.K_RIGHT, pygame.K_DOWN)
HISTORY_BACK = (pygame.K_PAGEUP, pygame.K_COMMA)
HISTORY_ON = (pygame.K_PAGEDOWN, pygame.K_PERIOD)
SHARED_LETTERS = frozenset("hiqwv")  # keys every table by ear uses: no game's fact is on one
# TRANSLATORS: the one dim line at the bottom of the dark screen of a game played by ear.
HINT = N_("Played by ear  \u00b7  H: help  \u00b7  Esc: menu")


@dataclass(frozen=True)
class Said:
    """One line a listener was told: what kind of line, and its words."""

    kind: str   # "opening", "event", "question", "fact", "choice", "refused", "help", ...
    text: str


class EarTable(TurnTable):
    """A whole game by ear; `game` is what the game declares (its ear.py)."""

    def __init__(self, app: Any, table: Any, game: EarGame,
                 speaker: speech.Speaker | None = None) -> None:
        if speaker is None and not app.audio.silent:
            speaker = speech.make_speaker(app)
        super().__init__(app, speaker, hint=HINT, wait_sound=WAIT_SOUND,
                         long_counts={COUNT_SOUND: "n"}, count_cue=number)
        self.start_turns(table)
        self.game = game
        self.said: list[Said] = []
        self.sounds: list[tuple[str, dict[str, float], float]] = []
        self._keep_history()
        self.say(self.opening(), kind="opening", remember=False)
        self.prewarm()

    def prewarm(self) -> None:
        """Render the game's sounds in the mixer's background thread before the first is
        needed (a sound rendered when first played would start a little late)."""
        if self.app.audio.silent:
            return
        try:
            self.app.audio.prewarm(list(self.game.sounds) + [TURN_SOUND, WAIT_SOUND])
        except Exception as exc:  # noqa: BLE001 - only a head start; never stops the game
            log.debug("prewarm failed: %s", exc)

    # -- who listens ------------------------------------------------------------------------
    @property
    def listener(self) -> Listener:
        return Listener(tuple(self.table.seats), self.table.viewer)

    # -- what is heard ----------------------------------------------------------------------
    def opening(self) -> list[Cue]:
        """The game's name, H for help, then each seat's motif with its name."""
        c = self.listener
        cues = [cue("ui-choose", speech=_("{game}. Press H for help.").format(
            game=_(self.game.title)))]
        # TRANSLATORS: by ear, at the start: each player's motif is played with these words.
        cues += [horn(c, s, _("{player}'s sound.").format(player=c.name(s)))
                 for s in range(len(self.table.seats))]
        return cues

    def _keep_history(self) -> None:
        """What happened before this table was opened (a resume), ready for Page Up."""
        c = self.listener
        for happening in self.table.history[-HISTORY_SIZE:]:
            for event in happening.events:
                cues = self.game.event(event, c)
                if cues:
                    self.player.keep(cues)

    def sound(self, c: Cue) -> None:
        """Hear one cue, its words kept in `said` (unless V left them out)."""
        words_heard = c.speech if c.speech and detail_of(c.speech) <= level(
            self.app.settings.verbosity) else None
        if words_heard:
            self.said.append(Said(c.kind or "event", words_heard))
        if c.sound:
            self.sounds.append((c.sound, c.param_dict, c.pan))
            self.app.audio.play(c.sound, c.param_dict, pan=c.pan)
        if words_heard and self.speaker is not None:
            self.speaker.say(words_heard, interrupt=False)

    # -- the frame --------------------------------------------------------------------------
    def frame_rate(self) -> float:
        if self.player.busy or self._speaking() or self.moving():
            return SMOOTH
        return STILL

    def seat_name(self, seat: int) -> str:
        return self.listener.name(seat)

    def hear(self, events: list[Any]) -> None:
        self.history_at = None
        c = self.listener
        for event in events:
            cues = self.game.event(event, c)
            if cues:
                self.say(cues, kind="event", blocking=True, remember=True)

    def ask(self) -> None:
        """The question to the seat to move: its motif and the doorbell when another seat is
        asked, then the game's question with the facts it depends on."""
        t, c = self.table, self.listener
        seat = t.to_move
        cues: list[Cue] = []
        if seat != self.asked_seat:
            # TRANSLATORS: by ear: a person's turn begins.
            cues += [horn(c, seat), cue(TURN_SOUND, speech=_("{player}, your turn.").format(
                player=c.name(seat)))]
        self.asked_seat = seat
        cues += self.game.question(self.obs(), self.choices(), c)
        self.say(cues, kind="question")
        self.player.update(0.0)
        who = c.name(seat)
        self.captioned = lambda: _("{player} decides").format(player=who)

    def tell_the_end(self) -> None:
        self.app.forget_autosave()  # the ending is told here: a finished game is not resumed
        outcome = self.table.outcome
        told = outcome.told(self.table.seats) if outcome is not None else ""
        self.captioned = lambda: _("Game over. Enter: play again. Esc: menu.")
        self.say([cue("win-sting", speech=told or _("The game is over.")),
                  words(_("Press Enter to play again, or Escape for the menu."))], kind="over")

    # -- keys -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        k, letter = event.key, (getattr(event, "unicode", "") or "").lower()
        if k == pygame.K_ESCAPE:
            from castle_games.ui.ear.menu import EarTableMenu

            self.cut_prompts()
            self.app.push(EarTableMenu(self.app, self))
        elif k in ENTER and self.player.skip_count():
            return
        elif k == pygame.K_SPACE:
            self.history_at = None
            self.cut_prompts()
            if not self.player.repeat_last():
                self.not_yet(k)
        elif k in HISTORY_BACK or k in HISTORY_ON:
            self.walk_history(-1 if k in HISTORY_BACK else 1)
        elif k == pygame.K_q:
            self.ask_again()
        elif k == pygame.K_F1 or letter == "?" or k == pygame.K_h:
            self.help()
        elif k == pygame.K_w:
            self.say_now(self.game.now(self.obs(), self.listener), "now")
        elif k == pygame.K_v:
            self.cycle_verbosity()
        elif letter and letter not in SHARED_LETTERS and self.game.fact(letter) is not None:
            fact = self.game.fact(letter)
            assert fact is not None
            self.say_now(fact.build(self.obs(), self.listener), "fact")
        elif k == pygame.K_i and self.awaiting():
            self.hint()
        elif self.table.over:
            if k in ENTER and not self.player.blocking:
                self.app.play_again()
            else:
                self.not_yet(k)
        elif self.awaiting():
            self.decide(k, letter)
        else:
            self.not_yet(k)

    def decide(self, k: int, letter: str) -> None:
        choices = self.choices()
        if not choices:
            self.not_yet(k)
            return
        if k in PREV or k in NEXT:
            step = -1 if k in PREV else 1
            if self.cursor is None:
                self.cursor = 0 if step > 0 else len(choices) - 1
            else:
                self.cursor = (self.cursor + step) % len(choices)
            self.say_now(self.choice_cues(choices, self.cursor), "choice")
            return
        action: Action | None = None
        if k in ENTER:
            if self.cursor is not None and self.cursor < len(choices):
                action = choices[self.cursor]
            elif len(choices) == 1:
                action = choices[0]
            else:  # Enter with nothing heard yet: the first choice is heard
                self.cursor = 0
                self.say_now(self.choice_cues(choices, 0), "choice")
                return
        elif letter or k in range(pygame.K_0, pygame.K_9 + 1):
            found = self.game.seek(letter or chr(k), self.obs(), choices, self.cursor)
            if found is not None and 0 <= found < len(choices):  # heard, for Enter to take
                self.cursor = found
                self.say_now(self.choice_cues(choices, found), "choice")
                return
            action = self.game.keys(letter or chr(k), self.obs(), choices)
        if action is None:
            self.say_now([nope(_("That key does nothing now. H for help."))], "refused")
            self.prompted = None  # and the question again
            return
        self.act(action)

    def choice_cues(self, choices: list[Action], at: int) -> list[Cue]:
        """One choice, as the arrows reach it: what it is, then where it is in the list."""
        cues = self.game.choice(choices[at], self.obs(), self.listener)
        if at == len(choices) - 1 and len(choices) > 1:
            cues = cues + [cue("ui-end")]  # the last: the next arrow goes round
        return cues

    def refusal(self, action: Action, why: str) -> list[Cue]:
        return self.game.refused(action, self.obs(), why, self.listener)

    # -- what anyone could look up ----------------------------------------------------------
    def help(self) -> None:
        """H: the next section of the help (the first again after the last)."""
        sections = self.game.help_sections()
        self.help_at = (self.help_at + 1) % len(sections)
        # TRANSLATORS: by ear, before each part of the help: "Help, part 2 of 4."
        head = _("Help, part {number} of {count}.").format(number=self.help_at + 1,
                                                          count=len(sections))
        self.say_now([cue("ui-focus", speech=head), words(sections[self.help_at])], "help")

    def cycle_verbosity(self) -> None:
        """V: short, normal, detailed words, round (saved at once, as Settings does)."""
        settings = self.app.settings
        settings.verbosity = following(settings.verbosity)
        self.app.save_settings()
        self.say_now([cue("ui-choose", speech=_("Words: {level}").format(
            level=_(NAMES[settings.verbosity])))], "verbosity")

    def hint(self) -> None:
        """I: the hint for this seat (its observation only); its move is heard last, so
        Enter takes it."""
        advice = self.table.advice()
        if advice is None:
            self.not_yet(pygame.K_i)
            return
        choices = self.choices()
        cues = [words(advice.told())]
        if advice.action in choices:
            self.cursor = choices.index(advice.action)
            cues += self.game.choice(advice.action, self.obs(), self.listener)
        self.say_now(cues, "hint")
