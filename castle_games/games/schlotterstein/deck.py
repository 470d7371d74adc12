"""The 36 ghost cards: a fixed, printed deck, made once from a fixed seed.

Each card is a little castle room (400 x 300 design units, floor from y = 150 down) showing
exactly 12 different residents, each drawn big, middle or small. About a quarter of the
figures on a card stand partly behind a piece of furniture or behind somebody else. Over
the deck each resident appears on 21 or 22 cards (36 x 12 = 432 = 12 x 22 + 8 x 21).

The deck is generated at import with `castle_games.core.rng.Rng(DECK_SEED)`, so it is the
same in every game and on every machine; `fingerprint()` hashes it so that a test notices
if it ever changes. No pygame here: `art.py` draws what this module places.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache

from castle_games.core.rng import Rng
from castle_games.games.schlotterstein.residents import NAMES, RESIDENTS, resident

DECK_SEED = 20_240_613   # the printing of the deck; changing it changes every card
N_CARDS = 36
PER_CARD = 12
CARD_W, CARD_H = 400.0, 300.0   # design units; a card is 4:3 landscape
FLOOR_Y = 150.0                 # where the back wall meets the floor

SIZES = ("big", "middle", "small")
SIZE_HEIGHT = {"big": 96.0, "middle": 70.0, "small": 48.0}
TRIES = 60  # random spots tried per figure
# How much a figure of each size catches the eye (a small figure is easily overlooked).
SIZE_WEIGHT = {"big": 1.0, "middle": 0.72, "small": 0.46}

# Furniture that can hide a figure from below (width / height of its box); the curtain
# hangs at the card's left or right edge and hides a figure from the side.
FURNITURE_ASPECT = {
    "sofa": 2.2, "table": 1.9, "barrel": 0.82, "chest": 1.6, "armchair": 1.05,
    "cauldron": 1.45, "plant": 0.75, "bench": 2.4,
}
FURNITURE_KINDS = tuple(FURNITURE_ASPECT)
CURTAIN = "curtain"

HIDDEN_MIN, HIDDEN_MAX = 0.25, 0.62   # a hidden figure loses a quarter to ~60 % of itself
SEEN_MAX = 0.10                        # everybody else is at most grazed


class _Placed:
    """Something standing on a card in its box: left `x`, top `y`, width `w`, height `h`.

    Not a dataclass: each one below declares the four among its own fields, in its order.
    """

    x: float
    y: float
    w: float
    h: float

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def box(self) -> tuple[float, float, float, float]:
        return (self.x, self.y, self.w, self.h)


@dataclass(frozen=True)
class Figure(_Placed):
    """One resident on a card: its box (design units), size, and how much is hidden."""

    resident: str   # the resident's name
    size: str       # 'big' | 'middle' | 'small'
    x: float        # left
    y: float        # top
    w: float
    h: float
    hidden: float   # fraction of the box covered by what stands in front (0..1)
    behind: str = ""  # what hides it: a furniture kind or a resident's name; '' if seen whole


@dataclass(frozen=True)
class Furniture(_Placed):
    kind: str
    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True, eq=False)   # compared by identity: there is one printed deck
class GhostCard:
    number: int                          # 1..36, printed in a corner
    figures: tuple[Figure, ...]          # back to front (drawing order)
    furniture: tuple[Furniture, ...]
    decor: int                           # which wall decoration the room has (art only)

    @property
    def residents(self) -> tuple[str, ...]:
        return tuple(f.resident for f in self.figures)

    def shows(self, name: str) -> bool:
        return name in _names_on(self)

    def figure(self, name: str) -> Figure | None:
        for f in self.figures:
            if f.resident == name:
                return f
        return None

    def __repr__(self) -> str:
        return f"GhostCard({self.number})"


@lru_cache(maxsize=256)
def _names_on(card: GhostCard) -> frozenset[str]:
    return frozenset(f.resident for f in card.figures)


def layers(card: GhostCard) -> list[Figure | Furniture]:
    """Everything on the card, back to front: what stands lower on the card is nearer.

    The curtain hangs in front of everything; ties put furniture in front of a figure.
    """
    items: list[tuple[float, int, int, Figure | Furniture]] = []
    for i, f in enumerate(card.figures):
        items.append((f.bottom, 0, i, f))
    for j, u in enumerate(card.furniture):
        depth = CARD_H + 1 if u.kind == CURTAIN else u.bottom
        items.append((depth, 1, j, u))
    items.sort(key=lambda t: (t[0], t[1], t[2]))
    return [t[3] for t in items]


@lru_cache(maxsize=2048)
def visibility(card: GhostCard, name: str) -> float:
    """How easy the resident is to spot on the card: size weight x unhidden fraction.

    0 when the resident is not on the card; 1 for a big figure seen whole.
    """
    f = card.figure(name)
    if f is None:
        return 0.0
    return SIZE_WEIGHT[f.size] * (1.0 - f.hidden)


@lru_cache(maxsize=256)
def crowding(card: GhostCard) -> float:
    """How busy the card looks, 0..1: share of hidden and small figures and furniture."""
    hidden = sum(1 for f in card.figures if f.hidden > 0)
    small = sum(1 for f in card.figures if f.size == "small")
    area = sum(f.w * f.h for f in card.figures) + sum(u.w * u.h for u in card.furniture)
    raw = 0.35 * hidden / 4 + 0.25 * small / 5 + 0.4 * min(1.0, area / (CARD_W * CARD_H))
    return round(min(1.0, raw), 4)


# -- generation -----------------------------------------------------------------------------
def _memberships(rng: Rng) -> list[list[str]]:
    """Which 12 residents each card shows; 12 residents on 22 cards and 8 on 21.

    Each card takes the residents with the most appearances still owed (ties broken at
    random). Taking the largest remaining quotas first always completes (Gale-Ryser), and
    keeps every resident's remaining quota within one of the others'.
    """
    order = list(NAMES)
    rng.shuffle(order)
    quota = {name: (22 if i < 12 else 21) for i, name in enumerate(order)}
    cards: list[list[str]] = []
    for _ in range(N_CARDS):
        keys = {name: rng.random() for name in NAMES}
        chosen = sorted(NAMES, key=lambda n: (-quota[n], keys[n]))[:PER_CARD]
        for name in chosen:
            quota[name] -= 1
        cards.append(chosen)
    assert all(q == 0 for q in quota.values())
    rng.shuffle(cards)
    return cards


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> float:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _occluder_box(item: Figure | Furniture) -> tuple[float, float, float, float]:
    """The part of an item that really covers what is behind it.

    A figure's drawing is narrower than its box (round heads, arms), so as a cover it
    counts with a slimmer box; furniture fills its box.
    """
    if isinstance(item, Figure):
        inset = item.w * 0.12
        return (item.x + inset, item.y + item.h * 0.06, item.w - 2 * inset, item.h * 0.94)
    return item.box


def covered_fraction(target: Figure, in_front: list[Figure | Furniture], grid: int = 10) -> float:
    """The share of the figure's box behind the given items (sampled on a grid)."""
    boxes = [b for b in (_occluder_box(i) for i in in_front) if _overlap(b, target.box) > 0]
    if not boxes:
        return 0.0
    hit = 0
    for gy in range(grid):
        py = target.y + (gy + 0.5) * target.h / grid
        for gx in range(grid):
            px = target.x + (gx + 0.5) * target.w / grid
            for bx, by, bw, bh in boxes:
                if bx <= px <= bx + bw and by <= py <= by + bh:
                    hit += 1
                    break
    return hit / (grid * grid)


