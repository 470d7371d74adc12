"""Tajemnica Zamku rules (rules/tajemnica-zamku.txt with CLARIFICATIONS.md), pure Python.

A turn: a pawn standing on an opponent (ghost, wandering knight, skrzat) first rolls the
12-sided die to leave it; below the opponent's number the turn ends. Then one move: step
to a connected tile, draw a tile and lay it beside your own (then step onto it), teleport
from a mirror to another mirror, or stay. Then at most one attempt where you stand: a
dragon whose colour of sword you hold, for the item you lack (8+), or the princess with
all three items (10+: you win). A new tile with a circle is a discovery: a face-down token
is drawn and takes effect. Every chance outcome (tile draws, token draws, die rolls) comes
from the state's generator and is said in an event.

`TajemnicaState` is the turn: its phases, what may be done in each, and the pawn's own
moves (roll to leave, step, teleport, stay). It builds on the table as it lies (table.py),
the growing labyrinth (growing.py) and the attempts at the dragons and the princess
(dragons.py); `GAME` declares it to the shell.
"""

from __future__ import annotations

from typing import Any

from castle_games.core.contract import (
    Action,
    Event,
    GameDef,
    IllegalAction,
    Option,
    take_back_rule,
)
from castle_games.core.languages import N_
from castle_games.core.table_state import OVER, MoveHandlers, move_handler
from castle_games.games.tajemnica_zamku import MANIFEST
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.dragons import ITEM_WORDS as ITEM_WORDS
from castle_games.games.tajemnica_zamku.dragons import DragonFights
from castle_games.games.tajemnica_zamku.growing import GrowingLabyrinth
from castle_games.games.tajemnica_zamku.moves import (
    ACTION_TYPES,
    Attack,
    DrawTile,
    EndTurn,
    LayTile,
    Rescue,
    RollToLeave,
    Stay,
    Step,
    Teleport,
)
from castle_games.games.tajemnica_zamku.observe import TajemnicaObservation, observation
from castle_games.games.tajemnica_zamku.table import (
    ATTEMPT,
    LEAVE,
    MOVE,
    PLACE,
    Pos,
    opponent_at,
)
from castle_games.games.tajemnica_zamku.tiles import BIT, OPPOSITE, STEP, connected
from castle_games.games.tajemnica_zamku.tokens import ALL_TOKENS as ALL_TOKENS
from castle_games.games.tajemnica_zamku.tokens import FACE_DOWN_TOKENS as FACE_DOWN_TOKENS
from castle_games.games.tajemnica_zamku.tokens import ITEMS as ITEMS
from castle_games.games.tajemnica_zamku.tokens import MIRROR, OPPONENTS
from castle_games.games.tajemnica_zamku.tokens import PRINCESS as PRINCESS

# Marked for the catalogue here; the rules page translates them where it shows them.
HOUSE_RULES = (
    N_("The die has 12 sides. Tiles: the bat tile and 59 others (14 straight, 17 corners, "
       "18 T-junctions, 10 crossroads); 36 of them carry a circle (9, 10, 11 and 6)."),
    # TRANSLATORS: the box's opponents (Polish box: Duch, Błędny rycerz, Skrzat; only Polish
    # keeps those names). Name them in your language's own words (German: Gespenst, irrender
    # Ritter, Kobold; Czech: duch, Bludný rytíř, skřítek).
    N_("Tokens: 3 dragons, the princess, 9 swords (3 of each colour), 4 mirrors, 6 ghosts (7+), "
       "6 wandering knights (6+), 7 sprites (5+) face down; 4 maps, 4 elixirs, 4 keys set aside."),
    N_("Everyone rolls the die at the start; the highest roll begins (a tie rolls again)."),
    N_("You draw a tile first, then choose which open side of your tile to lay it at and how to "
       "turn it: the side facing you must be open and every side touching another tile must "
       "match it (corridor to corridor, wall to wall). If it fits nowhere it goes back."),
    N_("A tile that would close the labyrinth goes back and you keep drawing until one keeps "
       "it open; only the very last tile of the box may close it. When no tile in the box can "
       "be laid beside your tile you cannot draw there."),
    N_("Standing on a ghost, wandering knight or sprite, you roll before anything else; each "
       "time you step onto one you face it again."),
    N_("A sword lying on a tile is taken by the first player without that colour who ends a "
       "move there (stepping there or staying). Swords are kept after a dragon is beaten."),
    N_("The attempt comes after the move and is your choice; one per turn."),
    # TRANSLATORS: "the bat hall": our house rule, named after the box's bat tile (the start).
    N_("The bat hall: when no tile in the box can be laid anywhere any more, the dragons, swords "
       "and princess still face down come face up onto the bat tile; the other face-down tokens "
       "go back in the box."),
    N_("Several pawns may stand on one tile. Playing alone, rescue the princess in as few turns "
       "as you can."),
)

