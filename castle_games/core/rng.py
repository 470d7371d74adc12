"""The game's own seeded generator: all chance goes through it, and its state saves as JSON.

SplitMix64: one 64-bit integer of state, so a save holds it in a single number and a game
replays exactly from seed and actions on any machine and Python version.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def _mix(z: int) -> int:
    """SplitMix64's finaliser: a bijection on 64-bit integers that scatters nearby inputs."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        # The seed is hashed, not used as a start point: SplitMix64 steps its state by a
        # constant, so seeds s and s+1 taken as plain states would give the same stream
        # shifted by one draw, and neighbouring games would be near copies.
        self.state = _mix((int(seed) ^ 0x632BE59BD9B4E019) & _MASK)

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def randrange(self, n: int) -> int:
        """An integer in [0, n), unbiased."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, a: int, b: int) -> int:
        """An integer in [a, b], both included."""
        return a + self.randrange(b - a + 1)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randrange(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        for i in range(len(seq) - 1, 0, -1):
            j = self.randrange(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one's state (for bots, physics)."""
        child = Rng(0)
        child.state = (self.state ^ (salt * 0xD1B54A32D192ED03)) & _MASK
        return child

    def get_state(self) -> int:
        return self.state

    def set_state(self, state: int) -> None:
        self.state = int(state) & _MASK


def new_seed() -> int:
    """A fresh seed for a new game, from the operating system's randomness."""
    import random

    return random.SystemRandom().randrange(1, 2**31)
