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
from castle_games.core.telling import Sentence, Story, _, joined, name


def _turned(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} turned over a ghost card. Look closely!").format(player=name(seats, e.leader))


def _hidden(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} hid the card again after {seconds} seconds.").format(
        player=name(seats, e.leader), seconds=max(1, round(e.seconds)))


def _scared(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} scared {resident}.").format(player=name(seats, e.seat), resident=e.resident)


def _bell(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} rang the bell.").format(player=name(seats, e.seat))


def _ended(e: Any, seats: Sequence[Seat]) -> str:
    if e.why == "everybody rang the bell":
        return "Everybody rang the bell: the scaring is over."
    return "Everybody on the card was scared: the scaring is over."


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


def _leader(e: Any, seats: Sequence[Seat]) -> str:
    return _("Round {round}: {player} is the leading ghost.").format(
        round=e.round, player=name(seats, e.seat))


def _over(e: Any, seats: Sequence[Seat]) -> str:
    winners = [name(seats, w) for w in e.winners]
    if len(winners) == 1:
        return _("{player} is the ghost master!").format(player=winners[0])
    return _("{players} are the ghost masters together!").format(players=joined(winners))


SAY: dict[str, Sentence] = {
    "CardTurnedOver": _turned,
    "CardHidden": _hidden,
    "Scared": _scared,
    "BellRung": _bell,
    "ScaringEnded": _ended,
    "RoundScored": _scored,
    "NewLeader": _leader,
    "GameOver": _over,
}
QUIET = frozenset({"PathExtended", "TurnPassed"})  # the path grows on the board by itself


describe = Story(SAY, QUIET).describe
