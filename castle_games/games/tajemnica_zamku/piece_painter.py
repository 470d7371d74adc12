"""Drawing the Tajemnica Zamku pieces: the tokens on the tiles, the pawns, and the tiles and
tokens on their way (a part of painter.Painter).

Tokens lie in the middle of their tile, or round it in the bat hall; a token being turned
over is squeezed to its edge and back. A monster's token carries the number it needs
("5+") in a badge drawn over the pawns, so that a pawn never hides it. Each seat's pawn
stands in its own corner of the tile, the mover's on top and a little bigger. Every
token and pawn carries its colour's second sign (marks.py).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from castle_games.games.tajemnica_zamku import art, layout, marks, token_art
from castle_games.games.tajemnica_zamku.board_painter import mask_of
from castle_games.games.tajemnica_zamku.tiles import TILES
from castle_games.games.tajemnica_zamku.tokens import OPPONENTS
from castle_games.ui import theme

NEEDS = {**OPPONENTS, "yellow dragon": 8, "red dragon": 8, "green dragon": 8, "princess": 10}
FACE_UP = ("yellow dragon", "red dragon", "green dragon", "princess", "mirror", "ghost",
           "wandering knight", "skrzat", "yellow sword", "red sword", "green sword")
# Pawns stand round the middle of a tile, each seat in its own corner.
PAWN_SPOTS = ((-0.27, 0.2), (0.27, 0.2), (-0.27, -0.16), (0.27, -0.16))


def pawn_size(s: int) -> int:
    """Pawns stay big enough to see when the labyrinth is zoomed far out."""
    return max(20, int(s * 0.44))


class PiecePainter:
    """The pieces on the table (a part of painter.Painter)."""

    v: Any  # the scene (view.TajemnicaScene)

    def tokens(self, canvas: pygame.Surface) -> list[tuple[str, tuple[int, int], int]]:
        """The tokens on the board; returns the badges of what each monster takes ("5+"),
        drawn after the pawns."""
        badges: list[tuple[str, tuple[int, int], int]] = []
        v = self.v
        cam = v.camera
        s = cam.size
        x0, y0, x1, y1 = cam.visible_cells()
        for (x, y), toks in v.shown.tokens.items():
            if not (x0 <= x <= x1 and y0 <= y <= y1) or not toks:
                continue
            cx, cy = cam.screen_of((x, y))
            n = len(toks)
            size = int(s * (0.56 if n == 1 else 0.4 if n <= 4 else 0.3))
            for k, name in enumerate(toks):
                if n == 1:
                    at = (cx, cy)
                else:  # the bat hall: several tokens round the middle
                    a = 2 * math.pi * k / n - math.pi / 2
                    r = s * (0.2 if n <= 4 else 0.28)
                    at = (int(cx + r * math.cos(a)), int(cy + r * math.sin(a)))
                flip = v.shown.flipping.get((x, y)) if k == n - 1 else None
                if flip is not None and flip < 1.0:
                    face = "back" if flip < 0.5 else name
                    w = max(1, int(size * abs(1 - 2 * flip)))
                    image = token_art.token_squeezed(face, size, w)
                else:
                    image = token_art.token(name, size)
                placed = canvas.blit(image, image.get_rect(center=at))
                if flip is None:
                    marks.on_token(canvas, name, placed)
                need = NEEDS.get(name)
                if need and s >= 58 and n == 1 and flip is None:
                    badges.append((f"{need}+", (at[0] + size // 2, at[1] + size // 2 - 4),
                                   max(theme.FLOOR, s // 5)))
        return badges

    def badge(self, canvas: pygame.Surface, words: str, at: tuple[int, int], size: int) -> None:
        label = self.text(words, size, theme.WHITE, True)
        box = label.get_rect(center=at).inflate(8, 2)
        pygame.draw.rect(canvas, theme.INK, box, border_radius=box.h // 2)
        canvas.blit(label, label.get_rect(center=box.center))

    def pawns(self, canvas: pygame.Surface) -> None:
        v = self.v
        cam = v.camera
        s = cam.size
        size = pawn_size(s)
        order = sorted(range(v.n), key=lambda i: i == v.shown.current)  # the mover on top
        for seat in order:
            where = v.shown.pawn_at.get(seat, v.shown.pawns[seat])
            dx, dy = PAWN_SPOTS[seat % 4]
            cx, cy = cam.screen_of((where[0] + dx, where[1] + dy))
            current = seat == v.shown.current and v.shown.rescued is None
            image = art.pawn(v.seats[seat].rgb, size + (4 if current else 0), current)
            alpha = v.shown.pawn_alpha.get(seat)
            if alpha is not None:
                image = image.copy()
                image.set_alpha(alpha)
            marks.on_pawn(canvas, v.seats[seat],
                          canvas.blit(image, image.get_rect(midbottom=(cx, cy + size // 3))))

    def token_at(self, canvas: pygame.Surface, name: str, at: tuple[int, int], size: int) -> None:
        image = token_art.token(name, size)
        marks.on_token(canvas, name, canvas.blit(image, image.get_rect(center=at)))

    def flying_tile(self, canvas: pygame.Surface, tile: int, rotation: int, at: tuple[int, int],
                    p: float, start_rect: pygame.Rect | None = None) -> None:
        """A tile on its way from the hand (the picture of the way chosen, if given) to its
        cell (p 0..1), at the hand's size at first, then its size on the table."""
        cam = self.v.camera
        s = cam.size
        if start_rect is None:
            start_rect = pygame.Rect(0, 0, layout.HAND_TILE, layout.HAND_TILE)
            start_rect.center = (layout.HAND_RECT.x + 18 + layout.HAND_TILE // 2,
                                 layout.HAND_RECT.centery)
        start = start_rect.center
        end = cam.screen_of(at)
        size = int(start_rect.w + (s - start_rect.w) * p)
        x = start[0] + (end[0] - start[0]) * p
        y = start[1] + (end[1] - start[1]) * p - math.sin(p * math.pi) * 40
        info = TILES[tile]
        image = art.tile(mask_of(tile, rotation), info.circle, False, max(8, size))
        canvas.blit(image, image.get_rect(center=(int(x), int(y))))

    def flying_hand_tile(self, canvas: pygame.Surface, tile: int, p: float) -> None:
        """A drawn tile between the box (top of the side board) and the hand."""
        start = (layout.SIDE_RECT.centerx, -40)
        end = (layout.HAND_RECT.x + 18 + layout.HAND_TILE // 2, layout.HAND_RECT.centery)
        x = start[0] + (end[0] - start[0]) * p
        y = start[1] + (end[1] - start[1]) * p
        info = TILES[tile]
        image = art.tile(info.mask, info.circle, False, layout.HAND_TILE)
        canvas.blit(image, image.get_rect(center=(int(x), int(y))))
