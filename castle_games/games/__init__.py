"""The five games: one package each (rules.py, bot.py, view.py), and the catalogue below.

The catalogue lets the launcher show every door without importing a game's code; a game
whose `built` flag is False shows a closed door marked "being built".
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class GameEntry:
    id: str
    package: str
    title: str
    min_players: int
    max_players: int
    pitch: str
    built: bool

    @property
    def players_text(self) -> str:
        return f"{self.min_players}-{self.max_players} players"


CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry("seven-locks", "seven_locks", "Seven Locks", 2, 4,
              "Listen how deep each pearl falls, then pick the key that fits.", True),
    GameEntry("clever-keys", "clever_keys", "Clever Keys", 2, 5,
              "Push your key in, remember the jams, and know when to stop.", True),
    GameEntry("schlotterstein", "schlotterstein", "Schloss Schlotterstein", 2, 4,
              "Spot who is on the ghost card and scare them before it hides.", True),
    GameEntry("knobelschatz", "knobelschatz", "Knobelschatz", 2, 5,
              "Roll three dice, grab treasure chests, and guard them with the dog.", True),
    GameEntry("tajemnica-zamku", "tajemnica_zamku", "Tajemnica Zamku", 1, 4,
              "Grow the labyrinth, beat the dragons, rescue the princess.", True),
)

BY_ID = {entry.id: entry for entry in CATALOGUE}


class UnknownGame(ValueError):
    pass


def entry(game_id: str) -> GameEntry:
    try:
        return BY_ID[game_id]
    except KeyError:
        names = ", ".join(BY_ID)
        raise UnknownGame(f"no game called {game_id!r}; the games are: {names}") from None


def _module(game_id: str, part: str) -> ModuleType:
    return importlib.import_module(f"castle_games.games.{entry(game_id).package}.{part}")


def rules(game_id: str) -> ModuleType:
    """The game's rules module; it has GAME (a GameDef) and observation()."""
    return _module(game_id, "rules")


def bots(game_id: str) -> ModuleType:
    """The game's bot module; it has make_bot(seat, level, seed)."""
    return _module(game_id, "bot")


def view(game_id: str) -> ModuleType:
    """The game's view module; it has make_scene(app, session)."""
    return _module(game_id, "view")


def built_ids() -> list[str]:
    return [e.id for e in CATALOGUE if e.built]
