"""The 20 residents of Schloss Schlotterstein: names, looks in words, and drawing hints.

The residents themselves are data, in residents.toml beside this file (the box's own names,
as the family's language will want them); this module reads them once. Their `name`,
`what` and `looks` are English catalogue messages (babel.cfg extracts them from the TOML);
the rules and saves use `name` as the resident's id, and the screen shows `called(name)`,
the name in the language in use.

No pygame here: the rules, the deck and the bots use the names; `art.py` draws them. Every
resident has its own silhouette, its own main colour and one prop a child knows at a glance
(the knight's plume and sword, the cook's tall white hat and spoon, the owl's big eyes), so
that each stays recognisable when small or half hidden behind a sofa.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources

from castle_games.core.languages import _

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Resident:
    key: str          # short id for files and caches: 'ritter'
    name: str         # what the players say and the actions use: 'Ritter Rudi'
    what: str         # who they are, for the guide and screen readers: 'the knight'
    looks: str        # how to recognise them
    colour: RGB       # main colour (the card frame of their resident card uses it too)
    aspect: float     # width / height of the figure's box on a ghost card
    flyer: bool = False  # may sit on a perch or fly high up on the wall

    def __repr__(self) -> str:
        return f"Resident({self.name!r})"


def _declared() -> tuple[Resident, ...]:
    """The residents as residents.toml (beside this file) lists them, in the box's order."""
    text = resources.files(__package__).joinpath("residents.toml").read_text(encoding="utf-8")
    return tuple(
        Resident(r["key"], r["name"], r["what"], r["looks"], tuple(r["colour"]),
                 float(r["aspect"]), bool(r.get("flyer", False)))
        for r in tomllib.loads(text)["resident"])


RESIDENTS: tuple[Resident, ...] = _declared()

NAMES: tuple[str, ...] = tuple(r.name for r in RESIDENTS)
BY_NAME: dict[str, Resident] = {r.name: r for r in RESIDENTS}
BY_KEY: dict[str, Resident] = {r.key: r for r in RESIDENTS}


def called(name_or_key: str) -> str:
    """The resident's name as the players read and hear it, in the language in use."""
    # TRANSLATORS: the residents' names (residents.toml) are the German box's own names
    # ("Ritter Rudi", "Köchin Käthe"): keep them as the box has them, a rhyme of role and
    # name, unless your own edition of the box calls them otherwise.
    return _(resident(name_or_key).name)


def resident(name_or_key: str) -> Resident:
    """A resident by name ('Ritter Rudi') or key ('ritter'); KeyError names the unknown one."""
    found = BY_NAME.get(name_or_key) or BY_KEY.get(name_or_key)
    if found is None:
        raise KeyError(f"there is no castle resident called {name_or_key!r}")
    return found
