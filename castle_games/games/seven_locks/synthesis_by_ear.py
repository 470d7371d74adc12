"""Generators for Seven Locks by ear (the sound-only mode): the towers' position bells.

Registered into generators.GENERATORS by `register()` (one line at the bottom of
generators.py), so recipes in sounds/ name them like any other generator:

- `tower_bell`: the position earcon of a tower: one note of a pentatonic ladder per tower
  (tower 1, the leftmost, lowest), struck `strikes` times ("knock-knock"), placed in the
  stereo field where the tower stands (the recipe says `pan_by = ["tower", 1, 7]`, like
  the drop's). Seven notes, each at least two semitones from the next.
The counted pips every by-ear game shares are audio/counting.py's.

No new depth sound lives here: the "wide" and "true to the box" depths of the sound-only
mode are the existing `pearl_drop` generator fed other chamber tables (recipes
sounds/so-pearl-drop-*.toml), so gen_seven_locks.py stays untouched.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from castle_games.audio import instruments, synth
from castle_games.audio.synth import F32, n_samples

Spec = Mapping[str, Any]
Params = Mapping[str, float]
BELL_TIMBRES = frozenset(instruments.TIMBRES)



# -- tower_bell -----------------------------------------------------------------------------
_BELL_KEYS = frozenset({"notes", "timbre", "decay", "mallet", "strikes", "duration"})


def tower_note(spec: Spec, tower: int) -> float:
    """The frequency (Hz) of a tower's bell."""
    notes = spec["notes"]
    if not 1 <= tower <= len(notes):
        raise ValueError(f"tower must be 1..{len(notes)}, not {tower}")
    return synth.note_freq(notes[tower - 1])


def tower_bell(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    tower = int(round(params.get("tower", 1.0)))
    m = min(n, n_samples(float(spec["duration"]))) if "duration" in spec else n
    f = tower_note(spec, tower)
    out = np.zeros(m, dtype=F32)
    timbre = str(spec.get("timbre", "marimba"))
    decay = float(spec.get("decay", 0.3))
    mallet = float(spec.get("mallet", 0.08))
    for start, vel in spec.get("strikes", ((0.0, 1.0),)):
        i = n_samples(float(start))
        if i < m - 8:
            synth.mix_at(out, float(start), instruments.bell_note(f, m - i, timbre, decay, mallet, rng),
                 float(vel))
    return synth.normalize_peak(out)


def register(generators: dict[str, Any]) -> None:
    """Add this module's generators to generators.GENERATORS."""
    from castle_games.audio.generators import Generator

    generators["tower_bell"] = Generator(tower_bell, _BELL_KEYS)
