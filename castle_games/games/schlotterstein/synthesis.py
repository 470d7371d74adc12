"""Generators for Schlotterstein's ghosts: the 'bu bu bu' voice, the glide, the sand trickle.

Registered into generators.GENERATORS by `register()` (one line at the bottom of
generators.py), so recipes in sounds/ can name them like any other generator:

- `boo`: a ghost saying "bu bu bu". Each syllable is a voiced /b/ (lips shut: all formants
  low, little sound) opening into a round /u/, with a soft plosive puff at the release and a
  wavering, slightly falling pitch: friendly spooky. A ghost's voice is its `pitch` (the
  larynx) and its `formant_scale` (the size of its "mouth"): a big ghost has both low.
- `glide`: a breathy whoosh and a hollow 'ooo' sliding up (forward along the path) or
  down (backward), chosen by the caller's `rise` parameter (+1 or -1).
- `trickle`: sand running through a sand-glass: thousands of tiny grain ticks over a soft
  hiss, even enough to be re-triggered every couple of seconds without a seam.

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

# The vowel /u/ of a grown-up (Hz, bandwidth, gain), and the lips shut for the /b/.
U_VOWEL = ((320.0, 90.0, 1.0), (800.0, 110.0, 0.55), (2250.0, 180.0, 0.12))
B_LIPS = ((210.0, 70.0, 0.6), (560.0, 100.0, 0.2), (2000.0, 200.0, 0.04))


def _length(spec: Spec, n: int) -> int:
    return min(n, n_samples(float(spec["duration"]))) if "duration" in spec else n


def _scaled(formants: tuple[tuple[float, float, float], ...],
            k: float) -> list[tuple[float, float, float]]:
    return [(f * k, bw * k, g) for f, bw, g in formants]


# -- boo: "bu bu bu" -------------------------------------------------------------------------
def boo(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """syllables: [[start s, length s, semitones from `pitch`, gain], ...];
    pitch: the voice's note or Hz; formant_scale: mouth size (1 grown-up, 1.3 a child);
    fall: semitones each syllable sinks over its length; vibrato: [rate Hz, depth semitones];
    breath: noise in the voice (ghosts are airy)."""
    m = _length(spec, n)
    out = np.zeros(m, dtype=F32)
    base = synth.note_freq(spec.get("pitch", "C4"))
    k = float(spec.get("formant_scale", 1.0))
    fall = float(spec.get("fall", 2.0))
    rate, depth = (float(v) for v in spec.get("vibrato", (5.5, 0.35)))
    breath = float(spec.get("breath", 0.3))
    closed, opened = _scaled(B_LIPS, k), _scaled(U_VOWEL, k)
    for start, length, offset, gain in spec["syllables"]:
        i = n_samples(float(start))
        s = min(m - i, n_samples(float(length)))
        if s <= 16:
            continue
        f_a = synth.semitones(base, float(offset))
        f0 = synth.pitch_contour(s, [(0.0, synth.semitones(f_a, 0.6)), (0.06, f_a),
                                     (float(length), synth.semitones(f_a, -fall))])
        t = synth.time_axis(s)
        wobble = F32(depth / 12.0) * np.sin(F32(synth.TWO_PI * rate) * t)
        f0 = (f0 * np.exp2(wobble) * (1.0 + F32(0.01) * synth.smooth_random(s, 25.0, rng)))
        f0 = f0.astype(F32)
        # The lips open fast (the /b/ is short) and stay round for the /u/.
        opening = synth.breakpoints(s, [(0.0, 0.0), (0.035, 0.25), (0.08, 1.0),
                                        (float(length), 0.85)])
        voice = instruments.voiced(f0, closed, opened, opening, tilt=float(spec.get("tilt", 0.9)),
                             breath=breath, rng=rng)
        voice = synth.normalize_peak(voice)
        # The release ends inside the syllable: a voice cut mid-ring would click.
        release = 0.2 * float(length) / 5.0
        env = synth.adsr(s, attack=0.03, decay=0.25, sustain=0.7, release=release,
                         gate=0.8 * float(length))
        env = synth.fade(env, 0.0, 4.0)
        # A soft low puff as the lips part: the 'b'.
        puff = synth.band_noise(s, 900.0 * k, 1.5, rng) * synth.exp_decay(s, 0.012)
        puff[: n_samples(0.025)] *= np.linspace(0.0, 1.0, n_samples(0.025), dtype=F32)
        out[i:i + s] += F32(gain) * (env * voice + F32(0.25) * puff)
    return synth.normalize_peak(out)


# -- glide: a ghost floating along the path ------------------------------------------------
def glide(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """A whoosh (`center` Hz band noise, swept `sweep` octaves) and an airy 'ooo' at `note`
    gliding `semitones`; both go up when the caller's `rise` is +1 and down when it is -1."""
    m = _length(spec, n)
    rise = 1.0 if float(params.get("rise", 1.0)) >= 0 else -1.0
    center = float(spec.get("center", 900.0))
    sweep = float(spec.get("sweep", 1.0)) * rise
    whoosh = synth.swept_noise(m, center * 2.0 ** (-sweep / 2), center * 2.0 ** (sweep / 2),
                               float(spec.get("octaves", 1.4)), rng)
    env = synth.breakpoints(m, spec.get("env", [[0.0, 0.0], [0.12, 1.0], [0.3, 0.7],
                                                [0.45, 0.0]]))
    note = synth.note_freq(spec.get("note", "A4"))
    steps = float(spec.get("semitones", 5.0)) * rise
    dur = m / synth.SR
    lo, hi = (note, synth.semitones(note, steps))
    f = synth.pitch_contour(m, [(0.0, lo), (dur, hi)])
    f = f * np.exp2(F32(0.15 / 12) * np.sin(F32(synth.TWO_PI * 6.0) * synth.time_axis(m)))
    ooo = synth.tone(f.astype(F32), m, (1.0, 0.2, 0.05))
    tone_gain = float(spec.get("tone", 0.35))
    return synth.normalize_peak(env * (whoosh + F32(tone_gain) * ooo))


