"""Seven Locks rules (rules/seven-locks.txt with CLARIFICATIONS.md), pure Python.

Eight treasure chambers of eight heights hide under eight towers; one tower is set aside
unseen, seven stand around the castle at places 1..7 (clockwise). Key k fits only the tower
over chamber k. A turn: roll the die (pearls and steps), throw that many pearls each into a
different tower (everyone hears how deep they fall), move the keymaster clockwise, take a
key, let the others place coats of arms, try the key. An opened treasure is shared; after
the 5th opening everyone may guess the enchanted key; after the 6th the game resolves.

Setup is one action: the starting player places the keymaster; the 14 starting pearls (one
into each tower, twice, towers 1..7 in order) then fall by themselves as events.
The physical constants the sound and physics layers use live here too, so that the depth a
player hears is the depth the rules decided. The actions and the events are
written in moves.py (`ThrowPearl`, `ChooseKey`, ... and `PearlDropped`, ...).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from castle_games.core.contract import (
    Action,
    Event,
    GameDef,
    IllegalAction,
    Option,
    Outcome,
    take_back_rule,
)
from castle_games.core.languages import N_
from castle_games.core.seats import Seat
from castle_games.core.table_state import (
    OVER,
    MoveHandlers,
    TableState,
    is_int_in,
    move_handler,
    next_in_turn,
)
from castle_games.games.seven_locks import MANIFEST
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks.observe import SevenLocksObservation
from castle_games.games.seven_locks.perception import perceive

# -- constants ----------------------------------------------------------------------------
N_TOWERS = 7  # places around the castle, numbered 1..7 clockwise
N_CHAMBERS = 8  # chambers (and keys) 1..8: 1 is the smallest chamber, 8 the tallest
TOTAL_PEARLS = 80
SETUP_ROUNDS = 2  # the starter drops one pearl into each tower, twice
ARMS_PER_PLAYER = 2
GUESS_AFTER_OPENINGS = 5  # the enchanted-key guesses follow the 5th opening
LAST_OPENING = 6  # the 6th opening ends the game; the 7th tower resolves by itself
# House rule: the die's six faces as (pearls, steps), each pair twice.
DIE_FACES: tuple[tuple[int, int], ...] = ((1, 3), (2, 2), (3, 1)) * 2
KEY_COLOURS = ("red", "orange", "yellow", "green", "turquoise", "blue", "violet", "pink")

# -- physical constants (the view, physics and sound act these out) ----------------------
# Millimetres of the digital model. The fall distance of chamber k is TOWER_HEIGHT_MM minus
# its height; the distances grow by ~30 % per step so that both the fall times (>= 10 %
# apart) and the air-column resonances (>= 2 semitones apart) of neighbours stay distinct.
TOWER_HEIGHT_MM = 260
TOWER_BORE_RADIUS_MM = 20  # radius of the air column inside a tower (end correction)
CHAMBER_HEIGHTS_MM: tuple[int, ...] = (60, 106, 141, 169, 190, 206, 218, 228)
# Pearls fall in gentle slow motion: a real 20 cm fall lasts under 0.2 s, too short for a
# child to hear 10 % differences. With this gravity the falls last 0.25 s to 0.63 s.
FALL_GRAVITY_M_S2 = 1.0
SPEED_OF_SOUND_M_S = 343.0
END_CORRECTION = 0.6  # closed tube: f = c / (4 (L + 0.6 r))
FALL_TIME_RANGE_S = (0.2, 1.2)
MIN_FALL_TIME_RATIO = 1.10  # adjacent chambers
MIN_RESONANCE_SEMITONES = 2.0


def fall_depth_mm(chamber: int) -> int:
    """How far a pearl falls from the top of the tower to the roof of `chamber`."""
    return TOWER_HEIGHT_MM - CHAMBER_HEIGHTS_MM[chamber - 1]


def fall_time_s(chamber: int) -> float:
    """Seconds from release to the first impact on the chamber: t = sqrt(2 d / g)."""
    return fall_time_of_depth(fall_depth_mm(chamber))


def fall_time_of_depth(depth_mm: float) -> float:
    """Seconds a pearl takes to fall `depth_mm`: t = sqrt(2 d / g)."""
    return math.sqrt(2.0 * depth_mm / 1000.0 / FALL_GRAVITY_M_S2)


def resonance_hz(chamber: int) -> float:
    """The air column above the chamber: a tube closed by the chamber, f = c / 4(L + 0.6 r)."""
    length_m = (fall_depth_mm(chamber) + END_CORRECTION * TOWER_BORE_RADIUS_MM) / 1000.0
    return SPEED_OF_SOUND_M_S / (4.0 * length_m)


def key_offset_mm(key: int, chamber: int) -> int:
    """Where the key's notch stops: > 0 sticks out above the tower (too long), < 0 sunk
    inside (too short), 0 at the lock: it turns. Key k is as long as chamber k's fall depth."""
    return fall_depth_mm(key) - fall_depth_mm(chamber)


