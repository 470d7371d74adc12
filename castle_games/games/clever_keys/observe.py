"""What one seat sees at the Clever Keys table: the shape of its observation.

`rules.observation(state, seat)` makes one; bots, the hint and the view read it by key,
and these types say which keys there are. At run time an observation is a plain dict
(JSON-safe). The blocked slots are never in it until the board is lifted at the end.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from castle_games.core.table_state import SeenBy


class KeySeen(TypedDict):
    """A key standing in the board."""

    section: int
    slot: int
    jammed: bool  # it jams where it stands now (earlier jams are remembered, not shown)


class CleverKeysObservation(SeenBy):
    """The key board as one seat sees it."""

    over: bool
    keys: dict[str, KeySeen | None]  # each key ("A".."C") where it stands, None beside the board
    locked: list[int]                # sections a jammed key locks
    jammed: list[list[int]]          # [section, slot] of each key jammed now
    chamber: int                     # gems left in the treasure chamber
    piles: list[int]                 # each seat's gems
    corner: int                      # gems a jam sent rolling into the open corner
    reward: int                      # gems this turn has earned so far
    placements: int                  # keys pushed in this turn
    max_placements: int
    turn_key: str | None             # the key this turn moves (after its first push)
    blocked: NotRequired[list[int]]  # only at the end: the blocked slot of each section
