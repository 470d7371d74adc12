"""Clever Keys by ear: the whole game with the screen dark (the manifest's by-ear mode).

The round board is heard where it lies: a section on the right of the board is heard on
the right, section 1 at the top in the middle (a key's slide and thunk come from there).
What the sighted table shows is a key away (`FACTS`: K where each key stands, L the locked
sections, G everybody's gems, T the secret chamber and the open corner, R this turn's
reward, E at the end the blocked slots); W says what matters now.

A placement is chosen without walking ninety slots: A, B or C goes to that key's first
slot, a section's number to that section (pressed again, its next free slot), the arrows
walk on from there, and each choice says the section's keys and what all the way in would
pay; Enter takes the one heard. S stops and takes the reward. A key that cannot go where
it was sent is refused with the rules' own reason (the section is locked, the key moves on
clockwise). The earlier jams are not told again: as at the table, remembering them is the
game (Page Up walks back through what happened).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from castle_games.core.contract import Action, Event
from castle_games.core.telling import N_, _, joined, ngettext
from castle_games.games.clever_keys import moves as M
from castle_games.games.clever_keys.observe import CleverKeysObservation
from castle_games.games.clever_keys.rules import JAMMED, KEYS, SECTIONS, SLOTS
from castle_games.games.clever_keys.story import describe
from castle_games.ui.ear.cues import Cue, cue, words
from castle_games.ui.ear.declared import EarGame, Fact, Listener, horn, number
from castle_games.ui.ear.table import EarTable

Obs = CleverKeysObservation
BOARD_PAN = 0.7  # the board's right and left edges, never wholly in one ear


# -- where things are heard ----------------------------------------------------------------
def section_pan(section: int | None) -> float:
    """A section heard where it lies on the round board (1 at the top, clockwise): the
    sighted table's layout.section_angle, the horizontal part of it."""
    if section is None:
        return 0.0
    angle = -90.0 + (section - 1) * (360.0 / SECTIONS) + 180.0 / SECTIONS
    return round(BOARD_PAN * math.cos(math.radians(angle)), 3)


# -- words --------------------------------------------------------------------------------
def _gems(n: int) -> str:
    return ngettext("{count} gem", "{count} gems", n).format(count=n)


def _where(key: str, o: Obs) -> str:
    """Where one key stands, as the board shows it."""
    seen = o["keys"].get(key)
    if seen is None:
        # TRANSLATORS: by ear: a key not yet on the board.
        return _("Key {key}: beside the board.").format(key=key)
    if seen["jammed"]:
        # TRANSLATORS: by ear: a key stuck in a blocked slot; its section is locked.
        return _("Key {key}: jammed in section {section}, slot {slot}; section {section} is "
                 "locked.").format(key=key, section=seen["section"], slot=seen["slot"])
    return _("Key {key}: all the way in, section {section}, slot {slot}.").format(
        key=key, section=seen["section"], slot=seen["slot"])


def keys_in(section: int, o: Obs, moving: str | None = None) -> list[str]:
    """The keys standing in a section (the one being moved does not count)."""
    return [k for k, seen in o["keys"].items()
            if seen is not None and k != moving and seen["section"] == section]


# -- what anyone sees at the table ----------------------------------------------------------
def where_keys(o: Obs, c: Listener) -> list[Cue]:
    """Each key where it stands: a slide from its section, and its words."""
    cues: list[Cue] = []
    for key in KEYS:
        seen = o["keys"].get(key)
        if seen is None:
            cues.append(words(_where(key, o)))
        else:
            cues.append(cue("key-jam" if seen["jammed"] else "key-slide",
                            pan=section_pan(seen["section"]), speech=_where(key, o)))
    return cues


def locked(o: Obs, c: Listener) -> list[Cue]:
    if not o["locked"]:
        return [words(_("No section is locked."))]
    sections = joined([str(s) for s in o["locked"]])
    # TRANSLATORS: by ear: the sections a jammed key locks ("3 and 7").
    said = ngettext("Locked: section {sections}.", "Locked: sections {sections}.",
                    len(o["locked"])).format(sections=sections)
    return [cue("key-jam", {"impulse": 0.4}, pan=section_pan(o["locked"][0]), speech=said)]


