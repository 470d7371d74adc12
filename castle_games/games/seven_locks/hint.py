"""Seven Locks hints: one good move for the seat to move, and why, in a child's words.

The hint hears as a good family listener does (the "hard" level's ears), remembers it all
and reasons as the expert level does (bot.SevenLocksBot with the exact belief over every
chamber-to-tower assignment, from the drops its seat heard, the keys it saw tried and the
towers it saw opened) and never thinks on a whim. Its reason names what
a child noticed: how deep the pearls fell in a tower, how a key stuck out or sank in there.
Like every bot it sees only its seat's observation and the events that seat perceived:
never the chamber under a closed tower.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from castle_games.core.advice import Advice, FollowsAdvice
from castle_games.core.bots import BotLevels
from castle_games.core.contract import Action, Event
from castle_games.core.languages import N_
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.bot import BOTS as LEVELS
from castle_games.games.seven_locks.bot import LEVEL_PARAMS, SET_ASIDE, Level, SevenLocksBot
from castle_games.games.seven_locks.observe import (
    SevenLocksObservation,
    chosen_key,
    keymaster_tower,
    steps_rolled,
)
from castle_games.games.seven_locks.story import TOWER_NAMES

# A grown-up beside the child: it hears as "hard" does, as a good family listener (never the
# expert's exact ear, so that the bulb never makes a seat stronger than hard), remembers
# everything it heard and reasons over every assignment, and never acts on a whim.
_EARS = LEVEL_PARAMS["hard"]
HINT = replace(LEVEL_PARAMS["expert"], hearing=_EARS.hearing, sight_mm=_EARS.sight_mm,
               tower_bias=_EARS.tower_bias, whim=0.0)
SURE = 0.75  # the chance a key fits that the hint calls "you know its key"
DEEP, SHALLOW = 3, 6  # chambers 1..3 sound deep, 6..8 shallow (the smaller, the deeper)

PLACE_REASON = N_("Put the keymaster at any tower you like. Then listen to the pearls fall!")
ROLL_REASON = N_("Roll the die: it says how many pearls to throw and how far the keymaster "
                 "may walk.")
THROW_GOAL = N_("Throw a pearl into {tower}: the keymaster can walk there, and then its "
                "pearls can be yours.")
THROW_LISTEN = N_("Throw a pearl into {tower} and listen well: you know least about that "
                  "tower.")
MOVE_SURE = N_("Walk the keymaster to {tower}: you know which key opens it.")
MOVE_BEST = N_("Walk the keymaster to {tower}: of the towers he can reach, it is the best "
               "one to try.")
KEY_DEEP = N_("The pearls fell deep into {tower}: try the long key {key}.")
KEY_MIDDLE = N_("The pearls fell halfway down into {tower}: try key {key}.")
KEY_SHALLOW = N_("The pearls fell only a little way into {tower}: try the short key {key}.")
KEY_SHORTER = N_("Key {tried} stuck out of {tower}: it was too long. Try key {key}, it is "
                 "shorter.")
KEY_LONGER = N_("Key {tried} sank into {tower}: it was too short. Try key {key}, it is "
                "longer.")
KEY_LAST = N_("Only key {key} can still open {tower}: try it.")
ARMS_JOIN = N_("Key {key} will probably open {tower}: place a coat of arms to share its "
               "pearls.")
ARMS_NOT_FIT = N_("Key {key} will probably not open {tower}: keep your coat of arms.")
ARMS_SAVE = N_("Few pearls to share in {tower}: keep your coat of arms for a better tower "
               "or the enchanted key.")
WITHDRAW_YES = N_("Your share would be small: take your coat of arms back.")
WITHDRAW_NO = N_("Your share is worth it: leave your coat of arms there.")
GUESS_SURE = N_("Key {key} fits none of the towers left: it is the enchanted key. Put your "
                "coat of arms on it.")
GUESS_LIKELY = N_("Key {key} is most likely the enchanted key: put your coat of arms on it.")
GUESS_NO = N_("You cannot tell which key is enchanted yet: keep your coat of arms.")


def tower_word(tower: int) -> str:
    """The tower's name as a catalogue word (Advice.told translates it)."""
    return TOWER_NAMES[(tower - 1) % len(TOWER_NAMES)]


