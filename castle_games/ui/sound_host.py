"""The app's sound and voice: the mixer made on first use, sounds rendered ahead in the
background, the voice (speech/voice.py) and when a line is heard.

`SoundHost` is one of the parts of `ui.app.App`: it keeps `audio`, `voice`,
`existing_voice()`, `speak()`, `use_voice()`, `use_screen_reader()` and the sounds asked for
ahead (`want_sounds`), which the app renders in a background thread once the window is up.

With Settings' screen_reader on, the voice's lines go to the player's own screen reader
(speech/screen_reader.py) when one runs; with none running the bundled voice speaks, and
one line says why, once. `speak()` leaves out lines above Settings' verbosity
(speech/verbosity.py).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from castle_games.core import languages
from castle_games.ui.silent_audio import SilentMixer, make_mixer
from castle_games.ui.sound_sets import UI_SOUNDS, game_sounds

log = logging.getLogger("castle_games.ui")


class SoundHost:
    """The mixer and the voice (a part of ui.app.App)."""

    settings: Any
    banner: Callable[[str], None]  # (the app's notes)
    in_a_mode: Callable[[], bool]  # (the game lifecycle's: by ear, every line is heard)

    def _init_sound(self, wants_sound: bool) -> None:
        self._audio: Any = None
        self._voice: Any = None
        self.wants_sound = wants_sound  # False: no mixer is ever made (pictures, some tests)
        # Sounds to render in the background once the window is up (see ui/sound_sets.py):
        # the UI's own, then each game's when it starts; each name is asked for once.
        self._prewarm_todo: list[str] = list(UI_SOUNDS)
        self._prewarm_asked: set[str] = set()
        self._reader_told = False  # "no screen reader is running" said once only

    @property
    def audio(self) -> Any:
        if self._audio is None:
            self._audio = make_mixer(self.settings) if self.wants_sound else SilentMixer()
        return self._audio

    @audio.setter
    def audio(self, mixer: Any) -> None:
        self._audio = mixer

    def want_sounds(self, names: list[str] | tuple[str, ...]) -> None:
        """Render these recipes in the background soon (from frame PREWARM_AT_FRAME on)."""
        for name in names:
            if name not in self._prewarm_asked and name not in self._prewarm_todo:
                self._prewarm_todo.append(name)

    def _prewarm(self) -> None:
        todo, self._prewarm_todo = self._prewarm_todo, []
        self._prewarm_asked.update(todo)
        if todo and self.wants_sound:
            self.audio.prewarm(todo)

    def apply_sound_settings(self) -> None:
        """The volumes and mono, heard at once (by a mixer already made; none is made)."""
        if self._audio is not None:
            try:
                self._audio.apply_settings(self.settings)
            except Exception:
                log.exception("the mixer refused the settings")

    def forget_sounds(self, old: Any, new: Any) -> None:
        """The sounds of game `old` nobody needs now that `new` (a manifest, or None at the
        launcher) takes the table: asked for again if it comes back, freed from the mixer."""
        keep = set(UI_SOUNDS) | (set(game_sounds(new)) if new is not None else set())
        gone = [s for s in game_sounds(old) if s not in keep]
        self._prewarm_asked.difference_update(gone)
        if self._audio is not None:
            try:
                self._audio.forget(gone)
            except Exception:  # only memory: never stops the game
                log.exception("the mixer could not forget %s", old.id)

    @property
    def voice(self) -> Any:
        """The app's voice (castle_games/speech/voice.py), made on first use. Its engine
        chain (speech/engines.py, Settings' voice) is imported and started by its first line,
        in the voice's worker thread; the samples play on the mixer's speech channel. With
        no sound device it keeps the record only."""
        if self._voice is None:
            from castle_games.speech.voice import Voice

            # No sound wanted (screenshots) or the mixer already up: the player is known now;
            # else it is made once the first line is ready (not before the first frame).
            known = not self.wants_sound or self._audio is not None
            self._voice = Voice(self._voice_player() if known else None,
                                self._voice_engine(self.settings.voice),
                                language=languages.current,
                                rate=lambda: self.settings.speech_rate, tell=self.banner,
                                player_factory=None if known else self._voice_player,
                                warm_up=None if known else self._voice_warm_up)
            if self.settings.screen_reader:
                self.use_screen_reader(True)
        return self._voice

    def use_screen_reader(self, on: bool) -> None:
        """Settings' "Speak through my screen reader": from the next line on, the lines go
        to the running screen reader, or (none running, or `on` False) the bundled voice
        speaks them; the first time none runs, one line says so (logged, shown, said)."""
        self.settings.screen_reader = on
        voice = self._voice
        if voice is None:
            return  # made with the setting when the first line is said
        if not on:
            if voice.reader is not None:
                voice.stop()
                voice.reader = None
            return
        if voice.reader is not None:
            return
        from castle_games.speech import screen_reader
        from castle_games.speech.voice import Priority

        reader = screen_reader.ScreenReader()
        why = reader.start()
        if why is None:
            voice.stop()
            voice.reader = reader
            return
        log.info("no screen reader: %s; the bundled voice speaks", why)
        if not self._reader_told:
            self._reader_told = True
            words = screen_reader.no_reader_words()
            self.banner(words)
            voice.say(words, priority=Priority.URGENT)

    @staticmethod
    def _voice_warm_up() -> None:
        """In the voice's worker, before its first line: the mixer's modules (numpy and the
        synthesis), so that starting the mixer on the main thread is quick."""
        import castle_games.audio.mixer  # noqa: F401

    def _voice_player(self) -> Any:
        """The mixer, made when the first line is (not before the first frame); None when
        there is no sound device (the voice then keeps its record only)."""
        audio = self.audio
        return None if getattr(audio, "silent", True) else audio

    @staticmethod
    def _voice_engine(choice: str) -> Any:
        from castle_games.speech.voice import Deferred

        def make() -> Any:
            from castle_games.speech.engines import make_chain

            return make_chain(choice)

        return Deferred(make)

    def use_voice(self, choice: str) -> None:
        """Settings' Voice: this engine speaks from the next line on."""
        self.settings.voice = choice
        if self._voice is not None:
            self._voice.stop()
            self._voice.engine = self._voice_engine(choice)

    def _voice_rate(self) -> float:
        """Frames a second the voice needs (a line being made, or waiting for its turn)."""
        if self._voice is None:
            return 0.0
        try:
            return float(self._voice.needs_frames())
        except Exception:
            log.exception("the voice's frame rate failed")
            return 0.0

    def existing_voice(self) -> Any | None:
        """The voice if it was made, else None: looking never makes one (with Read aloud
        off, the voice and its engine stay unmade)."""
        return self._voice

    def _hush(self) -> None:
        """Cut the line being said if it is only a menu item or a prompt (a result or a
        warning is heard to its end): the player has moved on."""
        voice = self._voice
        current = getattr(voice, "current", None)
        if current is not None and int(current.priority) <= 2 and voice.speaking():
            voice.stop()

    def speak(self, text: str, priority: int = 2, *, always: bool = False,
              language: str | None = None, detail: int = 0) -> None:
        """Say `text` (already in the language in use, or in `language`) when Read aloud is
        on, or `always` (the focused menu item after a key press, the by-ear mode); a line
        whose `detail` is above Settings' verbosity is left out (speech/verbosity.py)."""
        from castle_games.speech.verbosity import level

        if detail > level(self.settings.verbosity):
            return
        if always or self.settings.read_aloud or self.in_a_mode():
            if language is None:
                self.voice.say(text, priority=priority)
            else:
                self.voice.say(text, priority=priority, language=language)
