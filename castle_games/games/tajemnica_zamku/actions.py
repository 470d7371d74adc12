"""Tajemnica Zamku actions: what a player may do, with reprs that read like the rulebook.

Positions are (x, y) with the bat tile at (0, 0), x to the east and y to the south; sides
are 'N', 'E', 'S', 'W'; a rotation is 0, 90, 180 or 270 degrees clockwise.
"""

from __future__ import annotations

from dataclasses import dataclass

from castle_games.core.contract import Action

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
