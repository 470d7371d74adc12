"""What a computer player is: it sees observations and events, never the state.

`Bot[Obs]` is generic over the game's observation Obs (its TypedDict): all its `choose` is
given of the table besides the legal moves."""

from __future__ import annotations

import dataclasses
import hashlib
import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from castle_games.core.contract import Action, Event, Obs_contra
from castle_games.core.rng import Rng


def bot_seed(game_seed: int) -> int:
    """The seed a game's computer players and hints are built with: the same for the same
    game (a replay, a resumed save, a simulation run), but a one-way hash of the game's seed
    under a label of its own, so that no player can deal the game again from it and read
    what the box hides. The deal's generator seeds itself from the game's seed directly."""
    digest = hashlib.blake2b(f"castle-games bots:{int(game_seed)}".encode(),
                             digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 33  # 31 bits: a bot's arithmetic stays small


@runtime_checkable
class Bot(Protocol[Obs_contra]):
    seat: int
    level: str

    def choose(self, observation: Obs_contra, legal: Sequence[Action]) -> Action:
        """Pick one of `legal`; `observation` is what this seat sees at the table."""

    def notice(self, events: Sequence[Event]) -> None:
        """Learn from what just happened (only the events this seat perceives)."""


# A game's computer levels (its manifest's `bots`): level -> what seats a player of that
# level, (seat, level, seed) -> a bot of the game's observation (`BotLevels[ItsObservation]`).
BotLevels = dict[str, Callable[[int, str, int], Bot[Obs_contra]]]


# Each game's bots make their generators from their seed in a way of their own (their own
# multipliers, fresh for each choice from what they have noticed, so that a resumed game
# goes on as it would have). They are kept as they are: every game's guided first game
# (lesson.py) was written for the moves its seeded players make with them.


class RandomBot:
    """Chooses uniformly among the legal actions: a player for any game at all (the bench
    and the tests seat it; each game's own easy level draws numbers of its own).

    Its chance is derived from the seed and the number of actions it has seen, not kept as
    a running generator: a resumed game replays the notices, so the bot chooses exactly as
    it would have without the interruption.
    """

    def __init__(self, seat: int, level: str = "easy", seed: int = 0) -> None:
        self.seat = seat
        self.level = level
        self.seed = seed
        self.seen = 0

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        rng = Rng((self.seed * 1_000_003 + self.seat) * 1_000_033 + self.seen)
        return rng.choice(list(legal))

    def notice(self, events: Sequence[Event]) -> None:
        self.seen += 1


# -- the kind level: a strength that follows the table ------------------------------------
#
# A kind computer player lets a young child win about half the time without cheating: it
# sees what its seat sees, like every level, and plays weaker only the way a child does (it
# forgets, hears and looks roughly, hesitates, stops early). How weak is one number, its
# strength (0: younger than the child, 1: about "hard"), which follows the table in two ways:
#
# - across games: after each game the strength goes up a little when somebody else won
#   (a shared win too: the child won) and down when nobody else did. That is a staircase
#   aimed at the people winning (players - 1) / players of the games (a young child half
#   the games at a table of two; the kind player its fair share, 1 / players): up by
#   step / players, down by step (players - 1) / players, so that it settles where those
#   cancel. The step is big while a table is new (KIND_STEP: it finds the child fast) and
#   shrinks, as the table's games are learned, to KIND_STEP_SETTLED: a grown-up who knows
#   the child does not swing from giving the game away to crushing after each result. The
#   strengths are kept in a `KindMemory`, one per game and table:
#   `simulate` gives every run a fresh one and tells each kind player whom it plays (`meet`
#   with the other seats' levels), so that same seed, same run; in the app the kind players
#   share `TABLE_MEMORY` as long as the app runs (plain data: `to_dict` / `from_dict` keep it
#   anywhere), keyed by the game alone, since a bot is built from its seat, level and seed
#   and is not told who sits at the table; whoever builds the table may tell it with
#   `meet(TABLE_MEMORY, names)`, and then each family keeps its own strength.
# - within a game: the strength used for a choice leans away from the visible score: a lead
#   makes the kind player lazier, falling behind makes it try harder (`Kindness.now`). Each
#   game's bot says what its lead is, from the observation only.
#
# What the kind player perceives (how well it hears, how fast it forgets) follows the
# strength it started the game with, not the lean: so it is a function of the events it
# noticed alone, and a bot rebuilt from a saved game (which replays only the events) hears
# and remembers exactly as the original did (at the strength the table has when it is
# rebuilt: the same one, unless a game at that table ended in between).

KIND_START = 0.35   # a table the kind player does not know yet: rather gentle
KIND_STEP = 0.12    # how far the first game at a table moves the strength (of two: half)
KIND_STEP_SETTLED = 0.06  # ... and a game at a table it has known for a while
KIND_SETTLING = 30.0      # games over which the step shrinks by a factor e towards that
KIND_LEAN = 0.25    # how far a lead of one "unit" (each game says what that is) lowers it
KIND_KEPT = 200     # games remembered per table, so that a replayed end is learned once


def kind_step(games_learned: int) -> float:
    """How far one game moves the strength at a table that has learned from this many."""
    fade = math.exp(-max(0, games_learned) / KIND_SETTLING)
    return KIND_STEP_SETTLED + (KIND_STEP - KIND_STEP_SETTLED) * fade


def clamp01(x: float) -> float:
    """x within 0..1; not a number at all (NaN) is 0, so no strength can stop a game."""
    return 0.0 if not x >= 0.0 else 1.0 if x > 1.0 else float(x)


class KindMemory:
    """The kind level's strengths, per game and table, learned from earlier games."""

    def __init__(self) -> None:
        self.strengths: dict[str, float] = {}
        self.learned: dict[str, list[int]] = {}   # the games (by seed) each table learned from

    @staticmethod
    def key(game: str, opponents: Sequence[str]) -> str:
        return f"{game}|{','.join(str(o) for o in opponents)}"

    def strength(self, key: str, start: float = KIND_START) -> float:
        return self.strengths.get(key, start)

    def games(self, key: str) -> int:
        """How many games this table has learned from (as many as are remembered)."""
        return len(self.learned.get(key, ()))

    def learn(self, key: str, game_seed: int, change: float, start: float = KIND_START) -> bool:
        """Move this table's strength by `change` after the game of `game_seed` (once)."""
        seen = self.learned.setdefault(key, [])
        if game_seed in seen:
            return False
        seen.append(game_seed)
        del seen[:-KIND_KEPT]
        self.strengths[key] = clamp01(self.strength(key, start) + change)
        return True

    def to_dict(self) -> dict[str, Any]:
        return {"strengths": dict(self.strengths),
                "learned": {k: list(v) for k, v in self.learned.items()}}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> KindMemory:
        memory = cls()
        memory.strengths = {str(k): clamp01(float(v))
                            for k, v in dict(data.get("strengths", {})).items()}
        memory.learned = {str(k): [int(s) for s in v]
                          for k, v in dict(data.get("learned", {})).items()}
        return memory


TABLE_MEMORY = KindMemory()  # the app's: every kind player of this run of the app


class Kindness:
    """One kind player's strength in one game: learned before it, leaning with the score."""

    def __init__(self, game: str, seat: int, seed: int, *, start: float = KIND_START,
                 step: float = KIND_STEP, lean: float = KIND_LEAN,
                 memory: KindMemory | None = None, opponents: Sequence[str] = ()) -> None:
        self.game = game
        self.seat = seat
        self.seed = int(seed)
        self.start = start
        self.step = step  # the first game's; later ones shrink as kind_step says
        self.lean = lean
        self.done = False
        self.meet(TABLE_MEMORY if memory is None else memory, opponents)

    def meet(self, memory: KindMemory, opponents: Sequence[str] = ()) -> None:
        """Whom this game is played against (and where their table's strength is kept)."""
        self.memory = memory
        self.table = memory.key(self.game, opponents)
        self.base = memory.strength(self.table, self.start)

    def now(self, lead: float) -> float:
        """The strength for a choice, with the kind player `lead` units ahead (or behind)."""
        return clamp01(self.base - self.lean * lead)

    def ended(self, winners: Sequence[int], players: int) -> None:
        """The game is over: somebody else's win (a shared one too) makes the next game a
        little harder, nobody else's makes it gentler."""
        if self.done:
            return
        self.done = True
        players = max(2, players)
        step = self.step * kind_step(self.memory.games(self.table)) / KIND_STEP
        if any(w != self.seat for w in winners):
            change = step / players
        else:
            change = -step * (players - 1) / players
        self.memory.learn(self.table, self.seed, change, self.start)


def lead(scores: Sequence[float], seat: int) -> float:
    """How far `seat` is ahead of the best of the others in `scores` (behind: below 0)."""
    return scores[seat] - max((s for i, s in enumerate(scores) if i != seat), default=0)


class KindPlayer:
    """What every game's kind player does alike, put before the game's own bot class
    (`class KindBot(KindPlayer, ItsBot)`): its `Kindness`, made before that bot is set up
    (whose numbers may follow the strength); `meet`; learning from the end of each game;
    and the strength of a choice, leaning with the lead. How strength maps to play is the
    game's: `perceive_at` (what it hears, looks at and forgets, from the strength the game
    began with), `game_end`, and what it does with `strength_now` when it chooses."""

    kind_game: str      # the game's id: its tables' strengths are kept under it
    kind_unit: float    # the lead (in the game's score) that leans one unit (KIND_LEAN)
    seat: int
    kindness: Kindness

    def __init__(self, seat: int, level: str = "kind", seed: int = 0) -> None:
        self.kindness = Kindness(self.kind_game, seat, seed)
        # (mypy sees only object above a mixin: the game's bot is next in line)
        super().__init__(seat, level, seed)  # type: ignore[call-arg]
        self.perceive_at(self.kindness.base)

    def meet(self, memory: KindMemory, opponents: Sequence[str] = ()) -> None:
        """Whom it plays (before the game starts): the strength learned at that table."""
        self.kindness.meet(memory, opponents)
        self.perceive_at(self.kindness.base)

    def perceive_at(self, strength: float) -> None:
        """Set how the player perceives at the strength this game begins with (nothing
        here: a game whose kind player hears, sees or forgets by its strength says how)."""

    def notice(self, events: Sequence[Event]) -> None:
        super().notice(events)  # type: ignore[misc]
        for event in events:
            end = self.game_end(event)
            if end is not None:
                self.kindness.ended(*end)

    def game_end(self, event: Event) -> tuple[Sequence[int], int] | None:
        """(the winners, how many played) when `event` ends the game, else None."""
        raise NotImplementedError

    def strength_now(self, scores: Sequence[float]) -> float:
        """The strength for a choice: the table's, leaning with this seat's lead in the
        game's `scores` (one unit every `kind_unit`)."""
        return self.kindness.now(lead(scores, self.seat) / self.kind_unit)


# -- the child model: a yardstick for the kind level (simulate only) ----------------------
#
# Simulate's "child" is a model of a five-year-old at each game's table (its bot.py says
# how it plays). "child:0.5" is a younger child, halfway from that five-year-old (1) to
# the youngest player the game's bot models (0): each weakness of the child is mixed
# between its numbers at those two ages (`grown`). So a kind player can be measured
# against a weaker child too (`simulate GAME --players 2 --bots kind,child:0.5`).

CHILD = "child"


def child_strength(level: str) -> float | None:
    """How grown the child model of `level` plays: "child" 1.0, "child:0.5" 0.5 (0..1);
    None when `level` is no child model at all (another level, or a strength that is no
    number from 0 to 1)."""
    name, colon, strength = level.partition(":")
    if name != CHILD:
        return None
    if not colon:
        return 1.0
    try:
        value = float(strength)
    except ValueError:
        return None
    return value if 0.0 <= value <= 1.0 else None


def grown(youngest: Any, child: Any, strength: float) -> Any:
    """A child's number (or a dataclass of numbers) at `strength`: `youngest` at 0, `child`
    at 1, in between along the way; what is no number (a choice of method, a flag) is the
    child's from halfway up."""
    t = clamp01(strength)
    if dataclasses.is_dataclass(youngest):
        return dataclasses.replace(child, **{
            f.name: grown(getattr(youngest, f.name), getattr(child, f.name), t)
            for f in dataclasses.fields(youngest)})
    if isinstance(youngest, tuple):
        return tuple(grown(a, b, t) for a, b in zip(youngest, child))
    if isinstance(youngest, bool) or not isinstance(youngest, int | float) or child is None:
        return child if t >= 0.5 else youngest
    if isinstance(youngest, int) and isinstance(child, int):
        return round(youngest + (child - youngest) * t)
    return youngest + (child - youngest) * t
