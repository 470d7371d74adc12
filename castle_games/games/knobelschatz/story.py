"""What happened in Knobelschatz, in words: one short sentence per event a player would tell.

The shell asks `describe(event, seats)` for the log and the "since your last move" card.
Each sentence is one whole catalogue message with named placeholders, translated when told, and
says only what everybody at the table saw: a chest taken face down is "a chest", its gold
is told only when all chests are turned over at the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from castle_games.core.seats import Seat
from castle_games.core.telling import Story, _, joined, name, ngettext, winning
from castle_games.games.knobelschatz.rules import DOG, PILE

# No line for TurnPassed: the turn banner tells it.
STORY = Story(quiet=frozenset({"TurnPassed"}))


@STORY.says("DiceRolled")
def _rolled(e: Any, seats: Sequence[Seat]) -> str:
    """'Robo rolled 1, 4 and the dog.': the pips first, then the dogs."""
    player = name(seats, e.seat)
    shown = [str(f) for f in e.faces if f != DOG]
    dogs = len(e.faces) - len(shown)
    if dogs == 0:
        return _("{player} rolled {pips}.").format(player=player, pips=joined(shown))
    pips = ", ".join(shown)  # "1, 4 and the dog"
    if dogs == 1:
        return _("{player} rolled {pips} and the dog.").format(player=player, pips=pips)
    if pips:
        return _("{player} rolled {pips} and two dogs.").format(player=player, pips=pips)
    return _("{player} rolled three dogs.").format(player=player)


@STORY.says("DogTaken")
def _dog(e: Any, seats: Sequence[Seat]) -> str:
    if e.from_seat is None:
        # TRANSLATORS: the box's wooden watchdog (German box: "Wachhund").
        return _("{player} took the watchdog.").format(player=name(seats, e.seat))
    return _("{player} took the watchdog from {victim}.").format(
        player=name(seats, e.seat), victim=name(seats, e.from_seat))


@STORY.says("CardTaken")
def _taken(e: Any, seats: Sequence[Seat]) -> str:
    if e.source == PILE:
        return _("{player} took a chest from the pile.").format(player=name(seats, e.to_seat))
    return _("{player} took a chest from {victim}.").format(
        player=name(seats, e.to_seat), victim=name(seats, e.source))


@STORY.says("NothingTaken")
def _nothing(e: Any, seats: Sequence[Seat]) -> str:
    if e.die == 3:
        return _("{player} got nothing for the 3: the pile is empty.").format(
            player=name(seats, e.seat))
    return _("{player} got nothing for the {die}: no chest could be taken.").format(
        player=name(seats, e.seat), die=e.die)


@STORY.says("CardsRevealed")
def _revealed(e: Any, seats: Sequence[Seat]) -> str:
    said = [_("All chests were turned over.")]
    for seat, score in enumerate(e.scores):
        said.append(ngettext("{player} has {gold} gold.", "{player} has {gold} gold.", score)
                    .format(player=name(seats, seat), gold=score))
    said.append(winning(seats, e.winners, _("{player} wins!"), _("{players} win together!"))
                or "")
    return " ".join(s for s in said if s)


describe = STORY.describe
SAY, QUIET = STORY.say, STORY.quiet
