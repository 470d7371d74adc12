"""Tajemnica Zamku computer players. They read only observations: what lies on the table.

What a bot wants follows from its player card: a sword of each colour whose item it
lacks, then that colour's dragon, then (with all three items) the princess. Where those
lie is known only once their tokens are face up; until then the labyrinth must grow.
- easy: random but sensible. Always rolls, attacks and rescues when it can; lays a drawn
  tile any way it fits; otherwise heads for something it wants 60 % of the time, explores
  (draws a tile, or walks to where one can be laid) some more, and wanders the rest.
- normal: walks the shortest way to what it wants; with nothing in view it explores:
  draws a tile where it can, or walks to the nearest tile a new tile can be laid beside,
  and lays tiles so the labyrinth keeps many open corridors. A share of its turns it is
  distracted and plays as easy (NORMAL_DISTRACTED), so that hard is a clear step above.
- hard: plans with expected numbers of turns (expert was the same player: merged into it). Leaving an opponent costs 12/(13-need)
  turns on the d12, a dragon 12/5, the princess 12/3; a shortest-path search (Dijkstra,
  mirrors included) over those costs orders the swords and dragons it needs, and weighs a
  far errand against exploring close by.
- kind: lets a young child win about half the time: plays a share of its moves as hard
  and the others as a distracted grown-up (the slower way, never standing still), by a
  strength learned across games and leaning with the score (core.bots.Kindness; KindBot
  below).
- child (simulate only): a model of a five-year-old, to measure kind by (ChildBot below).

What each level sees and weighs (the labyrinth remembered, the shortest walks, expected
turns, the orders of errands) is reckoned in reckoning.py; here each level chooses.
"""

from __future__ import annotations

from collections.abc import Sequence

from castle_games.core.bots import BotLevels, KindMemory, KindPlayer, child_strength, grown
from castle_games.core.contract import Action, Event
from castle_games.core.rng import Rng
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.observe import TajemnicaObservation, tile_in_hand
from castle_games.games.tajemnica_zamku.reckoning import (
    ExpectedTurns,
    Memory,
    Pos,
    View,
    errand_orders,
    explore_cost,
    move_to,
    something_unknown,
    toward_drawing,
    toward_goal,
)
from castle_games.games.tajemnica_zamku.tiles import SHAPES, TILES, rotate

# The easy bot heads for what it wants when a random number is below GOAL_CHANCE, explores
# below DRAW_CHANCE, and wanders otherwise (hard then wins about 90 % of two-player games).
GOAL_CHANCE = 0.6
DRAW_CHANCE = 0.7
# The normal bot plays this share of its turns as easy does (NormalBot.distracted).
NORMAL_DISTRACTED = 0.45
# The hard bot explores where the walk there plus this share of the walk on is shortest.
EXPLORE_DETOUR = 0.5
# ... and explores rather than walk an errand whose first leg is this many turns longer.
EXPLORE_MARGIN = 2.0


def forced(legal: Sequence[Action]) -> Action | None:
    """Moves any sensible player makes: the only one, the roll, an attack, the rescue."""
    if len(legal) == 1:
        return legal[0]
    for a in legal:
        if isinstance(a, M.Rescue | M.Attack | M.RollToLeave):
            return a
    return None


class EasyBot:
    # How often it wanders off instead (1 - draw), and heads for a wanted token it knows
    # of (goal); how far it notices one (None: anywhere).
    draw_chance = DRAW_CHANCE
    goal_chance = GOAL_CHANCE
    sight: int | None = None

    def __init__(self, seat: int, level: str = "easy", seed: int = 0) -> None:
        self.seat = seat
        self.level = level
        self.base = seed * 1000003 + seat
        self.rng = Rng(self.base)
        self.seen = 0
        self.memory = Memory()

    def notice(self, events: Sequence[Event]) -> None:
        # A fresh generator per action seen: a bot rebuilt from a save (which replays the
        # notices) draws exactly what the original would have drawn.
        self.seen += 1
        self.rng = Rng(self.base * 1_000_033 + self.seen)

    def choose(self, observation: TajemnicaObservation, legal: Sequence[Action]) -> Action:
        act = forced(legal)
        if act is not None:
            return act
        if isinstance(legal[0], M.LayTile):
            return self.rng.choice(list(legal))
        chance = self.rng.random()
        if chance >= self.draw_chance:
            return self.wander(legal)
        view = View(observation, self.seat, self.memory)
        if chance < self.goal_chance:
            act = toward_goal(view, legal, self.sight)
            if act is not None:
                return act
        act = toward_drawing(view, legal)
        if act is not None:
            return act
        return self.lost(view, legal)

    def lost(self, view: View, legal: Sequence[Action]) -> Action:
        """Nothing it wants in sight and nothing to explore: easy wanders off."""
        return self.wander(legal)

    def wander(self, legal: Sequence[Action]) -> Action:
        """Any move but staying put (staying only when nothing else is left)."""
        moves = [a for a in legal if not isinstance(a, M.Stay)] or list(legal)
        return self.rng.choice(moves)


