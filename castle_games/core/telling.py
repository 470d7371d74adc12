"""The pieces every game's story is told with (games/<game>/story.py): the translation hook,
a player's name, "Anna, Ben and Robo", and the table from event kinds to sentences.

A game's story turns each rules event into one plain sentence that a player would tell
("Robo took a chest from Anna."), for the log and the "since your last move" card. Every
sentence is one whole string with named placeholders, passed through `_` so that a
catalogue can translate it whole; nothing here imports pygame.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from castle_games.core.languages import N_, _, ngettext, number, pgettext
from castle_games.core.seats import Seat

__all__ = ["N_", "Sentence", "Story", "_", "joined", "name", "ngettext", "number", "pgettext",
           "winning"]

Sentence = Callable[[Any, Sequence[Seat]], "str | None"]


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


def winning(seats: Sequence[Seat], winners: Sequence[int], alone: str, together: str,
            **fields: Any) -> str | None:
    """The winners told by one of two whole sentences: `alone` with {player} ("{player}
    wins!"), `together` with {players} ("{players} win together!"); None for nobody."""
    names = [name(seats, w) for w in winners]
    if not names:
        return None
    if len(names) == 1:
        return alone.format(player=names[0], **fields)
    return together.format(players=joined(names), **fields)


class Story:
    """A game's sentences by event kind, each function declared with `@story.says("Kind")`
    beside its words; the kinds in `quiet` are told by no line (the table shows them, or
    they are bookkeeping)."""

    def __init__(self, quiet: frozenset[str] = frozenset()) -> None:
        self.say: dict[str, Sentence] = {}
        self.quiet = frozenset(quiet)

    def says(self, *kinds: str) -> Callable[[Sentence], Sentence]:
        def register(sentence: Sentence) -> Sentence:
            for kind in kinds:
                self.say[kind] = sentence
            return sentence
        return register

    def plainly(self, kind: str, sentence: str) -> None:
        """A sentence filled from the event as it is: {player} is the name at its seat, and
        every field of the event by its own name ({key}, {colour}). `sentence` is the
        English, marked N_ where it is declared; it is translated each time it is told."""
        def tell(e: Any, seats: Sequence[Seat]) -> str:
            fields = {f.name: getattr(e, f.name) for f in dataclasses.fields(e)}
            return _(sentence).format(player=name(seats, e.seat), **fields)
        self.say[kind] = tell

    def knows(self, kind: str) -> bool:
        return kind in self.say or kind in self.quiet

    def describe(self, event: Any, seats: Sequence[Seat]) -> str | None:
        sentence = self.say.get(type(event).__name__)
        return sentence(event, seats) if sentence is not None else None
