"""The instruments the sounds are played on, made of audio/synth.py's primitives: a voice
(a pulse train heard through a mouth whose formants move: the dog, the ghost, the dragon),
wavetable brass (the fanfares) and struck bells and bars (the chimes, the counting pips).

Like synth.py, pure numpy and float32 at 44.1 kHz, with the wavetables and mouth filters
cached, so a chord or a long call costs little more than its phases.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import numpy as np

from castle_games.audio import synth
from castle_games.audio.synth import F32, SR, TWO_PI


@lru_cache(maxsize=8)
def _pulse_table(tilt: float, harmonics: int = 24, size: int = 4096) -> np.ndarray:
    """One cycle of a glottal-like pulse: harmonics falling as k^-tilt (starts at 0)."""
    t = np.arange(size) / size
    wave = sum(k ** -tilt * np.sin(TWO_PI * k * t) for k in range(1, harmonics + 1))
    table = (wave / np.max(np.abs(wave))).astype(F32)
    table.flags.writeable = False
    return table


def formant_weight(freqs: np.ndarray, formants: Sequence[tuple[float, float, float]]) -> np.ndarray:
    """The resonances of a mouth: a sum of bell curves (centre Hz, bandwidth Hz, gain)."""
    w = np.zeros_like(freqs)
    for centre, bw, g in formants:
        w += F32(g) / (1.0 + ((freqs - F32(centre)) / F32(0.5 * bw)) ** 2)
    return w


@lru_cache(maxsize=8)
def _mouth(nfft: int, formants: tuple[tuple[float, float, float], ...]) -> np.ndarray:
    weight = formant_weight(synth.rfft_freqs(nfft), formants)
    weight.flags.writeable = False
    return weight


def voiced(f0: np.ndarray, closed: Sequence[tuple[float, float, float]],
           opened: Sequence[tuple[float, float, float]], opening: np.ndarray,
           tilt: float = 0.6, breath: float = 0.0,
           rng: np.random.Generator | None = None) -> np.ndarray:
    """A voice: a pulse train following the pitch contour f0, heard through a mouth that
    moves between the `closed` and `opened` formant sets as `opening` goes 0 -> 1.

    Formants are fixed resonances while the harmonics slide through them, as in a throat;
    the two mouth shapes are two FFT filters crossfaded, which is cheap and smooth.
    The pulse has 24 harmonics: clean up to f0 of about 900 Hz. `breath` mixes noise into
    the source (before the mouth), so the breathiness carries the same vowel.
    """
    n = f0.size
    table = _pulse_table(round(tilt, 3))
    size = table.size
    phase = np.cumsum(f0 * F32(1.0 / SR), dtype=F32)
    idx = ((phase - np.floor(phase)) * F32(size)).astype(np.intp) & (size - 1)
    source = table[idx]
    if breath > 0 and rng is not None:
        source = source + F32(breath * 0.35) * rng.standard_normal(n, dtype=F32)
    nfft = synth.fast_len(n)
    spec = np.fft.rfft(source, nfft)
    shut = np.fft.irfft(spec * _mouth(nfft, tuple(closed)), nfft)[:n]
    wide = np.fft.irfft(spec * _mouth(nfft, tuple(opened)), nfft)[:n]
    return (shut + opening * (wide - shut)).astype(F32)


_TABLE_BITS = 13
_TABLE_SIZE = 1 << _TABLE_BITS  # large enough to read without interpolation (< -80 dB error)


def _brass_wave(brightness: float, harmonics: int = 16) -> np.ndarray:
    """One cycle of a brass-like wave; brightness 0..1 opens the upper harmonics."""
    t = np.arange(_TABLE_SIZE) / _TABLE_SIZE
    wave = np.zeros(_TABLE_SIZE)
    for k in range(1, harmonics + 1):
        # brass: strong lower harmonics, a tilt that opens up when blown harder
        a = k ** -0.7 * math.exp(-(k - 1) / (1.0 + 9.0 * brightness))
        wave += a * np.sin(TWO_PI * k * t)
    return wave / np.max(np.abs(wave))


@lru_cache(maxsize=1)
def _brass_tables() -> tuple[np.ndarray, np.ndarray]:
    """The dark wave, and bright minus dark (so a blend is one multiply-add)."""
    dark, bright = _brass_wave(0.15), _brass_wave(0.9)
    tables = dark.astype(F32), (bright - dark).astype(F32)
    for table in tables:
        table.flags.writeable = False
    return tables


def _table_index(phase: np.ndarray) -> np.ndarray:
    """Phase in cycles (float32) -> table row, wrapping with a mask (the size is 2^k).

    The whole cycles are dropped first, so float32 keeps its precision on long notes."""
    frac = phase - np.floor(phase)
    return (frac * F32(_TABLE_SIZE)).astype(np.intp) & (_TABLE_SIZE - 1)


@lru_cache(maxsize=64)
def _brass_shape(n: int, dur: float) -> tuple[np.ndarray, np.ndarray]:
    """(pitch multiplier, loudness envelope) of a held note: shared by every note of the
    same length, so a chord costs little more than its phases."""
    t = synth.time_axis(n)
    scoop = 1.0 - 0.025 * np.exp(-t / F32(0.018))  # the lips bend up into the pitch
    vib = 0.004 * np.clip((t - F32(0.25)) / F32(0.3), 0.0, 1.0)  # vibrato only on long notes
    vib *= np.sin(F32(TWO_PI * 5.5) * t)
    env = synth.adsr(n, attack=0.028, decay=0.12, sustain=0.78, release=0.05, gate=dur)
    # a small overshoot at the attack: brass 'speaks'
    env *= 1.0 + 0.25 * np.exp(-t / F32(0.04)) * (t > 0.02)
    pitch = (scoop * (1.0 + vib)).astype(F32)
    pitch.flags.writeable = False
    env = env.astype(F32)
    env.flags.writeable = False
    return pitch, env


def brass_note(freq: float, dur: float, n: int, rng: np.random.Generator,
               velocity: float = 1.0, detune_cents: float = 6.0) -> np.ndarray:
    """A brass-like note: a lip 'scoop' into pitch, brightness following loudness, a little
    delayed vibrato, two slightly detuned players. `dur` is the held length; the release
    rings on within the n samples."""
    pitch, env = _brass_shape(n, round(dur, 4))
    loud = np.minimum(env * F32(velocity), F32(1.0))
    blend = loud * np.sqrt(loud)  # brightness grows faster than loudness, as in a horn
    dark, lift = _brass_tables()
    # float32 phase: its drift over a few seconds is far below a cent
    base = np.cumsum(pitch * F32(freq / SR), dtype=F32)
    ratio = F32(2.0 ** (detune_cents / 1200.0))
    one = _table_index(base + F32(rng.uniform(0, 1)))
    two = _table_index(base * ratio + F32(rng.uniform(0, 1)))
    wave = dark[one] + dark[two] + blend * (lift[one] + lift[two])
    return wave * (env * F32(0.5 * velocity))


TIMBRES: dict[str, tuple[tuple[float, ...], tuple[float, ...], tuple[float, ...]]] = {
    # (partial ratios, amplitudes, decay time constants as fractions of the note's decay)
    "chime": ((1.0, 2.0, 3.0, 4.16, 5.43), (1.0, 0.3, 0.12, 0.08, 0.04),
              (1.0, 0.55, 0.35, 0.2, 0.12)),
    "bell": ((0.5, 1.0, 1.19, 1.5, 2.0, 2.51, 3.01), (0.35, 1.0, 0.45, 0.25, 0.35, 0.12, 0.08),
             (1.3, 1.0, 0.7, 0.5, 0.45, 0.3, 0.2)),
    "glock": ((1.0, 2.76, 5.40), (1.0, 0.25, 0.08), (1.0, 0.3, 0.12)),
    "marimba": ((1.0, 3.93, 9.2), (1.0, 0.18, 0.05), (1.0, 0.25, 0.08)),
    "soft": ((1.0, 2.0, 3.0), (1.0, 0.12, 0.03), (1.0, 0.6, 0.4)),
    # A wooden tongue drum: harmonic partials under a strong fundamental. A low note keeps
    # its pitch on a laptop's small speakers, which hardly play below 300 Hz: the ear hears
    # the fundamental from its harmonics.
    "tongue": ((1.0, 2.0, 3.0, 4.0, 5.0, 6.0), (1.0, 0.6, 0.5, 0.38, 0.26, 0.16),
               (1.0, 0.75, 0.55, 0.42, 0.33, 0.25)),
}


def bell_note(freq: float, n: int, timbre: str = "chime", decay: float = 0.8,
              mallet: float = 0.15, rng: np.random.Generator | None = None) -> np.ndarray:
    """A struck tuned bar or bell: partials of `timbre`, each dying at its own pace."""
    try:
        ratios, amps, decays = TIMBRES[timbre]
    except KeyError:
        raise ValueError(f"unknown timbre {timbre!r}; known: {', '.join(TIMBRES)}") from None
    out = synth.damped_modes([freq * r for r in ratios], amps, [decay * d for d in decays], n)
    if mallet > 0 and rng is not None:
        out += F32(mallet) * synth.contact_click(n, 0.6, rng, length=0.002)
    return out
