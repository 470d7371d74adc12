"""Knobelschatz hints: one good move for the seat to move, and why, in a child's words.

Nobody at the table knows what a chest holds until the end, so the only choices that
matter are whom a four takes from and in which order the dice are resolved: the hint plays
them as the hard level does (bot.HardBot: every order and every victim tried, the best
margin over the rivals kept). The reason says what the die does and, for a four, why that
player. Like every bot it sees only its seat's observation (chest counts, the dog, the
dice) and never a chest's value.
"""

from __future__ import annotations

from collections.abc import Sequence

from castle_games.core.advice import Advice, FollowsAdvice
from castle_games.core.bots import BotLevels
from castle_games.core.contract import Action, Event
from castle_games.core.languages import N_
from castle_games.games.knobelschatz.bot import BOTS as LEVELS
from castle_games.games.knobelschatz.bot import HardBot
from castle_games.games.knobelschatz.moves import RollDice, TakeCard
from castle_games.games.knobelschatz.observe import KnobelschatzObservation
from castle_games.games.knobelschatz.rules import NOBODY

ROLL_REASON = N_("Roll the dice: each die shows where your next chest comes from.")
# One sentence per die face whose chest comes from one place only (the rules decide it).
FORCED_REASON: dict[int, str] = {
    1: N_("One pip: take a chest from your left neighbour, who plays after you."),
    2: N_("Two pips: take a chest from your right neighbour, who played before you."),
    3: N_("Three pips: take a chest from the pile in the middle."),
    4: N_("Four pips: only one player has a chest you may take, so take it."),
}
NOTHING_REASON = N_("Bad luck: this die finds no chest to take. Never mind!")
# TRANSLATORS: a hint for four pips: the chosen player has more chests than the others.
FOUR_MOST = N_("Four pips: take a chest from the player with the most chests.")
# TRANSLATORS: a hint for four pips, when the player with the most chests has the dog.
FOUR_GUARDED = N_("Four pips: the dog guards the biggest pile, so take from the next "
                  "biggest one.")
FOUR_OTHER = N_("Four pips: take a chest from this player; your other dice take from the "
                "others.")


class HintBot(FollowsAdvice[KnobelschatzObservation], HardBot):
    """The hint: the hard level's move, told in a child's words."""

    def __init__(self, seat: int, level: str = "hint", seed: int = 0) -> None:
        super().__init__(seat, level, seed)

    def notice(self, events: Sequence[Event]) -> None:
        return None  # counts on the table are all it needs; it remembers nothing else

    def advise(self, observation: KnobelschatzObservation, legal: Sequence[Action]) -> Advice:
        action = HardBot.choose(self, observation, legal)
        return Advice.of(action, self._reason(observation, legal, action))

    def _reason(self, obs: KnobelschatzObservation, legal: Sequence[Action], action: Action) -> str:
        if isinstance(action, RollDice) or not isinstance(action, TakeCard):
            return ROLL_REASON
        if action.source == NOBODY:
            return NOTHING_REASON
        sources = [a.source for a in legal if isinstance(a, TakeCard) and a.die == action.die]
        if action.die != 4 or len(sources) == 1:
            return FORCED_REASON[action.die]
        sizes = obs["hand_sizes"]
        victim = int(action.source)
        rivals = [s for s in range(len(sizes)) if s != self.seat]
        most = max(sizes[s] for s in rivals)
        if sizes[victim] == most:
            return FOUR_MOST
        dog = obs["dog"]
        if dog is not None and sizes[dog] == most:
            return FOUR_GUARDED
        return FOUR_OTHER


# The levels the manifest offers (game.toml: bots = "hint:BOTS"): bot.py's, and the hint
# (simulate's "hint" and the table's light bulb; no seat's level: core.seats.LEVELS). It is
# declared here, not in bot.py, so that the two modules import each other in one direction.
BOTS: BotLevels[KnobelschatzObservation] = {**LEVELS, "hint": HintBot}
