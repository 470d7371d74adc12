"""Which sound names a game's code can ask for, read from its source (no tests here).

A game asks for a sound by its recipe's name: a literal passed to a sound call
(`v.sound("bell")`, `audio.play(...)`, `prewarm([...])`, `want_sounds(...)`, `earcon(...)`,
the by-ear `cue(...)`), a module table of names (`SOUNDS`, `EVENT_SOUNDS`, `DROP_SOUND` ...:
any module constant whose name ends in SOUND or SOUNDS), or a name built from parts
(f"so-seat-{n}"). Between the literal and the call a name may pass through a variable, a
parameter, an attribute, a table lookup or a function's return; `read_game` follows those
inside the game's own modules (every module of the package, so a new file is read too).

What it cannot follow to a literal is kept in `unknown`, so that a test can insist that
every sound a game plays can be told from its code. It reads more widely than the code runs
(a parameter takes every value any call of that name passes): a name found is a name the
game may ask for, and must be a recipe it may play.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

# The calls that take a sound's name (as their `name`/`sound`/`names` argument, or first).
SOUND_CALLS = frozenset({"sound", "play", "cue", "earcon", "prewarm", "want_sounds"})
NAME_ARGS = ("name", "sound", "names")
# Module constants holding sound names: SOUNDS, EVENT_SOUNDS, WAIT_SOUND ...
TABLE = re.compile(r"(^|_)SOUNDS?$")
# Calls whose value is words, not a sound's name (a table may pair a sound with a sentence).
WORDS = frozenset({"_", "N_", "ngettext", "format", "join"})
# Calls that hand on what they are given: tuple(SOUNDS) holds the names SOUNDS holds.
COPIES = frozenset({"list", "tuple", "set", "frozenset", "sorted", "reversed"})
PART = "[a-z0-9-]+"  # what a {placeholder} of an f-string may stand for in a name


@dataclass
class Found:
    names: dict[str, set[str]] = field(default_factory=dict)     # name -> where
    patterns: dict[str, set[str]] = field(default_factory=dict)  # regex -> where
    unknown: set[str] = field(default_factory=set)               # where, and what

    def all_names(self) -> set[str]:
        return set(self.names)


# A game's by-ear cues are made with the shared dark table's pieces (the Cue, `cue()`, a
# seat's motif): they are read with every game (and shell) that imports them, as part of
# the code that names its sounds.
EAR = Path(__file__).resolve().parents[1] / "castle_games" / "ui" / "ear"


class _Game:
    def __init__(self, folder: Path) -> None:
        self.trees: dict[str, ast.Module] = {}
        self.parent: dict[ast.AST, ast.AST] = {}
        self.module_of: dict[ast.AST, str] = {}
        self.constants: dict[str, list[ast.expr]] = {}
        self.functions: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] = {}
        self.classes: dict[str, list[ast.ClassDef]] = {}
        self.calls: dict[str, list[ast.Call]] = {}
        self.attr_sets: dict[str, list[tuple[ast.expr, ast.AST]]] = {}  # x.attr = value
        paths = sorted(folder.glob("*.py"))
        if folder.resolve() != EAR and any("castle_games.ui.ear" in p.read_text(encoding="utf-8")
                                           for p in paths):
            paths += sorted(EAR.glob("*.py"))
        for path in paths:
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            self.trees[path.name] = tree
            for node in ast.walk(tree):
                self.module_of[node] = path.name
                for child in ast.iter_child_nodes(node):
                    self.parent[child] = node
            for stmt in tree.body:
                for target, value in _assignments(stmt):
                    if isinstance(target, ast.Name) and value is not None:
                        self.constants.setdefault(target.id, []).append(value)
            for node in ast.walk(tree):
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    self.functions.setdefault(node.name, []).append(node)
                elif isinstance(node, ast.ClassDef):
                    self.classes.setdefault(node.name, []).append(node)
                elif isinstance(node, ast.Call) and (callee := _callee(node)):
                    self.calls.setdefault(callee, []).append(node)
                for target, value in _assignments(node):
                    for t, v in _pairs(target, value):
                        if isinstance(t, ast.Attribute) and v is not None:
                            self.attr_sets.setdefault(t.attr, []).append((v, node))

    def where(self, node: ast.AST) -> str:
        return f"{self.module_of.get(node, '?')}:{getattr(node, 'lineno', '?')}"

    def enclosing(self, node: ast.AST, kinds: tuple[type, ...]) -> ast.AST | None:
        while node in self.parent:
            node = self.parent[node]
            if isinstance(node, kinds):
                return node
        return None


def _callee(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def _assignments(node: ast.AST) -> Iterator[tuple[ast.expr, ast.expr | None]]:
    if isinstance(node, ast.Assign):
        for target in node.targets:
            yield target, node.value
    elif isinstance(node, ast.AnnAssign | ast.AugAssign):
        yield node.target, node.value
    elif isinstance(node, ast.NamedExpr):
        yield node.target, node.value


def _pairs(target: ast.expr, value: ast.expr | None) -> Iterator[tuple[ast.expr, ast.expr | None]]:
    """Target and value side by side (a, b = x, y), or each target with the whole value."""
    if isinstance(target, ast.Tuple | ast.List):
        if isinstance(value, ast.Tuple | ast.List) and len(value.elts) == len(target.elts):
            for t, v in zip(target.elts, value.elts):
                yield from _pairs(t, v)
        else:
            for i, t in enumerate(target.elts):
                yield from _pairs(t, _Item(value, i) if value is not None else None)
    else:
        yield target, value


class _Item(ast.expr):
    """The i-th item of each element of `value` (sound, text = QUESTIONS[phase])."""

    def __init__(self, value: ast.expr, index: int) -> None:
        super().__init__()
        self.value, self.index = value, index
        ast.copy_location(self, value)


Value = tuple[str, str]  # ("name", n), ("pattern", regex) or ("unknown", what)
Step = tuple[set[Value], list[ast.expr]]  # what an expression is, and where it comes from


class _Reader:
    """Every step is a union (an IfExp is either branch, a parameter any argument), so what
    an expression can be is what every expression it is reached from can be: a walk over
    that graph, each expression read once however many ways (and circles) lead to it."""

    def __init__(self, game: _Game) -> None:
        self.g = game
        self.found = Found()
        self.steps: dict[int, Step] = {}
        self.made: dict[tuple[int, int], _Item] = {}

    # -- where a sound's name is asked for ------------------------------------------------
    def read(self) -> Found:
        for calls in self.g.calls.values():
            for call in calls:
                if _callee(call) in SOUND_CALLS:
                    arg = _name_arg(call)
                    if arg is not None:
                        self.take(arg, call)
        for name, values in self.g.constants.items():
            if TABLE.search(name):
                for value in values:
                    self.take(value, value)
        return self.found

    def take(self, expr: ast.expr, at: ast.AST) -> None:
        where = self.g.where(at)
        for kind, value in self.values(expr):
            if kind == "name":
                self.found.names.setdefault(value, set()).add(where)
            elif kind == "pattern":
                self.found.patterns.setdefault(value, set()).add(where)
            else:
                self.found.unknown.add(f"{where}: {value}")

    def values(self, start: ast.expr) -> set[Value]:
        out: set[Value] = set()
        todo, met = [start], {id(start)}
        while todo:
            e = todo.pop()
            if id(e) not in self.steps:
                self.steps[id(e)] = self.step(e)
            direct, sources = self.steps[id(e)]
            out |= direct
            for source in sources:
                if id(source) not in met:
                    met.add(id(source))
                    todo.append(source)
        return out

    def item(self, value: ast.expr, index: int) -> _Item:
        key = (id(value), index)
        if key not in self.made:
            self.made[key] = _Item(value, index)
        return self.made[key]

    # -- one step back from an expression ------------------------------------------------
    def step(self, e: ast.expr) -> Step:
        if isinstance(e, _Item):
            if isinstance(e.value, ast.Tuple | ast.List) and e.index < len(e.value.elts):
                return set(), [e.value.elts[e.index]]
            return set(), self.rows(e.value, e.index)
        if isinstance(e, ast.Constant):
            return ({("name", e.value)} if isinstance(e.value, str) else set()), []
        if isinstance(e, ast.JoinedStr):
            parts = [re.escape(v.value) if isinstance(v, ast.Constant) else PART
                     for v in e.values]
            return {("pattern", "".join(parts))}, []
        if isinstance(e, ast.IfExp):
            return set(), [e.body, e.orelse]
        if isinstance(e, ast.BoolOp):
            return set(), list(e.values)
        if isinstance(e, ast.Tuple | ast.List | ast.Set):
            return set(), list(e.elts)
        if isinstance(e, ast.Dict):
            return set(), list(e.values)  # the keys say when, the values what
        if isinstance(e, ast.Starred | ast.Subscript):
            return set(), [e.value]
        if isinstance(e, ast.BinOp) and isinstance(e.op, ast.Add):
            return set(), [e.left, e.right]
        if isinstance(e, ast.ListComp | ast.SetComp | ast.GeneratorExp):
            return set(), [e.elt]
        if isinstance(e, ast.Name):
            return self.name(e)
        if isinstance(e, ast.Attribute):
            return self.attribute(e)
        if isinstance(e, ast.Call):
            return self.call(e)
        return {("unknown", ast.unparse(e))}, []

    def rows(self, e: ast.expr, index: int) -> list[ast.expr]:
        """The index-th item of every row of the table `e` (a dict or list of tuples)."""
        if isinstance(e, ast.Subscript):
            return self.rows(e.value, index)
        if isinstance(e, ast.Call) and _callee(e) in self.g.functions:  # a, b = f()
            return [v.elts[index] if isinstance(v, ast.Tuple) and index < len(v.elts) else v
                    for v in self.call(e)[1]]
        if isinstance(e, ast.Name) and e.id in self.g.constants:
            out: list[ast.expr] = []
            for table in self.g.constants[e.id]:
                rows = table.values if isinstance(table, ast.Dict) else getattr(table, "elts", [])
                for row in rows:
                    fits = isinstance(row, ast.Tuple | ast.List) and index < len(row.elts)
                    out.append(row.elts[index] if fits else row)
            return out
        return [e]

    def name(self, e: ast.Name) -> Step:
        g = self.g
        comp = g.enclosing(e, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp))
        if comp is not None:
            for gen in comp.generators:
                found = self.bound(gen.target, gen.iter, e.id)
                if found:
                    return set(), found
        scope = g.enclosing(e, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        if isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef):
            local: list[ast.expr] = []
            for node in ast.walk(scope):
                if isinstance(node, ast.For):
                    local += self.bound(node.target, node.iter, e.id)
                for target, value in _assignments(node):
                    local += [v for t, v in _pairs(target, value)
                              if isinstance(t, ast.Name) and t.id == e.id and v is not None]
            if local:
                return set(), local
            params = _params(scope)
            if e.id in params:
                if not _may_be_a_name(_annotation(scope, e.id)):
                    return set(), []  # an object (a Cue, a contact): not a name
                return set(), self.arguments(scope, params.index(e.id), e.id)
        if e.id in g.constants:
            return set(), list(g.constants[e.id])
        if e.id in g.functions or e.id in g.classes:
            return set(), []  # a builder beside the names in a table: not a name itself
        return {("unknown", e.id)}, []

    def bound(self, target: ast.expr, iterable: ast.expr, name: str) -> list[ast.expr]:
        """What a loop's `name` takes from `iterable` (an element, or an element's item)."""
        if isinstance(target, ast.Name):
            return [iterable] if target.id == name else []
        if isinstance(target, ast.Tuple | ast.List):
            return [self.item(iterable, i) for i, t in enumerate(target.elts)
                    if isinstance(t, ast.Name) and t.id == name]
        return []

    def arguments(self, fn: ast.FunctionDef | ast.AsyncFunctionDef, index: int,
                  name: str) -> list[ast.expr]:
        """Every value any call of `fn` (by its name) passes for its parameter `name`."""
        g = self.g
        owner = g.parent.get(fn)
        is_method = isinstance(owner, ast.ClassDef)
        callee = owner.name if is_method and fn.name == "__init__" else fn.name  # type: ignore[union-attr]
        out: list[ast.expr] = []
        defaults = _defaults(fn)
        if name in defaults:
            out.append(defaults[name])
        position = index - 1 if is_method else index
        for call in g.calls.get(callee, []):
            given = next((k.value for k in call.keywords if k.arg == name), None)
            if given is None and 0 <= position < len(call.args):
                given = call.args[position]
            if given is not None:
                out.append(given)
        return out

    def attribute(self, e: ast.Attribute) -> Step:
        g = self.g
        if e.attr.isupper() and e.attr in g.constants:  # E.WAIT_SOUND: another module's
            return set(), list(g.constants[e.attr])
        sources = [value for value, _node in g.attr_sets.get(e.attr, [])]  # x.attr = value
        bound = bool(sources)
        for classes in g.classes.values():
            for cls in classes:
                typed = {s.target.id: s.annotation for s in cls.body
                         if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)}
                fields = list(typed)
                for stmt in cls.body:  # a class's own `attr = value`
                    for target, value in _assignments(stmt):
                        if isinstance(target, ast.Name) and target.id == e.attr:
                            bound = True
                            sources += [value] if value is not None else []
                if e.attr in fields:  # a dataclass field: what its constructor is given
                    bound = True
                    if not _may_be_a_name(typed[e.attr]):
                        continue
                    i = fields.index(e.attr)
                    for call in g.calls.get(cls.name, []):
                        given = next((k.value for k in call.keywords if k.arg == e.attr),
                                     call.args[i] if i < len(call.args) else None)
                        sources += [given] if given is not None else []
        return (set() if bound else {("unknown", ast.unparse(e))}), sources

    def call(self, e: ast.Call) -> Step:
        g = self.g
        callee = _callee(e)
        if callee in WORDS:
            return set(), []
        if callee in COPIES and isinstance(e.func, ast.Name):
            return set(), list(e.args)
        if callee == "get" and isinstance(e.func, ast.Attribute):  # TABLE.get(key, default)
            return set(), [e.func.value, *e.args[1:2]]
        if callee in g.classes:
            return set(), []  # an object (a Cue), not a name: its fields are read where used
        if callee in g.functions:  # what the game's own function returns
            return set(), [node.value for fn in g.functions[callee] for node in ast.walk(fn)
                           if isinstance(node, ast.Return) and node.value is not None]
        return {("unknown", ast.unparse(e))}, []


def _name_arg(call: ast.Call) -> ast.expr | None:
    for k in call.keywords:
        if k.arg in NAME_ARGS:
            return k.value
    if _callee(call) == "earcon" and isinstance(call.func, ast.Name) and len(call.args) == 2:
        return call.args[1]  # menu_voice.earcon(app, name)
    return call.args[0] if call.args else None


def _annotation(fn: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> ast.expr | None:
    a = fn.args
    return next((p.annotation for p in (*a.posonlyargs, *a.args, *a.kwonlyargs)
                 if p.arg == name), None)


def _may_be_a_name(annotation: ast.expr | None) -> bool:
    """A value typed as something else (a Cue, a Sequence[Cue]) is an object, not a name."""
    if annotation is None:
        return True
    text = ast.unparse(annotation)
    return any(re.search(rf"\b{t}\b", text) for t in ("str", "Any", "object"))


def _params(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    a = fn.args
    return [p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs)]


def _defaults(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> dict[str, ast.expr]:
    a = fn.args
    positional = [*a.posonlyargs, *a.args]
    out = {p.arg: d for p, d in zip(positional[len(positional) - len(a.defaults):], a.defaults)}
    out.update({p.arg: d for p, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None})
    return out


def read_game(folder: Path) -> Found:
    """The sound names (and name patterns) the modules in `folder` can ask for."""
    return _Reader(_Game(folder)).read()


def resolves(found: Found, known: set[str]) -> tuple[set[str], set[str]]:
    """(names that are no recipe in `known`, patterns no recipe of `known` matches)."""
    missing = set(found.names) - known
    empty = {p for p in found.patterns if not any(re.fullmatch(p, n) for n in known)}
    return missing, empty
