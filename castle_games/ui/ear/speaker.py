"""Spoken announcements for the games by ear, through the app's voice (speech/voice.py).

The words are rendered by the app's engine chain in its worker thread and heard on the
mixer's speech channel, so a frame never waits for them. The by-ear scenes tell a story in
order ("Ann rolls.", then the counted pips), so a `Speaker` keeps a short queue of its
own: a line waits for the one being said, and a new answer to a key (`interrupt`) cuts
the line being said and drops what waited, so speech never lags behind the game. `busy`
is true from the moment a line is handed over until its last sample has played: it holds
back a sound that must not be masked (a pearl drop).

Without a voice (no sound device, no engine) `make_speaker()` returns None and the earcons
and counted sounds carry everything; nothing fails.
"""

from __future__ import annotations

import logging
from collections import deque
from typing import Any

log = logging.getLogger(__name__)

MAX_WAITING = 4  # announcements queued behind the one being said


class Speaker:
    def __init__(self, voice: Any) -> None:
        self.voice = voice
        self._todo: deque[str] = deque()

    # -- the scene's side -----------------------------------------------------------------
    def say(self, text: str, *, interrupt: bool = True) -> None:
        if interrupt:
            self._todo.clear()
            self.voice.stop()
        if self.failed or not text:
            return
        if len(self._todo) >= MAX_WAITING:  # never fall far behind the game
            self._todo.clear()
        self._todo.append(text)
        self.update()

    def update(self) -> None:
        """Every frame: the next line starts once the voice is free."""
        if self.failed:
            self._todo.clear()
            return
        if self._todo and not self.voice.speaking():
            from castle_games.speech.voice import Priority

            self.voice.say(self._todo.popleft(), priority=Priority.PROMPT)

    @property
    def busy(self) -> bool:
        self.update()
        return not self.failed and (bool(self._todo) or bool(self.voice.speaking()))

    @property
    def failed(self) -> bool:
        """The voice has no engine left (it has said so once)."""
        return self.voice.engine is None

    def close(self) -> None:
        self._todo.clear()
        self.voice.stop()

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """For tests: True once everything queued has been said."""
        import time

        end = time.monotonic() + timeout
        while self.busy and time.monotonic() < end:
            self.voice.update()
            time.sleep(0.005)
        return not self.busy


def make_speaker(app: Any) -> Speaker | None:
    """A Speaker on the app's voice when it can speak: through the player's own screen
    reader (Settings' "Speak through my screen reader"), or with a speech engine installed;
    else None (the sounds carry everything)."""
    from castle_games.speech import engines

    voice = app.voice
    if app.settings.screen_reader and voice.reader is not None:
        return Speaker(voice)
    if not any(engines.installed(name) for name in engines.names_for(app.settings.voice)):
        return None
    return Speaker(voice)
