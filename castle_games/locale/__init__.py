"""The games' gettext catalogues, one folder per language (<lang>/LC_MESSAGES/castle_games.po
and the compiled .mo the program reads), and the Babel extractor for the words the games
declare as data in TOML files (game.toml, residents.toml).

The catalogue template castle_games.pot is made by `pybabel extract -F babel.cfg`;
docs/TRANSLATING.md says how a language is added, updated and compiled.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from typing import IO, Any

_LINE = re.compile(r'^\s*([A-Za-z_]+)\s*=\s*("(?:[^"\\]|\\.)*")\s*(?:#.*)?$')


def extract_toml(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                 options: dict[str, Any]) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """Babel extraction method: the string values of the keys named in the `keys` option
    (e.g. `keys = title pitch`); the key is the translator's comment."""
    wanted = set(str(options.get("keys", "")).split())
    for number, raw in enumerate(fileobj.read().decode("utf-8").splitlines(), start=1):
        found = _LINE.match(raw)
        if found and found.group(1) in wanted:
            value = tomllib.loads(f"v = {found.group(2)}")["v"]
            if value:
                yield number, None, value, [f"{found.group(1)} (declared in TOML)"]
