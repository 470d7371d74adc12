"""The family's results: a game finished through the app is kept (once) and shows in
`castle-games stats --json` and the Hall of fame; a damaged records file is reported, set
aside and never stops the app."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame

from castle_games import memcheck, plugins
from castle_games.core import records
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.session import Session
from castle_games.ui.app import App
from castle_games.ui.hall_of_fame import HallOfFameScene
from castle_games.ui.scene import CANVAS_SIZE
from castle_games.ui.screens import GameOverScene


def _app() -> App:
    app = App(headless=True, size=CANVAS_SIZE, audio=False, fullscreen=False)
    app.settings.animation_speed = memcheck.SPEED
    return app


def _finish(app: App, game: str, seed: int) -> Session:
    seats = [Seat("Mia", "red", COMPUTER, "easy"), Seat("Opa", "blue", COMPUTER, "normal")]
    session = Session(game, seats, seed)
    app.start_game(session)
    memcheck.play_out(app)
    assert session.over and any(isinstance(s, GameOverScene) for s in app.stack)
    return session


def stats_json(home) -> dict:
    env = dict(os.environ, CASTLE_GAMES_HOME=str(home))
    result = subprocess.run([sys.executable, "-m", "castle_games", "stats", "--json"],
                            capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_a_game_finished_in_the_app_is_in_stats(_user_home):
    app = _app()
    session = _finish(app, "knobelschatz", seed=4)
    app.play_again()  # the game over screen goes: the same game is not kept twice
    app.forget_autosave(session)
    data = stats_json(_user_home)
    assert data["games"] == 1
    table = {p["name"]: p for p in data["by_game"]["knobelschatz"]}
    outcome = session.state.outcome
    assert set(table) == {"Mia", "Opa"}
    for seat, name in enumerate(("Mia", "Opa")):
        assert table[name]["games"] == 1
        assert table[name]["wins"] == (1 if seat in outcome.winners else 0)
        assert table[name]["best"] == outcome.scores[seat] == table[name]["last"][-1]
    kept = records.load().results[0]
    assert kept.turns == session.state.turn_count > 0 and kept.minutes >= 0
    assert kept.match_totals == tuple(outcome.scores)  # Knobelschatz is played as a match


def test_the_hall_of_fame_shows_each_game_and_player():
    app = _app()
    for seed in (1, 2):
        _finish(app, "clever-keys", seed)
        app.back_to_launcher()
    scene = HallOfFameScene(app)
    app.push(scene)
    app.step_frame(1 / 60)
    assert scene.rows() and {r["name"] for r in scene.rows()} == {"Mia", "Opa"}
    assert sum(r["games"] for r in scene.rows()) == 4  # two players, two games
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    assert scene.pages[scene.page] == "clever-keys"
    assert all(len(r["last"]) == 2 for r in scene.rows())


def test_a_damaged_records_file_is_reported_set_aside_and_the_app_goes_on(_user_home):
    path = records.records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "castle-games-records", "version": 1, "games": [tru')
    app = _app()
    app.step_frame(1 / 60)
    banners = [n.text for n in app.toasts.notes if n.banner]
    assert any("finished games" in b for b in banners), banners  # said as the app starts
    _finish(app, "knobelschatz", seed=7)
    aside = [p for p in path.parent.iterdir() if p.name.startswith("records.json.")]
    assert len(aside) == 1 and "tru" in aside[0].read_text()
    assert stats_json(_user_home)["games"] == 1  # the new file holds the new game


def test_people_and_computers_are_both_named():
    seats = (Seat("Anna", "red", HUMAN), Seat("Robo", "blue", COMPUTER, "hard"))
    result = records.Result("2026-12-01T19:00:00", "seven-locks", tuple(s.name for s in seats),
                            (False, True), (12, 30), (1,), 20, 14.5)
    assert records.Result.from_dict(result.to_dict()) == result
    figures = records.figures([result, result])
    # the family first, though the computer won: it is listed after them, as a computer
    assert [(p["name"], p["computer"]) for p in figures["players"]] == [("Anna", False),
                                                                        ("Robo", True)]
    assert figures["players"][0]["wins"] == 0 and figures["players"][1]["wins"] == 2
    assert plugins.manifest("seven-locks")


def test_the_hall_of_fame_draws_a_bar_per_last_game_gold_where_won():
    from castle_games.ui import theme

    for k, (mia, opa) in enumerate([(10, 20), (30, 5), (25, 25)]):
        outcome = type("O", (), {"scores": (mia, opa), "winners": (0,) if mia >= opa else (1,)})
        records.add(records.result_of("knobelschatz", ["Mia", "Opa"], [False, False], outcome,
                                      10 + k, 300))
    app = _app()
    scene = HallOfFameScene(app)
    app.push(scene)
    scene.turn(1)
    app.step_frame(1 / 60)
    canvas = app.canvas
    rows = scene.rows()
    assert [r["last"] for r in rows if r["name"] == "Mia"] == [[10, 30, 25]]
    # the chart column of Mia's row holds gold (won) and the game's colour (lost)
    cols = scene._columns(pygame.Rect(90 + 30, 110 + 18 + 44 + 8, 1100 - 60, 28))
    chart = cols["chart"]
    pixels = {tuple(canvas.get_at((x, y)))[:3]
              for x in range(chart.x, chart.right, 3)
              for y in range(chart.bottom + 4, chart.bottom + 4 + 2 * 58, 3)}
    assert tuple(theme.GOLD) in pixels
    assert tuple(plugins.manifest("knobelschatz").door_wood) in pixels
