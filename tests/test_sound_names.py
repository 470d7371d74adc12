"""Every sound a game can ask for is a recipe it may play: its own (the sounds/ folder of
its package) or a shared one (castle_games/sounds/); and every recipe lies with whoever
plays it.

The names are read from each game's source (tests/soundnames.py: sound calls, tables of
names, f-strings as patterns, followed through variables, parameters, attributes and
returns, in every module of the package) and from what its manifest declares (SOUNDS). The
sixth game from tests/ is read like the shipped five. A recipe renamed or a name mistyped
fails here, where at run time it would only be silence and a line in the log.
"""

from __future__ import annotations

import dataclasses
import importlib
import logging
import re
from pathlib import Path

import pytest
import sixth_game
from soundnames import read_game, resolves

from castle_games import plugins
from castle_games.audio import recipes
from castle_games.ui import sound_sets
from castle_games.ui.sound_sets import UI_SOUNDS

SHELL = Path(__file__).resolve().parents[1] / "castle_games" / "ui"
SHIPPED = [m for m in plugins.manifests() if m.id != sixth_game.MANIFEST.id]
GAMES = [*SHIPPED, sixth_game.MANIFEST]


@pytest.fixture(autouse=True)
def sixth():
    plugins.register(sixth_game.MANIFEST)
    yield sixth_game.MANIFEST
    plugins.unregister(sixth_game.MANIFEST.id)


def folder_of(game) -> Path:
    return Path(importlib.import_module(game.package).__file__).parent


def _whose(name: str) -> str:
    try:
        return f"{recipes.owner(name)}'s own"
    except KeyError:
        return "no recipe anywhere"


@pytest.mark.parametrize("game", GAMES, ids=[m.id for m in GAMES])
def test_every_sound_a_game_names_is_its_own_or_shared(game):
    found = read_game(folder_of(game))
    missing, unmatched = resolves(found, recipes.names_for(game.id))
    assert not missing, {n: (_whose(n), sorted(found.names[n])) for n in sorted(missing)}
    assert not unmatched, {p: sorted(found.patterns[p]) for p in unmatched}
    declared = game.load(game.sounds)  # what the table prewarms
    assert set(declared) <= recipes.names_for(game.id), {
        n: _whose(n) for n in set(declared) - recipes.names_for(game.id)}


@pytest.mark.parametrize("game", GAMES, ids=[m.id for m in GAMES])
def test_every_sound_a_game_plays_can_be_told_from_its_code(game):
    """A sound's name reaches its call from a literal the reader can follow; one that cannot
    be followed (a name computed by a library call) would go unchecked."""
    found = read_game(folder_of(game))
    assert not found.unknown, (
        "name these sounds with literals, a module table (…_SOUNDS) or an f-string: "
        f"{sorted(found.unknown)}")
    assert found.names, "the reader found no sound at all: has the way of playing changed?"


def test_every_recipe_lies_with_the_code_that_plays_it():
    """A game's own recipe is named by that game; a shared one by the shell or by two games
    or more (one game's sound moves into its package; a sound a second game takes up moves
    to castle_games/sounds/, never reached across from another game's folder)."""
    named: dict[str, set[str]] = {}
    for game in GAMES:
        found = read_game(folder_of(game))
        for name in recipes.list_names():
            if name in found.names or any(re.fullmatch(p, name) for p in found.patterns):
                named.setdefault(name, set()).add(game.id)
    shell = set(read_game(SHELL).names) | set(UI_SOUNDS)  # (ui/ear read with it)
    misplaced = {}
    for name in recipes.list_names():
        owner, users = recipes.owner(name), named.get(name, set())
        if owner == recipes.SHARED:
            if name not in shell and len(users) < 2:
                misplaced[name] = f"shared, but played by {sorted(users) or 'nobody'}"
        elif users != {owner}:
            misplaced[name] = f"{owner}'s own, but played by {sorted(users) or 'nobody'}"
    assert not misplaced, misplaced


def test_the_reader_sees_every_way_of_naming_a_sound(tmp_path):
    """The reader itself: a table, a literal, a variable, an f-string, a parameter, a
    constant of another module, and what it cannot follow."""
    (tmp_path / "view.py").write_text(
        'import random\n'
        'from .sounds_table import WAIT_SOUND\n'
        'SOUNDS = ("coin",)\n'
        'def play(v, n, ok):\n'
        '    v.sound("bel")\n'
        '    name = "card-slid" if ok else "fanfare"\n'
        '    v.sound(name)\n'
        '    v.sound(f"so-seet-{n}")\n'
        '    ring(v, "gong")\n'
        '    v.app.audio.play(WAIT_SOUND)\n'
        '    v.sound(random.choice(["a", "b"]))\n'
        'def ring(v, what: str):\n'
        '    v.sound(what, pan=0.5)\n')
    (tmp_path / "sounds_table.py").write_text('WAIT_SOUND = "so-wiat"\n')
    found = read_game(tmp_path)
    assert set(found.names) == {"coin", "bel", "card-slid", "fanfare", "gong", "so-wiat"}
    missing, unmatched = resolves(found, recipes.names_for("seven-locks"))
    assert missing == {"coin", "bel", "card-slid", "gong", "so-wiat"}
    assert unmatched == {r"so\-seet\-[a-z0-9-]+"}
    assert [u.split(": ", 1)[1] for u in found.unknown] == ["random.choice(['a', 'b'])"]


def test_the_sixth_games_coin_is_found_in_its_own_package_only():
    """The fixture once named a `coin` that existed nowhere; its package now ships it, and
    no other game can reach it."""
    found = read_game(folder_of(sixth_game.MANIFEST))
    assert set(found.names) == {"coin"}
    assert resolves(found, recipes.names_for("coin-tower")) == (set(), set())
    for game in SHIPPED:
        assert resolves(found, recipes.names_for(game.id))[0] == {"coin"}, game.id


def test_a_game_naming_a_sound_it_has_not_is_said_in_the_log_when_it_starts(caplog):
    without = dataclasses.replace(sixth_game.MANIFEST, sound_folder="no-such-folder")
    plugins.register(without)
    recipes.reload()
    try:
        with caplog.at_level(logging.ERROR, logger=sound_sets.__name__):
            assert sound_sets.game_sounds(without) == ()
        said = [r.getMessage() for r in caplog.records]
        assert any("coin-tower" in line and "'coin'" in line for line in said), said
    finally:
        plugins.register(sixth_game.MANIFEST)
        recipes.reload()
        sound_sets._told.clear()
