"""The guided first game of Schloss Schlotterstein: the real rules on seed 0, the child told
each move.

The child (seat 0) leads the first card against Ben, an easy computer player (a seeded bot:
the same game on the same seed). In two cards the child's ten moves show, each where it
first matters: the look (the card turned over, twelve residents to remember), scaring,
passing (Ben rings the bell; the child may go on alone, then rings too), and the check
(the card turned over again: a step forward for every right resident). On the second card
Ben scares the bat, who was on the first card, not this one: the check sends him back.

The child hides the card when ready, as at the table: any look from the shortest (5 s)
on is taken as the script's look of 10 seconds (`Step.accepts`), so Ben remembers what he
would after that look and the lesson stays on its seed's path.

The steps were found with a small search over seeds; a test plays the lesson through and
checks that every rule a step claims happens right after it.
"""

from __future__ import annotations

from collections.abc import Sequence

from castle_games.core.contract import Action, Event
from castle_games.core.languages import N_
from castle_games.core.lesson import Lesson, Step
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.games.schlotterstein.moves import (
    BellRung,
    CardTurnedOver,
    HideCard,
    RingBell,
    RoundScored,
    Scare,
    Scared,
    TurnOverCard,
)
from castle_games.games.schlotterstein.rules import REVEAL_MIN

CHILD = 0
LOOK = 10.0  # seconds: the child's look in the script


def _any_look(action: Action) -> bool:
    """The child's own look, hidden at any moment the rules allow."""
    return isinstance(action, HideCard) and action.reveal_seconds >= REVEAL_MIN


def _look(events: Sequence[Event]) -> bool:
    return any(isinstance(e, CardTurnedOver) and e.leader == CHILD for e in events)


def _scaring(events: Sequence[Event]) -> bool:
    return any(isinstance(e, Scared) and e.seat == CHILD for e in events)


def _ben_scared(events: Sequence[Event]) -> bool:
    """Ben has scared somebody (the child's step's words tell of it)."""
    return any(isinstance(e, Scared) and e.seat != CHILD for e in events)


def _passing(events: Sequence[Event]) -> bool:
    return any(isinstance(e, BellRung) for e in events)


def _check(events: Sequence[Event]) -> bool:
    return any(isinstance(e, RoundScored) and e.moves[CHILD] > 0 for e in events)


def _wrong(events: Sequence[Event]) -> bool:
    """Somebody scared a resident who was not on the card, and went back for it."""
    return any(isinstance(e, RoundScored) and any(e.wrong) for e in events)


# TRANSLATORS: in the lesson's sentences the residents are called by their role and their
# name on the card ("the bat, Fledermaus Fritzi"): use the names as your catalogue has them.
LESSON = Lesson(
    seed=0,
    seats=(Seat("You", "red", HUMAN), Seat("Ben", "blue", COMPUTER, "easy")),
    options={"starter": CHILD},
    intro=N_("Welcome to Schloss Schlotterstein! A ghost card shows twelve castle "
             "residents. Look closely, remember them, and scare them when the card is "
             "hidden."),
    steps=(
        Step(N_("You are the leading ghost. Click the pile of cards to turn a card over."),
             TurnOverCard(), shows=("look",),
             then=N_("Look closely! Who is on the card? Some are big, some are small, and "
                     "some are hiding.")),
        Step(N_("Look at every resident. When you are ready, click Hide the card."),
             HideCard(LOOK), accepts=_any_look,
             then=N_("The card is hidden. Ben scares first: he takes the card of somebody "
                     "he remembers."), then_after=_ben_scared),
        Step(N_("Did you see the bat? Click the bat, Fledermaus Fritzi, to scare her: "
                "Boo!"),
             Scare("Fledermaus Fritzi"), shows=("scaring",),
             then=N_("Her card is yours now. Each turn you scare one resident.")),
        Step(N_("The dog was on the card too. Click the dog, Hund Bello."),
             Scare("Hund Bello"), shows=("passing",),
             then=N_("Ben rang the bell: he remembers nobody more. He is out until the "
                     "next card.")),
        Step(N_("You may go on alone. The wizard was there: click Zauberer Zacharias."),
             Scare("Zauberer Zacharias")),
        Step(N_("Can you remember anybody else? If not, click the bell to ring it."),
             RingBell(), shows=("check",),
             then=N_("Now the card is turned over again. A step forward on the ghost path "
                     "for every right resident!")),
        Step(N_("Ben leads this card. It is hidden now: the knight was on it. Click Ritter "
                "Rudi."),
             Scare("Ritter Rudi")),
        Step(N_("Ben scared the bat. Was she on this card? We will see. Click the raven, "
                "Rabe Rabanus."),
             Scare("Rabe Rabanus")),
        Step(N_("Ben rang the bell. One more: the little prince was there. Click Prinz "
                "Leo."),
             Scare("Prinz Leo")),
        Step(N_("Ring the bell, and let's check the card."),
             RingBell(), shows=("wrong",),
             then=N_("The bat was on the first card, not on this one: Ben goes one step "
                     "back for her.")),
    ),
    rules={
        "look": _look,
        "scaring": _scaring,
        "passing": _passing,
        "check": _check,
        "wrong": _wrong,
    },
    rule_words={
        "look": N_("Look closely at the ghost card"),
        "scaring": N_("Scare one resident each turn"),
        "passing": N_("Ring the bell when you remember nobody more"),
        "check": N_("A step forward for every right resident"),
        "wrong": N_("A step back for every wrong resident"),
    },
    outro=N_("Well done, little ghost! Look closely, remember well, and ring the bell when "
             "you are not sure. Now you can play a whole game yourself!"),
)
