"""Generators for Tajemnica Zamku: the dragon's roar, a sword's ring, a wavering ghost voice.

Registered into generators.GENERATORS by `register()` (one line at the bottom of
generators.py), so recipes in sounds/ can name them like any other generator:

- `roar`: a big friendly-scary dragon. A low, rough voice (a pulse train at 50-90 Hz with
  period doubling and a slow growl flutter) heard through a throat whose first formant
  sweeps open and shut, with breathy noise through the same throat; low-passed so that the
  roar stays deep (spectral centroid well under 1 kHz).
- `ring`: struck metal, e.g. a sword: a bright scrape ("shing") into a set of long-decaying
  partials, each a pair of slightly detuned modes so the ring shimmers (beats) as it dies.
- `warble`: a wavering voice-like tone (a theremin, or a ghost's "woooo"): a pitch path
  through breakpoints, a slow wide vibrato, a few harmonics and a breath of air.

Pure numpy, built on synth.py and instruments.py, like every other generator.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from castle_games.audio import instruments, synth
from castle_games.audio.synth import F32, n_samples

Spec = Mapping[str, Any]
Params = Mapping[str, float]


def _length(spec: Spec, n: int) -> int:
    return min(n, n_samples(float(spec["duration"]))) if "duration" in spec else n


def _lowpass(x: np.ndarray, cutoff: float, order: float = 2.0) -> np.ndarray:
    """A gentle low-pass in the frequency domain (no phase worries for a one-off sound)."""
    size = 1 << int(np.ceil(np.log2(max(2, x.size))))
    spec = np.fft.rfft(x, size)
    freqs = np.fft.rfftfreq(size, 1.0 / synth.SR)
    spec *= 1.0 / np.sqrt(1.0 + (freqs / cutoff) ** (2 * order))
    return np.fft.irfft(spec, size)[: x.size].astype(F32)


def _points(spec: Spec, key: str, default: list[list[float]]) -> list[list[float]]:
    return [[float(a), float(b)] for a, b in spec.get(key, default)]


# -- roar: a dragon ---------------------------------------------------------------------------
def roar(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """pitch: [[s, Hz], ...] the voice's fundamental; closed / opened: [[Hz, bandwidth,
    gain], ...] the throat shut and wide open; opening: [[s, 0..1], ...]; rough: period
    doubling 0..1; flutter (Hz) and flutter_depth: the growl's rattle; breath: noise share;
    drive: soft saturation (0 none, 2-6 a throat pushed hard: louder for the same peak);
    cutoff: low-pass (Hz); env: [[s, level], ...]."""
    m = _length(spec, n)
    dur = m / synth.SR
    f0 = synth.breakpoints(m, _points(spec, "pitch", [[0.0, 60.0], [0.3, 90.0], [dur, 55.0]]))
    # A living throat wobbles: slow random pitch jitter of a few percent.
    f0 = f0 * (1.0 + F32(0.05) * synth.smooth_random(m, 12.0, rng))
    closed = [tuple(float(v) for v in row) for row in spec.get(
        "closed", [[260.0, 120.0, 1.0], [620.0, 160.0, 0.5], [1500.0, 250.0, 0.12]])]
    opened = [tuple(float(v) for v in row) for row in spec.get(
        "opened", [[720.0, 200.0, 1.0], [1150.0, 220.0, 0.6], [2400.0, 300.0, 0.15]])]
    opening = synth.breakpoints(m, _points(spec, "opening", [[0.0, 0.0], [0.35, 1.0],
                                                              [dur * 0.7, 0.7], [dur, 0.1]]))
    breath = float(spec.get("breath", 0.5))
    voice = instruments.voiced(f0, closed, opened, opening, tilt=float(spec.get("tilt", 0.4)),
                         breath=breath, rng=rng)
    rough = float(spec.get("rough", 0.6))
    if rough > 0:  # period doubling: every other glottal pulse weaker, a gravelly voice
        sub = synth.phase_from_freq(f0 * F32(0.5))
        voice = voice * (1.0 + F32(rough) * np.sin(synth.TWO_PI * sub).astype(F32))
    rate = float(spec.get("flutter", 28.0))
    depth = float(spec.get("flutter_depth", 0.45))
    if depth > 0:  # the rattle of a growl: fast, irregular loudness flutter
        wobble = synth.phase_from_freq(F32(rate) * (1.0 + F32(0.3) * synth.smooth_random(m, 6.0, rng)))
        voice = voice * (1.0 - F32(depth) * (0.5 + 0.5 * np.sin(synth.TWO_PI * wobble)).astype(F32))
    voice = synth.normalize_peak(voice)
    air = synth.band_noise(m, float(spec.get("air_center", 500.0)), 2.5, rng)
    out = voice + F32(breath * 0.5) * air * (0.3 + 0.7 * opening)
    drive = float(spec.get("drive", 0.0))
    if drive > 0:
        # A throat pushed hard saturates: soft clipping fills the gaps between the glottal
        # pulses, so the roar is loud for its peak (the limiter no longer makes it quiet).
        out = (np.tanh(F32(drive) * synth.normalize_peak(out)) / np.tanh(drive)).astype(F32)
    out = _lowpass(out, float(spec.get("cutoff", 900.0)))
    env = synth.breakpoints(m, _points(spec, "env", [[0.0, 0.0], [0.12, 1.0], [dur * 0.6, 0.85],
                                                      [dur, 0.0]]))
    return synth.normalize_peak(out * env)


# -- ring: struck metal -----------------------------------------------------------------------
def ring(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """partials: [[Hz, gain, decay s], ...]; beat: Hz between the two modes of a partial
    (the shimmer); shing: gain of the bright scrape before the strike, shing_time its
    length (s); strike_at: when the blade rings (s)."""
    m = _length(spec, n)
    out = np.zeros(m, dtype=F32)
    strike = n_samples(float(spec.get("strike_at", 0.0)))
    beat = float(spec.get("beat", 3.0))
    rows = [[float(v) for v in row] for row in spec.get(
        "partials", [[880.0, 0.5, 1.2], [2350.0, 1.0, 1.6], [3960.0, 0.5, 1.0]])]
    k = m - strike
    if k > 8:
        freqs, amps, taus = [], [], []
        for f, g, tau in rows:
            for sign in (-1.0, 1.0):  # two modes a few Hz apart beat slowly
                freqs.append(f + sign * beat / 2 * (f / 1000.0) ** 0.5)
                amps.append(g / 2)
                taus.append(tau)
        body = synth.damped_modes(freqs, amps, taus, k, rng.uniform(0.0, 0.3, len(freqs)))
        body = synth.normalize_peak(body)
        body += F32(float(spec.get("click", 0.3))) * synth.contact_click(k, 1.0, rng, 0.002)
        out[strike:] += body
    shing = float(spec.get("shing", 0.0))
    if shing > 0:
        length = min(m, n_samples(float(spec.get("shing_time", 0.15))))
        scrape = synth.swept_noise(length, 2500.0, 7000.0, 1.2, rng)
        swell = synth.breakpoints(length, [[0.0, 0.0], [0.8 * length / synth.SR, 1.0],
                                           [length / synth.SR, 0.3]])
        start = max(0, strike - int(0.8 * length))
        j = min(m, start + length)
        out[start:j] += F32(shing) * synth.normalize_peak(scrape * swell)[: j - start]
    return synth.normalize_peak(out)


# -- warble: a wavering voice-like tone -------------------------------------------------------
def warble(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """pitch: [[s, Hz or note], ...]; vibrato (Hz) and vibrato_cents; harmonics: gains of
    the partials; breath: airy noise share (at `breath_center` Hz); env: [[s, level], ...]."""
    m = _length(spec, n)
    dur = m / synth.SR
    points = [[float(t), synth.note_freq(f)] for t, f in spec.get("pitch", [[0.0, "A4"], [dur, "A4"]])]
    f = synth.breakpoints(m, points)
    cents = float(spec.get("vibrato_cents", 40.0))
    rate = float(spec.get("vibrato", 5.5))
    t = synth.time_axis(m)
    # the vibrato creeps in, as a singer's (or a ghost's) does
    depth = np.clip(t / F32(0.25), 0.0, 1.0) * F32(cents / 1200.0)
    f = f * np.exp2(depth * np.sin(F32(synth.TWO_PI * rate) * t)).astype(F32)
    harmonics = [float(h) for h in spec.get("harmonics", (1.0, 0.3, 0.1))]
    out = synth.tone(f, m, harmonics)
    breath = float(spec.get("breath", 0.15))
    if breath > 0:
        air = synth.band_noise(m, float(spec.get("breath_center", 1200.0)), 1.5, rng)
        out = synth.normalize_peak(out) + F32(breath) * air
    env = synth.breakpoints(m, _points(spec, "env", [[0.0, 0.0], [0.15, 1.0], [dur * 0.7, 0.8],
                                                      [dur, 0.0]]))
    return synth.normalize_peak(out * env)


def register(generators: dict[str, Any]) -> None:
    """Add this module's generators to `generators` (generators.GENERATORS)."""
    from castle_games.audio.generators import Generator

    generators["roar"] = Generator(roar, frozenset({"duration", "pitch", "closed", "opened",
                                                    "opening", "rough", "flutter",
                                                    "flutter_depth", "breath", "air_center",
                                                    "cutoff", "env", "tilt", "drive"}))
    generators["ring"] = Generator(ring, frozenset({"duration", "partials", "beat", "shing",
                                                    "shing_time", "strike_at", "click"}))
    generators["warble"] = Generator(warble, frozenset({"duration", "pitch", "vibrato",
                                                        "vibrato_cents", "harmonics", "breath",
                                                        "breath_center", "env"}))
