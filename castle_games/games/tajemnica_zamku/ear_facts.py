"""Tajemnica Zamku by ear: what the sighted table shows, each on a key (ear.py's `FACTS`).

T the tile you stand on and its corridors; A what lies each way; P where every pawn is;
M the map row by row; K the face-up tokens, how far each is by the corridors and which way to go first; C the
swords and items on every player's card; N the drawn tile and the ways it fits; L the
labyrinth as a whole (tiles laid and in the box, tokens still face down, items left to
win); O the turn and the opening rolls. `goal` is what the listener needs next and where
it lies (the W key). Only the observation is read: a face-down token is never named.
"""

from __future__ import annotations

from collections.abc import Callable

from castle_games.core.telling import N_, _, joined, ngettext
from castle_games.games.tajemnica_zamku.dragons import ITEM_WORDS
from castle_games.games.tajemnica_zamku.ear_words import (
    JUMP,
    SHAPE_NAMES,
    SWORD_NAMES,
    WAY_SOUND,
    Maze,
    Pos,
    item_names,
    maze,
    offset,
    pan_to,
    place,
    steps,
    things,
    way,
    way_cue,
    ways,
)
from castle_games.games.tajemnica_zamku.observe import TajemnicaObservation
from castle_games.games.tajemnica_zamku.table import BAT_POS
from castle_games.games.tajemnica_zamku.tiles import (
    SHAPES,
    SIDES,
    TILES,
    neighbour,
    rotate,
    sides_of,
)
from castle_games.games.tajemnica_zamku.tokens import GUARDS, ITEMS, PRINCESS
from castle_games.ui.ear.cues import Cue, cue, words
from castle_games.ui.ear.declared import Fact, Listener, horn

Obs = TajemnicaObservation
THING_SOUND = "token-turn"   # a token face up, heard where it lies
CARD_SOUND = "card-slide"    # the box of tiles
TILE_SOUND = "tile-lay"

ITEM_COUNTS: dict[str, Callable[[int], str]] = {
    "map": lambda n: ngettext("{count} map", "{count} maps", n),
    "elixir": lambda n: ngettext("{count} elixir", "{count} elixirs", n),
    "key": lambda n: ngettext("{count} key", "{count} keys", n),
}


def me(o: Obs, c: Listener) -> Pos:
    x, y = o["pawns"][c.seat]
    return (x, y)


def names(seats: list[int], c: Listener) -> str:
    return joined([c.name(s) for s in seats])


# -- one tile, one way ----------------------------------------------------------------------
def tile_with(m: Maze, cell: Pos) -> str:
    """'a corner' or 'a corner with a ghost and a red sword'."""
    toks = m.tokens.get(cell, ())
    if not toks:
        return m.tile_name(cell)
    # TRANSLATORS: by ear, a tile and what lies on it: "a corner with ghost and red sword".
    return _("{tile} with {things}").format(tile=m.tile_name(cell), things=things(toks))


def who_stands(m: Maze, cell: Pos, c: Listener) -> str:
    """'Ben stands there.' (empty when nobody does; the listener is never counted)."""
    seats = m.seats_at(cell, but=c.seat)
    if not seats:
        return ""
    return ngettext("{players} stands there.", "{players} stand there.", len(seats)).format(
        players=names(seats, c))


def toward(m: Maze, here: Pos, side: str, c: Listener) -> Cue:
    """What lies one way from `here`: a wall, the dark, a tile (and who stands there)."""
    there = neighbour(here, side)
    w = way(side)
    if side not in m.open_sides(here):
        # TRANSLATORS: by ear: a way from the listener's tile, and a wall there.
        said = _("{way}: a wall.").format(way=w)
    elif there not in m.masks:
        # TRANSLATORS: by ear: an open corridor that leads to no tile yet.
        said = _("{way}: the dark, no tile yet.").format(way=w)
    elif not m.passable(here, side):
        said = _("{way}: {tile}, but its wall is in the way.").format(
            way=w, tile=tile_with(m, there))
    else:
        said = _("{way}: {tile}.").format(way=w, tile=tile_with(m, there))
        people = who_stands(m, there, c)
        said = f"{said} {people}" if people else said
    return way_cue(side, said[:1].upper() + said[1:])  # the way begins the sentence