# Refusals naming a token: one whole sentence per token (each language words them as its
# grammar needs); the table's own words for a click that does nothing use them too.
HOLDS_YOU: dict[str, str] = {
    "ghost": N_("the ghost holds you: roll the die to get away first"),
    "wandering knight": N_("the wandering knight holds you: roll the die to get away first"),
    # TRANSLATORS: the sprite: the box's little house sprite (only Polish keeps "Skrzat").
    "skrzat": N_("the sprite holds you: roll the die to get away first"),
}

_SIDE_OF = {step: side for side, step in STEP.items()}


def _as_pos(value: Any) -> Pos | None:
    if type(value) is tuple and len(value) == 2 and type(value[0]) is int and type(value[1]) is int:
        return value
    if isinstance(value, tuple | list) and len(value) == 2 and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        return (int(value[0]), int(value[1]))
    return None


class TajemnicaState(GrowingLabyrinth, DragonFights):
    """The game's state: the table with its labyrinth growing and its attempts, and the
    turn that leads from one to the other."""

    # what may be done -------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.phase == LEAVE:
            return [RollToLeave()]
        if self.phase == MOVE:
            pos = self.pawns[self.current]
            out: list[Action] = [Step(to) for _, to in connected(self.lab.masks, pos)]
            if not self.drawn and self.can_draw_here():
                out.append(DrawTile())
            out.extend(Teleport(to) for to in self.mirror_targets(pos))
            out.append(Stay())
            return out
        if self.phase == PLACE:
            return [LayTile(side, rot) for side, rot in self.offers]
        if self.phase == ATTEMPT:
            out = [Attack(d) for d in self.attackable()]
            if self.can_rescue():
                out.append(Rescue())
            out.append(EndTurn())
            return out
        return []

    def mirror_targets(self, pos: Pos) -> list[Pos]:
        if MIRROR not in self.tokens.get(pos, ()):
            return []
        return sorted(p for p, toks in self.tokens.items() if p != pos and MIRROR in toks)

    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction(N_("the game is over: the princess has been rescued"))
        handler = move_handler(_HANDLERS, action, N_("{action} is not a Tajemnica Zamku move"))
        if type(action) not in _PHASE_ACTIONS[self.phase]:
            raise self._why_not_now(action)
        return handler(self, action)

    def _why_not_now(self, action: Action) -> IllegalAction:
        if self.phase == LEAVE:
            opp = opponent_at(self.tokens.get(self.pawns[self.current], ()))
            return IllegalAction(HOLDS_YOU.get(opp or "", N_("roll the die to get away first")))
        if self.phase == PLACE:
            return IllegalAction(N_("lay the tile you drew first"))
        if self.phase == ATTEMPT:
            return IllegalAction(N_("you have moved this turn: attack, try the rescue, or end "
                                    "your turn"))
        if isinstance(action, RollToLeave):
            return IllegalAction(N_("nothing holds you here: there is no opponent on your tile"))
        if isinstance(action, LayTile):
            return IllegalAction(N_("draw a tile first"))
        return IllegalAction(N_("move first (or stay), then make your attempt"))

    # the pawn's moves -------------------------------------------------------------------
    def _roll_to_leave(self, action: RollToLeave) -> list[Event]:
        opp = opponent_at(self.tokens[self.pawns[self.current]])
        assert opp is not None
        event = self._roll(OPPONENTS[opp], opp)
        if not event.success:
            return self._end_turn([event])
        self.phase = MOVE
        return [event]

    def _step(self, action: Step) -> list[Event]:
        to = _as_pos(action.to)
        if to is None:
            raise IllegalAction(N_("a step needs a place like (1, 0), not {place}"),
                                place=repr(action.to))
        here = self.pawns[self.current]
        if to not in self.lab.masks:
            raise IllegalAction(N_("there is no tile at {place} yet"), place=to)
        if to == here:
            raise IllegalAction(N_("you are already there; choose Stay() to stay"))
        side = _SIDE_OF.get((to[0] - here[0], to[1] - here[1]))
        if side is None:
            raise IllegalAction(N_("{place} is not next to your tile {here}: you move one tile "
                                   "a turn"), place=to, here=here)
        masks = self.lab.masks
        if not (masks[here] & BIT[side] and masks[to] & BIT[OPPOSITE[side]]):
            raise IllegalAction(N_("a wall stands between {here} and {place}"), here=here, place=to)
        self.pawns[self.current] = to
        return self._move_done([M.PawnMoved(self.current, here, to, "step")])

    def _teleport(self, action: Teleport) -> list[Event]:
        to = _as_pos(action.to)
        if to is None:
            raise IllegalAction(N_("a teleport needs a place like (1, 0), not {place}"),
                                place=repr(action.to))
        here = self.pawns[self.current]
        if MIRROR not in self.tokens.get(here, ()):
            raise IllegalAction(N_("you can only teleport from a tile with a mirror"))
        if to not in self.mirror_targets(here):
            raise IllegalAction(N_("there is no other mirror at {place}"), place=to)
        self.pawns[self.current] = to
        return self._move_done([M.PawnMoved(self.current, here, to, "teleport")])

    def _stay(self, action: Stay) -> list[Event]:
        return self._move_done([M.Stayed(self.current)])

    def _end(self, action: EndTurn) -> list[Event]:
        return self._end_turn([])


