"""Tajemnica Zamku hints: one good move for the seat to move, and why, in a child's words.

The hint thinks as the hard computer player does (bot.HardBot: expected turns over the
labyrinth, swords before their dragons, the princess last), from the same things: the
seat's observation and what it remembers of the labyrinth. Everything that matters lies
face up; the face-down tokens and the tiles in the box it never sees, so it cannot tell
what a new tile will bring. Each reason names what the move is for: the sword or dragon
walked to, the roll and the number it needs, a new tile to find what is still hidden.
"""

from __future__ import annotations

from collections.abc import Sequence

from castle_games.core.advice import Advice, FollowsAdvice
from castle_games.core.bots import BotLevels
from castle_games.core.contract import Action
from castle_games.core.languages import N_
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.bot import BOTS as LEVELS
from castle_games.games.tajemnica_zamku.bot import HardBot
from castle_games.games.tajemnica_zamku.observe import TajemnicaObservation
from castle_games.games.tajemnica_zamku.reckoning import View, move_to
from castle_games.games.tajemnica_zamku.table import opponent_at
from castle_games.games.tajemnica_zamku.tokens import DRAGONS, PRINCESS

Pos = tuple[int, int]

# Rolling to get away from the opponent on your tile (the number each one needs).
LEAVE: dict[str, str] = {
    "ghost": N_("The ghost holds you: roll the die, 7 or more and you get away"),
    "wandering knight": N_("The wandering knight holds you: roll the die, 6 or more and you "
                           "get away"),
    # TRANSLATORS: the sprite: the box's little house sprite (only Polish keeps "Skrzat").
    "skrzat": N_("The sprite holds you: roll the die, 5 or more and you get away"),
}
# A fight where you stand.
ATTACK: dict[str, str] = {
    "yellow dragon": N_("You have the yellow sword: fight the yellow dragon for the map. "
                        "Roll 8 or more"),
    "red dragon": N_("You have the red sword: fight the red dragon for the elixir. "
                     "Roll 8 or more"),
    "green dragon": N_("You have the green sword: fight the green dragon for the key. "
                       "Roll 8 or more"),
}
RESCUE = N_("You have the map, the elixir and the key: free the princess! Roll 10 or more")
# Walking (or jumping by mirror) towards what you need next.
WALK_TO: dict[str, str] = {
    "yellow sword": N_("Walk this way to pick up the yellow sword"),
    "red sword": N_("Walk this way to pick up the red sword"),
    "green sword": N_("Walk this way to pick up the green sword"),
    "yellow dragon": N_("You have the yellow sword: walk this way to the yellow dragon"),
    "red dragon": N_("You have the red sword: walk this way to the red dragon"),
    "green dragon": N_("You have the green sword: walk this way to the green dragon"),
    PRINCESS: N_("You have all three items: walk this way to the princess"),
}
JUMP_TO: dict[str, str] = {
    "yellow sword": N_("Jump through the mirror: it is the quick way to the yellow sword"),
    "red sword": N_("Jump through the mirror: it is the quick way to the red sword"),
    "green sword": N_("Jump through the mirror: it is the quick way to the green sword"),
    "yellow dragon": N_("Jump through the mirror: it is the quick way to the yellow dragon"),
    "red dragon": N_("Jump through the mirror: it is the quick way to the red dragon"),
    "green dragon": N_("Jump through the mirror: it is the quick way to the green dragon"),
    PRINCESS: N_("Jump through the mirror: it is the quick way to the princess"),
}
# Staying where you stand, for another try next (after a miss).
STAY_FOR: dict[str, str] = {
    "yellow dragon": N_("Stay with the yellow dragon and fight it again for the map"),
    "red dragon": N_("Stay with the red dragon and fight it again for the elixir"),
    "green dragon": N_("Stay with the green dragon and fight it again for the key"),
    PRINCESS: N_("Stay with the princess and try again to free her"),
}
DRAW = N_("Take a new tile: what you need is still hidden in the dark")
DRAW_NEAR = N_("Take a new tile here first: the way to what you need is long")
WALK_TO_DRAW = N_("No new tile fits here: walk this way to where one can be laid")
# (a tile drawn this turn did not fit and went back: one draw a turn)
WALK_ON = N_("That tile did not fit: walk this way, where the next one can be laid")
# TRANSLATORS: a drawn tile: lay it so that its corridors lead on to empty places.
LAY = N_("Lay the tile with its paths open to the dark: then more tiles can join it")
LAY_ONLY = N_("The tile fits only this way: lay it")
WANDER = N_("Take a step: nothing you need can be reached from here yet")
STAY = N_("Stay where you are: there is nowhere to go this turn")
END = N_("There is nothing to try here: end your turn")


