"""Headless whole games between bots: `castle-games simulate` and the benchmarks use this."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from castle_games import plugins
from castle_games.core.bots import CHILD, KindMemory, child_strength
from castle_games.core.seats import default_seats
from castle_games.session import Session

MAX_ACTIONS = 20_000  # a game that has not ended by then is reported as not finished
# Simulate plays every level a game's bot module has (its BOTS); people choose among the
# levels the game offers its seats only (the manifest's `offered`). So "child", a model of
# a young child that the kind level is measured against (each game's bot module says how it
# plays), is for simulate alone: it is no opponent for people, and no seat may have it. "child:0.5" is a younger child (halfway to
# the youngest the game's bot models: core.bots.child_strength), to see how low kind goes.


def game_seed(run_seed: int, game: int) -> int:
    """The seed of game number `game` (from 0) of the run with `run_seed`: a hash of both,
    so that the same run plays the same games, and runs of different seeds share none (as
    seed + game, runs of seeds 1 and 2 would share all but one)."""
    digest = hashlib.blake2b(f"{int(run_seed)}:{int(game)}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 33  # 31 bits, like a seed a person is given


@dataclass
class SimulationReport:
    game: str
    games: int
    players: int
    seed: int
    errors: int = 0
    unfinished: int = 0
    turns: list[int] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)
    # A win shared by several seats counts in `wins` for each of them, so those games are
    # counted apart, and so are games that end with nobody winning (Seven Locks can).
    sole_wins: list[int] = field(default_factory=list)
    ties: int = 0
    nobody_won: int = 0
    # Each game shared out among its winners (a tie of two: half a game each), so that a
    # seat's share of the games played adds up with the others' to the games somebody won.
    shares: list[float] = field(default_factory=list)
    seconds: float = 0.0
    error_messages: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        turns_mean = sum(self.turns) / len(self.turns) if self.turns else 0.0
        turns_sorted = sorted(self.turns)
        median = turns_sorted[len(turns_sorted) // 2] if turns_sorted else 0
        return {
            "game": self.game,
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "errors": self.errors + self.unfinished,
            "turns_mean": round(turns_mean, 3),
            "turns_median": median,
            "wins": self.wins,
            "sole_wins": self.sole_wins,
            "ties": self.ties,
            "nobody_won": self.nobody_won,
            "shares": [round(x, 3) for x in self.shares],
            "seconds": round(self.seconds, 3),
        }


def sit_down(game_id: str, levels: Sequence[str], seed: int, options: dict | None = None,
             memory: KindMemory | None = None) -> Session:
    """A new game between bots of these levels. A seat of a level no seat may have here
    ("child", or a yardstick the game does not offer its seats) sits down as a computer of
    the first level it offers and is then given its own bot; a kind player is told whom it
    plays (the other seats' levels) and where its strength is kept (`memory`, fresh if
    None), so that it learns from game to game of one run."""
    offered = plugins.manifest(game_id).offered
    stand_ins = [level if level in offered else offered[0] for level in levels]
    session = Session(game_id, default_seats(len(levels), stand_ins), seed, options)
    for seat, level in enumerate(levels):
        if level != stand_ins[seat]:
            session.bots[seat] = session.manifest.make_bot(seat, level, session.bots_seed)
    memory = KindMemory() if memory is None else memory
    for seat, bot in session.bots.items():
        meet = getattr(bot, "meet", None)
        if meet is not None:
            meet(memory, [lv for other, lv in enumerate(levels) if other != seat])
    return session


def play_one(game_id: str, levels: Sequence[str], seed: int, options: dict | None = None,
             memory: KindMemory | None = None) -> Session:
    """One whole game between bots (see `sit_down`)."""
    session = sit_down(game_id, levels, seed, options, memory)
    actions = 0
    while not session.over:
        session.play_bot()
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"game with seed {seed} did not finish in {MAX_ACTIONS} actions")
    return session


def simulate(game_id: str, players: int, n_games: int, seed: int,
             levels: Sequence[str] | None = None, options: dict | None = None) -> SimulationReport:
    game = plugins.manifest(game_id)  # a clear error for an unknown id
    if levels:
        if len(levels) != players:
            raise ValueError(f"--bots names {len(levels)} levels for {players} players")
        known = game.levels
        unknown = [level for level in levels if level not in known
                   and not (CHILD in known and child_strength(level) is not None)]
        if unknown:
            raise ValueError(f"unknown computer level {unknown[0]!r}; use one of {', '.join(known)}")
    else:
        levels = ["normal"] * players
    report = SimulationReport(game_id, n_games, players, seed, wins=[0] * players,
                              sole_wins=[0] * players, shares=[0.0] * players)
    memory = KindMemory()  # what kind players learn, from the first game of the run on
    start = time.perf_counter()
    for g in range(n_games):
        try:
            session = play_one(game_id, levels, game_seed(seed, g), options, memory)
        except RuntimeError as exc:
            report.unfinished += 1
            report.error_messages.append(str(exc))
            continue
        except Exception as exc:  # noqa: BLE001 - counted and reported, the run goes on
            report.errors += 1
            report.error_messages.append(
                f"seed {game_seed(seed, g)}: {type(exc).__name__}: {exc}")
            continue
        outcome = session.state.outcome
        report.turns.append(session.state.turn_count)
        for w in outcome.winners:
            report.wins[w] += 1
            report.shares[w] += 1 / len(outcome.winners)
        if len(outcome.winners) == 1:
            report.sole_wins[outcome.winners[0]] += 1
        elif outcome.winners:
            report.ties += 1
        else:
            report.nobody_won += 1
    report.seconds = time.perf_counter() - start
    return report
