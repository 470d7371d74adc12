"""Versioned JSON files written atomically, and set aside (never deleted) when unreadable.

Every file the program owns (settings, saves, records, players, the kind players' memory)
uses this: a file that is corrupt, truncated or of the wrong kind raises `UnreadableFile`
with a message a player can read; `set_aside` renames it so the next start is clean and
nothing is lost. A file of a newer version raises `NewerFile`: it is left where it is,
untouched, so the newer program that wrote it still finds it. The one reader (`read_json`)
never blocks and never recurses: pipes, devices, looping or dangling links, files over
MAX_BYTES and nesting deeper than MAX_DEPTH are refused, and so are numbers the program
never writes (NaN, Infinity, a float too large to be finite such as 1e400, an integer of
more than MAX_INT_DIGITS digits), which JSON allows but no reader expects; a UTF-8
byte-order mark is accepted. `clean_leftovers` removes what an interrupted write left.
"""

from __future__ import annotations

import errno
import json
import logging
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from castle_games.core import schema
from castle_games.core.languages import N_, _

log = logging.getLogger(__name__)


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


class NewerFile(UnreadableFile):
    """A file written by a newer Castle Games: this one cannot use it, and leaves it as it
    is (neither renamed nor written over), so that the newer one still finds it."""


class NotANumber(ValueError):
    """A number in a file that the program never writes (raised while parsing)."""

    def __init__(self, why: str, **fields: Any) -> None:
        self.why = why
        self.fields = fields
        super().__init__(why.format(**fields))


def json_text(data: dict[str, Any], *, sort_keys: bool = True, compact: bool = False) -> str:
    """The text a file of the program holds (`sort_keys=False`: in the order of `data`, for
    a file with a header to read first; `compact`: one line, made by json's C encoder several
    times faster than an indented text, for a file written after every move)."""
    if compact:
        return json.dumps(data, sort_keys=sort_keys, allow_nan=False, separators=(",", ":"))
    return json.dumps(data, indent=1, sort_keys=sort_keys, allow_nan=False)


def write_atomically(path: Path, data: dict[str, Any], *, sort_keys: bool = True) -> None:
    """Write JSON so that a crash or power cut leaves either the old file or the new one."""
    write_text_atomically(path, json_text(data, sort_keys=sort_keys))


def write_text_atomically(path: Path, text: str) -> None:
    """Write `text` to a temporary file beside `path`, fsync it, and put it in its place."""
    path.parent.mkdir(parents=True, exist_ok=True)
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
# The longest integer the program writes is a 64-bit generator state (20 digits); Python
# refuses to even convert integers past 4,300 digits, and a 400-digit one overflows a float.
MAX_INT_DIGITS = 24


def read_bytes_safely(path: Path, max_bytes: int = MAX_BYTES, *, head: int = 0) -> bytes:
    """The bytes of an ordinary file, never blocking: a pipe, a device, a link that leads
    nowhere or round in a circle, and a file larger than `max_bytes` raise UnreadableFile.
    `head`: only the first `head` bytes (of a file of any size up to `max_bytes`)."""
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
        while not head or total < head:
            chunk = os.read(fd, min(1 << 20, head - total) if head else 1 << 20)
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
        data = json.loads(raw.decode("utf-8-sig"), parse_int=_integer, parse_float=_decimal,
                          parse_constant=_constant)
    except NotANumber as exc:
        raise UnreadableFile(path, exc.why, **exc.fields) from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UnreadableFile(path, N_("It is damaged or cut short (not valid JSON).")) from exc
    except RecursionError as exc:
        raise UnreadableFile(path, N_("It is damaged (nested far too deeply).")) from exc
    if schema.depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise UnreadableFile(path, N_("It is damaged (nested far too deeply)."))
    return data


HEAD_BYTES = 64 * 1024  # a header of five players' names and a match is about 1 kB
_SPACE = re.compile(r"[ \t\n\r]*")


def _skip(text: str, pos: int) -> int:
    """The position after the white space at `pos`."""
    found = _SPACE.match(text, pos)
    return found.end() if found else pos