class HintBot(FollowsAdvice[TajemnicaObservation], HardBot):
    """The hard player's move, told: `advise` gives it with its reason, `choose` follows it."""

    def __init__(self, seat: int, level: str = "hint", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        self.drew = False  # a tile was drawn this turn (and, with none in hand, went back)

    def advise(self, observation: TajemnicaObservation, legal: Sequence[Action]) -> Advice:
        legal = list(legal)
        first = legal[0]
        if isinstance(first, M.RollToLeave):
            here = _here(observation, self.seat)
            opponent = opponent_at(_tokens(observation).get(here, ())) or "skrzat"
            return Advice.of(first, LEAVE[opponent])
        view = View(observation, self.seat, self.memory)
        self.drew = bool(observation["drawn"])
        if isinstance(first, M.LayTile):
            if len(legal) == 1:
                return Advice.of(first, LAY_ONLY)
            return Advice.of(self.lay(view, legal, observation), LAY)
        if isinstance(first, M.Attack | M.Rescue | M.EndTurn):
            return self.attempt(legal)
        return self.move_advice(view, legal)

    def attempt(self, legal: list[Action]) -> Advice:
        for a in legal:
            if isinstance(a, M.Rescue):
                return Advice.of(a, RESCUE)
        for a in legal:
            if isinstance(a, M.Attack):
                return Advice.of(a, ATTACK[a.target])
        return Advice.of(legal[0], END)

    def move_advice(self, view: View, legal: list[Action]) -> Advice:
        """The move of the turn, as HardBot.move makes it, with what it is for."""
        target = self.plan(view)
        if target is not None and target == view.here and M.Stay() in legal:
            return Advice.of(M.Stay(), STAY_FOR.get(self.aim(view, target), STAY))
        if target is not None:
            _, first = self.dijkstra(view, view.here)
            act = move_to(legal, first.get(target))
            if act is not None:
                words = JUMP_TO if isinstance(act, M.Teleport) else WALK_TO
                return Advice.of(act, words[self.aim(view, target)])
        if M.DrawTile() in legal:
            return Advice.of(M.DrawTile(), DRAW if target is None and self.errand is None
                             else DRAW_NEAR)
        act = self.explore_weighted(view, legal)
        if isinstance(act, M.Stay):
            return Advice.of(act, STAY)
        if view.drawable() - {view.here}:
            return Advice.of(act, WALK_ON if self.drew else WALK_TO_DRAW)
        return Advice.of(act, WANDER)

    def aim(self, view: View, target: Pos) -> str:
        """What lies at `target` that the seat wants (a dragon or the princess first)."""
        wanted = view.goals().get(target, set())
        for token in (PRINCESS, *DRAGONS):
            if token in wanted:
                return token
        return min(wanted) if wanted else PRINCESS


def _here(observation: TajemnicaObservation, seat: int) -> Pos:
    x, y = observation["pawns"][seat]
    return (x, y)


def _tokens(observation: TajemnicaObservation) -> dict[Pos, Sequence[str]]:
    return {(x, y): toks for x, y, toks in observation["tokens"]}


# Every computer level of bot.py and the hint (a player that follows its own advice, for
# `simulate --bots hint,easy`; no seat may have it): the manifest's `bots` names this table,
# so bot.py, which the hint builds on, need not know it.
BOTS: BotLevels[TajemnicaObservation] = {**LEVELS, "hint": HintBot}
