"""Shared helpers for the UI tests (no tests here): a headless app, synthetic input."""

from __future__ import annotations

import pygame

from castle_games.ui.app import App


def make_app(size: tuple[int, int] = (1280, 720)) -> App:
    return App(headless=True, size=size, audio=False)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """A press and release at window coordinates, as the loop would hand them over."""
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def press(app: App, key: int, mod: int = 0, unicode: str = "") -> None:
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
    app.feed(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))


def type_text(app: App, text: str) -> None:
    for ch in text:
        app.feed(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def open_settings(app: App) -> None:
    """Through the grown-up gate, as a grown-up does: press and hold, then let go."""
    from castle_games.ui.gate import HOLD_SECONDS

    app.open_settings()
    gate = app.top
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=gate.button.center, button=1))
    for _ in range(int(HOLD_SECONDS * 60) + 5):
        app.step_frame(1 / 60)
        if app.top is not gate:
            break
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=gate.button.center, button=1))
