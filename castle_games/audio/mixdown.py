"""The sum of every sound playing at once: kept under full scale, and written down.

pygame.mixer (SDL_mixer) adds its channels up inside the audio callback, where no Python
runs, and clips the sum: there is no hook on the mix. So the mixer bounds the sum itself,
before a sound starts, from what it knows of every sound it started:

- Each sound carries its peak envelope (`envelope`): the loudest sample of each block of
  BLOCK frames, per side, widened by SLACK blocks towards later times, because a sound
  starts at the device's next buffer, not at the moment it is asked for. For any start
  within that buffer, every sample of the sound in a block of the common block grid is
  below its envelope there.
- The `Limiter` holds the voices playing now (envelope, first block, gains). When one more
  starts it adds their envelopes, times their gains, over the new sound's length; where
  the total would pass CEILING, the effects playing there and the new sound are turned
  down together by one factor, so that the total stays under it. Speech keeps its level
  (the words stay clear and the dice give way) unless it alone would pass the ceiling.
  The sum of the envelopes bounds the sum of the samples whatever their phases (the
  triangle inequality), so the limit holds for the real mix, sample by sample, not on
  average; a voice once turned down stays down until it ends (short sounds: no pumping).

`MixRecord` writes down what the mixer started (the sound, when, every change of its
gains, when it was cut off), and `render` plays that record back offline, as SDL_mixer
would have mixed it: the mixdown the tests measure.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Any

import numpy as np

BLOCK = 512          # frames per envelope block: the device's buffer (11.6 ms at 44.1 kHz)
SLACK = 2            # blocks an envelope is widened by: a start lands up to a buffer late
CEILING = 10 ** (-1.0 / 20)  # the mix's peaks stay under -1 dBFS
EFFECTS_FLOOR = 0.5  # the effects give way to the words down to -6 dB, then both do
PAN_STEPS = 255      # Channel.set_volume(left, right) becomes Mix_SetPanning(0..255 each)


def envelope(samples: np.ndarray, block: int = BLOCK, slack: int = SLACK) -> np.ndarray:
    """(blocks + slack, 2) float32: per block of `block` frames and side (left, right), the
    largest |sample| that can fall into a block of the grid when the sound starts anywhere
    within the block it was asked in. `samples` are floats in -1..1, (n,) or (n, c)."""
    return widen(block_peaks(samples, block), slack)


def block_peaks(samples: np.ndarray, block: int = BLOCK) -> np.ndarray:
    """(blocks, 2) float32: the largest |sample| of each block of `block` frames, per side
    (a mono sound's one side counts for both). A long sound may be given piece by piece,
    each piece a whole number of blocks but the last, and the results stacked."""
    x = np.asarray(samples, dtype=np.float32)
    if x.ndim == 1:
        x = x[:, None]
    n = x.shape[0]
    blocks = max(1, -(-n // block))
    padded = np.zeros((blocks * block, 2), dtype=np.float32)
    padded[:n, 0] = np.abs(x[:, 0])
    padded[:n, 1] = np.abs(x[:, 1]) if x.shape[1] > 1 else padded[:n, 0]
    return padded.reshape(blocks, block, 2).max(axis=1)


def widen(peaks: np.ndarray, slack: int = SLACK) -> np.ndarray:
    """Block peaks widened by `slack` blocks: the device may start a sound that much late."""
    blocks = peaks.shape[0]
    wide = np.zeros((blocks + slack, 2), dtype=np.float32)
    for k in range(slack + 1):
        wide[k:k + blocks] = np.maximum(wide[k:k + blocks], peaks)
    return wide


def device_gain(gain: float) -> float:
    """The gain SDL_mixer really applies for a channel volume (pygame truncates it to
    1/255 steps for Mix_SetPanning)."""
    return math.floor(min(1.0, max(0.0, gain)) * PAN_STEPS) / PAN_STEPS


@dataclasses.dataclass
class Played:
    """One sound as the mixer started it: the record `render` plays back."""

    sound: Any
    bus: str
    started_at: float
    seconds: float
    gains: list[tuple[float, float, float]]  # (from when, left, right)
    cut_at: float | None = None  # faded out from then over `fade_s`
    fade_s: float = 0.0
    name: str = ""  # the recipe's name, the array's key, or "speech"


@dataclasses.dataclass
class Voice:
    """A sound the limiter counts: what it plays on, its envelope, first block, gains."""

    channel: Any
    bus: str
    env: np.ndarray
    first: int
    gains: tuple[float, float]
    played: Played | None = None

    @property
    def end(self) -> int:
        return self.first + len(self.env)


class Limiter:
    """The voices playing now, and the gains that keep their sum under `ceiling`."""

    def __init__(self, frequency: int, ceiling: float = CEILING, block: int = BLOCK) -> None:
        self.block_s = block / float(frequency)
        self.ceiling = ceiling
        self.voices: list[Voice] = []
        self.limited = 0  # how many starts had to turn something down (for the record)

    def block_at(self, now: float) -> int:
        return int(math.floor(now / self.block_s))

    def prune(self, now: float) -> None:
        at = self.block_at(now)
        self.voices = [v for v in self.voices if v.end > at]

    def admit(self, voice: Voice) -> list[tuple[Voice, tuple[float, float]]]:
        """Count `voice` in (its gains possibly lowered). Returns the voices already playing
        whose gains must be lowered first, with their new gains."""
        self.voices = [v for v in self.voices if v.channel is not voice.channel]
        span = slice(voice.first, voice.end)
        effects = np.zeros((len(voice.env), 2), dtype=np.float32)
        speech = np.zeros_like(effects)
        overlapping = [v for v in self.voices if v.end > voice.first and v.first < voice.end]
        for v in [*overlapping, voice]:
            lo, hi = max(span.start, v.first), min(span.stop, v.end)
            part = v.env[lo - v.first:hi - v.first] * np.asarray(v.gains, dtype=np.float32)
            (speech if v.bus == "speech" else effects)[lo - span.start:hi - span.start] += part
        total = speech + effects
        self.voices.append(voice)
        if float(total.max(initial=0.0)) <= self.ceiling:
            return []
        self.limited += 1
        f_speech, f_effects = self._factors(speech, effects)
        changes: list[tuple[Voice, tuple[float, float]]] = []
        for v in [*overlapping, voice]:
            f = f_speech if v.bus == "speech" else f_effects
            if f >= 1.0:
                continue
            # rounded down to the device's own steps, so the device never plays it louder
            gains = (device_gain(v.gains[0] * f), device_gain(v.gains[1] * f))
            v.gains = gains
            if v is not voice:
                changes.append((v, gains))
        return changes

    def _factors(self, speech: np.ndarray, effects: np.ndarray) -> tuple[float, float]:
        """(speech, effects) factors that bring speech + effects under the ceiling in every
        block: the effects give way first, down to EFFECTS_FLOOR; below that the words
        give way too (a line said over a dice storm must not silence the dice)."""
        c = self.ceiling
        talk = float(speech.max(initial=0.0))
        f_speech = min(1.0, 0.95 * c / talk) if talk > 0 else 1.0
        loud = effects > 1e-9
        if not loud.any():
            return f_speech, 1.0
        f_effects = float(np.clip(np.min((c - f_speech * speech[loud]) / effects[loud]),
                                  0.0, 1.0))
        floor = min(EFFECTS_FLOOR, float(np.min(c / effects[loud])))
        if f_effects < floor:
            f_effects = floor
            said = speech > 1e-9
            if said.any():
                f_speech = min(f_speech, float(np.clip(
                    np.min((c - f_effects * effects[said]) / speech[said]), 0.0, 1.0)))
        return f_speech, f_effects

    def cut(self, channel: Any, now: float, fade_s: float) -> None:
        """The sound on `channel` fades out from `now`: it counts until the fade is over."""
        end = self.block_at(now + fade_s) + SLACK + 1
        for v in self.voices:
            if v.channel is channel and v.end > end:
                v.env = v.env[:max(0, end - v.first)]


class MixRecord:
    """What the mixer started, in order (switched on for tests and `castle-games` tools)."""

    def __init__(self) -> None:
        self.played: list[Played] = []

    def __len__(self) -> int:
        return len(self.played)


def render(played: list[Played], frequency: int, channels: int,
           samples_of: Callable[[Any], np.ndarray], start: float | None = None) -> np.ndarray:
    """The mix SDL_mixer makes of `played`: (n, channels) float32, not clipped (so a peak
    past full scale shows), each sound at the gains it had when, faded as it was cut."""
    if not played:
        return np.zeros((0, channels), dtype=np.float32)
    t0 = min(p.started_at for p in played) if start is None else start
    decoded: dict[int, np.ndarray] = {}
    spans = []
    for p in played:
        key = id(p.sound)
        if key not in decoded:
            decoded[key] = samples_of(p.sound)
        first = int(round((p.started_at - t0) * frequency))
        spans.append((first, first + len(decoded[key])))
    out = np.zeros((max(end for _f, end in spans), channels), dtype=np.float32)
    for p, (first, end) in zip(played, spans, strict=True):
        x = decoded[id(p.sound)]
        gain = np.zeros((end - first, channels), dtype=np.float32)
        for k, (when, left, right) in enumerate(p.gains):
            lo = max(0, int(round((when - t0) * frequency)) - first)
            side = [device_gain(left), device_gain(right)][:channels]
            gain[lo:] = side + [0.0] * (channels - len(side))  # surround: front pair only
            if k == 0:
                gain[:lo] = gain[lo]
        if p.cut_at is not None:
            cut = max(0, int(round((p.cut_at - t0) * frequency)) - first)
            fade = max(1, int(round(p.fade_s * frequency)))
            ramp = np.clip(1.0 - (np.arange(end - first) - cut) / fade, 0.0, 1.0)
            gain *= ramp[:, None].astype(np.float32)
        out[first:end] += x[:, :channels] * gain
    return out


def clipped(mix: np.ndarray, full: float = 0.999) -> tuple[float, int]:
    """(peak, samples at |x| >= full) of a mixdown."""
    if mix.size == 0:
        return 0.0, 0
    a = np.abs(mix)
    return float(a.max()), int(np.count_nonzero(a >= full))
