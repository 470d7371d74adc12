"""Seven Locks by ear: the whole game with the screen dark, played from the keyboard.

The screen tells nothing: a dark canvas with one constant line, and (only when the player
asks for it in the menu, Settings.sound_only_caption) a large caption for a sighted helper
saying whose decision it is and what is asked, never a tower, a pearl count or a key.

The ears tell everything (earcons.py says which sound tells what). Every event is heard,
one sound after another, each tower where it stands in the stereo field. Keys:
  1-7 pick a tower; A-H (or 1-8) pick a key; arrows walk through the choices, each heard,
  and Enter takes the one heard last; Y/N or Enter/Backspace answer yes/no questions;
  Enter (or R) rolls the die, and cuts a long count short; Space repeats the last event,
  Page Up / Page Down walk the last events, Q the question; H (F1 or ? while a key is
  asked, since H is then key 8) plays the help; the letters of by_ear_facts.FACTS tell
  what anyone sees at the table (K the keymaster, S the boxes, T the towers' pearls ...);
  Esc opens the menu by ear (ear_menu.py). A key pressed while the table is still being
  heard is not taken: a soft tap says so. Every question is followed by the sounds of what
  it depends on (by_ear_facts.prompt_facts), so the game is played with speech off too.
Computer seats play through the table's play_bot() after a short pause; people and
computers mix as in the normal game. The listening trainer (trainer.py) is in the menu.
Like the castle view, the scene reaches the game only through its seat's `TableModel`: what
it says is what the observation and the events tell, never a closed tower's chamber.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame

from castle_games.core.telling import _
from castle_games.games.seven_locks import by_ear_facts as F
from castle_games.games.seven_locks import earcons as E
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.ear_menu import EarMenu, TrainerScene
from castle_games.games.seven_locks.ear_scene import (
    DEPTHS_OPTION,
    DIGITS,
    ENTER,
    KEY_PHASES,
    LETTERS,
    NEXT,
    PREV,
    SETTINGS_KEY,
    TOWER_PHASES,
    EarScene,
    get_depths,
    help_words,
    set_depths,
)
from castle_games.games.seven_locks.observe import SevenLocksObservation
from castle_games.games.seven_locks.story import towers_numbered
from castle_games.table_model import TableModel
from castle_games.ui.ear import speaker as speech
from castle_games.ui.ear.turns import TurnTable
from castle_games.ui.scene import SMOOTH

log = logging.getLogger(__name__)
HISTORY_BACK = (pygame.K_PAGEUP, pygame.K_COMMA)
HISTORY_ON = (pygame.K_PAGEDOWN, pygame.K_PERIOD)
__all__ = ["DEPTHS_OPTION", "SETTINGS_KEY", "EarMenu", "SoundOnlyScene", "TrainerScene",
           "get_depths", "make_sound_only_scene", "set_depths"]


def _speaker_for(app: Any) -> speech.Speaker | None:
    # No speech where there is no sound at all (screenshots, tests, no audio device); the
    # app's voice speaks, on the mixer's speech channel.
    if app.audio.silent:
        return None
    return speech.make_speaker(app)


# -- the game --------------------------------------------------------------------------------
class SoundOnlyScene(EarScene, TurnTable):
    def __init__(self, app: Any, table: TableModel[SevenLocksObservation],
                 speaker: speech.Speaker | None = None) -> None:
        super().__init__(app, speaker if speaker is not None else _speaker_for(app))
        self.start_turns(table)
        self.ctx = E.Context([s.name for s in table.seats], get_depths(app.settings))
        self.keep_history()  # first: what the opening adds is heard after it
        self.player.add([E.cue("so-help", speech=_("Seven Locks, by ear. Press H for help."))],
                        blocking=False)
        self.player.add(self.horns(), blocking=False, remember=False)
        self.prewarm()

    def keep_history(self) -> None:
        """What was heard before this table was opened (a resumed game): its events, ready
        for Page Up, rebuilt from the table's own history (the same seed and moves give the
        same events); none of it is played again."""
        for happening in self.table.history:
            for ev in happening.events:
                if not isinstance(ev, M.TurnPassed):
                    self.player.keep(E.event_cues(ev, self.ctx))

    def horns(self) -> list[E.Cue]:
        """Each seat's horn with its name, in seat order: who is who, before the first turn."""
        # TRANSLATORS: by ear, at the start: each player's horn is played with these words.
        return [E.seat(s, _("{player}'s horn.").format(player=self.ctx.name(s)))
                for s in range(len(self.table.seats))]

    def prewarm(self) -> None:
        """Render the towers, the die and the setup's drops in the mixer's background thread
        (a sound rendered when first played would start a little late)."""
        if self.app.audio.silent:
            return
        names, sets = E.prewarm_sets(self.ctx.depths)
        try:
            self.app.audio.prewarm(names, params=sets)
        except Exception as exc:  # noqa: BLE001 - only a head start; never stops the game
            log.debug("prewarm failed: %s", exc)

    def frame_rate(self) -> float:
        """SMOOTH too while a computer is paced, the end is to be said or a question
        asked; STILL while a person decides."""
        if self.moving():
            return max(SMOOTH, super().frame_rate())
        return super().frame_rate()

    def seat_name(self, seat: int) -> str:
        return self.ctx.name(seat)

    def hear(self, events: list[Any]) -> None:
        self.history_at = None
        for ev in events:
            # one group each, Space repeats it and Page Up walks back to it; whose turn it
            # is, the question tells again (Q)
            self.player.add(E.event_cues(ev, self.ctx),
                            remember=not isinstance(ev, M.TurnPassed))

    def ask(self) -> None:
        t, o = self.table, self.obs()
        seat, phase = t.to_move, o["phase"]
        detail = ""
        if phase == R.MOVE:
            reach = o["reachable"]
            listed = towers_numbered(reach) if reach else ""
            detail = listed[:1].upper() + listed[1:] + "." if reach else ""
        elif phase == R.THROW and o["die"]:
            # TRANSLATORS: by ear: which of the pearls rolled is thrown now ("Pearl 2 of 3.").
            detail = _("Pearl {number} of {count}.").format(
                number=o["die"][0] - o["to_throw"] + 1, count=o["die"][0])
        # The doorbell and the horn at the start of every turn (the roll), whenever another
        # seat is asked, and for every question put to one seat in another's turn.
        with_seat = seat != self.asked_seat or phase in (R.PLACE, R.ROLL, R.ARMS, R.WITHDRAW,
                                                        R.GUESS)
        self.asked_seat = seat
        facts = F.prompt_facts(o, self.choices())
        self.player.add(E.question_cues(phase, seat, self.ctx, with_seat=with_seat,
                                        detail=detail, facts=facts),
                        blocking=False, remember=False)
        self.player.update(0.0)  # the question starts this very frame
        who, question = self.ctx.name(seat), E.QUESTIONS[phase][1]
        # TRANSLATORS: the by-ear caption: a player's name, then what the player is asked.
        self.captioned = lambda: _("{player}: {question}").format(player=who,
                                                                   question=_(question))

    def tell_the_end(self) -> None:
        # As app.game_over does, without its screen: a finished game is not resumed.
        self.app.forget_autosave()  # the ending is told here: the shell forgets the save
        self.captioned = lambda: _("Game over. Enter: play again. Esc: menu.")
        self.player.add([E.cue("so-your-turn", speech=_("Press Enter to play again, "
                                                        "or Escape for the menu."))],
                        blocking=False)

    # -- keys -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        phase = self.obs()["phase"]
        if k == pygame.K_ESCAPE:
            self.app.push(EarMenu(self.app, self))
        elif k in ENTER and self.player.skip_count():
            return  # a long count cut short: its number told at once
        elif k == pygame.K_SPACE:
            self.history_at = None
            self.walk_history(0)  # the last event heard (the drop, the die, the key)
        elif k in HISTORY_BACK or k in HISTORY_ON:
            self.walk_history(-1 if k in HISTORY_BACK else 1)
        elif k == pygame.K_q:
            self.ask_again()
        elif k == pygame.K_F1 or getattr(event, "unicode", "") == "?" or (
                k == pygame.K_h and phase not in KEY_PHASES):
            self.help()
        elif k in F.FACT_KEYS:
            self.say_now(F.FACT_KEYS[k].build(self.obs(), self.ctx))
        elif k == pygame.K_i and self.awaiting():
            self.hint()
        elif self.table.over:
            if k in ENTER and not self.player.blocking:
                self.play_again()
            elif k in ENTER:
                self.not_yet(k)
        elif self.awaiting():
            self._decide(event)
        else:
            self.not_yet(k)

    def _decide(self, event: pygame.event.Event) -> None:
        k, phase = event.key, self.obs()["phase"]
        choices = self.choices()
        if k in PREV or k in NEXT:
            step = -1 if k in PREV else 1
            self.cursor = (0 if step > 0 else len(choices) - 1) if self.cursor is None else \
                (self.cursor + step) % len(choices)
            self.cut_prompts()
            self.say_now([E.choice_cue(choices[self.cursor])])
            return
        action: Any = None
        if k in ENTER:
            if self.cursor is not None and self.cursor < len(choices):
                action = choices[self.cursor]
            elif phase in (R.ROLL, R.ARMS, R.WITHDRAW):
                action = choices[0]  # roll / yes
            else:  # Enter with nothing heard yet: hear the first choice
                self.cursor = 0
                self.say_now([E.choice_cue(choices[0])])
                return
        elif phase == R.ROLL and k in (pygame.K_r, pygame.K_d):
            action = M.RollDie()
        elif phase in TOWER_PHASES and k in DIGITS:
            action = {R.PLACE: M.PlaceKeymaster, R.THROW: M.ThrowPearl,
                      R.MOVE: M.MoveKeymaster}[phase](DIGITS[k])
        elif phase in KEY_PHASES and (k in LETTERS or k in DIGITS):
            number = LETTERS.get(k) or DIGITS[k]
            action = M.ChooseKey(number) if phase == R.CHOOSE_KEY else M.GuessEnchantedKey(number)
        elif phase in (R.ARMS, R.WITHDRAW) and k == pygame.K_y:
            action = choices[0]
        elif phase in (R.ARMS, R.WITHDRAW, R.GUESS) and k in (pygame.K_n, pygame.K_BACKSPACE):
            action = choices[-1]  # decline / keep / no guess
        if action is None:
            self.say_now([E.cue("nope", speech=_("That key does nothing now. H for help."))])
            self.prompted = None  # and the question again
            return
        self.act(action)

    def refusal(self, action: Any, why: str) -> list[E.Cue]:
        return F.refusal_cues(action, self.obs(), self.choices(), why)

    # -- what anyone could look up at a table ----------------------------------------------
    def help(self) -> None:
        """H: the next part of the help (the first again after the last); without words,
        the tour of the sounds."""
        if not self.talks():
            self.say_now(E.help_tour())
            return
        parts = help_words()
        self.help_at = (self.help_at + 1) % len(parts)
        # TRANSLATORS: by ear, before each part of the help: "Help, part 2 of 4."
        head = _("Help, part {number} of {count}.").format(number=self.help_at + 1,
                                                          count=len(parts))
        self.say_now([E.cue("so-help", speech=head), E.words(parts[self.help_at])])

    def hint(self) -> None:
        """I: the hint (worked out from what this seat heard only): the move it suggests is
        heard last, as a choice is (and said, with its reason, where speech is on), so that
        Enter takes it. It changes nothing until the player acts."""
        advice = self.table.advice()
        if advice is None:  # hints off for this seat (or none to give)
            self.not_yet(pygame.K_i)
            return
        choices = self.choices()
        if advice.action in choices:
            self.cursor = choices.index(advice.action)
        self.say_now([E.cue("so-help"), E.words(advice.told()), E.choice_cue(advice.action)])

    def play_again(self) -> None:
        """The same seats again with a new seed, still by ear: the shell starts it."""
        self.app.play_again()

    def set_depths(self, value: str) -> None:
        self.ctx.depths = value


def make_sound_only_scene(app: Any, table: TableModel[SevenLocksObservation]) -> SoundOnlyScene:
    """The dark scene of Seven Locks by ear (the manifest's "sound_only" mode)."""
    return SoundOnlyScene(app, table)
