"""Seven Locks (Das Schloss der 7 Schlösser): listen how deep each pearl falls, pick the key.

This package is one game plugin: `MANIFEST`, declared in game.toml beside this file, is all
the shell knows of it.
"""

from castle_games.core.manifest import Manifest

MANIFEST = Manifest.declared(__name__)
