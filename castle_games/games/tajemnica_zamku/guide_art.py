"""Pictures for the Tajemnica Zamku rules page: one per section of guide.py, no words.

Each picture draws the moment its section describes with the table's own art (art.py: the
stone tiles, the tokens, the pawns, the 12-sided die), so a child who cannot read follows
the page with a grown-up: the pawn stepping along a corridor, a new tile being laid, a
token turning over, the die that beats a dragon. A picture is designed on a 300 x 200
sheet and scaled to the rectangle it is given; it is painted on a see-through sheet of
the rectangle's size and only then laid onto the page, so nothing falls outside it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from castle_games.core.seats import COLOURS
from castle_games.games.tajemnica_zamku import art, token_art
from castle_games.games.tajemnica_zamku.tiles import E, N, S, W
from castle_games.ui import theme

Point = tuple[float, float]
DESIGN = (300, 200)
ARROW = theme.GOLD
ARROW_EDGE = theme.GOLD_DARK
MIRROR_GLOW = (170, 110, 230)
CROSS = theme.DANGER
TICK = theme.SUCCESS
RED, BLUE, GREEN = COLOURS["red"], COLOURS["blue"], COLOURS["green"]


class Sheet:
    """The 300 x 200 design sheet laid over the page's rectangle (scale `k`, centred)."""

    def __init__(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.k = min(rect.w / DESIGN[0], rect.h / DESIGN[1])
        self.image = pygame.Surface(rect.size, pygame.SRCALPHA)
        self.dx = (rect.w - DESIGN[0] * self.k) / 2
        self.dy = (rect.h - DESIGN[1] * self.k) / 2
        self.page, self.rect = surface, rect

    def at(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.dx + x * self.k), round(self.dy + y * self.k))

    def px(self, length: float) -> int:
        return max(1, round(length * self.k))

    def put(self, image: pygame.Surface, x: float, y: float, anchor: str = "center") -> None:
        self.image.blit(image, image.get_rect(**{anchor: self.at(x, y)}))

    # the things of the table ---------------------------------------------------------
    def tile(self, x: float, y: float, mask: int, size: float = 70, circle: bool = False,
             bat: bool = False, ghost: bool = False) -> None:
        s = self.px(size)
        image = art.tile_ghost(mask, circle, s) if ghost else art.tile(mask, circle, bat, s)
        self.put(image, x, y)

    def token(self, name: str, x: float, y: float, size: float = 40, faded: bool = False) -> None:
        s = self.px(size)
        self.put(token_art.token_faded(name, s, 90) if faded else token_art.token(name, s), x, y)

    def pawn(self, rgb: tuple[int, int, int], x: float, y: float, size: float = 34,
             ring: bool = False, alpha: int | None = None) -> None:
        """A pawn standing at (x, y) (its foot there)."""
        image = art.pawn(rgb, self.px(size), ring)
        if alpha is not None:
            image = image.copy()
            image.set_alpha(alpha)
        self.put(image, x, y, "midbottom")

    def die(self, face: int, x: float, y: float, size: float = 42) -> None:
        self.put(art.d12(face, self.px(size)), x, y)

    # marks ------------------------------------------------------------------------------
    def arrow(self, start: Point, end: Point, bend: float = 0.0, colour=ARROW) -> None:
        """A thick arrow from `start` to `end`, bowed sideways by `bend` (design px)."""
        (x0, y0), (x1, y1) = start, end
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        length = math.hypot(x1 - x0, y1 - y0) or 1.0
        nx, ny = -(y1 - y0) / length, (x1 - x0) / length
        cx, cy = mx + nx * bend, my + ny * bend
        points = [((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1,
                   (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1)
                  for t in (i / 16 for i in range(15))]
        line = [self.at(*p) for p in points]
        edge = colour if colour != ARROW else ARROW_EDGE
        pygame.draw.lines(self.image, edge, False, line, self.px(9))
        pygame.draw.lines(self.image, colour, False, line, self.px(5))
        # the head points along the last piece of the curve
        hx, hy = points[-1]
        ang = math.atan2(y1 - hy, x1 - hx)
        head = [(x1, y1),
                (x1 - 16 * math.cos(ang - 0.5), y1 - 16 * math.sin(ang - 0.5)),
                (x1 - 16 * math.cos(ang + 0.5), y1 - 16 * math.sin(ang + 0.5))]
        pts = [self.at(*p) for p in head]
        pygame.draw.polygon(self.image, colour, pts)
        pygame.draw.polygon(self.image, edge, pts, self.px(2))

    def cross(self, x: float, y: float, r: float = 22) -> None:
        for a, b in (((-r, -r), (r, r)), ((-r, r), (r, -r))):
            pygame.draw.line(self.image, theme.INK, self.at(x + a[0], y + a[1]),
                             self.at(x + b[0], y + b[1]), self.px(10))
            pygame.draw.line(self.image, CROSS, self.at(x + a[0], y + a[1]),
                             self.at(x + b[0], y + b[1]), self.px(6))

    def tick(self, x: float, y: float, r: float = 22) -> None:
        pts = [self.at(x - r, y), self.at(x - r * 0.3, y + r * 0.7), self.at(x + r, y - r * 0.8)]
        pygame.draw.lines(self.image, theme.INK, False, pts, self.px(10))
        pygame.draw.lines(self.image, TICK, False, pts, self.px(6))

    def glow(self, x: float, y: float, r: float, colour=theme.GOLD) -> None:
        halo = pygame.Surface(self.image.get_size(), pygame.SRCALPHA)
        for k in range(4, 0, -1):  # rings drawn one over another: brighter to the middle
            ring = pygame.Surface(self.image.get_size(), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*colour, 60), self.at(x, y), self.px(r * (0.6 + 0.1 * k)))
            halo.blit(ring, (0, 0))
        self.image.blit(halo, (0, 0))

    def dashed(self, x: float, y: float, size: float = 70) -> None:
        """An empty place where a tile can go (as the table marks it)."""
        half = size / 2
        for (ax, ay), (bx, by) in (((-1, -1), (1, -1)), ((1, -1), (1, 1)),
                                   ((1, 1), (-1, 1)), ((-1, 1), (-1, -1))):
            for i in range(0, 6, 2):
                t0, t1 = i / 6, (i + 1) / 6
                p0 = (x + half * (ax + (bx - ax) * t0), y + half * (ay + (by - ay) * t0))
                p1 = (x + half * (ax + (bx - ax) * t1), y + half * (ay + (by - ay) * t1))
                pygame.draw.line(self.image, theme.GOLD, self.at(*p0), self.at(*p1), self.px(3))

    def done(self) -> None:
        self.page.blit(self.image, self.rect.topleft)


def _picture(paint: Callable[[Sheet], None]) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        sheet = Sheet(surface, rect)
        paint(sheet)
        sheet.done()
    draw.__doc__ = paint.__doc__
    return draw


# -- the pictures, one per section ------------------------------------------------------------
def about(p: Sheet) -> None:
    """The map, the elixir and the key, brought to the princess in her chamber."""
    for k, item in enumerate(("map", "elixir", "key")):
        p.token(item, 90 + 60 * k, 34, 46)
    p.tile(80, 130, E | W, 80)
    p.tile(160, 130, E | W | S, 80, circle=True)
    p.token("princess", 160, 130, 48)
    p.tile(240, 130, W | N, 80)
    p.pawn(RED, 88, 150, 40)
    p.arrow((106, 118), (136, 118))


def box(p: Sheet) -> None:
    """The four kinds of tile, secret tokens face down, and the 12-sided die."""
    for k, mask in enumerate((N | S, N | E, E | S | W, N | E | S | W)):
        p.tile(45 + 70 * k, 55, mask, 62, circle=k % 2 == 1)
    for k in range(4):
        p.token("back", 34 + 27 * k, 150 - 8 * (k % 2), 42)
    for k, item in enumerate(("map", "elixir", "key")):
        p.token(item, 160 + 36 * k, 150, 32)
    p.die(12, 272, 150, 46)


def who_begins(p: Sheet) -> None:
    """Everyone rolls: the highest roll begins."""
    for k, (rgb, face) in enumerate(((RED, 5), (BLUE, 11), (GREEN, 8))):
        x = 60 + 90 * k
        if face == 11:
            p.glow(x, 62, 52)
        p.pawn(rgb, x, 90, 54, ring=face == 11)
        p.die(face, x, 150, 52)


def move_one(p: Sheet) -> None:
    """One step a turn, along a corridor to the next tile."""
    p.tile(70, 100, N | E | S | W, 80, bat=True)
    p.tile(150, 100, E | W, 80)
    p.tile(230, 100, W | S, 80)
    p.pawn(RED, 72, 122, 40, alpha=110)
    p.pawn(RED, 152, 122, 40, ring=True)
    p.arrow((80, 66), (140, 66), bend=-14)


def lay_tile(p: Sheet) -> None:
    """A new tile from the box, laid beside your tile where the corridors meet."""
    p.tile(90, 110, N | E | S | W, 80, bat=True)
    p.dashed(170, 110, 80)
    p.tile(170, 110, E | S | W, 80, circle=True, ghost=True)
    p.pawn(RED, 92, 132, 40, ring=True)
    p.tile(255, 50, E | S | W, 56, circle=True)
    p.arrow((236, 72), (190, 92), bend=10)


def keep_open(p: Sheet) -> None:
    """A tile that would close the labyrinth goes back; one that keeps a way open is laid."""
    for ox, last, ok in ((20, W | N, False), (165, N | S | W, True)):
        p.tile(ox + 30, 60, E | S, 60)
        p.tile(ox + 90, 60, W | S, 60)
        p.tile(ox + 30, 120, N | E, 60)
        p.tile(ox + 90, 120, last, 60, ghost=True)
        if ok:
            p.tick(ox + 90, 170, 16)
        else:
            p.cross(ox + 90, 120, 20)


def circle(p: Sheet) -> None:
    """A tile with a circle: a secret token turns over."""
    p.tile(70, 110, N | S, 90, circle=True)
    p.pawn(RED, 72, 138, 42, ring=True)
    p.put(token_art.token_squeezed("back", p.px(54), p.px(22)), 160, 80)
    p.token("red sword", 240, 80, 54)
    p.arrow((176, 80), (206, 80))
    p.arrow((150, 112), (100, 120), bend=-12)


def opponents(p: Sheet) -> None:
    """The ghost, the wandering knight and the skrzat, and what the die must show."""
    for k, (name, need) in enumerate((("ghost", 7), ("wandering knight", 6), ("skrzat", 5))):
        x = 60 + 90 * k
        p.token(name, x, 64, 66)
        p.die(need, x, 152, 48)


def swords(p: Sheet) -> None:
    """Three colours of sword; the one you find is yours."""
    p.tile(70, 110, N | E | S | W, 96, circle=True)
    p.token("yellow sword", 70, 104, 52)
    p.pawn(RED, 76, 148, 42, ring=True)
    for k, colour in enumerate(("yellow", "red", "green")):
        p.token(f"{colour} sword", 190 + 0 * k, 40 + 60 * k, 48)
    p.arrow((120, 90), (160, 46), bend=-8)


def dragons(p: Sheet) -> None:
    """Your sword's dragon, 8 or more on the die: its prize is yours."""
    p.tile(80, 100, N | S | E, 96, circle=True)
    p.token("red dragon", 80, 94, 56)
    p.pawn(RED, 58, 146, 40, ring=True)
    p.token("red sword", 30, 40, 40)
    p.die(8, 175, 100, 50)
    p.arrow((204, 100), (236, 100))
    p.glow(266, 100, 36)
    p.token("elixir", 266, 100, 54)


def mirrors(p: Sheet) -> None:
    """From one magic mirror to another, in one move."""
    p.tile(60, 130, N | E, 80, circle=True)
    p.token("mirror", 60, 130, 46)
    p.pawn(RED, 62, 160, 36, alpha=110)
    p.tile(240, 130, N | W, 80, circle=True)
    p.token("mirror", 240, 130, 46)
    p.pawn(RED, 242, 160, 36, ring=True)
    p.arrow((80, 80), (220, 80), bend=-40, colour=MIRROR_GLOW)


def princess(p: Sheet) -> None:
    """With the map, the elixir and the key, 10 or more frees the princess."""
    p.tile(90, 110, N | E | S | W, 110, circle=True)
    p.glow(90, 102, 40)
    p.token("princess", 90, 102, 62)
    p.pawn(RED, 62, 160, 44, ring=True)
    for k, item in enumerate(("map", "elixir", "key")):
        p.token(item, 190 + 40 * k, 46, 36)
    p.die(10, 230, 135, 62)


def one_try(p: Sheet) -> None:
    """First the move, then one try where you stand."""
    p.tile(60, 100, E | W, 80)
    p.tile(140, 100, W | S, 80, circle=True)
    p.token("green dragon", 140, 96, 48)
    p.pawn(RED, 62, 122, 38, alpha=110)
    p.pawn(RED, 120, 134, 38, ring=True)
    p.arrow((70, 62), (128, 62), bend=-12)
    p.arrow((184, 100), (212, 100))
    p.die(9, 245, 100, 54)


def bat_hall(p: Sheet) -> None:
    """When nothing fits any more, the hidden dragons, swords and princess come to the
    bat tile; the other secrets go back in the box."""
    p.tile(110, 100, N | E | S | W, 150, bat=True)
    hall = ("yellow dragon", "red sword", "princess", "green sword", "green dragon")
    for k, name in enumerate(hall):
        a = 2 * math.pi * k / len(hall) - math.pi / 2
        p.token(name, 110 + 48 * math.cos(a), 100 + 48 * math.sin(a), 38)
    for k, name in enumerate(("ghost", "mirror", "skrzat")):
        p.token(name, 238 + 26 * (k % 2), 40 + 34 * k, 34, faded=True)
    p.arrow((260, 130), (260, 178))


PICTURES: dict[str, Callable[[pygame.Surface, pygame.Rect], None]] = {
    "What is it about?": _picture(about),
    "What is in the box": _picture(box),
    "Who begins": _picture(who_begins),
    "Your turn: move one tile": _picture(move_one),
    "Laying a new tile": _picture(lay_tile),
    "Keeping the labyrinth open": _picture(keep_open),
    "A circle: a secret!": _picture(circle),
    "Ghost, wandering knight and sprite": _picture(opponents),
    "Swords": _picture(swords),
    "Dragons": _picture(dragons),
    "Magic mirrors": _picture(mirrors),
    "The princess": _picture(princess),
    "One try a turn": _picture(one_try),
    "The bat hall (house rule)": _picture(bat_hall),
}
