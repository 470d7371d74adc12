"""A screen's widgets as one group: the focus, Tab and the arrow keys, Enter and Space,
the mouse's hover, and (given the app) their words and earcons.

Tab / Shift-Tab and the arrow keys move the focus (arrows go to the nearest widget in that
direction), Enter or Space activates, and the focused widget wears a thick yellow ring. A
widget gets the keys first, so a slider takes Left/Right and a text field takes letters.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from castle_games.speech.verbosity import EXTRA
from castle_games.ui import draw
from castle_games.ui.menu_voice import (
    CHOOSE_SOUND,
    END_SOUND,
    FOCUS_SOUND,
    MODIFIER_KEYS,
    earcon,
    focus_priority,
    hush,
    note_input,
    speak,
)
from castle_games.ui.widgets import TextField, Widget


class FocusGroup:
    """The widgets of one screen, their focus and their keyboard navigation; given the
    app (`app=`), it also speaks and sounds them (see the module's words)."""

    def __init__(self, widgets: Sequence[Widget] = (), *, app: Any = None) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.index = 0
        self.captured: Widget | None = None
        self.show_focus = True
        self.app = app
        self._hovered: Widget | None = None

    # -- the voice and the earcons ---------------------------------------------------------
    def say(self, widget: Widget | None, *, always: bool = True, detail: int = 0) -> None:
        """Say the widget's line (always: after a key; only with Read aloud: a hover, an
        extra that verbosity "short" leaves out)."""
        if widget is None:
            return
        speak(self.app, widget.spoken(), focus_priority(), always=always,
              language=widget.language, detail=detail)

    def earcon(self, name: str) -> None:
        earcon(self.app, name)

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def _usable(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.focusable]

    @property
    def focused(self) -> Widget | None:
        usable = self._usable()
        if not usable:
            return None
        if not 0 <= self.index < len(self.widgets) or self.widgets[self.index] not in usable:
            self.index = self.widgets.index(usable[0])
        return self.widgets[self.index]

    def focus(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.index = self.widgets.index(widget)
            self.sync()

    def sync(self) -> None:
        """Tell every widget whether it has the focus (a text field shows its caret)."""
        current = self.focused
        for w in self.widgets:
            w.has_focus = w is current

    def move(self, step: int) -> bool:
        """Tab / Shift-Tab; True when the focus went round past the last (first) widget."""
        usable = self._usable()
        if not usable:
            return False
        current = self.focused
        i = usable.index(current) if current in usable else 0
        self.focus(usable[(i + step) % len(usable)])
        return not 0 <= i + step < len(usable)

    def move_towards(self, dx: int, dy: int) -> bool:
        """Focus the nearest widget in a direction (arrow keys); False if there is none."""
        current = self.focused
        if current is None:
            return False
        cx, cy = current.focus_rect().center
        best: tuple[float, Widget] | None = None
        for w in self._usable():
            if w is current:
                continue
            wx, wy = w.focus_rect().center
            along = (wx - cx) * dx + (wy - cy) * dy
            if along <= 8:
                continue
            across = abs((wx - cx) * dy) + abs((wy - cy) * dx)
            score = along + 2.5 * across
            if best is None or score < best[0]:
                best = (score, w)
        if best is None:
            return False
        self.focus(best[1])
        return True

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for w in reversed(self.widgets):
            if w.visible and w.rect.collidepoint(pos):
                return w
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """Route one event; True if a widget or the focus movement used it."""
        note_input(self.app, event)
        if event.type == pygame.MOUSEMOTION:
            for w in self.widgets:
                w.hovered = w.visible and w.enabled and w.rect.collidepoint(event.pos)
            hovered = next((w for w in self.widgets if w.hovered and w.focusable), None)
            if hovered is not self._hovered:
                self._hovered = hovered
                self.say(hovered, always=False, detail=EXTRA)  # with Read aloud on only
            if self.captured is not None:
                return self.captured.handle_mouse(event)
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            if self.captured is not None:
                widget, self.captured = self.captured, None
                return widget.handle_mouse(event)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button != 1:
                return False
            widget = self.widget_at(event.pos)
            if widget is None or not widget.enabled:
                return widget is not None
            if widget.focusable:
                self.focus(widget)
            before = widget.spoken()
            self.earcon(CHOOSE_SOUND)
            used = widget.handle_mouse(event)
            if widget.wants_capture():
                self.captured = widget
            if widget.spoken() != before:
                self.say(widget, always=False)
            return used
        if event.type == pygame.MOUSEWHEEL:
            # Wheel events carry no position: the widget under the pointer is the hovered one.
            widget = next((w for w in self.widgets if w.hovered), None)
            return widget.handle_mouse(event) if widget is not None else False
        if event.type == pygame.TEXTINPUT:
            current = self.focused
            if current is None or not current.handle_key(event):
                return False
            # each letter typed (a screen reader echoes it itself: an extra)
            speak(self.app, event.text, focus_priority(), always=True, detail=EXTRA)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key not in MODIFIER_KEYS:
            hush(self.app)
        current = self.focused
        if event.key == pygame.K_TAB:
            wrapped = self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            self._moved(current, wrapped)
            return True
        if current is not None and current.enabled:
            before = current.spoken()
            if current.handle_key(event):
                self._changed(current, before, event)
                return True
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0),
                  pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if event.key in arrows:
            if self.move_towards(*arrows[event.key]):
                self._moved(current, False)
                return True
            if current is not None:
                self.earcon(END_SOUND)  # nothing further that way
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if current is not None:
                before = current.spoken()
                self.earcon(CHOOSE_SOUND)
                current.activate()
                if self.focused is not current:  # the widget moved the focus (a page turned)
                    self.say(self.focused)
                elif current.spoken() != before:  # a switch or a choice changed
                    self.say(current)
                return True
        return False

    def _moved(self, before: Widget | None, wrapped: bool) -> None:
        now = self.focused
        if now is None:
            return
        self.earcon(END_SOUND if wrapped or now is before else FOCUS_SOUND)
        self.say(now)

    def _changed(self, widget: Widget, before: str, event: pygame.event.Event) -> None:
        """A widget took a key: say its new state (a choice, a switch, a slider's value)."""
        if self.focused is not widget:
            self._moved(widget, False)
            return
        if isinstance(widget, TextField):
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self.say(widget)
            return  # letters arrive as TEXTINPUT, each said there
        after = widget.spoken()
        if after == before:  # at a slider's end: the same value, the end's earcon
            self.earcon(END_SOUND)
        else:
            self.earcon(END_SOUND if getattr(widget, "wrapped", False) else FOCUS_SOUND)
        self.say(widget)

    def draw(self, surface: pygame.Surface) -> None:
        self.sync()
        for w in self.widgets:
            if w.visible:
                w.draw(surface)
        current = self.focused
        if self.show_focus and current is not None:
            fr = current.focus_rect()
            draw.focus_ring(surface, fr, current.radius)
