"""The installed games: every manifest declared in the `castle_games.games` entry points.

The shell asks here for the games and never names one. A game is installed by declaring
its manifest in an entry point (pyproject.toml), as pytest and Babel find their plugins;
a test may `register` a manifest of its own for the length of the test.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
from importlib.metadata import entry_points

from castle_games.core.manifest import Manifest, UnknownGame

log = logging.getLogger(__name__)

GROUP = "castle_games.games"
# Where the games of this package live, for a source tree run without being installed
# (no entry points): every subpackage there that exports a MANIFEST.
_BUNDLED = "castle_games.games"

_found: dict[str, Manifest] | None = None
_extra: dict[str, Manifest] = {}


def _discover() -> dict[str, Manifest]:
    found: dict[str, Manifest] = {}
    for ep in entry_points(group=GROUP):
        try:
            manifest = ep.load()
        except Exception:
            log.exception("the game plugin %s could not be loaded", ep.value)
            continue
        if isinstance(manifest, Manifest):
            found.setdefault(manifest.id, manifest)
        else:
            log.warning("the entry point %s is not a game manifest", ep.value)
    if not found:  # not installed (or metadata stripped): the games shipped in the package
        package = importlib.import_module(_BUNDLED)
        for info in pkgutil.iter_modules(package.__path__, _BUNDLED + "."):
            manifest = getattr(importlib.import_module(info.name), "MANIFEST", None)
            if isinstance(manifest, Manifest):
                found.setdefault(manifest.id, manifest)
    return found


def manifests() -> tuple[Manifest, ...]:
    """Every installed game, in door order."""
    global _found
    if _found is None:
        _found = _discover()
    every = {**_found, **_extra}
    return tuple(sorted(every.values(), key=lambda m: (m.order, m.id)))


def ids() -> tuple[str, ...]:
    return tuple(m.id for m in manifests())


def manifest(game_id: str) -> Manifest:
    for m in manifests():
        if m.id == game_id:
            return m
    raise UnknownGame(f"no game called {game_id!r}; the games are: {', '.join(ids())}")


def register(manifest: Manifest) -> None:
    """Add a game that is not installed (a test's own); `unregister` takes it away."""
    _extra[manifest.id] = manifest


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)
