"""Where things sit on the 1280x720 Schlotterstein canvas, for two to four players.

The ghost path runs along the top. Below it the table: the players' places down the left
and right edges (seats go clockwise as seen from above: up the left side, down the right),
and between them the 20 resident cards lying in a ring around the middle, where the pile
of ghost cards, the card being played (face down) and the bell are. While a card is shown
it covers the table, big, with the sand-glass beside it; at the check it lies face up in
the middle of the ring, medium-sized, so that the players' scared cards stay in view.
"""

from __future__ import annotations

import pygame

from castle_games.games.schlotterstein.residents import NAMES

PATH_RECT = pygame.Rect(8, 6, 1264, 104)
PATH_START_X = 70              # the start stone's centre
PATH_END_X = 1236              # the furthest stone's centre, however long the path
PATH_Y = 84                    # the stones' centre line (ghosts float above it)
PATH_STEP_MAX = 96

TABLE_TOP, TABLE_BOTTOM = 118, 712
PANEL_W = 252
LEFT_X, RIGHT_X = 8, 1020
PANEL_GAP = 10

CARD_W, CARD_H = 86, 106       # resident cards in the ring
RING_X0, RING_PITCH_X = 303, 98
RING_Y0, RING_PITCH_Y = 130, 116
SMALL_W, SMALL_H = 56, 69      # resident cards in front of a player, when many
SMALL_PITCH_X, SMALL_PITCH_Y = 60, 73
MID_W, MID_H = 74, 91          # ... and when few (up to 6)
MID_PITCH_X, MID_PITCH_Y = 80, 96

INTERIOR = pygame.Rect(401, 246, 478, 338)
PILE_RECT = pygame.Rect(418, 318, 160, 120)
DOWN_RECT = pygame.Rect(702, 318, 160, 120)
BELL_CENTER = (640, 500)
BELL_RADIUS = 44
SHOW_RECT = pygame.Rect(24, 114, 800, 600)
CHECK_RECT = pygame.Rect(360, 190, 560, 420)
SIDE_RECT = pygame.Rect(842, 114, 422, 600)   # beside the big card: sand-glass and button
GLASS_RECT = pygame.Rect(963, 226, 180, 300)
HIDE_RECT = pygame.Rect(893, 588, 320, 84)
# The speaker button (say the prompt again): in the middle's bottom-left corner, left of
# the bell; while the big card is shown, on the side panel left of the sand-glass.
SPEAKER_RECT = pygame.Rect(416, 524, 52, 52)
SHOW_SPEAKER_RECT = pygame.Rect(870, 240, 52, 52)
PICTURE_W = 50                 # a prompt's picture, left of the hint's words
SHOW_PICTURE = pygame.Rect(866, 420, 60, 80)  # ... and beside the card: left of the glass


def _ring_cells() -> list[tuple[int, int]]:
    """(row, column) of the 20 places, clockwise: the top row, down the right, the bottom
    row backwards, up the left."""
    cells = [(0, c) for c in range(7)]
    cells += [(r, 6) for r in (1, 2, 3)]
    cells += [(4, c) for c in range(6, -1, -1)]
    cells += [(r, 0) for r in (3, 2, 1)]
    return cells


RING = _ring_cells()
assert len(RING) == len(NAMES)


def ring_rect(name: str) -> pygame.Rect:
    """The resident card's place in the middle (each resident always has the same one)."""
    r, c = RING[NAMES.index(name)]
    return pygame.Rect(RING_X0 + c * RING_PITCH_X, RING_Y0 + r * RING_PITCH_Y, CARD_W, CARD_H)


def bell_rect() -> pygame.Rect:
    x, y = BELL_CENTER
    r = BELL_RADIUS
    return pygame.Rect(x - r, y - r, 2 * r, 2 * r)


