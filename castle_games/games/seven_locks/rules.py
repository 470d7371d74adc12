"""Seven Locks rules (rules/seven-locks.txt with CLARIFICATIONS.md), pure Python.

Eight treasure chambers of eight heights hide under eight towers; one tower is set aside
unseen, seven stand around the castle at places 1..7 (clockwise). Key k fits only the tower
over chamber k. A turn: roll the die (pearls and steps), throw that many pearls each into a
different tower (everyone hears how deep they fall), move the keymaster clockwise, take a
key, let the others place coats of arms, try the key. An opened treasure is shared; after
the 5th opening everyone may guess the enchanted key; after the 6th the game resolves.

Setup is one action: the starting player places the keymaster; the 14 starting pearls (one
into each tower, twice, towers 1..7 in order) then fall by themselves as events.
Here: the game's contract (whose move it is, the legal moves, each move checked against its
time), the observation, the house rules and `GAME`. What they build on lies below, a module
each, and every name of it is offered here too: the towers, chambers and keys as measured
(chambers.py: the physical constants the sound and physics layers use, so that the depth a
player hears is the depth the rules decided), the table and its phases (table.py), the
treasures and the end (treasure.py), a turn's stages (turn.py). The actions and the events
are written in moves.py (`ThrowPearl`, `ChooseKey`, ... and `PearlDropped`, ...).
"""

from __future__ import annotations

from typing import Any

from castle_games.core.contract import (
    Action,
    Event,
    GameDef,
    IllegalAction,
    Option,
    take_back_rule,
)
from castle_games.core.languages import N_
from castle_games.core.table_state import (
    OVER,
    MoveHandlers,
    move_handler,
    next_in_turn,
)
from castle_games.games.seven_locks import MANIFEST
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks.chambers import (
    CHAMBER_HEIGHTS_MM,
    END_CORRECTION,
    FALL_GRAVITY_M_S2,
    FALL_TIME_RANGE_S,
    FITS,
    KEY_COLOURS,
    MIN_FALL_TIME_RATIO,
    MIN_RESONANCE_SEMITONES,
    N_CHAMBERS,
    N_TOWERS,
    SPEED_OF_SOUND_M_S,
    TOO_LONG,
    TOO_SHORT,
    TOWER_BORE_RADIUS_MM,
    TOWER_HEIGHT_MM,
    fall_depth_mm,
    fall_time_of_depth,
    fall_time_s,
    key_offset_mm,
    key_result,
    resonance_hz,
    tower_pan,
)
from castle_games.games.seven_locks.observe import SevenLocksObservation
from castle_games.games.seven_locks.perception import perceive
from castle_games.games.seven_locks.table import (
    ARMS,
    ARMS_PER_PLAYER,
    CHOOSE_KEY,
    GUESS,
    MOVE,
    PHASES,
    PLACE,
    ROLL,
    THROW,
    TOTAL_PEARLS,
    WITHDRAW,
)
from castle_games.games.seven_locks.treasure import share
from castle_games.games.seven_locks.turn import (
    DIE_FACES,
    GUESS_AFTER_OPENINGS,
    LAST_OPENING,
    SETUP_ROUNDS,
    TurnStages,
)

# The names the rest of the game and its tests take from the rules, wherever they live.
__all__ = [
    "ARMS", "ARMS_PER_PLAYER", "CHAMBER_HEIGHTS_MM", "CHOOSE_KEY", "DIE_FACES",
    "END_CORRECTION", "FALL_GRAVITY_M_S2", "FALL_TIME_RANGE_S", "FITS", "GAME", "GUESS",
    "GUESS_AFTER_OPENINGS", "HOUSE_RULES", "KEY_COLOURS", "LAST_OPENING",
    "MIN_FALL_TIME_RATIO", "MIN_RESONANCE_SEMITONES", "MOVE", "N_CHAMBERS", "N_TOWERS", "OVER",
    "PHASES", "PLACE", "ROLL", "SETUP_ROUNDS", "SPEED_OF_SOUND_M_S", "TAKE_BACK", "THROW",
    "TOO_LONG", "TOO_SHORT", "TOTAL_PEARLS", "TOWER_BORE_RADIUS_MM", "TOWER_HEIGHT_MM",
    "WITHDRAW", "SevenLocksState", "fall_depth_mm", "fall_time_of_depth", "fall_time_s",
    "key_offset_mm", "key_result", "next_match_options", "observation", "resonance_hz",
    "share", "tower_pan",
]

