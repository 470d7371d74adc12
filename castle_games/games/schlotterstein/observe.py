"""What one seat sees at the Schlotterstein table: the shape of its observation.

`rules.observation(state, seat)` makes one; bots, the hint and the view read it by key,
and these types say which keys there are. At run time an observation is a plain dict
(JSON-safe). A ghost card's residents are in it only while the card is face up.
"""

from __future__ import annotations

from typing import TypedDict


class CardSeen(TypedDict):
    """The ghost card while it is face up."""

    number: int
    residents: list[str]


class SchlottersteinObservation(TypedDict):
    """The castle path, the residents and the ghost card as one seat sees them."""

    seat: int                    # who looks
    players: int
    phase: str
    round: int
    rounds: int
    leader: int                  # the leading ghost of this round
    current: int | None          # the seat scaring now (None outside the scaring)
    passed: list[bool]           # each seat has rung the bell during this scaring
    middle: list[str]            # the residents still in the middle
    scared: list[list[str]]      # the residents each seat scared this round
    positions: list[int]         # each ghost's place on the path
    path_length: int
    pile_size: int
    reveal_min: float            # how long the card may be looked at, in seconds
    reveal_max: float
    reveal_seconds: float | None  # this card's look
    card: CardSeen | None        # None while face down
