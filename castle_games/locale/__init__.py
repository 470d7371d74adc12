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
    (e.g. `keys = title pitch`). The translator's comment names the key, plus every
    `# TRANSLATORS:` line of the file (which says how the file's words are to be treated,
    such as the residents' names of the box)."""
    wanted = set(str(options.get("keys", "")).split())
    lines = fileobj.read().decode("utf-8").splitlines()
    notes = [line.strip().lstrip("#").strip() for line in lines
             if line.strip().startswith("# TRANSLATORS:")]
    for number, raw in enumerate(lines, start=1):
        found = _LINE.match(raw)
        if found and found.group(1) in wanted:
            value = tomllib.loads(f"v = {found.group(2)}")["v"]
            if value:
                yield number, None, value, [f"{found.group(1)} (declared in TOML)", *notes]
