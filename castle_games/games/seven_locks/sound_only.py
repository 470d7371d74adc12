"""Seven Locks by ear: the whole game with the screen dark, played from the keyboard.

The screen tells nothing: a dark canvas with one constant line, and (only when the player
asks for it in the menu, Settings.sound_only_caption) a large caption for a sighted helper
saying whose decision it is and what is asked, never a tower, a pearl count or a key.

The ears tell everything (earcons.py says which sound tells what). Every event is heard,
one sound after another, each tower where it stands in the stereo field. Keys:
  1-7 pick a tower; A-H (or 1-8) pick a key; arrows walk through the choices, each heard,
  and Enter takes the one heard last; Y/N or Enter/Backspace answer yes/no questions;
  Enter (or R) rolls the die; Space repeats the last sound only; H (F1 or ? while a key is
  asked, since H is then key 8) plays the help; K says where the keymaster stands, S the
  pearls in everyone's box (what anyone sees at a table); Esc opens the menu by ear.
  A key pressed while the table is still being heard is not taken: a soft tap says so.
Computer seats play through the table's play_bot() after a short pause; people and
computers mix as in the normal game. The listening trainer (trainer.py) is in the menu.
Like the castle view, the scene reaches the game only through its seat's `TableModel`: what
it says is what the observation and the events tell, never a closed tower's chamber.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from typing import Any

import pygame

from castle_games.core.contract import IllegalAction, Option
from castle_games.core.telling import N_, _, ngettext
from castle_games.games.seven_locks import earcons as E
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks import speech
from castle_games.games.seven_locks.story import tower_label, tower_list, tower_name
from castle_games.games.seven_locks.trainer import ListeningRound
from castle_games.table_model import TableModel
from castle_games.ui.scene import CANVAS_SIZE, SMOOTH, STILL, Scene

log = logging.getLogger(__name__)

W, H = CANVAS_SIZE
BACKGROUND = (6, 6, 10)
HINT_COLOUR = (44, 44, 56)
CAPTION_COLOUR = (236, 226, 196)
BOT_DELAY = 0.6  # seconds a computer "thinks" before each move (scaled by animation speed)
SETTINGS_KEY = "seven-locks-by-ear"  # in Settings.options: {"depths": ...}
DEPTHS_OPTION = Option("depths", N_("How far apart the depths sound"), E.NORMAL, E.DEPTHS)
# The words of the by-ear mode are marked here and said (or drawn) with `_` when they are
# heard. The keys they name (H, Esc, Y, N, A to H) are the keyboard's, the same everywhere.
# TRANSLATORS: the one dim line at the bottom of the dark screen of Seven Locks by ear.
HINT = N_("Seven Locks by ear  \u00b7  H: help  \u00b7  Esc: menu")
HELP_TEXT = N_(
    "Seven Locks by ear. Seven towers stand from left to right; each has its own bell, "
    "lowest on the left. Listen how deep each pearl falls: a long fall and a low ring is a "
    "small chamber, key 1; a short fall and a high ring is a tall chamber, key 8. "
    "Keys: 1 to 7 pick a tower. A to H pick key 1 to 8. Arrows walk through the choices and "
    "Enter takes the one you heard. Y or N answer a question. Enter rolls the die. "
    "Space repeats the last sound. K: where the keymaster stands. S: everyone's pearls. "
    "Escape: the menu, with the listening trainer and how far apart the depths sound.")
TRAINER_HELP = N_(
    "Listen to each pearl: a long fall and a low ring is a small chamber, 1; a short fall and "
    "a high ring is a tall one, 8. Press 1 to 8 for the tower asked. Backspace goes back. "
    "R lets the pearls fall again.")
DIGITS = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)}
DIGITS.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)})
LETTERS = {pygame.K_a + i: i + 1 for i in range(R.N_CHAMBERS)}  # a..h: keys 1..8
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
PREV = (pygame.K_LEFT, pygame.K_UP)
NEXT = (pygame.K_RIGHT, pygame.K_DOWN)
TOWER_PHASES = (R.PLACE, R.THROW, R.MOVE)
KEY_PHASES = (R.CHOOSE_KEY, R.GUESS)
MODIFIERS = (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
             pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA, pygame.K_CAPSLOCK)
WAIT_SOUND = "so-wait"
WAIT_GAP_S = 0.15  # a held or hammered key taps at most this often


# -- settings -----------------------------------------------------------------------------
def get_depths(settings: Any) -> str:
    value = getattr(settings, "options", {}).get(SETTINGS_KEY, {}).get("depths", E.NORMAL)
    return value if value in E.DEPTHS else E.NORMAL


def set_depths(app: Any, value: str) -> None:
    if value not in E.DEPTHS:
        raise ValueError(f"depths are {', '.join(E.DEPTHS)}, not {value!r}")
    app.settings.options.setdefault(SETTINGS_KEY, {})["depths"] = value
    app.save_settings()


def _speaker_for(app: Any) -> speech.Speaker | None:
    # No speech where there is no sound at all (screenshots, tests, no audio device); the
    # app's voice speaks, on the mixer's speech channel.
    if getattr(app.audio, "silent", True):
        return None
    return speech.make_speaker(app)


NO_SOUND = N_("No sound device found. This game is played by ear: plug in speakers or "
              "headphones and start again.")


class Dark:
    """The dark screen shared by every by-ear scene: constant, plus an optional caption."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self._base: tuple[str, pygame.Surface] | None = None
        self._caption: tuple[str, pygame.Surface] | None = None

    def draw(self, canvas: pygame.Surface, caption: str) -> None:
        hint = _(HINT)
        if self._base is None or self._base[0] != hint:  # made again in another language
            from castle_games.ui import draw

            base = pygame.Surface(CANVAS_SIZE).convert()
            base.fill(BACKGROUND)
            draw.text(base, hint, (W // 2, H - 40), 24, HINT_COLOUR, anchor="center",
                      within=pygame.Rect(40, H - 60, W - 80, 40))
            self._base = (hint, base)
        canvas.blit(self._base[1], (0, 0))
        if getattr(self.app, "_want_audio", False) and getattr(self.app.audio, "silent", False):
            caption = _(NO_SOUND)  # by ear without a sound device: say so, never sit dark
        elif not self.app.settings.sound_only_caption:
            caption = ""
        if caption:
            if self._caption is None or self._caption[0] != caption:
                self._caption = (caption, self._render(caption))
            canvas.blit(self._caption[1], (0, 0))

    @staticmethod
    def _render(caption: str) -> pygame.Surface:
        from castle_games.ui import draw

        image = pygame.Surface(CANVAS_SIZE, pygame.SRCALPHA)
        size = 64
        lines = draw.wrap(caption, size, W - 160, bold=True)
        while len(lines) > 4 and size > 36:  # longer words (German): smaller, never cut off
            size -= 4
            lines = draw.wrap(caption, size, W - 160, bold=True)
        step = round(size * 1.25)
        y = H // 2 - (len(lines) - 1) * step // 2
        room = pygame.Rect(60, 0, W - 120, H)
        for line in lines:
            draw.text(image, line, (W // 2, y), size, CAPTION_COLOUR, bold=True, anchor="center",
                      within=room)
            y += step
        return image


class EarScene(Scene):
    """What the by-ear scenes share: a cue player, the speaker, the dark screen.

    The spoken words are made in the language in use when each cue is made, just before it
    is heard; the helper's caption is kept as a function saying it, and put into words when
    it is drawn (`caption` reads it)."""

    handles_escape = True

    def __init__(self, app: Any, speaker: speech.Speaker | None) -> None:
        super().__init__(app)
        self.speaker = speaker
        self.player = E.CuePlayer(self.sound, self._speaking)
        self.dark = Dark(app)
        self.captioned: Callable[[], str] = str
        self._tapped = -1.0

    @property
    def caption(self) -> str:
        """The caption for a sighted helper, in the language in use."""
        return self.captioned()

    def _speaking(self) -> bool:
        return self.speaker is not None and self.speaker.busy

    def cut_prompts(self) -> None:
        """A person answered (or asked for something): what was only asking need not
        finish, the words being said included (cut off at once)."""
        if self.speaker is not None:
            self.speaker.say("", interrupt=True)
        self.player.cut_prompts()

    def talks(self) -> bool:
        """Words can be heard (a voice that has not failed); else help is the sounds'."""
        return self.speaker is not None and not self.speaker.failed

    def tick_speech(self) -> None:
        """Every frame: the next queued line starts once the voice is free."""
        if self.speaker is not None:
            self.speaker.update()

    def not_yet(self, key: int) -> None:
        """A key pressed while the table is still being heard (or a computer plays) is not
        taken; a soft tap says so, rather than silence. It goes straight to the mixer: it
        is not a cue to wait for, nor one that Space repeats."""
        now = time.monotonic()
        if key in MODIFIERS or now - self._tapped < WAIT_GAP_S:
            return
        self._tapped = now
        try:
            self.app.audio.play(WAIT_SOUND, gain=0.7)
        except Exception as exc:  # noqa: BLE001 - a missing tap never stops the game
            log.debug("wait tap failed: %s", exc)

    def sound(self, c: E.Cue) -> None:
        if c.sound:
            self.app.audio.play(c.sound, c.param_dict, pan=c.pan)
        if c.speech and self.speaker is not None:
            self.speaker.say(c.speech, interrupt=False)

    def say_now(self, cues: list[E.Cue]) -> None:
        """An answer to a key the player pressed: it cuts short whatever was only asking or
        answering (never what the table must hear) and starts at once."""
        self.cut_prompts()
        self.player.add(cues, blocking=False, remember=False)
        self.player.update(0.0)

    def skip_animations(self) -> None:
        self.player.skip()

    def frame_rate(self) -> float:
        """Cues are timed frame by frame: SMOOTH while one plays or speech runs, and a
        moment after (what comes next is decided in the frames after a cue)."""
        now = time.monotonic()
        if self.player.busy or self._speaking():
            self._heard_at = now
        if now - getattr(self, "_heard_at", now) < 0.5:
            return SMOOTH
        return STILL

    def draw(self, canvas: pygame.Surface) -> None:
        self.dark.draw(canvas, self.caption)


# -- the game --------------------------------------------------------------------------------
class SoundOnlyScene(EarScene):
    def __init__(self, app: Any, table: TableModel,
                 speaker: speech.Speaker | None = None) -> None:
        super().__init__(app, speaker if speaker is not None else _speaker_for(app))
        self.table = table
        self.ctx = E.Context([s.name for s in table.seats], get_depths(app.settings))
        self.prompted: int | None = None  # moves played when the current question was asked
        self.asked_turn: tuple[int | None, int] | None = None
        self.cursor: int | None = None
        self.bot_clock = 0.0
        self.over_said = False
        self.player.add([E.cue("so-help", speech=_("Seven Locks, by ear. Press H for help."))],
                        blocking=False)
        self.prewarm()

    def prewarm(self) -> None:
        """Render the towers, the die and the setup's drops in the mixer's background thread
        (a sound rendered when first played would start a little late)."""
        if getattr(self.app.audio, "silent", True):
            return
        names, sets = E.prewarm_sets(self.ctx.depths)
        try:
            self.app.audio.prewarm(names, params=sets)
        except Exception as exc:  # noqa: BLE001 - only a head start; never stops the game
            log.debug("prewarm failed: %s", exc)

    def frame_rate(self) -> float:
        """SMOOTH too while a computer is paced, the end is to be said or a question
        asked; STILL while a person decides."""
        t = self.table
        if (t.is_bot_turn() or (t.over and not self.over_said)
                or (not t.over and self.prompted != t.moves_played)):
            return max(SMOOTH, super().frame_rate())
        return super().frame_rate()

    # -- reading the table ----------------------------------------------------------------
    def obs(self) -> Mapping[str, Any]:
        return self.table.observation

    def awaiting(self) -> bool:
        """A person's decision is awaited and nothing the table must hear is still playing."""
        t = self.table
        return not t.over and not t.is_bot_turn() and not self.player.blocking

    def choices(self) -> list[Any]:
        return self.table.legal_actions()

    # -- the frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.tick_speech()
        self.player.update(dt)
        if self.player.blocking:
            return
        t = self.table
        if t.over:
            if not self.over_said and not self.player.busy:
                self._game_over()
            return
        if t.is_bot_turn():
            who = self.ctx.name(t.to_move)
            self.captioned = lambda: _("{player} is playing").format(player=who)
            if self.player.busy:
                return
            self.bot_clock += dt
            if self.bot_clock >= BOT_DELAY / max(0.1, self.app.settings.animation_speed):
                self.bot_clock = 0.0
                _action, events = t.play_bot()
                self.hear(events)
            return
        if self.prompted != t.moves_played:
            self._ask()

    def hear(self, events: list[Any]) -> None:
        for ev in events:
            self.player.add(E.event_cues(ev, self.ctx))  # one group each: Space repeats it

    def _ask(self) -> None:
        t, o = self.table, self.obs()
        seat, phase = t.to_move, o["phase"]
        self.prompted = t.moves_played
        self.cursor = None
        detail = ""
        if phase == R.MOVE:
            reach = o["reachable"]
            listed = tower_list(reach) if reach else ""
            detail = listed[:1].upper() + listed[1:] + "." if reach else ""
        elif phase == R.THROW and o["die"]:
            # TRANSLATORS: by ear: which of the pearls rolled is thrown now ("Pearl 2 of 3.").
            detail = _("Pearl {number} of {count}.").format(
                number=o["die"][0] - o["to_throw"] + 1, count=o["die"][0])
        turn = (seat, t.turn)
        with_seat = turn != self.asked_turn or phase in (R.ARMS, R.WITHDRAW, R.GUESS)
        self.asked_turn = turn
        self.player.add(E.question_cues(phase, seat, self.ctx, with_seat=with_seat,
                                        detail=detail), blocking=False)
        self.player.update(0.0)  # the question starts this very frame
        who, question = self.ctx.name(seat), E.QUESTIONS[phase][1]
        # TRANSLATORS: the by-ear caption: a player's name, then what the player is asked.
        self.captioned = lambda: _("{player}: {question}").format(player=who,
                                                                   question=_(question))

    def _game_over(self) -> None:
        self.over_said = True
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
        elif k == pygame.K_SPACE:
            self.player.repeat_last()
        elif k == pygame.K_F1 or getattr(event, "unicode", "") == "?" or (
                k == pygame.K_h and phase not in KEY_PHASES):
            self.help()
        elif k == pygame.K_k:
            self.where_keymaster()
        elif k == pygame.K_s:
            self.scores()
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

    def act(self, action: Any) -> None:
        try:
            events = self.table.apply(action)
        except IllegalAction as exc:
            told = exc.told()
            self.say_now([E.cue("nope", speech=told[:1].upper() + told[1:] + ".")])
            self.prompted = None
            return
        self.cut_prompts()
        self.cursor = None
        self.hear(events)

    # -- what anyone could look up at a table ----------------------------------------------
    def help(self) -> None:
        cues = E.help_tour() if not self.talks() else [E.words(_(HELP_TEXT))]
        self.say_now(cues)
        self.prompted = None  # then the question again

    def where_keymaster(self) -> None:
        km = self.obs()["keymaster"]
        self.say_now([E.tower(km, _("The keymaster stands at {tower}.").format(
                         tower=tower_name(km)))] if km else
                     [E.cue("so-no", speech=_("The keymaster has not been placed yet."))])

    def scores(self) -> None:
        cues: list[E.Cue] = []
        for s, n in enumerate(self.obs()["boxes"]):
            # TRANSLATORS: by ear: how many pearls a player has in the box.
            cues += [E.seat(s, ngettext("{player} has {count}.", "{player} has {count}.",
                                        n).format(player=self.ctx.name(s), count=n)),
                     E.number(n)]
        self.say_now(cues)

    def play_again(self) -> None:
        """The same seats again with a new seed, still by ear: the shell starts it."""
        self.app.play_again()

    def set_depths(self, value: str) -> None:
        self.ctx.depths = value

    def on_exit(self) -> None:
        # Called when the game is left (not when the menu opens over it).
        if self.speaker is not None:
            self.speaker.close()


# -- the menu, by ear --------------------------------------------------------------------------
class EarMenu(EarScene):
    """Esc: a menu heard item by item (each its own pitch, and its name where speech is)."""

    def __init__(self, app: Any, game: SoundOnlyScene) -> None:
        super().__init__(app, game.speaker)
        self.game = game
        self.items: list[tuple[Any, Any]] = [
            (lambda: _("Back to the game"), self.app.pop),
            (lambda: _("Depths: {depths}").format(depths=_(E.DEPTH_WORDS[get_depths(
                app.settings)])), lambda: self.change(1)),
            (lambda: _("Caption for a helper: on") if app.settings.sound_only_caption
             else _("Caption for a helper: off"), self.toggle_caption),
            (lambda: _trainer_item(4), lambda: self.trainer(4)),
            (lambda: _trainer_item(7), lambda: self.trainer(7)),
            (lambda: _("Help"), self.help),
            (lambda: _("Save and leave"), self.save_and_leave),
            (lambda: _("Quit"), self.app.quit),
        ]
        self.index = 0
        self.announce(first=True)

    def label(self, i: int | None = None) -> str:
        return self.items[self.index if i is None else i][0]()

    def announce(self, first: bool = False) -> None:
        text = (_("Menu. Up and down to choose, Enter to take.") + " " if first else "") + \
            self.label()
        self.captioned = self._menu_caption
        self.say_now([E.cue("so-menu-item", {"item": self.index + 1}, speech=text)])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        if k == pygame.K_ESCAPE:
            self.app.pop()
        elif k in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.index = (self.index + (-1 if k == pygame.K_UP else 1)) % len(self.items)
            self.announce()
        elif k in ENTER:
            self.items[self.index][1]()
        elif k in (pygame.K_LEFT, pygame.K_RIGHT) and self.index == 1:
            self.change(-1 if k == pygame.K_LEFT else 1)
        elif k == pygame.K_SPACE:
            self.announce()

    def _menu_caption(self) -> str:
        # TRANSLATORS: the by-ear menu's caption: {item} is the menu item heard now.
        return _("Menu: {item}").format(item=self.label())

    def update(self, dt: float) -> None:
        self.tick_speech()
        self.player.update(dt)

    def change(self, step: int) -> None:
        """Next depth setting; two neighbouring chambers are dropped to hear the spacing."""
        now = get_depths(self.app.settings)
        value = E.DEPTHS[(E.DEPTHS.index(now) + step) % len(E.DEPTHS)]
        set_depths(self.app, value)
        self.game.set_depths(value)
        self.captioned = self._menu_caption
        self.say_now([E.cue("so-menu-item", {"item": 2}, speech=self.label()),
                      E.drop(4, 3, 0, value), E.drop(4, 4, 0, value)])

    def toggle_caption(self) -> None:
        self.app.settings.sound_only_caption = not self.app.settings.sound_only_caption
        self.app.save_settings()
        on = self.app.settings.sound_only_caption
        self.captioned = self._menu_caption
        self.say_now([E.cue("so-yes" if on else "so-no", speech=self.label())])

    def trainer(self, towers: int) -> None:
        self.app.pop()
        self.app.push(TrainerScene(self.app, towers, speaker=self.speaker))

    def help(self) -> None:
        self.say_now(E.help_tour() if not self.talks() else [E.words(_(HELP_TEXT))])

    def save_and_leave(self) -> None:
        # The table is saved after every move (Session.apply): leaving keeps it.
        self.app.back_to_launcher()


# -- the listening trainer ----------------------------------------------------------------------
class TrainerScene(EarScene):
    """Pearls fall into 4 or 7 towers; name each tower's chamber (1-8) by ear; scored.

    Keys: 1-8 answer for the tower asked; Backspace goes back a tower; R lets every pearl
    fall again; Space repeats the last sound; H help; Enter after the score: another round;
    Esc: back to the game."""

    def __init__(self, app: Any, towers: int = 4, seed: int | None = None,
                 speaker: speech.Speaker | None = None) -> None:
        super().__init__(app, speaker)
        if seed is None:
            import random

            seed = random.SystemRandom().randrange(1, 2**31)
        self.towers = towers
        self.seed = seed
        self.depths = get_depths(app.settings)
        self.start(seed)

    def start(self, seed: int) -> None:
        self.round = ListeningRound(self.towers, seed)
        self.asked: int | None = None
        self.scored = False
        towers = self.towers
        self.captioned = lambda: ngettext("Listening trainer: {count} tower",
                                          "Listening trainer: {count} towers",
                                          towers).format(count=towers)
        self.player.add([E.cue("so-help", speech=ngettext(
            "Listening trainer. Pearls fall into {count} tower. Then name each tower's "
            "chamber, 1 to 8.",
            "Listening trainer. Pearls fall into {count} towers. Then name each tower's "
            "chamber, 1 to 8.", towers).format(count=towers))])
        self.listen()

    def listen(self) -> None:
        for d in self.round.drops():
            self.player.add([E.tower(d.tower), E.drop(d.tower, d.chamber, d.pearls_below,
                                                      self.depths, d.tower + d.pearls_below)])
        self.asked = None

    def update(self, dt: float) -> None:
        self.tick_speech()
        self.player.update(dt)
        if self.player.blocking:
            return
        if not self.round.done and self.asked != self.round.next_tower:
            t = self.round.next_tower
            self.asked = t
            self.captioned = lambda: _("{tower}: which chamber? (1 to 8)").format(
                tower=tower_label(t))
            self.player.add([E.tower(t), E.cue("so-ask-chamber", speech=_(
                "{tower}: which chamber, 1 to 8?").format(tower=tower_name(t, True)))],
                            blocking=False)
        elif self.round.done and not self.scored:
            self.scored = True
            self.player.add(self.result_cues())

    def result_cues(self) -> list[E.Cue]:
        score = self.round.score()
        cues: list[E.Cue] = []
        for t, truth, guess, points in score.per_tower:
            if points == 3:
                sound = "so-success"
                said = _("{tower}: chamber {chamber}, you said {guess}: right.")
            elif points:
                sound = "so-near"
                said = _("{tower}: chamber {chamber}, you said {guess}: nearly.")
            else:
                sound = "so-failure"
                said = _("{tower}: chamber {chamber}, you said {guess}: not this time.")
            cues += [E.tower(t, said.format(tower=tower_name(t, True), chamber=truth,
                                            guess=guess)),
                     E.key(truth), E.cue(sound)]
        points, best = score.points, score.best
        # TRANSLATORS: the listening trainer's score, e.g. "7 points of 12."
        cues += [E.number(points, ngettext("{count} point of {best}.", "{count} points of {best}.",
                                           points).format(count=points, best=best)),
                 E.cue("so-your-turn", speech=_("Enter for another round, Escape to go back."))]
        self.captioned = lambda: ngettext("{count} of {best} point. Enter: again. Esc: back.",
                                          "{count} of {best} points. Enter: again. Esc: back.",
                                          best).format(count=points, best=best)
        return cues

    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        if k == pygame.K_ESCAPE:
            self.player.skip()
            self.app.pop()
        elif k == pygame.K_SPACE:
            self.player.repeat_last()
        elif k in (pygame.K_h, pygame.K_F1):
            self.say_now(E.help_tour() if not self.talks() else [E.words(_(TRAINER_HELP))])
            self.asked = None
        elif self.player.blocking:
            self.not_yet(k)
        elif self.round.done:
            if k in ENTER and self.scored:
                self.player.skip()
                self.seed += 1
                self.start(self.seed)
        elif k in DIGITS and DIGITS[k] <= 8 and self.round.next_tower is not None:
            self.round.answer(self.round.next_tower, DIGITS[k])
            self.cut_prompts()
            self.say_now([E.cue("ui-click", speech=str(DIGITS[k]))])
        elif k == pygame.K_BACKSPACE and self.round.guesses:
            answered = [t for t in self.round.towers if t in self.round.guesses]
            self.round.unanswer(answered[-1])
            self.cut_prompts()
        elif k == pygame.K_r:
            self.cut_prompts()
            self.listen()
        else:
            self.say_now([E.cue("nope", speech=_("Press 1 to 8."))])


def _trainer_item(towers: int) -> str:
    return ngettext("Listening trainer, {count} tower", "Listening trainer, {count} towers",
                    towers).format(count=towers)


def make_sound_only_scene(app: Any, table: TableModel) -> SoundOnlyScene:
    """The dark scene of Seven Locks by ear (the manifest's "sound_only" mode)."""
    return SoundOnlyScene(app, table)
