"""Every game played by ear on the shared dark table: what each declares, checked alike.

Each game's sighted table draws facts from its observation; every one of them must be a key
away by ear (the fields are found in the sighted modules' source, so a new one drawn and not
told fails here). The keys of the facts never take a key every table shares. A game resumed
by ear keeps in its history what was heard before the save. A key pressed at a table by ear
cuts off the line being said.
"""

from __future__ import annotations

import random

import pygame
import pytest
from by_ear_harness import ear_declaration, ear_games, sighted_fields, wait_for_question
from test_blind_path import Blind
from test_seven_locks_sound_only import make_app, no_voice, press

from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.session import Session, autosave_path
from castle_games.ui.ear.declared import COMMON_KEYS
from castle_games.ui.ear.table import SHARED_LETTERS, EarTable

GAMES = ear_games()
__all__ = ["no_voice"]  # the fixture: the tables by ear here have no voice at all
pytestmark = pytest.mark.usefixtures("no_voice")


def test_the_four_games_besides_seven_locks_are_played_by_ear_on_the_shared_table():
    assert {"knobelschatz"} <= set(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_fact_the_sighted_table_draws_has_a_key(game_id):
    ear = ear_declaration(game_id)
    drawn = sighted_fields(game_id)
    assert drawn, f"{game_id}: the sighted table reads no observation field?"
    told = {field for fact in ear.facts for field in fact.fields} | set(ear.question_fields)
    assert not drawn - told, f"{game_id} draws {sorted(drawn - told)} and no key tells it"
    keys = [f.key for f in ear.facts]
    assert len(set(keys)) == len(keys), keys
    assert not set(keys) & SHARED_LETTERS, keys
    assert all(len(k) == 1 and k.isalpha() for k in keys)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_help_names_every_fact_key_and_the_shared_keys(game_id):
    ear = ear_declaration(game_id)
    sections = ear.help_sections()
    assert len(sections) >= 3 and sections[-1] == COMMON_KEYS
    for fact in ear.facts:
        assert f"{fact.key.upper()}:" in sections[-2], fact.key


def _seats(game_id):
    level = "normal" if game_id == "knobelschatz" else "easy"
    return [Seat("Ann", "red", HUMAN), Seat("Ben", "blue", COMPUTER, level),
            Seat("Cy", "green", HUMAN)]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_resumed_game_keeps_what_was_heard_before_the_save(game_id):
    """Moves played by ear, the game saved and opened again: Page Up walks back through the
    events heard before the save, each said with its place in the history."""
    app, _rec = make_app()
    path = autosave_path(game_id)
    session = Session(game_id, _seats(game_id), 11, autosave=path)
    app.start_game(session)
    scene = app.top
    assert isinstance(scene, EarTable)
    rng = random.Random(2)
    for _move in range(4):
        wait_for_question_app(app, scene)
        if session.over:
            break
        press(app, pygame.K_RIGHT)
        for _step in range(rng.randrange(3)):
            press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)
    wait_for_question_app(app, scene)
    events_heard = [s.text for s in scene.said if s.kind == "event"]
    assert events_heard
    assert session.save_quietly() and session.wait_for_save()
    app.back_to_launcher()
    app2, _rec2 = make_app()
    app2.mode = None  # the save says the game was played by ear
    app2.resume_saved(path)
    again = app2.top
    assert isinstance(again, EarTable) and again is not scene
    wait_for_question_app(app2, again)
    mark = len(again.said)
    press(app2, pygame.K_PAGEUP)
    for _frame in range(40):
        app2.step_frame(0.1)
    walked = [s.text for s in again.said[mark:]]
    assert walked and walked[0].split(":")[0].split()[-1].isdigit(), walked
    assert any(line in events_heard for line in walked[1:]), (walked, events_heard[-5:])


