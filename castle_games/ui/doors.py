"""The launcher's castle doors, drawn by code: an arched wooden door in a stone wall per game.

Each game has its own wood colour and emblem. A door is drawn once, closed and open (the
open one shows warm light, for hover and focus), at twice the size and smooth-scaled down;
the launcher then only blits the finished cards. The drawings are saved as pictures in each
game's package (its manifest's `door_pictures`, made by tools/make_assets.py): the
launcher loads a door's picture rather than draw it, and draws it only when it is missing.
"""

from __future__ import annotations

import random

import pygame

from castle_games.core.languages import _, ngettext
from castle_games.core.manifest import Manifest
from castle_games.ui import draw, theme

CARD_SIZE = (228, 474)
WALL_H = 290
SS = 2

OUTLINE = (40, 30, 30)
IRON = (58, 56, 66)
LIGHT = (255, 214, 120)



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


def _wooden_door(s: pygame.Surface, door: pygame.Rect, wood: tuple[int, int, int]) -> None:
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



KINDS = ("closed", "open")


def render_art(game: Manifest, kind: str) -> pygame.Surface:
    """The stone wall with its door (no words): kind is 'closed' or 'open'.

    The wood colour and the emblem on the plaque are the game's own (its manifest)."""
    w = CARD_SIZE[0]
    big = pygame.Surface((w * SS, WALL_H * SS), pygame.SRCALPHA)
    wall = big.get_rect()
    _stone_wall(big, wall, seed=sum(map(ord, game.id)))
    wood = game.door_wood
    door = pygame.Rect(0, 0, 136 * SS, 226 * SS)
    door.midbottom = (wall.centerx, wall.bottom - 12 * SS)
    # Stone frame: a lighter arch a little larger than the door, then the dark opening.
    _fill_arch(big, door.inflate(26 * SS, 14 * SS).move(0, 7 * SS), (178, 172, 178))
    _fill_arch(big, door.inflate(20 * SS, 8 * SS).move(0, 4 * SS), OUTLINE)
    if kind == "open":
        _open_door(big, door, wood)
    else:
        _wooden_door(big, door, wood)
        plaque_c = (door.centerx, door.top + 64 * SS)
        pygame.draw.circle(big, OUTLINE, plaque_c, 42 * SS)
        pygame.draw.circle(big, theme.PARCHMENT, plaque_c, 39 * SS)
        game.load(game.door_emblem)(big, plaque_c, 34 * SS)
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


def art(game: Manifest, kind: str) -> pygame.Surface:
    """The door picture: the PNG in the game's package made by tools/make_assets.py, or
    drawn now if it has none."""
    try:
        with game.door_picture(kind).open("rb") as picture:
            return pygame.image.load(picture, f"door-{kind}.png")
    except (FileNotFoundError, pygame.error):
        return render_art(game, kind)


def render_card(entry: Manifest, opened: bool) -> pygame.Surface:
    """One launcher card: the door in its wall above a parchment plaque with the words."""
    w, h = CARD_SIZE
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    plaque = pygame.Rect(0, WALL_H - 20, w, h - WALL_H + 20)
    card.blit(draw.panel(plaque.size, 20, theme.PARCHMENT, theme.WOOD_DARK, 3), plaque)
    card.blit(art(entry, "open" if opened else "closed"), (0, 0))
    pygame.draw.line(card, theme.WOOD_DARK, (0, WALL_H), (w, WALL_H), 3)
    _words(card, entry, pygame.Rect(12, WALL_H + 8, w - 24, h - WALL_H - 16))
    return card


def _words(card: pygame.Surface, entry: Manifest, box: pygame.Rect) -> None:
    ink = theme.INK
    title = _(entry.title)
    title_box = pygame.Rect(box.x, box.y, box.width, 66)
    used = draw.paragraph(card, title, title_box, 30, ink, bold=True, smallest=20)
    y = used.bottom + 6
    wood = entry.door_wood
    r = draw.text(card, players_text(entry), (box.centerx + 12, y), 22, wood, bold=True,
                  anchor="midtop", within=pygame.Rect(box.x + 24, y, box.width - 24, 26))
    _person(card, (r.left - 14, r.centery), wood)
    y = r.bottom + 8
    draw.paragraph(card, _(entry.pitch), pygame.Rect(box.x, y, box.width, box.bottom - y), 24,
                   ink, smallest=theme.FLOOR)


def players_text(entry: Manifest) -> str:
    """'2-4 players' (or '2 players') in the language in use."""
    if entry.min_players == entry.max_players:
        return ngettext("{count} player", "{count} players", entry.max_players).format(
            count=entry.max_players)
    # TRANSLATORS: how many can play, on a castle door: "2-4 players"
    return _("{low}–{high} players").format(low=entry.min_players, high=entry.max_players)


def _person(card: pygame.Surface, centre: tuple[int, int], colour: tuple[int, int, int]) -> None:
    x, y = centre
    pygame.draw.circle(card, colour, (x, y - 5), 5)
    pygame.draw.ellipse(card, colour, (x - 8, y + 1, 16, 10))
