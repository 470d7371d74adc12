"""The generators a recipe layer names: each turns a TOML table into a mono float32 array.

A generator is `fn(spec, params, rng, n) -> np.ndarray`: `spec` is the layer's table from
the recipe, `params` the caller's resolved parameters (floats), `rng` the render's seeded
generator, `n` the samples left in the recipe after the layer's start. The array may be
shorter than n (it is padded) or longer (it is cut, then faded by the recipe).

Unknown keys in a layer are a mistake in a recipe file, so each generator states the keys
it reads and recipes.py rejects anything else when the recipe is loaded.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from castle_games.audio import instruments, synth
from castle_games.audio.synth import F32, n_samples

Spec = Mapping[str, Any]
Params = Mapping[str, float]


@dataclass(frozen=True)
class Generator:
    fn: Callable[[Spec, Params, np.random.Generator, int], np.ndarray]
    keys: frozenset[str]


def _length(spec: Spec, n: int) -> int:
    """A layer lasts its `duration`, or else to the end of the recipe."""
    return min(n, n_samples(float(spec["duration"]))) if "duration" in spec else n


def _envelope(spec: Spec, m: int) -> np.ndarray:
    """`env` = [[s, level], ...] breakpoints, or else `attack` + exponential `decay`."""
    if "env" in spec:
        return synth.breakpoints(m, spec["env"])
    attack = float(spec.get("attack", 0.002))
    decay = float(spec.get("decay", 0.05))
    t = synth.time_axis(m)
    rise = np.clip(t / F32(max(attack, 1e-4)), 0.0, 1.0)
    return (rise * np.exp(-np.maximum(t - F32(attack), 0.0) / F32(decay))).astype(F32)


# -- impact: a struck object --------------------------------------------------------------
def impact(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    m = _length(spec, n)
    return synth.modal_impact(
        str(spec.get("material", "wood")), m, rng,
        freq=float(spec["freq"]) if "freq" in spec else None,
        size=float(spec["size"]) if "size" in spec else None,
        impulse=float(params.get("impulse", spec.get("impulse", 1.0))),
        decay_scale=float(spec.get("decay_scale", 1.0)),
        click=float(spec["click"]) if "click" in spec else None,
        jitter=float(spec.get("jitter", 0.02)),
    )


# -- noise: scrapes, slides, flicks, paws ---------------------------------------------------
def noise(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """Band noise around `center` Hz (`octaves` wide), gliding to `sweep_to` if given,
    shaped by the envelope. A louder `impulse` opens the band upwards when `bright_by` > 0."""
    m = _length(spec, n)
    center = float(spec.get("center", 2000.0))
    if "impulse" in params:
        center *= 2.0 ** (float(spec.get("bright_by", 0.0)) * (params["impulse"] - 1.0))
    octaves = float(spec.get("octaves", 2.0))
    if "sweep_to" in spec:
        x = synth.swept_noise(m, center, float(spec["sweep_to"]), octaves, rng)
    else:
        x = synth.band_noise(m, center, octaves, rng)
    return synth.normalize_peak(x * _envelope(spec, m))


# -- rattle: dice shaken in a cupped hand ---------------------------------------------------
def rattle(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """Bursts of tiny clicks, one burst per shake of the hand; more dice, more clicks.

    Each click is a small plastic/bone body ringing for a few ms at a random pitch;
    a soft band of noise (skin and the dice sliding) runs under the bursts."""
    m = _length(spec, n)
    dice = max(1, int(round(params.get("count", spec.get("count", 3)))))
    shakes = int(spec.get("shakes", 4))
    period = float(spec.get("period", 0.14))
    spread = float(spec.get("spread", 0.018))
    lo, hi = (float(v) for v in spec.get("pitch", (2200.0, 5200.0)))
    hits = int(round(float(spec.get("hits_per_die", 2.5)) * dice))
    grain_len = n_samples(0.012)
    # a small bank of click grains, reused: cheap, and no two neighbours are identical
    bank = [synth.modal_impact("plastic", grain_len, rng, freq=float(rng.uniform(lo, hi)),
                               impulse=float(rng.uniform(0.5, 1.0)), decay_scale=0.35)
            for _ in range(6)]
    out = np.zeros(m, dtype=F32)
    start = float(spec.get("start", 0.03))
    for s in range(shakes):
        centre = start + s * period
        # later shakes a touch weaker: the hand is about to open
        shake_gain = 1.0 - 0.12 * s
        times = centre + np.abs(rng.normal(0.0, spread, hits))
        for when, g in zip(times, rng.uniform(0.25, 1.0, hits)):
            i = int(when * synth.SR)
            if 0 <= i < m:
                grain = bank[int(rng.integers(len(bank)))]
                j = min(m, i + grain_len)
                out[i:j] += F32(g * shake_gain) * grain[: j - i]
    bed_gain = float(spec.get("bed", 0.15))
    if bed_gain > 0:
        bed = synth.band_noise(m, float(spec.get("bed_center", 900.0)), 2.0, rng)
        t = synth.time_axis(m)
        swell = np.zeros(m, dtype=F32)
        for s in range(shakes):
            swell += np.exp(-((t - F32(start + s * period + 0.02)) / F32(0.045)) ** 2)
        out += F32(bed_gain) * bed * swell
    return synth.normalize_peak(out)


# -- bark: a friendly dog ------------------------------------------------------------------
def bark(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """Woofs from a voiced source with a fast rise-fall pitch and an opening mouth.

    syllables: [[start s, length s, f_start, f_peak, f_end, gain], ...]
    formants: [[f_closed, f_open, bandwidth, gain], ...]: the mouth opens then closes
    ('w-OO-f'). `breath` makes the voice breathy and adds a puff at the onset, `rough` a
    little growl (period doubling)."""
    m = _length(spec, n)
    out = np.zeros(m, dtype=F32)
    breath = float(spec.get("breath", 0.25))
    rough = float(spec.get("rough", 0.2))
    for start, length, f_a, f_b, f_c, gain in spec["syllables"]:
        i = n_samples(float(start))
        k = min(m - i, n_samples(float(length)))
        if k <= 8:
            continue
        peak_at = 0.3 * length
        f0 = synth.pitch_contour(k, [(0.0, f_a), (peak_at, f_b), (length, f_c)])
        # a living voice wobbles: a few percent of slow random pitch jitter
        f0 *= 1.0 + F32(0.03) * synth.smooth_random(k, 40.0, rng)
        # mouth: closed -> open by 35 % of the syllable -> half closed at the end
        opening = synth.breakpoints(k, [(0.0, 0.0), (0.35 * length, 1.0), (length, 0.4)])
        closed = [(float(fc), float(bw), float(g)) for fc, _fo, bw, g in spec["formants"]]
        opened = [(float(fo), float(bw), float(g)) for _fc, fo, bw, g in spec["formants"]]
        voice = instruments.voiced(f0, closed, opened, opening, tilt=float(spec.get("tilt", 0.6)),
                             breath=breath, rng=rng)
        if rough > 0:
            sub = synth.phase_from_freq(f0 * F32(0.5))
            voice *= (1.0 + F32(rough) * np.sin(synth.TWO_PI * sub).astype(F32))
        voice = synth.normalize_peak(voice)
        # a puff of air as the bark bursts out
        puff = synth.band_noise(k, 1300.0, 2.5, rng) * synth.exp_decay(k, 0.025)
        env = synth.adsr(k, attack=0.006, decay=0.07, sustain=0.75, release=0.014,
                         gate=0.6 * length)
        out[i:i + k] += F32(gain) * env * (voice + F32(breath) * puff)
    return synth.normalize_peak(out)


# -- notes: fanfares, chimes, ticks and soft tones -----------------------------------------
def _note_rows(spec: Spec, width: int) -> list[list[Any]]:
    rows = [list(r) for r in spec["notes"]]
    for r in rows:
        if len(r) < width - 1:
            raise ValueError(f"a note needs at least {width - 1} values: {r!r}")
    return rows


def fanfare(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """Brass notes: [[start s, held s, note, velocity], ...]."""
    m = _length(spec, n)
    out = np.zeros(m, dtype=F32)
    release = float(spec.get("release", 0.25))
    for row in _note_rows(spec, 4):
        start, held, note = float(row[0]), float(row[1]), row[2]
        vel = float(row[3]) if len(row) > 3 else 1.0
        i = n_samples(start)
        k = min(m - i, n_samples(held + release))
        if k > 8:
            out[i:i + k] += instruments.brass_note(synth.note_freq(note), held, k, rng, vel)
    return synth.normalize_peak(out)


def _scale_step(steps: list[int], degree: int) -> int:
    octave, idx = divmod(degree, len(steps))
    return 12 * octave + steps[idx]


def chime(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """Struck bars or bells: [[start s, note, velocity], ...] in a `timbre`.

    With `rise_with = "n"` every note climbs the `scale` by n - 1 degrees (up to
    `max_degree`): a count-up that sounds like a tune going up."""
    m = _length(spec, n)
    out = np.zeros(m, dtype=F32)
    shift = 0
    if "rise_with" in spec:
        degree = int(round(params.get(str(spec["rise_with"]), 1.0))) - 1
        degree = max(0, min(int(spec.get("max_degree", 14)), degree))
        shift = _scale_step(list(spec.get("scale", (0, 2, 4, 5, 7, 9, 11))), degree)
    timbre = str(spec.get("timbre", "chime"))
    decay = float(spec.get("decay", 0.8))
    mallet = float(spec.get("mallet", 0.1))
    for row in _note_rows(spec, 3):
        start, note = float(row[0]), row[1]
        vel = float(row[2]) if len(row) > 2 else 1.0
        i = n_samples(start)
        if i >= m - 8:
            continue
        f = synth.semitones(synth.note_freq(note), shift)
        out[i:] += F32(vel) * instruments.bell_note(f, m - i, timbre, decay, mallet, rng)
    return synth.normalize_peak(out)


def tone(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """Soft synth notes for the interface: [[start s, length s, note, velocity], ...],
    each gliding `glide` semitones over its length, with a rounded envelope."""
    m = _length(spec, n)
    out = np.zeros(m, dtype=F32)
    harmonics = [float(h) for h in spec.get("harmonics", (1.0, 0.25, 0.08))]
    glide = float(spec.get("glide", 0.0))
    attack = float(spec.get("attack", 0.006))
    release = float(spec.get("release", 0.03))
    for row in _note_rows(spec, 4):
        start, length, note = float(row[0]), float(row[1]), row[2]
        vel = float(row[3]) if len(row) > 3 else 1.0
        i = n_samples(start)
        k = min(m - i, n_samples(length + 5 * release))
        if k <= 8:
            continue
        f_a = synth.note_freq(note)
        f = synth.pitch_contour(k, [(0.0, f_a), (length, synth.semitones(f_a, glide))])
        env = synth.adsr(k, attack, decay=length, sustain=0.6, release=release, gate=length)
        out[i:i + k] += F32(vel) * env * synth.tone(f, k, harmonics)
    return synth.normalize_peak(out)


_COMMON = {"generator", "at", "gain_db", "gain_by", "gain_exp", "gain_floor"}
GENERATORS: dict[str, Generator] = {
    "impact": Generator(impact, frozenset({"material", "freq", "size", "impulse", "duration",
                                           "decay_scale", "click", "jitter"})),
    "noise": Generator(noise, frozenset({"center", "octaves", "sweep_to", "env", "attack",
                                         "decay", "duration", "bright_by"})),
    "rattle": Generator(rattle, frozenset({"duration", "count", "shakes", "period", "spread",
                                           "pitch", "hits_per_die", "bed", "bed_center",
                                           "start"})),
    "bark": Generator(bark, frozenset({"duration", "syllables", "formants", "breath", "rough",
                                       "tilt"})),
    "fanfare": Generator(fanfare, frozenset({"duration", "notes", "release"})),
    "chime": Generator(chime, frozenset({"duration", "notes", "timbre", "decay", "mallet",
                                         "rise_with", "scale", "max_degree"})),
    "tone": Generator(tone, frozenset({"duration", "notes", "harmonics", "glide", "attack",
                                       "release"})),
}

def _counted() -> Generator:
    from castle_games.audio import counting

    return Generator(counting.pips, counting.PIP_KEYS)


GENERATORS["pips"] = _counted()
# A slide is noise; the name reads better in a recipe for a card pushed across the table.
GENERATORS["slide"] = GENERATORS["noise"]
COMMON_KEYS = frozenset(_COMMON)


# -- the games' own generators --------------------------------------------------------------
# A game that synthesizes sounds of its own declares a `register(GENERATORS)` function in the
# `castle_games.generators` entry points (pyproject.toml), as pytest finds its plugins; this
# module names none of them. They are added the first time a recipe needs a generator.
PLUGIN_GROUP = "castle_games.generators"
_plugins_loaded = False


def load_plugins() -> None:
    """Add every declared game's generators to GENERATORS (once)."""
    global _plugins_loaded
    if _plugins_loaded:
        return
    _plugins_loaded = True
    from importlib.metadata import entry_points

    for ep in entry_points(group=PLUGIN_GROUP):
        try:
            ep.load()(GENERATORS)
        except Exception:
            logging.getLogger(__name__).exception("sound generators %s not loaded", ep.value)


def generator(name: str) -> Generator | None:
    """The generator a recipe layer names, or None if nobody declares it."""
    if name not in GENERATORS:
        load_plugins()
    return GENERATORS.get(name)
