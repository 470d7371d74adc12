"""Pictures for the Clever Keys rules page: each section of guide.GUIDE shows its moment.

`PICTURES` maps each heading (the guide's msgid) to `draw(surface, rect)`, which paints the
moment into `rect` on a transparent background with the table's own art (art.py: the
key-slot board's sections and slots, the three keys with their red marks, the padlock, the
gems), so that a child who cannot read follows the page with a grown-up. No words: the
signs are pictures too (a green tick, a red no-sign, arrows for where a key goes).

The board is drawn where the table draws it (layout.py's canvas coordinates) on a layer of
its own, and the part a picture needs is cut out and scaled onto a 300 x 200 sheet, which
is then fitted into `rect`, centred.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping

import pygame

from castle_games.games.clever_keys import art
from castle_games.games.clever_keys import layout as L
from castle_games.games.clever_keys.key_slot import FULL_DEPTH_MM, JAM_DEPTH_MM
from castle_games.games.clever_keys.rules import SECTIONS, SLOTS
from castle_games.ui import theme
from castle_games.ui.art.sheet import NO, arrow, no_sign, sheet, tick

W, H = 300, 200
Paint = Callable[[pygame.Surface, pygame.Rect], None]
GLOW = theme.GOLD
# A key on the board: (section, slot, stuck).
Keys = Mapping[str, tuple[int, int, bool]]
BOARD = pygame.Rect(L.CENTER[0] - L.BOARD_R - 24, L.CENTER[1] - L.BOARD_R - 24,
                    2 * L.BOARD_R + 48, 2 * L.BOARD_R + 48)


def gems(s: pygame.Surface, x: float, y: float, n: int, r: int = 9, first: int = 0) -> None:
    """`n` gemstones in a little heap standing on (x, y)."""
    placed = 0
    row = 0
    while placed < n:
        in_row = max(1, min(n - placed, 4 - row))
        for i in range(in_row):
            gx = x + (i - (in_row - 1) / 2) * 2.1 * r
            art.gem_at(s, gx, y - row * 1.8 * r, (first + placed) % 5, 17 * placed, r)
            placed += 1
        row += 1


def crown(s: pygame.Surface, c: tuple[int, int], w: int = 40) -> None:
    """The winner's crown."""
    x, y = c
    h = int(w * 0.6)
    pts = [(x - w / 2, y + h / 2), (x - w / 2, y - h / 2), (x - w / 4, y),
           (x, y - h / 2 - 4), (x + w / 4, y), (x + w / 2, y - h / 2), (x + w / 2, y + h / 2)]
    pygame.draw.polygon(s, theme.GOLD, pts)
    pygame.draw.polygon(s, theme.INK, pts, 3)
    for px in (x - w / 2, x, x + w / 2):
        pygame.draw.circle(s, (226, 48, 72), (int(px), int(y - h / 2 - (4 if px == x else 0))), 4)


def standing_key(s: pygame.Surface, key: str, x: float, floor_y: float, depth_mm: float,
                 scale: float = 1.0) -> None:
    """A key standing in a slot at (x, floor_y), its tip `depth_mm` deep: all the way in
    (the red mark gone in) or stuck (the red mark showing), as the table draws it."""
    img = art.key_image(key)
    w, h = img.get_size()
    visible = max(1, h - int(round(depth_mm * L.PX_PER_MM)))
    part = img.subsurface((0, 0, w, visible))
    if scale != 1.0:
        part = pygame.transform.smoothscale(part, (max(1, int(w * scale)), max(1, int(visible * scale))))
    s.blit(part, part.get_rect(midbottom=(int(x), int(floor_y))))


def loose_key(s: pygame.Surface, key: str, midbottom: tuple[int, int], scale: float = 1.0) -> None:
    """A key beside the board, standing on its tip."""
    img = art.key_image(key)
    if scale != 1.0:
        img = pygame.transform.smoothscale(img, (int(img.get_width() * scale),
                                                 int(img.get_height() * scale)))
    s.blit(img, img.get_rect(midbottom=midbottom))


