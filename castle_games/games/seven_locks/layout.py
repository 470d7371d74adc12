"""Where things sit on the 1280x720 Seven Locks canvas.

The castle fills the left: seven towers stand in an arc round the pearl bin, seen from the
table's edge a little from above, tower 1 at the front left, tower 4 at the back, tower 7
at the front right (clockwise seen from above). In front of the castle lie the eight keys
in their board and, to the side, the tower set aside. The right column holds the side view
(a cut-away tower where each drop and each key try is acted out) and the dice tray; the
players' places run along the bottom.
"""

from __future__ import annotations

import pygame

from castle_games.games.seven_locks.rules import N_TOWERS, TOWER_HEIGHT_MM, fall_depth_mm

CASTLE_RECT = pygame.Rect(8, 8, 864, 592)
BOARD_CENTER = (440, 330)
BOARD_RADII = (410, 128)
BIN_CENTER = (440, 318)
SIDE_RECT = pygame.Rect(880, 8, 392, 392)
DICE_RECT = pygame.Rect(880, 408, 392, 192)
TRAY_RECT = pygame.Rect(892, 420, 196, 168)      # rim included
ROLL_RECT = pygame.Rect(1104, 540, 156, 52)
LEGEND_RECT = pygame.Rect(1102, 448, 164, 86)    # what the die means / showed: above Roll!
PLAYERS_Y, PLAYERS_H = 608, 104
KEYS_RECT = pygame.Rect(24, 462, 600, 138)
ASIDE_RECT = pygame.Rect(640, 462, 224, 138)
DIALOG_RECT = pygame.Rect(0, 0, 640, 272)
# The speaker button (say the prompt again): the castle's top-left corner, left of the
# banner (which is kept narrower than the castle for it).
SPEAKER_RECT = pygame.Rect(14, 8, 52, 52)
BANNER_W = CASTLE_RECT.w - 2 * (SPEAKER_RECT.right + 8 - CASTLE_RECT.x)
PICTURE_W = 44          # a prompt's picture, inside the banner (or a question's band)
DIALOG_RECT.center = (CASTLE_RECT.centerx, 300)

TOWER_W, TOWER_H = 80, 150        # a tower at the front; back towers are drawn smaller
KEY_SCALE = 0.44                  # px per mm of key shaft in the key board
KEY_PITCH = 72
KEY_TOP = KEYS_RECT.y + 16        # where the key bows hang
KEYMASTER_H = 84


def tower_base(tower: int) -> tuple[int, int]:
    """The midpoint of tower `tower`'s foot: an arc from front left over the back to front
    right, evenly spaced left to right so that no tower hides another."""
    k = (tower - 1) / (N_TOWERS - 1)             # 0 .. 1, left to right
    x = 100 + k * 680
    u = (x - BOARD_CENTER[0]) / 340.0
    y = 372 - 150 * (1 - u * u)
    return int(x), int(y)


def tower_scale(tower: int) -> float:
    """Back towers a little smaller: the castle is seen from the front, slightly above."""
    _, y = tower_base(tower)
    return 0.84 + 0.16 * (y - 222) / (372 - 222)


def tower_rect(tower: int) -> pygame.Rect:
    """The rectangle a standing tower's picture covers (roof and flag included)."""
    s = tower_scale(tower)
    w, h = int(TOWER_W * s), int(TOWER_H * s)
    x, y = tower_base(tower)
    rect = pygame.Rect(0, 0, w + 16, h + 30)
    rect.midbottom = (x, y + 6)
    return rect


def tower_top(tower: int) -> tuple[int, int]:
    """The opening at the top of the tower, where pearls and keys go in."""
    s = tower_scale(tower)
    x, y = tower_base(tower)
    return x, int(y - TOWER_H * s * 0.72)


def _inward(place: int) -> int:
    """+1 when the middle of the castle lies to the right of the tower, else -1."""
    return 1 if tower_base(place)[0] <= BOARD_CENTER[0] else -1


def keymaster_spot(place: int) -> tuple[float, float]:
    """Where the keymaster's feet are when he stands in front of place `place`: just in
    front of the tower, on the side towards the middle of the castle."""
    x, y = tower_base(place)
    s = tower_scale(place)
    return float(x + _inward(place) * 30 * s), float(y + 36)


RULER_W, RULER_H = 12, 84   # the see-drops ruler: the same length by every tower


