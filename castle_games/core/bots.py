"""What a computer player is: it sees observations and events, never the state."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from castle_games.core.contract import Action, Event
from castle_games.core.rng import Rng


@runtime_checkable
class Bot(Protocol):
    seat: int
    level: str

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        """Pick one of `legal`; `observation` is what this seat sees at the table."""

    def notice(self, events: Sequence[Event]) -> None:
        """Learn from what just happened (only the events this seat perceives)."""


class RandomBot:
    """Chooses uniformly among the legal actions: the 'easy' level of most games.

    Its chance is derived from the seed and the number of actions it has seen, not kept as
    a running generator: a resumed game replays the notices, so the bot chooses exactly as
    it would have without the interruption.
    """

    def __init__(self, seat: int, level: str = "easy", seed: int = 0) -> None:
        self.seat = seat
        self.level = level
        self.seed = seed
        self.seen = 0

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        rng = Rng((self.seed * 1_000_003 + self.seat) * 1_000_033 + self.seen)
        return rng.choice(list(legal))

    def notice(self, events: Sequence[Event]) -> None:
        self.seen += 1
