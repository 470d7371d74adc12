"""The only module that talks to pygame.mixer: rendered arrays in, sounds out of the speakers.

A Mixer renders recipes (recipes.py) once, keeps them as pygame Sounds keyed by name and
parameters, and plays them on a free channel, panned with `Channel.set_volume(left, right)`
and scaled by the player's volume for its bus (effects, speech). Spoken lines (the
voice's samples, speech/) play on a channel of their own that no effect ever takes
(`speak_samples`, `stop_speech`, `speech_busy`); effects started while a line is spoken
are ducked a little, so the words stay clear. Without an audio
device it logs one line and goes quiet: every method still works and does nothing, so a
game never fails for want of speakers.

`pan` is deliberately not part of a cached sound: the same die hit is reused on both sides
of the table and placed by the channel volumes, which follow the same equal-power law as
`recipes.render(..., {"pan": p})`.

SDL_mixer sums the channels where no Python runs, so the sum is bounded before each sound
starts (mixdown.py): every sound carries its peak envelope, and the limiter turns the
effects playing at once down together when one more would take the sum past -1 dBFS.
With `record` set (a `mixdown.MixRecord`) every start, gain change and cut-off is written
down, and `mixdown_of()` renders that record offline, as the device mixes it.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any, Protocol

import numpy as np
import pygame

from castle_games.audio import mixdown, recipes, synth

log = logging.getLogger(__name__)

BUSES = ("effects", "speech")
CACHE_LIMIT = 256  # sounds kept; die hits are quantised by their `step`, so this is plenty
CACHE_BYTES = 48 * 2**20  # and at most this much sample data (the oldest go first)
CHANNELS = 32  # dice storms need more than pygame's default 8 voices
_CENTRE = math.sqrt(0.5)
SPEECH_CHANNEL = 0  # reserved for the voice: find_channel() never gives it to an effect
DUCK = 0.7  # effects started while a line is spoken play at this gain (about -3 dB)
SPEECH_FADE_MS = 12  # a line cut off fades this fast (no click), and counts as ended at once
# A line is still being heard while the mixer's channel still has its samples to play: an
# output that lags (a Bluetooth headset) plays it past the end its length promises, and the
# next line must not cut it. Believed this long past that end, in case a device never tells.
SPEECH_LAG_MAX_S = 2.0


@dataclasses.dataclass(frozen=True)
class PreparedSpeech:
    """A spoken line already in the device's format (made off the main thread)."""

    sound: Any
    seconds: float


@dataclasses.dataclass
class SpeechPlayed:
    """One spoken line as the mixer played it (monotonic seconds): the record tests read."""

    started_at: float
    seconds: float
    pan: float
    gains: tuple[float, float] = (0.0, 0.0)  # left, right: the speech volume, panned
    cut_at: float | None = None


class _Sound(pygame.mixer.Sound):
    """A pygame Sound that carries its peak envelope (mixdown.envelope) for the limiter."""

    envelope: np.ndarray


class SettingsLike(Protocol):
    effects_volume: float
    speech_volume: float
    mono: bool


def contact_gain(impulse: float, ref: float) -> float:
    """Loudness 0..1 for a physics contact: log10(1 + 9 impulse / ref), clamped.

    `ref` is the impulse of a hard hit (full loudness). Hearing is logarithmic, so a tenth
    of ref still gives 0.28, while touches under 1 % of ref are silent (resting contacts
    must not buzz).
    """
    if not (ref > 0 and math.isfinite(impulse)) or impulse <= 0:
        return 0.0
    x = impulse / ref
    if x < 0.01:
        return 0.0
    return min(1.0, math.log10(1.0 + 9.0 * x))


def _sample_format(size: int) -> tuple[np.dtype, float, float]:
    """numpy dtype, scale and offset for the mixer's sample size (as get_init() reports)."""
    if size in (-32, 32):
        return np.dtype(np.float32), 1.0, 0.0
    if size == -16:
        return np.dtype(np.int16), 32767.0, 0.0
    if size == 16:
        return np.dtype(np.uint16), 32767.0, 32768.0
    if size == -8:
        return np.dtype(np.int8), 127.0, 0.0
    if size == 8:
        return np.dtype(np.uint8), 127.0, 128.0
    raise ValueError(f"unsupported mixer sample size {size}")


