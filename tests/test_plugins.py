"""Games are plugins: the shell iterates their manifests, and a sixth game plugs in from
tests/ (a fixture, not shipped) without touching a shell file."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pygame
import pytest
import sixth_game
from tablekit import StandInApp, key, make_scene
from test_ui_support import click, make_app, press

from castle_games import cli, plugins
from castle_games.audio import recipes, synth
from castle_games.core.bots import Bot
from castle_games.core.contract import PlayerCountError
from castle_games.core.manifest import Manifest, UnknownGame, UnknownLevel
from castle_games.core.seats import COLOURS, Seat, default_seats
from castle_games.session import Session
from castle_games.simulate import simulate
from castle_games.ui.launcher import Door, Launcher
from castle_games.ui.setup import SetupScene

ROOT = Path(__file__).resolve().parents[1] / "castle_games"
SHELL = [ROOT / "cli.py", ROOT / "session.py", ROOT / "simulate.py", ROOT / "bench.py",
         ROOT / "plugins.py", ROOT / "table_model.py", *sorted((ROOT / "ui").rglob("*.py"))]
SHIPPED = [m for m in plugins.manifests() if m.id != sixth_game.MANIFEST.id]


@pytest.fixture
def sixth():
    plugins.register(sixth_game.MANIFEST)
    yield sixth_game.MANIFEST
    plugins.unregister(sixth_game.MANIFEST.id)


def test_the_five_boxes_are_installed_plugins_in_door_order():
    assert [m.title for m in SHIPPED] == [
        "Seven Locks", "Clever Keys", "Schloss Schlotterstein", "Knobelschatz", "Tajemnica Zamku"]
    for m in SHIPPED:
        assert m.game.id == m.id and (m.game.min_players, m.game.max_players) == (
            m.min_players, m.max_players)


def test_no_shell_file_names_a_game():
    ids = [m.id for m in SHIPPED]
    for path in SHELL:
        text = path.read_text(encoding="utf-8")
        for game_id in ids:
            assert not re.search(rf"['\"]{re.escape(game_id)}['\"]", text), (path.name, game_id)
        assert not re.search(r"^\s*(from|import) castle_games\.games", text, re.M), path.name


def test_every_game_refuses_a_player_count_outside_its_box():
    for m in SHIPPED:
        game = m.game
        for n in (0, game.min_players - 1, game.max_players + 1):
            if n == game.min_players:
                continue
            seats = [Seat(f"P{i}", list(COLOURS)[i % len(COLOURS)]) for i in range(n)]
            with pytest.raises(PlayerCountError, match=f"{game.min_players} to {game.max_players}"):
                game.new(seats, 1)
        state = game.new(default_seats(game.min_players), 1)
        state.check()


def test_every_game_refuses_an_unknown_computer_level():
    for m in SHIPPED:
        # "hint" (core.advice) advises a person; games declare it one by one. Each has the
        # yardstick easy, kind, the child model, and the levels it offers its seats.
        assert {"easy", "kind", "child"} <= set(m.levels), m.id
        assert set(m.offered) <= set(m.levels) and set(m.levels) <= {
            "easy", "normal", "hard", "expert", "kind", "child", "hint"}, m.id
        for level in m.levels:  # every level keeps the bot contract: choose and notice
            bot = m.make_bot(1, level, 7)
            assert isinstance(bot, Bot) and bot.seat == 1 and bot.level == level
        with pytest.raises(UnknownLevel, match="grandmaster"):
            m.make_bot(0, "grandmaster", 1)


def test_an_unknown_game_is_a_clear_error():
    with pytest.raises(UnknownGame, match="the games are: seven-locks"):
        plugins.manifest("chess")


def test_a_sixth_game_gets_a_door_on_the_next_page(sixth):
    app = make_app()
    launcher = app.top
    assert isinstance(launcher, Launcher) and launcher.pages == 2
    door = next(d for d in launcher.doors if d.entry.id == "coin-tower")
    assert not door.visible  # five doors fill the first page
    assert launcher.next_arrow.visible
    click(app, launcher.next_arrow.rect.center)
    assert door.visible and all(not d.visible for d in launcher.doors if d.page == 0)
    canvas_before = pygame.image.tobytes(app.canvas, "RGB")
    app.step_frame()
    assert pygame.image.tobytes(app.canvas, "RGB") != canvas_before  # the new page is drawn
    click(app, door.rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.entry.id == "coin-tower"
    click(app, setup.start_button.rect.center)
    table = app.top
    assert type(table).__name__ == "CoinTowerScene" and app.session.game_id == "coin-tower"
    if app.session.is_bot_turn():
        for _ in range(300):
            app.step_frame()
            if not app.session.is_bot_turn():
                break
    moves = len(app.session.actions)
    press(app, pygame.K_2, unicode="2")
    assert len(app.session.actions) == moves + 1


def test_the_keyboard_reaches_the_next_page(sixth):
    app = make_app()
    launcher = app.top
    for _ in range(12):
        if launcher.group.focused is launcher.next_arrow:
            break
        press(app, pygame.K_TAB)
    assert launcher.group.focused is launcher.next_arrow
    press(app, pygame.K_RETURN)
    focused = launcher.group.focused
    assert isinstance(focused, Door) and focused.entry.id == "coin-tower"


def test_a_sixth_game_plays_headless_through_simulate(sixth, capsys):
    report = simulate("coin-tower", 2, 50, seed=3, levels=["easy", "normal"])
    assert report.errors == 0 and report.unfinished == 0 and sum(report.wins) == 50
    assert report.wins[1] > report.wins[0]  # the clever bot wins more often
    assert cli.main(["simulate", "coin-tower", "--players", "3", "--games", "20", "--json"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert data["game"] == "coin-tower" and data["errors"] == 0


def test_a_sixth_game_brings_its_own_sound_and_it_is_heard(sixth):
    """Coin Tower's coin is a recipe in its own package, rendered by the real synthesis
    (recipes, generators, reverb, limiter) into a sound one hears; its table plays it."""
    assert recipes.owner("coin") == "coin-tower"
    assert "coin" in recipes.names_for("coin-tower")
    assert all("coin" not in recipes.names_for(m.id) for m in SHIPPED)
    rec = recipes.recipe("coin")
    assert 0.05 <= rec.duration <= 2.0
    stereo = recipes.render("coin")
    assert stereo.dtype == np.float32 and stereo.shape == (synth.n_samples(rec.duration), 2)
    assert np.isfinite(stereo).all()
    peak = float(np.abs(stereo).max())
    assert 10 ** (-30 / 20) < peak <= 10 ** (recipes.CEILING_DBFS / 20) + 1e-4  # heard, unclipped
    loud = np.abs(stereo).max(axis=1) > peak / 10
    assert loud.sum() > synth.n_samples(0.02), "a ring, not a click"
    app = StandInApp()
    scene = make_scene(Session("coin-tower", default_seats(2, humans=2), 1), app)
    key(scene, pygame.K_2, unicode="2")
    assert app.sounds == ["coin"]


def test_a_game_leaves_with_its_sounds(sixth):
    plugins.unregister(sixth.id)
    with pytest.raises(KeyError, match="unknown sound 'coin'"):
        recipes.recipe("coin")
    plugins.register(sixth)
    assert recipes.owner("coin") == "coin-tower"


def test_two_games_with_one_sound_name_is_a_clear_error(tmp_path, monkeypatch):
    package = tmp_path / "echo_game"
    (package / "sounds").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "game.toml").write_text('id = "echo"\ntitle = "Echo"\nsubtitle = ""\n'
                                       'pitch = ""\nplayers = [2, 4]\n')
    fanfare = recipes.recipe_file("fanfare").read_text(encoding="utf-8")
    (package / "sounds" / "fanfare.toml").write_text(fanfare, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    plugins.register(Manifest.declared("echo_game"))
    try:
        with pytest.raises(recipes.RecipeError, match=r"echo's sounds/fanfare.toml: the sound "
                                                      r"'fanfare' is sounds/fanfare.toml already"):
            recipes.recipe("fanfare")
    finally:
        plugins.unregister("echo")
    assert recipes.owner("fanfare") == recipes.SHARED


def test_a_mistake_in_a_game_declaration_says_where(tmp_path, monkeypatch):
    package = tmp_path / "broken_game"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "game.toml").write_text('id = "broken"\ntitle = "Broken"\nsubtitle = ""\n'
                                       'pitch = ""\nplayers = [2, 4]\ncolour = "red"\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ValueError, match="broken_game/game.toml: unknown key 'colour'"):
        Manifest.declared("broken_game")
    (package / "game.toml").write_text('id = "broken"\ntitle = "Broken"\n')
    with pytest.raises(ValueError, match="broken_game/game.toml: 'players'"):
        Manifest.declared("broken_game")
