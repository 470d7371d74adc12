"""The rules contract, as properties over random legal play in every installed game
(hypothesis draws the seeds and the choices): the table always adds up, a save round-trips,
the action log replays to the same table, and a refused action changes nothing."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sixth_game.rules import TakeCoins

from castle_games import plugins
from castle_games.core import saves
from castle_games.core.contract import IllegalAction, State
from castle_games.core.seats import default_seats

GAMES = [m for m in plugins.manifests() if m.package.startswith("castle_games.")]
PLAY = settings(max_examples=12, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])


def _play(game, seed: int, players: int, picks: list[int]):
    state = game.new(default_seats(players), seed)
    log = []
    for pick in picks:
        if state.to_move is None:
            break
        legal = state.legal_actions()
        assert legal, "a game that waits for a seat offers it something to do"
        action = legal[pick % len(legal)]
        state.apply(action)
        log.append(action.to_dict())
        state.check()
    return state, log


@pytest.mark.parametrize("manifest", GAMES, ids=lambda m: m.id)
@PLAY
@given(seed=st.integers(0, 2**31 - 1), extra=st.integers(0, 3),
       picks=st.lists(st.integers(0, 10_000), max_size=120))
def test_random_legal_play_keeps_the_contract(manifest, seed, extra, picks):
    game = manifest.game
    players = min(game.max_players, max(game.min_players, 2) + extra)
    state, log = _play(game, seed, players, picks)
    assert isinstance(state, State)
    data = state.to_dict()
    again = game.from_dict(data)
    assert again.to_dict() == data and again.to_move == state.to_move
    assert again.legal_actions() == state.legal_actions()
    saved = saves.SavedGame(game.id, default_seats(players), {}, seed, log)
    assert saves.replay(saved, game).to_dict() == data
    for foreign in (TakeCoins(99),):
        with pytest.raises(IllegalAction):
            state.apply(foreign)
        assert state.to_dict() == data, "a refused action leaves the table as it was"
    if state.to_move is None:
        assert state.outcome is not None and state.legal_actions() == []
