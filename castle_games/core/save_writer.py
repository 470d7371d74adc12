"""The one background writer of saved games, so that no click waits for the disk.

A move's save is made into text on the caller's thread (a snapshot: the next move cannot
change it) and handed over; one worker thread writes it atomically and fsyncs it. For each
file only the latest text waits: a slow disk skips the states in between, never the last.
A kill loses at most the save in flight; the file on disk is always a whole save, the old
one or the new one (`jsonfile.write_text_atomically`).

Whoever reads, deletes or moves a save first waits for what is being written to it
(`settle`), and the program waits for every write before it ends (an `atexit` hook): a
game quit normally has its last move on the disk. Nothing here imports pygame.
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections.abc import Callable
from pathlib import Path

from castle_games.core import jsonfile

log = logging.getLogger(__name__)

EXIT_WAIT_S = 10.0  # a quit waits this long for a stuck disk, then goes (the old save stays)


class SaveWriter:
    """Writes texts to files on a thread of its own; the latest text for a file wins."""

    def __init__(self, write: Callable[[Path, str], None] | None = None) -> None:
        # What puts a text on the disk (a measurement may slow it down to see who waits).
        self.write = write or (lambda path, text: jsonfile.write_text_atomically(path, text))
        self._changed = threading.Condition()
        self._waiting: dict[Path, str] = {}  # per file, the newest text not yet written
        self._writing: Path | None = None
        self._failed: dict[Path, OSError] = {}  # the last write's failure, per file
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, text: str) -> None:
        """Write `text` to `path` soon; a text still waiting for the same file is dropped."""
        with self._changed:
            self._waiting[path] = text
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._work, name="save-writer",
                                                daemon=True)
                self._thread.start()
            self._changed.notify_all()

    def problem(self, path: Path) -> OSError | None:
        """Why the last finished write to `path` failed (None: it worked, or none yet)."""
        with self._changed:
            return self._failed.get(path)

    def busy(self, path: Path | None = None) -> bool:
        with self._changed:
            return self._busy(path)

    def settle(self, path: Path | None = None, timeout: float | None = None) -> bool:
        """Wait until everything handed over for `path` (or for every file) is written;
        False if `timeout` passed first."""
        with self._changed:
            return self._changed.wait_for(lambda: not self._busy(path), timeout)

    def cancel(self, path: Path) -> None:
        """Write nothing more to `path` (its game is over or deleted) and wait for a write
        already under way, so that the file can go and stay gone."""
        with self._changed:
            self._waiting.pop(path, None)
            self._failed.pop(path, None)
            self._changed.wait_for(lambda: self._writing != path)

    def _busy(self, path: Path | None) -> bool:
        if path is None:
            return bool(self._waiting) or self._writing is not None
        return path in self._waiting or self._writing == path

    def _work(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: bool(self._waiting))
                path = next(iter(self._waiting))
                text = self._waiting.pop(path)
                self._writing = path
            failure: OSError | None = None
            try:
                self.write(path, text)
            except OSError as exc:
                failure = exc
            except Exception:
                log.exception("writing %s failed", path)
                failure = OSError(f"could not write {path.name}")
            with self._changed:
                if failure is None:
                    self._failed.pop(path, None)
                else:
                    self._failed[path] = failure
                self._writing = None
                self._changed.notify_all()


WRITER = SaveWriter()


@atexit.register
def _write_the_rest() -> None:
    if not WRITER.settle(timeout=EXIT_WAIT_S):
        log.warning("a save was still being written when the program ended")
