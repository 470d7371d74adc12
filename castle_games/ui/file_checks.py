"""The family's files as the window meets them: each read once after the first frame, and
whatever is wrong said once in a banner, the damaged file set aside, never a crash.

The records, the players and the kind players' memory are small and read at once. The saved
games are listed from their headers (the launcher's first frame does not wait for a long
game's moves); each is read whole in a background thread, and a damaged one is said and set
aside in the next frame, as resuming it would have.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from castle_games import paths
from castle_games.core import profiles, records, saves
from castle_games.core.jsonfile import UnreadableFile
from castle_games.session import kindness_memory, kindness_news

log = logging.getLogger(__name__)


def side_file_problems() -> list[str]:
    """Read the records, the players and the kind players' memory once: what is wrong with
    them, in words (each damaged one is set aside as it is read)."""
    told: list[str] = []
    for path, load in ((records.records_path(), records.load),
                       (profiles.players_path(), profiles.load)):
        if path.exists() or path.is_symlink():
            problem = load().problem
            if problem:
                told.append(problem)
    kindness_memory()
    told.extend(kindness_news())
    return told


class SaveCheck:
    """Every saved game read whole in a background thread; `found()` hands the damaged ones
    to the window's thread (which says them and sets them aside)."""

    def __init__(self, folder: Path | None = None) -> None:
        folder = folder or paths.saves_dir()
        self.files = sorted(folder.glob("*.json")) if folder.is_dir() else []
        self._found: list[UnreadableFile] = []
        self.thread = threading.Thread(target=self._run, name="check-saves", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        for path in self.files:
            try:
                problem = saves.check(path)
            except Exception:  # a check that fails is no check, never a crash
                log.exception("checking %s failed", path)
                continue
            if problem is not None:
                self._found.append(problem)  # (list.append is atomic)

    def found(self) -> list[UnreadableFile]:
        """The damaged saves found since last asked."""
        found = []
        while self._found:  # (the thread may append meanwhile: nothing is lost)
            found.append(self._found.pop(0))
        return found

    @property
    def done(self) -> bool:
        return not self.thread.is_alive() and not self._found
