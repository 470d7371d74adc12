"""Which sound the Seven Locks view plays when, with what parameters.

The recipes (sounds/*.toml) say which parameters they take; a parameter a recipe does not
take is left out and a value outside its range is clamped, so a retuned recipe never stops
the game.

The pearl-drop recipe holds the whole drop, from the release tick through the fall to the
strike and the ringing tower, so it is started when the pearl goes in; its `chamber` is
worked out from the event's fall depth for the sound only, and never shown.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from castle_games.audio import recipes
from castle_games.audio.mixer import contact_gain
from castle_games.games.seven_locks.rules import (
    FITS,
    N_CHAMBERS,
    fall_depth_mm,
    tower_pan,
)
from castle_games.games.seven_locks.shown import Stage

log = logging.getLogger(__name__)

RELEASE_LEAD_S = 0.03   # pearl-drop's release tick comes this long before the fall begins


def chamber_of_depth(depth_mm: int) -> int | None:
    """The chamber a fall depth belongs to (for choosing a sound; never drawn)."""
    for k in range(1, N_CHAMBERS + 1):
        if fall_depth_mm(k) == depth_mm:
            return k
    return None


class SoundBoard:
    def __init__(self, v: Stage) -> None:
        self.v = v

    @staticmethod
    def _fit(name: str, params: Mapping[str, float] | None) -> dict[str, float]:
        """Only the parameters the recipe takes, each inside its range."""
        if not params:
            return {}
        try:
            spec = recipes.recipe(name).params
        except Exception:  # noqa: BLE001 - an unknown or unreadable recipe: no parameters
            return {}
        out: dict[str, float] = {}
        for key, value in params.items():
            p = spec.get(key)
            if p is not None:
                value = min(p.high, max(p.low, value))
                out[key] = int(round(value)) if p.integer else value
        return out

    def play(self, name: str, params: Mapping[str, float] | None = None, *, pan: float = 0.0,
             gain: float = 1.0) -> None:
        v = self.v
        if v.silent:
            return
        try:
            v.app.audio.play(name, self._fit(name, params), pan=pan, gain=gain)
        except Exception as exc:  # noqa: BLE001 - a missing sound never stops the game
            log.debug("sound %s failed: %s", name, exc)

    # -- the drop -----------------------------------------------------------------------
    def drop_released(self, ev: Any) -> None:
        """The pearl goes in: the drop sound (release, fall, strike, ring) starts now."""
        chamber = chamber_of_depth(ev.fall_depth_mm)
        if chamber is None:
            return
        # Placed by the mixer's pan, not the recipe's `tower` param: one cached sound per
        # chamber and pile, not seven.
        self.play("pearl-drop", {"chamber": chamber, "pearls": min(ev.pearls_below, 12)},
                  pan=tower_pan(ev.tower))

    def release_lead(self) -> float:
        """How long before the fall begins the drop sound starts (its release tick)."""
        return RELEASE_LEAD_S

    # -- the key ------------------------------------------------------------------------
    def key_inserted(self, ev: Any) -> None:
        """The key goes in: key-insert holds the slide and the clunk on the roof."""
        chamber = chamber_of_depth(fall_depth_mm(ev.key) - ev.offset_mm)
        self.play("key-insert", {"key": ev.key, "chamber": chamber or 4},
                  pan=tower_pan(ev.tower))

    def key_turned(self, ev: Any) -> None:
        self.play("key-turn" if ev.result == FITS else "key-fail", pan=tower_pan(ev.tower))

    # -- the die ------------------------------------------------------------------------
    def die_contact(self, contact: Any) -> None:
        kinds = {contact.kind_a, contact.kind_b}
        name = ("die-hit-wall" if "wall" in kinds else
                "die-hit-felt" if "felt" in kinds else "die-hit-die")
        tray = self.v.tray
        ref = getattr(tray, "loud_impulse", 300.0)
        strength = contact_gain(contact.impulse, ref)
        if strength <= 0.0:
            return
        self.play(name, {"impulse": round(strength * 20) / 20}, pan=0.6)
