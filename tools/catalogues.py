"""The translators' commands in one place: Babel's own `pybabel`, with this project's paths.

    python tools/catalogues.py extract     # castle_games/locale/castle_games.pot from the code
    python tools/catalogues.py update      # extract, then merge the new messages into every .po
    python tools/catalogues.py compile     # every .po -> its .mo (the files the games read)
    python tools/catalogues.py init xx     # start a new language (see docs/TRANSLATING.md)

Each line runs `pybabel` with the arguments printed first, so the same can be typed by hand.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface

ROOT = Path(__file__).resolve().parent.parent
LOCALE = "castle_games/locale"
POT = f"{LOCALE}/castle_games.pot"
DOMAIN = "castle_games"


def pybabel(*args: str) -> None:
    print("pybabel", " ".join(args))
    CommandLineInterface().run(["pybabel", "-q", *args])


def extract() -> None:
    pybabel("extract", "-F", "babel.cfg", "-c", "TRANSLATORS:", "--sort-by-file",
            "--project", "castle-games", "--copyright-holder", "the Castle Games authors",
            "--msgid-bugs-address", "castle-games@example.org", "-w", "96", "-o", POT, ".")


def update() -> None:
    extract()
    pybabel("update", "-i", POT, "-d", LOCALE, "-D", DOMAIN, "--no-fuzzy-matching",
            "--ignore-obsolete", "-w", "96")


def compile_() -> None:
    pybabel("compile", "-d", LOCALE, "-D", DOMAIN, "--statistics")


def init(lang: str) -> None:
    pybabel("init", "-i", POT, "-d", LOCALE, "-D", DOMAIN, "-l", lang, "-w", "96")


def main(argv: list[str]) -> int:
    import os

    os.chdir(ROOT)
    if not argv or argv[0] not in ("extract", "update", "compile", "init"):
        print(__doc__)
        return 2
    if argv[0] == "init":
        if len(argv) != 2:
            print("init takes a language code, e.g. init it")
            return 2
        extract()
        init(argv[1])
    else:
        {"extract": extract, "update": update, "compile": compile_}[argv[0]]()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
