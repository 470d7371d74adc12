"""The rules contract every game module keeps (see DESIGN.md, "The rules contract").

A game module exposes a `GAME` (a `GameDef`) whose `new(seats, seed, options)` makes a
`State`. The state answers `to_move`, `legal_actions()`, `apply(action) -> [Event]`,
`outcome`, and round-trips through `to_dict()` / `from_dict()`. (What the five boxes'
states keep alike is in `core/table_state.py`, a base a game may build on.)

`GameDef[S, Obs]` is generic over the game's state class S and its observation Obs (a
TypedDict in the game's `observe.py`): `GameDef[SevenLocksState, SevenLocksObservation]`
says what `new` makes and what `observation(state, seat)` gives, so a game's bots, hints
and view are type-checked against the keys its observation really has.

Actions and events are small frozen dataclasses. Their names and fields read like the
rulebook; `action_to_dict` / `action_from_dict` turn them into JSON and back so that a
game can be saved as its seed plus its list of actions; `Outcome.highest` is the usual
"most points wins" ending.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from castle_games.core.languages import _
from castle_games.core.seats import Seat


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state it was offered to is left exactly
    as it was.

    `reason` is a whole English sentence with named {placeholders}, marked for the
    catalogue with N_ where it is raised (`IllegalAction(N_("no die shows {face}"),
    face=...)`), and `fields` fill it: the rules give data, the words are made where they
    are shown. `str()` is the English (for logs and the command line); `told()` is the
    sentence in the language in use, with every word-valued field translated too.
    """

    def __init__(self, reason: str = "", **fields: Any) -> None:
        self.reason = reason
        self.fields = fields
        super().__init__(reason.format(**fields) if fields else reason)

    def told(self) -> str:
        words = {k: _(v) if isinstance(v, str) else v for k, v in self.fields.items()}
        return _(self.reason).format(**words) if words else _(self.reason)


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
    carries a secret that the seats could not see or hear at a real table; what a person
    in a seat takes in of one (a drop heard, not its depth measured) is `GameDef.perceive`.
    """

    @property
    def kind(self) -> str:
        return type(self).__name__

    def to_dict(self) -> dict[str, Any]:
        return action_to_dict(self)


@dataclass(frozen=True)
class Outcome:
    """How a game ended: scores per seat and the winners (several on a tie, none possible)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    # Why it ended: an English catalogue message (marked N_ where the rules say it) with
    # named {placeholders} filled from `fields` (a seat number is told as {player}).
    reason: str = ""
    fields: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def highest(cls, scores: Sequence[int], reason: str) -> Outcome:
        """The highest score wins; tied at the top, all of them win."""
        best = max(scores)
        return cls(tuple(scores), tuple(i for i, s in enumerate(scores) if s == best), reason)

    def told(self, seats: Sequence[Seat]) -> str:
        """The reason in the language in use, the seat named by its player."""
        fields = dict(self.fields)
        seat = fields.pop("seat", None)
        if isinstance(seat, int) and 0 <= seat < len(seats):
            fields["player"] = seats[seat].name
        return _(self.reason).format(**fields) if self.reason else ""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"scores": list(self.scores), "winners": list(self.winners),
                                "reason": self.reason}
        if self.fields:
            data["fields"] = dict(self.fields)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Outcome:
        fields = data.get("fields") or {}
        return cls(tuple(data["scores"]), tuple(data["winners"]), data.get("reason", ""),
                   tuple(sorted(dict(fields).items())))


@dataclass(frozen=True)
class Option:
    """A setup choice shown on the seat-setup screen (e.g. the strategists' variant).

    `label` and `choice_labels` (the words for each of `choices`, in order) are English
    catalogue messages, marked with N_ where the option is declared."""

    key: str
    label: str
    default: Any
    choices: tuple[Any, ...] = ()
    house_rule: bool = False
    choice_labels: tuple[str, ...] = ()

    def allows(self, value: Any) -> bool:
        """Whether `value` is one this option can take: one of its choices (of the same
        type: True is not 1), or, without choices, of its default's type (a whole number
        for a decimal one too)."""
        if self.choices:
            return any(type(value) is type(c) and value == c for c in self.choices)
        default = self.default
        return type(value) is type(default) or (isinstance(default, float)
                                                and type(value) is int)


@runtime_checkable
class State(Protocol):
    @property
    def seats(self) -> Sequence[Seat]: ...

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