def gems(o: Obs, c: Listener) -> list[Cue]:
    """Everybody's gems: each player's sound where they sit, then the count."""
    cues: list[Cue] = []
    for s, n in enumerate(o["piles"]):
        # TRANSLATORS: by ear: how many gems a player has.
        cues += [horn(c, s, _("{player}: {gems}.").format(player=c.name(s), gems=_gems(n))),
                 number(n, pan=c.pan(s))]
    return cues


def chamber(o: Obs, c: Listener) -> list[Cue]:
    # TRANSLATORS: by ear: the gems still in the secret chamber and those lost in the corner.
    said = ngettext("The secret chamber holds {count} gem; {corner} in the open corner.",
                    "The secret chamber holds {count} gems; {corner} in the open corner.",
                    o["chamber"]).format(count=o["chamber"], corner=_gems(o["corner"]))
    return [cue("hatch-creak", speech=said), number(o["chamber"])]


def reward(o: Obs, c: Listener) -> list[Cue]:
    """This turn so far: the reward, the key and how often it was pushed in."""
    if not o["placements"] or o["turn_key"] is None:
        return [words(_("No key has been pushed in this turn yet."))]
    # TRANSLATORS: by ear: this turn's reward and placements ("2 of 3").
    said = _("Reward so far: {gems}. Key {key} went in {count} of {most} times.").format(
        gems=_gems(o["reward"]), key=o["turn_key"], count=o["placements"],
        most=o["max_placements"])
    return [cue("gem-sparkle", speech=said), number(o["reward"])]


def blocked(o: Obs, c: Listener) -> list[Cue]:
    """At the end the board is lifted: each section's blocked slot."""
    slots = o.get("blocked")
    if not slots:
        return [words(_("The blocked slots stay hidden until the end of the game."))]
    # TRANSLATORS: by ear, at the end: "section 1: slot 3" for each section.
    parts = [_("section {section}: slot {slot}").format(section=s, slot=slot)
             for s, slot in enumerate(slots, start=1)]
    return [cue("hatch-creak", speech=_("The blocked slots: {slots}.").format(
        slots=", ".join(parts)))]


FACTS = (
    Fact("k", ("keys", "jammed"), N_("K: where each key stands, and which are jammed."),
         where_keys),
    Fact("l", ("locked",), N_("L: the locked sections."), locked),
    Fact("g", ("piles",), N_("G: everybody's gems."), gems),
    Fact("t", ("chamber", "corner"),
         N_("T: the gems in the secret chamber and in the open corner."), chamber),
    Fact("r", ("reward", "placements", "max_placements", "turn_key"),
         N_("R: this turn's reward, and how often its key went in."), reward),
    Fact("e", ("blocked",), N_("E: at the end, the blocked slot of each section."), blocked),
)


def now(o: Obs, c: Listener) -> list[Cue]:
    """W: going on or stopping, the turn's reward and where its key would go; at a turn's
    start your gems and the chamber."""
    if o["placements"] and o["turn_key"] is not None:
        return reward(o, c) + _onward(o) + chamber(o, c)[:1]
    me = c.seat
    mine = o["piles"][me] if 0 <= me < len(o["piles"]) else 0
    # TRANSLATORS: by ear, the W key at the start of a turn.
    return [words(_("You have {mine}; the chamber holds {left}.").format(
        mine=_gems(mine), left=_gems(o["chamber"])))] + where_keys(o, c)


# -- questions, choices, events --------------------------------------------------------------
def _onward(o: Obs) -> list[Cue]:
    """Where the turn's key goes on to (the next open section clockwise)."""
    key = o["turn_key"]
    seen = o["keys"].get(key) if key else None
    if key is None or seen is None:
        return []
    target = next_section(seen["section"], o, key)
    if target is None:
        return [words(_("Key {key} has nowhere to go on.").format(key=key))]
    # TRANSLATORS: by ear: the key of this turn would go on into this section.
    return [cue("key-slide", pan=section_pan(target), speech=_(
        "Going on, key {key} goes into section {section}.").format(key=key, section=target))]


