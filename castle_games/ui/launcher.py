"""The launcher: five castle doors, one per game, and Resume / Settings / Quit.

Built games open onto their seat setup; a door still being built stays shut and says so
kindly. The doors and the sky are drawn once (cached across visits); a frame is a handful
of blits plus two flickering torches.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from castle_games import games
from castle_games.ui import backdrop, doors, draw, theme
from castle_games.ui.scene import Scene
from castle_games.ui.widgets import Button, FocusGroup, Widget

if TYPE_CHECKING:
    from castle_games.ui.app import App

GAP = 16
TOP = 116
_CARDS: dict[tuple[str, bool], pygame.Surface] = {}


def card(entry: games.GameEntry, opened: bool) -> pygame.Surface:
    key = (entry.id, opened and entry.built)
    if key not in _CARDS:
        image = doors.render_card(entry, opened)
        _CARDS[key] = image.convert_alpha() if pygame.display.get_surface() else image
    return _CARDS[key]


LIFT_PAD = 8  # the lifted card's shadow hangs this much lower than its middle
_LIFTED: dict[str, pygame.Surface] = {}


def lifted_card(entry: games.GameEntry) -> pygame.Surface:
    """The open door with its shadow baked in: one blit for the hovered door."""
    if entry.id not in _LIFTED:
        w, h = doors.CARD_SIZE
        blur = 8
        pad = blur * 2
        image = pygame.Surface((w + 2 * pad, h + 2 * pad + 2 * LIFT_PAD), pygame.SRCALPHA)
        image.blit(draw.soft_shadow((w, h), 20, blur), (0, 2 * LIFT_PAD + 6))
        image.blit(card(entry, opened=True), (pad, pad))
        _LIFTED[entry.id] = draw.ready(image)
    return _LIFTED[entry.id]


class Door(Widget):
    radius = 20

    def __init__(self, rect: pygame.Rect, entry: games.GameEntry, launcher: Launcher) -> None:
        super().__init__(rect)
        self.entry = entry
        self.launcher = launcher

    @property
    def lifted(self) -> bool:
        return (self.hovered or self.has_focus) and self.entry.built

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.activate()
            return True
        return False

    def activate(self) -> None:
        self.launcher.open_door(self.entry)

    def draw_resting(self, surface: pygame.Surface) -> None:
        draw.blit_shadow(surface, self.rect, 20, blur=8, offset=(0, 8))
        surface.blit(card(self.entry, opened=False), self.rect)

    def draw(self, surface: pygame.Surface) -> None:
        # Resting doors are part of the pre-drawn background; only a lifted one is drawn,
        # over a patch of the empty sky so the resting card below does not peek out.
        if not self.lifted:
            return
        patch = self.rect.inflate(40, 60)
        surface.blit(backdrop_plain(), patch, patch)
        image = lifted_card(self.entry)
        surface.blit(image, image.get_rect(center=self.rect.move(0, -6 + LIFT_PAD).center))


_STATIC: list[pygame.Surface] = []


def backdrop_plain() -> pygame.Surface:
    """The sky with the title: what lies behind the doors."""
    if len(_STATIC) < 1:
        sky = backdrop.sky().copy()
        backdrop.title(sky, "Castle Games", 56, 76)
        _STATIC.append(sky)
    return _STATIC[0]


def backdrop_with_doors(doors_: list[Door]) -> pygame.Surface:
    """Sky, title and every door at rest, drawn once: a frame starts with this one blit."""
    if len(_STATIC) < 2:
        image = backdrop_plain().copy()
        for door in doors_:
            door.draw_resting(image)
        _STATIC.append(image)
    return _STATIC[1]


class Launcher(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.group = FocusGroup()
        self.doors: list[Door] = []
        total = len(games.CATALOGUE) * doors.CARD_SIZE[0] + (len(games.CATALOGUE) - 1) * GAP
        x = (1280 - total) // 2
        for entry in games.CATALOGUE:
            rect = pygame.Rect(x, TOP, *doors.CARD_SIZE)
            self.doors.append(Door(rect, entry, self))
            x += doors.CARD_SIZE[0] + GAP
        for door in self.doors:
            self.group.add(door)
        self.resume_button = Button((0, 0, 400, 64), "Resume last game", self.resume, style="go")
        self.settings_button = Button((0, 0, 220, 64), "Settings", app.open_settings)
        self.quit_button = Button((0, 0, 180, 64), "Quit", app.quit, style="quiet")
        for button in (self.resume_button, self.settings_button, self.quit_button):
            self.group.add(button)
        self.resume_title: str | None = None
        # Start with the first door that can be opened, so Enter does something useful.
        first = next((d for d in self.doors if d.entry.built), self.doors[0])
        self.group.focus(first)
        self._layout_buttons()

    def on_enter(self) -> None:
        self.resume_title = self.app.autosave_title()
        self._layout_buttons()

    def _layout_buttons(self) -> None:
        has_resume = self.resume_title is not None
        self.resume_button.visible = has_resume
        if has_resume:
            self.resume_button.label = f"Resume {self.resume_title}"
        buttons = [b for b in (self.resume_button, self.settings_button, self.quit_button) if b.visible]
        gap = 28
        total = sum(b.rect.width for b in buttons) + gap * (len(buttons) - 1)
        x = (1280 - total) // 2
        for b in buttons:
            b.rect.topleft = (x, 626)
            x += b.rect.width + gap

    def open_door(self, entry: games.GameEntry) -> None:
        if not entry.built:
            self.app.notify(f"{entry.title} is still being built. Come back soon!", 3.5)
            return
        from castle_games.ui.setup import SetupScene

        self.app.push(SetupScene(self.app, entry.id))

    def resume(self) -> None:
        self.app.resume_autosave()

    def handle(self, event: pygame.event.Event) -> None:
        self.group.handle(event)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop_with_doors(self.doors), (0, 0))
        t = self.app.time
        for x in (318, 962):
            _torch(canvas, (x, 60), t + x)
        self.group.draw(canvas)


def _torch(canvas: pygame.Surface, base: tuple[int, int], t: float) -> None:
    """A wall torch whose flame flickers (three circles; costs next to nothing)."""
    x, y = base
    pygame.draw.rect(canvas, theme.WOOD_DARK, (x - 5, y, 10, 34), border_radius=3)
    pygame.draw.rect(canvas, theme.STONE_DARK, (x - 10, y - 2, 20, 8), border_radius=3)
    wobble = math.sin(t * 9.0) * 2 + math.sin(t * 23.0)
    height = 1.0 + 0.12 * math.sin(t * 13.0)
    pygame.draw.circle(canvas, (230, 90, 30), (int(x + wobble * 0.5), y - 10), int(13 * height))
    pygame.draw.circle(canvas, (250, 170, 40), (int(x + wobble), y - 14), int(9 * height))
    pygame.draw.circle(canvas, (255, 240, 160), (int(x + wobble), y - 12), int(5 * height))
