"""Tajemnica Zamku sounds measured: the roar is low and long, the sword rings high and long,
the mirror rises, each opponent has its own sting, the tile knocks like stone."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from castle_games.audio import recipes
from castle_games.audio.synth import SR

SOUNDS = ("tile-lay", "footstep", "token-turn", "sting-ghost", "sting-knight", "sting-skrzat",
          "dragon-roar", "sword-ring", "mirror-shimmer", "rescue-fanfare")
STINGS = ("sting-ghost", "sting-knight", "sting-skrzat")


def centroid(x: np.ndarray) -> float:
    power = np.abs(np.fft.rfft(x * np.hanning(x.size))) ** 2
    freqs = np.fft.rfftfreq(x.size, 1 / SR)
    return float((power * freqs).sum() / power.sum())


def audible_seconds(x: np.ndarray, below_db: float = 40.0) -> float:
    """Until the last sample within `below_db` of the peak."""
    e = np.abs(x)
    loud = np.flatnonzero(e > e.max() * 10 ** (-below_db / 20))
    return loud[-1] / SR


def rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(x.astype(np.float64) ** 2)))


def spectrum(x: np.ndarray, a: float, b: float, nfft: int = 1 << 15) -> tuple[np.ndarray, np.ndarray]:
    seg = x[int(a * SR):int(b * SR)]
    mag = np.abs(np.fft.rfft(seg * np.hanning(seg.size), nfft))
    return np.fft.rfftfreq(nfft, 1 / SR), mag


def band_level(x: np.ndarray, a: float, b: float, lo: float, hi: float) -> float:
    freqs, mag = spectrum(x, a, b)
    return float(np.sqrt(np.sum(mag[(freqs >= lo) & (freqs < hi)] ** 2)))


def envelope(x: np.ndarray, hop: float = 0.01) -> np.ndarray:
    k = int(hop * SR)
    frames = x[: x.size // k * k].reshape(-1, k)
    return np.sqrt(np.mean(frames.astype(np.float64) ** 2, axis=1))


@pytest.mark.parametrize("name", SOUNDS)
def test_every_sound_renders_clean_and_audible(name):
    x = recipes.render_mono(name)
    assert np.isfinite(x).all()
    assert 0.05 < np.abs(x).max() <= 10 ** (-1 / 20) + 1e-4, "audible, under the -1 dBFS ceiling"
    assert abs(float(x[-1])) < 1e-3, "faded out: no click at the end"


def test_the_dragon_roar_is_low_and_long_and_swells():
    x = recipes.render_mono("dragon-roar")
    assert centroid(x) < 1000, "a deep roar"
    assert audible_seconds(x) > 1.3, "a roar, not a grunt"
    env = envelope(x)
    peak = int(np.argmax(env))
    assert 0.1 < peak * 0.01 < 1.2, "it swells up, then dies away"
    # The throat opens: the first formant region (600-900 Hz) is stronger in the middle of
    # the roar than at its closed-mouth start.
    assert band_level(x, 0.5, 0.8, 550, 950) > 2 * band_level(x, 0.0, 0.1, 550, 950)


def test_the_dragon_roars_as_loud_as_the_opponents_sting():
    """The sounds are limited by their peak; a spiky voice would then be quiet. The dragon
    is the biggest surprise of the labyrinth: no quieter than the stings of the opponents."""
    roar = rms(recipes.render_mono("dragon-roar"))
    loudest_sting = max(rms(recipes.render_mono(n)) for n in STINGS)
    assert 20 * np.log10(roar / loudest_sting) > -2.0


def test_the_sword_rings_high_and_long():
    x = recipes.render_mono("sword-ring")
    freqs, mag = spectrum(x, 0.4, 1.4)
    assert 2000 < freqs[np.argmax(mag)] < 4500, "its strongest partial is a high one"
    # Long decay: 1.2 s after the strike the ring is still within 25 dB of its start.
    early = band_level(x, 0.15, 0.35, 2400, 2900)
    late = band_level(x, 1.35, 1.55, 2400, 2900)
    assert late > early * 10 ** (-25 / 20)
    assert audible_seconds(x) > 1.8


def test_the_mirror_shimmer_is_an_arpeggio_going_up():
    x = recipes.render_mono("mirror-shimmer")
    onsets = (0.0, 0.09, 0.18, 0.27, 0.36, 0.45)
    pitches = []
    for t in onsets:
        freqs, before = spectrum(x, max(0.0, t - 0.03), t + 0.005) if t else (None, None)
        freqs, after = spectrum(x, t + 0.005, t + 0.04)
        new = after - (before if before is not None else 0) * 1.0
        band = (freqs > 1000) & (freqs < 4500)
        pitches.append(float(freqs[band][np.argmax(new[band])]))
    assert all(b > a for a, b in zip(pitches, pitches[1:])), pitches
    assert centroid(x) > 2000, "glassy and bright"


def test_each_opponent_has_its_own_sting():
    xs = {n: recipes.render_mono(n) for n in STINGS}
    cents = {n: centroid(x) for n, x in xs.items()}
    # The knight is low brass, the skrzat a high plink; the ghost's voice lies between.
    assert cents["sting-knight"] < cents["sting-ghost"] < cents["sting-skrzat"], cents
    for a, b in itertools.combinations(STINGS, 2):
        assert max(cents[a], cents[b]) / min(cents[a], cents[b]) > 1.2, (a, b)
    # The skrzat's plinks come as separate notes; the ghost's voice is one long wail.
    def onsets(x: np.ndarray) -> int:
        env = envelope(x, 0.01)
        rise = np.diff(env) > 0.25 * env.max()
        return int(np.sum(rise[1:] & ~rise[:-1]))
    assert onsets(xs["sting-skrzat"]) >= 4
    assert onsets(xs["sting-ghost"]) <= 1


def test_the_ghost_wavers():
    """A ghost's 'woooo': its pitch wobbles a few times a second (vibrato)."""
    x = recipes.render_mono("sting-ghost")
    hop = int(0.02 * SR)
    track = []
    for i in range(int(0.4 * SR), int(1.0 * SR), hop):
        seg = x[i:i + 2048] * np.hanning(2048)
        mag = np.abs(np.fft.rfft(seg, 1 << 15))
        freqs = np.fft.rfftfreq(1 << 15, 1 / SR)
        band = (freqs > 400) & (freqs < 1100)
        track.append(freqs[band][np.argmax(mag[band])])
    wiggle = np.diff(np.sign(np.diff(track)))
    assert np.count_nonzero(wiggle) >= 4, "the pitch goes up and down again and again"


