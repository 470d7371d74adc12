"""Pictures for the Schlotterstein rules page: each section of guide.GUIDE shows its moment.

`PICTURES` maps each heading (the guide's msgid) to `draw(surface, rect)`, which paints the
moment into `rect` on a transparent background with the table's own art (art.py: the
residents, the ghost cards and their backs, the players' ghosts; the bell and sand-glass of
bell_and_glass.py), so that a child who cannot read follows the page with a grown-up. No words:
the resident cards here show the figure alone, and the signs are pictures (a green tick,
a red no-sign, arrows).

Each picture is drawn on a 300 x 200 sheet and scaled to fit `rect`, centred in it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from castle_games.core.seats import COLOURS
from castle_games.games.schlotterstein import art
from castle_games.games.schlotterstein import layout as lay
from castle_games.games.schlotterstein.bell_and_glass import BellAndGlass
from castle_games.games.schlotterstein.deck import card, visibility
from castle_games.games.schlotterstein.ghost_path import STONE, STONE_EDGE
from castle_games.games.schlotterstein.residents import BY_NAME, NAMES
from castle_games.ui import theme
from castle_games.ui.art.sheet import NO, TICK, arrow, no_sign, sheet, tick

W, H = 300, 200
Paint = Callable[[pygame.Surface, pygame.Rect], None]
GLOW = theme.GOLD
RED, BLUE, GREEN = COLOURS["red"], COLOURS["blue"], COLOURS["green"]
NIGHT = (44, 40, 96)
# A card the pictures show face up (the deck is printed once: the same in every game).
SHOWN_CARD = 9

PARTS = BellAndGlass()  # the table's own bell and sand-glass, kept for every picture


def resident_card(s: pygame.Surface, name: str, rect: pygame.Rect, alpha: int = 255) -> None:
    """A resident's card as it lies in the middle, its figure only (the table's card has
    the name under it: no words here)."""
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    colour = BY_NAME[name].colour
    pygame.draw.rect(card, art.FRAME, card.get_rect(), border_radius=8)
    pygame.draw.rect(card, theme.PARCHMENT, card.get_rect().inflate(-6, -6), border_radius=6)
    disc = pygame.Rect(0, 0, rect.w - 12, rect.w - 12)
    disc.midtop = (rect.w // 2, 6)
    pygame.draw.ellipse(card, tuple(min(255, c // 2 + 128) for c in colour), disc)
    art.draw_resident(card, name, pygame.Rect(5, 5, rect.w - 10, rect.h - 12))
    if alpha < 255:
        card.set_alpha(alpha)
    s.blit(card, rect)


def ghost(s: pygame.Surface, colour: tuple[int, int, int], midbottom: tuple[int, int],
          height: int = 44) -> None:
    art.draw_ghost(s, colour, pygame.Rect(midbottom[0] - height, midbottom[1] - height,
                                          2 * height, height))


def path(s: pygame.Surface, y: int, x0: int, x1: int, stones: int) -> list[int]:
    """A stretch of the ghost path (its stepping stones); returns the stones' x."""
    xs = [round(x0 + (x1 - x0) * k / max(1, stones - 1)) for k in range(stones)]
    for x in xs:
        stone = pygame.Rect(0, 0, 26, 14)
        stone.center = (x, y)
        pygame.draw.ellipse(s, STONE_EDGE, stone.inflate(4, 4))
        pygame.draw.ellipse(s, STONE, stone)
    return xs


def night(s: pygame.Surface, rect: pygame.Rect) -> None:
    """The ghost path's night sky, a few stars in it."""
    pygame.draw.rect(s, theme.INK, rect, border_radius=14)
    pygame.draw.rect(s, NIGHT, rect.inflate(-6, -6), border_radius=12)
    for k in range(6):
        pygame.draw.circle(s, (250, 240, 190),
                           (rect.x + 16 + (k * 53) % (rect.w - 24), rect.y + 10 + (k * 17) % 20), 2)


def bell(s: pygame.Surface, center: tuple[int, int], size: int = 60) -> None:
    image = pygame.transform.smoothscale(PARTS.bell_image(), (size, size))
    s.blit(image, image.get_rect(center=center))