def here_line(m: Maze, here: Pos, c: Listener) -> str:
    """'You stand on a corner, open north and east. Here: ghost. Ben is here too.'"""
    said = _("You stand on {tile}, open {ways}.").format(tile=m.tile_name(here),
                                                         ways=ways(m.open_sides(here)))
    toks = m.tokens.get(here, ())
    if toks:
        said += " " + _("Here lies: {things}.").format(things=things(toks))
    others = m.seats_at(here, but=c.seat)
    if others:
        said += " " + ngettext("{players} is here too.", "{players} are here too.",
                               len(others)).format(players=names(others, c))
    return said


def this_tile(o: Obs, c: Listener) -> list[Cue]:
    m = maze(o)
    return [cue(TILE_SOUND, {"impulse": 0.3}, speech=here_line(m, me(o, c), c))]


def around(o: Obs, c: Listener) -> list[Cue]:
    m = maze(o)
    here = me(o, c)
    return [toward(m, here, side, c) for side in SIDES]


# -- the pawns, the tokens, the cards -------------------------------------------------------
def where_is(m: Maze, here: Pos, cell: Pos) -> str:
    """'2 north and 1 east, 4 steps, first north' from the listener's pawn."""
    dx, dy = offset(here, cell)
    route = m.routes(here).get(cell)
    if cell == here:
        return _("here on your tile")
    if route is None:
        # TRANSLATORS: by ear: where a thing lies, and no corridor leads there yet.
        return _("{place}, no way there yet").format(place=place(dx, dy))
    n, first = route
    if first == JUMP:
        # TRANSLATORS: by ear: where a thing lies, how far, and a mirror's jump first.
        return _("{place}, {steps}, first through the mirror").format(
            place=place(dx, dy), steps=steps(n))
    # TRANSLATORS: by ear: where a thing lies, how far by the corridors, the first way.
    return _("{place}, {steps}, first {way}").format(place=place(dx, dy), steps=steps(n),
                                                     way=way(first))


def players(o: Obs, c: Listener) -> list[Cue]:
    """P: where each pawn stands: yours from the bat tile, the others from you."""
    m = maze(o)
    here = me(o, c)
    cues: list[Cue] = []
    for s, cell in enumerate(m.pawns):
        if s == c.seat:
            dx, dy = offset(BAT_POS, cell)
            said = (_("{player}, you stand on the bat tile.").format(player=c.name(s))
                    if cell == BAT_POS else
                    _("{player}, you stand {place} of the bat tile, on {tile}.").format(
                        player=c.name(s), place=place(dx, dy), tile=m.tile_name(cell)))
        elif cell == here:
            said = _("{player} stands on your tile.").format(player=c.name(s))
        else:
            said = _("{player}: {where}, on {tile}.").format(
                player=c.name(s), where=where_is(m, here, cell), tile=tile_with(m, cell))
        cues.append(horn(c, s, said))
    return cues


def known(o: Obs, c: Listener) -> list[Cue]:
    """K: every face-up token, nearest first, heard where it lies."""
    m = maze(o)
    here = me(o, c)
    if not m.tokens:
        return [words(_("Nothing lies face up in the labyrinth yet."))]
    far = m.routes(here)
    cells = sorted(m.tokens, key=lambda p: (far.get(p, (999, ""))[0], p))
    return [cue(THING_SOUND, pan=pan_to(offset(here, p)[0]), speech=_("{things}: {where}.").format(
        things=things(m.tokens[p]), where=where_is(m, here, p))) for p in cells]


