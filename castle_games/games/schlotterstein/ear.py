"""Schloss Schlotterstein by ear: the whole game with the screen dark (the by-ear mode).

The twenty residents stand on a ladder of notes in the box's order (Ritter Rudi lowest):
a ghost card turned over is said name by name in that order, always the same, each with
its note, so that a card is also a tune with gaps where a resident is missing. It is said
once as it turns over, and while it is up (as long as the sighted table shows it: the
leading ghost's look, within the shortest and longest look of the setup) K says it again;
once it is hidden nothing says it any more, and what happened (Page Up) never held it:
remembering it is the game. The look's clock is the table's (ear_look.LookingTable).

What the sighted table shows is a key away (`FACTS`: P the ghost path, M the residents in
the middle, S who scared whom and who rang the bell, R the round and the pile, K the card
while it is up); W says what matters now. Scaring: the arrows walk the residents in the
middle, each heard by name and note; Enter scares the one heard and nobody else; B rings
the bell. Each player's ghost has its own voice, heard where the player sits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from castle_games.core.contract import Action, Event
from castle_games.core.telling import N_, _, joined, ngettext
from castle_games.games.schlotterstein import moves as M
from castle_games.games.schlotterstein.ear_look import LookingTable
from castle_games.games.schlotterstein.observe import SchlottersteinObservation
from castle_games.games.schlotterstein.residents import NAMES, called
from castle_games.games.schlotterstein.rules import SCARE, SHOW, TURN
from castle_games.games.schlotterstein.story import describe
from castle_games.ui.ear.cues import Cue, cue, words
from castle_games.ui.ear.declared import EarGame, Fact, Listener, horn, number

Obs = SchlottersteinObservation
NOTE = "resident-note"  # a resident's own note: its place in the box's order
# Each seat's ghost has its colour's voice, as at the sighted table.
GHOST_SOUNDS = {"red": "ghost-red", "blue": "ghost-blue", "green": "ghost-green",
                "yellow": "ghost-yellow", "purple": "ghost-purple"}


# -- sounds and words -----------------------------------------------------------------------
def in_box_order(names: Sequence[str]) -> list[str]:
    """Residents in the box's order: the one order every list by ear keeps."""
    return sorted(names, key=NAMES.index)


def note(resident: str, speech: str | None = None, pan: float = 0.0) -> Cue:
    """A resident's note; with its name it waits for the name before (a card heard as a
    tune keeps each note with its name)."""
    return cue(NOTE, {"place": NAMES.index(resident) + 1}, pan=pan, speech=speech,
               quiet=speech is not None)


def ghost(c: Listener, seat: int, speech: str | None = None) -> Cue:
    """A player's ghost: its colour's voice, where the player sits."""
    colour = c.seats[seat].colour if 0 <= seat < len(c.seats) else ""
    return cue(GHOST_SOUNDS.get(colour, "ghost-blue"), pan=c.pan(seat), speech=speech)


def _names(residents: Sequence[str]) -> str:
    return joined([called(r) for r in in_box_order(residents)])


def _steps(n: int) -> str:
    return ngettext("{count} step", "{count} steps", n).format(count=n)


# -- what anyone sees at the table ----------------------------------------------------------
def card(o: Obs, c: Listener) -> list[Cue]:
    """The ghost card while it is up: its residents one by one in the box's order. Face
    down, only that it is face down (and how long it was shown)."""
    shown = o["card"]
    if shown is None:
        if o["phase"] == SCARE and o["reveal_seconds"] is not None:
            seconds = max(1, round(o["reveal_seconds"]))
            # TRANSLATORS: by ear: the card is hidden; nothing may say it again.
            return [cue("card-slide", speech=ngettext(
                "The card is face down: it was shown for {count} second. Who was on it is "
                "yours to remember.", "The card is face down: it was shown for {count} "
                "seconds. Who was on it is yours to remember.", seconds).format(count=seconds))]
        return [words(_("No ghost card is face up."))]
    residents = in_box_order(shown["residents"])
    # TRANSLATORS: by ear: before the residents of a face-up ghost card, in the box's order.
    cues = [cue("card-flip", speech=ngettext(
        "On the card, {count} resident:", "On the card, {count} residents:", len(residents))
        .format(count=len(residents)))]
    return cues + [note(r, called(r)) for r in residents]


