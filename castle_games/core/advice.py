"""A hint: one good legal move for the seat to move, and why, in a child's words.

A game offers hints by declaring a computer level called "hint" (its `bot:BOTS`): a bot
that, besides `choose`, can `advise(observation, legal) -> Advice`. Like every bot it
sees only its seat's observation and the events that seat perceived, so a hint can never
tell what the box hides. Its `choose` follows its own advice, so `simulate GAME --bots
hint,easy` measures how good the advice is.

The reason is a catalogue sentence (marked N_ where the game writes it) with named
{placeholders} filled from `fields`, told in the language in use where it is shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, runtime_checkable

from castle_games.core.contract import Action, Event, Obs, Obs_contra
from castle_games.core.languages import _

HINT_LEVEL = "hint"


@dataclass(frozen=True)
class Advice:
    """What the hint says: do `action`, because `reason` (a catalogue sentence)."""

    action: Action
    reason: str
    fields: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, action: Action, reason: str, **fields: Any) -> Advice:
        return cls(action, reason, tuple(sorted(fields.items())))

    def told(self) -> str:
        """The reason in the language in use (word-valued fields are catalogue words too:
        a tower's or a card's name)."""
        words = {k: _(v) if isinstance(v, str) else v for k, v in self.fields}
        return _(self.reason).format(**words) if words else _(self.reason)

    def __repr__(self) -> str:
        return f"Advice({self.action!r}, {self.told()!r})"


@runtime_checkable
class Adviser(Protocol[Obs_contra]):
    """A bot that can explain its choice (the "hint" level of a game)."""

    seat: int

    def advise(self, observation: Obs_contra, legal: Sequence[Action]) -> Advice: ...

    def notice(self, events: Sequence[Event]) -> None: ...


def advised(adviser: Any, observation: Mapping[str, Any], legal: Sequence[Action]) -> Advice | None:
    """The adviser's advice when it is one of `legal`; None when there is nothing to choose
    or the advice is not a legal move (a mistake in the game's adviser, not the child's)."""
    if not legal or not isinstance(adviser, Adviser):
        return None
    advice = adviser.advise(observation, legal)
    return advice if advice.action in legal else None


class FollowsAdvice(Generic[Obs]):
    """Mixin for a game's hint bot (`FollowsAdvice[ItsObservation]`, first among its
    bases): `choose` is the action of its own `advise`, which the hint bot defines."""

    def advise(self, observation: Obs, legal: Sequence[Action]) -> Advice:
        raise NotImplementedError("a hint bot says its advice")

    def choose(self, observation: Obs, legal: Sequence[Action]) -> Action:
        return self.advise(observation, legal).action
