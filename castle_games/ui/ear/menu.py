"""The menu of a table by ear (Esc), heard item by item.

Up and Down walk the items (each on its own pitch, and its words where a voice speaks),
Enter takes one, Left and Right change the volume, Esc goes back to the game. Quit is the
app's own question, asked once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from castle_games.core.telling import _
from castle_games.ui.ear.cues import cue, words
from castle_games.ui.ear.dark import Dark
from castle_games.ui.scene import SMOOTH, STILL, Scene

ITEM_SOUND = "ear-item"
VOLUME_STEPS = 10


class EarTableMenu(Scene):
    """Esc at a table by ear: back, help, the helper's caption, mono, volume, save and
    leave, quit."""

    handles_escape = True

    def __init__(self, app: Any, table: Any) -> None:  # the EarTable
        super().__init__(app)
        self.table = table
        self.dark = Dark(app, table.dark.hint)
        s = app.settings
        self.items: list[tuple[Callable[[], str], Callable[[], object]]] = [
            (lambda: _("Back to the game"), self.app.pop),
            (lambda: _("Help"), self.help),
            (lambda: _("Caption for a helper: on") if s.sound_only_caption
             else _("Caption for a helper: off"), self.toggle_caption),
            (lambda: _("Mono: on") if s.mono else _("Mono: off"), self.toggle_mono),
            # TRANSLATORS: the by-ear menu: the sounds' volume in per cent; left and right
            # arrows change it.
            (lambda: _("Volume: {percent} %").format(percent=round(100 * s.effects_volume)),
             lambda: self.volume(1)),
            (lambda: _("Save and leave"), self.app.back_to_launcher),
            (lambda: _("Quit"), self.app.quit),
        ]
        self.volume_index = 4
        self.index = 0
        self.announce(first=True)

    def label(self) -> str:
        return self.items[self.index][0]()

    def announce(self, first: bool = False) -> None:
        text = (_("Menu. Up and down to choose, Enter to take.") + " " if first else "") + \
            self.label()
        self.table.say_now([cue(ITEM_SOUND, {"item": self.index + 1}, speech=text)], "menu")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        if k == pygame.K_ESCAPE:
            self.app.pop()
        elif k in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.index = (self.index + (-1 if k == pygame.K_UP else 1)) % len(self.items)
            self.announce()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.items[self.index][1]()
        elif k in (pygame.K_LEFT, pygame.K_RIGHT) and self.index == self.volume_index:
            self.volume(-1 if k == pygame.K_LEFT else 1)
        elif k == pygame.K_SPACE:
            self.announce()

    def update(self, dt: float) -> None:
        if self.table.speaker is not None:
            self.table.speaker.update()
        self.table.player.update(dt)

    def frame_rate(self) -> float:
        return SMOOTH if self.table.player.busy else STILL

    def help(self) -> None:
        sections = self.table.game.help_sections()
        self.table.say_now([words(" ".join(sections))], "help")

    def toggle_caption(self) -> None:
        self.app.settings.sound_only_caption = not self.app.settings.sound_only_caption
        self.app.save_settings()
        self.announce()

    def toggle_mono(self) -> None:
        """Both ears hear everything (one ear, one earphone, one speaker)."""
        self.app.settings.mono = not self.app.settings.mono
        self._apply_sound_settings()
        self.announce()

    def volume(self, step: int) -> None:
        """Enter or right: a tenth louder (from full, back to a tenth); left: a tenth softer."""
        now = round(self.app.settings.effects_volume * 10)
        value = 1 if step > 0 and now >= VOLUME_STEPS else min(VOLUME_STEPS, max(1, now + step))
        self.app.settings.effects_volume = value / VOLUME_STEPS
        self._apply_sound_settings()
        self.announce()

    def _apply_sound_settings(self) -> None:
        self.app.audio.apply_settings(self.app.settings)
        self.app.save_settings()

    def draw(self, canvas: pygame.Surface) -> None:
        # TRANSLATORS: the by-ear menu's caption: {item} is the menu item heard now.
        caption = _("Menu: {item}").format(item=self.label())
        self.dark.draw(canvas, caption)
