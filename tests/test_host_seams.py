"""The shell's seams: a scene trusts its host (ui/scene.py's `Host` and `TableHost`).

No scene looks whether the app has a thing (`getattr(self.app, ...)`, `vars(self.app)`),
and no drawing code reaches into another object's private attributes (`other._name`): what
a scene may ask is the host protocol, kept whole by the app and by the tests' stand-in
(tests/tablekit.py). Scanned: every module of castle_games/ui/ and every module of a game
that draws (imports pygame: its view and what the view draws with).
"""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import pytest
from tablekit import StandInApp

import castle_games
from castle_games.ui.scene import Host, TableHost

PACKAGE = Path(castle_games.__file__).parent
PRIVATE = re.compile(r"_[a-z]")
LOOKING = ("getattr", "hasattr", "vars")  # asking an object whether it has a thing


def _draws(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "pygame"
                                                for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "pygame":
            return True
    return False


def scanned() -> list[Path]:
    """The shell, and each game's modules that draw (its view and the view's helpers)."""
    shell = sorted((PACKAGE / "ui").rglob("*.py"))
    games = sorted(p for p in (PACKAGE / "games").rglob("*.py") if _draws(p))
    return shell + games


def _names_the_app(node: ast.AST) -> bool:
    """`app`, `self.app`, `v.app`, `self.app.audio`...: an expression reached from an app."""
    while isinstance(node, ast.Attribute):
        if node.attr == "app":
            return True
        node = node.value
    return isinstance(node, ast.Name) and node.id == "app"


def _is_self(node: ast.AST) -> bool:
    if isinstance(node, ast.Name):
        return node.id in ("self", "cls")
    # super()._name: the object's own, from its base class
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "super")


def distrust(source: str) -> list[str]:
    """Where `source` looks whether the app has a thing, or touches another object's private
    attribute (by `other._name` or `getattr(other, "_name")`)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and PRIVATE.match(node.attr) and not _is_self(
                node.value):
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in LOOKING and node.args):
            what = node.args[0]
            name = node.args[1] if len(node.args) > 1 else None
            private = (isinstance(name, ast.Constant) and isinstance(name.value, str)
                       and PRIVATE.match(name.value) and not _is_self(what))
            if _names_the_app(what) or private:
                found.append(f"line {node.lineno}: {ast.unparse(node)}")
    # The plain text too, as a person would grep it (in a string built up, say).
    for number, line in enumerate(source.splitlines(), 1):
        if re.search(r"getattr\(self\.app\b|getattr\(app,|vars\(self\.app\)", line):
            found.append(f"line {number}: {line.strip()}")
    return sorted(set(found))


def test_the_scan_covers_the_shell_and_every_games_view():
    paths = scanned()
    assert PACKAGE / "ui" / "table.py" in paths and PACKAGE / "ui" / "app.py" in paths
    games = [p for p in (PACKAGE / "games").iterdir() if (p / "view.py").exists()]
    assert len(games) >= 5
    for game in games:
        assert game / "view.py" in paths and game / "painter.py" in paths, game.name
    assert not any(p.name in ("rules.py", "bot.py", "hint.py") for p in paths)


@pytest.mark.parametrize("path", scanned(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_scene_looks_whether_its_host_has_a_thing_or_reaches_into_privates(path):
    assert distrust(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("source, caught", [
    ("x = getattr(self.app, 'voice', None)", True),
    ("x = getattr(app, 'audio', None)", True),
    ("x = getattr(v.app.audio, 'silent', True)", True),
    ("x = vars(self.app).get('_voice')", True),
    ("x = self.app._audio", True),
    ("x = pen._rect(0, 0, 1, 1)", True),
    ("x = getattr(other, '_secret')", True),
    ("x = self._own + cls._mine + super()._base()", False),
    ("x = getattr(self.painter, 'ready', None)", False),
    ("x = obj.__dict__", False),
])
def test_the_scan_catches_what_it_should(source, caught):
    assert bool(distrust(source)) is caught


def _members(protocol: type) -> set[str]:
    names = set()
    for klass in protocol.__mro__:
        if klass.__name__ in ("Protocol", "Generic", "object"):
            continue
        names |= set(getattr(klass, "__annotations__", {}))
        names |= {n for n, _v in vars(klass).items() if not n.startswith("_")}
    return names


def test_the_table_host_offers_no_session_and_no_private_member():
    members = _members(TableHost)
    assert {"voice", "toasts", "mode", "existing_voice", "in_a_mode", "audio"} <= members
    assert "session" not in members and "session" not in _members(Host)
    assert not any(m.startswith("_") for m in members | _members(Host))


def test_the_stand_in_keeps_the_whole_table_host():
    app = StandInApp()
    for name in sorted(_members(TableHost)):
        assert hasattr(app, name), name
    for name, member in vars(TableHost).items():
        if inspect.isfunction(member) and not name.startswith("_"):  # the same way of calling, keywords included
            want = list(inspect.signature(member).parameters)
            assert list(inspect.signature(getattr(StandInApp, name)).parameters) == want, name


def test_the_app_keeps_the_whole_host():
    from castle_games.ui.app import App

    for name in sorted(_members(Host)):
        owner = App if name in vars(App) or any(name in vars(k) for k in App.__mro__) else None
        assert owner is not None or name in _instance_attributes(), name


def _instance_attributes() -> set[str]:
    """The attributes App's parts set on themselves (self.name = ...)."""
    from castle_games.ui import app, game_lifecycle, sound_host, window

    names = set()
    for module in (app, game_lifecycle, sound_host, window):
        for node in ast.walk(ast.parse(inspect.getsource(module))):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id == "self" and isinstance(node.ctx, ast.Store)):
                names.add(node.attr)
    return names


def test_a_take_backs_fresh_table_takes_the_old_ones_place_in_the_app():
    from test_ui_support import make_app

    from castle_games.core.seats import default_seats
    from castle_games.session import Session

    app = make_app()
    app.start_game(Session("knobelschatz", default_seats(3, humans=3), 5))
    old = app.game_scene
    place = app.stack.index(old)
    fresh = type(old)(app, app.table)
    app.show_table_again(old, fresh)
    assert app.game_scene is fresh and app.stack[place] is fresh and old not in app.stack
    app.step_frame()  # and it is the table drawn and handled from now on
    assert app.top is fresh
