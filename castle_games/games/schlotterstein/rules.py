"""Schloss Schlotterstein: Das Kartenspiel (rules/schlotterstein.txt with CLARIFICATIONS.md).

A round: the leading ghost turns over the top ghost card of the pile; everybody looks at its
12 residents until the leader hides it (not before 5 s; at 30 s it hides by itself: the view
applies `HideCard(30)`). Then, clockwise from the leader's left, each player in turn scares
one resident whose card is still in the middle, or rings the bell and is out for the round.
The scaring ends when everybody has rung the bell or no resident of the card is left in the
middle. The card is turned over again: +1 for each resident scared who is on it, -1 for each
who is not, never back past the start. The next player clockwise leads; after 12 cards the
ghost furthest along the path wins, ties all win.

While the card is shown, the observation carries its residents; once hidden it does not:
players (and bots) must remember.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
from castle_games.core.table_state import OVER, MoveHandlers, TableState, move_handler
from castle_games.games.schlotterstein import MANIFEST
from castle_games.games.schlotterstein import moves as M
from castle_games.games.schlotterstein.deck import BY_NUMBER, DECK, GhostCard
from castle_games.games.schlotterstein.moves import (
    ACTION_TYPES,
    HideCard,
    RingBell,
    Scare,
    TurnOverCard,
)
from castle_games.games.schlotterstein.observe import SchlottersteinObservation
from castle_games.games.schlotterstein.residents import BY_NAME, NAMES

# -- constants (house rules of CLARIFICATIONS.md are named here, in one place) ----------------
ROUNDS = 12            # the pile: 12 ghost cards, one per round
PATH_START = 10        # the ghost path starts with the other 10 cards (box keeps the rest)
REVEAL_MIN = 5         # seconds; the leader may not hide the card sooner
REVEAL_MAX = 30        # seconds; then it hides by itself
REVEAL_MIN_CHOICES = (3, 5)            # the setup's choices (house rule)
REVEAL_MAX_CHOICES = (20, 30, 45, 60)

# Marked for the catalogue here; the rules page translates them where it shows them.
HOUSE_RULES = (
    N_("The deck is the same in every game: 36 ghost cards of 12 residents each; every "
       "resident is on 21 or 22 cards."),
    N_("The leading ghost shows the card for at least 5 seconds; at 30 seconds it hides by "
       "itself (settings may make that shorter or longer for young children)."),
    N_("Scaring goes clockwise from the leading ghost's left; who rings the bell is out until "
       "the next card."),
    N_("At the check a ghost moves by its right residents minus its wrong ones, all at once, "
       "and never back past the start."),
    N_("The ghost path grows by itself as far as anybody needs."),
    N_("With 12 cards every player leads equally often with 2, 3 or 4 players."),
)
# Why the game ended (Outcome.reason), told on the game-over screen.
TWELFTH_CARD_SCORED = N_("the twelfth ghost card was scored")

# Hiding the card too soon or too late: one whole sentence for each look the setup offers,
# so that every language counts the seconds as its grammar needs; another length (a saved
# or typed option) is told with the number.
TOO_SOON: dict[float, str] = {
    # TRANSLATORS: refused: the leading ghost hid the card before the shortest look.
    3: N_("let everybody look for at least 3 seconds"),
    5: N_("let everybody look for at least 5 seconds"),
}
TOO_LATE: dict[float, str] = {
    # TRANSLATORS: refused: the card was shown longer than the longest look.
    20: N_("the card hides by itself after 20 seconds"),
    30: N_("the card hides by itself after 30 seconds"),
    45: N_("the card hides by itself after 45 seconds"),
    60: N_("the card hides by itself after 60 seconds"),
}

TURN = "turn"      # the leader is to turn over the next card
SHOW = "show"      # the card is shown; the leader decides when to hide it
SCARE = "scare"    # players take turns scaring or ringing the bell


# Actions are immutable, so the legal lists share one object per resident (fast to offer).
_SCARES: dict[str, Scare] = {name: Scare(name) for name in NAMES}
_RING = RingBell()
_ALL_CARDS = sorted(c.number for c in DECK)
_ALL_NAMES = sorted(NAMES)


# -- state ------------------------------------------------------------------------------------
class SchlottersteinState(TableState):
    def __init__(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seats, seed, options)
        self.reveal_min = float(options.get("reveal_min", REVEAL_MIN))
        self.reveal_max = float(options.get("reveal_max", REVEAL_MAX))
        if not 0 < self.reveal_min <= self.reveal_max:
            raise ValueError("the shortest look must be positive and not longer than the longest")
        numbers = [c.number for c in DECK]
        self.rng.shuffle(numbers)
        self.pile: list[int] = numbers[:ROUNDS]            # face down; the top is the end
        self.path_cards: list[int] = numbers[ROUNDS:ROUNDS + PATH_START]
        self.box: list[int] = numbers[ROUNDS + PATH_START:]
        self.path_length = PATH_START
        self.positions = [0] * self.n
        self.leader = self.starting_seat(options)
        self.round = 1
        self.phase = TURN
        self.card: int | None = None
        self.middle: list[str] = list(NAMES)
        self.scared: list[list[str]] = [[] for _ in range(self.n)]
        self.passed = [False] * self.n
        self.current = self.leader
        self.reveal_seconds: float | None = None

    # contract -------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        return self.current if self.phase == SCARE else self.leader

    @property
    def shown_card(self) -> GhostCard | None:
        return BY_NUMBER[self.card] if self.card is not None else None

    def legal_actions(self) -> list[Action]:
        if self.phase == TURN:
            return [TurnOverCard()]
        if self.phase == SHOW:
            first, last = int(-(-self.reveal_min // 1)), int(self.reveal_max // 1)
            return [HideCard(float(s)) for s in range(first, last + 1)]
        if self.phase == SCARE:
            return [_SCARES[name] for name in self.middle] + [_RING]
        return []

    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction(N_("the game is over"))
        handler = move_handler(_HANDLERS, action, N_("{action} is not a Schlotterstein move"))
        return handler(self, action)

    # checks ---------------------------------------------------------------------------------
    def _not_scaring_yet(self) -> str:
        if self.phase == TURN:
            return N_("the leading ghost has not turned over a card yet")
        return N_("the card is still showing; scaring starts when it is hidden")

    def _check_hide(self, action: HideCard) -> None:
        if self.phase == TURN:
            raise IllegalAction(N_("there is no card to hide: turn one over first"))
        if self.phase != SHOW:
            raise IllegalAction(N_("the card is already hidden"))
        s = action.reveal_seconds
        if isinstance(s, bool) or not isinstance(s, int | float) or s != s:
            raise IllegalAction(N_("say after how many seconds the card was hidden"))
        if s < self.reveal_min:
            if self.reveal_min in TOO_SOON:
                raise IllegalAction(TOO_SOON[self.reveal_min])
            raise IllegalAction(N_("let everybody look for at least {seconds} seconds"),
                                seconds=f"{self.reveal_min:g}")
        if s > self.reveal_max:
            if self.reveal_max in TOO_LATE:
                raise IllegalAction(TOO_LATE[self.reveal_max])
            raise IllegalAction(N_("the card hides by itself after {seconds} seconds"),
                                seconds=f"{self.reveal_max:g}")

    def _check_scare(self, action: Scare) -> None:
        if self.phase != SCARE:
            raise IllegalAction(self._not_scaring_yet())
        name = action.resident
        if name not in BY_NAME:
            raise IllegalAction(N_("there is no castle resident called {resident}"),
                                resident=repr(name))
        if name not in self.middle:
            holder = next(i for i, got in enumerate(self.scared) if name in got)
            # The resident's name is a catalogue message (residents.toml): told() says it
            # in the language in use.
            raise IllegalAction(N_("{player} has already scared {resident}"),
                                player=self.seats[holder].name, resident=name)

    # moves ----------------------------------------------------------------------------------
    def _turn_over(self, action: TurnOverCard) -> list[Event]:
        if self.phase != TURN:
            raise IllegalAction(N_("a ghost card is already on the table"))
        self.card = self.pile.pop()
        self.phase = SHOW
        self.turn_count += 1
        return [M.CardTurnedOver(self.leader, self.card, BY_NUMBER[self.card].residents)]

    def _hide(self, action: HideCard) -> list[Event]:
        self._check_hide(action)
        seconds = float(action.reveal_seconds)
        self.reveal_seconds = seconds
        self.phase = SCARE
        self.current = self.left_of(self.leader)
        self.passed = [False] * self.n
        return [M.CardHidden(self.leader, seconds)]

    def _scare(self, action: Scare) -> list[Event]:
        self._check_scare(action)
        name = action.resident
        self.turn_count += 1
        self.middle.remove(name)
        self.scared[self.current].append(name)
        events: list[Event] = [M.Scared(self.current, name)]
        card = self.shown_card
        assert card is not None
        if not any(card.shows(r) for r in self.middle):
            return events + self._end_scaring("nobody of the card is left in the middle")
        self._advance()
        return events

    def _ring(self, action: RingBell) -> list[Event]:
        if self.phase != SCARE:
            raise IllegalAction(self._not_scaring_yet())
        self.turn_count += 1
        self.passed[self.current] = True
        events: list[Event] = [M.BellRung(self.current)]
        if all(self.passed):
            return events + self._end_scaring("everybody rang the bell")
        self._advance()
        return events

    def _advance(self) -> None:
        """The next player clockwise who has not rung the bell (maybe the same one again)."""
        seat = self.current
        for _ in range(self.n):
            seat = self.left_of(seat)
            if not self.passed[seat]:
                self.current = seat
                return

    def _end_scaring(self, why: str) -> list[Event]:
        card = self.shown_card
        assert card is not None
        right = tuple(tuple(r for r in got if card.shows(r)) for got in self.scared)
        wrong = tuple(tuple(r for r in got if not card.shows(r)) for got in self.scared)
        moves = []
        for seat in range(self.n):
            new = max(0, self.positions[seat] + len(right[seat]) - len(wrong[seat]))
            moves.append(new - self.positions[seat])
            self.positions[seat] = new
        events: list[Event] = [
            M.ScaringEnded(why),
            M.RoundScored(card.number, card.residents, right, wrong, tuple(moves),
                        tuple(self.positions)),
        ]
        furthest = max(self.positions)
        if furthest > self.path_length:
            self.path_length = furthest
            events.append(M.PathExtended(self.path_length))
        # The used card goes back into the box; the resident cards go back to the middle.
        self.box.append(card.number)
        self.card = None
        self.middle = list(NAMES)
        self.scared = [[] for _ in range(self.n)]
        self.passed = [False] * self.n
        if self.round >= ROUNDS:
            return events + self._finish()
        self.round += 1
        self.leader = self.left_of(self.leader)
        self.current = self.leader
        self.phase = TURN
        events.append(M.NewLeader(self.leader, self.round))
        return events

    def _finish(self) -> list[Event]:
        self.phase = OVER
        outcome = self._outcome = Outcome.highest(self.positions, TWELFTH_CARD_SCORED)
        return [M.GameOver(outcome.scores, outcome.winners)]

    # saving ---------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return self._saved({
            "reveal_min": self.reveal_min,
            "reveal_max": self.reveal_max,
            "pile": list(self.pile),
            "path_cards": list(self.path_cards),
            "box": list(self.box),
            "path_length": self.path_length,
            "positions": list(self.positions),
            "leader": self.leader,
            "round": self.round,
            "phase": self.phase,
            "card": self.card,
            "middle": list(self.middle),
            "scared": [list(s) for s in self.scared],
            "passed": list(self.passed),
            "current": self.current,
            "reveal_seconds": self.reveal_seconds,
        })

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SchlottersteinState:
        state = cls._restoring(data, {"reveal_min": data.get("reveal_min", REVEAL_MIN),
                                      "reveal_max": data.get("reveal_max", REVEAL_MAX)})
        state.pile = [int(c) for c in data["pile"]]
        state.path_cards = [int(c) for c in data["path_cards"]]
        state.box = [int(c) for c in data["box"]]
        state.path_length = int(data["path_length"])
        state.positions = [int(p) for p in data["positions"]]
        state.leader = int(data["leader"])
        state.round = int(data["round"])
        state.phase = str(data["phase"])
        state.card = None if data["card"] is None else int(data["card"])
        state.middle = [str(r) for r in data["middle"]]
        state.scared = [[str(r) for r in s] for s in data["scared"]]
        state.passed = [bool(p) for p in data["passed"]]
        state.current = int(data["current"])
        rs = data.get("reveal_seconds")
        state.reveal_seconds = None if rs is None else float(rs)
        state.check()
        return state

    def check(self) -> None:
        """Raise ValueError if the table does not add up (used on loading and by tests)."""
        cards = self.pile + self.path_cards + self.box
        if self.card is not None:
            cards.append(self.card)
        if sorted(cards) != _ALL_CARDS:
            raise ValueError("the ghost cards do not add up to the 36 of the box")
        held = [r for got in self.scared for r in got]
        if sorted(self.middle + held) != _ALL_NAMES:
            raise ValueError("the resident cards do not add up to the 20 of the box")
        if any(p < 0 for p in self.positions) or self.path_length < max(self.positions):
            raise ValueError("a ghost stands off the ghost path")
        if self.phase not in (TURN, SHOW, SCARE, OVER):
            raise ValueError(f"unknown phase {self.phase!r}")
        turned = {TURN: self.round - 1, SHOW: self.round, SCARE: self.round, OVER: ROUNDS}
        if ROUNDS - len(self.pile) != turned[self.phase]:
            raise ValueError("the pile does not match the round")
        if (self.card is None) != (self.phase in (TURN, OVER)):
            raise ValueError("a ghost card is on the table only while it is played")


# The moves and the methods that make them (each checks its own move first).
_HANDLERS: MoveHandlers[SchlottersteinState] = {
    TurnOverCard: SchlottersteinState._turn_over,
    HideCard: SchlottersteinState._hide,
    Scare: SchlottersteinState._scare,
    RingBell: SchlottersteinState._ring,
}


def observation(state: SchlottersteinState, seat: int) -> SchlottersteinObservation:
    """What a seat sees at the table. The card's residents only while it is face up."""
    obs: SchlottersteinObservation = {
        "seat": seat,
        "players": state.n,
        "phase": state.phase,
        "round": state.round,
        "rounds": ROUNDS,
        "leader": state.leader,
        "current": state.current if state.phase == SCARE else None,
        "passed": list(state.passed),
        "middle": list(state.middle),
        "scared": [list(s) for s in state.scared],
        "positions": list(state.positions),
        "path_length": state.path_length,
        "pile_size": len(state.pile),
        "reveal_min": state.reveal_min,
        "reveal_max": state.reveal_max,
        "reveal_seconds": state.reveal_seconds,
        "card": None,
    }
    if state.phase == SHOW and state.card is not None:
        obs["card"] = {"number": state.card, "residents": list(BY_NUMBER[state.card].residents)}
    return obs