def tower_pan(tower: int) -> float:
    """Stereo place of a tower as seen from the table's edge: tower 1 left (-1), 7 right (+1)."""
    return (tower - 1) / (N_TOWERS - 1) * 2.0 - 1.0


FITS = "fits"
TOO_LONG = "too long"
TOO_SHORT = "too short"


def key_result(key: int, chamber: int) -> str:
    off = key_offset_mm(key, chamber)
    return FITS if off == 0 else TOO_LONG if off > 0 else TOO_SHORT


# House rules, shown on the rules page (marked for the catalogue: the page translates them).
HOUSE_RULES = (
    N_("The die shows 1 pearl and 3 steps, 2 pearls and 2 steps, or 3 pearls and 1 step "
       "(each twice)."),
    N_("Setup: the starting player places the keymaster, then drops one pearl into each of the "
       "7 towers, twice (14 pearls); 66 stay in the bin."),
    N_("Key k fits only the tower over chamber k. A key of a smaller chamber is too long and "
       "sticks out; a key of a taller chamber is too short and sinks in, by the real height "
       "difference."),
    N_("Coats of arms are offered clockwise, starting left of the opener; a player with none "
       "left is not asked."),
    N_("Strategists' variant: once everyone has decided, each joiner except the last one to "
       "join may withdraw, in the order they joined."),
    N_("The enchanted-key guesses after the 5th opening go clockwise, starting with that "
       "opener; a guess uses up the coat of arms."),
    N_("If a pearl must be taken and the bin is empty, the game ends at once and nobody wins "
       "(pearls already thrown stay where they fell)."),
    N_("After the 6th opening the game resolves by itself: the 7th tower is opened with its "
       "fitting key, the enchanted key is the one left; of the 7th treasure an indivisible "
       "remainder goes to nobody, and so does all of it if nobody found the enchanted key."),
    N_("When the keymaster's tower was opened, he starts from its empty place: the first "
       "standing tower clockwise is one step."),
    N_("With 3 pearls and only 2 towers, one pearl goes into each tower and the third into "
       "either one."),
    N_("Ties for most pearls: all tied players win (a rematch is offered)."),
    N_("For players who cannot hear (if chosen at setup): beside each tower a ruler shows "
       "how deep its last pearl fell; deeper is lower. Everybody sees it."),
)

PLACE = "place keymaster"
ROLL = "roll"
THROW = "throw"
MOVE = "move"
CHOOSE_KEY = "choose key"
ARMS = "coats of arms"
WITHDRAW = "withdraw"
GUESS = "enchanted key"
PHASES = (PLACE, ROLL, THROW, MOVE, CHOOSE_KEY, ARMS, WITHDRAW, GUESS, OVER)


_ALL_KEYS = list(range(1, N_CHAMBERS + 1))
_ALL_TOWERS = set(range(1, N_TOWERS + 1))


def share(pearls: int, n: int) -> tuple[int, int]:
    """(each, remainder) when `pearls` are shared equally by `n`."""
    return pearls // n, pearls % n


