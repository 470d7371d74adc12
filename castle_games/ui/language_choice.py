"""The language button and the screen that chooses the language.

Both work without reading the language now on screen: the button shows a globe and the
language in use named in itself; the chooser lists every language named in itself
("Deutsch", "Polski", "Čeština"), the one in use marked with a tick. A choice changes every
word from the next frame on and is remembered (Settings has the same choice). Heard too:
each language is said in itself, by that language's voice, when the focus comes to it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from castle_games.core import languages
from castle_games.core.languages import _
from castle_games.ui import backdrop, draw, theme
from castle_games.ui.scene import CANVAS_SIZE, Host
from castle_games.ui.screens import MenuScene
from castle_games.ui.widgets import Button

W, H = CANVAS_SIZE


def globe(surface: pygame.Surface, centre: tuple[int, int], radius: int,
          colour: tuple[int, int, int]) -> None:
    """A little globe with meridians: "language" without a word."""
    x, y = centre
    pygame.draw.circle(surface, colour, centre, radius, 3)
    pygame.draw.ellipse(surface, colour, (x - radius // 2, y - radius, radius, 2 * radius), 2)
    pygame.draw.line(surface, colour, (x - radius, y), (x + radius, y), 2)
    for k in (-1, 1):
        half = int(radius * math.cos(math.asin(0.5)))
        pygame.draw.line(surface, colour, (x - half, y + k * radius // 2),
                         (x + half, y + k * radius // 2), 2)
    pygame.draw.line(surface, colour, (x, y - radius), (x, y + radius), 2)


class LanguageButton(Button):
    """The globe and the language in use, named in itself; opens the chooser."""

    def __init__(self, rect: pygame.Rect | Sequence[int],
                 on_click: Callable[[], object]) -> None:
        super().__init__(rect, lambda: "", on_click, style="secondary", size=28)

    def describe(self) -> str:
        name = languages.LANGUAGES.get(languages.current(), languages.current())
        # TRANSLATORS: the launcher's language button said aloud: "Language: English"
        return _("Language: {language}").format(language=name)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        r = self.rect.move(0, -2 if self.hovered else 0)
        globe(surface, (r.x + 32, r.centery), 17, theme.WOOD_DARK)
        name = languages.LANGUAGES.get(languages.current(), languages.current())
        room = pygame.Rect(r.x + 56, r.y, r.width - 66, r.height)
        draw.text(surface, name, (room.centerx, r.centery), 28, theme.INK, bold=True,
                  anchor="center", within=room)


class LanguageScene(MenuScene):
    """Every language named in itself; the one in use has a tick."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.buttons: dict[str, Button] = {}
        y = 190
        for code, name in languages.LANGUAGES.items():
            rect = pygame.Rect(0, y, 420, 76)
            rect.centerx = W // 2
            button = Button(rect, lambda name=name: name, lambda code=code: self.choose(code),
                            style="go" if code == languages.current() else "secondary", size=38)
            button.language = code  # "Deutsch" said by the German voice
            self.buttons[code] = self.group.add(button)
            y += 76 + 18
        current = self.buttons.get(languages.current())
        if current is not None:
            self.group.focus(current)

    def opening(self) -> str:
        """In the language in use, whose name (in itself) is focused: how to choose."""
        # TRANSLATORS: said when the language chooser opens; each language is then said in
        # itself as the focus comes to it
        return _("Choose a language: Tab or the arrow keys, then Enter.")

    def choose(self, code: str) -> None:
        self.app.set_language(code)
        self.app.pop()

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.hall(), (0, 0))
        globe(canvas, (W // 2, 100), 52, theme.GOLD)
        self.group.draw(canvas)
        current = self.buttons.get(languages.current())
        if current is not None:  # a tick beside the language in use
            x, y = current.rect.right + 40, current.rect.centery
            pygame.draw.lines(canvas, theme.GOLD, False,
                              [(x - 16, y), (x - 4, y + 14), (x + 20, y - 16)], 8)