def to_device_array(samples: np.ndarray, frequency: int, size: int, channels: int) -> np.ndarray:
    """A float array at 44.1 kHz, mono (n,) or stereo (n, 2), in the device's own layout:
    resampled if the device runs at another rate, one column per device channel (1-D for a
    mono device), in its integer or float format."""
    x = np.asarray(samples, dtype=np.float32)
    if frequency != synth.SR and x.shape[0] > 1:
        n_out = max(1, int(round(x.shape[0] * frequency / synth.SR)))
        pos = np.arange(n_out) * (synth.SR / frequency)
        old = np.arange(x.shape[0])
        if x.ndim == 1:
            x = np.interp(pos, old, x).astype(np.float32)
        else:
            x = np.stack([np.interp(pos, old, x[:, c]) for c in range(x.shape[1])],
                         axis=1).astype(np.float32)
    if channels == 1:
        x = x if x.ndim == 1 else x.mean(axis=1)
    else:
        if x.ndim == 1:
            x = np.repeat(x[:, None], channels, axis=1)
        elif x.shape[1] != channels:
            # surround devices: left and right in the first two, the rest silent
            wide = np.zeros((x.shape[0], channels), dtype=np.float32)
            wide[:, :2] = x[:, :2] if x.shape[1] >= 2 else x[:, :1]
            x = wide
    dtype, scale, offset = _sample_format(size)
    x = np.clip(x, -1.0, 1.0)
    if dtype.kind == "f":
        return np.ascontiguousarray(x, dtype=dtype)
    return np.ascontiguousarray(np.round(x * scale + offset), dtype=dtype)


