"""Colour never alone: the small white shapes drawn on every coloured mark of the table.

A seat's colour and a coloured piece (a red sword, a green dragon) carry the shape that
core/seats.py declares beside the colour — circle, square, triangle, diamond, star — so a
red/green colour-blind child tells Anna's pawn from Ben's by its shape.

`stamp` draws a shape where it is asked for, each time that mark is drawn (never inside a
cached picture), so `recording()` sees every mark a frame shows: its owner ("seat:red",
"sword:green"), its shape, and the colour actually found on the surface under it — what a
test simulates through colour blindness.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from castle_games.core.seats import SIGNS
from castle_games.ui import draw, theme

SHAPES = ("circle", "square", "triangle", "diamond", "star")
SS = 3  # drawn larger and smoothed down: the shapes are small


def seat_sign(colour: str) -> str | None:
    """The shape that goes with a colour's name (None: a colour without one)."""
    return SIGNS.get(colour)


def _points(sign: str, c: float, r: float) -> list[tuple[float, float]]:
    if sign == "square":
        k = r * 0.8
        return [(c - k, c - k), (c + k, c - k), (c + k, c + k), (c - k, c + k)]
    if sign == "triangle":
        return [(c + r * math.cos(a), c + 0.12 * r + r * math.sin(a))
                for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
    if sign == "diamond":
        return [(c, c - r), (c + r * 0.8, c), (c, c + r), (c - r * 0.8, c)]
    if sign == "star":
        return draw.star_points((c, c), r * 1.08, 0.46)
    raise ValueError(f"unknown sign {sign!r}; signs are {', '.join(SHAPES)}")


@draw.sized_cache(2**20)
def image(sign: str, size: int) -> pygame.Surface:
    """The shape `size` px across: white, with a dark edge that shows on any colour."""
    size = max(6, int(size))
    d = size * SS
    big = pygame.Surface((d, d), pygame.SRCALPHA)
    edge = max(2, round(d * 0.11))
    c, r = d / 2, d / 2 - edge / 2 - 1
    if sign == "circle":
        pygame.draw.circle(big, theme.WHITE, (c, c), r * 0.86)
        pygame.draw.circle(big, theme.INK, (c, c), r * 0.86, edge)
    else:
        pts = _points(sign, c, r)
        pygame.draw.polygon(big, theme.WHITE, pts)
        pygame.draw.polygon(big, theme.INK, pts, edge)
        for p in pts:  # round the corners where the edges meet
            pygame.draw.circle(big, theme.INK, p, edge / 2)
    return draw.ready(pygame.transform.smoothscale(big, (size, size)))


@dataclass(frozen=True)
class Stamp:
    """One mark as drawn: whose (family:kind), its shape, and the colour found under it."""

    owner: str
    sign: str | None
    colour: tuple[int, int, int]   # the colour the painter says the piece has
    found: tuple[int, int, int]    # the nearest colour actually on the surface around it
    off_by: float                  # how far `found` is from `colour` (RGB distance)


_stamps: list[Stamp] | None = None


@contextmanager
def recording() -> Iterator[list[Stamp]]:
    """Every mark stamped inside the block (a test checks them through colour blindness)."""
    global _stamps
    before, _stamps = _stamps, []
    try:
        yield _stamps
    finally:
        _stamps = before


def _nearest(surface: pygame.Surface, area: pygame.Rect,
             colour: tuple[int, int, int]) -> tuple[tuple[int, int, int], float]:
    import numpy as np

    area = area.clip(surface.get_rect())
    if area.w == 0 or area.h == 0:
        return (0, 0, 0), math.inf
    part = surface.subsurface(area)
    rgb = pygame.surfarray.array3d(part).reshape(-1, 3).astype(float)
    if part.get_flags() & pygame.SRCALPHA:
        rgb = rgb[pygame.surfarray.array_alpha(part).reshape(-1) > 200]
    if len(rgb) == 0:
        return (0, 0, 0), math.inf
    far = np.sqrt(((rgb - np.array(colour, float)) ** 2).sum(axis=1))
    k = int(far.argmin())
    r, g, b = (int(v) for v in rgb[k])
    return (r, g, b), float(far[k])


def stamp(surface: pygame.Surface, sign: str | None, centre: tuple[float, float], size: int,
          *, owner: str, colour: tuple[int, ...], body: pygame.Rect | None = None) -> None:
    """Draw `sign` centred at `centre`, `size` px across, on a mark of `owner` painted in
    `colour` (`body`: where that paint is, around the sign by default). None draws nothing
    (and a recording says so)."""
    rgb = (int(colour[0]), int(colour[1]), int(colour[2]))
    if _stamps is not None:
        if body is None:
            body = pygame.Rect(0, 0, size * 2, size * 2)
            body.center = (round(centre[0]), round(centre[1]))
        found, off_by = _nearest(surface, body, rgb)
        _stamps.append(Stamp(owner, sign, rgb, found, off_by))
    if sign is None:
        return
    picture = image(sign, size)
    surface.blit(picture, picture.get_rect(center=(round(centre[0]), round(centre[1]))))


def seat_stamp(surface: pygame.Surface, seat, centre: tuple[float, float], size: int,
               body: pygame.Rect | None = None, colour: tuple[int, ...] | None = None) -> None:
    """A seat's shape on one of its marks (`seat` is a core.seats.Seat; `colour` when the
    mark is painted in a shade of the seat's colour)."""
    stamp(surface, seat.sign, centre, size, owner=f"seat:{seat.colour}",
          colour=seat.rgb if colour is None else colour, body=body)
