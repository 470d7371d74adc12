"""Clever Keys: push a key into a slot, remember the jams, and know when to stop.

This package is one game plugin: `MANIFEST` below is all the shell knows of it.
"""

from __future__ import annotations

from castle_games.core.manifest import Manifest

MANIFEST = Manifest(
    id="clever-keys",
    title="Clever Keys",
    subtitle="Clever Keys (HABA)",
    pitch="Push your key in, remember the jams, and know when to stop.",
    min_players=2,
    max_players=5,
    package=__name__,
    order=20,
    score_word="Gems",
    door_wood=(56, 128, 78),
)
