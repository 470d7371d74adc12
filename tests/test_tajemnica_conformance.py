"""Tajemnica Zamku over thousands of seeded bot games: every game ends with exactly one
rescuer, the 60 tiles and 48 tokens are always all accounted for, the labyrinth always
fits together; same seed, same game; saves resume and replay exactly; solo games end."""

from __future__ import annotations

import json
import statistics
from collections import deque

import pytest

from castle_games.core import saves
from castle_games.core.seats import default_seats
from castle_games.games.tajemnica_zamku import MANIFEST
from castle_games.games.tajemnica_zamku.rules import (
    GAME,
    ITEMS,
    PRINCESS,
    TajemnicaState,
    observation,
)
from castle_games.games.tajemnica_zamku.tiles import (
    BIT,
    OPPOSITE,
    SIDES,
    connected,
    frontier,
    neighbour,
    open_ends,
)
from castle_games.session import Session

GAMES = 1500  # every game checked after every action (state.check): about 20 s




def _labyrinth_holds(state: TajemnicaState) -> None:
    masks = state.lab.masks
    for pos, mask in masks.items():
        for side in SIDES:
            other = masks.get(neighbour(pos, side))
            if other is not None:
                assert bool(mask & BIT[side]) == bool(other & BIT[OPPOSITE[side]]), (
                    f"{pos} and its {side} neighbour do not match")
    seen, queue = {(0, 0)}, deque([(0, 0)])
    while queue:
        for _, q in connected(masks, queue.popleft()):
            if q not in seen:
                seen.add(q)
                queue.append(q)
    assert seen == set(masks), "every laid tile can be walked to from the bat"
    assert state.lab.ends == open_ends(masks) and state.lab.front == frontier(masks)
    assert all(p in masks for p in state.pawns)


def play(seed: int, levels: list[str], check_each: bool = False):
    seats = default_seats(len(levels), levels)
    state = GAME.new(seats, seed, {})
    bots = [MANIFEST.make_bot(i, lv, seed) for i, lv in enumerate(levels)]
    actions = []
    while state.to_move is not None:
        seat = state.to_move
        legal = state.legal_actions()
        action = bots[seat].choose(observation(state, seat), legal)
        if check_each:
            assert action in legal
        events = state.apply(action)
        actions.append(action)
        for b in bots:
            b.notice(events)
        state.check()   # 60 tiles, 48 tokens, pawns on the labyrinth, the hand, the cards
        assert len(actions) < 20_000, f"seed {seed} does not end"
    return state, actions


@pytest.mark.slow
def test_fifteen_hundred_four_player_games_end_with_one_rescuer():
    """Easy bots play at random (every way to lay a tile, any step); normal ones finish
    games sooner; two of each keeps this under a minute."""
    turns, bat_halls, complete, stuck = [], 0, 0, 0
    for seed in range(GAMES):
        state, _ = play(seed, ["easy", "normal", "easy", "normal"], check_each=seed % 50 == 0)
        out = state.outcome
        assert out is not None and len(out.winners) == 1, seed
        winner = out.winners[0]
        assert sorted(state.items[winner]) == sorted(ITEMS)
        assert PRINCESS in state.tokens[state.pawns[winner]]
        assert out.scores[winner] == 4 and max(s for i, s in enumerate(out.scores) if i != winner) <= 3
        assert state.hand is None
        _labyrinth_holds(state)
        turns.append(state.turn_count)
        complete += state.complete
        stuck += state.complete and bool(state.box)
        bat_halls += bool(state.set_aside) or len(state.tokens.get((0, 0), [])) > 0
    print(f"\n{GAMES} games: median {statistics.median(turns) / 4:.1f} turns per player; "
          f"labyrinth complete in {complete} ({stuck} with tiles left in the box); "
          f"bat hall used in {bat_halls}")


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_solo_games_end_with_the_rescue(level):
    turns = []
    for seed in range(60):
        state, _ = play(seed, [level])
        assert state.outcome.winners == (0,)
        turns.append(state.turn_count)
    print(f"\nsolo {level}: median {statistics.median(turns)} turns")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_same_seed_same_game(players):
    a, acts_a = play(1234 + players, ["normal"] * players)
    b, acts_b = play(1234 + players, ["normal"] * players)
    assert acts_a == acts_b and a.to_dict() == b.to_dict()
    c, _ = play(1235 + players, ["normal"] * players)
    assert c.to_dict() != a.to_dict()


@pytest.mark.parametrize("seed", [3, 17, 99])
def test_saved_state_resumes_and_replays_exactly(seed):
    levels = ["easy", "normal", "hard"]
    whole, actions = play(seed, levels)
    # replay from seed + actions gives the same game
    saved = saves.SavedGame("tajemnica-zamku", default_seats(3, levels), {}, seed,
                            [a.to_dict() for a in actions])
    assert saves.replay(saved, GAME).to_dict() == whole.to_dict()
    # stop anywhere, save through JSON, load, and play the rest of the actions
    for cut in (0, len(actions) // 3, len(actions) - 1):
        state = GAME.new(default_seats(3, levels), seed, {})
        for a in actions[:cut]:
            state.apply(a)
        loaded = GAME.from_dict(json.loads(json.dumps(state.to_dict())))
        assert loaded.to_dict() == state.to_dict()
        assert loaded.legal_actions() == state.legal_actions()
        for a in actions[cut:]:
            loaded.apply(GAME.action_from_dict(json.loads(json.dumps(a.to_dict()))))
        assert loaded.to_dict() == whole.to_dict()


def test_a_broken_save_is_refused():
    state, _ = play(5, ["easy", "easy"])
    data = state.to_dict()
    data["box"] = data["box"][1:]
    with pytest.raises(ValueError, match="60"):
        GAME.from_dict(data)
    data = state.to_dict()
    data["face_down"] = data["face_down"] + ["princess"]
    with pytest.raises(ValueError, match="48"):
        GAME.from_dict(data)


def test_session_autosave_resumes_mid_game(tmp_path):
    path = tmp_path / "auto.json"
    seats = default_seats(2, ["normal", "hard"])
    session = Session("tajemnica-zamku", seats, 42, autosave=path)
    for _ in range(60):
        session.play_bot()
    resumed = Session.resume(path)
    assert resumed.state.to_dict() == session.state.to_dict()
    while not session.over:
        action = session.bot_action()
        assert resumed.bot_action() == action  # the bots' memory came back too
        session.apply(action)
        resumed.apply(action)
    assert resumed.state.outcome == session.state.outcome