class NormalBot(EasyBot):
    # The share of its turns a normal player is distracted and plays as easy does (hard and
    # the levels built on it never are): without it, normal walked hard's ways too and
    # hard won hardly more than half their games.
    distracted = NORMAL_DISTRACTED

    def choose(self, observation: TajemnicaObservation, legal: Sequence[Action]) -> Action:
        act = forced(legal)
        if act is not None:
            return act
        if self.distracted and self.rng.random() < self.distracted:
            return EasyBot.choose(self, observation, legal)
        view = View(observation, self.seat, self.memory)
        if isinstance(legal[0], M.LayTile):
            return self.lay(view, legal, observation)
        return self.move(view, legal)

    def move(self, view: View, legal: Sequence[Action]) -> Action:
        """The move of the turn (nothing forced, no tile in the hand): the nearest goal."""
        act = toward_goal(view, legal)
        if act is not None:
            return act
        return self.explore(view, legal)

    def explore(self, view: View, legal: Sequence[Action]) -> Action:
        act = toward_drawing(view, legal)
        if act is not None:
            return act
        return self.roam(legal)

    def roam(self, legal: Sequence[Action]) -> Action:
        """A step or a teleport at random; staying only when there is neither."""
        moves = [a for a in legal if isinstance(a, M.Step | M.Teleport)]
        return self.rng.choice(moves) if moves else M.Stay()

    def lay(self, view: View, legal: Sequence[Action], obs: TajemnicaObservation) -> Action:
        shape = TILES[tile_in_hand(obs)].shape
        lays = [a for a in legal if isinstance(a, M.LayTile)]  # all of them, while laying
        best = max(view.open_after(a.side, rotate(SHAPES[shape], a.rotation)) for a in lays)
        return self.rng.choice([a for a in lays
                                if view.open_after(a.side, rotate(SHAPES[shape], a.rotation)) == best])


