"""The questions a Seven Locks seat is asked: a coat of arms (yes or no), taking it back
(strategists' variant), and the enchanted key. Big buttons, the asked player's name and
colour on top; mouse, arrow keys, Enter, and letter shortcuts (Y / N, a key's number).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from castle_games.games.seven_locks import art, layout
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.layout import CASTLE_RECT, DIALOG_RECT
from castle_games.games.seven_locks.shown import Stage
from castle_games.games.seven_locks.story import tower_name
from castle_games.ui import draw, theme
from castle_games.ui.widgets import Button

# A key by the first letter of its colour: r o y g t b v p (pygame's letter codes are ASCII).
KEY_LETTERS = {ord(colour[0]): k + 1 for k, colour in enumerate(R.KEY_COLOURS)}
KEY_LETTERS_BY_KEY = {k: code for code, k in KEY_LETTERS.items()}


@dataclass
class Choice:
    label: str
    act: Callable[[], object]
    style: str = "secondary"
    keys: tuple[int, ...] = ()           # pygame key codes that pick it
    icon: pygame.Surface | None = None   # drawn above the button (a key's picture)


class Dialog:
    def __init__(self, title: str, lines: list[str], choices: list[Choice],
                 colour: tuple[int, int, int], focus: int = 0,
                 rect: pygame.Rect | None = None) -> None:
        self.title, self.lines, self.choices, self.colour = title, lines, choices, colour
        self.rect = (rect or DIALOG_RECT).copy()
        n = len(choices)
        gap = 14
        width = min(180, (self.rect.w - 40 - gap * (n - 1)) // n)
        total = n * width + (n - 1) * gap
        x = self.rect.centerx - total // 2
        y = self.rect.bottom - 86
        self.buttons = []
        for i, choice in enumerate(choices):
            self.buttons.append(Button((x + i * (width + gap), y, width, 66), choice.label,
                                       choice.act, style=choice.style, size=34))
        self.focus = focus % n

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was for the dialog (it is modal: the castle waits)."""
        if event.type == pygame.MOUSEMOTION:
            for i, button in enumerate(self.buttons):
                button.hovered = button.rect.collidepoint(event.pos)
                if button.hovered:
                    self.focus = i
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in self.buttons:
                if button.rect.collidepoint(event.pos):
                    button.activate()
                    return True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return False  # the pause menu
            for choice in self.choices:
                if event.key in choice.keys:
                    choice.act()
                    return True
            if event.key in (pygame.K_LEFT, pygame.K_UP) or (
                    event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT):
                self.focus = (self.focus - 1) % len(self.buttons)
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(self.buttons)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].activate()
            return True
        return False

    def draw(self, canvas: pygame.Surface) -> None:
        veil = _veil()
        canvas.blit(veil, CASTLE_RECT.topleft)
        r = self.rect
        draw.blit_shadow(canvas, r, 22)
        canvas.blit(draw.panel(r.size, 22, theme.PARCHMENT, theme.WOOD_DARK, 4), r)
        band = pygame.Rect(r.x + 4, r.y + 4, r.w - 8, 54)
        canvas.blit(draw.panel(band.size, 18, self.colour), band)
        size = draw.fit_size(self.title, 40, band.w - 30, True)
        draw.text(canvas, self.title, band.center, size, theme.WHITE, bold=True, anchor="center",
                  shadow=(40, 30, 30))
        y = band.bottom + 12
        for line in self.lines:
            size = draw.fit_size(line, 30, r.w - 40, True)
            draw.text(canvas, line, (r.centerx, y), size, theme.INK, bold=True, anchor="midtop")
            y += 32
        for i, (button, choice) in enumerate(zip(self.buttons, self.choices)):
            if choice.icon is not None:
                canvas.blit(choice.icon, choice.icon.get_rect(midbottom=(button.rect.centerx,
                                                                         button.rect.y - 4)))
            button.draw(canvas)
            if i == self.focus:
                draw.focus_ring(canvas, button.rect, 18)


_VEIL: list[pygame.Surface] = []


def _veil() -> pygame.Surface:
    if not _VEIL:
        veil = pygame.Surface(CASTLE_RECT.size, pygame.SRCALPHA)
        veil.fill((20, 16, 30, 110))
        _VEIL.append(veil)
    return _VEIL[0]


def question(v: Stage) -> Dialog:
    """The question for the seat the rules wait for (coat of arms, withdraw, guess)."""
    o = v.obs()
    seat, key, km = o["to_move"], o["key"], o["keymaster"]
    who = v.name(seat)
    colour = tuple(v.seats[seat].rgb)
    yes_keys = (pygame.K_y, pygame.K_j)
    if o["phase"] == R.ARMS:
        joined = ", ".join(v.name(j) for j in o["joiners"])
        return Dialog(f"{who}: place a coat of arms?", [
            f"{v.name(o['current'])} tries {art.key_word(key)} on {tower_name(km)}",
            f"({o['tower_pearls'][km - 1]} pearls inside). Share them if it fits!",
            f"You have {o['arms'][seat]} left." + (f" Already in: {joined}." if joined else ""),
        ], [Choice("Yes", lambda: v.try_apply(M.PlaceCoatOfArms()), "go", yes_keys),
            Choice("No", lambda: v.try_apply(M.DeclineCoatOfArms()), "secondary",
                   (pygame.K_n,))], colour, focus=1)
    if o["phase"] == R.WITHDRAW:
        others = ", ".join(v.name(j) for j in o["joiners"] if j != seat)
        return Dialog(f"{who}: take your coat of arms back?", [
            f"Also in: {others}.",
            "Take it back and you keep it, but get no share.",
        ], [Choice("Take back", lambda: v.try_apply(M.WithdrawCoatOfArms()), "danger",
                   (pygame.K_t,) + yes_keys),
            Choice("Stay in", lambda: v.try_apply(M.KeepCoatOfArms()), "go",
                   (pygame.K_s, pygame.K_n))], colour, focus=1)
    choices = [Choice(f"Key {k}", lambda k=k: v.try_apply(M.GuessEnchantedKey(k)),
                      "primary", (pygame.K_0 + k, KEY_LETTERS_BY_KEY[k]), art.key_bow(k))
               for k in o["keys_left"]]
    choices.append(Choice("No guess", lambda: v.try_apply(M.DeclineGuess()), "secondary",
                          (pygame.K_n,)))
    rect = pygame.Rect(0, 0, 640, 318)
    rect.center = (layout.CASTLE_RECT.centerx, 270)
    return Dialog(f"{who}: which key is enchanted?", [
        "One of these keys fits no tower at all.",
        "Guess it with a coat of arms: if you are right,",
        "you share the last tower's pearls at the end.",
    ], choices, colour, focus=len(choices) - 1, rect=rect)
