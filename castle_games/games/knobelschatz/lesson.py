"""The guided first game of Knobelschatz (core/lesson.py): three players, the child first.

Seed 3683 was found by a search (every rule shown within the child's first three rolls,
each at its own step): the first roll brings the dog, three pips and a four with a real
choice; the second one, two and three pips, and while the child holds the dog, Ben's two
pips find nothing; then Clara rolls the dog away, and the third roll shows the dog
guarding her. Two more rolls empty the pile: the game ends with every chest turned over
(the child and Ben share the win), about two and a half minutes in all. The computer
players are `easy` (a seeded random player: the same moves on the same seed). The
child's moves follow the table's own order: a die with only one place to take from goes
by itself, the smallest first and a four last (view.KnobelschatzScene).
"""

from __future__ import annotations

from collections.abc import Sequence

from castle_games.core.contract import Event
from castle_games.core.languages import N_
from castle_games.core.lesson import Lesson, Step
from castle_games.core.seats import COMPUTER, Seat
from castle_games.games.knobelschatz.moves import (
    CardsRevealed,
    CardTaken,
    DogTaken,
    NothingTaken,
    RollDice,
    TakeCard,
    TurnPassed,
)
from castle_games.games.knobelschatz.rules import NOBODY, PILE

YOU, BEN, CLARA = 0, 1, 2  # Ben plays after you (your left), Clara before you (your right)
PLAYERS = 3


def _took(die: int, source: int | str):
    """The child took a chest with this die from this place."""
    def seen(events: Sequence[Event]) -> bool:
        return any(isinstance(e, CardTaken) and e.to_seat == YOU and e.die == die
                   and e.source == source for e in events)
    return seen


def _took_by_choice(events: Sequence[Event]) -> bool:
    """Four pips: the child took from a player (the lesson asks when there is a choice)."""
    return any(isinstance(e, CardTaken) and e.to_seat == YOU and e.die == 4
               and isinstance(e.source, int) for e in events)


def _dog_came(events: Sequence[Event]) -> bool:
    return any(isinstance(e, DogTaken) and e.seat == YOU for e in events)


def _guarded(events: Sequence[Event]) -> bool:
    """A die found nothing because the dog guarded the player it would take from. Who held
    the dog then is in the events: the last dog taken before it, or else the player the
    next dog was taken from."""
    for i, e in enumerate(events):
        if not (isinstance(e, NothingTaken) and e.die in (1, 2)):
            continue
        victim = (e.seat + (1 if e.die == 1 else -1)) % PLAYERS
        before = [d for d in events[:i] if isinstance(d, DogTaken)]
        after = [d for d in events[i + 1:] if isinstance(d, DogTaken)]
        holder = before[-1].seat if before else after[0].from_seat if after else None
        if holder == victim:
            return True
    return False


def _back_to_you(events: Sequence[Event]) -> bool:
    """Ben and Clara have had their turns: the dice come back to the child."""
    return any(isinstance(e, TurnPassed) and e.seat == YOU for e in events)


def _counted(events: Sequence[Event]) -> bool:
    """The game is over: every chest turned over and the gold counted."""
    return any(isinstance(e, CardsRevealed) for e in events)


RULES = {
    "dog": _dog_came,
    "one-pip": _took(1, BEN),
    "two-pips": _took(2, CLARA),
    "three-pips": _took(3, PILE),
    "four-pips": _took_by_choice,
    "watchdog": _guarded,
}

RULE_WORDS = {
    # TRANSLATORS: the lesson's last page lists what the child learned, one line each.
    "dog": N_("The dog on a die: the watchdog runs to you."),
    "one-pip": N_("One pip: a chest from your left neighbour."),
    "two-pips": N_("Two pips: a chest from your right neighbour."),
    "three-pips": N_("Three pips: a chest from the middle pile."),
    "four-pips": N_("Four pips: a chest from another player of your choice."),
    "watchdog": N_("Nobody may take a chest from the player who has the watchdog."),
}

STEPS = (
    # -- the first roll: the dog, three pips, four pips ----------------------------------
    Step(N_("Click Roll to roll the three dice. Each die tells you where to take a chest "
            "from."),
         RollDice(), ("dog",),
         N_("The dog! It runs to you. While it stays with you, nobody may take your "
            "chests.")),
    Step(N_("Three pips: take a chest from the pile in the middle."),
         TakeCard(3, PILE), ("three-pips",)),
    Step(N_("Four pips: you may take a chest from another player of your choice. Click Ben "
            "to take one of his."),
         TakeCard(4, BEN), ("four-pips",),
         N_("Ben and Clara rolled, and nobody could take your chests: the dog guards "
            "you."), then_after=_back_to_you),
    # -- the second roll: one, two, three pips; the watchdog at work ---------------------
    Step(N_("Your turn again: click Roll."), RollDice()),
    Step(N_("One pip: take a chest from your left neighbour, Ben. He plays after you."),
         TakeCard(1, BEN), ("one-pip",)),
    Step(N_("Two pips: take a chest from your right neighbour, Clara. She played before "
            "you."),
         TakeCard(2, CLARA), ("two-pips",)),
    Step(N_("Three pips again: one more chest from the pile."),
         TakeCard(3, PILE), ("watchdog",),
         N_("Ben's two pips found nothing: the dog guarded you! Then Clara rolled the dog, "
            "and it ran to her.")),
    # -- the third roll: the dog guards Clara --------------------------------------------
    Step(N_("Click Roll. Remember: the dog is with Clara now."), RollDice()),
    Step(N_("Two pips take from Clara, but the dog guards her. Bad luck: this die brings "
            "nothing."),
         TakeCard(2, NOBODY)),
    Step(N_("The other two pips: the same bad luck. Never mind!"), TakeCard(2, NOBODY)),
    Step(N_("Four pips: Clara is guarded, so take a chest from Ben."), TakeCard(4, BEN)),
    # -- the last two rolls: the pile runs out, and every chest is turned over -----------
    Step(N_("Click Roll. The pile is getting small!"), RollDice(), (),
         N_("The dog! It runs back to you.")),
    Step(N_("Three pips: a chest from the pile."), TakeCard(3, PILE)),
    Step(N_("Three pips again: one more from the pile."), TakeCard(3, PILE)),
    Step(N_("Click Roll for the last time: only a few chests are left in the pile."),
         RollDice()),
    Step(N_("Two pips: a chest from Clara, your right neighbour."), TakeCard(2, CLARA)),
    Step(N_("Three pips: a chest from the pile."), TakeCard(3, PILE)),
    Step(N_("Three pips: the last but one chest from the pile."), TakeCard(3, PILE), (),
         N_("Ben took the last chest: the game is over! Every chest is turned over and the "
            "gold is counted. You and Ben have the same: you both win!"), then_after=_counted),
)

LESSON = Lesson(
    seed=3683,
    seats=(Seat("You", "red"), Seat("Ben", "blue", COMPUTER, "easy"),
           Seat("Clara", "green", COMPUTER, "easy")),
    steps=STEPS,
    rules=RULES,
    intro=N_("Let's play Knobelschatz! Ben and Clara play with you. Roll the dice and grab "
             "treasure chests: at the end, the most gold wins."),
    outro=N_("Well done! Now you know every die and the watchdog. At the very end all chests "
             "are turned over, and the most gold wins. Have fun!"),
    rule_words=RULE_WORDS,
)
