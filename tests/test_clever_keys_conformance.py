"""Clever Keys over thousands of seeded games: the 52 gemstones are always all accounted for,
every section keeps exactly one blocked slot, keys go only where the rules allow; same seed,
same game; saves resume and replay exactly."""

from __future__ import annotations

import json
import time

import pytest

from castle_games.core import saves
from castle_games.core.bots import RandomBot
from castle_games.core.seats import default_seats
from castle_games.games.clever_keys.moves import (
    GameEnded,
    GemLost,
    InsertKey,
    KeyInserted,
    RewardTaken,
    StopAndTake,
)
from castle_games.games.clever_keys.rules import (
    GAME,
    GEMS,
    JAMMED,
    KEYS,
    MAX_PLACEMENTS,
    SECTIONS,
    SLOTS,
    observation,
)
from castle_games.session import Session, autosave_path

GAMES = 2000


def _check_game(seed: int) -> int:
    """One game between random bots (2 to 5 players), checked after every action."""
    n = 2 + seed % 4
    state = GAME.new(default_seats(n, ["easy"] * n), seed, {})
    board = list(state.blocked)
    bots = [RandomBot(i, "easy", seed) for i in range(n)]
    actions = 0
    while state.to_move is not None:
        seat = state.to_move
        legal = state.legal_actions()
        assert legal, f"seed {seed}: a player with nothing to do"
        # Every key can always be played, and a key moving on always finds at least two free
        # slots in the next open section: no section is ever too full (see SKIP_FULL_SECTIONS).
        inserts = [a for a in legal if isinstance(a, InsertKey)]
        if state.placements == 0:
            assert {a.key for a in inserts} == set(KEYS)
        else:
            assert len(inserts) >= 2 and isinstance(legal[0], StopAndTake)
        chamber_before, piles_before = state.chamber, list(state.piles)
        action = bots[seat].choose(observation(state, seat), legal)
        events = state.apply(action)
        actions += 1
        state.check()
        # The 52 gemstones of the box are all somewhere.
        assert state.chamber + sum(state.piles) + state.corner == GEMS, seed
        assert min(state.chamber, state.corner, *state.piles) >= 0, seed
        # Every section keeps exactly one blocked slot, the one dealt at the start.
        assert state.blocked == board and len(board) == SECTIONS
        assert all(1 <= b <= SLOTS for b in board)
        # A key jams exactly in a blocked slot; a jam costs one gemstone, nothing else does.
        for e in events:
            if isinstance(e, KeyInserted):
                assert (e.result == JAMMED) == (board[e.section - 1] == e.slot), seed
        jams = [e for e in events if isinstance(e, GemLost)]
        paid = [e for e in events if isinstance(e, RewardTaken)]
        assert state.corner - (GEMS - chamber_before - sum(piles_before)) == len(jams) <= 1
        assert sum(state.piles) - sum(piles_before) == sum(e.gems for e in paid)
        assert all(e.gems == min(e.reward, chamber_before) for e in paid)
        if jams or paid:  # a turn ended: it always costs the chamber at least one gemstone
            assert state.chamber < chamber_before and state.placements == 0
        else:
            assert state.chamber == chamber_before and state.placements <= MAX_PLACEMENTS - 1
        # Locked sections are exactly those of jammed keys; no two keys share a slot.
        placed = [p for p in state.keys.values() if p is not None]
        assert len(set(placed)) == len(placed)
        assert state.locked_sections() == {p[0] for p in placed if board[p[0] - 1] == p[1]}
        assert actions < 52 * MAX_PLACEMENTS + 1, "a game must end"
    outcome = state.outcome
    assert outcome is not None and state.chamber == 0 and isinstance(events[-1], GameEnded)
    assert outcome.scores == tuple(state.piles)
    best = max(state.piles)
    assert outcome.winners == tuple(i for i, s in enumerate(state.piles) if s == best)
    json.dumps(state.to_dict())
    return actions


def test_two_thousand_seeded_games_keep_every_gemstone_and_every_rule():
    lengths = [_check_game(seed) for seed in range(GAMES)]
    assert sum(lengths) > GAMES * 30
    assert len(set(lengths)) > 20, "random bots should make games of many lengths"


