"""A guest's computer at a table hosted in another home: it holds its own seat's view only
(the observation, the legal moves, the events of each move as the table made them, all
from the bytes it received) and sends its moves as intents.

It checks the numbers: a message it has already taken is passed over, a gap (something
lost on the way) makes it come back to the host with the last number it saw, and so does
a broken wire or a silence while it waits for its own move's answer; a move not yet
answered is sent again with the same number, so the host makes it once. Everything it took
is kept in order (`received`) and, when asked, written line by line to its record: the
guest's saved game holds what the host sent this seat and nothing else.
"""

from __future__ import annotations

import json
import logging
import queue
import secrets
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nacl.exceptions import CryptoError

from castle_games import plugins
from castle_games.core.languages import N_
from castle_games.remote.invite import Pictures, TableKeys
from castle_games.remote.links import LinkError, guest_link
from castle_games.remote.sealed import FAREWELL, HELLO, MESSAGE, REFUSED, GuestSeal
from castle_games.remote.seat_stream import act, event_from_dict, event_types, seen, take_back_asked

log = logging.getLogger(__name__)
ANSWER_WAIT_S = 3.0   # no answer to a move this long: come back and send it again
QUIET_S = 15.0        # nothing at all this long: come back (the host may have restarted)
RETRY_S = (0.25, 0.5, 1.0, 2.0, 4.0)  # between tries to reach the host, then every 4 s
GIVE_UP_S = 120.0     # no host or relay answers this long: the guest says so
JOIN_WAIT_S = 10.0    # a join unanswered this long: no table has that code
# After the end: a guest that said it saw the end waits this long for the host's farewell
# (saying it again now and then), and comes back to a host no longer there this briefly;
# then it goes anyway: the host has heard it, or has gone.
FAREWELL_WAIT_S = 20.0
END_GIVE_UP_S = 4.0


class GuestRefused(Exception):
    """The host would not seat this guest; `reason` is a catalogue sentence."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class SeatView:
    """The table as the guest's seat sees it, from the last message."""

    game: str = ""
    seat: int = -1
    to_move: int | None = None
    moves: int = 0
    observation: Mapping[str, Any] = field(default_factory=dict)
    legal: list[dict[str, Any]] = field(default_factory=list)
    outcome: dict[str, Any] | None = None
    seats: list[dict[str, Any]] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    turn: int = 0
    played_for: bool = False  # the computer made this seat's last move while it was away

    @property
    def over(self) -> bool:
        return bool(self.game) and self.to_move is None


