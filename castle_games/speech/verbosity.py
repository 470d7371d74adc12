"""How many words the games say (Settings.verbosity): short, normal or detailed.

Every said line has a detail level: ESSENTIAL lines are said at every verbosity, EXTRA
lines (a prompt's "click Roll or press Space", the menu item under the mouse, each letter
typed, which a screen reader says itself) from "normal" on, DETAILED lines (long
descriptions) at "detailed" only. A sentence of a prompt is marked with `extra(...)` or
`detailed(...)` where the game writes it: it stays a plain string for the screen, and
`spoken_words` leaves it out of what is said when the verbosity is lower.
"""

from __future__ import annotations

from collections.abc import Iterable

from castle_games.core.languages import N_

ESSENTIAL, EXTRA, DETAILED = 0, 1, 2
# Settings.verbosity -> the highest detail level said.
LEVELS: dict[str, int] = {"short": ESSENTIAL, "normal": EXTRA, "detailed": DETAILED}
NAMES: dict[str, str] = {"short": N_("short"), "normal": N_("normal"),
                         "detailed": N_("detailed")}
DEFAULT = "normal"


class Marked(str):
    """A sentence with a detail level above ESSENTIAL (see `extra`, `detailed`)."""

    detail = EXTRA


class _Detailed(Marked):
    detail = DETAILED


def extra(text: str) -> str:
    """`text`, said from verbosity "normal" on (a way to do it: "click Roll or press Space")."""
    return Marked(text)


def detailed(text: str) -> str:
    """`text`, said at verbosity "detailed" only (a long description)."""
    return _Detailed(text)


def detail_of(text: str) -> int:
    return int(getattr(text, "detail", ESSENTIAL))


def level(verbosity: str) -> int:
    """The highest detail level said at `verbosity` (an unknown name: normal)."""
    return LEVELS.get(verbosity, LEVELS[DEFAULT])


def following(verbosity: str) -> str:
    """The verbosity after `verbosity`, round: short, normal, detailed, short..."""
    names = list(LEVELS)
    index = names.index(verbosity) if verbosity in names else names.index(DEFAULT)
    return names[(index + 1) % len(names)]


def spoken_words(words: Iterable[str], verbosity: str) -> str:
    """The sentences of a prompt said at `verbosity`, as one line."""
    top = level(verbosity)
    return " ".join(w for w in words if w and detail_of(w) <= top)
