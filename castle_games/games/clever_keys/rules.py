"""Clever Keys rules (rules/clever-keys.txt, English part, with CLARIFICATIONS.md), pure Python.

The tower room: a round board of 8 sections, numbered 1 to 8 clockwise, each with 4 slots
(1 to 4); in every section exactly one slot is blocked, drawn from the game's seed and never
shown. Three keys A, B and C. A turn: pick a key and insert it - a key not yet on the board
into any free slot of any unlocked section, a key on the board into a free slot of the next
unlocked section clockwise. All the way in: the reward grows by the number of keys now in
that section, and the player stops and takes it or goes on with the same key (at most three
placements a turn). Jammed: the reward is lost, one gemstone rolls from the secret chamber
into the open corner, and the key stays, locking its section. The game ends the moment the
chamber is empty; the most gemstones win, ties share the win.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from castle_games.core.contract import (
    Action,
    Event,
    GameDef,
    IllegalAction,
    Option,
    Outcome,
    take_back_rule,
)
from castle_games.core.languages import N_
from castle_games.core.seats import Seat
from castle_games.core.table_state import (
    OVER,
    MoveHandlers,
    TableState,
    TurnPassed,
    is_int_in,
    move_handler,
    next_in_turn,
)
from castle_games.games.clever_keys import MANIFEST
from castle_games.games.clever_keys import moves as M
from castle_games.games.clever_keys.moves import ACTION_TYPES, InsertKey, StopAndTake
from castle_games.games.clever_keys.observe import CleverKeysObservation, KeySeen

# -- constants (house rules of CLARIFICATIONS.md are named here, in one place) ------------
KEYS: tuple[str, ...] = ("A", "B", "C")
SECTIONS = 8  # numbered 1..8, clockwise
SLOTS = 4  # numbered 1..4 in each section
GEMS = 52
MAX_PLACEMENTS = 3  # "you may only move the key up to three times per turn"
ALL_THE_WAY = "all the way"
JAMMED = "jammed"
# House rule: a reward is paid only as far as gemstones remain in the chamber.
PAY_ONLY_WHAT_REMAINS = True
# House rule (our decision): a section without a free slot is passed over like a locked one.
# With three keys it cannot happen (the next section holds at most the two other keys, so
# at least two of its four slots are free); the rule only keeps the move well defined.
SKIP_FULL_SECTIONS = True

# Catalogue messages (N_): the rules page translates them where it shows them.
HOUSE_RULES = (
    N_("The key-slot board is dealt fresh for every game from its seed: each of the 8 "
       "sections has exactly one blocked slot, and nobody can see which."),
    N_("A key jammed in a blocked slot locks its section. It may itself be chosen on a later "
       "turn: it moves on clockwise like any key on the board, and its section is open again."),
    N_("If the third placement of a turn goes all the way in, the reward is taken at once."),
    N_("A reward is paid only as far as gemstones remain. The game ends the moment the secret "
       "chamber is empty, whether a reward or a lost gemstone emptied it."),
    N_("The screen shows what stands on the board now. Where a key jammed earlier and moved "
       "on, you have to remember it yourself - just like at the table."),
    N_("A section without a free slot would be passed over like a locked one (with three keys "
       "this never happens)."),
    N_("Who begins is chosen at setup (the rulebook says: whoever last visited a real castle)."),
)
# Why the game ended (Outcome.reason), told on the game-over screen.
THE_CHAMBER_IS_EMPTY = N_("the secret chamber is empty")

PLAY = "play"


# Every possible placement, made once: legal_actions hands out these same (frozen) objects.
_INSERTS: dict[tuple[str, int, int], InsertKey] = {
    (k, s, t): InsertKey(k, s, t) for k in KEYS for s in range(1, SECTIONS + 1) for t in range(1, SLOTS + 1)
}
_STOP = StopAndTake()


# -- the board, as pure functions (bots use them too) ------------------------------------
def clockwise_from(section: int) -> list[int]:
    """The other seven sections in clockwise order, starting after `section`."""
    return [(section - 1 + step) % SECTIONS + 1 for step in range(1, SECTIONS)]


def next_open_section(section: int, skip: Iterable[int]) -> int | None:
    """The next section clockwise from `section` that is not in `skip` (locked or full)."""
    skipped = set(skip)
    for target in clockwise_from(section):
        if target not in skipped:
            return target
    return None


# -- state --------------------------------------------------------------------------------
class CleverKeysState(TableState):
    def __init__(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seats, seed, options)
        # The digital form of turning, flipping or swapping the key-slot board.
        self.blocked: list[int] = [self.rng.randrange(SLOTS) + 1 for _ in range(SECTIONS)]
        self.keys: dict[str, tuple[int, int] | None] = {k: None for k in KEYS}
        self.chamber = GEMS
        self.piles = [0] * self.n
        self.corner = 0
        self.current = self.starting_seat(options)
        self.turn_key: str | None = None
        self.placements = 0
        self.reward = 0
        self.phase = PLAY

    # the board --------------------------------------------------------------------------
    def is_jammed(self, key: str) -> bool:
        pos = self.keys[key]
        return pos is not None and self.blocked[pos[0] - 1] == pos[1]

    def locked_by(self, section: int) -> str | None:
        """The key jammed in `section`, if one is."""
        for key in KEYS:
            pos = self.keys[key]
            if pos is not None and pos[0] == section and self.is_jammed(key):
                return key
        return None

    def locked_sections(self, moving: str | None = None) -> set[int]:
        """Sections locked by a jammed key; the key being moved no longer locks its own."""
        return {p[0] for k in KEYS
                if k != moving and (p := self.keys[k]) is not None and self.blocked[p[0] - 1] == p[1]}

    def keys_in(self, section: int, moving: str | None = None) -> int:
        return sum(1 for k in KEYS if k != moving and (p := self.keys[k]) is not None and p[0] == section)

    def key_at(self, section: int, slot: int) -> str | None:
        for key in KEYS:
            if self.keys[key] == (section, slot):
                return key
        return None

    def _others(self, key: str) -> tuple[set[tuple[int, int]], set[int]]:
        """The slots the other keys stand in, and the sections to pass over: locked by
        another key's jam, or (never with three keys) without a free slot."""
        occupied: set[tuple[int, int]] = set()
        skip: set[int] = set()
        for k in KEYS:
            p = self.keys[k]
            if k != key and p is not None:
                occupied.add(p)
                if self.blocked[p[0] - 1] == p[1]:
                    skip.add(p[0])
        if SKIP_FULL_SECTIONS:
            for section in {p[0] for p in occupied}:
                if sum(1 for p in occupied if p[0] == section) >= SLOTS:
                    skip.add(section)
        return occupied, skip

    def target_section(self, key: str) -> int | None:
        """Where a key on the board must go next (None for a key beside the board)."""
        pos = self.keys[key]
        if pos is None:
            return None
        return next_open_section(pos[0], self._others(key)[1])

    def targets(self, key: str) -> list[tuple[int, int]]:
        """Every (section, slot) this key may go into now."""
        occupied, skip = self._others(key)
        pos = self.keys[key]
        if pos is None:
            sections = [s for s in range(1, SECTIONS + 1) if s not in skip]
        else:
            target = next_open_section(pos[0], skip)
            sections = [target] if target is not None else []
        return [(s, slot) for s in sections for slot in range(1, SLOTS + 1)
                if (s, slot) not in occupied]

    def movable_keys(self) -> tuple[str, ...]:
        if self.phase == OVER:
            return ()
        return KEYS if self.placements == 0 else (self.turn_key,)  # type: ignore[return-value]

    def legal_actions(self) -> list[Action]:
        if self.phase == OVER:
            return []
        out: list[Action] = [_STOP] if self.placements > 0 else []
        for key in self.movable_keys():
            out.extend(_INSERTS[(key, s, slot)] for s, slot in self.targets(key))
        return out

    # applying ---------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction(N_("the game is over"))
        handler = move_handler(_HANDLERS, action, N_("{action} is not a Clever Keys move"))
        return handler(self, action)

    def _check_insert(self, action: InsertKey) -> None:
        key, section, slot = action.key, action.section, action.slot
        if key not in KEYS:
            raise IllegalAction(N_("there is no key {key}; the keys are A, B and C"),
                                key=repr(key))
        if self.placements > 0 and key != self.turn_key:
            raise IllegalAction(
                N_("this turn you go on with key {key}, or stop and take your reward"),
                key=self.turn_key)
        if not is_int_in(section, 1, SECTIONS):
            raise IllegalAction(N_("there is no section {section}; the sections are 1 to {last}"),
                                section=repr(section), last=SECTIONS)
        if not is_int_in(slot, 1, SLOTS):
            raise IllegalAction(N_("there is no slot {slot}; each section has slots 1 to {last}"),
                                slot=repr(slot), last=SLOTS)
        if (section, slot) in self.targets(key):
            return
        pos = self.keys[key]
        if pos is not None:
            target = self.target_section(key)
            if section != target:
                raise self._where_next(key, pos[0], target)
        holder = self.key_at(section, slot)
        if holder is not None:
            raise IllegalAction(N_("slot {slot} of section {section} already holds key {holder}"),
                                slot=slot, section=section, holder=holder)
        jammer = self.locked_by(section)
        if jammer is not None:
            raise IllegalAction(N_("section {section} is locked: key {jammer} is jammed there"),
                                section=section, jammer=jammer)
        raise IllegalAction(N_("key {key} cannot go into slot {slot} of section {section} now"),
                            key=key, slot=slot, section=section)

    def _where_next(self, key: str, section: int, target: int | None) -> IllegalAction:
        """Why a key on the board may not go where it was put: where it must go instead,
        and which locked sections it skips (with three keys, at most two)."""
        skipped = []
        for s in clockwise_from(section):
            if s == target:
                break
            skipped.append(s)
        if not skipped:
            return IllegalAction(N_("key {key} stands in section {section}, so it moves on "
                                    "clockwise to section {target}"),
                                 key=key, section=section, target=target)
        if len(skipped) == 1:
            return IllegalAction(N_("key {key} stands in section {section}, so it moves on "
                                    "clockwise to section {target} (section {skipped} is "
                                    "locked, so it is skipped)"),
                                 key=key, section=section, target=target, skipped=skipped[0])
        # More than two cannot be skipped with three keys; they would read "5 and 6 and 7".
        first = " and ".join(str(s) for s in skipped[:-1])
        return IllegalAction(N_("key {key} stands in section {section}, so it moves on clockwise "
                                "to section {target} (sections {first} and {second} are "
                                "locked, so they are skipped)"),
                             key=key, section=section, target=target,
                             first=first if len(skipped) > 2 else skipped[0],
                             second=skipped[-1])

    def _insert(self, action: InsertKey) -> list[Event]:
        self._check_insert(action)
        key, section, slot = action.key, action.section, action.slot
        events: list[Event] = []
        before = self.keys[key]
        if before is not None and self.is_jammed(key):
            events.append(M.SectionUnlocked(before[0], key))
        self.keys[key] = (section, slot)
        self.turn_key = key
        self.placements += 1
        came = (before[0], before[1]) if before else (None, None)
        if self.blocked[section - 1] == slot:
            lost = self.reward
            self.reward = 0
            events.append(M.KeyInserted(key, section, slot, JAMMED, 0, self.current,
                                      self.placements, 0, *came))
            events.append(M.SectionLocked(section, key))
            self.chamber -= 1
            self.corner += 1
            events.append(M.GemLost(self.current, lost, self.chamber))
            events.extend(self._end_turn())
            return events
        gain = self.keys_in(section)
        self.reward += gain
        events.append(M.KeyInserted(key, section, slot, ALL_THE_WAY, self.reward, self.current,
                                  self.placements, gain, *came))
        if self.placements >= MAX_PLACEMENTS:
            events.extend(self._take())
        return events

    def _stop_and_take(self, action: StopAndTake) -> list[Event]:
        if self.placements == 0:
            raise IllegalAction(N_("put a key in first: there is no reward to take yet"))
        return self._take()

    def _take(self) -> list[Event]:
        gems = min(self.reward, self.chamber) if PAY_ONLY_WHAT_REMAINS else self.reward
        self.chamber -= gems
        self.piles[self.current] += gems
        events: list[Event] = [M.RewardTaken(self.current, gems, self.reward)]
        events.extend(self._end_turn())
        return events

    def _end_turn(self) -> list[Event]:
        self.turn_count += 1
        self.placements = 0
        self.turn_key = None
        self.reward = 0
        if self.chamber <= 0:
            return self._finish()
        self.current = self.left_of(self.current)
        return [TurnPassed(self.current)]

    def _finish(self) -> list[Event]:
        self.phase = OVER
        outcome = self._outcome = Outcome.highest(self.piles, THE_CHAMBER_IS_EMPTY)
        return [M.GameEnded(outcome.scores, outcome.winners, outcome.reason, tuple(self.blocked))]

    # checking and saving ----------------------------------------------------------------
    def check(self) -> None:
        """Raise ValueError if the state breaks a rule of the box (used on loading, tests)."""
        if len(self.blocked) != SECTIONS or any(not 1 <= b <= SLOTS for b in self.blocked):
            raise ValueError("every section needs exactly one blocked slot")
        if self.chamber + sum(self.piles) + self.corner != GEMS or min(self.chamber, self.corner, *self.piles) < 0:
            raise ValueError(f"the gemstones do not add up to the {GEMS} of the box")
        placed = [p for p in self.keys.values() if p is not None]
        if len(set(placed)) != len(placed):
            raise ValueError("two keys stand in the same slot")
        for p in placed:
            if not (1 <= p[0] <= SECTIONS and 1 <= p[1] <= SLOTS):
                raise ValueError(f"a key stands outside the board at {p}")
        if not 0 <= self.placements < MAX_PLACEMENTS or not 0 <= self.current < self.n:
            raise ValueError("the turn is out of order")
        if (self.placements == 0) != (self.turn_key is None):
            raise ValueError("the turn's key is out of order")
        if len(self.piles) != self.n:
            raise ValueError("every player has one pile of gemstones")
        if self.phase not in (PLAY, OVER):
            raise ValueError(f"unknown phase {self.phase!r}")
        if (self._outcome is not None) != (self.phase == OVER):
            raise ValueError("an outcome belongs to a finished game, and only there")
        if (self.chamber == 0) != (self.phase == OVER):
            raise ValueError("the game ends exactly when the secret chamber is empty")

    def to_dict(self) -> dict[str, Any]:
        return self._saved({
            "blocked": list(self.blocked),
            "keys": {k: (list(p) if p else None) for k, p in self.keys.items()},
            "chamber": self.chamber,
            "piles": list(self.piles),
            "corner": self.corner,
            "current": self.current,
            "turn_key": self.turn_key,
            "placements": self.placements,
            "reward": self.reward,
            "phase": self.phase,
        })

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CleverKeysState:
        state = cls._restoring(data)
        state.blocked = [int(b) for b in data["blocked"]]
        state.keys = {k: (tuple(map(int, data["keys"][k])) if data["keys"].get(k) else None)  # type: ignore[misc]
                      for k in KEYS}
        state.chamber = int(data["chamber"])
        state.piles = [int(p) for p in data["piles"]]
        state.corner = int(data["corner"])
        state.current = int(data["current"])
        state.turn_key = data["turn_key"]
        state.placements = int(data["placements"])
        state.reward = int(data["reward"])
        state.phase = data["phase"]
        state.check()
        return state


