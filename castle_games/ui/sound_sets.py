"""Which sound recipes to render ahead of time: the app's own, and each game's.

Rendering every recipe at start-up cost ~20 MB of sounds nobody hears in a given session,
so the app prewarms only what the screen in front of the player can play: the UI sounds
once the launcher is up, and a game's sounds when that game starts. Each view says its
sounds in a module-level `SOUNDS` tuple beside the code that plays them
(tests/test_ui_sounds.py re-reads the game's modules, so a sound played without being
listed fails a test rather than stuttering).
Sounds with parameters (impulses, counts) are rendered with their defaults; other
parameter values are rendered on first use.
"""

from __future__ import annotations

import logging

from castle_games import games

log = logging.getLogger(__name__)

# Played by the shell and by every game (a refused action, the next player's turn).
UI_SOUNDS: tuple[str, ...] = ("ui-click", "ui-move", "ui-back", "nope", "turn-chime")

def game_sounds(game_id: str) -> tuple[str, ...]:
    """The recipes a game's table may play (its view's SOUNDS), less the UI's own."""
    try:
        declared = games.view(game_id).SOUNDS
    except Exception as exc:  # noqa: BLE001 - prewarming is a nicety, never a failure
        log.debug("no view to ask for sounds (%s): %s", game_id, exc)
        return ()
    return tuple(n for n in declared if n not in UI_SOUNDS)
