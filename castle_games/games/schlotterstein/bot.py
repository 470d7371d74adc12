"""Schlotterstein computer players with a human-like memory.

A bot sees the ghost card only while it is face up (the `CardTurnedOver` event, like every
player at the table) and learns how long it was shown from `CardHidden`. At that moment it
"looks": each resident on the card is remembered with a probability that rises with the
viewing time and with the figure's size and visibility (`deck.visibility`), and falls with
how crowded the card is (`deck.crowding`). Some residents leave only a faint feeling, and
sometimes a resident of an earlier card sneaks in (misremembering). From then on the bot
has only its memory: it never looks at the state, and the observation no longer holds the
card.

When scaring, a bot takes the resident it is surest of first and rings the bell when its
best memory is too weak. Hard and expert bots also reckon with the odds: early in a round
12 of the 20 residents are on the card, so a faint feeling is often worth a try.

Levels (parameters in LEVELS), as numbers of the 12 residents remembered after a 10 s look:
easy about 3 (a young child's: a five-year-old beats it now and then), normal and hard a
little more each, expert about 4.5; hard and expert weigh the odds. They lie close together
on purpose: over twelve cards a small difference in memory decides nearly every game, so
each level wins about four games in five against the one below, not all of them.

Two more: kind lets a young child win about half the time (it remembers between less than
a child and like hard, and scares boldly or only what it is sure of, by a strength learned
across games and leaning with the score: core.bots.Kindness, KindBot below); child (for
simulate only) is a model of a five-year-old to measure kind by (ChildBot below).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from castle_games.core.bots import BotLevels, KindPlayer, child_strength, grown
from castle_games.core.contract import Action, Event
from castle_games.core.rng import Rng
from castle_games.games.schlotterstein.deck import (
    BY_NUMBER,
    PER_CARD,
    GhostCard,
    crowding,
    visibility,
)
from castle_games.games.schlotterstein.moves import (
    CardHidden,
    CardTurnedOver,
    GameOver,
    HideCard,
    RingBell,
    RoundScored,
    Scare,
    TurnOverCard,
)
from castle_games.games.schlotterstein.observe import SchlottersteinObservation
from castle_games.games.schlotterstein.residents import NAMES


@dataclass(frozen=True)
class MemoryLevel:
    rate: float         # how fast looking turns into memory
    crowd: float        # how much a busy card gets in the way
    cap: float          # the best a memory gets
    faint: float        # chance that a resident not remembered leaves a faint feeling
    intrusion: float    # chance that a resident of the last card sneaks into memory
    threshold: float    # scare when this sure (or surer)
    noise: float        # how far confidence wanders from the truth
    odds: bool          # weighs the odds of a resident being on the card
    reveal: tuple[int, int]  # seconds this bot shows a card for, when it leads


LEVELS: dict[str, MemoryLevel] = {
    # A ladder a family can climb, from the bottom: easy is a young child's match (a
    # five-year-old beats it now and then), and each level wins about three games in four
    # against the one below (2 players, either seat), not nearly all of them. Twelve cards
    # add up every small difference in memory, so the levels lie close together; a grown-up
    # who looks carefully beats expert more often than not. Measured by tools/fair_play.py.
    "easy": MemoryLevel(0.22, 0.9, 0.80, 0.25, 0.18, 0.42, 0.25, False, (8, 16)),
    "normal": MemoryLevel(0.251, 0.852, 0.82, 0.262, 0.163, 0.432, 0.227, False, (8, 16)),
    "hard": MemoryLevel(0.285, 0.8, 0.843, 0.275, 0.145, 0.445, 0.203, True, (7, 16)),
    "expert": MemoryLevel(0.337, 0.72, 0.877, 0.295, 0.117, 0.465, 0.164, True, (7, 16)),
}


def recall_probability(vis: float, seconds: float, crowd: float, level: MemoryLevel) -> float:
    """Chance to remember a figure of visibility `vis` (0..1) after looking `seconds`."""
    strength = level.rate * vis * max(0.0, seconds) ** 0.6 / (1.0 + level.crowd * crowd)
    return min(level.cap, 1.0 - math.exp(-strength))


def perceive(card: GhostCard, seconds: float, level: MemoryLevel, rng: Rng | random.Random,
             earlier: Sequence[str] = ()) -> dict[str, float]:
    """What a player remembers of a card: resident -> how sure they feel (0..1).

    True memories feel sure, more so for figures that were easy to see; faint feelings are
    weak; intrusions from the earlier card feel fairly sure although they are wrong.
    """
    memory: dict[str, float] = {}
    crowd = crowding(card)
    for name in card.residents:
        p = recall_probability(visibility(card, name), seconds, crowd, level)
        if rng.random() < p:
            sure = 0.62 + 0.36 * p + level.noise * (2 * rng.random() - 1)
            memory[name] = min(0.99, max(0.05, sure))
        elif rng.random() < level.faint:
            memory[name] = 0.12 + 0.3 * rng.random()
    for name in earlier:
        if name not in memory and not card.shows(name) and rng.random() < level.intrusion:
            memory[name] = min(0.95, 0.5 + 0.3 * rng.random() + level.noise * rng.random())
    if rng.random() < level.faint:  # a feeling about somebody that is just wrong or lucky
        name = NAMES[int(rng.random() * len(NAMES))]
        memory.setdefault(name, 0.1 + 0.25 * rng.random())
    return memory


ORDER = {name: i for i, name in enumerate(NAMES)}


class MemoryBot:
    """A player who looks, remembers (imperfectly) and scares what it is surest of."""

    def __init__(self, seat: int, level: str = "normal", seed: int = 0) -> None:
        self.seat = seat
        self.level = level
        self.params = self._params(level)
        self.seed = (int(seed) * 0x9E3779B1 + seat * 7919
                     + (list(LEVELS) + list(OWN_LEVELS)).index(level.partition(":")[0])) & (2**62 - 1)
        self.memory: dict[str, float] = {}
        self.shown: int | None = None      # the card face up right now (seen like everybody)
        self.earlier: tuple[str, ...] = ()  # the residents of the last card checked
        self.looks = 0

    def _params(self, level: str) -> MemoryLevel:
        return LEVELS[level]

    # what the seat perceives ----------------------------------------------------------------
    def notice(self, events: Sequence[Event]) -> None:
        for e in events:
            if isinstance(e, CardTurnedOver):
                self.shown = e.card
                self.memory = {}
            elif isinstance(e, CardHidden) and self.shown is not None:
                self.looks += 1
                # The bot's own dice, not the game's: Python's generator seeded by an int is
                # the same on every platform and ten times faster than Rng for this.
                rng = random.Random(self.seed ^ (self.looks * 0xA24BAED4963EE407))
                self.memory = perceive(BY_NUMBER[self.shown], e.seconds, self.params, rng,
                                       self.earlier)
                self.shown = None   # face down now: from here on only the memory counts
            elif isinstance(e, RoundScored):
                self.earlier = e.residents
                self.memory = {}

    # deciding -------------------------------------------------------------------------------
    def choose(self, observation: SchlottersteinObservation, legal: Sequence[Action]) -> Action:
        first = legal[0]
        if isinstance(first, TurnOverCard) or len(legal) == 1:
            return first
        if isinstance(first, HideCard):
            return self._reveal_time(observation, legal)
        return self._scare_or_ring(observation, legal)

    def _reveal_time(self, obs: SchlottersteinObservation, legal: Sequence[Action]) -> Action:
        lo, hi = self.params.reveal
        rng = Rng(self.seed + 31 * int(obs.get("round", 0)))
        want = lo + rng.random() * (hi - lo)
        return min(legal, key=lambda a: abs(getattr(a, "reveal_seconds", 0.0) - want))

    def _scare_or_ring(self, obs: SchlottersteinObservation, legal: Sequence[Action]) -> Action:
        middle = obs["middle"]
        if not middle:
            return RingBell()
        in_middle = set(middle)
        remembered = [(sure, -ORDER[n], n) for n, sure in self.memory.items() if n in in_middle]
        if remembered:
            sure, _, best = max(remembered)
        else:  # nothing remembered: the first in the middle, if the odds say "try"
            sure, best = 0.0, middle[0]
        if sure >= self.params.threshold:
            return Scare(best)
        if self.params.odds and self._odds_unknown(obs, middle) > 0.56:
            return Scare(best)
        return RingBell()

    def _odds_unknown(self, obs: SchlottersteinObservation, middle: list[str]) -> float:
        """The chance that a resident I do not remember well is on the card anyway."""
        t = self.params.threshold
        taken = [name for got in obs["scared"] for name in got]
        mine = set(obs["scared"][self.seat])
        on_card_taken = 0.0
        for name in taken:
            if name in mine:
                on_card_taken += max(self.memory.get(name, 0.0), 0.5)
            else:  # somebody else scared it: they are right more often than not
                on_card_taken += max(self.memory.get(name, 0.0), 0.7)
        known = [n for n in middle if self.memory.get(n, 0.0) >= t]
        unknown = [n for n in middle if self.memory.get(n, 0.0) < t]
        if not unknown:
            return 0.0
        left = PER_CARD - on_card_taken - sum(self.memory[n] for n in known)
        return max(0.0, left) / len(unknown)


# -- a young child, and the kind player who lets one win -----------------------------------
# A five-year-old at this table (simulate's "child", a yardstick for the kind level, never
# an opponent for people). It looks at the card like everybody while it is face up, and
# sees roughly: after a 10 s look about 3 of the 12 residents stay with it, the big ones
# seen whole far more often than small half-hidden ones, a busy card is harder; a third of
# the time a resident of the card before sneaks in, feeling fairly sure. It is impulsive:
# it scares on a feeling others would not trust (sure 0.35 is enough), and one scare in
# twenty is any resident in the middle at all (it just likes that one). When it leads it
# hides the card after 6 to 14 s: it wants to play. It does not weigh the odds.
# Honest like every level: it knows only what its seat sees (the observation and the
# events of its seat, remembered its own way) and it always tries to win; each weakness
# is one a young child has, none is a move made in order to lose.
# A younger child ("child:0.5", core.bots.child_strength) is between CHILD and YOUNGEST,
# who keeps less of a look, mixes up cards more often, and scares on a whim one time in six.
CHILD = MemoryLevel(0.20, 1.0, 0.75, 0.30, 0.33, 0.35, 0.30, False, (6, 14))
CHILD_WHIM = 0.05
YOUNGEST = MemoryLevel(0.13, 1.1, 0.70, 0.30, 0.40, 0.35, 0.30, False, (6, 14))
YOUNGEST_WHIM = 0.15
OWN_LEVELS = ("kind", "child")


class ChildBot(MemoryBot):
    """A model of a young child (simulate only): the numbers are in CHILD (and YOUNGEST)."""

    def __init__(self, seat: int, level: str = "child", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        self.whim = grown(YOUNGEST_WHIM, CHILD_WHIM, self.strength)

    def _params(self, level: str) -> MemoryLevel:
        strength = child_strength(level)
        self.strength = 1.0 if strength is None else strength
        return grown(YOUNGEST, CHILD, self.strength)

    def _scare_or_ring(self, obs: SchlottersteinObservation, legal: Sequence[Action]) -> Action:
        middle = obs["middle"]
        rng = Rng(self.seed + 7919 * self.looks + 104729 * len(middle)
                  + 13 * len(obs["scared"][self.seat]))
        if middle and rng.random() < self.whim:
            return Scare(rng.choice(list(middle)))
        return super()._scare_or_ring(obs, legal)


# The kind player: its strength s (core.bots.Kindness) sets how well it looks and
# remembers (from the strength it began the game with: between KIND_WEAK, a younger child
# than CHILD, and "hard"), and how bold it is when scaring, leaning with its lead on the
# ghost path (one unit every KIND_UNIT spaces): at s = 0 it scares only what it is quite
# sure of (0.75) and then rings the bell, stopping early; at s = 1 it trusts 0.5 and weighs
# the odds. When it leads it shows the card for 10 to 20 s: a long look, kind to children.
KIND_WEAK = MemoryLevel(0.14, 1.1, 0.70, 0.20, 0.30, 0.75, 0.30, False, (10, 20))
# (the memory "hard" had before the levels moved closer together; kind keeps it)
KIND_STRONG = MemoryLevel(0.40, 0.6, 0.94, 0.30, 0.07, 0.50, 0.12, True, (7, 20))
KIND_UNIT = 4.0


def kind_memory(s: float, bold: float | None = None) -> MemoryLevel:
    """The kind player's eye and memory at strength s (its boldness at `bold`)."""
    w, h = KIND_WEAK, KIND_STRONG
    b = s if bold is None else bold

    def mix(a: float, c: float, t: float) -> float:
        return a + (c - a) * t

    return MemoryLevel(mix(w.rate, h.rate, s), mix(w.crowd, h.crowd, s), mix(w.cap, h.cap, s),
                       mix(w.faint, h.faint, s), mix(w.intrusion, h.intrusion, s),
                       mix(w.threshold, h.threshold, b), mix(w.noise, h.noise, s),
                       b >= 0.8, KIND_WEAK.reveal)


class KindBot(KindPlayer, MemoryBot):
    """Lets a young child win about half the time, playing weaker only as a child does."""

    kind_game = "schlotterstein"
    kind_unit = KIND_UNIT

    def _params(self, level: str) -> MemoryLevel:
        return kind_memory(self.kindness.base)

    def perceive_at(self, strength: float) -> None:
        self.params = kind_memory(strength)

    def game_end(self, event: Event) -> tuple[Sequence[int], int] | None:
        return (event.winners, len(event.positions)) if isinstance(event, GameOver) else None

    def _scare_or_ring(self, obs: SchlottersteinObservation, legal: Sequence[Action]) -> Action:
        bold = self.strength_now(obs["positions"])
        looked = self.params
        self.params = kind_memory(self.kindness.base, bold)
        try:
            return super()._scare_or_ring(obs, legal)
        finally:
            self.params = looked


# The computer levels (one player, its memory and speed set by the level); the manifest
# refuses others. "child" is for simulate only (no seat may have it: core.seats.LEVELS).
# The manifest's BOTS (hint.py) add the hint.
BOTS: BotLevels[SchlottersteinObservation] = {
    **{level: MemoryBot for level in LEVELS}, "kind": KindBot, "child": ChildBot}
