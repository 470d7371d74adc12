"""The computer that hosts a table played from several homes: it runs the rules unchanged,
seats guests who bring the invite code and their seat's secret, and answers each with that
seat's bytes only (remote/seat_stream.py), sealed for that guest (remote/sealed.py).

Everything happens on the thread that calls `step()` (the app's loop, or `run()`): the
links only put what arrives on a queue. The host's computer players move here; a guest's
seat whose player has been away for a while is played by the kind computer until they are
back, and their messages say so. After every change the host writes down what it needs to
let the guests back in after a restart (its numbers and the invite, beside the autosave).
"""

from __future__ import annotations

import json
import logging
import queue
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nacl.public import PrivateKey

from castle_games.core.bots import KindMemory
from castle_games.core.jsonfile import write_atomically
from castle_games.core.saves import HOST_SUFFIX
from castle_games.remote.invite import BadCode, Invite, TableKeys
from castle_games.remote.links import DirectHost, RelayHost, Reply
from castle_games.remote.sealed import GONE, JOIN, KEY, MESSAGE, HostSeal
from castle_games.remote.seat_stream import HostTable, Refused, event_types
from castle_games.session import Session

log = logging.getLogger(__name__)
AWAY_S = 180.0  # a guest's seat to move, its player gone this long: the computer plays it
STAND_IN_LEVEL = "kind"


class _Nowhere:
    """The way back to a guest not heard from since the host restarted (it comes back)."""

    open = False

    def send(self, data: bytes) -> None:
        pass


NOWHERE = _Nowhere()


@dataclass
class Sitting:
    """A guest at a seat: the address its messages come from and the way back to it."""

    address: bytes
    reply: Reply
    gone_since: float | None = None


