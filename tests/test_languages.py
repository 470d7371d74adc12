"""Choosing the language: the system's on first start, the one chosen in Settings or on
the launcher remembered, `--lang` and CASTLE_GAMES_LANG for every command; counted words
by the language's own rule; the pseudo-language keeps every placeholder; a refused move is
told in the language in use."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from castle_games.core import languages
from castle_games.core.contract import IllegalAction
from castle_games.core.languages import N_

CLI = [sys.executable, "-m", "castle_games"]


def run(args, **env):
    full = dict(os.environ, **env)
    for key, value in env.items():
        if value is None:
            full.pop(key)
    return subprocess.run(CLI + args, capture_output=True, text=True, timeout=120, env=full)


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANGUAGE": "pl:en", "LANG": "en_US.UTF-8"}, "pl"),
    ({"LC_ALL": "cs_CZ.UTF-8"}, "cs"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),     # not one of ours: English
    ({"LANG": "C"}, "en"),
])
def test_the_first_start_speaks_the_systems_language(monkeypatch, environ, expected):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", languages.ENV):
        monkeypatch.delenv(var, raising=False)
    for var, value in environ.items():
        monkeypatch.setenv(var, value)
    monkeypatch.setattr(languages.locale, "getlocale", lambda *a: (None, None))
    assert languages.choose(None, "") == expected


def test_asked_beats_the_environment_which_beats_the_remembered_choice(monkeypatch):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    monkeypatch.delenv(languages.ENV, raising=False)
    assert languages.choose(None, "cs") == "cs"
    monkeypatch.setenv(languages.ENV, "pl")
    assert languages.choose(None, "cs") == "pl"
    assert languages.choose("de", "cs") == "de"
    with pytest.raises(languages.UnknownLanguage, match="no language 'xx'"):
        languages.choose("xx")


def test_the_pseudo_language_is_longer_and_keeps_its_placeholders():
    english = "{player} takes key {key} from the table"
    fake = languages.pseudo(english)
    assert "{player}" in fake and "{key}" in fake
    def words(text: str) -> int:
        return len(text.replace("{player}", "").replace("{key}", "").replace(" ", ""))
    assert words(fake) >= 1.4 * words(english)
    outside = fake.replace("{player}", "").replace("{key}", "")
    assert not any(c in outside for c in "aeiou")  # every plain vowel is accented
    assert fake.format(player="Anna", key="C").startswith("«Anna")


def test_a_refused_move_is_told_in_the_language_in_use():
    from castle_games.core.seats import Seat
    from castle_games.games.knobelschatz.rules import GAME

    state = GAME.new([Seat("Anna", "red"), Seat("Ben", "blue")], seed=3, options={})
    wrong = next(a for a in state.legal_actions())
    state.apply(wrong)  # the roll; now rolling again is refused
    with pytest.raises(IllegalAction) as caught:
        state.apply(wrong)
    english = str(caught.value)
    languages.use("de")
    german = caught.value.told()
    assert german and german != english
    assert german == languages.catalogue_for("de").gettext(caught.value.reason).format(
        **{k: languages._(v) if isinstance(v, str) else v
           for k, v in caught.value.fields.items()})


def test_illegal_action_keeps_data_and_english_for_the_log():
    exc = IllegalAction(N_("no die left showing {face}"), face=N_("the dog"))
    assert str(exc) == "no die left showing the dog"
    assert exc.reason == "no die left showing {face}" and exc.fields == {"face": "the dog"}


def test_every_command_takes_lang_before_or_after_it(tmp_path):
    pictures = {}
    for code in ("en", "de"):
        out = tmp_path / f"{code}.png"
        result = run(["--lang", code, "screenshot", "launcher", "--out", str(out)])
        assert result.returncode == 0, result.stderr
        pictures[code] = out.read_bytes()
    out = tmp_path / "after.png"
    result = run(["screenshot", "launcher", "--lang", "de", "--out", str(out)])
    assert result.returncode == 0, result.stderr
    assert out.read_bytes() == pictures["de"] != pictures["en"]
    out = tmp_path / "env.png"
    result = run(["screenshot", "launcher", "--out", str(out)], CASTLE_GAMES_LANG="de")
    assert result.returncode == 0 and out.read_bytes() == pictures["de"]


def test_an_unknown_language_is_one_clear_line(tmp_path):
    result = run(["--lang", "klingon", "screenshot", "launcher", "--out",
                  str(tmp_path / "x.png")])
    assert result.returncode == 2
    assert "no language 'klingon'" in result.stderr and "Traceback" not in result.stderr
    result = run(["play", "--lang", "xx"])
    assert result.returncode == 2 and "no language 'xx'" in result.stderr


def test_the_choice_is_remembered_and_comes_back_on_the_next_start(monkeypatch):
    from castle_games.ui.app import App
    from castle_games.ui.scene import CANVAS_SIZE
    from castle_games.ui.settings_screen import SettingsScene

    monkeypatch.delenv(languages.ENV, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    app = App(headless=True, size=CANVAS_SIZE, audio=False, fullscreen=False)
    assert languages.current() == "de"  # first start: the system's
    app.push(SettingsScene(app))
    row = app.top.language
    while row.value != "cs":
        row.cycle(1)
    assert languages.current() == "cs" and app.settings.language == "cs"
    languages.use("en")
    App(headless=True, size=CANVAS_SIZE, audio=False, fullscreen=False)
    assert languages.current() == "cs"  # remembered over the system's German


@pytest.mark.parametrize("code, decimal, day", [
    ("en", "1,234.5", "Nov 3, 2026"),
    ("de", "1.234,5", "03.11.2026"),
    ("pl", "1\xa0234,5", "3 lis 2026"),
    ("cs", "1\xa0234,5", "3. 11. 2026"),
])
def test_numbers_and_dates_are_written_the_languages_way(code, decimal, day):
    languages.use(code)
    assert languages.number(1234.5, 1) == decimal
    assert languages.number(12) == "12"
    assert languages.date(2026, 11, 3) == day


def test_the_saved_games_list_counts_moves_by_the_plural_rule():
    """"1 ruch, 2 ruchy, 5 ruchów": the saved-games line in Polish takes three forms."""
    from pathlib import Path

    from castle_games.core.saves import SavedSummary
    from castle_games.core.seats import Seat
    from castle_games.ui.saved_games import describe

    languages.use("pl")
    lines = {}
    seats = (Seat("Anna", "red"), Seat("Ben", "blue"))
    for moves in (1, 2, 5):
        summary = SavedSummary(Path("x.json"), "knobelschatz", seats, "2026-11-03T10:00:00",
                               moves)
        lines[moves] = describe(summary).split(" · ")[1]
    assert len(set(w.split()[1] for w in lines.values())) == 3, lines