class Layout:
    """The players' places for n seats: up the left side, then down the right."""

    def __init__(self, n: int) -> None:
        self.n = n
        left = (n + 1) // 2
        right = n - left
        self.panels: list[pygame.Rect] = []
        for i in range(left):  # bottom to top: seat 0 sits nearest the viewer on the left
            self.panels.append(self._slot(LEFT_X, left - 1 - i, left))
        for i in range(right):
            self.panels.append(self._slot(RIGHT_X, i, right))

    @staticmethod
    def _slot(x: int, index: int, count: int) -> pygame.Rect:
        h = (TABLE_BOTTOM - TABLE_TOP - PANEL_GAP * (count - 1)) // count
        return pygame.Rect(x, TABLE_TOP + index * (h + PANEL_GAP), PANEL_W, h)

    def panel(self, seat: int) -> pygame.Rect:
        return self.panels[seat]

    def on_left(self, seat: int) -> bool:
        return self.panels[seat].x < 640

    def small_rect(self, seat: int, index: int, count: int) -> pygame.Rect:
        """The `index`-th scared card in front of a player: 3 a row while they are few and
        fit, smaller and 4 a row otherwise (a short place of four players takes two rows of
        small cards without overlapping); rows squeeze together when even that is too tall."""
        p = self.panels[seat]
        top = p.y + 96
        room = p.bottom - 30 - top
        mid_rows = max(1, -(-count // 3))
        if count <= 6 and MID_H + (mid_rows - 1) * MID_PITCH_Y <= room:
            per_row, w, h, px, py = 3, MID_W, MID_H, MID_PITCH_X, MID_PITCH_Y
        else:
            per_row, w, h, px, py = 4, SMALL_W, SMALL_H, SMALL_PITCH_X, SMALL_PITCH_Y
        rows = max(1, -(-count // per_row))
        pitch_y = min(py, (room - h) / max(1, rows - 1)) if rows > 1 else 0
        row, col = divmod(index, per_row)
        x = p.x + (PANEL_W - (per_row * px - (px - w))) // 2 + col * px
        return pygame.Rect(x, int(top + row * pitch_y), w, h)

    def bubble_anchor(self, seat: int) -> tuple[int, int]:
        """Where a speech bubble from this player points to (the inner edge of the place)."""
        p = self.panels[seat]
        return (p.right + 6, p.y + 40) if self.on_left(seat) else (p.x - 6, p.y + 40)


PATH_FIRST_GAP = 66            # the start stone is wide: space 1 keeps clear of it


def path_step(length: int) -> float:
    """Pixels from one stone to the next, for a path of `length` spaces after the start."""
    room = PATH_END_X - PATH_START_X - PATH_FIRST_GAP
    return min(PATH_STEP_MAX, room / max(1, length - 1))


def stone_x(k: float, length: int) -> float:
    """The centre of space k (fractional while a ghost glides between two spaces)."""
    if k <= 1:
        return PATH_START_X + max(0.0, k) * PATH_FIRST_GAP
    return PATH_START_X + PATH_FIRST_GAP + (k - 1) * path_step(length)


# -- where the table's cards go (ui/card_places.py) -----------------------------------------
def card_rail(layout: Layout, showing: bool) -> tuple[pygame.Rect, ...]:
    """While the big card is shown: the side panel beside it (the sand-glass may hide;
    the card to memorise never). Otherwise the middle, inside the ring of residents (over
    the pile and the turned card, never the bell), then the players' places below their
    names."""
    if showing:
        return (SIDE_RECT.copy(),)
    below = [pygame.Rect(p.x, p.y + 96, p.w, p.h - 96) for p in layout.panels]
    return (INTERIOR.inflate(-8, -8), *below)


def must_stay_visible(layout: Layout, scared: list[list[str]], card_at: str | None
                      ) -> list[pygame.Rect]:
    """The ghosts' path, every resident in the ring, each player's name and the residents
    they scared, the bell with its words, and the card to memorise (or to check)."""
    keep = [PATH_RECT.copy()]
    if card_at == "show":  # (the big card covers the rest of the table)
        return [*keep, SHOW_RECT.copy(), HIDE_RECT.copy(), SHOW_PICTURE.copy()]
    keep += [ring_rect(name) for name in NAMES]
    keep += [pygame.Rect(p.x, p.y, p.w, 96) for p in layout.panels]
    for seat, got in enumerate(scared):
        keep += [layout.small_rect(seat, i, len(got)) for i in range(len(got))]
    keep.append(bell_rect().union(pygame.Rect(BELL_CENTER[0] - 110, BELL_CENTER[1], 220, 78)))
    if card_at == "check":
        keep.append(CHECK_RECT.inflate(0, 120))
    return keep
