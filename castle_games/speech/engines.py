"""The speech engines: words in, samples out (float32, 44.1 kHz mono, -1..1).

The chain tries its engines in order and speaks with the first that works:

- `bundled`: eSpeak NG, the library and its voice data that come with the
  `espeakng-loader` wheel (Linux x86-64/arm64, Windows x86-64/arm64, macOS x86-64/arm64),
  so there is a voice right after the README's one install command. It is driven through
  ctypes in synchronous mode: it hands back its samples (int16 at its own rate, 22050 Hz)
  instead of playing them, so the game's own mixer plays them on the speech bus,
  interruptible, panned, at the speech volume and ducking the effects a little.

The system's voices (SAPI on Windows, the macOS voices, speech-dispatcher on Linux) are a
later option: pyttsx3 could render SAPI and the macOS voices to a file, but not
speech-dispatcher, and none of them can be tested on the machines that build this
(README, "Speech"). An engine is started (its library loaded) on its first line, never at
start-up, in the voice's worker thread; eSpeak NG keeps one state for the whole process,
so every call into it holds one lock.

An engine that cannot start or breaks is logged once and reported once (`take_problems`,
words for the player) and the chain goes on with the next; with none left `render` raises
`NoVoice`, whose words say so once, and the game goes on with its sounds.
"""

from __future__ import annotations

import ctypes
import importlib.util
import logging
import os
import threading
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from castle_games.core.languages import N_, _

log = logging.getLogger(__name__)

SR = 44100  # the mixer's rate (audio/synth.py SR); not imported, so the voice stays light
DEFAULT_WPM = 165  # words a minute at speech_rate 1.0: a little slower than eSpeak's 175
RATE_RANGE = (0.6, 1.6)  # Settings.speech_rate
ESPEAK_VOLUME = 80  # of eSpeak NG's 0..200: at its default 100 it clips its own loudest vowels
GAIN = 1.45  # ... and at 80 it peaks near -4 dBFS: raised to about -1 dBFS (the bus scales it)
PEAK = 0.92  # no line louder than this (a few Polish ones would clip at GAIN)
# The eSpeak NG language file for each of the games' languages (espeak-ng-data/lang/...).
ESPEAK_VOICES = {"en": "en", "de": "de", "pl": "pl", "cs": "cs"}
ESPEAK_DATA_KEEP = ("phondata", "phonindex", "phontab", "phondata-manifest", "intonations")
ESPEAK_LANG_FILES = ("gmw/en", "gmw/de", "zlw/pl", "zlw/cs")

# What the Settings screen offers (Settings.voice): "auto" is the first engine that works.
CHOICES: dict[str, str] = {
    "auto": N_("Automatic"),
    "bundled": N_("eSpeak NG (built in)"),
}
LABELS: dict[str, str] = {"bundled": N_("eSpeak NG (built in)")}


class EngineUnavailable(RuntimeError):
    """This engine cannot speak on this computer (its library or data is missing)."""


class EngineMissing(EngineUnavailable):
    """This engine's package is not installed."""


class NoVoice(RuntimeError):
    """No engine of the chain can speak; `str(exc)` says so in the player's words."""


def base_language(code: str) -> str:
    """The games' language an engine speaks for `code` ("en-XA", the test language, is
    English; an unknown one too)."""
    base = (code or "en").replace("_", "-").split("-")[0].lower()
    return base if base in ESPEAK_VOICES else "en"


def words_per_minute(rate: float) -> int:
    lo, hi = RATE_RANGE
    rate = float(rate) if rate == rate else 1.0  # NaN: the normal speed
    return int(round(DEFAULT_WPM * min(hi, max(lo, rate))))


# -- sample rate ---------------------------------------------------------------------------
def _lowpass(factor: int) -> np.ndarray:
    """A windowed-sinc filter for upsampling by an integer `factor` (gain `factor`)."""
    half = 16 * factor
    n = np.arange(-half, half + 1)
    cutoff = 0.92 / (2 * factor)  # just below the source's Nyquist, in output cycles/sample
    h = 2 * cutoff * np.sinc(2 * cutoff * n) * np.blackman(len(n))
    return (h * factor / h.sum()).astype(np.float32)


