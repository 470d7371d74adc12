"""Tajemnica Zamku rules: the tiles and how they fit, the closing rule, every token's effect,
the bat hall, and clear refusals of illegal moves that leave the game untouched."""

from __future__ import annotations

import copy

import pytest

from castle_games.core.contract import IllegalAction
from castle_games.core.rng import Rng
from castle_games.core.seats import default_seats
from castle_games.games.knobelschatz.moves import RollDice
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.rules import (
    ALL_TOKENS,
    ATTEMPT,
    FACE_DOWN_TOKENS,
    GAME,
    HOUSE_RULES,
    LEAVE,
    MOVE,
    OPPONENTS,
    OVER,
    PLACE,
    Attack,
    DrawTile,
    EndTurn,
    LayTile,
    Rescue,
    RollToLeave,
    Stay,
    Step,
    Teleport,
    observation,
)
from castle_games.games.tajemnica_zamku.tiles import (
    CIRCLE_COUNTS,
    DISTINCT_ROTATIONS,
    FITS,
    SHAPE_COUNTS,
    SHAPES,
    TILES,
    Labyrinth,
    cell_constraint,
    rotate,
    sides_of,
)


# -- helpers ------------------------------------------------------------------------------
def tile_id(shape: str, circle: bool = False, nth: int = 0) -> int:
    return [t.id for t in TILES if t.shape == shape and t.circle == circle and not t.bat][nth]


def fresh(players: int = 1):
    """A new game, seat 0 to begin (no opening roll)."""
    return GAME.new(default_seats(players, ["easy"] * players), 1, {"starter": 0})


def lay(state, placed: dict) -> None:
    """Put tiles straight onto the table: {(x, y): (shape, rotation)} (scenario set-up)."""
    laid = dict(state.lab.laid)
    for i, (pos, (shape, rot)) in enumerate(placed.items()):
        laid[pos] = (tile_id(shape, False, i % 4), rot)
    state.lab = Labyrinth(laid)
    state.box = [t for t in state.box if t not in {t for t, _ in laid.values()}]


def rig(state, *values: int, draws: tuple[int, ...] = ()) -> None:
    """Set the generator so that the next d12 rolls (or randrange(n) draws) come out as asked.

    `values` are die faces; `draws` are (n, index) pairs flattened: randrange(n) == index.
    """
    wanted = [(12, v - 1) for v in values] + list(zip(draws[::2], draws[1::2]))
    for k in range(1, 200_000):
        probe = Rng(0)
        probe.set_state(k)
        if all(probe.randrange(n) == want for n, want in wanted):
            state.rng.set_state(k)
            return
    raise AssertionError("no generator state found")


def refused(state, action, words: str) -> None:
    before = copy.deepcopy(state.to_dict())
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert state.to_dict() == before


def kinds(events) -> list[str]:
    return [e.kind for e in events]


# -- the box ------------------------------------------------------------------------------
def test_the_box_holds_60_tiles_and_48_tokens():
    assert len(TILES) == 60
    assert TILES[0].bat and TILES[0].shape == "crossroads" and not TILES[0].circle
    shapes = [t.shape for t in TILES[1:]]
    assert {s: shapes.count(s) for s in SHAPE_COUNTS} == SHAPE_COUNTS
    assert SHAPE_COUNTS == {"straight": 14, "corner": 17, "junction": 18, "crossroads": 10}
    assert sum(t.circle for t in TILES) == 36
    assert len(ALL_TOKENS) == 48 and len(FACE_DOWN_TOKENS) == 36
    for token, count in [("yellow dragon", 1), ("princess", 1), ("red sword", 3), ("mirror", 4),
                         ("ghost", 6), ("wandering knight", 6), ("skrzat", 7), ("map", 4),
                         ("elixir", 4), ("key", 4)]:
        assert ALL_TOKENS.count(token) == count


def test_circles_are_spread_over_the_shapes_in_proportion():
    exact = {s: 36 * c / 59 for s, c in SHAPE_COUNTS.items()}
    for shape, count in CIRCLE_COUNTS.items():
        assert abs(count - exact[shape]) < 1, shape  # rounded, never off by a whole tile
        assert sum(t.circle for t in TILES if t.shape == shape and not t.bat) == count
    assert sum(CIRCLE_COUNTS.values()) == 36


