"""Generators for Seven Locks, the game won by ear: the pearl drop, the key, the pour, the
keymaster's steps.

Registered into generators.GENERATORS by `register()` (one line at the bottom of
generators.py), so recipes in sounds/ name them like any other generator:

- `pearl_drop`: a tiny release click, silence while the pearl falls, then the strikes of the
  pymunk tower section (sim/tower.py) at their times and impulses: a hollow card knock on
  the bare chamber, a glassy click on pearls lying there, ticks off the bore; each strike
  also rings the air column above the chamber (a closed tube: its odd harmonics). The
  recipe carries the eight chambers' fall depth, fall time and resonance as data (copied
  from the rules module, which audio may not import; a test keeps them equal).
- `key_insert`: the scrape of a key pushed down the bore (sim/key_slide.py decides how long
  it slides) and the clunk where it stops on the roof, its metal brighter the more of the
  key sticks out, muffled when the key has sunk inside.
- `pour`: one little click per pearl at pour.landing_times(count): the first on the bare
  box (wood), the rest on pearls (glass).
- `footsteps`: the keymaster's soft wooden steps, `steps` of them.

Stereo: a recipe's `tower` parameter (1..7, 0 = not given) places the sound where the
tower stands: the recipes say `pan_by = ["tower", 1, 7]` and recipes.render pans by it.
The mixer pans by its own `pan` keyword instead: a view plays these with
pan=rules.tower_pan(tower) and leaves `tower` out.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from castle_games.audio import synth
from castle_games.audio.synth import F32, SR, n_samples

Spec = Mapping[str, Any]
Params = Mapping[str, float]




def _row(spec: Spec, params: Params, key: str = "chambers",
         param: str = "chamber") -> Sequence[float]:
    rows = spec[key]
    index = int(round(params.get(param, 1.0)))
    if not 1 <= index <= len(rows):
        raise ValueError(f"{param} must be 1..{len(rows)}, not {index}")
    return [float(v) for v in rows[index - 1]]


def loudness(impulse: float, ref: float) -> float:
    """0..1 from a physics impulse: log10(1 + 9 impulse/ref), like mixer.contact_gain
    (which lives beside pygame, so audio synthesis cannot import it)."""
    x = max(0.0, impulse) / ref if ref > 0 else 0.0
    return 0.0 if x < 0.01 else min(1.0, math.log10(1.0 + 9.0 * x))


def tube_ring(freq: float, n: int, decay: float, harmonics: Sequence[float]) -> np.ndarray:
    """The air column of a tower closed by its chamber: odd harmonics f, 3f, 5f ...;
    higher ones die faster. Peak about 1."""
    freqs = [freq * (2 * h + 1) for h in range(len(harmonics))]
    taus = [decay / (2 * h + 1) ** 0.7 for h in range(len(harmonics))]
    return synth.damped_modes(freqs, [float(a) for a in harmonics], taus, n)


# -- pearl_drop ---------------------------------------------------------------------------
_DROP_KEYS = frozenset({
    "chambers", "release_at", "release_db", "floor_freq", "floor_decay", "floor_db",
    "pearl_freq", "pearl_decay", "pearl_db", "wall_freq", "wall_db", "tower_decay",
    "tower_db", "tower_harmonics", "tail", "duration"})


@lru_cache(maxsize=128)
def drop_impacts(depth: float, pearls: int, seed: int, fall_time: float,
                 limit: float) -> tuple[Any, ...]:
    """The strikes of the tower section (sim/tower.py), up to `limit` s after the release.
    Cached: the physics costs more than the synthesis, and the same drop is rendered again
    for each tower it may stand in."""
    from castle_games.games.seven_locks.tower import TowerDrop

    drop = TowerDrop(depth, pearls, seed, fall_time_s=fall_time)
    return tuple(drop.run(limit=limit))


DIES_AWAY_DB = -40.0   # a drop has ended when every strike's ring is this far under the loudest
BODY_S = 0.15          # a strike's own knock or click lasts this long


def drop_end(spec: Spec, params: Params) -> float:
    """Seconds from the drop's start until its last bounce has died away: each strike's
    ring (the air column, decaying with `tower_decay`) falls DIES_AWAY_DB under the loudest
    strike. The next sound may start only then (the scene waits for it)."""
    from castle_games.games.seven_locks.tower import LOUD_IMPULSE

    depth, fall_time, _resonance = _row(spec, params)
    release = float(spec.get("release_at", 0.03))
    duration = float(spec["duration"])
    impacts = drop_impacts(depth, int(round(params.get("pearls", 0.0))),
                           int(params.get("variant", 0.0)), fall_time,
                           round(duration - release - float(spec.get("tail", 0.35)), 6))
    gains = [loudness(h.impulse, LOUD_IMPULSE) for h in impacts]
    if not impacts or max(gains) <= 0:
        return min(duration, release + fall_time + BODY_S)
    loudest = max(gains)
    decay = float(spec.get("tower_decay", 0.12))
    # 6 dB of margin: the ring's harmonics, the knock's body and the room add a little
    floor = loudest * 10.0 ** ((DIES_AWAY_DB - 6.0) / 20.0)
    end = 0.0
    for hit, g in zip(impacts, gains):
        if g > floor:
            end = max(end, hit.time + max(BODY_S, decay * math.log(g / floor)))
    return min(duration, release + end + 0.06)  # and the room's short reverb


def pearl_drop(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    from castle_games.games.seven_locks.tower import LOUD_IMPULSE

    depth, fall_time, resonance = _row(spec, params)
    pearls = int(round(params.get("pearls", 0.0)))
    m = min(n, n_samples(float(spec["duration"]))) if "duration" in spec else n
    out = np.zeros(m, dtype=F32)
    release = float(spec.get("release_at", 0.03))
    # The release: fingertips letting go over the tower's rim, a tiny dry tick.
    tick = synth.modal_impact("wood", n_samples(0.02), rng, freq=1800.0, impulse=0.5,
                              decay_scale=0.06, click=0.6)
    synth.mix_at(out, release, tick, synth.db_to_gain(float(spec.get("release_db", -22.0))))
    tail = float(spec.get("tail", 0.35))
    # Seeded by the variant alone: a view running TowerDrop(depth, pearls, seed=variant)
    # sees the very bounces this sound plays.
    impacts = drop_impacts(depth, pearls, int(params.get("variant", 0.0)), fall_time,
                           round(m / SR - release - tail, 6))
    ring_len = n_samples(7.0 * float(spec.get("tower_decay", 0.12)))
    ring = tube_ring(resonance, ring_len, float(spec.get("tower_decay", 0.12)),
                     spec.get("tower_harmonics", (1.0, 0.2, 0.06)))
    ring_gain = synth.db_to_gain(float(spec.get("tower_db", 0.0)))
    floor_gain = synth.db_to_gain(float(spec.get("floor_db", -2.0)))
    pearl_gain = synth.db_to_gain(float(spec.get("pearl_db", -4.0)))
    wall_gain = synth.db_to_gain(float(spec.get("wall_db", -14.0)))
    body_len = n_samples(0.15)
    for hit in impacts:
        g = loudness(hit.impulse, LOUD_IMPULSE)
        at = release + hit.time
        if hit.surface == "floor":
            # The chamber's card floor: a hollow, low knock with little click.
            body = synth.modal_impact("wood", body_len, rng, freq=float(spec.get("floor_freq", 230.0)),
                                      impulse=0.4 + 0.6 * g,
                                      decay_scale=float(spec.get("floor_decay", 1.4)), click=0.05)
            synth.mix_at(out, at, body, g * floor_gain)
        elif hit.surface == "pearl":
            # Glass on glass: a bright, short click, two pearls ringing a little apart.
            f = float(spec.get("pearl_freq", 3400.0)) * float(rng.uniform(0.94, 1.06))
            body = synth.modal_impact("glass", body_len, rng, freq=f, impulse=0.6 + 0.4 * g,
                                      decay_scale=float(spec.get("pearl_decay", 0.03)), click=0.35)
            body += 0.6 * synth.modal_impact("glass", body_len, rng, freq=1.19 * f, impulse=0.8,
                                             decay_scale=float(spec.get("pearl_decay", 0.03)))
            synth.mix_at(out, at, synth.normalize_peak(body), g * pearl_gain)
        else:
            body = synth.modal_impact("wood", body_len, rng, freq=float(spec.get("wall_freq", 900.0)),
                                      impulse=g, decay_scale=0.3, click=0.3)
            synth.mix_at(out, at, body, g * wall_gain)
        # Every strike sets the air column above the chamber ringing.
        synth.mix_at(out, at, ring, g * ring_gain)
    return out


# -- key_insert -------------------------------------------------------------------------------
_KEY_KEYS = frozenset({
    "chambers", "scrape_center", "scrape_octaves", "scrape_db", "key_freq", "clunk_db",
    "roof_freq", "tower_decay", "tower_db", "duration"})


@lru_cache(maxsize=64)
def key_stop(key_depth: float, depth: float) -> tuple[float, float, float]:
    """(stop time s, clunk impulse, notch offset mm) of the key slide (sim/key_slide.py)."""
    from castle_games.games.seven_locks.key_slide import KeySlide

    slide = KeySlide(key_depth, depth)
    slide.run()
    return float(slide.stop_time or 0.0), slide.clunk_impulse, slide.offset_mm


def key_insert(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    from castle_games.games.seven_locks.key_slide import LOUD_IMPULSE, PUSH_EASE_S

    key_depth, _ = _row(spec, params, param="key")
    depth, resonance = _row(spec, params, param="chamber")
    m = min(n, n_samples(float(spec["duration"]))) if "duration" in spec else n
    out = np.zeros(m, dtype=F32)
    stop, impulse, offset = key_stop(key_depth, depth)
    # The scrape: metal dragged along card for exactly the key's travel, rising a little
    # in pitch as the air below the tip shrinks, rough from stick-slip.
    k = min(m, n_samples(stop))
    if k > 16:
        centre = float(spec.get("scrape_center", 2600.0))
        scrape = synth.swept_noise(k, centre * 0.8, centre * 1.25,
                                   float(spec.get("scrape_octaves", 1.2)), rng, bands=3)
        t = synth.time_axis(k)
        rough = 0.65 + 0.35 * synth.smooth_random(k, 30.0, rng)
        ease = np.clip(t / F32(PUSH_EASE_S), 0.0, 1.0)
        scrape = scrape * rough * ease
        scrape = synth.fade(scrape, 5.0, 4.0)
        synth.mix_at(out, 0.0, scrape, synth.db_to_gain(float(spec.get("scrape_db", -14.0))))
    # The clunk: the tip meets the roof. The more of the key sticks out into the room, the
    # brighter its metal rings; the deeper it has sunk, the more the tower muffles it (the
    # card roof's knock and the air column are left).
    g = max(0.4, loudness(impulse, LOUD_IMPULSE))
    bright = min(1.0, max(0.1, 0.5 + offset / 150.0))
    ring_len = n_samples(0.35)
    metal = synth.modal_impact("metal", ring_len, rng, freq=float(spec.get("key_freq", 2300.0)),
                               impulse=bright, decay_scale=0.06 + 0.12 * bright,
                               click=0.3 * bright)
    roof = synth.modal_impact("wood", ring_len, rng, freq=float(spec.get("roof_freq", 200.0)),
                              impulse=0.7, decay_scale=1.2, click=0.05)
    tower_decay = float(spec.get("tower_decay", 0.1))
    ring = tube_ring(resonance, n_samples(7.0 * tower_decay), tower_decay, (1.0, 0.2, 0.06))
    clunk = synth.db_to_gain(float(spec.get("clunk_db", 0.0)))
    synth.mix_at(out, stop, roof, g * clunk)
    synth.mix_at(out, stop, metal, g * clunk * bright)
    synth.mix_at(out, stop, ring, g * clunk * synth.db_to_gain(float(spec.get("tower_db", -6.0))))
    return out


# -- pour ---------------------------------------------------------------------------------------
_POUR_KEYS = frozenset({"box_freq", "box_db", "pearl_freq", "pearl_decay", "pearl_db",
                        "duration"})


def pour(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    from castle_games.games.seven_locks.pour import landing_times

    m = min(n, n_samples(float(spec["duration"]))) if "duration" in spec else n
    out = np.zeros(m, dtype=F32)
    count = max(0, int(round(params.get("count", 5.0))))
    grain = n_samples(0.08)
    box_gain = synth.db_to_gain(float(spec.get("box_db", -2.0)))
    pearl_gain = synth.db_to_gain(float(spec.get("pearl_db", 0.0)))
    for i, at in enumerate(landing_times(count)):
        g = float(rng.uniform(0.6, 1.0))
        if i < 2:  # the bare box floor: a small hollow knock
            click = synth.modal_impact("wood", grain, rng, freq=float(spec.get("box_freq", 520.0)),
                                       impulse=0.8, decay_scale=0.35, click=0.3)
            synth.mix_at(out, at, click, g * box_gain)
        else:      # onto the pearls already there: glass on glass
            f = float(spec.get("pearl_freq", 3600.0)) * float(rng.uniform(0.85, 1.2))
            click = synth.modal_impact("glass", grain, rng, freq=f, impulse=0.9,
                                       decay_scale=float(spec.get("pearl_decay", 0.02)), click=0.4)
            synth.mix_at(out, at, click, g * pearl_gain)
    return out


# -- footsteps ------------------------------------------------------------------------------------
_STEP_KEYS = frozenset({"period", "first_at", "knock_freq", "knock_db", "thump_freq",
                        "thump_db", "duration"})


def footsteps(spec: Spec, params: Params, rng: np.random.Generator, n: int) -> np.ndarray:
    m = min(n, n_samples(float(spec["duration"]))) if "duration" in spec else n
    out = np.zeros(m, dtype=F32)
    steps = max(0, int(round(params.get("steps", 1.0))))
    period = float(spec.get("period", 0.3))
    first = float(spec.get("first_at", 0.02))
    grain = n_samples(0.2)
    knock_gain = synth.db_to_gain(float(spec.get("knock_db", 0.0)))
    thump_gain = synth.db_to_gain(float(spec.get("thump_db", -4.0)))
    for s in range(steps):
        at = first + s * period + float(rng.uniform(-0.012, 0.012))
        # A wooden figure set down on the board: a soft knock (darker than a tap) over
        # a felt-padded thump. Every step a touch different, like a hand moving it.
        knock = synth.modal_impact("wood", grain, rng,
                                   freq=float(spec.get("knock_freq", 420.0)) * float(rng.uniform(0.95, 1.05)),
                                   impulse=0.45, decay_scale=0.8, click=0.08)
        thump = synth.modal_impact("felt", grain, rng, freq=float(spec.get("thump_freq", 120.0)),
                                   impulse=0.6)
        g = float(rng.uniform(0.85, 1.0))
        synth.mix_at(out, at, knock, g * knock_gain)
        synth.mix_at(out, at, thump, g * thump_gain)
    return out


def register(generators: dict[str, Any]) -> None:
    """Add this module's generators to generators.GENERATORS."""
    from castle_games.audio.generators import Generator

    generators["pearl_drop"] = Generator(pearl_drop, _DROP_KEYS)
    generators["key_insert"] = Generator(key_insert, _KEY_KEYS)
    generators["pour"] = Generator(pour, _POUR_KEYS)
    generators["footsteps"] = Generator(footsteps, _STEP_KEYS)
