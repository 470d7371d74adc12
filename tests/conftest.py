"""Test setup: headless SDL, and user folders in a temporary place for every test."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests read English unless a test chooses a language (a German desktop must not change
# what they see); a test's choice is undone after it.
os.environ["CASTLE_GAMES_LANG"] = "en"

import pytest


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    """Settings, saves and logs of every test go to its own temporary folder."""
    home = tmp_path / "castle-home"
    monkeypatch.setenv("CASTLE_GAMES_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def _english_again():
    yield
    from castle_games.core import languages

    languages.use(languages.ENGLISH)