def card_of(o: Obs, seat: int) -> list[str]:
    return ([_(SWORD_NAMES[s]) for s in o["swords"][seat]]
            + [_(ITEM_WORDS[i]) for i in o["items"][seat]])


def cards(o: Obs, c: Listener) -> list[Cue]:
    """C: the swords and items on each player's card."""
    cues: list[Cue] = []
    for s in range(len(o["pawns"])):
        held = card_of(o, s)
        # TRANSLATORS: by ear, a player's card: "Ann has: red sword, map."
        said = (_("{player} has: {cards}.").format(player=c.name(s), cards=", ".join(held)) if held
                else _("{player} has no sword and no item yet.").format(player=c.name(s)))
        cues.append(horn(c, s, said))
    return cues


def rows(o: Obs, c: Listener) -> list[Cue]:
    """M: the map, row by row from north to south, each tile by its column from your pawn;
    a row's chime is higher the further north it lies."""
    m = maze(o)
    here = me(o, c)
    cues: list[Cue] = []
    for y in sorted({y for _x, y in m.masks}):
        dy = y - here[1]
        tiles = []
        for x in sorted(x for x, yy in m.masks if yy == y):
            cell, dx = (x, y), x - here[0]
            if cell == here:
                tiles.append(_("{tile} where you stand").format(tile=tile_with(m, cell)))
            else:
                # TRANSLATORS: by ear, on the map: a tile and its column from the listener.
                tiles.append(_("{tile} at {column}").format(
                    tile=tile_with(m, cell),
                    column=place(dx, 0) if dx else _("your column")))
        row = place(0, dy) if dy else _("Your row")
        said = _("{row}: {tiles}.").format(row=row, tiles=joined(tiles))
        cues.append(cue(WAY_SOUND, {"item": max(1, min(12, 5 - dy))},
                        speech=said[:1].upper() + said[1:]))
    return cues


# -- the tile in hand, the labyrinth, the turn ----------------------------------------------
def tile_drawn(tile: int) -> str:
    info = TILES[tile]
    name = _(SHAPE_NAMES[info.shape])
    return _("{tile} with a circle").format(tile=name) if info.circle else name


def hand(o: Obs, c: Listener) -> list[Cue]:
    """N: the drawn tile waiting to be laid and the ways it fits."""
    tile = o["hand"]
    if tile is None:
        said = (_("No tile is in the hand; a tile was drawn this turn already.") if o["drawn"]
                else _("No tile is in the hand."))
        return [words(said)]
    shape = SHAPES[TILES[tile].shape]
    # TRANSLATORS: by ear, one way a drawn tile fits: "north, open south and east".
    fits = [_("{way}, open {ways}").format(way=way(s), ways=ways(sides_of(rotate(shape, r))))
            for s, r in o["offers"]]
    return [*in_hand(o), words("; ".join(fits) + ".")]


def in_hand(o: Obs) -> list[Cue]:
    """The drawn tile, how many ways it fits and at which sides (each way is a choice)."""
    tile, offers = o["hand"], o["offers"]
    if tile is None:
        return []
    sides = sorted({s for s, _r in offers}, key=SIDES.index)
    return [cue(TILE_SOUND, {"impulse": 0.4}, speech=ngettext(
        "In the hand: {tile}. It fits {count} way, at the {sides}.",
        "In the hand: {tile}. It fits {count} ways, at the {sides}.",
        len(offers)).format(tile=tile_drawn(tile), count=len(offers), sides=ways(sides)))]


