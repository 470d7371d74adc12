"""What leaves the host for one seat, and what the host takes from it: the bytes of play
from two homes, with no socket here (a transport carries them unchanged).

For a seat a guest holds, the host sends numbered messages, each canonical JSON (sorted
keys, no spaces, so that the same table gives the same bytes):
- `snapshot`: the table as that seat sees it — its observation, whose turn it is, its
  legal actions when it is to move, the seats and the options, the moves so far. It is
  the first message and the answer to every reconnect, so a hidden fact cannot ride in
  it (boardgame.io's first message once carried the whole shuffled deck);
- `events`: what a move made, as the table made them — an event carries no secret (the
  design's promise, which each game's hidden-state tests hold), and a guest's view acts
  them out as a view at home does: a pearl's drop sounds its true depth, which a guest's
  computer player then takes in through GameDef.perceived as a seat at home would — and
  the table as the seat sees it after the move (its observation: a guest has no rules);
- `refused`: why a guest's message changed nothing.
A guest sends `act` messages: one action, for its own seat, numbered above its last. The
host checks the shape, the seat, the number and the turn before the rules see the action,
and the rules check the action itself; whatever is refused leaves the table as it was and
is answered with a reason that depends on the message only, never on a hidden fact.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from castle_games.core.contract import Action, Event, IllegalAction
from castle_games.core.languages import N_

PROTOCOL = 1
MAX_MESSAGE = 4096  # bytes: an action is a few dozen; anything longer is not one
KEPT = 256  # messages kept per seat for a guest that comes back: beyond, a fresh snapshot


def _bytes(message: Mapping[str, Any]) -> bytes:
    return json.dumps(message, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False).encode("utf-8")


class Refused(ValueError):
    """A guest's message the host does not take; `told()` says why (a catalogue sentence)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def snapshot(session: Any, seat: int, number: int) -> bytes:
    """The table as `seat` sees it now (the first message, and every reconnect's)."""
    to_move = session.to_move
    legal = session.state.legal_actions() if to_move == seat else []
    return _bytes({
        "protocol": PROTOCOL, "number": number, "kind": "snapshot", "game": session.game.id,
        "seat": seat, "to_move": to_move, "moves": len(session.actions),
        "turn": int(session.state.turn_count),
        "seats": [s.to_dict() for s in session.seats], "options": dict(session.options),
        "observation": session.observation(seat),
        "legal": [a.to_dict() for a in legal], "outcome": _outcome(session),
    })


def events(session: Any, made: Sequence[Event], seat: int, number: int,
           played_for: int | None = None, mover: int | None = None) -> bytes:
    """What a move made (the table's events), with the seat's next legal actions;
    `mover` and the move: who did what (everybody at a table sees it, and a table model's
    history shows it at home too); `played_for`: the computer moved for that guest's seat
    while its player was away."""
    to_move = session.to_move
    legal = session.state.legal_actions() if to_move == seat else []
    return _bytes({
        "protocol": PROTOCOL, "number": number, "kind": "events", "seat": seat,
        "played_for": played_for, "mover": mover, "turn": int(session.state.turn_count),
        "action": session.actions[-1] if session.actions else None,
        "to_move": to_move, "moves": len(session.actions),
        "events": [e.to_dict() for e in made],
        "observation": session.observation(seat),
        "legal": [a.to_dict() for a in legal],
        "outcome": _outcome(session),
    })


def _outcome(session: Any) -> dict[str, Any] | None:
    outcome = session.state.outcome
    return None if outcome is None else outcome.to_dict()


