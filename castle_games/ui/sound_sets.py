"""Which sound recipes to render ahead of time: the app's own, and each game's.

Rendering every recipe at start-up cost ~20 MB of sounds nobody hears in a given session,
so the app prewarms only what the screen in front of the player can play: the UI sounds
once the launcher is up, and a game's sounds when that game starts. Each game's manifest
names its sounds (by default its view's module-level `SOUNDS` tuple) beside the code that plays them
(tests/test_ui_sounds.py re-reads the game's modules, so a sound played without being
listed fails a test rather than stuttering).
Sounds with parameters (impulses, counts) are rendered with their defaults; other
parameter values are rendered on first use.

A game may play its own recipes (its package's sounds/) and the shared ones; a listed
name that is neither is said in the log, once, with the game's id, when the game starts
(tests/test_sound_names.py reads every name a game's code can ask for).
"""

from __future__ import annotations

import logging

from castle_games.core.manifest import Manifest

log = logging.getLogger(__name__)
_told: set[tuple[str, str]] = set()  # (game, sound) already said in the log

# Played by the shell and by every game (a refused action, the next player's turn), and the
# menus' earcons (ui/widgets.py EARCONS: moving, choosing, going back, the end of a list).
UI_SOUNDS: tuple[str, ...] = ("ui-click", "ui-move", "ui-back", "nope", "turn-chime",
                              "ui-focus", "ui-choose", "ui-end")


def game_sounds(game: Manifest) -> tuple[str, ...]:
    """The recipes a game's table may play (the SOUNDS its manifest names), less the UI's."""
    try:
        declared = game.load(game.sounds)
    except Exception as exc:  # noqa: BLE001 - prewarming is a nicety, never a failure
        log.debug("no sounds declared by %s: %s", game.id, exc)
        return ()
    missing = missing_sounds(game, declared)
    return tuple(n for n in declared if n not in UI_SOUNDS and n not in missing)


def missing_sounds(game: Manifest, names: tuple[str, ...]) -> set[str]:
    """The `names` that are no recipe `game` may play (logged as an error, once each)."""
    # Imported here: the recipes need numpy, and the launcher's first frame none of it.
    from castle_games.audio import recipes

    try:
        allowed = recipes.names_for(game.id)
    except Exception as exc:  # noqa: BLE001 - no recipes at all: the mixer says so itself
        log.debug("sound recipes unreadable: %s", exc)
        return set()
    missing = {n for n in names if n not in allowed}
    for name in sorted(missing):
        if (game.id, name) not in _told:
            _told.add((game.id, name))
            log.error("the game %s names the sound %r, which is neither a recipe of its own "
                      "(%s/%s/) nor a shared one", game.id, name, game.package, game.sound_folder)
    return missing
