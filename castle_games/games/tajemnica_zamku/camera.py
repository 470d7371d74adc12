"""The camera over the labyrinth table: which cell is where on screen, pan, zoom and follow.

Zoom goes in steps of whole tile sizes in pixels (ZOOM_LEVELS): every tile image is then
drawn once per size and reused, and neighbouring tiles meet exactly, without seams. The
camera's centre is in cell units (cell (0, 0), the bat tile, has its centre at 0.0, 0.0);
the screen origin is rounded to whole pixels, so that `cell_at(screen_of(c)) == c` always.

Framing: at the start of every turn (and when a tile is laid) the camera picks a centre by
itself: the whole labyrinth when it fits at a readable size, else the mover and the tiles
around it, never hiding them under the banner at the top or the hand strip at the bottom.
It keeps its zoom while the labyrinth still fits, zooms out only when the labyrinth
outgrows the view and back in only when it is clearly smaller (steady_level). It glides
there, and zooms one level at a time (ZOOM_STEP apart), so the table grows smaller step by
step as the labyrinth grows. Following: after a pawn's move the camera
glides just as far as needed to keep it inside the middle of the view. A pan or zoom by the
player wins: no framing until the next turn.
"""

from __future__ import annotations

import math

ZOOM_LEVELS: tuple[int, ...] = (34, 40, 48, 58, 70, 84, 100, 120, 144)
DEFAULT_LEVEL = 7  # 120 px tiles: the young labyrinth is small
FOLLOW_RATE = 3.0  # per second: the gap closes by about 95 % in one second
KEEP_INSIDE = 0.28  # a followed pawn stays within this fraction of the view from its middle
KEEP_CELLS = 1.5  # ... or at least this many cells from the view's edge, whichever is wider
# Framing never zooms out further than this by itself: 58 px tiles keep tokens and their
# "8+" badges readable for a child; Home (or the wheel) shows more on request.
MIN_AUTO_LEVEL = 3
ZOOM_STEP = 0.07  # seconds between zoom levels while the camera zooms by itself
FRAME_MARGIN = 0.6  # cells of table shown round the framed tiles
# Framing zooms back in only when the labyrinth would fit with this many more cells of
# table round it: no zooming in and out as the turn passes between players.
ZOOM_IN_SLACK = 1.5
TOP_INSET = 62  # pixels at the top under the turn banner


