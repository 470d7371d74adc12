"""A table from two homes refuses, over the wire, everything it should: a wrong or expired
code, a wrong seat secret (and a seat tried too often), and ten thousand malformed,
replayed, out-of-turn and other-seat messages from a guest that is seated — which change
nothing at the host and are answered alike whatever the hidden facts are."""

from __future__ import annotations

import copy
import json
import random
import socket
import time

import pytest
from remote_kit import Hosting, seated
from test_remote_seat_stream import SWAPS, bad_messages, seats

from castle_games.remote.guest import Guest, GuestRefused
from castle_games.remote.invite import WRONG_SECRETS_MAX, Invite, Pictures
from castle_games.remote.sealed import GuestSeal
from castle_games.session import Session


@pytest.fixture
def hosting():
    made: list[Hosting] = []

    def make(game="knobelschatz", **kwargs):
        session = Session(game, seats(game), 9)
        invite = kwargs.pop("invite", None) or Invite.new([0, 1])
        made.append(Hosting(session, invite, **kwargs))
        return made[-1]
    yield make
    for h in made:
        h.close()


def test_a_wrong_code_finds_no_table(hosting):
    h = hosting()
    wrong = Pictures(tuple((n + 1) % 32 for n in h.host.invite.code.numbers))
    guest = Guest(wrong, 0, h.host.invite.secrets[0].text(), h.url)
    with pytest.raises(GuestRefused) as refused:
        guest.play(join_wait_s=1.5)
    assert refused.value.reason == "no table answers to that code"
    assert h.host.refused >= 1 and not h.host.sittings


def test_a_wrong_secret_is_refused_and_a_seat_tried_too_often_closes(hosting):
    h = hosting()
    right = h.host.invite.secrets[0]
    wrong = Pictures(((right.numbers[0] + 1) % 32, right.numbers[1])).text()
    for _ in range(WRONG_SECRETS_MAX):
        with pytest.raises(GuestRefused) as refused:
            seated(h, 0, secret=wrong)
        assert refused.value.reason == "that is not the seat's secret"
    with pytest.raises(GuestRefused) as refused:
        seated(h, 0)
    assert refused.value.reason == "that seat was tried with wrong secrets too often"
    assert seated(h, 1).view.game == "knobelschatz", "the other seat is still open"


def test_an_expired_code_seats_nobody_new_but_lets_a_seated_guest_back(hosting):
    now = [1000.0]
    invite = Invite.new([0, 1], lifetime_s=60, now=now[0])
    h = hosting(invite=invite, clock=lambda: now[0])
    first = seated(h, 0)
    assert first.view.game, "seated while the code lasts"
    now[0] += 61
    with pytest.raises(GuestRefused) as refused:
        seated(h, 1)
    assert refused.value.reason == "the invite code has expired"
    back = seated(h, 0)  # the same person, from a new sitting
    assert back.view.game and back.view.moves == first.view.moves


def test_ten_thousand_bad_messages_over_the_wire_change_nothing_and_tell_nothing(hosting):
    game = "knobelschatz"
    session = Session(game, seats(game), 9)
    rng = random.Random(9)
    while session.is_bot_turn() or session.to_move not in (0, 1):
        session.apply(rng.choice(session.state.legal_actions()))
    messages = bad_messages(session, random.Random(2), 10_000)
    invite = Invite.new([0, 1])
    answers = []
    for swapped in (False, True):
        table = Session(game, seats(game), 9)
        table.state = SWAPS[game](copy.deepcopy(session.state)) if swapped else copy.deepcopy(
            session.state)
        table.actions = list(session.actions)
        before = table.state.to_dict()
        h = hosting(invite=invite)
        h.host.session = table
        h.host.table.session = table
        said = play_rogue(h, invite, messages)
        assert table.state.to_dict() == before, "a bad message changed the table"
        assert len(table.actions) == len(session.actions)
        answers.append(said)
    assert answers[0] == answers[1], "a refusal told something of the hidden facts"
    assert sum(1 for a in answers[0] if json.loads(a)["kind"] == "refused") >= 9_000


