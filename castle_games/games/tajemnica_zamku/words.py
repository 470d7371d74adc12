"""What the Tajemnica Zamku view says: the hint under the buttons, and why a click on the
labyrinth cannot be done (each a whole catalogue message, translated when it is said).

Kind words for a child, never coordinates: the rules' own messages name cells like (3, 0),
which a player at the table never sees.
"""

from __future__ import annotations

from typing import Any

from castle_games.core.telling import N_, _
from castle_games.games.tajemnica_zamku.rules import HOLDS_YOU
from castle_games.games.tajemnica_zamku.shown import Seen
from castle_games.games.tajemnica_zamku.table import ATTEMPT, LEAVE, PLACE, opponent_at
from castle_games.games.tajemnica_zamku.tiles import BIT, OPPOSITE, STEP
from castle_games.speech.verbosity import extra


def why_not_now(st: Seen) -> str:
    """Why a click on the labyrinth does nothing in this phase (in the language in use)."""
    if st.phase == LEAVE:
        opp = opponent_at(st.tokens.get(st.pawns[st.current], ())) or ""
        reason = HOLDS_YOU.get(opp) or N_("roll the die to get away first")
        return _(reason)
    if st.phase == ATTEMPT:
        return _("You have moved this turn: fight, free the princess or end your turn")
    return _("lay the tile you drew first")


def why_not_there(st: Seen, cell: tuple[int, int]) -> str:
    """Why the pawn cannot go to `cell` now (the move phase), in the language in use."""
    here = st.pawns[st.current]
    if cell == here:
        # TRANSLATORS: "Stay" is the word on the Stay button.
        return _("You are here already. To stay, press Stay")
    masks = st.masks
    side = next((s for s, d in STEP.items() if (here[0] + d[0], here[1] + d[1]) == cell), None)
    if cell not in masks:
        if side is None:
            return _("You can only lay a new tile right next to your own tile")
        if not masks[here] & BIT[side]:
            return _("A wall is in the way: a new tile goes where your corridor leads")
        return _("You have drawn a tile already this turn")
    if side is None:
        return _("That tile is too far away: you move one tile a turn")
    if not (masks[here] & BIT[side] and masks[cell] & BIT[OPPOSITE[side]]):
        return _("A wall is in the way")
    return _("You cannot go there now")


def hint(v: Any) -> list[str]:
    """What the person to move can do now, in whole sentences in the language in use (v: the
    scene); the painter wraps them under the buttons."""
    t, st = v.table, v.seen
    if t.over:
        return [_("The princess is free!")]
    waiting = v.waiting_hint(st.current)
    if waiting is not None:
        return waiting
    if st.phase == LEAVE:
        return [_("Roll the die to get away!"),
                # TRANSLATORS: "Roll" is the Roll the die! button; Enter is the key.
                # (how to do it: left out of what is said at verbosity "short")
                extra(_("Click Roll or press Enter."))]
    if st.phase == PLACE:
        # TRANSLATORS: R and Enter are keys on the keyboard (R turns the tile).
        return [_("Choose how the new tile lies: click a picture, or R to turn and Enter to "
                  "lay it.")]
    if st.phase == ATTEMPT:
        return [_("Try your luck, or end your turn.")]
    lines = [_("Click a glowing tile to walk.")]
    if v.draw_cells():
        # TRANSLATORS: a "?" marks each empty place where a new tile can be drawn and laid.
        lines.append(_("Click a ? to explore."))
    if any(t.kind == "teleport" for t in v.targets()):
        # TRANSLATORS: a violet glow marks the tiles a magic mirror jumps to. Short.
        lines.append(_("Violet: jump by mirror."))
    return lines
