"""Playing from two homes, the bytes first: what leaves the host for a seat carries no
hidden fact of another seat, and no message a guest sends can change or learn anything it
should not.

The network form of the hidden-state tests, before any socket: at positions of seeded games
of all five games, the hidden facts are swapped at the host (each game's own
`swap_hidden`) and every seat's first message (the snapshot, also every reconnect's) must
be the same bytes. A whole game is played by guests that know only the bytes they received.
Ten thousand malformed, replayed, out-of-turn and other-seat messages change nothing, and
are answered alike whatever the hidden facts are.
"""

from __future__ import annotations

import copy
import json
import random

import pytest
import test_clever_keys_hidden
import test_knobelschatz_hidden
import test_schlotterstein_hidden
import test_seven_locks_hidden
import test_tajemnica_hidden

from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.remote.seat_stream import MAX_MESSAGE, PROTOCOL, HostTable, act, snapshot
from castle_games.session import Session

SWAPS = {
    "seven-locks": test_seven_locks_hidden.swap_hidden,
    "clever-keys": test_clever_keys_hidden.swap_hidden,
    "schlotterstein": test_schlotterstein_hidden.swap_hidden,
    "knobelschatz": test_knobelschatz_hidden.swap_hidden,
    "tajemnica-zamku": test_tajemnica_hidden.swap_hidden,
}


def seats(game_id: str) -> list[Seat]:
    level = "normal" if game_id == "knobelschatz" else "easy"
    return [Seat("Ann", "red", HUMAN), Seat("Ben", "blue", HUMAN),
            Seat("Robo", "green", COMPUTER, level)]


@pytest.mark.parametrize("game_id", sorted(SWAPS))
def test_no_seats_first_message_changes_when_the_hidden_facts_do(game_id):
    compared = changed = 0
    for seed in (3, 8, 21):
        session = Session(game_id, seats(game_id), seed)
        rng = random.Random(seed)
        for move in range(60):
            if session.over:
                break
            if move % 6 == 0:
                before = {s: snapshot(session, s, 1) for s in range(3)}
                kept = session.state
                swapped = copy.deepcopy(kept)
                try:
                    swapped = SWAPS[game_id](swapped)
                except (AssertionError, ValueError, IndexError, StopIteration):
                    swapped = None  # nothing to swap at this moment
                if swapped is not None:
                    changed += swapped.to_dict() != kept.to_dict()
                    session.state = swapped
                    after = {s: snapshot(session, s, 1) for s in range(3)}
                    session.state = kept
                    assert after == before, f"{game_id} seed {seed} move {move}"
                    compared += 1
            session.apply(rng.choice(session.state.legal_actions()))
    assert compared >= 6 and changed >= compared // 2, (compared, changed)


