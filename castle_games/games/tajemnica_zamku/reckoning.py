"""What a Tajemnica Zamku computer player reckons from what it sees, before it chooses.

The labyrinth as laid so far (`Memory`, kept between turns: it only ever grows) and one
observation turned into handy lookups for a seat (`View`): where the wanted tokens lie, the
moves from every tile, where a new tile could still be laid. From these: the first move of
a shortest walk (`toward_goal`, `toward_drawing`), and for the hard player the labyrinth
weighed in expected turns (`ExpectedTurns`: leaving an opponent costs 12/(13-need) turns on
the d12) and the orders in which the swords and dragons it needs could be fetched
(`errand_orders`). Which of them to take is bot.py's: the levels choose, this reckons.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from castle_games.core.contract import Action
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.dragons import DRAGON_NEED, PRINCESS_NEED
from castle_games.games.tajemnica_zamku.observe import TajemnicaObservation
from castle_games.games.tajemnica_zamku.table import DIE_SIDES
from castle_games.games.tajemnica_zamku.tiles import (
    BIT,
    FITS,
    SHAPES,
    SIDES,
    TILES,
    cell_constraint,
    connected,
    neighbour,
)
from castle_games.games.tajemnica_zamku.tokens import (
    COLOURS,
    GUARDS,
    ITEMS,
    MIRROR,
    OPPONENTS,
    PRINCESS,
)

Pos = tuple[int, int]

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

    def alive_after(self, side: str, mask: int) -> int:
        """How many open sides of a tile laid beside `here` would lead to empty cells that
        some tile left in the box could still fill."""
        cell = neighbour(self.here, side)
        masks = dict(self.masks)
        masks[cell] = mask
        alive = 0
        for s in SIDES:
            there = neighbour(cell, s)
            if mask & BIT[s] and there not in masks:
                key = cell_constraint(masks, there)
                alive += 1 if any(FITS[(sh, *key)] for sh in self.memory.shapes) else 0
        return alive


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


class ExpectedTurns:
    """The labyrinth weighed in expected turns (the hard player's): every tile's moves, what
    leaving it costs, and the cheapest ways from a tile to every other."""

    def __init__(self) -> None:
        self.graph_key: tuple[int, Any] | None = None
        self.adj: dict[Pos, list[Pos]] = {}
        self.cost: dict[Pos, float] = {}
        self.paths: dict[Pos, tuple[dict[Pos, float], dict[Pos, Pos]]] = {}

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


def something_unknown(view: View) -> bool:
    """Something the seat needs still lies face down: exploring may turn it up."""
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


def errand_orders(view: View) -> list[list[tuple[Pos, float]]]:
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


def explore_cost(view: View, dist: Mapping[Pos, float]) -> float | None:
    """How far (by `dist`) the nearest tile is beside which a new tile can be laid."""
    spots = view.drawable()
    costs = [dist[p] for p in spots if p in dist]
    return min(costs) if costs else None