def path(o: Obs, c: Listener) -> list[Cue]:
    """Each ghost's place on the path: its voice where its player sits, and the count."""
    # TRANSLATORS: by ear: how long the ghost path is now.
    cues = [words(ngettext("The ghost path has {count} card.", "The ghost path has {count} "
                           "cards.", o["path_length"]).format(count=o["path_length"]))]
    for s, at in enumerate(o["positions"]):
        if at == 0:
            # TRANSLATORS: by ear: a player's ghost has not left the start of the path.
            said = _("{player}'s ghost is at the start.").format(player=c.name(s))
        else:
            # TRANSLATORS: by ear: a player's ghost on the path ("on step 4").
            said = _("{player}'s ghost is on step {step}.").format(player=c.name(s), step=at)
        cues += [horn(c, s, said), number(at, pan=c.pan(s))]
    return cues


def middle(o: Obs, c: Listener) -> list[Cue]:
    left = o["middle"]
    gone = [r for r in NAMES if r not in left]
    if not gone:
        return [words(_("All 20 residents are in the middle."))]
    if len(left) > len(gone):
        # TRANSLATORS: by ear: most residents are in the middle; the few already scared.
        said = ngettext("{count} resident is in the middle: all but {names}.",
                        "{count} residents are in the middle: all but {names}.",
                        len(left)).format(count=len(left), names=_names(gone))
    else:
        said = ngettext("{count} resident is in the middle: {names}.",
                        "{count} residents are in the middle: {names}.",
                        len(left)).format(count=len(left), names=_names(left))
    return [words(said)]


def scared(o: Obs, c: Listener) -> list[Cue]:
    """Who scared whom this round, and who rang the bell."""
    cues: list[Cue] = []
    for s, got in enumerate(o["scared"]):
        if got:
            # TRANSLATORS: by ear: the residents a player scared this round.
            said = _("{player} scared {names}.").format(player=c.name(s), names=_names(got))
        else:
            said = _("{player} has scared nobody yet.").format(player=c.name(s))
        if s < len(o["passed"]) and o["passed"][s]:
            said += " " + _("{player} rang the bell.").format(player=c.name(s))
        cues.append(horn(c, s, said))
    return cues


def round_now(o: Obs, c: Listener) -> list[Cue]:
    # TRANSLATORS: by ear: the round, the cards left and the leading ghost.
    said = ngettext("Round {round} of {rounds}; {count} card left in the pile. {player} is "
                    "the leading ghost.", "Round {round} of {rounds}; {count} cards left in "
                    "the pile. {player} is the leading ghost.", o["pile_size"]).format(
        round=o["round"], rounds=o["rounds"], count=o["pile_size"], player=c.name(o["leader"]))
    return [horn(c, o["leader"], said)]


def look(o: Obs, c: Listener) -> list[Cue]:
    """The card while it is up, and how long everybody may look."""
    # TRANSLATORS: by ear: the shortest and the longest look at a ghost card.
    limits = _("Everybody looks at least {shortest} seconds; after {longest} seconds the "
               "card hides by itself.").format(shortest=f"{o['reveal_min']:g}",
                                               longest=f"{o['reveal_max']:g}")
    return card(o, c) + ([words(limits)] if o["card"] is not None else [])


