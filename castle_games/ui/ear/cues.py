"""By ear: one cue is one sound (or only words) and how long it is heard before the next.

A `Cue` names a recipe with its parameters and stereo place, how long to wait before the
next cue starts, the words said with it (where a voice speaks) and whether it must not be
masked by speech (`quiet`: its own words are said first, the sound after them). Every
cue waits for the words of the cue before it (cue_player.py). `cue()` measures a
recipe's length from its layers; a game whose generators know better lengths (a pearl's
bounces) builds its own cues with the same class. No pygame here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

GAP_S = 0.08              # silence between two cues
HISTORY_SIZE = 24         # events a listener can walk back through
SPEECH_WAIT_MAX_S = 20.0  # a cue waits no longer than this for the words before it


@dataclass(frozen=True)
class Cue:
    """One sound (or only words) and how long it takes before the next may start."""

    sound: str | None
    params: tuple[tuple[str, float], ...] = ()
    pan: float = 0.0
    length: float = 0.5
    speech: str | None = None
    quiet: bool = False  # must not be masked: its sound comes after its own words
    kind: str = ""       # what the words are (an event, a question, an answer), for the record

    @property
    def param_dict(self) -> dict[str, float]:
        return dict(self.params)


@lru_cache(maxsize=512)
def recipe_length(name: str, params: tuple[tuple[str, float], ...] = ()) -> float:
    """How long a recipe is heard before the next cue may start (its reverb tail and fade
    overlap the next one): the end of its last layer, at most three quarters of its length
    for a layer that lasts the whole sound."""
    from castle_games.audio import counting, recipes

    rec = recipes.recipe(name)
    values = recipes.resolve_params(name, dict(params))  # an unknown parameter fails here
    end = 0.0
    for layer in rec.layers:
        at = float(layer.get("at", 0.0))
        if layer["generator"] == "pips":  # as long as the count: one by one
            end = max(end, at + counting.pips_length(layer, values))
            continue
        notes = layer.get("notes") or ()
        last_note = max((float(n[0]) for n in notes), default=0.0)
        span = min(float(layer.get("duration", rec.duration)), 0.75 * rec.duration)
        end = max(end, at + max(span, last_note + 0.15))
    return round(min(end, rec.duration), 3)


def cue(sound: str, params: Mapping[str, Any] | None = None, *, pan: float = 0.0,
        speech: str | None = None, quiet: bool = False, extra: float = 0.0) -> Cue:
    """A cue of the recipe `sound`, as long as the recipe is heard (plus `extra`)."""
    items = tuple(sorted((k, float(v)) for k, v in (params or {}).items()))
    return Cue(sound, items, pan, recipe_length(sound, items) + extra, speech, quiet)


def words(text: str) -> Cue:
    """Only speech (silent without a voice); the next quiet cue waits for it."""
    return Cue(None, (), 0.0, 0.0, text, False)
