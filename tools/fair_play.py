"""The fair-play table: how the computer players of every game measure up, the same way each
time a bot changes.

    python tools/fair_play.py                    # every game, 1,000 games a cell (400 Tajemnica)
    python tools/fair_play.py --game knobelschatz --games 200 --jobs 2 --json table.json
    python tools/fair_play.py --only kind --only children --only after   # the kind level alone

For each game it plays, headless (`castle_games.simulate`):
- the ladder: each level a seat is offered against the one below, in both seat orders, and
  the hint against easy, hard and expert (or the strongest offered): the share of games the
  first-named level won;
- kind against the child model at every seat count (the child in the first seat and in the
  last), with the child's share of wins, the median turns, and the median turns of a game
  between children at that seat count (the kind game should last at most 1.25 times that);
- the first seat: between equal players at every seat count, the first seat's share of wins
  (a fair seat has 1 / players);
- the kind player after a win and after a loss: the child's share in the next game.
A shared win is shared out (a tie of two: half a game each); the games nobody won are
counted apart.
Figures are printed as a Markdown table (and as JSON with --json FILE).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

LADDER = ("easy", "normal", "hard", "expert")
SLOW_GAMES = {"tajemnica-zamku": 400}  # its games are long: 400 still tells a 10-point gap from luck


@dataclass(frozen=True)
class Cell:
    """One line of the table: a pairing of levels at a game, and what came of it."""

    game: str
    kind: str          # "ladder", "hint", "kind", "children", "first seat", "after"
    levels: tuple[str, ...]
    games: int
    share: float       # the share of games won by the seat the line is about
    about: int         # that seat
    median_turns: float
    nobody_won: int
    note: str = ""


def cells_of(game: str, low: int, high: int, levels: Sequence[str],
             offered: Sequence[str] | None = None) -> Iterator[tuple]:
    """What to play for one game: (kind, levels, seat the line is about). The ladder is of
    the levels a seat is offered (`offered`; all of `levels` if None); the hint plays easy
    (a yardstick even where no seat has it), hard and expert, or the strongest offered."""
    offered = levels if offered is None else offered
    ladder = [lv for lv in LADDER if lv in offered]
    for below, above in zip(ladder, ladder[1:]):
        yield "ladder", (above, below), 0
        yield "ladder", (below, above), 1
    if "hint" in levels:
        rivals = [lv for lv in ("easy",) if lv in levels]
        rivals += [lv for lv in ("hard", "expert") if lv in ladder] or ladder[-1:]
        for other in dict.fromkeys(rivals):
            yield "hint", ("hint", other), 0
            yield "hint", (other, "hint"), 1
    for n in range(max(2, low), high + 1):
        if "kind" in levels and "child" in levels:
            yield "kind", ("child",) + ("kind",) * (n - 1), 0
            yield "kind", ("kind",) * (n - 1) + ("child",), n - 1
            yield "children", ("child",) * n, 0
        for level in ladder:
            yield "first seat", (level,) * n, 0


def play(job: tuple[str, str, tuple[str, ...], int, int, int]) -> Cell:
    from castle_games.simulate import simulate

    game, kind, levels, about, games, seed = job
    report = simulate(game, len(levels), games, seed, list(levels))
    played = max(1, len(report.turns))
    return Cell(game, kind, levels, games, report.shares[about] / played, about,
                statistics.median(report.turns) if report.turns else 0.0, report.nobody_won,
                f"{report.errors + report.unfinished} errors" if report.errors or report.unfinished
                else "")


def after_win_and_loss(game: str, games: int, seed: int) -> Cell:
    """The kind player's swing: the child's share in the game after a child's win and in the
    game after a child's loss, one kind player learning across a run of two-seat games."""
    from castle_games.core.bots import KindMemory
    from castle_games.simulate import game_seed, play_one

    memory = KindMemory()
    previous: bool | None = None
    after = {True: [0.0, 0], False: [0.0, 0]}  # child won before -> [child's wins, games]
    for g in range(games):
        session = play_one(game, ["child", "kind"], game_seed(seed, g), memory=memory)
        winners = session.state.outcome.winners
        won = 1 / len(winners) if 0 in winners else 0.0
        if previous is not None:
            after[previous][0] += won
            after[previous][1] += 1
        previous = won > 0
    share = {k: (w / n if n else 0.0) for k, (w, n) in after.items()}
    return Cell(game, "after", ("child", "kind"), games, share[True] - share[False], 0, 0.0, 0,
                f"after a win {share[True]:.1%}, after a loss {share[False]:.1%}")


KINDS = ("ladder", "hint", "kind", "children", "first seat", "after")


def table(games_wanted: Sequence[str], games: int | None, seed: int, jobs: int,
          only: Sequence[str] = KINDS) -> list[Cell]:
    from castle_games import plugins

    work = []
    for game in games_wanted:
        manifest = plugins.manifest(game)
        n = games or SLOW_GAMES.get(game, 1000)
        for kind, levels, about in cells_of(game, manifest.min_players, manifest.max_players,
                                            manifest.levels, manifest.offered):
            if kind not in only:
                continue
            work.append((game, kind, tuple(levels), about, n, seed))
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            cells = list(pool.map(play, work))
    else:
        cells = [play(job) for job in work]
    for game in games_wanted:
        if "after" in only and "kind" in plugins.manifest(game).levels:
            cells.append(after_win_and_loss(game, games or SLOW_GAMES.get(game, 1000), seed))
    return cells


def markdown(cells: Sequence[Cell]) -> str:
    lines = ["| game | what | seats | games | share | median turns | nobody won | note |",
             "|---|---|---|---|---|---|---|---|"]
    children = {(c.game, len(c.levels)): c.median_turns for c in cells if c.kind == "children"}
    for c in cells:
        note = c.note
        if c.kind == "kind":
            base = children.get((c.game, len(c.levels)))
            if base:
                note = (note + " " if note else "") + f"{c.median_turns / base:.2f}x children's"
        seats = ",".join(c.levels)
        share = f"{c.share:+.1%}" if c.kind == "after" else f"{c.share:.1%} (seat {c.about + 1})"
        lines.append(f"| {c.game} | {c.kind} | {seats} | {c.games} | {share} | "
                     f"{c.median_turns:g} | {c.nobody_won} | {note} |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    from castle_games import plugins

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="one game (repeat for more); all if none")
    parser.add_argument("--games", type=int, help="games a cell (default 1,000; 400 Tajemnica)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (this machine: 2 cores)")
    parser.add_argument("--only", action="append", choices=KINDS,
                        help="only these lines (repeat for more); all if none")
    parser.add_argument("--json", metavar="FILE", help="also write the cells as JSON")
    args = parser.parse_args(argv)
    wanted = args.game or list(plugins.ids())
    unknown = [g for g in wanted if g not in plugins.ids()]
    if unknown:
        parser.error(f"no game {unknown[0]!r}; choose from {', '.join(plugins.ids())}")
    cells = table(wanted, args.games, args.seed, max(1, args.jobs), args.only or KINDS)
    print(markdown(cells))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fp:
            json.dump([asdict(c) for c in cells], fp, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
