"""The camera over the labyrinth table: which cell is where on screen, pan, zoom and follow.

Zoom goes in steps of whole tile sizes in pixels (ZOOM_LEVELS): every tile image is then
drawn once per size and reused, and neighbouring tiles meet exactly, without seams. The
camera's centre is in cell units (cell (0, 0), the bat tile, has its centre at 0.0, 0.0);
the screen origin is rounded to whole pixels, so that `cell_at(screen_of(c)) == c` always.

Following: after a turn change or a pawn's move the camera glides towards that pawn, only
as far as needed to keep it inside the middle of the view; any pan or zoom by the player
stops the following until the next turn.
"""

from __future__ import annotations

import math

ZOOM_LEVELS: tuple[int, ...] = (34, 40, 48, 58, 70, 84, 100, 120, 144)
DEFAULT_LEVEL = 7  # 120 px tiles: the young labyrinth is small
FOLLOW_RATE = 3.0  # per second: the gap closes by about 95 % in one second
KEEP_INSIDE = 0.28  # a followed pawn stays within this fraction of the view from its middle


class Camera:
    def __init__(self, view: tuple[int, int, int, int], level: int = DEFAULT_LEVEL) -> None:
        self.x0, self.y0, self.w, self.h = view
        self.level = level
        self.cx, self.cy = 0.0, 0.0
        self.follow: tuple[float, float] | None = None  # cell to glide towards
        self.inset_bottom = 0  # pixels at the bottom covered (the hand strip): follow above it

    # -- mapping -------------------------------------------------------------------------
    @property
    def size(self) -> int:
        """Pixels per cell at the current zoom."""
        return ZOOM_LEVELS[self.level]

    @property
    def origin(self) -> tuple[int, int]:
        """Screen position of the centre of cell (0, 0), whole pixels."""
        s = self.size
        return (round(self.x0 + self.w / 2 - self.cx * s), round(self.y0 + self.h / 2 - self.cy * s))

    def screen_of(self, cell: tuple[float, float]) -> tuple[int, int]:
        """Screen centre of a cell (fractional cells for things moving between cells)."""
        ox, oy = self.origin
        s = self.size
        return (round(ox + cell[0] * s), round(oy + cell[1] * s))

    def cell_at(self, pos: tuple[float, float]) -> tuple[int, int]:
        ox, oy = self.origin
        s = self.size
        return (math.floor((pos[0] - ox) / s + 0.5), math.floor((pos[1] - oy) / s + 0.5))

    def world_at(self, pos: tuple[float, float]) -> tuple[float, float]:
        """The fractional cell under a screen point."""
        ox, oy = self.origin
        s = self.size
        return ((pos[0] - ox) / s, (pos[1] - oy) / s)

    def visible_cells(self) -> tuple[int, int, int, int]:
        """(x min, y min, x max, y max) of the cells at least partly on screen."""
        a = self.cell_at((self.x0, self.y0))
        b = self.cell_at((self.x0 + self.w, self.y0 + self.h))
        return a[0], a[1], b[0], b[1]

    # -- moving --------------------------------------------------------------------------
    def pan_pixels(self, dx: float, dy: float) -> None:
        """Move the table by (dx, dy) screen pixels (a drag moves it with the pointer)."""
        s = self.size
        self.cx -= dx / s
        self.cy -= dy / s
        self.follow = None

    def zoom(self, steps: int, about: tuple[float, float] | None = None) -> bool:
        """Zoom in (steps > 0) or out, keeping the cell under `about` where it is."""
        new = max(0, min(len(ZOOM_LEVELS) - 1, self.level + steps))
        if new == self.level:
            return False
        about = about if about is not None else (self.x0 + self.w / 2, self.y0 + self.h / 2)
        wx, wy = self.world_at(about)
        self.level = new
        s = self.size
        # Keep (wx, wy) under the pointer: about = centre + (w - c) * s.
        self.cx = wx - (about[0] - self.x0 - self.w / 2) / s
        self.cy = wy - (about[1] - self.y0 - self.h / 2) / s
        self.follow = None
        return True

    def look_at(self, cell: tuple[float, float]) -> None:
        self.cx, self.cy = float(cell[0]), float(cell[1])

    def follow_to(self, cell: tuple[float, float]) -> None:
        self.follow = (float(cell[0]), float(cell[1]))

    def fit(self, cells: list[tuple[int, int]], margin: float = 1.0) -> None:
        """Zoom and centre so that every cell shows (a level that fits, or the smallest)."""
        if not cells:
            return
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        span_x = max(xs) - min(xs) + 1 + 2 * margin
        span_y = max(ys) - min(ys) + 1 + 2 * margin
        level = 0
        for k, s in enumerate(ZOOM_LEVELS):
            if span_x * s <= self.w and span_y * s <= self.h:
                level = k
        self.level = min(level, DEFAULT_LEVEL)
        self.cx = (max(xs) + min(xs)) / 2
        self.cy = (max(ys) + min(ys)) / 2

    def update(self, dt: float) -> None:
        """Glide towards the followed cell, just enough to keep it in the middle part."""
        if self.follow is None:
            return
        fx, fy = self.follow
        s = self.size
        keep_x = KEEP_INSIDE * self.w / s
        keep_y = KEEP_INSIDE * (self.h - self.inset_bottom) / s
        # The middle of the part not covered lies inset/2 pixels above the view's middle.
        fy += self.inset_bottom / (2 * s)
        tx = min(max(self.cx, fx - keep_x), fx + keep_x)
        ty = min(max(self.cy, fy - keep_y), fy + keep_y)
        k = 1.0 - math.exp(-FOLLOW_RATE * dt)
        self.cx += (tx - self.cx) * k
        self.cy += (ty - self.cy) * k
        if abs(tx - self.cx) < 0.01 and abs(ty - self.cy) < 0.01:
            self.cx, self.cy = tx, ty
