"""The launcher's castle doors, drawn by code: an arched wooden door in a stone wall per game.

Each game has its own wood colour and emblem. A door is drawn once, closed and open (the
open one shows warm light, for hover and focus), at twice the size and smooth-scaled down;
the launcher then only blits the finished cards.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from castle_games import paths
from castle_games.games import GameEntry
from castle_games.ui import draw, theme

CARD_SIZE = (228, 474)
WALL_H = 290
SS = 2

OUTLINE = (40, 30, 30)
IRON = (58, 56, 66)
LIGHT = (255, 214, 120)


def _emblem_keyhole(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    cx, cy = c
    pygame.draw.circle(s, OUTLINE, (cx, cy - r // 5), r // 3)
    pygame.draw.polygon(s, OUTLINE, [(cx - r // 6, cy), (cx + r // 6, cy), (cx + r // 3, cy + r // 2 + 4),
                                     (cx - r // 3, cy + r // 2 + 4)])
    for i, a in enumerate((-150, -110, -70, -30)):  # pearls around it
        x = cx + int(math.cos(math.radians(a)) * r * 0.72)
        y = cy + int(math.sin(math.radians(a)) * r * 0.72) + r // 6
        col = (250, 246, 255) if i % 2 == 0 else (210, 226, 255)
        pygame.draw.circle(s, col, (x, y), r // 8)
        pygame.draw.circle(s, OUTLINE, (x, y), r // 8, 2)


def _emblem_key(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    cx, cy = c
    gold, dark = theme.GOLD, theme.GOLD_DARK
    bow = (cx - r // 2, cy - r // 3)
    pygame.draw.circle(s, dark, bow, r // 3 + 4)
    pygame.draw.circle(s, gold, bow, r // 3)
    pygame.draw.circle(s, dark, bow, r // 7)
    shaft = pygame.Rect(0, 0, int(r * 1.2), r // 6)
    shaft.midleft = (bow[0] + r // 4, bow[1])
    pts = [shaft.topleft, shaft.topright, shaft.bottomright, shaft.bottomleft]
    centre = pygame.Vector2(bow)
    rot = [centre + (pygame.Vector2(p) - centre).rotate(35) for p in pts]
    pygame.draw.polygon(s, dark, rot, 0)
    inner = [centre + (pygame.Vector2(p) - centre).rotate(35) for p in
             (shaft.inflate(-4, -4).topleft, shaft.inflate(-4, -4).topright,
              shaft.inflate(-4, -4).bottomright, shaft.inflate(-4, -4).bottomleft)]
    pygame.draw.polygon(s, gold, inner, 0)
    for k in (0.75, 1.0):  # the bit's teeth
        base = centre + pygame.Vector2(r * k + r // 4, 0).rotate(35)
        tooth = [base, base + pygame.Vector2(r // 5, 0).rotate(125),
                 base + pygame.Vector2(r // 5, 0).rotate(125) + pygame.Vector2(r // 8, 0).rotate(35),
                 base + pygame.Vector2(r // 8, 0).rotate(35)]
        pygame.draw.polygon(s, gold, tooth)
        pygame.draw.polygon(s, dark, tooth, 2)


def _emblem_ghost(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    cx, cy = c
    body = pygame.Rect(0, 0, int(r * 1.1), int(r * 1.2))
    body.center = (cx, cy + r // 8)
    white = (246, 246, 255)
    pygame.draw.circle(s, OUTLINE, (cx, body.top + body.width // 2), body.width // 2 + 3)
    pygame.draw.rect(s, OUTLINE, body.inflate(6, 0).move(0, body.width // 2 - 3).clip(body.inflate(6, 6)))
    pygame.draw.circle(s, white, (cx, body.top + body.width // 2), body.width // 2)
    lower = pygame.Rect(body.left, body.top + body.width // 2, body.width, body.height - body.width // 2)
    pygame.draw.rect(s, white, lower)
    wave = body.width // 4
    for i in range(4):  # the wavy hem
        pygame.draw.circle(s, white, (body.left + wave // 2 + i * wave, lower.bottom), wave // 2)
    for dx in (-r // 5, r // 5):
        pygame.draw.ellipse(s, OUTLINE, (cx + dx - r // 12, cy - r // 6, r // 6, r // 4))
    pygame.draw.ellipse(s, OUTLINE, (cx - r // 10, cy + r // 6, r // 5, r // 6))


def _emblem_die(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    cx, cy = c
    face = pygame.Rect(0, 0, int(r * 1.3), int(r * 1.3))
    face.center = c
    pygame.draw.rect(s, OUTLINE, face.inflate(6, 6), border_radius=r // 4)
    pygame.draw.rect(s, (252, 248, 236), face, border_radius=r // 4)
    q = face.width // 4
    for dx, dy in ((-q, -q), (0, 0), (q, q), (q, -q), (-q, q)):
        pygame.draw.circle(s, theme.DANGER if (dx, dy) == (0, 0) else OUTLINE, (cx + dx, cy + dy), r // 9)


def _emblem_crown(s: pygame.Surface, c: tuple[int, int], r: int) -> None:
    draw.crown(s, (c[0], c[1] + r // 6), int(r * 1.5))
    pygame.draw.circle(s, theme.DANGER, (c[0], c[1] + r // 3), r // 9)


EMBLEMS: dict[str, tuple[tuple[int, int, int], Callable[[pygame.Surface, tuple[int, int], int], None]]] = {
    "seven-locks": ((56, 84, 160), _emblem_keyhole),
    "clever-keys": ((56, 128, 78), _emblem_key),
    "schlotterstein": ((112, 74, 146), _emblem_ghost),
    "knobelschatz": ((168, 66, 44), _emblem_die),
    "tajemnica-zamku": ((30, 122, 132), _emblem_crown),
}


def _stone_wall(s: pygame.Surface, rect: pygame.Rect, seed: int) -> None:
    """Irregular stone blocks with mortar lines; seeded so every start looks the same."""
    rng = random.Random(seed)
    pygame.draw.rect(s, (92, 88, 100), rect)
    bh = 26 * SS
    y = rect.top
    row = 0
    while y < rect.bottom:
        x = rect.left - (row % 2) * 22 * SS
        while x < rect.right:
            w = rng.randint(34, 58) * SS
            shade = rng.randint(-14, 14)
            base = (134 + shade, 130 + shade, 140 + shade)
            block = pygame.Rect(x + 2 * SS, y + 2 * SS, w - 3 * SS, bh - 3 * SS).clip(rect)
            if block.width > 0 and block.height > 0:
                pygame.draw.rect(s, base, block, border_radius=4 * SS)
                top = pygame.Rect(block.x, block.y, block.width, max(1, 3 * SS))
                pygame.draw.rect(s, draw.lighten(base, 0.18), top, border_radius=2 * SS)
            x += w
        y += bh
        row += 1


def _door_shape(door: pygame.Rect) -> tuple[pygame.Rect, tuple[int, int], int]:
    radius = door.width // 2
    body = pygame.Rect(door.left, door.top + radius, door.width, door.height - radius)
    return body, (door.centerx, door.top + radius), radius


def _fill_arch(s: pygame.Surface, door: pygame.Rect, colour: tuple[int, int, int]) -> None:
    body, centre, radius = _door_shape(door)
    pygame.draw.circle(s, colour, centre, radius)
    pygame.draw.rect(s, colour, body)


def _wooden_door(s: pygame.Surface, door: pygame.Rect, wood: tuple[int, int, int],
                 built: bool) -> None:
    if not built:  # weathered and grey: not open yet
        grey = sum(wood) // 3
        wood = ((wood[0] + grey * 2) // 3, (wood[1] + grey * 2) // 3, (wood[2] + grey * 2) // 3)
    layer = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    _fill_arch(layer, door, wood)
    planks = 5
    pw = door.width / planks
    for i in range(1, planks):  # plank gaps
        x = int(door.left + i * pw)
        pygame.draw.line(layer, draw.lighten(wood, -0.35), (x, door.top), (x, door.bottom), 2 * SS)
    for i in range(planks):  # grain
        x = int(door.left + i * pw + pw / 2)
        pygame.draw.line(layer, draw.lighten(wood, 0.12), (x - 3 * SS, door.top + 10 * SS),
                         (x - 3 * SS, door.bottom - 8 * SS), SS)
    for y in (door.top + door.height * 0.42, door.top + door.height * 0.8):  # iron bands
        band = pygame.Rect(door.left, int(y), door.width, 9 * SS)
        pygame.draw.rect(layer, IRON, band)
        for x in range(door.left + 10 * SS, door.right - 4 * SS, 22 * SS):
            pygame.draw.circle(layer, (120, 118, 130), (x, band.centery), 2 * SS)
    # Ring handle.
    hx, hy = door.right - 22 * SS, door.top + int(door.height * 0.62)
    pygame.draw.circle(layer, IRON, (hx, hy), 9 * SS, 3 * SS)
    pygame.draw.circle(layer, IRON, (hx, hy - 9 * SS), 4 * SS)
    # Keep only what lies inside the arch.
    mask = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    _fill_arch(mask, door, (255, 255, 255, 255))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(layer, (0, 0))


def _open_door(s: pygame.Surface, door: pygame.Rect, wood: tuple[int, int, int]) -> None:
    """A glowing doorway with the door leaf swung inwards to the left."""
    glow = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    _fill_arch(glow, door, (70, 44, 30))
    inner = door.inflate(-18 * SS, -14 * SS).move(0, 7 * SS)
    _fill_arch(glow, inner, (190, 120, 60))
    _fill_arch(glow, inner.inflate(-28 * SS, -30 * SS).move(0, 15 * SS), LIGHT)
    s.blit(glow, (0, 0))
    # The leaf: a narrow trapezoid on the hinge side.
    leaf_w = door.width // 4
    pts = [(door.left, door.top + door.width // 2 - 4 * SS), (door.left + leaf_w, door.top + door.width // 2 + 10 * SS),
           (door.left + leaf_w, door.bottom - 6 * SS), (door.left, door.bottom)]
    pygame.draw.polygon(s, draw.lighten(wood, -0.25), pts)
    pygame.draw.polygon(s, OUTLINE, pts, 2 * SS)


def _boards(s: pygame.Surface, door: pygame.Rect) -> None:
    """Crossed boards and a sign: this door is not open yet."""
    plank = (196, 160, 110)
    for a, b in (((door.left - 8 * SS, door.top + 40 * SS), (door.right + 8 * SS, door.bottom - 40 * SS)),
                 ((door.right + 8 * SS, door.top + 40 * SS), (door.left - 8 * SS, door.bottom - 40 * SS))):
        pygame.draw.line(s, OUTLINE, a, b, 22 * SS)
        pygame.draw.line(s, plank, a, b, 17 * SS)
        for t in (0.08, 0.92):
            x = int(a[0] + (b[0] - a[0]) * t)
            y = int(a[1] + (b[1] - a[1]) * t)
            pygame.draw.circle(s, IRON, (x, y), 3 * SS)


def variant(entry: GameEntry, opened: bool) -> str:
    if not entry.built:
        return "unbuilt"
    return "open" if opened else "closed"


def render_art(game_id: str, kind: str) -> pygame.Surface:
    """The stone wall with its door (no words): kind is 'closed', 'open' or 'unbuilt'."""
    w = CARD_SIZE[0]
    big = pygame.Surface((w * SS, WALL_H * SS), pygame.SRCALPHA)
    wall = big.get_rect()
    _stone_wall(big, wall, seed=sum(map(ord, game_id)))
    wood, emblem = EMBLEMS.get(game_id, ((132, 86, 50), _emblem_die))
    door = pygame.Rect(0, 0, 136 * SS, 226 * SS)
    door.midbottom = (wall.centerx, wall.bottom - 12 * SS)
    # Stone frame: a lighter arch a little larger than the door, then the dark opening.
    _fill_arch(big, door.inflate(26 * SS, 14 * SS).move(0, 7 * SS), (178, 172, 178))
    _fill_arch(big, door.inflate(20 * SS, 8 * SS).move(0, 4 * SS), OUTLINE)
    if kind == "open":
        _open_door(big, door, wood)
    else:
        built = kind != "unbuilt"
        _wooden_door(big, door, wood, built)
        plaque_c = (door.centerx, door.top + 64 * SS)
        pygame.draw.circle(big, OUTLINE, plaque_c, 42 * SS)
        pygame.draw.circle(big, theme.PARCHMENT if built else (200, 196, 190), plaque_c, 39 * SS)
        emblem(big, plaque_c, 34 * SS)
        if not built:
            _boards(big, door)
    # Step below the door.
    step = pygame.Rect(0, 0, door.width + 40 * SS, 12 * SS)
    step.midtop = (door.centerx, door.bottom)
    pygame.draw.rect(big, (170, 164, 170), step, border_radius=3 * SS)
    # Round the wall's top corners.
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect().inflate(0, 60 * SS).move(0, 30 * SS),
                     border_radius=20 * SS)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return pygame.transform.smoothscale(big, (w, WALL_H))


def art_path(game_id: str, kind: str) -> str:
    return f"doors/door-{game_id}-{kind}.png"


def art(game_id: str, kind: str) -> pygame.Surface:
    """The door picture: the PNG made by tools/make_assets.py, or drawn now if missing."""
    try:
        return pygame.image.load(str(paths.asset(art_path(game_id, kind))))
    except (FileNotFoundError, pygame.error):
        return render_art(game_id, kind)


def render_card(entry: GameEntry, opened: bool) -> pygame.Surface:
    """One launcher card: the door in its wall above a parchment plaque with the words."""
    w, h = CARD_SIZE
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    plaque = pygame.Rect(0, WALL_H - 20, w, h - WALL_H + 20)
    paper = theme.PARCHMENT if entry.built else (226, 220, 208)
    card.blit(draw.panel(plaque.size, 20, paper, theme.WOOD_DARK, 3), plaque)
    card.blit(art(entry.id, variant(entry, opened)), (0, 0))
    pygame.draw.line(card, theme.WOOD_DARK, (0, WALL_H), (w, WALL_H), 3)
    if not entry.built:
        _sign(card, (w // 2, WALL_H - 48))
    _words(card, entry, pygame.Rect(12, WALL_H + 8, w - 24, h - WALL_H - 16))
    return card


def _sign(card: pygame.Surface, centre: tuple[int, int]) -> None:
    sign = pygame.Rect(0, 0, 170, 40)
    sign.center = centre
    card.blit(draw.panel(sign.size, 8, (250, 204, 60), OUTLINE, 3), sign)
    draw.text(card, "being built", sign.center, 26, OUTLINE, bold=True, anchor="center")


def _words(card: pygame.Surface, entry: GameEntry, box: pygame.Rect) -> None:
    ink = theme.INK if entry.built else theme.INK_SOFT
    y = box.top
    title_size = 30
    lines = draw.wrap(entry.title, title_size, box.width, bold=True)
    if len(lines) > 1:
        title_size = 28
        lines = draw.wrap(entry.title, title_size, box.width, bold=True)
    for line in lines[:2]:
        r = draw.text(card, line, (box.centerx, y), title_size, ink, bold=True, anchor="midtop")
        y = r.bottom + 2
    y += 4
    wood = EMBLEMS.get(entry.id, ((132, 86, 50), None))[0]
    players = entry.players_text
    r = draw.text(card, players, (box.centerx + 12, y), 22, wood if entry.built else ink,
                  bold=True, anchor="midtop")
    _person(card, (r.left - 14, r.centery), wood if entry.built else ink)
    y = r.bottom + 8
    for line in draw.wrap(entry.pitch, 24, box.width)[:5]:
        r = draw.text(card, line, (box.centerx, y), 24, ink, anchor="midtop")
        y = r.bottom + 2


def _person(card: pygame.Surface, centre: tuple[int, int], colour: tuple[int, int, int]) -> None:
    x, y = centre
    pygame.draw.circle(card, colour, (x, y - 5), 5)
    pygame.draw.ellipse(card, colour, (x - 8, y + 1, 16, 10))
