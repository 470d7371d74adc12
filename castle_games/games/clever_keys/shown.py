"""The Clever Keys room as drawn right now.

`Shown` is the one place where the picture of the room is kept: the painter draws only from
it (and from the gem scenes, which are pictures too), the animations move it from how the
room was before an event to how it is after, and the scene brings it up to date from the
seat's observation when nothing runs. It lags behind the rules while animations run. The
blocked slots are in it only once the board is lifted at the end.

"""

from __future__ import annotations

from dataclasses import dataclass

from castle_games.games.clever_keys.key_slot import FULL_DEPTH_MM, JAM_DEPTH_MM
from castle_games.games.clever_keys.observe import CleverKeysObservation


@dataclass
class Shown:
    """The room as drawn right now (lags behind the rules state while animations run)."""

    keys: dict[str, tuple[int, int] | None]
    jammed: dict[str, bool]
    locked: set[int]
    chamber: int
    corner: int
    piles: list[int]
    current: int
    reward: int = 0
    placements: int = 0
    turn_key: str | None = None
    hatch: float = 0.0                      # 0 closed .. 1 open
    moving: str | None = None               # a key drawn by its animation, not in a slot
    blocked: list[int] | None = None        # only once the board is lifted at the end
    winners: tuple[int, ...] = ()
    counting: int = 0                       # the number said aloud while paying out
    paying: int | None = None               # the seat whose tray gems are flying into

    @classmethod
    def from_observation(cls, o: CleverKeysObservation) -> Shown:
        """The room as a seat sees it now, with every move's animation already over."""
        keys = {k: (None if p is None else (p["section"], p["slot"])) for k, p in o["keys"].items()}
        jammed = {k: bool(p and p["jammed"]) for k, p in o["keys"].items()}
        return cls(keys, jammed, set(o["locked"]), o["chamber"], o["corner"], list(o["piles"]),
                   o["current"], o["reward"], o["placements"], o["turn_key"])


def key_elevation(shown: Shown, key: str) -> float:
    """Tip height above the floor (mm) of a key standing in its slot: below zero, inside."""
    return -(JAM_DEPTH_MM if shown.jammed.get(key) else FULL_DEPTH_MM)
