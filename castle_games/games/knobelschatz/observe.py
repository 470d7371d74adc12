"""What one seat sees at the Knobelschatz table: the shape of its observation.

`rules.observation(state, seat)` makes one; bots, the hint and the view read it by key,
and these types say which keys there are. At run time an observation is a plain dict
(JSON-safe). How many chests lie where is seen, never what they are worth, until the end.
"""

from __future__ import annotations

from typing import NotRequired

from castle_games.core.table_state import SeenBy


class KnobelschatzObservation(SeenBy):
    """The chests, the dog and the dice as one seat sees them."""

    phase: str
    hand_sizes: list[int]                # chests in front of each seat, face down
    pile_size: int                       # chests left in the pile
    dog: int | None                      # the seat the dog guards
    dice: list[int]                      # this roll's faces
    pending: list[int]                   # pip faces still to resolve this roll
    hands: NotRequired[list[list[int]]]  # only at the end: every chest turned over
