"""The speech engines (speech/engines.py): `castle-games say` writes clear speech in each of
the games' languages through the bundled eSpeak NG, checked as a listener would check it
but by analysis (nobody can listen here): its length, loudness, where its energy lies, a
voice's pitch, and that German, Polish and Czech are not English read out. The chain falls
back and says so once; no engine is one clear line.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import wave
from pathlib import Path

import numpy as np
import pytest

from castle_games import cli
from castle_games.speech import engines

SR = 44100
SENTENCES = {  # the kind of line the games say, one per language
    "en": "Ben drew a new tile: where will it go? Pass the mouse to Anna.",
    "de": "Ben hat eine neue Karte gezogen: wohin kommt sie? Gib die Maus an Anna weiter.",
    "pl": "Ben dobrał nowy kafelek: gdzie go położy? Podaj myszkę Annie.",
    "cs": "Ben si vytáhl novou kartičku: kam ji dá? Podej myš Anně.",
}


# -- listening by numbers -----------------------------------------------------------------
def read_wav(path: Path) -> np.ndarray:
    with wave.open(str(path)) as w:
        assert (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (SR, 1, 2)
        return np.frombuffer(w.readframes(w.getnframes()), dtype="<i2") / 32767.0


def band_share(x: np.ndarray, low: float, high: float) -> float:
    power = np.abs(np.fft.rfft(x)) ** 2
    f = np.fft.rfftfreq(len(x), 1 / SR)
    return float(power[(f >= low) & (f <= high)].sum() / power.sum())


def voiced_pitches(x: np.ndarray) -> list[float]:
    """The pitch of each loud 46 ms frame that is periodic (a vowel), by autocorrelation."""
    n, found = 2048, []
    for i in range(0, len(x) - n, 1024):
        frame = x[i:i + n] * np.hanning(n)
        if np.sqrt(np.mean(frame ** 2)) < 0.03:
            continue
        ac = np.correlate(frame, frame, "full")[n - 1:]
        lo, hi = SR // 400, SR // 60
        k = lo + int(np.argmax(ac[lo:hi]))
        if ac[k] > 0.4 * ac[0]:
            found.append(SR / k)
    return found


def long_term_spectrum(x: np.ndarray) -> np.ndarray:
    """dB in 24 bands from 100 Hz to 6 kHz, averaged over the line: what a voice and its
    sounds (vowels, hisses) look like as a whole."""
    n, hop = 1024, 256
    frames = np.lib.stride_tricks.sliding_window_view(x, n)[::hop] * np.hanning(n)
    power = np.abs(np.fft.rfft(frames, axis=1)) ** 2
    f = np.fft.rfftfreq(n, 1 / SR)
    edges = np.geomspace(100, 6000, 25)
    bands = np.stack([power[:, (f >= a) & (f < b)].sum(axis=1)
                      for a, b in zip(edges[:-1], edges[1:])], axis=1)
    return (10 * np.log10(bands + 1e-9)).mean(axis=0)


def spectral_distance(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.abs(long_term_spectrum(a) - long_term_spectrum(b)).mean())


def assert_speech(x: np.ndarray, low_s: float, high_s: float) -> None:
    """Sounds like a person speaking: as long as the words, loud, energy where speech has
    it, voiced frames at a voice's pitch, nothing above 11 kHz (no resampling images)."""
    seconds = len(x) / SR
    assert low_s < seconds < high_s, seconds
    rms = float(np.sqrt(np.mean(x ** 2)))
    assert 0.05 < rms < 0.4, rms
    assert np.abs(x).max() <= 0.95  # never clipped
    assert band_share(x, 100, 4000) > 0.9
    assert band_share(x, 11500, SR / 2) < 1e-4
    pitches = voiced_pitches(x)
    frames = (len(x) - 2048) // 1024
    assert len(pitches) > frames // 4, (len(pitches), frames)
    assert 70 < np.median(pitches) < 300
    assert np.abs(x[:200]).max() < 0.05 and np.abs(x[-200:]).max() < 0.05  # faded, no click


def say(tmp_path: Path, text: str, lang: str, *extra: str) -> subprocess.CompletedProcess:
    out = tmp_path / f"{lang}.wav"
    return subprocess.run([sys.executable, "-m", "castle_games", "say", text, "--lang", lang,
                           "--out", str(out), *extra], capture_output=True, text=True,
                          timeout=60)


# -- castle-games say -------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["de", "en", "pl", "cs"])
def test_say_writes_a_clear_utterance(tmp_path, lang):
    done = say(tmp_path, "Hallo Anna", lang)
    assert done.returncode == 0, done.stderr
    assert "bundled" in done.stdout and f", {lang})" in done.stdout
    assert_speech(read_wav(tmp_path / f"{lang}.wav"), 0.3, 1.5)


