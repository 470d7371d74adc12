"""The file list reads as the design: inside every game package imports only point down.

An import circle (view -> anims -> view, even for a type annotation) means two files are
one design split in two; every game package must be free of them, so that a reader can
tell from the list of its files what each room does.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import grimp
import pytest

from castle_games import plugins

GRAPH = grimp.build_graph("castle_games", cache_dir=None)


def _cycles(package: str) -> list[list[str]]:
    modules = sorted(m for m in GRAPH.modules if m.startswith(package + "."))
    edges = {m: {i for i in GRAPH.find_modules_directly_imported_by(m) if i in modules}
             for m in modules}
    # Tarjan's strongly connected components: a component of two or more is a circle.
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for m in modules:
        if m not in index:
            visit(m)
    return found


@pytest.mark.parametrize("game", [m.package for m in plugins.manifests()])
def test_no_import_circle_inside_a_game(game):
    assert _cycles(game) == []


def test_no_import_circle_in_the_shell_and_its_parts():
    for package in ("castle_games.ui", "castle_games.audio", "castle_games.sim",
                    "castle_games.core"):
        assert _cycles(package) == [], package


SHIPPED = [m for m in plugins.manifests() if m.package.startswith("castle_games.")]


@pytest.mark.parametrize("entry", SHIPPED, ids=[m.id for m in SHIPPED])
def test_every_game_keeps_its_actions_and_events_in_the_same_place(entry):
    """Every game's moves.py holds its Action classes (and ACTION_TYPES, the
    game's action_types) and its Event classes; no other file of the game defines one."""
    moves = importlib.import_module(f"{entry.package}.moves")
    assert entry.game.action_types == moves.ACTION_TYPES
    folder = Path(importlib.import_module(entry.package).__file__).parent
    found = set()
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = {b.id for b in node.bases if isinstance(b, ast.Name)}
                if bases & {"Action", "Event"}:
                    assert path.name == "moves.py", (path.name, node.name)
                    found |= bases & {"Action", "Event"}
    assert found == {"Action", "Event"}
