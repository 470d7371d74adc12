"""A hint when a child is stuck, at the table: every game gives a person's seat
a hint on every decision — a legal move and a sentence — worked out by the seat's own
adviser from what it perceived (kept across a save); the bulb and H show it and change
nothing; a seat whose hints are off gets none and shows no bulb; the level `hint` plays in
`simulate`. (Each game's own test checks its hints with the hidden facts swapped and their
strength against `easy`.)"""

from __future__ import annotations

import json

import pygame
import pytest

from castle_games import plugins
from castle_games.cli import main
from castle_games.core.advice import HINT_LEVEL, Advice
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.session import Session, autosave_path
from castle_games.table_model import TableModel
from castle_games.ui.app import App
from castle_games.ui.scene import CANVAS_SIZE

GAMES = plugins.ids()


def _seats(game_id: str, hints: bool = True) -> list[Seat]:
    n = plugins.manifest(game_id).min_players
    return [Seat("Anna", "red", HUMAN, hints=hints)] + [
        Seat(name, colour, COMPUTER, "easy")
        for name, colour in (("Ben", "blue"), ("Clara", "green"), ("David", "yellow"))[:n - 1]]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_offers_a_hint_level(game_id):
    assert HINT_LEVEL in plugins.manifest(game_id).levels


@pytest.mark.parametrize("game_id", GAMES)
def test_a_person_who_follows_every_hint_plays_a_whole_game(game_id):
    """At each of the person's decisions the hint is one of the legal moves with a
    sentence; the person plays it; the game ends."""
    for seed in (1, 2):
        session = Session(game_id, _seats(game_id), seed)
        asked = 0
        for _move in range(5000):
            if session.over:
                break
            if session.is_bot_turn():
                session.play_bot()
                continue
            advice = session.advice()
            assert isinstance(advice, Advice), f"no hint at move {len(session.actions)}"
            assert advice.action in session.state.legal_actions()
            told = advice.told()
            assert told and told[0].isupper() and len(told) < 160, told
            session.apply(advice.action)
            asked += 1
        assert session.over and asked > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_hints_off_for_a_seat_means_no_hint(game_id):
    session = Session(game_id, _seats(game_id, hints=False), 3)
    table = TableModel(session)
    while session.is_bot_turn():
        session.play_bot()
    assert not table.offers_hints(0) and session.advice() is None and table.advice() is None


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_after_a_resume_is_the_hint_before_it(game_id, tmp_path):
    """The adviser's memory of the game (what its seat heard and saw) comes back with the
    save: the same hint at the same point."""
    session = Session(game_id, _seats(game_id), 5, autosave=tmp_path / "game.json")
    hints = []
    for _move in range(400):
        if session.over:
            break
        if session.is_bot_turn():
            session.play_bot()
            continue
        hints.append(session.advice())
        if len(hints) >= 6:
            break
        legal = session.state.legal_actions()
        session.apply(legal[len(session.actions) % len(legal)])  # not always the hint
    resumed = Session.resume(tmp_path / "game.json")
    assert resumed.advice() == hints[-1]
    assert resumed.seats[0].hints


def test_a_seat_with_hints_off_is_saved_that_way(tmp_path):
    game_id = GAMES[0]
    session = Session(game_id, _seats(game_id, hints=False), 5, autosave=tmp_path / "g.json")
    while session.is_bot_turn():
        session.play_bot()
    session.apply(session.state.legal_actions()[0])
    assert not Session.resume(tmp_path / "g.json").seats[0].hints


@pytest.mark.parametrize("game_id", GAMES)
def test_the_bulb_and_h_show_the_hint_and_change_nothing(game_id):
    app = App(headless=True, size=CANVAS_SIZE, persist=True, audio=False, fullscreen=False)
    app.settings.read_aloud = True  # (the hint is said with Read aloud on)
    app.step_frame(1 / 30)
    session = Session(game_id, _seats(game_id), 7, autosave=autosave_path(game_id))
    app.start_game(session)
    scene = app.game_scene
    for _frame in range(3000):
        if scene.offers_hint():
            break
        app.step_frame(1 / 15)
    assert scene.offers_hint() and scene.hint_rect is not None
    assert pygame.Rect((0, 0), CANVAS_SIZE).contains(scene.hint_rect)
    before = json.dumps(session.state.to_dict(), sort_keys=True), len(session.actions)
    plain = app.canvas.copy()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h",
                                         scancode=0))
    app.step_frame(1 / 30)
    advice = scene.shown_advice()
    assert advice is not None and advice == session.advice()
    assert (json.dumps(session.state.to_dict(), sort_keys=True), len(session.actions)) == before
    assert any(line.text == advice.told() for line in app.voice.record)
    app.step_frame(1 / 30)
    lit = app.canvas
    bulb = scene.hint_rect
    assert (pygame.image.tobytes(lit.subsurface(bulb), "RGB")
            != pygame.image.tobytes(plain.subsurface(bulb), "RGB"))  # the bulb is lit
    assert scene.try_apply(advice.action)
    assert scene.shown_advice() is None  # a move ends the hint


@pytest.mark.parametrize("game_id", GAMES)
def test_simulate_plays_the_hint_level(game_id, capsys):
    assert main(["simulate", game_id, "--players", "2", "--bots", "hint,easy", "--games", "4",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["errors"] == 0 and sum(report["wins"]) >= 4
