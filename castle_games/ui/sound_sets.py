"""Which sound recipes to render ahead of time: the app's own, and each game's.

Rendering every recipe at start-up cost ~20 MB of sounds nobody hears in a given session,
so the app prewarms only what the screen in front of the player can play: the UI sounds
once the launcher is up, and a game's sounds when that game starts. A view may say its
own sounds in a module-level `SOUNDS` tuple; for the others the table below lists the
recipe names their view modules play (tests/test_ui_sounds.py re-reads those modules, so
a sound added to a view without adding it here fails a test rather than stuttering).
Sounds with parameters (impulses, counts) are rendered with their defaults; other
parameter values are rendered on first use.
"""

from __future__ import annotations

import logging

from castle_games import games

log = logging.getLogger(__name__)

# Played by the shell and by every game (a refused action, the next player's turn).
UI_SOUNDS: tuple[str, ...] = ("ui-click", "ui-move", "ui-back", "nope", "turn-chime")

# The recipes each table view plays (view.py, anims.py, acts.py, sounds.py of its package).
GAME_SOUNDS: dict[str, tuple[str, ...]] = {
    "seven-locks": (
        "pearl-drop", "pearls-pour", "key-insert", "key-turn", "key-fail", "keymaster-step",
        "dice-rattle", "die-hit-die", "die-hit-felt", "die-hit-wall", "card-slide",
        "fanfare", "win-sting", "so-yes", "so-no", "so-arms-used",
        "so-tower-stowed",
    ),
    "clever-keys": (
        "key-slide", "key-jam", "key-thunk", "hatch-creak", "gem-roll", "gem-clink",
        "count-chime", "gem-sparkle", "fanfare",
    ),
    "schlotterstein": (
        "card-flip", "card-slide", "sand-glass", "bell", "ghost-glide", "sting-right",
        "sting-wrong", "ghost-red", "ghost-blue", "ghost-green", "ghost-yellow",
        "ghost-purple", "fanfare",
    ),
    "tajemnica-zamku": (
        "tile-lay", "footstep", "token-turn", "card-slide", "dice-rattle", "die-hit-die",
        "die-hit-felt", "die-hit-wall", "dragon-roar", "sword-ring", "mirror-shimmer",
        "sting-ghost", "sting-knight", "sting-skrzat", "sting-right", "sting-wrong",
        "win-sting", "rescue-fanfare",
    ),
}


def game_sounds(game_id: str) -> tuple[str, ...]:
    """The recipes a game's table may play: its view's SOUNDS, else the table above."""
    try:
        declared = getattr(games.view(game_id), "SOUNDS", None)
    except Exception as exc:  # noqa: BLE001 - prewarming is a nicety, never a failure
        log.debug("no view to ask for sounds (%s): %s", game_id, exc)
        declared = None
    names = tuple(declared) if declared is not None else GAME_SOUNDS.get(game_id, ())
    return tuple(n for n in names if n not in UI_SOUNDS)
