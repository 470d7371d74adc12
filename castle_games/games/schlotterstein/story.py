"""What happened in Schloss Schlotterstein, in words: one short sentence per event a player
would tell.

The shell asks `describe(event, seats)` for the log and the "since your last move" card.
Each sentence is one whole catalogue message with named placeholders, translated when it
is told (steps and seconds counted by the language's plural rule, residents by their names
in the language in use), and says only what everybody saw: who scared which resident, who
rang the bell, and, once the card is turned over again, who was right.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from castle_games.core.seats import Seat
from castle_games.core.telling import Story, _, name, ngettext, winning
from castle_games.games.schlotterstein.residents import called

# No line for PathExtended (the path grows on the board by itself) or TurnPassed.
STORY = Story(quiet=frozenset({"PathExtended", "TurnPassed"}))


@STORY.says("BellRung")
def _bell(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} rang the bell.").format(player=name(seats, e.seat))


@STORY.says("Scared")
def _scared(e: Any, seats: Sequence[Seat]) -> str:
    # TRANSLATORS: {resident} is a castle resident's name (the box's own, e.g. "Ritter Rudi").
    return _("{player} scared {resident}.").format(player=name(seats, e.seat),
                                                   resident=called(e.resident))


@STORY.says("CardTurnedOver")
def _turned(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} turned over a ghost card. Look closely!").format(player=name(seats, e.leader))


@STORY.says("CardHidden")
def _hidden(e: Any, seats: Sequence[Seat]) -> str:
    seconds = max(1, round(e.seconds))
    return ngettext("{player} hid the card again after {count} second.",
                    "{player} hid the card again after {count} seconds.", seconds).format(
        player=name(seats, e.leader), count=seconds)


@STORY.says("ScaringEnded")
def _ended(e: Any, seats: Sequence[Seat]) -> str:
    if e.why == "everybody rang the bell":
        return _("Everybody rang the bell: the scaring is over.")
    return _("Everybody on the card was scared: the scaring is over.")


@STORY.says("RoundScored")
def _scored(e: Any, seats: Sequence[Seat]) -> str:
    said = [_("The card was turned over again.")]
    for seat, moved in enumerate(e.moves):
        facts = {"player": name(seats, seat), "right": len(e.right[seat]),
                 "wrong": len(e.wrong[seat]), "count": abs(moved)}
        if moved == 0:
            line = _("{player}: {right} right, {wrong} wrong, the ghost stays.")
        elif moved > 0:
            line = ngettext("{player}: {right} right, {wrong} wrong, {count} step forward.",
                            "{player}: {right} right, {wrong} wrong, {count} steps forward.",
                            abs(moved))
        else:
            line = ngettext("{player}: {right} right, {wrong} wrong, {count} step back.",
                            "{player}: {right} right, {wrong} wrong, {count} steps back.",
                            abs(moved))
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
