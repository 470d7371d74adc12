"""Seven Locks by ear: the dark screen, the earcons, the keyboard-only game and the trainer.

A whole game is played headless from key presses alone (the test reads the legal actions
only to decide which key to press); every event of moves.py must be heard; the screen must
not change with the hidden chambers; the earcons are analysed as a listener hears them.
"""

from __future__ import annotations

import dataclasses
import inspect
import math
import random
import sys
import threading
import time

import numpy as np
import pygame
import pytest

from castle_games.audio import recipes
from castle_games.audio.synth import SR
from castle_games.core.contract import Event
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.games.seven_locks import earcons as E
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import moves as seven_locks_moves
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks import sound_only, trainer
from castle_games.games.seven_locks.moves import GameEnded, KeyTried, PearlDropped, TowerOpened
from castle_games.session import Session
from castle_games.ui.app import App
from castle_games.ui.ear import speaker as speech
from castle_games.ui.ear.cue_player import CuePlayer

EVENT_TYPES = [c for _, c in inspect.getmembers(seven_locks_moves, inspect.isclass)
               if issubclass(c, Event) and c is not Event
               and c not in seven_locks_moves.PERCEIVED_EVENTS]  # (heard by bots only)


# -- listening tools ------------------------------------------------------------------------
def onsets(x: np.ndarray, jump_db: float = 15.0) -> list[float]:
    """Times where the 2 ms energy jumps by `jump_db` over the preceding 2..10 ms."""
    h, w = int(0.001 * SR), int(0.002 * SR)
    frames = (x.size - w) // h
    idx = np.arange(frames)[:, None] * h + np.arange(w)[None, :]
    env = 10.0 * np.log10(np.mean(np.square(x[idx], dtype=np.float64), axis=1) + 1e-14)
    found: list[int] = []
    for i in range(10, env.size):
        if env[i] > -70 and env[i] - env[i - 10:i - 1].max() > jump_db and (
                not found or i - found[-1] > 8):
            found.append(i)
    return [i / 1000.0 for i in found]


def spectrum(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return (np.fft.rfftfreq(x.size, 1.0 / SR), np.abs(np.fft.rfft(x * np.hanning(x.size))))


def peak_hz(x: np.ndarray, low: float = 150.0, high: float = 4000.0) -> float:
    f, s = spectrum(x)
    band = (f >= low) & (f <= high)
    return float(f[band][np.argmax(s[band])])


def centroid(x: np.ndarray) -> float:
    f, s = spectrum(x)
    return float(np.sum(f * s) / np.sum(s))


def semitones(a: float, b: float) -> float:
    return abs(12.0 * math.log2(b / a))


# -- a headless app that records what it plays -----------------------------------------------
class Recorder:
    silent = False  # a live mixer as far as the scene knows (the tests remove the voice)

    def __init__(self) -> None:
        self.played: list[tuple[str, dict, float]] = []

    def play(self, name, params=None, *, pan=0.0, gain=1.0, bus="effects") -> None:
        recipes.resolve_params(name, params or {})  # a bad name or parameter raises...
        self.played.append((name, dict(params or {}), pan))  # ...and is never recorded

    def __getattr__(self, name):
        return lambda *a, **k: None

    def names(self) -> list[str]:
        return [p[0] for p in self.played]


@pytest.fixture()
def no_voice(monkeypatch):
    monkeypatch.setitem(sys.modules, "espeakng_loader", None)  # not installed: no engine


def make_app() -> tuple[App, Recorder]:
    app = App(headless=True, size=(1280, 720), audio=False, persist=False)
    rec = Recorder()
    app.audio = rec
    app.mode = "sound_only"
    return app, rec


def press(app: App, key: int, unicode: str = "") -> None:
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0))
    app.feed(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=unicode, scancode=0))


def key_for(action) -> int:
    """The key a listener presses for an action (digits, letters, Enter, Y, N)."""
    if isinstance(action, M.PlaceKeymaster | M.ThrowPearl | M.MoveKeymaster):
        return getattr(pygame, f"K_{action.tower}")
    if isinstance(action, M.ChooseKey | M.GuessEnchantedKey):
        return pygame.K_a + action.key - 1
    if isinstance(action, M.RollDie):
        return pygame.K_RETURN
    if isinstance(action, M.PlaceCoatOfArms | M.WithdrawCoatOfArms):
        return pygame.K_y
    return pygame.K_n


def wait_for_question(app: App, scene, limit: int = 4000) -> bool:
    """Let time pass (0.1 s frames) until a person is asked, or the game is over."""
    for _ in range(limit):
        t = scene.table
        if t.over or (scene.awaiting() and not scene.question_due()):
            return True
        app.step_frame(0.1)
    return False


