"""The first start's one question: shall the games read every word aloud?

Read aloud is the one switch a child who cannot read yet needs, and a parent may not know
it is there; so the very first start in a real window asks, once, with a picture (a mouth
and a loudspeaker), the question said aloud whatever the setting, and two big answers. The
answer is the setting (the launcher's switch and Settings change it later) and is
remembered, with the fact that it was asked.
"""

from __future__ import annotations

import pygame

from castle_games.core.languages import N_, _
from castle_games.ui import draw, theme
from castle_games.ui.read_aloud import mouth_picture, speaker_picture
from castle_games.ui.saved_games import AskScene
from castle_games.ui.scene import CANVAS_SIZE, Host
from castle_games.ui.screens import panel_box
from castle_games.ui.widgets import prompt_priority, speak

W, H = CANVAS_SIZE


class ReadAloudQuestion(AskScene):
    """Asked once, over the doors: Read aloud, yes or no."""

    def __init__(self, app: Host) -> None:
        super().__init__(
            app, N_("Shall the games read every word aloud?"),
            N_("Good for children who cannot read yet. You can change it any time with the "
               "mouth button at the top left."),
            [(N_("Yes, read aloud"), lambda: self.answer(True), "go"),
             (N_("No, thank you"), lambda: self.answer(False), "secondary")])
        self.box = pygame.Rect(0, 0, 860, 520)
        self.box.center = (W // 2, H // 2)
        for k, button in enumerate(self.group.widgets):  # below the picture and the words
            button.rect.top = self.box.top + 330 + k * 84

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

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 170)
        panel_box(canvas, self.box)
        picture = pygame.Rect(0, 0, 220, 110)
        picture.midtop = (W // 2, self.box.top + 28)
        mouth_picture(canvas, (picture.x + 60, picture.centery), 96)
        speaker_picture(canvas, (picture.right - 60, picture.centery), 56, theme.INK, waves=3)
        inside = self.box.inflate(-60, 0)
        draw.text(canvas, _(self.question), (W // 2, self.box.top + 176), 40, theme.WOOD_DARK,
                  bold=True, anchor="center", within=inside)
        detail = pygame.Rect(self.box.x + 50, self.box.top + 210, self.box.width - 100, 100)
        draw.paragraph(canvas, _(self.detail), detail, 28, theme.INK_SOFT)
        self.group.draw(canvas)