def to_mixer_rate(samples: np.ndarray, rate: int) -> np.ndarray:
    """int16 (or float) samples at `rate` -> float32 at 44.1 kHz. 22050 and 11025 Hz (whole
    divisors) are upsampled with a sinc filter, so no mirror images hiss above 11 kHz;
    any other rate is interpolated."""
    x = np.asarray(samples)
    x = (x.astype(np.float32) / 32768.0) if x.dtype.kind in "iu" else x.astype(np.float32)
    if rate == SR or len(x) < 2:
        return x
    if SR % rate == 0:
        factor = SR // rate
        up = np.zeros(len(x) * factor, dtype=np.float32)
        up[::factor] = x
        return np.convolve(up, _lowpass(factor), mode="same").astype(np.float32)
    n_out = max(1, int(round(len(x) * SR / rate)))
    return np.interp(np.arange(n_out) * (rate / SR), np.arange(len(x)), x).astype(np.float32)


def finish(x: np.ndarray, gain: float = GAIN) -> np.ndarray:
    """Trim the silence around the words (speech_busy() then ends with them), scale (a
    line that would peak above PEAK less), and fade the ends (no click)."""
    if len(x) == 0:
        return x.astype(np.float32)
    loud = np.flatnonzero(np.abs(x) > 10 ** (-50 / 20))
    if len(loud) == 0:
        return np.zeros(0, dtype=np.float32)
    margin = int(0.01 * SR)
    x = x[max(0, loud[0] - margin): loud[-1] + margin + 1]
    x = x * min(gain, PEAK / float(np.abs(x).max()))  # a loud line is turned down, never clipped
    fade = min(len(x) // 2, int(0.005 * SR))
    if fade > 0:
        ramp = np.linspace(0.0, 1.0, fade, dtype=np.float32)
        x[:fade] *= ramp
        x[-fade:] *= ramp[::-1]
    return np.clip(x, -1.0, 1.0).astype(np.float32)


# -- eSpeak NG -------------------------------------------------------------------------------
_AUDIO_OUTPUT_SYNCHRONOUS = 2
_INITIALIZE_DONT_EXIT = 0x8000  # a missing data folder is an error code, not exit()
_CHARS_UTF8 = 1
_RATE = 1
_VOLUME = 2
_POS_CHARACTER = 1
_SYNTH_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int,
                                   ctypes.c_void_p)
_ESPEAK_LOCK = threading.Lock()  # eSpeak NG has one state per process
_espeak: dict[str, Any] = {}  # the library once loaded: lib, rate, callback, data, version


def espeak_paths() -> tuple[str, str]:
    """(library, data folder) of the eSpeak NG that came with espeakng-loader."""
    try:
        import espeakng_loader  # type: ignore[import-untyped]
    except ImportError as exc:
        raise EngineMissing(f"espeakng-loader is not installed ({exc})") from exc
    library = espeakng_loader.get_library_path()
    try:
        data = espeakng_loader.get_data_path()
    except RuntimeError as exc:
        raise EngineUnavailable(str(exc)) from exc
    if not os.path.exists(library):
        raise EngineUnavailable(f"the eSpeak NG library is missing: {library}")
    return library, data


