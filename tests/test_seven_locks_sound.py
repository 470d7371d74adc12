"""Seven Locks by ear: the rendered sounds analysed the way a listener (or a bot) hears them.

The pearl drop must carry the depth: the first impact comes at the clarified fall time
after the release tick, the tower's resonance is the strongest partial right after it, the
eight chambers stay apart in both, a pearl on pearls sounds unlike one on the bare chamber,
and the tower's place is heard in the stereo field. The key, the pour and the keymaster
are checked for what a player would notice (when, how many, how bright).
"""

from __future__ import annotations

import math
import subprocess
import sys
import time
import wave
from functools import lru_cache

import numpy as np
import pytest

from castle_games.audio import recipes
from castle_games.audio.synth import SR
from castle_games.games.seven_locks import key_slide, pour, rules
from castle_games.games.seven_locks.tower import TowerDrop

CHAMBERS = range(1, rules.N_CHAMBERS + 1)


# -- listening tools -----------------------------------------------------------------------
def envelope_db(x: np.ndarray, hop: float = 0.001, win: float = 0.002) -> np.ndarray:
    """Short-time energy in dB, one value per millisecond (2 ms windows)."""
    h, w = int(hop * SR), int(win * SR)
    frames = (x.size - w) // h
    idx = np.arange(frames)[:, None] * h + np.arange(w)[None, :]
    energy = np.mean(np.square(x[idx], dtype=np.float64), axis=1)
    return 10.0 * np.log10(energy + 1e-14)


def onsets(x: np.ndarray, jump_db: float = 15.0, floor_db: float = -70.0,
           gap_s: float = 0.008) -> list[float]:
    """Times (s) where the short-time energy jumps by more than `jump_db` over the loudest
    of the preceding 2..10 ms, at least `gap_s` after the previous onset."""
    env = envelope_db(x)
    found: list[int] = []
    for i in range(10, env.size):
        if env[i] > floor_db and env[i] - env[i - 10:i - 1].max() > jump_db \
                and (not found or i - found[-1] > gap_s * 1000):
            found.append(i)
    return [i / 1000.0 for i in found]


def band_peak_hz(x: np.ndarray, low: float = 80.0, high: float = 5000.0) -> tuple[float, float]:
    """(frequency of the strongest partial in low..high, its margin in dB over the strongest
    partial more than a semitone away)."""
    spec = np.abs(np.fft.rfft(x * np.hanning(x.size)))
    freqs = np.fft.rfftfreq(x.size, 1.0 / SR)
    band = (freqs >= low) & (freqs <= high)
    f, s = freqs[band], spec[band]
    top = float(f[np.argmax(s)])
    away = np.abs(12.0 * np.log2(f / top)) > 1.0
    return top, 20.0 * math.log10(s.max() / s[away].max())


def centroid_hz(x: np.ndarray) -> float:
    """Spectral centroid (magnitude-weighted mean frequency)."""
    spec = np.abs(np.fft.rfft(x * np.hanning(x.size)))
    freqs = np.fft.rfftfreq(x.size, 1.0 / SR)
    return float(np.sum(freqs * spec) / np.sum(spec))


def rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(np.square(x, dtype=np.float64))))


def semitones(a: float, b: float) -> float:
    return abs(12.0 * math.log2(b / a))


@lru_cache(maxsize=64)
def drop(chamber: int, pearls: int = 0) -> np.ndarray:
    return recipes.render_mono("pearl-drop", {"chamber": chamber, "pearls": pearls})


@lru_cache(maxsize=64)
def drop_times(chamber: int, pearls: int = 0) -> tuple[float, float]:
    """(release tick, first impact) as the onset detector hears them."""
    found = onsets(drop(chamber, pearls))
    return found[0], found[1]


def after_impact(chamber: int, pearls: int, seconds: float) -> np.ndarray:
    x = drop(chamber, pearls)
    start = int(drop_times(chamber, pearls)[1] * SR)
    return x[start:start + int(seconds * SR)]


