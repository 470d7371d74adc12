"""Tajemnica Zamku by ear: the whole game with the screen dark (the manifest's by-ear mode).

The labyrinth is heard from your pawn: each question says the tile you stand on, what
lies each way (a wall, the dark, a tile and what is on it, who stands there) and what you
need next and where it is; every other fact the sighted table shows is a key away
(ear_facts.FACTS). The ways are always north, east, south and west as the board is drawn,
each with its chime (north high, south low, east right, west left), so a choice is heard
where it leads before its words. Every event has its sound: footsteps for a step, the
stone knock of a tile laid, the token turning and then its own cry, the die, the sword's
ring. The arrows walk the choices (each said with where it leads and what lies there) and
Enter takes one; digits take a way at once (8 north, 6 east, 2 south, 4 west, 5 stay), D
draws a tile, J jumps by mirror, R rolls, E ends the turn. Only the observation is read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from castle_games.core.contract import Action, Event
from castle_games.core.telling import N_, _, ngettext
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.anims import TOKEN_SOUNDS, TOKEN_WORDS
from castle_games.games.tajemnica_zamku.ear_facts import (
    FACTS,
    goal,
    hand,
    here_line,
    in_hand,
    me,
    tile_with,
    toward,
    who_stands,
)
from castle_games.games.tajemnica_zamku.ear_words import (
    WAY_PAN,
    maze,
    offset,
    pan_to,
    place,
    side_to,
    way,
    way_cue,
    ways,
)
from castle_games.games.tajemnica_zamku.hint import ATTACK, LEAVE, RESCUE
from castle_games.games.tajemnica_zamku.observe import TajemnicaObservation
from castle_games.games.tajemnica_zamku.story import describe
from castle_games.games.tajemnica_zamku.table import ATTEMPT, MOVE, PLACE, opponent_at
from castle_games.games.tajemnica_zamku.table import LEAVE as LEAVING
from castle_games.games.tajemnica_zamku.tiles import (
    BIT,
    OPPOSITE,
    SHAPES,
    SIDES,
    TILES,
    neighbour,
    rotate,
)
from castle_games.ui.ear.cues import Cue, cue, words
from castle_games.ui.ear.declared import EarGame, Listener, horn
from castle_games.ui.ear.table import EarTable

Obs = TajemnicaObservation
DIGIT_WAYS = {"8": "N", "6": "E", "2": "S", "4": "W"}  # as on a number pad: 8 is up


def _holder(o: Obs, c: Listener) -> str:
    """The opponent holding the seat to move (asked only while one does)."""
    m = maze(o)
    return opponent_at(m.tokens.get(me_of(o), ())) or "skrzat"


# -- questions --------------------------------------------------------------------------------
def question(o: Obs, legal: Sequence[Action], c: Listener) -> list[Cue]:
    phase = o["phase"]
    if phase == LEAVING:
        return [cue("dice-rattle", {"count": 1}, speech=_(LEAVE[_holder(o, c)]) + "."),
                words(_("Press Enter to roll."))]
    if phase == PLACE:
        return [*in_hand(o), words(_("Arrows: each way it fits; Enter lays it."))]
    m = maze(o)
    here = me(o, c)
    if phase == ATTEMPT:
        return [words(here_line(m, here, c)),
                words(_("Arrows: try your luck here, or end your turn; Enter takes it."))]
    # The tile and its four ways first (what a step depends on), then what to look for.
    cues = [cue("tile-lay", {"impulse": 0.3}, speech=here_line(m, here, c))]
    cues += [toward(m, here, side, c) for side in SIDES]
    cues += goal(o, c)
    jumps = sum(isinstance(a, M.Teleport) for a in legal)
    if jumps:
        cues.append(cue("mirror-shimmer", speech=ngettext(
            "From this mirror you can jump to {count} other mirror.",
            "From this mirror you can jump to {count} other mirrors.", jumps).format(count=jumps)))
    cues.append(words(_("Arrows: where to go; Enter takes it.")))
    return cues


# -- choices ------------------------------------------------------------------------------------
def lay_choice(action: M.LayTile, o: Obs) -> Cue:
    """'Lay it north, open south and east. Into the dark: east. Joins a tile: none.'"""
    m = maze(o)
    here = me_of(o)
    tile = o["hand"]
    assert tile is not None
    mask = rotate(SHAPES[TILES[tile].shape], action.rotation)
    cell = neighbour(here, action.side)
    open_ = [s for s in SIDES if mask & BIT[s]]
    onward = [s for s in open_ if s != OPPOSITE[action.side]]
    dark = [s for s in onward if neighbour(cell, s) not in m.masks]
    joins = [s for s in onward if neighbour(cell, s) in m.masks]
    said = _("Lay it {way}, open {ways}.").format(way=way(action.side), ways=ways(open_))
    if dark:
        # TRANSLATORS: by ear: the corridors of a tile being laid that lead to no tile yet.
        said += " " + _("Into the dark: {ways}.").format(ways=ways(dark))
    if joins:
        said += " " + _("Joins the tiles {ways}.").format(ways=ways(joins))
    if not onward:
        said += " " + _("A dead end.")
    return way_cue(action.side, said)


def me_of(o: Obs) -> tuple[int, int]:
    """The pawn of the seat to move (the seat choosing)."""
    x, y = o["pawns"][o["current"]]
    return (x, y)


def choice(action: Action, o: Obs, c: Listener) -> list[Cue]:
    m = maze(o)
    here = me_of(o)
    if isinstance(action, M.Step):
        to = (int(action.to[0]), int(action.to[1]))
        side = side_to(here, to) or "N"
        said = _("Walk {way} to {tile}.").format(way=way(side), tile=tile_with(m, to))
        people = who_stands(m, to, c)
        return [way_cue(side, f"{said} {people}" if people else said)]
    if isinstance(action, M.LayTile):
        return [lay_choice(action, o)]
    if isinstance(action, M.DrawTile):
        dark = [s for s in m.open_sides(here) if neighbour(here, s) not in m.masks]
        return [cue("card-slide", speech=_(
            "Draw a new tile from the box, {count} left, to lay beside you: the dark lies {ways}.")
            .format(count=o["box"], ways=ways(dark)))]
    if isinstance(action, M.Teleport):
        to = (int(action.to[0]), int(action.to[1]))
        dx, dy = offset(here, to)
        return [cue("mirror-shimmer", pan=pan_to(dx), speech=_(
            "Jump through the mirror to {place}: {tile}.").format(
                place=place(dx, dy), tile=tile_with(m, to)))]
    if isinstance(action, M.Stay):
        return [horn(c, c.seat, _("Stay on this tile."))]  # you, where you are
    if isinstance(action, M.RollToLeave):
        return [cue("dice-rattle", {"count": 1}, speech=_(LEAVE[_holder(o, c)]) + ".")]
    if isinstance(action, M.Attack):
        return [cue("dragon-roar", speech=_(ATTACK[action.target]) + ".")]
    if isinstance(action, M.Rescue):
        return [cue("mirror-shimmer", speech=_(RESCUE) + ".")]
    return [cue("ear-item", {"item": 1}, speech=_("End your turn without a try."))]


def keys(key: str, o: Obs, legal: Sequence[Action]) -> Action | None:
    """8 6 2 4 a way (a step, or a tile that fits one way only there), 5 stay, D draw,
    J jump (one other mirror), R roll (to get away, or the one try there is), E end."""
    here = me_of(o)
    if key in DIGIT_WAYS:
        side = DIGIT_WAYS[key]
        steps = [a for a in legal if isinstance(a, M.Step)
                 and side_to(here, (int(a.to[0]), int(a.to[1]))) == side]
        lays = [a for a in legal if isinstance(a, M.LayTile) and a.side == side]
        ways_there: list[Action] = [*steps] or [*lays]
        return ways_there[0] if len(ways_there) == 1 else None
    wanted: dict[str, tuple[type, ...]] = {"5": (M.Stay,), "d": (M.DrawTile,),
                                           "j": (M.Teleport,), "e": (M.EndTurn,),
                                           "r": (M.RollToLeave, M.Attack, M.Rescue)}
    kinds = wanted.get(key)
    if kinds is None:
        return None
    found = [a for a in legal if isinstance(a, kinds)]
    return found[0] if len(found) == 1 else None


# -- events ---------------------------------------------------------------------------------------
def event(ev: Event, c: Listener) -> list[Cue]:
    said = describe(ev, c.seats) or ""
    seat = getattr(ev, "seat", None)
    pan = c.pan(seat)
    if isinstance(ev, M.DieRolled):
        return [cue("dice-rattle", {"count": 1}, pan=pan),
                cue("sting-right" if ev.success else "sting-wrong", pan=pan, speech=said)]
    if isinstance(ev, M.TileDrawn):
        return [cue("card-slide", pan=pan, speech=said)]
    if isinstance(ev, M.TileReturned):
        return [cue("nope", pan=pan, speech=said)]
    if isinstance(ev, M.TileLaid):
        return [cue("tile-lay", {"impulse": 0.8}, pan=pan, speech=said),
                words(_("Its corridors lead {ways}.").format(ways=ways(ev.sides)))]
    if isinstance(ev, M.PawnMoved):
        return moved(ev, said, c)
    if isinstance(ev, M.TokenDrawn):
        cues = [cue("token-turn", pan=pan, speech=said)]
        if ev.token in TOKEN_SOUNDS:
            cues.append(cue(TOKEN_SOUNDS[ev.token], pan=pan))
        if ev.token in TOKEN_WORDS:
            cues.append(words(_(TOKEN_WORDS[ev.token][1]) + "."))
        return cues
    if isinstance(ev, M.SwordTaken):
        return [cue("sword-ring", pan=pan, speech=said)]
    if isinstance(ev, M.ItemWon):
        return [cue("fanfare", pan=pan, speech=said)]
    if isinstance(ev, M.LabyrinthComplete):
        return [cue("mirror-shimmer", speech=said)]
    if isinstance(ev, M.PrincessRescued):
        return [cue("rescue-fanfare", pan=pan, speech=said)]
    return [words(said)] if said else []


def moved(ev: M.PawnMoved, said: str, c: Listener) -> list[Cue]:
    """A pawn's move: its footsteps heard the way it went (a mirror's jump shimmers)."""
    if ev.how == "teleport":
        return [cue("mirror-shimmer", pan=c.pan(ev.seat), speech=said)]
    side = side_to(ev.start, ev.to) or "N"
    step = cue("footstep", {"variant": ev.seat % 4}, pan=WAY_PAN[side])
    if ev.how == "lay":
        line = _("{player} went {way} onto it.").format(player=c.name(ev.seat), way=way(side))
    else:
        line = _("{player} walked {way}.").format(player=c.name(ev.seat), way=way(side))
    return [step, cue("footstep", {"variant": ev.seat % 4 + 4}, pan=WAY_PAN[side], speech=line)]


# -- the most important thing now -----------------------------------------------------------------
def now(o: Obs, c: Listener) -> list[Cue]:
    """W: whose turn and what they must do, then what you need next and where it lies."""
    m = maze(o)
    here = me(o, c)
    if o["current"] != c.seat:
        return [horn(c, o["current"], _("{player} is playing.").format(
            player=c.name(o["current"]))), *goal(o, c)]
    phase = o["phase"]
    if phase == LEAVING:
        return [cue("dice-rattle", {"count": 1}, speech=_(LEAVE[_holder(o, c)]) + ".")]
    if phase == PLACE:
        return hand(o, c)
    if phase == ATTEMPT:
        return [words(here_line(m, here, c)),
                words(_("You may try your luck here, or end your turn."))]
    if phase == MOVE:
        return [*goal(o, c), words(here_line(m, here, c))]
    return goal(o, c)


EAR = EarGame(
    title=N_("Tajemnica Zamku by ear"),
    help=(N_("Tajemnica Zamku by ear. The labyrinth grows as you play. Each turn you make one "
             "move: walk to the next tile along a corridor, draw a new tile and lay it beside "
             "yours, jump from a magic mirror to another, or stay. A new tile with a circle "
             "turns a token over. A sword is yours when you reach it; with it, fight the "
             "dragon of its colour (8 or more) for the map, the elixir or the key. With all "
             "three, free the princess (10 or more) and win. A ghost, a wandering knight or a "
             "sprite holds you until you roll 7, 6 or 5."),
          N_("How it sounds: the four ways are north, east, south and west as the board is "
             "drawn, north up and east to the right. Each way has its own chime: north high, "
             "south low, east on the right, west on the left. Places are said from your pawn "
             "(2 north and 1 east) with how many steps away they are along the corridors. "
             "Footsteps go the way a pawn walks; a tile knocks as it is laid; a token turns "
             "and then cries out what it is; a sword rings."),
          N_("Keys for a move: the arrows walk through your choices, each said with where it "
             "leads and what lies there, and Enter takes it. At once: 8 north, 6 east, 2 south, "
             "4 west (a step, or the new tile when it fits only one way there), 5 stays, D "
             "draws a new tile, J jumps to the other mirror, R rolls the die, E ends your "
             "turn.")),
    facts=FACTS,
    now=now,
    question=question,
    choice=choice,
    event=event,
    keys=keys,
    question_fields=("phase", "current", "players"),
    sounds=("ear-item", "footstep", "tile-lay", "token-turn", "card-slide", "dice-rattle",
            "sting-right", "sting-wrong", "dragon-roar", "sword-ring", "mirror-shimmer",
            "sting-ghost", "sting-knight", "sting-skrzat", "fanfare", "rescue-fanfare", "nope"),
)


def make_scene(app: Any, table: Any) -> EarTable:
    """The dark table of Tajemnica Zamku by ear (the manifest's "sound_only" mode)."""
    return EarTable(app, table, EAR)
