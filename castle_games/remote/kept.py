"""The tables this computer's family sits at far away, kept so that they can go on later —
a move a day, or after the lid was shut: what joining again needs (the invite code, the
seat, its secret pictures, where the host is) and the record of what the host sent that
seat, which is the seat's own bytes and nothing else (the guest's saved game).

`news(table)` asks the host, briefly, what happened since: the record grows by what was
missed, and the answer says whether this seat is to move (the launcher's door then wears a
"your move" tag). A damaged list is set aside and said, never a crash.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from castle_games import paths
from castle_games.core.jsonfile import (
    NewerFile,
    UnreadableFile,
    read_entries,
    set_aside_told,
    write_unless_newer,
)
from castle_games.core.languages import N_, _
from castle_games.remote.guest import Guest, GuestRefused
from castle_games.remote.invite import CODE_LENGTH, SECRET_LENGTH, Pictures
from castle_games.remote.links import LinkError

log = logging.getLogger(__name__)
KIND, VERSION = "castle-games-far-tables", 1
NEWS_GIVE_UP_S = 4.0  # the host or the relay does not answer this long: no news today
NEWS_QUIET_S = 0.6    # nothing more arrives this long: the news is all here


@dataclass(frozen=True)
class KeptTable:
    """One seat at a table far away, as this computer can join it again."""

    game: str
    code: Pictures
    seat: int  # from 0
    secret: Pictures
    where: str  # the host's address or the relay's
    by_ear: bool = False

    @property
    def key(self) -> str:
        """The table and seat, as a file name (the code itself never is one)."""
        words = f"{self.code.text()}/{self.seat}".encode()
        return hashlib.blake2b(words, digest_size=10).hexdigest()

    def record(self, folder: Path | None = None) -> Path:
        return (folder or far_dir()) / f"{self.key}.jsonl"

    def guest(self, folder: Path | None = None, **kwargs: Any) -> Guest:
        """A guest for this seat that goes on from its record (and adds to it)."""
        record = self.record(folder)
        record.parent.mkdir(parents=True, exist_ok=True)
        guest = Guest(self.code, self.seat, self.secret.text(), self.where, record=record,
                      **kwargs)
        if record.exists():
            guest.resume(record)
        return guest

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "code": self.code.text(), "seat": self.seat,
                "secret": self.secret.text(), "where": self.where, "by_ear": self.by_ear}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> KeptTable:
        code = Pictures.read(str(data["code"]), CODE_LENGTH)
        secret = Pictures.read(str(data["secret"]), SECRET_LENGTH)
        seat = data["seat"]
        if not isinstance(seat, int) or not 0 <= seat < 16:
            raise ValueError("no seat")
        return cls(str(data["game"]), code, seat, secret, str(data["where"]),
                   bool(data.get("by_ear", False)))


TABLES_FILE = "tables.json"
far_dir = paths.far_dir


def tables_path(folder: Path | None = None) -> Path:
    return (folder or far_dir()) / TABLES_FILE


@dataclass
class Kept:
    tables: list[KeptTable]
    problem: str | None = None  # said once to the family, already translated


def load(folder: Path | None = None) -> Kept:
    """The kept tables; a damaged list (or a damaged entry) is set aside and said."""
    path = tables_path(folder)
    try:
        entries = read_entries(path, KIND, VERSION, "tables", N_("It has no list of tables."))
    except NewerFile:
        return Kept([])
    except UnreadableFile as exc:
        log.warning("the tables far away cannot be read: %s", exc)
        return Kept([], set_aside_told(exc, _(
            "The list of tables far away cannot be read, so it starts again. {why}")))
    tables = []
    for entry in entries:
        try:
            tables.append(KeptTable.from_dict(entry))
        except (KeyError, TypeError, ValueError):
            log.warning("a table far away of the wrong shape: %.200r", entry)
    return Kept(tables)


def _write(tables: list[KeptTable], folder: Path | None) -> None:
    path = tables_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_unless_newer(path, {"kind": KIND, "version": VERSION,
                              "tables": [t.to_dict() for t in tables]})


def keep(table: KeptTable, folder: Path | None = None) -> None:
    """Remember this table (the newest first; the same seat once)."""
    others = [t for t in load(folder).tables if t.key != table.key]
    _write([table, *others], folder)


def forget(table: KeptTable, folder: Path | None = None) -> None:
    """The game there has ended (or the family left it for good): its record goes too."""
    _write([t for t in load(folder).tables if t.key != table.key], folder)
    try:
        table.record(folder).unlink(missing_ok=True)
    except OSError:
        log.warning("the record of a table far away stays", exc_info=True)


@dataclass(frozen=True)
class Standing:
    """What the news said: this seat is to move, the game is over, or nobody answered."""

    reached: bool
    your_move: bool = False
    over: bool = False


def standing_of(guest: Guest) -> Standing:
    view = guest.view
    return Standing(bool(view.game), your_move=view.to_move == guest.seat and not view.over,
                    over=view.over)


def news(table: KeptTable, folder: Path | None = None,
         give_up_s: float = NEWS_GIVE_UP_S) -> Standing:
    """Ask the host what happened since (briefly; the record keeps what arrives)."""
    guest = table.guest(folder)
    known = standing_of(guest)
    try:
        guest.connect(give_up_s=give_up_s)
        deadline = time.monotonic() + give_up_s
        heard, last = time.monotonic(), guest.last
        while time.monotonic() < deadline:
            guest.step(0.05)
            if guest.last != last:
                heard, last = time.monotonic(), guest.last
            elif guest.last and time.monotonic() - heard > NEWS_QUIET_S:
                break
    except (LinkError, GuestRefused, json.JSONDecodeError):
        log.info("no news from a table far away", exc_info=True)
        return Standing(False, known.your_move, known.over)
    finally:
        guest.close()
    return standing_of(guest)


def hosted_a_move_a_day(autosave: Path, via: list[str]) -> Any:
    """A table this computer hosts a move a day, saved: hosted again, headless, to take
    the moves the guests make meanwhile (a relay held those made while this computer was
    off; each is checked by the rules and saved before anyone hears of it) and the
    computers' moves after them, until the table waits for someone. None for a table
    played together now (its guests come back when the family resumes it), or when no
    wire opens."""
    from castle_games.core.jsonfile import read_json
    from castle_games.remote.host import host_file, resumed
    from castle_games.remote.links import host_link

    path = host_file(autosave)
    try:
        numbers = read_json(path) if path is not None and path.exists() else None
    except UnreadableFile:
        return None
    if not isinstance(numbers, dict) or not numbers.get("move_a_day"):
        return None
    try:
        host = resumed(autosave)
    except (UnreadableFile, KeyError, TypeError, ValueError):
        log.info("a hosted table could not be taken up again", exc_info=True)
        return None
    for url in via:
        try:
            host.listen(host_link(url, host.keys.place))
        except LinkError:
            log.info("no wire at %s for a hosted table", url)
    if not host.links:
        return None
    return host


def standing_here(host: Any) -> Standing:
    """Whether the hosted table waits for a person at this computer."""
    session = host.session
    seat = session.to_move
    here = seat is not None and session.seats[seat].is_human and not session.seats[seat].far_away
    return Standing(True, your_move=here and not session.over, over=session.over)