def wait_for_question_app(app, scene, limit=4000):
    for _frame in range(limit):
        t = scene.table
        if t.over or (scene.awaiting() and scene.prompted == t.position
                      and not scene.player.busy):
            return
        app.step_frame(0.1)
    raise AssertionError("nobody was asked")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_key_that_does_nothing_says_so_and_changes_nothing(game_id):
    app, rec = make_app()
    session = Session(game_id, _seats(game_id), 3)
    app.start_game(session)
    scene = app.top
    wait_for_question_app(app, scene)
    before = session.state.to_dict()
    mark = len(scene.said)
    press(app, pygame.K_z, "z") if scene.game.fact("z") is None else press(app, pygame.K_j, "j")
    app.step_frame(0.1)
    assert session.state.to_dict() == before
    assert scene.said[mark].kind == "refused" and rec.names()[-1] == "nope"


@pytest.mark.parametrize("game_id", GAMES)
def test_w_says_the_most_important_thing_and_each_fact_key_answers(game_id):
    app, _rec = make_app()
    session = Session(game_id, _seats(game_id), 3)
    app.start_game(session)
    scene = app.top
    wait_for_question_app(app, scene)
    for key, letter in [(pygame.K_w, "w")] + [(pygame.key.key_code(f.key), f.key)
                                               for f in scene.game.facts]:
        mark = len(scene.said)
        press(app, key, letter)
        app.step_frame(0.05)
        assert len(scene.said) > mark and scene.said[mark].kind in ("now", "fact"), letter
        assert scene.said[mark].text.strip()


def test_a_key_at_a_table_by_ear_cuts_the_line_being_said():
    """The voice (a stand-in engine) says the question; a key press cuts it that frame."""
    blind = Blind("en")
    app = blind.app
    from castle_games.ui.ear import speaker as speech

    session = Session("knobelschatz", _seats("knobelschatz"), 3)
    app.mode = "sound_only"
    app.start_game(session)
    scene = app.top
    scene.speaker = speech.Speaker(blind.voice)
    scene.prompted = None
    blind.frames(2, 0.05)
    assert blind.voice.speaking()
    talking = blind.voice.current
    blind.key(pygame.K_w, menu=False, cuts=True)
    assert talking.cut_at is not None
    wait_for_question(blind, scene)


@pytest.mark.parametrize("game_id", GAMES[:1])
def test_v_cycles_how_many_words_and_short_leaves_out_the_extras(game_id):
    from castle_games.speech.verbosity import extra
    from castle_games.ui.ear.cues import words

    app, _rec = make_app()
    app.settings.verbosity = "normal"
    app.start_game(Session(game_id, _seats(game_id), 3))
    scene = app.top
    wait_for_question_app(app, scene)
    press(app, pygame.K_v, "v")
    app.step_frame(0.05)
    assert app.settings.verbosity == "detailed" and scene.said[-1].kind == "verbosity"
    press(app, pygame.K_v, "v")
    app.step_frame(0.05)
    assert app.settings.verbosity == "short"
    mark = len(scene.said)
    scene.say_now([words(extra("How to do it.")), words("What happened.")], "event")
    for _frame in range(5):
        app.step_frame(0.05)
    assert [s.text for s in scene.said[mark:]] == ["What happened."]


def test_the_launcher_says_once_that_games_can_be_played_by_ear_and_after_is_short():
    """The first opening names the games playable by ear; coming back from a game (a new
    launcher) it says only its name, not its 19 seconds again."""
    from castle_games.core.languages import _
    from castle_games.ui.launcher import Launcher

    blind = Blind("en")
    app = blind.app
    blind.frames(3)
    first = blind.opened(Launcher, 0).text
    assert "played by ear" in first and all(_(m.title) in first for m in
                                            [d.entry for d in app.top.doors if d.entry.modes])
    app.start_game(Session("knobelschatz", _seats("knobelschatz"), 3))
    mark = len(blind.record)
    app.back_to_launcher()
    blind.frames(3)
    again = blind.opened(Launcher, mark).text
    assert again.startswith(_("Castle Games.")) and "played by ear" not in again
    assert len(again) < len(first) / 3
