"""Seven Locks by ear, second pass: everything the screen shows can be heard,
every decision is preceded by the sounds that carry its facts, refusals say why, the
doorbell rings at every turn, and the comforts of the menu (quit asks, mono, volume).

Games are played headless from key presses alone with no speech engine at all: what is
checked is what a listener with speech off hears (the recipes played, with their
parameters and stereo places).
"""

from __future__ import annotations

import random

import pygame
import pytest
from test_seven_locks_sound_only import key_for, make_app, no_voice, press, wait_for_question

from castle_games.audio import synth
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.games.seven_locks import by_ear_facts as F
from castle_games.games.seven_locks import earcons as E
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks import sound_only
from castle_games.session import Session
from castle_games.ui.ear.cue_player import CuePlayer

__all__ = ["no_voice"]  # the fixture, used by name below


def listen(app, scene, limit: int = 200) -> None:
    """Let the table be heard out (0.1 s frames)."""
    for _ in range(limit):
        if not scene.player.busy:
            return
        app.step_frame(0.1)


def started(seats, seed, options=None, advance=None):
    """A session, advanced by legal moves until `advance(state)` (if given) holds, then
    shown by ear."""
    app, rec = make_app()
    session = Session("seven-locks", seats, seed, options or {})
    rng = random.Random(seed)
    while advance is not None and not advance(session.state):
        assert not session.over, "the wanted moment never came"
        session.apply(rng.choice(session.state.legal_actions()))
    app.start_game(session)
    scene = app.top
    assert wait_for_question(app, scene)
    listen(app, scene)
    return app, rec, session, scene


TWO_PEOPLE = [Seat("Ann", "red", HUMAN), Seat("Ben", "blue", HUMAN)]


# -- what a decision is preceded by, with speech off -----------------------------------------
def facts_heard(phase: str, obs, legal, heard: list[tuple[str, dict, float]]) -> list[str]:
    """What is missing from `heard` (the sounds since the last decision) for a listener to
    make this decision without words; [] when everything was heard."""
    names = [h[0] for h in heard]
    towers = [int(h[1]["tower"]) for h in heard if h[0] == "tower-earcon"]
    keys = [int(h[1]["key"]) for h in heard if h[0] == "so-key"]
    numbers = [int(h[1]["n"]) for h in heard if h[0] == "so-number"]
    missing = []
    seat_horn = f"so-seat-{obs['to_move'] % 4 + 1}"
    if phase in (R.PLACE, R.ROLL, R.ARMS, R.WITHDRAW, R.GUESS) and not (
            seat_horn in names and "so-your-turn" in names):
        missing.append("whose decision (horn and doorbell)")
    if phase == R.MOVE:
        reach = [a.tower for a in legal]
        if towers[-len(reach):] != reach:
            missing.append(f"the reachable towers {reach}, heard {towers}")
    if phase == R.THROW:
        where = [a.tower for a in legal]
        if len(where) < R.N_TOWERS and towers[-len(where):] != where:
            missing.append(f"where a pearl may go {where}, heard {towers}")
    if phase == R.CHOOSE_KEY and obs["keymaster"] not in towers:
        missing.append("the tower the key is tried on")
    if phase == R.ARMS:
        km = obs["keymaster"]
        if km not in towers or obs["key"] not in keys or \
                obs["tower_pearls"][km - 1] not in numbers:
            missing.append("the key, the tower and the pearls at stake")
        if names.count("so-arms-placed") < obs["arms"][obs["to_move"]]:
            missing.append("the coats of arms left")
    if phase == R.GUESS and not set(obs["keys_left"]) <= set(keys):
        missing.append("the keys left to guess from")
    return missing


