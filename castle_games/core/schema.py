"""Dataclass schemas for the files the program owns: the field types are the schema.

`conform(value, hint)` checks a JSON value against a type hint (bool, int, float, str,
None, Any, list[X], dict[str, X], X | Y, Literal[...], Annotated[X, Range(lo, hi)]) and
raises `SchemaError` naming where and why; `from_data(cls, data)` builds a dataclass from
a JSON object field by field. Standard library only (typing's own introspection): the
shapes are few and small, so a dependency would not pay for itself.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")

JSONScalar = bool | int | float | str | None


class SchemaError(ValueError):
    """A value that does not fit its schema; `str(exc)` names the place and the reason."""


@dataclass(frozen=True)
class Range:
    """Annotated[int, Range(1, 9)]: the number must lie in lo..hi (either may be None)."""

    lo: float | None = None
    hi: float | None = None


def _name(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint).replace("typing.", "")


def conform(value: Any, hint: Any, where: str = "value") -> Any:
    """`value` if it fits `hint` (an int given for a float becomes a float), else SchemaError."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return value
    if origin is typing.Annotated:
        base, *extras = typing.get_args(hint)
        value = conform(value, base, where)
        for extra in extras:
            if isinstance(extra, Range):
                if extra.lo is not None and value < extra.lo:
                    raise SchemaError(f"{where} is {value}, below {extra.lo}")
                if extra.hi is not None and value > extra.hi:
                    raise SchemaError(f"{where} is {value}, above {extra.hi}")
        return value
    if origin is typing.Literal:
        allowed = typing.get_args(hint)
        if value in allowed and type(value) in {type(a) for a in allowed}:
            return value
        raise SchemaError(f"{where} is {value!r}, not one of {', '.join(map(repr, allowed))}")
    if origin in (typing.Union, types.UnionType):
        for option in typing.get_args(hint):
            try:
                return conform(value, option, where)
            except SchemaError:
                continue
        raise SchemaError(f"{where} is {_kind(value)}, not {_name(hint)}")
    if hint is None or hint is type(None):
        if value is None:
            return None
        raise SchemaError(f"{where} is {_kind(value)}, not empty")
    if hint is bool:
        if isinstance(value, bool):
            return value
    elif hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif hint is float:
        if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
            return float(value)
    elif hint is str:
        if isinstance(value, str):
            return value
    elif origin is list:
        (item,) = typing.get_args(hint) or (Any,)
        if isinstance(value, list):
            return [conform(v, item, f"{where}[{i}]") for i, v in enumerate(value)]
    elif origin is dict:
        key_hint, item = typing.get_args(hint) or (str, Any)
        if isinstance(value, dict):
            return {conform(k, key_hint, f"a key of {where}"): conform(v, item, f"{where}.{k}")
                    for k, v in value.items()}
    elif dataclasses.is_dataclass(hint) and isinstance(hint, type):
        return from_data(hint, value, where)
    else:  # pragma: no cover - a schema written with a type this module does not know
        raise TypeError(f"schema type {hint!r} is not supported")
    raise SchemaError(f"{where} is {_kind(value)}, not {_name(hint)}")


def _kind(value: Any) -> str:
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return f"{str(value).lower()} (yes/no)"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value[:20]!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__


def from_data(cls: type[T], data: Any, where: str = "the file") -> T:
    """A `cls` (a dataclass) from a JSON object: every field checked against its type;
    fields with defaults may be missing, unknown keys are ignored."""
    if not isinstance(data, dict):
        raise SchemaError(f"{where} is {_kind(data)}, not a table")
    hints = typing.get_type_hints(cls, include_extras=True)
    given: dict[str, Any] = {}
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if f.name in data:
            given[f.name] = conform(data[f.name], hints[f.name], f.name)
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise SchemaError(f"{f.name} is missing")
    return cls(**given)


def depth(value: Any, limit: int) -> int:
    """How deeply lists and tables nest in `value` (without recursion); stops past `limit`."""
    deepest = 0
    todo: list[tuple[Any, int]] = [(value, 1)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, level)
            if deepest > limit:
                return deepest
            children = item.values() if isinstance(item, dict) else item
            todo.extend((child, level + 1) for child in children)
    return deepest
