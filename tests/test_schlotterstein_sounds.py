"""Schlotterstein's sounds, measured: each ghost has its own voice (pitches at least 2
semitones apart), the passing bell rings with inharmonic partials and a long decay, the
right sting is bright and the wrong one dark, the glide goes up forward and down back, and
the sand-glass trickle is soft and high."""

from __future__ import annotations

import math

import numpy as np
import pytest

from castle_games.audio import recipes
from castle_games.audio.recipes import render, render_mono
from castle_games.audio.synth import SR

GHOSTS = ("ghost-purple", "ghost-blue", "ghost-green", "ghost-red", "ghost-yellow")
NEW = GHOSTS + ("bell", "sting-right", "sting-wrong", "ghost-glide", "sand-glass")


def median_f0(x: np.ndarray, lo: float = 60.0, hi: float = 800.0) -> float:
    """The voice's middle pitch: autocorrelation per 46 ms frame over the loud frames."""
    frame, hop = 2048, 512
    loud = 0.05 * float(np.max(np.abs(x)))
    found = []
    for i in range(0, x.size - frame, hop):
        w = x[i:i + frame] * np.hanning(frame)
        if math.sqrt(float(np.mean(w ** 2))) < loud * 0.4:
            continue
        ac = np.fft.irfft(np.abs(np.fft.rfft(w, 2 * frame)) ** 2)[:frame]
        a, b = int(SR / hi), int(SR / lo)
        lag = a + int(np.argmax(ac[a:b]))
        if ac[lag] > 0.5 * ac[0]:
            found.append(SR / lag)
    assert len(found) > 10, "too few voiced frames to measure a pitch"
    return float(np.median(found))


def centroid(x: np.ndarray) -> float:
    spec = np.abs(np.fft.rfft(x))
    freqs = np.fft.rfftfreq(x.size, 1.0 / SR)
    return float((spec * freqs).sum() / spec.sum())


def spectral_peaks(x: np.ndarray, count: int = 6, floor_db: float = -20.0) -> list[float]:
    """Frequencies of the strongest partials (within floor_db of the strongest)."""
    spec = np.abs(np.fft.rfft(x * np.hanning(x.size)))
    freqs = np.fft.rfftfreq(x.size, 1.0 / SR)
    spec[freqs < 100] = 0
    top = float(spec.max())
    found = []
    for _ in range(count):
        i = int(np.argmax(spec))
        if spec[i] < top * 10 ** (floor_db / 20):
            break
        found.append(float(freqs[i]))
        spec[max(0, i - 60):i + 60] = 0
    return sorted(found)


@pytest.mark.parametrize("name", NEW)
def test_every_new_sound_renders_clean(name):
    stereo = render(name)
    assert stereo.ndim == 2 and stereo.shape[1] == 2
    assert np.all(np.isfinite(stereo))
    peak = float(np.max(np.abs(stereo)))
    assert 0.005 < peak <= 10 ** (-1 / 20) + 1e-6, "audible, and under the -1 dBFS ceiling"
    assert recipes.recipe(name).description


def test_the_ghost_voices_differ_by_at_least_two_semitones():
    pitches = {name: median_f0(render_mono(name)) for name in GHOSTS}
    names = list(pitches)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            gap = abs(12 * math.log2(pitches[a] / pitches[b]))
            assert gap >= 2.0, f"{a} ({pitches[a]:.0f} Hz) and {b} ({pitches[b]:.0f} Hz)"
    # ... and their mouths differ too: the smaller the ghost, the brighter its vowel
    centroids = [centroid(render_mono(name)) for name in GHOSTS]
    assert centroids == sorted(centroids)
    assert centroids[-1] > 1.3 * centroids[0]


def test_a_ghost_says_three_syllables():
    x = render_mono("ghost-red")
    hop = SR // 100
    env = np.array([math.sqrt(float(np.mean(x[i:i + hop] ** 2)))
                    for i in range(0, x.size - hop, hop)])
    on = env > 0.2 * env.max()
    onsets = int(np.sum(on[1:] & ~on[:-1])) + int(on[0])
    assert onsets == 3, "bu - bu - buuu"


def test_the_bell_has_inharmonic_partials_and_a_long_decay():
    x = render_mono("bell")
    peaks = spectral_peaks(x)
    assert len(peaks) >= 3
    low = peaks[0]
    # Some strong partial is far from every whole and half multiple of the lowest one:
    # a bell, not a string or a pipe.
    off = [abs(p / low * 2 - round(p / low * 2)) / 2 for p in peaks[1:]]
    assert max(off) > 0.08, peaks
    hop = SR // 50
    env = np.array([math.sqrt(float(np.mean(x[i:i + hop] ** 2)))
                    for i in range(0, x.size - hop, hop)])
    top = int(np.argmax(env))
    below = np.nonzero(env[top:] < env[top] * 10 ** (-30 / 20))[0]
    fall = (below[0] if below.size else env.size - top) * hop / SR
    assert fall > 1.2, f"it rings on: {fall:.2f} s to fall by 30 dB"


def test_right_is_bright_and_wrong_is_dark():
    right, wrong = render_mono("sting-right"), render_mono("sting-wrong")
    assert centroid(right) > 2.5 * centroid(wrong)
    # the wrong sting slides down: its pitch at the end is lower than at the start
    half = wrong.size // 2
    assert median_f0(wrong[half:], 80, 600) < median_f0(wrong[:half], 80, 600)


@pytest.mark.parametrize("rise", [1, -1])
def test_the_glide_goes_up_forward_and_down_back(rise):
    x = render_mono("ghost-glide", {"rise": rise})
    half = x.size // 2
    first, second = centroid(x[:half]), centroid(x[half:])
    assert (second - first) * rise > 0.1 * first


def test_the_sand_trickle_is_soft_and_high():
    x = render_mono("sand-glass")
    assert 20 * math.log10(float(np.max(np.abs(x)))) < -18
    assert centroid(x) > 3000