# -- the data copied into the recipes stays the rules' data ---------------------------------
def _layer(name: str) -> dict:
    return dict(recipes.recipe(name).layers[0])


@pytest.mark.parametrize("chamber", CHAMBERS)
def test_recipe_tables_equal_the_rules(chamber):
    depth, fall, res = _layer("pearl-drop")["chambers"][chamber - 1]
    # exactly equal: a view running TowerDrop with the rules' fall time gets the very
    # bounces the sound plays
    assert depth == rules.fall_depth_mm(chamber)
    assert fall == rules.fall_time_s(chamber)
    assert res == rules.resonance_hz(chamber)
    key_depth, key_res = _layer("key-insert")["chambers"][chamber - 1]
    assert (key_depth, key_res) == (depth, res)


def test_eight_chambers_in_each_table():
    assert len(_layer("pearl-drop")["chambers"]) == rules.N_CHAMBERS
    assert len(_layer("key-insert")["chambers"]) == rules.N_CHAMBERS


@pytest.mark.parametrize("name", ["pearl-drop", "key-insert"])
@pytest.mark.parametrize("tower", range(1, rules.N_TOWERS + 1))
def test_tower_pan_is_the_rules_tower_pan(name, tower):
    values = recipes.resolve_params(name, {"tower": tower})
    assert recipes.recipe(name).pan_for(values) == pytest.approx(rules.tower_pan(tower))


# -- the pearl drop: depth heard as time and pitch -----------------------------------------
@pytest.mark.parametrize("pearls", [0, 3])
@pytest.mark.parametrize("chamber", CHAMBERS)
def test_first_impact_comes_at_the_fall_time(chamber, pearls):
    release, impact = drop_times(chamber, pearls)
    assert release == pytest.approx(_layer("pearl-drop")["release_at"], abs=0.003)
    assert impact - release == pytest.approx(rules.fall_time_s(chamber), abs=0.010)


def test_fall_times_heard_lie_in_range_and_apart():
    heard = [drop_times(k)[1] - drop_times(k)[0] for k in CHAMBERS]
    assert all(0.2 <= t <= 1.2 for t in heard)
    for deeper, shallower in zip(heard, heard[1:]):
        assert deeper >= 1.10 * shallower  # chamber 1 falls farthest


@pytest.mark.parametrize("pearls", [0, 3])
@pytest.mark.parametrize("chamber", CHAMBERS)
def test_tower_resonance_is_the_strongest_partial(chamber, pearls):
    peak, margin = band_peak_hz(after_impact(chamber, pearls, 0.3))
    assert semitones(peak, rules.resonance_hz(chamber)) < 0.25
    assert margin > 3.0, f"only {margin:.1f} dB above the next partial"


def test_resonances_heard_are_two_semitones_apart_and_fall_with_depth():
    heard = [band_peak_hz(after_impact(k, 0, 0.3))[0] for k in CHAMBERS]
    for deeper, shallower in zip(heard, heard[1:]):
        assert deeper < shallower
        assert semitones(deeper, shallower) >= 2.0


@pytest.mark.parametrize("chamber", CHAMBERS)
def test_pearl_on_pearls_sounds_unlike_pearl_on_the_bare_chamber(chamber):
    bare = centroid_hz(after_impact(chamber, 0, 0.02))
    glassy = centroid_hz(after_impact(chamber, 3, 0.02))
    assert glassy > 1.5 * bare and glassy - bare > 1000.0


def test_a_pearl_bounces_a_few_times():
    x = drop(1, 0)
    impact = drop_times(1, 0)[1]
    later = [t for t in onsets(x, jump_db=8.0) if t > impact + 0.02]
    assert 1 <= len(later) <= 8