# House rules, shown on the rules page (marked for the catalogue: the page translates them).
HOUSE_RULES = (
    N_("The die shows 1 pearl and 3 steps, 2 pearls and 2 steps, or 3 pearls and 1 step "
       "(each twice)."),
    N_("Setup: the starting player places the keymaster, then drops one pearl into each of the "
       "7 towers, twice (14 pearls); 66 stay in the bin."),
    N_("Key k fits only the tower over chamber k. A key of a smaller chamber is too long and "
       "sticks out; a key of a taller chamber is too short and sinks in, by the real height "
       "difference."),
    N_("Coats of arms are offered clockwise, starting left of the opener; a player with none "
       "left is not asked."),
    N_("Strategists' variant: once everyone has decided, each joiner except the last one to "
       "join may withdraw, in the order they joined."),
    N_("The enchanted-key guesses after the 5th opening go clockwise, starting with that "
       "opener; a guess uses up the coat of arms."),
    N_("If a pearl must be taken and the bin is empty, the game ends at once and nobody wins "
       "(pearls already thrown stay where they fell)."),
    N_("After the 6th opening the game resolves by itself: the 7th tower is opened with its "
       "fitting key, the enchanted key is the one left; of the 7th treasure an indivisible "
       "remainder goes to nobody, and so does all of it if nobody found the enchanted key."),
    N_("When the keymaster's tower was opened, he starts from its empty place: the first "
       "standing tower clockwise is one step."),
    N_("With 3 pearls and only 2 towers, one pearl goes into each tower and the third into "
       "either one."),
    N_("Ties for most pearls: all tied players win (a rematch is offered)."),
    N_("For players who cannot hear (if chosen at setup): beside each tower a ruler shows "
       "how deep its last pearl fell; deeper is lower. Everybody sees it."),
)


# -- state --------------------------------------------------------------------------------
class SevenLocksState(TurnStages):
    """The whole game: the table (table.py) with its moves (turn.py, treasure.py), and the
    contract the shell plays it by."""

    # contract ---------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase in (ARMS, WITHDRAW, GUESS):
            return self.queue[0]
        return self.current

    def legal_actions(self) -> list[Action]:
        p = self.phase
        if p == PLACE:
            return [M.PlaceKeymaster(t) for t in range(1, N_TOWERS + 1)]
        if p == ROLL:
            return [M.RollDie()]
        if p == THROW:
            return [M.ThrowPearl(t) for t in self.throw_targets()]
        if p == MOVE:
            return [M.MoveKeymaster(t) for t in self.reachable()]
        if p == CHOOSE_KEY:
            return [M.ChooseKey(k) for k in self.keys_left()]
        if p == ARMS:
            return [M.PlaceCoatOfArms(), M.DeclineCoatOfArms()]
        if p == WITHDRAW:
            return [M.WithdrawCoatOfArms(), M.KeepCoatOfArms()]
        if p == GUESS:
            return [M.GuessEnchantedKey(k) for k in self.keys_left()] + [M.DeclineGuess()]
        return []

    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction(N_("the game is over"))
        # (a program's mistake, never a player's: not for the catalogue)
        handler = move_handler(_HANDLERS, action, "{action} is not a Seven Locks move")
        if type(action) not in _PHASE_ACTIONS[self.phase]:
            if isinstance(action, M.ChooseKey) and self.key is not None:
                raise IllegalAction(N_("key {key} has been taken; once taken it cannot be "
                                       "exchanged"), key=self.key)
            raise self._wrong_time(action)
        return handler(self, action)

    def _wrong_time(self, action: Action) -> IllegalAction:
        """Why `action` is not for now: a whole sentence for each phase, the player's name a
        field (the words are made where the refusal is shown)."""
        seat = self.to_move
        who = self.seats[seat].name if seat is not None else N_("nobody")
        if self.phase == CHOOSE_KEY and self.key is not None:
            return IllegalAction(N_("not now: key {key} is taken"), key=self.key)
        reason = {
            PLACE: N_("not now: {player} places the keymaster first"),
            ROLL: N_("not now: {player} rolls the die first"),
            THROW: N_("not now: {player} still has pearls to throw ({count} left)"),
            MOVE: N_("not now: {player} moves the keymaster now"),
            CHOOSE_KEY: N_("not now: {player} chooses a key now"),
            ARMS: N_("not now: {player} decides about a coat of arms now"),
            WITHDRAW: N_("not now: {player} decides whether to withdraw their coat of arms now"),
            GUESS: N_("not now: {player} may guess the enchanted key now"),
        }[self.phase]
        fields: dict[str, Any] = {"player": who}
        if self.phase == THROW:
            fields["count"] = self.to_throw
        return IllegalAction(reason, **fields)


