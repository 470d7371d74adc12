"""Versioned JSON files written atomically, and set aside (never deleted) when unreadable.

Saves and settings both use this: a file that is corrupt, truncated, from a newer version
of the program, or of the wrong kind raises `UnreadableFile` with a message a player can
read; `set_aside` renames it so the next start is clean and nothing is lost. The one
reader (`read_json`) never blocks and never recurses: pipes, devices, looping or dangling
links, files over MAX_BYTES and nesting deeper than MAX_DEPTH are refused; a UTF-8
byte-order mark is accepted. `clean_leftovers` removes what an interrupted write left.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from castle_games.core import schema
from castle_games.core.languages import N_, _


class UnreadableFile(ValueError):
    """A saved file that cannot be used. `why` is one whole English sentence about the
    file ("It is damaged ..."), a catalogue message with named {placeholders} filled from
    `fields`; `str(exc)` is the English for the log, `told()` the sentence in the language
    in use."""

    def __init__(self, path: Path, why: str, **fields: Any) -> None:
        self.path = path
        self.why = why
        self.fields = fields
        super().__init__(f"{path.name}: {why.format(**fields)}")

    def told(self) -> str:
        return _(self.why).format(**self.fields)


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


MAX_BYTES = 16 * 1024 * 1024  # a long game's save is well under 1 MB
MAX_DEPTH = 64  # the deepest file the program writes nests about 8 levels
LEFTOVER_AGE_S = 30.0  # a temporary file this old is not being written any more


def read_bytes_safely(path: Path, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of an ordinary file, never blocking: a pipe, a device, a link that leads
    nowhere or round in a circle, and a file larger than `max_bytes` raise UnreadableFile."""
    try:
        info = os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UnreadableFile(path, N_("It is a link that leads round in a circle.")) from exc
        if exc.errno == errno.ENOENT and os.path.islink(path):
            raise UnreadableFile(path, N_("It is a link to a file that is not there.")) from exc
        raise UnreadableFile(path, N_("It cannot be read ({problem})."), problem=exc.strerror or exc) from exc
    if not stat.S_ISREG(info.st_mode):
        raise UnreadableFile(path, N_("It is not an ordinary file (a pipe, device or folder)."))
    if info.st_size > max_bytes:
        raise UnreadableFile(path, N_("It is far too large ({size} MB; such files hold at "
                                      "most {most} MB)."), size=info.st_size // 1_000_000,
                             most=max_bytes // 1_000_000)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise UnreadableFile(path, N_("It cannot be read ({problem})."), problem=exc.strerror or exc) from exc
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped for a pipe meanwhile
            raise UnreadableFile(path, N_("It is not an ordinary file (a pipe, device or folder)."))
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > max_bytes:
                raise UnreadableFile(path, N_("It is far too large (it grew while being read)."))
        return b"".join(chunks)
    except OSError as exc:
        raise UnreadableFile(path, N_("It cannot be read ({problem})."), problem=exc.strerror or exc) from exc
    finally:
        os.close(fd)


def read_json(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """Parse a file the program owns: size- and depth-bounded, a UTF-8 byte-order mark
    (as Windows Notepad writes) accepted."""
    raw = read_bytes_safely(path, max_bytes)
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UnreadableFile(path, N_("It is damaged or cut short (not valid JSON).")) from exc
    except RecursionError as exc:
        raise UnreadableFile(path, N_("It is damaged (nested far too deeply).")) from exc
    if schema.depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise UnreadableFile(path, N_("It is damaged (nested far too deeply)."))
    return data


def read_versioned(path: Path, kind: str, version: int) -> dict[str, Any]:
    """Read a file written by `write_atomically` with {"kind": kind, "version": 1..version}."""
    data = read_json(path)
    if not isinstance(data, dict) or data.get("kind") != kind:
        raise UnreadableFile(path, N_("It is not a {kind} file."), kind=kind)
    found = data.get("version")
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        raise UnreadableFile(path, N_("It has no version number it could have."))
    if found > version:
        raise UnreadableFile(
            path, N_("It was written by a newer Castle Games (format {found}, this one reads "
                     "{version})."), found=found, version=version)
    return data


def clean_leftovers(folder: Path, age_s: float = LEFTOVER_AGE_S) -> list[Path]:
    """Remove the temporary files (NAME.xxxx.tmp) that an interrupted write left behind;
    those younger than `age_s` may still be being written by another window."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if not (entry.name.endswith(".tmp") and ".json." in entry.name):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < age_s:
                continue
            os.unlink(entry.path)
            removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def read_entries(path: Path, kind: str, version: int, key: str, no_list: str) -> list[Any]:
    """The list kept under `key` in a versioned file ([] while there is no file);
    UnreadableFile when it is damaged (`no_list`: the N_ sentence for a file without it)."""
    if path.parent.exists():
        clean_leftovers(path.parent)
    if not os.path.lexists(path):
        return []
    entries = read_versioned(path, kind, version).get(key)
    if not isinstance(entries, list):
        raise UnreadableFile(path, no_list)
    return entries


def set_aside_told(exc: UnreadableFile, sentence: str) -> str:
    """Set the damaged file aside and say so: `sentence` (translated, with {why}) and where
    the old file went."""
    moved = set_aside(exc.path)
    told = sentence.format(why=exc.told())
    if moved:
        told += " " + _("It was moved to {file}.").format(file=moved.name)
    return told


def set_aside(path: Path) -> Path | None:
    """Rename an unusable file to NAME.unreadable-YYYYmmdd-HHMMSS; return the new path."""
    if not os.path.lexists(path):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.unreadable-{stamp}")
    n = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.unreadable-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
