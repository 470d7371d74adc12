"""How the menus speak and sound: a widget's words, the earcons, and whether the player
came by the keys or by the mouse.

Every widget says what it is and its state in the language in use; a focus group given
its app (ui/focus_group.py) speaks the focused widget whenever the keyboard moves the
focus or changes a value, always, whatever the settings (a player who cannot see needs no
setting to find the way), and plays a short earcon for moving, choosing and reaching the
end; a key press first hushes the line in progress. The mouse's hover is spoken only with
Read aloud on.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from typing import Any

import pygame

from castle_games.core.languages import _

log = logging.getLogger("castle_games.ui.widgets")
Words = str | Callable[[], str]

# The menus' earcons (sounds/ui-*.toml): soft, short, each its own shape.
FOCUS_SOUND = "ui-focus"    # the focus moved, or a value changed by a step
CHOOSE_SOUND = "ui-choose"  # Enter, Space or a click took the focused widget
BACK_SOUND = "ui-back"      # Esc: back a screen
END_SOUND = "ui-end"        # the end of a list: the focus or a choice wrapped round, a bound
EARCONS = (FOCUS_SOUND, CHOOSE_SOUND, BACK_SOUND, END_SOUND)
MODIFIER_KEYS = frozenset((pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                           pygame.K_LALT, pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA,
                           pygame.K_CAPSLOCK, pygame.K_NUMLOCK))


def said(words: Words | None) -> str:
    """A widget's words in the language in use."""
    if words is None:
        return ""
    return words() if callable(words) else _(words)



# -- how the player got here: by the keys, or by the mouse ---------------------------------
_INPUT: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()


def note_input(app: Any, event: pygame.event.Event) -> None:
    """Remember whether the player's last deed was a key or a click (per app)."""
    if app is None:
        return
    kind = ("keys" if event.type == pygame.KEYDOWN else
            "mouse" if event.type == pygame.MOUSEBUTTONDOWN else None)
    if kind is not None:
        try:
            _INPUT[app] = kind
        except TypeError:  # a host that cannot be weakly referenced: nothing remembered
            pass


def by_keys(app: Any) -> bool:
    """True when the player's last deed was a key press, or nothing yet (a cold start):
    then a screen says itself when it opens whatever the settings (see `announce`)."""
    try:
        return _INPUT.get(app, "keys") == "keys"
    except TypeError:
        return True


def speak(app: Any, text: str, priority: int, *, always: bool = False,
          language: str | None = None, detail: int = 0) -> None:
    """Say `text` through the app's voice (nothing without an app or words); a `detail`
    above the player's verbosity is left out by the app (speech/verbosity.py)."""
    if app is None or not text:
        return
    extra: dict[str, Any] = {"detail": detail} if detail else {}
    try:
        if language is not None:
            app.speak(text, priority, always=always, language=language, **extra)
        else:
            app.speak(text, priority, always=always, **extra)
    except Exception:  # a voice that fails never stops a menu
        log.exception("the menu could not speak")


def earcon(app: Any, name: str) -> None:
    """One of the menus' earcons through the app's mixer (silent without an app)."""
    if app is None:
        return
    try:
        app.audio.play(name)
    except Exception as exc:  # noqa: BLE001 - a missing sound never stops a menu
        log.debug("earcon %s failed: %s", name, exc)


def hush(app: Any) -> None:
    """A key press cuts off the line being said (a focus move, a screen's opening words),
    at once; a result or a warning is heard to its end. (A voice not made yet says
    nothing: there is nothing to cut, and it is not made for that.)"""
    voice = app.existing_voice() if app is not None else None
    if voice is None:
        return
    from castle_games.speech.voice import Priority

    current = getattr(voice, "current", None)
    if current is not None and current.priority <= Priority.PROMPT:
        try:
            voice.stop()
        except Exception:
            log.exception("the voice could not stop")


def focus_priority() -> int:
    from castle_games.speech.voice import Priority

    return int(Priority.FOCUS)


def prompt_priority() -> int:
    from castle_games.speech.voice import Priority

    return int(Priority.PROMPT)
