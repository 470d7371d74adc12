"""Clever Keys hints: one good move for the seat to move, and why, in a child's words.

The hint remembers, like a grown-up watching beside the child, every key it saw go in: all
the way (a safe slot) or stuck (the blocked slot of its section). It chooses as the expert
computer does (the exact chance of a jam from what it remembers, and the best choice over
the whole turn), then says why in one sentence: the slot is known to be safe, the keys
already in a section pay more, the chance is good, or the reward is worth keeping.

It sees only the seat's observation, the legal moves and the events the seat perceived:
the hidden blocked slots reach it only when a key shows one, as they reach the child.
"""

from __future__ import annotations

from collections.abc import Sequence

from castle_games.core.advice import Advice, FollowsAdvice
from castle_games.core.bots import BotLevels
from castle_games.core.contract import Action, Event
from castle_games.core.languages import N_
from castle_games.games.clever_keys.bot import BOTS as LEVELS
from castle_games.games.clever_keys.bot import (
    Board,
    ExpertBot,
    Knowledge,
    best_next_slot,
    board_from,
)
from castle_games.games.clever_keys.moves import InsertKey, StopAndTake
from castle_games.games.clever_keys.observe import CleverKeysObservation

# A go-on chance at least this good is called "good" (3 slots in 4 are safe in a section
# of four slots when nothing is known), and below it "risky".
GOOD_CHANCE = 0.74
# A reward this big or smaller is "small": little to lose by going on.
SMALL_REWARD = 2

# The reasons, one whole sentence each (the sections and keys are numbers and letters the
# child sees on the board).
SAFE_SEEN = N_("You saw a key go all the way into that slot of section {section}: put "
               "key {key} there, it is safe.")
SAFE_WORKED_OUT = N_("Section {section} already showed its stuck slot, so the other slots "
                     "are safe: put key {key} in one.")
JOIN_TWO = N_("Keys {first} and {second} stand in section {section}: put key {key} there "
              "too and count 3.")
JOIN_ONE = N_("Key {other} stands in section {section}: put key {key} beside it and count 2.")
FRESH_TRY = N_("Try key {key} in section {section}: most of its slots let a key in.")
GO_ON_SAFE = N_("The next slot for key {key} is safe, you saw it: go on, it is free gems.")
GO_ON_GOOD = N_("Section {section} has a good chance: go on with key {key}.")
GO_ON_RISKY = N_("It is a risk, but your reward is small: go on with key {key} into "
                 "section {section}.")
GO_ON_ODDS = N_("Most free slots of section {section} let a key in: go on with key {key}.")
GO_ON_BRAVE = N_("It is a risk, but going on can win more than you have now: go on with "
                 "key {key}.")
TRY_LUCK = N_("Try key {key} in section {section}: it may go all the way in.")
STOP_RISKY = N_("Key {key} could get stuck in section {section}: stop now and take your "
                "reward of {reward}.")
STOP_LAST_GEMS = N_("Your reward of {reward} takes the last gems: stop now and take them.")
STOP_NOWHERE = N_("Key {key} has nowhere to go on: stop now and take your reward of {reward}.")


class HintBot(FollowsAdvice[CleverKeysObservation]):
    """The "hint" level: the expert's choice, with the reason a child can follow."""

    def __init__(self, seat: int, level: str = "hint", seed: int = 0) -> None:
        self.seat = seat
        self.level = level
        # The expert's memory is perfect: everything the seat saw go in, kept.
        self.brain = ExpertBot(seat, "expert", seed)

    def notice(self, events: Sequence[Event]) -> None:
        self.brain.notice(events)

    def advise(self, observation: CleverKeysObservation, legal: Sequence[Action]) -> Advice:
        action = self.brain.choose(observation, legal)
        board = board_from(observation)
        know = self.brain.knowledge(board)
        reward = int(observation["reward"])
        chamber = int(observation["chamber"])
        if isinstance(action, StopAndTake):
            return self._why_stop(action, observation, board, know, reward, chamber)
        if isinstance(action, InsertKey):
            return self._why_insert(action, observation, board, know)
        return Advice.of(action, FRESH_TRY, key="A", section=1)  # never: no other moves

    def _why_stop(self, action: Action, obs: CleverKeysObservation, board: Board, know: Knowledge,
                  reward: int, chamber: int) -> Advice:
        key = str(obs["turn_key"])
        if reward >= chamber:
            return Advice.of(action, STOP_LAST_GEMS, reward=reward)
        nxt = best_next_slot(key, board, know)
        if nxt is None:
            return Advice.of(action, STOP_NOWHERE, key=key, reward=reward)
        # (The next section always has a free slot that may let the key in: it holds at
        # most the two other keys and only one blocked slot.)
        (section, _slot), _chance = nxt
        return Advice.of(action, STOP_RISKY, key=key, section=section, reward=reward)

    def _why_insert(self, action: InsertKey, obs: CleverKeysObservation, board: Board,
                    know: Knowledge) -> Advice:
        key, section, slot = action.key, action.section, action.slot
        p = know.p_blocked(section, slot)
        if int(obs["placements"]) > 0:  # going on with the turn's key: the risk
            if p <= 0.0:
                return Advice.of(action, GO_ON_SAFE, key=key)
            if 1.0 - p >= GOOD_CHANCE:
                return Advice.of(action, GO_ON_GOOD, key=key, section=section)
            if int(obs["reward"]) <= SMALL_REWARD:
                return Advice.of(action, GO_ON_RISKY, key=key, section=section)
            if p < 0.5:
                return Advice.of(action, GO_ON_ODDS, key=key, section=section)
            return Advice.of(action, GO_ON_BRAVE, key=key)
        if p <= 0.0:
            if (section, slot) in self.brain.memory:
                return Advice.of(action, SAFE_SEEN, key=key, section=section)
            return Advice.of(action, SAFE_WORKED_OUT, key=key, section=section)
        others = sorted(k for k, pos in board.items()
                        if k != key and pos is not None and pos[0] == section)
        if len(others) >= 2:
            return Advice.of(action, JOIN_TWO, key=key, section=section,
                             first=others[0], second=others[1])
        if len(others) == 1:
            return Advice.of(action, JOIN_ONE, key=key, section=section, other=others[0])
        if p < 0.5:
            return Advice.of(action, FRESH_TRY, key=key, section=section)
        return Advice.of(action, TRY_LUCK, key=key, section=section)


# The levels this game declares (game.toml's `bots`): the computer players of bot.py, and
# the hint last. It lives here, not in bot.py, because the hint builds on the bots: bot.py
# importing it back would be an import circle inside the game.
BOTS: BotLevels[CleverKeysObservation] = {**LEVELS, "hint": HintBot}
