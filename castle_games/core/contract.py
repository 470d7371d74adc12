"""The rules contract every game module keeps (see DESIGN.md, "The rules contract").

A game module exposes a `GAME` (a `GameDef`) whose `new(seats, seed, options)` makes a
`State`. The state answers `to_move`, `legal_actions()`, `apply(action) -> [Event]`,
`outcome`, and round-trips through `to_dict()` / `from_dict()`. `TableState` is the part
of a state every game keeps alike (seats, generator, whose turn, turns played, the end and
their place in a save); a game's state class builds on it and adds only its own table.

Actions and events are small frozen dataclasses. Their names and fields read like the
rulebook; `action_to_dict` / `action_from_dict` turn them into JSON and back so that a
game can be saved as its seed plus its list of actions. What several games share is kept
here once: the `TurnPassed` event, `Outcome.highest`, the `STARTER` option, `is_int_in`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, Self, runtime_checkable

from castle_games.core.rng import Rng
from castle_games.core.seats import Seat

OVER = "over"  # the phase of a finished game, in every game


class IllegalAction(ValueError):
    """An action the rules do not allow now. The message is for a player to read.

    The state it was offered to is left exactly as it was.
    """


class UnknownAction(IllegalAction):
    """A saved or typed action whose kind this game does not know."""


class PlayerCountError(ValueError):
    """A game asked for with more or fewer seats than its box is made for."""


@dataclass(frozen=True)
class Action:
    """Base of every game's actions. Subclasses are frozen dataclasses."""

    def to_dict(self) -> dict[str, Any]:
        return action_to_dict(self)


@dataclass(frozen=True)
class Event:
    """Something that happened at the table, in the order it happened.

    Views turn events into animation and sound; bots learn from them. An event never
    carries a secret that the seats could not see or hear at a real table; a game whose
    events do (a card only its owner peeks at) filters them with `GameDef.visible_events`.
    """

    @property
    def kind(self) -> str:
        return type(self).__name__

    def to_dict(self) -> dict[str, Any]:
        return action_to_dict(self)


@dataclass(frozen=True)
class TurnPassed(Event):
    """The turn passes on to the next player."""

    seat: int  # whose turn it is now


@dataclass(frozen=True)
class Outcome:
    """How a game ended: scores per seat and the winners (several on a tie, none possible)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str = ""

    @classmethod
    def highest(cls, scores: Sequence[int], reason: str) -> Outcome:
        """The highest score wins; tied at the top, all of them win."""
        best = max(scores)
        return cls(tuple(scores), tuple(i for i, s in enumerate(scores) if s == best), reason)

    def to_dict(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "winners": list(self.winners), "reason": self.reason}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Outcome:
        return cls(tuple(data["scores"]), tuple(data["winners"]), data.get("reason", ""))


@dataclass(frozen=True)
class Option:
    """A setup choice shown on the seat-setup screen (e.g. the strategists' variant)."""

    key: str
    label: str
    default: Any
    choices: tuple[Any, ...] = ()
    house_rule: bool = False


@runtime_checkable
class State(Protocol):
    seats: Sequence[Seat]

    @property
    def to_move(self) -> int | None: ...

    @property
    def outcome(self) -> Outcome | None: ...

    @property
    def turn_count(self) -> int: ...

    def legal_actions(self) -> list[Action]: ...

    def apply(self, action: Action) -> list[Event]: ...

    def to_dict(self) -> dict[str, Any]: ...

    def check(self) -> None:
        """Raise ValueError if the table does not add up (run after every action in tests)."""


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

    def seen_by(self, seat: int) -> dict[str, Any]:
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


STARTER = Option("starter", "Who begins", 0)  # the usual setup choice of who begins


@dataclass(frozen=True)
class GameDef:
    """What the app and the command line need to know of one game's rules.

    `state_type` is the game's State class: `state_type(seats, seed, options)` sets up the
    table, `state_type.from_dict(data)` rebuilds a saved one.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    state_type: type
    action_types: tuple[type[Action], ...]
    observation: Callable[[Any, int], Mapping[str, Any]]
    options: tuple[Option, ...] = ()
    house_rules: tuple[str, ...] = field(default=())
    # events -> the part of them one seat perceives; None means every seat perceives all.
    visible_events: Callable[[Sequence[Event], int], list[Event]] | None = None

    def new(self, seats: Sequence[Seat], seed: int,
            options: Mapping[str, Any] | None = None) -> Any:
        """A new game at the start; the box's player counts only, the defaults filled in."""
        n = len(seats)
        if not self.min_players <= n <= self.max_players:
            raise PlayerCountError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {n}")
        return self.state_type(list(seats), int(seed), {**self.default_options(), **dict(options or {})})

    def from_dict(self, data: Mapping[str, Any]) -> Any:
        return self.state_type.from_dict(data)

    def events_for(self, events: Sequence[Event], seat: int) -> list[Event]:
        if self.visible_events is None:
            return list(events)
        return self.visible_events(events, seat)

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:
        return action_from_dict(data, self.action_types)


def is_int_in(value: object, low: int, high: int) -> bool:
    """Whether an action's field (typed, or read from a save) is a whole number from `low`
    to `high`. bool is an int in Python: a saved `true` must not pass for 1."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def action_to_dict(obj: Any) -> dict[str, Any]:
    """A frozen dataclass as {"type": ClassName, field: value, ...} (tuples become lists)."""
    out: dict[str, Any] = {"type": type(obj).__name__}
    for f in dataclasses.fields(obj):
        out[f.name] = _jsonable(getattr(obj, f.name))
    return out


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return action_to_dict(value)
    return value


def action_from_dict(data: Mapping[str, Any], types: Sequence[type[Action]]) -> Action:
    by_name = {t.__name__: t for t in types}
    name = data.get("type")
    cls = by_name.get(name)  # type: ignore[arg-type]
    if cls is None:
        raise UnknownAction(f"this game has no action called {name!r}")
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name in data:
            value = data[f.name]
            kwargs[f.name] = tuple(value) if isinstance(value, list) else value
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise UnknownAction(f"the saved action {name!r} is incomplete: {exc}") from exc
