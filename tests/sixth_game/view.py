"""Coin Tower's table: the stack of coins, a key per legal take, and a coin's clink (its own
recipe, sounds/coin.toml beside this file) for every take."""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.ui import draw, theme
from castle_games.ui.table import TableScene
from sixth_game.rules import CoinsTaken, TakeCoins

SOUNDS = ("coin",)


class CoinTowerScene(TableScene):
    def _enqueue(self, events: list[Any]) -> None:
        # The picture is drawn straight from the observation; a take is heard.
        for ev in events:
            if isinstance(ev, CoinsTaken):
                self.sound("coin", pan=self.pan(640))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.unicode in ("1", "2") and self.human_to_move():
            self.try_apply(TakeCoins(int(event.unicode)))

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill(theme.FELT)
        obs = self.table.observation
        for i in range(obs["stack"]):
            pygame.draw.ellipse(canvas, theme.GOLD, (590, 560 - i * 26, 100, 30))
        draw.text(canvas, f"{obs['stack']} coins", (640, 120), 48, theme.WHITE, bold=True,
                  anchor="center")


def make_scene(app: Any, table: Any) -> CoinTowerScene:
    return CoinTowerScene(app, table)
