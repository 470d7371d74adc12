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


class TableHost(Protocol):
    """What a game's scene may ask of the app that shows it: the whole promise, so that a
    scene never has to look whether the app has a thing (ui.app.App keeps it, and so does
    the tests' stand-in, tests/tablekit.py). No Session: a game scene sees its table model.

    Declared here, below every scene, so that no scene imports the app: the app imports
    the scenes, never the other way round."""

    settings: Any
    mode: str | None     # the game's extra way to play (its manifest's modes), or None
    headless: bool       # no real window (tests, pictures): nothing worth rendering ahead
    wants_sound: bool    # sound was asked for (a silent mixer then means no sound device)
    time: float
    toasts: Any          # ui/toast.py's Toasts: the notes over the table, said with a prompt

    @property
    def audio(self) -> Any: ...
    @property
    def voice(self) -> Any:
        """The app's voice (speech/voice.py), made on first use."""
    def existing_voice(self) -> Any | None:
        """The voice if it was made, else None: looking never makes one."""
    @property
    def top(self) -> Scene | None: ...
    def push(self, scene: Scene) -> None: ...
    def pop(self) -> Scene | None: ...
    def replace(self, scene: Scene) -> None: ...
    def notify(self, text: str, seconds: float = 3.0) -> None: ...
    def refusal(self, text: str) -> None: ...
    def speak(self, text: str, priority: int = 2, *, always: bool = False,
              language: str | None = None, detail: int = 0) -> None: ...
    def in_a_mode(self) -> bool: ...
    def handover(self, seat: int, then: Callable[[], None]) -> None: ...
    def tell_while_away(self, seat: int) -> None: ...
    def pause(self) -> None: ...
    def game_over(self) -> None: ...
    def forget_autosave(self) -> None: ...
    def show_table_again(self, old: Scene, new: Scene) -> None:
        """A take-back's fresh table in the old one's place (the same game, the same
        screen): every game's picture is built from its table model, so a new scene shows
        the game exactly as it now stands."""
    def play_again(self) -> None: ...
    def rules_page(self, game_id: str) -> None: ...
    def open_settings(self) -> None: ...
    def open_setup(self, game_id: str) -> None: ...
    def back_to_launcher(self) -> None: ...
    def save_settings(self) -> None: ...
    def apply_settings(self) -> None: ...
    def quit(self) -> None: ...


class Host(TableHost, Protocol):
    """What the shell's own screens (launcher, seat setup, menus, settings) may ask of the
    app besides what a table may: starting and resuming games, the window, the language."""

    persist: bool        # False: the player's files are never read or written (pictures)
    frames: int          # frames drawn so far (0: the first is still to come)
    fullscreen: bool
    launcher_visits: int  # the launcher said itself in full once; later its name only
    game_scene: Scene | None
    # the saved games of a newer Castle Games that saved_games() found (not resumable)
    newer_saves: list[Any]

    def set_fullscreen(self, on: bool) -> None: ...
    def start_game(self, session: Any) -> None: ...
    def banner(self, text: str) -> None: ...
    def show_log(self) -> None: ...
    def set_language(self, code: str) -> None: ...
    def use_voice(self, choice: str) -> None: ...
    def use_screen_reader(self, on: bool) -> None: ...
    def apply_sound_settings(self) -> None:
        """The volumes and mono, heard at once (by a mixer already made; none is made)."""
    def saved_games(self) -> list[Any]: ...
    def resume_saved(self, path: Any) -> None: ...
    def delete_saved(self, path: Any) -> None: ...


class Scene:
    # An opaque scene hides the ones below; an overlay (pause menu) lets them show through.
    opaque: bool = True
    # The part of the picture a panel over this scene leaves clear (a game's end is about
    # it: the lifted board with its blocked slots); None: the panel may go anywhere.
    keep_clear: pygame.Rect | None = None

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