@pytest.mark.usefixtures("no_voice")
@pytest.mark.parametrize(("seed", "strategists"), [(7, False), (12, True)])
def test_a_whole_game_with_speech_off_hears_every_fact_before_each_decision(seed,
                                                                            strategists):
    """Two people and a computer play a whole game by keys, no speech engine anywhere; at
    every decision the sounds heard since the last one carry what it depends on (on main:
    the reachable towers were never sounded, 0 of 15 move prompts)."""
    app, rec = make_app()
    seats = TWO_PEOPLE + [Seat("Cy", "green", COMPUTER, "easy")]
    session = Session("seven-locks", seats, seed, {"strategists": strategists})
    app.start_game(session)
    scene = app.top
    assert scene.speaker is None
    rng = random.Random(seed)
    decisions, phases, start = 0, set(), 0
    while not session.over:
        assert wait_for_question(app, scene)
        if session.over:
            break
        listen(app, scene)
        obs, legal = scene.obs(), session.state.legal_actions()
        missing = facts_heard(obs["phase"], obs, legal, rec.played[start:])
        assert not missing, (obs["phase"], missing)
        phases.add(obs["phase"])
        start = len(rec.played)
        press(app, key_for(rng.choice(legal)))
        decisions += 1
    assert decisions > 20 and {R.ROLL, R.THROW, R.MOVE, R.CHOOSE_KEY, R.ARMS} <= phases


@pytest.mark.usefixtures("no_voice")
def test_the_doorbell_rings_at_every_roll_a_person_is_asked():
    """On main it keyed on turn_count (changed by a roll only): 3 of 5 roll prompts rang."""
    app, rec = make_app()
    session = Session("seven-locks", [Seat("Ann", "red", HUMAN),
                                      Seat("Ben", "blue", COMPUTER, "easy")], 7)
    app.start_game(session)
    scene = app.top
    rng = random.Random(3)
    rolls = 0
    while not session.over and rolls < 6:
        assert wait_for_question(app, scene)
        if session.over:
            break
        listen(app, scene)
        if session.state.phase == R.ROLL:
            rolls += 1
            names = rec.names()
            at = len(names) - 1 - names[::-1].index("so-ask-roll")
            assert names[at - 2:at] == ["so-seat-1", "so-your-turn"], names[at - 3:at + 1]
        press(app, key_for(rng.choice(session.state.legal_actions())))
    assert rolls >= 4


@pytest.mark.usefixtures("no_voice")
def test_each_players_horn_is_introduced_before_the_first_question():
    app, rec = make_app()
    seats = [Seat("Ann", "red", HUMAN), Seat("Ben", "blue", COMPUTER, "easy"),
             Seat("Cy", "green", COMPUTER, "easy")]
    app.start_game(Session("seven-locks", seats, 4))
    assert wait_for_question(app, app.top)
    listen(app, app.top)
    names = rec.names()
    assert names[:4] == ["so-help", "so-seat-1", "so-seat-2", "so-seat-3"]


# -- refusals say why ------------------------------------------------------------------------
def _moving(state) -> bool:
    return state.phase == R.MOVE and len(state.reachable()) < state.standing.count(True)


@pytest.mark.usefixtures("no_voice")
def test_a_tower_out_of_reach_is_refused_with_the_towers_he_can_reach():
    app, rec, session, scene = started(TWO_PEOPLE, 5, advance=_moving)
    reach = session.state.reachable()
    far = next(t for t in range(1, 8) if session.state.standing[t - 1] and t not in reach)
    before = session.state.to_dict()
    rec.played.clear()
    press(app, getattr(pygame, f"K_{far}"))
    listen(app, scene)
    assert session.state.to_dict() == before
    names = rec.names()
    assert names[0] == "nope"
    assert [int(p[1]["tower"]) for p in rec.played[1:1 + len(reach)]] == reach


def _opened_and_throwing(state) -> bool:
    return state.phase == R.THROW and not all(state.standing) and not state.thrown


