"""Tajemnica Zamku events: what happened at the table, in order, for views, sounds and bots.

Every chance outcome is in one of them: a tile drawn, a token drawn, a die rolled.
Positions are (x, y) with the bat tile at (0, 0), x to the east and y to the south.
"""

from __future__ import annotations

from dataclasses import dataclass

from castle_games.core.contract import Event
from castle_games.core.table_state import TurnPassed as TurnPassed  # the turn passes on to `seat`

Pos = tuple[int, int]


# -- events -------------------------------------------------------------------------------
@dataclass(frozen=True)
class DieRolled(Event):
    seat: int
    roll: int
    need: int
    why: str  # 'ghost', 'wandering knight', 'skrzat', 'red dragon', ..., 'princess'
    success: bool


@dataclass(frozen=True)
class TileDrawn(Event):
    seat: int
    tile: int
    shape: str
    circle: bool


@dataclass(frozen=True)
class TileReturned(Event):
    seat: int
    tile: int
    reason: str


@dataclass(frozen=True)
class TileLaid(Event):
    seat: int
    tile: int
    at: Pos
    rotation: int
    sides: str  # its open sides as laid, e.g. 'NES'


@dataclass(frozen=True)
class PawnMoved(Event):
    seat: int
    start: Pos
    to: Pos
    how: str  # 'step', 'lay' or 'teleport'


@dataclass(frozen=True)
class Stayed(Event):
    seat: int


@dataclass(frozen=True)
class TokenDrawn(Event):
    seat: int
    token: str
    at: Pos


@dataclass(frozen=True)
class SwordTaken(Event):
    seat: int
    colour: str
    at: Pos


@dataclass(frozen=True)
class SwordLeft(Event):
    seat: int
    colour: str
    at: Pos


@dataclass(frozen=True)
class ItemWon(Event):
    seat: int
    item: str
    dragon: str


@dataclass(frozen=True)
class LabyrinthComplete(Event):
    to_bat_hall: tuple[str, ...]
    set_aside: tuple[str, ...]


@dataclass(frozen=True)
class PrincessRescued(Event):
    seat: int
    turns: int

