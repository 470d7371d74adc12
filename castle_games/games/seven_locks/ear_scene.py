"""What the by-ear scenes of Seven Locks share: the dark screen, the cue player and the
speaker, the keys' names, and the by-ear settings (the depths).

The game (sound_only.py), its menu and the listening trainer (ear_menu.py) are built on
`EarScene`.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import pygame

from castle_games.core.contract import Option
from castle_games.core.telling import N_, _
from castle_games.games.seven_locks import earcons as E
from castle_games.games.seven_locks import rules as R
from castle_games.ui.ear import speaker as speech
from castle_games.ui.ear.scene import DarkScene
from castle_games.ui.scene import CANVAS_SIZE, SMOOTH, STILL

log = logging.getLogger(__name__)

W, H = CANVAS_SIZE
BACKGROUND = (6, 6, 10)
HINT_COLOUR = (44, 44, 56)
CAPTION_COLOUR = (236, 226, 196)
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
WAIT_SOUND = "so-wait"


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

class EarScene(DarkScene):
    """Seven Locks' scenes by ear: the shared dark scene with its counts (a treasure pearl
    by pearl, cut short by Enter) and its tap."""

    def __init__(self, app: Any, speaker: speech.Speaker | None) -> None:
        super().__init__(app, speaker, hint=HINT, wait_sound=WAIT_SOUND,
                         long_counts=E.LONG_COUNTS, count_cue=E.number)

    def frame_rate(self) -> float:
        """Cues are timed frame by frame: SMOOTH while one plays or speech runs, and a
        moment after (what comes next is decided in the frames after a cue)."""
        now = time.monotonic()
        if self.player.busy or self._speaking():
            self._heard_at = now
        if now - getattr(self, "_heard_at", now) < 0.5:
            return SMOOTH
        return STILL
