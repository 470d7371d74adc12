"""What the by-ear scenes of Seven Locks share: the dark screen, the cue player and the
speaker, the keys' names, and the by-ear settings (the depths).

The game (sound_only.py), its menu and the listening trainer (ear_menu.py) are built on
`EarScene`.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

import pygame

from castle_games.core.contract import Option
from castle_games.core.telling import N_, _
from castle_games.games.seven_locks import earcons as E
from castle_games.games.seven_locks import rules as R
from castle_games.ui.ear import speaker as speech
from castle_games.ui.ear.cue_player import CuePlayer
from castle_games.ui.ear.dark import Dark
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
# The help in sections, one an H key (a listener cannot skim one long line).
HELP_SOUNDS = N_(
    "Seven Locks by ear. Seven towers stand from left to right; each has its own bell, "
    "lowest on the left. Listen how deep each pearl falls: a long fall and a low ring is a "
    "small chamber, key 1; a short fall and a high ring is a tall chamber, key 8.")
HELP_KEYS = N_(
    "Keys: 1 to 7 pick a tower. A to H pick key 1 to 8. Arrows walk through the choices and "
    "Enter takes the one you heard. Y or N answer a question. Enter rolls the die. "
    "Space repeats what happened last; Page Up and Page Down walk through what happened "
    "before. Q repeats the question. Enter cuts a long count short. H again: the next part "
    "of the help. "
    "Escape: the menu, with the listening trainer, how far apart the depths sound, mono "
    "and the volume.")
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



def help_words() -> list[str]:
    """The game's help in sections, one an H key: how it sounds, its keys, what can be asked
    (every query key of by_ear_facts.FACTS), the hint."""
    from castle_games.games.seven_locks.by_ear_facts import facts_help

    # TRANSLATORS: by ear, the part of the help listing the keys that tell the table.
    asked = _("Ask for what anyone sees at the table: {keys}").format(keys=facts_help())
    return [_(HELP_SOUNDS), _(HELP_KEYS), asked, _(HINT_KEY)]


# TRANSLATORS: by ear, after the help's list of keys; Enter is the keyboard's key
HINT_KEY = N_("I: a hint. Its move is heard last, so Enter takes it.")

class EarScene(Scene):
    """What the by-ear scenes share: a cue player, the speaker, the dark screen.

    The spoken words are made in the language in use when each cue is made, just before it
    is heard; the helper's caption is kept as a function saying it, and put into words when
    it is drawn (`caption` reads it)."""

    handles_escape = True

    def __init__(self, app: Any, speaker: speech.Speaker | None) -> None:
        super().__init__(app)
        self.speaker = speaker
        self.player = CuePlayer(self.sound, self._speaking, self._silence,
                                long_counts=dict(E.LONG_COUNTS), count_cue=E.number)
        self.dark = Dark(app, HINT)
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

    def _silence(self) -> None:
        try:
            self.app.audio.stop_all()
        except Exception as exc:  # noqa: BLE001 - a sound that goes on never stops the game
            log.debug("stop failed: %s", exc)

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
