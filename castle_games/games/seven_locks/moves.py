"""Seven Locks moves: what a player does and what then happens at the table.

The actions (`ThrowPearl(tower=3)`, `ChooseKey(key=5)`, ...) and the events that follow
them, as small frozen dataclasses that read like the rulebook; saved games name these
classes. Events carry everything a view needs to act a moment out (a pearl's fall depth and
time, how far a key's notch sticks out) but never the chamber under a closed tower. Pure
Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from castle_games.core.contract import Action, Event
from castle_games.core.table_state import TurnPassed as TurnPassed  # the turn passes on to `seat`


# -- actions -------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlaceKeymaster(Action):
    tower: int


@dataclass(frozen=True)
class RollDie(Action):
    pass


@dataclass(frozen=True)
class ThrowPearl(Action):
    tower: int


@dataclass(frozen=True)
class MoveKeymaster(Action):
    tower: int


@dataclass(frozen=True)
class ChooseKey(Action):
    key: int


@dataclass(frozen=True)
class PlaceCoatOfArms(Action):
    pass


@dataclass(frozen=True)
class DeclineCoatOfArms(Action):
    pass


@dataclass(frozen=True)
class WithdrawCoatOfArms(Action):
    pass


@dataclass(frozen=True)
class KeepCoatOfArms(Action):
    pass


@dataclass(frozen=True)
class GuessEnchantedKey(Action):
    key: int


@dataclass(frozen=True)
class DeclineGuess(Action):
    pass


ACTION_TYPES: tuple[type[Action], ...] = (
    PlaceKeymaster, RollDie, ThrowPearl, MoveKeymaster, ChooseKey, PlaceCoatOfArms,
    DeclineCoatOfArms, WithdrawCoatOfArms, KeepCoatOfArms, GuessEnchantedKey, DeclineGuess,
)


# -- events --------------------------------------------------------------------------------
@dataclass(frozen=True)
class KeymasterPlaced(Event):
    seat: int
    tower: int


@dataclass(frozen=True)
class PearlDropped(Event):
    """A pearl falls into `tower`. Heard by all: how deep (fall depth and time) and whether
    it lands on wood or on `pearls_below` earlier pearls. The chamber's number is not said."""

    seat: int
    tower: int
    fall_depth_mm: int
    fall_time_s: float
    pearls_below: int
    setup: bool = False


@dataclass(frozen=True)
class DieRolled(Event):
    seat: int
    pearls: int
    steps: int


@dataclass(frozen=True)
class BinRanDry(Event):
    seat: int
    missing: int  # pearls the die asked for that were not there


@dataclass(frozen=True)
class KeymasterMoved(Event):
    seat: int
    from_tower: int
    to_tower: int
    steps: int


@dataclass(frozen=True)
class KeyChosen(Event):
    seat: int
    key: int
    tower: int


@dataclass(frozen=True)
class CoatOfArmsPlaced(Event):
    seat: int
    tower: int


@dataclass(frozen=True)
class CoatOfArmsDeclined(Event):
    seat: int


@dataclass(frozen=True)
class CoatOfArmsWithdrawn(Event):
    seat: int


@dataclass(frozen=True)
class CoatOfArmsKept(Event):
    seat: int


@dataclass(frozen=True)
class KeyTried(Event):
    """`offset_mm`: how far the notch sticks out (> 0) or is sunk (< 0); 0 when it turns."""

    seat: int
    key: int
    tower: int
    result: str
    offset_mm: int


@dataclass(frozen=True)
class CoatsOfArmsUsedUp(Event):
    seats: tuple[int, ...]


@dataclass(frozen=True)
class TowerOpened(Event):
    seat: int
    tower: int
    chamber: int
    pearls: int


@dataclass(frozen=True)
class TreasureShared(Event):
    tower: int
    shares: tuple[tuple[int, int], ...]  # (seat, pearls), the opener first
    remainder_to: int | None  # who got the indivisible remainder (None: nobody)
    remainder: int


@dataclass(frozen=True)
class TowerStowed(Event):
    tower: int


@dataclass(frozen=True)
class EnchantedKeyAsked(Event):
    first: int  # the opener of the 5th tower asks first
    keys: tuple[int, ...]


@dataclass(frozen=True)
class EnchantedKeyGuessed(Event):
    seat: int
    key: int


@dataclass(frozen=True)
class GuessDeclined(Event):
    seat: int


@dataclass(frozen=True)
class EnchantedKeyRevealed(Event):
    key: int  # fits the set-aside 8th tower
    last_tower: int
    last_chamber: int
    pearls: int
    shares: tuple[tuple[int, int], ...]
    unclaimed: int


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
    chambers: tuple[int, ...]  # every chamber is shown at the end; index 7: the set-aside


# -- what a seat takes in (perception.py makes these; bots and hints are told them) ---------
@dataclass(frozen=True)
class PearlHeard(Event):
    """A pearl falls into `tower`, as one seat heard it: how deep it sounded
    (`heard_depth_mm`, the depth the seat's ears give it, which need not be the chamber's),
    and whether it landed on wood or on `pearls_below` earlier pearls. Never saved."""

    seat: int
    tower: int
    heard_depth_mm: float
    pearls_below: int
    setup: bool = False


# Events no table shows or tells: what a seat's ears take in (perception.py), told to
# computer players and hints only. The views, the story and the sounds never see them.
PERCEIVED_EVENTS: tuple[type[Event], ...] = (PearlHeard,)