# -- state --------------------------------------------------------------------------------
class SevenLocksState(TableState):
    def __init__(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seats, seed, options)
        if not 2 <= self.n <= 4:
            raise ValueError(f"Seven Locks is for 2 to 4 players, not {self.n}")
        self.strategists = bool(options.get("strategists", False))
        chambers = list(range(1, N_CHAMBERS + 1))
        self.rng.shuffle(chambers)  # mixed unseen; index 7 is the tower set aside
        self.chambers: list[int] = chambers
        self.standing = [True] * N_TOWERS
        self.tower_pearls = [0] * N_TOWERS
        self.bin = TOTAL_PEARLS
        self.boxes = [0] * self.n
        self.unclaimed = 0
        self.arms = [ARMS_PER_PLAYER] * self.n
        # Towers in the order they were opened. The 7th, which opens by itself when the
        # game resolves, is the last entry then (and its key leaves the row with it).
        self.opened: list[int] = []
        self.keymaster: int | None = None
        self.current = self.starting_seat(options)
        self.phase = PLACE
        self.die: tuple[int, int] | None = None
        self.to_throw = 0
        self.thrown: list[int] = []
        self.key: int | None = None
        self.queue: list[int] = []  # seats still to be asked (arms, withdrawing, guessing)
        self.joiners: list[int] = []  # in the order they joined
        self.guesses: list[tuple[int, int]] = []  # (seat, key)

    # contract ---------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase in (ARMS, WITHDRAW, GUESS):
            return self.queue[0]
        return self.current

    def standing_towers(self) -> list[int]:
        return [t + 1 for t in range(N_TOWERS) if self.standing[t]]

    def keys_left(self) -> list[int]:
        """Keys still in the row: a key leaves with the tower it opened."""
        gone = {self.chambers[t - 1] for t in self.opened}
        return [k for k in range(1, N_CHAMBERS + 1) if k not in gone]

    def throw_targets(self) -> list[int]:
        towers = [t for t in self.standing_towers() if t not in self.thrown]
        # Only when 3 pearls meet 2 towers may a tower take a second pearl.
        return towers or self.standing_towers()

    def reachable(self, steps: int | None = None) -> list[int]:
        """Towers the keymaster may end on, nearest first (clockwise, standing towers only)."""
        if self.keymaster is None:
            return []
        if steps is None:
            assert self.die is not None, "the keymaster walks after the roll"
            steps = self.die[1]
        out: list[int] = []
        place, count = self.keymaster, 0
        while count < steps and any(self.standing):
            place = place % N_TOWERS + 1
            if self.standing[place - 1]:
                count += 1
                if place != self.keymaster and place not in out:
                    out.append(place)
        return out

    def legal_actions(self) -> list[Action]:
        p = self.phase
        if p == PLACE:
            return [M.PlaceKeymaster(t) for t in range(1, N_TOWERS + 1)]
        if p == ROLL:
            return [M.RollDie()]
        if p == THROW:
            return [M.ThrowPearl(t) for t in self.throw_targets()]
        if p == MOVE:
            return [M.MoveKeymaster(t) for t in self.reachable()]
        if p == CHOOSE_KEY:
            return [M.ChooseKey(k) for k in self.keys_left()]
        if p == ARMS:
            return [M.PlaceCoatOfArms(), M.DeclineCoatOfArms()]
        if p == WITHDRAW:
            return [M.WithdrawCoatOfArms(), M.KeepCoatOfArms()]
        if p == GUESS:
            return [M.GuessEnchantedKey(k) for k in self.keys_left()] + [M.DeclineGuess()]
        return []

    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction(N_("the game is over"))
        # (a program's mistake, never a player's: not for the catalogue)
        handler = move_handler(_HANDLERS, action, "{action} is not a Seven Locks move")
        if type(action) not in _PHASE_ACTIONS[self.phase]:
            if isinstance(action, M.ChooseKey) and self.key is not None:
                raise IllegalAction(N_("key {key} has been taken; once taken it cannot be "
                                       "exchanged"), key=self.key)
            raise self._wrong_time(action)
        return handler(self, action)

    def _wrong_time(self, action: Action) -> IllegalAction:
        """Why `action` is not for now: a whole sentence for each phase, the player's name a
        field (the words are made where the refusal is shown)."""
        seat = self.to_move
        who = self.seats[seat].name if seat is not None else N_("nobody")
        if self.phase == CHOOSE_KEY and self.key is not None:
            return IllegalAction(N_("not now: key {key} is taken"), key=self.key)
        reason = {
            PLACE: N_("not now: {player} places the keymaster first"),
            ROLL: N_("not now: {player} rolls the die first"),
            THROW: N_("not now: {player} still has pearls to throw ({count} left)"),
            MOVE: N_("not now: {player} moves the keymaster now"),
            CHOOSE_KEY: N_("not now: {player} chooses a key now"),
            ARMS: N_("not now: {player} decides about a coat of arms now"),
            WITHDRAW: N_("not now: {player} decides whether to withdraw their coat of arms now"),
            GUESS: N_("not now: {player} may guess the enchanted key now"),
        }[self.phase]
        fields: dict[str, Any] = {"player": who}
        if self.phase == THROW:
            fields["count"] = self.to_throw
        return IllegalAction(reason, **fields)

    # moves ------------------------------------------------------------------------------
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

    def _clockwise_from(self, seat: int) -> list[int]:
        return [(seat + i) % self.n for i in range(self.n)]

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

    def _open(self, tower: int, chamber: int) -> list[Event]:
        pearls = self.tower_pearls[tower - 1]
        sharers = [self.current] + self.joiners
        each, rest = share(pearls, len(sharers))
        for s in sharers:
            self.boxes[s] += each
        self.boxes[self.current] += rest
        shares = tuple((s, each + (rest if s == self.current else 0)) for s in sharers)
        self.tower_pearls[tower - 1] = 0
        self.standing[tower - 1] = False
        self.opened.append(tower)
        self.joiners = []
        self.key = None  # the key stays in the opened tower
        return [M.TowerOpened(self.current, tower, chamber, pearls),
                M.TreasureShared(tower, shares, self.current if rest else None, rest),
                M.TowerStowed(tower)]

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

    def _resolve_last(self) -> list[Event]:
        (last,) = self.standing_towers()
        chamber, enchanted = self.chambers[last - 1], self.chambers[N_TOWERS]
        pearls = self.tower_pearls[last - 1]
        winners = [s for s, k in self.guesses if k == enchanted]
        each, rest = share(pearls, len(winners)) if winners else (0, pearls)
        for s in winners:
            self.boxes[s] += each
        self.unclaimed += rest
        self.tower_pearls[last - 1] = 0
        self.standing[last - 1] = False
        self.opened.append(last)  # opened by its fitting key: only the enchanted key is left
        events: list[Event] = [M.EnchantedKeyRevealed(
            enchanted, last, chamber, pearls, tuple((s, each) for s in winners), rest)]
        return events + self._finish(Outcome.highest(self.boxes,
                                                     N_("the enchanted key was revealed")))

    def _finish(self, outcome: Outcome) -> list[Event]:
        self.phase = OVER
        self.queue = []
        self._outcome = outcome
        return [M.GameEnded(outcome.scores, outcome.winners, outcome.reason, tuple(self.chambers))]

    # bookkeeping ------------------------------------------------------------------------
    def pearl_ledger(self) -> dict[str, int]:
        """Where the 80 pearls are: they always add up to TOTAL_PEARLS."""
        return {"bin": self.bin, "towers": sum(self.tower_pearls), "boxes": sum(self.boxes),
                "unclaimed": self.unclaimed}

    def check(self) -> None:
        """Raise ValueError when the table does not add up to the box (the tests run it
        after every action of thousands of games: kept cheap)."""
        if sorted(self.chambers) != _ALL_KEYS:
            raise ValueError("Seven Locks: the chambers are not the eight of the box")
        if (self.bin + sum(self.tower_pearls) + sum(self.boxes) + self.unclaimed != TOTAL_PEARLS
                or min(self.bin, self.unclaimed, *self.boxes, *self.tower_pearls) < 0):
            raise ValueError(f"Seven Locks: the pearls do not add up: {self.pearl_ledger()}")
        opened = set(self.opened)
        if len(opened) != len(self.opened) or not opened <= _ALL_TOWERS:
            raise ValueError("Seven Locks: a tower opened twice")
        for t in range(N_TOWERS):
            if self.standing[t] == (t + 1 in opened):
                raise ValueError(f"Seven Locks: tower {t + 1} neither stands nor was opened")
            if self.tower_pearls[t] and not self.standing[t]:
                raise ValueError(f"Seven Locks: pearls left in lifted tower {t + 1}")
        for seat in range(self.n):
            used = self.joiners.count(seat) + sum(1 for s, _ in self.guesses if s == seat)
            if not 0 <= self.arms[seat] <= ARMS_PER_PLAYER - used:
                raise ValueError(f"Seven Locks: seat {seat} holds too many coats of arms")
        if len(set(self.joiners)) != len(self.joiners):
            raise ValueError("Seven Locks: a seat joined twice")
        if self.phase not in PHASES or (self.keymaster is None) != (self.phase == PLACE):
            raise ValueError(f"Seven Locks: phase {self.phase!r} with the keymaster at "
                             f"{self.keymaster}")
        if (self._outcome is not None) != (self.phase == OVER):
            raise ValueError("Seven Locks: the end is not told")
        if not 0 <= self.current < self.n or any(not 0 <= s < self.n for s in self.queue):
            raise ValueError("Seven Locks: a seat that is not at the table")

    # saving -----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return self._saved({
            "strategists": self.strategists,
            "chambers": list(self.chambers),
            "standing": list(self.standing),
            "tower_pearls": list(self.tower_pearls),
            "bin": self.bin,
            "boxes": list(self.boxes),
            "unclaimed": self.unclaimed,
            "arms": list(self.arms),
            "opened": list(self.opened),
            "keymaster": self.keymaster,
            "current": self.current,
            "phase": self.phase,
            "die": list(self.die) if self.die else None,
            "to_throw": self.to_throw,
            "thrown": list(self.thrown),
            "key": self.key,
            "queue": list(self.queue),
            "joiners": list(self.joiners),
            "guesses": [list(g) for g in self.guesses],
        })

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SevenLocksState:
        st = cls._restoring(data, {"strategists": data.get("strategists", False)})
        st.chambers = [int(c) for c in data["chambers"]]
        st.standing = [bool(b) for b in data["standing"]]
        st.tower_pearls = [int(p) for p in data["tower_pearls"]]
        st.bin = int(data["bin"])
        st.boxes = [int(b) for b in data["boxes"]]
        st.unclaimed = int(data["unclaimed"])
        st.arms = [int(a) for a in data["arms"]]
        st.opened = [int(t) for t in data["opened"]]
        st.keymaster = data["keymaster"]
        st.current = int(data["current"])
        st.phase = data["phase"]
        st.die = tuple(data["die"]) if data.get("die") else None
        st.to_throw = int(data["to_throw"])
        st.thrown = [int(t) for t in data["thrown"]]
        st.key = data["key"]
        st.queue = [int(s) for s in data["queue"]]
        st.joiners = [int(s) for s in data["joiners"]]
        st.guesses = [(int(s), int(k)) for s, k in data["guesses"]]
        # (a save written before may hold the table's last moment, "recent": the view
        # takes it from the moves now, so it is not read)
        if sorted(st.chambers) != list(range(1, N_CHAMBERS + 1)) or st.phase not in PHASES:
            raise ValueError("the saved towers do not match the box")
        if sum(st.pearl_ledger().values()) != TOTAL_PEARLS:
            raise ValueError("the saved pearls do not add up to the 80 of the box")
        return st