# Which actions each phase takes, and the method that carries each out (the phase checked
# first, then the move by its method).
_PHASE_ACTIONS: dict[str, frozenset[type]] = {
    LEAVE: frozenset({RollToLeave}),
    MOVE: frozenset({Step, DrawTile, Teleport, Stay}),
    PLACE: frozenset({LayTile}),
    ATTEMPT: frozenset({Attack, Rescue, EndTurn}),
}
_HANDLERS: MoveHandlers[TajemnicaState] = {
    RollToLeave: TajemnicaState._roll_to_leave,
    Step: TajemnicaState._step,
    DrawTile: TajemnicaState._draw,
    LayTile: TajemnicaState._lay,
    Teleport: TajemnicaState._teleport,
    Stay: TajemnicaState._stay,
    Attack: TajemnicaState._attack,
    Rescue: TajemnicaState._rescue,
    EndTurn: TajemnicaState._end,
}


# A misclick taken back: a tile laid, a step or a stay that turned no token
# over and rolled no die; drawing a tile or a token, or a roll, was chance.
TAKE_BACK = take_back_rule(
    moves=(M.LayTile, M.Step, M.Teleport, M.Stay, M.EndTurn),
    refused={M.DieRolled: N_("the die has been rolled"),
             M.TokenDrawn: N_("a token has been turned over"),
             M.TileDrawn: N_("a new tile has been drawn"),
             M.LabyrinthComplete: N_("the labyrinth is complete")},
    other=N_("the die has been rolled"))


GAME: GameDef[TajemnicaState, TajemnicaObservation] = GameDef.declared(
    MANIFEST,
    state_type=TajemnicaState,
    action_types=ACTION_TYPES,
    observation=observation,
    options=(Option("starter", N_("Who begins"), "roll", ("roll", 0, 1, 2, 3),
                    # TRANSLATORS: who begins: everyone rolls the die (the highest begins),
                    # or the first, second, ... player in the setup's list.
                    choice_labels=(N_("Roll the die"), N_("Player 1"), N_("Player 2"),
                                   N_("Player 3"), N_("Player 4"))),),
    house_rules=HOUSE_RULES,
    take_back=TAKE_BACK,
)
