"""Counted pips: things counted one by one, heard so that a listener can count them.

The `pips` generator (registered in generators.GENERATORS): things counted one by one, in
groups that follow each other: a die's pearls then its steps, a treasure pearl by pearl, the
tens then the ones of a score, a key's number, chests or gems. Each pip is short and dies
away before the next, so a listener (and an onset detector) can count them; a longer pause
every `bunch` pips helps counting by fives. `pips_length(spec, params)` gives the seconds a
`pips` layer lasts for given parameters, so a by-ear table knows how long to wait before
the next sound (the recipe's `duration` is the longest case and ends in silence).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from castle_games.audio import instruments, synth
from castle_games.audio.synth import F32, n_samples

Spec = Mapping[str, Any]
Params = Mapping[str, float]
BELL_TIMBRES = frozenset(instruments.TIMBRES)


# -- pips ---------------------------------------------------------------------------------
PIP_KEYS = frozenset({"groups", "period", "group_gap", "first_at", "bunch", "bunch_gap",
                       "zero", "duration"})
_GROUP_KEYS = {"count", "sound", "freq", "decay", "gain_db", "rise", "scale", "bunch_rise",
               "length"}


def group_count(source: str, params: Params) -> int:
    """How many pips a group plays: a parameter's value, or its tens ("n/10") or ones
    ("n%10")."""
    if source.endswith("/10"):
        return max(0, int(round(params.get(source[:-3], 0.0)))) // 10
    if source.endswith("%10"):
        return max(0, int(round(params.get(source[:-3], 0.0)))) % 10
    return max(0, int(round(params.get(source, 0.0))))


def _groups(spec: Spec) -> list[Mapping[str, Any]]:
    groups = list(spec["groups"])
    for g in groups:
        extra = set(g) - _GROUP_KEYS
        if extra or "count" not in g or "sound" not in g:
            raise ValueError(f"a pips group needs count and sound (and may have "
                             f"{', '.join(sorted(_GROUP_KEYS))}), not {dict(g)!r}")
    return groups


def pip_times(spec: Spec, params: Params) -> list[tuple[int, int, float]]:
    """(group index, pip index within the group, start time s) of every pip, in order."""
    period = float(spec.get("period", 0.2))
    group_gap = float(spec.get("group_gap", 0.3))
    bunch = int(spec.get("bunch", 0))
    bunch_gap = float(spec.get("bunch_gap", 0.12))
    t = float(spec.get("first_at", 0.02))
    out: list[tuple[int, int, float]] = []
    started = False
    for gi, group in enumerate(_groups(spec)):
        count = group_count(str(group["count"]), params)
        if count and started:
            t += group_gap - period
        for k in range(count):
            if k and bunch and k % bunch == 0:
                t += bunch_gap
            out.append((gi, k, t))
            t += period
            started = True
    return out


def pips_length(spec: Spec, params: Params) -> float:
    """Seconds until the last pip has died away (the zero sound when there are none)."""
    times = pip_times(spec, params)
    if not times:
        return float(spec.get("first_at", 0.02)) + 0.3
    groups = _groups(spec)
    gi, _, last = times[-1]
    return last + float(groups[gi].get("length", 0.12)) + 0.05


def _pitch(group: Mapping[str, Any], k: int, bunch: int) -> float:
    f = synth.note_freq(group.get("freq", 1000.0))
    scale: Sequence[int] | None = group.get("scale")
    if scale:
        octave, idx = divmod(k, len(scale))
        f = synth.semitones(f, 12 * octave + int(scale[idx]))
    else:
        f = synth.semitones(f, float(group.get("rise", 0.0)) * k)
    if bunch:
        f = synth.semitones(f, float(group.get("bunch_rise", 0.0)) * (k // bunch))
    return f


def _pip(group: Mapping[str, Any], f: float, rng: np.random.Generator) -> np.ndarray:
    sound = str(group["sound"])
    length = n_samples(float(group.get("length", 0.12)))
    decay = float(group.get("decay", 0.1))
    if sound in BELL_TIMBRES:
        x = instruments.bell_note(f, length, sound, decay, 0.1, rng)
    else:
        x = synth.modal_impact(sound, length, rng, freq=f, impulse=0.9, decay_scale=decay)
    # every pip ends in silence well before the next one starts: countable
    return synth.fade(synth.normalize_peak(x), 0.5, 25.0)


def pips(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    m = min(n, n_samples(float(spec["duration"]))) if "duration" in spec else n
    out = np.zeros(m, dtype=F32)
    groups = _groups(spec)
    bunch = int(spec.get("bunch", 0))
    times = pip_times(spec, params)
    for gi, k, at in times:
        group = groups[gi]
        f = _pitch(group, k, bunch) * float(rng.uniform(0.99, 1.01))
        gain = synth.db_to_gain(float(group.get("gain_db", 0.0))) * float(rng.uniform(0.9, 1.0))
        synth.mix_at(out, at, _pip(group, f, rng), gain)
    if not times and spec.get("zero", True):
        # nothing to count: one dull felt knock says "none"
        knock = synth.modal_impact("felt", n_samples(0.2), rng, freq=110.0, impulse=0.7)
        synth.mix_at(out, float(spec.get("first_at", 0.02)), knock, 0.8)
    return out