def play_by_keys(app: App, scene, rng: random.Random, arrows: bool = False) -> int:
    presses = 0
    session = app.session
    while not session.over:
        assert wait_for_question(app, scene), "nobody was asked anything"
        if session.over:
            break
        for _ in range(100):  # a listener hears the question (and what it carries) out
            if not scene.player.busy:
                break
            app.step_frame(0.1)
        before = len(session.actions)
        heard = len(app.audio.played)
        legal = session.state.legal_actions()
        want = rng.choice(legal)
        if arrows and len(legal) > 1:
            # walk the choices with the arrow keys, each heard, then Enter
            for _ in range(legal.index(want) + 1):
                press(app, pygame.K_RIGHT)
            press(app, pygame.K_RETURN)
        else:
            press(app, key_for(want))
        presses += 1
        assert len(session.actions) == before + 1
        assert session.actions[-1] == want.to_dict()
        for _ in range(40):  # the answer is heard within a few seconds
            if len(app.audio.played) > heard:
                break
            app.step_frame(0.1)
        assert len(app.audio.played) > heard, f"{want} was taken without a sound"
    for _ in range(600):
        app.step_frame(0.1)
    return presses


# -- the table of sounds -----------------------------------------------------------------------
def sample(cls):
    """An instance of an event class with plausible field values."""
    values = {"int": 1, "float": 0.4, "str": R.TOO_LONG, "bool": False}
    kwargs = {}
    for f in dataclasses.fields(cls):
        t = str(f.type)
        if "tuple[tuple" in t:
            kwargs[f.name] = ((0, 3), (1, 2))
        elif "tuple" in t:
            kwargs[f.name] = (2, 5, 7)
        elif f.name == "fall_depth_mm":
            kwargs[f.name] = R.fall_depth_mm(3)
        else:
            kwargs[f.name] = next((v for k, v in values.items() if k in t), 1)
    return cls(**kwargs)


def check_cues(cues: list[E.Cue], declared: tuple[str, ...]) -> None:
    assert cues, "an event that is not heard"
    family = {("so-seat-1" if n.startswith("so-seat-") else n) for n in declared}
    assert any(c.sound for c in cues)
    for c in cues:
        assert c.length >= 0.0
        if c.sound:
            name = "so-seat-1" if c.sound.startswith("so-seat-") else c.sound
            assert name in family, f"{c.sound} is not in the table's entry"
            recipes.resolve_params(c.sound, c.param_dict)


def test_every_event_type_of_moves_has_a_sound():
    assert len(EVENT_TYPES) >= 20
    missing = [c.__name__ for c in EVENT_TYPES if c not in E.EVENT_SOUNDS]
    assert not missing, f"events without a sound: {missing}"
    for cls in EVENT_TYPES:
        declared, _ = E.EVENT_SOUNDS[cls]
        assert all(name in recipes.list_names() for name in declared)
        check_cues(E.event_cues(sample(cls), E.Context()), declared)


@pytest.mark.parametrize(("players", "seed", "strategists"), [(2, 3, False), (4, 11, True),
                                                              (3, 5, True)])
def test_every_event_of_real_games_is_heard(players, seed, strategists):
    seats = [Seat(f"P{i}", c, COMPUTER, "easy") for i, c in
             enumerate(("red", "blue", "green", "yellow")[:players])]
    session = Session("seven-locks", seats, seed, {"strategists": strategists})
    seen = set()
    contexts = [E.Context([s.name for s in seats], depths) for depths in E.DEPTHS]
    while not session.over:
        _, events = session.play_bot()
        for ev in events:
            seen.add(type(ev))
            for ctx in contexts:
                check_cues(E.event_cues(ev, ctx), E.EVENT_SOUNDS[type(ev)][0])
    assert {PearlDropped, KeyTried, TowerOpened, GameEnded} <= seen


def test_a_drop_is_heard_where_its_tower_stands_and_as_deep_as_its_chamber():
    ev = PearlDropped(0, 6, R.fall_depth_mm(2), R.fall_time_s(2), 3)
    cues = E.event_cues(ev, E.Context(depths=E.WIDE))
    assert [c.sound for c in cues] == ["tower-earcon", "so-pearl-drop-wide"]
    assert cues[0].param_dict["tower"] == 6 and cues[0].pan == pytest.approx(E.ear_pan(6))
    assert cues[1].param_dict["chamber"] == 2 and cues[1].param_dict["pearls"] == 3
    assert cues[1].pan == pytest.approx(E.ear_pan(6)) and cues[1].quiet
    assert 0.6 < E.ear_pan(6) < R.tower_pan(6)


@pytest.mark.parametrize(("key", "chamber", "sound", "off"), [
    (4, 4, "so-success", None), (2, 5, "so-too-long", 3), (7, 6, "so-too-short", 1)])
def test_key_results_sound_apart_and_tell_how_far(key, chamber, sound, off):
    ev = KeyTried(0, key, 3, R.key_result(key, chamber), R.key_offset_mm(key, chamber))
    cues = E.event_cues(ev, E.Context())
    assert cues[0].sound == "key-insert" and cues[0].param_dict["chamber"] == chamber
    assert cues[-1].sound == sound
    if off is not None:
        assert cues[-1].param_dict["off"] == off