class HintBot(FollowsAdvice[SevenLocksObservation], SevenLocksBot):
    """The hint: the expert's considered move, told by what the seat heard and saw."""

    def __init__(self, seat: int, level: str = "hint", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        self.tries: dict[int, list[tuple[int, str]]] = {}  # tower -> keys seen tried there

    def _params(self, level: str) -> Level:
        return HINT

    def notice(self, events: Sequence[Event]) -> None:
        super().notice(events)
        for ev in events:
            if isinstance(ev, M.KeyTried):
                self.tries.setdefault(ev.tower, []).append((ev.key, ev.result))

    def advise(self, observation: SevenLocksObservation, legal: Sequence[Action]) -> Advice:
        action = SevenLocksBot.choose(self, observation, legal)
        reason, fields = self._reason(observation, legal, action)
        return Advice.of(action, reason, **fields)

    # -- why -------------------------------------------------------------------------------
    def _reason(self, obs: SevenLocksObservation, legal: Sequence[Action],
                action: Action) -> tuple[str, dict[str, Any]]:
        if isinstance(action, M.PlaceKeymaster):
            return PLACE_REASON, {}
        if isinstance(action, M.RollDie):
            return ROLL_REASON, {}
        m = self.beliefs(obs)
        if isinstance(action, M.ThrowPearl):
            reach = self._reach(obs, keymaster_tower(obs), steps_rolled(obs))
            goal = self._plan(obs, m, reach, 1) if reach else None
            said = THROW_GOAL if action.tower == goal else THROW_LISTEN
            return said, {"tower": tower_word(action.tower)}
        if isinstance(action, M.MoveKeymaster):
            _, p = self._best_key(m, action.tower, obs["keys_left"])
            return (MOVE_SURE if p >= SURE else MOVE_BEST), {"tower": tower_word(action.tower)}
        if isinstance(action, M.ChooseKey):
            return self._key_reason(obs, m, action.key)
        if isinstance(action, (M.PlaceCoatOfArms, M.DeclineCoatOfArms)):
            tower, key = keymaster_tower(obs), chosen_key(obs)
            fields = {"tower": tower_word(tower), "key": key}
            if isinstance(action, M.PlaceCoatOfArms):
                return ARMS_JOIN, fields
            p = float(m[tower - 1, key - 1])
            return (ARMS_NOT_FIT if p < 0.5 else ARMS_SAVE), fields
        if isinstance(action, M.WithdrawCoatOfArms):
            return WITHDRAW_YES, {}
        if isinstance(action, M.KeepCoatOfArms):
            return WITHDRAW_NO, {}
        if isinstance(action, M.GuessEnchantedKey):
            sure = m[SET_ASIDE, action.key - 1] >= 0.9
            return (GUESS_SURE if sure else GUESS_LIKELY), {"key": action.key}
        return GUESS_NO, {}

    def _key_reason(self, obs: SevenLocksObservation, m: np.ndarray,
                    key: int) -> tuple[str, dict[str, Any]]:
        tower = keymaster_tower(obs)
        fields: dict[str, Any] = {"tower": tower_word(tower), "key": key}
        tried = [(k, r) for k, r in self.tries.get(tower, []) if k != key]
        if tried:
            last, result = tried[-1]
            # Too long: the chamber is taller than the key's, and a taller chamber's key is
            # shorter, with a higher number (and the other way round).
            if result == R.TOO_LONG and key > last:
                return KEY_SHORTER, {**fields, "tried": last}
            if result == R.TOO_SHORT and key < last:
                return KEY_LONGER, {**fields, "tried": last}
        if float(m[tower - 1, key - 1]) > 0.99 and len(obs["opened"]) >= 3:
            return KEY_LAST, fields
        chamber = int(np.argmax(m[tower - 1])) + 1
        if chamber <= DEEP:
            return KEY_DEEP, fields
        if chamber >= SHALLOW:
            return KEY_SHALLOW, fields
        return KEY_MIDDLE, fields


# The levels the manifest offers (game.toml: bots = "hint:BOTS"): bot.py's, and the hint
# (simulate's "hint" and the table's light bulb; no seat's level: core.seats.LEVELS). It is
# declared here, not in bot.py, so that the two modules import each other in one direction.
BOTS: BotLevels[SevenLocksObservation] = {**LEVELS, "hint": HintBot}