@pytest.mark.parametrize("shape, rotation, sides", [
    ("straight", 0, "NS"), ("straight", 90, "EW"), ("straight", 180, "NS"), ("straight", 270, "EW"),
    ("corner", 0, "NE"), ("corner", 90, "ES"), ("corner", 180, "SW"), ("corner", 270, "NW"),
    ("junction", 0, "ESW"), ("junction", 90, "NSW"), ("junction", 180, "NEW"),
    ("junction", 270, "NES"), ("crossroads", 0, "NESW"), ("crossroads", 90, "NESW"),
])
def test_rotation_table(shape, rotation, sides):
    assert sides_of(rotate(SHAPES[shape], rotation)) == sides


@pytest.mark.parametrize("shape, distinct", [
    ("straight", (0, 90)), ("corner", (0, 90, 180, 270)), ("junction", (0, 90, 180, 270)),
    ("crossroads", (0,)),
])
def test_only_rotations_that_look_different_are_offered(shape, distinct):
    assert DISTINCT_ROTATIONS[shape] == distinct


# Neighbours of the cell (0, 0): {side: open sides of the tile lying there}.
@pytest.mark.parametrize("neighbours, shape, fitting", [
    ({"W": "E"}, "straight", ("EW",)),                        # east of a corridor
    ({"W": "E"}, "corner", ("SW", "NW")),
    ({"W": "E"}, "junction", ("ESW", "NSW", "NEW")),
    ({"W": "E"}, "crossroads", ("NESW",)),
    ({"W": "E", "N": "E"}, "straight", ("EW",)),              # a wall above: closed north
    ({"W": "E", "N": "E"}, "corner", ("SW",)),
    ({"W": "E", "N": "S"}, "corner", ("NW",)),                # corridor above must join
    ({"W": "E", "N": "S"}, "straight", ()),
    ({"W": "E", "N": "S", "E": "W", "S": "N"}, "crossroads", ("NESW",)),
    ({"W": "E", "N": "S", "E": "W", "S": "N"}, "junction", ()),
    ({"W": "E", "E": "N", "S": "E", "N": "E"}, "corner", ()),  # would need a dead end
])
def test_fitting_table(neighbours, shape, fitting):
    steps = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
    bits = {"N": 1, "E": 2, "S": 4, "W": 8}
    masks = {steps[side]: sum(bits[c] for c in sides) for side, sides in neighbours.items()}
    cmask, req = cell_constraint(masks, (0, 0))
    got = tuple(sides_of(rotate(SHAPES[shape], r)) for r in FITS[(shape, cmask, req)])
    assert got == fitting


def test_a_drawn_tile_is_offered_at_every_open_side_in_every_fitting_turn():
    state = fresh()
    state.box = [tile_id("corner")]  # the only tile left: the draw is certain
    events = state.apply(DrawTile())
    assert kinds(events) == ["TileDrawn"] and state.phase == PLACE
    # a corner beside the bat: two turns fit on each of the four sides
    assert sorted(state.legal_actions(), key=repr) == sorted(
        [LayTile("N", 90), LayTile("N", 180), LayTile("E", 180), LayTile("E", 270),
         LayTile("S", 0), LayTile("S", 270), LayTile("W", 0), LayTile("W", 90)], key=repr)
    events = state.apply(LayTile("E", 270))
    assert state.pawns[0] == (1, 0) and state.lab.masks[(1, 0)] == rotate(SHAPES["corner"], 270)
    assert kinds(events)[:2] == ["TileLaid", "PawnMoved"]
    assert events[0].sides == "NW"


def test_a_tile_that_fits_nowhere_goes_back_and_the_draw_is_spent():
    state = fresh()
    # standing on a straight north of the bat, the only empty cell beside it is (0, -2);
    # a crossroads west of that cell means a new tile there must be open south AND west
    lay(state, {(0, -1): ("straight", 0), (-1, -2): ("crossroads", 0)})
    state.pawns[0] = (0, -1)
    straight, corner = tile_id("straight"), tile_id("corner", nth=1)
    state.box = [straight, corner]
    rig(state, draws=(2, 0))
    events = state.apply(DrawTile())
    assert kinds(events) == ["TileDrawn", "TileReturned"]
    assert events[1].reason == "it does not fit here" and straight in state.box
    assert state.phase == MOVE and DrawTile() not in state.legal_actions()
    refused(state, DrawTile(), "already drawn")
    assert Stay() in state.legal_actions() and Step((0, 0)) in state.legal_actions()


