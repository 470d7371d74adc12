"""Seven Locks by ear: every fact the sighted table shows, heard on a key; what each
question carries; why a key was refused.

`FACTS` is the table of query keys: each names the observation fields it tells (the
sighted view draws them: the pearl badge on each tower, the keys on the ring, the coats
of arms under each player, the pearls in each box, the bin, the die's legend, the shields
on the enchanted-key guesses, who is already in an opening) and builds the cues that say
them: a tower's earcon then its count, a seat's horn then its count, a key's glockenspiel.
A test lists what the sighted view draws and fails if one field has no key here.

`prompt_facts` are the sounds played after a question, so that with speech off the
listener hears what the choice depends on (the towers the keymaster can reach, the key
tried and the pearls at stake). `refusal_cues` tell why a key did nothing: the tower is
opened, that pearl was thrown there already, the keymaster cannot reach it, the key is
used, each with its earcon (and its sentence when speech is on).

Only the observation is read: what any player at the table could see.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from castle_games.core.telling import N_, _, joined, ngettext
from castle_games.games.seven_locks import earcons as E
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.observe import SevenLocksObservation, chosen_key
from castle_games.games.seven_locks.story import tower_named

Obs = SevenLocksObservation  # what the seat sees (observe.py)
Builder = Callable[[Obs, E.Context], list[E.Cue]]


@dataclass(frozen=True)
class Fact:
    key: int                 # the pygame key that asks for it (never A-H: keys 1-8)
    fields: tuple[str, ...]  # the observation fields it tells
    what: str                # N_-marked: the key and what it tells, as help says it
    build: Builder


def _none(text: str) -> list[E.Cue]:
    return [E.cue("so-no", speech=text)]


def keymaster(o: Obs, c: E.Context) -> list[E.Cue]:
    km = o["keymaster"]
    if not km:
        return _none(_("The keymaster has not been placed yet."))
    return [E.tower(km, _("The keymaster stands at {tower}.").format(tower=tower_named(km)))]


def boxes(o: Obs, c: E.Context) -> list[E.Cue]:
    cues: list[E.Cue] = []
    for s, n in enumerate(o["boxes"]):
        # TRANSLATORS: by ear: how many pearls a player has in the box.
        cues += [E.seat(s, ngettext("{player} has {count}.", "{player} has {count}.",
                                    n).format(player=c.name(s), count=n)), E.number(n)]
    return cues


def tower_pearls(o: Obs, c: E.Context) -> list[E.Cue]:
    """The badge on each standing tower: its earcon, then the pearls thrown into it."""
    cues: list[E.Cue] = []
    for t in range(1, R.N_TOWERS + 1):
        if not o["standing"][t - 1]:
            continue
        n = o["tower_pearls"][t - 1]
        # TRANSLATORS: by ear: the pearls thrown into a tower so far ("The star tower: 4 pearls.").
        cues += [E.tower(t, ngettext("{tower}: {count} pearl.", "{tower}: {count} pearls.",
                                     n).format(tower=tower_named(t, True), count=n)),
                 E.number(n)]
    return cues


def opened(o: Obs, c: E.Context) -> list[E.Cue]:
    """The opened towers, each with the key that opened it (its chamber)."""
    cues: list[E.Cue] = []
    for t, chamber in o["opened"]:
        cues += [E.tower(t, _("{tower} is open: key {key}.").format(
            tower=tower_named(t, True), key=chamber)), E.key(chamber)]
    return cues or _none(_("No tower is open yet."))


def keys_left(o: Obs, c: E.Context) -> list[E.Cue]:
    left = list(o["keys_left"])
    said = _("Keys left: {keys}.").format(keys=", ".join(str(k) for k in left))
    return [E.words(said)] + [E.key(k) for k in left] if left else _none(said)


def arms(o: Obs, c: E.Context) -> list[E.Cue]:
    """Every player's coats of arms still in hand (the shields under each name)."""
    cues: list[E.Cue] = []
    for s, n in enumerate(o["arms"]):
        # TRANSLATORS: by ear: how many coats of arms a player still has.
        cues += [E.seat(s, ngettext("{player}: {count} coat of arms.",
                                    "{player}: {count} coats of arms.", n).format(
                                        player=c.name(s), count=n))]
        cues += [E.cue("so-arms-placed") for _ in range(n)] or [E.cue("so-arms-used")]
    return cues


def joiners(o: Obs, c: E.Context) -> list[E.Cue]:
    """Who has already joined the opening being tried (their horns)."""
    who = list(o["joiners"])
    if not who:
        return _none(_("Nobody has joined."))
    return [E.cue("so-arms-placed", speech=_("Already in: {players}.").format(
        players=joined([c.name(s) for s in who])))] + [E.seat(s) for s in who]


def guesses(o: Obs, c: E.Context) -> list[E.Cue]:
    """The coats of arms laid on the enchanted-key guesses: whose, on which key."""
    cues: list[E.Cue] = []
    for s, k in o["guesses"]:
        cues += [E.seat(s, _("{player} bets on key {key}.").format(player=c.name(s), key=k)),
                 E.cue("so-guess-placed"), E.key(k)]
    return cues or _none(_("Nobody has guessed the enchanted key."))