def ruler_rect(place: int) -> pygame.Rect:
    """The see-drops ruler of a tower: upright beside it, on the side away from the middle,
    its top level with the tower's opening (the top is where a pearl goes in)."""
    x, _y = tower_base(place)
    s = tower_scale(place)
    rect = pygame.Rect(0, 0, RULER_W, RULER_H)
    rect.top = tower_top(place)[1] - 4
    rect.centerx = int(x - _inward(place) * (TOWER_W * s / 2 + 12))
    return rect


def ruler_mark_y(place: int, depth_mm: float) -> int:
    """Where a pearl that fell `depth_mm` sits on the ruler: deeper is lower, by the same
    scale at every tower (the ruler's length is the tower's whole height)."""
    rect = ruler_rect(place)
    return int(rect.top + rect.h * max(0.0, min(1.0, depth_mm / TOWER_HEIGHT_MM)))


def badge_spot(place: int) -> tuple[int, int]:
    """Where a tower's pearl count sits: at its foot, on the side away from the keymaster."""
    x, y = tower_base(place)
    s = tower_scale(place)
    return int(x - _inward(place) * 22 * s), int(y + 20)


def opened_spot(place: int) -> tuple[int, int]:
    """Where an opened place's number, key and label sit: shifted away from the keymaster's
    spot, so that he can stand at the empty place without covering them."""
    x, y = tower_base(place)
    return int(x - _inward(place) * 26), y


def front_spot() -> tuple[float, float]:
    """The gap at the front between tower 7 and tower 1 (walked through, never stood on)."""
    return float(BOARD_CENTER[0]), float(BOARD_CENTER[1] + 118)


def key_x(key: int) -> int:
    return KEYS_RECT.x + 50 + (key - 1) * KEY_PITCH


def key_rect(key: int) -> pygame.Rect:
    """Where key `key` hangs in the key board (the click target covers the whole key)."""
    length = fall_depth_mm(key) * KEY_SCALE
    rect = pygame.Rect(0, 0, KEY_PITCH - 8, int(length + 50))
    rect.midtop = (key_x(key), KEY_TOP - 6)
    return rect


def player_rect(seat: int, n: int) -> pygame.Rect:
    gap = 10
    w = (1264 - gap * (n - 1)) // n
    return pygame.Rect(8 + seat * (w + gap), PLAYERS_Y, w, PLAYERS_H)


def box_spot(seat: int, n: int) -> tuple[int, int]:
    """The middle of a player's collection box (where poured pearls land)."""
    r = player_rect(seat, n)
    return r.right - 70, r.centery + 8


def shield_spot(seat: int, n: int, i: int) -> tuple[int, int]:
    r = player_rect(seat, n)
    return r.x + 34 + 52 * i, r.bottom - 40


def arms_spot(place: int, i: int) -> tuple[int, int]:
    """Where the i-th placed coat of arms stands beside the keymaster."""
    x, y = keymaster_spot(place)
    side = -1 if x > BOARD_CENTER[0] else 1
    return int(x + side * (40 + 30 * i)), int(y - 8)


def guess_spot(key: int, i: int) -> tuple[int, int]:
    """A coat of arms placed above key `key` in the enchanted-key guess."""
    return key_x(key) - 14 + 28 * (i % 2), KEYS_RECT.y - 12 - 26 * (i // 2)


# -- where the table's cards go (ui/card_places.py) -----------------------------------------
# The side view's column first (it shows again what happens at a tower, and a fall is
# heard there, not seen), then the castle's middle below the back towers, where only the
# pearl bin stands.
CARD_RAIL = (SIDE_RECT.copy(), pygame.Rect(160, 300, 560, 156))


def must_stay_visible(n: int, keymaster: tuple[float, float] | None) -> list[pygame.Rect]:
    """The towers with their rulers and pearl counts, the keymaster where he stands, the
    keys, the tower set aside, the die with its legend and Roll!, the players' places and
    the banner at the top of the castle."""
    keep = [tower_rect(t).union(ruler_rect(t)).inflate(0, 40) for t in range(1, N_TOWERS + 1)]
    if keymaster is not None:
        keep.append(pygame.Rect(int(keymaster[0]) - 34, int(keymaster[1]) - KEYMASTER_H,
                                68, KEYMASTER_H + 6))
    keep += [KEYS_RECT.copy(), ASIDE_RECT.copy(), DICE_RECT.copy(),
             pygame.Rect(SPEAKER_RECT.right, 8, BANNER_W, 52)]
    return keep + [player_rect(s, n) for s in range(n)]
