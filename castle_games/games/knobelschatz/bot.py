"""Knobelschatz computer players. They see only observations: chest counts, the dog, dice.

Nobody at the table knows a chest's value until the end, so every chest is worth the same
in expectation; what a player controls is *whose* chest to take with four pips and in which
order to resolve the dice.
- easy: any legal move (simulate's yardstick; no seat's level).
- normal: takes from the player with the most chests. The one level a seat is offered,
  called "Computer": with or without thinking, the dice decide who wins.
- hard (the hint's and the kind player's thinking, no seat's level): chooses the four-pip victim and the order of the dice by expected
  value: it plays out every order of the dice still to resolve and keeps the line with the
  best expected margin over its rivals (a soft maximum: the strongest counts most; a
  guarded rival, and the one who rolls next, count a little more).
- kind: lets a young child win about half the time: thinks (as hard) a share of its
  choices set by a strength learned across games and leaning with the score
  (core.bots.Kindness; KindBot below). In a game this lucky, that share hardly matters.
- child (simulate only): a model of a five-year-old, to measure kind by (ChildBot below).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from castle_games.core.bots import BotLevels, KindPlayer, child_strength, grown
from castle_games.core.contract import Action, Event
from castle_games.core.rng import Rng
from castle_games.games.knobelschatz.moves import CardsRevealed, TakeCard
from castle_games.games.knobelschatz.observe import KnobelschatzObservation
from castle_games.games.knobelschatz.rules import CARD_VALUES, NOBODY, PILE

MEAN_VALUE = sum(CARD_VALUES) / len(CARD_VALUES)
SHARPNESS = 1.5  # how sharply the hard bot's threat follows the strongest rival


class EasyBot:
    """Any legal move, at random.

    Like core.bots.RandomBot, its generator is made afresh for every choice from the seed,
    the seat and the number of moves it has noticed, so a bot rebuilt by Session.resume
    (which replays the events to `notice`) goes on choosing exactly as the original would
    have. It differs from RandomBot only in the numbers it draws, and keeps them: the
    guided first game (lesson.py) was written for the moves they make.
    """

    def __init__(self, seat: int, level: str = "easy", seed: int = 0) -> None:
        self.seat = seat
        self.level = level
        self.seed = seed
        self.noticed = 0

    def notice(self, events: Sequence[Event]) -> None:
        self.noticed += 1

    def choose(self, observation: KnobelschatzObservation, legal: Sequence[Action]) -> Action:
        rng = Rng(self.seed * 1000003 + self.seat * 7919 + self.noticed * 104729)
        return rng.choice(list(legal))


class NormalBot:
    def __init__(self, seat: int, level: str = "normal", seed: int = 0) -> None:
        self.seat = seat
        self.level = level

    def notice(self, events: Sequence[Event]) -> None:
        return None

    def choose(self, observation: KnobelschatzObservation, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        sizes = observation["hand_sizes"]
        best = max(legal, key=lambda a: self._score(a, sizes, observation))
        return best

    def _score(self, action: Action, sizes: list[int], obs: KnobelschatzObservation) -> float:
        if not isinstance(action, TakeCard):
            return 0.0
        if action.source == NOBODY:
            return -100.0
        if action.source == PILE:
            return 1.0
        return 1.0 + sizes[int(action.source)] * 0.01


class HardBot(NormalBot):
    """Expected value of the margin over the rivals after the whole roll.

    Every chest is worth MEAN_VALUE in expectation (nobody knows a value until the end), so
    a position is judged by its counts. The bot tries every order and every victim for the
    dice still to resolve (at most three dice, at most five sources: a tiny tree) and keeps
    the first move of the best line. A rival's count weighs a little more when the dog
    guards it (nobody can rob it back) and when that rival rolls next.
    """

    def choose(self, observation: KnobelschatzObservation, legal: Sequence[Action]) -> Action:
        if len(legal) == 1 or not isinstance(legal[0], TakeCard):
            return legal[0]
        sizes = list(observation["hand_sizes"])
        pile = int(observation["pile_size"])
        pending = list(observation["pending"])
        best, best_value = legal[0], float("-inf")
        for action in legal:
            assert isinstance(action, TakeCard)
            value = self._line_value(action, sizes, pile, pending, observation)
            if value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def _line_value(self, action: TakeCard, sizes: list[int], pile: int,
                    pending: list[int], obs: KnobelschatzObservation) -> float:
        sizes, pile = _after(action, sizes, pile, self.seat)
        rest = list(pending)
        rest.remove(action.die)
        if not rest:
            return self._evaluate(sizes, obs)
        values = [
            self._line_value(TakeCard(face, src), sizes, pile, rest, obs)
            for face in sorted(set(rest))
            for src in _sources(face, sizes, pile, self.seat, obs.get("dog"))
        ]
        return max(values)

    def _evaluate(self, sizes: list[int], obs: KnobelschatzObservation) -> float:
        me, n = self.seat, len(sizes)
        dog = obs.get("dog")
        left = (me + 1) % n

        def weight(i: int) -> float:
            return sizes[i] + (0.3 if i == dog else 0.0) + (0.2 if i == left else 0.0)

        # A soft maximum over the rivals: the strongest counts most, but the runner-up
        # still counts, so with the leader guarded by the dog the bot robs the next one.
        threat = math.log(sum(math.exp(SHARPNESS * weight(i)) for i in range(n) if i != me))
        return (sizes[me] - threat / SHARPNESS) * MEAN_VALUE


def _sources(face: int, sizes: list[int], pile: int, me: int, dog: int | None) -> list[int | str]:
    """The rules' sources_for, rebuilt from what the seat sees (counts and the dog)."""
    n = len(sizes)

    def robbable(s: int) -> bool:
        return s != me and s != dog and sizes[s] > 0

    if face == 1:
        found: list[int | str] = [s for s in [(me + 1) % n] if robbable(s)]
    elif face == 2:
        found = [s for s in [(me - 1) % n] if robbable(s)]
    elif face == 3:
        found = [PILE] if pile else []
    else:
        found = [s for s in range(n) if robbable(s)]
    return found or [NOBODY]