def _sizes(rng: Rng) -> list[str]:
    n_big = rng.randint(3, 4)
    n_small = rng.randint(3, 5)
    sizes = ["big"] * n_big + ["small"] * n_small + ["middle"] * (PER_CARD - n_big - n_small)
    rng.shuffle(sizes)
    return sizes


def _box_for(name: str, size: str, cx: float, bottom: float) -> tuple[float, float, float, float]:
    h = SIZE_HEIGHT[size]
    w = h * resident(name).aspect
    return (round(cx - w / 2, 1), round(bottom - h, 1), round(w, 1), round(h, 1))


def _fits(box: tuple[float, float, float, float]) -> bool:
    x, y, w, h = box
    return x >= 2 and y >= 2 and x + w <= CARD_W - 2 and y + h <= CARD_H - 2


def _try_layout(names: list[str], rng: Rng) -> tuple[list[Figure], list[Furniture]] | None:
    """One attempt at placing a card; None when it came out too cluttered."""
    sizes = _sizes(rng)
    n_hidden = rng.choice((2, 3, 3, 3, 4))
    hidden_idx = set(rng.sample(range(PER_CARD), n_hidden))
    placed: list[Figure] = []
    furniture: list[Furniture] = []
    plan: dict[str, str] = {}   # resident -> what is meant to hide it
    # Who hides behind somebody (placed last, next to a figure already standing) and who
    # behind furniture (placed first, on the floor, while there is room for a sofa).
    behind_someone = {i for i in hidden_idx if rng.random() < 0.3}
    order = sorted(range(PER_CARD), key=lambda i: (
        0 if i in hidden_idx - behind_someone else 2 if i in behind_someone else 1,
        SIZES.index(sizes[i])))
    for i in order:
        name, size = names[i], sizes[i]
        if i in behind_someone:
            moved = None
            for _ in range(12):
                moved = _figure_in_front(Figure(name, size, 0, 0, 0, SIZE_HEIGHT[size], 0.0),
                                         placed, furniture, rng)
                if moved is not None:
                    break
            if moved is None:
                return None
            plan[name], fig = moved
            placed.append(fig)
            continue
        spot = _free_spot(name, size, placed, furniture, rng, on_floor=i in hidden_idx)
        if spot is None:
            return None
        fig = Figure(name, size, *spot, hidden=0.0)
        if i in hidden_idx:
            cover = _cover(fig, placed, furniture, rng)
            if cover is None:
                return None
            plan[name] = cover
        placed.append(fig)
    # Everything placed: measure what really hides what, in drawing order.
    probe = GhostCard(0, tuple(placed), tuple(furniture), 0)
    stack = layers(probe)
    final: list[Figure] = []
    for k, item in enumerate(stack):
        if not isinstance(item, Figure):
            continue
        frac = round(covered_fraction(item, stack[k + 1:]), 2)
        wanted = plan.get(item.resident)
        if wanted is None and frac > SEEN_MAX:
            return None
        if wanted is not None and not HIDDEN_MIN <= frac <= HIDDEN_MAX:
            return None
        final.append(Figure(item.resident, item.size, item.x, item.y, item.w, item.h,
                            frac if wanted else 0.0, wanted or ""))
    return final, furniture


