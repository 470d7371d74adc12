"""The Seven Locks scenes of castle_games.sim, made for the view.

Each helper builds a physics scene from what an event says and what the table may know:
a drop from its fall depth and fall time (both heard), a key try from the key's length and
its notch offset (both seen), a pour from a pearl count. None of them is given a closed
tower's chamber number. The rules only produce values the scenes accept (fall depths of
32..200 mm with positive fall times, at most 80 pearls, keys and chambers 1..8), so the
scenes are built without a guard.
"""

from __future__ import annotations

from typing import Any

from castle_games.games.seven_locks.key_slide import KeySlide
from castle_games.games.seven_locks.pour import Pour, landing_times
from castle_games.games.seven_locks.rules import fall_depth_mm
from castle_games.games.seven_locks.tower import TowerDrop

# The view's own seed for the bounces (they differ from drop to drop, not game to game).
_SEED = 7


def tower_drop(ev: Any, seed: int = _SEED) -> TowerDrop:
    """A TowerDrop for a PearlDropped event: it lands at exactly the event's fall time."""
    return TowerDrop(ev.fall_depth_mm, ev.pearls_below, seed + ev.tower * 131 + ev.pearls_below,
                     fall_time_s=ev.fall_time_s)


def key_slide(ev: Any) -> KeySlide:
    """A KeySlide for a KeyTried event: the key is as long as its own chamber's fall depth,
    and the roof lies `offset` shallower than that (the offset is what the table sees)."""
    length = fall_depth_mm(ev.key)
    # No seed: the push is the same every time, so the key-insert sound (rendered from
    # the same scene) scrapes and clunks exactly when the picture does.
    return KeySlide(length, length - ev.offset_mm)


def pour(count: int, seed: int = _SEED) -> Pour:
    """A Pour of `count` (1..80) pearls into one collection box."""
    return Pour(min(count, 80), seed=seed + count)


def pour_landings(count: int) -> list[float]:
    """When each poured pearl lands in the box (the pearls-pour sound's clicks)."""
    return list(landing_times(min(count, 80)))