# Which actions each phase takes, and the method that carries each out (the phase checked
# first, then the move by its method).
_PHASE_ACTIONS: dict[str, frozenset[type]] = {
    PLACE: frozenset({M.PlaceKeymaster}),
    ROLL: frozenset({M.RollDie}),
    THROW: frozenset({M.ThrowPearl}),
    MOVE: frozenset({M.MoveKeymaster}),
    CHOOSE_KEY: frozenset({M.ChooseKey}),
    ARMS: frozenset({M.PlaceCoatOfArms, M.DeclineCoatOfArms}),
    WITHDRAW: frozenset({M.WithdrawCoatOfArms, M.KeepCoatOfArms}),
    GUESS: frozenset({M.GuessEnchantedKey, M.DeclineGuess}),
}
_HANDLERS: MoveHandlers[SevenLocksState] = {
    M.PlaceKeymaster: SevenLocksState._place,
    M.RollDie: SevenLocksState._roll,
    M.ThrowPearl: SevenLocksState._throw,
    M.MoveKeymaster: SevenLocksState._move,
    M.ChooseKey: SevenLocksState._choose_key,
    M.PlaceCoatOfArms: SevenLocksState._arms,
    M.DeclineCoatOfArms: SevenLocksState._arms,
    M.WithdrawCoatOfArms: SevenLocksState._withdraw,
    M.KeepCoatOfArms: SevenLocksState._withdraw,
    M.GuessEnchantedKey: SevenLocksState._guess,
    M.DeclineGuess: SevenLocksState._guess,
}