def sand_glass(s: pygame.Surface, rect: pygame.Rect, fraction: float) -> None:
    """The table's sand-glass, `fraction` of its sand run through, fitted into `rect`."""
    g = lay.GLASS_RECT
    layer = pygame.Surface((g.right, g.bottom), pygame.SRCALPHA)
    PARTS.sand_glass(layer, fraction, True)
    part = layer.subsurface(g)
    k = min(rect.w / g.w, rect.h / g.h)
    image = pygame.transform.smoothscale(part, (int(g.w * k), int(g.h * k)))
    s.blit(image, image.get_rect(center=rect.center))


def card_shown(s: pygame.Surface, rect: pygame.Rect, number: int = SHOWN_CARD) -> pygame.Rect:
    return art.draw_ghost_card(s, number, rect)


def _on_card(number: int = SHOWN_CARD) -> list[str]:
    """The residents of the card, the easiest to see first."""
    c = card(number)
    return sorted(c.residents, key=lambda n: -visibility(c, n))


def _not_on_card(number: int = SHOWN_CARD) -> list[str]:
    return [n for n in NAMES if not card(number).shows(n)]


# -- the pictures ---------------------------------------------------------------------------
def _idea(page: pygame.Surface) -> None:
    """A ghost card of residents; a resident remembered; the ghost steps forward."""
    card_shown(page, pygame.Rect(4, 4, 170, 128))
    names = _on_card()
    for i, name in enumerate(names[:2]):
        resident_card(page, name, pygame.Rect(190 + i * 54, 10, 48, 64))
        tick(page, (230 + i * 54, 74), 10)
    night(page, pygame.Rect(4, 140, 292, 58))
    xs = path(page, 182, 24, 276, 7)
    ghost(page, RED, (xs[3], 176), 36)
    arrow(page, (xs[1], 160), (xs[3] - 22, 160), width=4)


def _table(page: pygame.Surface) -> None:
    """The pile face down in the middle, resident cards round it, ghosts at the start."""
    for k in range(4):
        art.draw_card_back(page, pygame.Rect(108 - 2 * k, 52 - 2 * k, 84, 63))
    names = _on_card() + _not_on_card()
    spots = [(14, 8), (66, 8), (118, 8), (170, 8), (222, 8), (14, 76), (222, 76)]
    for (x, y), name in zip(spots, names, strict=False):
        resident_card(page, name, pygame.Rect(x, y, 46, 60))
    xs = path(page, 186, 90, 280, 5)
    start = pygame.Rect(0, 0, 62, 18)
    start.center = (58, 186)
    pygame.draw.ellipse(page, STONE_EDGE, start.inflate(4, 4))
    pygame.draw.ellipse(page, (214, 200, 150), start)
    for i, colour in enumerate((RED, BLUE, GREEN)):
        ghost(page, colour, (40 + i * 18, 182), 34)
    del xs


def _look(page: pygame.Surface) -> None:
    """The card turned over; everybody looks while the sand runs."""
    card_shown(page, pygame.Rect(0, 10, 220, 180))
    sand_glass(page, pygame.Rect(226, 20, 72, 150), 0.3)
    eye = pygame.Rect(236, 168, 52, 28)
    pygame.draw.ellipse(page, theme.INK, eye)
    pygame.draw.ellipse(page, (255, 255, 255), eye.inflate(-6, -6))
    pygame.draw.circle(page, (60, 110, 200), eye.center, 9)
    pygame.draw.circle(page, theme.INK, eye.center, 4)


def _boo(page: pygame.Surface) -> None:
    """Your turn: take ONE resident's card from the middle (boo!), or ring the bell."""
    name = _on_card()[0]
    resident_card(page, name, pygame.Rect(16, 40, 84, 110))
    ghost(page, RED, (184, 150), 80)
    arrow(page, (104, 96), (142, 96))
    for k in range(3):  # the boo: waves from the ghost's mouth
        pygame.draw.arc(page, GLOW, pygame.Rect(120 - 12 * k, 70 - 10 * k, 40 + 24 * k,
                                                60 + 20 * k), 2.3, 3.9, 4)
    bell(page, (262, 150), 64)
    pygame.draw.line(page, theme.INK_SOFT, (226, 40), (226, 180), 3)