S = TypeVar("S", bound=State)  # a game's state class
S_co = TypeVar("S_co", bound=State, covariant=True)
# What one seat sees: a game's observation TypedDict (plain dicts at run time, so saves,
# JSON and the hidden-information tests compare them as before). Contravariant where it is
# what a player is given: a player of any observation at all (RandomBot) sits at every table.
Obs = TypeVar("Obs", bound=Mapping[str, Any])
Obs_contra = TypeVar("Obs_contra", bound=Mapping[str, Any], contravariant=True)


class StateType(Protocol[S_co]):
    """A game's State class as the contract uses it: called to set up a table, asked to
    rebuild a saved one."""

    def __call__(self, seats: list[Seat], seed: int, options: dict[str, Any]) -> S_co: ...

    def from_dict(self, data: Mapping[str, Any]) -> S_co: ...


@dataclass(frozen=True)
class GameDef(Generic[S, Obs]):
    """What the app and the command line need to know of one game's rules.

    `state_type` is the game's State class: `state_type(seats, seed, options)` sets up the
    table, `state_type.from_dict(data)` rebuilds a saved one. `observation(state, seat)` is
    what that seat sees (DESIGN.md: the one way hidden information reaches bots and views).
    """

    id: str
    title: str
    min_players: int
    max_players: int
    state_type: StateType[S]
    action_types: tuple[type[Action], ...]
    observation: Callable[[S, int], Obs]
    options: tuple[Option, ...] = ()
    house_rules: tuple[str, ...] = field(default=())
    # (event, seat) -> what a person in that seat takes in of it (a drop is a sound heard,
    # not a depth measured), or None when nothing; None here: each event as it is. The one
    # place where the table's events become what a computer player or a hint is told.
    perceive: Callable[[Event, int], Event | None] | None = None
    # May a person take back this move (a misclick)? (the move, the events it made) -> None
    # when it revealed nothing and drew no chance, else why not: an N_ catalogue sentence
    # ("the die has been rolled"). None here: the game has no take-back.
    take_back: Callable[[Action, Sequence[Event]], str | None] | None = None

    @classmethod
    def declared(cls, box: Any, *, state_type: StateType[S], observation: Callable[[S, int], Obs],
                 **rules: Any) -> GameDef[S, Obs]:
        """The rules of the game a plugin declares (its manifest, `box`): the id, the title
        and the players come from the declaration, once; `rules` give the rest."""
        return cls(id=box.id, title=box.title, min_players=box.min_players,
                   max_players=box.max_players, state_type=state_type,
                   observation=observation, **rules)

    def new(self, seats: Sequence[Seat], seed: int,
            options: Mapping[str, Any] | None = None) -> S:
        """A new game at the start; the box's player counts only, the defaults filled in."""
        n = len(seats)
        if not self.min_players <= n <= self.max_players:
            raise PlayerCountError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {n}")
        return self.state_type(list(seats), int(seed), {**self.default_options(), **dict(options or {})})

    def from_dict(self, data: Mapping[str, Any]) -> S:
        return self.state_type.from_dict(data)

    def perceived(self, events: Sequence[Event], seat: int) -> list[Event]:
        """What a person in `seat` perceives of these events, each as the seat takes it in.
        Bots and hints are told these and nothing else (a view is given the events as the
        table made them, and acts them out)."""
        if self.perceive is None:
            return list(events)
        taken_in = (self.perceive(event, seat) for event in events)
        return [event for event in taken_in if event is not None]

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:
        return action_from_dict(data, self.action_types)

    def play_out(self, state: S, actions: Sequence[Mapping[str, Any]]
                 ) -> Iterator[tuple[int | None, Action, list[Event]]]:
        """Play logged moves (as a save keeps them) on `state`, one by one: for each, the
        seat that moved, the move, and the events that followed. Resuming, playing a turn
        again and telling the game's story all replay a game this one way."""
        for data in actions:
            action = self.action_from_dict(data)
            seat = state.to_move
            yield seat, action, state.apply(action)


def take_back_rule(moves: tuple[type, ...], refused: Mapping[type, Any],
                   other: str) -> Callable[[Action, Sequence[Event]], str | None]:
    """A game's take-back rule (GameDef.take_back) from what the table knows: the kinds of
    move a person may take back (`moves`); the events that forbid it, each with its reason
    (an N_ sentence, or a function of the event giving one or None: a chest from the pile is
    a chance draw, one from a neighbour is not); and the reason for any other move."""
    def take_back(action: Action, events: Sequence[Event]) -> str | None:
        for event in events:
            reason = refused.get(type(event))
            if callable(reason):
                reason = reason(event)
            if reason:
                return reason
        return None if isinstance(action, moves) else other
    return take_back


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
