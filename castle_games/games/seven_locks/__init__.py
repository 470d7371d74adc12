"""Seven Locks (Das Schloss der 7 Schlösser): listen how deep each pearl falls, pick the key.

This package is one game plugin: `MANIFEST` below is all the shell knows of it.
"""

from __future__ import annotations

from castle_games.core.manifest import Manifest, Mode

MANIFEST = Manifest(
    id="seven-locks",
    title="Seven Locks",
    subtitle="Das Schloss der 7 Schlösser",
    pitch="Listen how deep each pearl falls, then pick the key that fits.",
    min_players=2,
    max_players=4,
    package=__name__,
    order=10,
    score_word="Pearls",
    door_wood=(56, 84, 160),
    modes=(Mode("sound_only", "Play by ear",
                "the whole game by sound, the screen dark",
                "sound_only:make_sound_only_scene"),),
)
