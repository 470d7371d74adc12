"""Coin Tower's rules: the whole state is the stack and whose turn it is."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from castle_games.core.contract import Action, Event, GameDef, IllegalAction, Outcome
from castle_games.core.seats import Seat

COINS = 7


# -- actions ------------------------------------------------------------------------------
@dataclass(frozen=True)
class TakeCoins(Action):
    count: int


# -- events -------------------------------------------------------------------------------
@dataclass(frozen=True)
class CoinsTaken(Event):
    seat: int
    count: int
    left: int


class CoinTowerState:
    def __init__(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> None:
        self.seats = list(seats)
        self.stack = COINS
        self.taken = [0] * len(self.seats)
        self.current = 0
        self.turn_count = 0
        self.winner: int | None = None

    @property
    def to_move(self) -> int | None:
        return None if self.winner is not None else self.current

    @property
    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        return Outcome(tuple(self.taken), (self.winner,))

    def legal_actions(self) -> list[Action]:
        if self.winner is not None:
            return []
        return [TakeCoins(n) for n in (1, 2) if n <= self.stack]

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalAction(f"you cannot do {action!r} now")
        seat = self.current
        self.stack -= action.count
        self.taken[seat] += action.count
        self.turn_count += 1
        if self.stack == 0:
            self.winner = seat
        else:
            self.current = (seat + 1) % len(self.seats)
        return [CoinsTaken(seat, action.count, self.stack)]

    def check(self) -> None:
        if self.stack + sum(self.taken) != COINS:
            raise ValueError("a coin was made or lost")

    def to_dict(self) -> dict[str, Any]:
        return {"seats": [s.to_dict() for s in self.seats], "stack": self.stack,
                "taken": self.taken, "current": self.current, "turn": self.turn_count,
                "winner": self.winner}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CoinTowerState:
        state = cls([Seat.from_dict(s) for s in data["seats"]], 0, {})
        state.stack, state.taken = int(data["stack"]), list(data["taken"])
        state.current, state.turn_count = int(data["current"]), int(data["turn"])
        state.winner = data["winner"]
        return state


def observation(state: CoinTowerState, seat: int) -> dict[str, Any]:
    return {"stack": state.stack, "taken": list(state.taken), "current": state.current}


GAME = GameDef(
    id="coin-tower",
    title="Coin Tower",
    min_players=2,
    max_players=3,
    state_type=CoinTowerState,
    action_types=(TakeCoins,),
    observation=observation,
)
