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
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from castle_games.core.bots import BotLevels, KindMemory, KindPlayer, child_strength, grown
from castle_games.core.contract import Action, Event
from castle_games.core.rng import Rng
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.observe import TajemnicaObservation, tile_in_hand
from castle_games.games.tajemnica_zamku.rules import (
    COLOURS,
    DIE_SIDES,
    DRAGON_NEED,
    GUARDS,
    ITEMS,
    MIRROR,
    OPPONENTS,
    PRINCESS,
    PRINCESS_NEED,
)
from castle_games.games.tajemnica_zamku.tiles import (
    BIT,
    FITS,
    SHAPES,
    SIDES,
    TILES,
    cell_constraint,
    connected,
    neighbour,
    rotate,
)

Pos = tuple[int, int]
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
# The hard bot weighs the nearest this many swords of a colour it needs.
SWORD_CHOICES = 2


def p_success(need: int) -> float:
    return (DIE_SIDES - need + 1) / DIE_SIDES


class Memory:
    """What a bot keeps between turns: the labyrinth as laid so far (it only ever grows).

    Observations list the laid tiles in the order laid, so only the new ones are read.
    """

    def __init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        """Nothing laid yet (a new game)."""
        self.count = 0
        self.masks: dict[Pos, int] = {}
        self.links: dict[Pos, list[Pos]] = {}
        self.laid_ids: set[int] = set()
        self.drawable_cache: tuple[int, set[Pos]] = (-1, set())
        self.ends_of: dict[Pos, set[Pos]] = {}  # laid tile -> empty cells its open sides face
        self.shapes: list[str] = []  # shapes left in the box
        self.box_counts = {s: sum(1 for t in TILES if t.shape == s) for s in SHAPES}
        self.tokens_src: Any = None
        self.tokens: dict[Pos, Sequence[str]] = {}
        self.mirrors: list[Pos] = []
        self.goals_cache: tuple[Any, dict[Pos, set[str]]] = (None, {})
        self.adjacency_cache: tuple[Any, dict[Pos, list[Pos]]] = (None, {})

    def update(self, tiles: Sequence[Sequence[int]]) -> None:
        if len(tiles) < self.count:  # a different game: start again
            self.clear()
        for x, y, t, _r, m in tiles[self.count:]:
            pos = (x, y)
            self.masks[pos] = m
            self.laid_ids.add(t)
            self.links[pos] = [q for _, q in connected(self.masks, pos)]
            for q in self.links[pos]:
                self.links[q].append(pos)
            for side in SIDES:
                # tiles whose open side led here lose that open end; the new tile gains its own
                there = neighbour(pos, side)
                if there in self.ends_of:
                    self.ends_of[there].discard(pos)
                    if not self.ends_of[there]:
                        del self.ends_of[there]
                elif m & BIT[side] and there not in self.masks:
                    self.ends_of.setdefault(pos, set()).add(there)
            self.box_counts[TILES[t].shape] -= 1
        if len(tiles) != self.count:
            self.shapes = [s for s, c in self.box_counts.items() if c > 0]
        self.count = len(tiles)


