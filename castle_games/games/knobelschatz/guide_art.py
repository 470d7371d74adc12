"""Pictures for the Knobelschatz rules page: each section of guide.GUIDE shows its moment.

`PICTURES` maps each heading (the guide's msgid) to `draw(surface, rect)`, which paints the
moment into `rect` on a transparent background with the table's own art (art.py: the
chest cards, the pile, the wooden watchdog; the dice of ui.art.dice as the table rolls
them), so that a child who cannot read follows the page with a grown-up. No words: players
are coloured tokens, arrows say where a chest goes, a red no-sign says it may not.

Each picture is drawn on a 300 x 200 sheet and scaled to fit `rect`, centred in it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from castle_games.games.knobelschatz import art
from castle_games.games.knobelschatz.rules import DOG
from castle_games.ui import draw, theme
from castle_games.ui.art.dice import draw_die
from castle_games.ui.art.sheet import arrow as sheet_arrow
from castle_games.ui.art.sheet import no_sign, sheet

W, H = 300, 200
Paint = Callable[[pygame.Surface, pygame.Rect], None]
RED, BLUE, GREEN, YELLOW = (214, 69, 65), (52, 116, 206), (64, 160, 90), (238, 196, 58)
INK = (48, 36, 30)


# -- the arrow in this game's ink ----------------------------------------------
def arrow(s: pygame.Surface, a: tuple[float, float], b: tuple[float, float],
          colour: tuple[int, int, int] = theme.GOLD, width: int = 5) -> None:
    """The rules pages' arrow (ui/art/sheet.py) in this game's colours."""
    sheet_arrow(s, a, b, colour, width, outline=INK)


def scaled(image: pygame.Surface, k: float) -> pygame.Surface:
    w, h = image.get_size()
    return pygame.transform.smoothscale(image, (max(1, int(w * k)), max(1, int(h * k))))


def put(s: pygame.Surface, image: pygame.Surface, **where: tuple[float, float]) -> pygame.Rect:
    rect = image.get_rect(**{k: (int(v[0]), int(v[1])) for k, v in where.items()})
    s.blit(image, rect)
    return rect


def player(s: pygame.Surface, c: tuple[int, int], rgb: tuple[int, int, int], chests: int,
           k: float = 0.5) -> None:
    """A player at the table: a token in their colour and their chests face down."""
    pygame.draw.circle(s, INK, c, 15)
    pygame.draw.circle(s, rgb, c, 13)
    pygame.draw.circle(s, draw.lighten(rgb, 0.4), (c[0] - 4, c[1] - 4), 4)
    back = scaled(art.card_back(), k)
    step = 12
    x0 = c[0] - (chests - 1) * step / 2
    for j in range(chests):
        put(s, back, midtop=(x0 + j * step, c[1] + 16))


def chests_up(s: pygame.Surface, c: tuple[int, int], values: tuple[int, ...],
              k: float = 0.6) -> None:
    """A hand turned over at the end: the chests' gold shows."""
    step = 20
    x0 = c[0] - (len(values) - 1) * step / 2
    for j, v in enumerate(values):
        put(s, scaled(art.card_front(v), k), midtop=(x0 + j * step, c[1]))


def pile(s: pygame.Surface, midbottom: tuple[int, int], count: int, k: float = 0.6) -> None:
    put(s, scaled(art.pile(count), k), midbottom=midbottom)


def die(s: pygame.Surface, c: tuple[int, int], face: int, size: int = 34,
        angle: float = 0.0) -> None:
    draw_die(s, c, size, face, angle_deg=angle)


def dog(s: pygame.Surface, midbottom: tuple[int, int], k: float = 0.55,
        left: bool = False) -> None:
    put(s, scaled(art.dog(0, left), k), midbottom=midbottom)


# -- the sections ---------------------------------------------------------------------------
def about(s: pygame.Surface) -> None:
    """The pile of chests, the watchdog beside it, three dice: grab chests, keep them."""
    pile(s, (110, 170), 16, 0.75)
    dog(s, (190, 172), 0.7)
    for i, (face, ang) in enumerate(((3, 12), (DOG, -8), (4, 20))):
        die(s, (212 + 32 * i, 44 + 10 * (i % 2)), face, 30, ang)


def getting_ready(s: pygame.Surface) -> None:
    """Every player one chest face down; the pile in the middle with the dog beside it."""
    pile(s, (150, 118), 20, 0.6)
    dog(s, (208, 120), 0.5)
    player(s, (40, 36), BLUE, 1, 0.45)
    player(s, (260, 36), GREEN, 1, 0.45)
    player(s, (150, 144), RED, 1, 0.45)