# -- the board, drawn where the table draws it, and a part of it cut out -------------------
def board_layer(keys: Keys | None = None, *, locked: Iterable[int] = (),
                glow: Iterable[tuple[int, int]] = (), numbers: bool = False,
                chamber: str = "closed") -> pygame.Surface:
    """The round key-slot board on a transparent canvas-sized layer: the sections and slots
    (glowing ones outlined in gold), locked sections veiled with the padlock, the keys
    standing in their slots, and the chamber closed, open on its gems, or open and empty."""
    layer = pygame.Surface((BOARD.right + 4, BOARD.bottom + 4), pygame.SRCALPHA)
    cx, cy = L.CENTER
    pygame.draw.circle(layer, theme.WOOD_DARK, (cx, cy), L.BOARD_R + 22)
    pygame.draw.circle(layer, theme.WOOD, (cx, cy), L.BOARD_R + 16)
    pygame.draw.circle(layer, (96, 90, 104), (cx, cy), L.BOARD_R)
    for sec in range(1, SECTIONS + 1):
        pygame.draw.polygon(layer, art.BOARD_LIGHT if sec % 2 else art.BOARD_DARK,
                            art.wedge(sec, L.RING_IN, L.RING_OUT))
        a = -90.0 + (sec - 1) * 360.0 / SECTIONS
        pygame.draw.line(layer, art.GROOVE, L.polar(a, L.RING_IN), L.polar(a, L.BOARD_R), 7)
        for slot in range(1, SLOTS + 1):
            pygame.draw.polygon(layer, (200, 196, 206), art.slot_polygon(sec, slot, 2))
            pygame.draw.polygon(layer, (24, 20, 30), art.slot_polygon(sec, slot))
        if numbers:  # the section's number on the frame, as the real board has it
            nx, ny = L.number_pos(sec)
            pygame.draw.circle(layer, theme.PARCHMENT, (nx, ny), L.NUMBER_BADGE_R)
            pygame.draw.circle(layer, theme.INK, (nx, ny), L.NUMBER_BADGE_R, 2)
            num = theme.font(26, True).render(str(sec), True, theme.INK)
            layer.blit(num, num.get_rect(center=(nx, ny + 1)))
    for sec, slot in glow:
        pygame.draw.polygon(layer, GLOW, art.slot_polygon(sec, slot, 5), 5)
    for sec in locked:
        veil, at = art.lock_veil(sec)
        layer.blit(veil, at)
    _chamber(layer, chamber)
    # Keys lower on the board stand in front of those above them.
    standing = sorted((keys or {}).items(), key=lambda kv: L.slot_pos(*kv[1][:2])[1])
    for key, (sec, slot, stuck) in standing:
        x, y = L.slot_pos(sec, slot)
        standing_key(layer, key, x, y, JAM_DEPTH_MM if stuck else FULL_DEPTH_MM)
    return layer


def _chamber(layer: pygame.Surface, how: str) -> None:
    cx, cy = L.CENTER
    r = L.CHAMBER_R
    pygame.draw.circle(layer, (120, 92, 50), (cx, cy), r + 12)
    pygame.draw.circle(layer, (176, 140, 70), (cx, cy), r + 8)
    pygame.draw.circle(layer, (22, 16, 24), (cx, cy), r)
    if how == "closed":
        pygame.draw.circle(layer, theme.WOOD, (cx, cy), r - 4)
        pygame.draw.line(layer, (40, 26, 20), (cx, cy - r + 6), (cx, cy + r - 6), 4)
        for side in (-1, 1):
            pygame.draw.circle(layer, theme.GOLD_DARK, (cx + side * 14, cy), 9, 4)
    elif how == "gems":
        k = 0
        for ring in range(5, 0, -1):
            rr = ring * 15
            n = max(1, int(2 * math.pi * rr / 18))
            for i in range(n):
                a = 2 * math.pi * i / n + ring
                art.gem_at(layer, cx + rr * math.cos(a), cy + rr * math.sin(a), k % 5, k * 17, 9)
                k += 1
        art.gem_at(layer, cx, cy, 3, 0, 10)


def cut(layer: pygame.Surface, area: pygame.Rect, into: pygame.Rect) -> pygame.Surface:
    """The part `area` of a board layer, scaled to fit `into` (keeping its shape)."""
    part = layer.subsurface(area.clip(layer.get_rect()))
    k = min(into.w / part.get_width(), into.h / part.get_height())
    return pygame.transform.smoothscale(part, (max(1, int(part.get_width() * k)),
                                               max(1, int(part.get_height() * k))))


