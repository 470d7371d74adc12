"""Shutting down from outside: a logout, a system shutdown or `kill` sends SIGTERM (a closed
terminal SIGHUP).

SDL turns those signals into the window's close event, which during a game asks "Stop
playing now?" and waits for an answer nobody is there to give, until the system kills the
program. So the app takes them itself: the handler only notes the request (a signal comes
at any point of a frame, in the middle of drawing or saving), and the loop, at its next
turn (within IDLE_WAKE seconds even on a still screen), saves the game and ends with
code 0, without a question.
"""

from __future__ import annotations

import logging
import signal
import threading
from types import FrameType

log = logging.getLogger(__name__)

SIGNALS = ("SIGTERM", "SIGHUP")


class Shutdown:
    """Whether the system asked the program to end."""

    def __init__(self) -> None:
        self.asked: str | None = None  # the signal's name, once asked
        self._before: dict[int, object] = {}  # the handlers given back when the loop ends

    def install(self) -> bool:
        """Take the signals (after SDL started, which put its own handlers there). False
        where that cannot be done (not the main thread, a system without these signals)."""
        if threading.current_thread() is not threading.main_thread():
            return False
        taken = False
        for name in SIGNALS:
            number = getattr(signal, name, None)
            if number is None:
                continue
            try:
                self._before.setdefault(number, signal.signal(number, self._on_signal))
                taken = True
            except (OSError, ValueError) as exc:
                log.debug("cannot take %s (%s)", name, exc)
        return taken

    def uninstall(self) -> None:
        """Give the signals back to whoever had them (SDL's, or a test runner's)."""
        for number, before in self._before.items():
            try:
                signal.signal(number, before)  # type: ignore[arg-type]
            except (OSError, TypeError, ValueError) as exc:
                log.debug("cannot give back signal %s (%s)", number, exc)
        self._before.clear()

    def _on_signal(self, number: int, _frame: FrameType | None) -> None:
        self.asked = signal.Signals(number).name
