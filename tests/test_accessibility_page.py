"""docs/ACCESSIBILITY.md stays true: every test it names as keeping a point true exists, and
the points it makes that no other test holds are held here (the smallest window)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from castle_games.ui.app import App
from castle_games.ui.scene import CANVAS_SIZE, SMALLEST_WINDOW

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "ACCESSIBILITY.md"
NAMED = re.compile(r"`(tests/[\w/]+\.py)(?:::(\w+))?`")


def test_every_test_the_page_names_exists():
    named = NAMED.findall(PAGE.read_text(encoding="utf-8"))
    assert len(named) > 20, "the page names almost no tests: the pattern is broken"
    missing = []
    for path, name in named:
        source = ROOT / path
        if not source.is_file():
            missing.append(path)
        elif name and not re.search(rf"^def {name}\(", source.read_text(encoding="utf-8"),
                                    re.MULTILINE):
            missing.append(f"{path}::{name}")
    assert not missing, f"ACCESSIBILITY.md names tests that do not exist: {missing}"


def test_the_readme_links_the_page():
    assert "docs/ACCESSIBILITY.md" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_window_stops_at_the_smallest_readable_size():
    """A window dragged smaller than 960x540 stays 960x540: the canvas is drawn at 3/4 or
    more, so a 9-pixel capital is never under 7 pixels on the screen."""
    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    app.step_frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=400, h=240, size=(400, 240)))
    app.step_frame(1 / 60)
    width, height = app._windowed_size
    assert (width, height) == SMALLEST_WINDOW
    assert min(width / CANVAS_SIZE[0], height / CANVAS_SIZE[1]) * 9 >= 6.75