@pytest.mark.perf
def test_two_thousand_checked_games_take_under_30_seconds():
    start = time.perf_counter()
    for seed in range(GAMES):
        _check_game(seed)
    elapsed = time.perf_counter() - start
    assert elapsed < 30, f"{GAMES} games took {elapsed:.1f} s"


def test_random_players_use_every_kind_of_move():
    seen: set[str] = set()
    for seed in range(30):
        state = GAME.new(default_seats(3, ["easy"] * 3), seed, {})
        bot = RandomBot(0, "easy", seed)
        while state.to_move is not None:
            action = bot.choose({}, state.legal_actions())
            for e in state.apply(action):
                seen.add(type(e).__name__ + (f":{e.result}" if isinstance(e, KeyInserted) else ""))
            seen.add(type(action).__name__)
    assert {"InsertKey", "StopAndTake", "KeyInserted:all the way", "KeyInserted:jammed",
            "SectionLocked", "SectionUnlocked", "GemLost", "RewardTaken", "TurnPassed",
            "GameEnded"} <= seen


def _play(seed: int, levels: list[str], autosave=None) -> Session:
    session = Session("clever-keys", default_seats(len(levels), levels), seed, autosave=autosave)
    while not session.over:
        session.play_bot()
    return session


@pytest.mark.parametrize("levels", [["easy", "expert"], ["normal", "hard", "easy"],
                                    ["expert", "easy", "hard", "normal", "easy"]])
def test_same_seed_same_game_side_by_side(levels):
    a = Session("clever-keys", default_seats(len(levels), levels), 42)
    b = Session("clever-keys", default_seats(len(levels), levels), 42)
    assert a.state.blocked == b.state.blocked
    while not a.over:
        step_a, step_b = a.play_bot(), b.play_bot()
        assert step_a == step_b
        assert a.state.to_dict() == b.state.to_dict()
    assert b.over and a.state.outcome == b.state.outcome
    c = _play(43, levels)
    assert c.actions != a.actions or c.state.to_dict() != a.state.to_dict()


def test_a_saved_state_round_trips_through_json_at_every_step():
    session = Session("clever-keys", default_seats(3, ["normal", "easy", "hard"]), 9)
    while not session.over:
        data = json.loads(json.dumps(session.state.to_dict()))
        twin = GAME.from_dict(data)
        assert twin.to_dict() == session.state.to_dict()
        assert twin.legal_actions() == session.state.legal_actions()
        session.play_bot()
    assert GAME.from_dict(session.state.to_dict()).outcome == session.state.outcome


def test_saves_resume_mid_turn_and_replay_from_seed_and_actions(tmp_path, monkeypatch):
    monkeypatch.setenv("CASTLE_GAMES_HOME", str(tmp_path))
    path = autosave_path()
    levels = ["normal", "expert", "easy", "hard"]
    session = Session("clever-keys", default_seats(4, levels), 77, autosave=path)
    for _ in range(40):  # stop somewhere mid-turn if we can
        session.play_bot()
        if session.state.placements > 0 and len(session.actions) > 12:
            break
    resumed = Session.resume(path)
    assert resumed.state.to_dict() == session.state.to_dict()
    assert resumed.actions == session.actions
    # The bots remember what their seats saw, rebuilt from the log: they play on alike.
    for seat, bot in session.bots.items():
        assert resumed.bots[seat].memory == bot.memory
    saved = saves.load(path)
    assert saves.replay(saved, GAME).to_dict() == session.state.to_dict()
    while not session.over:
        assert session.play_bot() == resumed.play_bot()
    assert resumed.state.outcome == session.state.outcome


def test_a_human_move_in_a_saved_game_replays_too(tmp_path):
    path = tmp_path / "game.json"
    seats = default_seats(2, ["hard", "hard"], humans=1)
    session = Session("clever-keys", seats, 5, autosave=path)
    session.apply(InsertKey("B", 3, 2))
    if session.to_move == 0:
        session.apply(StopAndTake())
    assert GAME.action_from_dict(session.actions[0]) == InsertKey("B", 3, 2)
    assert saves.replay(saves.load(path), GAME).to_dict() == session.state.to_dict()
