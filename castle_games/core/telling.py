"""The pieces every game's story is told with (games/<game>/story.py): the translation hook,
a player's name, "Anna, Ben and Robo", and the table from event kinds to sentences.

A game's story turns each rules event into one plain sentence that a player would tell
("Robo took a chest from Anna."), for the log and the "since your last move" card. Every
sentence is one whole string with named placeholders, passed through `_` so that a
catalogue can translate it whole; nothing here imports pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from castle_games.core.seats import Seat

Sentence = Callable[[Any, Sequence[Seat]], "str | None"]


def _(text: str) -> str:
    """A sentence to translate (the gettext catalogue hooks in here)."""
    return text


def name(seats: Sequence[Seat], seat: Any) -> str:
    """The player's name at `seat`, or "Somebody" for a seat the table does not have."""
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(seats):
        return seats[seat].name
    return _("Somebody")


def joined(words: Sequence[str]) -> str:
    """'Anna', 'Anna and Ben', 'Anna, Ben and Robo'."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


class Story:
    """A game's sentences by event kind; the kinds in `quiet` are told by no line (the
    table shows them, or they are bookkeeping)."""

    def __init__(self, say: Mapping[str, Sentence], quiet: frozenset[str] = frozenset()) -> None:
        self.say = dict(say)
        self.quiet = frozenset(quiet)

    def knows(self, kind: str) -> bool:
        return kind in self.say or kind in self.quiet

    def describe(self, event: Any, seats: Sequence[Seat]) -> str | None:
        sentence = self.say.get(type(event).__name__)
        return sentence(event, seats) if sentence is not None else None
