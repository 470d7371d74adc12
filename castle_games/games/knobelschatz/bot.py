"""Knobelschatz computer players. They see only observations: chest counts, the dog, dice.

Nobody at the table knows a chest's value until the end, so every chest is worth the same
in expectation; what a player controls is *whose* chest to take with four pips and in which
order to resolve the dice.
- easy: any legal move.
- normal: takes from the player with the most chests.
- hard: chooses the four-pip victim (and the order of the dice) by expected value: the
  expected final margin over the strongest rival, counting that a rival who is robbed now
  is less likely to overtake, and avoiding the seat that will rob back next.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from castle_games.core.bots import RandomBot
from castle_games.core.contract import Action, Event
from castle_games.core.rng import Rng
from castle_games.games.knobelschatz.rules import CARD_VALUES, NOBODY, PILE, TakeCard

MEAN_VALUE = sum(CARD_VALUES) / len(CARD_VALUES)


class NormalBot:
    def __init__(self, seat: int, level: str = "normal", seed: int = 0) -> None:
        self.seat = seat
        self.level = level
        self.rng = Rng(seed * 7919 + seat)

    def notice(self, events: Sequence[Event]) -> None:
        return None

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        sizes = observation["hand_sizes"]
        best = max(legal, key=lambda a: self._score(a, sizes, observation))
        return best

    def _score(self, action: Action, sizes: list[int], obs: Mapping[str, Any]) -> float:
        if not isinstance(action, TakeCard):
            return 0.0
        if action.source == NOBODY:
            return -100.0
        if action.source == PILE:
            return 1.0
        return 1.0 + sizes[int(action.source)] * 0.01


class HardBot(NormalBot):
    """Expected value of the final margin over the strongest rival."""

    def _score(self, action: Action, sizes: list[int], obs: Mapping[str, Any]) -> float:
        if not isinstance(action, TakeCard):
            return 0.0
        after = list(sizes)
        me = self.seat
        if action.source == NOBODY:
            return -1000.0
        after[me] += 1
        if action.source != PILE:
            after[int(action.source)] -= 1
        # Dice still to resolve after this one: prefer the order that leaves choices open;
        # a four resolved last can still pick the best victim, so ones and twos go first.
        order_bonus = {1: 0.3, 2: 0.3, 3: 0.2, 4: 0.0}.get(action.die, 0.0)
        rivals = [i for i in range(len(after)) if i != me]
        n = len(after)
        left = (me + 1) % n
        # The next roller (left neighbour) takes from their own left/right or anyone:
        # a rival who is strong and about to roll is the biggest threat.
        threat = max(after[i] + (0.5 if i == left else 0.0) for i in rivals)
        dog_owner = obs.get("dog")
        guarded_penalty = 0.0
        if action.source != PILE and dog_owner is not None and int(action.source) == dog_owner:
            guarded_penalty = 1000.0  # cannot happen (illegal), kept for clarity
        return (after[me] - threat) * MEAN_VALUE + order_bonus - guarded_penalty


def make_bot(seat: int, level: str, seed: int):
    if level == "easy":
        return RandomBot(seat, level, seed)
    if level == "normal":
        return NormalBot(seat, level, seed)
    return HardBot(seat, level, seed)
