"""A table hosted in the window: the family at the host plays its seats through the table
model as a scene does, the computer moves when the scene asks, and a grandmother far away
plays hers from her own computer. The host's screen never shows her seat's view, her moves
wait until they arrive, and she is told of every move as the session makes it."""

from __future__ import annotations

import threading
import time

import pytest

from castle_games import plugins
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.remote.guest import Guest
from castle_games.remote.host import Host
from castle_games.remote.invite import Invite
from castle_games.remote.links import DirectHost
from castle_games.session import Session
from castle_games.table_model import TableModel

GAMES = ("seven-locks", "clever-keys", "schlotterstein", "knobelschatz", "tajemnica-zamku")


def table_seats(game: str) -> list[Seat]:
    level = "normal" if game == "knobelschatz" else "easy"
    return [Seat("Ann", "red", HUMAN), Seat("Oma", "blue", HUMAN, far_away=True),
            Seat("Robo", "green", COMPUTER, level)]


@pytest.mark.parametrize("game", GAMES)
def test_a_family_at_the_host_plays_with_a_grandmother_far_away(game):
    session = Session(game, table_seats(game), 41)
    invite = Invite.new([1])
    host = Host(session, invite, at_the_table=True)
    link = DirectHost(0, "127.0.0.1")
    host.listen(link)
    oma = Guest(invite.code, 1, invite.secrets[1].text(), f"ws://127.0.0.1:{link.port}",
                level="easy", seed=3)
    stop = threading.Event()

    def far_away() -> None:
        oma.connect()
        while not stop.is_set() and not (oma.view.over and oma.last >= host.table.sent.get(1, 0)):
            oma.step(0.01)

    thread = threading.Thread(target=far_away, daemon=True)
    thread.start()
    model = TableModel(session)
    ann = plugins.manifest(game).make_bot(0, "easy", 7)
    try:
        deadline = time.monotonic() + 120
        while not model.over and time.monotonic() < deadline:
            host.step(0.001)
            assert model.viewer == 0, "the host's screen shows Ann's view, never Oma's"
            if model.is_bot_turn():
                if model.move_arrived():
                    model.play_bot()
            else:
                model.apply(ann.choose(model.observation, model.legal_actions()))
        assert model.over, "the game ended"
        thread.join(20)
        assert oma.view.over and oma.view.moves == len(session.actions)
        assert oma.view.outcome == session.state.outcome.to_dict()
        assert host.stood_in == set()
        replay, hers = Session(game, table_seats(game), 41), 0
        for data in session.actions:
            hers += replay.to_move == 1
            replay.apply(replay.game.action_from_dict(data))
        assert hers == oma.moves_sent > 0, "each of her moves made once, by the table here"
    finally:
        stop.set()
        host.close()
