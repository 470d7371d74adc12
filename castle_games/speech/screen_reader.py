"""The bridge to the player's own screen reader (NVDA, JAWS, VoiceOver, Orca...): a line
goes to the reader that is running, at the player's own voice and rate, instead of the
games' bundled voice.

It talks through Prism (the `prismatoid` package, the optional extra `screen-reader`),
which reaches the Windows readers, VoiceOver and Orca with one API. The library is
imported on the first connect only, and anything that goes wrong there (the package not
installed, its native library refusing to load, no reader running, a backend error) means
"no screen reader running": `start()` gives the reason in words and the caller keeps the
bundled voice. Only screen readers are taken, never a plain text-to-speech backend of
Prism's: the bundled voice is better than a system voice the player did not choose.

`ScreenReader` is what `voice.Voice` calls when its line goes to the reader (`reader=`):
`say` (interrupting whatever the reader says), `stop` (a key press) and `busy`.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from castle_games.core.languages import _

log = logging.getLogger(__name__)

# Prism's screen-reader backends, the first running one speaks (its TTS backends, SAPI,
# OneCore, AVSpeech, speech-dispatcher, are left out on purpose; so is UIA, which is
# "available" on every Windows whether or not a reader listens).
READERS = ("NVDA", "JAWS", "ZDSR", "ZOOM_TEXT", "SYSTEM_ACCESS", "PC_TALKER",
           "BOY_PC_READER", "SENSE_READER", "WINDOW_EYES", "SPIEL", "VOICE_OVER", "ORCA")
# A reader that cannot say whether it is still speaking is guessed busy for this long per
# character (about 15 characters a second: a calm reading rate; a faster reader only makes
# a less important line wait a little longer).
SECONDS_PER_CHAR = 1 / 15


class NoScreenReader(RuntimeError):
    """No screen reader can be reached (the message says why, for the log)."""


def connect() -> Any:
    """The first running screen reader, as a Prism backend (speak/output/stop/speaking), or
    NoScreenReader. Tests put a stub in its place."""
    try:
        import prism
    except (ImportError, OSError) as exc:
        raise NoScreenReader(f"the prismatoid package cannot be loaded: {exc}") from exc
    try:
        context = prism.Context()
    except Exception as exc:  # any native failure is "none running"
        raise NoScreenReader(f"Prism could not start: {exc}") from exc
    tried: list[str] = []
    for name in READERS:
        backend_id = getattr(prism.BackendId, name, None)
        if backend_id is None:
            continue
        try:
            if not context.exists(backend_id):
                continue
            backend = context.create(backend_id)  # initialises it: fails when not running
            if not backend.features.is_supported_at_runtime:
                tried.append(name)
                continue
        except Exception as exc:  # noqa: BLE001 - this reader is not running
            tried.append(f"{name} ({exc})")
            continue
        backend._castle_context = context  # the backend lives as long as its context
        return backend
    raise NoScreenReader("none of the screen readers Prism knows is running"
                         + (f" (tried {', '.join(tried)})" if tried else ""))


class ScreenReader:
    """One running screen reader, reached once (`start`); every call after that is guarded:
    a reader that stops answering makes `say` return False, never an exception."""

    def __init__(self, make: Callable[[], Any] | None = None, *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._make = make
        self.clock = clock
        self.backend: Any = None
        self.name = ""
        self._busy_until = 0.0

    def start(self) -> str | None:
        """Reach the running screen reader: None when it answers, else why not (for the
        log); the caller then keeps the bundled voice."""
        if self.backend is not None:
            return None
        try:
            backend = (self._make or connect)()
        except NoScreenReader as exc:
            return str(exc)
        except Exception as exc:  # noqa: BLE001 - never a traceback for the player
            return f"the screen reader library failed: {exc!r}"
        self.backend = backend
        self.name = str(getattr(backend, "name", "") or "screen reader")
        log.info("speaking through the screen reader %s", self.name)
        return None

    def _feature(self, name: str, default: bool) -> bool:
        features = getattr(self.backend, "features", None)
        return bool(getattr(features, name, default)) if features is not None else default

    def say(self, text: str, *, interrupt: bool = True) -> bool:
        """Hand `text` to the reader, cutting what it says (`interrupt`); False when the
        reader did not take it (gone since, or it refused)."""
        if self.backend is None or not text:
            return False
        # `output` also shows the line on a braille display, where the reader has one.
        send = (self.backend.output if self._feature("supports_output", True)
                and hasattr(self.backend, "output") else self.backend.speak)
        try:
            send(text.replace("\x00", ""), interrupt=interrupt)
        except Exception as exc:  # noqa: BLE001 - a reader that quit: the caller falls back
            log.warning("the screen reader %s refused a line: %s", self.name, exc)
            return False
        self._busy_until = self.clock() + len(text) * SECONDS_PER_CHAR
        return True

    def stop(self) -> None:
        """Cut what the reader is saying (a key press)."""
        self._busy_until = 0.0
        if self.backend is None:
            return
        try:
            self.backend.stop()
        except Exception as exc:  # noqa: BLE001 - nothing being said, or the reader quit
            log.debug("the screen reader could not stop: %s", exc)

    def busy(self) -> bool:
        """The reader is still saying our last line: asked where it can tell, else guessed
        from the line's length."""
        if self.backend is None:
            return False
        if self._feature("supports_is_speaking", False):
            try:
                return bool(self.backend.speaking)
            except Exception:  # noqa: BLE001 - fall back to the guess
                pass
        return self.clock() < self._busy_until


def no_reader_words() -> str:
    """The one line the player hears and sees when the setting is on but no reader runs."""
    return _("No screen reader is running, so the games' own voice speaks.")
