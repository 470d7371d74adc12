"""The mix never clips: the limiter keeps the sum of everything playing at once under full
scale, measured on the mixer's own record of whole games, read aloud, rendered offline.

Before the limiter a Knobelschatz game at full volumes peaked at 1.33 with 123 samples at
full scale (the dice), and Clever Keys at 1.10.
"""

from __future__ import annotations

import numpy as np
import pytest
from mixkit import Clock, SpeakingApp, play_whole_game, recording_mixer

from castle_games.audio import mixdown
from castle_games.audio import mixer as mixer_module
from castle_games.core.settings import Settings

LOUDEST = Settings(effects_volume=1.0, speech_volume=1.0)
GAMES = [("knobelschatz", 3), ("seven-locks", 3), ("clever-keys", 3), ("schlotterstein", 3),
         ("tajemnica-zamku", 2)]
# what each game's whole recording must hold besides dice hits and speech
HEARD = {"knobelschatz": {"fanfare", "die-hit-die"}, "seven-locks": {"pearls-pour", "fanfare"},
         "clever-keys": {"fanfare"}, "schlotterstein": {"fanfare"},
         "tajemnica-zamku": {"rescue-fanfare"}}


def test_the_sum_of_the_envelopes_bounds_the_mix_wherever_a_sound_lands_in_a_buffer():
    rng = np.random.default_rng(5)
    sounds = [rng.uniform(-1, 1, (n, 2)) * np.exp(-np.arange(n) / 300)[:, None]
              for n in rng.integers(200, 3000, 12)]
    asked = rng.integers(0, 6 * mixdown.BLOCK, len(sounds))
    bound = np.zeros((40, 2))
    for s, at in zip(sounds, asked, strict=True):
        env = mixdown.envelope(s)
        q = at // mixdown.BLOCK
        bound[q:q + len(env)] += env
    for _trial in range(20):  # the device starts each within the buffer after it was asked
        mix = np.zeros((40 * mixdown.BLOCK, 2))
        for s, at in zip(sounds, asked, strict=True):
            start = at + int(rng.integers(0, mixdown.BLOCK))
            mix[start:start + len(s)] += s
        peaks = np.abs(mix).reshape(40, mixdown.BLOCK, 2).max(axis=1)
        assert (peaks <= bound + 1e-6).all()


def test_a_storm_of_loud_sounds_at_once_stays_under_full_scale(monkeypatch):
    clock = Clock()
    m = recording_mixer(monkeypatch, LOUDEST, clock)
    for i in range(24):
        clock.now = (i // 4) * 0.03  # four at a time, as three dice and the tray meet
        m.play("die-hit-die", pan=-1.0 + (i % 3))
    limited = mixdown.clipped(m.mixdown_of())
    assert m.limiter is not None and m.limiter.limited > 0
    assert limited[1] == 0 and limited[0] <= mixdown.CEILING + 1e-6, limited
    # the same storm unlimited clips: the measurement hears what the limiter prevents
    clock2 = Clock()
    m2 = recording_mixer(monkeypatch, LOUDEST, clock2)
    m2.limiter.ceiling = float("inf")
    for i in range(24):
        clock2.now = (i // 4) * 0.03
        m2.play("die-hit-die", pan=-1.0 + (i % 3))
    assert mixdown.clipped(m2.mixdown_of())[1] > 0


def test_the_effects_give_way_to_the_words_first(monkeypatch):
    clock = Clock()
    m = recording_mixer(monkeypatch, LOUDEST, clock)
    m.speak_samples(0.6 * np.sin(np.linspace(0, 2000, 44100)).astype(np.float32))
    clock.now = 0.1
    m.play("die-hit-die", gain=1.0 / mixer_module.DUCK)  # as loud as if nothing were said
    speech, die = m.record.played
    assert speech.name == "speech" and len(speech.gains) == 1, "the words keep their level"
    assert die.gains[0][1] < 0.7, "the die gave way"
    assert mixdown.clipped(m.mixdown_of())[1] == 0


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_a_whole_game_read_aloud_has_no_sample_at_full_scale(monkeypatch, game_id, players):
    clock = Clock()
    m = recording_mixer(monkeypatch, LOUDEST, clock)
    app = SpeakingApp(m, clock)
    play_whole_game(app, clock, game_id, players, seed=7)
    names = {p.name for p in m.record.played}
    assert "speech" in names and app.lines > 10, "the game was read aloud"
    assert HEARD[game_id] <= names, HEARD[game_id] - names
    mix = m.mixdown_of()
    assert len(mix) > 60 * 44100, "a whole game, minutes long"
    peak, at_full = mixdown.clipped(mix)
    assert at_full == 0 and peak <= mixdown.CEILING + 1e-6, (game_id, peak, at_full)