# The moves and the methods that make them (each checks its own move first).
_HANDLERS: MoveHandlers[CleverKeysState] = {
    InsertKey: CleverKeysState._insert,
    StopAndTake: CleverKeysState._stop_and_take,
}


def observation(state: CleverKeysState, seat: int) -> CleverKeysObservation:
    """What a seat sees at the table now: the keys and their red marks, the gems. Never the
    blocked slots (only where a key stands jammed right now), until the board is lifted at
    the end. Earlier jams are not listed: remembering them is the game."""
    keys: dict[str, KeySeen | None] = {}
    for key in KEYS:
        pos = state.keys[key]
        keys[key] = None if pos is None else {
            "section": pos[0], "slot": pos[1], "jammed": state.is_jammed(key)}
    obs: CleverKeysObservation = {
        **state.seen_by(seat),
        "over": state.phase == OVER,
        "keys": keys,
        "locked": sorted(state.locked_sections()),
        "jammed": [[p["section"], p["slot"]] for p in keys.values() if p and p["jammed"]],
        "chamber": state.chamber,
        "piles": list(state.piles),
        "corner": state.corner,
        "reward": state.reward,
        "placements": state.placements,
        "max_placements": MAX_PLACEMENTS,
        "turn_key": state.turn_key,
    }
    if state.phase == OVER:
        obs["blocked"] = list(state.blocked)
    return obs


# A misclick taken back: stopping to take the reward shows nothing; a key
# pushed in showed everybody whether it jams.
TAKE_BACK = take_back_rule(
    moves=(StopAndTake,),
    refused={M.KeyInserted: N_("the key has gone in: everybody saw whether it jammed")},
    other=N_("the key has gone in: everybody saw whether it jammed"))


# A match: the next player begins each next game (see the starter option).
next_match_options = next_in_turn


GAME: GameDef[CleverKeysState, CleverKeysObservation] = GameDef.declared(
    MANIFEST,
    state_type=CleverKeysState,
    action_types=ACTION_TYPES,
    observation=observation,
    # The rulebook: "The last player to have visited a real castle starts." Beginning wins
    # about three games in five between equal players, so a match passes it on.
    # TRANSLATORS: a setup choice: who begins; the brackets give the rulebook's reason.
    options=(Option("starter", N_("Who begins (the last to visit a real castle)"), 0),),
    house_rules=HOUSE_RULES,
    take_back=TAKE_BACK,
)
