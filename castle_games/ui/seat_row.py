"""One seat's row in the seat setup — its colour, name, who plays it (a person or the
computer, and how strong) and the person's hints — and the family's remembered players,
shown above the rows to be seated with one click."""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.core import profiles
from castle_games.core.languages import N_, _
from castle_games.core.seats import COLOURS, COMPUTER, DEFAULT_NAMES, HUMAN, LADDER, LEVELS, Seat
from castle_games.ui import draw, theme
from castle_games.ui.art import signs
from castle_games.ui.art.avatars import avatar
from castle_games.ui.guidance import bulb
from castle_games.ui.widgets import Button, ListChoice, TextField, Toggle

ROW_TOP, ROW_STEP, ROW_H = 150, 78, 64
LEVEL_WORDS = {
    "easy": N_("Computer: easy"),
    "normal": N_("Computer: normal"),
    "hard": N_("Computer: hard"),
    "expert": N_("Computer: expert"),
    # TRANSLATORS: a computer player that plays like a young child and lets children win
    # about half the time (it learns from the games it plays).
    "kind": N_("Computer: kind"),
}
# TRANSLATORS: the computer playing a seat, in a game where it has one way to play only
# (the dice decide most: levels would be names only)
COMPUTER_WORD = N_("Computer")
# TRANSLATORS: a seat played by a person at the table (not the computer)
PERSON = (HUMAN, N_("Person"))
BY_EAR = "by ear"  # the choice's value: a person who plays by ear at the sighted table
# TRANSLATORS: a seat played by a person who cannot see the screen: on their turns the
# table is heard (the game's "Play by ear"), for the others it is drawn as always.
PERSON_BY_EAR = (BY_EAR, N_("Person, by ear"))
FAR_AWAY = "far away"  # the choice's value: a person at another computer, in another home
# TRANSLATORS: a seat played by a person in another home, on their own computer (family
# far away, joined with an invite code): this computer never shows what that seat sees.
PERSON_FAR_AWAY = (FAR_AWAY, N_("Person far away"))
KINDS = [PERSON] + [(level, LEVEL_WORDS[level]) for level in LEVELS]


def level_words(offered: tuple[str, ...]) -> dict[str, str]:
    """What each level a game offers is called: its usual words, or plain "Computer" for
    the one way to play of a game that offers a single level besides kind."""
    words = {level: LEVEL_WORDS[level] for level in offered if level in LEVEL_WORDS}
    ladder = [level for level in offered if level in LADDER]
    if len(ladder) == 1:
        words[ladder[0]] = COMPUTER_WORD
    return words


def kinds(offered: tuple[str, ...], by_ear: bool = False) -> list[tuple[str, str]]:
    """The choices of who plays a seat: a person (by ear too, in a game that can be played
    by ear), or the computer at a level offered."""
    words = level_words(offered)
    people = ([PERSON, PERSON_BY_EAR] if by_ear else [PERSON]) + [PERSON_FAR_AWAY]
    return people + [(level, words[level]) for level in offered if level in words]


def is_person(kind: str) -> bool:
    return kind in (HUMAN, BY_EAR, FAR_AWAY)
COLOUR_WORDS = {"red": N_("Red"), "blue": N_("Blue"), "green": N_("Green"),
                "yellow": N_("Yellow"), "purple": N_("Purple")}
COLOUR_CHOICES = [(name, COLOUR_WORDS.get(name, name)) for name in COLOURS]