class Camera:
    def __init__(self, view: tuple[int, int, int, int], level: int = DEFAULT_LEVEL) -> None:
        self.x0, self.y0, self.w, self.h = view
        self.level = level
        self.cx, self.cy = 0.0, 0.0
        self.follow: tuple[float, float] | None = None  # cell to keep in view
        self.goal: tuple[float, float] | None = None  # centre to glide to (framing)
        self.goal_level: int | None = None  # zoom level to step to (framing)
        self._zoom_clock = 0.0
        self.manual = False  # the player panned or zoomed: no framing until the next turn
        self.inset_top = TOP_INSET  # pixels at the top covered (the banner)
        self.inset_bottom = 0  # pixels at the bottom covered (the hand strip): follow above it
        self.strip_room = 0  # the most the hand strip has covered: the zoom reckons with it

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
        self.hold()

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
        self.hold()
        return True

    def hold(self) -> None:
        """The player moved the camera: stop gliding and framing until the next turn."""
        self.follow = self.goal = self.goal_level = None
        self.manual = True

    def look_at(self, cell: tuple[float, float]) -> None:
        self.cx, self.cy = float(cell[0]), float(cell[1])

    def follow_to(self, cell: tuple[float, float]) -> None:
        self.follow = (float(cell[0]), float(cell[1]))

    @property
    def moving(self) -> bool:
        """Still gliding or zooming by itself."""
        return (self.follow is not None or self.goal is not None
                or (self.goal_level is not None and self.goal_level != self.level))

    def _usable(self) -> tuple[float, float, float]:
        """(width, height, downward shift of its middle) of the part of the view not covered."""
        h = self.h - self.inset_top - self.inset_bottom
        return self.w, h, (self.inset_top - self.inset_bottom) / 2

    def fit_level(self, cells: list[tuple[int, int]], margin: float, lowest: int) -> int | None:
        """The closest zoom (up to the default) showing every cell, None below `lowest`."""
        w, h, _ = self._usable()
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        span_x = max(xs) - min(xs) + 1 + 2 * margin
        span_y = max(ys) - min(ys) + 1 + 2 * margin
        for k in range(DEFAULT_LEVEL, lowest - 1, -1):
            s = ZOOM_LEVELS[k]
            if span_x * s <= w and span_y * s <= h:
                return k
        return None

    def steady_level(self, cells: list[tuple[int, int]]) -> int | None:
        """The framing's zoom, changed only when it must: out when the labyrinth no longer
        fits at the zoom in use, in only when it would fit with ZOOM_IN_SLACK cells to
        spare on every side. The hand strip comes and goes every turn, so the zoom always
        reckons with the most it has covered: the labyrinth fits above it whether it shows or
        not, and the zoom does not change with it."""
        self.strip_room = max(self.strip_room, self.inset_bottom)
        bottom, self.inset_bottom = self.inset_bottom, self.strip_room
        try:
            fit = self.fit_level(cells, FRAME_MARGIN, MIN_AUTO_LEVEL)
            now = self.goal_level if self.goal_level is not None else self.level
            if now < MIN_AUTO_LEVEL or now > DEFAULT_LEVEL:
                return fit  # the player zoomed far in or out last turn: frame afresh
            lowest = MIN_AUTO_LEVEL if fit is None else fit
            if lowest < now:
                return fit  # outgrown: zoom out as far as needed
            if lowest > now:
                loose = self.fit_level(cells, FRAME_MARGIN + ZOOM_IN_SLACK, MIN_AUTO_LEVEL)
                if loose is not None and loose > now:
                    return loose  # clearly smaller (a new game, Home pressed): zoom back in
            return now
        finally:
            self.inset_bottom = bottom

    def framing(self, focus: tuple[int, int], cells: list[tuple[int, int]]) -> tuple[int, float, float]:
        """(level, cx, cy) showing every cell if it can at a readable size, else `focus` and
        as much of the labyrinth round it as fits (no empty table beyond its edge)."""
        fx, fy = focus
        around = [(fx - 1, fy - 1), (fx + 1, fy + 1)]  # the cells a new tile could go to
        cells = list(cells) + [focus] + around
        level = self.steady_level(cells)
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        w, h, shift = self._usable()
        s = ZOOM_LEVELS[MIN_AUTO_LEVEL if level is None else level]
        centre = []
        for f, lo, hi, room in ((fx, min(xs), max(xs), w), (fy, min(ys), max(ys), h)):
            half = room / (2 * s)
            lo, hi = lo - 0.5 - FRAME_MARGIN, hi + 0.5 + FRAME_MARGIN
            if hi - lo <= 2 * half:
                centre.append((lo + hi) / 2)  # it all fits: the middle of it
            else:  # the focus, moved in so that the view stays on the labyrinth
                centre.append(min(max(float(f), lo + half), hi - half))
        # The middle of the uncovered part lies `shift` pixels below the view's middle.
        return (MIN_AUTO_LEVEL if level is None else level, centre[0], centre[1] - shift / s)

    def frame(self, focus: tuple[int, int], cells: list[tuple[int, int]], now: bool = False) -> None:
        """Glide (or jump, `now`) to the framing of `focus` among `cells`."""
        level, cx, cy = self.framing(focus, cells)
        self.follow = None
        if now:
            self.level, self.cx, self.cy = level, cx, cy
            self.goal = self.goal_level = None
        else:
            self.goal, self.goal_level = (cx, cy), level

    def fit(self, cells: list[tuple[int, int]], margin: float = 1.0) -> None:
        """Zoom and centre so that every cell shows (a level that fits, or the smallest)."""
        if not cells:
            return
        self.level = self.fit_level(cells, margin, 0) or 0
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        self.cx = (max(xs) + min(xs)) / 2
        self.cy = (max(ys) + min(ys)) / 2 - self._usable()[2] / self.size
        self.hold()

    def update(self, dt: float) -> None:
        """Zoom a level at a time towards the framing's level; glide towards its centre,
        keeping a followed cell inside the middle part of the view."""
        if self.goal_level is not None:
            if self.goal_level == self.level:
                self.goal_level, self._zoom_clock = None, 0.0
            else:
                self._zoom_clock += dt
                while self._zoom_clock >= ZOOM_STEP and self.goal_level != self.level:
                    self._zoom_clock -= ZOOM_STEP
                    self.level += 1 if self.goal_level > self.level else -1
        if self.follow is None and self.goal is None:
            return
        s = self.size
        tx, ty = self.goal if self.goal is not None else (self.cx, self.cy)
        if self.follow is not None:
            fx, fy = self.follow
            w, h, shift = self._usable()
            # keep it in the middle part, or at least its neighbours on screen
            keep_x = max(KEEP_INSIDE * w / s, w / (2 * s) - KEEP_CELLS)
            keep_y = max(KEEP_INSIDE * h / s, h / (2 * s) - KEEP_CELLS)
            fy -= shift / s  # keep it round the middle of the part not covered
            tx = min(max(tx, fx - keep_x), fx + keep_x)
            ty = min(max(ty, fy - keep_y), fy + keep_y)
        k = 1.0 - math.exp(-FOLLOW_RATE * dt)
        self.cx += (tx - self.cx) * k
        self.cy += (ty - self.cy) * k
        if abs(tx - self.cx) < 0.01 and abs(ty - self.cy) < 0.01:
            self.cx, self.cy = tx, ty
            if self.goal_level is None or self.goal_level == self.level:
                self.goal = None