# -- the closing rule ---------------------------------------------------------------------
RING = {  # around the bat: every corridor joined, only the bat's north is open...
    (1, -1): ("corner", 180),   # SW: ...and this corner's west, both into (0, -1)
    (1, 0): ("junction", 90),   # NSW
    (1, 1): ("corner", 270),    # NW
    (0, 1): ("junction", 180),  # NEW
    (-1, 1): ("corner", 0),     # NE
    (-1, 0): ("corner", 90),    # ES
}


def test_ring_leaves_two_open_ends_into_one_cell():
    state = fresh()
    lay(state, RING)
    assert state.lab.ends == 2 and state.lab.front == {(0, -1)}


def test_closing_rule_a_closing_tile_goes_back_and_another_is_drawn():
    state = fresh()
    lay(state, RING)
    corner, junction = tile_id("corner", nth=3), tile_id("junction", nth=3)
    state.box = [corner, junction]
    rig(state, draws=(2, 0))  # the corner first: turned E-S it would close the labyrinth
    events = state.apply(DrawTile())
    assert kinds(events) == ["TileDrawn", "TileReturned", "TileDrawn"]
    assert events[1].tile == corner and events[1].reason == "it would close the labyrinth"
    assert events[2].tile == junction and state.hand == junction and corner in state.box
    # only the turns that leave a corridor open are offered (E-S-W and N-E-S)
    assert state.legal_actions() == [LayTile("N", 0), LayTile("N", 270)]
    refused(state, LayTile("N", 90), "does not fit")


def test_closing_rule_skips_tiles_that_do_not_fit_until_one_keeps_it_open():
    state = fresh()
    lay(state, RING)
    corner, straight, cross = tile_id("corner", nth=3), tile_id("straight"), tile_id("crossroads")
    state.box = [corner, straight, cross]
    rig(state, draws=(3, 0, 2, 0))  # corner (closes), then the straight (fits nowhere)
    events = state.apply(DrawTile())
    assert kinds(events) == ["TileDrawn", "TileReturned"] * 2 + ["TileDrawn"]
    assert events[3].reason == "it does not fit here either" and state.hand == cross


def test_the_last_tile_of_the_box_may_close_the_labyrinth():
    state = fresh()
    lay(state, RING)
    state.box = [tile_id("corner", nth=3)]
    state.apply(DrawTile())
    assert state.legal_actions() == [LayTile("N", 90)]
    state.apply(LayTile("N", 90))
    assert state.lab.ends == 0 and state.complete


def test_no_draw_is_offered_where_no_tile_of_the_box_can_be_laid():
    state = fresh()
    lay(state, RING)
    state.box = [tile_id("straight"), tile_id("straight", nth=1)]
    assert not state.can_draw_here() and DrawTile() not in state.legal_actions()
    refused(state, DrawTile(), "no tile left in the box can be laid beside your tile")


# -- the bat hall: every game stays winnable ----------------------------------------------
def test_bat_hall_when_the_labyrinth_can_grow_no_further():
    state = fresh()
    ring = dict(RING)
    del ring[(1, 1)]
    lay(state, ring)
    state.pawns[0] = (1, 0)
    corner = tile_id("corner", nth=3)
    state.box = [corner, tile_id("straight"), tile_id("straight", nth=1)]
    state.face_down = ["ghost", "red dragon", "mirror", "princess", "green sword"]
    rig(state, draws=(3, 0))
    state.apply(DrawTile())
    events = state.apply(LayTile("S", 270))  # closes the ring: only straights left, no fit
    done = [e for e in events if isinstance(e, M.LabyrinthComplete)]
    assert done == [M.LabyrinthComplete(("green sword", "princess", "red dragon"),
                                          ("ghost", "mirror"))]
    assert state.complete and state.face_down == [] and len(state.box) == 2
    assert state.tokens[(0, 0)] == ["green sword", "princess", "red dragon"]
    assert state.set_aside == ["ghost", "mirror"]
    # nothing can be drawn any more; the bat tile is where the secrets are
    state.pawns[0] = (0, 1)
    assert DrawTile() not in state.legal_actions()
    state.apply(Step((0, 0)))
    assert state.swords[0] == ["green"]  # picked up on arrival


