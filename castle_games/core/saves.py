"""Saved games: seed + seats + options + the list of actions, plus the state for a fast resume.

Every unfinished game has a file of its own in the saves folder (`<game>-<when>.json`),
written after every action; starting another game never touches it, and it goes only when
its game ends or a player deletes it. (`autosave.json`, the one slot of earlier versions, is
read like any other.) Resuming rebuilds the state from its saved dict; if that fails it
replays the actions from the seed, which gives the same game because all chance goes
through the state's generator.

A save opens with its header (kind, version, when, which game, who plays, how many moves,
the match's small table) and ends with the state and the moves, so that the list of saved
games reads a few kilobytes of each file however long its game (`read_head`); the whole
file is read and checked when the game is resumed, and by `check` after the window is up.
A save of a newer version is listed as such and left as it is.

A move's save is written by the one background writer (`save_writer`): whatever here reads,
lists or removes a save first waits for what is being written to it.
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
from castle_games.core.contract import Event, GameDef, S
from castle_games.core.jsonfile import (
    NewerFile,
    UnreadableFile,
    check_version,
    clean_leftovers,
    json_text,
    read_head,
    read_versioned,
    write_atomically,
)
from castle_games.core.languages import N_
from castle_games.core.match import Match
from castle_games.core.save_writer import WRITER
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
    match: Match = field(default_factory=Match)

    def to_dict(self) -> dict[str, Any]:
        """The file's contents, header first (HEAD: the list of saved games reads only
        those), the long parts last."""
        return {
            "kind": SAVE_KIND,
            "version": SAVE_VERSION,
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
            "game": self.game,
            "seats": [s.to_dict() for s in self.seats],
            "moves": len(self.actions),
            "match": self.match.to_data(),
            "options": self.options,
            "seed": self.seed,
            "state": self.state,
            "actions": self.actions,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], path: Path) -> SavedGame:
        try:
            found = schema.from_data(SaveFile, data)
            seats = list(seated(found.seats))
        except (KeyError, TypeError, ValueError) as exc:
            raise UnreadableFile(path, N_("It is missing parts of the game ({problem})."), problem=exc) from exc
        return cls(game=found.game, seats=seats, options=dict(found.options or {}),
                   seed=found.seed, actions=list(found.actions or []), state=found.state,
                   match=checked_match(found.match or {}, path))


def checked_match(match: Any, path: Path) -> Match:
    """The save's match table if every part of it is what the games write, else
    UnreadableFile."""
    try:
        return Match.from_data(match, "match")
    except schema.SchemaError as exc:
        raise UnreadableFile(path, N_("It is missing parts of the game ({problem})."),
                             problem=exc) from exc


@dataclass
class SeatFile:
    name: str
    colour: str = "red"
    kind: Literal["human", "computer"] = "human"
    level: str | None = None
    hints: bool = True
    by_ear: bool = False
    far_away: bool = False


def seated(found: list[SeatFile]) -> tuple[Seat, ...]:
    """The seats a save names; ValueError when it names nobody."""
    seats = tuple(Seat(s.name, s.colour, s.kind, s.level, s.hints, s.by_ear, s.far_away)
                  for s in found)
    if not seats:
        raise ValueError("nobody sits at the table")
    return seats


@dataclass
class SaveFile:
    """The schema of a saved game's file (checked by core.schema before anything is used)."""

    kind: Literal["castle-games-save"]
    version: Annotated[int, schema.Range(1, SAVE_VERSION)]
    game: str
    seats: list[SeatFile]
    seed: Annotated[int, schema.Range(-(2**63), 2**64)]
    options: dict[str, Any] | None = None
    actions: list[dict[str, Any]] | None = field(default_factory=list)
    state: dict[str, Any] | None = None
    match: dict[str, Any] | None = None
    saved_at: str = ""
    moves: Annotated[int, schema.Range(0, 10_000_000)] = 0

    def __post_init__(self) -> None:
        self.actions = list(self.actions or [])


def save_soon(path: Path, saved: SavedGame) -> None:
    """Write `saved` in the background: the game as it is now (the text is made here), on
    the disk a moment later; `WRITER.problem(path)` tells how the last write went."""
    WRITER.submit(path, json_text(saved.to_dict(), sort_keys=False, compact=True))


# Files kept beside a save that belong to its game and go with it: a table hosted for
# family far away keeps its invite and numbers in one. Not "*.json", which the list of
# saved games reads (and would take for a damaged save).
HOST_SUFFIX = ".host"
SIDE_SUFFIXES = (HOST_SUFFIX,)


def remove(path: Path) -> None:
    """Delete a saved game for good (nothing still being written brings it back), with
    the files beside it that belong to it."""
    WRITER.cancel(path)
    path.unlink(missing_ok=True)
    for suffix in SIDE_SUFFIXES:
        path.with_suffix(suffix).unlink(missing_ok=True)


def load(path: Path) -> SavedGame:
    WRITER.settle(path)
    return SavedGame.from_dict(read_versioned(path, SAVE_KIND, SAVE_VERSION), path)