def read_head(path: Path, keys: tuple[str, ...], head: int = HEAD_BYTES) -> dict[str, Any] | None:
    """The fields `keys` of a JSON object file, from its first `head` bytes alone, when they
    are its first fields (in any order); None when they are not (an older file, a longer
    header), so that the caller reads the whole file. A damaged number among them is
    UnreadableFile as in `read_json`."""
    raw = read_bytes_safely(path, head=head)
    text = raw.decode("utf-8-sig", errors="replace")
    decoder = json.JSONDecoder(parse_int=_integer, parse_float=_decimal,
                               parse_constant=_constant)
    found: dict[str, Any] = {}
    try:
        pos = _skip(text, 0)
        if text[pos:pos + 1] != "{":
            return None
        pos += 1
        while len(found) < len(keys):
            key, pos = decoder.raw_decode(text, _skip(text, pos))
            pos = _skip(text, pos)
            if key not in keys or key in found or text[pos:pos + 1] != ":":
                return None
            value, pos = decoder.raw_decode(text, _skip(text, pos + 1))
            if schema.depth(value, MAX_DEPTH) > MAX_DEPTH:
                raise UnreadableFile(path, N_("It is damaged (nested far too deeply)."))
            found[key] = value
            pos = _skip(text, pos)
            if text[pos:pos + 1] != ",":
                return None
            pos += 1
    except NotANumber as exc:
        raise UnreadableFile(path, exc.why, **exc.fields) from exc
    except (ValueError, RecursionError):
        return None  # cut off by `head`, or damaged: the whole file is read and says which
    return found


def _integer(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise NotANumber(N_("It is damaged (it holds a number of {digits} digits, far longer "
                            "than any the games write)."), digits=digits)
    return int(text)


def _decimal(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise NotANumber(N_("It is damaged (it holds a number too large to be one: "
                            "{number})."), number=text[:24])
    return value


def _constant(name: str) -> Any:
    raise NotANumber(N_("It is damaged (it holds {name}, which is not a number)."), name=name)


def read_versioned(path: Path, kind: str, version: int) -> dict[str, Any]:
    """Read a file written by `write_atomically` with {"kind": kind, "version": 1..version}."""
    data = read_json(path)
    check_version(path, data, kind, version)
    return data


def check_version(path: Path, data: Any, kind: str, version: int) -> None:
    """`data` (a whole file, or its header) is of `kind`, at a version 1..`version`:
    UnreadableFile if not, NewerFile for a newer version's."""
    if not isinstance(data, dict) or data.get("kind") != kind:
        raise UnreadableFile(path, N_("It is not a {kind} file."), kind=kind)
    found = data.get("version")
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        raise UnreadableFile(path, N_("It has no version number it could have."))
    if found > version:
        raise NewerFile(
            path, N_("It was written by a newer Castle Games (format {found}, this one reads "
                     "{version})."), found=found, version=version)


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


def write_unless_newer(path: Path, data: dict[str, Any]) -> bool:
    """`write_atomically`, unless the file there was written by a newer Castle Games: that
    one is left as it is (False). `data` carries its own "kind" and "version"."""
    if os.path.lexists(path):
        try:
            read_versioned(path, data["kind"], data["version"])
        except NewerFile:
            return False
        except UnreadableFile:
            pass  # damaged: its reader sets it aside and says so; the new file replaces it
    write_atomically(path, data)
    return True


def set_aside_told(exc: UnreadableFile, sentence: str, newer: str = "") -> str:
    """Set the damaged file aside and say so: `sentence` (translated, with {why}) and where
    the old file went. A file of a newer version stays where it is: `newer` (translated)
    says that instead, when given."""
    if isinstance(exc, NewerFile):
        return newer or sentence.format(why=exc.told())
    moved = set_aside(exc.path)
    told = sentence.format(why=exc.told())
    if moved:
        told += " " + _("It was moved to {file}.").format(file=moved.name)
    return told


def keep_the_good(path: Path, told: str, rewrite: Callable[[], object]) -> str:
    """A file with some damaged entries: set aside whole (its bytes kept), and the good
    entries written again at once by `rewrite`, so that the next start finds them. Returns
    `told` (translated: what was wrong) and where the old file went."""
    moved = set_aside(path)
    if moved:
        told += " " + _("The old file was moved to {file}.").format(file=moved.name)
        try:
            rewrite()
        except OSError as exc:  # a full or read-only disk: the good entries live this run
            log.warning("could not write %s again: %s", path, exc)
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
