"""Seven Locks by ear: which sound tells which moment, and the player that strings them.

`EVENT_SOUNDS` is the table: every event of moves.py maps to the recipes (sounds/*.toml)
it is heard as, and to a builder that turns the event into `Cue`s: a sound with its
parameters and stereo place, how long to wait before the next one, and (where a speech
engine is present) the words to say. `QUESTIONS` does the same for what a person is asked.
A test fails when a new event has no entry.

The ear's vocabulary, kept apart so each stays recognisable:
- where: a tower's low tongue-drum knock-knock on its own pentatonic note (A2-C4, below every
  chamber's ring), placed left to right, never wholly in one ear (tower-earcon); its
  depth: the pearl drop (fall time and the tower's ring), after a moment of silence;
- who: a horn motif per seat (so-seat-1..4);
- numbers: counted pips (die-pips: glass pearls then wooden steps; so-key: k glockenspiel
  notes; so-treasure-count: one click per pearl; so-number: tens as bells, ones as pips);
- what is asked: a prefix naming the thing (a pearl, steps, the key ring, a shield, a
  spell) and a questioning rise (so-ask-*);
- results: a rising arpeggio (fits), a spring up (too long) or a sink down (too short),
  each followed by one tick per chamber off.

ui/ear/cue_player.py plays the cues one after another.
No pygame here: the scene hands it a function that plays a cue.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from castle_games.core.contract import Event
from castle_games.core.telling import N_, _, joined, ngettext
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.story import pearls, tower_named
from castle_games.ui.ear.cues import Cue, words

log = logging.getLogger(__name__)

# -- the depth difficulty ------------------------------------------------------------------
WIDE, NORMAL, TRUE = "wide", "normal", "true to the box"
DEPTHS = (WIDE, NORMAL, TRUE)
# The depth settings as the by-ear menu says them (the values above are the saved ones).
# TRANSLATORS: how far apart the pearls' depths sound, by ear: "wide" (exaggerated),
# "normal", or "true to the box" (as the cardboard towers of the real box sound).
DEPTH_WORDS = {WIDE: N_("wide"), NORMAL: N_("normal"), TRUE: N_("true to the box")}
# How far apart the depths sound. "normal" is the rules' clarified slow-motion fall; "wide"
# exaggerates fall-time steps (24 %) and resonance steps (a fourth); "true to the box" is the
# real free fall (a fifth of a second at most) with the card tower's weak ring.
DROP_SOUND = {WIDE: "so-pearl-drop-wide", NORMAL: "pearl-drop", TRUE: "so-pearl-drop-true"}
KEY_SOUND = {WIDE: "so-key-insert-wide", NORMAL: "key-insert", TRUE: "key-insert"}

# The outermost towers (the star and the bell) are not put hard left and right: a sound in
# one ear only is lost to a listener with one ear turned away (or one earphone out); 0.9 keeps the order clear.
PAN_WIDTH = 0.9
RELEASE_GAP_S = 0.12    # silence before a drop's release tick
# Counts heard pearl by pearl (the parameter counted); Enter cuts one longer than this short.
LONG_COUNTS = {"so-treasure-count": "count"}
MAX_SEATS = 4


def ear_pan(tower: int) -> float:
    """Where a tower is heard: left to right, never wholly in one ear."""
    return PAN_WIDTH * R.tower_pan(tower)


def _recipes() -> Any:
    from castle_games.audio import recipes

    return recipes


@lru_cache(maxsize=512)
def _length(name: str, params: tuple[tuple[str, float], ...]) -> float:
    """How long a sound is heard (its tail of reverb and fades overlaps the next cue)."""
    from castle_games.audio import counting

    recipes = _recipes()
    rec = recipes.recipe(name)
    values = recipes.resolve_params(name, dict(params))
    end = 0.0
    for layer in rec.layers:
        at = float(layer.get("at", 0.0))
        gen = layer["generator"]
        if gen == "pips":
            end = max(end, at + counting.pips_length(layer, values))
        elif gen == "pearl_drop":  # until the last bounce has died away
            from castle_games.games.seven_locks.synthesis import drop_end

            end = max(end, at + drop_end({"duration": rec.duration, **layer}, values))
        elif gen == "footsteps":
            steps = int(values.get("steps", 1))
            end = max(end, at + float(layer.get("first_at", 0.03))
                      + steps * float(layer.get("period", 0.3)) + 0.1)
        else:
            end = max(end, at + min(float(layer.get("duration", rec.duration)), 0.75 * rec.duration))
    return round(min(end, rec.duration), 3)


def cue(sound: str, params: Mapping[str, float] | None = None, *, pan: float = 0.0,
        speech: str | None = None, quiet: bool = False, extra: float = 0.0) -> Cue:
    items = tuple(sorted((k, float(v)) for k, v in (params or {}).items()))
    return Cue(sound, items, pan, _length(sound, items) + extra, speech, quiet)



# -- the pieces of the vocabulary ------------------------------------------------------------
def chamber_of_depth(depth_mm: int) -> int:
    """The chamber a fall depth belongs to (for choosing a sound only; never shown)."""
    for k in range(1, R.N_CHAMBERS + 1):
        if R.fall_depth_mm(k) == depth_mm:
            return k
    return 4  # an odd depth (a hand-made event): a middle chamber rather than no sound


def tower(t: int, speech: str | None = None) -> Cue:
    t = min(R.N_TOWERS, max(1, int(t)))
    return cue("tower-earcon", {"tower": t}, pan=ear_pan(t), speech=speech)


def seat(s: int, speech: str | None = None) -> Cue:
    return cue(f"so-seat-{int(s) % MAX_SEATS + 1}", speech=speech)


def key(k: int, speech: str | None = None) -> Cue:
    return cue("so-key", {"key": min(R.N_CHAMBERS, max(1, int(k)))}, speech=speech, quiet=True)


def number(n: int, speech: str | None = None) -> Cue:
    return cue("so-number", {"n": min(80, max(0, int(n)))}, speech=speech, quiet=True)


def drop(t: int, chamber: int, pearls: int, depths: str = NORMAL, variant: int = 0) -> Cue:
    return cue(DROP_SOUND.get(depths, "pearl-drop"),
               {"chamber": chamber, "pearls": min(80, max(0, pearls)), "variant": variant % 16},
               pan=ear_pan(t), quiet=True)


def before_drop(c: Cue) -> Cue:
    """A cue followed by a drop lasts until its very end, and a little silence after, so
    the release tick that starts the fall is heard from a clear start (on main it sat
    1.5-3 dB under the tower earcon's tail)."""
    if c.sound is None:
        return c
    whole = _recipes().recipe(c.sound).duration
    return dataclasses.replace(c, length=max(c.length, whole) + RELEASE_GAP_S)


@dataclass
class Context:
    """What the builders need besides the event: names for speech, the depth difficulty."""

    names: Sequence[str] = ("Red", "Blue", "Green", "Yellow")
    depths: str = NORMAL

    def name(self, s: int | None) -> str:
        if s is None or not 0 <= s < len(self.names):
            return _("nobody")
        return self.names[s]


# Every sentence below is made, in the language in use, when its event is heard.


# -- builders, one per event --------------------------------------------------------------
def _placed(ev: M.KeymasterPlaced, c: Context) -> list[Cue]:
    return [tower(ev.tower, _("{player} puts the keymaster at {tower}.").format(
                player=c.name(ev.seat), tower=tower_named(ev.tower))),
            cue("keymaster-step", {"steps": 1}, pan=ear_pan(ev.tower))]


def _dropped(ev: M.PearlDropped, c: Context) -> list[Cue]:
    chamber = chamber_of_depth(ev.fall_depth_mm)
    # the variant changes only the bounces: a second pearl need not sound like the first
    return [before_drop(tower(ev.tower)), drop(ev.tower, chamber, ev.pearls_below, c.depths,
                                               ev.pearls_below)]


def _rolled(ev: M.DieRolled, c: Context) -> list[Cue]:
    steps = ngettext("{count} step", "{count} steps", ev.steps).format(count=ev.steps)
    # TRANSLATORS: {pearls} is "2 pearls", {steps} "2 steps": the two halves of the die.
    text = _("{player} rolls {pearls} and {steps}.").format(
        player=c.name(ev.seat), pearls=pearls(ev.pearls), steps=steps)
    return [words(text), cue("die-pips", {"pearls": ev.pearls, "steps": ev.steps}, quiet=True)]


def _bin_dry(ev: M.BinRanDry, c: Context) -> list[Cue]:
    return [cue("so-bin-dry", speech=_("The pearl bin is empty!"))]


def _moved(ev: M.KeymasterMoved, c: Context) -> list[Cue]:
    steps = min(7, max(1, ev.steps))
    return [cue("keymaster-step", {"steps": steps}, pan=ear_pan(ev.to_tower),
                speech=_("The keymaster walks to {tower}.").format(tower=tower_named(ev.to_tower))),
            tower(ev.to_tower)]


def _key_chosen(ev: M.KeyChosen, c: Context) -> list[Cue]:
    return [words(_("{player} takes key {key}.").format(player=c.name(ev.seat), key=ev.key)),
            key(ev.key)]


def _arms_placed(ev: M.CoatOfArmsPlaced, c: Context) -> list[Cue]:
    return [seat(ev.seat, _("{player} joins with a coat of arms.").format(player=c.name(ev.seat))),
            cue("so-arms-placed")]


def _arms_declined(ev: M.CoatOfArmsDeclined, c: Context) -> list[Cue]:
    return [seat(ev.seat, _("{player} does not join.").format(player=c.name(ev.seat))),
            cue("so-no")]


def _arms_withdrawn(ev: M.CoatOfArmsWithdrawn, c: Context) -> list[Cue]:
    return [seat(ev.seat, _("{player} takes the coat of arms back.").format(
                player=c.name(ev.seat))),
            cue("so-arms-withdrawn")]


def _arms_kept(ev: M.CoatOfArmsKept, c: Context) -> list[Cue]:
    return [seat(ev.seat, _("{player} stays in.").format(player=c.name(ev.seat))), cue("so-yes")]


def key_result_cues(k: int, t: int, result: str, chamber: int, depths: str = NORMAL) -> list[Cue]:
    pan = ear_pan(t)
    off = abs(k - chamber)
    insert = cue(KEY_SOUND.get(depths, "key-insert"), {"key": k, "chamber": chamber},
                 pan=pan, quiet=True)
    if result == R.FITS:
        return [insert, cue("key-turn", pan=pan),
                cue("so-success", speech=_("Key {key} fits!").format(key=k))]
    if result == R.TOO_LONG:
        name = "so-too-long"
        said = ngettext("Key {key} is too long: it sticks out, by {count} chamber.",
                        "Key {key} is too long: it sticks out, by {count} chambers.", off)
    else:
        name = "so-too-short"
        said = ngettext("Key {key} is too short: it sinks in, by {count} chamber.",
                        "Key {key} is too short: it sinks in, by {count} chambers.", off)
    return [insert, cue("key-fail", pan=pan),
            cue(name, {"off": min(7, max(1, off))}, quiet=True,
                speech=said.format(key=k, count=off))]


def _key_tried(ev: M.KeyTried, c: Context) -> list[Cue]:
    chamber = chamber_of_depth(R.fall_depth_mm(ev.key) - ev.offset_mm) if 1 <= ev.key <= 8 else 4
    return key_result_cues(ev.key, ev.tower, ev.result, chamber, c.depths)


def _arms_used(ev: M.CoatsOfArmsUsedUp, c: Context) -> list[Cue]:
    return [cue("so-arms-used")]


def _opened(ev: M.TowerOpened, c: Context) -> list[Cue]:
    pan = ear_pan(ev.tower)
    return [cue("so-tower-open", pan=pan,
                speech=ngettext("{tower} opens: chamber {chamber}, {count} pearl.",
                                "{tower} opens: chamber {chamber}, {count} pearls.",
                                ev.pearls).format(tower=tower_named(ev.tower, True),
                                                  chamber=ev.chamber, count=ev.pearls)),
            cue("so-treasure-count", {"count": min(80, ev.pearls)}, pan=pan, quiet=True)]


def _shares(shares: Iterable[tuple[int, int]], c: Context) -> list[Cue]:
    out: list[Cue] = []
    for s, n in shares:
        # TRANSLATORS: {count} pearls of a treasure go to the player (said by ear).
        out += [seat(s, ngettext("{player} gets {count}.", "{player} gets {count}.",
                                 n).format(player=c.name(s), count=n)), number(n)]
    return out


def _shared(ev: M.TreasureShared, c: Context) -> list[Cue]:
    return _shares(ev.shares, c) or [cue("so-no")]


def _stowed(ev: M.TowerStowed, c: Context) -> list[Cue]:
    return [cue("so-tower-stowed", pan=ear_pan(ev.tower))]


def _asked(ev: M.EnchantedKeyAsked, c: Context) -> list[Cue]:
    keys = ", ".join(str(k) for k in ev.keys)
    return [cue("so-enchanted-asked",
                speech=_("One key fits nowhere: the enchanted key. Keys {keys} are left.").format(
                    keys=keys))] + \
        [key(k) for k in ev.keys]


def _guessed(ev: M.EnchantedKeyGuessed, c: Context) -> list[Cue]:
    return [seat(ev.seat, _("{player} bets on key {key}.").format(player=c.name(ev.seat),
                                                                 key=ev.key)),
            cue("so-guess-placed"), key(ev.key)]


def _guess_declined(ev: M.GuessDeclined, c: Context) -> list[Cue]:
    return [seat(ev.seat, _("{player} does not guess.").format(player=c.name(ev.seat))),
            cue("so-no")]


def _revealed(ev: M.EnchantedKeyRevealed, c: Context) -> list[Cue]:
    pan = ear_pan(ev.last_tower)
    return [cue("so-enchanted-revealed",
                speech=_("The enchanted key is key {key}.").format(key=ev.key)),
            key(ev.key),
            cue("so-tower-open", pan=pan, speech=ngettext(
                "The last tower, {tower}, holds {count} pearl.",
                "The last tower, {tower}, holds {count} pearls.", ev.pearls).format(
                    tower=tower_named(ev.last_tower), count=ev.pearls)),
            cue("so-treasure-count", {"count": min(80, ev.pearls)}, pan=pan, quiet=True)] + \
        (_shares(ev.shares, c) or [cue("so-no", speech=_("Nobody found it."))])


def _turn(ev: M.TurnPassed, c: Context) -> list[Cue]:
    return [seat(ev.seat, _("{player}'s turn.").format(player=c.name(ev.seat)))]


def _ended(ev: M.GameEnded, c: Context) -> list[Cue]:
    if ev.winners:
        names = [c.name(s) for s in ev.winners]
        said = (_("{player} wins!").format(player=names[0]) if len(names) == 1 else
                _("{players} win!").format(players=joined(names)))
        out = [cue("so-game-won", speech=said)]
        out += [seat(s) for s in ev.winners]
    else:
        out = [cue("so-game-lost",
                   speech=_("Nobody wins: {reason}.").format(reason=_(ev.reason)))]
    for s, score in enumerate(ev.scores):
        out += [seat(s, _("{player}: {pearls}.").format(player=c.name(s), pearls=pearls(score))),
                number(score)]
    return out


Builder = Callable[[Any, Context], list[Cue]]

# The table: every event, the recipes it is heard as, and how.
EVENT_SOUNDS: dict[type[Event], tuple[tuple[str, ...], Builder]] = {
    M.KeymasterPlaced: (("tower-earcon", "keymaster-step"), _placed),
    M.PearlDropped: (("tower-earcon", "pearl-drop", "so-pearl-drop-wide",
                      "so-pearl-drop-true"), _dropped),
    M.DieRolled: (("die-pips",), _rolled),
    M.BinRanDry: (("so-bin-dry",), _bin_dry),
    M.KeymasterMoved: (("keymaster-step", "tower-earcon"), _moved),
    M.KeyChosen: (("so-key",), _key_chosen),
    M.CoatOfArmsPlaced: (("so-seat-1", "so-arms-placed"), _arms_placed),
    M.CoatOfArmsDeclined: (("so-seat-1", "so-no"), _arms_declined),
    M.CoatOfArmsWithdrawn: (("so-seat-1", "so-arms-withdrawn"), _arms_withdrawn),
    M.CoatOfArmsKept: (("so-seat-1", "so-yes"), _arms_kept),
    M.KeyTried: (("key-insert", "so-key-insert-wide", "key-turn", "key-fail", "so-success",
                  "so-too-long", "so-too-short"), _key_tried),
    M.CoatsOfArmsUsedUp: (("so-arms-used",), _arms_used),
    M.TowerOpened: (("so-tower-open", "so-treasure-count"), _opened),
    M.TreasureShared: (("so-seat-1", "so-number", "so-no"), _shared),
    M.TowerStowed: (("so-tower-stowed",), _stowed),
    M.EnchantedKeyAsked: (("so-enchanted-asked", "so-key"), _asked),
    M.EnchantedKeyGuessed: (("so-seat-1", "so-guess-placed", "so-key"), _guessed),
    M.GuessDeclined: (("so-seat-1", "so-no"), _guess_declined),
    M.EnchantedKeyRevealed: (("so-enchanted-revealed", "so-key", "so-tower-open",
                              "so-treasure-count", "so-seat-1", "so-number", "so-no"),
                             _revealed),
    M.TurnPassed: (("so-seat-1",), _turn),
    M.GameEnded: (("so-game-won", "so-game-lost", "so-seat-1", "so-number"), _ended),
}


def event_cues(ev: Event, ctx: Context) -> list[Cue]:
    """The cues of one event; an event missing from the table still makes a sound."""
    entry = EVENT_SOUNDS.get(type(ev))
    if entry is None:
        log.warning("no sound for %s", type(ev).__name__)
        return [cue("ui-click")]
    return entry[1](ev, ctx)


# -- what a person is asked ---------------------------------------------------------------
# The sound and the words of each question (marked here, said with `_` when asked). The
# keys named are the keyboard's, which stay the same in every language.
QUESTIONS: dict[str, tuple[str, str]] = {
    R.PLACE: ("so-ask-place", N_("Where does the keymaster start? Press 1 to 7: the towers "
                                 "from left to right.")),
    R.ROLL: ("so-ask-roll", N_("Roll the die: press Enter.")),
    R.THROW: ("so-ask-throw", N_("Throw a pearl: press 1 to 7, the towers from left to right.")),
    R.MOVE: ("so-ask-move", N_("Move the keymaster: press a tower he can reach.")),
    R.CHOOSE_KEY: ("so-ask-key", N_("Choose a key: A to H, or arrows and Enter.")),
    # TRANSLATORS: Y and N are the keys pressed (they stay Y and N in every language).
    R.ARMS: ("so-ask-arms", N_("Join with a coat of arms? Y or N.")),
    R.WITHDRAW: ("so-ask-withdraw", N_("Take your coat of arms back? Y or N.")),
    R.GUESS: ("so-ask-guess", N_("Which key is enchanted? A to H, or N for no guess.")),
}


def question_cues(phase: str, asked: int, ctx: Context, *, with_seat: bool,
                  detail: str = "", facts: Sequence[Cue] = ()) -> list[Cue]:
    """The doorbell and the asked seat's horn (`with_seat`), the question's own sound with
    its words, then `facts`: the sounds of what the choice depends on (the towers the
    keymaster can reach, the key tried and the pearls at stake), heard with speech off."""
    sound, text = QUESTIONS[phase]
    out: list[Cue] = []
    if with_seat:
        out += [seat(asked, f"{ctx.name(asked)}."), cue("so-your-turn")]  # a name: no words
    said = _(text) + (" " + detail if detail else "")  # the question, then what it concerns
    out.append(cue(sound, speech=said))
    out += facts
    return out


def choice_cue(action: Any) -> Cue:
    """What a choice sounds like when the arrow keys land on it."""
    if isinstance(action, M.PlaceKeymaster | M.ThrowPearl | M.MoveKeymaster):
        return tower(action.tower, tower_named(action.tower, True) + ".")
    if isinstance(action, M.ChooseKey | M.GuessEnchantedKey):
        return key(action.key, _("Key {key}.").format(key=action.key))
    if isinstance(action, M.PlaceCoatOfArms | M.WithdrawCoatOfArms):
        return cue("so-yes", speech=_("Yes."))
    if isinstance(action, M.RollDie):
        # TRANSLATORS: said by ear when the arrow keys land on rolling the die.
        return cue("so-ask-roll", speech=_("Roll."))
    return cue("so-no", speech=_("No."))


def prewarm_sets(depths: str) -> tuple[list[str], list[dict[str, float]]]:
    """The sounds (and parameter sets) worth rendering before they are first needed: the
    towers, the die, and the first two pearls into each chamber (the setup's)."""
    names = ["tower-earcon", "die-pips", DROP_SOUND.get(depths, "pearl-drop")]
    sets: list[dict[str, float]] = [{"tower": t} for t in range(1, R.N_TOWERS + 1)]
    sets += [{"pearls": p, "steps": s} for p, s in R.DIE_FACES[:3]]
    sets += [{"chamber": k, "pearls": p, "variant": p} for p in (0, 1)
             for k in range(1, R.N_CHAMBERS + 1)]
    return names, sets


def help_tour() -> list[Cue]:
    """Without speech, help is heard: the help chime, then the seven towers left to right."""
    return [cue("so-help")] + [tower(t) for t in range(1, R.N_TOWERS + 1)]