# -- the eyes-free game --------------------------------------------------------------------------
@pytest.mark.usefixtures("no_voice")
def test_a_game_played_only_by_keys_reaches_game_over():
    app, rec = make_app()
    session = Session("seven-locks", [Seat("Ann", "red", HUMAN),
                                      Seat("Ben", "blue", COMPUTER, "easy")], 7)
    app.start_game(session)
    scene = app.top
    assert isinstance(scene, sound_only.SoundOnlyScene) and scene.speaker is None
    presses = play_by_keys(app, scene, random.Random(1))
    assert session.over and presses >= 10
    assert scene.over_said
    heard = set(rec.names())
    assert {"tower-earcon", "pearl-drop", "die-pips", "so-ask-roll", "so-ask-throw",
            "so-ask-key", "so-seat-1", "so-seat-2", "so-treasure-count"} <= heard
    assert heard & {"so-game-won", "so-game-lost"}
    drops = [p for p in rec.played if p[0] == "pearl-drop"]
    assert len(drops) >= 14 and all(-1.0 <= p[2] <= 1.0 for p in drops)
    tried = sum(1 for a in session.actions if a.get("type") == "ChooseKey")
    assert rec.names().count("key-insert") == tried  # every try heard, none lost


@pytest.mark.usefixtures("no_voice")
def test_enter_after_the_end_starts_a_new_game_still_by_ear():
    app, _ = make_app()
    session = Session("seven-locks", [Seat("Ann", "red", HUMAN),
                                      Seat("Ben", "blue", COMPUTER, "easy")], 7)
    app.start_game(session)
    play_by_keys(app, app.top, random.Random(1))
    assert session.over and app.top.over_said
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, sound_only.SoundOnlyScene) and app.session is not session
    assert not app.session.over and app.session.seats == session.seats


@pytest.mark.usefixtures("no_voice")
def test_two_people_and_a_computer_with_arrows_and_enter_only():
    app, rec = make_app()
    seats = [Seat("Ann", "red", HUMAN), Seat("Ben", "blue", HUMAN),
             Seat("Cy", "green", COMPUTER, "easy")]
    session = Session("seven-locks", seats, 21, {"strategists": True})
    app.start_game(session)
    play_by_keys(app, app.top, random.Random(4), arrows=True)
    assert session.over
    assert "HandoverScene" not in {type(s).__name__ for s in app.stack}  # nothing to see


@pytest.mark.usefixtures("no_voice")
def test_a_wrong_key_changes_nothing_and_says_nope():
    app, rec = make_app()
    session = Session("seven-locks", [Seat("Ann", "red", HUMAN),
                                      Seat("Ben", "blue", COMPUTER, "easy")], 3)
    app.start_game(session)
    scene = app.top
    assert wait_for_question(app, scene) and session.state.phase == R.PLACE
    before = session.state.to_dict()
    for key in (pygame.K_9, pygame.K_a, pygame.K_y):
        rec.played.clear()
        press(app, key)
        assert session.state.to_dict() == before
        app.step_frame(0.1)
        assert "nope" in rec.names()


@pytest.mark.usefixtures("no_voice")
def test_a_key_pressed_while_the_pearls_still_fall_is_answered_by_a_soft_tap():
    app, rec = make_app()
    session = Session("seven-locks", [Seat("Ann", "red", HUMAN),
                                      Seat("Ben", "blue", COMPUTER, "easy")], 3)
    app.start_game(session)
    scene = app.top
    assert wait_for_question(app, scene)
    press(app, pygame.K_4)  # the keymaster at 4: the 14 setup pearls fall, one by one
    app.step_frame(0.1)
    assert scene.player.blocking
    before = session.state.to_dict()
    rec.played.clear()
    press(app, pygame.K_RETURN)  # too early to roll
    press(app, pygame.K_2)
    assert session.state.to_dict() == before, "nothing is taken while the table listens"
    assert rec.names() and set(rec.names()) == {"so-wait"}, "only the soft tap"
    assert wait_for_question(app, scene) and session.state.phase == R.ROLL
    rec.played.clear()
    press(app, pygame.K_RETURN)  # now it rolls
    assert session.state.phase == R.THROW and "so-wait" not in rec.names()
    assert "so-wait" not in {c.sound for group in scene.player.groups.values() for c in group}


@pytest.mark.usefixtures("no_voice")
def test_the_trainer_taps_softly_at_an_answer_given_before_the_pearls_have_fallen():
    app, rec = make_app()
    app.push(sound_only.TrainerScene(app, 4, seed=9))
    scene = app.top
    app.step_frame(0.1)
    assert scene.player.blocking
    rec.played.clear()
    press(app, pygame.K_3)
    assert rec.names() == ["so-wait"] and not scene.round.guesses


