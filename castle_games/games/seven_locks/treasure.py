"""The treasures: an opened tower's pearls shared, the last tower resolved, the game's end.

The opener and every player who joined with a coat of arms share an opened tower's pearls
equally; the opener keeps what does not divide. After the 6th opening the 7th tower opens
by itself and its pearls go to those who guessed the enchanted key (what does not divide,
or all of it if nobody found the key, goes to nobody). The game ends there, the most pearls
in a box winning, or at once when a pearl must be taken from an empty bin (nobody wins).
"""

from __future__ import annotations

from castle_games.core.contract import Event, Outcome
from castle_games.core.languages import N_
from castle_games.core.table_state import OVER
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks.chambers import N_TOWERS
from castle_games.games.seven_locks.table import SevenLocksTable


def share(pearls: int, n: int) -> tuple[int, int]:
    """(each, remainder) when `pearls` are shared equally by `n`."""
    return pearls // n, pearls % n


class Treasures(SevenLocksTable):
    """The table with its treasures opened, shared and resolved, and its end told."""

    def _open(self, tower: int, chamber: int) -> list[Event]:
        pearls = self.tower_pearls[tower - 1]
        sharers = [self.current] + self.joiners
        each, rest = share(pearls, len(sharers))
        for s in sharers:
            self.boxes[s] += each
        self.boxes[self.current] += rest
        shares = tuple((s, each + (rest if s == self.current else 0)) for s in sharers)
        self.tower_pearls[tower - 1] = 0
        self.standing[tower - 1] = False
        self.opened.append(tower)
        self.joiners = []
        self.key = None  # the key stays in the opened tower
        return [M.TowerOpened(self.current, tower, chamber, pearls),
                M.TreasureShared(tower, shares, self.current if rest else None, rest),
                M.TowerStowed(tower)]

    def _resolve_last(self) -> list[Event]:
        (last,) = self.standing_towers()
        chamber, enchanted = self.chambers[last - 1], self.chambers[N_TOWERS]
        pearls = self.tower_pearls[last - 1]
        winners = [s for s, k in self.guesses if k == enchanted]
        each, rest = share(pearls, len(winners)) if winners else (0, pearls)
        for s in winners:
            self.boxes[s] += each
        self.unclaimed += rest
        self.tower_pearls[last - 1] = 0
        self.standing[last - 1] = False
        self.opened.append(last)  # opened by its fitting key: only the enchanted key is left
        events: list[Event] = [M.EnchantedKeyRevealed(
            enchanted, last, chamber, pearls, tuple((s, each) for s in winners), rest)]
        return events + self._finish(Outcome.highest(self.boxes,
                                                     N_("the enchanted key was revealed")))

    def _finish(self, outcome: Outcome) -> list[Event]:
        self.phase = OVER
        self.queue = []
        self._outcome = outcome
        return [M.GameEnded(outcome.scores, outcome.winners, outcome.reason, tuple(self.chambers))]