def _free_spot(name: str, size: str, placed: list[Figure], furniture: list[Furniture],
               rng: Rng, on_floor: bool = False) -> tuple[float, float, float, float] | None:
    """The least crowded of some random spots (a figure may stand on a shelf or the floor).

    A figure meant to hide behind furniture stands `on_floor`: sofas do not hang on walls.
    """
    h = SIZE_HEIGHT[size]
    w = round(h * resident(name).aspect, 1)
    low = FLOOR_Y + 12 if on_floor else h + 4
    high = CARD_H - 26 if on_floor else CARD_H - 4
    # Plain tuples and inlined overlaps: this loop is most of the deck's making time.
    others = [(o.x, o.y, o.x + o.w, o.y + o.h, min(w * h, o.w * o.h)) for o in placed]
    furn = [(u.x, u.y, u.x + u.w, u.y + u.h) for u in furniture]
    best, best_cost = None, 1.0e9
    for _ in range(TRIES):
        cx = 4 + rng.random() * (CARD_W - 8)
        bottom = low + rng.random() * (high - low)
        x0, y0 = round(cx - w / 2, 1), round(bottom - h, 1)
        x1, y1 = x0 + w, y0 + h
        if x0 < 2 or y0 < 2 or x1 > CARD_W - 2 or y1 > CARD_H - 2:
            continue
        if any(x0 < fx1 and fx0 < x1 and y0 < fy1 and fy0 < y1 for fx0, fy0, fx1, fy1 in furn):
            continue
        cost = 0.0
        for ox0, oy0, ox1, oy1, smaller in others:
            ow = min(x1, ox1) - max(x0, ox0)
            oh = min(y1, oy1) - max(y0, oy0)
            if ow > 0 and oh > 0:
                cost = max(cost, ow * oh / smaller)
                if cost >= best_cost:
                    break
        if cost < best_cost:
            best, best_cost = (x0, y0, w, h), cost
            if cost == 0.0:
                break
    if best is None or best_cost > 0.05:
        return None
    return best