def _load_espeak(library: str, data: str) -> dict[str, Any]:
    """Load and initialise the library once per process (the caller holds the lock)."""
    if "callback" in _espeak:
        return _espeak
    try:
        lib = ctypes.CDLL(library)
    except OSError as exc:
        raise EngineUnavailable(f"the eSpeak NG library cannot be loaded ({exc})") from exc
    lib.espeak_Initialize.restype = ctypes.c_int
    lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
    lib.espeak_SetVoiceByName.restype = ctypes.c_int
    lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
    lib.espeak_SetParameter.restype = ctypes.c_int
    lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
    lib.espeak_SetSynthCallback.restype = None
    lib.espeak_SetSynthCallback.argtypes = [_SYNTH_CALLBACK]
    lib.espeak_Synth.restype = ctypes.c_int
    lib.espeak_Synth.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint, ctypes.c_int,
                                 ctypes.c_uint, ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p]
    lib.espeak_Info.restype = ctypes.c_char_p
    lib.espeak_Info.argtypes = [ctypes.c_void_p]
    # The folder that holds espeak-ng-data (eSpeak NG accepts the data folder itself too).
    home = os.path.dirname(os.path.abspath(data))
    rate = lib.espeak_Initialize(_AUDIO_OUTPUT_SYNCHRONOUS, 0, os.fsencode(home),
                                 _INITIALIZE_DONT_EXIT)
    if rate <= 0:
        raise EngineUnavailable(f"eSpeak NG cannot start with its data in {data} ({rate})")
    state = _espeak  # (filled in place: the callback reads the same dict as render)
    state.update(lib=lib, rate=int(rate), data=data, chunks=None, stop=None)

    def collect(wav: Any, count: int, _events: Any) -> int:
        chunks = state["chunks"]
        if count > 0 and wav and chunks is not None:
            chunks.append(np.ctypeslib.as_array(wav, shape=(count,)).copy())
        stop = state["stop"]
        return 1 if stop is not None and stop() else 0  # 1: abandon the rest of the line

    state["callback"] = _SYNTH_CALLBACK(collect)  # kept alive as long as the library
    lib.espeak_SetSynthCallback(state["callback"])
    state["version"] = (lib.espeak_Info(None) or b"?").decode("ascii", "replace")
    log.info("eSpeak NG %s loaded from %s (%d Hz)", state["version"], library, rate)
    return _espeak


class BundledEspeak:
    """eSpeak NG from the espeakng-loader wheel, rendering to samples."""

    name = "bundled"
    label = LABELS["bundled"]

    def __init__(self, library: str | None = None, data: str | None = None) -> None:
        self._paths = (library, data)
        self._voice: str | None = None
        self._wpm: int | None = None

    def start(self) -> None:
        """Load the library (once per process); EngineUnavailable when it cannot."""
        library, data = self._paths
        if library is None or data is None:
            library, data = espeak_paths()
        with _ESPEAK_LOCK:
            state = _load_espeak(library, data)
            for code, voice in ESPEAK_VOICES.items():
                if state["lib"].espeak_SetVoiceByName(voice.encode()) != 0:
                    raise EngineUnavailable(f"eSpeak NG has no {code} voice in {state['data']}")
            self._voice = None

    def render(self, text: str, language: str, rate: float = 1.0,
               stop: Callable[[], bool] | None = None) -> np.ndarray:
        if "callback" not in _espeak:
            self.start()
        voice = ESPEAK_VOICES[base_language(language)]
        wpm = words_per_minute(rate)
        data = text.encode("utf-8") + b"\0"
        chunks: list[np.ndarray] = []
        with _ESPEAK_LOCK:
            lib = _espeak["lib"]
            if lib.espeak_SetVoiceByName(voice.encode()) != 0:
                raise RuntimeError(f"eSpeak NG cannot choose its {voice} voice")
            lib.espeak_SetParameter(_RATE, wpm, 0)  # (choosing a voice resets these)
            lib.espeak_SetParameter(_VOLUME, ESPEAK_VOLUME, 0)
            _espeak["chunks"], _espeak["stop"] = chunks, stop
            try:
                result = lib.espeak_Synth(data, len(data), 0, _POS_CHARACTER, 0, _CHARS_UTF8,
                                          None, None)
            finally:
                _espeak["chunks"], _espeak["stop"] = None, None
            rate_hz = _espeak["rate"]
        if result != 0 and not (stop is not None and stop()):
            raise RuntimeError(f"eSpeak NG could not say a line (error {result})")
        if not chunks:
            return np.zeros(0, dtype=np.float32)
        return finish(to_mixer_rate(np.concatenate(chunks), rate_hz))


# -- the chain -------------------------------------------------------------------------------
ENGINES: dict[str, Callable[[], Any]] = {"bundled": BundledEspeak}
ORDER = ("bundled",)  # "auto" tries these in turn (the system's voices would go first)


def installed(name: str) -> bool:
    """Whether an engine's package is here (found without loading it)."""
    if name == "bundled":
        try:
            return importlib.util.find_spec("espeakng_loader") is not None
        except (ImportError, ValueError):
            return False
    return name in ENGINES


