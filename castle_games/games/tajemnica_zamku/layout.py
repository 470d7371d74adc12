"""Where things sit on the 1280x720 Tajemnica Zamku canvas.

The labyrinth table fills the left (it scrolls and zooms, see camera.py); the side board on
the right holds the player cards, the dice tray with the big number, the action buttons and
a hint. While a drawn tile waits to be laid, the hand strip covers the bottom of the table:
the tile as drawn and one small picture per way it fits.
"""

from __future__ import annotations

import pygame

from castle_games.ui.art.dice import felt_rect

BOARD_RECT = pygame.Rect(0, 0, 900, 720)
SIDE_RECT = pygame.Rect(900, 0, 380, 720)
CARD_X, CARD_Y, CARD_W, CARD_H, CARD_GAP = 912, 10, 356, 82, 6
TRAY_RECT = pygame.Rect(912, 388, 214, 150)      # rim included; the felt is inside
NUMBER_RECT = pygame.Rect(1136, 388, 132, 150)   # the rolled number, large
FELT = felt_rect(TRAY_RECT)                     # where the die rolls (DiceTray size)
DIE_SIZE = 54
TARGET_Y = 546                                  # "8+ to beat the red dragon"
BUTTON_Y, BUTTON_H = 580, 56
HINT_Y = 648
PICTURE_W = 60                                  # a prompt's picture, left of the hint
# The speaker button (say the prompt again): top right of the table, in the strip the
# camera keeps clear for the banner (which stays left of it), right of any bubble's reach.
SPEAKER_RECT = pygame.Rect(838, 6, 52, 52)
BANNER_Y = 8
HAND_RECT = pygame.Rect(12, 566, 876, 146)
HAND_TILE = 112                                 # the drawn tile, in the hand
SWORD_SLOTS_X = 70                              # from a card's left edge
ITEM_SLOTS_X = 212
SLOT = 34


def card_rect(seat: int) -> pygame.Rect:
    return pygame.Rect(CARD_X, CARD_Y + seat * (CARD_H + CARD_GAP), CARD_W, CARD_H)


def sword_slot(seat: int, k: int) -> tuple[int, int]:
    """Centre of the k-th sword place (yellow, red, green) on a player's card."""
    r = card_rect(seat)
    return (r.x + SWORD_SLOTS_X + 20 + k * (SLOT + 8), r.y + 56)


def item_slot(seat: int, k: int) -> tuple[int, int]:
    """Centre of the k-th item place (map, elixir, key) on a player's card."""
    r = card_rect(seat)
    return (r.x + ITEM_SLOTS_X + 20 + k * (SLOT + 8), r.y + 56)


def buttons(count: int) -> list[pygame.Rect]:
    """`count` buttons side by side under the tray (one or two rows for many)."""
    if count <= 0:
        return []
    left, width, gap = SIDE_RECT.x + 12, SIDE_RECT.w - 24, 8
    if count <= 3:
        w = (width - gap * (count - 1)) // count
        return [pygame.Rect(left + i * (w + gap), BUTTON_Y, w, BUTTON_H) for i in range(count)]
    # More choices (rare: two dragons and the princess on one tile): two rows, shorter.
    per_row = (count + 1) // 2
    w = (width - gap * (per_row - 1)) // per_row
    h = (BUTTON_H + HINT_Y - BUTTON_Y - 14) // 2
    return [pygame.Rect(left + (i % per_row) * (w + gap), BUTTON_Y - 20 + (i // per_row) * (h + 6),
                        w, h) for i in range(count)]


def offer_rects(sides: list[str]) -> tuple[int, list[pygame.Rect]]:
    """(thumbnail size, rectangles) of the ways a drawn tile fits, in the hand strip.

    `sides` is the side of each way, in order: ways at the same side sit together, with a
    wider gap between the groups."""
    count = len(sides)
    groups = sum(1 for i, s in enumerate(sides) if i == 0 or s != sides[i - 1])
    left = HAND_RECT.x + HAND_TILE + 52
    room = HAND_RECT.right - 14 - left
    gap, group_gap = 8, 26
    size = (room - gap * max(0, count - groups) - group_gap * max(0, groups - 1)) // max(1, count)
    size = max(40, min(72, size))
    y = HAND_RECT.y + 44
    rects, x = [], left
    for i, side in enumerate(sides):
        if i:
            x += group_gap if side != sides[i - 1] else gap
        rects.append(pygame.Rect(x, y, size, size))
        x += size
    return size, rects


# -- where the table's cards go (ui/card_places.py) -----------------------------------------
TOP_STRIP = pygame.Rect(0, 0, BOARD_RECT.w, 60)  # the round, the tiles left, the banner


def card_rail(n: int, hand: bool) -> tuple[pygame.Rect, ...]:
    """The side board below the player cards (when they leave room), then the table below
    its top strip (above the hand strip while a drawn tile waits): the cards keep clear of
    the tiles, which the table declares as must stay visible."""
    below = card_rect(n - 1).bottom + 8
    side = [pygame.Rect(SIDE_RECT.x + 6, below, SIDE_RECT.w - 12, TRAY_RECT.top - 8 - below)]
    bottom = HAND_RECT.top - 8 if hand else BOARD_RECT.bottom - 8
    return (*side, pygame.Rect(8, TOP_STRIP.bottom, BOARD_RECT.w - 16,
                               bottom - TOP_STRIP.bottom))


def must_stay_visible(n: int, cells: list[tuple[int, int]], size: int, hand: bool
                      ) -> list[pygame.Rect]:
    """Every laid tile (with the pawns and tokens on it) and every place a new tile may go
    (`cells`: their screen centres, `size` pixels a side), the top strip, the hand strip
    while a tile waits in it, and the player cards."""
    keep = [pygame.Rect(x - size // 2, y - size // 2, size, size) for x, y in cells]
    keep += [TOP_STRIP.copy(), *(card_rect(s) for s in range(n))]
    return keep + ([HAND_RECT.copy()] if hand else [])