def _after(action: TakeCard, sizes: list[int], pile: int, me: int) -> tuple[list[int], int]:
    sizes = list(sizes)
    if action.source == NOBODY:
        return sizes, pile
    sizes[me] += 1
    if action.source == PILE:
        return sizes, pile - 1
    sizes[int(action.source)] -= 1
    return sizes, pile


# -- a young child, and the kind player who lets one win -----------------------------------
# A five-year-old at this table (simulate's "child", a yardstick for the kind level, never
# an opponent for people). Nobody knows what a chest holds, so memory does not come into
# it: a child counts the chests roughly (each pile seen one too many or too few, one time
# in two), takes from the pile it sees biggest when four pips let it choose, resolves the
# dice in whatever order comes first to hand, and one choice in three is anything at all.
# This game is mostly luck: the best play (hard) wins only a little more often than
# chance (expert against easy: 107 to 97 in 200 games), so no honest child loses most games.
# Honest like every level: it knows only what its seat sees (the observation and the
# events of its seat, remembered its own way) and it always tries to win; each weakness
# is one a young child has, none is a move made in order to lose.
# A younger child ("child:0.5", core.bots.child_strength) has more whims: the youngest
# chooses anything at all every time.
CHILD_WHIM = 1 / 3
CHILD_MISCOUNT = 0.5
YOUNGEST_WHIM = 1.0


class ChildBot(EasyBot):
    """A model of a young child (simulate only): the numbers are CHILD_*."""

    def __init__(self, seat: int, level: str = "child", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        strength = child_strength(level)
        self.whim = grown(YOUNGEST_WHIM, CHILD_WHIM, 1.0 if strength is None else strength)

    def choose(self, observation: KnobelschatzObservation, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        rng = Rng(self.seed * 1000003 + self.seat * 7919 + self.noticed * 104729 + 1)
        if rng.random() < self.whim:
            return rng.choice(list(legal))
        seen = [n + (rng.choice((-1, 1)) if rng.random() < CHILD_MISCOUNT else 0)
                for n in observation["hand_sizes"]]
        return max(legal, key=lambda a: (_child_value(a, seen), -legal.index(a)))


def _child_value(action: Action, seen: list[int]) -> float:
    if not isinstance(action, TakeCard) or action.source == NOBODY:
        return 0.0
    if action.source == PILE:
        return 1.0
    return 1.0 + seen[int(action.source)] * 0.01


# The kind player: its strength s (core.bots.Kindness), leaning with its lead in chests
# (one unit every KIND_UNIT), is the share of its choices it thinks about (as hard does);
# the others it makes without thinking, like the child. It never knows a chest's value.
KIND_UNIT = 2.0


class KindBot(KindPlayer, HardBot):
    """Lets a young child win about half the time, playing weaker only as a child does."""

    kind_game = "knobelschatz"
    kind_unit = KIND_UNIT

    def __init__(self, seat: int, level: str = "kind", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        self.seed = seed
        self.noticed = 0

    def notice(self, events: Sequence[Event]) -> None:
        self.noticed += 1
        super().notice(events)

    def game_end(self, event: Event) -> tuple[Sequence[int], int] | None:
        return (event.winners, len(event.scores)) if isinstance(event, CardsRevealed) else None

    def choose(self, observation: KnobelschatzObservation, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        s = self.strength_now(observation["hand_sizes"])
        rng = Rng(self.seed * 1000003 + self.seat * 7919 + self.noticed * 104729 + 2)
        if rng.random() >= s:
            return rng.choice(list(legal))
        return super().choose(observation, legal)


# The computer levels, each a class taking (seat, level, seed); the manifest refuses others.
# The dice decide most: every pairing of easy, normal, hard and expert won the same share,
# so a seat offers "normal" (called plainly "Computer") and kind only (game.toml), and
# HardBot thinks only for the hint and the kind player. "easy" stays for simulate, a
# yardstick; "child" is for simulate only too (no seat may have it: core.seats.LEVELS).
BOTS: BotLevels[KnobelschatzObservation] = {
    "easy": EasyBot, "normal": NormalBot, "kind": KindBot, "child": ChildBot}