class HardBot(NormalBot):
    """Plans by expected turns over a weighted labyrinth."""

    distracted = 0.0  # never plays as easy (kind and the hint, built on it, neither)

    def __init__(self, seat: int, level: str = "hard", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        self.turns = ExpectedTurns()
        self.errand: Pos | None = None

    def dijkstra(self, view: View, start: Pos) -> tuple[dict[Pos, float], dict[Pos, Pos]]:
        """Expected turns from `start` to every tile, and the first move on the way."""
        return self.turns.dijkstra(view, start)


    def move(self, view: View, legal: Sequence[Action]) -> Action:
        """The move of the turn: towards the planned errand, or exploring."""
        target = self.plan(view)
        if target == view.here:
            return M.Stay()
        if target is not None:
            _, first = self.dijkstra(view, view.here)
            act = move_to(legal, first.get(target))
            if act is not None:
                return act
        return self.explore_weighted(view, legal)

    def plan(self, view: View) -> Pos | None:
        """The tile to head for next, or None to explore."""
        self.errand = None
        orders = errand_orders(view)
        if not orders:
            return None
        stops = {p for order in orders for p, _ in order}
        dist_from = {view.here: self.dijkstra(view, view.here)[0]}
        for p in stops:
            dist_from.setdefault(p, self.dijkstra(view, p)[0])
        best: tuple[float, float, Pos] | None = None
        for order in orders:
            cost, pos, first_leg = 0.0, view.here, 0.0
            for i, (g, extra) in enumerate(order):
                d = dist_from[pos].get(g)
                if d is None:
                    break
                # the first try at a dragon or the princess comes in the turn of arrival
                cost += d + extra - (1.0 if d > 0 and extra > 0 else 0.0)
                if i == 0:
                    first_leg = d
                pos = g
            else:
                if best is None or cost < best[0]:
                    best = (cost, first_leg, order[0][0])
        if best is None:
            return None
        self.errand = best[2]
        if something_unknown(view):
            explore = explore_cost(view, dist_from[view.here])
            if explore is not None and explore + EXPLORE_MARGIN < best[1]:
                return None  # reveal more close by before the long walk
        return best[2]


    def explore_weighted(self, view: View, legal: Sequence[Action]) -> Action:
        if any(isinstance(a, M.DrawTile) for a in legal):
            return M.DrawTile()
        dist, first = self.dijkstra(view, view.here)
        spots = [p for p in view.drawable() if p in dist and p != view.here]
        if spots:
            # explore on the way to the next errand, if there is one
            after = self.dijkstra(view, self.errand)[0] if self.errand else {}
            target = min(spots, key=lambda p: (dist[p] + EXPLORE_DETOUR * after.get(p, 0.0), p))
            act = move_to(legal, first.get(target))
            if act is not None:
                return act
        return self.roam(legal)

    def lay(self, view: View, legal: Sequence[Action], obs: TajemnicaObservation) -> Action:
        """Keep the labyrinth growing: open corridors towards cells a tile can still fill."""
        shape = TILES[tile_in_hand(obs)].shape
        lays = [a for a in legal if isinstance(a, M.LayTile)]  # all of them, while laying

        def score(a: M.LayTile) -> tuple[float, int]:
            return (view.alive_after(a.side, rotate(SHAPES[shape], a.rotation)), -lays.index(a))

        return max(lays, key=score)


# -- a young child, and the kind player who lets one win -----------------------------------
# A five-year-old at this table (simulate's "child", a yardstick for the kind level, never
# an opponent for people). Everything here lies face up, so memory does not come into it;
# what a child lacks is overview and patience. It sees roughly: a sword or dragon it wants
# catches its eye only within CHILD_SIGHT squares of its pawn (counted along the rows and
# columns); it goes for one CHILD_GOAL of its moves, draws or walks to draw a tile some
# more (up to CHILD_DRAW), and otherwise takes a step wherever it likes; a drawn tile goes
# any way it fits (against easy it wins about 3 games in 10). When nothing it wants is in
# sight and no tile is left to draw it looks around the whole board and heads for what it
# wants: a child bored of an empty corridor does not walk it for ever. It is impulsive
# where that is right anyway: it always rolls to leave, attacks a dragon and tries the
# princess whenever it may. Each number is (the youngest child, the five-year-old): a
# younger child ("child:0.5", core.bots.child_strength) is in between.
# Honest like every level: it knows only what its seat sees (the observation and the
# events of its seat, remembered its own way) and it always tries to win; each weakness
# is one a young child has, none is a move made in order to lose.
CHILD_SIGHT = (4, 8)
CHILD_GOAL = (0.45, 0.6)
CHILD_DRAW = (0.7, 0.8)


class Childlike:
    """A child's way to move (on an EasyBot's frame): at the strength `grow` sets."""

    draw_chance: float
    goal_chance: float
    sight: int | None
    rng: Rng

    def grow(self, strength: float) -> None:
        self.draw_chance = grown(*CHILD_DRAW, strength)
        self.goal_chance = grown(*CHILD_GOAL, strength)
        self.sight = grown(*CHILD_SIGHT, strength)

    def lost(self, view: View, legal: Sequence[Action]) -> Action:
        """Nothing it wants in sight and nothing to explore: it looks further."""
        act = toward_goal(view, legal)
        if act is not None and not isinstance(act, M.Stay):
            return act
        return self.wander(legal)

    def wander(self, legal: Sequence[Action]) -> Action:
        """Any move but staying put (staying only when nothing else is left)."""
        moves = [a for a in legal if not isinstance(a, M.Stay)] or list(legal)
        return self.rng.choice(moves)


class ChildBot(Childlike, EasyBot):
    """A model of a young child (simulate only): an easy player with the numbers CHILD_*
    (it notices wanted tokens only within its sight until nothing is left to explore)."""

    def __init__(self, seat: int, level: str = "child", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        strength = child_strength(level)
        self.grow(1.0 if strength is None else strength)


# The kind player: its strength s (core.bots.Kindness), leaning with its lead (two points
# an item, one a sword; one unit every KIND_UNIT points), is the share of its moves it
# thinks through as hard does. The others it makes like a distracted grown-up, as the
# youngest child moves (Childlike at strength 0): it overlooks what is not close by, takes
# the slower way or a step off it, explores when it could be heading for a sword, and lays
# a drawn tile any way it fits. It never stands still to lose: its slow moves still go
# somewhere. What every player does anyway it does too: it rolls to leave, attacks a
# dragon and tries the princess whenever it may. It never sees a face-down token.
KIND_UNIT = 2.0


class KindBot(KindPlayer, Childlike, HardBot):
    """Lets a young child win about half the time, playing weaker only as a person does."""

    kind_game = "tajemnica-zamku"
    kind_unit = KIND_UNIT

    def __init__(self, seat: int, level: str = "kind", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        self.players = 2
        self.grow(0.0)

    def meet(self, memory: KindMemory, opponents: Sequence[str] = ()) -> None:
        super().meet(memory, opponents)
        self.players = len(opponents) + 1 if opponents else self.players

    def game_end(self, event: Event) -> tuple[Sequence[int], int] | None:
        # (the rescue ends the game: whoever freed the princess won)
        return ([event.seat], self.players) if isinstance(event, M.PrincessRescued) else None

    def choose(self, observation: TajemnicaObservation, legal: Sequence[Action]) -> Action:
        self.players = len(observation["pawns"])
        act = forced(legal)
        if act is not None:
            return act
        points = [2 * len(items) + len(swords)
                  for items, swords in zip(observation["items"], observation["swords"])]
        s = self.strength_now(points)
        if self.rng.random() < s:
            return super().choose(observation, legal)
        return EasyBot.choose(self, observation, legal)


# The computer levels, each a class taking (seat, level, seed); the manifest refuses others.
# "expert" was HardBot again, a name only: merged into hard (game.toml's seat_levels; a
# saved expert seat plays hard). "child" is for simulate only (no seat may have it).
BOTS: BotLevels[TajemnicaObservation] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot,
        "kind": KindBot, "child": ChildBot}
