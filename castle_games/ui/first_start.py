"""The first start's one question: shall the games read every word aloud?

Read aloud is the one switch a child who cannot read yet needs, and a parent may not know
it is there; so the very first start in a real window asks, once, with a picture (a mouth
and a loudspeaker), the question said aloud whatever the setting, and two big answers. The
answer is the setting (the launcher's switch and Settings change it later) and is
remembered, with the fact that it was asked.
"""

from __future__ import annotations

import pygame

from castle_games.core.languages import N_
from castle_games.ui import theme
from castle_games.ui.menu_voice import prompt_priority, speak
from castle_games.ui.read_aloud import mouth_picture, speaker_picture
from castle_games.ui.saved_games import AskScene
from castle_games.ui.scene import Host


class ReadAloudQuestion(AskScene):
    """Asked once, over the doors: Read aloud, yes or no."""

    picture_height = 130

    def __init__(self, app: Host) -> None:
        super().__init__(
            app, N_("Shall the games read every word aloud?"),
            N_("Good for children who cannot read yet. You can change it any time with the "
               "mouth button at the top left."),
            [(N_("Yes, read aloud"), lambda: self.answer(True), "go"),
             (N_("No, thank you"), lambda: self.answer(False), "secondary")])

    def announce(self) -> None:
        """The question is said whatever Read aloud says: it is the question about it."""
        self.announce_due = False
        focused = self.group.focused
        words = [self.opening(), focused.spoken() if focused is not None else ""]
        speak(self.app, " ".join(w for w in words if w), prompt_priority(), always=True)

    def answer(self, yes: bool) -> None:
        self.app.settings.read_aloud = yes
        self.app.settings.read_aloud_asked = True
        self.app.save_settings()
        self.app.apply_settings()
        self.app.pop()

    def picture(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        """A mouth and a loudspeaker with its waves: words said aloud."""
        mouth_picture(canvas, (box.centerx - 50, box.centery), 96)
        speaker_picture(canvas, (box.centerx + 60, box.centery), 56, theme.INK, waves=3)