def choices() -> list[tuple[str, str]]:
    """(Settings.voice value, its words marked N_) for the engines installed here."""
    return [(key, words) for key, words in CHOICES.items() if key == "auto" or installed(key)]


def names_for(choice: str) -> list[str]:
    """The engines a Settings.voice value tries, in order."""
    if choice in ENGINES:
        return [choice] + [n for n in ORDER if n != choice]
    return list(ORDER)


class Chain:
    """Engines tried in order; the first that works speaks. Thread-safe: one line at a time."""

    accepts_stop = True

    def __init__(self, names: Sequence[str] = ORDER,
                 factories: dict[str, Callable[[], Any]] | None = None) -> None:
        self._factories = dict(ENGINES if factories is None else factories)
        self._todo: list[str] = [n for n in names if n in self._factories]
        self._engine: Any = None
        self._lock = threading.Lock()
        self._problems: list[str] = []
        self.failed: list[str] = []
        self._broke = False  # an engine that had started broke (rather than never started)
        self._missing = 0  # engines whose package is not installed

    @property
    def name(self) -> str:
        if self._engine is not None:
            return str(self._engine.name)
        return self._todo[0] if self._todo else "none"

    def take_problems(self) -> list[str]:
        """The player's words for engines that failed since the last call (each once)."""
        with self._lock:
            out, self._problems = self._problems, []
        return out

    def render(self, text: str, language: str, rate: float = 1.0,
               stop: Callable[[], bool] | None = None) -> np.ndarray:
        with self._lock:
            while True:
                if self._engine is None:
                    self._next()
                try:
                    return self._engine.render(text, language, rate, stop=stop)
                except Exception as exc:  # noqa: BLE001 - an engine that breaks: the next one
                    self._failed(self._engine.name, exc, started=True)
                    self._engine = None

    def _next(self) -> None:
        """Start the next engine (the caller holds the lock); NoVoice when none is left."""
        while self._todo:
            name = self._todo.pop(0)
            try:
                engine = self._factories[name]()
                start = getattr(engine, "start", None)
                if start is not None:
                    start()
            except Exception as exc:  # noqa: BLE001 - missing library, data, voices
                self._failed(name, exc, started=False)
                continue
            self._engine = engine
            return
        raise NoVoice(self._no_voice_words())

    def _failed(self, name: str, exc: BaseException, *, started: bool) -> None:
        self.failed.append(name)
        self._broke = self._broke or started
        self._missing += isinstance(exc, EngineMissing)
        if started:
            log.error("the speech engine %s failed; trying the next: %s", name, exc,
                      exc_info=exc)
        else:
            log.warning("the speech engine %s cannot start here: %s", name, exc)
        if self._todo:  # the next one speaks: say so once; with none left NoVoice says it
            self._problems.append(_("The voice {voice} does not work here; {other} speaks "
                                    "instead.").format(voice=_label(name),
                                                       other=_label(self._todo[0])))

    def _no_voice_words(self) -> str:
        if not self.failed or self._missing == len(self.failed):
            return _("No voice is installed, so nothing is read aloud. The sounds carry on.")
        if self._broke:
            return _("The voice stopped working; the game goes on without it.")
        return _("The voice does not work on this computer, so nothing is read aloud. "
                 "The sounds carry on.")


def _label(name: str) -> str:
    return _(LABELS[name]) if name in LABELS else name


def make_chain(choice: str = "auto") -> Chain:
    """The chain for a Settings.voice value (nothing is loaded until the first line)."""
    return Chain(names_for(choice))


def render_to_wav(text: str, path: str, language: str, *, rate: float = 1.0,
                  engine: str = "auto") -> tuple[float, str]:
    """`castle-games say`: one line through the chain into a 16-bit mono WAV at 44.1 kHz.
    Returns (seconds, the engine that spoke); NoVoice when none can."""
    import wave

    chain = make_chain(engine) if engine == "auto" else Chain([engine])
    samples = chain.render(text, language, rate)
    pcm = np.round(np.clip(samples, -1.0, 1.0) * 32767).astype("<i2")
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SR)
        out.writeframes(pcm.tobytes())
    return len(samples) / SR, chain.name