def restore(saved: SavedGame, game: GameDef[S, Any], path: Path | None = None,
            watch: Callable[[list[Event]], None] | None = None) -> S:
    """The live state of a saved game; raises UnreadableFile if it cannot be rebuilt.
    `watch` sees the events of every move as the log is replayed (the bots' memory)."""
    where = path or Path("save")
    for option in game.options:
        if option.key in saved.options and not option.allows(saved.options[option.key]):
            raise UnreadableFile(where, N_("It is missing parts of the game ({problem})."),
                                 problem=f"{option.key} = {saved.options[option.key]!r:.40}")
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


def replay(saved: SavedGame, game: GameDef[S, Any], where: Path | None = None,
           watch: Callable[[list[Event]], None] | None = None) -> S:
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
    """What the list of saved games shows of one: which game, who plays, when, how far,
    the modes it was begun in; `newer`: written by a newer Castle Games (left as it is)."""

    path: Path
    game: str
    seats: tuple[Seat, ...]
    saved_at: str
    moves: int
    match: Match = field(default_factory=Match, compare=False)
    newer: bool = False

    @property
    def names(self) -> str:
        return ", ".join(seat.name for seat in self.seats)


@dataclass
class SaveHead:
    """The schema of a save's header (what the list of saved games reads)."""

    kind: Literal["castle-games-save"]
    version: Annotated[int, schema.Range(1, SAVE_VERSION)]
    game: str
    seats: list[SeatFile]
    saved_at: str = ""
    moves: Annotated[int, schema.Range(0, 10_000_000)] = 0
    match: dict[str, Any] | None = None


HEAD = tuple(f for f in SaveHead.__dataclass_fields__)


def summary(path: Path) -> SavedSummary:
    """The list's line of one saved game, from its header when it has one (a save written
    by an earlier version, its moves first, is read whole); UnreadableFile when damaged.
    A save of a newer version gives a summary marked `newer`, from what can be made out."""
    WRITER.settle(path)
    try:
        head = read_head(path, HEAD)
        if head is None:  # an earlier version's file: read and checked whole, once
            data = read_versioned(path, SAVE_KIND, SAVE_VERSION)
            _with_header(path, data, SavedGame.from_dict(data, path))
        else:
            check_version(path, head, SAVE_KIND, SAVE_VERSION)
            data = head
    except NewerFile:
        return _newer_summary(path)
    try:
        found = schema.from_data(SaveHead, data)
        seats = seated(found.seats)
    except (TypeError, ValueError) as exc:
        raise UnreadableFile(path, N_("It is missing parts of the game ({problem})."),
                             problem=exc) from exc
    moves = found.moves if head is not None else len(data.get("actions") or [])
    return SavedSummary(path, found.game, seats, found.saved_at, moves,
                        checked_match(found.match or {}, path))


def _with_header(path: Path, data: dict[str, Any], saved: SavedGame) -> None:
    """Write an earlier version's save again, the same game with its header first, so that
    the next list reads only that (the time it was saved is kept)."""
    fresh = saved.to_dict()
    fresh["saved_at"] = data.get("saved_at", fresh["saved_at"])
    try:
        write_atomically(path, fresh, sort_keys=False)
    except OSError:
        pass  # read whole again next time


def _newer_summary(path: Path) -> SavedSummary:
    """What a newer version's save shows in the list: its game and players if they can be
    made out (a newer format may differ), else only that it is there."""
    game, saved_at = "", ""
    seats: tuple[Seat, ...] = ()
    try:
        data = read_head(path, ("kind", "version", "saved_at", "game", "seats")) or {}
        game = str(data.get("game", ""))
        saved_at = str(data.get("saved_at", ""))
        seats = tuple(Seat(str(s["name"])[:14]) for s in data.get("seats", [])
                      if isinstance(s, dict) and isinstance(s.get("name"), str))
    except (UnreadableFile, TypeError, ValueError, KeyError):
        pass
    return SavedSummary(path, game, seats, saved_at, 0, Match(), newer=True)


def list_saved(folder: Path) -> tuple[list[SavedSummary], list[UnreadableFile]]:
    """Every saved game in `folder`, newest first (those of a newer version among them,
    marked), and the files that cannot be read (the caller tells the player and sets them
    aside). Each file's header only: the time does not grow with the games' length."""
    found: list[SavedSummary] = []
    problems: list[UnreadableFile] = []
    WRITER.settle()  # (the first save makes the folder)
    if not folder.is_dir():
        return found, problems
    clean_leftovers(folder)
    for path in sorted(folder.glob("*.json")):
        try:
            found.append(summary(path))
        except UnreadableFile as exc:
            problems.append(exc)
    found.sort(key=lambda s: (s.saved_at, s.path.name), reverse=True)
    return found, problems


def check(path: Path) -> UnreadableFile | None:
    """The whole saved game read and checked as resuming reads it (not replayed): None when
    it is fine or of a newer version, else why not."""
    try:
        load(path)
    except NewerFile:
        return None
    except UnreadableFile as exc:
        return exc
    return None
