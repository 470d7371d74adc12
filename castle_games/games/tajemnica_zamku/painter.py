"""Drawing the Tajemnica Zamku table from the view's `Shown` picture (never hidden state).

A frame is: the table cloth (one blit, its pattern moving with the camera), the visible
tiles (cached images per zoom level), the highlights of what may be chosen, the tokens and
pawns, the running animation, and the side board (a pre-rendered base plus cards, the die
and the buttons). Only cells inside the view are drawn. Every word is translated as it is
drawn (the side board's still picture holds only names), and words in a box fit it.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from castle_games.core.telling import N_, _
from castle_games.games.tajemnica_zamku import art, layout, marks
from castle_games.games.tajemnica_zamku.camera import ZOOM_LEVELS
from castle_games.games.tajemnica_zamku.shown import chosen_way, need_words
from castle_games.games.tajemnica_zamku.tiles import SHAPES, STEP, TILES, rotate
from castle_games.games.tajemnica_zamku.tokens import COLOURS, ITEMS, OPPONENTS
from castle_games.ui import draw, theme
from castle_games.ui.art.dice import draw_tray

TABLE = (52, 44, 58)
TABLE_DOT = (64, 55, 71)
STEP_GLOW = theme.HIGHLIGHT
JUMP_GLOW = (200, 130, 255)
NEEDS = {**OPPONENTS, "yellow dragon": 8, "red dragon": 8, "green dragon": 8, "princess": 10}
FACE_UP = ("yellow dragon", "red dragon", "green dragon", "princess", "mirror", "ghost",
           "wandering knight", "skrzat", "yellow sword", "red sword", "green sword")
# Under each group of ways a drawn tile fits: where it goes from your tile.
SIDE_WORDS = {
    # TRANSLATORS: under the ways a new tile fits: it goes above your tile. Very short.
    "N": N_("above"),
    # TRANSLATORS: under the ways a new tile fits: it goes right of your tile. Very short.
    "E": N_("right"),
    # TRANSLATORS: under the ways a new tile fits: it goes below your tile. Very short.
    "S": N_("below"),
    # TRANSLATORS: under the ways a new tile fits: it goes left of your tile. Very short.
    "W": N_("left"),
}
BUBBLE_W = 560  # a bubble's lines wrap at this width
INFO_W = 230    # the turn and the tiles left, top left of the table
HINT_BOTTOM = 716


def hint_lines(sentences: list[str], width: int = layout.SIDE_RECT.w - 20) -> tuple[int, list[str]]:
    """The hint's sentences wrapped to the side board (`width`: less where a picture stands
    beside them), at the largest size (26 down to 16) at which they fit under the buttons."""
    size, lines = 26, list[str]()
    for size in range(26, 14, -2):
        lines = [line for sentence in sentences
                 for line in draw.wrap(sentence, size, width, bold=True)]
        if (len(lines) - 1) * (size - 2) + size * 0.7 <= HINT_BOTTOM - layout.HINT_Y:
            break
    return size, lines
# Pawns stand round the middle of a tile, each seat in its own corner.
PAWN_SPOTS = ((-0.27, 0.2), (0.27, 0.2), (-0.27, -0.16), (0.27, -0.16))


def pawn_size(s: int) -> int:
    """Pawns stay big enough to see when the labyrinth is zoomed far out."""
    return max(20, int(s * 0.44))


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


class Painter:
    def __init__(self, v: Any) -> None:  # the scene (view.TajemnicaScene imports us)
        self.v = v
        self._side: pygame.Surface | None = None
        self._cloth: dict[int, pygame.Surface] = {}  # per tile size: zooming never rebuilds
        self._glow: dict[tuple, pygame.Surface] = {}
        self._warm: list = []
        self._warmed: set[int] = set()
        # The picture drawn beside the prompt this frame: (its name, where) (tests look).
        self.picture_drawn: tuple[str, pygame.Rect] | None = None

    def text(self, message: str, size: int, colour: tuple = theme.INK,
             bold: bool = False) -> pygame.Surface:
        return draw.text_image(message, size, tuple(colour), bold)

    # -- the frame -----------------------------------------------------------------------
    def prepare(self) -> None:
        """Make the still pictures now (scene start) rather than in the first frame."""
        if self._side is None:
            self._side = self.side_base()
        art.tile_sources.keep_all(self.warming)  # painted once for every zoom level
        for job in self.warm_jobs(self.v.camera.size):
            job()

    def warm_jobs(self, s: int) -> list:
        """Pictures one zoom level needs: tiles of every shape, pawns, tokens."""
        jobs = [lambda m=mask, c=circle: art.tile(m, c, False, s)
                for mask in range(1, 16) for circle in (False, True)]
        jobs.append(lambda: art.tile(15, False, True, s))
        jobs += [lambda rgb=seat.rgb: art.pawn(rgb, pawn_size(s)) for seat in self.v.seats]
        jobs += [lambda rgb=seat.rgb: art.pawn(rgb, pawn_size(s) + 4, True) for seat in self.v.seats]
        jobs += [lambda name=name: art.token(name, int(s * 0.56)) for name in FACE_UP]
        return jobs

    @property
    def warming(self) -> bool:
        """Pictures of other zoom levels are still to be drawn (one a frame)."""
        return bool(self._warm) or len(self._warmed) < len(ZOOM_LEVELS) - 1

    def warm_next(self) -> None:
        """One picture per frame for the other zoom levels, nearest first: the camera zooms
        by itself a level at a time, and no step may stutter."""
        if not self._warm:
            level = self.v.camera.level
            for lv in sorted(range(len(ZOOM_LEVELS)), key=lambda k: (abs(k - level), k)):
                if lv != level and lv not in self._warmed:
                    self._warmed.add(lv)
                    self._warm = self.warm_jobs(ZOOM_LEVELS[lv])
                    break
        if self._warm:
            self._warm.pop()()
        if art.tile_sources.hold and not self.warming:
            art.tile_sources.keep_all(False)  # every zoom level drawn: the sources may go

    def draw(self, canvas: pygame.Surface) -> None:
        v = self.v
        if self._side is None:
            self.prepare()
        pulse = draw.pulse(v.clock)
        self.picture_drawn = None
        canvas.set_clip(layout.BOARD_RECT)
        self.cloth(canvas)
        self.tiles(canvas)
        targets = v.targets()
        self.highlights(canvas, targets, pulse)
        badges = self.tokens(canvas)
        self.pawns(canvas)
        for words, at, size in badges:  # (over the pawns: a pawn never hides what it takes)
            self.badge(canvas, words, at, size)
        if v.active is not None and not v.active.on_top:
            v.active.draw(v, canvas)
        self.edge_markers(canvas, pulse)
        canvas.set_clip(None)
        self.banner(canvas)
        if v.shown.hand is not None or (targets and targets[0].kind == "lay"):
            self.hand(canvas, targets, pulse)
        self.side(canvas, targets, pulse)
        if v.active is not None and v.active.on_top:
            v.active.draw(v, canvas)
        if v.shown.rescued is not None:
            self.rescued(canvas)

    # -- the labyrinth -------------------------------------------------------------------
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
                    image = art.token_squeezed(face, size, w)
                else:
                    image = art.token(name, size)
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
        image = art.token(name, size)
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

    # -- words ---------------------------------------------------------------------------
    def banner(self, canvas: pygame.Surface) -> None:
        v = self.v
        s = v.shown
        if s.rescued is not None:
            return
        name = v.seats[s.current].name
        words = (_("{player}, your turn!") if v.choosing() else _("{player}'s turn")).format(
            player=name)
        # Top left, one under the other: the turn (or round) and the tiles left in the box.
        turn = v.seen.turn
        count = (_("Turn {turn}").format(turn=turn) if v.n == 1 else
                 _("Round {round}").format(round=(turn - 1) // v.n + 1))
        # TRANSLATORS: how many labyrinth tiles are still face down in the box.
        tiles = _("Tiles in the box: {count}").format(count=s.box)
        corner = 0
        for k, line in enumerate((count, tiles)):
            size = draw.fit_size(line, 22, INFO_W, bold=True)
            corner = max(corner, draw.text(canvas, line, (12, 12 + 24 * k), size,
                                           theme.PARCHMENT, bold=True).right)
        # The banner in the middle, clear of those words.
        room = 2 * (layout.BOARD_RECT.centerx - corner - 16) - 44
        size = draw.fit_size(words, 38, room, bold=True)
        box = pygame.Rect(0, 0, *theme.text_size(words, size, True)).inflate(44, 12)
        box.midtop = (layout.BOARD_RECT.centerx, layout.BANNER_Y)
        pygame.draw.rect(canvas, v.seats[s.current].rgb, box, border_radius=14)
        pygame.draw.rect(canvas, theme.INK, box, 3, border_radius=14)
        draw.text(canvas, words, box.center, size, theme.INK, bold=True, anchor="center",
                  within=box)

    def bubble(self, canvas: pygame.Surface, lines: list[str], at: tuple[int, int] | None) -> None:
        """A speech bubble over the table: near a cell, or in the middle of the view."""
        rows: list[tuple[str, int, bool]] = []  # the first line big and bold, all wrapped
        for i, line in enumerate(lines):
            size, bold = (32, True) if i == 0 else (26, False)
            rows += [(part, size, bold) for part in draw.wrap(line, size, BUBBLE_W, bold)]
        width = max(theme.text_size(part, size, bold)[0] for part, size, bold in rows)
        height = sum(theme.font(size, bold).get_height() for _part, size, bold in rows)
        box = pygame.Rect(0, 0, min(width, BUBBLE_W) + 36, height + 26)
        if at is None:
            box.center = (layout.BOARD_RECT.centerx, layout.BOARD_RECT.y + 150)
        else:
            c = self.v.camera.screen_of(at)
            box.midbottom = (c[0], c[1] - self.v.camera.size // 2 - 12)
        box.clamp_ip(layout.BOARD_RECT.inflate(-16, -120).move(0, 40))
        shadow = box.move(4, 5)
        pygame.draw.rect(canvas, (0, 0, 0), shadow, border_radius=18)
        draw.bubble(canvas, box, [], 18)
        y = box.y + 13
        for part, size, bold in rows:
            y = draw.text(canvas, part, (box.centerx, y), size, theme.INK, bold=bold,
                          anchor="midtop", within=box).bottom

    def hand(self, canvas: pygame.Surface, targets: list, pulse: float) -> None:
        """The drawn tile and each way it fits: for the person to move, click one to lay
        it; for anybody else, watch which one they pick (ringed)."""
        v = self.v
        tile = v.shown.hand if v.shown.hand is not None else v.seen.hand
        if tile is None:
            return
        rect = layout.HAND_RECT
        draw.blit_shadow(canvas, rect, 16)
        canvas.blit(draw.panel(rect.size, 16, theme.PARCHMENT, theme.WOOD_DARK, 3), rect)
        info = TILES[tile]
        big = art.tile(info.mask, info.circle, False, layout.HAND_TILE)
        canvas.blit(big, big.get_rect(midleft=(rect.x + 18, rect.centery)))
        lays = [t for t in targets if t.kind == "lay"]
        if lays:
            ways = [(t.action.side, t.action.rotation) for t in lays]
            focus: int | None = v.offer_focus % len(ways)
            words = _("Your new tile fits these ways: click one to lay it.")
        else:
            ways = list(v.shown.offers)
            focus = chosen_way(tile, ways, v.shown.laying)
            who = v.seats[v.shown.current].name
            if focus is not None:
                words = _("{player} lays it like this:").format(player=who)
            elif ways:
                words = _("{player} drew a new tile: where will it go?").format(player=who)
            else:
                words = _("{player} drew a new tile").format(player=who)
        left = rect.x + layout.HAND_TILE + 52
        room = pygame.Rect(left - 4, rect.y + 8, rect.right - 10 - left, 34)
        draw.text(canvas, words, (left, rect.y + 12), 28, theme.INK, bold=True, within=room)
        if not ways:
            return
        size, rects = layout.offer_rects([side for side, _ in ways])
        for k, (r, (_side, rot)) in enumerate(zip(rects, ways)):
            image = art.tile(mask_of(tile, rot), info.circle, False, size)
            canvas.blit(image, r)
            if k == focus:
                draw.focus_ring(canvas, r, 8)
        starts = [k for k in range(len(ways)) if k == 0 or ways[k][0] != ways[k - 1][0]]
        for j, k in enumerate(starts):  # words over the ring, as wide as their group's room
            end = rects[starts[j + 1]].x - 6 if j + 1 < len(starts) else rect.right - 8
            self.side_label(canvas, ways[k][0], (rects[k].x, rects[k].bottom + 3), end)

    def offer_rect(self, tile: int, side: str | None, rotation: int) -> pygame.Rect | None:
        """Where the picture of laying `tile` at `side` turned `rotation` is in the hand."""
        ways = list(self.v.shown.offers)
        k = chosen_way(tile, ways, (side, rotation))
        if k is None:
            return None
        return layout.offer_rects([s for s, _ in ways])[1][k]

    def side_label(self, canvas: pygame.Surface, side: str, at: tuple[int, int],
                   end: int) -> None:
        """An arrow and a word under a group of ways (the word ends before `end`): where the
        tile goes from your tile."""
        word = _(SIDE_WORDS[side])
        x, y = at
        c = (x + 9, y + 10)
        tip = {"N": (0, -8), "E": (8, 0), "S": (0, 8), "W": (-8, 0)}[side]
        back = (-tip[0], -tip[1])
        wing = (tip[1] * 0.8, tip[0] * 0.8)
        points = [(c[0] + tip[0], c[1] + tip[1]), (c[0] + back[0] + wing[0], c[1] + back[1] + wing[1]),
                  (c[0] + back[0] - wing[0], c[1] + back[1] - wing[1])]
        pygame.draw.polygon(canvas, theme.WOOD_DARK, points)
        room = pygame.Rect(x + 18, y, max(30, end - x - 18), 22)
        draw.text(canvas, word, (x + 22, c[1] + 1), 22, theme.WOOD_DARK, bold=True,
                  anchor="midleft", within=room)

    def rescued(self, canvas: pygame.Surface) -> None:
        """The end: the table dims, the princess and her rescuer in the middle, sparkles."""
        v = self.v
        seat = v.shown.rescued
        board = layout.BOARD_RECT
        canvas.blit(self.veil(), board)
        t = v.clock
        for k in range(28):  # sparkles falling over the table
            x = (k * 137 + int(t * 60) * (1 + k % 3)) % board.w
            y = (k * 89 + int(t * 140 * (1 + k % 4) / 2)) % board.h
            colour = (theme.GOLD, (255, 160, 200), (160, 220, 255))[k % 3]
            pygame.draw.circle(canvas, colour, (x, y), 5 + k % 4)
        words = _("{player} rescued the princess!").format(player=v.seats[seat].name)
        size = draw.fit_size(words, 50, board.w - 120, bold=True)
        box = pygame.Rect(0, 0, *theme.text_size(words, size, True)).inflate(60, 30)
        box.center = (board.centerx, 150)
        pygame.draw.rect(canvas, theme.GOLD, box, border_radius=20)
        pygame.draw.rect(canvas, theme.INK, box, 4, border_radius=20)
        draw.text(canvas, words, box.center, size, theme.INK, bold=True, anchor="center",
                  within=box)
        bob = int(8 * math.sin(t * 3))
        princess = art.token("princess", 200)
        canvas.blit(princess, princess.get_rect(center=(board.centerx - 30, 380 + bob)))
        hero = art.pawn(v.seats[seat].rgb, 150, True)
        marks.on_pawn(canvas, v.seats[seat],
                      canvas.blit(hero, hero.get_rect(midbottom=(board.centerx + 120, 480 - bob))))
        draw.crown(canvas, (board.centerx + 120, 325 - bob), 56)

    def veil(self) -> pygame.Surface:
        image = self._glow.get(("veil",))
        if image is None:
            image = pygame.Surface(layout.BOARD_RECT.size, pygame.SRCALPHA)
            image.fill((16, 10, 30, 150))
            self._glow[("veil",)] = image
        return image

    # -- the side board ------------------------------------------------------------------
    def side_base(self) -> pygame.Surface:
        """The side board without what changes: wood, card bases, the tray, the number box."""
        v = self.v
        base = pygame.Surface(layout.SIDE_RECT.size)
        base.blit(draw.vertical_gradient(layout.SIDE_RECT.size, (92, 60, 38), (64, 40, 26)), (0, 0))
        off = (-layout.SIDE_RECT.x, -layout.SIDE_RECT.y)
        for seat in range(v.n):
            r = layout.card_rect(seat).move(off)
            base.blit(draw.panel(r.size, 14, theme.PARCHMENT, theme.INK, 3), r)
            pygame.draw.rect(base, v.seats[seat].rgb, (r.x + 3, r.y + 3, 52, r.h - 6),
                             border_top_left_radius=12, border_bottom_left_radius=12)
            pawn = art.pawn(v.seats[seat].rgb, 46)
            pygame.draw.circle(base, theme.PARCHMENT, (r.x + 29, r.y + r.h // 2), 24)
            marks.on_pawn(base, v.seats[seat],
                          base.blit(pawn, pawn.get_rect(center=(r.x + 29, r.y + r.h // 2))))
            name = self.text(v.seats[seat].name, 28, theme.INK, True)
            base.blit(name, (r.x + 66, r.y + 8))
            for k, colour in enumerate(COLOURS):
                c = layout.sword_slot(seat, k)
                image = art.token_faded(f"{colour} sword", layout.SLOT)
                marks.on_token(base, f"{colour} sword", base.blit(
                    image, image.get_rect(center=(c[0] + off[0], c[1] + off[1]))), theme.PARCHMENT)
            for k, item in enumerate(ITEMS):
                c = layout.item_slot(seat, k)
                image = art.token_faded(item, layout.SLOT)
                base.blit(image, image.get_rect(center=(c[0] + off[0], c[1] + off[1])))
        draw_tray(base, layout.TRAY_RECT.move(off))
        nr = layout.NUMBER_RECT.move(off)
        base.blit(draw.panel(nr.size, 16, (250, 244, 226), theme.INK, 3), nr)
        return base.convert() if pygame.display.get_surface() is not None else base

    def side(self, canvas: pygame.Surface, targets: list, pulse: float) -> None:
        v = self.v
        s = v.shown
        canvas.blit(self._side, layout.SIDE_RECT)
        for seat in range(v.n):
            r = layout.card_rect(seat)
            if seat == s.current and s.rescued is None:
                pygame.draw.rect(canvas, theme.GOLD, r.inflate(6 + int(4 * pulse), 6 + int(4 * pulse)),
                                 4, border_radius=16)
            if seat == s.rescued:
                draw.crown(canvas, (r.right - 26, r.y + 22), 30)
            for colour in s.swords[seat]:
                c = layout.sword_slot(seat, COLOURS.index(colour))
                self.token_at(canvas, f"{colour} sword", c, layout.SLOT)
            for item in s.items[seat]:
                c = layout.item_slot(seat, ITEMS.index(item))
                self.token_at(canvas, item, c, layout.SLOT)
        if v.n == 1:  # words, so drawn each frame (the side board's picture has none)
            y = layout.card_rect(1).y + 8
            for line in draw.wrap(_("Alone: rescue her in as few turns as you can!"), 20,
                                  layout.SIDE_RECT.w - 24, bold=True):
                y = draw.text(canvas, line, (layout.SIDE_RECT.x + 12, y), 20, theme.PARCHMENT,
                              bold=True).bottom + 2
        self.die(canvas)
        buttons = v.buttons()
        focused = v.focused() if v.keyboard else None
        for rect, t in zip(layout.buttons(len(buttons)), buttons):
            self.button(canvas, rect, t, focused == t, pulse)
        prompt = v.prompt()
        x = layout.SIDE_RECT.centerx
        if prompt is not None and prompt.picture is not None:
            # What to click, as a picture left of the words (for a child who cannot read).
            spot = pygame.Rect(layout.SIDE_RECT.x + 8, layout.HINT_Y - 4, layout.PICTURE_W - 6,
                               HINT_BOTTOM - layout.HINT_Y + 2)
            self.prompt_picture(canvas, prompt.picture, spot.center)
            self.picture_drawn = (prompt.picture, spot)
            size, lines = hint_lines(v.hint(), layout.SIDE_RECT.w - 20 - layout.PICTURE_W)
            x += layout.PICTURE_W // 2
        else:
            size, lines = hint_lines(v.hint())
        y = layout.HINT_Y
        for line in lines:
            draw.text(canvas, line, (x, y), size, theme.PARCHMENT, bold=True, anchor="midtop")
            y += size - 2

    def prompt_picture(self, canvas: pygame.Surface, picture: str,
                       centre: tuple[int, int]) -> None:
        """With the box's own pictures: the die ("die"), the tile in the hand ("tile"), or
        a tile glowing as a step does, with the mover's pawn on it ("walk")."""
        v = self.v
        if picture == "die":
            image = art.d12(8, 46)
            canvas.blit(image, image.get_rect(center=centre))
            return
        if picture == "tile" and v.seen.hand is not None:
            info = TILES[v.seen.hand]
            image = art.tile(info.mask, info.circle, False, 48)
            canvas.blit(image, image.get_rect(center=centre))
            return
        if picture == "explore":  # an empty place to explore, as the labyrinth marks it
            rect = pygame.Rect(0, 0, 46, 46)
            rect.center = centre
            self.dashed(canvas, rect, theme.GOLD, 3)
            mark = self.text("?", 34, theme.GOLD, True)
            canvas.blit(mark, mark.get_rect(center=(centre[0], centre[1] + 2)))
            return
        image = art.tile(15, False, False, 48)  # a crossroads, glowing like a step
        rect = canvas.blit(image, image.get_rect(center=centre))
        glow = self.glow(STEP_GLOW, 48, 4)
        canvas.blit(glow, rect)
        pawn = art.pawn(v.seats[v.shown.current].rgb, 26)
        marks.on_pawn(canvas, v.seats[v.shown.current],
                      canvas.blit(pawn, pawn.get_rect(center=(centre[0], centre[1] - 2))))

    def button(self, canvas: pygame.Surface, rect: pygame.Rect, t, focused: bool,
               pulse: float) -> None:
        colour = {"roll": theme.GOLD, "attack": (236, 120, 90), "rescue": (250, 170, 210),
                  "draw": theme.GOLD, "stay": theme.PARCHMENT_DARK,
                  "end": theme.PARCHMENT_DARK}[t.kind]
        grow = int(4 * pulse) if t.kind in ("roll", "attack", "rescue") else 0
        box = rect.inflate(grow, grow)
        pygame.draw.rect(canvas, theme.WOOD_DARK, box.move(0, 4), border_radius=14)
        pygame.draw.rect(canvas, colour, box, border_radius=14)
        pygame.draw.rect(canvas, theme.INK, box, 3, border_radius=14)
        label = _(t.label)
        size = draw.fit_size(label, 28, box.w - 12, True)
        lines = [label]
        if size < 22 and " " in label:  # two lines read better than tiny letters
            words = label.split()
            half = (len(words) + 1) // 2
            lines = [" ".join(words[:half]), " ".join(words[half:])]
            size = min(draw.fit_size(line, 26, box.w - 12, True) for line in lines)
        y = box.centery - (len(lines) * size * 0.72) / 2
        for line in lines:
            draw.text(canvas, line, (box.centerx, int(y)), size, theme.INK, bold=True,
                      anchor="midtop", within=box)
            y += size * 0.72
        if focused:
            draw.focus_ring(canvas, box, 14)

    def legend(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        """The die's helpful numbers while it rests: who needs what (the player aid)."""
        rows = (("skrzat", "5+"), ("wandering knight", "6+"), ("ghost", "7+"),
                ("red dragon", "8+"), ("princess", "10+"))
        y = box.y + 10
        for name, need in rows:
            icon = art.token(name, 26)
            canvas.blit(icon, (box.x + 22, y))
            label = self.text(need, 28, theme.INK, True)
            canvas.blit(label, label.get_rect(midleft=(box.x + 60, y + 14)))
            y += 27

    def die(self, canvas: pygame.Surface) -> None:
        v = self.v
        s = v.shown
        felt = layout.FELT
        if v.tray_shown:
            for d in v.tray.dice:
                size = layout.DIE_SIZE + int(6 * d.lift)
                image = art.d12_turned(d.face, size, d.angle_deg)
                canvas.blit(image, image.get_rect(center=(int(felt.x + d.x), int(felt.y + d.y))))
        nr = layout.NUMBER_RECT
        what = s.die or (None if s.rolling is None else (None, s.rolling[0], s.rolling[1], None))
        if what is None and v.idle and v.seen.phase == "leave":
            st = v.seen
            opp = next((t for t in st.tokens.get(st.pawns[st.current], ()) if t in OPPONENTS), None)
            if opp is not None:
                what = (None, OPPONENTS[opp], opp, None)
        if what is None:
            self.legend(canvas, nr)
            return
        roll, need, why, success = what
        if roll is not None:
            colour = theme.SUCCESS if success else theme.DANGER
            # TRANSLATORS: under the number rolled: it was enough / not enough.
            words = _("Yes!") if success else _("Not yet")
            if why == "opening":  # who begins: no success or failure, just a number
                # TRANSLATORS: under the highest opening roll: this player begins.
                colour, words = theme.INK, (_("Begins!") if success else " ")
            num = self.text(str(roll), 96, colour, True)
            canvas.blit(num, num.get_rect(center=(nr.centerx, nr.centery - 12)))
            room = nr.inflate(-8, 0)
            room.height, room.bottom = 30, nr.bottom - 6
            draw.text(canvas, words, (nr.centerx, nr.bottom - 8), 28, colour, bold=True,
                      anchor="midbottom", within=room)
        else:
            cap = self.text("?", 96, theme.INK_SOFT, True)
            canvas.blit(cap, cap.get_rect(center=(nr.centerx, nr.centery - 6)))
        words = need_words(need, why)
        room = pygame.Rect(layout.SIDE_RECT.x + 8, layout.TARGET_Y - 2, layout.SIDE_RECT.w - 16, 30)
        draw.text(canvas, words, (layout.SIDE_RECT.centerx, layout.TARGET_Y), 28,
                  theme.PARCHMENT, bold=True, anchor="midtop", within=room)