def pearl_bin(o: Obs, c: E.Context) -> list[E.Cue]:
    n = o["bin"]
    return [E.cue("pearls-pour", {"count": 5}, speech=ngettext(
        "{count} pearl in the bin.", "{count} pearls in the bin.", n).format(count=n)),
        E.number(n)]


def die(o: Obs, c: E.Context) -> list[E.Cue]:
    """The die's legend: the pearls still to throw and the keymaster's steps."""
    if not o["die"]:
        return _none(_("The die has not been rolled yet."))
    pearls, steps = o["die"]
    left = o["to_throw"] if o["phase"] == R.THROW else 0
    said = ngettext("{count} pearl still to throw, {steps} steps.",
                    "{count} pearls still to throw, {steps} steps.", left).format(
        count=left, steps=steps)
    return [E.words(said), E.cue("die-pips", {"pearls": left, "steps": steps}, quiet=True)]


# TRANSLATORS: by ear, in help: each query key (a letter of the keyboard, the same in
# every language) and what it tells.
FACTS: tuple[Fact, ...] = (
    Fact(pygame.K_k, ("keymaster",), N_("K: where the keymaster stands"), keymaster),
    Fact(pygame.K_s, ("boxes",), N_("S: everyone's pearls"), boxes),
    Fact(pygame.K_t, ("tower_pearls", "standing"), N_("T: the pearls in each tower"),
         tower_pearls),
    Fact(pygame.K_o, ("opened",), N_("O: the opened towers"), opened),
    Fact(pygame.K_l, ("keys_left",), N_("L: the keys left"), keys_left),
    Fact(pygame.K_w, ("arms",), N_("W: everyone's coats of arms"), arms),
    Fact(pygame.K_j, ("joiners",), N_("J: who has joined"), joiners),
    Fact(pygame.K_x, ("guesses",), N_("X: the enchanted-key guesses"), guesses),
    Fact(pygame.K_p, ("bin",), N_("P: the pearl bin"), pearl_bin),
    Fact(pygame.K_u, ("die", "to_throw"), N_("U: the die"), die),
)
FACT_KEYS = {f.key: f for f in FACTS}


def facts_help() -> str:
    """The query keys, as help says them."""
    return ". ".join(_(f.what) for f in FACTS) + "."


# -- what a question carries --------------------------------------------------------------
def prompt_facts(o: Obs, legal: Sequence[Any]) -> list[E.Cue]:
    """The sounds after a question: what the choice depends on, heard without words."""
    phase = o["phase"]
    towers = [a.tower for a in legal if isinstance(a, M.MoveKeymaster | M.ThrowPearl)]
    if phase == R.MOVE:
        return [E.tower(t) for t in towers]
    if phase == R.THROW and len(towers) < R.N_TOWERS:
        return [E.tower(t) for t in towers]  # only where a pearl may go
    km, seat = o["keymaster"], o["to_move"]
    if phase == R.CHOOSE_KEY and km:
        return [E.tower(km)]
    if phase == R.ARMS and km and seat is not None:
        # the dialog's facts: key k on tower t, n pearls inside; the asker's shields; who is in
        out = [E.tower(km), E.key(chosen_key(o)), E.number(o["tower_pearls"][km - 1])]
        out += [E.cue("so-arms-placed") for _ in range(o["arms"][seat])]
        return out + [E.seat(s) for s in o["joiners"]]
    if phase == R.WITHDRAW:
        return [E.seat(s) for s in o["joiners"] if s != seat]
    if phase == R.GUESS:
        return [E.key(k) for k in o["keys_left"]]
    return []


# -- why a key did nothing ------------------------------------------------------------------
def refusal_cues(action: Any, o: Obs, legal: Sequence[Any], told: str) -> list[E.Cue]:
    """"Nope", then the reason as sounds: the tower and its stowing slide (opened), the
    tower and the "already" knock (a pearl thrown there this turn), the towers he can reach
    (too far), the key and the stowing slide (a used key stays in its opened tower)."""
    nope = E.cue("nope", speech=told[:1].upper() + told[1:] + "." if told else None)
    tower = getattr(action, "tower", None)
    if isinstance(action, M.PlaceKeymaster | M.ThrowPearl | M.MoveKeymaster) and \
            tower is not None and 1 <= tower <= R.N_TOWERS:
        if not o["standing"][tower - 1]:
            return [nope, E.tower(tower), E.cue("so-tower-stowed", pan=E.ear_pan(tower))]
        if isinstance(action, M.ThrowPearl) and tower in o["thrown"]:
            return [nope, E.tower(tower), E.cue("so-already", pan=E.ear_pan(tower))]
        if isinstance(action, M.MoveKeymaster):
            return [nope] + [E.tower(a.tower) for a in legal]
    key = getattr(action, "key", None)
    if isinstance(action, M.ChooseKey | M.GuessEnchantedKey) and key is not None and \
            1 <= key <= R.N_CHAMBERS and key not in o["keys_left"]:
        return [nope, E.key(key), E.cue("so-tower-stowed")]
    return [nope]
