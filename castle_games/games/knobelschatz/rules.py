"""Knobelschatz rules (rules/knobelschatz.txt with CLARIFICATIONS.md), pure Python.

A turn: the roller rolls three dice (a chance event drawn from the state's generator);
the dog resolves first and protects its taker at once; then the roller resolves the pip
dice one by one in the order they choose. The game ends after the roll in which the middle
pile became empty; then every card is turned over and the highest total wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeGuard

from castle_games.core.contract import (
    Action,
    Event,
    GameDef,
    IllegalAction,
    Outcome,
    take_back_rule,
)
from castle_games.core.languages import N_
from castle_games.core.seats import Seat
from castle_games.core.table_state import (
    OVER,
    STARTER,
    MoveHandlers,
    TableState,
    TurnPassed,
    is_int_in,
    move_handler,
)
from castle_games.games.knobelschatz import MANIFEST
from castle_games.games.knobelschatz import moves as M
from castle_games.games.knobelschatz.moves import ACTION_TYPES, RollDice, TakeCard
from castle_games.games.knobelschatz.observe import KnobelschatzObservation

# -- constants (house rules of CLARIFICATIONS.md are named here, in one place) ------------
DOG = 0  # the dog face of a die
# House rule: the card values, secret until the end (the box does not print them).
CARD_VALUES: tuple[int, ...] = (1,) * 4 + (2,) * 5 + (3,) * 5 + (4,) * 4 + (5,) * 3 + (6,) * 2 + (10,)
# House rule: each die has 1, 2, 3, 4 pips, the dog, and a second 3.
DIE_FACES: tuple[int, ...] = (1, 2, 3, 4, DOG, 3)
N_DICE = 3
PILE = "pile"
NOBODY = "nobody"

# Marked for the catalogue here; the rules page translates them where it shows them.
HOUSE_RULES = (
    N_("The 24 chests are worth 1 (x4), 2 (x5), 3 (x5), 4 (x4), 5 (x3), 6 (x2) and 10 (x1)."),
    N_("Each die shows 1, 2, 3, 4 pips, the dog, and 3 pips once more."),
    # TRANSLATORS: "the dog" is the box's wooden watchdog (German box: "Wachhund").
    N_("The dog is taken first and protects its new owner at once; then the roller chooses "
       "the order of the pip dice."),
    N_("Four pips: take from another player of your choice who has a chest and is not guarded "
       "by the dog."),
    N_("The whole roll is played out; the game ends after the roll that emptied the pile."),
    N_("In a match of several games, the lowest total begins the next game "
       "(on a tie, the first of them in seat order)."),
)

ROLL = "roll"
RESOLVE = "resolve"


# Taking for a face no die shows (any more): one whole sentence per face, so that each
# language words the face as its grammar needs.
NO_DIE_LEFT: dict[int, str] = {
    # TRANSLATORS: refused: the dog face of a die (the box's watchdog) is already used.
    DOG: N_("no die left showing the dog"),
    # TRANSLATORS: refused: no die left with this many pips.
    1: N_("no die left showing 1 pip"),
    2: N_("no die left showing 2 pips"),
    3: N_("no die left showing 3 pips"),
    4: N_("no die left showing 4 pips"),
}


def no_die_left(face: object) -> IllegalAction:
    """The refusal of taking for `face` when no die left shows it."""
    if isinstance(face, int) and not isinstance(face, bool) and face in NO_DIE_LEFT:
        return IllegalAction(NO_DIE_LEFT[face])
    return IllegalAction(N_("no die shows {face}"), face=repr(face))


def _is_seat(value: object, n: int) -> TypeGuard[int]:
    return is_int_in(value, 0, n - 1)


def _is_face(value: object) -> bool:
    # bool is an int in Python: a saved `true` must not pass for one pip.
    return isinstance(value, int) and not isinstance(value, bool) and value in DIE_FACES


def next_match_options(totals: Sequence[int],
                       previous: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Options of the next game of a match: the lowest total so far begins (whoever began
    the game before).

    Rulebook: "In the next round of play, the player with the lowest point total begins."
    Ties go to the earliest such seat (the last house rule in HOUSE_RULES).
    """
    if not totals:
        return {"starter": 0}
    low = min(totals)
    return {"starter": next(i for i, t in enumerate(totals) if t == low)}


