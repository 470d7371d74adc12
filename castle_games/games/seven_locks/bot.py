"""Seven Locks computer players: they listen to the pearls, watch the keys, and remember.

A bot sees only observations and the events its seat perceives (`notice`: the game's
`perception.perceive` has made them what a person in the seat takes in). Of a drop it has
the *sound*, as the seat heard it (`PearlHeard`), and listens to it with noise of its own
(a noisy estimate of the fall time, by level), and how far a tried key stuck out or sank (seen with
noise; the lower levels only see "sticks out" or "sinks in"). Memory fades by level.

- easy: hears only "deep" or "shallow", forgets within a turn or two, judges each tower on
  its own; throws anywhere, joins openings on a whim. A child can beat it.
- normal: hears fairly, forgets slowly; balances its beliefs across the towers; picks the
  richest tower it thinks it can open and the likeliest key.
- hard: hears well, sees roughly how far a key sticks out, nearly never forgets; reasons over
  all 8! assignments; plans throws, coats of arms and the enchanted-key guess.
- expert: hears and sees well, never forgets, and keeps the exact posterior over all 40,320
  chamber-to-tower assignments (posterior.ExactPosterior), updated from every drop, every key
  try and every opening; every choice goes by expected pearls.
- kind: lets a young child win about half the time: between worse than a child and nearly
  hard, by a strength learned across games and leaning with the score (core.bots.Kindness;
  KindBot below says how it listens, forgets and chooses at each strength).
- child (simulate only): a model of a five-year-old, to measure kind by (ChildBot below).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from castle_games.core.bots import BotLevels, KindPlayer, child_strength, grown
from castle_games.core.contract import Action, Event
from castle_games.core.rng import Rng
from castle_games.games.seven_locks import posterior as pst
from castle_games.games.seven_locks.moves import (
    ChooseKey,
    DeclineCoatOfArms,
    DeclineGuess,
    GameEnded,
    GuessEnchantedKey,
    KeepCoatOfArms,
    KeyTried,
    MoveKeymaster,
    PearlHeard,
    PlaceCoatOfArms,
    ThrowPearl,
    TowerOpened,
    TurnPassed,
    WithdrawCoatOfArms,
)
from castle_games.games.seven_locks.observe import (
    SevenLocksObservation,
    chosen_key,
    keymaster_tower,
    steps_rolled,
)
from castle_games.games.seven_locks.rules import (
    ARMS,
    CHOOSE_KEY,
    FITS,
    GUESS,
    GUESS_AFTER_OPENINGS,
    MOVE,
    N_CHAMBERS,
    N_TOWERS,
    PHASES,
    THROW,
    TOO_LONG,
    WITHDRAW,
    fall_time_of_depth,
    fall_time_s,
    key_offset_mm,
)

SET_ASIDE = N_TOWERS  # place index of the tower set aside
LOG_FALL = np.array([math.log(fall_time_s(c)) for c in range(1, N_CHAMBERS + 1)])
OFFSETS = np.array([[key_offset_mm(k, c) for c in range(1, N_CHAMBERS + 1)]
                    for k in range(1, N_CHAMBERS + 1)], dtype=float)  # [key-1, chamber-1]
SOFT_NO = -12.0  # "that key did not fit there", as remembered by a forgetful player
# How likely the next player can reach the tower 1, 2, 3 standing places on (die: 3, 2, 1
# steps, each a third).
REACH_NEXT = (1.0, 2 / 3, 1 / 3)
# Weights of the planners' judgement, tuned by simulation (expert against the other levels).
TUNE = {"rival": 1.0, "info": 0.3, "danger": 0.5, "first": 1.5, "last": 0.8}


@dataclass(frozen=True)
class Level:
    hearing: float  # spread of the heard log fall time (adjacent chambers are ~0.13 apart)
    sight_mm: float | None  # spread of a seen key offset; None: only its direction
    memory: float  # share of the evidence kept from one turn to the next
    belief: str  # "exact" | "perm" | "sinkhorn" | "independent"
    whim: float  # chance of an unconsidered choice
    planner: bool  # plans throws, coats of arms and the guess by expected pearls
    # A person misjudges a tower's sound the same way each time (its bell, where it
    # stands): the spread of that persistent error, drawn once per tower, in log fall time.
    # More pearls into the same tower then help a person little, as at the real table.
    tower_bias: float = 0.0


# How each level hears, as a person would (measured by tests/test_seven_locks_hearing.py: a
# tower's chamber named from its own drops alone, as the listening trainer scores it, 3 for
# the chamber, 1 for a neighbour):
#
#   level    2 drops: chamber / neighbour / further    4 drops    trainer points, 2 drops
#   easy     0.23 / 0.28 / 0.49                         0.27       1.0 of 3 (a young child)
#   normal   0.44 / 0.44 / 0.12                         0.49       1.75 (most grown-ups)
#   hard     0.56 / 0.41 / 0.04                         0.61       2.1 (a good family listener)
#   expert   0.84 / 0.16 / 0.00                         0.95       2.7 (an exact ear: no
#            person hears this well, and the seat setup says so)
#
# Below expert a tower's misjudgement persists (tower_bias), so a family player who
# listens well can beat hard: its towers are one chamber off about one time in three however
# many pearls fall, where expert's ear converges on the truth.
LEVEL_PARAMS: dict[str, Level] = {
    # Easy is for children of five, who should beat it now and then: it barely tells a
    # deep fall from a shallow one (noise of ~4 chamber steps) and forgets within a turn
    # or two. Against a player who picks at random it wins about 70 %, not 90 %.
    "easy": Level(0.60, None, 0.4, "independent", 0.3, False, tower_bias=0.10),
    "normal": Level(0.15, None, 0.85, "sinkhorn", 0.08, False, tower_bias=0.09),
    "hard": Level(0.10, 12.0, 0.97, "perm", 0.0, True, tower_bias=0.07),
    "expert": Level(0.07, 5.0, 1.0, "exact", 0.0, True),
}


def _gauss(rng: Rng) -> float:
    """A standard normal number from the bot's own generator (Box-Muller)."""
    u = max(rng.random(), 1e-12)
    return math.sqrt(-2.0 * math.log(u)) * math.cos(2.0 * math.pi * rng.random())