class Guest:
    def __init__(self, code: Pictures, seat: int, secret: str, url: str, *,
                 level: str | None = None, seed: int | None = None,
                 record: Path | None = None, quiet_s: float = QUIET_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.seat, self.secret, self.url = seat, secret, url
        self.keys = TableKeys.of(code)
        self.seal = GuestSeal(self.keys)
        self.level, self.seed = level, secrets.randbits(31) if seed is None else seed
        self.record, self.quiet_s, self.clock = record, quiet_s, clock
        self.view = SeatView()
        self.last = 0
        self.received: list[bytes] = []
        self.refusals: list[str] = []
        self.comebacks = 0
        self.moves_sent = 0  # this seat's moves, each counted once however often it went
        self.latencies: list[float] = []  # a move sent -> its events back, seconds
        self.inbox: queue.Queue[bytes | None] = queue.Queue()
        self.player: Any = None
        # Told of every message taken, after the view has it (a guest's table model).
        self.listener: Callable[[dict[str, Any]], None] | None = None
        self._events: tuple[type, ...] = ()
        self._link: Any = None
        self._pending: tuple[int, bytes, float] | None = None  # (moves then, bytes, sent at)
        self._heard_at = clock()
        self._told_seen = 0
        self._told_seen_at = 0.0
        self.farewell = False  # the host heard that this seat saw the end of the game
        self._seated = False
        self._refused_in_a_row = 0
        self._fresh = False  # come back asking for the whole table, not what was missed
        # A window's guest comes back on a thread of its own, so that a picture never
        # freezes while the other home's computer is off or out of reach; `unreachable`
        # says that the last comeback gave up (the next silence tries again).
        self.comeback_in_background = False
        self.unreachable = False
        self._coming_back: threading.Thread | None = None

    def resume(self, record: Path) -> None:
        """Go on from a record (the guest's saved game): every message taken again, in
        order, so the view, the numbers and the computer player's memory are as they were;
        then `connect()` comes back with the last number (a move a day: the lid was shut)."""
        keep, self.record = self.record, None  # (not written again)
        try:
            for line in record.read_bytes().splitlines():
                message = json.loads(line)
                if isinstance(message, dict) and isinstance(message.get("number"), int):
                    self._take(message, line)
        finally:
            self.record = keep
        self._seated = bool(self.view.game)

    # -- the wire ----------------------------------------------------------------------
    def connect(self, give_up_s: float = GIVE_UP_S) -> None:
        """Join (or come back): LinkError when no host or relay answers for `give_up_s`."""
        started, attempt = time.monotonic(), 0
        while True:
            link = guest_link(self.url, self.keys.place, self.seal.address)

            def deliver(data: bytes | None, link: Any = link) -> None:
                if data is None and link is not self._link:
                    return  # the end of a wire already replaced (closed by the comeback)
                self.inbox.put(data)

            try:
                link.open(deliver)
            except LinkError:
                if time.monotonic() - started > give_up_s:
                    raise
                time.sleep(RETRY_S[min(attempt, len(RETRY_S) - 1)])
                attempt += 1
                continue
            old, self._link = self._link, link
            if old is not None:
                old.close()
            link.send(self.seal.join(self.seat, self.secret, 0 if self._fresh else self.last))
            self._fresh = False
            self._heard_at = self.clock()
            return

    def close(self) -> None:
        if self._link is not None:
            self._link.close()

    def come_back(self) -> None:
        """Join again with the last number seen (on a thread of its own for a window)."""
        give_up_s = END_GIVE_UP_S if self.view.over else GIVE_UP_S
        if self.view.over:
            self._told_seen = 0  # (said again once back: its farewell may be what was lost)
        if not self.comeback_in_background:
            self.comebacks += 1
            try:
                self.connect(give_up_s)
            except LinkError:
                if not self.view.over:
                    raise
                self.unreachable = True  # (gone after the end: nothing was left to play)
            return
        if self._coming_back is not None and self._coming_back.is_alive():
            return  # (one comeback at a time: it brings what was missed)
        self.comebacks += 1

        def come_back() -> None:
            try:
                self.connect(give_up_s)
                self.unreachable = False
                pending = self._pending
                if pending is not None:  # (a move not answered yet: sent again, same number)
                    self._send(pending[1])
            except LinkError:
                self.unreachable = True
                self._heard_at = self.clock()  # (tried again after the next silence)

        self._coming_back = threading.Thread(target=come_back, name="coming-back", daemon=True)
        self._coming_back.start()

    @property
    def parted(self) -> bool:
        """The game is over and nothing more will come: the host said farewell (it knows
        this seat saw the end), or it has gone since."""
        return self.farewell or (self.view.over and self.unreachable)

    @property
    def coming_back(self) -> bool:
        """A comeback is under way (the window says the other home is not here yet)."""
        return self._coming_back is not None and self._coming_back.is_alive()

    # -- the table ---------------------------------------------------------------------
    def step(self, timeout: float = 0.05) -> None:
        """Take what arrived; move when it is this seat's turn (a computer player here);
        come back when the wire broke or went quiet. GuestRefused when not seated."""
        try:
            batch = [self.inbox.get(timeout=timeout)]
        except queue.Empty:
            batch = []
        while True:  # everything that has arrived, before deciding anything
            try:
                batch.append(self.inbox.get_nowait())
            except queue.Empty:
                break
        broke = False
        for data in batch:
            if data is None:
                broke = True
            else:
                self._open(data)
        if self.parted:
            return
        if broke:
            self.come_back()
            return
        now = self.clock()
        waited = now - self._heard_at
        if (self._pending is not None and now - self._pending[2] > ANSWER_WAIT_S) \
                or waited > self.quiet_s:
            self.come_back()
            if self._pending is not None:
                self._pending = (self._pending[0], self._pending[1], self.clock())
                self._send(self._pending[1])
            return
        if self.player is not None and self._pending is None and self.view.to_move == self.seat:
            self._move()
        if self.view.over and (self._told_seen < self.last
                                or now - self._told_seen_at > ANSWER_WAIT_S):
            self._told_seen, self._told_seen_at = self.last, now
            self._send(seen(self.seat, self.last))

    def _open(self, data: bytes) -> None:
        try:
            kind, inside = self.seal.open(data)
        except (CryptoError, ValueError):
            return  # not for this guest (or from a sitting before): nothing to take
        self._heard_at = self.clock()
        if kind == HELLO:
            self._seated = True
        elif kind == FAREWELL:
            self.farewell = self.view.over
        elif kind == REFUSED:
            reason = str(json.loads(inside).get("reason", ""))
            raise GuestRefused(reason)
        elif kind == MESSAGE:
            self._take(json.loads(inside), inside)

    def _take(self, message: dict[str, Any], raw: bytes) -> None:
        number = message.get("number", 0)
        if number <= self.last:
            return  # sent again after a comeback: taken already
        if number != self.last + 1 and message.get("kind") != "snapshot":
            self.come_back()  # a gap: something was lost on the way
            return
        self.last = number
        self.received.append(raw)
        if self.record is not None:
            try:
                with self.record.open("ab") as out:
                    out.write(raw + b"\n")
            except OSError:  # (a full or read-only disk: the game goes on, unrecorded)
                log.warning("the guest's record %s stops here", self.record, exc_info=True)
                self.record = None
        kind = message.get("kind")
        if kind == "refused":
            self.refusals.append(str(message.get("reason", "")))
            if self._pending is not None and message.get("reason") == "that move was sent before":
                return  # (our move, made already: its events are on the way)
            self._pending = None
            self._refused_in_a_row += 1
            if self.listener is not None:
                self.listener(message)
            if self.player is not None and self._refused_in_a_row >= 2:
                self._fresh = True  # its view may be behind the host's: ask for the table
                self.come_back()
            return
        self._refused_in_a_row = 0
        if kind == "snapshot":
            self._begin(message)
        elif kind == "events":
            if self.player is not None:
                made = [event_from_dict(e, self._events) for e in message.get("events", ())]
                game = plugins.manifest(self.view.game).game
                self.player.notice(game.perceived(made, self.seat))
            self.view.played_for = message.get("played_for") == self.seat
        view = self.view
        view.to_move, view.moves = message.get("to_move"), int(message.get("moves", 0))
        view.observation, view.legal = message.get("observation", {}), message.get("legal", [])
        view.outcome, view.turn = message.get("outcome"), int(message.get("turn", 0))
        self.farewell = self.farewell and view.over  # (a take-back at the host after the end)
        if self._pending is not None and view.moves != self._pending[0]:
            self.latencies.append(self.clock() - self._pending[2])
            self._pending = None
        if self.listener is not None:
            self.listener(message)

    def _begin(self, message: dict[str, Any]) -> None:
        self.view.game, self.view.seat = str(message.get("game", "")), self.seat
        self.view.seats = list(message.get("seats", ()))
        self.view.options = dict(message.get("options", {}))
        manifest = plugins.manifest(self.view.game)
        self._events = event_types(manifest.game)
        if self.level is not None and self.player is None:
            self.player = manifest.make_bot(self.seat, self.level, self.seed)

    def _move(self) -> None:
        game = plugins.manifest(self.view.game).game
        legal = [game.action_from_dict(a) for a in self.view.legal]
        if not legal:
            return
        action = self.player.choose(self.view.observation, legal)
        data = act(self.seat, self.last + 1, action)
        self.moves_sent += 1
        self._pending = (self.view.moves, data, self.clock())
        self._send(data)

    def send_move(self, action: Any) -> None:
        """A person's move for this seat (the answer comes as a message like any other)."""
        data = act(self.seat, self.last + 1, action)
        self.moves_sent += 1
        self._pending = (self.view.moves, data, self.clock())
        self._send(data)

    def ask_take_back(self) -> None:
        """Ask the host to take back this seat's last move (answered by the whole table
        afresh, to every guest, or by a refusal with why)."""
        data = take_back_asked(self.seat, self.last + 1)
        self._pending = (self.view.moves, data, self.clock())
        self._send(data)

    @property
    def waiting_for_answer(self) -> bool:
        return self._pending is not None

    def _send(self, message: bytes) -> None:
        if self._link is not None and self.seal.box is not None:
            self._link.send(self.seal.seal(message))

    def play(self, limit_s: float = 3600, join_wait_s: float = JOIN_WAIT_S) -> None:
        """Play this seat (a computer player) to the end of the game, until the host
        says farewell (it heard that this seat saw the end)."""
        self.connect()
        started = time.monotonic()
        ended: float | None = None
        while time.monotonic() - started < limit_s:
            self.step(0.05)
            if not self._seated and time.monotonic() - started > join_wait_s:
                raise GuestRefused(N_("no table answers to that code"))
            if self.parted:
                return
            if self.view.over:
                ended = ended or time.monotonic()
                if time.monotonic() - ended > FAREWELL_WAIT_S:
                    return
        raise TimeoutError("the game did not end in time")
