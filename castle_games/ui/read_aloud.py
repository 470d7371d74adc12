"""Read aloud, offered to children: the pictures of the voice and the launcher's switch.

`speaker_picture` is the loudspeaker every game table's "say it again" button shows
(ui/table.py); `mouth_picture` a mouth speaking. `ReadAloudButton` sits on the launcher
for children who cannot read: a speaking mouth with a loudspeaker, lit with sound waves
while Read aloud is on and crossed out while it is off, so that its state shows without a
word (the words beside it are for the grown-ups). A click or Enter turns it over and says
its new state; the setting is saved at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from castle_games.core.languages import N_, _
from castle_games.ui import draw, theme
from castle_games.ui.menu_voice import focus_priority, speak
from castle_games.ui.widgets import Button


def speaker_picture(canvas: pygame.Surface, centre: tuple[int, int], size: int,
                    colour: tuple[int, int, int], waves: int = 2) -> None:
    """A loudspeaker seen from the side, its cone to the right, with `waves` arcs of sound;
    `size` is about half its width."""
    x, y = centre[0] - size * 3 // 5, centre[1]
    u = max(2, size // 4)
    pygame.draw.rect(canvas, colour, (x - u, y - u, u + 1, 2 * u))
    pygame.draw.polygon(canvas, colour, [(x, y - u), (x + 2 * u, y - 2 * u - u // 2),
                                         (x + 2 * u, y + 2 * u + u // 2), (x, y + u)])
    width = max(2, size // 8)
    for k in range(waves):
        rad = 2 * u + (k + 1) * (u + u // 2)
        box = pygame.Rect(0, 0, 2 * rad, 2 * rad)
        box.center = (x + u, y)
        pygame.draw.arc(canvas, colour, box, -0.75, 0.75, width)


def mouth_picture(canvas: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """An open mouth saying something: red lips, the dark inside, a row of teeth."""
    cx, cy = centre
    w, h = size, size * 2 // 3
    lips = pygame.Rect(0, 0, w, h)
    lips.center = (cx, cy)
    pygame.draw.ellipse(canvas, (206, 64, 74), lips)
    inside = lips.inflate(-w // 4, -h // 3)
    pygame.draw.ellipse(canvas, (70, 20, 30), inside)
    teeth = pygame.Rect(inside.x + inside.w // 5, inside.y, inside.w * 3 // 5, max(2, h // 6))
    pygame.draw.rect(canvas, theme.WHITE, teeth, border_radius=2)
    pygame.draw.ellipse(canvas, theme.INK, lips, 2)


def draw_crossed(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.line(canvas, theme.DANGER, rect.topleft, rect.bottomright, 4)
    pygame.draw.line(canvas, theme.DANGER, rect.bottomleft, rect.topright, 4)


class ReadAloudButton(Button):
    """The launcher's Read aloud switch: a mouth and a loudspeaker that speaks (waves) or
    is still (crossed out), the words, and an on/off knob."""

    def __init__(self, rect: pygame.Rect | Sequence[int], app: Any) -> None:
        super().__init__(rect, N_("Read aloud"), self.toggle, style="secondary", size=26)
        self.app = app

    @property
    def on(self) -> bool:
        return bool(self.app.settings.read_aloud)

    def toggle(self) -> None:
        self.app.settings.read_aloud = not self.on
        self.app.save_settings()

    def describe(self) -> str:
        return (_("{setting}: on") if self.on else _("{setting}: off")).format(
            setting=self.words)

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        was = self.on
        used = super().handle_mouse(event)
        if was and not self.on:  # turned off by a click: still heard, once, that it is off
            speak(self.app, self.spoken(), focus_priority(), always=True)
        return used

    def draw(self, surface: pygame.Surface) -> None:
        on = self.on
        fill = theme.GOLD if on else theme.PARCHMENT
        if self.hovered:
            fill = draw.lighten(fill, 0.2)
        r = self.rect.move(0, -2 if self.hovered else 0)
        surface.blit(draw.panel(r.size, self.radius, draw.lighten(fill, -0.45)),
                     r.move(0, 5 - (-2 if self.hovered else 0)))
        surface.blit(draw.panel(r.size, self.radius, fill, draw.lighten(fill, -0.35), 3), r)
        # The picture: a mouth, and a loudspeaker with waves (on) or crossed out (off).
        mouth_picture(surface, (r.x + 28, r.centery), 36)
        ink = theme.INK if on else theme.STONE_DARK
        speaker_picture(surface, (r.x + 74, r.centery), 24, ink, waves=2 if on else 0)
        if not on:
            draw_crossed(surface, pygame.Rect(r.x + 76, r.centery - 12, 22, 24))
        # The knob at the right, as Settings' switches show it.
        pill = pygame.Rect(0, 0, 52, 30)
        pill.midright = (r.right - 12, r.centery)
        colour = theme.SUCCESS if on else theme.STONE
        surface.blit(draw.panel(pill.size, 15, colour, draw.lighten(colour, -0.35), 2), pill)
        knob = (pill.right - 15, pill.centery) if on else (pill.left + 15, pill.centery)
        draw.disc(surface, theme.WHITE, knob, 11, outline=draw.lighten(colour, -0.4))
        words = pygame.Rect(r.x + 102, r.y, pill.left - 6 - (r.x + 102), r.h)
        draw.label(surface, self.words, words, self.size, theme.INK)
