"""Every line of text on every screen fits, in every language and in the pseudo-language
en-XA (40 % longer than English, accented): no line leaves the picture it is drawn on, and a
line drawn in a widget's box (a button, a row, a panel, a bubble) stays inside that box.
In en-XA every line must also have come through the catalogue (no English left).

The screens: the launcher, the language chooser, Settings, the grown-up gate, the Oops
screen, and for every game its seat setup, rules page, hand-over, pause menu, the table
after a few moves, the game-over panel (and its extra modes, such as Seven Locks by ear).
The canvas is always 1280x720 (a smaller window shows the same canvas scaled), so this
one size is every window size.
"""

from __future__ import annotations

import re

import pygame
import pytest

from castle_games import plugins
from castle_games.core import languages
from castle_games.ui import screenshot, theme
from castle_games.ui.app import App
from castle_games.ui.scene import CANVAS_SIZE

LANGS = [*languages.LANGUAGES, languages.PSEUDO]
SLACK = 2  # pixels: antialiased letters may touch a box's edge


def scenes() -> list[tuple[str, int, str | None]]:
    found: list[tuple[str, int, str | None]] = [
        ("launcher", 0, None), ("languages", 0, None), ("settings", 0, None),
        ("gate", 0, None), ("oops", 0, None), ("fame", 0, None)]
    for game in plugins.ids():
        found += [(f"setup:{game}", 0, None), (f"rules:{game}", 0, None),
                  (f"handover:{game}", 0, None), (f"pause:{game}", 0, None),
                  (game, 8, None), (game, 30, None), (f"gameover:{game}", 0, None)]
        found += [(game, 8, mode.flag) for mode in plugins.manifest(game).modes]
        # the guided first game (its first step, a later one, its end) and a hint on show
        found += [(f"tutorial:{game}", 0, None), (f"tutorial:{game}", 3, None),
                  (f"tutorial:{game}", 99, None), (f"hint:{game}", 0, None)]
    return found


def drawn_lines(lang: str, scene: str, moves: int, mode: str | None) -> list[theme.DrawnText]:
    languages.use(lang)
    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    app.mode = mode
    with theme.recording_text() as drawn:
        if scene == "languages":
            from castle_games.ui.language_choice import LanguageScene

            app.push(LanguageScene(app))
        else:
            screenshot.build(app, scene, 1, moves)
        for _frame in range(4):
            app.step_frame(1 / 60)
    return list(drawn)


def english_left(lines: list[theme.DrawnText]) -> list[str]:
    """In en-XA every catalogue message comes out accented: a line with a plain letter left
    (apart from the seats' names, key letters, the languages named in themselves and the
    version line) is a word that never went through the catalogue."""
    from castle_games.core.seats import DEFAULT_NAMES

    proper = {*DEFAULT_NAMES, *languages.LANGUAGES.values(), languages.PSEUDO}
    left = []
    for line in lines:
        if line.message in proper or line.message.startswith("Castle Games "):
            continue
        words = [w for w in re.split(r"[^\w]+", line.message)
                 if w and w not in proper and not (len(w) == 1 and w.isupper())]
        if any(re.search("[aceinosuyzACEINOSUYZ]", w) for w in words):
            left.append(line.message)
    return left


def misfits(lines: list[theme.DrawnText]) -> list[str]:
    bad = []
    for line in lines:
        picture = pygame.Rect((0, 0), line.surface_size).inflate(2 * SLACK, 2 * SLACK)
        if not picture.contains(line.rect):
            bad.append(f"{line.message!r} at {tuple(line.rect)} leaves its picture "
                       f"{line.surface_size}")
        box = line.within
        if box is not None and not box.inflate(2 * SLACK, 2 * SLACK).contains(line.rect):
            bad.append(f"{line.message!r} at {tuple(line.rect)} runs out of its box "
                       f"{tuple(box)}")
    return bad


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_fits_its_box_and_the_picture(lang):
    problems = []
    counted = 0
    for scene, moves, mode in scenes():
        lines = drawn_lines(lang, scene, moves, mode)
        counted += len(lines)
        label = f"{scene} --moves {moves}" + (f" --{mode}" if mode else "")
        problems += [f"{label}: {p}" for p in misfits(lines)]
        if lang == languages.PSEUDO:
            problems += [f"{label}: {t!r} is not in the catalogue" for t in english_left(lines)]
    assert counted > 500, "the screens drew almost no text: the recording is broken"
    assert not problems, f"{len(problems)} lines do not fit in {lang}:\n" + "\n".join(
        problems[:25])


def test_a_new_language_shows_on_the_next_frame_without_a_restart():
    """The language button: choose Deutsch, and the very next frame of the launcher and of
    a game's setup says its words in German; the choice is remembered in the settings."""
    from castle_games.ui.language_choice import LanguageScene

    german = languages.catalogue_for("de")
    languages.use("en")
    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    app.step_frame(1 / 60)
    app.top.language_button.activate()
    assert isinstance(app.top, LanguageScene)
    app.top.buttons["de"].activate()
    with theme.recording_text() as drawn:
        app.step_frame(1 / 60)
    words = {line.message for line in drawn}
    assert german.gettext("Settings") in words and "Settings" != german.gettext("Settings")
    assert app.settings.language == "de"
    from castle_games.ui.setup import SetupScene

    app.push(SetupScene(app, plugins.ids()[0]))
    with theme.recording_text() as drawn:
        app.step_frame(1 / 60)
    words = {line.message for line in drawn}
    assert german.gettext("Who is playing?") in words and "Who is playing?" not in words
