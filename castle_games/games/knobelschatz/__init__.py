"""Knobelschatz: roll three dice, take treasure chests, guard them with the watchdog.

This package is one game plugin: `MANIFEST` below is all the shell knows of it.
"""

from __future__ import annotations

from castle_games.core.manifest import Manifest

MANIFEST = Manifest(
    id="knobelschatz",
    title="Knobelschatz",
    subtitle="Knobelschatz",
    pitch="Roll three dice, grab treasure chests, and guard them with the dog.",
    min_players=2,
    max_players=5,
    package=__name__,
    order=40,
    score_word="Gold",
    door_wood=(168, 66, 44),
    # Played as a match: the totals carry over and the lowest total begins the next game.
    match="rules:next_match_options",
)