@pytest.mark.usefixtures("no_voice")
def test_an_opened_tower_and_a_second_pearl_are_refused_each_with_its_own_reason():
    app, rec, session, scene = started(TWO_PEOPLE, 9, advance=_opened_and_throwing)
    gone = session.state.standing.index(False) + 1
    rec.played.clear()
    press(app, getattr(pygame, f"K_{gone}"))
    listen(app, scene)
    assert rec.names()[:3] == ["nope", "tower-earcon", "so-tower-stowed"]
    assert rec.played[1][1]["tower"] == gone
    if session.state.to_throw > 1:
        here = next(t for t in range(1, 8) if session.state.standing[t - 1])
        press(app, getattr(pygame, f"K_{here}"))
        listen(app, scene)
        rec.played.clear()
        press(app, getattr(pygame, f"K_{here}"))  # the same tower again this turn
        listen(app, scene)
        assert rec.names()[:3] == ["nope", "tower-earcon", "so-already"]


def test_a_used_key_is_refused_with_the_key_and_the_stowing_slide():
    obs = {"standing": [True] * 7, "thrown": [], "keys_left": [1, 2, 4, 5, 6, 7, 8]}
    cues = F.refusal_cues(M.ChooseKey(3), obs, [], "key 3 is in an opened tower")
    assert [c.sound for c in cues] == ["nope", "so-key", "so-tower-stowed"]
    assert cues[1].param_dict["key"] == 3 and cues[0].speech.startswith("Key 3")


# -- every fact of the sighted table, on a key -------------------------------------------------
# What the sighted view draws (painter.py, dialogs.py, words.py), by observation field.
SIGHTED = {
    "keymaster": "the keymaster figure at its tower",
    "boxes": "the pearls in each player's box",
    "tower_pearls": "the pearl badge on each tower",
    "standing": "which towers still stand",
    "opened": "the opened towers' places with their key",
    "keys_left": "the keys on the ring (used ones ghosted)",
    "arms": "each player's coats of arms",
    "joiners": "'Already in:' in the coat-of-arms question",
    "guesses": "the shields on the enchanted-key guesses",
    "bin": "the pearl bin and its count",
    "die": "the die and its legend",
    "to_throw": "'throw N more pearls' in the banner",
}


def test_every_fact_the_sighted_table_shows_has_a_key():
    told = {field for fact in F.FACTS for field in fact.fields}
    missing = sorted(set(SIGHTED) - told)
    assert not missing, [SIGHTED[m] for m in missing]
    keys = [f.key for f in F.FACTS]
    assert len(set(keys)) == len(keys)
    letters = {pygame.K_a + i for i in range(R.N_CHAMBERS)}  # A-H choose keys 1-8
    answers = {pygame.K_y, pygame.K_n, pygame.K_q, pygame.K_r, pygame.K_h}
    assert not set(keys) & (letters | answers)


def _arms_asked(state) -> bool:
    return state.phase == R.ARMS and any(state.tower_pearls)


@pytest.mark.usefixtures("no_voice")
def test_the_query_keys_tell_what_the_table_shows():
    app, rec, session, scene = started(TWO_PEOPLE, 3, advance=_arms_asked)
    o = scene.obs()

    def asked(key: int) -> list[tuple[str, dict, float]]:
        rec.played.clear()
        press(app, key)
        listen(app, scene)
        return list(rec.played)

    heard = asked(pygame.K_t)
    standing = [t for t in range(1, 8) if o["standing"][t - 1]]
    assert [int(p[1]["tower"]) for p in heard if p[0] == "tower-earcon"] == standing
    assert [int(p[1]["n"]) for p in heard if p[0] == "so-number"] == [
        o["tower_pearls"][t - 1] for t in standing]
    heard = asked(pygame.K_l)
    assert [int(p[1]["key"]) for p in heard if p[0] == "so-key"] == o["keys_left"]
    heard = asked(pygame.K_w)
    assert [p[0] for p in heard].count("so-arms-placed") == sum(o["arms"])
    heard = asked(pygame.K_p)
    assert [int(p[1]["n"]) for p in heard if p[0] == "so-number"] == [o["bin"]]
    heard = asked(pygame.K_u)
    pips = [p for p in heard if p[0] == "die-pips"]
    assert pips and int(pips[0][1]["steps"]) == o["die"][1]
    heard = asked(pygame.K_k)
    assert [int(p[1]["tower"]) for p in heard] == [o["keymaster"]]
    heard = asked(pygame.K_s)
    assert [int(p[1]["n"]) for p in heard if p[0] == "so-number"] == o["boxes"]
    for key in (pygame.K_o, pygame.K_j, pygame.K_x):
        assert asked(key)  # each heard, "nobody / none" included
    assert session.state.phase == R.ARMS  # asking changes nothing