def event_types(game: Any) -> tuple[type[Event], ...]:
    """The events a game's moves make: the Event classes of the module that declares its
    actions (moves.py defines both), and the table's own of core/ (a turn passed)."""
    module = game.action_types[0].__module__
    found: list[type[Event]] = []
    todo = list(Event.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls.__module__ == module or cls.__module__.startswith("castle_games.core."):
            found.append(cls)
    return tuple(sorted(found, key=lambda c: c.__name__))


def event_from_dict(data: Mapping[str, Any], types: Sequence[type[Event]]) -> Event:
    """An event as a guest received it, rebuilt (lists back to tuples, at every depth), so
    that a guest's computer player or hint notices what a seat at the host would."""
    by_name = {t.__name__: t for t in types}
    cls = by_name.get(str(data.get("type")))
    if cls is None:
        raise ValueError(f"no event called {data.get('type')!r}")

    def tupled(value: Any) -> Any:
        return tuple(tupled(v) for v in value) if isinstance(value, list) else value

    return cls(**{k: tupled(v) for k, v in data.items() if k != "type"})


def refusal(seat: int, number: int, reason: str) -> bytes:
    return _bytes({"protocol": PROTOCOL, "number": number, "kind": "refused", "seat": seat,
                   "reason": reason})


def act(seat: int, number: int, action: Action) -> bytes:
    """What a guest sends for its seat's move."""
    return _bytes({"protocol": PROTOCOL, "number": number, "kind": "act", "seat": seat,
                   "action": action.to_dict()})


def take_back_asked(seat: int, number: int) -> bytes:
    """What a guest sends to take back its own last move (a misclick)."""
    return _bytes({"protocol": PROTOCOL, "number": number, "kind": "take_back", "seat": seat})


def seen(seat: int, number: int) -> bytes:
    """What a guest sends when the game is over: the last message it took (the host stops
    hosting once every guest has seen the end)."""
    return _bytes({"protocol": PROTOCOL, "number": number, "kind": "seen", "seat": seat})


@dataclass
class HostTable:
    """The host's side of a table played from several homes: it holds the session, hears
    each guest's seat, and answers in bytes (`receive`)."""

    session: Any
    guests: frozenset[int]  # the seats guests hold
    sent: dict[int, int] = field(default_factory=dict)   # the last number sent to a seat
    heard: dict[int, int] = field(default_factory=dict)  # the last number a seat sent
    outbox: dict[int, list[tuple[int, bytes]]] = field(default_factory=dict)  # KEPT each
    seen: dict[int, int] = field(default_factory=dict)   # the last number a seat took
    last_made: list[Event] = field(default_factory=list)  # the last move's events
    refusals: int = 0  # messages refused, of every guest
    held: dict[int, Action] = field(default_factory=dict)  # guests' moves the table will make

    def _next(self, seat: int) -> int:
        self.sent[seat] = self.sent.get(seat, 0) + 1
        return self.sent[seat]

    def _keep(self, seat: int, number: int, data: bytes) -> bytes:
        kept = self.outbox.setdefault(seat, [])
        kept.append((number, data))
        del kept[:-KEPT]
        return data

    def welcome(self, seat: int) -> bytes:
        """The first message to a seat: the table as it sees it."""
        number = self._next(seat)
        return self._keep(seat, number, snapshot(self.session, seat, number))

    def back(self, seat: int, last_seen: int) -> list[bytes]:
        """A guest that dropped (Wi-Fi, sleep, a closed lid) comes back having seen messages
        up to `last_seen`: what it missed, in order, while the host still keeps it; else
        (or for a number the host never sent) a fresh snapshot."""
        kept = self.outbox.get(seat, [])
        missed = [data for number, data in kept if number > last_seen]
        # Only what the host still keeps proves where the guest is: a host that was
        # restarted keeps nothing (it may have made a move it had no time to tell).
        if kept and kept[0][0] <= last_seen + 1 and last_seen <= self.sent.get(seat, 0):
            return missed
        return [self.welcome(seat)]

    def receive(self, seat: int, data: bytes, *, hold: bool = False) -> dict[int, bytes]:
        """A guest's message from `seat`: the bytes for each guest seat that has news (every
        guest after a move; only the sender after a refusal). `hold`: a move the rules take
        is kept in `held` for the table at the host to make (its scene acts it out, and
        the news goes out then), and nothing is said yet."""
        try:
            if self._saw(seat, data):
                return {}
            if self._taking_back(seat, data):
                return {s: self.welcome(s) for s in sorted(self.guests)}
            action = self._intent(seat, data)
            if hold:
                copy.deepcopy(self.session.state).apply(action)  # (the rules' say, on a copy)
                self.held[seat] = action
                return {}
            made = self.session.apply(action)
        except Refused as exc:
            reason = exc.reason
        except IllegalAction as exc:
            reason = exc.told()
        else:
            return self.tell(made, mover=seat)
        self.refusals += 1
        number = self._next(seat)
        return {seat: self._keep(seat, number, refusal(seat, number, reason))}

    def tell(self, made: Sequence[Event], played_for: int | None = None,
             mover: int | None = None) -> dict[int, bytes]:
        """A move's events for every guest seat (a computer's moves at the host too)."""
        self.last_made = list(made)
        out = {}
        for s in sorted(self.guests):
            number = self._next(s)
            out[s] = self._keep(s, number, events(self.session, made, s, number, played_for,
                                                      mover))
        return out

    def _word(self, seat: int, data: bytes, kind: str) -> dict[str, Any] | None:
        """A guest's short message of this kind (`seen`, `take_back`), or None when the
        bytes are not one (they go on to be read as a move, and refused as one)."""
        if seat not in self.guests or len(data) > 200 or f'"{kind}"'.encode() not in data:
            return None
        try:
            message = json.loads(bytes(data).decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            return None
        return message if isinstance(message, dict) and message.get("kind") == kind else None

    def _saw(self, seat: int, data: bytes) -> bool:
        """A guest's word that it has seen up to a number (at the end of the game)."""
        message = self._word(seat, data, "seen")
        if message is None:
            return False
        number = message.get("number")
        if message.get("seat") != seat \
                or not isinstance(number, int) or not 0 < number <= self.sent.get(seat, 0):
            return False
        self.seen[seat] = max(self.seen.get(seat, 0), number)
        return True

    def told_the_end(self, seat: int) -> bool:
        """The game is over and the guest at `seat` said it took every message sent to it."""
        return self.session.over and self.seen.get(seat, 0) >= self.sent.get(seat, 1)

    def _taking_back(self, seat: int, data: bytes) -> bool:
        """A guest's wish to take back its own last move: True when it was taken back
        (every guest then gets the table afresh); Refused with why when it may not be."""
        message = self._word(seat, data, "take_back")
        if message is None or message.get("protocol") != PROTOCOL:
            return False
        number = message.get("number")
        if not isinstance(number, int) or isinstance(number, bool) \
                or number <= self.heard.get(seat, 0):
            raise Refused(N_("that move was sent before"))
        if message.get("seat") != seat:
            raise Refused(N_("a player moves for their own seat only"))
        self.heard[seat] = number
        reason = self.session.take_back_refusal()
        if reason is not None:
            raise Refused(reason)
        if self.session.take_back_seat() != seat:
            raise Refused(N_("only your own last move can be taken back"))
        self.session.take_back()
        return True

    def _intent(self, seat: int, data: bytes) -> Action:
        if seat not in self.guests:
            raise Refused(N_("no guest sits in that seat"))
        if not isinstance(data, bytes | bytearray) or len(data) > MAX_MESSAGE:
            raise Refused(N_("that message is too long to be a move"))
        try:
            message = json.loads(bytes(data).decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise Refused(N_("that message is not a move")) from None
        if not isinstance(message, dict) or message.get("kind") != "act" \
                or message.get("protocol") != PROTOCOL:
            raise Refused(N_("that message is not a move"))
        number = message.get("number")
        if not isinstance(number, int) or isinstance(number, bool) \
                or number <= self.heard.get(seat, 0):
            raise Refused(N_("that move was sent before"))
        if message.get("seat") != seat:
            raise Refused(N_("a player moves for their own seat only"))
        if self.session.over:
            raise Refused(N_("the game is over"))
        if self.session.to_move != seat:
            raise Refused(N_("it is not your turn"))
        data_action = message.get("action")
        if not isinstance(data_action, dict):
            raise Refused(N_("that message is not a move"))
        try:
            action = self.session.game.action_from_dict(data_action)
        except (IllegalAction, TypeError, ValueError):
            raise Refused(N_("that is not a move of this game")) from None
        self.heard[seat] = number  # (numbered: the same message twice is one move)
        return action
