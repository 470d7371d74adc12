"""The mouse and the keys at the Tajemnica Zamku table (a part of view.TajemnicaScene).

The camera answers at any time: the wheel and +/- zoom, a drag or the arrows pan, Home
shows the whole labyrinth. A click on a glowing tile, a button or a way to lay the drawn
tile takes that choice; a click that does nothing is explained (words.py). Tab walks
through every choice, R turns the drawn tile to its next way, Enter takes the choice in
focus; while animations run a click or Enter fast-forwards them.
"""

from __future__ import annotations

import pygame

from castle_games.core.telling import _
from castle_games.games.tajemnica_zamku import layout, words
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.choices import Target
from castle_games.games.tajemnica_zamku.table import MOVE

DRAG_START = 6         # pixels the pointer moves before a press becomes a drag
PAN_KEY_PIXELS = 60


class Controls:
    """Pointer and keys (a part of view.TajemnicaScene)."""

    def handle(self, event: pygame.event.Event) -> None:
        if self.speaker_event(event):
            return
        kind = event.type
        if kind == pygame.MOUSEWHEEL:
            if layout.BOARD_RECT.collidepoint(self.mouse):
                self.camera.zoom(1 if event.y > 0 else -1, self.mouse)
            return
        if kind == pygame.MOUSEMOTION:
            self._motion(event)
            return
        if kind == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            self.keyboard = False
            if event.button in (4, 5):  # old-style wheel
                if layout.BOARD_RECT.collidepoint(event.pos):
                    self.camera.zoom(1 if event.button == 4 else -1, event.pos)
                return
            if event.button in (1, 2, 3):
                self.press = event.pos if layout.BOARD_RECT.collidepoint(event.pos) else None
                self.dragging = False
                if event.button == 1 and self.press is None:
                    self._click(event.pos)  # the side board: buttons act on the press
            return
        if kind == pygame.MOUSEBUTTONUP:
            if event.button == 1 and self.press is not None and not self.dragging:
                self._click(self.press)
            self.press, self.dragging = None, False
            return
        if kind == pygame.KEYDOWN:
            self._key(event)

    def _motion(self, event: pygame.event.Event) -> None:
        self.mouse = event.pos
        if self.press is not None and any(getattr(event, "buttons", (0, 0, 0))):
            if not self.dragging:
                dx, dy = event.pos[0] - self.press[0], event.pos[1] - self.press[1]
                if abs(dx) + abs(dy) >= DRAG_START:
                    self.dragging = True
                    self.camera.pan_pixels(dx, dy)
            else:
                self.camera.pan_pixels(*event.rel)
            return
        # The pointer moves the keyboard focus too (buttons and offers).
        targets = self.targets()
        if targets and targets[0].kind == "lay":
            _, rects = layout.offer_rects([t.action.side for t in targets])
            for k, r in enumerate(rects):
                if r.collidepoint(event.pos):
                    self.offer_focus = k

    def _click(self, pos: tuple[int, int]) -> None:
        if self.click_skips() or not self.choosing():
            return
        targets = self.targets()
        # Buttons on the side board.
        buttons = self.buttons()
        for rect, t in zip(layout.buttons(len(buttons)), buttons):
            if rect.collidepoint(pos):
                self.sound("ui-click")
                self.try_apply(t.action)
                return
        if layout.TRAY_RECT.collidepoint(pos) or layout.NUMBER_RECT.collidepoint(pos):
            rolls = [t for t in targets if t.kind == "roll"]
            if rolls:
                self.try_apply(rolls[0].action)
            return
        if not layout.BOARD_RECT.collidepoint(pos):
            return
        if targets and targets[0].kind == "lay":
            if self._click_hand(pos, targets):
                return
        for t, at in self.edge_markers():
            if abs(pos[0] - at[0]) <= 30 and abs(pos[1] - at[1]) <= 30:
                self.try_apply(t.action)
                return
        self._click_cell(self.camera.cell_at(pos), targets)

    def _click_hand(self, pos: tuple[int, int], targets: list[Target]) -> bool:
        _, rects = layout.offer_rects([t.action.side for t in targets])
        for k, r in enumerate(rects):
            if r.collidepoint(pos):
                self.offer_focus = k
                self.sound("ui-click")
                self.try_apply(targets[k].action)
                return True
        return layout.HAND_RECT.collidepoint(pos)

    def _click_cell(self, cell: tuple[int, int], targets: list[Target]) -> None:
        """A click on the labyrinth: a glowing tile is chosen, anything else is explained."""
        st = self.seen
        if targets and targets[0].kind == "lay":
            here = [k for k, t in enumerate(targets) if t.cell == cell]
            if here:  # a click on a place the tile fits turns it to the next way it fits there
                nxt = [k for k in here if k > self.offer_focus % len(targets)]
                self.offer_focus = (nxt or here)[0]
                self.sound("ui-move", gain=0.6)
            else:
                self.refuse(_("The new tile can only go next to your tile, on a glowing place"))
            return
        for t in targets:
            if t.cell == cell and t.kind in ("step", "teleport"):
                self.try_apply(t.action)
                return
        if cell in self.draw_cells():
            self.try_apply(M.DrawTile())
            return
        if st.phase != MOVE:
            self.refuse(words.why_not_now(st))
            return
        self.refuse(words.why_not_there(st, cell))

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        cam = self.camera
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            dx = {pygame.K_LEFT: 1, pygame.K_RIGHT: -1}.get(key, 0)
            dy = {pygame.K_UP: 1, pygame.K_DOWN: -1}.get(key, 0)
            cam.pan_pixels(dx * PAN_KEY_PIXELS, dy * PAN_KEY_PIXELS)
            return
        if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            cam.zoom(1)
            return
        if key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            cam.zoom(-1)
            return
        if key == pygame.K_HOME:
            self.look_home()
            return
        if not self.idle:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.skip_animations()
            return
        targets = self.targets()
        if not targets:
            return
        self.keyboard = True
        if self.take_hint_key(event):
            return
        lay = targets[0].kind == "lay"
        if key == pygame.K_TAB:
            self.put_hint_away()
            back = bool(event.mod & pygame.KMOD_SHIFT)
            if lay:
                self.offer_focus = (self.offer_focus + (-1 if back else 1)) % len(targets)
            else:
                self.focus = (self.focus + (-1 if back else 1)) % len(targets)
            self._look_at_focus()
            self.sound("ui-click", gain=0.4)
        elif key == pygame.K_r and lay:
            self.offer_focus = self._next_rotation(targets)
            self.sound("ui-move", gain=0.6)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            target = self.focused()
            if target is not None:
                self.try_apply(target.action)

    def _next_rotation(self, targets: list[Target]) -> int:
        """R: the next way the tile fits at the same place, else the first at the next place."""
        k = self.offer_focus % len(targets)
        same = [j for j, t in enumerate(targets) if t.cell == targets[k].cell]
        later = [j for j in same if j > k]
        if later:
            return later[0]
        if len(same) > 1:
            return same[0]
        return (k + 1) % len(targets)

    def _look_at_focus(self) -> None:
        t = self.focused()
        if t is not None and t.cell is not None:
            self.camera.follow_to(t.cell)

    def look_home(self) -> None:
        """Show the whole labyrinth (Home key; also handy for screenshots)."""
        self.camera.fit(list(self.shown.laid))
