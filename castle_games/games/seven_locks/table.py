"""The Seven Locks table between two moves: where every piece lies, and what it can tell.

The towers standing and the chamber under each (index 7 the tower set aside), the pearls in
the towers, the bin, the players' boxes and nobody's; the coats of arms, the keymaster's
place, the die, the key taken; where the turn stands (its phase) and who is still to be
asked. The table answers what the moves ask of it (the towers standing, the keys still in
the row, where pearls may go, where the keymaster may walk), checks that it adds up to the
box, and is saved and restored. The moves that change it are in turn.py and treasure.py.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Self

from castle_games.core.seats import Seat
from castle_games.core.table_state import OVER, TableState
from castle_games.games.seven_locks.chambers import N_CHAMBERS, N_TOWERS

TOTAL_PEARLS = 80
ARMS_PER_PLAYER = 2

# Where the turn stands: the stage whose move comes next.
PLACE = "place keymaster"
ROLL = "roll"
THROW = "throw"
MOVE = "move"
CHOOSE_KEY = "choose key"
ARMS = "coats of arms"
WITHDRAW = "withdraw"
GUESS = "enchanted key"
PHASES = (PLACE, ROLL, THROW, MOVE, CHOOSE_KEY, ARMS, WITHDRAW, GUESS, OVER)


_ALL_KEYS = list(range(1, N_CHAMBERS + 1))
_ALL_TOWERS = set(range(1, N_TOWERS + 1))


class SevenLocksTable(TableState):
    """The pieces on the table and the questions about them (no move is made here)."""

    def __init__(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seats, seed, options)
        if not 2 <= self.n <= 4:
            raise ValueError(f"Seven Locks is for 2 to 4 players, not {self.n}")
        self.strategists = bool(options.get("strategists", False))
        chambers = list(range(1, N_CHAMBERS + 1))
        self.rng.shuffle(chambers)  # mixed unseen; index 7 is the tower set aside
        self.chambers: list[int] = chambers
        self.standing = [True] * N_TOWERS
        self.tower_pearls = [0] * N_TOWERS
        self.bin = TOTAL_PEARLS
        self.boxes = [0] * self.n
        self.unclaimed = 0
        self.arms = [ARMS_PER_PLAYER] * self.n
        # Towers in the order they were opened. The 7th, which opens by itself when the
        # game resolves, is the last entry then (and its key leaves the row with it).
        self.opened: list[int] = []
        self.keymaster: int | None = None
        self.current = self.starting_seat(options)
        self.phase = PLACE
        self.die: tuple[int, int] | None = None
        self.to_throw = 0
        self.thrown: list[int] = []
        self.key: int | None = None
        self.queue: list[int] = []  # seats still to be asked (arms, withdrawing, guessing)
        self.joiners: list[int] = []  # in the order they joined
        self.guesses: list[tuple[int, int]] = []  # (seat, key)

    # what the table tells ---------------------------------------------------------------
    def standing_towers(self) -> list[int]:
        return [t + 1 for t in range(N_TOWERS) if self.standing[t]]

    def keys_left(self) -> list[int]:
        """Keys still in the row: a key leaves with the tower it opened."""
        gone = {self.chambers[t - 1] for t in self.opened}
        return [k for k in range(1, N_CHAMBERS + 1) if k not in gone]

    def throw_targets(self) -> list[int]:
        towers = [t for t in self.standing_towers() if t not in self.thrown]
        # Only when 3 pearls meet 2 towers may a tower take a second pearl.
        return towers or self.standing_towers()

    def reachable(self, steps: int | None = None) -> list[int]:
        """Towers the keymaster may end on, nearest first (clockwise, standing towers only)."""
        if self.keymaster is None:
            return []
        if steps is None:
            assert self.die is not None, "the keymaster walks after the roll"
            steps = self.die[1]
        out: list[int] = []
        place, count = self.keymaster, 0
        while count < steps and any(self.standing):
            place = place % N_TOWERS + 1
            if self.standing[place - 1]:
                count += 1
                if place != self.keymaster and place not in out:
                    out.append(place)
        return out

    def _clockwise_from(self, seat: int) -> list[int]:
        return [(seat + i) % self.n for i in range(self.n)]

    # bookkeeping ------------------------------------------------------------------------
    def pearl_ledger(self) -> dict[str, int]:
        """Where the 80 pearls are: they always add up to TOTAL_PEARLS."""
        return {"bin": self.bin, "towers": sum(self.tower_pearls), "boxes": sum(self.boxes),
                "unclaimed": self.unclaimed}

    def check(self) -> None:
        """Raise ValueError when the table does not add up to the box (the tests run it
        after every action of thousands of games: kept cheap)."""
        if sorted(self.chambers) != _ALL_KEYS:
            raise ValueError("Seven Locks: the chambers are not the eight of the box")
        if (self.bin + sum(self.tower_pearls) + sum(self.boxes) + self.unclaimed != TOTAL_PEARLS
                or min(self.bin, self.unclaimed, *self.boxes, *self.tower_pearls) < 0):
            raise ValueError(f"Seven Locks: the pearls do not add up: {self.pearl_ledger()}")
        opened = set(self.opened)
        if len(opened) != len(self.opened) or not opened <= _ALL_TOWERS:
            raise ValueError("Seven Locks: a tower opened twice")
        for t in range(N_TOWERS):
            if self.standing[t] == (t + 1 in opened):
                raise ValueError(f"Seven Locks: tower {t + 1} neither stands nor was opened")
            if self.tower_pearls[t] and not self.standing[t]:
                raise ValueError(f"Seven Locks: pearls left in lifted tower {t + 1}")
        for seat in range(self.n):
            used = self.joiners.count(seat) + sum(1 for s, _ in self.guesses if s == seat)
            if not 0 <= self.arms[seat] <= ARMS_PER_PLAYER - used:
                raise ValueError(f"Seven Locks: seat {seat} holds too many coats of arms")
        if len(set(self.joiners)) != len(self.joiners):
            raise ValueError("Seven Locks: a seat joined twice")
        if self.phase not in PHASES or (self.keymaster is None) != (self.phase == PLACE):
            raise ValueError(f"Seven Locks: phase {self.phase!r} with the keymaster at "
                             f"{self.keymaster}")
        if (self._outcome is not None) != (self.phase == OVER):
            raise ValueError("Seven Locks: the end is not told")
        if not 0 <= self.current < self.n or any(not 0 <= s < self.n for s in self.queue):
            raise ValueError("Seven Locks: a seat that is not at the table")

    # saving -----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return self._saved({
            "strategists": self.strategists,
            "chambers": list(self.chambers),
            "standing": list(self.standing),
            "tower_pearls": list(self.tower_pearls),
            "bin": self.bin,
            "boxes": list(self.boxes),
            "unclaimed": self.unclaimed,
            "arms": list(self.arms),
            "opened": list(self.opened),
            "keymaster": self.keymaster,
            "current": self.current,
            "phase": self.phase,
            "die": list(self.die) if self.die else None,
            "to_throw": self.to_throw,
            "thrown": list(self.thrown),
            "key": self.key,
            "queue": list(self.queue),
            "joiners": list(self.joiners),
            "guesses": [list(g) for g in self.guesses],
        })

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        st = cls._restoring(data, {"strategists": data.get("strategists", False)})
        st.chambers = [int(c) for c in data["chambers"]]
        st.standing = [bool(b) for b in data["standing"]]
        st.tower_pearls = [int(p) for p in data["tower_pearls"]]
        st.bin = int(data["bin"])
        st.boxes = [int(b) for b in data["boxes"]]
        st.unclaimed = int(data["unclaimed"])
        st.arms = [int(a) for a in data["arms"]]
        st.opened = [int(t) for t in data["opened"]]
        st.keymaster = data["keymaster"]
        st.current = int(data["current"])
        st.phase = data["phase"]
        st.die = tuple(data["die"]) if data.get("die") else None
        st.to_throw = int(data["to_throw"])
        st.thrown = [int(t) for t in data["thrown"]]
        st.key = data["key"]
        st.queue = [int(s) for s in data["queue"]]
        st.joiners = [int(s) for s in data["joiners"]]
        st.guesses = [(int(s), int(k)) for s, k in data["guesses"]]
        # (a save written before may hold the table's last moment, "recent": the view
        # takes it from the moves now, so it is not read)
        if sorted(st.chambers) != list(range(1, N_CHAMBERS + 1)) or st.phase not in PHASES:
            raise ValueError("the saved towers do not match the box")
        if sum(st.pearl_ledger().values()) != TOTAL_PEARLS:
            raise ValueError("the saved pearls do not add up to the 80 of the box")
        return st