class Host:
    def __init__(self, session: Session, invite: Invite, *,
                 clock: Callable[[], float] = time.time, away_s: float = AWAY_S,
                 move_a_day: bool = False, numbers: dict[str, Any] | None = None,
                 at_the_table: bool = False) -> None:
        self.session, self.invite, self.clock = session, invite, clock
        # At the table (the window): the scene makes every move — the people's here, the
        # computers', and the guests' when they arrive (held till then) — and the host
        # tells the guests as the session makes them, without waiting for the disk.
        # Else (headless) the host makes them itself, each on the disk before it is told.
        self.at_the_table = at_the_table
        self.addresses: list[str] = []  # where guests connect, as said to them
        self.played_for: int | None = None  # a stand-in's move being made now
        # A move a day: the table waits for each player, however long (no stand-in).
        self.move_a_day = move_a_day or bool((numbers or {}).get("move_a_day"))
        self.away_s = float("inf") if self.move_a_day else away_s
        self.keys = TableKeys.of(invite.code)
        self.seal = HostSeal(self.keys)
        self.table = HostTable(session, frozenset(invite.secrets))
        self.inbox: queue.Queue[tuple[Reply, bytes | None]] = queue.Queue()
        self.sittings: dict[int, Sitting] = {}
        if numbers:  # a restarted host goes on numbering above what the guests saw,
            self.table.sent = {int(s): int(n) for s, n in numbers.get("sent", {}).items()}
            self.table.heard = {int(s): int(n) for s, n in numbers.get("heard", {}).items()}
            # with its own key and its guests' (a relay may hold their moves for it)
            self.seal = HostSeal(self.keys, PrivateKey(bytes.fromhex(numbers["key"])))
            for seat, address in numbers.get("sittings", {}).items():
                self.seal.hello(bytes.fromhex(address))
                self.sittings[int(seat)] = Sitting(bytes.fromhex(address), NOWHERE, self.clock())
        self.links: list[DirectHost | RelayHost] = []
        self.stood_in: set[int] = set()  # guest seats the computer played a move for
        self.refused = 0  # envelopes and joins refused (the table counts refused moves)
        # The stand-ins notice every move from the start, as their seat perceived it.
        self._stand_ins = self._new_stand_ins()
        if at_the_table:
            session.watchers.append(self)
            session.far = {seat: FarSeat(self, seat) for seat in invite.secrets}
        self._events = event_types(session.game)

    def play_a_move_a_day(self, yes: bool) -> None:
        """Switch between the two ways to play: together now (a player away long on their
        turn is played by the kind computer) and a move a day (the table waits, however
        long); kept beside the autosave, so a resumed table plays the same way."""
        self.move_a_day = yes
        self.away_s = float("inf") if yes else AWAY_S
        self._write_down()

    def _new_stand_ins(self) -> dict[int, Any]:
        """A kind computer for each guest seat, that has noticed every move so far."""
        session = self.session
        bots = {seat: session.manifest.make_bot(seat, self._stand_in_level(), session.bots_seed)
                for seat in self.invite.secrets}
        for bot in bots.values():  # (a stand-in plays for a person: it learns nothing of
            meet = getattr(bot, "meet", None)  # the family's tables, and keeps it to itself)
            if callable(meet):
                meet(KindMemory(), [])
        state = session.game.new(session.seats, session.seed, session.options)
        for _seat, _action, made in session.game.play_out(state, session.actions):
            for seat, bot in bots.items():
                bot.notice(session.game.perceived(made, seat))
        return bots

    def _stand_in_level(self) -> str:
        levels = self.session.manifest.levels
        return STAND_IN_LEVEL if STAND_IN_LEVEL in levels else next(iter(levels))

    # -- the wires ---------------------------------------------------------------------
    def listen(self, link: DirectHost | RelayHost) -> None:
        link.start(lambda reply, data: self.inbox.put((reply, data)),
                   lambda reply: self.inbox.put((reply, None)))
        self.links.append(link)

    def close(self) -> None:
        for link in self.links:
            link.close()

    # -- the table ---------------------------------------------------------------------
    def step(self, timeout: float = 0.05) -> bool:
        """Handle what arrived (waiting up to `timeout` for something) and play the
        computers' moves; True when something happened."""
        happened = False
        try:
            reply, data = self.inbox.get(timeout=timeout)
        except queue.Empty:
            pass
        else:
            happened = True
            if data is None:
                self._gone(reply)
            else:
                self._handle(reply, data)
            while True:  # what else has arrived meanwhile
                try:
                    reply, data = self.inbox.get_nowait()
                except queue.Empty:
                    break
                self._gone(reply) if data is None else self._handle(reply, data)
        while not self.at_the_table and not self.session.over and (
                self.session.is_bot_turn() or self._stand_in_due()):
            self._play_for(self.session.to_move)
            happened = True
        return happened

    def run(self, *, until: Callable[[], bool] | None = None, limit_s: float = 3600) -> None:
        """Host until the game is over and every guest has heard the end (or `until`)."""
        started = time.monotonic()
        while time.monotonic() - started < limit_s:
            self.step(0.05)
            if until is not None and until():
                return
            if until is None and self.session.over and self._all_told():
                return

    def _all_told(self) -> bool:
        """Every guest said it saw the last message of the game, or has been away long
        (it sees the end when it comes back, from the host's next sitting's snapshot)."""
        now = self.clock()

        def away(seat: int) -> bool:
            sitting = self.sittings.get(seat)
            since = None if sitting is None else sitting.gone_since
            return since is not None and now - since >= self.away_s
        return all(self.table.told_the_end(s) or away(s) for s in self.invite.secrets)

    def _handle(self, reply: Reply, data: bytes) -> None:
        if data[:1] == GONE and len(data) == 1 + KEY:
            for sitting in self.sittings.values():
                if sitting.address == data[1:] and sitting.gone_since is None:
                    sitting.gone_since = self.clock()
            return
        try:
            kind, address, inside = self.seal.open(data)
        except Refused:
            self.refused += 1
            return  # not sealed by a guest of this table: nothing to answer
        if kind == JOIN:
            self._join(reply, address, inside)
        elif kind == MESSAGE:
            seat = next((s for s, sit in self.sittings.items() if sit.address == address), None)
            if seat is None:
                self.refused += 1
                return
            sitting = self.sittings[seat]
            sitting.reply, sitting.gone_since = reply, None
            before = len(self.session.actions)
            out = self.table.receive(seat, inside, hold=self.at_the_table)
            if self.table.told_the_end(seat):  # (said again for every `seen`: an answer
                reply.send(self.seal.farewell(address))  # lost on a broken wire is asked again)
            if self.at_the_table:  # (a take-back at the table was told by went_back)
                self._send_all(out, moved=False)
                return
            if len(self.session.actions) < before:  # a guest took its move back
                self._stand_ins = self._new_stand_ins()
            self._tell_stand_ins(before)
            self._send_all(out, moved=len(self.session.actions) != before)

    def _join(self, reply: Reply, address: bytes, words: dict[str, Any]) -> None:
        seat_asked = words.get("seat")
        try:
            seat = self.invite.check(seat_asked, words.get("secret"),
                                     seated=seat_asked in self.table.sent, now=self.clock())
        except BadCode as exc:
            self.refused += 1
            reply.send(self.seal.refuse(exc.reason))
            self._write_down()
            return
        old = self.sittings.get(seat)
        if old is not None and old.address != address:
            self.seal.forget(old.address)  # the same seat from a new sitting (a restart)
        self.sittings[seat] = Sitting(address, reply)
        reply.send(self.seal.hello(address))
        last_seen = words.get("last_seen")
        if not isinstance(last_seen, int) or isinstance(last_seen, bool):
            last_seen = 0
        # A guest that has seen nothing yet begins with the table as it is now (the
        # moves made before it sat down were told to nobody: it was not there).
        messages = [self.table.welcome(seat)] if last_seen <= 0 else self.table.back(seat, last_seen)
        self._write_down()
        for message in messages:
            reply.send(self.seal.seal(address, message))

    def _gone(self, reply: Reply) -> None:
        for sitting in self.sittings.values():
            if sitting.reply is reply and sitting.gone_since is None:
                sitting.gone_since = self.clock()

    def _send_all(self, out: dict[int, bytes], *, moved: bool) -> None:
        """Send each guest its news; a move is on the disk first (the game and the
        numbers), so that a host stopped dead never told a guest of a move it then lost."""
        if moved and self.session.autosave is not None and not self.at_the_table:
            self.session.wait_for_save(5)
        self._write_down()
        for seat, message in out.items():
            sitting = self.sittings.get(seat)
            if sitting is not None:
                sitting.reply.send(self.seal.seal(sitting.address, message))

    # -- the computer's moves ----------------------------------------------------------
    def _stand_in_due(self) -> bool:
        """A guest's seat is to move and its player has been away long enough (a seat
        whose guest never came waits: the table waits for them)."""
        sitting = self.sittings.get(self.session.to_move)  # type: ignore[arg-type]
        return (sitting is not None and sitting.gone_since is not None
                and self.clock() - sitting.gone_since >= self.away_s)

    def _play_for(self, seat: int | None) -> None:
        before = len(self.session.actions)
        if seat in self._stand_ins:
            bot = self._stand_ins[seat]
            action = bot.choose(self.session.observation(seat), self.session.state.legal_actions())
            made = self.session.apply(action)
            self.stood_in.add(seat)
            out = self.table.tell(made, played_for=seat, mover=seat)
        else:
            _action, made = self.session.play_bot()
            out = self.table.tell(made, mover=seat)
        self._tell_stand_ins(before)
        self._send_all(out, moved=True)

    def _tell_stand_ins(self, before: int) -> None:
        if len(self.session.actions) != before + 1:
            return
        made = self.table.last_made
        for seat, bot in self._stand_ins.items():
            bot.notice(self.session.game.perceived(made, seat))

    # -- at the table: the session says what its scene made -------------------------------
    def moved(self, seat: int | None, _action: Any, made: list[Any]) -> None:
        before = len(self.session.actions) - 1
        out = self.table.tell(made, played_for=self.played_for, mover=seat)
        self.played_for = None
        self._tell_stand_ins(before)
        self._send_all(out, moved=True)

    def went_back(self) -> None:
        """A take-back at the table: every guest gets the table as it is now."""
        self.table.held.clear()
        self._stand_ins = self._new_stand_ins()
        self._send_all({s: self.table.welcome(s) for s in sorted(self.invite.secrets)},
                       moved=True)

    def stand_in_due(self, seat: int) -> bool:
        return self.session.to_move == seat and self._stand_in_due()

    def stand_in_choice(self, seat: int) -> Any:
        self.stood_in.add(seat)
        self.played_for = seat
        return self._stand_ins[seat].choose(self.session.observation(seat),
                                            self.session.state.legal_actions())

    # -- a restart -----------------------------------------------------------------------
    def numbers(self) -> dict[str, Any]:
        """What a restarted host needs, kept beside the autosave on the host's own disk."""
        return {"sent": {str(s): n for s, n in self.table.sent.items()},
                "heard": {str(s): n for s, n in self.table.heard.items()},
                "invite": self.invite.to_dict(), "move_a_day": self.move_a_day,
                "key": bytes(self.seal.own).hex(),
                "sittings": {str(s): sit.address.hex() for s, sit in self.sittings.items()}}

    def _write_down(self) -> None:
        path = host_file(self.session.autosave)
        if path is None:
            return
        try:
            write_atomically(path, self.numbers())
        except OSError:
            log.warning("the host's numbers could not be written to %s", path, exc_info=True)


