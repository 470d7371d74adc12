"""Knobelschatz moves: what a player does and what then happens at the table.

The actions (`RollDice()`, then `TakeCard(die, source)` for each pip die) and the events
that follow them, as small frozen dataclasses that read like the rulebook; saved games name
these classes. Every chance outcome is in an event (the faces of a roll); the values of
face-down chests are told only at the end (`CardsRevealed`). Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from castle_games.core.contract import Action, Event
from castle_games.core.table_state import TurnPassed as TurnPassed  # the turn passes on to `seat`


# -- actions -------------------------------------------------------------------------------
@dataclass(frozen=True)
class RollDice(Action):
    pass


@dataclass(frozen=True)
class TakeCard(Action):
    """Resolve one pip die: take a chest from `source` (a seat, 'pile', or 'nobody')."""

    die: int
    source: int | str


ACTION_TYPES: tuple[type[Action], ...] = (RollDice, TakeCard)


# -- events --------------------------------------------------------------------------------
@dataclass(frozen=True)
class DiceRolled(Event):
    seat: int
    faces: tuple[int, ...]


@dataclass(frozen=True)
class DogTaken(Event):
    seat: int
    from_seat: int | None  # None: from beside the pile


@dataclass(frozen=True)
class CardTaken(Event):
    die: int
    source: int | str  # a seat or 'pile'
    to_seat: int


@dataclass(frozen=True)
class NothingTaken(Event):
    die: int
    seat: int
    why: str


@dataclass(frozen=True)
class CardsRevealed(Event):
    hands: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