def your_turn(s: pygame.Surface) -> None:
    """Roll all three dice at once; they say where the chests come from."""
    rim = pygame.Rect(30, 30, 150, 120)
    pygame.draw.rect(s, art.CHEST_WOOD_DARK, rim, border_radius=14)
    pygame.draw.rect(s, theme.FELT, rim.inflate(-14, -14), border_radius=8)
    for i, (face, ang) in enumerate(((1, 18), (3, -12), (4, 30))):
        die(s, (66 + 40 * i, 72 + 22 * (i % 2)), face, 36, ang)
    arrow(s, (190, 90), (232, 90))
    player(s, (262, 70), RED, 3)


def dice_mean(s: pygame.Surface) -> None:
    """One pip: from the left neighbour; two: from the right one; three: from the pile;
    four: from anyone."""
    me, left, right = (150, 150), (40, 76), (260, 76)
    player(s, left, BLUE, 2, 0.4)
    player(s, right, GREEN, 2, 0.4)
    pile(s, (150, 72), 12, 0.45)
    pygame.draw.circle(s, INK, me, 15)
    pygame.draw.circle(s, RED, me, 13)
    arrow(s, (66, 118), (128, 146), theme.GOLD, 4)
    arrow(s, (234, 118), (172, 146), theme.GOLD, 4)
    arrow(s, (150, 76), (150, 128), theme.GOLD, 4)
    die(s, (82, 158), 1, 28)
    die(s, (218, 158), 2, 28)
    die(s, (184, 100), 3, 28)
    die(s, (40, 30), 4, 26)  # four pips: a chest from any player
    die(s, (260, 30), 4, 26)


def watchdog(s: pygame.Surface) -> None:
    """The dog sits by a player: nobody may take their chests."""
    player(s, (84, 70), RED, 3)
    dog(s, (84, 190), 0.6)
    player(s, (240, 70), BLUE, 1)
    arrow(s, (210, 92), (132, 92), theme.GOLD, 4)
    no_sign(s, (170, 92), 16)
    die(s, (240, 156), 4, 34, 10)


def bad_luck(s: pygame.Surface) -> None:
    """The neighbour has no chest: that die brings nothing this time."""
    player(s, (70, 60), RED, 2)
    pygame.draw.circle(s, INK, (236, 60), 15)
    pygame.draw.circle(s, BLUE, (236, 60), 13)
    empty = pygame.Rect(0, 0, 30, 42)
    empty.midtop = (236, 78)
    pygame.draw.rect(s, (150, 140, 130), empty, 2, border_radius=5)
    arrow(s, (210, 100), (120, 100), (200, 190, 170), 4)
    no_sign(s, (166, 100), 14)
    die(s, (150, 160), 1, 40, -8)


def the_end(s: pygame.Surface) -> None:
    """All chests turned over: the most gold wins."""
    pile(s, (150, 62), 0, 0.6)
    chests_up(s, (70, 84), (3, 10, 2), 0.6)
    chests_up(s, (228, 84), (4, 1, 2), 0.6)
    pygame.draw.circle(s, INK, (70, 66), 13)
    pygame.draw.circle(s, RED, (70, 66), 11)
    pygame.draw.circle(s, INK, (228, 66), 13)
    pygame.draw.circle(s, BLUE, (228, 66), 11)
    draw.crown(s, (70, 32), 36)


def several_games(s: pygame.Surface) -> None:
    """Play again: the player with the least gold so far rolls first."""
    chests_up(s, (64, 30), (6, 5), 0.5)
    chests_up(s, (236, 30), (1, 2), 0.5)
    centre, r, start, stop = (150, 112), 44, 0.5, 5.6
    pygame.draw.arc(s, theme.GOLD, (centre[0] - r, centre[1] - r, 2 * r, 2 * r), start, stop, 6)
    end = (centre[0] + r * math.cos(stop), centre[1] - r * math.sin(stop))
    ahead = (end[0] + 14 * math.sin(stop) * -1, end[1] - 14 * math.cos(stop))  # going round
    arrow(s, end, ahead, theme.GOLD, 5)
    pile(s, (150, 150), 16, 0.45)
    player(s, (236, 150), BLUE, 0)
    die(s, (236, 112), 3, 28, 14)
    die(s, (268, 124), DOG, 28, -10)


# Every heading of guide.GUIDE (its English msgid) and its picture.
PICTURES: dict[str, Paint] = {
    "What is it about?": sheet(about),
    "Getting ready": sheet(getting_ready),
    "Your turn": sheet(your_turn),
    "What the dice mean": sheet(dice_mean),
    "The watchdog": sheet(watchdog),
    "Bad luck": sheet(bad_luck),
    "The end": sheet(the_end),
    "Playing several games": sheet(several_games),
}
