"""What a game declares to be played by ear, and the small vocabulary every game shares.

A game's `ear.py` builds one `EarGame`: its help in sections, the facts its sighted table
shows (each a `Fact` on a key, naming the observation fields it tells), the one key that
says the most important thing now, and how its questions, choices and events are heard.
The dark table (table.py) plays any game so declared; it never names a game.

`Listener` is what the builders need besides the observation: the seats (names, and where
each sits in the stereo field) and the seat the table is heard from. `horn(seat)` is a
seat's own short motif, `number(n)` a count heard without words, `nope()` a refusal.
Only observations are read: a builder tells what that seat could see at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from castle_games.core.contract import Action, Event
from castle_games.core.seats import Seat
from castle_games.core.telling import N_, _
from castle_games.ui.ear.cues import Cue, cue, words

SEAT_SOUND = "ear-seat"      # a seat's motif: its own pitch, heard where the seat sits
TURN_SOUND = "turn-chime"    # a person is asked now
NOPE_SOUND = "nope"          # a key refused
COUNT_SOUND = "ear-count"    # a number heard without words: soft pips, tens as bells
MAX_SEATS = 5
PAN_WIDTH = 0.7              # the outermost seats, never wholly in one ear

Builder = Callable[[Any, "Listener"], list[Cue]]


@dataclass(frozen=True)
class Listener:
    """Who sits at the table and from which seat it is heard."""

    seats: tuple[Seat, ...]
    seat: int = 0  # the seat whose observation is heard

    def name(self, s: int | None) -> str:
        if s is None or not 0 <= s < len(self.seats):
            return _("nobody")
        return self.seats[s].name

    def pan(self, s: int | None) -> float:
        """Where a seat is heard: round the table from left to right."""
        n = len(self.seats)
        if s is None or n < 2 or not 0 <= s < n:
            return 0.0
        return PAN_WIDTH * (2.0 * s / (n - 1) - 1.0)


def horn(c: Listener, seat: int | None, speech: str | None = None) -> Cue:
    """A seat's motif (whose turn, who did it), with words where a voice speaks."""
    if seat is None:
        return words(speech or "")
    return cue(SEAT_SOUND, {"seat": seat % MAX_SEATS + 1}, pan=c.pan(seat), speech=speech)


def number(n: int, speech: str | None = None, pan: float = 0.0) -> Cue:
    """A count heard without words (0 is one low hum); after the words that name it."""
    return cue(COUNT_SOUND, {"n": max(0, min(99, n))}, pan=pan, speech=speech, quiet=True)


def nope(speech: str | None = None) -> Cue:
    return cue(NOPE_SOUND, speech=speech)


@dataclass(frozen=True)
class Fact:
    """One thing the sighted table shows, on a key."""

    key: str                 # the letter that asks for it (lower case)
    fields: tuple[str, ...]  # the observation fields it tells
    what: str                # N_-marked: what it tells, as the help says it
    build: Builder


def _no_keys(key: str, obs: Any, legal: Sequence[Action]) -> Action | None:
    return None


def _no_seek(key: str, obs: Any, legal: Sequence[Action], cursor: int | None) -> int | None:
    return None


def _refused(action: Action, obs: Any, why: str, c: Listener) -> list[Cue]:
    return [nope(why or _("That cannot be done now."))]


# TRANSLATORS: by ear, the keys every game shares; said as one section of the help.
COMMON_KEYS = N_(
    "Keys at every table by ear: the arrows walk through the choices, each one heard, and "
    "Enter takes the one you heard. Q asks the question again. W says the most important "
    "thing now. Space repeats what happened last; Page Up and Page Down walk back and "
    "forward through what happened. I gives a hint. H, pressed again, goes on to the next "
    "part of this help. V says less or more. Escape opens the menu.")


@dataclass(frozen=True)
class EarGame:
    """A game as it is played by ear (the game's ear.py makes one)."""

    title: str                       # N_: "Knobelschatz by ear"
    help: tuple[str, ...]            # N_: the game's own help, one section each
    facts: tuple[Fact, ...]          # every fact the sighted table shows, on its key
    now: Builder                     # W: the most important thing now
    question: Callable[[Any, Sequence[Action], Listener], list[Cue]]
    choice: Callable[[Action, Any, Listener], list[Cue]]
    event: Callable[[Event, Listener], list[Cue]]
    keys: Callable[[str, Any, Sequence[Action]], Action | None] = _no_keys
    # A key that finds a choice without taking it (a section's number among many slots):
    # the index of the choice to hear, from the one heard last (`cursor`); Enter takes it.
    seek: Callable[[str, Any, Sequence[Action], int | None], int | None] = _no_seek
    refused: Callable[[Action, Any, str, Listener], list[Cue]] = _refused
    sounds: tuple[str, ...] = ()  # rendered before the first is needed
    # The observation fields every question tells (whose turn, what is asked): Q says
    # them again, so they need no fact key of their own.
    question_fields: tuple[str, ...] = ()

    def fact(self, key: str) -> Fact | None:
        return next((f for f in self.facts if f.key == key), None)

    def facts_help(self) -> str:
        return " ".join(_(f.what) for f in self.facts)

    def help_sections(self) -> list[str]:
        """The help as the H key walks it: the game, its keys, what can be asked, the
        keys every table shares."""
        return [_(s) for s in self.help] + [
            _("What you can ask for: {facts}").format(facts=self.facts_help()), _(COMMON_KEYS)]