def place(page: pygame.Surface, layer: pygame.Surface, area: pygame.Rect,
          into: pygame.Rect) -> Callable[[float, float], tuple[int, int]]:
    """Put part `area` of a board layer into `into` on the page (centred); returns how a
    point of the canvas lands on the page (for the arrows drawn over it)."""
    image = cut(layer, area, into)
    spot = image.get_rect(center=into.center)
    page.blit(image, spot)
    k = image.get_width() / area.w

    def at(x: float, y: float) -> tuple[int, int]:
        return int(spot.x + (x - area.x) * k), int(spot.y + (y - area.y) * k)
    return at


def around(sections: Iterable[int], side: int = 240, up: int = 30) -> pygame.Rect:
    """A square of the board, `side` px, round these sections' slots (raised by `up` px
    for the keys standing in them)."""
    pts = [L.slot_pos(s, t) for s in sections for t in range(1, SLOTS + 1)]
    x = sum(p[0] for p in pts) / len(pts)
    y = sum(p[1] for p in pts) / len(pts) - up
    return pygame.Rect(int(x - side / 2), int(y - side / 2), side, side)


# -- the pictures ---------------------------------------------------------------------------
def _about(page: pygame.Surface) -> None:
    """The tower room's board with the hatch open on the gems, the three keys beside it."""
    layer = board_layer({"A": (1, 2, False)}, chamber="gems")
    place(page, layer, BOARD, pygame.Rect(4, 4, 196, 192))
    for i, key in enumerate("ABC"):
        loose_key(page, key, (222 + i * 30, 168), 0.9)
    gems(page, 252, 196, 3)


def _room(page: pygame.Surface) -> None:
    """The whole board: 8 numbered sections of 4 slots, the closed chamber; the keys."""
    place(page, board_layer(numbers=True), BOARD, pygame.Rect(4, 2, 196, 196))
    for i, key in enumerate("ABC"):
        loose_key(page, key, (222 + i * 30, 150), 0.9)
    gems(page, 252, 194, 6, 8)


def _turn(page: pygame.Surface) -> None:
    """A new key may go into any free slot; a key on the board moves on clockwise."""
    glow = [(2, t) for t in range(1, SLOTS + 1)]
    layer = board_layer({"B": (1, 2, False)}, glow=glow)
    area = around((1, 2), 330, 20)
    at = place(page, layer, area, pygame.Rect(0, 0, 220, 200))
    b = at(*L.slot_pos(1, 2))
    g = at(*L.slot_pos(2, 2))
    arrow(page, (b[0] + 10, b[1] - 40), (g[0] - 6, g[1] - 24))
    loose_key(page, "A", (262, 120), 0.9)
    arrow(page, (246, 140), (at(*L.slot_pos(2, 4))[0] + 12, at(*L.slot_pos(2, 4))[1]), width=4)


def _all_the_way(page: pygame.Surface) -> None:
    """Key A all the way in beside key B: two keys in the section, two gems."""
    layer = board_layer({"B": (2, 1, False), "A": (2, 3, False)})
    place(page, layer, around((2,), 200), pygame.Rect(0, 0, 190, 200))
    tick(page, (214, 44), 18)
    gems(page, 252, 150, 2, 13)


def _stuck(page: pygame.Surface) -> None:
    """Key C stuck, its red mark showing, its section locked; a gem rolls to the corner."""
    layer = board_layer({"C": (3, 2, True)}, locked=(3,))
    place(page, layer, around((3,), 220), pygame.Rect(0, 0, 180, 200))
    no_sign(page, (206, 40), 18)
    corner = [(210, 196), (296, 196), (296, 110)]
    pygame.draw.polygon(page, (46, 32, 26), corner)
    pygame.draw.polygon(page, theme.WOOD_DARK, corner, 5)
    art.gem_at(page, 266, 178, 0, 20, 10)
    arrow(page, (208, 112), (250, 166), width=4)


