"""A scene is one screen of the app; the app keeps a stack of them.

Coordinates are always those of the logical 1280x720 canvas: the app scales the canvas to
the window (letterboxed) and translates mouse positions before a scene sees them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

CANVAS_SIZE = (1280, 720)
# The smallest window: the canvas at three quarters, where the smallest letters allowed
# (a 9-pixel capital on the canvas) stand 7 pixels tall on the screen, still readable;
# it fits a 1024x600 netbook's screen with its title bar. Larger windows letterbox.
SMALLEST_WINDOW = (960, 540)

# Frames a second a scene asks for while no input comes (`Scene.frame_rate`): the app
# draws at SMOOTH while anything moves, and otherwise waits for input, waking at the rate
# the slow ambient things need (a torch's flicker, a glowing choice, a blinking cursor).
SMOOTH = 60.0
AMBIENT = 8.0   # torches, sparkles: motion that should still look alive
GLOW = 5.0      # a slow throb (0.8 a second) of the choices a person may take
BLINK = 4.0     # a text cursor blinking twice a second
STILL = 0.0     # nothing moves: drawn again only after input (or a wake-up a second)


class Host(Protocol):
    """What a scene may ask of the app that shows it (ui.app.App keeps this promise).

    Declared here, below every scene, so that no scene imports the app: the app imports
    the scenes, never the other way round."""

    settings: Any
    audio: Any
    persist: bool
    mode: str | None
    session: Any
    time: float

    @property
    def top(self) -> Scene | None: ...
    def push(self, scene: Scene) -> None: ...
    def pop(self) -> Scene | None: ...
    def replace(self, scene: Scene) -> None: ...
    def notify(self, text: str, seconds: float = 3.0) -> None: ...
    def banner(self, text: str) -> None: ...
    def start_game(self, session: Any) -> None: ...
    def handover(self, seat: int, then: Callable[[], None]) -> None: ...
    def pause(self) -> None: ...
    def game_over(self, session: Any = None) -> None: ...
    def forget_autosave(self, session: Any = None) -> None: ...
    def play_again(self) -> None: ...
    def rules_page(self, game_id: str) -> None: ...
    def open_setup(self, game_id: str) -> None: ...
    def show_log(self) -> None: ...
    def tell_while_away(self, seat: int) -> None: ...
    def open_settings(self) -> None: ...
    def save_settings(self) -> None: ...
    def set_language(self, code: str) -> None: ...
    def speak(self, text: str, priority: int = 2, *, always: bool = False,
              language: str | None = None) -> None: ...
    def apply_settings(self) -> None: ...
    def back_to_launcher(self) -> None: ...
    def saved_games(self) -> list[Any]: ...
    # the saved games of a newer Castle Games that saved_games() found (not resumable)
    newer_saves: list[Any]
    def resume_saved(self, path: Any) -> None: ...
    def delete_saved(self, path: Any) -> None: ...
    def quit(self) -> None: ...


class Scene:
    # An opaque scene hides the ones below; an overlay (pause menu) lets them show through.
    opaque: bool = True

    def __init__(self, app: Host) -> None:
        self.app = app

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def on_exit(self) -> None:
        """Called when the scene is popped or replaced."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event; mouse positions are canvas coordinates."""

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds (the app calls this every frame)."""

    def frame_rate(self) -> float:
        """Frames a second this scene needs now without input: SMOOTH while anything moves
        (an animation, physics, a clock that paces a computer or times a sound), a low
        rate for ambient motion, STILL when the picture only changes on input. The app
        asks the top scene before every frame; the safe default is SMOOTH."""
        return SMOOTH

    def draw(self, canvas: pygame.Surface) -> None:
        """Draw onto the 1280x720 canvas."""
