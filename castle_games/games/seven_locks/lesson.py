"""The guided first game of Seven Locks (core/lesson.py): three players, the child first.

Seed 70 was found by a search (every rule shown within 18 moves of the child's, each at
its own step): the child places the keymaster and hears the setup drops, throws a pearl
and walks the keymaster, opens the star tower while Ben shares it with a coat of arms; Ben's
key is then too long for the sun tower and Clara's too short for the flower tower; the
child joins Ben's next opening with a coat of arms, opens the fifth tower and guesses the
enchanted key, and the game ends by itself a turn later (the child wins). Ben plays
`easy`, Clara `normal`: both are seeded players, the same moves on the same seed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from castle_games.core.contract import Event
from castle_games.core.languages import N_
from castle_games.core.lesson import Lesson, Step
from castle_games.core.seats import COMPUTER, Seat
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R

YOU, BEN, CLARA = 0, 1, 2
STAR, MOON, SUN, BELL = 1, 2, 4, 7  # the towers by their flags (story.TOWER_SIGNS)


def _any(test: Callable[[Event], bool]) -> Callable[[Sequence[Event]], bool]:
    def seen(events: Sequence[Event]) -> bool:
        return any(test(e) for e in events)
    return seen


RULES = {
    # the child throws a pearl and everybody hears how deep it falls
    "listen": _any(lambda e: isinstance(e, M.PearlDropped) and e.seat == YOU and not e.setup),
    # the child walks the keymaster, clockwise, as many towers as the die lets
    "keymaster-steps": _any(lambda e: isinstance(e, M.KeymasterMoved) and e.seat == YOU),
    "too-long": _any(lambda e: isinstance(e, M.KeyTried) and e.result == R.TOO_LONG),
    "too-short": _any(lambda e: isinstance(e, M.KeyTried) and e.result == R.TOO_SHORT),
    # an opened treasure shared between the opener and a coat of arms, the child one of them
    "share": _any(lambda e: isinstance(e, M.TreasureShared) and len(e.shares) >= 2
                  and any(seat == YOU for seat, _ in e.shares)),
    "enchanted-key": _any(lambda e: isinstance(e, M.EnchantedKeyGuessed) and e.seat == YOU),
}

RULE_WORDS = {
    # TRANSLATORS: the lesson's last page lists what the child learned, one line each.
    "listen": N_("Listen to the pearls: the deeper they fall, the smaller the chamber."),
    "keymaster-steps": N_("The keymaster walks clockwise, as many towers as the die allows."),
    "too-long": N_("A key that sticks out is too long."),
    "too-short": N_("A key that sinks in is too short."),
    "share": N_("A coat of arms shares an opened tower's pearls."),
    "enchanted-key": N_("After the fifth tower, guess the enchanted key that fits nowhere."),
}

STEPS = (
    # -- the first turn: the keymaster, a drop, his steps, the first key -----------------
    Step(N_("Click the bell tower to put the keymaster there. Then listen: a pearl falls "
            "into every tower, twice."),
         M.PlaceKeymaster(BELL), (),
         N_("Did you hear? In some towers the pearls fall deep, in others only a little way. "
            "Deep means a small chamber.")),
    Step(N_("Click Roll! to roll the die. It shows how many pearls to throw and how far the "
            "keymaster may walk."),
         M.RollDie(), (), N_("One pearl and three steps.")),
    Step(N_("Click the star tower to throw your pearl into it. Listen how deep it falls!"),
         M.ThrowPearl(STAR), ("listen",), N_("Deep! The star tower has a small chamber.")),
    Step(N_("The keymaster walks clockwise, one, two or three towers. Click the star tower: "
            "it is his first step."),
         M.MoveKeymaster(STAR), ("keymaster-steps",)),
    Step(N_("A deep tower needs a long key. Click key 3, the yellow one."),
         M.ChooseKey(3), ("share",),
         N_("It fits! Ben placed a coat of arms, so he shares the pearls: one for him, two "
            "for you.")),
    # -- the others try keys -------------------------------------------------------------
    Step(N_("Ben tries key 1 on the sun tower. Will it fit? Click No to keep your coat of "
            "arms, and watch."),
         M.DeclineCoatOfArms(), ("too-long",),
         N_("Too long! Its notch stayed above the tower. The sun tower needs a shorter "
            "key.")),
    Step(N_("Clara tries key 6 on the flower tower. Click No again, and watch."),
         M.DeclineCoatOfArms(), ("too-short",),
         N_("Too short! The key sank into the tower. The flower tower needs a longer key.")),
    # -- the second turn ---------------------------------------------------------------
    Step(N_("Your turn: click Roll!"), M.RollDie()),
    Step(N_("Throw your pearl into the bell tower. Listen: it falls only a little way."),
         M.ThrowPearl(BELL)),
    Step(N_("Click the bell tower: the keymaster walks two steps to it."),
         M.MoveKeymaster(BELL)),
    Step(N_("A shallow tower needs a short key: click key 8, the pink one."),
         M.ChooseKey(8), (),
         N_("It fits! Ben and Clara both placed a coat of arms, so all three of you share.")),
    Step(N_("Ben tries key 4 on the sun tower. Key 1 was too long there, so key 4 may fit! "
            "Click Yes to place a coat of arms."),
         M.PlaceCoatOfArms(), (), N_("It fits, and you share Ben's pearls: two each.")),
    Step(N_("Clara tries key 5 on the flower tower. Click No: keep your last coat of arms "
            "for the enchanted key."),
         M.DeclineCoatOfArms()),
    # -- the third turn: the fifth tower, and the enchanted key --------------------------
    Step(N_("Your turn: click Roll!"), M.RollDie()),
    Step(N_("Throw your pearl into the moon tower. Listen: it falls very deep."),
         M.ThrowPearl(MOON)),
    Step(N_("Click the moon tower to walk the keymaster there."), M.MoveKeymaster(MOON)),
    Step(N_("The deepest tower needs the longest key: click key 1, the red one."),
         M.ChooseKey(1), (),
         N_("That was the fifth tower! Now everybody may guess the enchanted key: the one "
            "key that fits no tower.")),
    Step(N_("Three keys are left for two towers. The heart tower sounds very deep (key 2), "
            "the diamond tower shallow (key 6). So click key 7: it fits nowhere."),
         M.GuessEnchantedKey(7), ("enchanted-key",),
         N_("Key 7 was the enchanted key! The pearls of the last tower are yours.")),
)

LESSON = Lesson(
    seed=70,
    seats=(Seat("You", "red"), Seat("Ben", "blue", COMPUTER, "easy"),
           Seat("Clara", "green", COMPUTER, "normal")),
    steps=STEPS,
    rules=RULES,
    intro=N_("Welcome to the castle of the seven locks! Ben and Clara play with you. Listen "
             "to the pearls, find the keys and open the towers: the most pearls win."),
    outro=N_("You won! Now you can listen to the pearls, walk the keymaster, choose keys, "
             "share with a coat of arms and find the enchanted key."),
    rule_words=RULE_WORDS,
)
