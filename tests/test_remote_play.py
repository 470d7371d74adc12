"""Play from two homes, over real wires: a host and its guests, each a process of its own
(`castle-games host` and `castle-games join`), play whole games of all five games over
loopback and through a relay (Mosquitto, started here), and the guests' records — every
byte each guest took, its saved game — hold what their seat may know and nothing else:
each message is regenerated from the host's log, and at every moment the hidden facts are
swapped at the host and the seat's snapshot must not change (remote_kit.check_record).
A wire that breaks at random moments loses no move and makes none twice; a host that is
stopped dead resumes its table and lets the guests back in.
"""

from __future__ import annotations

import time

import pytest
import remote_kit as kit
from test_remote_seat_stream import SWAPS


@pytest.fixture(autouse=True)
def no_process_left():
    yield
    kit.stop_all()


# (game, players at the host): two or three guests, and a computer at the host.
TABLES = [
    ("seven-locks", "guest,guest,bot:easy"),
    ("clever-keys", "guest,guest,guest"),
    ("schlotterstein", "guest,bot:easy,guest"),
    ("knobelschatz", "guest,guest,bot:normal"),
    ("tajemnica-zamku", "guest,guest,bot:easy"),
]


def play_table(tmp_path, game, players, *, via_host, via_guest=None, seed=11, extra=()):
    host = kit.Host(tmp_path, game, "--players", players, "--seed", str(seed),
                    "--via", via_host, "--away", "600", *extra)
    via = via_guest or host.invite["via"][0]
    guests = {seat: kit.join(tmp_path, host.invite, seat, via) for seat in host.invite["secrets"]}
    said = {seat: kit.finished(p) for seat, p in guests.items()}
    return host.finish(), said


def check_agreement(tmp_path, game, ended, said):
    assert ended["over"], "the game ended at the host"
    seats_of = moves_by_seat(game, ended)
    swapped = 0
    for seat, guest in said.items():
        assert guest["over"] and guest["moves"] == ended["moves"]
        assert guest["outcome"] == ended["outcome"], "host and guest agree how it ended"
        assert guest["moves_sent"] == seats_of.get(int(seat) - 1, 0), (
            "each of the guest's moves made exactly once")
        lines = kit.record(tmp_path, seat)
        numbers = [int(line.split(b'"number":')[1].split(b",")[0]) for line in lines]
        assert numbers == sorted(set(numbers)), "numbered, in order, none taken twice"
        count, swaps = kit.check_record(game, ended, int(seat) - 1, lines, SWAPS[game])
        assert count == len(lines) >= ended["moves"] // 3
        swapped += swaps
    assert swapped >= 3, "the hidden facts were really swapped at several moments"


def moves_by_seat(game, ended):
    from castle_games.core.seats import Seat
    from castle_games.session import Session

    session = Session(game, [Seat.from_dict(s) for s in ended["seats"]], ended["seed"])
    count: dict[int, int] = {}
    for data in ended["actions"]:
        seat = session.to_move
        count[seat] = count.get(seat, 0) + 1
        session.apply(session.game.action_from_dict(data))
    return count


@pytest.mark.parametrize(("game", "players"), TABLES, ids=[t[0] for t in TABLES])
def test_whole_games_between_homes_on_one_network(tmp_path, game, players):
    ended, said = play_table(tmp_path, game, players, via_host="ws://127.0.0.1:0")
    check_agreement(tmp_path, game, ended, said)
    assert ended["refused"] == 0 and ended["stood_in"] == []


@pytest.fixture(scope="module")
def relay(tmp_path_factory):
    relay = kit.Relay(tmp_path_factory.mktemp("relay"))
    yield relay
    relay.close()


@pytest.mark.parametrize(("game", "players"), TABLES, ids=[t[0] for t in TABLES])
def test_whole_games_between_homes_through_a_relay(tmp_path, relay, game, players):
    ended, said = play_table(tmp_path, game, players, via_host=relay.url, seed=12)
    check_agreement(tmp_path, game, ended, said)


@pytest.mark.parametrize("game", ["knobelschatz", "clever-keys"])
def test_a_wire_that_breaks_at_random_loses_no_move_and_makes_none_twice(tmp_path, game):
    port = kit.free_port()
    proxy = kit.BreakingProxy(port, seed=len(game), break_chance=0.05)
    try:
        players = dict(TABLES)[game]
        ended, said = play_table(tmp_path, game, players, via_host=f"ws://127.0.0.1:{port}",
                                 via_guest=f"ws://127.0.0.1:{proxy.port}", seed=13)
    finally:
        proxy.close()
    check_agreement(tmp_path, game, ended, said)
    assert proxy.breaks >= 3, "the wire really broke"
    comebacks = sum(g["comebacks"] for g in said.values())
    assert 2 <= comebacks <= 3 * proxy.breaks + 6, "the guests came back, once a break or so"


def test_a_guest_whose_word_at_the_end_is_lost_says_it_again_and_both_stop(tmp_path):
    """The wire breaks just as a guest says it saw the end: the guest comes back and says
    it again, the host answers farewell, and both stop at once (a host that never heard
    it would wait for the guest's away time, ten minutes here)."""
    from castle_games.core.seats import COMPUTER, HUMAN, Seat
    from castle_games.remote.guest import Guest
    from castle_games.remote.invite import Invite
    from castle_games.session import Session

    seats = [Seat("Ann", "red", HUMAN), Seat("Robo", "green", COMPUTER, "normal")]
    session = Session("knobelschatz", seats, 21)
    invite = Invite.new([0])
    hosting = kit.Hosting(session, invite, away_s=600, to_the_end=True)
    guest = Guest(invite.code, 0, invite.secrets[0].text(), hosting.url, level="normal",
                  seed=3)
    lost: list[bytes] = []
    send = guest._send

    def breaking_at_the_end(message: bytes) -> None:
        if b'"seen"' in message and not lost:
            lost.append(message)
            guest._link.close()  # (the wire breaks as the word goes: it never arrives)
            return
        send(message)

    guest._send = breaking_at_the_end  # type: ignore[method-assign]
    try:
        started = time.monotonic()
        guest.play(limit_s=100)
        hosting.thread.join(20)
        took = time.monotonic() - started
        stopped = not hosting.thread.is_alive()
    finally:
        guest.close()
        hosting.close()
    assert lost, "the guest's first word at the end was lost"
    assert stopped and session.over, "the host stopped, everyone told"
    assert guest.view.over and guest.farewell, "the host heard it the second time"
    assert guest.comebacks >= 1 and took < 60


def test_a_host_stopped_dead_resumes_the_table_and_lets_the_guests_back_in(tmp_path):
    game, port = "knobelschatz", kit.free_port()
    autosave = tmp_path / "table.json"
    via = f"ws://127.0.0.1:{port}"
    host = kit.Host(tmp_path, game, "--players", "guest,guest,bot:normal", "--seed", "14",
                    "--via", via, "--autosave", str(autosave))
    guests = {seat: kit.join(tmp_path, host.invite, seat, via) for seat in host.invite["secrets"]}
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(kit.record(tmp_path, "1")) < 12:
        time.sleep(0.05)
    host.kill()  # the lid closed, the power gone: no goodbye
    time.sleep(1.0)
    again = kit.Host(tmp_path, "--autosave", str(autosave), "--resume", "--via", via)
    assert again.invite["code"] == host.invite["code"], "the same code still seats the guests"
    said = {seat: kit.finished(p) for seat, p in guests.items()}
    ended = again.finish()
    check_agreement(tmp_path, game, ended, said)
    assert all(g["comebacks"] >= 1 for g in said.values())
