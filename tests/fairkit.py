"""The fair-play check (no tests here): every computer player, the kind player, the child
model and the hint decide from what their seat perceives and their own seed alone.

A bot could learn a hidden fact three ways: by reading the state (it is never given one),
through its seed (were it the game's, it could deal the game again), or through an event
as the rules made it rather than as a person in its seat takes it in (the exact depth of a
pearl's fall). The hidden-state tests of each game swap facts under one bot, so they see
only the first. This check sets two whole tables side by side:

- table A: a game dealt from its seed and played some moves in;
- table B: the same game with other hidden facts (each game's `TWINS` says which), dealt
  from another seed, its events as the rules would have made them there; every seat sees
  the same, and perceives the same of every event (for Seven Locks, whose drops sound
  different when the chambers differ, B's ears were off by exactly that: `hear` is where a
  hearing error slots in).

Both tables are `Session`s given the same seed for their players (`bots_seed`: one drawn
apart from the deal, as any player's seed must be), so their computer players and hints
are built, and told the events, the way every session does it. The check asks each
table's player to move (or to hint) and wants the same answer. Built the old way (the
game's seed given to the players, the events as the rules made them), a player that
peeks answers differently at some table: see test_fair_play.py's planted leaks.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from castle_games import plugins
from castle_games.core.advice import HINT_LEVEL
from castle_games.core.bots import bot_seed
from castle_games.core.contract import Event
from castle_games.core.rng import Rng
from castle_games.core.seats import LEVELS, Seat, default_seats
from castle_games.session import Session

OTHER_DEAL = 7_777_777  # added to a game's seed: the seed table B is dealt from


@dataclass
class Twin:
    """Table B: the state, every move's events as the rules made them there, and the ears
    its seats heard those with (None: as everywhere)."""

    state: Any
    log: list[list[Event]]
    ear: Callable[[Any, int], float] | None = None


# -- table B for each game: other hidden facts, the same table for the seat ---------------
def _seven_locks(state: Any, log: list[list[Event]], seat: int, k: int) -> Twin | None:
    """Two hidden places (closed towers, or one and the tower set aside) hold each other's
    chambers; no key has been tried at either (how far it stuck out was seen). The pearls
    fell there as deep as B's chambers are; the seat heard them as at A."""
    from castle_games.games.seven_locks import moves as M
    from castle_games.games.seven_locks import rules as R

    tried = {e.tower for events in log for e in events if isinstance(e, M.KeyTried)}
    hidden = [t - 1 for t in state.standing_towers() if t not in tried] + [R.N_TOWERS]
    if state.phase == R.OVER or len(hidden) < 2:
        return None
    a, b = Rng(500 + k).sample(hidden, 2)
    other = R.GAME.from_dict(state.to_dict())
    other.chambers[a], other.chambers[b] = other.chambers[b], other.chambers[a]
    other.rng = Rng(9000 + k)  # and other dice to come

    def made_there(event: Event) -> Event:
        if isinstance(event, M.PearlDropped):
            chamber = other.chambers[event.tower - 1]
            return dataclasses.replace(event, fall_depth_mm=R.fall_depth_mm(chamber),
                                       fall_time_s=round(R.fall_time_s(chamber), 4))
        return event

    other.check()
    heard_at_a = {t: float(R.fall_depth_mm(state.chambers[t - 1])) for t in range(1, 8)}
    return Twin(other, [[made_there(e) for e in events] for events in log],
                ear=lambda drop, _seat: heard_at_a[drop.tower])


def _clever_keys(state: Any, log: list[list[Event]], seat: int, k: int) -> Twin | None:
    """The blocked slot moved in every section no key has gone into."""
    from castle_games.games.clever_keys.moves import KeyInserted

    touched = {e.section for events in log for e in events if isinstance(e, KeyInserted)}
    other = copy.deepcopy(state)
    for section in range(1, len(other.blocked) + 1):
        if section not in touched:
            other.blocked[section - 1] = other.blocked[section - 1] % 4 + 1
    if other.blocked == state.blocked or state.to_move is None:
        return None
    return Twin(other, log)


def _knobelschatz(state: Any, log: list[list[Event]], seat: int, k: int) -> Twin | None:
    """Every hand keeps its size and the pile its height, the values lie elsewhere; other
    dice to come."""
    other = type(state).from_dict(state.to_dict())
    chests = [c for h in other.hands for c in h] + other.pile
    sizes = [len(h) for h in other.hands]
    for attempt in range(50):
        Rng(100 * k + attempt).shuffle(chests)
        at, hands = 0, []
        for size in sizes:
            hands.append(chests[at:at + size])
            at += size
        if hands != other.hands or chests[at:] != other.pile:
            other.hands, other.pile = hands, chests[at:]
            other.rng = Rng(9000 + k)
            other.check()
            return Twin(other, log)
    return None