@pytest.mark.usefixtures("no_voice")
def test_space_repeats_the_last_event_q_the_question_page_up_walks_back_and_h_tours():
    """After the 14 setup drops Space replays the last drop (it played the roll question on
    main before), Q the question, Page Up the drops before it one by one."""
    app, rec = make_app()
    session = Session("seven-locks", [Seat("Ann", "red", HUMAN),
                                      Seat("Ben", "blue", COMPUTER, "easy")], 3)
    app.start_game(session)
    scene = app.top
    assert wait_for_question(app, scene)
    rec.played.clear()
    press(app, pygame.K_4)  # keymaster at 4: the 14 setup pearls fall
    assert wait_for_question(app, scene)
    for _ in range(60):
        app.step_frame(0.1)
    drops = [(p[1]["chamber"], p[1]["pearls"], round(p[2], 3)) for p in rec.played
             if p[0] == "pearl-drop"]
    assert len(drops) == 14

    def heard(key: int) -> list:
        rec.played.clear()
        press(app, key)
        for _ in range(40):
            app.step_frame(0.1)
        return list(rec.played)

    again = heard(pygame.K_SPACE)
    assert [p[0] for p in again] == ["tower-earcon", "pearl-drop"]
    assert (again[1][1]["chamber"], again[1][1]["pearls"], round(again[1][2], 3)) == drops[-1]
    assert [p[0] for p in heard(pygame.K_q)][:3] == ["so-seat-1", "so-your-turn", "so-ask-roll"]
    for back in (2, 3, 4):
        walked = heard(pygame.K_PAGEUP)
        assert [p[0] for p in walked] == ["tower-earcon", "pearl-drop"]
        assert (walked[1][1]["chamber"], walked[1][1]["pearls"],
                round(walked[1][2], 3)) == drops[-back]
    forward = heard(pygame.K_PAGEDOWN)
    assert (forward[1][1]["chamber"], forward[1][1]["pearls"]) == drops[-3][:2]
    assert session.state.phase == R.ROLL  # walking the history changes nothing
    rec.played.clear()
    press(app, pygame.K_h)
    for _ in range(60):
        app.step_frame(0.1)
    towers = [p for p in rec.played if p[0] == "tower-earcon"]
    assert rec.names()[0] == "so-help"
    assert [p[1]["tower"] for p in towers[:7]] == list(range(1, 8))
    assert [p[2] for p in towers[:7]] == sorted(p[2] for p in towers[:7])


@pytest.mark.usefixtures("no_voice")
def test_the_menu_is_heard_and_sets_the_depths():
    app, rec = make_app()
    session = Session("seven-locks", [Seat("Ann", "red", HUMAN),
                                      Seat("Ben", "blue", COMPUTER, "easy")], 3)
    app.start_game(session)
    game = app.top
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, sound_only.EarMenu)
    rec.played.clear()
    items = []
    for _ in range(3):
        press(app, pygame.K_DOWN)
        app.step_frame(0.05)
        items.append(rec.played[-1])
    assert [p[0] for p in items] == ["so-menu-item"] * 3
    assert [p[1]["item"] for p in items] == [2, 3, 4]
    press(app, pygame.K_UP)
    press(app, pygame.K_UP)  # depths
    press(app, pygame.K_RETURN)
    assert sound_only.get_depths(app.settings) == E.TRUE
    assert game.ctx.depths == E.TRUE
    for _ in range(30):
        app.step_frame(0.1)
    assert "so-pearl-drop-true" in rec.names()  # two neighbouring chambers, to hear
    press(app, pygame.K_ESCAPE)
    assert app.top is game


def test_play_by_ear_on_the_setup_screen_starts_the_dark_game():
    from castle_games.ui.setup import SetupScene

    app, _ = make_app()
    app.mode = None
    app.push(SetupScene(app, "seven-locks"))
    for pos in ((720, 662),):
        app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert app.mode == "sound_only" and isinstance(app.top, sound_only.SoundOnlyScene)


# -- the screen tells nothing ----------------------------------------------------------------------
def test_screenshots_of_two_different_games_are_pixel_identical(tmp_path):
    from castle_games.ui import screenshot

    shots = []
    for seed, moves in ((1, 20), (2, 20), (3, 40)):
        path = screenshot.render("seven-locks", tmp_path / f"{seed}.png", seed=seed,
                                 moves=moves, mode="sound_only")
        shots.append(pygame.image.tobytes(pygame.image.load(str(path)), "RGB"))
    assert shots[0] == shots[1] == shots[2]
    image = pygame.image.load(str(path))
    assert max(image.get_at((x, 300))[0] for x in range(0, 1280, 40)) < 20  # dark


@pytest.mark.usefixtures("no_voice")
def test_same_moment_with_swapped_hidden_chambers_looks_the_same():
    canvases = []
    for swap in (False, True):
        app, _ = make_app()
        session = Session("seven-locks", [Seat("Ann", "red", HUMAN),
                                          Seat("Ben", "blue", COMPUTER, "easy")], 5)
        if swap:
            data = session.state.to_dict()
            data["chambers"] = list(reversed(data["chambers"]))
            session.state = R.SevenLocksState.from_dict(data)
        app.start_game(session)
        scene = app.top
        assert wait_for_question(app, scene)
        press(app, pygame.K_3)
        assert wait_for_question(app, scene)
        app.step_frame(0.1)
        canvases.append(pygame.image.tobytes(app.canvas, "RGB"))
    assert canvases[0] == canvases[1]


