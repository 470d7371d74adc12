"""The family's results: every finished game kept in one file, and the figures made of it.

`records.json` in the user's data folder holds each finished game (when, which game, who sat
where, the scores, the winners, how many turns and minutes, a match's running totals),
versioned and written atomically like the saves; a damaged file is set aside and said once,
never lost and never a crash. `figures()` makes what the Hall of fame and
`castle-games stats` show: per game and per player the games, wins, best score and the last
scores. Players are known by their name (the seat's name as typed at the table).
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from castle_games import paths
from castle_games.core.jsonfile import (
    UnreadableFile,
    read_entries,
    set_aside_told,
    write_atomically,
)
from castle_games.core.languages import N_, _

RECORDS_KIND = "castle-games-records"
RECORDS_VERSION = 1
KEEP = 5000  # games kept (the oldest go first): years of family evenings, a few hundred KB
LAST = 10    # the last scores shown per player and game (the Hall of fame's little chart)

log = logging.getLogger(__name__)


def records_path() -> Path:
    return paths.data_dir() / "records.json"


@dataclasses.dataclass(frozen=True)
class Result:
    """One finished game, as the table saw it."""

    when: str                      # local time, "2026-12-01T19:30:00"
    game: str
    names: tuple[str, ...]
    computers: tuple[bool, ...]    # a seat played by the computer (its wins are kept apart)
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    turns: int
    minutes: float
    match_totals: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"when": self.when, "game": self.game, "names": list(self.names),
                "computers": list(self.computers), "scores": list(self.scores),
                "winners": list(self.winners), "turns": self.turns,
                "minutes": round(self.minutes, 1), "match_totals": list(self.match_totals)}

    @classmethod
    def from_dict(cls, data: Any) -> Result:
        """One kept game; anything of the wrong shape raises ValueError."""
        if not isinstance(data, dict):
            raise ValueError("not a game")
        names = tuple(str(n) for n in _list(data, "names"))
        scores = tuple(int(s) for s in _list(data, "scores"))
        winners = tuple(int(w) for w in _list(data, "winners"))
        computers = tuple(bool(c) for c in data.get("computers", [False] * len(names)))
        if not names or len(scores) != len(names) or len(computers) != len(names):
            raise ValueError("seats and scores do not match")
        if any(not 0 <= w < len(names) for w in winners):
            raise ValueError("a winner who did not sit at the table")
        return cls(str(data["when"]), str(data["game"]), names, computers, scores, winners,
                   int(data.get("turns", 0)), float(data.get("minutes", 0.0)),
                   tuple(int(t) for t in data.get("match_totals", [])))


def _list(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list):
        raise ValueError(f"no {key}")
    return value


@dataclasses.dataclass
class Loaded:
    results: list[Result]
    problem: str | None = None  # said once to the family (a banner), already translated


def load(path: Path | None = None) -> Loaded:
    """The kept games; a damaged file is set aside (and said), a damaged entry skipped."""
    path = path or records_path()
    try:
        games = read_entries(path, RECORDS_KIND, RECORDS_VERSION, "games",
                             N_("It has no list of games."))
    except UnreadableFile as exc:
        log.warning("records file unusable: %s", exc)
        return Loaded([], set_aside_told(exc, _(
            "The list of finished games cannot be read, so it starts again. {why}")))
    results = []
    for entry in games:
        try:
            results.append(Result.from_dict(entry))
        except (KeyError, TypeError, ValueError):
            log.warning("a kept game of the wrong shape was skipped: %r", entry)
    return Loaded(results)


def add(result: Result, path: Path | None = None) -> str | None:
    """Keep one more finished game. Returns a problem to tell (already translated), if the
    old file was damaged or the new one cannot be written; the game itself goes on."""
    path = path or records_path()
    loaded = load(path)
    results = [*loaded.results, result][-KEEP:]
    try:
        write_atomically(path, {"kind": RECORDS_KIND, "version": RECORDS_VERSION,
                                "games": [r.to_dict() for r in results]})
    except OSError as exc:
        log.warning("could not keep the result in %s: %s", path, exc)
        return _("This game's result could not be kept ({problem}).").format(
            problem=exc.strerror or exc)
    return loaded.problem


def result_of(game: str, names: Sequence[str], computers: Sequence[bool],
              outcome: Any, turns: int, seconds: float,
              match_totals: Sequence[int] = ()) -> Result:
    return Result(time.strftime("%Y-%m-%dT%H:%M:%S"), game, tuple(names), tuple(computers),
                  tuple(int(s) for s in outcome.scores), tuple(outcome.winners), int(turns),
                  max(0.0, seconds / 60.0), tuple(int(t) for t in match_totals))


# -- the figures ----------------------------------------------------------------------------
@dataclasses.dataclass
class PlayerFigures:
    name: str
    games: int = 0
    wins: int = 0
    best: int | None = None
    last: list[int] = dataclasses.field(default_factory=list)   # the last scores, oldest first
    won_last: list[bool] = dataclasses.field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "games": self.games, "wins": self.wins, "best": self.best,
                "last": self.last, "won_last": self.won_last}


def figures(results: Sequence[Result]) -> dict[str, Any]:
    """Per game and per player (by name; a computer seat under its own name): games, wins,
    best score and the last scores; and per player over every game; and the running totals
    of the newest match."""
    by_game: dict[str, dict[str, PlayerFigures]] = {}
    overall: dict[str, PlayerFigures] = {}
    for r in results:
        table = by_game.setdefault(r.game, {})
        for seat, name in enumerate(r.names):
            won = seat in r.winners
            for figures_of in (table.setdefault(name, PlayerFigures(name)),
                               overall.setdefault(name, PlayerFigures(name))):
                figures_of.games += 1
                figures_of.wins += 1 if won else 0
                score = r.scores[seat]
                figures_of.best = score if figures_of.best is None else max(figures_of.best,
                                                                            score)
                figures_of.last = [*figures_of.last, score][-LAST:]
                figures_of.won_last = [*figures_of.won_last, won][-LAST:]
    return {
        "games": len(results),
        "by_game": {game: sorted((p.to_dict() for p in table.values()),
                                 key=lambda p: (-p["wins"], -p["games"], p["name"]))
                    for game, table in by_game.items()},
        "players": sorted((p.to_dict() for p in overall.values()),
                          key=lambda p: (-p["wins"], -p["games"], p["name"])),
        "last_match": _last_match(results),
    }


def _last_match(results: Sequence[Result]) -> dict[str, Any] | None:
    """The running totals of the newest game played as part of a match."""
    for r in reversed(results):
        if r.match_totals:
            return {"game": r.game, "when": r.when,
                    "totals": dict(zip(r.names, r.match_totals, strict=False))}
    return None
