"""Seven Locks by ear, second pass: every cue clean, as a listener hears it.

The sounds are rendered and measured: tower earcons lie outside the chambers' rings, yes
and no sound unlike any tower, a drop is let ring out before the next cue, the release
tick that starts a fall stands out of silence, and every depth setting keeps the
clarified depth rule (falls 0.2-1.2 s, adjacent ones at least 10 % apart, rings at least
two semitones apart).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from test_seven_locks_sound_only import fingerprint, onsets, peak_hz, semitones

from castle_games.audio import recipes, synth
from castle_games.audio.synth import SR
from castle_games.games.seven_locks import earcons as E
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.ui.ear.cues import GAP_S


def chambers(depths: str) -> list[list[float]]:
    return recipes.recipe(E.DROP_SOUND[depths]).layers[0]["chambers"]


def earcon_pitches() -> list[float]:
    return [peak_hz(recipes.render_mono("tower-earcon", {"tower": t})[: int(0.14 * SR)], 60.0)
            for t in range(1, R.N_TOWERS + 1)]


@pytest.mark.parametrize("depths", E.DEPTHS)
def test_no_tower_earcon_lies_within_a_semitone_of_a_chambers_ring(depths):
    """On main the earcons (393-878 Hz) sat inside the rings of chambers 1-4 (404-833 Hz)."""
    rings = [row[2] for row in chambers(depths)]
    nearest = min(semitones(f, r) for f in earcon_pitches() for r in rings)
    assert nearest > 1.0, nearest
    keys = recipes.recipe(E.KEY_SOUND[depths]).layers[0]["chambers"]
    assert min(semitones(f, k[1]) for f in earcon_pitches() for k in keys) > 1.0


@pytest.mark.parametrize("depths", E.DEPTHS)
def test_every_depth_setting_keeps_the_clarified_depth_rule(depths):
    rows = chambers(depths)
    falls = [r[1] for r in rows]
    assert all(0.2 - 1e-9 <= t <= 1.2 for t in falls)
    assert min(a / b for a, b in zip(falls, falls[1:])) >= 1.10
    assert min(semitones(a[2], b[2]) for a, b in zip(rows, rows[1:])) >= 2.0
    # as heard: release tick to first strike, chamber by chamber
    heard = []
    for k in (1, 4, 8):
        found = onsets(recipes.render_mono(E.DROP_SOUND[depths], {"chamber": k}))
        heard.append(found[1] - found[0])
    assert heard == pytest.approx([falls[0], falls[3], falls[7]], abs=0.012)


def test_yes_and_no_have_a_timbre_of_their_own():
    """On main both were marimba notes in the towers' register: 0.71-0.81 alike."""
    towers = [fingerprint(recipes.render_mono("tower-earcon", {"tower": t})) for t in range(1, 8)]
    for name in ("so-yes", "so-no"):
        sound = fingerprint(recipes.render_mono(name))
        assert max(float(sound @ t) for t in towers) < 0.4, name
    assert float(fingerprint(recipes.render_mono("so-yes"))
                 @ fingerprint(recipes.render_mono("so-no"))) < 0.7


def level_db(x: np.ndarray, frame_s: float = 0.01) -> np.ndarray:
    n = int(frame_s * SR)
    k = x.size // n
    return 20.0 * np.log10(np.sqrt(np.mean(np.square(x[:k * n].reshape(k, n)), axis=1)) + 1e-9)


@pytest.mark.parametrize("depths", E.DEPTHS)
def test_a_drop_has_died_away_before_the_next_cue_starts(depths):
    """Every chamber, with 0 to 72 pearls lying there: once the cue's time (and the gap)
    is over, nothing of the drop is left within 40 dB of its loudest strike. On main the
    cue ended 0.5 s after the first strike: 80 of 80 renders still rang, a bounce only
    1.8 dB under the first strike."""
    worst = -120.0
    for k in range(1, R.N_CHAMBERS + 1):
        for pearls in (0, 1, 3, 8, 20, 72):
            c = E.drop(4, k, pearls, depths, pearls)
            env = level_db(recipes.render_mono(c.sound, c.param_dict))
            after = env[int((c.length + GAP_S) / 0.01):]
            if after.size:
                worst = max(worst, float(after.max() - env.max()))
    assert worst < -40.0, worst


@pytest.mark.parametrize("depths", E.DEPTHS)
@pytest.mark.parametrize(("tower", "chamber"), [(1, 1), (4, 5), (7, 8)])
def test_the_release_tick_starts_out_of_silence(depths, tower, chamber):
    """The tower earcon, then the drop, timed as the cue player plays them: the release
    tick stands at least 20 dB over the 50 ms before it (on main it sat 1.5-3 dB under
    the earcon's tail)."""
    ev = M.PearlDropped(0, tower, R.fall_depth_mm(chamber), R.fall_time_s(chamber), 0)
    first, second = E.event_cues(ev, E.Context(depths=depths))
    a = recipes.render_mono(first.sound, first.param_dict)
    b = recipes.render_mono(second.sound, second.param_dict)
    at = int((first.length + GAP_S) * SR)
    mix = np.zeros(max(a.size, at + b.size), dtype=np.float32)
    mix[:a.size] += a
    mix[at:at + b.size] += b
    tick = at + int(float(recipes.recipe(second.sound).layers[0]["release_at"]) * SR)
    loud = 20 * math.log10(float(np.abs(mix[tick:tick + int(0.01 * SR)]).max()) + 1e-9)
    before = 20 * math.log10(float(np.abs(mix[tick - int(0.05 * SR):tick]).max()) + 1e-9)
    assert loud - before >= 20.0, (loud, before)


def test_the_far_towers_are_heard_in_both_ears_in_a_rendered_mix():
    for t in (1, 7):
        c = E.tower(t)
        left, right = synth.pan_gains(c.pan)
        assert min(left, right) > 0.05 and abs(c.pan) == pytest.approx(0.9)


def test_tower_earcons_are_heard_on_a_laptops_small_speakers():
    """Below the chambers' rings the earcons are low notes (110-262 Hz), which a laptop's
    small speakers hardly play (little below 300 Hz): their harmonics carry them there. A
    marimba's low note kept 0.7-3.6 % of its energy above 300 Hz (14-21 dB lost); each
    earcon must lose at most 12 dB."""
    for t in range(1, R.N_TOWERS + 1):
        x = recipes.render_mono("tower-earcon", {"tower": t})
        power = np.abs(np.fft.rfft(x * np.hanning(len(x)))) ** 2
        freqs = np.fft.rfftfreq(len(x), 1 / SR)
        lost_db = -10 * math.log10(power[freqs > 300].sum() / power.sum())
        assert lost_db <= 12.0, (t, round(lost_db, 1))