# -- state --------------------------------------------------------------------------------
class KnobelschatzState(TableState):
    def __init__(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seats, seed, options)
        deck = list(CARD_VALUES)
        self.rng.shuffle(deck)
        self.hands: list[list[int]] = [[deck.pop()] for _ in range(self.n)]
        self.pile: list[int] = deck
        self.dog: int | None = None
        self.current = self.starting_seat(options)
        self.phase = ROLL
        self.dice: tuple[int, ...] = ()
        self.pending: list[int] = []  # pip faces still to resolve this roll

    def right_of(self, seat: int) -> int:
        return (seat - 1) % self.n

    def can_rob(self, seat: int) -> bool:
        return seat != self.current and seat != self.dog and bool(self.hands[seat])

    def sources_for(self, face: int) -> list[int | str]:
        """Where a pip die may take from now; [NOBODY] when there is nothing to take."""
        if face == 1:
            found: list[int | str] = [s for s in [self.left_of(self.current)] if self.can_rob(s)]
        elif face == 2:
            found = [s for s in [self.right_of(self.current)] if self.can_rob(s)]
        elif face == 3:
            found = [PILE] if self.pile else []
        elif face == 4:
            found = [s for s in range(self.n) if self.can_rob(s)]
        else:
            found = []
        return found or [NOBODY]

    def legal_actions(self) -> list[Action]:
        if self.phase == ROLL:
            return [RollDice()]
        if self.phase == RESOLVE:
            out: list[Action] = []
            for face in sorted(set(self.pending)):
                out.extend(TakeCard(face, src) for src in self.sources_for(face))
            return out
        return []

    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction(N_("the game is over"))
        handler = move_handler(_HANDLERS, action, N_("{action} is not a Knobelschatz move"))
        return handler(self, action)

    def _why_not(self, action: TakeCard) -> IllegalAction:
        """Why a TakeCard is refused, in words a child at the table understands (a
        catalogue message and its fields; the table tells it in the language in use)."""
        src, face = action.source, action.die
        if src == NOBODY:
            return IllegalAction(N_("there is a chest to take, so take it"))
        if src == PILE:
            return IllegalAction(N_("the pile is empty") if face == 3
                                 else N_("only three pips take from the pile"))
        if not _is_seat(src, self.n):
            return IllegalAction(N_("there is no seat {seat}"), seat=repr(src))
        name = self.seats[src].name
        if src == self.current:
            return IllegalAction(N_("you cannot take a chest from yourself"))
        if src == self.dog:
            # TRANSLATORS: the box's wooden watchdog (German box: "Wachhund"); keep it a
            # friendly guard dog that protects whoever has it.
            return IllegalAction(N_("{player} is guarded by the watchdog"), player=name)
        if not self.hands[src]:
            return IllegalAction(N_("{player} has no chest left"), player=name)
        if face == 1:
            return IllegalAction(N_("one pip takes from your left neighbour, {player}"),
                                 player=self.seats[self.left_of(self.current)].name)
        if face == 2:
            return IllegalAction(N_("two pips take from your right neighbour, {player}"),
                                 player=self.seats[self.right_of(self.current)].name)
        return IllegalAction(N_("three pips take from the pile, not from a player"))

    # moves ------------------------------------------------------------------------------
    def _roll(self, action: RollDice) -> list[Event]:
        if self.phase != ROLL:
            raise IllegalAction(N_("the dice are already rolled; take your chests first"))
        faces = tuple(self.rng.choice(DIE_FACES) for _ in range(N_DICE))
        self.dice = faces
        self.turn_count += 1
        events: list[Event] = [M.DiceRolled(self.current, faces)]
        if DOG in faces and self.dog != self.current:
            events.append(M.DogTaken(self.current, self.dog))
            self.dog = self.current
        self.pending = [f for f in faces if f != DOG]
        self.phase = RESOLVE
        if not self.pending:
            events.extend(self._end_turn())
        return events

    def _take(self, action: TakeCard) -> list[Event]:
        if self.phase != RESOLVE:
            raise IllegalAction(N_("roll the dice first"))
        if not _is_face(action.die) or action.die not in self.pending:
            raise no_die_left(action.die)
        if not (_is_seat(action.source, self.n) or action.source in (PILE, NOBODY)):
            raise IllegalAction(N_("there is no seat {seat}"), seat=repr(action.source))
        if action.source not in self.sources_for(action.die):
            raise self._why_not(action)
        self.pending.remove(action.die)
        events: list[Event] = []
        if action.source == NOBODY:
            events.append(M.NothingTaken(action.die, self.current, self._nothing_reason(action.die)))
        elif action.source == PILE:
            self.hands[self.current].append(self.pile.pop())
            events.append(M.CardTaken(action.die, PILE, self.current))
        else:
            victim = int(action.source)
            hand = self.hands[victim]
            card = hand.pop(self.rng.randrange(len(hand)))  # face down: any of them
            self.hands[self.current].append(card)
            events.append(M.CardTaken(action.die, victim, self.current))
        if not self.pending:
            events.extend(self._end_turn())
        return events

    def _nothing_reason(self, face: int) -> str:
        """For the log and saved games only (kept as it always was); the table says bad
        luck in its own words (view._bad_luck_words)."""
        if face == 3:
            return "the pile is empty"
        return "nobody there has a chest that may be taken"

    def _end_turn(self) -> list[Event]:
        if not self.pile:
            return self._finish()
        self.current = self.left_of(self.current)
        self.phase = ROLL
        return [TurnPassed(self.current)]

    def _finish(self) -> list[Event]:
        self.phase = OVER
        outcome = self._outcome = Outcome.highest([sum(h) for h in self.hands],
                                                  N_("the last chest was taken from the pile"))
        return [M.CardsRevealed(tuple(tuple(h) for h in self.hands), outcome.scores, outcome.winners)]

    def check(self) -> None:
        """Raise ValueError when the table does not add up: the 24 chests of the box are all
        somewhere (every value as often as printed), one dog, three dice, a known phase."""
        if sorted([c for h in self.hands for c in h] + self.pile) != sorted(CARD_VALUES):
            raise ValueError("the chests do not add up to the 24 of the box")
        if len(self.hands) != self.n:
            raise ValueError("every player has one hand of chests")
        if self.dog is not None and not _is_seat(self.dog, self.n):
            raise ValueError(f"the dog is with nobody at the table: {self.dog!r}")
        if not _is_seat(self.current, self.n):
            raise ValueError(f"there is no seat {self.current!r} to roll")
        if self.phase not in (ROLL, RESOLVE, OVER):
            raise ValueError(f"unknown phase {self.phase!r}")
        if self.dice and (len(self.dice) != N_DICE or not all(map(_is_face, self.dice))):
            raise ValueError(f"the dice do not show three faces: {self.dice!r}")
        left = [f for f in self.dice if f != DOG]
        for f in self.pending:
            if f not in left:
                raise ValueError(f"die {f!r} is pending but was not rolled")
            left.remove(f)
        if self.phase == ROLL and self.pending:
            raise ValueError("dice are pending before the roll")
        if self.phase == RESOLVE and not self.pending:
            raise ValueError("nothing is left to resolve, yet the roll is not over")
        if self.phase == OVER and (self.pile or self.pending or self._outcome is None):
            raise ValueError("the game ended with chests in the pile or dice to resolve")
        if (self._outcome is not None) != (self.phase == OVER):
            raise ValueError("an outcome belongs to a finished game, and only there")

    # saving -----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return self._saved({
            "hands": [list(h) for h in self.hands],
            "pile": list(self.pile),
            "dog": self.dog,
            "current": self.current,
            "phase": self.phase,
            "dice": list(self.dice),
            "pending": list(self.pending),
        })

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> KnobelschatzState:
        state = cls._restoring(data)
        state.hands = [list(map(int, h)) for h in data["hands"]]
        state.pile = list(map(int, data["pile"]))
        state.dog = data["dog"]
        state.current = int(data["current"])
        state.phase = data["phase"]
        state.dice = tuple(data["dice"])
        state.pending = list(data["pending"])
        state.check()
        return state


