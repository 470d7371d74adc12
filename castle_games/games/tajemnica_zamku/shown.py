"""What the Tajemnica Zamku table shows right now, and the table facts it is made from.

`Seen` is the seat's observation in the shapes the scene needs (cells as keys, open sides
per laid tile): only what lies face up on the table. `Shown` is the one picture the painter
draws: it lags behind the rules while animations run and is brought up to date from the
seat's `Seen` when they are done. Both sit below the animations and the painter, so that
neither needs the scene's module; a few words about a throw of the die live here too,
for the painter and the animations alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from castle_games.core.telling import N_, _
from castle_games.games.tajemnica_zamku.observe import TajemnicaObservation
from castle_games.games.tajemnica_zamku.tiles import SHAPES, TILES, rotate

Pos = tuple[int, int]


@dataclass(frozen=True)
class Seen:
    """What every seat sees at this table (everything face up), read from an observation."""

    phase: str
    current: int
    turn: int
    laid: dict[Pos, tuple[int, int]]           # cell -> (tile id, rotation), in the order laid
    masks: dict[Pos, int]                      # cell -> its open sides
    tokens: dict[Pos, list[str]]               # face-up tokens on their circles
    pawns: list[Pos]
    swords: list[list[str]]
    items: list[list[str]]
    hand: int | None
    offers: list[tuple[str, int]]
    drawn: bool
    box: int
    complete: bool
    opening_rolls: list[list[int]]


def seen(obs: TajemnicaObservation) -> Seen:
    return Seen(
        phase=obs["phase"], current=obs["current"], turn=obs["turn"],
        laid={(x, y): (t, r) for x, y, t, r, _ in obs["tiles"]},
        masks={(x, y): m for x, y, _, _, m in obs["tiles"]},
        tokens={(x, y): list(toks) for x, y, toks in obs["tokens"]},
        pawns=[(x, y) for x, y in obs["pawns"]],
        swords=[list(s) for s in obs["swords"]], items=[list(i) for i in obs["items"]],
        hand=obs["hand"], offers=[(side, turn) for side, turn in obs["offers"]],
        drawn=obs["drawn"],
        box=obs["box"], complete=obs["complete"],
        opening_rolls=[list(r) for r in obs["opening_rolls"]])


@dataclass
class Shown:
    """The table as drawn right now (lags behind the rules state while animations run)."""

    laid: dict[Pos, tuple[int, int]]           # cell -> (tile id, rotation)
    tokens: dict[Pos, list[str]]               # face-up tokens on their circles
    pawns: list[Pos]
    swords: list[list[str]]
    items: list[list[str]]
    current: int
    hand: int | None = None                    # the drawn tile shown in the hand
    offers: list[tuple[str, int]] = field(default_factory=list)  # the ways it fits
    laying: tuple[str, int] | None = None      # the way chosen, shown before it is laid
    box: int = 59
    complete: bool = False
    pawn_at: dict[int, tuple[float, float]] = field(default_factory=dict)  # moving pawns
    pawn_alpha: dict[int, int] = field(default_factory=dict)
    flipping: dict[Pos, float] = field(default_factory=dict)  # token turning: 0 back .. 1 face
    die: tuple[int, int, str, bool] | None = None  # (roll, need, why, success) once known
    rolling: tuple[int, str] | None = None     # (need, why) while the die tumbles
    rescued: int | None = None


# What a throw of the die is for, under the tray: one whole message per token.
NEED_WORDS: dict[str, str] = {
    "ghost": N_("{need}+ to get past the ghost"),
    "wandering knight": N_("{need}+ to get past the wandering knight"),
    # TRANSLATORS: the sprite: the box's little house sprite (only Polish keeps "Skrzat").
    "skrzat": N_("{need}+ to get past the sprite"),
    "yellow dragon": N_("{need}+ to beat the yellow dragon"),
    "red dragon": N_("{need}+ to beat the red dragon"),
    "green dragon": N_("{need}+ to beat the green dragon"),
    "princess": N_("{need}+ to free the princess"),
    # TRANSLATORS: under the die while everyone rolls for who begins.
    "opening": N_("The highest roll begins"),
}


def need_words(need: int, why: str) -> str:
    """What the roll needs and what for, in the language in use ("8+ to beat the red dragon")."""
    sentence = NEED_WORDS.get(why) or N_("{need}+ needed")
    return _(sentence).format(need=need)


def chosen_way(tile: int, ways: list[tuple[str, int]],
               chosen: tuple[str | None, int] | None) -> int | None:
    """Which of `ways` (side, rotation) is `chosen`; a turn that looks the same is the same."""
    if chosen is None:
        return None
    shape = SHAPES[TILES[tile].shape]
    side, rot = chosen
    return next((k for k, (s, r) in enumerate(ways)
                 if s == side and rotate(shape, r) == rotate(shape, rot)), None)


