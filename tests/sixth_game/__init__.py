"""A tiny sixth game, for tests only (not shipped): proves a game plugs in without touching
the shell. Coin Tower: a stack of coins; in turn take one or two; whoever takes the last
coin wins."""

from __future__ import annotations

from castle_games.core.manifest import Manifest

MANIFEST = Manifest(
    id="coin-tower",
    title="Coin Tower",
    subtitle="Coin Tower (a test fixture)",
    pitch="Take one coin or two; whoever takes the last one wins.",
    min_players=2,
    max_players=3,
    package=__name__,
    order=60,
    score_word="Coins",
    door_wood=(150, 120, 40),
)
