"""Clever Keys moves: what a player does and what then happens at the table.

The actions (`InsertKey(key, section, slot)`, `StopAndTake()`) and the events that follow
them, as small frozen dataclasses that read like the rulebook; saved games name these
classes, so names and fields stay. Everything in an event is seen by the whole table: the
blocked slots are told only when a key jams in one (`KeyInserted.result`) and all at once
when the board is lifted (`GameEnded.blocked`). Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from castle_games.core.contract import Action, Event
from castle_games.core.table_state import TurnPassed as TurnPassed  # the turn passes on to `seat`


# -- actions -------------------------------------------------------------------------------
@dataclass(frozen=True)
class InsertKey(Action):
    """Put `key` into `slot` (1-4) of `section` (1-8)."""

    key: str
    section: int
    slot: int


@dataclass(frozen=True)
class StopAndTake(Action):
    """Stop and take the reward announced so far."""


ACTION_TYPES: tuple[type[Action], ...] = (InsertKey, StopAndTake)


# -- events --------------------------------------------------------------------------------
@dataclass(frozen=True)
class SectionUnlocked(Event):
    """A jammed key was pulled out: its section is open again."""

    section: int
    key: str


@dataclass(frozen=True)
class KeyInserted(Event):
    key: str
    section: int
    slot: int
    result: str  # ALL_THE_WAY or JAMMED
    reward_now: int  # the reward announced after this placement (0 after a jam)
    seat: int = 0
    placement: int = 1  # 1..3 within the turn
    gain: int = 0  # keys now in the section (0 after a jam)
    from_section: int | None = None  # where the key stood before (None: beside the board)
    from_slot: int | None = None


@dataclass(frozen=True)
class SectionLocked(Event):
    section: int
    key: str


@dataclass(frozen=True)
class GemLost(Event):
    """One gemstone rolls from the chamber into the open corner, out of the game."""

    seat: int
    reward_lost: int
    chamber_left: int


@dataclass(frozen=True)
class RewardTaken(Event):
    seat: int
    gems: int  # paid (no more than the chamber held)
    reward: int = 0  # announced


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
    blocked: tuple[int, ...] = ()  # the board is lifted at the end: each section's blocked slot
