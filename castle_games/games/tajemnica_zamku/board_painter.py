"""Drawing the Tajemnica Zamku labyrinth table: the cloth, the laid tiles, and the glow of
what may be chosen on them (a part of painter.Painter).

The cloth is one board-sized picture per tile size, its dots moving with the camera; the
tiles are cached images per zoom level, and only those inside the view are drawn. A step
glows cyan, a mirror's jump violet, a place to explore is a dashed square with a "?", and
the ways a drawn tile fits show as a see-through tile where it would go. A far choice gets
a marker at the table's edge, pointing at it.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from castle_games.games.tajemnica_zamku import art, layout
from castle_games.games.tajemnica_zamku.tiles import SHAPES, STEP, TILES, rotate
from castle_games.ui import draw, theme

TABLE = (52, 44, 58)
TABLE_DOT = (64, 55, 71)
STEP_GLOW = theme.HIGHLIGHT
JUMP_GLOW = (200, 130, 255)


def mask_of(tile: int, rotation: int) -> int:
    return rotate(SHAPES[TILES[tile].shape], rotation)


def cloth_picture(s: int) -> pygame.Surface:
    """The table one board (and a cell each side) large: a dot at every cell corner. One
    cell is drawn, with the four quarters of its corner dots, and laid edge to edge (a
    millisecond, where drawing every dot took four: a zoom level gets its cloth at once)."""
    w, h = layout.BOARD_RECT.w + 2 * s, layout.BOARD_RECT.h + 2 * s
    r = max(2, s // 18)
    cell = pygame.Surface((s, s))
    cell.fill(TABLE)
    for corner in ((0, 0), (s, 0), (0, s), (s, s)):
        pygame.draw.circle(cell, TABLE_DOT, corner, r)
    screen = pygame.display.get_surface()
    # In the screen's own format from the start: no board-sized copy to convert it.
    image = pygame.Surface((w, h), 0, screen) if screen is not None else pygame.Surface((w, h))
    row = pygame.Surface((w, s))
    for x in range(0, w, s):
        row.blit(cell, (x, 0))
    for y in range(0, h, s):
        image.blit(row, (0, y))
    # No dots on the far edges themselves (there is no cell beyond them).
    if w % s == 0:
        image.fill(TABLE, (w - r, 0, r, h))
    if h % s == 0:
        image.fill(TABLE, (0, h - r, w, r))
    return image


class BoardPainter:
    """The labyrinth table (a part of painter.Painter, which keeps the pictures it caches)."""

    v: Any  # the scene (view.TajemnicaScene)

    def cloth(self, canvas: pygame.Surface) -> None:
        """The table, with a faint pattern of dots one cell apart that moves with the camera."""
        s = self.v.camera.size
        ox, oy = self.v.camera.origin
        # A dot sits at every cell corner: origin - s/2 (mod s).
        dx = (ox - s // 2) % s - s
        dy = (oy - s // 2) % s - s
        canvas.blit(self.cloth_image(s), (layout.BOARD_RECT.x + dx, layout.BOARD_RECT.y + dy))

    CLOTHS_KEPT = 2  # a board-sized picture each (3-5 MB): this zoom level and the last

    def cloth_image(self, s: int) -> pygame.Surface:
        image = self._cloth.pop(s, None)
        if image is None:
            # The oldest goes first: never one board-sized picture more than kept.
            while len(self._cloth) >= self.CLOTHS_KEPT:
                del self._cloth[next(iter(self._cloth))]
            image = cloth_picture(s)
        self._cloth[s] = image  # (the newest last)
        return image

    def tiles(self, canvas: pygame.Surface) -> None:
        cam = self.v.camera
        s = cam.size
        x0, y0, x1, y1 = cam.visible_cells()
        half = s // 2
        for (x, y), (tile, rot) in self.v.shown.laid.items():
            if x0 <= x <= x1 and y0 <= y <= y1:
                info = TILES[tile]
                cx, cy = cam.screen_of((x, y))
                canvas.blit(art.tile(mask_of(tile, rot), info.circle, info.bat, s),
                            (cx - half, cy - half))

    def glow(self, colour: tuple, size: int, width: int) -> pygame.Surface:
        key = (colour, size, width)
        image = self._glow.get(key)
        if image is None:
            image = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.rect(image, (*colour, 60), (0, 0, size, size), border_radius=size // 8)
            pygame.draw.rect(image, (*colour, 255), (0, 0, size, size), width,
                             border_radius=size // 8)
            self._glow[key] = image
        return image

    def highlights(self, canvas: pygame.Surface, targets: list, pulse: float) -> None:
        v = self.v
        cam = v.camera
        s = cam.size
        focused = v.focused() if v.keyboard else None
        width = max(3, s // 16) + int(2 * pulse)
        inset = s - 2 * max(2, s // 20)
        for t in targets:
            if t.cell is None or t.kind == "lay":
                continue
            colour = JUMP_GLOW if t.kind == "teleport" else STEP_GLOW
            c = cam.screen_of(t.cell)
            image = self.glow(colour, inset, width)
            canvas.blit(image, image.get_rect(center=c))
            if focused == t:
                draw.focus_ring(canvas, image.get_rect(center=c), s // 8)
        for cell in v.draw_cells() if targets else []:
            c = cam.screen_of(cell)
            rect = pygame.Rect(0, 0, inset, inset)
            rect.center = c
            self.dashed(canvas, rect, theme.GOLD, max(2, s // 24))
            mark = self.text("?", max(18, int(s * 0.6)), theme.GOLD, True)
            canvas.blit(mark, mark.get_rect(center=(c[0], c[1] + int(2 + 2 * pulse))))
            if focused is not None and focused.kind == "draw":
                draw.focus_ring(canvas, rect, s // 8)
        laying = v.shown.laying
        if not targets and laying is not None and laying[0] and v.shown.hand is not None:
            here = v.shown.pawns[v.shown.current]
            cell = (here[0] + STEP[laying[0]][0], here[1] + STEP[laying[0]][1])
            info = TILES[v.shown.hand]
            ghost = art.tile_ghost(mask_of(info.id, laying[1]), info.circle, s,
                                   150 + int(80 * pulse))
            c = cam.screen_of(cell)
            canvas.blit(ghost, ghost.get_rect(center=c))
            draw.focus_ring(canvas, ghost.get_rect(center=c), s // 8)
        if targets and targets[0].kind == "lay":
            t = v.focused()
            info = TILES[v.seen.hand]
            mask = mask_of(info.id, t.action.rotation)
            c = cam.screen_of(t.cell)
            ghost = art.tile_ghost(mask, info.circle, s, 150 + int(80 * pulse))
            canvas.blit(ghost, ghost.get_rect(center=c))
            for other in targets:
                if other.cell != t.cell:
                    oc = cam.screen_of(other.cell)
                    rect = pygame.Rect(0, 0, inset, inset)
                    rect.center = oc
                    self.dashed(canvas, rect, theme.GOLD, max(2, s // 24))
            rect = ghost.get_rect(center=c)
            draw.focus_ring(canvas, rect, s // 8)

    def edge_markers(self, canvas: pygame.Surface, pulse: float) -> None:
        """A far choice (another mirror) gets a glowing marker at the edge, pointing at it."""
        for t, (x, y) in self.v.edge_markers():
            tx, ty = self.v.camera.screen_of(t.cell)
            angle = math.atan2(ty - y, tx - x)
            tip = (x + 40 * math.cos(angle), y + 40 * math.sin(angle))
            side = [(x + 26 * math.cos(angle + a), y + 26 * math.sin(angle + a)) for a in (0.5, -0.5)]
            colour = JUMP_GLOW if t.kind == "teleport" else STEP_GLOW
            pygame.draw.polygon(canvas, colour, [tip, *side])
            pygame.draw.circle(canvas, colour, (x, y), 28 + int(3 * pulse))
            self.token_at(canvas, "mirror" if t.kind == "teleport" else "back", (x, y), 46)

    @staticmethod
    def dashed(canvas: pygame.Surface, rect: pygame.Rect, colour: tuple, width: int) -> None:
        dash = max(6, rect.w // 7)
        for x in range(rect.left, rect.right, 2 * dash):
            e = min(x + dash, rect.right)
            pygame.draw.line(canvas, colour, (x, rect.top), (e, rect.top), width)
            pygame.draw.line(canvas, colour, (x, rect.bottom), (e, rect.bottom), width)
        for y in range(rect.top, rect.bottom, 2 * dash):
            e = min(y + dash, rect.bottom)
            pygame.draw.line(canvas, colour, (rect.left, y), (rect.left, e), width)
            pygame.draw.line(canvas, colour, (rect.right, y), (rect.right, e), width)
