"""Coin Tower's computer player: leaves the stack a multiple of three when it can."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from castle_games.core.bots import RandomBot
from castle_games.core.contract import Action


class CleverBot(RandomBot):
    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        good = [a for a in legal if (observation["stack"] - a.count) % 3 == 0]
        return good[0] if good else super().choose(observation, legal)


BOTS = {"easy": RandomBot, "normal": CleverBot}
