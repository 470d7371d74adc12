"""Numbers that are not numbers: JSON allows Infinity, NaN, 1e400 and integers of any length,
and a player's file may come to hold them (an editor, a broken disk, another program). In
every field of every file the program owns, each is said in the window, the file is set
aside with its bytes kept, and the family plays on; a saved game whose side files are
damaged resumes and finishes; the end of a game never loses its result to a kill; a file of
a newer version is left where it is."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_ui_support import click, make_app

import castle_games.session as session_module
from castle_games import paths
from castle_games.core import kind_memory, profiles, records, saves
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.core.settings import Settings, load_settings, settings_path
from castle_games.session import Session, autosave_path, kindness_path
from castle_games.ui.launcher import Launcher
from castle_games.ui.saved_games import SavedGamesScene

ROOT = Path(__file__).resolve().parents[1]
NUMBERS = {
    "Infinity": "Infinity",
    "-Infinity": "-Infinity",
    "NaN": "NaN",
    "1e400": "1e400",
    "400 digits": "7" * 400,
    "5000 digits": "7" * 5000,
}
MARK = "@@NUMBER@@"
GAMES = ("seven-locks", "clever-keys", "schlotterstein", "knobelschatz", "tajemnica-zamku")


@pytest.fixture(autouse=True)
def _fresh_kind_memory():
    """Each test's app starts as a new program would: the kind players' memory unread."""
    session_module._KINDNESS.clear()
    session_module.kindness_news()
    yield
    session_module._KINDNESS.clear()


# -- good files of every kind ------------------------------------------------------------------
def kind_table(game: str = "clever-keys", seed: int = 5) -> Session:
    seats = [Seat("Mia", "red", COMPUTER, "easy"), Seat("Kindy", "blue", COMPUTER, "kind")]
    return Session(game, seats, seed, autosave=autosave_path(game))


def finished_game() -> Session:
    session = kind_table()
    while not session.over:
        session.play_bot()
    return session


def good_save(game: str, moves: int = 4) -> Path:
    seats = [Seat("Anna", "red", HUMAN), Seat("Robo", "blue", COMPUTER, "kind")]
    session = Session(game, seats, 11, autosave=autosave_path(game))
    for _ in range(moves):
        if session.is_bot_turn():
            session.play_bot()
        else:
            session.apply(session.state.legal_actions()[0])
    assert session.wait_for_save()  # written in the background: on the disk now
    return session.autosave


def good_side_files() -> None:
    """Records, players and the kind players' memory as a family's would be after a game,
    and settings with seats and options remembered."""
    session = finished_game()
    result = records.result_of("clever-keys", ["Mia", "Kindy"], [False, True],
                               session.state.outcome, session.state.turn_count, 300.0, (3, 1),
                               "x:1:2")
    assert records.add(result) is None
    assert profiles.save([profiles.Player("Mia", "red", "owl"), profiles.Player("Ben")])
    session_module.save_kindness()
    assert kindness_path().exists()
    settings = Settings(seats={"knobelschatz": [{"name": "Mia", "colour": "red"}]},
                        options={"knobelschatz": {"rounds": 1}}, guided_offered=["knobelschatz"])
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(settings.to_dict()))


def fields(value: Any, where: tuple = ()) -> Iterator[tuple]:
    """Every field of a JSON value: each table's entries and each list's items, nested ones
    too (of a long list its first and last: they are read alike), containers included."""
    if where:
        yield where
    if isinstance(value, dict):
        for key, item in value.items():
            yield from fields(item, (*where, key))
        if not value:
            yield (*where, "added")
    elif isinstance(value, list):
        items = list(enumerate(value))
        for i, item in items if len(items) <= 4 else (items[0], items[-1]):
            yield from fields(item, (*where, i))
        if not value:
            yield (*where, 0)


def with_number(text: str, where: tuple, number: str) -> str:
    """The file's text with the field at `where` holding `number` as written (5,000 digits
    and NaN cannot come from json.dumps)."""
    data = json.loads(text)
    holder = data
    for step in where[:-1]:
        holder = holder[step]
    last = where[-1]
    if isinstance(holder, list) and last >= len(holder):
        holder.append(MARK)
    else:
        holder[last] = MARK
    return json.dumps(data, indent=1).replace(json.dumps(MARK), number)


def set_aside_copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".unreadable-*"))


def clear_aside(path: Path) -> None:
    for old in set_aside_copies(path):
        old.unlink()


# -- every field of every file, read the way the program reads it ---------------------------------
SIDE_FILES = {
    "settings": (settings_path, lambda: load_settings().problem),
    "records": (records.records_path, lambda: records.load().problem),
    "players": (profiles.players_path, lambda: profiles.load().problem),
    "kindness": (kindness_path, lambda: kind_memory.load(kindness_path()).problem),
}


@pytest.mark.parametrize("name", list(SIDE_FILES))
def test_every_field_of_a_side_file(name):
    good_side_files()
    where_of, read = SIDE_FILES[name]
    path = where_of()
    good = path.read_text()
    places = list(fields(json.loads(good)))
    assert len(places) >= 7
    for where in places:
        for number in NUMBERS.values():
            damaged = with_number(good, where, number)
            path.write_text(damaged)
            problem = read()
            assert problem and "damaged" in problem, (where, number[:12], problem)
            (aside,) = set_aside_copies(path)
            assert aside.read_text() == damaged  # the damaged bytes are kept
            aside.unlink()
            assert not path.exists() or path.read_text() != damaged
            path.write_text(good)


@pytest.mark.parametrize("game", GAMES)
def test_every_field_of_a_saved_game(game):
    path = good_save(game)
    good = path.read_text()
    assert saves.check(path) is None
    places = list(fields(json.loads(good)))
    assert len(places) >= 30
    for where in places:
        for number in NUMBERS.values():
            damaged = with_number(good, where, number)
            path.write_text(damaged)
            # the list of saved games reads the header; the whole file is read after the
            # window is up (and when resuming): one of the two finds it
            found, problems = saves.list_saved(path.parent)
            problem = problems[0] if problems else saves.check(path)
            assert problem is not None, (where, number[:12])
            assert "damaged" in problem.told(), (where, problem.told())
    path.write_text(good)
    assert saves.check(path) is None


# -- the window: said, set aside, and the family plays on --------------------------------------
def start_app():
    """The program starting again (it reads the kind players' memory anew)."""
    session_module._KINDNESS.clear()
    return make_app()


def start_and_settle(app) -> None:
    for _ in range(3):
        app.step_frame()
    if app.save_check is not None:
        app.save_check.thread.join(30)
    for _ in range(3):
        app.step_frame()


def play_on(app) -> None:
    """A new game with a kind computer, played to its end, its result kept."""
    before = len(records.load().results)
    session = kind_table("clever-keys", seed=21)
    app.start_game(session)
    while not session.over:
        session.play_bot()
    app.game_over(session)
    assert len(records.load().results) == before + 1


@pytest.mark.parametrize("number", list(NUMBERS))
@pytest.mark.parametrize("name,where", [
    ("settings", ("effects_volume",)), ("settings", ("seats", "knobelschatz", 0, "name")),
    ("records", ("games", 0, "scores", 0)), ("players", ("players", 0, "name")),
    ("kindness", ("strengths",)), ("kindness", ("learned",)),
])
def test_the_app_says_it_sets_it_aside_and_plays_on(name, where, number):
    good_side_files()
    path = SIDE_FILES[name][0]()
    good = json.loads(path.read_text())
    if where[0] == "strengths" or where[0] == "learned":
        where = (where[0], next(iter(good[where[0]])))  # the one table the memory knows
        if where[0] == "learned":
            where = (*where, 0)
    damaged = with_number(path.read_text(), where, NUMBERS[number])
    path.write_text(damaged)
    app = start_app()
    start_and_settle(app)
    said = " | ".join(n.text for n in app.toasts.banners)
    assert "damaged" in said, said
    assert [p.read_text() for p in set_aside_copies(path)] == [damaged]
    assert isinstance(app.top, Launcher)
    play_on(app)


@pytest.mark.parametrize("number", list(NUMBERS))
@pytest.mark.parametrize("where", [("seed",), ("seats", 0, "name"), ("match", "played_s"),
                                   ("state",), ("actions", 0)])
def test_a_damaged_save_is_said_at_the_start_and_set_aside(where, number):
    path = good_save("knobelschatz")
    damaged = with_number(path.read_text(), where, NUMBERS[number])
    path.write_text(damaged)
    app = start_app()
    start_and_settle(app)
    said = " | ".join(n.text for n in app.toasts.banners)
    assert "saved game cannot be resumed" in said and "damaged" in said, said
    assert [p.read_text() for p in set_aside_copies(path)] == [damaged]
    assert not app.top.resume_button.visible
    play_on(app)


def test_a_long_save_does_not_slow_the_first_frame():
    """The list of saved games reads each file's header: a save of 200,000 moves costs
    the launcher no more than a short one."""
    path = good_save("knobelschatz")
    data = json.loads(path.read_text())
    started = time.perf_counter()
    saves.list_saved(path.parent)
    short = time.perf_counter() - started
    data["actions"] = data["actions"] * 50_000
    saves.write_atomically(path, data, sort_keys=False)
    assert path.stat().st_size > 4_000_000
    started = time.perf_counter()
    found, problems = saves.list_saved(path.parent)
    long = time.perf_counter() - started
    assert [s.moves for s in found] == [4] and problems == []  # (its header's count)
    assert long < max(0.05, 5 * short), (short, long)


def test_an_earlier_versions_save_gets_its_header_once():
    """A save written before saves had a header (its keys sorted, the moves first) is read
    whole once, and written again, the same game, with the header first."""
    path = good_save("knobelschatz")
    before = saves.load(path)
    data = json.loads(path.read_text())
    saves.write_atomically(path, data, sort_keys=True)
    assert path.read_text().lstrip("{ \n").startswith('"actions"')
    found, problems = saves.list_saved(path.parent)
    assert [s.moves for s in found] == [4] and problems == []
    assert saves.read_head(path, saves.HEAD) is not None
    again = saves.load(path)
    assert (again.actions, again.state, again.seed) == (before.actions, before.state, before.seed)
    assert json.loads(path.read_text())["saved_at"] == data["saved_at"]


# -- side files damaged under a saved game ---------------------------------------------------------
KINDNESS_DAMAGE = {
    "NaN strength": lambda p, good: p.write_text(good.replace("0.", "NaN, \"x\": 0.", 1)),
    "Infinity learned": lambda p, good: p.write_text(
        json.dumps(json.loads(good)).replace("[", "[Infinity, ", 1)),
    "strength 7": lambda p, good: p.write_text(
        json.dumps({**json.loads(good), "strengths": {"clever-keys|Mia": 7}})),
    "broken link": lambda p, good: (p.unlink(), p.symlink_to(p.with_name("gone.json"))),
    "link loop": lambda p, good: (p.unlink(), p.symlink_to(p)),
}


@pytest.mark.skipif(sys.platform == "win32", reason="links")
@pytest.mark.parametrize("damage", list(KINDNESS_DAMAGE))
def test_a_saved_game_with_a_damaged_kindness_file_resumes_and_finishes(damage):
    good_side_files()
    session = kind_table("clever-keys", seed=8)
    for _ in range(6):
        session.play_bot()
    path = kindness_path()
    KINDNESS_DAMAGE[damage](path, path.read_text())
    session_module._KINDNESS.clear()  # the program starts again
    app = start_app()
    start_and_settle(app)
    said = " | ".join(n.text for n in app.toasts.banners)
    assert "kind computer players learned cannot be read" in said, said
    assert len(set_aside_copies(path)) == 1
    app.resume_saved(session.autosave)
    resumed = app.session
    assert resumed is not None and resumed.actions == session.actions
    while not resumed.over:
        resumed.play_bot()
    app.game_over(resumed)
    assert records.load().results[-1].names == ("Mia", "Kindy")
    assert kind_memory.load(path).problem is None  # what it learned since is kept again


def test_a_records_file_with_one_damaged_game_keeps_the_others_and_the_bytes():
    good_side_files()
    path = records.records_path()
    data = json.loads(path.read_text())
    data["games"].append({**data["games"][0], "scores": [10**9, 26]})  # no game scores that
    path.write_text(json.dumps(data))
    loaded = records.load()
    assert loaded.problem and "1 finished game" in loaded.problem
    assert len(loaded.results) == 1
    assert json.loads(set_aside_copies(path)[0].read_text()) == data
    assert len(records.load().results) == 1 and records.load().problem is None


# -- the end of a game: the result before the save goes --------------------------------------------
ENDER = r"""
import os, sys, time
sys.path.insert(0, sys.argv[1])
from test_ui_support import make_app
from castle_games.core.seats import COMPUTER, Seat
from castle_games.session import Session, autosave_path

real_fsync = os.fsync
def slow_fsync(fd):  # a slow disk: every write takes a while to be safe
    time.sleep(0.04)
    real_fsync(fd)
os.fsync = slow_fsync

app = make_app()
app.step_frame()
session = Session("knobelschatz", [Seat("Mia", "red", COMPUTER, "easy"),
                  Seat("Ben", "blue", COMPUTER, "easy")], int(sys.argv[2]),
                  autosave=autosave_path("knobelschatz"))
app.start_game(session)
while not session.over:
    session.play_bot()
session.wait_for_save()  # (the last move's pictures take longer than its save)
print("ending", flush=True)
app.game_over(session)
print("ended", flush=True)
time.sleep(30)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9")
def test_a_kill_during_the_end_of_a_game_never_loses_its_result(_user_home):
    env = dict(os.environ, CASTLE_GAMES_HOME=str(_user_home))
    outcomes = set()
    for i, delay in enumerate((0.0, 0.02, 0.045, 0.07, 0.1, 0.2)):
        before = len(records.load().results)
        proc = subprocess.Popen([sys.executable, "-c", ENDER, str(ROOT / "tests"), str(100 + i)],
                                cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ending"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        waiting, _problems = saves.list_saved(paths.saves_dir())
        kept = len(records.load().results) - before
        outcomes.add((kept, len(waiting)))
        assert kept == 1 or len(waiting) == 1, (delay, kept, waiting)
        if waiting:  # the next start finds the finished game and keeps its result, once
            app = make_app()
            app.step_frame()
            app.resume_saved(waiting[0].path)
            assert not waiting[0].path.exists()
            assert len(records.load().results) - before == 1
    assert len(outcomes) >= 2, outcomes  # the kills fell before and after the result


# -- files of a newer version ---------------------------------------------------------------------
def newer(data: dict) -> str:
    return json.dumps({**data, "version": 2, "new_part": {"from": "the future"}}, indent=1)


def test_a_newer_versions_save_is_listed_and_left_untouched():
    path = good_save("seven-locks")
    mine = good_save("knobelschatz")
    data = saves.load(path).to_dict()
    text = newer({k: data[k] for k in ("kind", "game", "seats", "saved_at")})
    path.write_text(text)
    stamp = path.stat().st_mtime_ns
    app = start_app()
    start_and_settle(app)
    launcher = app.top
    assert [s.path for s in launcher.saved] == [mine]
    assert [s.path for s in launcher.newer] == [path]
    click(app, launcher.resume_button.rect.center)  # two saved games: the list
    assert isinstance(app.top, SavedGamesScene)
    from castle_games.ui.saved_games import describe

    assert "made by a newer version" in describe(app.top.saved[-1])
    assert "Anna" in describe(app.top.saved[-1])
    app.resume_saved(path)  # (the list offers no Resume for it; asked anyway:)
    assert app.session is None
    assert path.read_text() == text and path.stat().st_mtime_ns == stamp
    assert not set_aside_copies(path)
    from castle_games.ui.entry import newest_saved

    assert newest_saved("seven-locks") is None and newest_saved("knobelschatz") == mine


def test_a_newer_versions_save_alone_opens_the_list_not_a_resume():
    path = good_save("seven-locks")
    data = json.loads(path.read_text())
    path.write_text(newer(data))
    app = start_app()
    start_and_settle(app)
    assert app.top.resume_button.visible
    assert app.top.resume_button.label() == "Saved games (1)"
    click(app, app.top.resume_button.rect.center)
    assert isinstance(app.top, SavedGamesScene) and app.session is None


@pytest.mark.parametrize("name", list(SIDE_FILES))
def test_newer_side_files_are_said_once_and_left_untouched(name):
    good_side_files()
    path = SIDE_FILES[name][0]()
    text = newer(json.loads(path.read_text()))
    path.write_text(text)
    app = start_app()
    start_and_settle(app)
    said = [n.text for n in app.toasts.banners if "newer" in n.text]
    assert len(said) == 1, said
    app.save_settings()
    play_on_result = len(records.load().results)
    session = kind_table("clever-keys", seed=33)
    app.start_game(session)
    while not session.over:
        session.play_bot()
    app.game_over(session)
    profiles.save([profiles.Player("Zoe")])  # (as the seat setup remembers a player)
    assert path.read_text() == text and not set_aside_copies(path)
    if name != "records":
        assert len(records.load().results) == play_on_result + 1
    assert len([n for n in app.toasts.banners if "newer" in n.text]) <= 1
