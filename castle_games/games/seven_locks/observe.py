"""What one seat sees at the Seven Locks table: the shape of its observation.

`rules.observation(state, seat)` makes one; bots, the hint and the view read it by key,
and these types say which keys there are. At run time an observation is a plain dict
(JSON-safe: the hidden-information tests compare it as such). The chamber under a closed tower is never in it.
"""

from __future__ import annotations

from typing import NotRequired

from castle_games.core.table_state import SeenBy


class SevenLocksObservation(SeenBy):
    """The castle as one seat sees it (towers and seats as the rules number them:
    towers 1..7, keys and chambers 1..8, seats from 0)."""

    to_move: int | None             # the seat asked now (None: the game is over)
    phase: str                      # rules.PHASES
    strategists: bool               # the strategists' variant (arms may be withdrawn)
    bin: int                        # pearls left in the bin
    boxes: list[int]                # each seat's pearls
    unclaimed: int                  # pearls left over when the last tower was shared
    standing: list[bool]            # per place 1..7: is a tower still there
    tower_pearls: list[int]         # pearls in each tower, per place
    opened: list[list[int]]         # [tower, chamber] of each opened tower, in order
    keys_left: list[int]            # keys still in the row
    keymaster: int | None           # the tower the keymaster stands on
    die: list[int] | None           # [pearls, steps] of this turn's roll
    to_throw: int                   # pearls still to throw this turn
    thrown: list[int]               # towers a pearl went into this turn
    reachable: list[int]            # towers the keymaster may walk to (while moving)
    key: int | None                 # the key chosen this turn
    arms: list[int]                 # each seat's coats of arms left
    joiners: list[int]              # seats that joined this opening, in order
    asking: list[int]               # seats still to be asked (arms, withdrawing, guessing)
    guesses: list[list[int]]        # [seat, key] of each enchanted-key guess
    turn_count: int
    chambers: NotRequired[list[int]]  # only at the end: the towers are lifted


# What is on the table from a certain phase on: None before it, which a computer player
# asking in that phase would be a mistake of its own (said as such, not played on).
def keymaster_tower(obs: SevenLocksObservation) -> int:
    """The tower the keymaster stands on (placed by the game's first move)."""
    tower = obs["keymaster"]
    if tower is None:
        raise ValueError("the keymaster has not been placed yet")
    return tower


def chosen_key(obs: SevenLocksObservation) -> int:
    """The key taken this turn (from choosing it until it is tried)."""
    key = obs["key"]
    if key is None:
        raise ValueError("no key has been taken this turn")
    return key


def steps_rolled(obs: SevenLocksObservation) -> int:
    """How many steps this turn's roll lets the keymaster walk (after the roll)."""
    die = obs["die"]
    if die is None:
        raise ValueError("the die has not been rolled this turn")
    return die[1]