def next_section(section: int, o: Obs, moving: str) -> int | None:
    """The next section clockwise that another key's jam does not lock (rules.targets)."""
    shut = {seen["section"] for k, seen in o["keys"].items()
            if seen is not None and k != moving and seen["jammed"]}
    for step in range(1, SECTIONS):
        target = (section - 1 + step) % SECTIONS + 1
        if target not in shut:
            return target
    return None


def question(o: Obs, legal: Sequence[Action], c: Listener) -> list[Cue]:
    if o["placements"] and o["turn_key"] is not None:
        # TRANSLATORS: by ear: after a key went all the way in: the push-your-luck choice.
        ask = _("Go on with key {key}, or S: stop and take {gems}. Arrows: the slots; Enter "
                "takes the one heard.").format(key=o["turn_key"], gems=_gems(o["reward"]))
        return [words(ask), *reward(o, c), *_onward(o), *chamber(o, c)]
    # TRANSLATORS: by ear: the first placement of a turn, and the keys to choose it with.
    ask = _("Push a key in: A, B or C chooses the key, a section's number its slots; the "
            "arrows walk on, and Enter takes the one heard.")
    return [words(ask), *where_keys(o, c), *locked(o, c), *chamber(o, c)]


def choice(action: Action, o: Obs, c: Listener) -> list[Cue]:
    if isinstance(action, M.StopAndTake):
        # TRANSLATORS: by ear, a choice: stop and take the reward.
        return [cue("gem-sparkle", speech=_("Stop and take {gems}.").format(
            gems=_gems(min(o["reward"], o["chamber"]))))]
    assert isinstance(action, M.InsertKey)
    key, section, slot = action.key, action.section, action.slot
    beside = keys_in(section, o, moving=key)
    pays = len(beside) + 1  # every key in the section after this one goes in
    # TRANSLATORS: by ear, a choice: a key into one slot of a section.
    said = [_("Key {key} into section {section}, slot {slot}.").format(
        key=key, section=section, slot=slot)]
    if beside:
        # TRANSLATORS: by ear: the keys already standing in the section of this choice.
        said.append(ngettext("Beside it: key {keys}.", "Beside it: keys {keys}.",
                             len(beside)).format(keys=joined(beside)))
    if o["placements"]:
        # TRANSLATORS: by ear: what going on adds if the key goes all the way in.
        said.append(ngettext("All the way in: {count} more, {total} in all.",
                             "All the way in: {count} more, {total} in all.", pays).format(
            count=pays, total=o["reward"] + pays))
    else:
        # TRANSLATORS: by ear: what a turn's first key earns if it goes all the way in.
        said.append(ngettext("All the way in: {count} gem.", "All the way in: {count} gems.",
                             pays).format(count=pays))
    return [cue("key-slide", pan=section_pan(section), speech=" ".join(said)),
            number(pays, pan=section_pan(section))]


def _key_now(o: Obs, legal: Sequence[Action], cursor: int | None) -> str | None:
    """The key a section's number goes with: the one heard last, else the turn's key, else
    the first key that may move."""
    if cursor is not None and 0 <= cursor < len(legal) and isinstance(legal[cursor], M.InsertKey):
        return legal[cursor].key  # type: ignore[attr-defined]
    if o["turn_key"]:
        return str(o["turn_key"])
    return next((a.key for a in legal if isinstance(a, M.InsertKey)), None)


def seek(key: str, o: Obs, legal: Sequence[Action], cursor: int | None) -> int | None:
    """A, B or C: that key's first slot; a section's number: the key's first free slot
    there, and pressed again the next."""
    inserts = [(i, a) for i, a in enumerate(legal) if isinstance(a, M.InsertKey)]
    if key.upper() in KEYS and len(key) == 1:
        return next((i for i, a in inserts if a.key == key.upper()), None)
    if key.isdigit() and 1 <= int(key) <= SECTIONS:
        moving = _key_now(o, legal, cursor)
        there = [i for i, a in inserts if a.key == moving and a.section == int(key)]
        if not there:
            return None
        if cursor in there:
            return there[(there.index(cursor) + 1) % len(there)]
        return there[0]
    return None


