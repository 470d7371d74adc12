"""Clever Keys: push a key into a slot, remember the jams, and know when to stop.

This package is one game plugin: `MANIFEST`, declared in game.toml beside this file, is all
the shell knows of it.
"""

from castle_games.core.manifest import Manifest

MANIFEST = Manifest.declared(__name__)
