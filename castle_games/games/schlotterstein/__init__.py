"""Schloss Schlotterstein: look at a ghost card, remember its residents, scare them.

This package is one game plugin: `MANIFEST` below is all the shell knows of it.
"""

from __future__ import annotations

from castle_games.core.manifest import Manifest

MANIFEST = Manifest(
    id="schlotterstein",
    title="Schloss Schlotterstein",
    subtitle="Schloss Schlotterstein: Das Kartenspiel",
    pitch="Spot who is on the ghost card and scare them before it hides.",
    min_players=2,
    max_players=4,
    package=__name__,
    order=30,
    score_word="Steps",
    door_wood=(112, 74, 146),
)