@pytest.mark.parametrize(("chamber", "variant"), [(1, 0), (3, 2), (6, 5)])
def test_the_view_sim_with_the_variant_as_seed_sees_the_bounces_heard(chamber, variant):
    x = recipes.render_mono("pearl-drop", {"chamber": chamber, "variant": variant})
    heard = onsets(x, jump_db=8.0)
    sim = TowerDrop(rules.fall_depth_mm(chamber), 0, variant,
                    fall_time_s=rules.fall_time_s(chamber))
    release = _layer("pearl-drop")["release_at"]
    loud = [i for i in sim.run() if TowerDrop.loudness(i.impulse) > 0.3]
    assert len(loud) >= 2
    for impact in loud:
        assert min(abs(t - release - impact.time) for t in heard) < 0.005


@pytest.mark.parametrize(("tower", "side"), [(1, "left"), (2, "left"), (6, "right"),
                                             (7, "right")])
def test_the_tower_is_heard_where_it_stands(tower, side):
    x = recipes.render("pearl-drop", {"chamber": 5, "tower": tower})
    left, right = rms(x[:, 0]), rms(x[:, 1])
    louder, quieter = (left, right) if side == "left" else (right, left)
    assert louder > 2.0 * quieter


def test_towers_move_from_left_to_right():
    balance = []
    for tower in range(1, rules.N_TOWERS + 1):
        x = recipes.render("pearl-drop", {"chamber": 6, "tower": tower})
        balance.append(20.0 * math.log10((rms(x[:, 1]) + 1e-9) / (rms(x[:, 0]) + 1e-9)))
    assert balance == sorted(balance)
    assert balance[0] < -30.0 and balance[-1] > 30.0 and abs(balance[3]) < 0.5


def test_without_a_tower_the_pan_parameter_places_it():
    x = recipes.render("pearl-drop", {"chamber": 6, "pan": 1.0})
    assert rms(x[:, 0]) < 1e-6 < rms(x[:, 1])