def test_the_rescue_fanfare_is_long_and_ends_on_c_major():
    x = recipes.render_mono("rescue-fanfare")
    assert audible_seconds(x) > 2.8
    freqs, mag = spectrum(x, 2.0, 2.8)
    def near(f: float) -> float:
        band = (freqs > f * 0.98) & (freqs < f * 1.02)
        return float(mag[band].max())
    floor = float(np.median(mag[(freqs > 200) & (freqs < 2000)]))
    for note in (523.25, 659.26, 783.99):  # C5, E5, G5
        assert near(note) > 20 * floor, note


def test_a_laid_tile_knocks_short_like_stone_and_harder_is_louder():
    x = recipes.render_mono("tile-lay")
    assert audible_seconds(x) < 0.45
    assert 300 < centroid(x) < 3000
    levels = [rms(recipes.render_mono("tile-lay", {"impulse": i})) for i in (0.2, 0.5, 1.0)]
    assert levels[0] < levels[1] < levels[2]


def test_footsteps_are_short_soft_taps():
    x = recipes.render_mono("footstep")
    assert audible_seconds(x) < 0.15
    assert np.abs(x).max() < np.abs(recipes.render_mono("tile-lay")).max()
    other = recipes.render_mono("footstep", {"variant": 3})
    assert not np.allclose(x, other), "steps are not all the same"


def test_a_token_turns_with_a_flick_and_a_tap():
    env = envelope(recipes.render_mono("token-turn"), 0.005)
    flick = env[: int(0.08 / 0.005)].max()
    tap = env[int(0.095 / 0.005):int(0.15 / 0.005)].max()
    gap = env[int(0.075 / 0.005):int(0.095 / 0.005)].min()
    assert flick > 3 * gap and tap > 3 * gap, "two separate sounds"
