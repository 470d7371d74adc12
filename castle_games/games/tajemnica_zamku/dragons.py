"""Tajemnica Zamku attempts: fighting a dragon for its item and freeing the princess, pure
Python.

After the move, on a tile with a dragon whose colour of sword the player holds, the player
may fight it for the item it guards (8+ on the die); with the map, the elixir and the key,
on the princess's tile, the player may try to free her (10+: the game is won, and each
player scores the items won, the rescuer one more). `DragonFights` adds these two moves to
the table (table.py), each refused in words that say what is missing.
"""

from __future__ import annotations

from castle_games.core.contract import Event, IllegalAction, Outcome
from castle_games.core.languages import N_
from castle_games.core.table_state import OVER
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.moves import Attack, Rescue
from castle_games.games.tajemnica_zamku.table import TajemnicaTable
from castle_games.games.tajemnica_zamku.tokens import DRAGONS, GUARDS, ITEMS, PRINCESS

DRAGON_NEED = 8
PRINCESS_NEED = 10

# Refusals naming a token: one whole sentence per token (each language words them as its
# grammar needs).
NOT_ON_YOUR_TILE: dict[str, str] = {
    "yellow dragon": N_("the yellow dragon is not on your tile"),
    "red dragon": N_("the red dragon is not on your tile"),
    "green dragon": N_("the green dragon is not on your tile"),
}
SWORD_NEEDED: dict[str, str] = {
    "yellow dragon": N_("you need the yellow sword to fight the yellow dragon"),
    "red dragon": N_("you need the red sword to fight the red dragon"),
    "green dragon": N_("you need the green sword to fight the green dragon"),
}
ALREADY_HAVE: dict[str, str] = {
    "map": N_("you already have the map: one of each item per player"),
    "elixir": N_("you already have the elixir: one of each item per player"),
    "key": N_("you already have the key: one of each item per player"),
}
NONE_LEFT: dict[str, str] = {
    "map": N_("no map is left to win"),
    "elixir": N_("no elixir is left to win"),
    "key": N_("no key is left to win"),
}
# The three items by name, for "missing: {item}" (the table shows them as pictures).
ITEM_WORDS: dict[str, str] = {
    # TRANSLATORS: one of the three items a rescue needs (the box: mapa, eliksir, klucz).
    "map": N_("map"),
    # TRANSLATORS: one of the three items a rescue needs (the box: mapa, eliksir, klucz).
    "elixir": N_("elixir"),
    # TRANSLATORS: one of the three items a rescue needs (the box: mapa, eliksir, klucz).
    "key": N_("key"),
}


class DragonFights(TajemnicaTable):
    """The table with its two attempts: a dragon fought, the princess freed."""

    def _attack(self, action: Attack) -> list[Event]:
        target = action.target
        if target not in DRAGONS:
            raise IllegalAction(N_("attack which dragon? one of {dragons}, not {target}"),
                                dragons=", ".join(DRAGONS), target=repr(target))
        if target not in self.attackable():
            raise self._why_not_attack(target)
        event = self._roll(DRAGON_NEED, target)
        events: list[Event] = [event]
        if event.success:
            item = GUARDS[target.split()[0]]
            self.item_supply[item] -= 1
            self.items[self.current].append(item)
            self._cards_obs = None
            self.items[self.current].sort(key=ITEMS.index)
            events.append(M.ItemWon(self.current, item, target))
        return self._end_turn(events)

    def _why_not_attack(self, target: str) -> IllegalAction:
        colour = target.split()[0]
        item = GUARDS[colour]
        if target not in self.tokens.get(self.pawns[self.current], ()):
            return IllegalAction(NOT_ON_YOUR_TILE[target])
        if colour not in self.swords[self.current]:
            return IllegalAction(SWORD_NEEDED[target])
        if item in self.items[self.current]:
            return IllegalAction(ALREADY_HAVE[item])
        return IllegalAction(NONE_LEFT[item])

    def _rescue(self, action: Rescue) -> list[Event]:
        if not self.can_rescue():
            if len(self.items[self.current]) < len(ITEMS):
                raise self._missing([i for i in ITEMS if i not in self.items[self.current]])
            raise IllegalAction(N_("the princess is not on your tile"))
        event = self._roll(PRINCESS_NEED, PRINCESS)
        if not event.success:
            return self._end_turn([event])
        self.phase = OVER
        scores = tuple(len(self.items[s]) + (1 if s == self.current else 0) for s in range(self.n))
        # The reason is one catalogue message (the game-over screen translates it and
        # names the player at `seat`): alone at the table, the turn is the result.
        self._outcome = Outcome(scores, (self.current,),
                                N_("{player} rescued the princess on turn {turn}"),
                                (("seat", self.current), ("turn", self.turn_count)))
        return [event, M.PrincessRescued(self.current, self.turn_count)]

    @staticmethod
    def _missing(missing: list[str]) -> IllegalAction:
        """A rescue without all three items: which are missing, each by its word."""
        words = [ITEM_WORDS[i] for i in missing]
        if len(words) == 1:
            return IllegalAction(N_("to free the princess you need all three items; missing: "
                                    "{item}"), item=words[0])
        if len(words) == 2:
            return IllegalAction(N_("to free the princess you need all three items; missing: "
                                    "{item} and {other}"), item=words[0], other=words[1])
        return IllegalAction(N_("to free the princess you need all three items: the map, the "
                                "elixir and the key"))
