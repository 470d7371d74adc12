"""What the person to move may choose at the Tajemnica Zamku table, and where on the screen
each choice is (a part of view.TajemnicaScene).

Each choice is a `Target`: a glowing tile to step or jump to, a "?" beside your tile to
draw a new tile, a button on the side board (roll, stay, fight, free the princess, end the
turn), or one way a drawn tile fits, in the hand strip. The keyboard focus walks over them;
a choice whose tile is off screen gets a marker at the table's edge. `where` tells the
guided game and the hint where to point.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from castle_games.core.telling import N_
from castle_games.games.tajemnica_zamku import layout
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.table import LEAVE, MOVE, PLACE
from castle_games.games.tajemnica_zamku.tiles import BIT, SIDES, neighbour


@dataclass(frozen=True)
class Target:
    """One thing the person to move may choose now."""

    kind: str          # step, teleport, draw, stay, roll, attack, rescue, end, lay
    action: Any
    cell: tuple[int, int] | None = None
    label: str = ""    # a catalogue message (the painter translates it as it draws)


# The choices made with a button on the side board (the rest are tiles and the hand).
BUTTON_KINDS = ("draw", "stay", "roll", "attack", "rescue", "end")

# The button that fights a dragon, by dragon.
FIGHT: dict[str, str] = {
    "yellow dragon": N_("Fight the yellow dragon: 8+"),
    "red dragon": N_("Fight the red dragon: 8+"),
    "green dragon": N_("Fight the green dragon: 8+"),
}


class Choices:
    """The choices of the moment and where they are (a part of view.TajemnicaScene: it reads
    the scene's `seen`, its table model, its camera and its keyboard focus)."""

    def choosing(self) -> bool:
        """A person may choose now: nothing runs, and the hand-over (if any) is done."""
        return (self.idle and self.human_to_move() and not self.handover_pending
                and self.handover_for == self.table.turn)

    def targets(self) -> list[Target]:
        """What the person to move may pick now ([] while animating or for a computer)."""
        if not self.choosing():
            return []
        return self.targets_for_state()

    def targets_for_state(self) -> list[Target]:
        st = self.seen
        out: list[Target] = []
        legal = self.table.legal_actions()
        if st.phase == LEAVE:
            # TRANSLATORS: a button: roll the die to get away from the opponent.
            return [Target("roll", M.RollToLeave(), None, N_("Roll the die!"))]
        if st.phase == PLACE:
            return [Target("lay", a, neighbour(st.pawns[st.current], a.side), N_("Lay it here"))
                    for a in legal if isinstance(a, M.LayTile)]
        for a in legal:
            if isinstance(a, M.Step):
                out.append(Target("step", a, tuple(a.to), N_("Walk here")))
            elif isinstance(a, M.Teleport):
                out.append(Target("teleport", a, tuple(a.to), N_("Jump to this mirror")))
            elif isinstance(a, M.DrawTile):
                # TRANSLATORS: a button: draw a new tile from the box (to explore).
                out.append(Target("draw", a, None, N_("New tile")))
            elif isinstance(a, M.Stay):
                # TRANSLATORS: a button: stay on your tile this turn.
                out.append(Target("stay", a, None, N_("Stay")))
            elif isinstance(a, M.Attack):
                out.append(Target("attack", a, None, FIGHT.get(a.target, N_("Fight: 8+"))))
            elif isinstance(a, M.Rescue):
                out.append(Target("rescue", a, None, N_("Free the princess: 10+")))
            elif isinstance(a, M.EndTurn):
                # TRANSLATORS: a button: end your turn without a try.
                out.append(Target("end", a, None, N_("End turn")))
        return out

    def draw_cells(self) -> list[tuple[int, int]]:
        """Empty cells beyond an open side of the mover's tile (where exploring leads)."""
        st = self.seen
        if st.phase != MOVE or st.drawn or not any(isinstance(a, M.DrawTile)
                                                   for a in self.table.legal_actions()):
            return []
        here = st.pawns[st.current]
        mask = st.masks[here]
        return [neighbour(here, s) for s in SIDES
                if mask & BIT[s] and neighbour(here, s) not in st.masks]

    def edge_markers(self) -> list[tuple[Target, tuple[int, int]]]:
        """Choices whose tile is off screen (a far mirror): a marker at the table's edge."""
        inner = layout.BOARD_RECT.inflate(-70, -70)
        out = []
        for t in self.targets():
            if t.cell is None or t.kind == "lay":
                continue
            x, y = self.camera.screen_of(t.cell)
            if not layout.BOARD_RECT.inflate(-20, -20).collidepoint(x, y):
                out.append((t, (min(max(x, inner.left), inner.right),
                                min(max(y, inner.top + 40), inner.bottom))))
        return out

    def buttons(self) -> list[Target]:
        return [t for t in self.targets() if t.kind in BUTTON_KINDS]

    def where(self, action: Any) -> pygame.Rect | None:
        """Where to click for `action` now (the guided game's arrow, a hint's glow): its
        button on the side board, its picture in the hand strip, or the tile to walk or
        jump to (the marker at the table's edge when that tile is out of view). None when
        it is not a move of the person to move now."""
        choices = self.targets_for_state() if self.human_to_move() else []
        target = next((t for t in choices if t.action == action), None)
        if target is None:
            return None
        if target.kind == "lay":
            rects = layout.offer_rects([t.action.side for t in choices])[1]
            return rects[choices.index(target)].copy()
        pressed = [t for t in choices if t.kind in BUTTON_KINDS]
        if target in pressed:
            return layout.buttons(len(pressed))[pressed.index(target)]
        assert target.cell is not None
        x, y = self.camera.screen_of(target.cell)
        if not layout.BOARD_RECT.inflate(-20, -20).collidepoint(x, y):
            inner = layout.BOARD_RECT.inflate(-70, -70)  # as edge_markers() places them
            x, y = min(max(x, inner.left), inner.right), min(max(y, inner.top + 40), inner.bottom)
            return pygame.Rect(x - 24, y - 24, 48, 48)
        size = self.camera.size - 4
        return pygame.Rect(x - size // 2, y - size // 2, size, size).clip(layout.BOARD_RECT)

    def focused(self) -> Target | None:
        """The choice the keyboard focus is on; none while the hint's arrow is on show."""
        targets = self.targets()
        if not targets or self.shown_advice() is not None:
            return None
        if targets[0].kind == "lay":
            return targets[self.offer_focus % len(targets)]
        return targets[self.focus % len(targets)]

    def pointed(self) -> Any:
        """The move the table points at now: the guided game's step, or the hint on show."""
        coach = self.coach
        if coach is not None:
            step = coach.step if coach.asking() else None
            return step.action if step is not None else None
        advice = self.shown_advice()
        return advice.action if advice is not None else None

    def _focus_pointed(self) -> None:
        """A way to lay the tile that is pointed at takes the focus once (its preview then
        shows on the table, not another way's); R and the pointer still move it on."""
        pointed = self.pointed()
        if not isinstance(pointed, M.LayTile) or pointed == self._pointed_seen:
            return
        targets = self.targets()
        k = next((k for k, t in enumerate(targets) if t.action == pointed), None)
        if k is not None:
            self._pointed_seen = pointed
            self.offer_focus = k
