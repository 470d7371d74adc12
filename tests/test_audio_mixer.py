"""The mixer: silence without a device, one cached Sound per rendering, panning, buses, mono."""

from __future__ import annotations

import logging
import math
import os
import subprocess
import sys
from dataclasses import dataclass

import numpy as np
import pygame
import pytest

from castle_games.audio import mixer as mixer_module
from castle_games.audio import recipes
from castle_games.audio.mixer import Mixer, contact_gain, to_device_array
from castle_games.core.settings import Settings


@dataclass
class FakeChannel:
    calls: list

    def set_volume(self, left, right=None):
        self.calls.append(("volume", left, right))

    def play(self, sound):
        self.calls.append(("play", sound))


@pytest.fixture
def device(monkeypatch):
    """A working (dummy-driver) mixer at the format the game asks for."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    if not pygame.mixer.get_init():
        pygame.mixer.pre_init(44100, -16, 2, 512)
        pygame.mixer.init()
    assert pygame.mixer.get_init()


@pytest.fixture
def channel(monkeypatch, device):
    """Every play lands on one fake channel that records its volumes."""
    fake = FakeChannel([])
    monkeypatch.setattr(pygame.mixer, "find_channel", lambda force=False: fake)
    return fake


def last_volume(fake: FakeChannel) -> tuple[float, float]:
    vols = [c for c in fake.calls if c[0] == "volume"]
    return vols[-1][1], vols[-1][2]


# -- no audio device --------------------------------------------------------------------------
def test_no_device_means_silence_and_exactly_one_log_line(monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device here")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "pre_init", lambda *a, **k: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    played = []
    monkeypatch.setattr(pygame.mixer, "find_channel", lambda force=False: played.append(1))
    monkeypatch.setattr(pygame.mixer, "stop", broken)
    with caplog.at_level(logging.DEBUG):
        m = Mixer(Settings())
        assert m.silent and m.device_format is None
        m.play("dog-bark")
        m.play("die-hit-felt", {"impulse": 0.4}, pan=-1.0)
        m.play_array("beep", np.zeros((100, 2), dtype=np.float32))
        m.prewarm(["fanfare"])
        assert m.wait_prewarmed(1.0)
        m.apply_settings(Settings(mono=True))
        m.stop_all()
        assert m.sound("ui-click") is None
    assert played == [] and m.cached_count() == 0
    records = [r for r in caplog.records if r.name.startswith("castle_games.audio")]
    assert len(records) == 1 and records[0].levelno == logging.WARNING
    assert "no usable audio device" in records[0].getMessage()


def test_no_device_in_a_fresh_process_prints_one_line():
    code = ("from castle_games.audio.mixer import Mixer\n"
            "m = Mixer()\n"
            "m.play('dog-bark'); m.play('fanfare', pan=0.5); m.stop_all()\n"
            "print('silent' if m.silent else 'sound')\n")
    env = dict(os.environ, SDL_AUDIODRIVER="nonexistent", SDL_VIDEODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "silent"
    lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "no usable audio device" in lines[0]


# -- cache --------------------------------------------------------------------------------------
def test_cache_hit_returns_the_same_sound(device):
    m = Mixer(Settings())
    assert not m.silent
    a = m.sound("die-hit-wall", {"impulse": 0.5})
    assert m.sound("die-hit-wall", {"impulse": 0.5}) is a
    assert m.sound("die-hit-wall", {"impulse": "0.5"}) is a  # same value, written differently
    assert m.sound("die-hit-wall", {"impulse": 0.51}) is a  # rounded to the recipe's step
    assert m.sound("die-hit-wall", {"impulse": 0.9}) is not a
    # the pan is a channel setting, so both sides of the table share one Sound
    assert m.sound("die-hit-wall", {"impulse": 0.5, "pan": -1}) is a


def test_cache_hit_does_not_render_again(device, monkeypatch):
    m = Mixer(Settings())
    m.sound("nope")

    def no_render(*args, **kwargs):
        raise AssertionError("rendered twice")

    monkeypatch.setattr(recipes, "render_mono", no_render)
    m.sound("nope")


def test_prewarm_renders_in_the_background(device):
    m = Mixer(Settings())
    m.prewarm(["ui-click", "count-tick", "dog-step"], params=[{}, {"n": 3}])
    assert m.wait_prewarmed(30.0)
    # count-tick takes n (two sets); the others only the default set
    assert m.cached_count() == 4


def test_sound_matches_the_offline_render(device):
    m = Mixer(Settings())
    fmt = m.device_format
    samples = pygame.sndarray.array(m.sound("ui-click"))
    expected = to_device_array(recipes.render_mono("ui-click"), *fmt)
    assert samples.shape == expected.shape
    assert np.array_equal(samples, expected)


def test_typos_are_caught_in_headless_runs(device):
    m = Mixer(Settings())
    with pytest.raises(KeyError, match="unknown sound"):
        m.play("dog-barks")
    with pytest.raises(ValueError, match="between 0 and 1"):
        m.play("die-hit-felt", {"impulse": 3})
    with pytest.raises(ValueError, match="unknown bus"):
        m.play("ui-click", bus="loud")


# -- panning, buses, mono -------------------------------------------------------------------
@pytest.mark.parametrize(("pan", "left", "right"), [
    (-1.0, 1.0, 0.0), (0.0, math.sqrt(0.5), math.sqrt(0.5)), (1.0, 0.0, 1.0),
])
def test_pan_sets_channel_volumes_equal_power(channel, pan, left, right):
    m = Mixer(Settings(effects_volume=1.0))
    m.play("die-hit-die", pan=pan)
    assert ("play", m.sound("die-hit-die")) in channel.calls
    # placed before the first buffer plays, and again after play() in case it was reset
    kinds = [c[0] for c in channel.calls]
    assert kinds == ["volume", "play", "volume"]
    assert last_volume(channel) == pytest.approx((left, right), abs=1e-6)


def test_pan_inside_params_works_like_the_keyword(channel):
    m = Mixer(Settings(effects_volume=1.0))
    m.play("card-slide", {"pan": -1})
    assert last_volume(channel) == pytest.approx((1.0, 0.0), abs=1e-6)


@pytest.mark.parametrize(("bus", "field"), [("effects", "effects_volume"),
                                            ("speech", "speech_volume")])
def test_bus_volume_scales_the_channel(channel, bus, field):
    m = Mixer(Settings(**{"effects_volume": 1.0, "speech_volume": 1.0, field: 0.5}))
    m.play("turn-chime", pan=-1.0, gain=0.8, bus=bus)
    assert last_volume(channel) == pytest.approx((0.4, 0.0), abs=1e-6)


def test_muted_bus_or_zero_gain_plays_nothing(channel):
    m = Mixer(Settings(effects_volume=0.0))
    m.play("ui-click")
    m.apply_settings(Settings(effects_volume=1.0))
    m.play("ui-click", gain=0.0)
    assert channel.calls == []
    m.play("ui-click")
    assert len(channel.calls) == 3


def test_mono_setting_centres_every_sound(channel):
    m = Mixer(Settings(effects_volume=1.0, mono=True))
    m.play("dog-bark", pan=-1.0)
    left, right = last_volume(channel)
    assert left == pytest.approx(right) and left > 0.5


def test_mono_setting_folds_stereo_arrays(device):
    m = Mixer(Settings(mono=True))
    stereo = np.zeros((441, 2), dtype=np.float32)
    stereo[:, 0] = 0.5 * np.sin(np.linspace(0, 20, 441))  # all on the left
    m.play_array("left-only", stereo)
    sound = m._cached(("array", "left-only", True))
    data = pygame.sndarray.array(sound)
    assert np.array_equal(data[:, 0], data[:, 1]) and np.abs(data).max() > 1000
    m.apply_settings(Settings(mono=False))
    m.play_array("left-only", stereo)
    data = pygame.sndarray.array(m._cached(("array", "left-only", False)))
    assert np.abs(data[:, 1]).max() == 0


def test_play_array_reuses_its_key(device):
    m = Mixer(Settings())
    m.play_array("tone", np.zeros(100, dtype=np.float32))
    before = m.cached_count()
    m.play_array("tone", np.ones(100, dtype=np.float32))
    assert m.cached_count() == before


def test_cache_is_bounded(device, monkeypatch):
    monkeypatch.setattr(mixer_module, "CACHE_LIMIT", 3)
    m = Mixer(Settings())
    for i in range(6):
        m.play_array(i, np.zeros(10, dtype=np.float32), gain=0.0)
    assert m.cached_count() == 3


# -- device formats -------------------------------------------------------------------------
@pytest.mark.parametrize(("fmt", "shape", "dtype"), [
    ((44100, -16, 2), (1000, 2), np.int16),
    ((44100, -16, 1), (1000,), np.int16),
    ((48000, -16, 2), (1088, 2), np.int16),   # resampled to the device's rate
    ((22050, 8, 1), (500,), np.uint8),
    ((44100, -32, 2), (1000, 2), np.float32),
    ((44100, -16, 6), (1000, 6), np.int16),  # surround: left/right in front
])
def test_arrays_follow_the_device_format(fmt, shape, dtype):
    mono = (0.5 * np.sin(np.arange(1000) * 0.05)).astype(np.float32)
    out = to_device_array(mono, *fmt)
    assert out.shape == shape and out.dtype == dtype
    if dtype is np.int16:
        assert abs(int(out.max()) - 16383) < 200
    if dtype is np.uint8:
        assert 120 < int(np.median(out)) < 136  # silence sits in the middle


def test_stereo_array_on_a_mono_device_is_averaged():
    stereo = np.stack([np.full(10, 0.5), np.zeros(10)], axis=1).astype(np.float32)
    out = to_device_array(stereo, 44100, -16, 1)
    assert out.shape == (10,) and int(out[0]) == round(0.25 * 32767)


# -- contact loudness -----------------------------------------------------------------------
@pytest.mark.parametrize(("impulse", "ref", "expected"), [
    (0.0, 10.0, 0.0),
    (0.05, 10.0, 0.0),         # resting contact: silent
    (1.0, 10.0, math.log10(1.9)),
    (10.0, 10.0, 1.0),
    (50.0, 10.0, 1.0),         # clamped
    (5.0, 0.0, 0.0),           # no reference: nothing sensible to say
    (float("nan"), 10.0, 0.0),
])
def test_contact_gain(impulse, ref, expected):
    assert contact_gain(impulse, ref) == pytest.approx(expected)


def test_contact_gain_grows_with_impulse_like_hearing():
    values = [contact_gain(i, 100.0) for i in (1, 3, 10, 30, 100)]
    assert values == sorted(values) and len(set(values)) == 5
    # logarithmic: a tenth of the reference is still clearly audible
    assert values[2] > 0.25
