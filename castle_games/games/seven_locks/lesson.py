"""The guided first game of Seven Locks (core/lesson.py): three players, Clara begins.

Seed 109 was found by a search for the shortest game (the child's steps and the computer
turns) in which every rule is shown at its own step: Clara opens the first tower and the
child shares it with a coat of arms; on the child's turn a drop is heard, the keymaster
walks, and a key one too small is tried (too long); the child joins Ben's try with the
other coat of arms and his key sinks in (too short: the coat is used up all the same);
the child opens the flower tower with the next key; then Ben and Clara open the fifth
tower and guess the enchanted key. The lesson ends there, the child's turn to come.
Ben plays `easy`, Clara `normal`: both seeded players, the same moves on the same seed.
A child who kept a coat of arms would be asked at every try and guess too: four more
steps, about four and a half minutes in all (a child's patience is two to four); a lesson
begun by the child takes at least 17 steps (found by the same search).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from castle_games.core.contract import Event
from castle_games.core.languages import N_
from castle_games.core.lesson import Lesson, Step
from castle_games.core.seats import COMPUTER, Seat
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.bot import LEVEL_PARAMS, Level, SevenLocksBot

YOU, BEN, CLARA = 0, 1, 2
FLOWER = 5  # the towers by their flags (story.TOWER_SIGNS): 5 is the flower tower


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
    # after the fifth opening the players with a coat of arms guess the enchanted key
    "enchanted-key": lambda events: (
        any(isinstance(e, M.EnchantedKeyAsked) for e in events)
        and any(isinstance(e, M.EnchantedKeyGuessed) for e in events)),
}

RULE_WORDS = {
    # TRANSLATORS: the lesson's last page lists what the child learned, one line each.
    "listen": N_("Listen to the pearls: the deeper they fall, the smaller the chamber."),
    "keymaster-steps": N_("The keymaster walks clockwise, as many towers as the die allows."),
    "too-long": N_("A key that sticks out is too long."),
    "too-short": N_("A key that sinks in is too short."),
    "share": N_("A coat of arms shares an opened tower's pearls, and is used up."),
    "enchanted-key": N_("After the fifth tower, a coat of arms may guess the enchanted key "
                        "that fits nowhere."),
}

STEPS = (
    # -- Clara's turn: a coat of arms -----------------------------------------------------
    Step(N_("Clara tries key 7 on the sun tower. Click Yes to place a coat of arms: if the "
            "key fits, you get a share of its pearls."),
         M.PlaceCoatOfArms(), ("share",),
         N_("It fits! Clara shares the sun tower's pearls with you: one for you, two for "
            "her.")),
    # -- the child's first turn: a drop, the keymaster's steps, a key too long -----------
    Step(N_("Your turn! Click Roll! The die shows how many pearls to throw and how far the "
            "keymaster may walk."),
         M.RollDie(), (), N_("One pearl and three steps.")),
    Step(N_("Click the flower tower to throw your pearl into it. Listen how deep it falls!"),
         M.ThrowPearl(FLOWER), ("listen",),
         N_("Only a little way: the flower tower has a tall chamber.")),
    Step(N_("The keymaster walks clockwise, one, two or three towers. Click the flower "
            "tower: it is his first step."),
         M.MoveKeymaster(FLOWER), ("keymaster-steps",)),
    Step(N_("A shallow tower needs a short key. Is it key 5 or key 6? Try key 5, the "
            "turquoise one, and watch its notch."),
         M.ChooseKey(5), ("too-long",),
         N_("Too long! The notch stayed above the tower. The flower tower needs a shorter "
            "key.")),
    # -- Ben tries a key: the second coat of arms ---------------------------------------
    Step(N_("Ben tries key 8 on the bell tower. Let's join him: click Yes to place your "
            "other coat of arms."),
         M.PlaceCoatOfArms(), ("too-short",),
         N_("Too short! The key sank into the tower: the bell tower needs a longer key. Your "
            "coat of arms is used up all the same.")),
    # -- the child's second turn: the right key, then the enchanted key ------------------
    Step(N_("Your turn: click Roll!"), M.RollDie()),
    Step(N_("Throw your pearl into the flower tower again: soon its pearls will be yours."),
         M.ThrowPearl(FLOWER)),
    Step(N_("Click the flower tower: the keymaster walks two steps to it."),
         M.MoveKeymaster(FLOWER)),
    Step(N_("Key 5 was too long there, so take the shorter key 6, the blue one."),
         M.ChooseKey(6), ("enchanted-key",),
         N_("It fits, and you share with Clara! After the fifth tower, Ben and Clara guess "
            "the enchanted key, the one key that fits no tower. You have no coat of arms "
            "left, so you watch.")),
)

class ScriptedPlayer(SevenLocksBot):
    """Ben and Clara of the guided game: they play their level, but hear each pearl as the
    lesson's steps were written for, without a person's lasting misjudgement of a tower
    (bot.Level.tower_bias), so that the game goes the way its words tell it."""

    def _params(self, level: str) -> Level:
        return dataclasses.replace(LEVEL_PARAMS[level], tower_bias=0.0)


LESSON = Lesson(
    seed=109,
    seats=(Seat("You", "red"), Seat("Ben", "blue", COMPUTER, "easy"),
           Seat("Clara", "green", COMPUTER, "normal")),
    steps=STEPS,
    rules=RULES,
    intro=N_("Welcome to the castle of the seven locks! Ben and Clara play with you. Clara "
             "begins: listen to the pearls falling into the towers. Find the keys, open the "
             "towers: the most pearls win."),
    outro=N_("Well done! Now you can listen to the pearls, walk the keymaster, choose keys "
             "and share with a coat of arms, and you know the enchanted key. Keep a coat of "
             "arms for it in your next game!"),
    options={"starter": CLARA},
    rule_words=RULE_WORDS,
    players=ScriptedPlayer,
)
