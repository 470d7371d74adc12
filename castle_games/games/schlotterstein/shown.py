"""What the Schlotterstein table shows right now, and what its animations may touch.

`Shown` is the one picture of the table the painter draws: it lags behind the rules while
animations run and is brought up to date from the seat's observation when they are done.
`Stage` is what an animation is handed (the scene): the shown table, the sounds and the
few scene methods an animation may call. Both sit below the animations and the painter,
so that neither needs the scene's module.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from castle_games.ui.anim import TableStage


@dataclass
class Shown:
    """The table as drawn right now (lags behind the rules state while animations run)."""

    middle: set[str]                        # resident cards lying in the ring
    scared: list[list[str]]                 # in front of each player, in scaring order
    positions: list[float]                  # the ghosts on the path (fractional mid-glide)
    path_length: int
    passed: list[bool]
    leader: int
    current: int | None                     # whose turn to scare (None: nobody's)
    round: int
    pile: int                               # ghost cards still face down in the pile
    card: int | None = None                 # the card face up (None while face down)
    card_at: str = "none"                   # none | show | down | check | moving
    marks: list[dict[str, bool]] = field(default_factory=list)  # checked: right or wrong
    found: set[str] = field(default_factory=set)  # circled on the card at the check
    last: list[int] | None = None           # the last check's step per seat
    winners: tuple[int, ...] = ()
    bubble: tuple[int, str] | None = None   # a player says something (an English msgid)
    bell_swing: float = 0.0                 # 1 when the bell has just rung .. 0 at rest

    def grow_path(self, position: float) -> None:
        """A ghost going past the end: lay one more path card (as the rulebook says)."""
        need = int(-(-position // 1))
        if need > self.path_length:
            self.path_length = need


class Stage(TableStage, Protocol):
    """The scene as its animations see it."""

    shown: Shown
    layout: Any
    painter: Any
    seats: Any
    reveal_t: float

    def voice(self, seat: int) -> str: ...

    def seat_pan(self, seat: int) -> float: ...

    def start_reveal(self) -> None: ...

    def stop_reveal(self) -> None: ...


def lerp_rect(a: pygame.Rect, b: pygame.Rect, p: float) -> pygame.Rect:
    return pygame.Rect(round(a.x + (b.x - a.x) * p), round(a.y + (b.y - a.y) * p),
                       max(1, round(a.w + (b.w - a.w) * p)), max(1, round(a.h + (b.h - a.h) * p)))
