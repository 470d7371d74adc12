"""A scene is one screen of the app; the app keeps a stack of them.

Coordinates are always those of the logical 1280x720 canvas: the app scales the canvas to
the window (letterboxed) and translates mouse positions before a scene sees them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from castle_games.ui.app import App

CANVAS_SIZE = (1280, 720)


class Scene:
    # An opaque scene hides the ones below; an overlay (pause menu) lets them show through.
    opaque: bool = True

    def __init__(self, app: App) -> None:
        self.app = app

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def on_exit(self) -> None:
        """Called when the scene is popped or replaced."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event; mouse positions are canvas coordinates."""

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds (the app calls this every frame)."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Draw onto the 1280x720 canvas."""
