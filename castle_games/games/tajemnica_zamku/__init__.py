"""Tajemnica Zamku: grow the labyrinth, win three items from the dragons, rescue the princess.

This package is one game plugin: `MANIFEST` below is all the shell knows of it.
"""

from __future__ import annotations

from castle_games.core.manifest import Manifest

MANIFEST = Manifest(
    id="tajemnica-zamku",
    title="Tajemnica Zamku",
    subtitle="Tajemnica Zamku",
    pitch="Grow the labyrinth, beat the dragons, rescue the princess.",
    min_players=1,
    max_players=4,
    package=__name__,
    order=50,
    score_word="Found",
    door_wood=(30, 122, 132),
)
