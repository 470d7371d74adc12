"""What happened in Schloss Schlotterstein, in words: one short sentence per event a player
would tell.

The shell asks `describe(event, seats)` for the log and the "since your last move" card.
Each sentence is one whole string with named placeholders (for a later translation), and
says only what everybody saw: who scared which resident, who rang the bell, and, once the
card is turned over again, who was right.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from castle_games.core.seats import Seat
from castle_games.core.telling import Story, _, name, winning

# No line for PathExtended (the path grows on the board by itself) or TurnPassed.
STORY = Story(quiet=frozenset({"PathExtended", "TurnPassed"}))

STORY.plainly("BellRung", _("{player} rang the bell."))
STORY.plainly("Scared", _("{player} scared {resident}."))


@STORY.says("CardTurnedOver")
def _turned(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} turned over a ghost card. Look closely!").format(player=name(seats, e.leader))


@STORY.says("CardHidden")
def _hidden(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} hid the card again after {seconds} seconds.").format(
        player=name(seats, e.leader), seconds=max(1, round(e.seconds)))


@STORY.says("ScaringEnded")
def _ended(e: Any, seats: Sequence[Seat]) -> str:
    if e.why == "everybody rang the bell":
        return "Everybody rang the bell: the scaring is over."
    return "Everybody on the card was scared: the scaring is over."


@STORY.says("RoundScored")
def _scored(e: Any, seats: Sequence[Seat]) -> str:
    said = ["The card was turned over again."]
    for seat, moved in enumerate(e.moves):
        facts = {"player": name(seats, seat), "right": len(e.right[seat]),
                 "wrong": len(e.wrong[seat]), "n": abs(moved)}
        if moved == 0:
            line = _("{player}: {right} right, {wrong} wrong, the ghost stays.")
        elif moved == 1:
            line = _("{player}: {right} right, {wrong} wrong, 1 step forward.")
        elif moved > 0:
            line = _("{player}: {right} right, {wrong} wrong, {n} steps forward.")
        elif moved == -1:
            line = _("{player}: {right} right, {wrong} wrong, 1 step back.")
        else:
            line = _("{player}: {right} right, {wrong} wrong, {n} steps back.")
        said.append(line.format(**facts))
    return " ".join(said)


@STORY.says("NewLeader")
def _leader(e: Any, seats: Sequence[Seat]) -> str:
    return _("Round {round}: {player} is the leading ghost.").format(
        round=e.round, player=name(seats, e.seat))


@STORY.says("GameOver")
def _over(e: Any, seats: Sequence[Seat]) -> str | None:
    return winning(seats, e.winners, _("{player} is the ghost master!"),
                   _("{players} are the ghost masters together!"))


describe = STORY.describe
SAY, QUIET = STORY.say, STORY.quiet
