"""A move a day, through a relay: the table waits for each player however long. The host
may be switched off for the night — a guest's move sent meanwhile is held by the relay
(MQTT's persistent session) and made once the host is back, with its key and its guests'
kept beside the autosave; a guest may be switched off too, and goes on from its record
(its saved game) with its computer player's memory rebuilt. No computer plays for anyone.
"""

from __future__ import annotations

import json
import time

import remote_kit as kit

from castle_games.core.seats import HUMAN, Seat
from castle_games.remote.guest import Guest
from castle_games.remote.host import Host, resumed
from castle_games.remote.invite import Invite
from castle_games.remote.links import RelayHost
from castle_games.session import Session


def hosted_via(host: Host, url: str) -> kit.Hosting:
    """A host on a thread of the test, through the relay, until closed."""
    return kit.Hosting(host=host, link=RelayHost(url, host.keys.place))


def until(condition, guests, seconds=30.0) -> bool:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        for g in guests:
            g.step(0.01)
    return condition()


def test_a_move_a_day_with_the_host_and_a_guest_switched_off_in_between(tmp_path):
    relay = kit.Relay(tmp_path)
    try:
        autosave = tmp_path / "table.json"
        people = [Seat("Babcia", "red", HUMAN), Seat("Ola", "blue", HUMAN)]
        session = Session("knobelschatz", people, 31, autosave=autosave)
        invite = Invite.new([0, 1])
        running = hosted_via(Host(session, invite, move_a_day=True, away_s=0.1), relay.url)
        babcia = Guest(invite.code, 0, invite.secrets[0].text(), relay.url, level="normal",
                       seed=1, record=tmp_path / "babcia.jsonl")
        ola = Guest(invite.code, 1, invite.secrets[1].text(), relay.url, level="normal",
                    seed=2, record=tmp_path / "ola.jsonl")
        for g in (babcia, ola):
            g.connect()
        assert until(lambda: babcia.view.moves >= 6 and babcia.view.to_move == 0,
                     [babcia, ola]), "a few moves, then Babcia's turn"
        # Night: the host is switched off; Babcia makes her move anyway.
        running.close()
        made = len(running.host.session.actions)
        babcia.step(0.05)
        assert babcia.waiting_for_answer, "her move is on its way, held by the relay"
        time.sleep(1.0)
        # Morning: the host is back, with the same table, key and code.
        running.host.session.wait_for_save(5)
        running = hosted_via(resumed(autosave), relay.url)
        assert running.host.move_a_day and running.host.away_s == float("inf")
        assert until(lambda: len(running.host.session.actions) > made, [babcia, ola])
        assert len(running.host.session.actions) >= made + 1 and babcia.moves_sent >= 1
        # Ola's computer is switched off when her turn comes; the table waits for her.
        ola.player = None  # (she has not chosen yet)
        assert until(lambda: ola.view.to_move == 1, [babcia, ola])
        ola.close()
        waiting_at = len(running.host.session.actions)
        until(lambda: False, [babcia], seconds=1.0)
        assert len(running.host.session.actions) == waiting_at, "nobody plays for Ola"
        assert running.host.stood_in == set()
        # Ola comes back the next day: her saved game, then the table again.
        ola = Guest(invite.code, 1, invite.secrets[1].text(), relay.url, level="normal",
                    seed=2, record=tmp_path / "ola.jsonl")
        ola.resume(tmp_path / "ola.jsonl")
        assert ola.view.to_move == 1 and ola.player is not None
        ola.connect()
        assert until(lambda: babcia.view.over and ola.view.over, [babcia, ola], 90)
        session = running.host.session
        assert babcia.view.moves == ola.view.moves == len(session.actions)
        seats_moved = [0, 0]
        replay = Session("knobelschatz", people, 31)
        for data in session.actions:
            seats_moved[replay.to_move] += 1
            replay.apply(replay.game.action_from_dict(data))
        assert babcia.moves_sent == seats_moved[0], "each of her moves made once"
        lines = (tmp_path / "ola.jsonl").read_bytes().splitlines()
        numbers = [json.loads(line)["number"] for line in lines]
        assert numbers == sorted(set(numbers)), "her saved game: in order, nothing twice"
        running.close()
    finally:
        relay.close()
