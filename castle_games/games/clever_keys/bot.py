"""Clever Keys computer players. They see only observations and the events of their seat.

Everything a seat learns about the hidden key-slot board comes from keys going in: a key
all the way in shows its slot is safe, a jammed key shows the blocked slot of its section.
Each section has exactly one blocked slot, so once it is known the other three are safe,
and once three are known safe the fourth is blocked. Given the facts a bot still remembers,
a slot is blocked with probability 1 / (slots of its section not known safe), or 0 or 1.

The levels differ in memory and in how far they look:
- easy: forgets a twelfth of what it saw after every turn (what stands on the board it
  sees anyway), looks one placement ahead, and its courage comes and goes: the expected
  value of going on is multiplied by a random mood between 0.7 and 1.4, so it sometimes
  pushes on against the odds and sometimes stops with a good chance in hand.
- normal: forgets a twenty-fifth after every turn; looks two placements ahead.
- hard: forgets one fact in a hundred after every turn; weighs every remaining placement
  of the turn (the best choice at each later step, expected value).
- expert: perfect memory and the exact probabilities; the best stop/continue choice over
  the whole turn, counting only the gemstones that are really left in the chamber.
- kind: lets a young child win about half the time: it forgets fast and stops early when
  weak, remembers and looks ahead when strong, by a strength learned across games and
  leaning with the score (core.bots.Kindness; KindBot below).
- child (simulate only): a model of a five-year-old, to measure kind by (ChildBot below).
Memory decides this game: the expert wins about 9 games in 10 against easy, so a child
who remembers a little better than easy beats it now and then (`castle-games simulate
clever-keys --players 2 --bots expert,easy`; forgetting half after each turn, as before,
let the expert win 99 in 100).
Forgetting is decided by the bot's own seeded generator, advanced only by what it notices;
ties and moods by a generator made fresh for each choice from how much it has noticed. So
games replay exactly, and a bot rebuilt from a saved game's log is the same bot.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from castle_games.core.bots import BotLevels, KindPlayer, child_strength, grown
from castle_games.core.contract import Action, Event
from castle_games.core.rng import Rng
from castle_games.games.clever_keys.moves import (
    GameEnded,
    InsertKey,
    KeyInserted,
    StopAndTake,
    TurnPassed,
)
from castle_games.games.clever_keys.observe import CleverKeysObservation
from castle_games.games.clever_keys.rules import (
    JAMMED,
    KEYS,
    MAX_PLACEMENTS,
    SECTIONS,
    SLOTS,
    next_open_section,
)

# Chance to forget each remembered fact when a turn passes.
FORGET = {"easy": 0.08, "normal": 0.04, "hard": 0.01, "expert": 0.0}
# How many placements ahead a level looks (the turn has at most three).
LOOKAHEAD = {"easy": 1, "normal": 2, "hard": MAX_PLACEMENTS, "expert": MAX_PLACEMENTS}
# Easy's courage: the expected value of going on is multiplied by a number drawn here.
EASY_COURAGE = (0.7, 1.4)
# The levels with a class of their own (their numbers are beside it, below).
OWN_LEVELS = ("kind", "child")

Slot = tuple[int, int]
Board = dict[str, tuple[int, int, bool] | None]  # key -> (section, slot, jammed) or None


def board_from(observation: CleverKeysObservation) -> Board:
    board: Board = {}
    for key in KEYS:
        p = observation["keys"][key]
        board[key] = None if p is None else (int(p["section"]), int(p["slot"]), bool(p["jammed"]))
    return board


class Knowledge:
    """What is known of the hidden board: slot -> True (blocked) / False (safe)."""

    def __init__(self, facts: Mapping[Slot, bool]) -> None:
        self.facts = dict(facts)
        self.table: dict[Slot, float] = {}
        for section in range(1, SECTIONS + 1):
            row = [self.facts.get((section, slot)) for slot in range(1, SLOTS + 1)]
            if True in row:  # the blocked slot is known: the others are safe
                probs = [1.0 if f else 0.0 for f in row]
            else:  # uniform over the slots not known to be safe
                unknown = row.count(None)
                probs = [1.0 / unknown if f is None else 0.0 for f in row]
            for slot, p in enumerate(probs, start=1):
                self.table[(section, slot)] = p

    def p_blocked(self, section: int, slot: int) -> float:
        """The exact probability that this slot is blocked, given the facts."""
        return self.table[(section, slot)]


class MemoryBot:
    """Remembers what it saw (fading by level) and decides by expected value."""

    def __init__(self, seat: int, level: str = "normal", seed: int = 0) -> None:
        name = level.partition(":")[0]  # a younger child model ("child:0.5") is a child
        if name not in FORGET and name not in OWN_LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.seat = seat
        self.level = level
        self.base = seed * 7919 + seat * 104729 + (list(FORGET) + list(OWN_LEVELS)).index(name)
        # Two generators: forgetting advances only with what the bot notices, and each choice
        # draws from one made fresh from how much it has noticed. So a bot rebuilt from a
        # saved game's log (which replays notices, not choices) is the same bot.
        self.fade_rng = Rng(self.base)
        self.rng = Rng(self.base)
        self.noticed = 0
        self.memory: dict[Slot, bool] = {}
        self.forget = FORGET.get(level, 0.0)
        self.lookahead = LOOKAHEAD.get(level, 1)
        self._cache: dict[tuple[str, int, int, int, int], float] = {}

    # memory -------------------------------------------------------------------------------
    def notice(self, events: Sequence[Event]) -> None:
        self.noticed += len(events)
        for event in events:
            if isinstance(event, KeyInserted):
                self.memory[(event.section, event.slot)] = event.result == JAMMED
            elif isinstance(event, TurnPassed | GameEnded):
                self._fade()

    def _fade(self) -> None:
        if self.forget <= 0.0:
            return
        for fact in sorted(self.memory):  # sorted: the same facts fade in every replay
            if self.fade_rng.random() < self.forget:
                del self.memory[fact]

    def knowledge(self, board: Board) -> Knowledge:
        facts = dict(self.memory)
        for p in board.values():  # what stands on the board is seen, not remembered
            if p is not None:
                facts[(p[0], p[1])] = p[2]
        return Knowledge(facts)

    # choosing -----------------------------------------------------------------------------
    def choose(self, observation: CleverKeysObservation, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        self.rng = Rng(self.base * 1_000_003 + self.noticed)
        board = board_from(observation)
        know = self.knowledge(board)
        chamber = int(observation["chamber"])
        reward = int(observation["reward"])
        placements = int(observation["placements"])
        steps_left = min(self.lookahead, MAX_PLACEMENTS - placements) - 1
        courage = self.courage()  # one mood per decision
        self._cache = {}
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal:
            if isinstance(action, StopAndTake):
                value = self.stop_value(board, know, reward, chamber)
            elif isinstance(action, InsertKey):
                value = self.placement_value(action.key, action.section, action.slot, board, know,
                                             reward, placements, chamber, steps_left, courage)
            else:
                continue
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif value > best_value - 1e-9:
                best.append(action)
        # Equally good moves: any of them (the seeded generator keeps replays exact).
        return self.rng.choice(best) if len(best) > 1 else best[0]

    def courage(self) -> float:
        return 1.0

    def stop_value(self, board: Board, know: Knowledge, reward: int, chamber: int) -> float:
        """Taking the reward: only what the chamber still holds is paid."""
        return float(min(reward, chamber))

    def jam_value(self, board: Board, know: Knowledge, chamber: int) -> float:
        """A jam: the reward is gone (the lost gemstone is nobody's)."""
        return 0.0

    def placement_value(self, key: str, section: int, slot: int, board: Board, know: Knowledge,
                        reward: int, placements: int, chamber: int, steps_left: int,
                        courage: float = 1.0) -> float:
        """Expected value of putting `key` into this slot, then playing on as well as it can."""
        p = know.p_blocked(section, slot)
        value = 0.0
        if p < 1.0:
            gain = _keys_in(board, section, key) + 1
            # What follows depends on the section, not the slot: the next section differs.
            memo = (key, section, reward + gain, placements + 1, steps_left)
            after = self._cache.get(memo)
            if after is None:
                moved = dict(board)
                moved[key] = (section, slot, False)
                after = self.after_success(key, moved, know, reward + gain, placements + 1,
                                           chamber, steps_left)
                self._cache[memo] = after
            value += (1.0 - p) * courage * after
        if p > 0.0:
            jammed = dict(board)
            jammed[key] = (section, slot, True)
            value += p * self.jam_value(jammed, know, chamber - 1)
        return value

    def after_success(self, key: str, board: Board, know: Knowledge, reward: int,
                      placements: int, chamber: int, steps_left: int) -> float:
        """The value of standing with `reward` announced: the better of stop and go on."""
        stop = self.stop_value(board, know, reward, chamber)
        if placements >= MAX_PLACEMENTS or steps_left <= 0 or reward >= chamber:
            return stop
        nxt = best_next_slot(key, board, know)
        if nxt is None:
            return stop
        (section, slot), _ = nxt
        go_on = self.placement_value(key, section, slot, board, know, reward, placements,
                                     chamber, steps_left - 1)
        return max(stop, go_on)


class EasyBot(MemoryBot):
    """Forgets fast, looks one step ahead, and its courage comes and goes at random."""

    def courage(self) -> float:
        lo, hi = EASY_COURAGE
        return lo + (hi - lo) * self.rng.random()


class ExpertBot(MemoryBot):
    """Perfect memory, the exact probabilities, and the best choice over the whole turn.

    (Also charging each move with what it leaves the next player was tried: 268 instead of
    257 wins in 400 games against hard, within chance, at ten times the thinking time; so
    it is not used.)
    """


def _keys_in(board: Board, section: int, moving: str) -> int:
    return sum(1 for k, p in board.items() if k != moving and p is not None and p[0] == section)


def best_next_slot(key: str, board: Board, know: Knowledge) -> tuple[Slot, float] | None:
    """Where `key` goes on next (its best free slot) and the chance it goes all the way in."""
    pos = board[key]
    if pos is None:
        return None
    others = [p for k, p in board.items() if k != key and p is not None]
    # Only locked sections are passed over: with three keys no section is ever full.
    target = next_open_section(pos[0], {p[0] for p in others if p[2]})
    if target is None:
        return None
    taken = {p[1] for p in others if p[0] == target}
    best: tuple[Slot, float] | None = None
    for slot in range(1, SLOTS + 1):
        if slot in taken:
            continue
        q = 1.0 - know.p_blocked(target, slot)
        if best is None or q > best[1]:
            best = ((target, slot), q)
    return best


# -- a young child, and the kind player who lets one win -----------------------------------
# A five-year-old at this table (simulate's "child", a yardstick for the kind level, never
# an opponent for people): sees the keys standing on the board like everybody, but what it
# saw go in fades fast (each fact a 30 % chance to be gone after every turn, against easy's
# 8 %); looks one placement ahead; is impulsive: the expected value of going on is
# multiplied by a mood between 0.9 and 1.8, so it pushes its luck more often than it
# stops; and one choice in ten is any legal move at all. It wants gemstones like any
# player: it goes for the slot it believes safest.
# Honest like every level: it knows only what its seat sees (the observation and the
# events of its seat, remembered its own way) and it always tries to win; each weakness
# is one a young child has, none is a move made in order to lose.
# A younger child ("child:0.5", core.bots.child_strength) is between these numbers and the
# youngest's: it forgets 45 % of the facts each turn and one choice in four is a whim.
CHILD_FORGET = 0.30
CHILD_COURAGE = (0.9, 1.8)
CHILD_WHIM = 0.10
YOUNGEST_FORGET = 0.45
YOUNGEST_WHIM = 0.25


class ChildBot(EasyBot):
    """A model of a young child (simulate only): the numbers are CHILD_*."""

    def __init__(self, seat: int, level: str = "child", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        strength = child_strength(level)
        strength = 1.0 if strength is None else strength
        self.forget = grown(YOUNGEST_FORGET, CHILD_FORGET, strength)
        self.whim = grown(YOUNGEST_WHIM, CHILD_WHIM, strength)
        self.lookahead = 1

    def choose(self, observation: CleverKeysObservation, legal: Sequence[Action]) -> Action:
        if len(legal) > 1:
            whim = Rng(self.base * 1_000_003 + self.noticed + 17)
            if whim.random() < self.whim:
                return whim.choice(list(legal))
        return super().choose(observation, legal)

    def courage(self) -> float:
        lo, hi = CHILD_COURAGE
        return lo + (hi - lo) * self.rng.random()


# The kind player: its strength s (core.bots.Kindness) sets how fast it forgets (from the
# strength it began the game with: 45 % of the facts each turn at s = 0, 1 % at s = 1),
# and how it chooses, leaning with its lead in gemstones (one unit every KIND_UNIT): it
# looks one placement ahead below s = 0.5, two below 0.85, else the whole turn; and it
# stops early: the value of going on is multiplied by 0.5 + 0.5 s (a cautious child keeps
# a small reward rather than risk it). It never sees a blocked slot no key showed it.
KIND_UNIT = 5.0


def kind_forgetting(s: float) -> float:
    return 0.45 - 0.44 * s


class KindBot(KindPlayer, MemoryBot):
    """Lets a young child win about half the time, playing weaker only as a child does."""

    kind_game = "clever-keys"
    kind_unit = KIND_UNIT

    def perceive_at(self, strength: float) -> None:
        self.forget = kind_forgetting(strength)
        self.now = strength  # the strength of its latest choice (before the first: this)

    def game_end(self, event: Event) -> tuple[Sequence[int], int] | None:
        return (event.winners, len(event.scores)) if isinstance(event, GameEnded) else None

    def choose(self, observation: CleverKeysObservation, legal: Sequence[Action]) -> Action:
        self.now = s = self.strength_now(observation["piles"])
        self.lookahead = 1 if s < 0.5 else 2 if s < 0.85 else MAX_PLACEMENTS
        return super().choose(observation, legal)

    def courage(self) -> float:
        return 0.5 + 0.5 * self.now


# The computer levels, each a class taking (seat, level, seed); the manifest refuses others.
# "child" is for simulate only (no seat may have it: core.seats.LEVELS).
BOTS: BotLevels[CleverKeysObservation] = {
    "easy": EasyBot, "normal": MemoryBot, "hard": MemoryBot, "expert": ExpertBot,
    "kind": KindBot, "child": ChildBot}