class FarSeat:
    """The player of a guest's seat at the host's table: its move is the one the guest sent
    (or the kind computer's, while the guest is away); the table waits till it is here."""

    def __init__(self, host: Host, seat: int) -> None:
        self.host, self.seat, self.level = host, seat, "far away"

    @property
    def ready(self) -> bool:
        return self.seat in self.host.table.held or self.host.stand_in_due(self.seat)

    def choose(self, _observation: Any, _legal: Any) -> Any:
        held = self.host.table.held.pop(self.seat, None)
        return held if held is not None else self.host.stand_in_choice(self.seat)

    def notice(self, _events: Any) -> None:
        pass


def host_file(autosave: Path | None) -> Path | None:
    """Beside the game's autosave: the host's numbers and the invite."""
    return None if autosave is None else autosave.with_suffix(HOST_SUFFIX)


def resumed(autosave: Path, **kwargs: Any) -> Host:
    """A host that was stopped, back with the same table: the game from its autosave, the
    invite and the numbers from beside it (the guests come back with the last number they
    saw and get what they missed as a fresh snapshot)."""
    session = Session.resume(autosave, autosave=autosave)
    path = host_file(autosave)
    assert path is not None
    numbers = json.loads(path.read_text(encoding="utf-8"))
    return Host(session, Invite.from_dict(numbers["invite"]), numbers=numbers, **kwargs)
