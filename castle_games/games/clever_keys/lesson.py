"""The guided first game of Clever Keys: the real rules on seed 154, the child told each move.

The child (seat 0) plays against Ben, an easy computer player (a seeded bot: the same game
on the same seed). On this seed the child's eight moves show, each where it first matters:
a key all the way in and the reward taken, a key stuck (a gemstone rolls into the corner),
going on at risk with the same key, and losing it all when a key gets stuck after a good
reward. On the way Ben shows a locked section being skipped, and the child's stuck key
moving on and opening its section again. The lesson stops there; the game goes on.

The steps were found with a small search over seeds (the child's moves chosen knowing the
blocked slots, the bot playing as it does); a test plays the lesson through and checks
that every rule a step claims happens right after it.
"""

from __future__ import annotations

from collections.abc import Sequence

from castle_games.core.contract import Event
from castle_games.core.languages import N_
from castle_games.core.lesson import Lesson, Step
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.games.clever_keys.moves import (
    GemLost,
    InsertKey,
    KeyInserted,
    RewardTaken,
    SectionUnlocked,
    StopAndTake,
)
from castle_games.games.clever_keys.rules import ALL_THE_WAY, JAMMED

CHILD = 0


def _all_the_way(events: Sequence[Event]) -> bool:
    return any(isinstance(e, KeyInserted) and e.seat == CHILD and e.result == ALL_THE_WAY
               and e.placement == 1 for e in events)


def _took(events: Sequence[Event]) -> bool:
    return any(isinstance(e, RewardTaken) and e.seat == CHILD and e.gems > 0 for e in events)


def _jam(events: Sequence[Event]) -> bool:
    """A key stuck and a gemstone lost, with no reward to lose yet."""
    return (any(isinstance(e, KeyInserted) and e.seat == CHILD and e.result == JAMMED
                for e in events)
            and any(isinstance(e, GemLost) and e.seat == CHILD and e.reward_lost == 0
                    for e in events))


def _unlocked(events: Sequence[Event]) -> bool:
    """The child's stuck key moved on, and its section is open again."""
    return any(isinstance(e, SectionUnlocked) for e in events) and any(
        isinstance(e, KeyInserted) and e.seat == CHILD and e.from_section is not None
        for e in events)


def _risk(events: Sequence[Event]) -> bool:
    """The same key put in again in one turn, and it went all the way in."""
    return any(isinstance(e, KeyInserted) and e.seat == CHILD and e.placement >= 2
               and e.result == ALL_THE_WAY for e in events)


def _lose_it_all(events: Sequence[Event]) -> bool:
    return any(isinstance(e, GemLost) and e.seat == CHILD and e.reward_lost > 0 for e in events)


LESSON = Lesson(
    seed=154,
    seats=(Seat("You", "red", HUMAN), Seat("Ben", "blue", COMPUTER, "easy")),
    intro=N_("Welcome to the tower room! Push a key into a slot: if it goes all the way in, "
             "you win gems. But in every section one slot is blocked, and nobody knows which."),
    steps=(
        Step(N_("Click the gold key A, then the slot I point at in section 1."),
             InsertKey("A", 1, 1), shows=("all-the-way",),
             then=N_("All the way in! One key in this section, so your reward is 1.")),
        Step(N_("Keep your reward: click Stop and take."),
             StopAndTake(), shows=("stop",),
             then=N_("The gem is yours. Now Ben has a turn: watch him.")),
        Step(N_("Now the copper key C: click it, then the slot I point at in section 2. Nobody knows yet if it is "
                "blocked."),
             InsertKey("C", 2, 4), shows=("jam",),
             then=N_("Stuck! The red mark still shows. One gem rolls into the corner, and "
                     "key C locks section 2. Remember this slot!")),
        Step(N_("A stuck key may move on. Click key C, then the slot I point at in "
                "section 3, where two keys stand."),
             InsertKey("C", 3, 3), shows=("unlocked",),
             then=N_("All the way in! Three keys in section 3: your reward is 3.")),
        Step(N_("Be brave: go on with key C into section 4. If it gets stuck, the reward "
                "is gone."),
             InsertKey("C", 4, 1), shows=("risk",),
             then=N_("All the way in again! One key in section 4 adds 1: your reward is 4.")),
        Step(N_("Four gems is a lot: stop now. Click Stop and take."),
             StopAndTake(),
             then=N_("Four gems for you! Ben's turn.")),
        Step(N_("Click the silver key B, then the slot I point at in section 4."),
             InsertKey("B", 4, 3),
             then=N_("All the way in! Two keys in section 4: your reward is 2.")),
        Step(N_("Let's try our luck once more: click the slot I point at in section 5."),
             InsertKey("B", 5, 2), shows=("lose-it-all",),
             then=N_("Oh no, stuck! The reward of 2 is lost, and a gem rolls into the corner. "
                     "That is the risk of going on.")),
    ),
    rules={
        "all-the-way": _all_the_way,
        "stop": _took,
        "jam": _jam,
        "unlocked": _unlocked,
        "risk": _risk,
        "lose-it-all": _lose_it_all,
    },
    rule_words={
        "all-the-way": N_("A key all the way in wins gems"),
        "stop": N_("Stop and take your reward"),
        "jam": N_("A stuck key locks its section"),
        "unlocked": N_("A stuck key may move on"),
        "risk": N_("Going on with the same key wins more"),
        "lose-it-all": N_("A stuck key loses the whole reward"),
    },
    outro=N_("Well done! Remember where the keys got stuck, and know when to stop. Now you "
             "can play a whole game yourself!"),
)