class Guest:
    """A guest's computer: it knows only the bytes it received."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.numbers: list[int] = []
        self.legal: list[dict] = []
        self.moves = 0
        self.sent = 0

    def take(self, data: bytes) -> dict:
        message = json.loads(data)
        assert message["seat"] == self.seat and message["protocol"] == PROTOCOL
        self.numbers.append(message["number"])
        if message["kind"] in ("snapshot", "events"):
            self.legal, self.moves = message["legal"], message["moves"]
        return message

    def move(self, game, rng: random.Random) -> bytes:
        self.sent += 1
        return act(self.seat, self.sent, game.action_from_dict(rng.choice(self.legal)))


@pytest.mark.parametrize("game_id", ["knobelschatz", "clever-keys"])
def test_a_whole_game_by_guests_that_know_only_their_bytes(game_id):
    session = Session(game_id, seats(game_id), 5)
    host = HostTable(session, frozenset({0, 1}))
    guests = {s: Guest(s) for s in (0, 1)}
    for s, guest in guests.items():
        assert guest.take(host.welcome(s))["kind"] == "snapshot"
    rng = random.Random(5)
    for _step in range(5000):
        if session.over:
            break
        if session.is_bot_turn():
            _action, made = session.play_bot()
            out = host.tell(made)
        else:
            mover = guests[session.to_move]
            assert mover.legal, "the seat to move was not told its moves"
            out = host.receive(mover.seat, mover.move(session.game, rng))
        assert set(out) == {0, 1}, "a move's news goes to every guest"
        for s, data in out.items():
            assert guests[s].take(data)["kind"] == "events"
    assert session.over
    for guest in guests.values():
        assert guest.numbers == list(range(1, len(guest.numbers) + 1)), "numbered, none lost"
        assert guest.moves == len(session.actions) and guest.legal == []


def bad_messages(session, rng: random.Random, count: int) -> list[tuple[int, bytes]]:
    """Messages a broken or a curious guest might send: garbage, another protocol or kind,
    another seat, an old number, a move out of turn, a move this game has not, too long."""
    import dataclasses

    legal = session.state.legal_actions()
    some = legal[0]
    types = [t for t in session.game.action_types if dataclasses.fields(t)]
    legal_dicts = [a.to_dict() for a in legal]
    out: list[tuple[int, bytes]] = []
    for i in range(count):
        seat = rng.choice((0, 1))
        kind = i % 10
        if kind == 0:
            data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
        elif kind == 1:
            data = json.dumps({"protocol": 2, "kind": "act", "seat": seat, "number": 10**6,
                               "action": some.to_dict()}).encode()
        elif kind == 2:
            data = json.dumps({"protocol": PROTOCOL, "kind": "snapshot", "seat": seat,
                               "number": 10**6}).encode()
        elif kind == 3:  # for the other seat
            data = act(1 - seat, 10**6, some)
        elif kind == 4:  # an old number
            data = act(seat, 0, some)
        elif kind == 5:  # the seat that is not to move
            data = act(1 - session.to_move if session.to_move in (0, 1) else 1, 10**6, some)
        elif kind == 6:
            data = json.dumps({"protocol": PROTOCOL, "kind": "act", "seat": seat,
                               "number": 10**6, "action": {"type": "TakeOverTheCastle"}}).encode()
        elif kind == 7:
            data = b"{" + b" " * MAX_MESSAGE + b"}"
        elif kind == 8:
            data = json.dumps([seat, "act", some.to_dict()]).encode()
        else:  # a move of this game, by the seat to move, that the rules refuse
            kind_of = types[rng.randrange(len(types))]
            action = {"type": kind_of.__name__} | {
                f.name: rng.choice((99, -1, "nowhere")) for f in dataclasses.fields(kind_of)}
            if action in legal_dicts:  # (a real move: not a bad message)
                continue
            seat = session.to_move
            data = json.dumps({"protocol": PROTOCOL, "kind": "act", "seat": seat,
                               "number": 10**6 + i, "action": action}).encode()
        if kind == 5:
            seat = 1 - session.to_move if session.to_move in (0, 1) else 1
        out.append((seat, data))
    return out


@pytest.mark.parametrize("game_id", ["knobelschatz", "schlotterstein"])
def test_ten_thousand_bad_messages_change_nothing_and_tell_nothing(game_id):
    session = Session(game_id, seats(game_id), 9)
    rng = random.Random(9)
    while session.is_bot_turn() or session.to_move not in (0, 1):
        session.apply(rng.choice(session.state.legal_actions()))
    messages = bad_messages(session, random.Random(1), 10_000)
    assert len(messages) > 9_500
    twin = Session(game_id, seats(game_id), 9)
    twin.state = SWAPS[game_id](copy.deepcopy(session.state))
    twin.actions = list(session.actions)
    answers = []
    for which in (session, twin):
        before = which.state.to_dict()
        host = HostTable(which, frozenset({0, 1}))
        said = [host.receive(seat, data) for seat, data in messages]
        assert which.state.to_dict() == before, "a bad message changed the table"
        assert all(set(a) == {s} and json.loads(a[s])["kind"] == "refused"
                   for a, (s, _d) in zip(said, messages, strict=True))
        answers.append(said)
    assert answers[0] == answers[1], "a refusal told something of the hidden facts"
    assert session.state.to_dict() != twin.state.to_dict()


class DroppingGuest(Guest):
    """A guest whose link drops now and then: it notices a gap in the numbers (or a
    silence), comes back with the last number it saw, and may send its move again."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.last = 0
        self.snapshots = 0

    def take(self, data: bytes) -> dict | None:
        message = json.loads(data)
        if message["number"] <= self.last:
            return None  # (already seen: a message sent again after a reconnect)
        assert message["number"] == self.last + 1 or message["kind"] == "snapshot", (
            "a gap the guest did not ask to have filled")
        self.last = message["number"]
        self.snapshots += message["kind"] == "snapshot"
        return super().take(data)


