"""Schlotterstein hints: one good move for the seat to move, and why, in a child's words.

This is a memory game, so the hint helps the way a grown-up sitting beside the child
would: it looked at the ghost card too (while it was face up, the `CardTurnedOver` event
every seat perceives) and remembers it as well as a "hard" player does, no better: some
residents it forgets, and now and then it is wrong. When scaring it names the resident it
is surest of (saying whether that one was big and easy to see or hiding, so that the child
can say "yes, I saw that one too"); unsure, it says that many of the card may still be in
the middle and suggests a try, as hard would; remembering nobody more, it suggests the
bell and where to look next time. So the bulb teaches looking, and never makes a seat
stronger than "hard" (tools/fair_play.py measures it).

It sees only the seat's observation, the legal moves and the events the seat perceived:
never the face-down pile, so it cannot tell which card comes next.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from castle_games.core.advice import Advice, FollowsAdvice
from castle_games.core.bots import BotLevels
from castle_games.core.contract import Action, Event
from castle_games.core.languages import N_
from castle_games.games.schlotterstein.bot import BOTS as LEVELS
from castle_games.games.schlotterstein.bot import LEVELS as MEMORIES
from castle_games.games.schlotterstein.bot import MemoryBot, MemoryLevel
from castle_games.games.schlotterstein.deck import BY_NUMBER, visibility
from castle_games.games.schlotterstein.moves import (
    CardTurnedOver,
    HideCard,
    RingBell,
    RoundScored,
    Scare,
    TurnOverCard,
)
from castle_games.games.schlotterstein.observe import SchlottersteinObservation

# The grown-up's memory: the hard player's, so that following the bulb plays like hard,
# but careful to keep this card apart from the last one (expert's few mix-ups), so that what
# it says was on the card nearly always was.
HINT = dataclasses.replace(MEMORIES["hard"], intrusion=MEMORIES["expert"].intrusion)
# How long the hint would let everybody look, when the child leads: long enough to see
# the small and the half-hidden ones too (within the game's shortest and longest look).
GOOD_LOOK = 15.0
# A figure at least this easy to spot is "big and easy to see"; below HIDING, "hiding".
EASY_TO_SEE = 0.9
HIDING = 0.5
# The hint says "X was on the card" only when its memory of X is this sure (a grown-up who
# is not sure says so); below it, it still suggests X, as a try.
SURE_ENOUGH = 0.6

TURN_OVER = N_("You are the leading ghost: click the pile to turn a card over.")
HIDE = N_("Look at every resident, big and small, then hide the card.")
SCARE_EASY = N_("{resident} was on the card, big and easy to see: scare now!")
SCARE_HIDING = N_("{resident} was on the card, hiding behind something: scare now!")
SCARE_SEEN = N_("{resident} was on the card: scare now!")
TRY = N_("I am not sure any more, but many of the card may still be in the middle. "
         "Try {resident}!")
RING = N_("You did not see this card: ring the bell.")
RING_FORGOT = N_("I do not remember anybody else from the card either: ring the bell. "
                 "Next time, look at the small ones too.")


class HintBot(FollowsAdvice[SchlottersteinObservation], MemoryBot):
    """The "hint" level: remembers the card it saw as hard does and names who was on it."""

    def __init__(self, seat: int, level: str = "hint", seed: int = 0) -> None:
        super().__init__(seat, "hard", seed)
        self.level = level
        self.seed ^= 0x5BD1E995  # its own memory, not the hard player's at the same seat
        self.looked: int | None = None  # the card of this round, once seen face up

    def notice(self, events: Sequence[Event]) -> None:
        super().notice(events)
        for e in events:
            if isinstance(e, CardTurnedOver):
                self.looked = e.card
            elif isinstance(e, RoundScored):
                self.looked = None

    def _params(self, level: str) -> MemoryLevel:
        return HINT

    def advise(self, observation: SchlottersteinObservation, legal: Sequence[Action]) -> Advice:
        first = legal[0]
        if isinstance(first, TurnOverCard):
            return Advice.of(first, TURN_OVER)
        if isinstance(first, HideCard):
            want = min(legal, key=lambda a: abs(getattr(a, "reveal_seconds", 0.0) - GOOD_LOOK))
            return Advice.of(want, HIDE)
        return self._advise_scare(observation, legal)

    def _advise_scare(self, obs: SchlottersteinObservation, legal: Sequence[Action]) -> Advice:
        ring = next((a for a in legal if isinstance(a, RingBell)), RingBell())
        if self.looked is None:
            return Advice.of(ring, RING)
        choice = MemoryBot._scare_or_ring(self, obs, legal)
        if not isinstance(choice, Scare) or choice not in legal:
            return Advice.of(ring, RING_FORGOT)
        name = choice.resident
        if self.memory.get(name, 0.0) < max(SURE_ENOUGH, self.params.threshold):
            return Advice.of(choice, TRY, resident=name)
        card = BY_NUMBER[self.looked]
        seen = visibility(card, name) if card.shows(name) else 0.0
        figure = card.figure(name)
        if seen >= EASY_TO_SEE:
            return Advice.of(choice, SCARE_EASY, resident=name)
        if card.shows(name) and seen < HIDING and figure is not None and figure.hidden > 0:
            return Advice.of(choice, SCARE_HIDING, resident=name)
        return Advice.of(choice, SCARE_SEEN, resident=name)

# The levels the manifest offers (game.toml: bots = "hint:BOTS"): bot.py's, and the hint
# (simulate's "hint" and the table's light bulb; no seat's level: core.seats.LEVELS). It is
# declared here, not in bot.py, so that the two modules import each other in one direction.
BOTS: BotLevels[SchlottersteinObservation] = {**LEVELS, "hint": HintBot}