# -- discoveries: each token's effect -----------------------------------------------------
@pytest.mark.parametrize("token, held, on_tile, swords_after, next_phase", [
    ("yellow dragon", [], ["yellow dragon"], [], MOVE),
    ("red dragon", [], ["red dragon"], [], MOVE),
    ("green dragon", ["green"], ["green dragon"], ["green"], ATTEMPT),  # fight at once
    ("princess", [], ["princess"], [], MOVE),
    ("mirror", [], ["mirror"], [], MOVE),
    ("ghost", [], ["ghost"], [], LEAVE),
    ("wandering knight", [], ["wandering knight"], [], LEAVE),
    ("skrzat", [], ["skrzat"], [], LEAVE),
    ("yellow sword", [], [], ["yellow"], MOVE),                     # yours
    ("red sword", ["red"], ["red sword"], ["red"], MOVE),           # left lying
    ("green sword", ["red"], [], ["red", "green"], MOVE),
])
def test_each_token_drawn_on_a_new_circle(token, held, on_tile, swords_after, next_phase):
    state = fresh()
    state.swords[0] = list(held)
    state.box = [tile_id("crossroads", circle=True)]
    state.face_down = [token]
    state.apply(DrawTile())
    events = state.apply(LayTile("N", 0))
    drawn = [e for e in events if isinstance(e, M.TokenDrawn)]
    assert drawn == [M.TokenDrawn(0, token, (0, -1))]
    assert state.tokens.get((0, -1), []) == on_tile
    assert state.swords[0] == swords_after
    if token.endswith("sword"):
        assert (M.SwordTaken if on_tile == [] else M.SwordLeft) in map(type, events)
    assert state.phase == next_phase  # a 1-player game: the next turn is yours again


def test_a_circle_already_discovered_gives_nothing_new():
    state = fresh()
    lay(state, {(0, -1): ("crossroads", 0)})
    state.tokens[(0, -1)] = ["mirror"]
    state.face_down = ["princess"]
    events = state.apply(Step((0, -1)))
    assert not any(isinstance(e, M.TokenDrawn) for e in events)
    assert state.face_down == ["princess"]


@pytest.mark.parametrize("opponent", sorted(OPPONENTS))
@pytest.mark.parametrize("margin", [-1, 0, 5])
def test_rolling_to_leave_an_opponent(opponent, margin):
    need = OPPONENTS[opponent]
    roll = min(12, need + margin)
    state = fresh(2)
    lay(state, {(0, -1): ("crossroads", 0)})
    state.tokens[(0, -1)] = [opponent]
    state.pawns[0] = (0, -1)
    state.phase = LEAVE
    assert state.legal_actions() == [RollToLeave()]
    # (the English words name the skrzat token "the sprite")
    said = {"skrzat": "sprite"}.get(opponent, opponent)
    refused(state, Step((0, 0)), f"the {said} holds you")
    rig(state, roll)
    events = state.apply(RollToLeave())
    assert events[0] == M.DieRolled(0, roll, need, opponent, roll >= need)
    if roll >= need:
        assert state.current == 0 and state.phase == MOVE
        state.apply(Step((0, 0)))
        assert state.pawns[0] == (0, 0)
    else:
        assert state.current == 1 and isinstance(events[-1], M.TurnPassed)
        assert state.pawns[0] == (0, -1)


def test_stepping_back_onto_an_opponent_means_facing_it_again():
    state = fresh()
    lay(state, {(0, -1): ("crossroads", 0)})
    state.tokens[(0, -1)] = ["ghost"]
    state.apply(Step((0, -1)))
    assert state.phase == LEAVE


@pytest.mark.parametrize("roll, wins", [(7, False), (8, True), (12, True)])
def test_fighting_a_dragon_with_its_sword(roll, wins):
    state = fresh(2)
    lay(state, {(0, -1): ("crossroads", 0)})
    state.tokens[(0, -1)] = ["red dragon"]
    state.swords[0] = ["red"]
    state.apply(Step((0, -1)))
    assert state.phase == ATTEMPT
    assert state.legal_actions() == [Attack("red dragon"), EndTurn()]
    rig(state, roll)
    events = state.apply(Attack("red dragon"))
    assert events[0] == M.DieRolled(0, roll, 8, "red dragon", wins)
    assert state.items[0] == (["elixir"] if wins else [])
    assert state.item_supply["elixir"] == (3 if wins else 4)
    assert state.current == 1  # one attempt a turn, then the turn ends
    assert state.swords[0] == ["red"]  # the sword is kept


