"""Tajemnica Zamku: grow the labyrinth, win three items from the dragons, rescue the princess.

This package is one game plugin: `MANIFEST`, declared in game.toml beside this file, is all
the shell knows of it.
"""

from castle_games.core.manifest import Manifest

MANIFEST = Manifest.declared(__name__)