@pytest.mark.usefixtures("no_voice")
def test_the_caption_is_only_for_a_helper_and_off_by_default():
    app, _ = make_app()
    assert app.settings.sound_only_caption is False
    session = Session("seven-locks", [Seat("Ann", "red", HUMAN),
                                      Seat("Ben", "blue", COMPUTER, "easy")], 5)
    app.start_game(session)
    scene = app.top
    assert wait_for_question(app, scene)
    app.step_frame(0.1)
    dark = pygame.image.tobytes(app.canvas, "RGB")
    app.settings.sound_only_caption = True
    app.step_frame(0.1)
    assert pygame.image.tobytes(app.canvas, "RGB") != dark
    assert "Ann" in scene.caption and "keymaster" in scene.caption
    assert "chamber" not in scene.caption and "pearl" not in scene.caption


# -- the earcons, as heard -------------------------------------------------------------------------
def test_seven_tower_earcons_climb_at_least_a_semitone_apart():
    pitches = []
    for t in range(1, 8):
        x = recipes.render_mono("tower-earcon", {"tower": t})
        pitches.append(peak_hz(x[: int(0.14 * SR)], low=60.0))  # the first strike alone
    assert pitches == sorted(pitches)
    assert min(semitones(a, b) for a, b in zip(pitches, pitches[1:])) >= 1.0


@pytest.mark.parametrize(("tower", "louder"), [(1, 0), (2, 0), (6, 1), (7, 1)])
def test_the_tower_earcon_stands_where_its_tower_stands(tower, louder):
    x = recipes.render("tower-earcon", {"tower": tower})
    left, right = (float(np.sqrt(np.mean(x[:, i] ** 2))) for i in (0, 1))
    loud, quiet = (left, right) if louder == 0 else (right, left)
    assert loud > 2.0 * quiet


@pytest.mark.parametrize("pearls", range(4))
@pytest.mark.parametrize("steps", range(4))
def test_die_pips_are_exactly_pearls_plus_steps(pearls, steps):
    x = recipes.render_mono("die-pips", {"pearls": pearls, "steps": steps})
    if pearls + steps:
        assert len(onsets(x)) == pearls + steps


def test_pearl_pips_and_step_pips_are_two_timbres():
    x = recipes.render_mono("die-pips", {"pearls": 3, "steps": 3})
    times = onsets(x)
    piece = int(0.1 * SR)
    pearls = [centroid(x[int(t * SR):int(t * SR) + piece]) for t in times[:3]]
    steps = [centroid(x[int(t * SR):int(t * SR) + piece]) for t in times[3:]]
    assert min(pearls) > 2.0 * max(steps)
    assert times[3] - times[2] > 1.5 * (times[1] - times[0])  # a pause between the groups


@pytest.mark.parametrize(("name", "param", "values"), [
    ("so-treasure-count", "count", (1, 4, 9, 23)),
    ("so-key", "key", (1, 5, 8)),
    ("so-too-long", "off", (1, 4)),
    ("so-too-short", "off", (2, 7)),
])
def test_counted_sounds_can_be_counted(name, param, values):
    rec = recipes.recipe(name)
    at = max(float(layer.get("at", 0.0)) for layer in rec.layers if layer["generator"] == "pips")
    for n in values:
        x = recipes.render_mono(name, {param: n})
        assert len([t for t in onsets(x) if t >= at - 0.005]) == n, (name, n)


@pytest.mark.parametrize(("n", "tens", "ones"), [(0, 0, 0), (7, 0, 7), (23, 2, 3), (40, 4, 0)])
def test_numbers_are_tens_then_ones(n, tens, ones):
    x = recipes.render_mono("so-number", {"n": n})
    found = onsets(x)
    assert len(found) == max(1, tens + ones)
    if tens and ones:
        low = [centroid(x[int(t * SR):int(t * SR) + 4000]) for t in found[:tens]]
        high = [centroid(x[int(t * SR):int(t * SR) + 4000]) for t in found[tens:]]
        assert max(low) < min(high)


def test_too_long_springs_up_and_too_short_sinks_down():
    for name, direction in (("so-too-long", 1), ("so-too-short", -1)):
        x = recipes.render_mono(name, {"off": 1})
        start, end = peak_hz(x[200:3000], 80, 2000), peak_hz(x[9000:12500], 80, 2000)
        assert direction * (end - start) > 0 and semitones(start, end) > 5