def _three_times(page: pygame.Surface) -> None:
    """One key put in three times, section after section (the reward box's three marks
    filled); then the gems are taken."""
    box = pygame.Rect(4, 132, 212, 62)
    pygame.draw.rect(page, theme.PARCHMENT_DARK, box, border_radius=14)
    pygame.draw.rect(page, theme.WOOD_DARK, box, 4, border_radius=14)
    for i in range(3):
        x = 40 + i * 70
        loose_key(page, "A", (x, 122), 1.2)
        pygame.draw.circle(page, theme.INK, (x, 163), 16)
        pygame.draw.circle(page, theme.GOLD, (x, 163), 13)
        if i < 2:
            arrow(page, (x + 20, 50), (x + 52, 50), width=4)
    gems(page, 262, 196, 6, 11)
    tick(page, (262, 70), 18)


def _valerie(page: pygame.Surface) -> None:
    """Valerie's turn: key A beside key B (2), on past the section key C locks (1 more),
    then on again, and stuck: the reward is lost."""
    keys = {"B": (7, 2, False), "C": (8, 3, True), "A": (2, 2, True)}
    layer = board_layer(keys, locked=(8,))
    for section, slot in ((7, 3), (1, 2)):  # where key A went all the way in before
        ghost = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
        x, y = L.slot_pos(section, slot)
        standing_key(ghost, "A", x, y, FULL_DEPTH_MM)
        ghost.set_alpha(120)
        layer.blit(ghost, (0, 0))
    area = pygame.Rect(BOARD.x, BOARD.y, BOARD.w, BOARD.h // 2 + 10)
    at = place(page, layer, area, pygame.Rect(0, 0, 300, 160))
    path = [at(*L.slot_pos(7, 3)), at(*L.slot_pos(1, 2)), at(*L.slot_pos(2, 2))]
    for a, b in zip(path, path[1:], strict=False):
        arrow(page, (a[0] + 8, a[1] + 4), (b[0] - 6, b[1] + 2), width=4)
    gems(page, 150, 196, 3, 10)
    no_sign(page, (196, 180), 14)


def _end(page: pygame.Surface) -> None:
    """The chamber is empty; the biggest heap of gems wins the crown."""
    layer = board_layer(chamber="empty")
    r = L.CHAMBER_R + 40
    place(page, layer, pygame.Rect(L.CENTER[0] - r, L.CENTER[1] - r, 2 * r, 2 * r),
          pygame.Rect(4, 30, 140, 140))
    gems(page, 190, 190, 4, 9)
    gems(page, 258, 190, 9, 9, first=2)
    crown(page, (258, 76))


def _promise(page: pygame.Surface) -> None:
    """A stuck key is seen; where one was stuck before, only memory tells."""
    layer = board_layer({"C": (2, 4, True)})
    place(page, layer, around((2,), 220), pygame.Rect(0, 0, 170, 200))
    # a thought bubble with the slot remembered: a slot and a red cross
    pygame.draw.circle(page, theme.INK, (190, 160), 7)
    pygame.draw.circle(page, theme.PARCHMENT, (190, 160), 5)
    pygame.draw.circle(page, theme.INK, (208, 132), 11)
    pygame.draw.circle(page, theme.PARCHMENT, (208, 132), 8)
    bubble = pygame.Rect(200, 30, 96, 84)
    pygame.draw.ellipse(page, theme.INK, bubble)
    pygame.draw.ellipse(page, theme.PARCHMENT, bubble.inflate(-6, -6))
    slot = pygame.Rect(0, 0, 16, 50)
    slot.center = bubble.center
    pygame.draw.rect(page, (24, 20, 30), slot, border_radius=4)
    c = bubble.center
    for d in ((-14, -14, 14, 14), (-14, 14, 14, -14)):
        pygame.draw.line(page, NO, (c[0] + d[0], c[1] + d[1]), (c[0] + d[2], c[1] + d[3]), 6)


PICTURES: dict[str, Paint] = {
    "What is it about?": sheet(_about),
    "The tower room": sheet(_room),
    "Your turn": sheet(_turn),
    "All the way in!": sheet(_all_the_way),
    "Stuck!": sheet(_stuck),
    "Three times at most": sheet(_three_times),
    "Valerie's turn": sheet(_valerie),
    "The end": sheet(_end),
    "The treasure hunter's promise": sheet(_promise),
}