def labyrinth(o: Obs, c: Listener) -> list[Cue]:
    """L: the tiles laid and left, the tokens still face down, the items left to win."""
    laid, box, down = len(o["tiles"]), o["box"], o["face_down"]
    lines = [ngettext("{count} tile lies in the labyrinth.", "{count} tiles lie in the labyrinth.",
                      laid).format(count=laid),
             ngettext("{count} tile is left in the box.", "{count} tiles are left in the box.",
                      box).format(count=box),
             ngettext("{count} token is still face down.", "{count} tokens are still face down.",
                      down).format(count=down)]
    if o["complete"]:
        lines.append(_("The labyrinth is complete: no tile fits anywhere any more."))
    aside = len(o["set_aside"])
    if aside:
        lines.append(ngettext("{count} token went back into the box.",
                              "{count} tokens went back into the box.", aside).format(count=aside))
    supply = o["item_supply"]
    left = [ITEM_COUNTS[i](supply.get(i, 0)).format(count=supply.get(i, 0)) for i in ITEMS]
    lines.append(_("Items still to win: {items}.").format(items=joined(left)))
    return [cue(CARD_SOUND, speech=lines[0])] + [words(line) for line in lines[1:]]


def turn(o: Obs, c: Listener) -> list[Cue]:
    """O: the turn number, and who rolled what for who begins."""
    lines = [_("Turn {turn}.").format(turn=o["turn"])]
    for k, rolls in enumerate(o["opening_rolls"]):
        said = joined([_("{player} {roll}").format(player=c.name(s), roll=r)
                       for s, r in enumerate(rolls) if r])
        lines.append(_("At the start, the die: {rolls}.").format(rolls=said) if k == 0
                     else _("A tie, so again: {rolls}.").format(rolls=said))
    return [words(line) for line in lines]


# -- what the listener needs next (W) --------------------------------------------------------
def wanted(o: Obs, seat: int) -> set[str]:
    """The tokens `seat` would walk to now: the princess with all three items; else for
    each item missing its dragon (with the sword) or a sword of its colour."""
    items = o["items"][seat]
    missing = [i for i in ITEMS if i not in items]
    if not missing:
        return {PRINCESS}
    colour_of = {item: colour for colour, item in GUARDS.items()}
    return {f"{colour_of[i]} dragon" if colour_of[i] in o["swords"][seat]
            else f"{colour_of[i]} sword" for i in missing}


def goal(o: Obs, c: Listener) -> list[Cue]:
    """What the listener still needs, and where the nearest of it lies."""
    missing = [i for i in ITEMS if i not in o["items"][c.seat]]
    lead = (_("You have all three items: free the princess!") if not missing
            else _("You still need the {items}.").format(items=item_names(missing)))
    m = maze(o)
    here = me(o, c)
    far = m.routes(here)
    aims = wanted(o, c.seat)
    cells = sorted((far.get(p, (999, ""))[0], p) for p, toks in m.tokens.items()
                   if aims & set(toks))
    if not cells:
        return [words(lead), words(_("What you need next is still hidden: lay new tiles to "
                                     "find it."))]
    p = cells[0][1]
    toks = [t for t in m.tokens[p] if t in aims]
    return [words(lead), cue(THING_SOUND, pan=pan_to(offset(here, p)[0]), speech=_(
        "Nearest: {things}, {where}.").format(things=things(toks), where=where_is(m, here, p)))]


FACTS = (
    Fact("t", ("tiles", "pawns", "tokens"),
         N_("T: the tile you stand on, its corridors and what lies there."), this_tile),
    Fact("a", ("tiles", "tokens", "pawns"),
         N_("A: what lies each way: north, east, south and west."), around),
    Fact("p", ("pawns",), N_("P: where every player stands."), players),
    Fact("m", ("tiles", "tokens"),
         N_("M: the map, row by row from north to south."), rows),
    Fact("k", ("tokens",),
         N_("K: every token lying face up, how far it is and which way to go."), known),
    Fact("c", ("swords", "items"), N_("C: the swords and items of every player."), cards),
    Fact("n", ("hand", "offers", "drawn"),
         N_("N: the new tile in the hand and the ways it fits."), hand),
    Fact("l", ("tiles", "box", "face_down", "complete", "set_aside", "item_supply"),
         N_("L: the labyrinth: tiles laid and left, tokens face down, items still to win."),
         labyrinth),
    Fact("o", ("turn", "opening_rolls"), N_("O: the turn, and the rolls for who began."), turn),
)
