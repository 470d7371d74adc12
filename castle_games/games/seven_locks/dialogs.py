"""The questions a Seven Locks seat is asked: a coat of arms (yes or no), taking it back
(strategists' variant), and the enchanted key. Big buttons, the asked player's name and
colour on top; mouse, arrow keys, Enter, and letter shortcuts (Y / N, a key's number).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from castle_games.core.telling import N_, _, joined, ngettext
from castle_games.games.seven_locks import art, layout
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.layout import CASTLE_RECT, DIALOG_RECT
from castle_games.games.seven_locks.shown import Stage
from castle_games.games.seven_locks.story import tower_name
from castle_games.ui import draw, theme
from castle_games.ui.menu_voice import Words, said
from castle_games.ui.widgets import Button

# A key by the first letter of its colour: r o y g t b v p (pygame's letter codes are ASCII).
KEY_LETTERS = {ord(colour[0]): k + 1 for k, colour in enumerate(R.KEY_COLOURS)}
KEY_LETTERS_BY_KEY = {k: code for code, k in KEY_LETTERS.items()}
TEXT_SIZE, SMALLEST = 30, 18


@dataclass
class Choice:
    label: Words                         # an N_-marked msgid, or a function saying it
    act: Callable[[], object]
    style: str = "secondary"
    keys: tuple[int, ...] = ()           # pygame key codes that pick it
    icon: pygame.Surface | None = None   # drawn above the button (a key's picture)


def fitted(paragraphs: Sequence[str], width: int, height: int, size: int = TEXT_SIZE,
           leading: float = 1.07, smallest: int = SMALLEST) -> tuple[int, list[str]]:
    """The largest letters (down from `size`) at which the paragraphs, wrapped to `width`
    (bold), stand in `height` pixels, a line `leading` times the size apart; and their
    lines. German runs about 30 % longer than English: the words shrink rather than spill,
    never below `theme.FLOOR`."""
    smallest = max(smallest, theme.FLOOR)
    size = max(size, smallest)
    while True:
        lines = [line for p in paragraphs for line in draw.wrap(p, size, width, True)]
        if size <= smallest or len(lines) * round(size * leading) <= height:
            return size, lines
        size = max(smallest, size - 2)


class Dialog:
    """A question in a box over the castle. Its words are kept as the catalogue's msgids
    (or functions saying them) and put into the language in use each time it is drawn."""

    def __init__(self, title: Words, lines: list[Words], choices: list[Choice],
                 colour: tuple[int, int, int], focus: int = 0,
                 rect: pygame.Rect | None = None, picture: pygame.Surface | None = None) -> None:
        self.words_title, self.words_lines = title, lines
        self.choices, self.colour = choices, colour
        self.rect = (rect or DIALOG_RECT).copy()
        # Left of the title: what the question is about (the asked player's coat of arms),
        # for a child who cannot read; `picture_rect` is where it was drawn.
        self.picture = picture
        self.picture_rect: pygame.Rect | None = None
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
        self.show_focus = True  # off while the hint's arrow is on show (one arrow at a time)

    @property
    def title(self) -> str:
        return said(self.words_title)

    @property
    def lines(self) -> list[str]:
        """The paragraphs of the question, in the language in use."""
        return [said(line) for line in self.words_lines]

    def text_room(self) -> pygame.Rect:
        """Where the question's words go: under the title band, above the buttons (and the
        keys' pictures over them)."""
        top = self.rect.y + 4 + 54 + 12
        bottom = min(b.rect.y - (c.icon.get_height() + 4 if c.icon is not None else 0)
                     for b, c in zip(self.buttons, self.choices)) - 6
        return pygame.Rect(self.rect.x + 20, top, self.rect.w - 40, bottom - top)

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
        title = self.title
        room = band
        if self.picture is not None:
            self.picture_rect = self.picture.get_rect(midleft=(band.x + 10, band.centery))
            canvas.blit(self.picture, self.picture_rect)
            side = self.picture_rect.right + 6 - band.x
            room = band.inflate(-2 * side, 0)  # the title stays centred, clear of it
        size = draw.fit_size(title, 40, band.w - 30 if self.picture is None else room.w - 10,
                             True)
        draw.text(canvas, title, band.center, size, theme.WHITE, bold=True, anchor="center",
                  shadow=(40, 30, 30), within=room)
        room = self.text_room()
        size, lines = fitted(self.lines, room.w, room.h)
        y = room.y
        for line in lines:
            draw.text(canvas, line, (room.centerx, y), size, theme.INK, bold=True,
                      anchor="midtop", within=room)
            y += round(size * 1.07)
        for i, (button, choice) in enumerate(zip(self.buttons, self.choices)):
            if choice.icon is not None:
                canvas.blit(choice.icon, choice.icon.get_rect(midbottom=(button.rect.centerx,
                                                                         button.rect.y - 4)))
            button.draw(canvas)
            if i == self.focus and self.show_focus:
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
    arms = art.shield(colour, who[:1].upper(), 34)
    yes_keys = (pygame.K_y, pygame.K_j)
    if o["phase"] == R.ARMS:
        opener, inside, left = v.name(o["current"]), o["tower_pearls"][km - 1], o["arms"][seat]
        names = [v.name(j) for j in o["joiners"]]

        def tries() -> str:
            return ngettext("{player} tries {key} on {tower} ({count} pearl inside). "
                            "Share it if it fits!",
                            "{player} tries {key} on {tower} ({count} pearls inside). "
                            "Share them if it fits!", inside).format(
                player=opener, key=art.key_word(key), tower=tower_name(km), count=inside)

        def arms_left() -> str:
            # TRANSLATORS: {count} is how many coats of arms the asked player still has.
            said = ngettext("You have {count} left.", "You have {count} left.",
                            left).format(count=left)
            if names:
                said += " " + _("Already in: {players}.").format(players=joined(names))
            return said

        return Dialog(lambda: _("{player}: place a coat of arms?").format(player=who),
                      [tries, arms_left],
                      # TRANSLATORS: the answers to "place a coat of arms?"
                      [Choice(N_("Yes"), lambda: v.try_apply(M.PlaceCoatOfArms()), "go",
                              yes_keys),
                       Choice(N_("No"), lambda: v.try_apply(M.DeclineCoatOfArms()), "secondary",
                              (pygame.K_n,))], colour, focus=1, picture=arms)
    if o["phase"] == R.WITHDRAW:
        others = joined([v.name(j) for j in o["joiners"] if j != seat])
        return Dialog(lambda: _("{player}: take your coat of arms back?").format(player=who), [
            lambda: _("Also in: {players}.").format(players=others),
            N_("Take it back and you keep it, but get no share."),
        ], [Choice(N_("Take back"), lambda: v.try_apply(M.WithdrawCoatOfArms()), "danger",
                   (pygame.K_t,) + yes_keys),
            Choice(N_("Stay in"), lambda: v.try_apply(M.KeepCoatOfArms()), "go",
                   (pygame.K_s, pygame.K_n))], colour, focus=1, picture=arms)
    choices = [Choice(lambda k=k: _("Key {key}").format(key=k),
                      lambda k=k: v.try_apply(M.GuessEnchantedKey(k)),
                      "primary", (pygame.K_0 + k, KEY_LETTERS_BY_KEY[k]), art.key_bow(k))
               for k in o["keys_left"]]
    choices.append(Choice(N_("No guess"), lambda: v.try_apply(M.DeclineGuess()), "secondary",
                          (pygame.K_n,)))
    rect = pygame.Rect(0, 0, 640, 318)
    rect.center = (layout.CASTLE_RECT.centerx, 270)
    return Dialog(lambda: _("{player}: which key is enchanted?").format(player=who), [
        N_("One of these keys fits no tower at all."),
        N_("Guess it with a coat of arms: if you are right, you share the last tower's "
           "pearls at the end."),
    ], choices, colour, focus=len(choices) - 1, rect=rect, picture=arms)