def test_command_line_renders_the_drop_in_its_tower(tmp_path):
    out = tmp_path / "drop.wav"
    done = subprocess.run([sys.executable, "-m", "castle_games", "sound", "pearl-drop",
                           "--param", "chamber=2", "--param", "pearls=4", "--param", "tower=1",
                           "--out", str(out)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    with wave.open(str(out)) as w:
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").reshape(-1, 2)
    left, right = rms(data[:, 0].astype(float)), rms(data[:, 1].astype(float))
    assert left > 100.0 and right < 0.01 * left


@pytest.mark.parametrize(("params", "message"), [
    ({"chamber": 9}, "chamber must be between 1 and 8"),
    ({"chamber": 2.5}, "whole number"),
    ({"tower": 8}, "tower must be between 0 and 7"),
    ({"pearls": -1}, "pearls must be between 0 and 80"),
])
def test_bad_drop_params_are_clear_errors(params, message):
    with pytest.raises(ValueError, match=message):
        recipes.render("pearl-drop", params)


# -- the key ---------------------------------------------------------------------------------
@lru_cache(maxsize=16)
def key_sound(key: int, chamber: int) -> np.ndarray:
    return recipes.render_mono("key-insert", {"key": key, "chamber": chamber})


def clunk_time(key: int, chamber: int) -> float:
    """The loud onset after the scrape: the key meeting the roof."""
    x = key_sound(key, chamber)
    return onsets(x, jump_db=10.0, floor_db=-40.0)[-1]


@pytest.mark.parametrize(("key", "chamber"), [(1, 1), (8, 1), (4, 4), (1, 8), (8, 8), (3, 6)])
def test_key_clunk_comes_when_the_slide_stops(key, chamber):
    slide = key_slide.KeySlide(rules.fall_depth_mm(key), rules.fall_depth_mm(chamber))
    slide.run()
    assert clunk_time(key, chamber) == pytest.approx(slide.stop_time, abs=0.010)


def test_key_scrapes_for_its_travel():
    for chamber in (1, 4, 8):
        x = key_sound(chamber, chamber)
        stop = clunk_time(chamber, chamber)
        assert rms(x[int(0.1 * stop * SR):int(0.9 * stop * SR)]) > 0.01
    assert clunk_time(4, 1) > clunk_time(4, 4) > clunk_time(4, 8)  # deeper: longer travel


def test_key_clunk_is_brighter_the_more_it_sticks_out():
    # chamber 4: key 8 sinks 59 mm (too short), key 4 fits, key 1 sticks out 109 mm
    bright = []
    for key in (8, 4, 1):
        x = key_sound(key, 4)
        at = int(clunk_time(key, 4) * SR)
        bright.append(centroid_hz(x[at:at + int(0.03 * SR)]))
    assert bright[0] < bright[1] < bright[2]


def test_key_turn_clicks_then_latches_when_the_sim_says():
    x = recipes.render_mono("key-turn")
    found = onsets(x, jump_db=12.0, floor_db=-45.0)
    assert len(found) == 2
    assert found[0] == pytest.approx(key_slide.TURN_CLICK_AT, abs=0.008)
    assert found[1] == pytest.approx(key_slide.TURN_TIME, abs=0.008)


def high_share(x: np.ndarray, above: float = 4000.0) -> float:
    spec = np.abs(np.fft.rfft(x)) ** 2
    freqs = np.fft.rfftfreq(x.size, 1.0 / SR)
    return float(spec[freqs > above].sum() / spec.sum())


def test_key_fail_is_a_dull_thud_without_a_click():
    turn, fail = recipes.render_mono("key-turn"), recipes.render_mono("key-fail")
    found = onsets(fail, jump_db=12.0, floor_db=-45.0)
    assert found[0] == pytest.approx(key_slide.JAM_AT, abs=0.008)
    assert high_share(fail) < 0.01 and high_share(turn) > 10.0 * high_share(fail)
    assert centroid_hz(fail) < 0.3 * centroid_hz(turn)


# -- pouring and walking -----------------------------------------------------------------------
@pytest.mark.parametrize("count", [1, 2, 5, 10, 20, 30])
def test_pour_clicks_once_per_pearl(count):
    x = recipes.render_mono("pearls-pour", {"count": count})
    found = onsets(x, jump_db=12.0, floor_db=-55.0)
    assert abs(len(found) - count) <= max(0, int(0.1 * count))
    expected = pour.landing_times(count)
    assert found[0] == pytest.approx(expected[0], abs=0.01)
    if count >= 10:
        assert 0.8 <= found[-1] - found[0] <= 1.2  # spread over about a second


@pytest.mark.parametrize("steps", range(1, 8))
def test_keymaster_takes_that_many_steps(steps):
    x = recipes.render_mono("keymaster-step", {"steps": steps})
    found = onsets(x, jump_db=12.0, floor_db=-55.0)
    assert len(found) == steps
    assert centroid_hz(x) < 1500.0  # a soft wooden step, not a click


# -- cost ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("name", "params", "budget_ms"), [
    ("pearl-drop", {"chamber": 1, "pearls": 0}, 40.0),
    ("pearl-drop", {"chamber": 1, "pearls": 12}, 60.0),
    ("key-insert", {"key": 1, "chamber": 1}, 25.0),
    ("key-turn", {}, 10.0),
    ("key-fail", {}, 10.0),
    ("pearls-pour", {"count": 30}, 25.0),
    ("keymaster-step", {"steps": 3}, 15.0),
])
def test_renders_fast_enough_for_the_mixer_cache(name, params, budget_ms):
    recipes.render_mono(name, params)
    times = []
    for _ in range(3):
        start = time.thread_time()
        recipes.render_mono(name, params)
        times.append((time.thread_time() - start) * 1000.0)
    assert min(times) < budget_ms, f"{name}: {min(times):.1f} ms"
