"""Saved games: seed + seats + options + the list of actions, plus the state for a fast resume.

Every unfinished game has a file of its own in the saves folder (`<game>-<when>.json`),
written after every action; starting another game never touches it, and it goes only when
its game ends or a player deletes it. (`autosave.json`, the one slot of earlier versions, is
read like any other.) Resuming rebuilds the state from its saved dict; if that fails it
replays the actions from the seed, which gives the same game because all chance goes
through the state's generator.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from castle_games.core import schema
from castle_games.core.contract import Event, GameDef
from castle_games.core.jsonfile import (
    UnreadableFile,
    clean_leftovers,
    read_versioned,
    write_atomically,
)
from castle_games.core.languages import N_
from castle_games.core.seats import Seat

SAVE_KIND = "castle-games-save"
SAVE_VERSION = 1
AUTOSAVE_NAME = "autosave.json"


@dataclass
class SavedGame:
    game: str
    seats: list[Seat]
    options: dict[str, Any]
    seed: int
    actions: list[dict[str, Any]] = field(default_factory=list)
    state: dict[str, Any] | None = None
    match: dict[str, Any] = field(default_factory=dict)  # totals over several games, etc.

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": SAVE_KIND,
            "version": SAVE_VERSION,
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
            "game": self.game,
            "seats": [s.to_dict() for s in self.seats],
            "options": self.options,
            "seed": self.seed,
            "actions": self.actions,
            "state": self.state,
            "match": self.match,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], path: Path) -> SavedGame:
        try:
            found = schema.from_data(SaveFile, data)
            seats = [Seat(s.name, s.colour, s.kind, s.level, s.hints) for s in found.seats]
            if not seats:
                raise ValueError("nobody sits at the table")
        except (KeyError, TypeError, ValueError) as exc:
            raise UnreadableFile(path, N_("It is missing parts of the game ({problem})."), problem=exc) from exc
        return cls(game=found.game, seats=seats, options=dict(found.options or {}),
                   seed=found.seed, actions=found.actions, state=found.state,
                   match=dict(found.match or {}))


@dataclass
class SeatFile:
    name: str
    colour: str = "red"
    kind: Literal["human", "computer"] = "human"
    level: str | None = None
    hints: bool = True


@dataclass
class SaveFile:
    """The schema of a saved game's file (checked by core.schema before anything is used)."""

    kind: Literal["castle-games-save"]
    version: Annotated[int, schema.Range(1, SAVE_VERSION)]
    game: str
    seats: list[SeatFile]
    seed: int
    options: dict[str, Any] | None = None
    actions: list[dict[str, Any]] | None = field(default_factory=list)
    state: dict[str, Any] | None = None
    match: dict[str, Any] | None = None
    saved_at: str = ""

    def __post_init__(self) -> None:
        self.actions = list(self.actions or [])


def save(path: Path, saved: SavedGame) -> None:
    write_atomically(path, saved.to_dict())


def load(path: Path) -> SavedGame:
    return SavedGame.from_dict(read_versioned(path, SAVE_KIND, SAVE_VERSION), path)


def restore(saved: SavedGame, game: GameDef, path: Path | None = None,
            watch: Callable[[list[Event]], None] | None = None) -> Any:
    """The live state of a saved game; raises UnreadableFile if it cannot be rebuilt.
    `watch` sees the events of every move as the log is replayed (the bots' memory)."""
    where = path or Path("save")
    replayed = replay(saved, game, where, watch)
    if saved.state is not None:
        try:
            state = game.from_dict(saved.state)
            agrees = _plain(state.to_dict()) == _plain(replayed.to_dict())
        except Exception:  # noqa: BLE001 - the replay below is the game
            return replayed
        if not agrees:
            raise UnreadableFile(where, N_("It does not agree with its own list of moves."))
        return state
    return replayed


def _plain(data: Any) -> str:
    return json.dumps(data, sort_keys=True, default=repr)


def replay(saved: SavedGame, game: GameDef, where: Path | None = None,
           watch: Callable[[list[Event]], None] | None = None) -> Any:
    """The saved game played again from its seed and its moves."""
    where = where or Path("save")
    try:
        state = game.new(saved.seats, saved.seed, saved.options)
        for _, _, events in game.play_out(state, saved.actions):
            if watch is not None:
                watch(events)
        return state
    except Exception as exc:
        raise UnreadableFile(where, N_("It cannot be replayed ({problem})."), problem=exc) from exc


# -- the saved games on this computer -------------------------------------------------------
def new_slot(folder: Path, game_id: str) -> Path:
    """A file name for a new game that no other saved game has."""
    stem = re.sub(r"[^a-z0-9-]+", "-", game_id.lower()).strip("-") or "game"
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{stem}-{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{stamp}-{n}.json"
        n += 1
    return path


@dataclass(frozen=True)
class SavedSummary:
    """What the list of saved games shows of one: which game, who plays, when, how far."""

    path: Path
    game: str
    seats: tuple[Seat, ...]
    saved_at: str
    moves: int

    @property
    def names(self) -> str:
        return ", ".join(seat.name for seat in self.seats)


def list_saved(folder: Path) -> tuple[list[SavedSummary], list[UnreadableFile]]:
    """Every saved game in `folder`, newest first, and the files that cannot be read (the
    caller tells the player and sets them aside)."""
    found: list[SavedSummary] = []
    problems: list[UnreadableFile] = []
    if not folder.is_dir():
        return found, problems
    clean_leftovers(folder)
    for path in sorted(folder.glob("*.json")):
        try:
            data = read_versioned(path, SAVE_KIND, SAVE_VERSION)
            saved = SavedGame.from_dict(data, path)
            stamp = data.get("saved_at", "")
        except UnreadableFile as exc:
            problems.append(exc)
            continue
        found.append(SavedSummary(path, saved.game, tuple(saved.seats), str(stamp or ""),
                                  len(saved.actions)))
    found.sort(key=lambda s: (s.saved_at, s.path.name), reverse=True)
    return found, problems
