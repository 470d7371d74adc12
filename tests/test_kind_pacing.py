"""The kind level loses like a person, not like a wanderer: a game between kind players and
a child lasts about as long as a game between children, at every seat count of every game;
at its weakest a kind player lets a younger child ("child:0.5") win about half the games;
one kind player learning across a run gives the child about the same chance after the
child's win as after its loss; and in Tajemnica Zamku neither the kind player nor the
child model stands still or wanders for ever.

The full bounds are measured on 400 games a cell (Tajemnica, Seven Locks) and
1,000 (the others) with tools/fair_play.py; these tests play fewer games and allow the
margin that smaller sample needs, as each docstring says."""

from __future__ import annotations

import statistics

import pytest
from test_kind_and_child import FixedStrength  # a table whose kind strength stays put

from castle_games import plugins
from castle_games.core.bots import KindMemory
from castle_games.simulate import game_seed, play_one, simulate

GAMES = ("seven-locks", "clever-keys", "schlotterstein", "knobelschatz", "tajemnica-zamku")
SEATS = [(game, n) for game in GAMES
         for n in range(plugins.manifest(game).min_players,
                        plugins.manifest(game).max_players + 1)]




@pytest.mark.slow
@pytest.mark.parametrize("game,players", SEATS)
def test_kind_games_last_about_as_long_as_childrens(game, players):
    """Median turns of a child against kind players at most 1.35 times the median between
    children, in 100 games each (the full bound, 1.25, holds on 400 / 1,000 games: the
    measured ratios are 0.9 to 1.2; the median of 100 games wanders about 5 %)."""
    kind = simulate(game, players, 100, 11, ["child"] + ["kind"] * (players - 1))
    children = simulate(game, players, 100, 11, ["child"] * players)
    for report in (kind, children):
        assert report.errors == 0 and report.unfinished == 0, report.error_messages[:3]
    ratio = statistics.median(kind.turns) / statistics.median(children.turns)
    assert ratio <= 1.35, (statistics.median(kind.turns), statistics.median(children.turns))


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_at_its_weakest_kind_lets_a_younger_child_win_half(game):
    """Kind at strength 0 against child:0.5, 200 games (each in both seats): the younger
    child wins at least 38 % (the full 45 % holds on 1,000; 200 games wander +-7 %;
    measured on 300: Knobelschatz, a game of luck, 48 %, Seven Locks 54 %, Tajemnica
    55 %, Clever Keys 82 %, Schlotterstein 99 %)."""
    won = 0
    for g in range(200):
        levels = ["child:0.5", "kind"] if g % 2 == 0 else ["kind", "child:0.5"]
        session = play_one(game, levels, game_seed(99, g), memory=FixedStrength(0.0))
        won += levels.index("child:0.5") in session.state.outcome.winners
    assert won / 200 >= 0.38, won


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_after_a_win_and_after_a_loss_the_child_has_about_the_same_chance(game):
    """One kind player learning across 600 two-seat games against the child: the child's
    share in the game after its win and after its loss differ by at most 23 points (the
    full bound of 15 holds on 1,000 games; the difference of two shares of about 300 games each
    wanders +-8 points)."""
    memory = KindMemory()
    after = {True: [0, 0], False: [0, 0]}
    previous = None
    for g in range(600):
        won = 0 in play_one(game, ["child", "kind"], game_seed(23, g),
                            memory=memory).state.outcome.winners
        if previous is not None:
            after[previous][0] += won
            after[previous][1] += 1
        previous = won
    share = {k: w / max(1, n) for k, (w, n) in after.items()}
    assert abs(share[True] - share[False]) <= 0.23, share


@pytest.mark.slow
def test_tajemnica_kind_never_stands_still_to_lose():
    """Kind at its weakest, 30 games against the child: of its free moves (no roll,
    attack, rescue or tile to lay) at most 5 % stay put, the stays of a player waiting on
    a dragon's tile to try again (measured 2 %; it was 26 %, one slow move in three)."""
    from castle_games.games.tajemnica_zamku.bot import forced
    from castle_games.games.tajemnica_zamku.moves import LayTile
    from castle_games.simulate import sit_down

    stays = free = 0
    for g in range(30):
        session = sit_down("tajemnica-zamku", ["child", "kind"], game_seed(5, g),
                           memory=FixedStrength(0.0))
        while not session.over:
            seat, legal = session.to_move, session.state.legal_actions()
            session.play_bot()
            if seat == 1 and forced(legal) is None and not isinstance(legal[0], LayTile):
                free += 1
                stays += session.actions[-1]["type"] == "Stay"
    assert free > 500 and stays / free <= 0.05, (stays, free)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_tajemnica_children_head_for_the_goal(players):
    """Children alone, 60 games: no game lasts more than three times the median (one of
    4,283 turns had a median of about 550: the labyrinth was complete, the children
    wandered; measured now: the longest about twice the median)."""
    report = simulate("tajemnica-zamku", players, 60, 7, ["child"] * players)
    assert report.errors == 0 and report.unfinished == 0
    assert max(report.turns) <= 3 * statistics.median(report.turns), sorted(report.turns)[-5:]
