"""The listening trainer of Seven Locks by ear: name the chambers by their sound alone.

Pearls fall into 4 or 7 towers, each over a different chamber drawn from a seeded Rng
(like the game's mixing: no two towers share a chamber), twice round, as at the game's
setup. The player then names each tower's chamber, 1 (the smallest, the deepest fall) to 8,
and is scored: 3 points for the right chamber, 1 for a neighbour, 0 otherwise.

Pure logic, no pygame: the scene (sound_only.TrainerScene) plays `drops()` and feeds
`answer()`.
"""

from __future__ import annotations

from dataclasses import dataclass

from castle_games.core.rng import Rng

N_CHAMBERS = 8
TOWER_SETS = {4: (1, 3, 5, 7), 7: (1, 2, 3, 4, 5, 6, 7)}  # 4 towers: spread left to right
ROUNDS = 2
EXACT_POINTS, NEAR_POINTS = 3, 1


def points_for(guess: int, truth: int) -> int:
    off = abs(guess - truth)
    return EXACT_POINTS if off == 0 else NEAR_POINTS if off == 1 else 0


@dataclass(frozen=True)
class Drop:
    tower: int
    chamber: int
    pearls_below: int


@dataclass(frozen=True)
class Score:
    points: int
    best: int
    exact: int
    near: int
    missed: int
    per_tower: tuple[tuple[int, int, int, int], ...]  # (tower, chamber, guess, points)

    @property
    def percent(self) -> int:
        return round(100 * self.points / self.best) if self.best else 0


class ListeningRound:
    def __init__(self, towers: int = 4, seed: int = 0, rounds: int = ROUNDS) -> None:
        if towers not in TOWER_SETS:
            raise ValueError(f"the trainer uses 4 or 7 towers, not {towers!r}")
        if rounds < 1:
            raise ValueError("at least one pearl per tower")
        rng = Rng(seed)
        chambers = list(range(1, N_CHAMBERS + 1))
        rng.shuffle(chambers)
        self.towers: tuple[int, ...] = TOWER_SETS[towers]
        self.chambers: dict[int, int] = dict(zip(self.towers, chambers))
        self.rounds = rounds
        self.guesses: dict[int, int] = {}

    def drops(self) -> list[Drop]:
        """Every pearl in the order it falls: each tower once, left to right, per round."""
        return [Drop(t, self.chambers[t], r) for r in range(self.rounds) for t in self.towers]

    @property
    def next_tower(self) -> int | None:
        """The first tower still without an answer."""
        return next((t for t in self.towers if t not in self.guesses), None)

    @property
    def done(self) -> bool:
        return self.next_tower is None

    def answer(self, tower: int, chamber: int) -> int:
        """Name `tower`'s chamber; returns the points it earns (an answer may be changed)."""
        if tower not in self.chambers:
            raise ValueError(f"tower {tower!r} is not in this round; towers: "
                             f"{', '.join(map(str, self.towers))}")
        if isinstance(chamber, bool) or not isinstance(chamber, int) or not 1 <= chamber <= 8:
            raise ValueError(f"chambers are 1 to {N_CHAMBERS}, not {chamber!r}")
        self.guesses[tower] = chamber
        return points_for(chamber, self.chambers[tower])

    def unanswer(self, tower: int) -> None:
        self.guesses.pop(tower, None)

    def score(self) -> Score:
        rows = []
        for t in self.towers:
            truth = self.chambers[t]
            guess = self.guesses.get(t, 0)
            rows.append((t, truth, guess, points_for(guess, truth) if guess else 0))
        points = sum(r[3] for r in rows)
        exact = sum(1 for r in rows if r[2] and r[2] == r[1])
        near = sum(1 for r in rows if r[2] and abs(r[2] - r[1]) == 1)
        return Score(points, EXACT_POINTS * len(rows), exact, near, len(rows) - exact - near,
                     tuple(rows))
