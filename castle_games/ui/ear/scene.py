"""What every dark scene by ear shares: the cue player, the speaker, the dark screen, the
helper's caption, and the soft tap for a key that cannot be taken yet.

The tables by ear (turns.py) and Seven Locks' own scenes by ear are built on `DarkScene`;
each says how a cue is heard (`sound`) and how fast its frames run.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Callable, Mapping
from typing import Any

import pygame

from castle_games.ui.ear import speaker as speech
from castle_games.ui.ear.cue_player import CuePlayer
from castle_games.ui.ear.cues import Cue
from castle_games.ui.ear.dark import Dark
from castle_games.ui.scene import Scene

log = logging.getLogger(__name__)

WAIT_GAP_S = 0.15  # a held or hammered key taps at most this often
MODIFIERS = (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
             pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA, pygame.K_CAPSLOCK)


class DarkScene(Scene):
    """A scene by ear: cues one after another, words through the speaker, the screen dark.

    The spoken words are made in the language in use when each cue is made, just before it
    is heard; the helper's caption is kept as a function saying it, and put into words when
    it is drawn (`caption` reads it)."""

    handles_escape = True

    def __init__(self, app: Any, speaker: speech.Speaker | None, *, hint: str,
                 wait_sound: str, long_counts: Mapping[str, str],
                 count_cue: Callable[[int], Cue]) -> None:
        super().__init__(app)
        self.speaker = speaker
        self.player = CuePlayer(self.sound, self._speaking, self._silence,
                                long_counts=dict(long_counts), count_cue=count_cue)
        self.dark = Dark(app, hint)
        self.wait_sound = wait_sound
        self.captioned: Callable[[], str] = str
        self._tapped = -1.0

    @property
    def caption(self) -> str:
        """The caption for a sighted helper, in the language in use."""
        return self.captioned()

    def sound(self, c: Cue) -> None:
        """Hear one cue: its sound where it belongs, its words through the speaker."""
        if c.sound:
            self.app.audio.play(c.sound, c.param_dict, pan=c.pan)
        if c.speech and self.speaker is not None:
            self.speaker.say(c.speech, interrupt=False)

    def say(self, cues: list[Cue], *, kind: str, blocking: bool = False,
            remember: bool = False) -> None:
        """Queue cues of one kind (a cue without a kind of its own takes it)."""
        self.player.add([c if c.kind else dataclasses.replace(c, kind=kind) for c in cues],
                        blocking=blocking, remember=remember)

    def say_now(self, cues: list[Cue], kind: str = "answer") -> None:
        """An answer to a key the player pressed: it cuts short whatever was only asking or
        answering (never what the table must hear) and starts at once."""
        self.cut_prompts()
        self.say(cues, kind=kind)
        self.player.update(0.0)

    def _speaking(self) -> bool:
        return self.speaker is not None and self.speaker.busy

    def _silence(self) -> None:
        try:
            self.app.audio.stop_all()
        except Exception as exc:  # noqa: BLE001 - a sound that goes on never stops the game
            log.debug("stop failed: %s", exc)

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
            self.app.audio.play(self.wait_sound, gain=0.7)
        except Exception as exc:  # noqa: BLE001 - a missing tap never stops the game
            log.debug("wait tap failed: %s", exc)

    def skip_animations(self) -> None:
        self.player.skip()

    def draw(self, canvas: pygame.Surface) -> None:
        self.dark.draw(canvas, self.caption)