class Mixer:
    """Plays recipes and arrays; silent (and harmless) when there is no audio device."""

    def __init__(self, settings: SettingsLike | None = None, *, channels: int = CHANNELS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock  # seconds; a test's own clock renders a whole game in no time
        self.limiter: mixdown.Limiter | None = None
        self.record: mixdown.MixRecord | None = None
        self._lock = threading.Lock()
        self._sounds: OrderedDict[Hashable, Any] = OrderedDict()
        self._sizes: dict[Hashable, int] = {}
        self._bytes = 0
        self._volumes = {"effects": 0.8, "speech": 0.9}
        self._mono = False
        self._format: tuple[int, int, int] | None = None
        self._prewarm_thread: threading.Thread | None = None
        self._silent = False
        self._speech_channel: Any = None
        self._speech_until = 0.0  # when the line on the speech channel ends (monotonic)
        self.speech_log: deque[SpeechPlayed] = deque(maxlen=256)
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(synth.SR, -16, 2, 512)
                pygame.mixer.init()
            fmt = pygame.mixer.get_init()
            if not fmt:
                raise pygame.error("the mixer did not start")
            _sample_format(fmt[1])  # a format we cannot fill is as good as no device
            self._format = (int(fmt[0]), int(fmt[1]), int(fmt[2]))
            self.limiter = mixdown.Limiter(self._format[0])
            pygame.mixer.set_num_channels(max(channels, pygame.mixer.get_num_channels()))
            pygame.mixer.set_reserved(SPEECH_CHANNEL + 1)
            self._speech_channel = pygame.mixer.Channel(SPEECH_CHANNEL)
        except (pygame.error, NotImplementedError, OSError, ValueError) as exc:
            self._silent = True
            self._format = None
            log.warning("no usable audio device (%s); the game plays silently", exc)
        if settings is not None:
            self.apply_settings(settings)

    # -- state ----------------------------------------------------------------------------
    @property
    def silent(self) -> bool:
        return self._silent

    @property
    def device_format(self) -> tuple[int, int, int] | None:
        """(frequency, size, channels) as pygame.mixer.get_init() gave it; None when silent."""
        return self._format

    def apply_settings(self, settings: SettingsLike) -> None:
        """Bus volumes (0..1) and the mono switch; applies to sounds started from now on."""
        for bus in BUSES:
            value = float(getattr(settings, f"{bus}_volume", self._volumes[bus]))
            self._volumes[bus] = min(1.0, max(0.0, value)) if math.isfinite(value) else 0.0
        self._mono = bool(getattr(settings, "mono", False))
        if self.speech_busy():  # the line being said follows the speech slider at once
            self._regain(self._speech_channel,
                         self._gains(self.speech_log[-1].pan, self.volume("speech")))

    def volume(self, bus: str) -> float:
        try:
            return self._volumes[bus]
        except KeyError:
            raise ValueError(f"unknown bus {bus!r}; buses: {', '.join(BUSES)}") from None

    @property
    def mono(self) -> bool:
        return self._mono

    # -- sounds ---------------------------------------------------------------------------
    def _remember(self, key: Hashable, sound: Any) -> Any:
        with self._lock:
            if key in self._sounds:  # another thread got there first: keep one object
                self._sounds.move_to_end(key)
                return self._sounds[key]
            self._sounds[key] = sound
            size = self._size_of(sound)
            self._sizes[key] = size
            self._bytes += size
            while len(self._sounds) > 1 and (len(self._sounds) > CACHE_LIMIT
                                             or self._bytes > CACHE_BYTES):
                old, _ = self._sounds.popitem(last=False)
                self._bytes -= self._sizes.pop(old, 0)
            return sound

    def _size_of(self, sound: Any) -> int:
        """Bytes of sample data in a sound (its length at the device's format)."""
        if self._format is None:
            return 0
        try:
            frequency, size, channels = self._format
            return int(sound.get_length() * frequency * channels * abs(size) // 8)
        except (AttributeError, pygame.error, TypeError):
            return 0

    def forget(self, names: Iterable[str]) -> int:
        """Drop the rendered sounds of these recipes (a game nobody plays any more); they
        are rendered again if played. Returns how many were dropped."""
        gone = set(names)
        with self._lock:
            keys = [k for k in self._sounds
                    if isinstance(k, tuple) and len(k) > 1 and k[0] == "recipe" and k[1] in gone]
            for key in keys:
                del self._sounds[key]
                self._bytes -= self._sizes.pop(key, 0)
        return len(keys)

    def _cached(self, key: Hashable) -> Any | None:
        with self._lock:
            sound = self._sounds.get(key)
            if sound is not None:
                self._sounds.move_to_end(key)
            return sound

    def _make_sound(self, samples: np.ndarray) -> Any:
        assert self._format is not None
        data = to_device_array(samples, *self._format)
        sound = _Sound(array=data)
        # (piece by piece: a float copy of a whole long sound would raise the peak memory)
        piece = mixdown.BLOCK * 128
        sound.envelope = mixdown.widen(np.concatenate([
            mixdown.block_peaks(self._as_float(data[i:i + piece]))
            for i in range(0, max(1, len(data)), piece)]))
        return sound

    def _as_float(self, data: np.ndarray) -> np.ndarray:
        """Device samples as floats in -1..1, (n, channels)."""
        assert self._format is not None
        _dtype, scale, offset = _sample_format(self._format[1])
        x = (data.astype(np.float32) - offset) / scale
        return x if x.ndim == 2 else x[:, None]

    def samples_of(self, sound: Any) -> np.ndarray:
        """A sound's samples as the device holds them, floats (n, channels)."""
        assert self._format is not None
        dtype, _scale, _offset = _sample_format(self._format[1])
        raw = np.frombuffer(sound.get_raw(), dtype=dtype)
        return self._as_float(raw.reshape(-1, self._format[2]))

    def mixdown_of(self, record: mixdown.MixRecord | None = None) -> np.ndarray:
        """The mix of everything recorded, rendered offline as the device sums it: (n,
        channels) floats, not clipped (so a peak past full scale shows)."""
        played = (record or self.record or mixdown.MixRecord()).played
        if self._format is None:
            return np.zeros((0, 2), dtype=np.float32)
        return mixdown.render(played, self._format[0], self._format[2], self.samples_of)

    @staticmethod
    def _key(name: str, values: Mapping[str, float]) -> tuple[Any, ...]:
        return ("recipe", name, tuple(sorted((k, v) for k, v in values.items() if k != "pan")))

    def sound(self, name: str, params: Mapping[str, str | float] | None = None) -> Any | None:
        """The cached pygame Sound of a recipe (rendered on first use), None when silent.

        Unknown names raise KeyError and bad parameters ValueError, as recipes.render does,
        so a typo shows up in the headless tests rather than as a missing sound."""
        given = {k: v for k, v in (params or {}).items() if k != "pan"}
        values = recipes.resolve_params(name, given)
        if self._silent:
            return None
        key = self._key(name, values)
        sound = self._cached(key)
        if sound is None:
            plain = {k: v for k, v in values.items() if k != "pan"}
            sound = self._remember(key, self._make_sound(recipes.render_mono(name, plain)))
        return sound

    def play(self, name: str, params: Mapping[str, str | float] | None = None, *,
             pan: float = 0.0, gain: float = 1.0, bus: str = "effects") -> None:
        """Play a recipe. A `pan` inside params wins over the keyword (same meaning)."""
        if self._silent:
            return
        if params and "pan" in params:
            pan = float(recipes.recipe(name).params["pan"].resolve(name, params["pan"]))
        sound = self.sound(name, params)
        self._start(sound, pan, gain, bus, name)

    def play_array(self, key: Hashable, stereo_float_array: np.ndarray, *, pan: float = 0.0,
                   gain: float = 1.0, bus: str = "effects") -> None:
        """Play a float array (44.1 kHz, (n,) or (n, 2), within -1..1), cached under `key`:
        the same key plays the first array again without converting it."""
        if self._silent:
            return
        cache_key = ("array", key, self._mono)  # a stereo array is folded when mono is on
        sound = self._cached(cache_key)
        if sound is None:
            data = np.asarray(stereo_float_array, dtype=np.float32)
            if data.ndim == 2 and self._mono:
                data = synth.mono_fold(data)
            sound = self._remember(cache_key, self._make_sound(data))
        self._start(sound, pan, gain, bus, str(key))

    def _gains(self, pan: float, level: float) -> tuple[float, float]:
        if self._mono or not math.isfinite(pan):
            left = right = _CENTRE
        else:
            left, right = synth.pan_gains(pan)
        return min(1.0, left * level), min(1.0, right * level)

    def _start(self, sound: Any, pan: float, gain: float, bus: str, name: str = "") -> None:
        level = self.volume(bus) * max(0.0, float(gain))
        if bus == "effects" and self.speech_busy():
            level *= DUCK
        if sound is None or not level > 0:
            return
        left, right = self._gains(pan, level)
        channel = pygame.mixer.find_channel()
        if channel is None:
            return  # every voice is busy: one click fewer is better than cutting one off
        left, right = self._count_in(channel, sound, bus, (left, right), name)
        # set before play (so the first buffer is already placed) and after, as
        # Channel.play may reset the channel's volume
        channel.set_volume(left, right)
        channel.play(sound)
        channel.set_volume(left, right)

    def _count_in(self, channel: Any, sound: Any, bus: str, gains: tuple[float, float],
                  name: str = "") -> tuple[float, float]:
        """A sound about to start on `channel`: the limiter may lower it, and first the
        sounds playing with it (so the sum stays under full scale); written down when
        recording. Returns its gains."""
        limiter, env = self.limiter, getattr(sound, "envelope", None)
        if limiter is None or env is None:
            return gains
        now = self._clock()
        limiter.prune(now)
        voice = mixdown.Voice(channel, bus, env, limiter.block_at(now), gains)
        self._lower(limiter.admit(voice), now)
        if self.record is not None:
            voice.played = mixdown.Played(sound, bus, now, float(sound.get_length()),
                                          [(now, *voice.gains)], name=name or bus)
            self.record.played.append(voice.played)
        return voice.gains

    @staticmethod
    def _lower(changes: list[tuple[mixdown.Voice, tuple[float, float]]], now: float) -> None:
        """The limiter's new gains for sounds already playing (before the new one starts)."""
        for other, lowered in changes:
            other.channel.set_volume(*lowered)
            if other.played is not None:
                other.played.gains.append((now, *lowered))

    def _regain(self, channel: Any, gains: tuple[float, float]) -> None:
        """New gains for the sound playing on `channel` (the speech slider moved): counted
        in again from now, so that a louder line turns the effects down as a new one would."""
        limiter = self.limiter
        voice = next((v for v in limiter.voices if v.channel is channel), None) \
            if limiter is not None else None
        if voice is None or limiter is None:
            channel.set_volume(*gains)
            return
        now = self._clock()
        at = limiter.block_at(now)
        again = mixdown.Voice(channel, voice.bus, voice.env[max(0, at - voice.first):], at,
                              gains, voice.played)
        self._lower(limiter.admit(again), now)
        channel.set_volume(*again.gains)
        if again.played is not None:
            again.played.gains.append((now, *again.gains))

    # -- speech ---------------------------------------------------------------------------
    def prepare_speech(self, samples: np.ndarray) -> PreparedSpeech | None:
        """A spoken line (float32, 44.1 kHz mono, -1..1) in the device's format, ready for
        speak_samples(); safe to call from the voice's worker thread. None when silent."""
        data = np.asarray(samples, dtype=np.float32)
        if self._silent or self._format is None or data.ndim != 1 or len(data) == 0:
            return None
        return PreparedSpeech(self._make_sound(data), len(data) / synth.SR)

    def speak_samples(self, samples: np.ndarray | PreparedSpeech, pan: float = 0.0) -> None:
        """Play a spoken line (float32, 44.1 kHz mono, -1..1, or prepare_speech()'s) on the
        speech channel at the speech volume, cutting off the line before it."""
        if self._silent or self._speech_channel is None:
            return
        ready = samples if isinstance(samples, PreparedSpeech) else self.prepare_speech(samples)
        if ready is None:
            return
        self.stop_speech()
        sound = ready.sound
        channel = self._speech_channel
        left, right = self._count_in(channel, sound, "speech",
                                     self._gains(pan, self.volume("speech")))
        channel.set_volume(left, right)
        channel.play(sound)
        channel.set_volume(left, right)
        now = self._clock()
        seconds = ready.seconds
        self._speech_until = now + seconds
        self.speech_log.append(SpeechPlayed(now, seconds, float(pan), (left, right)))

    def stop_speech(self) -> None:
        """Cut the spoken line off now (a fade of a few milliseconds, so it does not click)."""
        if self._silent or self._speech_channel is None:
            return
        now = self._clock()
        if self.speech_busy() and self.speech_log:
            self.speech_log[-1].cut_at = now
            self._cut(self._speech_channel, now, SPEECH_FADE_MS / 1000)
        self._speech_until = min(self._speech_until, now)
        self._speech_channel.fadeout(SPEECH_FADE_MS)

    def _cut(self, channel: Any, now: float, fade_s: float) -> None:
        """The sound on `channel` fades out from `now`: so counted, and so written down."""
        if self.limiter is None:
            return
        for voice in self.limiter.voices:
            if voice.channel is channel and voice.played is not None \
                    and voice.played.cut_at is None:
                voice.played.cut_at, voice.played.fade_s = now, fade_s
        self.limiter.cut(channel, now, fade_s)

    def speech_busy(self) -> bool:
        """A spoken line is playing: until the end its length promises, and after that for
        as long as the mixer's channel still plays its samples (an output that lags), up to
        SPEECH_LAG_MAX_S."""
        if self._silent or self._speech_channel is None or not self.speech_log:
            return False
        now = self._clock()
        if now < self._speech_until:
            return True
        cut = self.speech_log[-1].cut_at is not None
        return (not cut and now < self._speech_until + SPEECH_LAG_MAX_S
                and bool(self._speech_channel.get_busy()))

    # -- housekeeping ---------------------------------------------------------------------
    def prewarm(self, names: Iterable[str] | None = None,
                params: Iterable[Mapping[str, str | float]] = ({},)) -> None:
        """Render sounds in a background thread so start-up is not slowed.

        `names` defaults to every recipe; `params` lists parameter sets to render for each
        (those a recipe does not take are skipped)."""
        if self._silent:
            return
        todo = list(names) if names is not None else recipes.list_names()
        sets = [dict(p) for p in params]

        def work() -> None:
            for name in todo:
                for p in sets:
                    try:
                        self.sound(name, p)
                    except (KeyError, ValueError):
                        continue
                    except pygame.error:  # the mixer was shut down meanwhile
                        return
                    except Exception as exc:  # noqa: BLE001 - sounds/ missing: one line, no traceback
                        log.warning("sounds cannot be prepared (%s); they are made when played",
                                    exc)
                        return

        self._prewarm_thread = threading.Thread(target=work, name="sound-prewarm", daemon=True)
        self._prewarm_thread.start()

    def wait_prewarmed(self, timeout: float | None = None) -> bool:
        """Block until prewarm() is done (for tests and benchmarks); True when finished."""
        thread = self._prewarm_thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    def cached_count(self) -> int:
        with self._lock:
            return len(self._sounds)

    def stop_all(self) -> None:
        if not self._silent:
            self.stop_speech()
            pygame.mixer.stop()
            if self.limiter is not None:
                now = self._clock()
                for voice in self.limiter.voices:
                    self._cut(voice.channel, now, 0.0)
                self.limiter.voices = []
