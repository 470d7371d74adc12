"""The Seven Locks scenes of castle_games.sim, made for the view, or None without them.

Each helper builds a physics scene from what an event says and what the table may know:
a drop from its fall depth and fall time (both heard), a key try from the key's length and
its notch offset (both seen), a pour from a pearl count. None of them is given a closed
tower's chamber number. When a module is missing (or refuses), the animation falls back to
a plain tween, so the view works while the physics is being written.
"""

from __future__ import annotations

import logging
from typing import Any

from castle_games.games.seven_locks.rules import fall_depth_mm

log = logging.getLogger(__name__)

try:
    from castle_games.sim.tower import TowerDrop
except ImportError:  # pragma: no cover - only while the physics module is being written
    TowerDrop = None  # type: ignore[assignment,misc]
try:
    from castle_games.sim.key_slide import KeySlide
except ImportError:  # pragma: no cover
    KeySlide = None  # type: ignore[assignment,misc]
try:
    from castle_games.sim.pour import Pour, landing_times
except ImportError:  # pragma: no cover
    Pour = None  # type: ignore[assignment,misc]
    landing_times = None  # type: ignore[assignment]

# The view's own seed for the bounces (they differ from drop to drop, not game to game).
_SEED = 7


def tower_drop(ev: Any, seed: int = _SEED) -> Any | None:
    """A TowerDrop for a PearlDropped event: it lands at exactly the event's fall time."""
    if TowerDrop is None:
        return None
    try:
        return TowerDrop(ev.fall_depth_mm, ev.pearls_below, seed + ev.tower * 131 + ev.pearls_below,
                         fall_time_s=ev.fall_time_s)
    except (ValueError, TypeError) as exc:
        log.warning("tower drop physics refused: %s", exc)
        return None


def key_slide(ev: Any) -> Any | None:
    """A KeySlide for a KeyTried event: the key is as long as its own chamber's fall depth,
    and the roof lies `offset` shallower than that (the offset is what the table sees)."""
    if KeySlide is None:
        return None
    length = fall_depth_mm(ev.key)
    try:
        # No seed: the push is the same every time, so the key-insert sound (rendered from
        # the same scene) scrapes and clunks exactly when the picture does.
        return KeySlide(length, length - ev.offset_mm)
    except (ValueError, TypeError) as exc:
        log.warning("key slide physics refused: %s", exc)
        return None


def pour(count: int, seed: int = _SEED) -> Any | None:
    """A Pour of `count` pearls into one collection box."""
    if Pour is None or count <= 0:
        return None
    try:
        return Pour(min(count, 80), seed=seed + count)
    except (ValueError, TypeError) as exc:
        log.warning("pour physics refused: %s", exc)
        return None


def pour_landings(count: int) -> list[float] | None:
    """When each poured pearl lands in the box (the pearls-pour sound's clicks)."""
    if landing_times is None or count <= 0:
        return None
    return list(landing_times(min(count, 80)))
