"""A turn's stages, one method each: how every move of Seven Locks changes the table.

Setup is one move: the starting player places the keymaster, and the 14 starting pearls
(one into each tower, twice, towers 1..7 in order) then fall by themselves. A turn: roll
the die, throw that many pearls each into a different tower, walk the keymaster clockwise,
take a key, ask the others clockwise about a coat of arms (in the strategists' variant the
joiners may then withdraw), try the key. After the 5th opening everyone with a coat of arms
left may guess the enchanted key. Each method makes its move's own checks, keeping the table
as it was when it refuses; whether the move comes at its time is the rules' (rules.py).
"""

from __future__ import annotations

from collections.abc import Callable

from castle_games.core.contract import Action, Event, IllegalAction, Outcome
from castle_games.core.languages import N_
from castle_games.core.table_state import is_int_in
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks.chambers import (
    FITS,
    N_CHAMBERS,
    N_TOWERS,
    fall_depth_mm,
    fall_time_s,
    key_offset_mm,
    key_result,
)
from castle_games.games.seven_locks.table import (
    ARMS,
    CHOOSE_KEY,
    GUESS,
    MOVE,
    ROLL,
    THROW,
    WITHDRAW,
)
from castle_games.games.seven_locks.treasure import Treasures

SETUP_ROUNDS = 2  # the starter drops one pearl into each tower, twice
GUESS_AFTER_OPENINGS = 5  # the enchanted-key guesses follow the 5th opening
LAST_OPENING = 6  # the 6th opening ends the game; the 7th tower resolves by itself
# House rule: the die's six faces as (pearls, steps), each pair twice.
DIE_FACES: tuple[tuple[int, int], ...] = ((1, 3), (2, 2), (3, 1)) * 2