# A misclick taken back: a resident scared by mistake, while the round goes
# on; turning the card over, hiding it or ringing the bell cannot be.
TAKE_BACK = take_back_rule(
    moves=(M.Scare,),
    refused={M.CardTurnedOver: N_("the ghost card has been turned over"),
             M.ScaringEnded: N_("the scaring is over"),
             M.RoundScored: N_("the card has been checked")},
    other=N_("everybody has seen it: only a resident scared by mistake can be taken back"))


GAME: GameDef[SchlottersteinState, SchlottersteinObservation] = GameDef.declared(
    MANIFEST,
    state_type=SchlottersteinState,
    action_types=ACTION_TYPES,
    observation=observation,
    options=(
        # TRANSLATORS: a setup choice: the player who is the leading ghost of the first
        # round (the rulebook: the oldest player).
        Option("starter", N_("Who leads first (the oldest)"), 0),
        # TRANSLATORS: setup choices: how long the ghost card may be looked at.
        Option("reveal_min", N_("Shortest look in seconds"), REVEAL_MIN, REVEAL_MIN_CHOICES,
               house_rule=True),
        Option("reveal_max", N_("Longest look in seconds"), REVEAL_MAX, REVEAL_MAX_CHOICES,
               house_rule=True),
    ),
    house_rules=HOUSE_RULES,
    take_back=TAKE_BACK,
)
