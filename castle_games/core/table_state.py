"""What the states of the five boxes keep alike, once: a base a game's State may build on.

`TableState` holds the seats, the game's own seeded generator, the turns played, how the
game ended, whose turn it is, and where these stand in a save; a game's state class adds
only its own table. Beside it the pieces every turn-taking table uses: `MoveHandlers` (how
`apply` finds the method that carries out a move), the `OVER` phase,
the `STARTER` setup option (who begins), the `TurnPassed` event, `SeenBy` (how an
observation begins) and `is_int_in` to check a seat or a number in an action read from a
save. The contract itself (core/contract.py) does not require any of this: a plugin may
keep its state its own way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Self, TypedDict, TypeGuard, TypeVar

from castle_games.core.contract import Action, Event, IllegalAction, Option, Outcome
from castle_games.core.rng import Rng
from castle_games.core.seats import Seat

OVER = "over"  # the phase of a finished game, in every game

StateT = TypeVar("StateT")
# A game's moves, each carried out by a method of its state: the action's type -> that
# method (given the state and the action, it makes the move's own checks, keeping the
# state as it was when it refuses, and returns the events). Each game declares its one
# `_HANDLERS` after its state class; its `apply` refuses what has no handler there.
MoveHandlers = dict[type[Action], Callable[[StateT, Any], list[Event]]]


def move_handler(handlers: MoveHandlers[StateT], action: Action,
                 not_a_move: str) -> Callable[[StateT, Any], list[Event]]:
    """The method of the state that carries out `action`; IllegalAction (`not_a_move`, a
    catalogue message with the field {action}) when the game has no such move: a move of
    another game or none at all, a program's mistake rather than a player's."""
    handler = handlers.get(type(action))
    if handler is None:
        raise IllegalAction(not_a_move, action=repr(action))
    return handler


@dataclass(frozen=True)
class TurnPassed(Event):
    """The turn passes on to the next player."""

    seat: int  # whose turn it is now


class SeenBy(TypedDict):
    """How a game's observation begins (`TableState.seen_by`): a game's observation
    TypedDict builds on it."""

    seat: int      # who looks
    players: int   # how many play
    current: int   # whose turn it is


STARTER = Option("starter", "Who begins", 0)  # the usual setup choice of who begins



def next_in_turn(totals: Sequence[int], previous: Mapping[str, Any] | None = None
                 ) -> dict[str, Any]:
    """A match's next game, for a game where beginning is worth much (tools/fair_play.py
    measures the first seat's share): the player after the one who began the last game
    begins, so that over a match everyone begins as often."""
    players = max(1, len(totals))
    before = (previous or {}).get("starter", 0)
    before = before if is_int_in(before, 0, players - 1) else 0
    return {"starter": (before + 1) % players}


def is_int_in(value: object, low: int, high: int) -> TypeGuard[int]:
    """Whether an action's field (typed, or read from a save) is a whole number from `low`
    to `high`. bool is an int in Python: a saved `true` must not pass for 1."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


class TableState:
    """What every game's state keeps alike: the seats, the game's own generator, the turns
    played and how the game ended, whose turn it is, and where these stand in a save.

    A game's state class builds on it: its `__init__(seats, seed, options)` calls this one
    before drawing any chance, then sets up its own table, including `current` (the seat
    whose turn it is) and `phase` (`OVER` once the game has ended; `_outcome` is set then).
    A game where someone else than `current` may act overrides `to_move`. `to_dict` hands
    the game's own fields to `_saved`; `from_dict` starts from `_restoring(data)`.
    """

    current: int
    phase: str

    def __init__(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> None:
        self.seats = list(seats)
        self.n = len(self.seats)
        self.rng = Rng(seed)
        self.turn_count = 0
        self._outcome: Outcome | None = None

    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.current

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def left_of(self, seat: int) -> int:
        """The next seat clockwise: the player to the left of `seat`."""
        return (seat + 1) % self.n

    def seen_by(self, seat: int) -> SeenBy:
        """How an observation begins: who looks, how many play, whose turn it is."""
        return {"seat": seat, "players": self.n, "current": self.current}

    def starting_seat(self, options: Mapping[str, Any]) -> int:
        """The seat the 'starter' option names (the first seat when it names none)."""
        return int(options.get("starter", 0)) % self.n

    def _saved(self, own: Mapping[str, Any]) -> dict[str, Any]:
        """The state as JSON: the seats and the generator, the game's `own` fields (ready
        for JSON), then the turns played and the outcome."""
        return {
            "seats": [s.to_dict() for s in self.seats],
            "rng": self.rng.get_state(),
            **own,
            "turn_count": self.turn_count,
            "outcome": self._outcome.to_dict() if self._outcome else None,
        }

    @classmethod
    def _restoring(cls, data: Mapping[str, Any], options: Mapping[str, Any] | None = None) -> Self:
        """A state set up with the saved seats (and `options`), its generator, turns played
        and outcome as `data` has them: the game puts back the rest of its table."""
        state = cls([Seat.from_dict(s) for s in data["seats"]], 0, dict(options or {}))
        state.rng.set_state(data["rng"])
        state.turn_count = int(data["turn_count"])
        state._outcome = Outcome.from_dict(data["outcome"]) if data.get("outcome") else None
        return state
