"""Schlotterstein moves: what a player does and what then happens at the table.

The actions (turn a ghost card over, hide it, scare a resident, ring the bell) and the
events that follow them, as small frozen dataclasses that read like the rulebook; saved
games name these classes. A card's residents are told when it is turned over
(`CardTurnedOver`) and again when it is scored (`RoundScored`), never while it lies face
down. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from castle_games.core.contract import Action, Event


# -- actions -------------------------------------------------------------------------------
@dataclass(frozen=True)
class TurnOverCard(Action):
    """The leading ghost turns the top card of the pile over for everybody to look at."""


@dataclass(frozen=True)
class HideCard(Action):
    """The leading ghost turns the card face down after `reveal_seconds` of looking."""

    reveal_seconds: float


@dataclass(frozen=True)
class Scare(Action):
    """'Bu bu bu!': take a resident's card from the middle (by name, e.g. 'Ritter Rudi')."""

    resident: str


@dataclass(frozen=True)
class RingBell(Action):
    """'The bell has rung for me, the scaring is over': out until the next card."""


ACTION_TYPES: tuple[type[Action], ...] = (TurnOverCard, HideCard, Scare, RingBell)


# -- events --------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardTurnedOver(Event):
    leader: int
    card: int                       # the ghost card's number (1..36) in the fixed deck
    residents: tuple[str, ...]      # everybody sees them now


@dataclass(frozen=True)
class CardHidden(Event):
    leader: int
    seconds: float                  # how long everybody could look


@dataclass(frozen=True)
class Scared(Event):
    seat: int
    resident: str


@dataclass(frozen=True)
class BellRung(Event):
    seat: int


@dataclass(frozen=True)
class ScaringEnded(Event):
    why: str                        # 'everybody rang the bell' / 'nobody of the card is left'


@dataclass(frozen=True)
class RoundScored(Event):
    card: int
    residents: tuple[str, ...]      # the card, turned over again
    right: tuple[tuple[str, ...], ...]   # per seat
    wrong: tuple[tuple[str, ...], ...]   # per seat
    moves: tuple[int, ...]          # how far each ghost really moved (after the start limit)
    positions: tuple[int, ...]


@dataclass(frozen=True)
class PathExtended(Event):
    length: int


@dataclass(frozen=True)
class NewLeader(Event):
    seat: int
    round: int


@dataclass(frozen=True)
class GameOver(Event):
    positions: tuple[int, ...]
    winners: tuple[int, ...]
