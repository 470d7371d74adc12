"""Every game, every computer level: a game resumed from its autosave goes on exactly as the
uninterrupted game would (same state, and the bots choose the same moves)."""

from __future__ import annotations

import pytest

from castle_games import plugins
from castle_games.core.seats import LEVELS, default_seats
from castle_games.session import Session


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", plugins.ids())
def test_resumed_game_continues_identically(game_id, level, tmp_path):
    entry = plugins.manifest(game_id)
    players = max(2, entry.min_players)
    for seed in (3, 4):
        path = tmp_path / f"{game_id}-{level}-{seed}.json"
        session = Session(game_id, default_seats(players, [level] * players), seed,
                          autosave=path)
        for _ in range(25):
            if session.over:
                break
            session.play_bot()
        resumed = Session.resume(path)
        assert resumed.state.to_dict() == session.state.to_dict()
        for _ in range(40):
            if session.over:
                break
            action = session.bot_action()
            assert resumed.bot_action() == action, f"seed {seed}: the bots' memory came back"
            session.apply(action)
            resumed.apply(action)
        assert resumed.state.to_dict() == session.state.to_dict()
