"""How long a move waits for its save when the disk is slow (a figure of `bench`).

Games of computers are played move after move, each saved as the table saves it
(`Session.save_quietly`), while every write to the disk takes `disk_delay_s` longer than it
would (the writer's hook slowed, as an old SD card or a sleeping network drive is). What a
move waits is the time `save_quietly` takes; the writes themselves happen meanwhile in the
background, the latest state of each game winning. At the end every game's file is read
back: it must hold the whole game as it was last saved. Nothing here imports pygame.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from castle_games import plugins
from castle_games.core import saves
from castle_games.core.seats import default_seats
from castle_games.session import Session


class _TimedSession(Session):
    """A session that notes how long each move waits for its save."""

    waits: list[float]

    def save_quietly(self) -> bool:
        started = time.perf_counter()
        try:
            return super().save_quietly()
        finally:
            self.waits.append(time.perf_counter() - started)


@contextmanager
def slow_disk(delay_s: float) -> Iterator[list[int]]:
    """Every save written `delay_s` more slowly while inside; yields the count of writes."""
    writes = [0]
    fast: Callable[[Path, str], None] = saves.WRITER.write

    def slow(path: Path, text: str) -> None:
        time.sleep(delay_s)
        fast(path, text)
        writes[0] += 1

    saves.WRITER.write = slow
    try:
        yield writes
    finally:
        saves.WRITER.settle()
        saves.WRITER.write = fast


def save_waits(moves: int = 1000, disk_delay_s: float = 0.2,
               folder: Path | None = None, runs: int = 1) -> dict[str, Any]:
    """Play `moves` moves (whole games of each installed game in turn, all computers) with
    a slow disk; the longest, 99th-percentile and median wait of a move for its save.

    With `runs` > 1 the whole measure is made that many times and each figure is the median
    of the runs' (`save_wait_ms_max_each` keeps every run's longest wait). A single longest
    wait over 1,000 moves is at the mercy of the machine: on this shared two-core machine
    the moves that read 4-8 ms under load took 0.1-0.7 ms of their own CPU, the rest spent
    off the CPU, which a move that waited for its write (200 ms) would be in every run."""
    if runs > 1:
        each = [save_waits(moves, disk_delay_s, folder) for _ in range(runs)]
        merged = dict(each[-1])
        for key in ("save_wait_ms_max", "save_wait_ms_p99", "save_wait_ms_median"):
            merged[key] = statistics.median(figures[key] for figures in each)
        merged["save_wait_ms_max_each"] = [figures["save_wait_ms_max"] for figures in each]
        merged["every_game_whole_on_disk"] = all(f["every_game_whole_on_disk"] for f in each)
        merged["runs"] = runs
        return merged
    waits: list[float] = []
    kept: list[tuple[Path, list[dict[str, Any]]]] = []
    with tempfile.TemporaryDirectory() as scratch, slow_disk(disk_delay_s) as writes:
        where = folder or Path(scratch)
        games = plugins.ids()
        n = 0
        while len(waits) < moves:
            game_id = games[n % len(games)]
            manifest = plugins.manifest(game_id)
            players = max(manifest.min_players, 2)
            session = _TimedSession(game_id, default_seats(players, ["easy"] * players),
                                    100 + n, autosave=where / f"{game_id}-{n}.json")
            session.waits = waits
            n += 1
            while not session.over and len(waits) < moves:
                session.play_bot()
            kept.append((session.autosave, list(session.actions)))
        saves.WRITER.settle()
        whole = all(saves.load(path).actions == actions for path, actions in kept)
        written = writes[0]
    waits.sort()
    return {
        "moves": len(waits),
        "disk_delay_ms": round(disk_delay_s * 1000),
        "save_wait_ms_max": round(waits[-1] * 1000, 2),
        "save_wait_ms_p99": round(waits[int(0.99 * (len(waits) - 1))] * 1000, 2),
        "save_wait_ms_median": round(statistics.median(waits) * 1000, 3),
        "writes": written,
        "games": len(kept),
        "every_game_whole_on_disk": whole,
    }
