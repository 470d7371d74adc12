"""What happened in Clever Keys, in words: one short sentence per event a player would tell.

The shell asks `describe(event, seats)` for the log and the "since your last move" card.
Each sentence is one whole string with named placeholders (for a later translation), and
says only what everybody saw: which key went where, all the way in or stuck. The blocked
slots are never told (only the lifted board at the end shows them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from castle_games.core.seats import Seat
from castle_games.core.telling import Story, _, name, winning
from castle_games.games.clever_keys.rules import JAMMED


def _gems(n: int) -> str:
    return "1 gem" if n == 1 else _("{n} gems").format(n=n)


# SectionLocked: the jam's own line says the key is stuck there; TurnPassed: the banner.
STORY = Story(quiet=frozenset({"SectionLocked", "TurnPassed"}))


@STORY.says("KeyInserted")
def _inserted(e: Any, seats: Sequence[Seat]) -> str:
    player = name(seats, e.seat)
    if e.result == JAMMED:
        return _("{player}'s key {key} jammed in section {section}.").format(
            player=player, key=e.key, section=e.section)
    return _("{player} pushed key {key} all the way into section {section}: {gems} so far.").format(
        player=player, key=e.key, section=e.section, gems=_gems(e.reward_now))


@STORY.says("SectionUnlocked")
def _unlocked(e: Any, seats: Sequence[Seat]) -> str:
    return _("Key {key} came out of section {section}: it is open again.").format(
        key=e.key, section=e.section)


@STORY.says("GemLost")
def _lost(e: Any, seats: Sequence[Seat]) -> str:
    player = name(seats, e.seat)
    if e.chamber_left == 1:
        return _("Oh no, {player}: one gem rolled into the open corner. 1 gem is left.").format(
            player=player)
    return _("Oh no, {player}: one gem rolled into the open corner. {left} gems are left.").format(
        player=player, left=e.chamber_left)


@STORY.says("RewardTaken")
def _taken(e: Any, seats: Sequence[Seat]) -> str:
    return _("{player} stopped and took {gems}.").format(player=name(seats, e.seat),
                                                      gems=_gems(e.gems))


@STORY.says("GameEnded")
def _ended(e: Any, seats: Sequence[Seat]) -> str:
    said = ["The secret chamber is empty."]
    best = max(e.scores) if e.scores else 0
    said.append(winning(seats, e.winners, _("{player} wins with {gems}!"),
                        _("{players} win together with {gems} each!"), gems=_gems(best)) or "")
    return " ".join(s for s in said if s)


describe = STORY.describe
SAY, QUIET = STORY.say, STORY.quiet