def test_opened_towers_guesses_and_joiners_are_heard_with_their_values():
    ctx = E.Context(["Ann", "Ben", "Cy"])
    obs = {"opened": [[2, 5], [6, 1]], "guesses": [[1, 4], [2, 7]], "joiners": [0, 2]}
    cues = F.opened(obs, ctx)
    assert [(c.sound, c.param_dict) for c in cues] == [
        ("tower-earcon", {"tower": 2.0}), ("so-key", {"key": 5.0}),
        ("tower-earcon", {"tower": 6.0}), ("so-key", {"key": 1.0})]
    cues = F.guesses(obs, ctx)
    assert [c.sound for c in cues] == ["so-seat-2", "so-guess-placed", "so-key",
                                       "so-seat-3", "so-guess-placed", "so-key"]
    assert [c.param_dict["key"] for c in cues if c.sound == "so-key"] == [4, 7]
    assert [c.sound for c in F.joiners(obs, ctx)] == ["so-arms-placed", "so-seat-1",
                                                      "so-seat-3"]


# -- the trainer, the counts, the stereo field ------------------------------------------------
@pytest.mark.usefixtures("no_voice")
def test_the_trainer_echoes_each_digit_as_its_own_count():
    """On main every digit was the same click."""
    app, rec = make_app()
    app.push(sound_only.TrainerScene(app, 4, seed=9))
    scene = app.top
    listen(app, scene, 400)
    echoes = []
    for digit in (3, 6):
        rec.played.clear()
        press(app, getattr(pygame, f"K_{digit}"))
        app.step_frame(0.1)
        echoes.append(rec.played[0])
        listen(app, scene)
    assert [(p[0], p[1]["key"]) for p in echoes] == [("so-key", 3), ("so-key", 6)]


def test_a_long_count_is_cut_short_by_enter_and_told_as_tens_and_ones():
    played, stopped = [], []
    player = CuePlayer(played.append, stop=lambda: stopped.append(1),
                       long_counts=dict(E.LONG_COUNTS), count_cue=E.number)
    count = E.cue("so-treasure-count", {"count": 80}, quiet=True)
    assert count.length > 10.0  # 80 pearls one by one (13 s on main)
    player.add([count, E.cue("so-tower-stowed")])
    player.update(0.1)
    assert player.blocking
    assert player.skip_count()
    assert stopped and [c.sound for c in played] == ["so-treasure-count", "so-number"]
    assert played[-1].param_dict["n"] == 80
    for _ in range(40):
        player.update(0.1)
    assert played[-1].sound == "so-tower-stowed" and not player.blocking
    short = CuePlayer(played.append)
    short.add([E.cue("so-treasure-count", {"count": 3})])
    short.update(0.1)
    assert not short.skip_count()  # three pearls: nothing to cut


