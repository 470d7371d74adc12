"""Tajemnica Zamku moves: what a player does and what then happens at the table.

The actions (roll to leave, step, draw and lay a tile, teleport, stay, attack, rescue, end
the turn) and the events that follow them, as small frozen dataclasses that read like the
rulebook; saved games name these classes. Every chance outcome is in an event: a tile
drawn, a token drawn, a die rolled. Positions are (x, y) with the bat tile at (0, 0), x to
the east and y to the south. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from castle_games.core.contract import Action, Event
from castle_games.core.table_state import TurnPassed as TurnPassed  # the turn passes on to `seat`

# -- actions -------------------------------------------------------------------------------
Pos = tuple[int, int]


@dataclass(frozen=True)
class RollToLeave(Action):
    """Roll to get away from the opponent on your tile."""


@dataclass(frozen=True)
class Step(Action):
    to: Pos


@dataclass(frozen=True)
class DrawTile(Action):
    """Draw a tile from the box, to lay it beside your tile."""


@dataclass(frozen=True)
class LayTile(Action):
    side: str
    rotation: int


@dataclass(frozen=True)
class Teleport(Action):
    to: Pos


@dataclass(frozen=True)
class Stay(Action):
    """Stay where you are this turn."""


@dataclass(frozen=True)
class Attack(Action):
    target: str  # 'yellow dragon', 'red dragon' or 'green dragon'


@dataclass(frozen=True)
class Rescue(Action):
    """Try to free the princess (all three items needed)."""


@dataclass(frozen=True)
class EndTurn(Action):
    """Make no attempt this turn."""


ACTION_TYPES = (RollToLeave, Step, DrawTile, LayTile, Teleport, Stay, Attack, Rescue, EndTurn)


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