def _cover(fig: Figure, placed: list[Figure], furniture: list[Furniture], rng: Rng) -> str | None:
    """Put a piece of furniture (or the curtain) in front of `fig`; returns its kind."""
    for _ in range(30):
        if rng.random() < 0.15:
            curtain = _curtain_for(fig, furniture, rng)
            if curtain is not None:
                furniture.append(curtain)
                return CURTAIN
            continue
        kind = rng.choice(FURNITURE_KINDS)
        share = HIDDEN_MIN + 0.08 + rng.random() * 0.22
        gap = 6 + rng.random() * 14
        bottom = min(CARD_H - 2, fig.bottom + gap)
        h = (bottom - fig.bottom) + share * fig.h
        w = max(fig.w * (0.9 + rng.random() * 0.5), h * FURNITURE_ASPECT[kind])
        w = min(w, fig.w * 1.8, 150)
        cx = fig.x + fig.w / 2 + (rng.random() - 0.5) * fig.w * 0.3
        box = (round(cx - w / 2, 1), round(bottom - h, 1), round(w, 1), round(h, 1))
        if not _fits(box) or any(_overlap(box, u.box) > 0 for u in furniture):
            continue
        if any(_overlap(box, p.box) > 0.05 * p.w * p.h for p in placed):
            continue
        furniture.append(Furniture(kind, *box))
        return kind
    return None


def _figure_in_front(fig: Figure, placed: list[Figure], furniture: list[Furniture],
                     rng: Rng) -> tuple[str, Figure] | None:
    """Move the hidden figure so that one already placed, as big or bigger, stands in front."""
    candidates = [p for p in placed if SIZE_HEIGHT[p.size] >= fig.h and p.bottom > FLOOR_Y + 30]
    if not candidates:
        return None
    front = rng.choice(candidates)
    side = 1 if rng.random() < 0.5 else -1
    shift = fig.w * (0.45 + rng.random() * 0.2)
    cx = front.x + front.w / 2 + side * shift
    bottom = front.bottom - (8 + rng.random() * 14)
    box = _box_for(fig.resident, fig.size, cx, bottom)
    if not _fits(box) or bottom < FLOOR_Y + 10:
        return None
    others = [p for p in placed if p is not front]
    if any(_overlap(box, o.box) > 0.05 * box[2] * box[3] for o in others):
        return None
    if any(_overlap(box, u.box) > 0 for u in furniture):
        return None
    return front.resident, Figure(fig.resident, fig.size, *box, hidden=0.0)


@lru_cache(maxsize=1)
def build_deck(seed: int = DECK_SEED) -> tuple[GhostCard, ...]:
    """The deck for a seed (the game uses DECK_SEED); the same on every machine."""
    rng = Rng(seed)
    cards = []
    for number, names in enumerate(_memberships(rng), start=1):
        for _ in range(400):
            names_order = list(names)
            rng.shuffle(names_order)
            result = _try_layout(names_order, rng)
            if result is not None:
                break
        else:  # pragma: no cover - the fixed seed always succeeds; a test proves it
            raise RuntimeError(f"ghost card {number} could not be laid out")
        figures, furniture = result
        cards.append(GhostCard(number, tuple(figures), tuple(furniture), rng.randrange(6)))
    return tuple(cards)


def _curtain_for(fig: Figure, furniture: list[Furniture], rng: Rng) -> Furniture | None:
    """A curtain at the nearer edge of the card, over a third to a half of the figure."""
    if any(u.kind == CURTAIN for u in furniture):
        return None
    share = 0.3 + rng.random() * 0.18
    left = fig.x + fig.w / 2 < CARD_W / 2
    if left:
        w = fig.x + fig.w * share
    else:
        w = CARD_W - (fig.x + fig.w * (1 - share))
    if not 24 <= w <= 95:
        return None
    x = 0.0 if left else CARD_W - w
    return Furniture(CURTAIN, round(x, 1), 0.0, round(w, 1), CARD_H)


def fingerprint(deck: tuple[GhostCard, ...] | None = None) -> str:
    """A short hash of everything printed on the deck."""
    deck = deck if deck is not None else DECK
    text = repr([(c.number, c.decor, [(f.resident, f.size, f.x, f.y, f.w, f.h, f.hidden, f.behind)
                                      for f in c.figures],
                  [(u.kind, u.x, u.y, u.w, u.h) for u in c.furniture]) for c in deck])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


DECK: tuple[GhostCard, ...] = build_deck()
BY_NUMBER: dict[int, GhostCard] = {c.number: c for c in DECK}


def card(number: int) -> GhostCard:
    return BY_NUMBER[number]


def appearances() -> dict[str, int]:
    """How many cards show each resident (21 or 22)."""
    counts = {r.name: 0 for r in RESIDENTS}
    for c in DECK:
        for name in c.residents:
            counts[name] += 1
    return counts
