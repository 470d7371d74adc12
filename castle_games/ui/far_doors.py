"""The launcher and the tables far away this computer sits at: when the doors open, each
kept table's host is asked (on a thread, briefly) what happened since; a game whose seat
is to move wears a "your move" tag on its door, a soft chime says it once, and that door
opens the table far away where the game stands.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from castle_games.core.languages import _
from castle_games.remote import kept
from castle_games.remote.kept import KeptTable, Standing

log = logging.getLogger(__name__)
CHIME = "turn-chime"
CHIME_GAIN = 0.5  # soft: a note in passing, not an alarm


class FarNews:
    """The kept tables' news, asked on a thread of its own (the doors never wait)."""

    def __init__(self) -> None:
        loaded = kept.load()
        self.tables: list[KeptTable] = loaded.tables
        self.problem = loaded.problem  # a damaged list, set aside: said once
        self.standings: dict[str, Standing] = {}
        self.thread: threading.Thread | None = None
        if self.tables:
            self.thread = threading.Thread(target=self._ask, name="far-news", daemon=True)
            self.thread.start()

    def _ask(self) -> None:
        for table in self.tables:
            try:
                self.standings[table.key] = kept.news(table)
            except Exception:  # no news is no tag, never a crash
                log.exception("asking a table far away failed")

    @property
    def done(self) -> bool:
        return self.thread is None or not self.thread.is_alive()

    def your_move(self) -> dict[str, KeptTable]:
        """The games whose table far away waits for this computer's seat (the newest)."""
        waiting: dict[str, KeptTable] = {}
        for table in self.tables:
            standing = self.standings.get(table.key)
            if standing is not None and standing.your_move:
                waiting.setdefault(table.game, table)
        return waiting

    def ended(self) -> list[KeptTable]:
        return [t for t in self.tables
                if (s := self.standings.get(t.key)) is not None and s.over]


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


def open_table(app: Any, table: KeptTable) -> None:
    """The table far away where the game stands (from its record; the wire joins again on
    a thread of its own, and the table says so while it looks)."""
    from castle_games.ui.far_guest import GuestTable

    guest = table.guest()
    guest.comeback_in_background = True
    guest.come_back()
    app.push(GuestTable(app, guest, by_ear=table.by_ear, kept=table))


def kept_any() -> bool:
    """Any table far away kept here (a look at the folder: nothing is read or loaded)."""
    return kept.tables_path().exists()
