"""Start-up helpers: the log file, and when this process began (for the start-up bench).

Logging goes to castle-games.log in the user's log folder, rotated so it never grows
large. If that folder cannot be written the app still runs, logging one-line messages to
stderr (never a traceback).
"""

from __future__ import annotations

import logging
import os
import sys
import time
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import Any

from castle_games import paths

LOG_NAME = "castle-games.log"
_IMPORTED_AT = time.time()


# -- logging ------------------------------------------------------------------------------
class _OneLine(logging.Formatter):
    """For the stderr fallback: the error's one-line summary, never a traceback."""

    def formatException(self, ei: Any) -> str:
        return f"  ({ei[0].__name__}: {ei[1]})" if ei and ei[0] else ""


class _QuietFile(RotatingFileHandler):
    """The log file; when it cannot be written (a full disk) it says so once on stderr,
    in one line, and keeps trying quietly, instead of a traceback for every record."""

    told = False

    def handleError(self, record: logging.LogRecord) -> None:
        if not self.told:
            self.told = True
            exc = sys.exc_info()[1]
            why = getattr(exc, "strerror", None) or exc
            try:
                sys.stderr.write(f"castle-games: the log file cannot be written ({why}); "
                                 "the games go on\n")
            except (OSError, ValueError, AttributeError):
                pass
        if self.stream is not None:  # a half-written buffer must not fail again and again
            try:
                self.stream.close()
            except (OSError, ValueError):
                pass
            self.stream = None  # type: ignore[assignment]


_handler: logging.Handler | None = None


def setup_logging() -> Path | None:
    """Log to castle-games.log in the log folder (rotating); stderr if it cannot be written."""
    global _handler
    root = logging.getLogger()
    target: Path | None = None
    handler: logging.Handler
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / LOG_NAME
        if isinstance(_handler, RotatingFileHandler) and Path(_handler.baseFilename) == target:
            return target
        handler = _QuietFile(target, maxBytes=512_000, backupCount=3, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    except Exception:  # noqa: BLE001 - read-only home, odd platform: keep going on stderr
        target = None
        if isinstance(_handler, logging.StreamHandler) and not isinstance(_handler, logging.FileHandler):
            return None
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(_OneLine("castle-games: %(levelname)s %(message)s"))
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
    root.addHandler(handler)
    _handler = handler
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    return target


def process_start_time() -> float:
    """Wall-clock time when this process started (for the start-up measurement)."""
    given = os.environ.get("CASTLE_GAMES_T0")
    if given:
        try:
            return float(given)
        except ValueError:
            pass
    try:
        with open("/proc/self/stat", encoding="ascii") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as handle:
            uptime = float(handle.read().split()[0])
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")
        return time.time() - (uptime - started)
    except (OSError, ValueError, IndexError, AttributeError):
        return _IMPORTED_AT
