"""Schlotterstein hints: one good move for the seat to move, and why, in a child's words.

The hint looks at the ghost card while it is face up, as the child does (the card's
residents come with `CardTurnedOver`, the event every seat perceives), and, like a grown-up
watching beside the child, it keeps all twelve in mind until the card is checked. When
scaring it names a resident who was on the card and is still in the middle, the easiest to
spot first (big and seen whole), so the child can say "yes, I saw that one too". It rings
the bell only when it saw no card this round (a hint asked before it could look).

It sees only the seat's observation, the legal moves and the events the seat perceived:
never the face-down pile, so it cannot tell which card comes next.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from castle_games.core.advice import Advice, FollowsAdvice
from castle_games.core.contract import Action, Event
from castle_games.core.languages import N_
from castle_games.games.schlotterstein.deck import BY_NUMBER, visibility
from castle_games.games.schlotterstein.moves import (
    CardTurnedOver,
    HideCard,
    RingBell,
    RoundScored,
    Scare,
    TurnOverCard,
)
from castle_games.games.schlotterstein.residents import NAMES

# How long the hint would let everybody look, when the child leads: long enough to see
# the small and the half-hidden ones too (within the game's shortest and longest look).
GOOD_LOOK = 15.0
# A figure at least this easy to spot is "big and easy to see"; below HIDING, "hiding".
EASY_TO_SEE = 0.9
HIDING = 0.5

TURN_OVER = N_("You are the leading ghost: click the pile to turn a card over.")
HIDE = N_("Look at every resident, big and small, then hide the card.")
SCARE_EASY = N_("{resident} was on the card, big and easy to see: scare now!")
SCARE_HIDING = N_("{resident} was on the card, hiding behind something: scare now!")
SCARE_SEEN = N_("{resident} was on the card: scare now!")
RING = N_("You did not see this card: ring the bell.")
RING_NOBODY = N_("Nobody left in the middle was on the card: ring the bell.")

ORDER = {name: i for i, name in enumerate(NAMES)}


class HintBot(FollowsAdvice):
    """The "hint" level: remembers the card it saw and names who was on it."""

    def __init__(self, seat: int, level: str = "hint", seed: int = 0) -> None:
        self.seat = seat
        self.level = level
        self.seed = seed
        self.card: int | None = None   # the card of this round, once seen face up

    def notice(self, events: Sequence[Event]) -> None:
        for e in events:
            if isinstance(e, CardTurnedOver):
                self.card = e.card
            elif isinstance(e, RoundScored):
                self.card = None

    def advise(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Advice:
        first = legal[0]
        if isinstance(first, TurnOverCard):
            return Advice.of(first, TURN_OVER)
        if isinstance(first, HideCard):
            want = min(legal, key=lambda a: abs(getattr(a, "reveal_seconds", 0.0) - GOOD_LOOK))
            return Advice.of(want, HIDE)
        return self._scare_or_ring(observation, legal)

    def _scare_or_ring(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Advice:
        shown = obs.get("card")
        number = shown["number"] if shown else self.card
        ring = next((a for a in legal if isinstance(a, RingBell)), RingBell())
        if number is None:
            return Advice.of(ring, RING)
        card = BY_NUMBER[number]
        scares = [a for a in legal if isinstance(a, Scare) and card.shows(a.resident)]
        if not scares:
            return Advice.of(ring, RING_NOBODY)
        best = max(scares, key=lambda a: (visibility(card, a.resident), -ORDER[a.resident]))
        seen = visibility(card, best.resident)
        figure = card.figure(best.resident)
        if seen >= EASY_TO_SEE:
            return Advice.of(best, SCARE_EASY, resident=best.resident)
        if seen < HIDING and figure is not None and figure.hidden > 0:
            return Advice.of(best, SCARE_HIDING, resident=best.resident)
        return Advice.of(best, SCARE_SEEN, resident=best.resident)