def test_walking_past_a_dragon_without_its_sword():
    state = fresh(2)
    lay(state, {(0, -1): ("crossroads", 0)})
    state.tokens[(0, -1)] = ["yellow dragon"]
    events = state.apply(Step((0, -1)))
    assert state.current == 1 and isinstance(events[-1], M.TurnPassed)
    state.current, state.phase = 0, MOVE
    refused(state, Attack("yellow dragon"), "move first")


def test_one_item_of_each_kind_per_player():
    state = fresh()
    lay(state, {(0, -1): ("crossroads", 0)})
    state.tokens[(0, -1)] = ["green dragon"]
    state.swords[0], state.items[0] = ["green"], ["key"]
    state.apply(Step((0, -1)))
    assert state.phase == MOVE  # no attempt offered: the turn passed (alone: to you again)
    state.phase = ATTEMPT
    refused(state, Attack("green dragon"), "you already have the key")


@pytest.mark.parametrize("roll, rescued", [(9, False), (10, True)])
def test_the_rescue_with_all_three_items(roll, rescued):
    state = fresh(2)
    lay(state, {(0, -1): ("crossroads", 0)})
    state.tokens[(0, -1)] = ["princess"]
    state.items[0] = ["map", "elixir", "key"]
    state.apply(Step((0, -1)))
    assert state.legal_actions() == [Rescue(), EndTurn()]
    rig(state, roll)
    events = state.apply(Rescue())
    if rescued:
        assert state.phase == OVER and state.to_move is None and state.legal_actions() == []
        assert state.outcome.winners == (0,) and state.outcome.scores == (4, 0)
        assert events[-1] == M.PrincessRescued(0, 1)
        refused(state, Stay(), "the game is over")
    else:
        assert state.outcome is None and state.current == 1


def test_passing_through_the_princess_without_the_items():
    state = fresh()
    lay(state, {(0, -1): ("crossroads", 0)})
    state.tokens[(0, -1)] = ["princess"]
    state.items[0] = ["map", "key"]
    state.apply(Step((0, -1)))
    assert state.phase == MOVE and state.outcome is None
    state.phase = ATTEMPT
    refused(state, Rescue(), "missing: elixir")


def test_teleporting_between_mirrors_is_the_move():
    state = fresh(2)
    lay(state, {(0, -1): ("crossroads", 0), (0, 1): ("crossroads", 0), (1, 0): ("crossroads", 0)})
    state.tokens.update({(0, -1): ["mirror"], (0, 1): ["mirror"], (1, 0): ["mirror"]})
    state.pawns[0] = (0, -1)
    legal = state.legal_actions()
    assert Teleport((0, 1)) in legal and Teleport((1, 0)) in legal  # choose which mirror
    assert Stay() in legal  # not mandatory
    events = state.apply(Teleport((1, 0)))
    assert events[0] == M.PawnMoved(0, (0, -1), (1, 0), "teleport")
    assert state.current == 1  # it counted as the move


def test_a_lone_mirror_teleports_nowhere():
    state = fresh()
    lay(state, {(0, -1): ("crossroads", 0)})
    state.tokens[(0, -1)] = ["mirror"]
    state.pawns[0] = (0, -1)
    assert not any(isinstance(a, Teleport) for a in state.legal_actions())
    refused(state, Teleport((0, -1)), "no other mirror")


@pytest.mark.parametrize("held, taken", [([], True), (["yellow"], False)])
def test_a_lying_sword_goes_to_the_first_player_without_its_colour(held, taken):
    state = fresh()
    lay(state, {(0, -1): ("crossroads", 0)})
    state.tokens[(0, -1)] = ["yellow sword"]
    state.swords[0] = list(held)
    state.apply(Step((0, -1)))
    assert state.swords[0] == ["yellow"]
    assert state.tokens.get((0, -1)) == (None if taken else ["yellow sword"])


# -- turns, starting player, refusals -----------------------------------------------------
def test_everyone_rolls_and_the_highest_begins():
    state = GAME.new(default_seats(4, ["easy"] * 4), 5, {})
    last = state.opening_rolls[-1]
    assert state.opening_rolls and last[state.current] == max(last)
    assert sum(1 for r in last if r == max(last)) == 1


def test_turns_go_clockwise_and_are_counted():
    state = fresh(3)
    assert state.turn_count == 1
    for expected in (1, 2, 0):
        state.apply(Stay())
        assert state.current == expected
    assert state.turn_count == 4


