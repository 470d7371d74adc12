"""A guest's table model: the same door to the game that a scene is given at home
(table_model.TableModel), made of the bytes a guest received, so that each game's own
scene draws and plays a seat held from far away — and can show nothing else, since a
guest's computer has nothing else.

What the scene sees is the table as of the last message it has acted out: messages wait
in order until the scene takes them, its own move's answer through `apply`, every other
seat's move through `play_bot` (the other seats look to the scene like computers: "Grandma
is thinking..."), so a picture never runs ahead of its animation. `move_arrived()` says
whether another seat's move is here to be acted out. Nothing here imports pygame.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from castle_games import plugins
from castle_games.core.advice import HINT_LEVEL, Advice, advised
from castle_games.core.contract import Action, Event, GameDef, IllegalAction, Outcome
from castle_games.core.languages import N_
from castle_games.core.match import Match
from castle_games.core.seats import Seat
from castle_games.remote.guest import Guest, SeatView
from castle_games.remote.invite import TableKeys
from castle_games.remote.seat_stream import event_from_dict, event_types
from castle_games.table_model import Happening, last_run_of_others

log = logging.getLogger(__name__)
ANSWER_WAIT_S = 5.0  # a person's move: how long the table waits for the host's answer


@dataclass(frozen=True)
class Unseen(Action):
    """Another seat's move as a guest's table knows it: by what it made, not as sent."""


class NoAnswer(IllegalAction):
    """The host did not answer a move in time (it is sent again when the wire is back)."""


class GuestTableModel:
    """`TableModel`'s interface over a guest's received messages (its own seat only)."""

    def __init__(self, guest: Guest | RecordedGuest) -> None:
        self.guest = guest
        self.arrived: deque[dict[str, Any]] = deque()
        self.shown: dict[str, Any] = {}  # the last message acted out
        self.position = 0  # another after every message acted out
        self._history: list[Happening] = []
        self._types: tuple[type[Event], ...] = ()
        # What the guest took before this table was made (the joining), then the rest.
        self.arrived.extend(json.loads(raw) for raw in guest.received)
        guest.listener = self.arrived.append
        self.match = Match()
        # This seat's hint: the game's "hint" player at this computer, told what the seat
        # perceived (as at home); none when the host's seat has hints off.
        self._adviser: Any = None
        self.played_for = False  # the kind computer made this seat's last move shown
        # The messages shown since the last snapshot: the table's story as this seat saw
        # it, from which a turn can be shown again.
        self._story: list[dict[str, Any]] = []

    # -- the wire ------------------------------------------------------------------------
    def pump(self) -> None:
        """Take what the wire brought (the app calls this every frame; it never waits).
        A snapshot (the first message, or a comeback the host could not fill in) is the
        table at once, and what waited before it is past; a refusal has nothing to show."""
        self.guest.step(0)
        kinds = [m.get("kind") for m in self.arrived]
        if "snapshot" in kinds:
            last = len(kinds) - 1 - kinds[::-1].index("snapshot")
            for _ in range(last):
                self.arrived.popleft()
            self._show(self.arrived.popleft())
        while self.arrived and self.arrived[0].get("kind") == "refused":
            self.arrived.popleft()

    def catch_up(self) -> None:
        """Everything the wire and the record brought, shown at once: a table opened again
        (from the guest's record) starts where the game stands, its story in the history,
        not acted out move by move."""
        self.guest.step(0)
        while self.arrived:
            self._show(self.arrived.popleft())

    def _show(self, message: dict[str, Any]) -> list[Event]:
        kind = message.get("kind")
        if kind == "refused":
            return []
        if kind == "snapshot":
            self._types = event_types(self.game)
            moves = int(message.get("moves", 0))  # (fewer after a take-back)
            self._history = [h for h in self._history if h.index < moves]
        self.shown = {**self.shown, **message}
        self.position += 1
        self._story = [message] if kind == "snapshot" else [*self._story, message]
        if kind == "snapshot":
            self._advise_afresh()
        made = [event_from_dict(e, self._types) for e in message.get("events", ())]
        if kind == "events":
            mover = message.get("mover")
            try:
                action: Action = self.game.action_from_dict(message.get("action") or {})
            except ValueError:
                action = Unseen()
            self._history.append(Happening(int(message["moves"]) - 1, mover, action, tuple(made)))
            if mover == self.guest.seat:
                self.played_for = message.get("played_for") == self.guest.seat
            if self._adviser is not None:
                self._adviser.notice(self.game.perceived(made, self.guest.seat))
        return made

    def _advise_afresh(self) -> None:
        """A new hint player for this seat, told again what the seat saw of the moves kept
        here (after a take-back the table is back where it was: so is what it knows)."""
        seat, manifest = self.guest.seat, plugins.manifest(self.guest.view.game)
        seats = self.seats
        if HINT_LEVEL not in manifest.levels or not 0 <= seat < len(seats) \
                or not seats[seat].hints:
            self._adviser = None
            return
        self._adviser = manifest.make_bot(seat, HINT_LEVEL, self.anim_seed)
        for happening in self._history:
            self._adviser.notice(self.game.perceived(list(happening.events), seat))

    # -- who plays -----------------------------------------------------------------------
    @property
    def game(self) -> GameDef[Any, Any]:
        return plugins.manifest(self.guest.view.game).game

    @property
    def seats(self) -> list[Seat]:
        return [Seat.from_dict(s) for s in self.guest.view.seats]

    @property
    def n(self) -> int:
        return len(self.guest.view.seats)

    @property
    def options(self) -> Mapping[str, Any]:
        return dict(self.guest.view.options)

    @property
    def anim_seed(self) -> int:
        digest = hashlib.blake2b(self.guest.keys.place.encode(), digest_size=8).digest()
        return int.from_bytes(digest, "big") >> 2

    def is_human(self, seat: int) -> bool:
        """The person at this computer: the other seats are played elsewhere."""
        return seat == self.guest.seat

    # -- where the game stands -----------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self.shown.get("to_move")

    @property
    def over(self) -> bool:
        return bool(self.shown) and self.shown.get("to_move") is None

    @property
    def outcome(self) -> Outcome | None:
        data = self.shown.get("outcome")
        return None if data is None else Outcome.from_dict(data)

    @property
    def turn(self) -> int:
        return int(self.shown.get("turn", 0))

    @property
    def moves_played(self) -> int:
        return int(self.shown.get("moves", 0))

    @property
    def viewer(self) -> int:
        return self.guest.seat

    @property
    def observation(self) -> Any:
        return self.shown.get("observation", {})

    def legal_actions(self) -> list[Action]:
        if self.to_move != self.guest.seat:
            return []
        return [self.game.action_from_dict(a) for a in self.shown.get("legal", ())]

    def is_bot_turn(self) -> bool:
        """Another seat is to move (the scene waits, as for a computer), or a move is
        here to be acted out (the kind computer's, for this seat while it was away)."""
        return bool(self.arrived) or (not self.over and self.to_move != self.guest.seat)

    def move_arrived(self) -> bool:
        """Another seat's move is here to be acted out."""
        return bool(self.arrived)

    # -- playing -------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """The person's move: sent to the host, and its answer waited for a moment
        (IllegalAction with the host's reason when refused)."""
        if self.to_move != self.guest.seat:
            raise IllegalAction(N_("it is not your turn"))
        if action not in self.legal_actions():
            raise IllegalAction(N_("that is not a move of this game"))
        self.guest.send_move(action)
        seat = self.guest.seat
        return self._answer(lambda m: m.get("kind") == "events" and m.get("mover") == seat)

    def _answer(self, answers: Callable[[dict[str, Any]], bool]) -> list[Event]:
        """Wait a moment for the host's answer to what this seat asked (the messages
        before it shown on the way); its events, IllegalAction for a refusal, NoAnswer
        when none came in time."""
        deadline = time.monotonic() + ANSWER_WAIT_S
        while time.monotonic() < deadline and not self.guest.coming_back:
            self.guest.step(0.01)
            while self.arrived:
                message = self.arrived.popleft()
                if message.get("kind") == "refused":
                    raise IllegalAction(str(message.get("reason", "")))
                made = self._show(message)
                if answers(message):
                    return made
        raise NoAnswer(N_("the other home does not answer yet: your move is sent again "
                          "when it does"))

    def play_bot(self) -> tuple[Action, list[Event]]:
        """Another seat's move, as it arrived (the scene asks once `move_arrived()`)."""
        if not self.arrived:
            return Unseen(), []
        made = self._show(self.arrived.popleft())
        return (self._history[-1].action if self._history else Unseen()), made

    # -- a hint -------------------------------------------------------------------------
    def advice(self) -> Advice | None:
        """The hint for this seat's move, worked out at this computer from what the seat
        perceived alone (None: not this seat's turn, hints off, or a game without them)."""
        if self._adviser is None or self.to_move != self.guest.seat or self.arrived:
            return None
        try:
            return advised(self._adviser, self.observation, self.legal_actions())
        except Exception:  # a hint that fails is no hint, never a crash
            log.exception("the hint for a seat far away failed")
            return None

    def offers_hints(self, seat: int) -> bool:
        return seat == self.guest.seat and self._adviser is not None

    def take_back_refusal(self) -> str | None:
        """None when this seat's last move may be taken back, worked out as the host will:
        the computers' moves since it, and it, revealed nothing and drew no chance (the
        game's own rule); else why not. (The host decides; it says the same.)"""
        rule = self.game.take_back
        if rule is None:
            return N_("This game has no take-back.")
        seats = self.seats
        for happening in reversed(self._history):
            reason = rule(happening.action, happening.events)
            if reason is not None:
                return reason
            if happening.seat is not None and seats[happening.seat].is_human:
                if happening.seat != self.guest.seat:
                    return N_("only your own last move can be taken back")
                return None
        return N_("Nothing has been played yet.")

    def take_back(self) -> None:
        """Take this seat's last move back (IllegalAction says why not): asked of the
        host, whose answer is the whole table as it was before the move."""
        reason = self.take_back_refusal()
        if reason is not None:
            raise IllegalAction(reason)
        self.guest.ask_take_back()
        self._answer(lambda m: m.get("kind") == "snapshot")

    @property
    def history(self) -> list[Happening]:
        return list(self._history)

    def last_computer_run(self) -> int | None:
        """Where the latest run of the other seats' moves began, as far back as this table
        has seen them (to show them again), or None."""
        start = last_run_of_others(self._history, self.is_human)
        first = int(self._story[0].get("moves", 0)) if self._story else None
        if start is None or first is None:
            return None
        return max(start, first)

    def replayed(self, start: int) -> GuestTableModel:
        """A table of this seat's own messages only: where the game stood before move
        `start`, the moves since arriving again one by one ("show the turn again")."""
        model = GuestTableModel(RecordedGuest(self.guest))
        model.arrived.extend(m for m in self._story if int(m.get("moves", 0)) <= start)
        model.catch_up()
        model.arrived.extend(m for m in self._story if m.get("kind") == "events"
                             and int(m.get("moves", 0)) > start)
        return model


class RecordedGuest:
    """A guest's seat with no wire: what a table shown again is made of (the seat, the
    game, the look of its dice); it sends nothing and hears nothing."""

    def __init__(self, guest: Guest | RecordedGuest) -> None:
        self.seat: int = guest.seat
        self.view: SeatView = guest.view
        self.keys: TableKeys = guest.keys
        self.received: list[bytes] = []
        self.listener: Callable[[dict[str, Any]], None] | None = None
        self.coming_back = self.unreachable = False

    def step(self, timeout: float = 0) -> None:
        pass

    def send_move(self, _action: Any) -> None:
        raise IllegalAction(N_("it is not your turn"))

    def ask_take_back(self) -> None:
        raise IllegalAction(N_("Nothing has been played yet."))
