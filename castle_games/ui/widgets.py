"""Widgets for mouse and keyboard: Button, Toggle, Slider, ListChoice, TextField.

Everything is large and rounded for small hands. A `FocusGroup` (ui/focus_group.py) owns
a screen's widgets, their focus and their keys; ui/menu_voice.py says and sounds them.

A widget's words are catalogue messages (marked N_ by the screen that makes it) or a
function that says them: they are translated each time they are drawn, so a new language
shows on the next frame, and each line shrinks to fit its widget.

Every widget also says what it is and its state (`spoken()`: "Mono sound: on", "Players: 3",
"Name: Anna, text box"), in the language in use.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from castle_games.core.languages import N_, _, ngettext
from castle_games.ui import draw, theme
from castle_games.ui.art import signs
from castle_games.ui.menu_voice import Words, said

NAME = N_("Name")  # a name box's words while it is empty
RADIUS = 18
ROW_H = 60

STYLES: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    # style: (fill, text colour)
    "primary": (theme.GOLD, theme.INK),
    "secondary": (theme.PARCHMENT, theme.INK),
    "quiet": (theme.STONE_DARK, theme.WHITE),
    "go": (theme.SUCCESS, theme.WHITE),
    "danger": (theme.DANGER, theme.WHITE),
}


class Widget:
    focusable = True
    radius = RADIUS

    def __init__(self, rect: pygame.Rect | Sequence[int]) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.has_focus = False  # kept up to date by the FocusGroup
        # What a screen says of this widget instead of its own words ("Colour of Anna:
        # red"): a function giving the whole line in the language in use.
        self.speech: Callable[[], str] | None = None
        self.language: str | None = None  # said in this language (a language's own name)

    def focus_rect(self) -> pygame.Rect:
        return self.rect

    def describe(self) -> str:
        """What this widget is and its state, in the language in use."""
        return ""

    def spoken(self) -> str:
        """The line said when this widget takes the focus or changes."""
        words = self.speech() if self.speech is not None else self.describe()
        if words and not self.enabled:
            # TRANSLATORS: said of a button or a choice that cannot be used now
            words = _("{widget}, not available now").format(widget=words)
        return words

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        """A mouse event inside (or captured by) this widget; True if used. By default a
        left click activates it, as Enter or Space would."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.activate()
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """A key (or text) while focused; True if used, so the group does nothing more."""
        return False

    def activate(self) -> None:
        """Enter/Space or a click."""

    def wants_capture(self) -> bool:
        """True while dragging: mouse motion and release come here even outside the rect."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


class Button(Widget):
    def __init__(self, rect: pygame.Rect | Sequence[int], label: Words,
                 on_click: Callable[[], Any] | None = None, *, style: str = "secondary",
                 size: int = 32) -> None:
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.size = size

    @property
    def words(self) -> str:
        """What the button says now, in the language in use."""
        return said(self.label)

    def describe(self) -> str:
        return self.words

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        fill, ink = STYLES[self.style]
        if not self.enabled:
            fill, ink = theme.STONE_LIGHT, theme.STONE_DARK
        elif self.hovered:
            fill = draw.lighten(fill, 0.25)
        lift = -2 if self.hovered and self.enabled else 0
        r = self.rect.move(0, lift)
        surface.blit(draw.panel(r.size, self.radius, draw.lighten(fill, -0.45)), r.move(0, 5 - lift))
        surface.blit(draw.panel(r.size, self.radius, fill, draw.lighten(fill, -0.35), 3), r)
        words = said(self.label)
        size = draw.fit_size(words, self.size, r.width - 24, bold=True)
        draw.text(surface, words, r.center, size, ink, bold=True, anchor="center", within=r)


class Toggle(Widget):
    """A labelled on/off switch filling one row."""

    def __init__(self, rect: pygame.Rect | Sequence[int], label: Words, value: bool,
                 on_change: Callable[[bool], Any] | None = None) -> None:
        super().__init__(rect)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change

    def set(self, value: bool) -> None:
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def activate(self) -> None:
        self.set(not self.value)

    def describe(self) -> str:
        # TRANSLATORS: a switch in Settings and its state, said aloud: "Mono sound: on"
        return (_("{setting}: on") if self.value else _("{setting}: off")).format(
            setting=said(self.label))

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.activate()
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set(event.key == pygame.K_RIGHT)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        _labelled_row(self, surface)
        pill = pygame.Rect(0, 0, 110, 44)
        pill.midright = (self.rect.right - 18, self.rect.centery)
        colour = theme.SUCCESS if self.value else theme.STONE
        surface.blit(draw.panel(pill.size, 22, colour, draw.lighten(colour, -0.35), 2), pill)
        knob_x = pill.right - 22 if self.value else pill.left + 22
        draw.disc(surface, theme.WHITE, (knob_x, pill.centery), 17, outline=draw.lighten(colour, -0.4))
        word = _("On") if self.value else _("Off")
        word_x = pill.left + 36 if self.value else pill.right - 36
        half = pygame.Rect(0, 0, pill.width - 40, pill.height)
        half.center = (word_x, pill.centery)
        draw.text(surface, word, half.center, 24, theme.WHITE, bold=True, anchor="center",
                  within=half)


class Slider(Widget):
    """A labelled slider: drag the knob, click the track, or Left/Right in steps."""

    def __init__(self, rect: pygame.Rect | Sequence[int], label: Words, value: float,
                 lo: float = 0.0, hi: float = 1.0, step: float = 0.1,
                 on_change: Callable[[float], Any] | None = None,
                 fmt: Callable[[float], str] | None = None,
                 say: Callable[[float], str] | None = None) -> None:
        super().__init__(rect)
        self.label = label
        self.lo, self.hi, self.step = lo, hi, step
        self.value = min(hi, max(lo, value))
        self.on_change = on_change
        # TRANSLATORS: a volume, e.g. "80%" (German, Polish and Czech write "80 %")
        self.fmt = fmt or (lambda v: _("{percent}%").format(percent=round(v * 100)))
        # The value as said aloud ("80 percent"); a slider with its own `fmt` says that.
        self.say = say or (fmt if fmt is not None else _percent_said)
        self.dragging = False

    def describe(self) -> str:
        # TRANSLATORS: a setting and its value, said aloud: "Sound effects: 80 percent",
        # "Players: 3"
        return _("{setting}: {value}").format(setting=said(self.label),
                                              value=self.say(self.value))

    @property
    def at_end(self) -> bool:
        return self.value <= self.lo or self.value >= self.hi

    @property
    def track(self) -> pygame.Rect:
        left = self.rect.x + int(self.rect.width * 0.42)
        right = self.rect.right - 110
        return pygame.Rect(left, self.rect.centery - 6, right - left, 12)

    def set(self, value: float) -> None:
        value = min(self.hi, max(self.lo, round(value / self.step) * self.step))
        value = round(value, 6)
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def _from_x(self, x: int) -> None:
        t = (x - self.track.left) / max(1, self.track.width)
        self.set(self.lo + min(1.0, max(0.0, t)) * (self.hi - self.lo))

    def wants_capture(self) -> bool:
        return self.dragging

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dragging = True
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.set(self.value + self.step * (1 if event.y > 0 else -1))
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.set(self.value - self.step)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.set(self.value + self.step)
            return True
        if event.key == pygame.K_HOME:
            self.set(self.lo)
            return True
        if event.key == pygame.K_END:
            self.set(self.hi)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        _labelled_row(self, surface, self.track.left - self.rect.x - 30)
        track = self.track
        t = (self.value - self.lo) / max(1e-9, self.hi - self.lo)
        surface.blit(draw.panel(track.size, 6, theme.STONE_LIGHT), track)
        filled = track.copy()
        filled.width = max(12, int(track.width * t))
        surface.blit(draw.panel(filled.size, 6, theme.GOLD), filled)
        knob = (track.left + int(track.width * t), track.centery)
        draw.disc(surface, theme.WHITE, knob, 18, outline=theme.WOOD_DARK)
        draw.disc(surface, theme.GOLD, knob, 9, outline=None)
        draw.text(surface, self.fmt(self.value), (self.rect.right - 22, self.rect.centery), 30,
                  theme.INK, bold=True, anchor="midright")


class ListChoice(Widget):
    """One of several choices, cycled with the round arrows or Left/Right."""

    def __init__(self, rect: pygame.Rect | Sequence[int], choices: Sequence[tuple[Any, str]],
                 value: Any = None, on_change: Callable[[Any], Any] | None = None, *,
                 label: Words | None = None, swatch: Callable[[Any], tuple[int, int, int]] | None = None,
                 swatch_sign: Callable[[Any], str | None] | None = None, size: int = 28) -> None:
        super().__init__(rect)
        self.choices = list(choices)
        self.index = 0
        self.on_change = on_change
        self.label = label
        self.swatch = swatch
        self.swatch_sign = swatch_sign  # the shape on the swatch (a colour's second sign)
        self.size = size
        self.wrapped = False  # the last step went round from the last choice to the first
        if value is not None:
            self.select(value, notify=False)

    def describe(self) -> str:
        value = said(self.shown)
        if not self.label:
            return value
        return _("{setting}: {value}").format(setting=said(self.label), value=value)

    @property
    def value(self) -> Any:
        return self.choices[self.index][0] if self.choices else None

    @property
    def shown(self) -> str:
        return self.choices[self.index][1] if self.choices else ""

    def set_choices(self, choices: Sequence[tuple[Any, str]]) -> None:
        """New choices (e.g. after renaming a seat); keeps the value if it is still there."""
        value = self.value
        self.choices = list(choices)
        values = [v for v, _ in self.choices]
        self.index = values.index(value) if value in values else 0

    def select(self, value: Any, notify: bool = True) -> None:
        values = [v for v, _ in self.choices]
        if value in values and values.index(value) != self.index:
            self.index = values.index(value)
            if notify and self.on_change is not None:
                self.on_change(self.value)

    def cycle(self, step: int) -> None:
        if not self.choices or not self.enabled:
            return
        self.wrapped = not 0 <= self.index + step < len(self.choices)
        self.index = (self.index + step) % len(self.choices)
        if self.on_change is not None:
            self.on_change(self.value)

    def activate(self) -> None:
        self.cycle(1)

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        box = self.rect
        if self.label:
            box = pygame.Rect(self.rect.x + int(self.rect.width * 0.42), self.rect.y,
                              int(self.rect.width * 0.58), self.rect.height)
        d = box.height - 12
        left = pygame.Rect(box.x + 6, box.y + 6, d, d)
        right = pygame.Rect(box.right - 6 - d, box.y + 6, d, d)
        return box, left, right

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            _box, left, _right = self._arrows()
            self.cycle(-1 if event.pos[0] < left.right + 4 else 1)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.cycle(-1 if event.y > 0 else 1)
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.cycle(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        bg = draw.lighten(theme.PARCHMENT, 0.3) if self.hovered else theme.PARCHMENT
        surface.blit(draw.panel(self.rect.size, self.radius, bg, theme.PARCHMENT_DARK, 2), self.rect)
        box, left, right = self._arrows()
        if self.label:
            room = pygame.Rect(self.rect.x + 14, self.rect.y, box.x - self.rect.x - 14,
                               self.rect.height)
            draw.label(surface, said(self.label), room, 30, theme.INK, align="left")
        for rect, sign in ((left, -1), (right, 1)):
            draw.disc(surface, theme.WOOD, rect.center, rect.width // 2, outline=theme.WOOD_DARK)
            cx, cy = rect.center
            k = rect.width // 5
            pts = [(cx - sign * k, cy - k * 1.3), (cx - sign * k, cy + k * 1.3), (cx + sign * k * 1.3, cy)]
            pygame.draw.polygon(surface, theme.PARCHMENT, pts)
        inner = pygame.Rect(left.right + 6, box.y, right.left - left.right - 12, box.height)
        label = said(self.shown)
        x = inner.centerx
        if self.swatch is not None and self.choices:
            draw.disc(surface, self.swatch(self.value), (inner.x + 20, inner.centery), 15)
            if self.swatch_sign is not None:
                signs.stamp(surface, self.swatch_sign(self.value), (inner.x + 20, inner.centery),
                            20, owner=f"seat:{self.value}", colour=self.swatch(self.value))
            inner = pygame.Rect(inner.x + 40, inner.y, inner.width - 40, inner.height)
            x = inner.centerx
        size = draw.fit_size(label, self.size, inner.width - 6, bold=True)
        colour = theme.INK if self.enabled else theme.STONE
        draw.text(surface, label, (x, inner.centery), size, colour, bold=True, anchor="center",
                  within=inner)


class TextField(Widget):
    """A name box: type while focused; Backspace deletes; Enter moves on."""

    def __init__(self, rect: pygame.Rect | Sequence[int], text: str = "",
                 on_change: Callable[[str], Any] | None = None, *, placeholder: Words = NAME,
                 max_len: int = 14, size: int = 30) -> None:
        super().__init__(rect)
        self.text = text[:max_len]
        self.on_change = on_change
        self.placeholder = placeholder
        self.max_len = max_len
        self.size = size
        self.on_enter: Callable[[], Any] | None = None

    def describe(self) -> str:
        if not self.text and self.placeholder == NAME:
            # TRANSLATORS: an empty name box said aloud
            return _("{label}: empty text box").format(label=_(NAME))
        # TRANSLATORS: a name box said aloud: "Name: Anna, text box"
        return _("{label}: {text}, text box").format(
            label=_(NAME), text=self.text or said(self.placeholder))

    def set_text(self, text: str) -> None:
        text = text[: self.max_len]
        if text != self.text:
            self.text = text
            if self.on_change is not None:
                self.on_change(text)

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pygame.key.start_text_input()
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            typed = "".join(ch for ch in event.text if ch.isprintable())
            self.set_text(self.text + typed)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_BACKSPACE:
            if event.mod & pygame.KMOD_CTRL:
                self.set_text(self.text.rstrip().rpartition(" ")[0])
            else:
                self.set_text(self.text[:-1])
            return True
        if event.key == pygame.K_DELETE:
            self.set_text("")
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_enter is not None:
            self.on_enter()
            return True
        # Typed characters arrive as TEXTINPUT; swallow their KEYDOWN so Space does not
        # count as "activate" and letters never trigger anything else.
        return bool(event.unicode and event.unicode.isprintable())

    def draw(self, surface: pygame.Surface) -> None:
        fill = theme.WHITE
        border = theme.GOLD_DARK if self.has_focus else theme.PARCHMENT_DARK
        surface.blit(draw.panel(self.rect.size, self.radius - 4, fill, border, 3), self.rect)
        x = self.rect.x + 18
        if self.text:
            r = draw.text(surface, self.text, (x, self.rect.centery), self.size, theme.INK,
                          bold=True, anchor="midleft")
        else:
            r = pygame.Rect(x, self.rect.centery, 0, 0)
            if not self.has_focus:
                draw.text(surface, said(self.placeholder), (x, self.rect.centery), self.size,
                          theme.STONE_LIGHT, bold=True, anchor="midleft", within=self.rect)
        if self.has_focus and int(pygame.time.get_ticks() / 500) % 2 == 0:
            caret = pygame.Rect(r.right + 3, self.rect.centery - self.size // 2, 3, self.size)
            pygame.draw.rect(surface, theme.INK, caret)


def _percent_said(value: float) -> str:
    count = round(value * 100)
    # TRANSLATORS: a volume said aloud, e.g. "80 percent"
    return ngettext("{count} percent", "{count} percent", count).format(count=count)



def _labelled_row(widget: Widget, surface: pygame.Surface, room: int | None = None) -> None:
    """The parchment row of a setting (toggle, slider) with its label on the left, in the
    `room` pixels before the control."""
    bg = draw.lighten(theme.PARCHMENT, 0.3) if widget.hovered else theme.PARCHMENT
    surface.blit(draw.panel(widget.rect.size, widget.radius, bg, theme.PARCHMENT_DARK, 2),
                 widget.rect)
    box = pygame.Rect(widget.rect.x + 14, widget.rect.y,
                      room if room is not None else widget.rect.width - 150, widget.rect.height)
    draw.label(surface, said(widget.label), box, 30, theme.INK, align="left")
