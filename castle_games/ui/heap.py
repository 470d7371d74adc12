"""The app's memory housekeeping: one heap for every thread, freed memory given back to the
system, and the caches of a game nobody plays any more emptied.

The family's computer may be small: the app stays within its memory budget (150 MB) over
an evening of games only if each game's pictures and sounds go when it leaves the table.
"""

from __future__ import annotations

import sys


def one_heap() -> None:
    """Linux (glibc): every thread allocates from the main heap. A worker thread (the
    voice, the sound prewarm) would otherwise get a heap of its own that keeps its pages:
    +15-25 MB of resident memory for a few spoken lines (the 150 MB budget)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").mallopt(-8, 1)  # M_ARENA_MAX
    except (OSError, AttributeError):
        pass


# Modules whose caches fill from every game (bounded, but a game's words and pictures are
# of no use once nobody plays it): cleared when the table is left for the launcher.
SHARED_CACHES = ("castle_games.ui.draw", "castle_games.ui.art.", "castle_games.ui.theme",
                 "castle_games.audio.synth")


def clear_caches(prefixes: tuple[str, ...]) -> None:
    """`cache_clear()` every cache (lru_cache, draw.sized_cache) defined in a module whose
    name starts with one of `prefixes`."""
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(prefixes):
            continue
        for value in list(vars(module).values()):
            if (callable(getattr(value, "cache_clear", None))
                    and getattr(value, "__module__", None) == name):
                value.cache_clear()


def trim_heap() -> None:
    """Give the memory freed with old scenes back to the system (glibc keeps it otherwise,
    and the process would stay as large as its largest game so far)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
