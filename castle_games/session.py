"""One game being played: the state, the seats' bots, the action log and the autosave.

The app, the command line and the tests all drive a game through a `Session`, so that every
action is validated by the rules, logged, told to the bots (each only what its seat
perceives) and autosaved. Nothing here imports pygame.
"""

from __future__ import annotations

import copy
import errno
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from castle_games import paths, plugins
from castle_games.core import saves
from castle_games.core.advice import HINT_LEVEL, Advice, advised
from castle_games.core.bots import bot_seed
from castle_games.core.contract import Action, Event, GameDef, IllegalAction, State
from castle_games.core.languages import N_, _
from castle_games.core.manifest import Manifest, UnknownGame
from castle_games.core.match import Match
from castle_games.core.seats import Seat

log = logging.getLogger(__name__)


def autosave_path(game_id: str | None = None) -> Path:
    """Where a new game of `game_id` is kept (a file of its own, so that no other game
    replaces it); without a game, the one slot of earlier versions."""
    if game_id is None:
        return paths.saves_dir() / saves.AUTOSAVE_NAME
    return saves.new_slot(paths.saves_dir(), game_id)


def why_not_saved(exc: OSError) -> str:
    """An OSError from writing a save, in words a parent understands."""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return _("The disk is full.")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return _("The saves folder may not be written to (it is read-only).")
    if exc.errno in (errno.ENOTDIR, errno.EEXIST):
        return _("There is a file where the saves folder should be.")
    return _("The computer said: {problem}.").format(problem=exc.strerror or exc)


_KINDNESS: dict[Path, Any] = {}  # the kind players' memory, read once per data folder
_KINDNESS_NEWS: list[str] = []   # what reading it found, for the window to say once


def kindness_path() -> Path:
    return paths.data_dir() / "kindness.json"


def kindness_memory() -> Any:
    """What the kind computer players learned at this computer's tables (read once; a
    damaged file is set aside, and they start gentle again)."""
    from castle_games.core import kind_memory

    path = kindness_path()
    if path not in _KINDNESS:
        loaded = kind_memory.load(path)
        if loaded.problem:
            _KINDNESS_NEWS.append(loaded.problem)
        _KINDNESS[path] = loaded.memory
    return _KINDNESS[path]


def kindness_news() -> list[str]:
    """What reading the kind players' memory found wrong since last asked (translated)."""
    news = list(_KINDNESS_NEWS)
    _KINDNESS_NEWS.clear()
    return news


def save_kindness() -> None:
    from castle_games.core import kind_memory

    kind_memory.save(kindness_memory(), kindness_path())


