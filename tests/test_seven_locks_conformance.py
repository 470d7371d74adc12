"""Seven Locks conformance: thousands of seeded random games keep every pearl, key, tower
and coat of arms accounted for after every single action; same seed, same game; saves
resume exactly."""

from __future__ import annotations

import json

import pytest

from castle_games.core.rng import Rng
from castle_games.core.seats import default_seats
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.session import Session

GAMES = 2000


def check(st: R.SevenLocksState, used: list[int], last_boxes: list[int],
          legal: list) -> None:
    """What must hold at any moment of any game beyond `state.check()` (which runs first):
    the history of the game (boxes never lose pearls, coats of arms used up). Kept cheap:
    it runs ~300,000 times."""
    assert min(map(int.__sub__, st.boxes, last_boxes)) >= 0, "a box lost pearls"
    opened = st.opened
    # six openings by players; the 7th tower joins them when the game resolves itself
    assert len(opened) <= (R.N_TOWERS if st.outcome else R.LAST_OPENING)
    keys = st.keys_left()
    assert len(keys) == R.N_CHAMBERS - len(opened)
    assert st.key is None or st.key in keys
    if st.phase in (R.CHOOSE_KEY, R.ARMS, R.WITHDRAW):
        assert st.standing[st.keymaster - 1]
    # coats of arms: left + placed now + used up == 2
    placing = st.phase in (R.ARMS, R.WITHDRAW)
    for s in range(st.n):
        placed = st.joiners.count(s) if placing else 0
        assert st.arms[s] >= 0 and st.arms[s] + placed + used[s] == R.ARMS_PER_PLAYER
    assert len({s for s, _ in st.guesses}) == len(st.guesses)  # one guess each at most
    # whose move
    if st.outcome is None:
        assert st.to_move is not None and legal
        if placing:
            assert st.to_move != st.current
    else:
        assert st.to_move is None and legal == []
        assert st.outcome.scores == tuple(st.boxes)


def play_random(seed: int, players: int, strategists: bool) -> R.SevenLocksState:
    st = R.GAME.new(default_seats(players, ["easy"] * players), seed,
                    {"strategists": strategists, "starter": seed % players})
    rng = Rng(seed * 31 + 7)  # a random player for every seat
    used = [0] * players
    boxes = list(st.boxes)
    legal = st.legal_actions()
    while st.to_move is not None:
        events = st.apply(rng.choice(legal))
        for ev in events:
            if isinstance(ev, M.CoatsOfArmsUsedUp):
                for s in ev.seats:
                    used[s] += 1
            elif isinstance(ev, M.EnchantedKeyGuessed):
                used[ev.seat] += 1
        st.check()  # the rules' own invariants
        legal = st.legal_actions()
        check(st, used, boxes, legal)
        boxes = list(st.boxes)
    return st


def test_thousands_of_random_games_keep_everything_accounted_for():
    endings = {"dry": 0, "resolved": 0}
    for g in range(GAMES):
        st = play_random(g, 2 + g % 3, strategists=g % 2 == 1)
        if st.outcome.winners:
            endings["resolved"] += 1
            assert len(st.opened) == R.N_TOWERS and st.keys_left() == [st.chambers[-1]]
        else:
            endings["dry"] += 1
            assert st.bin == 0
    # random play reaches both endings many times
    assert endings["dry"] > 100 and endings["resolved"] > 100, endings


def test_check_refuses_a_table_that_does_not_add_up():
    st = R.GAME.new(default_seats(2, ["easy"] * 2), 3, {})
    st.apply(M.PlaceKeymaster(1))
    st.check()
    for spoil in (lambda t: t.tower_pearls.__setitem__(0, t.tower_pearls[0] + 1),
                  lambda t: t.chambers.__setitem__(0, t.chambers[1]),
                  lambda t: t.arms.__setitem__(1, R.ARMS_PER_PLAYER + 1),
                  lambda t: t.standing.__setitem__(2, False)):
        broken = R.GAME.from_dict(st.to_dict())
        spoil(broken)
        with pytest.raises(ValueError):
            broken.check()


def test_same_seed_same_game_two_sessions_side_by_side():
    seats = default_seats(3, ["normal", "hard", "easy"])
    a = Session("seven-locks", seats, 42, {"strategists": True})
    b = Session("seven-locks", seats, 42, {"strategists": True})
    while not a.over:
        action_a, events_a = a.play_bot()
        action_b, events_b = b.play_bot()
        assert action_a == action_b and events_a == events_b
    assert b.over and a.state.to_dict() == b.state.to_dict()
    assert a.actions == b.actions


def test_different_seeds_hide_the_chambers_differently():
    seats = default_seats(2, ["easy", "easy"])
    layouts = {tuple(R.GAME.new(seats, s, {}).chambers) for s in range(20)}
    assert len(layouts) == 20


def test_save_round_trip_mid_game_continues_identically():
    for seed in range(30):
        st = R.GAME.new(default_seats(3, ["easy"] * 3), seed, {"strategists": seed % 2 == 0})
        rng = Rng(seed)
        for _ in range(25 + seed):
            if st.to_move is None:
                break
            st.apply(rng.choice(st.legal_actions()))
        copy = R.GAME.from_dict(json.loads(json.dumps(st.to_dict())))
        assert copy.to_dict() == st.to_dict()
        while st.to_move is not None:
            assert copy.legal_actions() == st.legal_actions()
            action = rng.choice(st.legal_actions())
            assert copy.apply(action) == st.apply(action)  # the die too: the generator saved
        assert copy.to_dict() == st.to_dict() and copy.outcome == st.outcome


def test_saved_actions_replay_to_the_same_state():
    seats = default_seats(2, ["normal", "easy"])
    s = Session("seven-locks", seats, 9)
    while not s.over:
        s.play_bot()
    replay = R.GAME.new(seats, 9, s.options)
    for data in s.actions:
        replay.apply(R.GAME.action_from_dict(data))
    assert replay.to_dict() == s.state.to_dict()
