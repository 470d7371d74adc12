"""What the Tajemnica Zamku view says: the hint under the buttons, and why a click on the
labyrinth cannot be done.

Kind words for a child, never coordinates: the rules' own messages name cells like (3, 0),
which a player at the table never sees.
"""

from __future__ import annotations

from typing import Any

from castle_games.games.tajemnica_zamku.rules import ATTEMPT, LEAVE, PLACE, opponent_at
from castle_games.games.tajemnica_zamku.shown import Seen
from castle_games.games.tajemnica_zamku.tiles import BIT, OPPOSITE, STEP


def why_not_now(st: Seen) -> str:
    """Why a click on the labyrinth does nothing in this phase."""
    if st.phase == LEAVE:
        opp = opponent_at(st.tokens.get(st.pawns[st.current], ())) or "opponent"
        return f"The {opp} holds you: roll the die to get away first"
    if st.phase == ATTEMPT:
        return "You have moved this turn: fight, free the princess or end your turn"
    return "Lay the tile you drew first"


def why_not_there(st: Seen, cell: tuple[int, int]) -> str:
    """Why the pawn cannot go to `cell` now (the move phase)."""
    here = st.pawns[st.current]
    if cell == here:
        return "You are here already. To stay, press Stay"
    masks = st.masks
    side = next((s for s, d in STEP.items() if (here[0] + d[0], here[1] + d[1]) == cell), None)
    if cell not in masks:
        if side is None:
            return "You can only lay a new tile right next to your own tile"
        if not masks[here] & BIT[side]:
            return "A wall is in the way: a new tile goes where your corridor leads"
        return "You have drawn a tile already this turn"
    if side is None:
        return "That tile is too far away: you move one tile a turn"
    if not (masks[here] & BIT[side] and masks[cell] & BIT[OPPOSITE[side]]):
        return "A wall is in the way"
    return "You cannot go there now"


def hint(v: Any) -> list[str]:
    """The lines under the buttons: what the person to move can do now (v: the scene)."""
    t, st = v.table, v.seen
    if t.over:
        return ["The princess is free!"]
    waiting = v.waiting_hint(st.current)
    if waiting is not None:
        return waiting
    if st.phase == LEAVE:
        return ["Roll the die to get away!", "Click Roll or press Enter."]
    if st.phase == PLACE:
        return ["Choose how the new tile lies:", "click a picture, or R to turn",
                "and Enter to lay it."]
    if st.phase == ATTEMPT:
        return ["Try your luck, or end", "your turn."]
    lines = ["Click a glowing tile to walk."]
    if v.draw_cells():
        lines.append("Click a ? to explore.")
    if any(t.kind == "teleport" for t in v.targets()):
        lines.append("Violet: jump by mirror.")
    return lines