class Session:
    def __init__(
        self,
        game_id: str,
        seats: Sequence[Seat],
        seed: int,
        options: Mapping[str, Any] | None = None,
        *,
        autosave: Path | None = None,
        state: State | None = None,
        actions: Sequence[dict[str, Any]] = (),
        match: Match | None = None,
        bots_seed: int | None = None,
        players: Callable[[int, str, int], Any] | None = None,
    ) -> None:
        self.game_id = game_id
        self.manifest: Manifest = plugins.manifest(game_id)
        self.game: GameDef[Any, Any] = self.manifest.game
        # A level this game no longer offers (an older save) sits down as the nearest one.
        self.seats = [self.manifest.seated(seat) for seat in seats]
        self.manifest.check_players(len(self.seats))
        self.seed = int(seed)
        # The computer players' and hints' own seed: never the game's, from which the deal
        # could be dealt again (core.bots.bot_seed); a save need not keep it.
        self.bots_seed = bot_seed(self.seed) if bots_seed is None else int(bots_seed)
        # Who sits in the computers' seats: the game's levels, or a guided game's own actors.
        self.players = players or self.manifest.make_bot
        self.options = {**self.game.default_options(), **dict(options or {})}
        # How often the game on the table has changed: every move, and every state put in
        # its place (a take-back, a rerun). What is worked out from the state (the table's
        # legal moves, a seat's observation) holds while this number stays.
        self.state_changes = 0
        self.state = state if state is not None else self.game.new(self.seats, self.seed, self.options)
        self.actions: list[dict[str, Any]] = list(actions)
        self.match = copy.deepcopy(match) if match is not None else Match()
        self._sitting = time.monotonic()  # this sitting's start (the save keeps the rest)
        self.autosave = autosave
        self.save_problem: str | None = None  # why the last autosave failed, in words
        self.on_save_problem: Callable[[str], None] | None = None  # the app tells the player
        self.bots: dict[int, Any] = {}
        # The players of seats held in another home (remote/host.py): each says when its
        # move has arrived (`ready`) and gives it (`choose`); the table waits till then.
        self.far: dict[int, Any] = {}
        # Told of every change of the game on the table (a host tells its guests):
        # `moved(seat, action, events)` after a move, `went_back()` after a take-back.
        self.watchers: list[Any] = []
        # Each person's hint: the game's "hint" player in their seat, which perceives what
        # the seat perceives (core/advice.py); none for a seat whose hints are off.
        self.advisers: dict[int, Any] = {}
        self._make_bots()

    def _make_bots(self) -> None:
        self.bots = {i: self.players(i, seat.level or "normal", self.bots_seed)
                     for i, seat in enumerate(self.seats) if not seat.is_human}
        hints = HINT_LEVEL in self.manifest.levels
        self.advisers = {i: self.manifest.make_bot(i, HINT_LEVEL, self.bots_seed)
                         for i, seat in enumerate(self.seats)
                         if hints and seat.is_human and seat.hints}
        if self.autosave is None:
            return
        # A kind computer player learns how strong to be at this family's table (the other
        # seats by name), over the games it plays here (core/bots.py).
        for i, bot in self.bots.items():
            meet = getattr(bot, "meet", None)
            if callable(meet):
                meet(kindness_memory(), [s.name for k, s in enumerate(self.seats) if k != i])

    @property
    def state(self) -> State:
        """The rules' state of the game (the game's State class)."""
        return self._state

    @state.setter
    def state(self, state: State) -> None:
        self._state = state
        self.state_changes += 1

    # -- playing -------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    @property
    def over(self) -> bool:
        return self.state.to_move is None

    def is_bot_turn(self) -> bool:
        """Nobody at this computer is to move: the computer, or a person far away."""
        return self.to_move is not None and (self.to_move in self.bots or self.to_move in self.far)

    def move_arrived(self) -> bool:
        """The move of the seat to move is here: a computer's always (worked out on the
        spot); a person far away's once it came over the wire."""
        far = self.far.get(self.to_move) if self.to_move is not None else None
        return far is None or bool(far.ready)

    def observation(self, seat: int) -> Mapping[str, Any]:
        return self.game.observation(self.state, seat)

    def apply(self, action: Action) -> list[Event]:
        """Apply a validated action; IllegalAction leaves everything as it was."""
        seat = self.to_move
        events = self.state.apply(action)
        self.state_changes += 1  # (a refused action left the state as it was)
        self.actions.append(action.to_dict())
        self._tell_bots([events])
        self.save_quietly()
        for watcher in self.watchers:
            watcher.moved(seat, action, events)
        if self.over and self.autosave is not None and any(
                hasattr(b, "meet") for b in self.bots.values()):
            save_kindness()
        return events

    # -- taking back a misclick ---------------------------------------------------
    def take_back_refusal(self) -> str | None:
        """None when the person's last move may be taken back: the game says it revealed
        nothing and drew no chance, and so did every computer's move since (a child is
        seldom quicker than the computer); else why not (a catalogue sentence)."""
        return self._taking_back()[0]

    def take_back_seat(self) -> int | None:
        """Whose move a take-back would take back now (None: none may be): at a table of
        several homes, a guest may take back their own move only."""
        _reason, before = self._taking_back()
        return None if before is None else before[0].to_move

    def take_back(self) -> dict[str, Any]:
        """Take the person's last move back, with the computers' moves since (IllegalAction
        says why when it may not be): the game as it was before it, the bots' memory as
        their seats perceived that, saved. Returns the person's move (as the log keeps it)."""
        reason, before = self._taking_back()
        if reason is not None or before is None:
            raise IllegalAction(reason or N_("This game cannot go back from here."))
        state, perceived = before
        gone = self.actions[len(perceived)]
        self.state, self.actions = state, self.actions[:len(perceived)]
        self._make_bots()
        self._tell_bots(perceived)
        self.save_quietly()
        for watcher in self.watchers:
            watcher.went_back()
        return gone

    def _taking_back(self) -> tuple[str | None, tuple[Any, list[list[Event]]] | None]:
        """Why the person's last move may not be taken back (None: it may), and the game
        before it: its state and the events of every move until then. The computers' moves
        after it go with it while each revealed nothing and drew no chance (the game's own
        rule says so, as for a person's move); one that did is the reason."""
        take_back = self.game.take_back
        if take_back is None:
            return N_("This game has no take-back."), None
        if not self.actions:
            return N_("Nothing has been played yet."), None
        try:
            played = list(self.game.play_out(self.game.new(self.seats, self.seed, self.options),
                                             self.actions))
        except (IllegalAction, KeyError, TypeError, ValueError):
            # a table set up from a state rather than played from the start (tests, tools)
            return N_("This game cannot go back from here."), None
        last = len(played) - 1
        while last >= 0 and self._is_computer(played[last][0]):
            _seat, action, events = played[last]
            reason = take_back(action, events)
            if reason is not None:  # the computer showed something since
                return reason, None
            last -= 1
        if last < 0 or played[last][0] is None:
            return N_("The last move was the computer's: only a person's own move can be "
                      "taken back."), None
        _seat, action, events = played[last]
        reason = take_back(action, events)
        if reason is not None:
            return reason, None
        state = self.game.new(self.seats, self.seed, self.options)
        for _move in self.game.play_out(state, self.actions[:last]):
            pass
        return None, (state, [events for _s, _a, events in played[:last]])

    def _is_computer(self, seat: int | None) -> bool:
        """A computer's seat (None: nobody was asked, a chance step of the rules)."""
        return seat is not None and not self.seats[seat].is_human

    def _tell_bots(self, perceived: Sequence[Sequence[Event]]) -> None:
        """The bots notice, move by move, what their seats perceived of these events (the
        game's `perceived`: never an event as the rules made it)."""
        for events in perceived:
            for seat, bot in (*self.bots.items(), *self.advisers.items()):
                bot.notice(self.game.perceived(events, seat))

    def advice(self) -> Advice | None:
        """The hint for the person to move: one good legal move and why, worked out from
        what their seat perceived alone. None: no hint here (a computer's turn, the game
        over, hints off for this seat, or a game without hints)."""
        seat = self.to_move
        adviser = None if seat is None else self.advisers.get(seat)
        if seat is None or adviser is None:
            return None
        try:
            return advised(adviser, self.observation(seat), self.state.legal_actions())
        except Exception:  # a hint that fails is no hint, never a crash
            log.exception("the hint for seat %s failed", seat)
            return None

    def bot_action(self) -> Action:
        seat = self.to_move
        assert seat is not None and (seat in self.bots or seat in self.far)
        bot = self.bots[seat] if seat in self.bots else self.far[seat]
        return bot.choose(self.observation(seat), self.state.legal_actions())

    def play_bot(self) -> tuple[Action, list[Event]]:
        action = self.bot_action()
        return action, self.apply(action)

    # -- saving --------------------------------------------------------------------------
    def saved(self) -> saves.SavedGame:
        return saves.SavedGame(
            game=self.game_id,
            seats=self.seats,
            options=self.options,
            seed=self.seed,
            actions=self.actions,
            state=self.state.to_dict(),
            match=self.match,
        )

    def played_seconds(self) -> float:
        """How long this game has been played, over every sitting (a save keeps the time
        played so far; the days it waited saved do not count)."""
        return self.match.played_s + (time.monotonic() - self._sitting)

    def save_quietly(self) -> bool:
        """Save after a move, in the background: no click waits for the disk. A failure is
        logged and told (`on_save_problem`) once per reason, as soon as it is known (the
        app asks every frame); saving is tried again quietly after every move, and a
        recovery is logged. False when the last write known failed."""
        if self.autosave is None:
            return False
        self.match.played_s = round(self.played_seconds(), 1)
        self._sitting = time.monotonic()
        self.heard_from_the_disk()  # how the write before this one went
        saves.save_soon(self.autosave, self.saved())
        return self.save_problem is None

    def wait_for_save(self, timeout: float | None = None) -> bool:
        """Wait until the game as it is now is on the disk; False when that failed (said
        as `save_quietly` says it) or `timeout` passed first."""
        if self.autosave is None:
            return False
        written = saves.WRITER.settle(self.autosave, timeout)
        self.heard_from_the_disk()
        return written and self.save_problem is None

    def heard_from_the_disk(self) -> None:
        """Say how the last finished write of the save went, if that is news."""
        if self.autosave is None:
            return
        exc = saves.WRITER.problem(self.autosave)  # of the last write that finished
        if exc is not None:
            why = why_not_saved(exc)
            if why != self.save_problem:
                self.save_problem = why
                log.warning("autosave failed: %s (%s); trying again after every move", why, exc)
                if self.on_save_problem is not None:
                    self.on_save_problem(_("This game cannot be saved. {why} You can play on; "
                                           "it is saved again as soon as that is mended."
                                           ).format(why=why))
        elif self.save_problem is not None:
            log.info("autosave works again: %s", self.autosave)
            self.save_problem = None

    @classmethod
    def resume(cls, path: Path, *, autosave: Path | None = None) -> Session:
        """Rebuild a saved session; raises UnreadableFile (caller sets the file aside)."""
        saved = saves.load(path)
        try:
            game = plugins.manifest(saved.game).game
        except UnknownGame as exc:
            raise saves.UnreadableFile(path, N_("It is a game this computer does not have "
                                                "({problem})."), problem=exc) from exc
        # One replay of the log both checks the saved state and gives the bots back their
        # memory of what their seat perceived.
        replayed: list[list[Event]] = []
        state = saves.restore(saved, game, path, watch=replayed.append)
        session = cls(
            saved.game, saved.seats, saved.seed, saved.options,
            autosave=autosave, state=state, actions=saved.actions, match=saved.match,
        )
        session._tell_bots(replayed)
        return session


class Rerun(Session):
    """The same game from an earlier move, its moves played again exactly as they were
    ("play the computer's turn again"): nobody decides and nothing is saved."""

    def __init__(self, session: Session, from_move: int) -> None:
        game = session.game
        state = game.new(session.seats, session.seed, session.options)
        for _event in game.play_out(state, session.actions[:from_move]):
            pass
        super().__init__(session.game_id, session.seats, session.seed, session.options,
                         state=state, actions=session.actions[:from_move],
                         match=session.match)
        self.bots, self.advisers = {}, {}
        self.script = [game.action_from_dict(a) for a in session.actions[from_move:]]

    @property
    def done(self) -> bool:
        return not self.script

    def is_bot_turn(self) -> bool:
        return bool(self.script) and not self.over

    def bot_action(self) -> Action:
        return self.script[0]

    def play_bot(self) -> tuple[Action, list[Event]]:
        action = self.script.pop(0)
        return action, self.apply(action)