# Which actions each phase takes, and the method that carries each out (the phase checked
# first, then the move by its method).
_PHASE_ACTIONS: dict[str, frozenset[type]] = {
    PLACE: frozenset({M.PlaceKeymaster}),
    ROLL: frozenset({M.RollDie}),
    THROW: frozenset({M.ThrowPearl}),
    MOVE: frozenset({M.MoveKeymaster}),
    CHOOSE_KEY: frozenset({M.ChooseKey}),
    ARMS: frozenset({M.PlaceCoatOfArms, M.DeclineCoatOfArms}),
    WITHDRAW: frozenset({M.WithdrawCoatOfArms, M.KeepCoatOfArms}),
    GUESS: frozenset({M.GuessEnchantedKey, M.DeclineGuess}),
}
_HANDLERS: MoveHandlers[SevenLocksState] = {
    M.PlaceKeymaster: SevenLocksState._place,
    M.RollDie: SevenLocksState._roll,
    M.ThrowPearl: SevenLocksState._throw,
    M.MoveKeymaster: SevenLocksState._move,
    M.ChooseKey: SevenLocksState._choose_key,
    M.PlaceCoatOfArms: SevenLocksState._arms,
    M.DeclineCoatOfArms: SevenLocksState._arms,
    M.WithdrawCoatOfArms: SevenLocksState._withdraw,
    M.KeepCoatOfArms: SevenLocksState._withdraw,
    M.GuessEnchantedKey: SevenLocksState._guess,
    M.DeclineGuess: SevenLocksState._guess,
}


def observation(state: SevenLocksState, seat: int) -> SevenLocksObservation:
    """What a seat sees at the table. The chamber under a closed tower is never in it."""
    obs: SevenLocksObservation = {
        **state.seen_by(seat),
        "to_move": state.to_move,
        "phase": state.phase,
        "strategists": state.strategists,
        "bin": state.bin,
        "boxes": list(state.boxes),
        "unclaimed": state.unclaimed,
        "standing": list(state.standing),
        "tower_pearls": list(state.tower_pearls),
        # an opened tower shows its chamber (and keeps its key)
        "opened": [[t, state.chambers[t - 1]] for t in state.opened],
        "keys_left": state.keys_left(),
        "keymaster": state.keymaster,
        "die": list(state.die) if state.die else None,
        "to_throw": state.to_throw,
        "thrown": list(state.thrown),
        "reachable": state.reachable() if state.phase == MOVE else [],
        "key": state.key,
        "arms": list(state.arms),
        "joiners": list(state.joiners),
        "asking": list(state.queue),
        "guesses": [list(g) for g in state.guesses],
        "turn_count": state.turn_count,
    }
    if state.phase == OVER:
        obs["chambers"] = list(state.chambers)  # the towers are lifted at the end
    return obs


# A misclick taken back: where the keymaster was put or walked and which key
# was picked reveal nothing until the key is tried; a roll, a pearl, a try did.
TAKE_BACK = take_back_rule(
    moves=(M.PlaceKeymaster, M.MoveKeymaster, M.ChooseKey),
    refused={M.DieRolled: N_("the die has been rolled"),
             M.PearlDropped: N_("the pearl has fallen: everybody heard it"),
             M.KeyTried: N_("the key has been tried"),
             M.EnchantedKeyRevealed: N_("the enchanted key has been shown")},
    other=N_("everybody has seen it: only the keymaster's walk and the key picked can be "
             "taken back"))


# A match: the next player begins each next game (the first seat's head start is large
# between good listeners: about three games in five at two seats, more at four).
next_match_options = next_in_turn


GAME: GameDef[SevenLocksState, SevenLocksObservation] = GameDef.declared(
    MANIFEST,
    state_type=SevenLocksState,
    action_types=M.ACTION_TYPES,
    observation=observation,
    options=(
        Option("strategists", N_("Strategists' variant (withdraw arms)"), False,
               (False, True)),
        # A picture of each drop's depth for players who cannot hear it: it shows
        # only what the sound tells everybody, but it makes the clue easy, so a house rule.
        # TRANSLATORS: a setup choice, short (a narrow column): a ruler beside each tower
        # shows how deep its last pearl fell, for players who cannot hear the drops.
        Option("see_drops", N_("Show the drops"), False, (False, True), house_rule=True),
        # The rulebook: "The last player to open a lock begins." Beginning is worth much
        # here (between good listeners the first seat wins about three games in five), so
        # in a match each next game the next player begins (next_match_options).
        # TRANSLATORS: a setup choice: who begins; the brackets give the rulebook's reason.
        Option("starter", N_("Who begins (the last to open a lock)"), 0),
    ),
    house_rules=HOUSE_RULES,
    take_back=TAKE_BACK,
    perceive=perceive,
)
