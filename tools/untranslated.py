"""List the words drawn on screen that did not go through the catalogue.

Renders scenes headless in the pseudo-language en-XA (every catalogue message comes out
accented inside «...») and prints each line of text drawn with a letter left unaccented: a word that
a German, Polish or Czech family would still see in English. Proper names (the seats'
default names, numbers) are left out.

    python tools/untranslated.py                 # every scene of every game
    python tools/untranslated.py seven-locks     # one game's scenes (and the shell's)
"""

from __future__ import annotations

import os
import re
import sys
from collections import Counter

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def scene_names(games: list[str]) -> list[tuple[str, int, str | None]]:
    from castle_games import plugins

    names: list[tuple[str, int, str | None]] = [("launcher", 0, None), ("settings", 0, None),
                                                ("oops", 0, None)]
    for game in games:
        names += [(f"setup:{game}", 0, None), (f"rules:{game}", 0, None),
                  (f"handover:{game}", 0, None), (f"pause:{game}", 0, None),
                  (f"gameover:{game}", 0, None)]
        names += [(game, moves, None) for moves in (0, 3, 8, 20, 40)]
        for mode in plugins.manifest(game).modes:
            names.append((game, 8, mode.flag))
    return names


def unmarked(scene: str, moves: int = 0, mode: str | None = None, seed: int = 1) -> list[str]:
    """The lines drawn in `scene` that carry no catalogue mark."""
    from castle_games.core import languages
    from castle_games.core.seats import DEFAULT_NAMES
    from castle_games.ui import screenshot, theme
    from castle_games.ui.app import App
    from castle_games.ui.scene import CANVAS_SIZE

    languages.use(languages.PSEUDO)
    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    app.mode = mode
    with theme.recording_text() as drawn:
        screenshot.build(app, scene, seed, moves)
        for _ in range(4):
            app.step_frame(1 / 60)
    names = set(DEFAULT_NAMES)
    found = []
    for line in drawn:
        text = line.message
        # The pseudo-language replaces these letters; one left is a word not translated
        # (a wrapped paragraph's middle lines carry no « », but their letters are accented).
        # (A single capital is a key's letter, printed on the key, not a word.)
        words = [w for w in re.split(r"[^\w]+", text)
                 if w and w not in names and not (len(w) == 1 and w.isupper())]
        if any(re.search("[aceinosuyzACEINOSUYZ]", w) for w in words):
            found.append(text)
    return found


def main(argv: list[str]) -> int:
    from castle_games import plugins

    games = argv or list(plugins.ids())
    total: Counter[str] = Counter()
    for scene, moves, mode in scene_names(games):
        lines = unmarked(scene, moves, mode)
        if lines:
            label = f"{scene} --moves {moves}" + (f" --{mode}" if mode else "")
            print(f"== {label}")
            for text in sorted(set(lines)):
                print(f"   {text!r}")
        total.update(set(lines))
    print(f"{len(total)} different unmarked lines")
    return 1 if total else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