@pytest.mark.parametrize("game_id", ["knobelschatz", "clever-keys", "tajemnica-zamku"])
def test_a_guest_that_drops_comes_back_and_no_move_is_lost_or_made_twice(game_id):
    session = Session(game_id, seats(game_id), 7)
    host = HostTable(session, frozenset({0, 1}))
    guests = {s: DroppingGuest(s) for s in (0, 1)}
    for s, guest in guests.items():
        guest.take(host.welcome(s))
    rng, link = random.Random(7), random.Random(70)
    resent = drops = 0
    for _step in range(8000):
        if session.over:
            break
        if session.is_bot_turn():
            _action, made = session.play_bot()
            deliveries = list(host.tell(made).items())
        else:
            mover = guests[session.to_move]
            if mover.last < host.sent.get(mover.seat, 0):  # a silence: it comes back first
                for missed in host.back(mover.seat, mover.last):
                    mover.take(missed)
            data = mover.move(session.game, rng)
            moves = len(session.actions)
            deliveries = list(host.receive(mover.seat, data).items())
            if link.random() < 0.2:  # the answer was slow: the guest sends its move again
                again = host.receive(mover.seat, data)
                assert json.loads(again[mover.seat])["kind"] == "refused"
                assert len(session.actions) == moves + 1, "a move made twice"
                deliveries += list(again.items())
                resent += 1
        for s, data in deliveries:
            if link.random() < 0.15:  # dropped on the way: the guest comes back later
                drops += 1
                continue
            if json.loads(data)["number"] == guests[s].last + 1:
                guests[s].take(data)
            else:  # a gap: the guest knows it missed something and comes back now
                for missed in host.back(s, guests[s].last):
                    guests[s].take(missed)
        for s, guest in guests.items():
            if guest.last < host.sent.get(s, 0) and link.random() < 0.5:
                for data in host.back(s, guest.last):
                    guest.take(data)
    for s, guest in guests.items():  # at the end every guest comes back once more
        for data in host.back(s, guest.last):
            guest.take(data)
    assert session.over and drops > 20 and resent > 5
    for guest in guests.values():
        assert guest.moves == len(session.actions), "a guest disagrees with the host"
        assert guest.last == host.sent[guest.seat]


def test_a_guest_too_long_away_gets_a_fresh_snapshot(monkeypatch):
    from castle_games.remote import seat_stream

    monkeypatch.setattr(seat_stream, "KEPT", 16)
    session = Session("knobelschatz", seats("knobelschatz"), 3)
    host = HostTable(session, frozenset({0, 1}))
    host.welcome(0)
    rng = random.Random(3)
    for _step in range(40):
        if session.over:
            break
        host.tell(session.apply(rng.choice(session.state.legal_actions())))
    recent = host.back(0, host.sent[0] - 3)
    assert [json.loads(m)["kind"] for m in recent] == ["events"] * 3  # (still kept: missed)
    back = host.back(0, 1)
    assert len(back) == 1 and json.loads(back[0])["kind"] == "snapshot"
    assert host.back(0, host.sent[0]) == []
    assert json.loads(host.back(0, 10**6)[0])["kind"] == "snapshot"  # (never sent)
