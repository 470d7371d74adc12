"""Tajemnica Zamku rules (rules/tajemnica-zamku.txt with CLARIFICATIONS.md), pure Python.

A turn: a pawn standing on an opponent (ghost, wandering knight, skrzat) first rolls the
12-sided die to leave it; below the opponent's number the turn ends. Then one move: step
to a connected tile, draw a tile and lay it beside your own (then step onto it), teleport
from a mirror to another mirror, or stay. Then at most one attempt where you stand: a
dragon whose colour of sword you hold, for the item you lack (8+), or the princess with
all three items (10+: you win). A new tile with a circle is a discovery: a face-down token
is drawn and takes effect. Every chance outcome (tile draws, token draws, die rolls) comes
from the state's generator and is said in an event.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from castle_games.core.contract import (
    Action,
    Event,
    GameDef,
    IllegalAction,
    Option,
    Outcome,
    take_back_rule,
)
from castle_games.core.languages import N_
from castle_games.core.seats import Seat
from castle_games.core.table_state import OVER, MoveHandlers, TableState, move_handler
from castle_games.games.tajemnica_zamku import MANIFEST
from castle_games.games.tajemnica_zamku import moves as M
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
from castle_games.games.tajemnica_zamku.observe import (
    CardsSeen,
    TajemnicaObservation,
    TileSeen,
    TokensSeen,
    observation,
)
from castle_games.games.tajemnica_zamku.tiles import (
    BIT,
    OPPOSITE,
    ROTATIONS,
    SHAPES,
    SIDES,
    STEP,
    TILES,
    Labyrinth,
    connected,
    neighbour,
    rotate,
    sides_of,
)
from castle_games.games.tajemnica_zamku.tokens import (
    ALL_TOKENS,
    COLOURS,
    DRAGONS,
    FACE_DOWN_TOKENS,
    GUARDS,
    ITEMS,
    ITEMS_PER_KIND,
    MIRROR,
    OPPONENTS,
    PRINCESS,
    SWORDS,
)

# -- constants (house rules of CLARIFICATIONS.md and of this module, in one place) -------
DIE_SIDES = 12
DRAGON_NEED = 8
PRINCESS_NEED = 10
# House rule, "the bat hall": when no tile in the box can be laid anywhere any more, the
# tokens still face down that a rescue needs come face up onto the bat tile; the others
# (opponents, mirrors) go back in the box. Every game thus stays winnable.
BAT_HALL_TOKENS: frozenset[str] = frozenset(DRAGONS + SWORDS + (PRINCESS,))
BAT_POS = (0, 0)
MAX_PLAYERS = 4

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
NOT_ON_YOUR_TILE: dict[str, str] = {
    "yellow dragon": N_("the yellow dragon is not on your tile"),
    "red dragon": N_("the red dragon is not on your tile"),
    "green dragon": N_("the green dragon is not on your tile"),
}
SWORD_NEEDED: dict[str, str] = {
    "yellow dragon": N_("you need the yellow sword to fight the yellow dragon"),
    "red dragon": N_("you need the red sword to fight the red dragon"),
    "green dragon": N_("you need the green sword to fight the green dragon"),
}
ALREADY_HAVE: dict[str, str] = {
    "map": N_("you already have the map: one of each item per player"),
    "elixir": N_("you already have the elixir: one of each item per player"),
    "key": N_("you already have the key: one of each item per player"),
}
NONE_LEFT: dict[str, str] = {
    "map": N_("no map is left to win"),
    "elixir": N_("no elixir is left to win"),
    "key": N_("no key is left to win"),
}
# The three items by name, for "missing: {item}" (the table shows them as pictures).
ITEM_WORDS: dict[str, str] = {
    # TRANSLATORS: one of the three items a rescue needs (the box: mapa, eliksir, klucz).
    "map": N_("map"),
    # TRANSLATORS: one of the three items a rescue needs (the box: mapa, eliksir, klucz).
    "elixir": N_("elixir"),
    # TRANSLATORS: one of the three items a rescue needs (the box: mapa, eliksir, klucz).
    "key": N_("key"),
}

_SIDE_OF = {step: side for side, step in STEP.items()}
_DRAGON_TABLE = tuple((c, f"{c} dragon", GUARDS[c]) for c in COLOURS)

LEAVE, MOVE, PLACE, ATTEMPT = "leave", "move", "place", "attempt"

Pos = tuple[int, int]


def _as_pos(value: Any) -> Pos | None:
    if type(value) is tuple and len(value) == 2 and type(value[0]) is int and type(value[1]) is int:
        return value
    if isinstance(value, tuple | list) and len(value) == 2 and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        return (int(value[0]), int(value[1]))
    return None


def opponent_at(tokens: Sequence[str]) -> str | None:
    for t in tokens:
        if t in OPPONENTS:
            return t
    return None


# -- state --------------------------------------------------------------------------------
class TajemnicaState(TableState):
    def __init__(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seats, seed, options)
        if not 1 <= self.n <= MAX_PLAYERS:
            raise ValueError(f"Tajemnica Zamku is for 1 to {MAX_PLAYERS} players, not {self.n}")
        self.lab = Labyrinth()  # the bat tile alone, at (0, 0)
        # The box holds the face-down tiles; a draw takes one at random, so there is no
        # order to keep secret.
        self.box: list[int] = [t.id for t in TILES if not t.bat]
        self.face_down: list[str] = list(FACE_DOWN_TOKENS)
        self.tokens: dict[Pos, list[str]] = {}
        self.item_supply: dict[str, int] = {i: ITEMS_PER_KIND for i in ITEMS}
        self.set_aside: list[str] = []  # face-down tokens put back by the bat hall rule
        self.pawns: list[Pos] = [BAT_POS] * self.n
        self.swords: list[list[str]] = [[] for _ in range(self.n)]  # colours held
        self.items: list[list[str]] = [[] for _ in range(self.n)]
        self.hand: int | None = None  # the drawn tile waiting to be laid
        self.offers: list[tuple[str, int]] = []  # where and how it may be laid
        self.drawn = False
        self.complete = False
        self.turn_count = 1  # player turns begun
        self._draw_cache: tuple[Any, bool] = (None, False)
        self._tiles_obs: tuple[int, tuple[TileSeen, ...]] = (0, ())
        self._shapes_cache: tuple[int, list[str]] = (-1, [])
        self._tokens_obs: tuple[TokensSeen, ...] | None = None  # as observed; None: changed
        self._cards_obs: CardsSeen | None = None  # the player cards as observed; None: changed
        self.opening_rolls: list[list[int]] = []
        starter = options.get("starter", "roll")
        if starter == "roll":
            self.current = self._roll_for_start()
        else:
            self.current = self.starting_seat(options)
        self.phase = self._turn_start_phase()

    def _roll_for_start(self) -> int:
        """Everyone rolls; the highest begins, tied players roll again (kept for the view)."""
        rolling = list(range(self.n))
        while True:
            rolls = [self.rng.randint(1, DIE_SIDES) for _ in rolling]
            self.opening_rolls.append([rolls[rolling.index(s)] if s in rolling else 0
                                       for s in range(self.n)])
            best = max(rolls)
            rolling = [s for s, r in zip(rolling, rolls) if r == best]
            if len(rolling) == 1:
                return rolling[0]

    def _turn_start_phase(self) -> str:
        return LEAVE if opponent_at(self.tokens.get(self.pawns[self.current], ())) else MOVE

    # the labyrinth ----------------------------------------------------------------------
    def placements(self, tile_id: int, pos: Pos | None = None) -> tuple[list[tuple[str, int]], bool]:
        """(allowed (side, rotation) for laying `tile_id` beside `pos`, whether it fits at all).

        Allowed means fitting and not closing the labyrinth, unless it is the box's last tile.
        """
        pos = self.pawns[self.current] if pos is None else pos
        return self.lab.fits_beside(TILES[tile_id].shape, pos, len(self.box) == 1)

    def _box_shapes(self) -> list[str]:
        """The shapes left in the box (tiles of one shape are interchangeable)."""
        if self._shapes_cache[0] != len(self.box):
            self._shapes_cache = (len(self.box), sorted({TILES[t].shape for t in self.box}))
        return self._shapes_cache[1]

    def can_draw_here(self) -> bool:
        """Some tile left in the box could be laid beside the current pawn."""
        pos = self.pawns[self.current]
        key = (len(self.lab.laid), pos)
        if self._draw_cache[0] != key:
            ok = self.lab.can_lay_beside(self._box_shapes(), pos, len(self.box) == 1)
            self._draw_cache = (key, ok)
        return self._draw_cache[1]

    def can_grow(self) -> bool:
        """Some tile left in the box could be laid somewhere in the labyrinth."""
        return bool(self.box) and self.lab.can_grow(self._box_shapes(), len(self.box) == 1)

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

    def attackable(self, seat: int | None = None) -> list[str]:
        seat = self.current if seat is None else seat
        here = self.tokens.get(self.pawns[seat])
        if not here:
            return []
        return [dragon for colour, dragon, item in _DRAGON_TABLE
                if dragon in here and colour in self.swords[seat]
                and item not in self.items[seat] and self.item_supply[item] > 0]

    def can_rescue(self, seat: int | None = None) -> bool:
        seat = self.current if seat is None else seat
        return (PRINCESS in self.tokens.get(self.pawns[seat], ())
                and len(self.items[seat]) == len(ITEMS))

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

    # moves ------------------------------------------------------------------------------
    def _roll(self, need: int, why: str) -> M.DieRolled:
        roll = self.rng.randint(1, DIE_SIDES)
        return M.DieRolled(self.current, roll, need, why, roll >= need)

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

    def _draw(self, action: DrawTile) -> list[Event]:
        if self.drawn:
            raise IllegalAction(N_("you have already drawn a tile this turn"))
        if not self.can_draw_here():
            raise IllegalAction(N_("no tile left in the box can be laid beside your tile"))
        self.drawn = True
        events: list[Event] = []
        tried: set[int] = set()
        closing = False  # the closing rule: keep drawing until a tile keeps the labyrinth open
        while True:
            pool = [t for t in self.box if t not in tried]
            tile = pool[self.rng.randrange(len(pool))]
            info = TILES[tile]
            events.append(M.TileDrawn(self.current, tile, info.shape, info.circle))
            allowed, fits = self.placements(tile)
            if allowed:
                self.box.remove(tile)  # into the hand
                self.hand, self.offers, self.phase = tile, allowed, PLACE
                return events
            tried.add(tile)
            if fits:
                closing = True
                events.append(M.TileReturned(self.current, tile, "it would close the labyrinth"))
            elif not closing:
                events.append(M.TileReturned(self.current, tile, "it does not fit here"))
                return events  # the one draw of the turn is spent; now step, teleport or stay
            else:
                events.append(M.TileReturned(self.current, tile, "it does not fit here either"))
            # can_draw_here() promised a tile that keeps the labyrinth open, so this ends.

    def _lay(self, action: LayTile) -> list[Event]:
        assert self.hand is not None
        tile = self.hand
        shape = TILES[tile].shape
        if action.side not in SIDES:
            raise IllegalAction(N_("the side must be one of N, E, S, W, not {side}"),
                                side=repr(action.side))
        if action.rotation not in ROTATIONS or isinstance(action.rotation, bool):
            raise IllegalAction(N_("turn a tile by 0, 90, 180 or 270 degrees, not {rotation}"),
                                rotation=repr(action.rotation))
        mask = rotate(SHAPES[shape], action.rotation)
        if not any(s == action.side and rotate(SHAPES[shape], r) == mask for s, r in self.offers):
            raise self._why_not_lay(action.side, mask)
        here = self.pawns[self.current]
        cell = neighbour(here, action.side)
        self.lab.lay(cell, tile, action.rotation)
        self.hand, self.offers = None, []
        self.pawns[self.current] = cell
        events: list[Event] = [
            M.TileLaid(self.current, tile, cell, action.rotation, sides_of(mask)),
            M.PawnMoved(self.current, here, cell, "lay"),
        ]
        if TILES[tile].circle:
            events.extend(self._discover(cell))
        if not self.complete and not self.can_grow():
            events.append(self._bat_hall())
        return self._move_done(events)

    def _why_not_lay(self, side: str, mask: int) -> IllegalAction:
        """(The table offers only the ways that fit: these are for saves and the command
        line, which name sides by their letters N, E, S, W.)"""
        sides = [s for s, _ in self.offers]
        if side not in sides:
            return IllegalAction(N_("the tile cannot be laid at the {side} side; it fits at "
                                    "{sides}"), side=side,
                                 sides=", ".join(sorted(set(sides))))
        return IllegalAction(N_("turned like that (open {open}) the tile does not fit at the "
                                "{side} side: the side facing you must be open and every side "
                                "must match its neighbour"),
                             open=sides_of(mask), side=side)

    def _discover(self, cell: Pos) -> list[Event]:
        token = self.face_down.pop(self.rng.randrange(len(self.face_down)))
        events: list[Event] = [M.TokenDrawn(self.current, token, cell)]
        if token in SWORDS:
            colour = token.split()[0]
            if colour not in self.swords[self.current]:
                self._take_sword(self.current, colour)
                events.append(M.SwordTaken(self.current, colour, cell))
                return events
            events.append(M.SwordLeft(self.current, colour, cell))
        self.tokens.setdefault(cell, []).append(token)
        self._tokens_obs = None
        return events

    def _bat_hall(self) -> M.LabyrinthComplete:
        self.complete = True
        come = tuple(sorted(t for t in self.face_down if t in BAT_HALL_TOKENS))
        aside = tuple(sorted(t for t in self.face_down if t not in BAT_HALL_TOKENS))
        self.face_down = []
        if come:
            self.tokens.setdefault(BAT_POS, []).extend(come)
            self._tokens_obs = None
        self.set_aside.extend(aside)
        self._cards_obs = None
        return M.LabyrinthComplete(come, aside)

    def _take_sword(self, seat: int, colour: str) -> None:
        self._cards_obs = None
        self.swords[seat].append(colour)
        self.swords[seat].sort(key=COLOURS.index)

    def _move_done(self, events: list[Event]) -> list[Event]:
        """After the move: pick up lying swords, then the attempt if there is one."""
        seat = self.current
        pos = self.pawns[seat]
        here = self.tokens.get(pos)
        if not here:
            return self._end_turn(events)
        if here:
            for colour in COLOURS:
                sword = f"{colour} sword"
                if sword in here and colour not in self.swords[seat]:
                    here.remove(sword)
                    self._tokens_obs = None
                    self._take_sword(seat, colour)
                    events.append(M.SwordTaken(seat, colour, pos))
            if not here:
                del self.tokens[pos]
        if self.attackable() or self.can_rescue():
            self.phase = ATTEMPT
            return events
        return self._end_turn(events)

    def _attack(self, action: Attack) -> list[Event]:
        target = action.target
        if target not in DRAGONS:
            raise IllegalAction(N_("attack which dragon? one of {dragons}, not {target}"),
                                dragons=", ".join(DRAGONS), target=repr(target))
        if target not in self.attackable():
            raise self._why_not_attack(target)
        event = self._roll(DRAGON_NEED, target)
        events: list[Event] = [event]
        if event.success:
            item = GUARDS[target.split()[0]]
            self.item_supply[item] -= 1
            self.items[self.current].append(item)
            self._cards_obs = None
            self.items[self.current].sort(key=ITEMS.index)
            events.append(M.ItemWon(self.current, item, target))
        return self._end_turn(events)

    def _why_not_attack(self, target: str) -> IllegalAction:
        colour = target.split()[0]
        item = GUARDS[colour]
        if target not in self.tokens.get(self.pawns[self.current], ()):
            return IllegalAction(NOT_ON_YOUR_TILE[target])
        if colour not in self.swords[self.current]:
            return IllegalAction(SWORD_NEEDED[target])
        if item in self.items[self.current]:
            return IllegalAction(ALREADY_HAVE[item])
        return IllegalAction(NONE_LEFT[item])

    def _rescue(self, action: Rescue) -> list[Event]:
        if not self.can_rescue():
            if len(self.items[self.current]) < len(ITEMS):
                raise self._missing([i for i in ITEMS if i not in self.items[self.current]])
            raise IllegalAction(N_("the princess is not on your tile"))
        event = self._roll(PRINCESS_NEED, PRINCESS)
        if not event.success:
            return self._end_turn([event])
        self.phase = OVER
        scores = tuple(len(self.items[s]) + (1 if s == self.current else 0) for s in range(self.n))
        # The reason is one catalogue message (the game-over screen translates it and
        # names the player at `seat`): alone at the table, the turn is the result.
        self._outcome = Outcome(scores, (self.current,),
                                N_("{player} rescued the princess on turn {turn}"),
                                (("seat", self.current), ("turn", self.turn_count)))
        return [event, M.PrincessRescued(self.current, self.turn_count)]

    @staticmethod
    def _missing(missing: list[str]) -> IllegalAction:
        """A rescue without all three items: which are missing, each by its word."""
        words = [ITEM_WORDS[i] for i in missing]
        if len(words) == 1:
            return IllegalAction(N_("to free the princess you need all three items; missing: "
                                    "{item}"), item=words[0])
        if len(words) == 2:
            return IllegalAction(N_("to free the princess you need all three items; missing: "
                                    "{item} and {other}"), item=words[0], other=words[1])
        return IllegalAction(N_("to free the princess you need all three items: the map, the "
                                "elixir and the key"))

    def _end(self, action: EndTurn) -> list[Event]:
        return self._end_turn([])

    def _end_turn(self, events: list[Event]) -> list[Event]:
        self.current = self.left_of(self.current)
        self.turn_count += 1
        self.drawn = False
        self.phase = self._turn_start_phase()
        events.append(M.TurnPassed(self.current))
        return events

    def tiles_seen(self) -> tuple[TileSeen, ...]:
        """(x, y, tile, rotation, open sides) of every laid tile, in the order laid."""
        count, seen = self._tiles_obs
        laid = self.lab.laid
        if count != len(laid):
            masks = self.lab.masks
            if count == len(laid) - 1:  # one more tile: extend the tuple, do not rebuild it
                (x, y), (t, r) = next(reversed(laid.items()))
                seen = seen + ((x, y, t, r, masks[(x, y)]),)
            else:
                seen = tuple((x, y, t, r, masks[(x, y)]) for (x, y), (t, r) in laid.items())
            self._tiles_obs = (len(laid), seen)
        return seen

    def cards_seen(self) -> CardsSeen:
        """(swords, items, tokens set aside, opening rolls) as tuples, rebuilt after a change."""
        if self._cards_obs is None:
            self._cards_obs = (tuple(map(tuple, self.swords)), tuple(map(tuple, self.items)),
                               tuple(self.set_aside), tuple(map(tuple, self.opening_rolls)))
        return self._cards_obs

    def tokens_seen(self) -> tuple[TokensSeen, ...]:
        """(x, y, face-up tokens) of every tile with tokens; the same object until one changes."""
        if self._tokens_obs is None:
            self._tokens_obs = tuple((x, y, tuple(toks)) for (x, y), toks in self.tokens.items())
        return self._tokens_obs

    # accounting -------------------------------------------------------------------------
    def token_census(self) -> list[str]:
        """Every token, wherever it is: face down, on the board, on player cards, set aside."""
        out = list(self.face_down) + list(self.set_aside)
        for toks in self.tokens.values():
            out.extend(toks)
        for s in range(self.n):
            out.extend(f"{c} sword" for c in self.swords[s])
            out.extend(self.items[s])
        for item, count in self.item_supply.items():
            out.extend([item] * count)
        return out

    def tile_census(self) -> list[int]:
        """Every tile: laid, in the box, or in the hand."""
        hand = [] if self.hand is None else [self.hand]
        return [t for t, _ in self.lab.laid.values()] + list(self.box) + hand

    def check(self) -> None:
        """Raise ValueError if the table does not add up (used on loading and by tests):
        the 60 tiles and 48 tokens of the box are all somewhere, every pawn stands on a
        laid tile, a tile waits in the hand exactly while it is being laid, and nobody
        holds two swords of one colour or two of one treasure."""
        if sorted(self.tile_census()) != _TILE_IDS:
            raise ValueError("the tiles do not add up to the 60 of the box")
        if sorted(self.token_census()) != _TOKENS:
            raise ValueError("the tokens do not add up to the 48 of the box")
        if self.phase not in (LEAVE, MOVE, PLACE, ATTEMPT, OVER):
            raise ValueError(f"unknown phase {self.phase!r}")
        if not 0 <= self.current < self.n:
            raise ValueError("nobody sits where the turn is")
        masks = self.lab.masks
        if len(self.pawns) != self.n or any(p not in masks for p in self.pawns):
            raise ValueError("a pawn stands off the labyrinth")
        if (self.hand is not None) != (self.phase == PLACE):
            raise ValueError("a tile is in the hand only while it is being laid")
        for cards in (*self.swords, *self.items):
            if len(set(cards)) != len(cards):
                raise ValueError("a player holds two of a kind")

    # saving -----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return self._saved({
            **{key: copy.deepcopy(getattr(self, key)) for key in _SAVED_AS_IS},
            "laid": [[x, y, t, r] for (x, y), (t, r) in self.lab.laid.items()],
            "tokens": [[x, y, list(toks)] for (x, y), toks in self.tokens.items()],
            "pawns": [list(p) for p in self.pawns],
            "offers": [list(o) for o in self.offers],
        })

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TajemnicaState:
        state = cls._restoring(data, {"starter": 0})
        for key in _SAVED_AS_IS:
            setattr(state, key, copy.deepcopy(data[key]))
        state.lab = Labyrinth({(int(x), int(y)): (int(t), int(r)) for x, y, t, r in data["laid"]})
        state.tokens = {(int(x), int(y)): [str(t) for t in toks] for x, y, toks in data["tokens"]}
        state.pawns = [(int(x), int(y)) for x, y in data["pawns"]]
        state.offers = [(str(s), int(r)) for s, r in data["offers"]]
        state.check()
        return state


_TILE_IDS = list(range(len(TILES)))
_TOKENS = sorted(ALL_TOKENS)

# Saved as they are (JSON-safe lists, numbers and strings); the rest is converted above
# (and the seats, generator, turns played and outcome by TableState).
_SAVED_AS_IS = ("box", "face_down", "item_supply", "set_aside", "swords", "items", "hand",
                "drawn", "complete", "current", "phase", "opening_rolls")

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
