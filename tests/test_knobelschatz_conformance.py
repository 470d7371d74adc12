"""Knobelschatz over thousands of seeded games: the box stays whole, the dog protects, the
scores are the sums; same seed, same game; saves resume and replay exactly."""

from __future__ import annotations

import time

import pytest

from castle_games.core import saves
from castle_games.core.seats import default_seats
from castle_games.games.knobelschatz import MANIFEST
from castle_games.games.knobelschatz.moves import DiceRolled, RollDice, TakeCard
from castle_games.games.knobelschatz.rules import CARD_VALUES, DOG, GAME, PILE, observation
from castle_games.session import Session, autosave_path

BOX = sorted(CARD_VALUES)
GAMES = 2000


def _check_game(seed: int) -> int:
    """Play one game between easy (random) bots, checking every action; returns actions."""
    n = 2 + seed % 4
    seats = default_seats(n, ["easy"] * n)
    state = GAME.new(seats, seed, {})
    bots = [MANIFEST.make_bot(i, "easy", seed) for i in range(n)]
    actions = 0
    while state.to_move is not None:
        roller = state.to_move
        sizes_before = [len(h) for h in state.hands]
        dog_before = state.dog
        action = bots[roller].choose(observation(state, roller), state.legal_actions())
        events = state.apply(action)
        for b in bots:  # as Session does: every bot hears what happened
            b.notice(events)
        actions += 1
        state.check()
        sizes = [len(h) for h in state.hands]
        # The 24 chests of the box are all somewhere, every value exactly as often as printed.
        assert sorted([c for h in state.hands for c in h] + state.pile) == BOX, seed
        if isinstance(action, RollDice):
            assert sizes == sizes_before, "rolling moves no chest"
            faces = next(e.faces for e in events if isinstance(e, DiceRolled))
            if state.dog != dog_before:
                assert DOG in faces and state.dog == roller, "the dog moves only on a dog roll"
        else:
            assert state.dog == dog_before, "the dog owner changes only on a dog roll"
            assert sum(sizes) - sum(sizes_before) == (1 if action.source == PILE else 0)
            if state.dog is not None and state.dog != roller:
                assert sizes[state.dog] >= sizes_before[state.dog], (
                    f"seed {seed}: the guarded player lost a chest")
            gained = sizes[roller] - sizes_before[roller]
            assert gained in (0, 1) and all(
                sizes[i] <= sizes_before[i] for i in range(n) if i != roller)
        assert actions < 1000, "a game must end"
    outcome = state.outcome
    assert outcome is not None and not state.pile and not state.pending
    scores = tuple(sum(h) for h in state.hands)
    assert outcome.scores == scores
    assert outcome.winners == tuple(i for i, s in enumerate(scores) if s == max(scores))
    return actions


def test_two_thousand_seeded_games_keep_every_rule():
    lengths = [_check_game(seed) for seed in range(GAMES)]
    assert sum(lengths) > GAMES * 20
    assert len(set(lengths)) > 20, "random bots should make games of many lengths"


@pytest.mark.perf
def test_two_thousand_checked_games_take_under_30_seconds():
    start = time.perf_counter()
    for seed in range(GAMES):
        _check_game(seed)
    elapsed = time.perf_counter() - start
    assert elapsed < 30, f"{GAMES} games took {elapsed:.1f} s"


def _play(seed: int, levels: list[str], autosave=None) -> Session:
    session = Session("knobelschatz", default_seats(len(levels), levels), seed, autosave=autosave)
    while not session.over:
        session.play_bot()
    return session


@pytest.mark.parametrize("levels", [["easy", "normal", "hard"], ["hard", "expert"],
                                    ["normal", "easy", "hard", "expert", "normal"]])
def test_same_seed_same_game_different_seed_different_game(levels):
    a, b = _play(42, levels), _play(42, levels)
    assert a.actions == b.actions
    assert a.state.outcome == b.state.outcome
    assert a.state.to_dict() == b.state.to_dict()
    c = _play(43, levels)
    assert c.actions != a.actions or c.state.to_dict() != a.state.to_dict()


def test_saves_resume_mid_game_and_replay_from_seed_and_actions(tmp_path, monkeypatch):
    monkeypatch.setenv("CASTLE_GAMES_HOME", str(tmp_path))
    path = autosave_path()
    assert str(path).startswith(str(tmp_path))
    levels = ["normal", "hard", "easy", "hard"]
    session = Session("knobelschatz", default_seats(4, levels), 77, autosave=path)
    for _ in range(15):
        session.play_bot()
    resumed = Session.resume(path)
    assert resumed.state.to_dict() == session.state.to_dict()
    assert resumed.actions == session.actions
    saved = saves.load(path)
    assert saves.replay(saved, GAME).to_dict() == session.state.to_dict()
    while not session.over:
        a = session.play_bot()
        b = resumed.play_bot()
        assert a[0] == b[0]
    assert resumed.over
    assert resumed.state.outcome == session.state.outcome
    assert resumed.state.to_dict() == session.state.to_dict()


def test_a_human_move_in_a_saved_game_replays_too(tmp_path):
    path = tmp_path / "game.json"
    seats = default_seats(3, ["hard", "hard", "hard"], humans=1)
    session = Session("knobelschatz", seats, 5, autosave=path)
    session.apply(RollDice())
    while session.to_move == 0 and session.state.legal_actions():
        session.apply(session.state.legal_actions()[-1])
    assert isinstance(GAME.action_from_dict(session.actions[-1]), TakeCard)
    assert saves.replay(saves.load(path), GAME).to_dict() == session.state.to_dict()