def keys(key: str, o: Obs, legal: Sequence[Action]) -> Action | None:
    """S stops and takes. A key or section that finds no choice (seek) is sent there all the
    same, only for the rules to say why not: it never takes an unheard move, as every
    legal one is found by seek."""
    if key == "s":
        return M.StopAndTake()
    sent: Action | None = None
    if key.upper() in KEYS and len(key) == 1:
        sent = M.InsertKey(key.upper(), 1, _free_slot(1, o))
    elif key.isdigit() and 1 <= int(key) <= SECTIONS:
        moving = o["turn_key"] or KEYS[0]
        sent = M.InsertKey(str(moving), int(key), _free_slot(int(key), o))
    return sent if sent not in legal else None  # only ever a move the rules refuse


def _free_slot(section: int, o: Obs) -> int:
    """A slot of a section no key stands in (the rules then speak of the section itself)."""
    held = {seen["slot"] for seen in o["keys"].values()
            if seen is not None and seen["section"] == section}
    return next((s for s in range(1, SLOTS + 1) if s not in held), 1)


def event(ev: Event, c: Listener) -> list[Cue]:
    said = describe(ev, c.seats)
    if isinstance(ev, M.KeyInserted):
        pan = section_pan(ev.section)
        if ev.result == JAMMED:
            return [cue("key-slide", pan=pan), cue("key-jam", {"impulse": 0.9}, pan=pan,
                                                   speech=said)]
        return [cue("key-slide", pan=pan), cue("key-thunk", {"impulse": 0.6}, pan=pan,
                                               speech=said), number(ev.reward_now, pan=pan)]
    if isinstance(ev, M.SectionUnlocked):
        return [cue("key-slide", pan=section_pan(ev.section), speech=said)]
    if isinstance(ev, M.GemLost):
        return [cue("gem-roll", speech=said)]
    if isinstance(ev, M.RewardTaken):
        return [cue("gem-sparkle", pan=c.pan(ev.seat), speech=said),
                number(ev.gems, pan=c.pan(ev.seat))]
    if isinstance(ev, M.GameEnded):
        return [cue("fanfare", speech=said),
                words(_("The board is lifted: E says where the blocked slots were."))]
    return [words(said)] if said else []


EAR = EarGame(
    title=N_("Clever Keys by ear"),
    help=(N_("Clever Keys by ear. The round board has 8 sections, numbered clockwise from the "
             "top, each with 4 slots; one slot in every section is blocked, and nobody knows "
             "which. On your turn push key A, B or C into a slot. All the way in, your reward "
             "grows by the keys now in that section, and you stop and take it, or push the "
             "same key on into the next open section clockwise, three times at most. A key "
             "that jams loses the reward, a gem rolls out of the secret chamber into the open "
             "corner, and the key locks its section. When the chamber is empty, the most gems "
             "win. Remember where keys jammed: the board does not tell you again."),
          N_("How it sounds: the board is heard where it lies, section 1 at the top in the "
             "middle, sections 3 and 7 at the right and left. A key slides in with a thunk "
             "when it goes all the way, a clack when it jams; a rolling gem is lost, a sparkle "
             "is a reward taken. Soft pips count what a key pays. Keys: A, B or C goes to "
             "that key's first slot, a section's number to its slots, pressed again the next "
             "slot; the arrows walk on. Enter takes the one heard; S stops and takes.")),
    facts=FACTS,
    now=now,
    question=question,
    choice=choice,
    event=event,
    keys=keys,
    seek=seek,
    question_fields=("current", "over", "players"),
    sounds=("key-slide", "key-thunk", "key-jam", "gem-roll", "gem-sparkle", "hatch-creak",
            "fanfare"),
)


def make_scene(app: Any, table: Any) -> EarTable:
    """The dark table of Clever Keys by ear (the manifest's "sound_only" mode)."""
    return EarTable(app, table, EAR)
