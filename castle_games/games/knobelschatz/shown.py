"""The Knobelschatz table as drawn right now, and what an animation may ask of the scene.

`Shown` is the one place where the picture of the table is kept: the painter draws only
from it, the animations move it from how the table was before an event to how it is
after, and the scene brings it up to date from the seat's observation when nothing runs.
It lags behind the rules while animations run. The chest values are in it only once the
rules have turned every chest over.

`Stage` is the scene as an animation sees it (a Protocol, so that this module and the
animations need not import the view).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from castle_games.games.knobelschatz.layout import Layout
from castle_games.games.knobelschatz.observe import KnobelschatzObservation
from castle_games.games.knobelschatz.rules import RESOLVE
from castle_games.ui.anim import TableStage


@dataclass
class Shown:
    """The table as drawn right now (lags behind the rules state while animations run)."""

    hand_sizes: list[int]
    pile: int
    dog: int | None
    current: int
    dice: list[int] = field(default_factory=list)   # faces of this turn's roll
    used: list[bool] = field(default_factory=list)  # per die: already resolved
    dice_known: bool = False                        # the dice have settled
    hands: list[list[int]] | None = None            # values, once revealed
    flips: list[list[float]] | None = None          # per card 0 (back) .. 1 (front)
    counted: list[int] | None = None                # running totals during the count
    winners: tuple[int, ...] = ()
    # The wooden watchdog's pose: where it stands, its leg step, barking, facing.
    dog_pos: tuple[float, float] = (0.0, 0.0)
    dog_step: int = 0
    dog_barking: bool = False
    dog_facing_left: bool = True

    @classmethod
    def from_observation(cls, obs: KnobelschatzObservation, layout: Layout) -> Shown:
        """The table as a seat sees it now, with every move's animation already over."""
        shown = cls(list(obs["hand_sizes"]), int(obs["pile_size"]), obs["dog"], obs["current"])
        shown.sit_dog(obs["dog"], layout)
        if obs["phase"] == RESOLVE:
            shown.dice = list(obs["dice"])
            pending = list(obs["pending"])
            shown.used = []
            for f in shown.dice:
                if f in pending:
                    pending.remove(f)
                    shown.used.append(False)
                else:
                    shown.used.append(True)
            shown.dice_known = True
        return shown

    def sit_dog(self, seat: int | None, layout: Layout) -> None:
        """The dog at rest beside its owner (beside the pile before anybody rolled it)."""
        self.dog = seat
        self.dog_pos = layout.dog_spot(seat)
        self.dog_step, self.dog_barking = 0, False
        self.dog_facing_left = layout.dog_faces_left(seat)

    def use_die(self, face: int) -> None:
        """Mark one die of this face done; dog dice all at once (there is one dog)."""
        for i, f in enumerate(self.dice):
            if f == face and not self.used[i]:
                self.used[i] = True
                if face != 0:
                    return

    def clear_dice(self) -> None:
        self.dice, self.used, self.dice_known = [], [], False


class Stage(TableStage, Protocol):
    """What an animation uses of the scene: the shown table, the places, the dice, sound."""

    shown: Shown
    layout: Layout
    tray: Any

    def throw(self, faces: Any) -> None: ...

    def stop_dice(self, faces: Any) -> None: ...

    def contact_sound(self, contact: Any) -> None: ...

    def draw_bubble(self, canvas: pygame.Surface, seat: int, lines: list[str]) -> None: ...
