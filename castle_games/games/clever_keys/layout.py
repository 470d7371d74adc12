"""Where things sit on the 1280x720 Clever Keys canvas.

The tower room fills the left: the square game board with the round key-slot board in it,
8 sections of 4 slots around the secret chamber, section 1 at the top and the numbers going
clockwise, like the rules. The open corner for lost gems is the board's bottom-left corner.
The right side holds the rack of keys not yet on the board, the reward of this turn with
the Stop button, a hint, and one row per player with their gem tray.

Keys are drawn standing up in their slots (the table seen from a little in front), so a
key's height above the floor shows how far it went in, and its red mark shows when it jams.
"""

from __future__ import annotations

import math

import pygame

from castle_games.games.clever_keys.rules import KEYS, SECTIONS, SLOTS

BOARD_SQUARE = pygame.Rect(20, 64, 640, 640)
CENTER = (BOARD_SQUARE.centerx, BOARD_SQUARE.centery)
BOARD_R = 298          # the round key-slot board
RING_OUT = 288         # sections reach from here...
RING_IN = 106          # ...to the chamber's rim
CHAMBER_R = 92
SLOT_R = 200           # slot centres
SLOT_LEN = 56
SLOT_W = 12
# Between neighbouring slots of a section. The four slots stand close together, so the
# gap to the next section (45 - 3 x 8 = 21 degrees) is clearly wider than inside one.
SLOT_SPREAD_DEG = 8.0
# Keys in neighbouring slots of one section lean aside (px of the bow beside the slot): in
# the side sections alternately out and in, at the top and bottom fanned apart.
KEY_LEAN = 22
KEY_FAN = 10
SLOT_HIT = 19          # px around a slot centre that count as clicking it
POCKET_SIZE = 150      # the open corner's triangle legs
POCKET_ORIGIN = (BOARD_SQUARE.left + 10, BOARD_SQUARE.bottom - 10)

# Keys: px per mm of the key model in sim/key_slot.py, and the bow above the collar.
PX_PER_MM = 0.8
BOW_R = 16
# Section numbers sit on the wooden frame just outside the round board: a key standing
# in a slot reaches up at most to about r = 285 (tests check), so it never covers one.
NUMBER_R = 316
NUMBER_BADGE_R = 16

SIDE_X = 676
BANNER_CENTER = (974, 32)
KEY_RACK = pygame.Rect(SIDE_X, 66, 280, 164)
HINT_RECT = pygame.Rect(SIDE_X, 236, 280, 62)
PICTURE_W = 36         # a prompt's picture stands left of its words in the hint
# The speaker button (say the prompt again): in the top row, right of the game's name and
# left of the turn banner, above the board.
SPEAKER_RECT = pygame.Rect(604, 6, 52, 52)
TITLE_RECT = pygame.Rect(BOARD_SQUARE.x, 8, SPEAKER_RECT.x - 12 - BOARD_SQUARE.x, 48)
REWARD_BOX = pygame.Rect(966, 66, 306, 232)
STOP_RECT = pygame.Rect(982, 220, 274, 64)
PLAYERS_TOP = 308
PLAYERS_BOTTOM = 712
PANEL_W = 596
TRAY_X = 236           # the gem tray inside a player's row
TRAY_W = 290


def section_angle(section: int) -> float:
    """Angle (degrees, screen: 0 = right, 90 = down) of a section's middle."""
    return -90.0 + (section - 1) * (360.0 / SECTIONS) + 180.0 / SECTIONS


def slot_angle(section: int, slot: int) -> float:
    return section_angle(section) + (slot - (SLOTS + 1) / 2.0) * SLOT_SPREAD_DEG


def polar(angle_deg: float, r: float) -> tuple[float, float]:
    a = math.radians(angle_deg)
    return CENTER[0] + r * math.cos(a), CENTER[1] + r * math.sin(a)


def slot_pos(section: int, slot: int) -> tuple[int, int]:
    x, y = polar(slot_angle(section, slot), SLOT_R)
    return int(round(x)), int(round(y))


ALL_SLOTS: tuple[tuple[int, int], ...] = tuple(
    (s, t) for s in range(1, SECTIONS + 1) for t in range(1, SLOTS + 1))


def number_pos(section: int) -> tuple[int, int]:
    """Where a section's number stands, on the frame outside the round board."""
    x, y = polar(section_angle(section), NUMBER_R)
    return int(round(x)), int(round(y))


def slot_at(pos: tuple[int, int]) -> tuple[int, int] | None:
    """The slot whose opening is under `pos`, if any."""
    best, best_d = None, float(SLOT_HIT)
    for s, t in ALL_SLOTS:
        x, y = slot_pos(s, t)
        d = math.hypot(pos[0] - x, pos[1] - y)
        if d <= best_d:
            best, best_d = (s, t), d
    return best


def rack_spot(key: str) -> tuple[int, int]:
    """Where a waiting key stands in the rack (the floor point under its tip)."""
    i = KEYS.index(key)
    return KEY_RACK.x + 58 + i * 82, KEY_RACK.bottom - 16


def pocket_to_canvas(x: float, y: float) -> tuple[float, float]:
    """The corner pocket's frame (corner at the origin, x right, y up the board) on screen."""
    return POCKET_ORIGIN[0] + x, POCKET_ORIGIN[1] - y


def player_rows(n: int) -> list[pygame.Rect]:
    # At most 84 high: up to three players leave a band below them for the table's cards.
    gap = 8
    h = min(84, (PLAYERS_BOTTOM - PLAYERS_TOP - (n - 1) * gap) // n)
    return [pygame.Rect(SIDE_X, PLAYERS_TOP + i * (h + gap), PANEL_W, h) for i in range(n)]


def tray_rect(row: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(row.x + TRAY_X, row.y + 10, TRAY_W, row.h - 18)


# -- where the table's cards go (ui/card_places.py) -----------------------------------------
def card_rail(n: int) -> tuple[pygame.Rect, ...]:
    """Below the players' rows (when they leave room), then the board's square, where the
    cards keep clear of the section numbers, the keys and the chamber."""
    below = player_rows(n)[-1].bottom + 8
    rail = [pygame.Rect(SIDE_X, below, 1272 - SIDE_X, 712 - below)] if below < 620 else []
    return (*rail, BOARD_SQUARE.copy())


def must_stay_visible(n: int, keys: list[pygame.Rect]) -> list[pygame.Rect]:
    """The section numbers, the keys (`keys`: where they are drawn now), the chamber with
    its count, the open corner with the lost gems, the rack, the reward, the game's own
    hint, the banner and the title, and every player's row (their name and gems)."""
    keep = []
    for section in range(1, SECTIONS + 1):
        badge = pygame.Rect(0, 0, 2 * NUMBER_BADGE_R + 8, 2 * NUMBER_BADGE_R + 8)
        badge.center = number_pos(section)
        keep.append(badge)
    chamber = pygame.Rect(0, 0, 2 * CHAMBER_R + 40, 2 * CHAMBER_R + 60)
    chamber.midtop = (CENTER[0], CENTER[1] - CHAMBER_R - 10)
    pocket = pygame.Rect(BOARD_SQUARE.left, POCKET_ORIGIN[1] - POCKET_SIZE - 40,
                         POCKET_SIZE + 30, POCKET_SIZE + 50)
    banner = pygame.Rect(0, 0, 300, 48)
    banner.center = BANNER_CENTER
    return [*keep, *keys, chamber, pocket, KEY_RACK.copy(), HINT_RECT.copy(), REWARD_BOX.copy(),
            TITLE_RECT.copy(), banner, *player_rows(n)]
