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
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Annotated, Any

from castle_games import paths
from castle_games.core import schema
from castle_games.core.jsonfile import (
    NewerFile,
    UnreadableFile,
    keep_the_good,
    read_entries,
    set_aside_told,
    write_unless_newer,
)
from castle_games.core.languages import N_, _, ngettext

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
    # The finished game's own mark (its seed and number of moves): a result kept twice (the
    # program stopped between keeping it and removing the game's save) counts once.
    key: str = ""

    def to_dict(self) -> dict[str, Any]:
        data = {"when": self.when, "game": self.game, "names": list(self.names),
                "computers": list(self.computers), "scores": list(self.scores),
                "winners": list(self.winners), "turns": self.turns,
                "minutes": round(self.minutes, 1), "match_totals": list(self.match_totals)}
        if self.key:
            data["key"] = self.key
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Result:
        """One kept game; anything of the wrong shape or out of range raises ValueError."""
        kept = schema.from_data(ResultFile, data, "a game")
        names = tuple(kept.names)
        computers = tuple(kept.computers if kept.computers is not None else
                          [False] * len(names))
        if not names or len(kept.scores) != len(names) or len(computers) != len(names):
            raise ValueError("seats and scores do not match")
        if any(not 0 <= w < len(names) for w in kept.winners):
            raise ValueError("a winner who did not sit at the table")
        return cls(kept.when, kept.game, names, computers, tuple(kept.scores),
                   tuple(kept.winners), kept.turns, kept.minutes, tuple(kept.match_totals),
                   kept.key)


Score = Annotated[int, schema.Range(-1_000_000, 1_000_000)]


@dataclasses.dataclass
class ResultFile:
    """The schema of one kept game (every number within what a game can give)."""

    when: str
    game: str
    names: list[str]
    scores: list[Score]
    winners: list[Annotated[int, schema.Range(0, 4)]]
    computers: list[bool] | None = None
    turns: Annotated[int, schema.Range(0, 10_000_000)] = 0
    minutes: Annotated[float, schema.Range(0.0, 1_000_000.0)] = 0.0
    match_totals: list[Score] = dataclasses.field(default_factory=list)
    key: str = ""


@dataclasses.dataclass
class Loaded:
    results: list[Result]
    problem: str | None = None  # said once to the family (a banner), already translated
    newer: bool = False  # written by a newer Castle Games: left as it is, nothing added


def load(path: Path | None = None) -> Loaded:
    """The kept games. A damaged file is set aside (and said); one with damaged games in it
    too, and the good ones are written again at once, so that nothing good is lost and the
    damaged bytes are kept. A file of a newer version is left as it is (and said)."""
    path = path or records_path()
    try:
        games = read_entries(path, RECORDS_KIND, RECORDS_VERSION, "games",
                             N_("It has no list of games."))
    except NewerFile as exc:
        log.warning("records of a newer version left as they are: %s", exc)
        return Loaded([], _("The list of finished games was written by a newer Castle "
                            "Games. It is left as it is, and this one adds no results to "
                            "it."), newer=True)
    except UnreadableFile as exc:
        log.warning("records file unusable: %s", exc)
        return Loaded([], set_aside_told(exc, _(
            "The list of finished games cannot be read, so it starts again. {why}")))
    results = []
    damaged = 0
    for entry in games:
        try:
            results.append(Result.from_dict(entry))
        except (KeyError, TypeError, ValueError):
            damaged += 1
            log.warning("a kept game of the wrong shape: %.200r", entry)
    if not damaged:
        return Loaded(results)
    told = ngettext("{count} finished game in the list cannot be read; the others are kept.",
                    "{count} finished games in the list cannot be read; the others are kept.",
                    damaged).format(count=damaged)
    return Loaded(results, keep_the_good(path, told, lambda: _write(path, results)))