# The moves and the methods that make them (each checks its own move first).
_HANDLERS: MoveHandlers[KnobelschatzState] = {
    RollDice: KnobelschatzState._roll,
    TakeCard: KnobelschatzState._take,
}


def observation(state: KnobelschatzState, seat: int) -> KnobelschatzObservation:
    """What a seat sees: how many chests lie where, the dog, the dice. Never the values."""
    obs: KnobelschatzObservation = {
        **state.seen_by(seat),
        "phase": state.phase,
        "hand_sizes": [len(h) for h in state.hands],
        "pile_size": len(state.pile),
        "dog": state.dog,
        "dice": list(state.dice),
        "pending": list(state.pending),
    }
    if state.phase == OVER:
        obs["hands"] = [list(h) for h in state.hands]
    return obs


# A misclick taken back: the player chosen with four pips: the chest moved
# face down and showed nothing; a roll, or a chest from the pile, was chance, and the other
# dice chose for the player.
def _chest_taken(e: M.CardTaken) -> str | None:
    if e.source == "pile":
        return N_("a chest came from the pile: nobody knew which one")
    if e.die != 4:  # one, two or three pips say where from: nothing was chosen
        return N_("that die said where the chest comes from: there was nothing to choose")
    return None


TAKE_BACK = take_back_rule(
    moves=(TakeCard,),
    refused={M.DiceRolled: N_("the dice have been rolled"),
             M.CardTaken: _chest_taken,
             M.CardsRevealed: N_("the chests have been turned over")},
    other=N_("the dice have been rolled"))


GAME: GameDef[KnobelschatzState, KnobelschatzObservation] = GameDef.declared(
    MANIFEST,
    state_type=KnobelschatzState,
    action_types=ACTION_TYPES,
    observation=observation,
    options=(STARTER,),
    house_rules=HOUSE_RULES,
    take_back=TAKE_BACK,
)
