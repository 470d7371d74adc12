"""What one seat sees at the table: the only door from a game's scene to the game.

A scene is given a `TableModel`, never the `Session`: the observation of the seat whose
view is on screen (`viewer`), the legal actions of the seat to move, the events of each
move (as the table made them: events carry no secret), and who sits where. The rules state and the seed stay behind it, so a
picture cannot show what the box hides (tests swap hidden facts and compare frames).
The model also keeps the game's `history`: every move as the viewer saw it (who moved,
what, and the events that followed), for the log and the "while you were away" card.
`TableModel[Obs]` is generic over the game's observation: a game's scene is given a
`TableModel[ItsObservation]` (the shell, which never names a game, makes a plain one).
Nothing here imports pygame.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic

from castle_games.core.advice import Advice
from castle_games.core.contract import Action, Event, GameDef, Obs, Outcome
from castle_games.core.match import Match
from castle_games.core.seats import Seat

if TYPE_CHECKING:
    from castle_games.session import Session


@dataclass(frozen=True)
class Happening:
    """One move at the table as the viewer saw it."""

    index: int                  # the move's number in the game, from 0
    seat: int | None            # who made it (None: nobody was asked, e.g. a chance step)
    action: Action
    events: tuple[Event, ...]   # what followed


class TableModel(Generic[Obs]):
    __slots__ = ("_session", "_last_human", "_obs", "_obs_key", "_history", "_legal",
                 "_legal_key")

    def __init__(self, session: Session) -> None:
        self._session = session
        self._last_human: int | None = None
        # What is worked out from the state, with the session's `state_changes` (and the
        # viewer) it was worked out at: good until the game on the table changes.
        self._obs: Obs | None = None
        self._obs_key: tuple[int, int] | None = None
        self._history: list[Happening] | None = None
        self._legal: tuple[Action, ...] = ()
        self._legal_key: int | None = None

    # -- who plays -----------------------------------------------------------------------
    @property
    def game(self) -> GameDef[Any, Obs]:
        """The rules' declaration (title, options, action types): no state in it."""
        return self._session.game

    @property
    def seats(self) -> list[Seat]:
        return self._session.seats

    @property
    def n(self) -> int:
        return len(self._session.seats)

    @property
    def options(self) -> Mapping[str, Any]:
        return dict(self._session.options)

    @property
    def match(self) -> Match:
        """Facts over several games (totals, the by-ear mode), as the shell keeps them."""
        return self._session.match

    @property
    def anim_seed(self) -> int:
        """A number for the look of things (how dice tumble): the same for the same game,
        but the game's seed cannot be worked back from it."""
        digest = hashlib.blake2b(str(self._session.seed).encode(), digest_size=8).digest()
        return int.from_bytes(digest, "big") >> 2

    def is_human(self, seat: int) -> bool:
        """A person at this computer (a person far away plays, and sees, at theirs)."""
        return 0 <= seat < self.n and self.seats[seat].is_human and not self.seats[seat].far_away

    # -- where the game stands -----------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self._session.to_move

    @property
    def over(self) -> bool:
        return self._session.over

    @property
    def outcome(self) -> Outcome | None:
        return self._session.state.outcome

    @property
    def turn(self) -> int:
        return int(self._session.state.turn_count)

    @property
    def moves_played(self) -> int:
        return len(self._session.actions)

    @property
    def position(self) -> int:
        """Which position of the game is on the table: another after every move, take-back
        or resume (the move count alone comes back after a take-back and another move)."""
        return self._session.state_changes

    def is_bot_turn(self) -> bool:
        return self._session.is_bot_turn()

    def move_arrived(self) -> bool:
        """The move of the seat to move is here to be acted out: a computer's always (it
        is worked out on the spot); a person far away's once it came over the wire."""
        return self._session.move_arrived()

    @property
    def viewer(self) -> int:
        """The seat whose view is on screen: the person to move, else the last person who
        moved, else the first person at the table (seat 0 when all are computers)."""
        seat = self.to_move
        if seat is not None and self.is_human(seat):
            self._last_human = seat
            return seat
        if self._last_human is not None:
            return self._last_human
        here = [i for i, s in enumerate(self.seats) if not s.far_away]  # (never a far seat's)
        return next((i for i in here if self.is_human(i)), here[0] if here else 0)

    @property
    def observation(self) -> Obs:
        """What the viewer sees now (worked out once per move and viewer)."""
        key = (self._session.state_changes, self.viewer)
        if self._obs is None or key != self._obs_key:
            self._obs = self._session.game.observation(self._session.state, key[1])
            self._obs_key = key
        return self._obs

    def legal_actions(self) -> list[Action]:
        """What the seat to move may do now; none when the game is over. Worked out once
        per move (a table asks many times a frame while a person thinks): a move, a
        take-back, any state put in its place is a change of the session's, and a new list
        (a caller gets a copy: the table's own stays whole)."""
        key = self._session.state_changes
        if key != self._legal_key:
            self._legal = () if self.over else tuple(self._session.state.legal_actions())
            self._legal_key = key
        return list(self._legal)

    # -- playing -------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Play an action for the seat to move; IllegalAction leaves everything as it was.
        Returns the events it made."""
        seat = self.to_move
        events = self._session.apply(action)
        self._remember(seat, action, events)
        return events

    def play_bot(self) -> tuple[Action, list[Event]]:
        seat = self.to_move
        action, events = self._session.play_bot()
        self._remember(seat, action, events)
        return action, events

    # -- a hint -----------------------------------------------------------------
    def advice(self) -> Advice | None:
        """The hint for the person to move (what their seat knows only), or None."""
        seat = self.to_move
        if seat is None or not self.is_human(seat):
            return None
        return self._session.advice()

    def offers_hints(self, seat: int) -> bool:
        """This person may ask for hints (the game has them, their seat has them on)."""
        return seat in self._session.advisers

    # -- taking back a misclick ------------------------------------------------
    def take_back_refusal(self) -> str | None:
        """None when the last move may be taken back, else why not (a catalogue sentence:
        `_()` it to show or say it)."""
        return self._session.take_back_refusal()

    def take_back(self) -> None:
        """The person's last move taken back, with the computers' moves since that showed
        nothing (IllegalAction says why when it may not be)."""
        self._session.take_back()
        if self._history:
            while self._history and self._history[-1].index >= self.moves_played:
                self._history.pop()

    # -- what happened -------------------------------------------------------------------
    @property
    def history(self) -> list[Happening]:
        """Every move of the game so far, oldest first (rebuilt from the log after a
        resume: the same seed and moves give the same events)."""
        if self._history is None:
            self._history = self._replayed()
        return list(self._history)

    def _remember(self, seat: int | None, action: Action, events: list[Event]) -> None:
        if self._history is not None:
            self._history.append(Happening(self.moves_played - 1, seat, action, tuple(events)))

    def _replayed(self) -> list[Happening]:
        session, game = self._session, self._session.game
        state = game.new(session.seats, session.seed, session.options)
        return [Happening(i, seat, action, tuple(events))
                for i, (seat, action, events) in enumerate(game.play_out(state, session.actions))]

    def last_computer_run(self) -> int | None:
        """Where the latest run of computer moves began (to play it again), or None."""
        return last_run_of_others(self.history, self.is_human)


def last_run_of_others(history: list[Happening], here: Callable[[int], bool]) -> int | None:
    """Where the latest run of moves by seats not played `here` began, or None."""
    start = None
    for happening in reversed(history):
        if happening.seat is not None and not here(happening.seat):
            start = happening.index
        elif start is not None:
            break
    return start
