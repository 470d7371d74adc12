"""Schloss Schlotterstein: look at a ghost card, remember its residents, scare them.

This package is one game plugin: `MANIFEST`, declared in game.toml beside this file, is all
the shell knows of it.
"""

from castle_games.core.manifest import Manifest

MANIFEST = Manifest.declared(__name__)