@pytest.mark.parametrize("set_up, action, words", [
    ("move", Step((5, 5)), r"no tile at \(5, 5\)"),
    ("move", Step((0, 0)), "you are already there"),
    ("move", Step("north"), "a step needs a place"),
    ("far", Step((0, -2)), "not next to your tile"),
    ("wall", Step((1, -1)), "a wall stands between"),
    ("move", LayTile("N", 0), "draw a tile first"),
    ("move", RollToLeave(), "nothing holds you here"),
    ("move", Attack("red dragon"), "move first"),
    ("move", Rescue(), "move first"),
    ("move", Teleport((0, 0)), "only teleport from a tile with a mirror"),
    ("move", RollDice(), "is not a Tajemnica Zamku move"),
    ("place", Stay(), "lay the tile you drew first"),
    ("place", LayTile("X", 0), "one of N, E, S, W"),
    ("place", LayTile("N", 45), "0, 90, 180 or 270"),
    ("place", LayTile("N", True), "0, 90, 180 or 270"),
    ("attempt", Step((0, -1)), "you have moved this turn"),
    ("attempt", Attack("blue dragon"), "attack which dragon"),
    ("attempt", Attack("green dragon"), "green dragon is not on your tile"),
    ("attempt", Rescue(), "need all three items"),
])
def test_illegal_actions_are_refused_and_change_nothing(set_up, action, words):
    state = fresh()
    lay(state, {(0, -1): ("straight", 0), (0, -2): ("straight", 0), (1, -1): ("straight", 0)})
    if set_up == "place":
        state.box = [tile_id("crossroads")]
        state.apply(DrawTile())
    elif set_up == "attempt":
        state.tokens[(0, 0)] = ["red dragon"]
        state.swords[0] = ["red"]
        state.apply(Stay())
        assert state.phase == ATTEMPT
    elif set_up == "far":
        pass
    elif set_up == "wall":
        state.pawns[0] = (0, -1)
    refused(state, action, words)


def test_equivalent_turn_of_a_straight_is_accepted():
    state = fresh()
    state.box = [tile_id("straight")]
    state.apply(DrawTile())
    assert LayTile("N", 180) not in state.legal_actions()  # offered once, as 0 degrees
    state.apply(LayTile("N", 180))
    assert state.lab.masks[(0, -1)] == rotate(SHAPES["straight"], 0)


def test_observation_shows_the_table_but_not_the_secrets():
    state = fresh(2)
    state.box = [tile_id("corner", circle=True)]
    state.apply(DrawTile())
    obs = observation(state, 1)
    assert obs["hand"] == state.hand and obs["face_down"] == 36 and obs["box"] == 0
    assert "rng" not in obs and obs["face_down"] == len(state.face_down) == 36
    order = list(state.face_down)
    state.face_down.reverse()
    assert state.face_down != order and observation(state, 1) == obs, (
        "which token lies where face down is no part of what is seen")
    state.face_down.reverse()
    text = repr(obs)
    assert "ghost" not in text and "princess" not in text  # nothing face down is named


def test_game_definition():
    assert GAME.id == "tajemnica-zamku" and (GAME.min_players, GAME.max_players) == (1, 4)
    assert GAME.house_rules == HOUSE_RULES and len(HOUSE_RULES) >= 5
    assert repr(Step((1, 0))) == "Step(to=(1, 0))"
    assert repr(LayTile("N", 90)) == "LayTile(side='N', rotation=90)"
    assert repr(Attack("red dragon")) == "Attack(target='red dragon')"
    assert repr(RollToLeave()) == "RollToLeave()" and repr(Stay()) == "Stay()"
    with pytest.raises(ValueError):
        GAME.new(default_seats(5, ["easy"] * 5), 1, {})


def test_the_rules_page_covers_the_game_and_names_the_house_rule():
    from castle_games.games.tajemnica_zamku.guide import GUIDE

    assert all(isinstance(h, str) and isinstance(t, str) and t for h, t in GUIDE)
    text = " ".join(t for _, t in GUIDE).lower()
    for word in ("map", "elixir", "key", "10 or more", "8 or more", "7 or more", "6 or more",
                 "5 or more", "mirror", "sword", "bat tile", "draw"):
        assert word in text, word
    assert any("house rule" in h for h, _ in GUIDE)