def fingerprint(x: np.ndarray) -> np.ndarray:
    """A listener's rough picture of a sound: 24 log-spaced bands (100 Hz .. 10 kHz) in dB,
    every 50 ms over the first second, 60 dB of range, normalised."""
    x = np.pad(x[:SR], (0, max(0, SR - x.size)))
    edges = np.geomspace(100.0, 10000.0, 25)
    band = np.digitize(np.fft.rfftfreq(2048, 1.0 / SR), edges)
    rows = []
    for i in range(20):
        seg = x[i * SR // 20:i * SR // 20 + 2048]
        power = np.abs(np.fft.rfft(np.pad(seg, (0, 2048 - seg.size)) * np.hanning(2048))) ** 2
        rows.append(10 * np.log10([power[band == k].sum() + 1e-10 for k in range(1, 25)]))
    v = np.concatenate(rows)
    v = np.maximum(v, v.max() - 60.0)
    v = v - v.mean()
    return v / np.linalg.norm(v)


def test_the_moments_each_have_a_distinct_sound():
    names = ["so-seat-1", "so-seat-2", "so-seat-3", "so-seat-4", "so-your-turn",
             "so-ask-place", "so-ask-roll", "so-ask-throw", "so-ask-move", "so-ask-key",
             "so-ask-arms", "so-ask-withdraw", "so-ask-guess", "so-success", "so-too-long",
             "so-too-short", "so-arms-placed", "so-arms-withdrawn", "so-arms-used", "so-yes",
             "so-no", "so-tower-open", "so-treasure-count", "so-tower-stowed",
             "so-enchanted-asked", "so-guess-placed", "so-enchanted-revealed", "so-game-won",
             "so-game-lost", "so-bin-dry", "so-help", "die-pips", "tower-earcon", "so-key",
             "so-wait"]
    prints = {name: fingerprint(recipes.render_mono(name)) for name in names}
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            similarity = float(prints[a] @ prints[b])
            assert similarity < 0.9, (a, b, similarity)


def test_depths_wide_normal_true_to_the_box():
    def table(name):
        return recipes.recipe(name).layers[0]["chambers"]

    def fall(name, chamber):
        x = recipes.render_mono(name, {"chamber": chamber})
        found = onsets(x)
        return found[1] - found[0]

    wide, normal, true = (table(E.DROP_SOUND[d]) for d in E.DEPTHS)
    for rows, ratio, spread in ((wide, 1.2, 4.0), (normal, 1.1, 2.0), (true, 1.1, 2.0)):
        for a, b in zip(rows, rows[1:]):
            assert a[0] == b[0] or a[0] > b[0]  # the rules' depths, chamber 1 deepest
            assert a[1] >= ratio * b[1]
            assert semitones(a[2], b[2]) >= spread
    assert [r[0] for r in wide] == [r[0] for r in normal] == [r[0] for r in true]
    for rows in (wide, normal, true):  # CLARIFICATIONS: every fall inside 0.2-1.2 s
        assert all(0.2 - 1e-9 <= r[1] <= 1.2 for r in rows)
    # true to the box keeps the box's proportions (free fall: t ~ sqrt(depth)), slowed
    free = [math.sqrt(2 * r[0] / 1000 / 9.81) for r in true]
    assert [round(r[1] / f, 3) for r, f in zip(true, free)] == [round(true[0][1] / free[0], 3)] * 8
    assert fall(E.DROP_SOUND[E.WIDE], 1) > 1.5 * fall("pearl-drop", 1)
    assert fall(E.DROP_SOUND[E.TRUE], 8) == pytest.approx(0.2, abs=0.01)
    assert fall(E.DROP_SOUND[E.TRUE], 1) == pytest.approx(0.5, abs=0.01)
    # the key's tower rings like the drop's in every mode
    keys = recipes.recipe(E.KEY_SOUND[E.WIDE]).layers[0]["chambers"]
    assert [k[1] for k in keys] == [r[2] for r in wide]


# -- the listening trainer -----------------------------------------------------------------------
@pytest.mark.parametrize(("guess", "truth", "points"), [(3, 3, 3), (4, 3, 1), (2, 3, 1),
                                                        (5, 3, 0), (8, 1, 0)])
def test_trainer_points(guess, truth, points):
    assert trainer.points_for(guess, truth) == points


@pytest.mark.parametrize("towers", [4, 7])
def test_trainer_round_is_seeded_and_scored(towers):
    a, b = trainer.ListeningRound(towers, 42), trainer.ListeningRound(towers, 42)
    assert a.chambers == b.chambers
    assert len(set(a.chambers.values())) == towers  # no two towers share a chamber
    assert len(a.drops()) == 2 * towers and a.drops()[towers].pearls_below == 1
    others = {tuple(trainer.ListeningRound(towers, s).chambers.values()) for s in range(8)}
    assert len(others) > 4
    truth = dict(a.chambers)
    first, second, *rest = a.towers
    a.answer(first, truth[first])
    a.answer(second, truth[second] + 1 if truth[second] < 8 else 7)
    for t in rest:
        a.answer(t, 1 if truth[t] >= 4 else 8)
    score = a.score()
    assert a.done and (score.exact, score.near, score.missed) == (1, 1, towers - 2)
    assert score.points == 4 and score.best == 3 * towers


def test_trainer_rejects_bad_answers():
    r = trainer.ListeningRound(4, 1)
    with pytest.raises(ValueError, match="not in this round"):
        r.answer(2, 3)
    with pytest.raises(ValueError, match="1 to 8"):
        r.answer(1, 9)
    with pytest.raises(ValueError):
        trainer.ListeningRound(5, 1)
    assert r.guesses == {}


@pytest.mark.usefixtures("no_voice")
def test_trainer_scene_played_by_keys():
    app, rec = make_app()
    app.push(sound_only.TrainerScene(app, 4, seed=9))
    scene = app.top
    for _ in range(400):
        app.step_frame(0.1)
        if scene.asked is not None:
            break
    drops = [p for p in rec.played if p[0] == "pearl-drop"]
    assert len(drops) == 8 and {p[1]["chamber"] for p in drops} == set(scene.round.chambers.values())
    for t in scene.round.towers:
        assert scene.asked == t
        press(app, getattr(pygame, f"K_{scene.round.chambers[t]}"))
        for _ in range(40):
            app.step_frame(0.1)
    assert scene.round.done and scene.round.score().points == 12
    for _ in range(200):
        app.step_frame(0.1)
    assert "so-number" in rec.names() and rec.names().count("so-success") == 4


# -- speech: optional, never blocking --------------------------------------------------------
def test_without_a_speech_engine_there_is_no_speaker(no_voice):
    app, _ = make_app()
    assert speech.make_speaker(app) is None


def voiced_app() -> App:
    """A headless app with the real mixer (SDL's dummy driver) and the real voice."""
    app = App(headless=True, size=(1280, 720), audio=True, persist=False)
    app.mode = "sound_only"
    assert not app.audio.silent
    return app


def test_speech_goes_through_the_apps_voice_and_never_blocks_a_frame():
    app = voiced_app()
    speaker = speech.make_speaker(app)
    assert speaker is not None
    start = time.perf_counter()
    speaker.say("Ann's turn. Roll the die.", interrupt=False)
    assert time.perf_counter() - start < 0.05  # rendered in the voice's worker
    assert speaker.busy  # from the first moment: a pearl drop waits (was 13 ms of busy)
    assert threading.current_thread() is threading.main_thread()
    assert app.voice.settle(3.0)
    line = app.voice.record[-1]
    assert line.text == "Ann's turn. Roll the die." and line.heard_at is not None
    played = app.audio.speech_log[-1]
    assert 0.8 < played.seconds < 4.0
    assert speaker.busy and app.audio.speech_busy()
    time.sleep(played.seconds / 2)
    assert speaker.busy  # still talking half way through
    assert speaker.wait_idle(played.seconds + 1.0)
    assert time.monotonic() - played.started_at >= played.seconds - 0.05


def test_lines_wait_their_turn_and_a_key_cuts_them_off():
    app = voiced_app()
    speaker = speech.make_speaker(app)
    voice = app.voice
    speaker.say("The keymaster walks to the tall tower on the left, slowly.", interrupt=False)
    speaker.say("Ben rolls.", interrupt=False)  # waits for the first: the story in order
    assert voice.settle(3.0) and [x.text for x in voice.record] == [
        "The keymaster walks to the tall tower on the left, slowly."]
    assert speaker.busy and app.audio.speech_busy()
    speaker.say("Yes.", interrupt=True)  # a key pressed: cut off at once, the queue dropped
    first = voice.record[0]
    assert first.cut_at is not None and app.audio.speech_log[-1].cut_at is not None
    assert first.heard_at < first.cut_at < first.heard_at + app.audio.speech_log[-1].seconds
    assert abs(app.audio.speech_log[-1].cut_at - first.cut_at) < 1 / 60  # within the frame
    assert voice.settle(3.0)
    assert [x.text for x in voice.record] == [first.text, "Yes."]
    assert speaker.wait_idle(3.0)
    for _ in range(5):
        speaker.update()
    assert "Ben rolls." not in [x.text for x in voice.record]


def test_answering_cuts_off_the_question_being_said_within_the_frame():
    app = voiced_app()
    session = Session("seven-locks", [Seat("Ann", "red", HUMAN),
                                      Seat("Ben", "blue", COMPUTER, "easy")], 3)
    app.start_game(session)
    scene = app.top
    assert scene.speaker is not None
    assert wait_for_question(app, scene)
    voice = app.voice
    end = time.monotonic() + 5
    while not app.audio.speech_busy() and time.monotonic() < end:
        app.step_frame(0.01)
        voice.settle(0.5)
    asking = voice.current
    assert asking is not None and asking.heard_at is not None and app.audio.speech_busy()
    press(app, key_for(session.state.legal_actions()[0]))  # the answer, mid-sentence
    assert asking.cut_at is not None and app.audio.speech_log[-1].cut_at is not None
    assert asking.cut_at - asking.heard_at < app.audio.speech_log[-1].seconds


def test_a_broken_speech_engine_is_off_with_one_line():
    app = voiced_app()
    speaker = speech.make_speaker(app)

    class Broken:
        name = "broken"

        def render(self, text, language, rate):
            raise RuntimeError("no voices")

    app.voice.engine = Broken()
    speaker.say("hello", interrupt=False)
    app.voice.settle(2.0)
    assert speaker.failed and not speaker.busy
    speaker.say("hello again", interrupt=False)
    assert app.voice.record[-1].text == "hello" and not app.audio.speech_log
    assert [n.text for n in app.toasts.banners] == [
        "The voice stopped working; the game goes on without it."]


def test_every_cue_waits_for_the_words_before_it_and_a_quiet_one_for_its_own():
    """A line being said holds back the next cue (a sound under a line not its own would be
    heard as belonging to it); a quiet cue's own words come first, its sound after them."""
    played = []
    talking = [False]

    def play(c):
        played.append(c)
        talking[0] = talking[0] or bool(c.speech)

    player = CuePlayer(play, lambda: talking[0])
    player.add([E.words("Ann rolls."), E.cue("die-pips", {"pearls": 1, "steps": 3},
                                             quiet=True),
                E.cue("so-number", {"n": 3}, speech="Ann has 3.", quiet=True)])
    for _ in range(5):
        player.update(0.1)
    assert [c.sound for c in played] == [None]
    talking[0] = False
    player.update(0.1)
    assert [c.sound for c in played] == [None, "die-pips"]
    for _ in range(40):
        player.update(0.1)
    assert [(c.sound, c.speech) for c in played[2:]] == [(None, "Ann has 3.")]
    talking[0] = False
    for _ in range(3):
        player.update(0.1)
    assert [(c.sound, c.speech) for c in played[2:]] == [(None, "Ann has 3."), ("so-number", None)]


def test_a_game_begun_by_ear_resumes_by_ear():
    """The autosave remembers the mode: "Resume last game" goes back to the dark screen."""
    from castle_games.session import autosave_path

    seats = [Seat("Ann", "red", HUMAN), Seat("Bot", "blue", COMPUTER, "easy")]
    app = App(headless=True, size=(1280, 720), audio=False, persist=False)
    app.mode = "sound_only"
    path = autosave_path("seven-locks")
    session = Session("seven-locks", seats, seed=5, autosave=path)
    app.start_game(session)
    assert isinstance(app.top, sound_only.SoundOnlyScene)
    session.apply(session.state.legal_actions()[0])  # autosaved after the action

    later = App(headless=True, size=(1280, 720), audio=False, persist=False)
    assert later.mode is None
    later.resume_saved(path)
    assert isinstance(later.top, sound_only.SoundOnlyScene)
    assert later.mode == "sound_only" and later.session.actions == session.actions


# -- every spoken word through the catalogue ---------------------------------------
class HeardSpeaker:
    """A speaker that only writes down what it was given to say."""

    busy = False
    failed = False

    def __init__(self) -> None:
        self.said: list[str] = []

    def say(self, text: str, *, interrupt: bool = True) -> None:
        if text:
            self.said.append(text)

    def close(self) -> None:
        pass

    def update(self) -> None:
        pass


def _english_left(text: str, names: set[str]) -> bool:
    import re

    words = [w for w in re.split(r"[^\w]+", text) if w and w not in names]
    return any(re.search("[aceinosuyzACEINOSUYZ]", w) for w in words)


def test_by_ear_every_spoken_and_shown_word_goes_through_the_catalogue(monkeypatch):
    """A whole game by keys in the pseudo-language, with a speaker and the helper's caption
    on, then help, where the keymaster stands, the scores, a key that does nothing, a tower
    that is not there, the menu item by item and a round of the trainer: every sentence
    heard and every line drawn came through the catalogue."""
    from castle_games.core import languages
    from castle_games.ui import theme

    speaker = HeardSpeaker()
    monkeypatch.setattr(sound_only, "_speaker_for", lambda app: speaker)
    app, _ = make_app()
    app.settings.sound_only_caption = True
    session = Session("seven-locks", [Seat("Ann", "red", HUMAN),
                                      Seat("Ben", "blue", COMPUTER, "easy")], 7)
    languages.use(languages.PSEUDO)
    try:
        with theme.recording_text() as drawn:
            app.start_game(session)
            scene = app.top
            assert wait_for_question(app, scene)
            for k in (pygame.K_9, pygame.K_m, pygame.K_h, pygame.K_k, pygame.K_s):
                press(app, k)  # no tower 9; M does nothing; help, keymaster, scores
                app.step_frame(0.1)
            play_by_keys(app, scene, random.Random(1))
            press(app, pygame.K_k)
            press(app, pygame.K_s)
            press(app, pygame.K_ESCAPE)
            for _ in range(len(app.top.items)):
                press(app, pygame.K_DOWN)
                app.step_frame(0.1)
            press(app, pygame.K_UP)
            press(app, pygame.K_UP)
            press(app, pygame.K_UP)
            press(app, pygame.K_UP)  # the trainer, 4 towers
            press(app, pygame.K_RETURN)
            trainer_scene = app.top
            assert isinstance(trainer_scene, sound_only.TrainerScene)
            press(app, pygame.K_h)
            for t in trainer_scene.round.towers:
                for _ in range(400):
                    app.step_frame(0.1)
                    if trainer_scene.asked == t and not trainer_scene.player.blocking:
                        break
                press(app, getattr(pygame, f"K_{trainer_scene.round.chambers[t]}"))
            for _ in range(300):
                app.step_frame(0.1)
            assert trainer_scene.scored
            lines = [line.message for line in drawn]
    finally:
        languages.use(languages.ENGLISH)
    names = {"Ann", "Ben"}
    assert session.over and len(speaker.said) > 50
    english = sorted({text for text in speaker.said + lines if _english_left(text, names)})
    assert not english, english
