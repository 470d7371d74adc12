"""The grown-up gate in front of Settings: press and hold to open.

A child's quick clicks and key presses never reach the volumes, the mono switch or the
animation speed: the gate opens only for a button (or Enter / Space) held down for
`HOLD_SECONDS`, which a grown-up is told to do and a stray click never does. Letting go
early, or a click anywhere else, goes back without a change. The gate says itself and how to
open it by keyboard (hold Enter or Space) when it opens; holding is heard (a soft tick half
way), and letting go too early says so.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from castle_games.core.languages import N_, _
from castle_games.ui import draw, theme
from castle_games.ui.menu_voice import (
    BACK_SOUND,
    CHOOSE_SOUND,
    FOCUS_SOUND,
    by_keys,
    earcon,
    hush,
    note_input,
    prompt_priority,
    speak,
)
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
        self.announce_due = False
        self.ticked = False  # the half-way tick of this hold was heard

    def opening(self) -> str:
        # TRANSLATORS: said when the grown-up gate opens: how to open it by keyboard
        how = _("Hold down Enter or Space for two seconds to open. Escape goes back.")
        return " ".join((_(self.what) + ".", how))

    def on_enter(self) -> None:
        self.announce_due = True

    def handle(self, event: pygame.event.Event) -> None:
        kind = event.type
        note_input(self.app, event)
        if kind == pygame.KEYDOWN:
            hush(self.app)
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.button.collidepoint(event.pos):
                self.holding = True
            else:
                self.app.pop()  # a click beside the button: not a grown-up's hold
        elif kind == pygame.MOUSEBUTTONUP or (kind == pygame.KEYUP and event.key in HOLD_KEYS):
            if self.holding and self.held < HOLD_SECONDS:
                self.holding, self.held, self.ticked = False, 0.0, False
                if kind == pygame.KEYUP:
                    # TRANSLATORS: said at the grown-up gate when Enter is let go too soon
                    speak(self.app, _("Hold it down longer."),
                          prompt_priority(), always=True)
        elif kind == pygame.KEYDOWN:
            if event.key in HOLD_KEYS and not self.holding:
                self.holding = True
                earcon(self.app, FOCUS_SOUND)  # heard: the hold has begun
                # TRANSLATORS: said at the grown-up gate as Enter is pressed and held
                speak(self.app, _("Keep holding."), prompt_priority(), always=True)
            elif event.key == pygame.K_ESCAPE:
                earcon(self.app, BACK_SOUND)
                self.app.pop()

    def frame_rate(self) -> float:
        return SMOOTH if self.holding or self.announce_due else STILL  # the ring fills

    def update(self, dt: float) -> None:
        if self.announce_due and self.app.top is self:
            self.announce_due = False
            speak(self.app, self.opening(), prompt_priority(), always=by_keys(self.app))
        if not self.holding:
            return
        self.held += dt
        if self.held >= HOLD_SECONDS / 2 and not self.ticked:
            self.ticked = True
            earcon(self.app, FOCUS_SOUND)
            # TRANSLATORS: said at the grown-up gate while Enter is held: half the time
            speak(self.app, _("Half way."), prompt_priority(), always=True)
        if self.held >= HOLD_SECONDS:
            earcon(self.app, CHOOSE_SOUND)  # the second tick: open
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
        # TRANSLATORS: under the grown-up gate's button: the same by keyboard
        draw.text(canvas, _("or hold down Enter or Space"), (W // 2, self.button.bottom + 34),
                  26, theme.INK_SOFT, anchor="center", within=inside)
        centre = (self.button.left + 62, self.button.centery)
        pygame.draw.circle(canvas, theme.PARCHMENT, centre, 30)
        part = min(1.0, self.held / HOLD_SECONDS)
        if part > 0:
            rect = pygame.Rect(0, 0, 60, 60)
            rect.center = centre
            pygame.draw.arc(canvas, theme.SUCCESS, rect, math.pi / 2,
                            math.pi / 2 + part * 2 * math.pi, 10)
        pygame.draw.circle(canvas, theme.WOOD_DARK, centre, 30, 3)