def play_rogue(h: Hosting, invite: Invite, messages) -> list[bytes]:
    """A guest seated at both guest seats that sends every bad message sealed as the seat
    it names, then unsealed garbage, replays of its own envelopes and envelopes of an
    address the host never seated; returns the answers it could open, in order."""
    from websockets.sync.client import connect

    from castle_games.remote.invite import TableKeys

    keys = TableKeys.of(invite.code)
    seals = {s: GuestSeal(keys) for s in (0, 1)}
    conns = {s: connect(h.url).__enter__() for s in (0, 1)}
    answers: list[bytes] = []
    for s in (0, 1):
        conns[s].send(seals[s].join(s, invite.secrets[s].text(), 0))
        seals[s].open(conns[s].recv(5))  # hello
        seals[s].open(conns[s].recv(5))  # the snapshot
    sent: list[bytes] = []
    for seat, data in messages:
        envelope = seals[seat].seal(data)
        sent.append(envelope) if seat == 0 else None
        conns[seat].send(envelope)
        answers.append(seals[seat].open(conns[seat].recv(5))[1])
    stranger = GuestSeal(keys)
    stranger.box = seals[0].box  # (a box it does not own: the host does not know its address)
    junk = [b"", b"M", b"J" + bytes(40), b"M" + seals[0].address + b"nonsense" * 5,
            stranger.seal(messages[0][1]), bytes(range(256)) * 20]
    junk += sent[:50]  # the very bytes again, as someone on the wire might replay them
    for data in junk:
        conns[0].send(data)
    conns[0].send(seals[0].seal(b'{"kind":"ping"}'))  # then one more: is it still answered?
    answers.append(seals[0].open(conns[0].recv(5))[1])
    late = [seals[0].open(conns[0].recv(0.5))[1] for _ in range(60) if _more(conns[0])]
    for conn in conns.values():
        conn.close()
    return answers + late


def _more(conn) -> bool:
    try:
        conn.recv(0.2)
    except TimeoutError:
        return False
    return True


@pytest.mark.parametrize("relayed", [False, True], ids=["one-network", "relay"])
@pytest.mark.parametrize("how", ["lid closed", "left"])
def test_a_seat_whose_player_is_away_is_played_by_the_kind_computer_and_says_so(
        hosting, relayed, how, tmp_path):
    """Ben's wire breaks (a closed lid: no goodbye) or he leaves; after a while on his
    turn the kind computer moves for him, every guest is told so, and when he is back he
    takes his seat again."""
    if relayed:
        import remote_kit
        relay = remote_kit.Relay(tmp_path)
    h = hosting(away_s=0.3)
    if relayed:
        from castle_games.remote.links import RelayHost
        link = RelayHost(relay.url, h.host.keys.place)
        h.host.listen(link)
        h.url = relay.url
    ann = seated(h, 0, level="easy")
    ben = seated(h, 1, level="easy")
    if how == "left":
        ben.close()
    elif relayed:  # the broker notices the dead wire and says so (MQTT's last will)
        ben._link._client.loop_stop()
        ben._link._client.socket().shutdown(socket.SHUT_RDWR)
    else:
        ben._link._socket.connection.socket.shutdown(socket.SHUT_RDWR)
    try:
        deadline = time.monotonic() + 60
        while not h.host.session.over and time.monotonic() < deadline:
            ann.step(0.02)
        assert h.host.session.over, "the game went on without Ben"
        assert h.host.stood_in == {1}
        told = [json.loads(m) for m in ann.received]
        assert any(m.get("played_for") == 1 for m in told), "Ann was told who played for Ben"
        again = Guest(h.host.invite.code, 1, h.host.invite.secrets[1].text(), h.url)
        again.connect()
        while not again.view.over and time.monotonic() < deadline:
            again.step(0.02)
        assert again.view.over and again.view.moves == len(h.host.session.actions)
    finally:
        if relayed:
            relay.close()
