"""The table as the Seven Locks view draws it, and what its animations may ask of the scene.

`Shown` lags behind the rules while animations run: each animation moves it from how the
table was before its event to how it is after (anims.py, acts.py), and the painter draws
only it. `Stage` is the part of the scene that the animations, the painter, the words and
the dialogs use; it lives here, below all of them, so that none of them imports the view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from castle_games.games.seven_locks.observe import SevenLocksObservation
from castle_games.ui.anim import TableStage


@dataclass
class Shown:
    """The table as drawn right now (lags behind the rules state while animations run)."""

    bin: int
    tower_pearls: list[int]
    standing: list[bool]
    opened: dict[int, int]                 # opened tower -> its chamber (now public)
    boxes: list[int]
    arms: list[int]                        # coats of arms still in each player's hands
    keymaster: int | None
    keys_left: list[int]
    key_in_hand: int | None
    joiners: list[int]
    guesses: list[tuple[int, int]]
    die: tuple[int, int] | None
    current: int
    revealed: list[int] | None = None      # every chamber, once the game is over
    enchanted: int | None = None
    winners: tuple[int, ...] = ()
    over: bool = False
    lifting: dict[int, float] = field(default_factory=dict)  # tower -> 0..1 lifted away
    # the keymaster figure: where he stands or walks, his step, which way he looks
    km_pos: tuple[float, float] = (0.0, 0.0)
    km_frame: int = 0
    km_facing_left: bool = False
    km_visible: bool = False
    fading_arms: list[int] = field(default_factory=list)  # used-up coats of arms fading
    die_visible: bool = False
    # tower -> how deep (mm) its last pearl fell, as heard by everybody (a PearlDropped
    # event); drawn as a ruler by the "see_drops" house rule, kept across syncs
    heard: dict[int, int] = field(default_factory=dict)


class Stage(TableStage, Protocol):
    """What the Seven Locks scene offers its animations, painter, words and dialogs."""

    shown: Shown
    side: Any            # sideview.SideView
    painter: Any         # painter.Painter
    sounds: Any          # sounds.SoundBoard
    tray: Any            # the die's tray: sim.dice_tray's DiceTray, or StillDice once stopped
    table: Any           # the seat's TableModel
    app: Any
    seats: Sequence[Any]
    n: int
    real_dt: float
    clock: float
    silent: bool
    active: Any
    dialog: Any
    idle: bool
    see_drops: bool      # the house rule: each heard drop's depth drawn on a ruler

    def obs(self) -> SevenLocksObservation: ...
    def name(self, seat: int) -> str: ...
    def throw_die(self, face: int) -> None: ...
    def stop_die(self, face: int) -> None: ...
    def hand_spot(self) -> tuple[int, int]: ...
    def try_apply(self, action: Any) -> bool: ...
    def focused(self) -> tuple[str, int] | None: ...
    def can_roll(self) -> bool: ...
    def tower_targets(self) -> list[int]: ...
    def key_targets(self) -> list[int]: ...
    def asking_seat(self) -> int | None: ...
    def banner(self) -> tuple[str, tuple[int, int, int]]: ...
    def prompt(self) -> Any: ...
    def status(self, seat: int) -> str: ...
