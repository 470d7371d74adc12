"""What a person at the Seven Locks table takes in of an event: the one place where the
table's events become what a computer player or a hint is told (`GAME.perceive`).

A pearl's fall is heard, not measured: a seat is told `PearlHeard` with the depth its ears
give it, never the drop as the rules made it (`PearlDropped`, with the chamber's exact depth
and fall time, which only the views get, to act the fall out). How well a seat hears is
`hear`'s business alone: for now the ear is exact, and a hearing error model (by seat, by
loudness, by how many pearls fell at once) slots in there without a bot or a hint changing.
Whatever else happens at the table (a key tried, a tower opened) is seen as it is.
"""

from __future__ import annotations

from castle_games.core.contract import Event
from castle_games.games.seven_locks.moves import PearlDropped, PearlHeard


def hear(drop: PearlDropped, seat: int) -> float:
    """How deep the pearl of `drop` sounds to a person in `seat`, in millimetres."""
    return float(drop.fall_depth_mm)


def perceive(event: Event, seat: int) -> Event:
    """`event` as a person in `seat` takes it in."""
    if isinstance(event, PearlDropped):
        return PearlHeard(event.seat, event.tower, hear(event, seat), event.pearls_below,
                          event.setup)
    return event