def test_german_polish_and_czech_are_not_english_read_out(tmp_path):
    """The same words in another language's voice: its own sounds (a German /a/ and /o/,
    a Czech stress on the first syllable), so a clearly different spectrum, while the
    English line rendered again is the same."""
    for lang in ("en", "de", "pl", "cs"):
        assert say(tmp_path, "Hallo Anna", lang).returncode == 0
    line = {lang: read_wav(tmp_path / f"{lang}.wav") for lang in ("en", "de", "pl", "cs")}
    again = engines.make_chain().render("Hallo Anna", "en")
    assert spectral_distance(line["en"], again) < 0.5
    for lang in ("de", "pl", "cs"):
        assert spectral_distance(line["en"], line[lang]) > 1.5, lang


def test_say_follows_the_speech_rate(tmp_path):
    assert say(tmp_path, SENTENCES["en"], "en", "--rate", "0.6").returncode == 0
    slow = len(read_wav(tmp_path / "en.wav"))
    assert say(tmp_path, SENTENCES["en"], "en", "--rate", "1.6").returncode == 0
    quick = len(read_wav(tmp_path / "en.wav"))
    assert slow > 2.2 * quick  # 0.6 against 1.6 times the words a minute (and the pauses)


def test_say_refuses_bad_input_in_one_line(tmp_path, capsys):
    assert cli.main(["say", "Hallo", "--out", str(tmp_path / "x.wav"), "--engine", "x"]) == 2
    assert cli.main(["say", "Hallo", "--out", str(tmp_path / "x.wav"), "--rate", "3"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and "--engine is one of auto, bundled" in err[0]
    assert not (tmp_path / "x.wav").exists()


def test_without_an_engine_say_is_one_clear_line(tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "espeakng_loader", None)  # the package is not installed
    assert cli.main(["say", "Hallo", "--out", str(tmp_path / "x.wav")]) == 1
    captured = capsys.readouterr()
    assert captured.err.strip() == ("castle-games say: No voice is installed, so nothing is "
                                    "read aloud. The sounds carry on.")
    assert "Traceback" not in captured.err and not (tmp_path / "x.wav").exists()


# -- the engine itself --------------------------------------------------------------------------
@pytest.mark.parametrize("lang", list(SENTENCES))
def test_a_sentence_in_each_language_is_speech(lang):
    x = engines.make_chain().render(SENTENCES[lang], lang)
    assert x.dtype == np.float32 and x.ndim == 1
    assert_speech(x, 2.5, 7.0)


def test_the_test_language_and_unknown_ones_speak_english():
    chain = engines.make_chain()
    english = chain.render("Anna", "en")
    assert spectral_distance(english, chain.render("Anna", "en-XA")) < 0.5
    assert spectral_distance(english, chain.render("Anna", "xx")) < 0.5


def test_rendering_from_several_threads_at_once():
    """The voice renders in a worker; a second one (a tool, a test) must not mix lines."""
    chain = engines.make_chain()
    alone = {lang: len(chain.render(SENTENCES[lang], lang)) for lang in SENTENCES}
    got: dict[str, list[int]] = {lang: [] for lang in SENTENCES}

    def work(lang: str) -> None:
        for _ in range(3):
            got[lang].append(len(engines.make_chain().render(SENTENCES[lang], lang)))

    threads = [threading.Thread(target=work, args=(lang,)) for lang in SENTENCES]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    for lang, lengths in got.items():
        assert lengths and all(abs(n - alone[lang]) < 0.02 * SR for n in lengths), lang


def test_a_line_given_up_stops_rendering_early():
    chain = engines.make_chain()
    whole = chain.render(SENTENCES["de"] * 3, "de")
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 2

    cut = chain.render(SENTENCES["de"] * 3, "de", stop=stop)
    assert len(cut) < len(whole) / 4


def test_resampling_keeps_the_pitch_and_adds_no_images():
    t = np.arange(22050) / 22050
    tone = (np.sin(2 * np.pi * 440 * t) * 16000).astype(np.int16)
    up = engines.to_mixer_rate(tone, 22050)
    assert len(up) == 44100 and up.dtype == np.float32
    spectrum = np.abs(np.fft.rfft(up[2000:-2000] * np.hanning(len(up) - 4000)))
    f = np.fft.rfftfreq(len(up) - 4000, 1 / SR)
    assert abs(f[np.argmax(spectrum)] - 440) < 2
    image = spectrum[(f > 21000) & (f < 22000)].max()  # 22050 - 440: the mirror image
    assert image < 1e-3 * spectrum.max()
    assert np.abs(up[2000:-2000]).max() == pytest.approx(16000 / 32768, rel=0.02)


# -- the chain ----------------------------------------------------------------------------------
class Fine:
    name = "fine"

    def render(self, text, language, rate, stop=None):
        return np.full(4410, 0.1, dtype=np.float32)


class CannotStart:
    name = "bundled"

    def start(self):
        raise engines.EngineUnavailable("no library here")


class Breaks:
    name = "bundled"

    def render(self, text, language, rate, stop=None):
        raise RuntimeError("the engine broke")


def test_an_engine_that_cannot_start_gives_way_to_the_next_and_says_so_once(caplog):
    chain = engines.Chain(["bundled", "fine"], {"bundled": CannotStart, "fine": Fine})
    assert len(chain.render("Hallo", "de")) == 4410 and chain.name == "fine"
    problems = chain.take_problems()
    assert problems == ["The voice eSpeak NG (built in) does not work here; fine speaks "
                        "instead."]
    chain.render("Hallo", "de")
    assert chain.take_problems() == []
    assert sum("cannot start" in r.message for r in caplog.records) == 1


def test_an_engine_that_breaks_mid_game_gives_way_to_the_next():
    chain = engines.Chain(["bundled", "fine"], {"bundled": Breaks, "fine": Fine})
    assert len(chain.render("Hallo", "de")) == 4410
    assert len(chain.take_problems()) == 1 and chain.failed == ["bundled"]


def test_with_no_engine_left_the_chain_says_why():
    alone = engines.Chain(["bundled"], {"bundled": Breaks})
    with pytest.raises(engines.NoVoice, match="stopped working"):
        alone.render("Hallo", "de")
    with pytest.raises(engines.NoVoice):
        alone.render("Hallo", "de")  # and stays silent, without trying again
    nothing = engines.Chain(["bundled"], {"bundled": CannotStart})
    with pytest.raises(engines.NoVoice, match="does not work on this computer"):
        nothing.render("Hallo", "de")
    assert alone.take_problems() == [] and nothing.take_problems() == []


def test_the_settings_choices_are_the_engines_installed(monkeypatch):
    assert [k for k, _ in engines.choices()] == ["auto", "bundled"]
    assert engines.names_for("bundled") == ["bundled"] and engines.names_for("odd") == ["bundled"]
    monkeypatch.setitem(sys.modules, "espeakng_loader", None)
    assert [k for k, _ in engines.choices()] == ["auto"]


def test_the_trimmed_voice_data_of_the_bundle_speaks_all_four_languages(tmp_path):
    """tools/build_app.py keeps 1.1 MB of eSpeak NG's 19: enough for en, de, pl and cs."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    import build_app

    library, data = engines.espeak_paths()
    kept = build_app.trimmed_espeak_data(Path(data), tmp_path / "espeak-ng-data")
    size = sum(p.stat().st_size for p in kept.rglob("*") if p.is_file())
    assert size < 3e6
    code = (  # a process of its own: eSpeak NG is started once per process
        "from castle_games.speech import engines\n"
        f"e = engines.BundledEspeak({library!r}, {str(kept)!r})\n"
        "e.start()\n"
        f"print([round(len(e.render(t, l)) / 44100, 1) for l, t in {sorted(SENTENCES.items())!r}])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    seconds = [float(x) for x in done.stdout.strip().strip("[]").split(",")]  # cs, de, en, pl
    full = [round(len(engines.make_chain().render(SENTENCES[lang], lang)) / SR, 1)
            for lang in sorted(SENTENCES)]
    assert seconds == full and min(seconds) > 2.5


def test_the_start_up_does_not_load_the_engine():
    """A line said before the first frame (the launcher's opening is), yet the first frame
    imports neither the engine nor the mixer: the voice's worker does, from the second
    frame on, and the line is heard."""
    code = (
        "import sys, time\n"
        "from castle_games.ui.app import App\n"
        "app = App(headless=True, persist=False)\n"
        "app.speak('Castle Games.', always=True)\n"
        "app.step_frame()\n"
        "first = [m in sys.modules for m in ('castle_games.speech.engines', 'espeakng_loader',"
        " 'castle_games.audio.mixer')]\n"
        "said = len(app.voice.record)\n"
        "for _ in range(200):\n"
        "    app.step_frame(); time.sleep(0.01)\n"
        "    if any(line.heard_at for line in app.voice.record): break\n"
        "print(first, said, any(line.heard_at for line in app.voice.record))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    first, said, heard = done.stdout.strip().rpartition("] ")[0] + "]", *done.stdout.split()[-2:]
    assert first == "[False, False, False]" and int(said) >= 1 and heard == "True", done.stdout
