"""The grown-up gate in front of Settings: press and hold to open.

A child's quick clicks and key presses never reach the volumes, the mono switch or the
animation speed: the gate opens only for a button (or Enter / Space) held down for
`HOLD_SECONDS`, which a grown-up is told to do and a stray click never does. Letting go
early, or a click anywhere else, goes back without a change.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from castle_games.core.languages import N_, _
from castle_games.ui import draw, theme
from castle_games.ui.scene import CANVAS_SIZE, SMOOTH, STILL, Host, Scene
from castle_games.ui.screens import panel_box

W, H = CANVAS_SIZE
HOLD_SECONDS = 1.5
HOLD_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class GateScene(Scene):
    opaque = False

    def __init__(self, app: Host, open_: Callable[[], None],
                 what: str = N_("Settings are for grown-ups")) -> None:
        super().__init__(app)
        self.open_ = open_
        self.what = what
        self.held = 0.0
        self.holding = False
        self.box = pygame.Rect(0, 0, 700, 330)
        self.box.center = (W // 2, H // 2)
        self.button = pygame.Rect(0, 0, 420, 96)
        self.button.midtop = (W // 2, self.box.top + 150)

    def handle(self, event: pygame.event.Event) -> None:
        kind = event.type
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.button.collidepoint(event.pos):
                self.holding = True
            else:
                self.app.pop()  # a click beside the button: not a grown-up's hold
        elif kind == pygame.MOUSEBUTTONUP or (kind == pygame.KEYUP and event.key in HOLD_KEYS):
            if self.holding and self.held < HOLD_SECONDS:
                self.holding, self.held = False, 0.0
        elif kind == pygame.KEYDOWN:
            if event.key in HOLD_KEYS:
                self.holding = True
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()

    def frame_rate(self) -> float:
        return SMOOTH if self.holding else STILL  # the ring fills while held

    def update(self, dt: float) -> None:
        if not self.holding:
            return
        self.held += dt
        if self.held >= HOLD_SECONDS:
            self.app.pop()
            self.open_()

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 170)
        panel_box(canvas, self.box)
        inside = self.box.inflate(-40, 0)
        draw.text(canvas, _(self.what), (W // 2, self.box.top + 56), 44,
                  theme.WOOD_DARK, bold=True, anchor="center", within=inside)
        draw.text(canvas, _("Press and hold the button until the ring is full."),
                  (W // 2, self.box.top + 110), 28, theme.INK_SOFT, anchor="center",
                  within=inside)
        canvas.blit(draw.panel(self.button.size, 22, theme.GOLD, theme.WOOD_DARK, 4), self.button)
        words = pygame.Rect(self.button.left + 96, self.button.top, self.button.width - 106,
                            self.button.height)
        draw.text(canvas, _("Hold to open"), words.center, 36, theme.INK, bold=True,
                  anchor="center", within=words)
        centre = (self.button.left + 62, self.button.centery)
        pygame.draw.circle(canvas, theme.PARCHMENT, centre, 30)
        part = min(1.0, self.held / HOLD_SECONDS)
        if part > 0:
            rect = pygame.Rect(0, 0, 60, 60)
            rect.center = centre
            pygame.draw.arc(canvas, theme.SUCCESS, rect, math.pi / 2,
                            math.pi / 2 + part * 2 * math.pi, 10)
        pygame.draw.circle(canvas, theme.WOOD_DARK, centre, 30, 3)
