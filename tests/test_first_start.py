"""The first start asks once about Read aloud, in words said aloud and a picture; the
answer is the setting, remembered, and the question never comes again."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import press

from castle_games.core.settings import load_settings
from castle_games.ui.app import App
from castle_games.ui.first_start import ReadAloudQuestion
from castle_games.ui.launcher import Launcher


def first_start(**kw) -> App:
    app = App(headless=True, audio=False, ask_first=True, **kw)
    app.step_frame()
    app.step_frame()
    return app


@pytest.mark.parametrize("keys,answer", [([pygame.K_RETURN], True),
                                         ([pygame.K_TAB, pygame.K_RETURN], False),
                                         ([pygame.K_ESCAPE], False)])
def test_the_first_start_asks_once_and_remembers(keys, answer):
    app = first_start()
    assert isinstance(app.top, ReadAloudQuestion)
    said = " ".join(line.text for line in app.voice.record)
    assert "read every word aloud" in said  # said although Read aloud is still off
    for key in keys:
        press(app, key)
        app.step_frame()
    assert isinstance(app.top, Launcher)
    assert app.settings.read_aloud is answer
    assert load_settings().settings.read_aloud is answer
    again = first_start()
    assert isinstance(again.top, Launcher)  # asked once only


def test_a_computer_that_has_settings_is_not_asked(tmp_path):
    first = App(headless=True, audio=False)  # (a start before this question existed)
    first.save_settings()
    app = first_start()
    assert isinstance(app.top, Launcher) and app.settings.read_aloud is False


def test_the_question_shows_its_picture_and_words_in_every_language():
    for code in ("en", "de", "pl", "cs"):
        app = first_start(language=code)
        assert isinstance(app.top, ReadAloudQuestion)
        app.step_frame()
        box = app.top.box
        reds = sum(1 for x in range(box.centerx - 110, box.centerx, 4)
                   for y in range(box.top + 30, box.top + 140, 4)
                   if app.canvas.get_at((x, y))[:3] == (206, 64, 74))
        assert reds > 20  # the mouth: the question has a picture a child understands
