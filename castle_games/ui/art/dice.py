"""Dice and the felt dice tray, painted with pygame.

`draw_die` draws one die face seen from above: faces 1..6 as pips, face 0 as the
Knobelschatz dog (a friendly cartoon dog head instead of pips), faces above 6 as a numeral
(a d12). A face is painted once per (face, size, colours) at SS times its size, smooth-scaled
down for antialiased edges, and cached; drawing it at an angle is one `rotozoom`.
The shadow is cached separately and never rotated away from the light: it always falls
down-right, as under a kitchen lamp.

`draw_tray` paints green felt inside a mitred wooden rim and returns the felt rectangle,
which is the area a `castle_games.sim.DiceTray` of the same size plays in.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from castle_games.ui import theme

Colour = tuple[int, int, int]

IVORY: Colour = (250, 244, 226)
PIP_DARK: Colour = (44, 34, 34)
DOG = 0
SS = 4  # supersampling factor for antialiasing

# The dog: a golden-brown pup with dark floppy ears and a cream muzzle.
DOG_FUR: Colour = (214, 150, 78)
DOG_EAR: Colour = (128, 74, 40)
DOG_MUZZLE: Colour = (250, 230, 196)
DOG_LINE: Colour = (70, 40, 24)
DOG_TONGUE: Colour = (236, 108, 118)


def _shade(colour: Colour, k: float) -> Colour:
    """Lighter (k > 1) or darker (k < 1), staying in range."""
    if k >= 1:
        return tuple(int(c + (255 - c) * (k - 1)) for c in colour)  # type: ignore[return-value]
    return tuple(int(c * k) for c in colour)  # type: ignore[return-value]


def _rounded_mask(size: tuple[int, int], rect: pygame.Rect, radius: int) -> pygame.Surface:
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    return mask


def _ellipse(surf: pygame.Surface, colour, center: tuple[float, float], w: float, h: float,
             angle: float = 0.0, outline: Colour | None = None, line: float = 0.0) -> None:
    """A filled (optionally outlined, optionally rotated) ellipse centred at `center`."""
    pad = int(line) + 2
    img = pygame.Surface((int(w + 2 * pad), int(h + 2 * pad)), pygame.SRCALPHA)
    box = pygame.Rect(pad, pad, int(w), int(h))
    if outline is not None and line > 0:
        pygame.draw.ellipse(img, outline, box.inflate(2 * line, 2 * line))
    pygame.draw.ellipse(img, colour, box)
    if angle:
        img = pygame.transform.rotate(img, angle)
    surf.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


# -- pips --------------------------------------------------------------------------------

_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.26, 0.26), (0.5, 0.5), (0.74, 0.74)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
    6: [(0.28, 0.24), (0.28, 0.5), (0.28, 0.76), (0.72, 0.24), (0.72, 0.5), (0.72, 0.76)],
}


def _draw_pips(surf: pygame.Surface, face: int, big: int, pip: Colour, body: Colour) -> None:
    r = big * (0.13 if face == 1 else 0.085)
    for fx, fy in _PIPS[face]:
        cx, cy = fx * big, fy * big
        # A drilled pip: dark hole, a lighter lip on the lower right where the light hits.
        pygame.draw.circle(surf, _shade(body, 0.78), (cx + r * 0.12, cy + r * 0.12), r * 1.08)
        pygame.draw.circle(surf, pip, (cx, cy), r)
        pygame.draw.circle(surf, _shade(pip, 1.35), (cx - r * 0.28, cy - r * 0.28), r * 0.28)


# -- the dog -----------------------------------------------------------------------------

def _draw_dog(surf: pygame.Surface, big: int) -> None:
    s = big * 1.1  # fill the face: the dog must read at a glance even on a 40 px die
    cx, cy = 0.5 * big, 0.5 * big
    ln = max(2.0, 0.022 * s)  # outline width: keeps the shapes readable at 40 px
    # Floppy ears behind the head, hanging down and outwards.
    for side in (-1, 1):
        _ellipse(surf, DOG_EAR, (cx + side * 0.25 * s, cy + 0.04 * s), 0.2 * s, 0.42 * s,
                 angle=side * 22, outline=DOG_LINE, line=ln)
    # Head.
    _ellipse(surf, DOG_FUR, (cx, cy - 0.01 * s), 0.5 * s, 0.5 * s, outline=DOG_LINE, line=ln)
    # A darker patch around one eye gives the pup character.
    _ellipse(surf, _shade(DOG_FUR, 0.78), (cx + 0.11 * s, cy - 0.08 * s), 0.16 * s, 0.15 * s)
    # Muzzle.
    _ellipse(surf, DOG_MUZZLE, (cx, cy + 0.11 * s), 0.32 * s, 0.24 * s,
             outline=DOG_LINE, line=ln * 0.8)
    # Eyes with highlights (looking at the player).
    for side in (-1, 1):
        ex, ey = cx + side * 0.105 * s, cy - 0.075 * s
        pygame.draw.circle(surf, DOG_LINE, (ex, ey), 0.048 * s)
        pygame.draw.circle(surf, (20, 14, 12), (ex, ey), 0.04 * s)
        pygame.draw.circle(surf, (255, 255, 255), (ex - 0.013 * s, ey - 0.014 * s), 0.015 * s)
        # Raised eyebrows: friendly, not cross.
        brow = pygame.Rect(0, 0, int(0.1 * s), int(0.07 * s))
        brow.center = (int(ex), int(ey - 0.07 * s))
        pygame.draw.arc(surf, DOG_LINE, brow, math.radians(30), math.radians(150),
                        max(1, int(ln)))
    # Smile: a little "w" under the nose, and a tongue peeking out.
    mouth_y = cy + 0.15 * s
    _ellipse(surf, DOG_TONGUE, (cx, mouth_y + 0.045 * s), 0.09 * s, 0.1 * s,
             outline=DOG_LINE, line=ln * 0.7)
    for side in (-1, 1):
        arc = pygame.Rect(0, 0, int(0.12 * s), int(0.09 * s))
        arc.center = (int(cx + side * 0.055 * s), int(mouth_y - 0.02 * s))
        pygame.draw.arc(surf, DOG_LINE, arc, math.radians(190), math.radians(350),
                        max(1, int(ln)))
    pygame.draw.line(surf, DOG_LINE, (cx, cy + 0.07 * s), (cx, mouth_y), max(1, int(ln)))
    # Nose on top of it all, with a shine.
    _ellipse(surf, (30, 22, 22), (cx, cy + 0.06 * s), 0.13 * s, 0.09 * s)
    _ellipse(surf, (150, 140, 140), (cx - 0.025 * s, cy + 0.045 * s), 0.04 * s, 0.022 * s)


def _draw_numeral(surf: pygame.Surface, face: int, big: int, pip: Colour) -> None:
    image = theme.font(int(big * 0.55), bold=True).render(str(face), True, pip)
    rect = image.get_rect(center=(big // 2, big // 2))
    surf.blit(image, rect)
    if face in (6, 9):  # underline so 6 and 9 can be told apart on a turned die
        pygame.draw.line(surf, pip, (rect.left + big * 0.05, rect.bottom),
                         (rect.right - big * 0.05, rect.bottom), max(1, big // 40))


# -- whole faces -------------------------------------------------------------------------

def _corner_radius(size: int) -> int:
    return max(2, round(size * 0.18))


@lru_cache(maxsize=128)
def die_image(face: int, size: int, colour: Colour = IVORY,
              pip_colour: Colour = PIP_DARK) -> pygame.Surface:
    """The upright face, `size` px square, transparent outside its rounded corners."""
    size = max(8, int(size))
    big = size * SS
    colour = tuple(colour)  # type: ignore[assignment]
    # Body: a darker edge ring, then the face with a top-left to bottom-right light gradient.
    body = pygame.Surface((big, big), pygame.SRCALPHA)
    radius = _corner_radius(big)
    pygame.draw.rect(body, _shade(colour, 0.72), body.get_rect(), border_radius=radius)
    inset = max(2, round(big * 0.045))
    inner = body.get_rect().inflate(-2 * inset, -2 * inset)
    grad = pygame.Surface((big, big), pygame.SRCALPHA)
    light, dark = _shade(colour, 1.25), _shade(colour, 0.9)
    for i in range(0, 2 * big, 2):  # diagonal bands: cheap and only run once per cache entry
        t = i / (2 * big)
        c = tuple(int(a + (b - a) * t) for a, b in zip(light, dark))
        pygame.draw.line(grad, c, (i, 0), (0, i), 3)
    grad.blit(_rounded_mask((big, big), inner, radius - inset), (0, 0),
              special_flags=pygame.BLEND_RGBA_MULT)
    body.blit(grad, (0, 0))
    if face == DOG:
        _draw_dog(body, big)
    elif 1 <= face <= 6:
        _draw_pips(body, face, big, tuple(pip_colour), colour)
    else:
        _draw_numeral(body, face, big, tuple(pip_colour))
    image = pygame.transform.smoothscale(body, (size, size))
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


@lru_cache(maxsize=32)
def _shadow_image(size: int) -> pygame.Surface:
    pad = max(4, size // 6)
    surf = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 120), pygame.Rect(pad, pad, size, size),
                     border_radius=_corner_radius(size))
    return pygame.transform.gaussian_blur(surf, max(1, size // 14))


def draw_die(surface: pygame.Surface, center: tuple[float, float], size: int, face: int,
             angle_deg: float = 0.0, colour: Colour = IVORY, pip_colour: Colour = PIP_DARK,
             *, lift: float = 0.0) -> pygame.Rect:
    """Draw a die centred at `center`, turned `angle_deg` counter-clockwise on screen.

    `lift` (0..1) shows a tumbling die off the felt: a little bigger, its shadow further
    away. Returns the rectangle drawn over.
    """
    size = max(8, int(size))
    zoom = 1.0 + 0.1 * max(0.0, min(1.0, lift))
    offset = size * (0.06 + 0.12 * max(0.0, min(1.0, lift)))
    cx, cy = center
    shadow = pygame.transform.rotozoom(_shadow_image(size), angle_deg, zoom)
    surface.blit(shadow, shadow.get_rect(center=(round(cx + offset), round(cy + offset))))
    image = die_image(face, size, tuple(colour), tuple(pip_colour))
    if angle_deg % 360 or zoom != 1.0:
        image = pygame.transform.rotozoom(image, angle_deg, zoom)
    return surface.blit(image, image.get_rect(center=(round(cx), round(cy))))


# -- the tray ----------------------------------------------------------------------------

def rim_width(rect: pygame.Rect | tuple[int, int, int, int]) -> int:
    r = pygame.Rect(rect)
    return max(10, min(40, round(min(r.w, r.h) * 0.07)))


def felt_rect(rect: pygame.Rect | tuple[int, int, int, int]) -> pygame.Rect:
    """The felt inside a tray drawn at `rect`: size a DiceTray with it, offset dice by it."""
    r = pygame.Rect(rect)
    return r.inflate(-2 * rim_width(r), -2 * rim_width(r))


@lru_cache(maxsize=8)
def _tray_image(w: int, h: int) -> pygame.Surface:
    rim = rim_width((0, 0, w, h))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    outer = surf.get_rect()
    inner = outer.inflate(-2 * rim, -2 * rim)
    # Wooden rim: four mitred boards, grain running along each, lit from the top-left.
    boards = [
        ([outer.topleft, outer.topright, inner.topright, inner.topleft], True, 1.12),
        ([outer.bottomleft, outer.bottomright, inner.bottomright, inner.bottomleft], True, 0.8),
        ([outer.topleft, outer.bottomleft, inner.bottomleft, inner.topleft], False, 1.02),
        ([outer.topright, outer.bottomright, inner.bottomright, inner.topright], False, 0.88),
    ]
    seed = 12345
    for points, horizontal, light in boards:
        board = pygame.Surface((w, h), pygame.SRCALPHA)
        base = _shade(theme.WOOD, light) if light >= 1 else _shade(theme.WOOD, light)
        board.fill(base)
        span = h if horizontal else w
        for k in range(0, span, 3):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            shade = 0.86 + (seed % 1000) / 1000 * 0.22
            c = _shade(base, shade)
            if horizontal:
                pygame.draw.line(board, c, (0, k), (w, k + (seed % 5) - 2), 1)
            else:
                pygame.draw.line(board, c, (k, 0), (k + (seed % 5) - 2, h), 1)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), points)
        board.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(board, (0, 0))
    # Mitre joints and edges.
    for a, b in ((outer.topleft, inner.topleft), (outer.topright, inner.topright),
                 (outer.bottomleft, inner.bottomleft), (outer.bottomright, inner.bottomright)):
        pygame.draw.aaline(surf, theme.WOOD_DARK, a, b)
    pygame.draw.rect(surf, theme.WOOD_DARK, outer, 2, border_radius=6)
    # Felt: base colour with a fine fibre texture and a soft darkening towards the edges.
    felt = pygame.Surface(inner.size)
    felt.fill(theme.FELT)
    seed = 777
    for _ in range(inner.w * inner.h // 18):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        x = seed % inner.w
        y = (seed >> 12) % inner.h
        felt.set_at((x, y), _shade(theme.FELT, 0.88 if seed & 1 else 1.08))
    vignette = pygame.Surface(inner.size, pygame.SRCALPHA)
    steps = max(1, min(inner.w, inner.h) // 6)
    for i in range(steps):
        alpha = int(70 * (1 - i / steps) ** 2)
        pygame.draw.rect(vignette, (0, 0, 0, alpha), vignette.get_rect().inflate(-2 * i, -2 * i), 1)
    felt.blit(vignette, (0, 0))
    # The rim's shadow on the felt, falling down-right from the top and left boards: dark
    # everywhere except a window shifted down-right, then blurred.
    depth = max(4, rim // 2)
    shade = pygame.Surface(inner.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 120))
    shade.fill((0, 0, 0, 0), pygame.Rect(depth, depth, inner.w, inner.h))
    felt.blit(pygame.transform.gaussian_blur(shade, max(1, depth // 2)), (0, 0))
    surf.blit(felt, inner.topleft)
    pygame.draw.rect(surf, _shade(theme.WOOD_DARK, 0.8), inner.inflate(2, 2), 1)
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def draw_tray(surface: pygame.Surface, rect: pygame.Rect | tuple[int, int, int, int]
              ) -> pygame.Rect:
    """Draw the tray filling `rect` (rim included); return the felt rectangle."""
    r = pygame.Rect(rect)
    surface.blit(_tray_image(r.w, r.h), r.topleft)
    return felt_rect(r)
