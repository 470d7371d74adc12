"""The castle icon, drawn by code (tools/make_assets.py saves it as assets/icon-<size>.png).

The app loads the PNG for the window icon and draws it here only if the file is missing.
"""

from __future__ import annotations

import pygame

from castle_games import paths

SIZES = (16, 32, 48, 64, 128, 256, 512)

SKY_TOP = (46, 70, 150)
SKY_BOTTOM = (120, 170, 230)
WALL = (196, 186, 170)
WALL_SHADE = (150, 140, 128)
OUTLINE = (44, 36, 40)
ROOF = (200, 64, 56)
DOOR = (120, 72, 36)
HILL = (70, 150, 80)
FLAG = (238, 196, 58)


def draw_icon(size: int) -> pygame.Surface:
    """A friendly castle on a rounded sky tile, `size` pixels square, with alpha."""
    scale = 4 if size < 128 else 2
    n = size * scale
    big = pygame.Surface((n, n), pygame.SRCALPHA)

    def p(x: float, y: float) -> tuple[int, int]:
        return int(x * n), int(y * n)

    def r(x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(int(x * n), int(y * n), max(1, int(w * n)), max(1, int(h * n)))

    # Sky tile with rounded corners: a vertical gradient masked by a rounded rect.
    grad = pygame.Surface((1, 2))
    grad.set_at((0, 0), SKY_TOP)
    grad.set_at((0, 1), SKY_BOTTOM)
    sky = pygame.transform.smoothscale(grad, (n, n))
    mask = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=int(0.2 * n))
    big.blit(sky, (0, 0))
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)

    # A hill, then the castle: two side towers, a taller keep, and a wall between them.
    pygame.draw.ellipse(big, HILL, r(-0.2, 0.78, 1.4, 0.5))
    line = max(1, int(0.018 * n))

    def block(rect: pygame.Rect, colour: tuple[int, int, int], width: int = line) -> None:
        pygame.draw.rect(big, colour, rect)
        pygame.draw.rect(big, OUTLINE, rect, width)

    def merlons(x: float, y: float, w: float, count: int) -> None:
        step = w / (2 * count - 1)
        for i in range(count):
            block(r(x + 2 * i * step, y - 0.07, step, 0.075), WALL, max(1, line * 2 // 3))

    block(r(0.22, 0.50, 0.56, 0.34), WALL_SHADE)          # curtain wall
    merlons(0.22, 0.50, 0.56, 5)
    for x in (0.12, 0.70):                                 # side towers
        block(r(x, 0.38, 0.18, 0.46), WALL)
        merlons(x, 0.38, 0.18, 3)
    block(r(0.38, 0.26, 0.24, 0.58), WALL)                 # keep
    pygame.draw.polygon(big, ROOF, [p(0.35, 0.27), p(0.50, 0.08), p(0.65, 0.27)])
    pygame.draw.polygon(big, OUTLINE, [p(0.35, 0.27), p(0.50, 0.08), p(0.65, 0.27)], line)
    # Pennant on the roof.
    pygame.draw.line(big, OUTLINE, p(0.50, 0.09), p(0.50, 0.0 + 0.02), line)
    pygame.draw.polygon(big, FLAG, [p(0.505, 0.02), p(0.63, 0.05), p(0.505, 0.085)])
    # Arched gate.
    gate = r(0.43, 0.62, 0.14, 0.22)
    pygame.draw.circle(big, OUTLINE, (gate.centerx, gate.top), gate.width // 2 + line)
    pygame.draw.rect(big, OUTLINE, gate.inflate(2 * line, 2 * line))
    pygame.draw.circle(big, DOOR, (gate.centerx, gate.top), gate.width // 2)
    pygame.draw.rect(big, DOOR, gate)
    # Windows (only where there is room for them to read).
    if size >= 32:
        for x, y in ((0.18, 0.50), (0.76, 0.50), (0.47, 0.36)):
            window = r(x, y, 0.06, 0.09)
            pygame.draw.rect(big, (255, 214, 110), window)
            pygame.draw.rect(big, OUTLINE, window, max(1, line // 2))
    # Clip everything to the rounded tile again (the hill ran over the corners).
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return pygame.transform.smoothscale(big, (size, size))


def window_icon() -> pygame.Surface:
    """The icon for the title bar: the generated PNG, or drawn now if it is missing."""
    try:
        return pygame.image.load(str(paths.asset("icon-64.png")))
    except (FileNotFoundError, pygame.error):
        return draw_icon(64)
