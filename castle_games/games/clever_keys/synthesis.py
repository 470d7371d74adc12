"""Generators for Clever Keys: the key scraping down its slot, the hatch's creak, a gem rolling.

Registered into generators.GENERATORS by `register()` (one line at the bottom of
generators.py), so recipes in sounds/ can name them like any other generator:

- `scrape`: metal sliding down a stone slot. Band noise roughened by stick-slip grit (tiny
  bursts where the key catches and lets go), with a faint narrow ring of the key's metal
  singing along.
- `creak`: a wooden hinge. Stick-slip pulses at a slowly changing rate (the creak's pitch),
  each exciting the same few damped wood resonances: the "eeaaw" of an old hatch.
- `roll`: a small glass gem rolling away over the stone floor. Tiny ticks as its facets
  meet the floor, coming slower and softer as it slows down, over a low rumble.

Pure numpy, built on synth.py, like every other generator.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from castle_games.audio import synth
from castle_games.audio.synth import F32, n_samples

Spec = Mapping[str, Any]
Params = Mapping[str, float]


def _length(spec: Spec, n: int) -> int:
    return min(n, n_samples(float(spec["duration"]))) if "duration" in spec else n


def _env(spec: Spec, m: int, default: list[list[float]]) -> np.ndarray:
    return synth.breakpoints(m, spec.get("env", default))


def _fft_convolve(x: np.ndarray, h: np.ndarray, m: int) -> np.ndarray:
    size = 1 << int(np.ceil(np.log2(max(2, x.size + h.size))))
    y = np.fft.irfft(np.fft.rfft(x, size) * np.fft.rfft(h, size), size)
    return y[:m].astype(F32)


# -- scrape: a key down a stone slot ----------------------------------------------------------
def scrape(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """center/octaves: the scrape's noise band; grit 0..1 and grit_rate (catches per second):
    the stick-slip roughness; ring (Hz) and ring_gain: the key's metal singing along;
    env: [[s, level], ...]."""
    m = _length(spec, n)
    dur = m / synth.SR
    body = synth.band_noise(m, float(spec.get("center", 2400.0)),
                            float(spec.get("octaves", 2.0)), rng)
    grit = float(spec.get("grit", 0.6))
    rate = float(spec.get("grit_rate", 90.0))
    bursts = np.zeros(m, dtype=F32)
    count = max(1, int(rate * dur))
    where = rng.integers(0, m, count)
    bursts[where] = rng.uniform(0.4, 1.0, count).astype(F32)
    # each catch rings on for a few milliseconds
    grain = synth.exp_decay(n_samples(0.012), 0.003)
    rough = _fft_convolve(bursts, grain, m)
    rough /= F32(max(1e-6, float(np.max(rough))))
    out = body * (F32(1.0 - grit) + F32(grit) * rough)
    ring_gain = float(spec.get("ring_gain", 0.0))
    if ring_gain > 0:
        out += F32(ring_gain) * synth.band_noise(m, float(spec.get("ring", 3200.0)), 0.08, rng)
    return synth.normalize_peak(out * _env(spec, m, [[0.0, 0.0], [0.03, 1.0],
                                                     [dur * 0.8, 0.8], [dur, 0.0]]))


# -- creak: an old wooden hatch swinging open ----------------------------------------------
def creak(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """rate: [[s, pulses per second], ...] (the creak's pitch over time); jitter: how
    unevenly the hinge catches; body: [[Hz, gain, decay s], ...] the wood's resonances;
    env: [[s, level], ...]."""
    m = _length(spec, n)
    dur = m / synth.SR
    rates = synth.breakpoints(m, spec.get("rate", [[0.0, 40.0], [dur, 60.0]]))
    jitter = float(spec.get("jitter", 0.15))
    pulses = np.zeros(m, dtype=F32)
    t = 0.0
    while True:
        i = int(t * synth.SR)
        if i >= m:
            break
        pulses[i] = F32(rng.uniform(0.6, 1.0))
        r = max(5.0, float(rates[i]))
        t += (1.0 / r) * (1.0 + jitter * float(rng.uniform(-1.0, 1.0)))
    modes = [list(row) for row in spec.get("body", [[520.0, 1.0, 0.012], [1180.0, 0.6, 0.008],
                                                      [2300.0, 0.35, 0.005]])]
    k = n_samples(max(float(row[2]) for row in modes) * 7)
    ir = synth.damped_modes([float(r[0]) for r in modes], [float(r[1]) for r in modes],
                            [float(r[2]) for r in modes], k)
    out = _fft_convolve(pulses, ir, m)
    return synth.normalize_peak(out * _env(spec, m, [[0.0, 0.0], [0.04, 1.0], [dur * 0.7, 0.8],
                                                     [dur, 0.0]]))


# -- roll: a gem rolling away over stone ------------------------------------------------------
def roll(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """rate: [start, end] facet ticks per second as the gem slows; pitch: [lo, hi] Hz of a
    tick; rumble: gain of the low rolling noise; rumble_center: its band (Hz)."""
    m = _length(spec, n)
    dur = m / synth.SR
    r0, r1 = (float(v) for v in spec.get("rate", (40.0, 8.0)))
    lo, hi = (float(v) for v in spec.get("pitch", (3000.0, 6000.0)))
    grain_len = n_samples(0.01)
    bank = [synth.modal_impact("glass", grain_len, rng, freq=float(rng.uniform(lo, hi)),
                               impulse=0.5, decay_scale=0.02) for _ in range(6)]
    out = np.zeros(m, dtype=F32)
    t = 0.005
    while t < dur:
        u = t / dur
        i = int(t * synth.SR)
        j = min(m, i + grain_len)
        level = (1.0 - u) ** 1.5 * float(rng.uniform(0.5, 1.0))
        out[i:j] += F32(level) * bank[int(rng.integers(len(bank)))][: j - i]
        rate = r0 + (r1 - r0) * u
        t += (1.0 / rate) * float(rng.uniform(0.8, 1.2))
    rumble = float(spec.get("rumble", 0.3))
    if rumble > 0:
        bed = synth.band_noise(m, float(spec.get("rumble_center", 450.0)), 1.5, rng)
        fade = np.clip(1.0 - synth.time_axis(m) / F32(dur), 0.0, 1.0)
        out += F32(rumble) * bed * fade ** 2
    return synth.normalize_peak(out)


def register(generators: dict[str, Any]) -> None:
    """Add this module's generators to `generators` (generators.GENERATORS)."""
    from castle_games.audio.generators import Generator

    generators["scrape"] = Generator(scrape, frozenset({"duration", "center", "octaves", "grit",
                                                        "grit_rate", "ring", "ring_gain",
                                                        "env"}))
    generators["creak"] = Generator(creak, frozenset({"duration", "rate", "jitter", "body",
                                                      "env"}))
    generators["roll"] = Generator(roll, frozenset({"duration", "rate", "pitch", "rumble",
                                                    "rumble_center"}))
