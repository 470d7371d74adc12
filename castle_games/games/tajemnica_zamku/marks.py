"""The coloured marks of the labyrinth and their second signs (colour never alone).

Declared for the colour check (the manifest's `marks`): a sword's and a dragon's colour
says which dragon the sword beats, so each carries its colour's shape from core/seats.py
(yellow diamond, red circle, green triangle), as the pawns carry their seat's. The
painter stamps them with the helpers below each time it draws the piece.
"""

from __future__ import annotations

import pygame

from castle_games.core.seats import Seat
from castle_games.games.tajemnica_zamku.art import DRAGON_RGB, SWORD_RGB
from castle_games.games.tajemnica_zamku.tokens import COLOURS
from castle_games.ui.art import signs

# {kind of piece: {colour: (rgb, sign)}}: the seats' own marks are declared by core/seats.py
MARKS: dict[str, dict[str, tuple[tuple[int, int, int], str | None]]] = {
    "sword": {c: (SWORD_RGB[c], signs.seat_sign(c)) for c in COLOURS},
    "dragon": {c: (DRAGON_RGB[c], signs.seat_sign(c)) for c in COLOURS},
}


def on_pawn(canvas: pygame.Surface, seat: Seat, pawn: pygame.Rect) -> None:
    """The seat's shape on the cone of its pawn (`pawn`: where the pawn's picture is)."""
    size = max(11, round(pawn.h * 0.38))
    body = pygame.Rect(pawn.x, pawn.y + pawn.h * 0.3, pawn.w, pawn.h * 0.55)
    signs.seat_stamp(canvas, seat, (pawn.centerx, pawn.y + pawn.h * 0.64), size, body=body)


def on_token(canvas: pygame.Surface, name: str, token: pygame.Rect,
             faded_over: tuple[int, int, int] | None = None, alpha: int = 70) -> None:
    """A face-up sword's or dragon's shape at its lower left (other tokens have none).
    `faded_over`: the token is an empty place's pale picture (token_art.token_faded with `alpha`)
    on that colour, so its own colour shows only that much."""
    colour, _, kind = name.partition(" ")
    if kind not in MARKS or colour not in MARKS[kind]:
        return
    rgb, sign = MARKS[kind][colour]
    if faded_over is not None:
        kind += " place"
        a = alpha / 255
        rgb = tuple(round(c * a + b * (1 - a)) for c, b in zip(rgb, faded_over))
    size = max(12, round(token.w * 0.48))
    signs.stamp(canvas, sign, (token.x + size * 0.4, token.bottom - size * 0.4), size,
                owner=f"{kind}:{colour}", colour=rgb, body=token)