def _schlotterstein(state: Any, log: list[list[Event]], seat: int, k: int) -> Twin | None:
    """The cards still face down in the pile, in another order."""
    if len(state.pile) < 2:
        return None
    other = copy.deepcopy(state)
    Rng(300 + k).shuffle(other.pile)
    if other.pile == state.pile:
        other.pile.reverse()
    return Twin(other, log)


def _tajemnica(state: Any, log: list[list[Event]], seat: int, k: int) -> Twin | None:
    """The face-down tokens and the box's tiles in another order; another die to come."""
    other = type(state).from_dict(state.to_dict())
    before = (list(other.face_down), list(other.box))
    for attempt in range(50):
        Rng(100 * k + attempt).shuffle(other.face_down)
        Rng(700 * k + attempt).shuffle(other.box)
        if (other.face_down, other.box) != before:
            other.rng = Rng(9000 + k)
            other.check()
            return Twin(other, log)
    return None


TWINS: dict[str, Callable[[Any, list[list[Event]], int, int], Twin | None]] = {
    "seven-locks": _seven_locks,
    "clever-keys": _clever_keys,
    "knobelschatz": _knobelschatz,
    "schlotterstein": _schlotterstein,
    "tajemnica-zamku": _tajemnica,
}


@contextlib.contextmanager
def ears(game_id: str, ear: Callable[[Any, int], float] | None) -> Iterator[None]:
    """Table B's seats hear with `ear` (Seven Locks' `perception.hear`, where a hearing
    error model slots in)."""
    if ear is None:
        yield
        return
    from castle_games.games.seven_locks import perception

    assert game_id == "seven-locks"
    real = perception.hear
    perception.hear = ear
    try:
        yield
    finally:
        perception.hear = real


# -- the check --------------------------------------------------------------------------------
def seats_for(game_id: str, level: str) -> list[Seat]:
    """Every seat a computer of `level`, or (the hint) every seat a person with hints on."""
    game = plugins.manifest(game_id).game
    n = max(game.min_players, min(game.max_players, 3))
    if level == HINT_LEVEL:
        return default_seats(n, humans=n)
    return default_seats(n, [level if level in LEVELS else LEVELS[0]] * n)


def _table(game_id: str, level: str, seats: list[Seat], seed: int, state: Any,
           bots_seed: int, log: list[list[Event]], ear: Any = None) -> Session:
    session = Session(game_id, seats, seed, state=state, bots_seed=bots_seed)
    if level not in LEVELS and level != HINT_LEVEL:  # the child sits down as simulate seats it
        session.bots = {i: session.manifest.make_bot(i, level, session.bots_seed)
                        for i in session.bots}
    with ears(game_id, ear):
        session._tell_bots(log)
    return session


def _decision(session: Session) -> Any:
    seat = session.to_move
    obs, legal = session.observation(seat), session.state.legal_actions()
    if seat in session.bots:
        return session.bots[seat].choose(obs, legal)
    return session.advisers[seat].advise(obs, legal)


@dataclass(frozen=True)
class Difference:
    game: str
    level: str
    seed: int
    move: int
    at_a: Any
    at_b: Any


def differences(game_id: str, level: str, seed: int, *, moves: int = 60, every: int = 5,
                most: int = 6) -> tuple[int, list[Difference]]:
    """Play a game of `seed` with moves at random, and at every `every`th move (up to `most`
    times) ask the seat to move at table A and at its table B. Returns how many were
    compared and where the answers differ."""
    seats = seats_for(game_id, level)
    game = plugins.manifest(game_id).game
    bots_seed = bot_seed(seed)
    state = game.new(seats, seed)
    log: list[list[Event]] = []
    chance = Rng(seed * 31 + 7)
    compared, found = 0, []
    for move in range(moves):
        seat = state.to_move
        if seat is None or compared >= most:
            break
        if move % every == every - 1:
            twin = TWINS[game_id](state, log, seat, move)
            if twin is not None:
                assert game.observation(twin.state, seat) == game.observation(state, seat)
                assert twin.state.legal_actions() == state.legal_actions()
                with ears(game_id, twin.ear):
                    assert [game.perceived(e, s) for e in twin.log for s in range(len(seats))] \
                        == [game.perceived(e, s) for e in log for s in range(len(seats))]
                a = _table(game_id, level, seats, seed, game.from_dict(state.to_dict()),
                           bots_seed, log)
                b = _table(game_id, level, seats, seed + OTHER_DEAL, twin.state, bots_seed,
                           twin.log, twin.ear)
                at_a, at_b = _decision(a), _decision(b)
                if at_a != at_b:
                    found.append(Difference(game_id, level, seed, move, at_a, at_b))
                compared += 1
        log.append(state.apply(chance.choice(state.legal_actions())))
    return compared, found


def levels_of(game_id: str) -> Sequence[str]:
    """Every computer level of the game, the child model and the hint among them."""
    return plugins.manifest(game_id).levels
