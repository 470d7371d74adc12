"""The launcher and the tables far away this computer sits at: when the doors open, each
kept table's host is asked (on a thread, briefly) what happened since; a game whose seat
is to move wears a "your move" tag on its door, a soft chime says it once, and that door
opens the table far away where the game stands.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from castle_games import paths
from castle_games.core.languages import _

if TYPE_CHECKING:  # (the wire's libraries load only for a family that plays far away)
    from castle_games.remote.kept import KeptTable, Standing

log = logging.getLogger(__name__)
CHIME = "turn-chime"
CHIME_GAIN = 0.5  # soft: a note in passing, not an alarm


class FarNews:
    """The news of the tables far away, on a thread of its own (the doors never wait):
    each table this computer sits at as a guest is asked once what happened since; the
    saved tables it hosts a move a day (`hosted`: their saves, and `via`: where guests
    reach this computer) are hosted, headless, for as long as the doors are open — a
    guest plays their turn meanwhile (a turn can take several steps, each answered by the
    rules here), and when one waits for a person here, it says so. `stop()` lets the
    saves go before a game is shown."""

    def __init__(self, hosted: list[tuple[str, Path]] | None = None,
                 via: list[str] | None = None) -> None:
        from castle_games.remote import kept

        loaded = kept.load() if kept_any() else kept.Kept([])
        self.tables: list[KeptTable] = loaded.tables
        self.problem = loaded.problem  # a damaged list, set aside: said once
        self.hosted = hosted or []
        self.via = via or []
        self.standings: dict[str, Standing] = {}
        self.hosted_standings: dict[Path, Standing] = {}
        self.stopping = threading.Event()
        self.thread: threading.Thread | None = None
        if self.tables or self.hosted:
            self.thread = threading.Thread(target=self._ask, name="far-news", daemon=True)
            self.thread.start()

    def _ask(self) -> None:
        from castle_games.remote import kept

        for table in self.tables:
            if self.stopping.is_set():
                return
            try:
                self.standings[table.key] = kept.news(table)
            except Exception:  # no news is no tag, never a crash
                log.exception("asking a table far away failed")
        hosts = {}
        for _game, path in self.hosted:
            try:
                host = kept.hosted_a_move_a_day(path, self.via)
            except Exception:
                log.exception("taking up a hosted table failed")
                continue
            if host is not None:
                hosts[path] = host
        try:
            while hosts and not self.stopping.is_set():
                for path, host in hosts.items():
                    host.step(0.02)
                    self.hosted_standings[path] = kept.standing_here(host)
        except Exception:
            log.exception("hosting a table a move a day failed")
        finally:
            for host in hosts.values():
                host.close()
                host.session.wait_for_save(5)

    def stop(self) -> None:
        """Let the saves go (the hosts closed, their last moves on the disk)."""
        self.stopping.set()
        if self.thread is not None and self.thread is not threading.current_thread():
            self.thread.join(10)

    @property
    def done(self) -> bool:
        return self.thread is None or not self.thread.is_alive()

    def your_move(self) -> dict[str, KeptTable | Path]:
        """The games whose table far away waits for a person here: the kept table (a
        guest's seat), or the save of the table hosted here."""
        waiting: dict[str, KeptTable | Path] = {}
        for table in self.tables:
            standing = self.standings.get(table.key)
            if standing is not None and standing.your_move:
                waiting.setdefault(table.game, table)
        for game, path in self.hosted:
            standing = self.hosted_standings.get(path)
            if standing is not None and standing.your_move:
                waiting.setdefault(game, path)
        return waiting


def told_your_move(app: Any, titles: list[str]) -> None:
    """The chime, and the words for whoever listens."""
    from castle_games.core.telling import joined
    from castle_games.ui.menu_voice import prompt_priority, speak

    try:
        app.audio.play(CHIME, gain=CHIME_GAIN)
    except Exception:
        log.debug("no chime for a move far away", exc_info=True)
    # TRANSLATORS: said at the doors: a table far away waits for this family's move
    speak(app, _("Your move at the table far away: {games}.").format(games=joined(titles)),
          prompt_priority(), always=True)


def open_table(app: Any, table: KeptTable | Path) -> None:
    """The table far away where the game stands: a hosted one is its saved game resumed;
    a guest's from its record (the wire joins again on a thread of its own, and the table
    says so while it looks)."""
    from castle_games.ui.far_guest import GuestTable

    if isinstance(table, Path):
        app.resume_saved(table)
        return
    guest = table.guest()
    guest.comeback_in_background = True
    guest.come_back()
    app.push(GuestTable(app, guest, by_ear=table.by_ear, kept=table))


def wires(app: Any) -> list[str]:
    """Where guests reach this computer's tables: the home network's port, and the relay
    when Settings name one."""
    via = [f"ws://0.0.0.0:{int(app.settings.far_away_port)}"]
    relay = os.environ.get("CASTLE_GAMES_RELAY") or str(app.settings.relay)
    if relay.startswith(("mqtt://", "mqtts://")):
        via.append(relay)
    return via


def hosted_saves(saved: list[Any]) -> list[tuple[str, Path]]:
    """The saved games that host a table far away (a look beside each save; the news
    takes up only those played a move a day)."""
    from castle_games.core.saves import HOST_SUFFIX

    return [(s.game, s.path) for s in saved if s.path.with_suffix(HOST_SUFFIX).exists()]


def kept_any() -> bool:
    """Any table far away kept here (a look at the folder: nothing is read or loaded)."""
    return (paths.far_dir() / "tables.json").exists()  # (remote/kept.py: TABLES_FILE)
