"""Where things sit on the 1280x720 Knobelschatz canvas, for two to five players.

The table fills the left; the side board on the right holds the dice tray, the dice as
rolled, the Roll button, a hint and a legend of the die faces. Seats go clockwise round the
table as seen from above, starting at the bottom (the seat nearest the screen's viewer).
"""

from __future__ import annotations

import math

import pygame

from castle_games.core.languages import N_
from castle_games.games.knobelschatz import art

TABLE_RECT = pygame.Rect(14, 52, 932, 652)
CENTER = (480, 376)
SIDE_RECT = pygame.Rect(958, 8, 314, 704)
TRAY_RECT = pygame.Rect(984, 64, 262, 200)
ROLL_RECT = pygame.Rect(996, 428, 238, 84)
# The speaker button (say the prompt again): the table's top-left corner, which no spot,
# tag, bubble or banner reaches.
SPEAKER_RECT = pygame.Rect(12, 6, 52, 52)
PANEL_W, PANEL_H = 244, 144
DIE_ROW_Y = 326
DIE_ROW_SIZE = 62
DIE_ROW_X = (1018, 1115, 1212)
LEGEND_Y = 648
# Under each rolled die, where it takes from (catalogue messages, translated when drawn).
CAPTIONS = {
    # TRANSLATORS: under a rolled die showing the watchdog (it runs to the roller).
    0: N_("dog!"),
    # TRANSLATORS: under a rolled die: one pip takes from the left neighbour.
    1: N_("left"),
    # TRANSLATORS: under a rolled die: two pips take from the right neighbour.
    2: N_("right"),
    # TRANSLATORS: under a rolled die: three pips take from the pile in the middle.
    3: N_("pile"),
    # TRANSLATORS: under a rolled die: four pips take from another player of your choice
    # (the same word as in the legend and as "of your choice" in the four-pips sentences).
    4: N_("choice"),
}
# The legend of the die faces, always on show; each word has about 55 pixels.
LEGEND = (
    # TRANSLATORS: legend under a small die (one pip): from the left neighbour. Very short.
    (1, N_("left")),
    # TRANSLATORS: legend under a small die (two pips): from the right neighbour. Very short.
    (2, N_("right")),
    # TRANSLATORS: legend under a small die (three pips): from the pile. Very short.
    (3, N_("pile")),
    # TRANSLATORS: legend under a small die (four pips): from another player of your
    # choice. Very short.
    (4, N_("choice")),
    # TRANSLATORS: legend under a small die (the dog face): the watchdog. Very short.
    (0, N_("dog")),
)


class Layout:
    """Where everything sits for n players: seats round the table, clockwise from the bottom."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.panels: list[pygame.Rect] = []
        bounds = pygame.Rect(6, 58, 946, 656)
        for i in range(n):
            # Clockwise seen from above: bottom, then left, top, right (y points down).
            a = math.radians(90 + 360 * i / n)
            rect = pygame.Rect(0, 0, PANEL_W, PANEL_H)
            rect.center = (int(CENTER[0] + 350 * math.cos(a)), int(CENTER[1] + 245 * math.sin(a)))
            self.panels.append(rect.clamp(bounds))

    def panel(self, seat: int) -> pygame.Rect:
        return self.panels[seat]

    def fan(self, seat: int, count: int, wide: bool = False) -> list[tuple[int, int, int]]:
        """(x, y, angle) of each card in a seat's fan, left to right.

        While playing the fan leaves room for the count badge; at the end (`wide`) the
        turned-over cards use the whole spot so their values overlap less.
        """
        if count <= 0:
            return []
        p = self.panels[seat]
        if wide and count > 8:
            # Two overlapping rows, so that every card's corner value still shows.
            per_row = (count + 1) // 2
            step = min(34.0, (PANEL_W - 24 - art.CARD_W) / max(1, per_row - 1))
            out = []
            for j in range(count):
                row, col = divmod(j, per_row)
                k = col - (min(per_row, count - row * per_row) - 1) / 2
                out.append((int(p.centerx + k * step), p.top + 80 + 26 * row, 0))
            return out
        room = PANEL_W - (24 if wide else 64)
        cx, cy = p.centerx - (0 if wide else 14), p.top + 92
        step = min(34.0 if wide else 30.0, (room - art.CARD_W) / max(1, count - 1))
        spread = min(6.0, 36.0 / count)
        out = []
        for j in range(count):
            k = j - (count - 1) / 2
            angle = int(round(-k * spread / 2)) * 2
            out.append((int(cx + k * step), int(cy + abs(k) * spread * 0.6), angle))
        return out

    def fan_slot(self, seat: int, count: int, j: int) -> tuple[float, float]:
        x, y, _ = self.fan(seat, count)[min(j, count - 1)]
        return float(x), float(y)

    @staticmethod
    def pile_top(count: int) -> tuple[float, float]:
        return float(CENTER[0]), float(CENTER[1] - art.PILE_STEP * count)

    def dog_spot(self, seat: int | None) -> tuple[float, float]:
        """The dog sits right against its owner's spot, on the side facing the middle;
        if a neighbour's spot is near on that side (the two top spots of five players), on
        the outer side instead, a little lower, so it never seems to sit between two."""
        if seat is None:
            return float(CENTER[0] + 112), float(CENTER[1] + 18)
        p = self.panels[seat]
        inward_left = p.centerx > CENTER[0] + 40
        x = p.left - art.DOG_W // 2 + 6 if inward_left else p.right + art.DOG_W // 2 - 6
        y = p.centery + 12
        dog = pygame.Rect(0, 0, art.DOG_W, art.DOG_H)
        dog.center = (x, y)
        crowded = any(other.inflate(2 * art.DOG_W, 0).colliderect(dog)
                      for k, other in enumerate(self.panels) if k != seat)
        if crowded:
            x = p.right + art.DOG_W // 2 - 10 if inward_left else p.left - art.DOG_W // 2 + 10
            y += 34 if p.centery < CENTER[1] else -34
        return float(x), float(y)

    def dog_faces_left(self, seat: int | None) -> bool:
        """Looking at its owner (or, at the start, at the pile)."""
        return seat is None or self.dog_spot(seat)[0] > self.panels[seat].centerx

    def tag_above(self, seat: int) -> bool:
        """Labels go above a spot, unless the spot is at the top (the banner is there)."""
        return self.panels[seat].top > 120

    @staticmethod
    def pile_rect() -> pygame.Rect:
        rect = pygame.Rect(0, 0, 100, 170)
        rect.midbottom = (CENTER[0], CENTER[1] + art.CARD_H // 2 + 8)
        return rect

    @staticmethod
    def die_rect(i: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, DIE_ROW_SIZE + 10, DIE_ROW_SIZE + 10)
        rect.center = (DIE_ROW_X[i % 3], DIE_ROW_Y)
        return rect