@pytest.mark.usefixtures("no_voice")
def test_towers_one_and_seven_are_heard_in_both_ears():
    """Towers 1 and 7 were hard left and right (silent in the other ear)."""
    for t in (1, 7):
        cue = E.tower(t)
        assert cue.pan == pytest.approx(0.9 * R.tower_pan(t))
        quiet = min(synth.pan_gains(cue.pan))
        assert quiet > 0.05  # about -22 dB in the far ear; hard panned it was 0
    app, rec = make_app()
    app.start_game(Session("seven-locks", TWO_PEOPLE, 2))
    press(app, pygame.K_1)
    listen(app, app.top, 400)
    assert rec.played and max(abs(p[2]) for p in rec.played) <= 0.9 + 1e-9


# -- the menu's comforts --------------------------------------------------------------------------
def _menu(app):
    press(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, sound_only.EarMenu)
    return menu


def _to_item(app, menu, label: str) -> None:
    for _ in range(len(menu.items)):
        if menu.label().startswith(label):
            return
        press(app, pygame.K_DOWN)
    raise AssertionError(f"no menu item {label!r}")


@pytest.mark.usefixtures("no_voice")
def test_quit_by_ear_asks_one_question_the_apps_own():
    """Quit in the menu by ear asks what Quit asks everywhere, once (it asked twice, in
    different words); Escape there stays."""
    from castle_games.ui.saved_games import AskScene

    app, _ = make_app()
    app.start_game(Session("seven-locks", TWO_PEOPLE, 2))
    menu = _menu(app)
    _to_item(app, menu, "Quit")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, AskScene) and app.running, "one Enter quit at once"
    press(app, pygame.K_ESCAPE)
    assert app.running and app.top is menu


@pytest.mark.usefixtures("no_voice")
def test_mono_and_volume_are_in_the_menu_by_ear():
    app, rec = make_app()
    applied = []
    rec.apply_settings = lambda settings: applied.append((settings.mono,
                                                          settings.effects_volume))
    app.start_game(Session("seven-locks", TWO_PEOPLE, 2))
    menu = _menu(app)
    _to_item(app, menu, "Mono")
    assert app.settings.mono is False
    press(app, pygame.K_RETURN)
    assert app.settings.mono is True and applied[-1][0] is True
    _to_item(app, menu, "Volume")
    before = app.settings.effects_volume
    press(app, pygame.K_LEFT)
    assert app.settings.effects_volume == pytest.approx(before - 0.1)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert app.settings.effects_volume == pytest.approx(min(1.0, before + 0.1))
    assert applied[-1][1] == pytest.approx(app.settings.effects_volume)


def test_i_gives_the_hint_by_ear_and_enter_takes_it(no_voice):
    """The hint by ear: I plays the hint's move as a choice is heard (its tower or key cue,
    after the help chime), changes nothing, and Enter then takes exactly that move; a seat
    whose hints are off gets the soft 'not now' tap instead."""
    seats = [Seat("Ann", "red", HUMAN), Seat("Ben", "blue", COMPUTER, "easy")]
    app, rec, session, scene = started(seats, 4)
    for _decision in range(6):
        assert wait_for_question(app, scene)
        if session.over:
            break
        listen(app, scene)
        advice = session.advice()
        moves = len(session.actions)
        mark = len(rec.played)
        press(app, pygame.K_i)
        listen(app, scene)
        heard = [name for name, _params, _pan in rec.played[mark:]]
        assert heard and heard[0] == "so-help" and len(session.actions) == moves
        choice = E.choice_cue(advice.action)
        assert choice.sound in heard[1:], (advice, heard)
        press(app, pygame.K_RETURN)
        app.step_frame(0.1)
        assert session.actions[moves] == advice.action.to_dict()
    off = [Seat("Ann", "red", HUMAN, hints=False), Seat("Ben", "blue", COMPUTER, "easy")]
    app, rec, session, scene = started(off, 4)
    moves, mark = len(session.actions), len(rec.played)
    press(app, pygame.K_i)
    app.step_frame(0.1)
    assert "so-help" not in [n for n, _p, _q in rec.played[mark:]]
    assert len(session.actions) == moves