def _entropy(row: np.ndarray) -> float:
    p = row[row > 1e-12]
    return float(-(p * np.log(p)).sum())


class SevenLocksBot:
    def __init__(self, seat: int, level: str = "normal", seed: int = 0) -> None:
        self.seat = seat
        self.level = level
        self.p = self._params(level)
        self.base = seed * 1000003 + seat * 7919 + 11
        # Two generators: the ear's noise is drawn only in `notice`, and a choice's whim from
        # a generator seeded by the moment of the game. So a bot rebuilt from a save (which
        # replays only the events) hears and chooses exactly as the original would have.
        self.ear = Rng(self.base)
        self.rng = Rng(self.base + 1)
        self.evidence = np.zeros((N_CHAMBERS, N_CHAMBERS))  # [place, chamber] log-likelihood
        self.post = pst.ExactPosterior() if self.p.belief == "exact" else None
        self.fixed: set[int] = set()  # places whose chamber is known (opened towers)
        self._known: dict[int, int] = {}  # place -> chamber index of opened towers
        self._bias: dict[int, float] = {}  # tower -> how this player misjudges its sound
        self._cache: np.ndarray | None = None

    def _params(self, level: str) -> Level:
        return LEVEL_PARAMS[level]

    # -- perceiving -----------------------------------------------------------------------
    def notice(self, events: Sequence[Event]) -> None:
        for ev in events:
            if isinstance(ev, PearlHeard):
                # the fall time the seat heard, to the ten-thousandth of a second
                fall = round(fall_time_of_depth(ev.heard_depth_mm), 4)
                heard = math.log(fall) + self._tower_bias(ev.tower) + self.p.hearing * _gauss(
                    self.ear)
                self._learn(ev.tower - 1, -0.5 * ((heard - LOG_FALL) / self.p.hearing) ** 2)
            elif isinstance(ev, KeyTried) and ev.result != FITS:
                self._learn(ev.tower - 1, self._key_evidence(ev))
            elif isinstance(ev, TowerOpened):
                self._fix(ev.tower - 1, ev.chamber - 1)
            elif isinstance(ev, TurnPassed) and self.p.memory < 1.0:
                self.evidence *= self.p.memory
                self._cache = None

    def _tower_bias(self, tower: int) -> float:
        """How this player misjudges `tower`'s sound, the same each time it hears it (drawn
        from the player's seed and the tower, so a rebuilt bot hears alike)."""
        if not self.p.tower_bias:
            return 0.0
        if tower not in self._bias:  # (a generator of its own: the ear's noise stays as it was)
            self._bias[tower] = self.p.tower_bias * _gauss(Rng(self.base + 2 + 7 * tower))
        return self._bias[tower]

    def _key_evidence(self, ev: KeyTried) -> np.ndarray:
        expected = OFFSETS[ev.key - 1]  # the offset each chamber would have shown
        same_way = (expected > 0) if ev.result == TOO_LONG else (expected < 0)
        no = pst.IMPOSSIBLE if self.p.belief == "exact" else SOFT_NO
        vec = np.where(same_way, 0.0, no)
        if self.p.sight_mm is not None:
            seen = ev.offset_mm + self.p.sight_mm * _gauss(self.ear)
            vec = vec - 0.5 * ((seen - expected) / self.p.sight_mm) ** 2
        return vec

    def _learn(self, place: int, loglik: np.ndarray) -> None:
        if place in self.fixed:
            return
        loglik = loglik - loglik.max()
        self.evidence[place] += loglik
        if self.post is not None:
            self.post.add(place, loglik)
        self._cache = None

    def _fix(self, place: int, chamber: int) -> None:
        if place in self.fixed:
            return
        self.fixed.add(place)
        if self.post is not None:
            self.post.fix(place, chamber)
        self._known[place] = chamber
        self._cache = None

    def beliefs(self, obs: SevenLocksObservation | None = None) -> np.ndarray:
        """M[place, chamber]: how likely the bot thinks each place holds each chamber."""
        if obs is not None:
            for tower, chamber in obs.get("opened", []):
                self._fix(tower - 1, chamber - 1)
        if self._cache is not None:
            return self._cache
        if self.post is not None:
            m = self.post.marginals()
        else:
            ev = self.evidence.copy()
            for place, chamber in self._known.items():
                ev[place, :] = pst.IMPOSSIBLE
                ev[:, chamber] = pst.IMPOSSIBLE
                ev[place, chamber] = 0.0
            if self.p.belief == "perm":
                m = pst.exact_marginals(ev)
            elif self.p.belief == "sinkhorn":
                m = pst.sinkhorn_marginals(ev)
            else:
                m = pst.independent_marginals(ev)
        self._cache = m
        return m

    # -- choosing -------------------------------------------------------------------------
    def choose(self, observation: SevenLocksObservation, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        obs = observation
        self.rng = Rng(self.base + 7 * (PHASES.index(obs["phase"]) + 1)
                       + 101 * obs["turn_count"] + 10007 * obs["to_throw"]
                       + 1000003 * len(obs["asking"]))
        if self.p.whim and self.rng.random() < self.p.whim:
            return self.rng.choice(legal)
        phase = obs["phase"]
        if phase not in (THROW, MOVE, CHOOSE_KEY, ARMS, WITHDRAW, GUESS):
            return self.rng.choice(legal)  # placing the keymaster: any tower will do
        m = self.beliefs(obs)
        if phase == THROW:
            return self._throw(obs, legal, m)
        if phase == MOVE:
            return self._move(obs, legal, m)
        if phase == CHOOSE_KEY:
            keys = [a.key for a in legal if isinstance(a, ChooseKey)]
            return ChooseKey(self._best_key(m, keymaster_tower(obs), keys)[0])
        if phase == ARMS:
            return self._arms(obs, m)
        if phase == WITHDRAW:
            return self._withdraw(obs, m)
        return self._guess(obs, legal, m)

    @staticmethod
    def _best_key(m: np.ndarray, tower: int, keys: Sequence[int]) -> tuple[int, float]:
        probs = [(m[tower - 1, k - 1], -k) for k in keys]
        p, k = max(probs)
        return -k, float(p)

    def _prize(self, obs: SevenLocksObservation, m: np.ndarray, tower: int,
               extra: int = 0) -> float:
        """Expected pearls of trying this tower with the best key (before anyone shares)."""
        _, p = self._best_key(m, tower, obs["keys_left"])
        return p * (obs["tower_pearls"][tower - 1] + extra)

    @staticmethod
    def _reach(obs: SevenLocksObservation, start: int, steps: int) -> list[int]:
        standing = obs["standing"]
        out: list[int] = []
        place, count = start, 0
        while count < steps and any(standing):
            place = place % N_TOWERS + 1
            if standing[place - 1]:
                count += 1
                if place != start and place not in out:
                    out.append(place)
        return out

    def _threat(self, obs: SevenLocksObservation, m: np.ndarray, start: int,
                opened: int | None, extra: Mapping[int, int] | None = None) -> float:
        """Expected pearls the next player takes when the keymaster waits at `start`
        (`opened`: a tower we expect to be gone by then; `extra`: pearls we add)."""
        standing = list(obs["standing"])
        if opened is not None:
            standing[opened - 1] = False
        view: SevenLocksObservation = {**obs, "standing": standing}
        extra = extra or {}
        total = 0.0
        for steps in (1, 2, 3):
            reach = self._reach(view, start, steps)
            total += max((self._prize(obs, m, t, extra.get(t, 0) + 1) for t in reach),
                         default=0.0)
        return total / 3

    def _rival_weight(self, obs: SevenLocksObservation) -> float:
        # Pearls taken by the next player count against our margin over the field.
        return TUNE["rival"] / (obs["players"] - 1)

    def _plan(self, obs: SevenLocksObservation, m: np.ndarray, towers: Sequence[int],
              extra: int) -> int:
        """The tower to try this turn: expected pearls now minus what it leaves the next one."""
        keys = obs["keys_left"]

        def value(t: int) -> float:
            gain = self._prize(obs, m, t, extra if t not in obs["thrown"] else 0)
            if not self.p.planner:
                return gain
            _, p = self._best_key(m, t, keys)
            threat = self._threat(obs, m, t, t if p >= 0.5 else None)
            return gain - self._rival_weight(obs) * threat

        return max(towers, key=lambda t: (value(t), -t))

    def _throw(self, obs: SevenLocksObservation, legal: list[Action], m: np.ndarray) -> Action:
        targets = [a.tower for a in legal if isinstance(a, ThrowPearl)]
        if self._hands_on_a_whim():
            return self.rng.choice(legal)
        reach = self._reach(obs, keymaster_tower(obs), steps_rolled(obs))
        goal = self._plan(obs, m, reach, 1)
        if goal in targets:
            return ThrowPearl(goal)
        if not self.p.planner:
            return self.rng.choice(legal)
        # The other pearls: where they teach us most and help the next player least.
        ahead = self._reach(obs, goal, 3)
        keys = obs["keys_left"]

        def score(t: int) -> float:
            danger = REACH_NEXT[ahead.index(t)] if t in ahead else 0.0
            _, p = self._best_key(m, t, keys)
            return TUNE["info"] * _entropy(m[t - 1]) - danger * p * TUNE["danger"]

        return ThrowPearl(max(targets, key=lambda t: (score(t), -t)))

    def _hands_on_a_whim(self) -> bool:
        """Throws pearls anywhere and guesses the enchanted key blindly (easy does)."""
        return self.level == "easy"

    def _join_on_a_whim(self, obs: SevenLocksObservation) -> float | None:
        """The chance to join an opening without thinking, or None: it thinks."""
        return 0.3 if self.level == "easy" else None

    def _move(self, obs: SevenLocksObservation, legal: list[Action], m: np.ndarray) -> Action:
        towers = [a.tower for a in legal if isinstance(a, MoveKeymaster)]
        return MoveKeymaster(self._plan(obs, m, towers, 0))

    def _keep_value(self, obs: SevenLocksObservation) -> float:
        """What keeping a coat of arms is worth: a later opening, or the enchanted key."""
        standing = [p for p, s in zip(obs["tower_pearls"], obs["standing"]) if s]
        typical = sum(standing) / max(1, len(standing)) + 2.0
        if len(obs["opened"]) >= GUESS_AFTER_OPENINGS:
            return 0.3
        if obs["arms"][self.seat] == 1:
            return TUNE["last"] * typical  # the last coat: keep it for the enchanted key
        return TUNE["first"] * typical

    def _share_if_joining(self, obs: SevenLocksObservation, later: float) -> float:
        pearls = obs["tower_pearls"][keymaster_tower(obs) - 1]
        sharers = 2 + len(obs["joiners"]) + later
        return pearls / sharers

    def _arms(self, obs: SevenLocksObservation, m: np.ndarray) -> Action:
        p = float(m[keymaster_tower(obs) - 1, chosen_key(obs) - 1])
        whim = self._join_on_a_whim(obs)
        if whim is not None:
            return PlaceCoatOfArms() if self.rng.random() < whim else DeclineCoatOfArms()
        if not self.p.planner:
            spare = obs["arms"][self.seat] == 2 or len(obs["opened"]) >= GUESS_AFTER_OPENINGS
            good = p >= 0.6 and obs["tower_pearls"][keymaster_tower(obs) - 1] >= 4
            return PlaceCoatOfArms() if good and spare else DeclineCoatOfArms()
        later = 0.5 * (len(obs["asking"]) - 1)
        n = obs["players"]
        # My share is also a share the opener loses: it counts toward my margin over them.
        gain = p * self._share_if_joining(obs, later) * (1 + 1 / (n - 1))
        return PlaceCoatOfArms() if gain > self._keep_value(obs) else DeclineCoatOfArms()

    def _withdraw(self, obs: SevenLocksObservation, m: np.ndarray) -> Action:
        if not self.p.planner:
            return KeepCoatOfArms()
        p = float(m[keymaster_tower(obs) - 1, chosen_key(obs) - 1])
        pearls = obs["tower_pearls"][keymaster_tower(obs) - 1]
        mine = p * pearls / (1 + len(obs["joiners"]))
        return WithdrawCoatOfArms() if mine < self._keep_value(obs) else KeepCoatOfArms()

    def _guess(self, obs: SevenLocksObservation, legal: list[Action], m: np.ndarray) -> Action:
        keys = [a.key for a in legal if isinstance(a, GuessEnchantedKey)]
        if self._hands_on_a_whim():
            return GuessEnchantedKey(self.rng.choice(keys))
        best = max(keys, key=lambda k: (m[SET_ASIDE, k - 1], -k))
        if not self.p.planner:
            return GuessEnchantedKey(best)
        standing = [p for p, s in zip(obs["tower_pearls"], obs["standing"]) if s]
        last = sum(standing) / max(1, len(standing)) + 2.0
        rivals = sum(1 for _, k in obs["guesses"] if k == best)
        worth = m[SET_ASIDE, best - 1] * last / (1 + rivals)
        if obs["arms"][self.seat] >= 2 or worth > self._keep_value(obs):
            return GuessEnchantedKey(best)
        return DeclineGuess()


# -- a young child, and the kind player who lets one win -----------------------------------
# A five-year-old at this table (simulate's "child", a yardstick for the kind level, never
# an opponent for people): hears a pearl fall "deep" or "not so deep", a chamber or two
# off (spread 0.45 of the log fall time: adjacent chambers are 0.13 apart); sees only
# whether a key sticks out or sinks in, not how far; remembers half of it from one turn
# to the next and judges each tower on its own; throws its pearls wherever it likes and
# guesses the enchanted key straight away; joins an opening with its coat of arms when the
# tower looks full (4 pearls or more: 6 times in 10, else 3 in 10); and one choice in five
# is anything at all (looking out of the window). It wants the pearls like any player:
# it goes for the richest tower it believes it can open, with the key it believes fits.
# Honest like every level: it knows only what its seat sees (the observation and the
# events of its seat, remembered its own way) and it always tries to win; each weakness
# is one a young child has, none is a move made in order to lose.
# A younger child ("child:0.5", core.bots.child_strength) is between CHILD and YOUNGEST,
# who hears worse still (spread 1.0), keeps a fifth and is distracted almost one choice in two.
CHILD = Level(0.45, None, 0.5, "independent", 0.2, False)
YOUNGEST = Level(1.0, None, 0.2, "independent", 0.45, False)
CHILD_JOINS = (0.6, 0.3)   # joins a full tower's opening / any other
CHILD_FULL = 4             # pearls that make a tower look full


class ChildBot(SevenLocksBot):
    """A model of a young child (simulate only): the numbers are in CHILD (and YOUNGEST)."""

    def __init__(self, seat: int, level: str = "child", seed: int = 0) -> None:
        super().__init__(seat, level, seed)

    def _params(self, level: str) -> Level:
        strength = child_strength(level)
        return grown(YOUNGEST, CHILD, 1.0 if strength is None else strength)

    def _hands_on_a_whim(self) -> bool:
        return True

    def _join_on_a_whim(self, obs: SevenLocksObservation) -> float:
        full = obs["tower_pearls"][keymaster_tower(obs) - 1] >= CHILD_FULL
        return CHILD_JOINS[0] if full else CHILD_JOINS[1]


# The kind player: its strength s (core.bots.Kindness) sets how it listens and remembers
# (from the strength it began the game with) and how it chooses (leaning with the lead in
# pearls, one unit every KIND_UNIT pearls). At s = 0 it hears worse than the child (spread
# 1.0) and keeps a fifth of what it heard from one turn to the next, throws anywhere and is
# distracted almost one choice in two; at s = 1 it hears and remembers nearly like "hard",
# sees how far a key sticks out, and plans. It never sees a chamber before it opens.
KIND_UNIT = 6.0  # pearls of lead that make the kind player one step lazier


def kind_hearing(s: float) -> Level:
    """How the kind player at strength s listens, looks and remembers."""
    return Level(hearing=1.0 - 0.9 * s, sight_mm=None if s < 0.6 else 12.0,
                 memory=0.2 + 0.77 * s, belief="independent" if s < 0.5 else "sinkhorn",
                 whim=0.0, planner=False)


class KindBot(KindPlayer, SevenLocksBot):
    """Lets a young child win about half the time, playing weaker only as a child does."""

    kind_game = "seven-locks"
    kind_unit = KIND_UNIT

    def _params(self, level: str) -> Level:
        return kind_hearing(self.kindness.base)

    def perceive_at(self, strength: float) -> None:
        self.p = kind_hearing(strength)
        self.now = strength  # the strength of its latest choice (before the first: this)

    def game_end(self, event: Event) -> tuple[Sequence[int], int] | None:
        return (event.winners, len(event.scores)) if isinstance(event, GameEnded) else None

    def choose(self, observation: SevenLocksObservation, legal: Sequence[Action]) -> Action:
        self.now = s = self.strength_now(observation["boxes"])
        hearing = self.p
        self.p = replace(hearing, whim=0.45 * (1.0 - s) ** 2, planner=s >= 0.75)
        try:
            return super().choose(observation, legal)
        finally:
            self.p = hearing

    def _hands_on_a_whim(self) -> bool:
        return self.now < 0.35

    def _join_on_a_whim(self, obs: SevenLocksObservation) -> float | None:
        return 0.3 if self.now < 0.35 else None


# The computer levels (one player, its hearing and memory set by the level); the manifest
# refuses others. "child" is for simulate only (no seat may have it: core.seats.LEVELS).
BOTS: BotLevels[SevenLocksObservation] = {
    **{level: SevenLocksBot for level in LEVEL_PARAMS}, "kind": KindBot, "child": ChildBot}