FACTS = (
    Fact("k", ("card", "reveal_min", "reveal_max", "reveal_seconds"),
         N_("K: the ghost card, only while it is face up."), look),
    Fact("p", ("positions", "path_length"), N_("P: the ghost path, and where each ghost is."),
         path),
    Fact("m", ("middle",), N_("M: the residents still in the middle."), middle),
    Fact("s", ("scared", "passed"), N_("S: who scared whom this round, and who rang the bell."),
         scared),
    Fact("r", ("round", "rounds", "pile_size", "leader"),
         N_("R: the round, the cards left, and the leading ghost."), round_now),
)


def now(o: Obs, c: Listener) -> list[Cue]:
    """W: the card to look at, the scaring (what is left, what you scared), or the path."""
    if o["card"] is not None:  # (a computer leader's look may run on after its choice)
        return [words(_("The card is up: look closely! K says it again while it is up."))]
    if o["phase"] == SCARE:
        me = c.seat
        got = o["scared"][me] if 0 <= me < len(o["scared"]) else []
        mine = (_("You scared {names}.").format(names=_names(got)) if got
                else _("You have scared nobody yet."))
        return [words(mine), *middle(o, c)]
    return path(o, c)


# -- questions, choices, events --------------------------------------------------------------
def question(o: Obs, legal: Sequence[Action], c: Listener) -> list[Cue]:
    if o["phase"] == TURN:
        # TRANSLATORS: by ear: the leading ghost is asked to turn the next card over.
        ask = _("You are the leading ghost: Enter turns the next card over. Listen closely!")
        return [cue("card-slide", speech=ask), *round_now(o, c), *path(o, c)]
    if o["phase"] == SHOW:
        # TRANSLATORS: by ear: the leading ghost decides when to hide the card.
        ask = _("Enter hides the card when everybody has looked; after {longest} seconds it "
                "hides by itself. K says the card again while it is up.").format(
            longest=f"{o['reveal_max']:g}")
        return [cue("sand-glass", speech=ask)]
    rang = [c.name(s) for s, out in enumerate(o["passed"]) if out]
    # TRANSLATORS: by ear: a player is to scare a resident or ring the bell.
    ask = ngettext("Who was on the card? {count} resident is in the middle. Arrows: each "
                   "one; Enter scares the one heard; B rings the bell.",
                   "Who was on the card? {count} residents are in the middle. Arrows: each "
                   "one; Enter scares the one heard; B rings the bell.",
                   len(o["middle"])).format(count=len(o["middle"]))
    cues = [words(ask)]
    if rang:
        # TRANSLATORS: by ear: the players who rang the bell and are out until the next card.
        cues.append(cue("bell", speech=_("Out until the next card: {players}.").format(
            players=joined(rang)), extra=-1.5))
    return cues


def choice(action: Action, o: Obs, c: Listener) -> list[Cue]:
    if isinstance(action, M.Scare):
        return [note(action.resident, called(action.resident))]
    if isinstance(action, M.RingBell):
        # TRANSLATORS: by ear, a choice: ring the bell and be out until the next card.
        return [cue("bell", speech=_("Ring the bell: out until the next card."), extra=-1.5)]
    if isinstance(action, M.HideCard):
        seconds = max(1, round(action.reveal_seconds))
        # TRANSLATORS: by ear, a choice: hide the card now.
        return [cue("card-slide", speech=ngettext(
            "Hide the card now, after {count} second.", "Hide the card now, after {count} "
            "seconds.", seconds).format(count=seconds))]
    # TRANSLATORS: by ear, a choice: turn the next ghost card over.
    return [cue("card-flip", speech=ngettext(
        "Turn the next card over; {count} card is left.", "Turn the next card over; {count} "
        "cards are left.", o["pile_size"]).format(count=o["pile_size"]))]


def keys(key: str, o: Obs, legal: Sequence[Action]) -> Action | None:
    """B rings the bell, as at the sighted table (the rules say why when it cannot be)."""
    return M.RingBell() if key == "b" else None