class TurnStages(Treasures):
    """The table with its moves: the handlers rules.py finds for each action."""

    def _place(self, action: M.PlaceKeymaster) -> list[Event]:
        if not is_int_in(action.tower, 1, N_TOWERS):
            raise IllegalAction(N_("there are towers 1 to {last}, not {tower}"), last=N_TOWERS,
                                tower=action.tower)
        self.keymaster = action.tower
        events: list[Event] = [M.KeymasterPlaced(self.current, action.tower)]
        for _ in range(SETUP_ROUNDS):
            for tower in range(1, N_TOWERS + 1):
                events.append(self._drop(tower, setup=True))
        self.phase = ROLL
        return events

    def _drop(self, tower: int, setup: bool = False) -> M.PearlDropped:
        chamber = self.chambers[tower - 1]
        below = self.tower_pearls[tower - 1]
        self.bin -= 1
        self.tower_pearls[tower - 1] += 1
        return M.PearlDropped(self.current, tower, fall_depth_mm(chamber),
                            round(fall_time_s(chamber), 4), below, setup)

    def _roll(self, action: M.RollDie) -> list[Event]:
        pearls, steps = self.rng.choice(DIE_FACES)
        self.die = (pearls, steps)
        self.turn_count += 1
        self.to_throw = pearls
        self.thrown = []
        self.phase = THROW
        events: list[Event] = [M.DieRolled(self.current, pearls, steps)]
        return events + self._check_bin()

    def _check_bin(self) -> list[Event]:
        if self.to_throw > 0 and self.bin == 0:
            return [M.BinRanDry(self.current, self.to_throw)] + self._finish(Outcome(
                tuple(self.boxes), (),
                N_("the pearl bin ran dry: the keymaster finds nobody worthy")))
        return []

    def _throw(self, action: M.ThrowPearl) -> list[Event]:
        t = action.tower
        if not is_int_in(t, 1, N_TOWERS):
            raise IllegalAction(N_("there are towers 1 to {last}, not {tower}"), last=N_TOWERS,
                                tower=t)
        if not self.standing[t - 1]:
            raise IllegalAction(N_("tower {tower} has been opened; throw into a locked tower"),
                                tower=t)
        if t not in self.throw_targets():
            raise IllegalAction(N_("you already threw a pearl into tower {tower}; each pearl "
                                   "goes into a different tower"), tower=t)
        events: list[Event] = [self._drop(t)]
        self.thrown.append(t)
        self.to_throw -= 1
        if self.to_throw == 0:
            self.phase = MOVE
            return events
        return events + self._check_bin()

    def _move(self, action: M.MoveKeymaster) -> list[Event]:
        options = self.reachable()
        if not is_int_in(action.tower, 1, N_TOWERS) or action.tower not in options:
            if action.tower == self.keymaster:
                raise IllegalAction(N_("the keymaster never ends his move where he started"))
            if is_int_in(action.tower, 1, N_TOWERS) and not self.standing[action.tower - 1]:
                raise IllegalAction(N_("tower {tower} has been opened; the keymaster visits "
                                       "only standing towers"), tower=action.tower)
            if len(options) == 1:
                raise IllegalAction(N_("with this roll the keymaster can reach tower {tower} "
                                       "only"), tower=options[0])
            raise IllegalAction(N_("with this roll the keymaster can reach towers {towers}"),
                                towers=", ".join(map(str, options)))
        start = self.keymaster
        assert start is not None, "the keymaster was placed by the first move"
        self.keymaster = action.tower
        self.phase = CHOOSE_KEY
        self.key = None
        return [M.KeymasterMoved(self.current, start, action.tower, options.index(action.tower) + 1)]

    def _choose_key(self, action: M.ChooseKey) -> list[Event]:
        if self.key is not None:
            raise IllegalAction(N_("you have taken key {key}; it cannot be exchanged"),
                                key=self.key)
        if not is_int_in(action.key, 1, N_CHAMBERS) or action.key not in self.keys_left():
            if is_int_in(action.key, 1, N_CHAMBERS):
                raise IllegalAction(N_("key {key} is in an opened tower"), key=action.key)
            raise IllegalAction(N_("there are keys 1 to {last}, not {key}"), last=N_CHAMBERS,
                                key=action.key)
        self.key = action.key
        assert self.keymaster is not None, "the keymaster was placed by the first move"
        events: list[Event] = [M.KeyChosen(self.current, action.key, self.keymaster)]
        self.joiners = []
        self.queue = [s for s in self._clockwise_from(self.current + 1)
                      if s != self.current and self.arms[s] > 0]
        return events + self._after_arms()

    def _arms(self, action: Action) -> list[Event]:
        seat = self.queue.pop(0)
        if isinstance(action, M.PlaceCoatOfArms):
            assert self.keymaster is not None, "the keymaster was placed by the first move"
            self.arms[seat] -= 1
            self.joiners.append(seat)
            events: list[Event] = [M.CoatOfArmsPlaced(seat, self.keymaster)]
        else:
            events = [M.CoatOfArmsDeclined(seat)]
        return events + self._after_arms()

    def _after_arms(self) -> list[Event]:
        """The next seat is asked about a coat of arms; when all have answered, joiners
        may withdraw (strategists' variant), then the key is tried."""
        if self.queue:
            self.phase = ARMS
            return []
        if self.strategists and len(self.joiners) >= 2 and self.phase != WITHDRAW:
            self.queue = list(self.joiners[:-1])
            self.phase = WITHDRAW
            return []
        return self._try_key()

    def _withdraw(self, action: Action) -> list[Event]:
        seat = self.queue.pop(0)
        if isinstance(action, M.WithdrawCoatOfArms):
            self.arms[seat] += 1
            self.joiners.remove(seat)
            events: list[Event] = [M.CoatOfArmsWithdrawn(seat)]
        else:
            events = [M.CoatOfArmsKept(seat)]
        return events + self._when_all_answered(self._try_key)

    def _when_all_answered(self, then: Callable[[], list[Event]]) -> list[Event]:
        """The next seat in the queue is asked (it is to move); after the last, `then`."""
        return [] if self.queue else then()

    def _try_key(self) -> list[Event]:
        tower, key = self.keymaster, self.key
        assert tower is not None and key is not None, "a key is tried where it was taken"
        chamber = self.chambers[tower - 1]
        result = key_result(key, chamber)
        events: list[Event] = [M.KeyTried(self.current, key, tower, result, key_offset_mm(key, chamber))]
        if self.joiners:
            events.append(M.CoatsOfArmsUsedUp(tuple(self.joiners)))
        if result == FITS:
            events.extend(self._open(tower, chamber))
            if len(self.opened) == LAST_OPENING:
                return events + self._resolve_last()
            if len(self.opened) == GUESS_AFTER_OPENINGS:
                self.queue = [s for s in self._clockwise_from(self.current) if self.arms[s] > 0]
                if self.queue:
                    self.phase = GUESS
                    return events + [M.EnchantedKeyAsked(self.current, tuple(self.keys_left()))]
        return events + self._next_turn()

    def _guess(self, action: Action) -> list[Event]:
        if isinstance(action, M.GuessEnchantedKey) and (
                not is_int_in(action.key, 1, N_CHAMBERS) or action.key not in self.keys_left()):
            raise IllegalAction(N_("the enchanted key is one of keys {keys}"),
                                keys=", ".join(map(str, self.keys_left())))
        seat = self.queue.pop(0)
        if isinstance(action, M.GuessEnchantedKey):
            self.arms[seat] -= 1
            self.guesses.append((seat, action.key))
            events: list[Event] = [M.EnchantedKeyGuessed(seat, action.key)]
        else:
            events = [M.GuessDeclined(seat)]
        return events + self._when_all_answered(self._next_turn)

    def _next_turn(self) -> list[Event]:
        self.current = self.left_of(self.current)
        self.phase = ROLL
        self.die = None
        self.key = None
        self.thrown = []
        self.to_throw = 0
        return [M.TurnPassed(self.current)]