def observation(state: SevenLocksState, seat: int) -> SevenLocksObservation:
    """What a seat sees at the table. The chamber under a closed tower is never in it."""
    obs: SevenLocksObservation = {
        **state.seen_by(seat),
        "to_move": state.to_move,
        "phase": state.phase,
        "strategists": state.strategists,
        "bin": state.bin,
        "boxes": list(state.boxes),
        "unclaimed": state.unclaimed,
        "standing": list(state.standing),
        "tower_pearls": list(state.tower_pearls),
        # an opened tower shows its chamber (and keeps its key)
        "opened": [[t, state.chambers[t - 1]] for t in state.opened],
        "keys_left": state.keys_left(),
        "keymaster": state.keymaster,
        "die": list(state.die) if state.die else None,
        "to_throw": state.to_throw,
        "thrown": list(state.thrown),
        "reachable": state.reachable() if state.phase == MOVE else [],
        "key": state.key,
        "arms": list(state.arms),
        "joiners": list(state.joiners),
        "asking": list(state.queue),
        "guesses": [list(g) for g in state.guesses],
        "turn_count": state.turn_count,
    }
    if state.phase == OVER:
        obs["chambers"] = list(state.chambers)  # the towers are lifted at the end
    return obs


# A misclick taken back: where the keymaster was put or walked and which key
# was picked reveal nothing until the key is tried; a roll, a pearl, a try did.
TAKE_BACK = take_back_rule(
    moves=(M.PlaceKeymaster, M.MoveKeymaster, M.ChooseKey),
    refused={M.DieRolled: N_("the die has been rolled"),
             M.PearlDropped: N_("the pearl has fallen: everybody heard it"),
             M.KeyTried: N_("the key has been tried"),
             M.EnchantedKeyRevealed: N_("the enchanted key has been shown")},
    other=N_("everybody has seen it: only the keymaster's walk and the key picked can be "
             "taken back"))


