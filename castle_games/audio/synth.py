"""Sound synthesis primitives: pure numpy, float32 mono arrays at 44.1 kHz.

Everything a recipe (sounds/*.toml) is built from: modal impacts whose modes follow size and
material, band-limited noise shaped in the frequency domain, the closed-tube resonance of a
tower, envelopes, pitch glides, a short synthetic room, and the final safety steps (fades,
limiting, panning). The instruments made of these (a voice, brass, bells) are in
audio/instruments.py.

Speed matters (a die bounces many times a second), so nothing here loops per sample: damped
sines are evaluated only over their audible length, noise is made directly as a shaped
spectrum (one inverse FFT, no forward one), and the reverb's impulse response spectrum and
the wavetables are cached.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

SR = 44100
F32 = np.float32
SPEED_OF_SOUND = 343.0  # m/s in a warm room
TWO_PI = 2.0 * math.pi


# -- small helpers ---------------------------------------------------------------------------
def n_samples(seconds: float) -> int:
    return max(1, int(round(seconds * SR)))


def db_to_gain(db: float) -> float:
    return 10.0 ** (db / 20.0)


def gain_to_db(gain: float) -> float:
    return 20.0 * math.log10(max(gain, 1e-12))


def peak_db(x: np.ndarray) -> float:
    return gain_to_db(float(np.max(np.abs(x))) if x.size else 0.0)


_T = np.arange(SR * 4, dtype=F32) / F32(SR)
_T.flags.writeable = False


def time_axis(n: int) -> np.ndarray:
    """Seconds of each sample, 0..n-1 (a read-only view of a cached array; do not mutate)."""
    global _T
    if n > _T.size:
        grown = np.arange(max(n, 2 * _T.size), dtype=F32) / F32(SR)
        grown.flags.writeable = False
        _T = grown
    return _T[:n]


@lru_cache(maxsize=256)
def fast_len(n: int) -> int:
    """The smallest 2^a 3^b 5^c >= n: pocketfft is quick on those lengths."""
    best = 1 << max(0, (n - 1).bit_length())
    p5 = 1
    while p5 < best:
        p35 = p5
        while p35 < best:
            m = p35
            while m < n:
                m *= 2
            best = min(best, m)
            p35 *= 3
        p5 *= 5
    return best


# The tables below are a few MB each for a long sound and cheap to make again (an FFT's
# frequencies, a room's spectrum): few are kept, or a game's voices fill 100 MB.
@lru_cache(maxsize=16)
def rfft_freqs(nfft: int) -> np.ndarray:
    freqs = np.fft.rfftfreq(nfft, 1.0 / SR).astype(F32)
    freqs.flags.writeable = False
    return freqs


_NOTE = re.compile(r"([A-Ga-g])([#b]?)(-?\d)")
_STEPS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


def note_freq(note: str | float) -> float:
    """'A4' -> 440.0, 'C#5', 'Bb3'; a number is taken as Hz."""
    if isinstance(note, int | float):
        return float(note)
    match = _NOTE.fullmatch(note.strip())
    if not match:
        raise ValueError(f"not a note name: {note!r} (use e.g. C4, F#5, Bb3, or Hz)")
    letter, accidental, octave = match.groups()
    midi = 12 * (int(octave) + 1) + _STEPS[letter.upper()]
    midi += {"#": 1, "b": -1, "": 0}[accidental]
    return 440.0 * 2.0 ** ((midi - 69) / 12.0)


def semitones(freq: float, steps: float) -> float:
    return freq * 2.0 ** (steps / 12.0)


def tube_frequency(length: float, radius: float, c: float = SPEED_OF_SOUND,
                   harmonic: int = 1) -> float:
    """Resonance of a tube closed at one end: f = (2h-1) c / (4 (L + 0.6 r)).

    0.6 r is the end correction of the open end. Only odd harmonics exist (h = 1, 2, ...
    gives 1x, 3x, 5x the fundamental). A 30 cm tower of radius 3 cm sings near 270 Hz.
    """
    if length <= 0 or radius < 0:
        raise ValueError("a tube needs a positive length and a non-negative radius")
    return (2 * harmonic - 1) * c / (4.0 * (length + 0.6 * radius))


# -- envelopes -------------------------------------------------------------------------------
def exp_decay(n: int, tau: float) -> np.ndarray:
    return np.exp(-time_axis(n) / F32(max(tau, 1e-4)))


def breakpoints(n: int, points: Sequence[Sequence[float]]) -> np.ndarray:
    """Straight lines between (seconds, value) points; held flat outside them."""
    ts = [float(p[0]) for p in points]
    vs = [float(p[1]) for p in points]
    return np.interp(time_axis(n), ts, vs).astype(F32)


def adsr(n: int, attack: float, decay: float, sustain: float, release: float,
         gate: float | None = None) -> np.ndarray:
    """Linear attack, exponential decay to `sustain`, exponential release after `gate` s.

    `decay` and `release` are time constants (about -40 dB after 4.6 of them). The gate
    defaults to leaving room for the release to fall 40 dB before the buffer ends.
    """
    t = time_axis(n)
    attack = max(attack, 1e-4)
    if gate is None:
        gate = max(attack, n / SR - 4.6 * release)
    body = np.where(t < attack, t / F32(attack),
                    F32(sustain) + F32(1 - sustain) * np.exp(-(t - F32(attack)) / F32(max(decay, 1e-4))))
    at_gate = (gate / attack if gate < attack
               else sustain + (1 - sustain) * math.exp(-(gate - attack) / max(decay, 1e-4)))
    tail = F32(at_gate) * np.exp(-np.maximum(t - F32(gate), 0) / F32(max(release, 1e-4)))
    return np.where(t < gate, body, tail).astype(F32)


def fade(x: np.ndarray, in_ms: float = 1.0, out_ms: float = 15.0) -> np.ndarray:
    """Raised-cosine ramps at both ends, so a sound never starts or stops with a click."""
    y = np.array(x, dtype=F32, copy=True)
    for ms, at_start in ((in_ms, True), (out_ms, False)):
        m = min(int(ms * SR / 1000.0), y.shape[0] // 2)
        if m <= 0:
            continue
        ramp = (0.5 - 0.5 * np.cos(np.linspace(0.0, math.pi, m, dtype=F32))).astype(F32)
        if y.ndim == 2:
            ramp = ramp[:, None]
        if at_start:
            y[:m] *= ramp
        else:
            y[-m:] *= ramp[::-1]
    return y


# -- oscillators -----------------------------------------------------------------------------
def damped_modes(freqs: Sequence[float], amps: Sequence[float], taus: Sequence[float],
                 n: int, phases: Sequence[float] | None = None) -> np.ndarray:
    """Sum of exponentially damped sines, each computed only while it is audible (7 tau)."""
    out = np.zeros(n, dtype=F32)
    for i, (f, a, tau) in enumerate(zip(freqs, amps, taus)):
        if a == 0 or f <= 0 or f >= 0.45 * SR:
            continue  # above 20 kHz: inaudible, and it would alias
        m = min(n, int(7.0 * tau * SR) + 1)
        t = time_axis(m)
        phase = F32(phases[i]) if phases is not None else F32(0.0)
        out[:m] += F32(a) * np.exp(-t / F32(tau)) * np.sin(F32(TWO_PI * f) * t + phase)
    return out


def phase_from_freq(freq: np.ndarray) -> np.ndarray:
    """Running phase in cycles (float64: it grows large) for a pitch contour in Hz."""
    return np.cumsum(freq, dtype=np.float64) / SR


def pitch_contour(n: int, points: Sequence[Sequence[float]]) -> np.ndarray:
    """A glide through (seconds, Hz) points, interpolated in log frequency (musical)."""
    logs = [(p[0], math.log2(p[1])) for p in points]
    return np.exp2(breakpoints(n, logs)).astype(F32)


def tone(freq: float | np.ndarray, n: int, harmonics: Sequence[float] = (1.0,)) -> np.ndarray:
    """A few harmonics of a fixed or gliding pitch (starts at phase 0: no click)."""
    f = np.full(n, freq, dtype=F32) if np.isscalar(freq) else np.asarray(freq, dtype=F32)
    phase = phase_from_freq(f)
    out = np.zeros(n, dtype=F32)
    for k, a in enumerate(harmonics, start=1):
        if a and k * float(np.max(f)) < 0.45 * SR:
            out += F32(a) * np.sin((TWO_PI * k) * phase).astype(F32)
    return out


def chord(freqs: Sequence[float], n: int, harmonics: Sequence[float] = (1.0,)) -> np.ndarray:
    out = np.zeros(n, dtype=F32)
    for f in freqs:
        out += tone(f, n, harmonics)
    return out / F32(max(1, len(freqs)))


# -- materials and impacts ----------------------------------------------------------------
@dataclass(frozen=True)
class Material:
    """How a struck object of this stuff rings.

    ratios: mode frequencies over the fundamental; amps: their strengths at a full blow;
    decay: time constant of the fundamental (s); tilt: higher modes die faster by
    (f0/fk)^tilt; f_size: f0 = f_size / size (m), so bigger things sound lower; click: share
    of broadband contact noise; bright: how much a soft blow loses its upper modes.
    """

    ratios: tuple[float, ...]
    amps: tuple[float, ...]
    decay: float
    tilt: float
    f_size: float
    click: float
    bright: float


MATERIALS: dict[str, Material] = {
    # Wooden bars and trays: inharmonic, short, a warm knock.
    "wood": Material((1.0, 2.57, 4.03, 5.52, 6.96), (1.0, 0.5, 0.32, 0.18, 0.1),
                     0.045, 1.0, 40.0, 0.25, 1.4),
    # Stone: stiff and heavily damped, a dull high tock.
    "stone": Material((1.0, 1.71, 2.51, 3.62, 4.93), (1.0, 0.7, 0.5, 0.3, 0.2),
                      0.02, 0.8, 70.0, 0.45, 1.0),
    # Glass or a pearl: bright, long, clear ring.
    "glass": Material((1.0, 2.32, 4.25, 6.63, 9.38), (1.0, 0.45, 0.25, 0.12, 0.06),
                      0.5, 0.9, 90.0, 0.08, 1.2),
    "pearl": Material((1.0, 2.32, 4.25, 6.63, 9.38), (1.0, 0.45, 0.25, 0.12, 0.06),
                      0.35, 0.9, 90.0, 0.1, 1.2),
    # Metal: a free bar's modes, very long.
    "metal": Material((1.0, 2.76, 5.40, 8.93, 13.34), (1.0, 0.6, 0.35, 0.2, 0.1),
                      1.0, 0.6, 80.0, 0.05, 0.9),
    # Hard plastic or bone (dice): small, bright, short.
    "plastic": Material((1.0, 1.58, 2.23, 2.94, 3.72), (1.0, 0.7, 0.45, 0.3, 0.15),
                        0.012, 0.8, 50.0, 0.35, 1.6),
    # Felt over a table: almost no ring, a soft low thump.
    "felt": Material((1.0, 1.6, 2.3), (1.0, 0.35, 0.12), 0.018, 1.2, 8.0, 0.15, 2.0),
}


def material_frequency(material: str, size: float) -> float:
    return MATERIALS[material].f_size / max(size, 1e-4)


def _material(name: str) -> Material:
    try:
        return MATERIALS[name]
    except KeyError:
        raise ValueError(f"unknown material {name!r}; known: {', '.join(MATERIALS)}") from None


def spectral_weight(freqs: np.ndarray, center: float, octaves: float) -> np.ndarray:
    """A smooth band (Gaussian in log frequency) of the given width between -6 dB points."""
    f = np.maximum(freqs, F32(1.0))
    sigma = max(octaves, 0.05) / 2.355  # full width at half maximum -> sigma
    return np.exp(-0.5 * (np.log2(f / F32(center)) / F32(sigma)) ** 2).astype(F32)


def shaped_noise(n: int, rng: np.random.Generator, weight) -> np.ndarray:
    """Noise with the magnitude spectrum weight(freqs), made straight in the frequency domain."""
    nfft = fast_len(n)
    freqs = rfft_freqs(nfft)
    spec = (rng.standard_normal(freqs.size, dtype=F32)
            + 1j * rng.standard_normal(freqs.size, dtype=F32)).astype(np.complex64)
    spec *= weight(freqs)
    x = np.fft.irfft(spec, nfft)[:n].astype(F32)
    return normalize_peak(x)


def band_noise(n: int, center: float, octaves: float, rng: np.random.Generator) -> np.ndarray:
    """Band-passed noise around `center` Hz, peak 1."""
    return shaped_noise(n, rng, lambda f: spectral_weight(f, center, octaves))


def lowpass_noise(n: int, cutoff: float, rng: np.random.Generator, order: float = 2.0) -> np.ndarray:
    return shaped_noise(n, rng, lambda f: 1.0 / (1.0 + (f / F32(cutoff)) ** (2 * order)))


def swept_noise(n: int, start: float, end: float, octaves: float,
                rng: np.random.Generator, bands: int = 4) -> np.ndarray:
    """Noise whose band glides from `start` to `end` Hz: a crossfade of a few fixed bands."""
    centers = np.geomspace(start, end, bands)
    pos = np.linspace(0.0, bands - 1.0, n, dtype=F32)
    out = np.zeros(n, dtype=F32)
    for i, c in enumerate(centers):
        w = np.clip(1.0 - np.abs(pos - F32(i)), 0.0, 1.0)
        out += w * band_noise(n, float(c), octaves, rng)
    return out


def contact_click(n: int, brightness: float, rng: np.random.Generator,
                  length: float = 0.003) -> np.ndarray:
    """The broadband tick of two surfaces meeting; darker for a soft touch."""
    m = min(n, n_samples(length * 3))
    cutoff = 1500.0 + 9000.0 * max(0.0, min(1.0, brightness))
    click = lowpass_noise(m, cutoff, rng) * exp_decay(m, length / 2)
    out = np.zeros(n, dtype=F32)
    out[:m] = click
    return out


def modal_impact(material: str, n: int, rng: np.random.Generator, *, freq: float | None = None,
                 size: float | None = None, impulse: float = 1.0, decay_scale: float = 1.0,
                 click: float | None = None, jitter: float = 0.02) -> np.ndarray:
    """A struck object: damped modes of `material`, plus the contact click.

    The fundamental comes from `freq` or else from `size` (m). A softer `impulse` (0..1)
    takes the upper modes and the click away (a light touch is darker, not just quieter);
    the result has peak 1 whatever the impulse, so the caller sets the loudness.
    """
    mat = _material(material)
    f0 = freq if freq is not None else material_frequency(material, size or 0.02)
    impulse = max(0.0, min(1.0, impulse))
    count = len(mat.ratios)
    detune = 1.0 + jitter * rng.uniform(-1.0, 1.0, count)
    freqs = [f0 * r * d for r, d in zip(mat.ratios, detune)]
    soft = max(impulse, 0.02)
    amps = [a * soft ** (mat.bright * i / max(1, count - 1)) for i, a in enumerate(mat.amps)]
    taus = [mat.decay * decay_scale * (f0 / f) ** mat.tilt for f in freqs]
    phases = rng.uniform(0.0, 0.3, count)  # near zero: the strike starts the ring
    body = damped_modes(freqs, amps, taus, n, phases)
    body = normalize_peak(body)
    share = mat.click if click is None else click
    if share > 0:
        body += F32(share * impulse ** 0.7) * contact_click(n, impulse, rng)
    return normalize_peak(body)


def tube_tone(length: float, radius: float, n: int, decay: float = 0.25,
              harmonics: int = 3) -> np.ndarray:
    """The hollow ring of a closed tube (a tower): its odd resonances, damped."""
    freqs = [tube_frequency(length, radius, harmonic=h) for h in range(1, harmonics + 1)]
    amps = [1.0 / h ** 1.5 for h in range(1, harmonics + 1)]
    taus = [decay / h for h in range(1, harmonics + 1)]
    return normalize_peak(damped_modes(freqs, amps, taus, n))


# -- space and output ------------------------------------------------------------------------
# The wet path runs at half rate: a room's tail has little above 10 kHz, and the FFTs of
# a two-second fanfare cost half as much.
_WET_SR = SR // 2


@lru_cache(maxsize=8)
def _room_ir(rt60: float, damping: float, predelay: float, seed: int) -> np.ndarray:
    """A short synthetic room at half rate: a few early reflections, then a decaying noise
    tail whose highs fade faster than its lows (air and soft furnishings)."""
    rng = np.random.default_rng(seed)
    n = max(1, int(rt60 * _WET_SR))
    t = np.arange(n, dtype=F32) / F32(_WET_SR)
    tau = rt60 / 6.9  # -60 dB after rt60
    # lowpass_noise assumes the full rate: 1250 Hz there is 2500 Hz here
    dark = lowpass_noise(n, 1250.0, rng) * np.exp(-t / F32(tau))
    bright = rng.standard_normal(n, dtype=F32) * np.exp(-t / F32(tau * (1.0 - 0.8 * damping)))
    ir = damping * dark + (1.0 - damping) * 0.5 * bright
    for ms, g in ((7.0, 0.7), (11.0, -0.55), (17.0, 0.45), (23.0, -0.35), (31.0, 0.25)):
        i = int(ms * _WET_SR / 1000.0)
        if i < n:
            ir[i] += g * 3.0
    ir = np.concatenate([np.zeros(int(predelay * _WET_SR), dtype=F32), ir])
    ir /= np.sqrt(np.sum(ir.astype(np.float64) ** 2))
    ir = ir.astype(F32)
    ir.flags.writeable = False
    return ir


@lru_cache(maxsize=8)
def _room_spectrum(rt60: float, damping: float, predelay: float, seed: int,
                   nfft: int) -> np.ndarray:
    spec = np.fft.rfft(_room_ir(rt60, damping, predelay, seed), nfft)
    spec.flags.writeable = False
    return spec


def _halve(x: np.ndarray) -> np.ndarray:
    """Half the sample rate: a [1 3 3 1]/8 smoothing (-19 dB at 15 kHz), every 2nd sample."""
    y = np.concatenate([x, np.zeros(4 - x.size % 2, dtype=F32)])
    return (y[0:-3:2] + 3.0 * y[1:-2:2] + 3.0 * y[2:-1:2] + y[3::2]) * F32(0.125)


def _double(y: np.ndarray, n: int) -> np.ndarray:
    """Back to full rate by linear interpolation, n samples."""
    out = np.empty(2 * y.size, dtype=F32)
    out[0::2] = y
    out[1:-1:2] = 0.5 * (y[:-1] + y[1:])
    out[-1] = y[-1]
    if out.size < n:
        out = np.concatenate([out, np.zeros(n - out.size, dtype=F32)])
    return out[:n]


def reverb(x: np.ndarray, rt60: float = 0.4, wet: float = 0.15, damping: float = 0.6,
           predelay: float = 0.006, seed: int = 11) -> np.ndarray:
    """A light room: dry + wet * (x convolved with a synthetic impulse response), by FFT.

    The result has the input's length: give the sound room for its tail.
    """
    if wet <= 0:
        return x
    key = (round(rt60, 3), float(damping), float(predelay), int(seed))
    half = _halve(np.asarray(x, dtype=F32))
    nfft = fast_len(half.size + _room_ir(*key).size - 1)
    tail = np.fft.irfft(np.fft.rfft(half, nfft) * _room_spectrum(*key, nfft), nfft)
    # the IR has unit energy; scaled so the wet sound sits under the dry one
    return (x + F32(wet * 0.25) * _double(tail[:half.size].astype(F32), x.size)).astype(F32)


def smooth_random(n: int, rate: float, rng: np.random.Generator) -> np.ndarray:
    """Random wandering in -1..1 with about `rate` new values a second (jitter, wobble)."""
    points = max(2, int(n * rate / SR) + 2)
    knots = rng.uniform(-1.0, 1.0, points).astype(F32)
    return np.interp(np.linspace(0.0, points - 1.0, n), np.arange(points), knots).astype(F32)


def normalize_peak(x: np.ndarray, peak: float = 1.0) -> np.ndarray:
    top = float(np.max(np.abs(x))) if x.size else 0.0
    if top < 1e-9:
        return x.astype(F32, copy=False)
    return (x * F32(peak / top)).astype(F32, copy=False)


def limit(x: np.ndarray, ceiling_dbfs: float = -1.0) -> np.ndarray:
    """Turn the whole sound down if (and only if) its peak passes the ceiling."""
    ceiling = db_to_gain(ceiling_dbfs)
    top = float(np.max(np.abs(x))) if x.size else 0.0
    if top > ceiling:
        return (x * F32(ceiling / top)).astype(F32)
    return x


def mix_at(out: np.ndarray, at: float, sig: np.ndarray, gain: float) -> None:
    """Add `sig` into `out` from `at` seconds on, scaled by `gain`; what overhangs is cut."""
    i = int(round(at * SR))
    if gain <= 0 or i >= out.size or i < 0:
        return
    k = min(sig.size, out.size - i)
    out[i:i + k] += F32(gain) * sig[:k]


def pan_gains(pan: float) -> tuple[float, float]:
    """Equal-power pan law: -1 is hard left, 0 centre (-3 dB each side), 1 hard right."""
    theta = (max(-1.0, min(1.0, pan)) + 1.0) * math.pi / 4.0
    return math.cos(theta), math.sin(theta)


def pan_stereo(mono: np.ndarray, pan: float = 0.0) -> np.ndarray:
    left, right = pan_gains(pan)
    return np.stack([mono * F32(left), mono * F32(right)], axis=1).astype(F32)


def mono_fold(stereo: np.ndarray) -> np.ndarray:
    """Both channels get the average, for one-speaker or one-ear listening."""
    if stereo.ndim == 1:
        return np.stack([stereo, stereo], axis=1).astype(F32)
    mid = stereo.mean(axis=1, dtype=F32)
    return np.stack([mid, mid], axis=1).astype(F32)
