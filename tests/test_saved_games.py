"""No saved game is ever lost: every unfinished game keeps a file of its own, the launcher
offers each, a new game of the same kind asks first, and only a player deletes one."""

from __future__ import annotations

import json

import pygame
from test_ui_support import click, make_app, press

from castle_games import paths, plugins
from castle_games.core import saves
from castle_games.core.seats import default_seats
from castle_games.session import Session, autosave_path
from castle_games.ui.launcher import Launcher
from castle_games.ui.menu_voice import said
from castle_games.ui.saved_games import AskScene, SavedGamesScene, when_text
from castle_games.ui.setup import SetupScene

SHIPPED = [m for m in plugins.manifests() if m.package.startswith("castle_games.")]


def _left_unfinished(app, game_id: str, moves: int = 5) -> dict:
    """A game of computers played a few moves, then 'Save and leave'; its state."""
    entry = plugins.manifest(game_id)
    n = max(entry.min_players, 2)
    session = Session(game_id, default_seats(n, ["normal"] * n), 11, autosave=autosave_path(game_id))
    for _ in range(moves):
        session.play_bot()
    session.save_quietly()
    app.start_game(session)
    app.back_to_launcher()
    return session.state.to_dict()


def _button(scene, label: str):
    return next(w for w in scene.group.widgets if getattr(w, "label", None) == label and w.visible)


def test_five_games_left_one_after_another_all_resume_exactly():
    app = make_app()
    states = {m.id: _left_unfinished(app, m.id, moves=4 + i) for i, m in enumerate(SHIPPED)}
    launcher = app.top
    assert isinstance(launcher, Launcher)
    assert launcher.resume_button.visible and launcher.resume_button.words == "Saved games (5)"
    click(app, launcher.resume_button.rect.center)
    listing = app.top
    assert isinstance(listing, SavedGamesScene)
    assert sorted(s.game for s, _ in listing.rows) == sorted(states)
    for game_id, state in states.items():
        path = next(s.path for s in app.saved_games() if s.game == game_id)
        app.resume_saved(path)
        assert app.session.game_id == game_id
        assert app.session.state.to_dict() == state, game_id
        assert app.session.autosave == path  # it goes on saving into its own file
        app.back_to_launcher()
    assert len(app.saved_games()) == 5  # resuming keeps every one


def test_one_saved_game_resumes_from_the_launcher_by_keyboard():
    app = make_app()
    state = _left_unfinished(app, "knobelschatz")
    launcher = app.top
    assert launcher.resume_button.words == "Resume Knobelschatz"
    launcher.group.focus(launcher.resume_button)
    press(app, pygame.K_RETURN)
    assert app.session is not None and app.session.state.to_dict() == state


def test_a_new_game_of_a_saved_kind_asks_first_and_keeps_the_saved_one():
    app = make_app()
    state = _left_unfinished(app, "clever-keys")
    app.push(SetupScene(app, "clever-keys"))
    click(app, app.top.start_button.rect.center)
    ask = app.top
    assert isinstance(ask, AskScene) and "saved Clever Keys game" in said(ask.question)
    click(app, _button(ask, "Start a new game").rect.center)
    new = app.session
    assert new is not None and new.actions == []
    old = next(s for s in app.saved_games() if s.game == "clever-keys")
    assert new.autosave is not None and new.autosave != old.path
    new.apply(new.state.legal_actions()[0])  # the new game's first move saves it
    kept = [s for s in app.saved_games() if s.game == "clever-keys"]
    assert len(kept) == 2 and old in kept  # the old one is untouched
    assert saves.load(old.path).state == state


def test_the_question_can_go_on_with_the_saved_game_or_go_back():
    app = make_app()
    state = _left_unfinished(app, "schlotterstein")
    app.push(SetupScene(app, "schlotterstein"))
    click(app, app.top.start_button.rect.center)
    press(app, pygame.K_ESCAPE)  # Esc is the harmless answer: back to the setup
    assert isinstance(app.top, SetupScene) and app.session is None
    click(app, app.top.start_button.rect.center)
    click(app, _button(app.top, "Go on with the saved game").rect.center)
    assert app.session.state.to_dict() == state
    assert len(app.saved_games()) == 1


def test_a_saved_game_is_deleted_only_on_purpose():
    app = make_app()
    _left_unfinished(app, "knobelschatz")
    _left_unfinished(app, "tajemnica-zamku")
    click(app, app.top.resume_button.rect.center)
    listing = app.top
    first, _ = listing.rows[0]
    click(app, _button(listing, "Delete").rect.center)
    assert isinstance(app.top, AskScene)
    click(app, _button(app.top, "No, keep it").rect.center)
    assert first.path.exists() and len(app.saved_games()) == 2
    click(app, _button(listing, "Delete").rect.center)
    click(app, _button(app.top, "Yes, delete it").rect.center)
    assert not first.path.exists() and len(app.saved_games()) == 1
    assert isinstance(app.top, SavedGamesScene) and len(app.top.rows) == 1


def test_a_finished_game_leaves_the_list():
    app = make_app()
    session = Session("knobelschatz", default_seats(2, ["easy", "easy"]), 5,
                      autosave=autosave_path("knobelschatz"))
    while not session.over:
        session.play_bot()
    app.start_game(session)
    app.game_over(session)
    assert app.saved_games() == []


def test_the_one_slot_of_earlier_versions_is_offered_too():
    app = make_app()
    session = Session("seven-locks", default_seats(2), 3, autosave=autosave_path())
    for _ in range(3):
        session.play_bot()
    session.save_quietly()
    assert autosave_path().name == "autosave.json"
    app.back_to_launcher()
    assert app.top.resume_button.words == "Resume Seven Locks"
    found = app.saved_games()
    assert [s.path.name for s in found] == ["autosave.json"] and found[0].moves == 3


def test_a_damaged_save_is_set_aside_and_the_others_stay(tmp_path):
    app = make_app()
    _left_unfinished(app, "knobelschatz")
    bad = paths.saves_dir() / "clever-keys-20260101-000000.json"
    bad.write_text(json.dumps({"kind": "castle-games-save", "version": 1}))
    found = app.saved_games()
    assert [s.game for s in found] == ["knobelschatz"]
    assert not bad.exists() and list(bad.parent.glob(bad.name + ".unreadable-*"))


def test_the_list_says_when():
    now = 1_800_000_000.0  # a fixed moment; the stamps are local time like the saves
    import time

    today = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(now - 60))
    yesterday = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(now - 86400))
    assert when_text(today, now).startswith("today ")
    assert when_text(yesterday, now).startswith("yesterday ")
    assert when_text("garbage", now) == "some time ago"