# -- trickle: sand in the sand-glass --------------------------------------------------------
def trickle(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    """`rate` grains a second, each a tiny tick of band noise near `center` Hz, over a soft
    hiss (`bed`); the grains' loudness wanders a little, as sand does."""
    m = _length(spec, n)
    rate = float(spec.get("rate", 900.0))
    count = int(rate * m / synth.SR)
    out = np.zeros(m, dtype=F32)
    where = rng.integers(0, max(1, m - 64), count)
    loud = rng.uniform(0.2, 1.0, count).astype(F32) ** 2
    np.add.at(out, where, loud)
    # Each impulse becomes a grain through a short bright filter (one FFT for all of them).
    center = float(spec.get("center", 5000.0))
    nfft = synth.fast_len(m)
    freqs = synth.rfft_freqs(nfft)
    grains = np.fft.irfft(np.fft.rfft(out, nfft) * synth.spectral_weight(freqs, center, 2.0),
                          nfft)[:m].astype(F32)
    bed = synth.band_noise(m, center * 0.6, 2.5, rng) * F32(float(spec.get("bed", 0.15)))
    wander = F32(1.0) + F32(0.25) * synth.smooth_random(m, 3.0, rng)
    return synth.normalize_peak((synth.normalize_peak(grains) + bed) * wander)


def register(generators: dict[str, Any]) -> None:
    """Add these generators to the recipe table (called by generators.py)."""
    from castle_games.audio.generators import Generator  # here: generators imports us

    generators["boo"] = Generator(boo, frozenset({"duration", "syllables", "pitch",
                                                  "formant_scale", "fall", "vibrato",
                                                  "breath", "tilt"}))
    generators["glide"] = Generator(glide, frozenset({"duration", "center", "sweep", "octaves",
                                                      "env", "note", "semitones", "tone"}))
    generators["trickle"] = Generator(trickle, frozenset({"duration", "rate", "center",
                                                          "bed"}))