def _write(path: Path, results: Sequence[Result]) -> bool:
    return write_unless_newer(path, {"kind": RECORDS_KIND, "version": RECORDS_VERSION,
                                     "games": [r.to_dict() for r in results]})


def add(result: Result, path: Path | None = None) -> str | None:
    """Keep one more finished game (once: a result with the key of one kept already is not
    kept again). Returns a problem to tell (already translated), if the old file was damaged
    or the new one cannot be written; the game itself goes on. A file of a newer version is
    left as it is (that was said when the program started)."""
    path = path or records_path()
    loaded = load(path)
    if loaded.newer:
        return None
    if result.key and any(r.key == result.key and r.game == result.game
                          for r in loaded.results):
        return loaded.problem
    results = [*loaded.results, result][-KEEP:]
    try:
        _write(path, results)
    except OSError as exc:
        log.warning("could not keep the result in %s: %s", path, exc)
        return _("This game's result could not be kept ({problem}).").format(
            problem=exc.strerror or exc)
    return loaded.problem


def result_of(game: str, names: Sequence[str], computers: Sequence[bool],
              outcome: Any, turns: int, seconds: float,
              match_totals: Sequence[int] = (), key: str = "") -> Result:
    return Result(time.strftime("%Y-%m-%dT%H:%M:%S"), game, tuple(names), tuple(computers),
                  tuple(int(s) for s in outcome.scores), tuple(outcome.winners), int(turns),
                  max(0.0, seconds / 60.0), tuple(int(t) for t in match_totals), key)


# -- the figures ----------------------------------------------------------------------------
@dataclasses.dataclass
class PlayerFigures:
    name: str
    computer: bool = False  # a computer seat's figures are kept apart from a person's
    games: int = 0
    wins: int = 0
    best: int | None = None
    last: list[int] = dataclasses.field(default_factory=list)   # the last scores, oldest first
    won_last: list[bool] = dataclasses.field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "computer": self.computer, "games": self.games,
                "wins": self.wins, "best": self.best, "last": self.last,
                "won_last": self.won_last}


def figures(results: Sequence[Result]) -> dict[str, Any]:
    """Per game and per player: games, wins, best score and the last scores; and per player
    over every game; and the running totals of the newest match. A player is known by name,
    and a computer seat apart from a person of the same name; the people come first, then
    the computers (the family's Hall of fame is theirs)."""
    by_game: dict[str, dict[tuple[str, bool], PlayerFigures]] = {}
    overall: dict[tuple[str, bool], PlayerFigures] = {}
    for r in results:
        table = by_game.setdefault(r.game, {})
        for seat, name in enumerate(r.names):
            won = seat in r.winners
            who = (name, r.computers[seat])
            for figures_of in (table.setdefault(who, PlayerFigures(*who)),
                               overall.setdefault(who, PlayerFigures(*who))):
                figures_of.games += 1
                figures_of.wins += 1 if won else 0
                score = r.scores[seat]
                figures_of.best = score if figures_of.best is None else max(figures_of.best,
                                                                            score)
                figures_of.last = [*figures_of.last, score][-LAST:]
                figures_of.won_last = [*figures_of.won_last, won][-LAST:]
    return {
        "games": len(results),
        "by_game": {game: _ranked(table.values()) for game, table in by_game.items()},
        "players": _ranked(overall.values()),
        "last_match": _last_match(results),
    }


def _ranked(players: Iterable[PlayerFigures]) -> list[dict[str, Any]]:
    """People first, then computers; each by wins, then games played, then name."""
    return sorted((p.to_dict() for p in players),
                  key=lambda p: (p["computer"], -p["wins"], -p["games"], p["name"]))


def _last_match(results: Sequence[Result]) -> dict[str, Any] | None:
    """The running totals of the newest game played as part of a match."""
    for r in reversed(results):
        if r.match_totals:
            return {"game": r.game, "when": r.when,
                    "totals": dict(zip(r.names, r.match_totals, strict=False))}
    return None
