"""Knobelschatz: roll three dice, take treasure chests, guard them with the watchdog.

This package is one game plugin: `MANIFEST`, declared in game.toml beside this file, is all
the shell knows of it.
"""

from castle_games.core.manifest import Manifest

MANIFEST = Manifest.declared(__name__)
