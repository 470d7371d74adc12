"""Tajemnica Zamku's guided first game (core/lesson.py): thirteen moves on a fixed seed.

The child (seat 0) begins; one friendly computer player (easy, a seeded player: the same
game on the same seed) explores beside it. On seed 2004 the child's own tiles bring, one
after another: a red sword on the first tile laid, a skrzat that holds the pawn (the first
roll to get away fails, the second works), the red dragon, beaten at the first try for the
elixir, a yellow sword, and the princess's chamber. The lesson stops there; the game goes
on. (Found by playing the seed's first moves with the hint's choices and a few others;
tests/test_lesson_tajemnica_zamku.py plays it through.)
"""

from __future__ import annotations

from collections.abc import Sequence

from castle_games.core.contract import Event
from castle_games.core.languages import N_
from castle_games.core.lesson import Lesson, Step
from castle_games.core.seats import COMPUTER, Seat
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.tokens import OPPONENTS, PRINCESS

CHILD = 0
SEED = 2004


def laid_a_tile(events: Sequence[Event]) -> bool:
    """The child laid a tile and walked onto it."""
    return any(isinstance(e, M.TileLaid) and e.seat == CHILD for e in events)


def rolled_against_an_opponent(events: Sequence[Event]) -> bool:
    """The child rolled the die to get away from a ghost, knight or skrzat."""
    return any(isinstance(e, M.DieRolled) and e.seat == CHILD and e.why in OPPONENTS
               for e in events)


def took_a_sword(events: Sequence[Event]) -> bool:
    return any(isinstance(e, M.SwordTaken) and e.seat == CHILD for e in events)


def beat_a_dragon(events: Sequence[Event]) -> bool:
    """The child fought a dragon and won its item."""
    return any(isinstance(e, M.ItemWon) and e.seat == CHILD for e in events)


def found_the_princess(events: Sequence[Event]) -> bool:
    return any(isinstance(e, M.TokenDrawn) and e.token == PRINCESS for e in events)


NEW_TILE = N_("Click New tile: you take a tile from the box and the labyrinth grows.")

STEPS = (
    Step(NEW_TILE, M.DrawTile(),
         then=N_("Your new tile has a circle: something is hidden on it!")),
    Step(N_("Click the glowing picture: the tile goes above your pawn, and your pawn walks "
            "onto it."), M.LayTile("N", 0), shows=("lay-tile", "sword"),
         then=N_("A red sword! It is yours now. With it you can fight the red dragon.")),
    Step(N_("Take one more tile: click New tile."), M.DrawTile()),
    Step(N_("This time the tile goes to the left of your pawn: click the glowing picture."),
         M.LayTile("W", 0),
         then=N_("Oh! A sprite lives here. It holds your pawn until you roll 5 or more.")),
    Step(N_("The sprite holds you! Click the yellow button to roll the die: 5 or more and you "
            "may go on."),
         M.RollToLeave(), shows=("opponent",),
         then=N_("Too small! The sprite keeps you here this turn.")),
    Step(N_("Your turn again: click the yellow button and roll once more."), M.RollToLeave(),
         then=N_("Well done, you got away! Now you may move.")),
    Step(NEW_TILE, M.DrawTile()),
    Step(N_("This tile fits only one way: click its glowing picture."), M.LayTile("N", 0),
         then=N_("The red dragon! You have the red sword, so you may fight it.")),
    Step(N_("Click Fight the red dragon: roll 8 or more to win its elixir."),
         M.Attack("red dragon"), shows=("dragon",),
         then=N_("You beat the red dragon! The elixir is yours.")),
    Step(N_("Explore on: click New tile."), M.DrawTile()),
    Step(N_("Click the glowing picture: the tile goes above your pawn."), M.LayTile("N", 0),
         then=N_("A yellow sword! Now you can fight the yellow dragon too, once somebody "
                 "finds it.")),
    Step(N_("One more: click New tile."), M.DrawTile()),
    Step(N_("Click the glowing picture to lay the tile above your pawn."), M.LayTile("N", 0),
         shows=("princess",),
         then=N_("The princess! Bring her the map, the elixir and the key, then roll 10 or "
                 "more to free her.")),
)

LESSON = Lesson(
    seed=SEED,
    seats=(Seat("You", "red"), Seat("Rosa", "blue", COMPUTER, "easy")),
    steps=STEPS,
    rules={
        "lay-tile": laid_a_tile,
        "opponent": rolled_against_an_opponent,
        "sword": took_a_sword,
        "dragon": beat_a_dragon,
        "princess": found_the_princess,
    },
    intro=N_("Let's find the princess! You grow the labyrinth one tile at a time, and Rosa "
             "plays with you."),
    outro=N_("Now you know the game! In a whole game of your own, find the dragons and "
             "their swords, then bring all three items to the princess."),
    options={"starter": 0},
    rule_words={
        # TRANSLATORS: what the child learned (a list on the guided game's last page).
        "lay-tile": N_("laying a tile"),
        # TRANSLATORS: what the child learned: rolling to get away from a ghost, knight or sprite.
        "opponent": N_("getting away from an opponent"),
        "sword": N_("finding a sword"),
        "dragon": N_("beating a dragon"),
        "princess": N_("finding the princess"),
    },
)
