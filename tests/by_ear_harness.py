"""Playing a game by ear from a cold start, by keys alone: the path every by-ear test walks.

`cold_start_game(game_id, language, needed)` starts the app with no speech engine (the
voice's stand-in and the mixer's record only), finds the game's door on the launcher by
Tab, opens its setup, takes "Play by ear" and plays the whole game with the arrows and
Enter, the choice taken each time being one the test picks from those heard. Before every
decision `needed(obs, legal, lines, names)` says which facts the lines told since the last
decision (and the question) lack for a listener to decide; the test fails on any. It
returns the tally a closing note quotes: keys pressed, decisions, minutes on the app's clock,
lines said.

`sighted_fields(game_id)` lists the observation fields the sighted table reads (its view,
painter, shown picture, layout, animations and marks), found in their source: a field the
picture draws and no by-ear key tells fails `test_by_ear_games`.
"""

from __future__ import annotations

import dataclasses
import random
import re
import typing
from collections.abc import Callable, Sequence
from importlib import import_module
from pathlib import Path

import pygame
from test_blind_path import Blind

from castle_games.core import languages
from castle_games.core.languages import _
from castle_games.plugins import manifests
from castle_games.ui.ear.table import EarTable
from castle_games.ui.launcher import Launcher
from castle_games.ui.setup import SetupScene

Needed = Callable[[dict, list, list[str], list[str]], list[str]]
# (a painter or a scene split in parts: each part is read too)
SIGHTED_MODULES = ("view", "painter", "shown", "layout", "anims", "marks", "dialogs",
                   "board_painter", "piece_painter", "side_board_painter", "choices",
                   "controls", "keys_and_slots", "side_board", "ghost_path", "player_panels")


def ear_games() -> list[str]:
    """Every game whose by-ear mode is the shared dark table (ear.py)."""
    return [m.id for m in manifests()
            if any(mode.scene.startswith("ear:") for mode in m.modes)]


def ear_declaration(game_id: str):
    entry = next(m for m in manifests() if m.id == game_id)
    return import_module(f"{entry.package}.ear").EAR


def observation_fields(game_id: str) -> set[str]:
    entry = next(m for m in manifests() if m.id == game_id)
    observe = import_module(f"{entry.package}.observe")
    types = [v for v in vars(observe).values()
             if isinstance(v, type) and v.__module__ == observe.__name__
             and hasattr(v, "__annotations__") and v.__name__.endswith("Observation")]
    assert types, f"{game_id}: no observation type in observe.py"
    fields: set[str] = set()
    for t in types:
        fields |= set(typing.get_type_hints(t))
    return fields - {"seat"}


def sighted_fields(game_id: str) -> set[str]:
    """The observation fields the sighted table's modules read, found in their source."""
    entry = next(m for m in manifests() if m.id == game_id)
    folder = Path(import_module(entry.package).__file__).parent
    known = observation_fields(game_id)
    found: set[str] = set()
    for name in SIGHTED_MODULES:
        path = folder / f"{name}.py"
        if path.exists():
            text = path.read_text(encoding="utf-8")
            found |= {f for f in re.findall(r"""\[["'](\w+)["']\]|\.get\(["'](\w+)["']""",
                                            text) for f in f if f in known}
    return found


@dataclasses.dataclass
class Played:
    keys: int
    decisions: int
    minutes: float
    lines: int
    language: str


def lines_of(scene: EarTable, start: int) -> list[str]:
    return [s.text for s in scene.said[start:]]


def wait_for_question(blind: Blind, scene: EarTable, limit: int = 6000) -> None:
    for _frame in range(limit):
        t = scene.table
        if t.over or (scene.awaiting() and scene.prompted == t.position
                      and not scene.player.busy):
            return
        blind.frames(1, 0.1)
    raise AssertionError("nobody was asked anything")


def to_the_by_ear_table(blind: Blind, game_id: str) -> EarTable:
    """Launcher, the game's door by Tab, its setup, "Play by ear": each screen said."""
    app = blind.app
    blind.frames(3)
    blind.opened(Launcher, 0)
    launcher = app.top
    door = next(d for d in launcher.doors if d.entry.id == game_id)
    blind.move_to(door)
    mark = len(blind.record)
    blind.key(pygame.K_RETURN)
    blind.frames(1)
    blind.opened(SetupScene, mark)
    setup = app.top
    label = next(m.label for m in door.entry.modes)
    for _press in range(len(setup.group.widgets) + 1):
        if setup.group.focused.spoken().startswith(_(label)):
            break
        blind.move()
    else:
        raise AssertionError(f"{label!r} was never reached by Tab")
    blind.key(pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, EarTable), type(scene).__name__
    assert app.mode is not None
    return scene


def cold_start_game(game_id: str, language: str, needed: Needed, seed: int = 5,
                    pick: Callable[[random.Random, Sequence], int] | None = None) -> Played:
    """From a cold start to a finished game by ear, every decision checked by `needed`."""
    from castle_games.core import rng

    rng.new_seed = lambda: seed  # the same game every run (the test's monkeypatch undoes it)
    blind = Blind(language)
    assert languages.current() == language
    scene = to_the_by_ear_table(blind, game_id)
    app = blind.app
    chooser = random.Random(seed)
    decisions, start = 0, 0
    while not scene.table.over:
        wait_for_question(blind, scene)
        if scene.table.over:
            break
        legal = scene.choices()
        names = [seat.name for seat in scene.table.seats]
        missing = needed(scene.obs(), legal, lines_of(scene, start), names)
        assert not missing, (decisions, missing, lines_of(scene, start)[-12:])
        start = len(scene.said)
        at = pick(chooser, legal) if pick else chooser.randrange(len(legal))
        before = len(app.session.actions)
        for _step in range(at + 1):  # walk to it, each choice heard
            blind.key(pygame.K_RIGHT, menu=False, cuts=True)
        heard = scene.said[-1]
        assert heard.kind == "choice", heard
        blind.key(pygame.K_RETURN, menu=False)
        assert len(app.session.actions) == before + 1, "the choice heard was not taken"
        decisions += 1
        assert decisions < 2000
    for _frame in range(900):
        if scene.over_said and not scene.player.busy:
            break
        blind.frames(1, 0.1)
    assert scene.over_said
    said = [s.text for s in scene.said]
    assert all(line.strip() for line in said)
    last = "Press Enter to play again, or Escape for the menu."
    assert said[-1] == _(last)
    opening = "{game}. Press H for help."
    assert said[0] == _(opening).format(game=_(scene.game.title))
    if language != "en":  # the game by ear in the player's language, not in English
        assert _(last) != last and last not in said
        assert said[0] != opening.format(game=scene.game.title)
    return Played(blind.tally.keys, decisions, app.time / 60.0, len(said), language)