def _check(ev: M.RoundScored, c: Listener) -> list[Cue]:
    """The card checked: for each player the residents right and wrong, and the steps."""
    cues = [cue("card-flip", speech=_("The card was turned over again."))]
    for s, moved in enumerate(ev.moves):
        right, wrong = ev.right[s], ev.wrong[s]
        parts = []
        if right:
            # TRANSLATORS: by ear, the check: the residents a player scared who were on it.
            parts.append(_("right: {names}").format(names=_names(right)))
        if wrong:
            parts.append(_("wrong: {names}").format(names=_names(wrong)))
        if moved > 0:
            went = ngettext("{count} step forward", "{count} steps forward", moved)
        elif moved < 0:
            went = ngettext("{count} step back", "{count} steps back", -moved)
        else:
            went = _("the ghost stays")
        parts.append(went.format(count=abs(moved)))
        # TRANSLATORS: by ear, the check: "Anna: right: ...; wrong: ...; 1 step forward."
        said = _("{player}: {parts}.").format(player=c.name(s), parts="; ".join(parts))
        cues.append(horn(c, s, said))
        if right:
            cues.append(cue("sting-right", pan=c.pan(s)))
        if wrong:
            cues.append(cue("sting-wrong", pan=c.pan(s)))
        if moved:
            cues.append(cue("ghost-glide", {"rise": 1 if moved > 0 else -1}, pan=c.pan(s)))
    return cues


def event(ev: Event, c: Listener) -> list[Cue]:
    said = describe(ev, c.seats)
    if isinstance(ev, M.CardTurnedOver):
        return [cue("card-flip", pan=c.pan(ev.leader), speech=said)]
    if isinstance(ev, M.CardHidden):
        return [cue("card-slide", pan=c.pan(ev.leader), speech=said)]
    if isinstance(ev, M.Scared):
        return [ghost(c, ev.seat, said), note(ev.resident, pan=c.pan(ev.seat))]
    if isinstance(ev, M.BellRung):
        return [cue("bell", pan=c.pan(ev.seat), speech=said, extra=-1.5)]
    if isinstance(ev, M.RoundScored):
        return _check(ev, c)
    if isinstance(ev, M.NewLeader):
        return [horn(c, ev.seat, said)]
    if isinstance(ev, M.GameOver):
        return [cue("fanfare", speech=said)] if said else []
    return [words(said)] if said else []


EAR = EarGame(
    title=N_("Schloss Schlotterstein by ear"),
    help=(N_("Schloss Schlotterstein by ear. Each round the leading ghost turns a ghost card "
             "over: twelve of the twenty castle residents are on it. Everybody listens while "
             "it is up; then it is hidden. In turn, from the leader's left, each player scares "
             "one resident still in the middle, or rings the bell and is out until the next "
             "card. Then the card is checked: a step forward for each resident who was on it, "
             "a step back for each who was not. After twelve cards the ghost furthest along "
             "the path wins."),
          N_("How it sounds: every resident has a note of its own, the twenty on a ladder in "
             "the same order every time, from Ritter Rudi, the lowest. A card is said once, "
             "resident by resident in that order, while the sand trickles; K says it again "
             "only while it is up, and nothing says it after: remember it. Each player's ghost "
             "has its own voice, heard where the player sits; the bell rings when someone is "
             "out. The arrows walk the residents in the middle, Enter scares the one you "
             "heard, B rings the bell.")),
    facts=FACTS,
    now=now,
    question=question,
    choice=choice,
    event=event,
    keys=keys,
    question_fields=("phase", "current", "players"),
    sounds=(NOTE, "card-flip", "card-slide", "sand-glass", "bell", "ghost-glide", "sting-right",
            "sting-wrong", "fanfare", "ghost-red", "ghost-blue", "ghost-green",
            "ghost-yellow", "ghost-purple"),
)


def make_scene(app: Any, table: Any) -> LookingTable:
    """The dark table of Schlotterstein by ear (the manifest's "sound_only" mode)."""
    return LookingTable(app, table, EAR, card)