class View:
    """An observation turned into handy lookups for one seat."""

    def __init__(self, obs: TajemnicaObservation, seat: int, memory: Memory | None = None) -> None:
        if memory is None:
            memory = Memory()
        memory.update(obs["tiles"])
        self.memory = memory
        self.masks = memory.masks
        self.laid_ids = memory.laid_ids
        src = obs["tokens"]
        if memory.tokens_src is not src:  # rebuilt only when a token has changed
            memory.tokens_src = src
            memory.tokens = {(x, y): toks for x, y, toks in src}
            memory.mirrors = [p for p, toks in memory.tokens.items() if MIRROR in toks]
            memory.goals_cache = (None, {})
        self.tokens_src = src
        self.tokens: dict[Pos, Sequence[str]] = memory.tokens
        self.mirrors: list[Pos] = memory.mirrors
        x, y = obs["pawns"][seat]
        self.here: Pos = (x, y)
        self.swords: Sequence[str] = obs["swords"][seat]
        self.items: Sequence[str] = obs["items"][seat]

    def wanted(self) -> set[str]:
        """Tokens worth walking to: swords and dragons for missing items, the princess."""
        want: set[str] = set()
        for colour in COLOURS:
            if GUARDS[colour] in self.items:
                continue
            if colour in self.swords:
                want.add(f"{colour} dragon")
            else:
                want.add(f"{colour} sword")
        if len(self.items) == len(ITEMS):
            want.add(PRINCESS)
        return want

    def goals(self) -> dict[Pos, set[str]]:
        """Where the wanted tokens lie."""
        key = (self.swords, self.items)
        if self.memory.goals_cache[0] == key:
            return self.memory.goals_cache[1]
        want = self.wanted()
        out = {}
        for pos, toks in self.tokens.items():
            hit = want.intersection(toks)
            if hit:
                out[pos] = hit
        self.memory.goals_cache = (key, out)
        return out

    def moves_from(self, pos: Pos) -> list[Pos]:
        out = self.memory.links[pos]
        if pos in self.tokens and MIRROR in self.tokens[pos]:
            out = out + [m for m in self.mirrors if m != pos]
        return out

    def drawable(self) -> set[Pos]:
        """Tiles beside which some tile left in the box could be laid (closing rule aside)."""
        memory = self.memory
        if memory.drawable_cache[0] == memory.count:
            return memory.drawable_cache[1]
        alive: dict[Pos, bool] = {}
        out = set()
        for pos, cells in memory.ends_of.items():
            for cell in cells:
                ok = alive.get(cell)
                if ok is None:
                    cmask, req = cell_constraint(self.masks, cell)
                    ok = alive[cell] = any(FITS[(s, cmask, req)] for s in memory.shapes)
                if ok:
                    out.add(pos)
                    break
        memory.drawable_cache = (memory.count, out)
        return out

    def adjacency(self) -> dict[Pos, list[Pos]]:
        """Every tile's moves: corridors, and mirror to mirror once two are found."""
        memory = self.memory
        if len(self.mirrors) < 2:
            return memory.links
        key = (memory.count, self.tokens_src)
        if memory.adjacency_cache[0] != key:
            adj = dict(memory.links)
            for m in self.mirrors:
                adj[m] = adj[m] + [o for o in self.mirrors if o != m]
            memory.adjacency_cache = (key, adj)
        return memory.adjacency_cache[1]

    def bfs_first_step(self, targets: set[Pos]) -> Pos | None:
        """The first tile on a shortest walk (mirrors included) to any target."""
        here = self.here
        if not targets or here in targets:
            return None
        adj = self.adjacency()
        first: dict[Pos, Pos | None] = {here: None}
        level: list[Pos] = []
        for p in adj[here]:
            if p not in first:
                first[p] = p
                level.append(p)
        while level:
            following: list[Pos] = []
            for p in level:
                if p in targets:
                    return first[p]
                via = first[p]
                for q in adj[p]:
                    if q not in first:
                        first[q] = via
                        following.append(q)
            level = following
        return None

    def open_after(self, side: str, mask: int) -> int:
        """How many open sides of a tile laid beside `here` would lead to empty cells."""
        cell = neighbour(self.here, side)
        return sum(1 for s in SIDES if mask & BIT[s] and neighbour(cell, s) not in self.masks)


def move_to(legal: Sequence[Action], target: Pos | None) -> Action | None:
    if target is None:
        return None
    for a in legal:
        if isinstance(a, M.Step | M.Teleport) and tuple(a.to) == target:
            return a
    return None


def toward_goal(view: View, legal: Sequence[Action],
                sight: int | None = None) -> Action | None:
    """Stay on a wanted tile (a dragon to try again), or take the first move of the
    shortest walk to one; None when no wanted token is in view (within `sight` steps as
    the crow flies, if given)."""
    goals: Collection[Pos] = view.goals()
    if sight is not None:
        x, y = view.here
        goals = [p for p in goals if abs(p[0] - x) + abs(p[1] - y) <= sight]
    if view.here in goals:
        return M.Stay()
    return move_to(legal, view.bfs_first_step(set(goals)))


