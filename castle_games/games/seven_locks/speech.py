"""Spoken announcements for Seven Locks by ear, where a speech engine is present.

pyttsx3 is an optional extra (`pip install castle-games[speech]`). Without it, or when its
engine cannot start (no espeak on Linux, no voices), `make_speaker()` returns None and the
earcons and counted sounds carry everything; nothing fails.

The engine talks in a worker thread of its own: pyttsx3's `runAndWait()` blocks for as
long as the words last, and a frame must never wait for it. The engine is created inside
that thread too (some drivers may only be used from the thread that made them). A new
announcement drops whatever was still waiting to be said, so speech never lags behind the
game; `busy` tells the scene to hold back a sound that must not be masked (a pearl drop).
"""

from __future__ import annotations

import logging
import queue
import threading
from typing import Any

log = logging.getLogger(__name__)

RATE_WPM = 175  # a little slower than most engines' default: children listen
MAX_WAITING = 4  # announcements queued behind the one being said


class Speaker:
    def __init__(self, module: Any, volume: float = 0.9) -> None:
        self._module = module
        self._volume = max(0.0, min(1.0, float(volume)))
        self._todo: queue.Queue[str | None] = queue.Queue()
        self._speaking = threading.Event()
        self._ready = threading.Event()
        self._failed = False
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()

    # -- the scene's side -----------------------------------------------------------------
    def say(self, text: str, *, interrupt: bool = True) -> None:
        if interrupt:
            self._drain()
        if self._failed or not text:
            return
        if self._todo.qsize() >= MAX_WAITING:  # never fall far behind the game
            self._drain()
        self._todo.put(text)

    @property
    def busy(self) -> bool:
        return not self._failed and (self._speaking.is_set() or not self._todo.empty())

    @property
    def failed(self) -> bool:
        return self._failed

    def set_volume(self, volume: float) -> None:
        self._volume = max(0.0, min(1.0, float(volume)))

    def close(self) -> None:
        self._drain()
        self._todo.put(None)

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """For tests: True once everything queued has been said."""
        import time

        end = time.monotonic() + timeout
        while self.busy and time.monotonic() < end:
            time.sleep(0.005)
        return not self.busy

    def _drain(self) -> None:
        try:
            while True:
                self._todo.get_nowait()
        except queue.Empty:
            pass

    # -- the worker thread --------------------------------------------------------------------
    def _run(self) -> None:
        try:
            engine = self._module.init()
            engine.setProperty("rate", RATE_WPM)
        except Exception as exc:  # noqa: BLE001 - any engine trouble means: no speech
            log.warning("speech is off: the engine cannot start (%s)", exc)
            self._failed = True
            self._ready.set()
            return
        self._ready.set()
        while True:
            text = self._todo.get()
            if text is None:
                return
            self._speaking.set()
            try:
                engine.setProperty("volume", self._volume)
                engine.say(text)
                engine.runAndWait()
            except Exception as exc:  # noqa: BLE001
                log.warning("speech failed, turning it off: %s", exc)
                self._failed = True
                self._speaking.clear()
                return
            self._speaking.clear()


def make_speaker(volume: float = 0.9, module: Any = None) -> Speaker | None:
    """A Speaker when pyttsx3 can be imported (or `module` is given), else None."""
    if module is None:
        try:
            import pyttsx3 as module  # type: ignore[import-not-found, no-redef]
        except Exception:  # noqa: BLE001 - absent or broken: the earcons carry everything
            return None
    return Speaker(module, volume)
