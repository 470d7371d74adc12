"""What happened in Clever Keys, in words: one short sentence per event a player would tell.

The shell asks `describe(event, seats)` for the log and the "since your last move" card.
Each sentence is one whole catalogue message with named placeholders, translated when it
is told (counted gems by the language's plural rule, ngettext), and says only what
everybody saw: which key went where, all the way in or stuck. The blocked slots are never
told (only the lifted board at the end shows them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from castle_games.core.seats import Seat
from castle_games.core.telling import Story, _, name, ngettext, winning
from castle_games.games.clever_keys.rules import JAMMED

# SectionLocked: the jam's own line says the key is stuck there; TurnPassed: the banner.
STORY = Story(quiet=frozenset({"SectionLocked", "TurnPassed"}))


@STORY.says("KeyInserted")
def _inserted(e: Any, seats: Sequence[Seat]) -> str:
    player = name(seats, e.seat)
    if e.result == JAMMED:
        return _("{player}'s key {key} jammed in section {section}.").format(
            player=player, key=e.key, section=e.section)
    return ngettext("{player} pushed key {key} all the way into section {section}: "
                    "{count} gem so far.",
                    "{player} pushed key {key} all the way into section {section}: "
                    "{count} gems so far.", e.reward_now).format(
        player=player, key=e.key, section=e.section, count=e.reward_now)


@STORY.says("SectionUnlocked")
def _unlocked(e: Any, seats: Sequence[Seat]) -> str:
    return _("Key {key} came out of section {section}: it is open again.").format(
        key=e.key, section=e.section)


@STORY.says("GemLost")
def _lost(e: Any, seats: Sequence[Seat]) -> str:
    return ngettext("Oh no, {player}: one gem rolled into the open corner. {count} gem is left.",
                    "Oh no, {player}: one gem rolled into the open corner. {count} gems are "
                    "left.", e.chamber_left).format(player=name(seats, e.seat),
                                                    count=e.chamber_left)


@STORY.says("RewardTaken")
def _taken(e: Any, seats: Sequence[Seat]) -> str:
    return ngettext("{player} stopped and took {count} gem.",
                    "{player} stopped and took {count} gems.", e.gems).format(
        player=name(seats, e.seat), count=e.gems)


@STORY.says("GameEnded")
def _ended(e: Any, seats: Sequence[Seat]) -> str:
    said = [_("The secret chamber is empty.")]
    best = max(e.scores) if e.scores else 0
    said.append(winning(seats, e.winners,
                        ngettext("{player} wins with {count} gem!",
                                 "{player} wins with {count} gems!", best),
                        ngettext("{players} win together with {count} gem each!",
                                 "{players} win together with {count} gems each!", best),
                        count=best) or "")
    return " ".join(s for s in said if s)


describe = STORY.describe
SAY, QUIET = STORY.say, STORY.quiet
