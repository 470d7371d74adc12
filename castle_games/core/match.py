"""What a game on the table keeps beside its moves, and its save keeps in its header.

The running totals when games are played as a match and how many have been, how long this
game has been played over its sittings, what its end has done already (counted into the
totals, kept in the family's records: each once), whether it is a guided game, and the
modes it is played in (by ear: a resume goes on the same way). `Match.from_data` checks a
save's table field by field, every number finite and in its range (`core.schema`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Annotated, Any

from castle_games.core import schema

GAMES_MAX = 1_000_000
POINTS_MAX = 1_000_000
PLAYED_S_MAX = 3e7  # a year


@dataclass
class Match:
    totals: list[Annotated[int, schema.Range(-POINTS_MAX, POINTS_MAX)]] | None = None
    games: Annotated[int, schema.Range(0, GAMES_MAX)] = 0
    played_s: Annotated[float, schema.Range(0.0, PLAYED_S_MAX)] = 0.0
    counted: bool = False   # this game's scores are in `totals`
    recorded: bool = False  # this game's result is in the records
    lesson: bool = False    # a guided game: it counts nowhere
    modes: dict[str, bool] = field(default_factory=dict)  # the game's modes it is played in

    def in_mode(self, flag: str) -> bool:
        return bool(self.modes.get(flag))

    def next_game(self) -> Match:
        """The next game's: the totals go on, nothing of this game's end does."""
        if not self.totals:
            return Match()
        return Match(totals=list(self.totals), games=self.games or 1)

    def to_data(self) -> dict[str, Any]:
        """The save's table: what is not as a new game has it (a mode as a key of its own,
        as the saves have always had it)."""
        data: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "modes":
                data.update({flag: True for flag, on in value.items() if on})
            elif value != f.default:
                data[f.name] = list(value) if isinstance(value, list) else value
        return data

    @classmethod
    def from_data(cls, data: Any, where: str = "match") -> Match:
        """The match of a save's table; SchemaError names the first part that is wrong (any
        key but the named ones is a mode's flag, yes or no)."""
        if not isinstance(data, dict):
            return schema.from_data(cls, data, where)  # (it says what it is instead)
        found = schema.from_data(cls, {k: v for k, v in data.items() if k != "modes"}, where)
        named = {f.name for f in fields(cls)}
        found.modes = {key: schema.conform(value, bool, f"{where}.{key}")
                       for key, value in data.items() if key not in named}
        return found