def toward_drawing(view: View, legal: Sequence[Action]) -> Action | None:
    """Draw a tile where one can be drawn, or take the first move of the shortest walk to
    a tile where one can; None when there is none."""
    if any(isinstance(a, M.DrawTile) for a in legal):
        return M.DrawTile()
    return move_to(legal, view.bfs_first_step(view.drawable() - {view.here}))


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
        self.graph_key: tuple[int, Any] | None = None
        self.adj: dict[Pos, list[Pos]] = {}
        self.cost: dict[Pos, float] = {}
        self.paths: dict[Pos, tuple[dict[Pos, float], dict[Pos, Pos]]] = {}
        self.errand: Pos | None = None

    def graph(self, view: View) -> None:
        """Moves and their expected turns, kept until a tile is laid or a token changes."""
        key = self.graph_key
        if key is not None and key[0] == view.memory.count and key[1] is view.tokens_src:
            return
        self.graph_key = (view.memory.count, view.tokens_src)
        self.adj = {p: view.moves_from(p) for p in view.masks}
        self.cost = {}
        for p in view.masks:
            need = [OPPONENTS[t] for t in view.tokens.get(p, ()) if t in OPPONENTS]
            # leaving an opponent takes 1/p turns on average, the last one with the step
            self.cost[p] = 1.0 / p_success(need[0]) if need else 1.0
        self.paths = {}

    def dijkstra(self, view: View, start: Pos) -> tuple[dict[Pos, float], dict[Pos, Pos]]:
        """Expected turns from `start` to every tile, and the first move on the way."""
        self.graph(view)
        found = self.paths.get(start)
        if found is not None:
            return found
        adj, cost = self.adj, self.cost
        dist = {start: 0.0}
        first: dict[Pos, Pos] = {}
        heap: list[tuple[float, Pos]] = [(0.0, start)]
        while heap:
            d, p = heapq.heappop(heap)
            if d > dist[p]:
                continue
            nd = d + cost[p]
            via = first.get(p)
            for q in adj[p]:
                if nd < dist.get(q, 1e18) - 1e-9:
                    dist[q] = nd
                    first[q] = q if via is None else via
                    heapq.heappush(heap, (nd, q))
        self.paths[start] = (dist, first)
        return dist, first

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
        orders = self.errand_orders(view)
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
        if self.something_unknown(view):
            explore = self.explore_cost(view, dist_from[view.here])
            if explore is not None and explore + EXPLORE_MARGIN < best[1]:
                return None  # reveal more close by before the long walk
        return best[2]

    def something_unknown(self, view: View) -> bool:
        seen = {t for toks in view.tokens.values() for t in toks}
        if len(view.items) == len(ITEMS):
            return PRINCESS not in seen
        for colour in COLOURS:
            if GUARDS[colour] in view.items:
                continue
            if f"{colour} dragon" not in seen:
                return True
            if colour not in view.swords and f"{colour} sword" not in seen:
                return True
        return PRINCESS not in seen

    def errand_orders(self, view: View) -> list[list[tuple[Pos, float]]]:
        """Sequences of (tile, expected turns spent there) through what is known and wanted.

        Swords and dragons may interleave (both swords first, then both dragons), each
        sword before its dragon; a known princess closes every order, so the last dragon
        chosen is one near her.
        """
        where: dict[str, list[Pos]] = {}
        for pos, toks in view.tokens.items():
            for t in toks:
                where.setdefault(t, []).append(pos)
        princess = [(p, 1.0 / p_success(PRINCESS_NEED)) for p in where.get(PRINCESS, [])[:1]]
        if len(view.items) == len(ITEMS):
            return [princess] if princess else []
        dragon_turns = 1.0 / p_success(DRAGON_NEED)
        # per colour still to do: the ways to do it, each (sword tile or None, dragon tile or None)
        chains: list[list[tuple[Pos | None, Pos | None]]] = []
        for colour in COLOURS:
            if GUARDS[colour] in view.items:
                continue
            dragon = where.get(f"{colour} dragon", [None])[0]
            ways: list[tuple[Pos | None, Pos | None]]
            if colour in view.swords:
                ways = [(None, dragon)] if dragon else []
            else:
                # the sword is picked up on arrival; the nearest few are worth weighing
                swords = sorted(where.get(f"{colour} sword", []),
                                key=lambda p: (abs(p[0] - view.here[0]) + abs(p[1] - view.here[1]), p))
                ways = [(sw, dragon) for sw in swords[:SWORD_CHOICES]]
            if ways:
                chains.append(ways)
        if not chains:
            return []
        complete = len(chains) == len(ITEMS) - len(view.items) and all(
            d is not None for ways in chains for _, d in ways)
        tail = princess if complete else []
        orders: list[list[tuple[Pos, float]]] = []
        for combo in itertools.product(*chains):
            stops: list[tuple[int, tuple[Pos, float]]] = []  # (colour index, stop); sword first
            for i, (sw, dragon) in enumerate(combo):
                if sw is not None:
                    stops.append((i, (sw, 0.0)))
                if dragon is not None:
                    stops.append((i, (dragon, dragon_turns)))
            for perm in itertools.permutations(range(len(stops))):
                seen: set[int] = set()
                ok = True
                for k in perm:
                    i, stop = stops[k]
                    if stop[1] > 0 and combo[i][0] is not None and i not in seen:
                        ok = False  # a dragon before its sword
                        break
                    seen.add(i)
                if ok:
                    orders.append([stops[k][1] for k in perm] + tail)
        return orders

    def explore_cost(self, view: View, dist: Mapping[Pos, float]) -> float | None:
        spots = view.drawable()
        costs = [dist[p] for p in spots if p in dist]
        return min(costs) if costs else None

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
        shapes = view.memory.shapes
        lays = [a for a in legal if isinstance(a, M.LayTile)]  # all of them, while laying

        def score(a: M.LayTile) -> tuple[float, int]:
            mask = rotate(SHAPES[shape], a.rotation)
            cell = neighbour(view.here, a.side)
            masks = dict(view.masks)
            masks[cell] = mask
            alive = 0
            for s in SIDES:
                there = neighbour(cell, s)
                if mask & BIT[s] and there not in masks:
                    key = cell_constraint(masks, there)
                    alive += 1 if any(FITS[(sh, *key)] for sh in shapes) else 0
            return (alive, -lays.index(a))

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

