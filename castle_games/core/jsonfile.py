"""Versioned JSON files written atomically, and set aside (never deleted) when unreadable.

Saves and settings both use this: a file that is corrupt, truncated, from a newer version
of the program, or of the wrong kind raises `UnreadableFile` with a message a player can
read; `set_aside` renames it so the next start is clean and nothing is lost.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any


class UnreadableFile(ValueError):
    """A saved file that cannot be used. `str(exc)` says why, in plain words."""

    def __init__(self, path: Path, why: str) -> None:
        super().__init__(f"{path.name}: {why}")
        self.path = path
        self.why = why


def write_atomically(path: Path, data: dict[str, Any]) -> None:
    """Write JSON so that a crash or power cut leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=1, sort_keys=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def read_versioned(path: Path, kind: str, version: int) -> dict[str, Any]:
    """Read a file written by `write_atomically` with {"kind": kind, "version": <= version}."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise UnreadableFile(path, f"cannot be read ({exc.strerror or exc})") from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UnreadableFile(path, "is damaged or cut short (not valid JSON)") from exc
    if not isinstance(data, dict) or data.get("kind") != kind:
        raise UnreadableFile(path, f"is not a {kind} file")
    found = data.get("version")
    if not isinstance(found, int):
        raise UnreadableFile(path, "has no version number")
    if found > version:
        raise UnreadableFile(
            path, f"was written by a newer Castle Games (format {found}, this one reads {version})"
        )
    return data


def set_aside(path: Path) -> Path | None:
    """Rename an unusable file to NAME.unreadable-YYYYmmdd-HHMMSS; return the new path."""
    if not path.exists():
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.unreadable-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.unreadable-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