class SeatRow:
    """The three controls of one seat."""

    def __init__(self, scene: Any, i: int, seat: Seat,
                 offered: tuple[str, ...] = LEVELS,
                 by_ear: bool = False) -> None:  # (the SetupScene)
        y = ROW_TOP + i * ROW_STEP
        self.colour = ListChoice((60, y, 232, ROW_H), COLOUR_CHOICES, seat.colour,
                                 lambda c, i=i: scene.colour_changed(i, c),
                                 swatch=lambda c: COLOURS[c], swatch_sign=signs.seat_sign)
        self.name = TextField((306, y, 240, ROW_H), seat.name, lambda _t: scene.names_changed(),
                              placeholder=DEFAULT_NAMES[i])
        choices = kinds(offered, by_ear)
        kind = (FAR_AWAY if seat.far_away else BY_EAR if seat.by_ear and by_ear else HUMAN
                ) if seat.is_human else (seat.level or "normal")
        if kind not in dict(choices):
            kind = choices[1][0] if len(choices) > 1 else HUMAN
        self.kind = ListChoice((558, y, 302, ROW_H), choices, kind,
                               lambda _k: self.hints.show_for(is_person(self.kind.value)))
        self.hints = HintSwitch((872, y, 60, ROW_H), seat.hints, self.called)
        self.hints.show_for(seat.is_human)
        self.widgets = (self.colour, self.name, self.kind, self.hints)
        self.index = i
        # TRANSLATORS: a seat's colour said aloud: "Colour of Anna: Red"
        self.colour.speech = lambda: _("Colour of {player}: {colour}").format(
            player=self.called(), colour=_(self.colour.shown))
        # TRANSLATORS: who plays a seat, said aloud: "Ben: Computer: easy", "Anna: Person"
        self.kind.speech = lambda: _("{player}: {kind}").format(player=self.called(),
                                                                kind=_(self.kind.shown))

    def called(self) -> str:
        return self.name.text.strip() or DEFAULT_NAMES[self.index]

    def show(self, visible: bool) -> None:
        for w in self.widgets:
            w.visible = visible
        self.hints.show_for(visible and is_person(self.kind.value))

    def seat(self) -> Seat:
        name = self.called()
        kind = self.kind.value
        if is_person(kind):
            return Seat(name, self.colour.value, HUMAN, hints=self.hints.value,
                        by_ear=kind == BY_EAR, far_away=kind == FAR_AWAY)
        return Seat(name, self.colour.value, COMPUTER, kind)


class HintSwitch(Toggle):
    """A person's hints on or off: a light bulb, lit or crossed out."""

    def __init__(self, rect: Any, value: bool, player: Any) -> None:
        super().__init__(rect, N_("Hints"), value)
        # TRANSLATORS: said aloud in the seat setup: "Hints for Anna: on"
        self.speech = lambda: (_("Hints for {player}: on") if self.value else
                               _("Hints for {player}: off")).format(player=player())

    def show_for(self, person: bool) -> None:
        self.visible = person
        self.enabled = person

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect.move(0, -2 if self.hovered else 0)
        fill = theme.PARCHMENT if self.value else theme.STONE_LIGHT
        if self.hovered:
            fill = draw.lighten(fill, 0.25)
        surface.blit(draw.panel(r.size, 14, fill, theme.WOOD_DARK, 3), r)
        bulb(surface, (r.centerx, r.centery - 6), 30, lit=self.value)
        if not self.value:
            pygame.draw.line(surface, theme.DANGER, (r.left + 10, r.bottom - 10),
                             (r.right - 10, r.top + 10), 5)


class PlayerPick(Button):
    """One of the family's remembered players: their picture and name; a click seats them."""

    def __init__(self, rect: pygame.Rect, player: profiles.Player, on_click: Any) -> None:
        super().__init__(rect, lambda: player.name, on_click, size=24)
        self.player = player
        self.speech = lambda: _("Seat {player}").format(player=player.described())

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect.move(0, -2 if self.hovered else 0)
        fill = draw.lighten(theme.PARCHMENT, 0.3) if self.hovered else theme.PARCHMENT
        surface.blit(draw.panel(r.size, 14, fill, theme.WOOD_DARK, 2), r)
        size = r.height - 8
        surface.blit(avatar(self.player.picture, size, COLOURS[self.player.colour]),
                     (r.x + 4, r.y + 4))
        colour = COLOURS[self.player.colour]
        signs.stamp(surface, signs.seat_sign(self.player.colour), (r.x + size, r.y + size - 2),
                    16, owner=f"seat:{self.player.colour}", colour=draw.lighten(colour, 0.35),
                    body=pygame.Rect(r.x + 4, r.y + 4, size, size))
        room = pygame.Rect(r.x + size + 10, r.y, r.width - size - 14, r.height)
        draw.text(surface, self.player.name, (room.x, r.centery), 24, theme.INK, bold=True,
                  anchor="midleft", within=room)


PICKS = 4          # remembered players shown above the seats
PICK_W, PICK_H = 124, 46