def _check(page: pygame.Surface) -> None:
    """The card turned over again: a step forward for a right resident, back for a wrong."""
    card_shown(page, pygame.Rect(0, 0, 140, 110))
    right, wrong = _on_card()[0], _not_on_card()[0]
    resident_card(page, right, pygame.Rect(160, 4, 56, 74))
    tick(page, (188, 82), 12)
    resident_card(page, wrong, pygame.Rect(232, 4, 56, 74))
    no_sign(page, (260, 82), 12)
    night(page, pygame.Rect(4, 120, 292, 78))
    xs = path(page, 178, 24, 276, 7)
    ghost(page, RED, (xs[3], 172), 40)
    arrow(page, (xs[3] + 20, 134), (xs[4] + 6, 134), colour=TICK, width=4)
    arrow(page, (xs[3] - 20, 134), (xs[2] - 6, 134), colour=NO, width=4)


def _next_round(page: pygame.Surface) -> None:
    """The resident cards go back to the middle; the next ghost clockwise leads."""
    art.draw_card_back(page, pygame.Rect(118, 70, 64, 48))
    names = _on_card()[:3]
    for (x, y), name in zip(((20, 10), (20, 120), (236, 64)), names, strict=True):
        resident_card(page, name, pygame.Rect(x, y, 44, 58))
        arrow(page, (x + 48 if x < 150 else x - 4, y + 29), (112 if x < 150 else 188, 94), width=3)
    for (cx, cy), colour in zip(((150, 40), (212, 168), (92, 168)), (RED, BLUE, GREEN),
                                strict=True):
        ghost(page, colour, (cx, cy), 34)
    pygame.draw.arc(page, GLOW, pygame.Rect(96, 14, 136, 160), -0.6, 0.9, 5)
    arrow(page, (226, 118), (214, 142), width=4)


def _who_wins(page: pygame.Surface) -> None:
    """After the last card: the ghost furthest along the path is the ghost master."""
    night(page, pygame.Rect(4, 40, 292, 156))
    xs = path(page, 176, 24, 256, 9)
    for x, colour in zip((xs[3], xs[5], xs[8]), (BLUE, GREEN, RED), strict=True):
        ghost(page, colour, (x, 170), 44)
    c = (xs[8], 104)
    w = 40
    pts = [(c[0] - w / 2, c[1] + 12), (c[0] - w / 2, c[1] - 12), (c[0] - w / 4, c[1]),
           (c[0], c[1] - 16), (c[0] + w / 4, c[1]), (c[0] + w / 2, c[1] - 12),
           (c[0] + w / 2, c[1] + 12)]
    pygame.draw.polygon(page, theme.GOLD, pts)
    pygame.draw.polygon(page, theme.INK, pts, 3)
    for k in range(3):  # the last card, checked
        art.draw_card_back(page, pygame.Rect(12 + 3 * k, 2 + 2 * k, 60, 45))


def _tips(page: pygame.Surface) -> None:
    """Scare the one you are surest of first; the last card's residents sneak in."""
    sure = _on_card()[0]
    resident_card(page, sure, pygame.Rect(10, 30, 92, 120))
    tick(page, (56, 160), 16)
    # a thought bubble with a resident of the card before, faded: not on this card
    for c, r in (((124, 150), 6), ((144, 126), 10)):
        pygame.draw.circle(page, theme.INK, c, r + 2)
        pygame.draw.circle(page, theme.PARCHMENT, c, r)
    bubble = pygame.Rect(150, 6, 146, 120)
    pygame.draw.ellipse(page, theme.INK, bubble)
    pygame.draw.ellipse(page, theme.PARCHMENT, bubble.inflate(-6, -6))
    sneaky = _not_on_card()[1]
    resident_card(page, sneaky, pygame.Rect(196, 18, 60, 80), alpha=130)
    no_sign(page, (254, 96), 14)


PICTURES: dict[str, Paint] = {
    "The idea": sheet(_idea),
    "The table": sheet(_table),
    "Look!": sheet(_look),
    "Bu bu bu!": sheet(_boo),
    "The check": sheet(_check),
    "The next round": sheet(_next_round),
    "Who wins?": sheet(_who_wins),
    "Tips": sheet(_tips),
}