# A match: the next player begins each next game (the first seat's head start is large
# between good listeners: about three games in five at two seats, more at four).
next_match_options = next_in_turn


GAME: GameDef[SevenLocksState, SevenLocksObservation] = GameDef.declared(
    MANIFEST,
    state_type=SevenLocksState,
    action_types=M.ACTION_TYPES,
    observation=observation,
    options=(
        Option("strategists", N_("Strategists' variant (withdraw arms)"), False,
               (False, True)),
        # A picture of each drop's depth for players who cannot hear it: it shows
        # only what the sound tells everybody, but it makes the clue easy, so a house rule.
        # TRANSLATORS: a setup choice, short (a narrow column): a ruler beside each tower
        # shows how deep its last pearl fell, for players who cannot hear the drops.
        Option("see_drops", N_("Show the drops"), False, (False, True), house_rule=True),
        # The rulebook: "The last player to open a lock begins." Beginning is worth much
        # here (between good listeners the first seat wins about three games in five), so
        # in a match each next game the next player begins (next_match_options).
        # TRANSLATORS: a setup choice: who begins; the brackets give the rulebook's reason.
        Option("starter", N_("Who begins (the last to open a lock)"), 0),
    ),
    house_rules=HOUSE_RULES,
    take_back=TAKE_BACK,
    perceive=perceive,
)
