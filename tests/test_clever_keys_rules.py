"""Clever Keys rules: the rulebook's Valerie examples, where a key may go, how the reward
grows, three placements at most, the end when the chamber is empty, and illegal moves that
are refused with a clear message and leave the table as it was."""

from __future__ import annotations

import json

import pytest

from castle_games.core.contract import IllegalAction
from castle_games.core.seats import default_seats
from castle_games.games.clever_keys import guide
from castle_games.games.clever_keys.moves import (
    GameEnded,
    GemLost,
    InsertKey,
    KeyInserted,
    RewardTaken,
    SectionLocked,
    SectionUnlocked,
    StopAndTake,
    TurnPassed,
)
from castle_games.games.clever_keys.rules import (
    ALL_THE_WAY,
    GAME,
    GEMS,
    HOUSE_RULES,
    JAMMED,
    KEYS,
    MAX_PLACEMENTS,
)
from castle_games.games.knobelschatz.moves import RollDice

# A board where slot 4 is blocked everywhere, unless a test says otherwise.
PLAIN = [4] * 8


def table(blocked=PLAIN, keys=None, players=2, chamber=GEMS, piles=None, current=0):
    """A game set up by hand: the hidden board, the keys, the gemstones."""
    state = GAME.new(default_seats(players, ["easy"] * players), 1, {})
    state.blocked = list(blocked)
    state.keys = {k: None for k in KEYS}
    state.keys.update(keys or {})
    state.piles = list(piles) if piles else [0] * players
    state.chamber = chamber
    state.corner = GEMS - chamber - sum(state.piles)
    state.current = current
    state.check()
    return state


def kinds(events):
    return [type(e).__name__ for e in events]


def sections_for(state, key):
    return sorted({a.section for a in state.legal_actions()
                   if isinstance(a, InsertKey) and a.key == key})


# -- the rulebook's examples ------------------------------------------------------------
def test_valerie_key_b_must_skip_the_section_locked_by_key_c():
    # Key B stands in section 2; key C is jammed in section 3 (its blocked slot is 2).
    blocked = [4, 4, 2, 4, 4, 4, 4, 4]
    state = table(blocked, {"B": (2, 1), "C": (3, 2)})
    assert state.locked_sections() == {3}
    # Key A may go into any section except the locked one...
    assert sections_for(state, "A") == [1, 2, 4, 5, 6, 7, 8]
    # ...key B cannot go into the next section, locked by C, and moves one further...
    assert sections_for(state, "B") == [4]
    # ...and key C itself goes into the next section.
    assert sections_for(state, "C") == [4]
    before = state.to_dict()
    with pytest.raises(IllegalAction, match="section 3 is locked, so it is skipped"):
        state.apply(InsertKey("B", 3, 1))
    assert state.to_dict() == before
    events = state.apply(InsertKey("B", 4, 1))
    assert events[0] == KeyInserted("B", 4, 1, ALL_THE_WAY, 1, seat=0, placement=1, gain=1,
                                    from_section=2, from_slot=1)


def test_valerie_two_then_one_more_makes_three_then_a_jam_brings_nothing():
    # Key B in section 2, key C jammed in section 3; section 5's blocked slot is 2.
    blocked = [4, 4, 2, 4, 2, 4, 4, 4]
    state = table(blocked, {"B": (2, 1), "C": (3, 2)})
    events = state.apply(InsertKey("A", 2, 3))
    assert events == [KeyInserted("A", 2, 3, ALL_THE_WAY, 2, seat=0, placement=1, gain=2)]
    assert StopAndTake() in state.legal_actions()  # she could take 2 now
    # She goes on: the next section (3) is locked by key C, so key A goes to section 4.
    assert sections_for(state, "A") == [4]
    events = state.apply(InsertKey("A", 4, 1))
    assert events[0].reward_now == 3 and events[0].gain == 1
    assert state.reward == 3
    # One last time, into section 5: the key jams. Nothing, and one gemstone is lost.
    events = state.apply(InsertKey("A", 5, 2))
    assert kinds(events) == ["KeyInserted", "SectionLocked", "GemLost", "TurnPassed"]
    assert events[0].result == JAMMED and events[0].reward_now == 0
    assert events[1] == SectionLocked(5, "A")
    assert events[2] == GemLost(0, 3, GEMS - 1)
    assert events[3] == TurnPassed(1)
    assert state.piles == [0, 0] and state.corner == 1 and state.chamber == GEMS - 1
    assert state.locked_sections() == {3, 5}
    assert state.keys["A"] == (5, 2), "the jammed key stays where it is"


# -- where a key may go -----------------------------------------------------------------
@pytest.mark.parametrize("keys, expected", [
    ({}, 32),                                       # an empty board: every slot
    ({"B": (3, 1)}, 31),                            # B's slot is taken
    ({"B": (3, 1), "C": (3, 2)}, 30),               # both slots taken, section 3 still open
    ({"C": (5, 4)}, 28),                            # C jammed: section 5 is locked
    ({"B": (5, 4), "C": (6, 4)}, 24),               # two sections locked
    ({"B": (1, 1), "C": (5, 4)}, 27),
])
def test_a_key_beside_the_board_goes_into_any_free_slot_of_any_unlocked_section(keys, expected):
    state = table(PLAIN, keys)
    targets = [(a.section, a.slot) for a in state.legal_actions()
               if isinstance(a, InsertKey) and a.key == "A"]
    assert len(targets) == expected
    locked = state.locked_sections()
    taken = set(keys.values())
    assert set(targets) == {(s, t) for s in range(1, 9) for t in range(1, 5)
                            if s not in locked and (s, t) not in taken}


@pytest.mark.parametrize("keys, key, target", [
    ({"A": (1, 1)}, "A", 2),
    ({"A": (8, 1)}, "A", 1),                               # round the board
    ({"A": (1, 1), "C": (2, 4)}, "A", 3),                  # C locks 2
    ({"A": (1, 1), "B": (2, 4), "C": (3, 4)}, "A", 4),     # two locked in a row
    ({"A": (7, 1), "B": (8, 4), "C": (1, 4)}, "A", 2),     # locked sections across 8 -> 1
    ({"A": (4, 4)}, "A", 5),                               # a jammed key moves on too
    ({"A": (1, 1), "B": (2, 2)}, "A", 2),                  # a section with a key is open
    ({"A": (6, 3), "B": (7, 4), "C": (7, 1)}, "A", 8),     # B locks 7 though C stands in it
])
def test_a_key_on_the_board_moves_to_the_next_unlocked_section_clockwise(keys, key, target):
    state = table(PLAIN, keys)
    assert sections_for(state, key) == [target]
    taken = {p for k, p in keys.items() if k != key}
    free = [a.slot for a in state.legal_actions() if isinstance(a, InsertKey) and a.key == key]
    assert free == [t for t in range(1, 5) if (target, t) not in taken]


def test_moving_a_jammed_key_unlocks_its_section():
    state = table(PLAIN, {"A": (4, 4), "B": (1, 1)})
    assert state.locked_sections() == {4}
    assert 4 not in sections_for(state, "C")
    events = state.apply(InsertKey("A", 5, 1))
    assert events[0] == SectionUnlocked(4, "A")
    assert events[1].from_section == 4 and events[1].from_slot == 4
    assert state.locked_sections() == set()


def test_after_the_first_placement_the_turn_goes_on_with_the_same_key_or_stops():
    state = table(PLAIN, {"B": (3, 1)})
    state.apply(InsertKey("A", 6, 1))
    legal = state.legal_actions()
    assert legal[0] == StopAndTake()
    assert {a.key for a in legal[1:]} == {"A"}
    assert sections_for(state, "A") == [7]


# -- the reward -------------------------------------------------------------------------
@pytest.mark.parametrize("keys, section, gain", [
    ({}, 1, 1),                                   # alone in the section
    ({"B": (2, 1)}, 2, 2),                        # joins B
    ({"B": (2, 1), "C": (2, 2)}, 2, 3),           # joins B and C
    ({"B": (2, 1), "C": (5, 2)}, 5, 2),
    ({"B": (2, 1), "C": (5, 2)}, 7, 1),
])
def test_the_reward_grows_by_the_keys_now_in_the_section(keys, section, gain):
    state = table(PLAIN, keys)
    events = state.apply(InsertKey("A", section, 3))
    assert events[0].gain == gain and events[0].reward_now == gain == state.reward


@pytest.mark.parametrize("keys, first, expected_rewards", [
    # A alone goes 1 -> 2 -> 3: +1, +1, +1.
    ({}, (1, 1), [1, 2, 3]),
    # A joins B and C in 2 (3), then 3 (+1), then 4 (+1).
    ({"B": (2, 1), "C": (2, 2)}, (2, 3), [3, 4, 5]),
    # A in 1 (1), then joins B in 2 (+2), then joins C in 3 (+2).
    ({"B": (2, 1), "C": (3, 1)}, (1, 1), [1, 3, 5]),
])
def test_rewards_add_up_over_the_turn_and_the_third_is_taken_at_once(keys, first, expected_rewards):
    state = table(PLAIN, keys)
    seen = []
    events = state.apply(InsertKey("A", *first))
    seen.append(events[0].reward_now)
    for _ in range(MAX_PLACEMENTS - 1):
        section = sections_for(state, "A")[0]
        slot = next(a.slot for a in state.legal_actions()
                    if isinstance(a, InsertKey) and a.section == section)
        events = state.apply(InsertKey("A", section, slot))
        seen.append(events[0].reward_now)
    assert seen == expected_rewards
    # The third placement ended the turn: the reward was taken and the next player is on.
    assert kinds(events) == ["KeyInserted", "RewardTaken", "TurnPassed"]
    assert events[1] == RewardTaken(0, expected_rewards[-1], expected_rewards[-1])
    assert state.piles == [expected_rewards[-1], 0] and state.current == 1
    assert state.placements == 0 and StopAndTake() not in state.legal_actions()
    assert {a.key for a in state.legal_actions()} == set(KEYS)


def test_stop_and_take_pays_the_reward_and_passes_the_turn():
    state = table(PLAIN, {"B": (2, 1)}, players=3, current=2)
    state.apply(InsertKey("A", 2, 2))
    events = state.apply(StopAndTake())
    assert events == [RewardTaken(2, 2, 2), TurnPassed(0)]
    assert state.piles == [0, 0, 2] and state.chamber == GEMS - 2 and state.corner == 0


def test_a_jam_after_a_reward_loses_it_all():
    state = table([4, 4, 1, 4, 4, 4, 4, 4], {"B": (2, 1), "C": (2, 2)})
    state.apply(InsertKey("A", 2, 3))
    assert state.reward == 3
    events = state.apply(InsertKey("A", 3, 1))
    assert events[2] == GemLost(0, 3, GEMS - 1)
    assert state.piles == [0, 0] and state.reward == 0 and state.current == 1


# -- the end ----------------------------------------------------------------------------
@pytest.mark.parametrize("chamber, reward_keys, paid", [
    (2, {"B": (2, 1), "C": (2, 2)}, 2),   # promised 3, only 2 left
    (1, {"B": (2, 1)}, 1),                # promised 2, only 1 left
    (3, {"B": (2, 1), "C": (2, 2)}, 3),   # exactly enough
])
def test_the_last_reward_is_paid_only_as_far_as_gemstones_remain(chamber, reward_keys, paid):
    piles = [GEMS - chamber - 5, 5]
    state = table(PLAIN, reward_keys, chamber=chamber, piles=piles)
    state.apply(InsertKey("A", 2, 3))
    events = state.apply(StopAndTake())
    assert events[0].gems == paid and events[0].reward == len(reward_keys) + 1
    assert state.chamber == 0 and state.to_move is None
    assert isinstance(events[-1], GameEnded)
    assert state.outcome.scores == (piles[0] + paid, 5) and state.outcome.winners == (0,)
    assert state.legal_actions() == []


def test_a_lost_gemstone_can_empty_the_chamber_and_end_the_game():
    state = table(PLAIN, {}, chamber=1, piles=[20, 25], current=0)
    events = state.apply(InsertKey("A", 1, 4))  # slot 4 is blocked
    assert kinds(events) == ["KeyInserted", "SectionLocked", "GemLost", "GameEnded"]
    assert state.chamber == 0 and state.corner == GEMS - 45
    assert state.outcome.winners == (1,) and state.to_move is None
    assert events[-1].blocked == tuple(PLAIN), "the board is lifted at the end"


@pytest.mark.parametrize("piles, winners", [
    ([20, 19], (0,)),               # seat 0 takes the last gemstone: 21 against 19
    ([19, 20], (0, 1)),             # 20 and 20: both win
    ([10, 11, 10], (0, 1)),         # 11, 11, 10
    ([10, 11, 11], (0, 1, 2)),      # a three-way tie
    ([5, 16, 15], (1,)),
])
def test_ties_share_the_win(piles, winners):
    state = table(PLAIN, {}, players=len(piles), chamber=1, piles=piles)
    state.apply(InsertKey("A", 1, 1))
    events = state.apply(StopAndTake())
    assert state.outcome.scores == tuple([piles[0] + 1] + piles[1:])
    assert state.outcome.winners == winners
    assert events[-1].winners == winners


# -- illegal moves ----------------------------------------------------------------------
def _started():
    state = table(PLAIN, {"B": (2, 1), "C": (5, 4)})
    state.apply(InsertKey("A", 2, 2))
    return state


@pytest.mark.parametrize("make, action, message", [
    (lambda: table(PLAIN), InsertKey("D", 1, 1), "there is no key 'D'"),
    (lambda: table(PLAIN), InsertKey("A", 9, 1), "there is no section 9"),
    (lambda: table(PLAIN), InsertKey("A", 0, 1), "there is no section 0"),
    (lambda: table(PLAIN), InsertKey("A", "3", 1), "there is no section '3'"),
    (lambda: table(PLAIN), InsertKey("A", 3, 5), "there is no slot 5"),
    (lambda: table(PLAIN), InsertKey("A", 3, True), "there is no slot True"),
    (lambda: table(PLAIN, {"B": (2, 1)}), InsertKey("A", 2, 1), "slot 1 of section 2 already holds key B"),
    (lambda: table(PLAIN, {"C": (5, 4)}), InsertKey("A", 5, 1), "section 5 is locked: key C is jammed there"),
    (lambda: table(PLAIN, {"A": (2, 1)}), InsertKey("A", 5, 1), "moves on clockwise to section 3"),
    (lambda: table(PLAIN, {"A": (2, 1)}), InsertKey("A", 2, 3), "moves on clockwise to section 3"),
    (lambda: table(PLAIN), StopAndTake(), "put a key in first"),
    (lambda: table(PLAIN), RollDice(), "is not a Clever Keys move"),
    (_started, InsertKey("B", 3, 1), "this turn you go on with key A"),
    (_started, InsertKey("A", 3, 1), None),  # legal: a control for the table itself
])
def test_illegal_moves_are_refused_and_change_nothing(make, action, message):
    state = make()
    before = json.dumps(state.to_dict(), sort_keys=True)
    if message is None:
        state.apply(action)
        return
    with pytest.raises(IllegalAction, match=message):
        state.apply(action)
    assert json.dumps(state.to_dict(), sort_keys=True) == before
    assert repr(action) not in {repr(a) for a in state.legal_actions()}


def test_nothing_may_be_played_after_the_end():
    state = table(PLAIN, {}, chamber=1, piles=[30, 21])
    state.apply(InsertKey("A", 1, 4))
    before = state.to_dict()
    for action in (InsertKey("B", 2, 1), StopAndTake()):
        with pytest.raises(IllegalAction, match="the game is over"):
            state.apply(action)
    assert state.to_dict() == before


@pytest.mark.parametrize("spoil, message", [
    (lambda d: d.update(chamber=d["chamber"] + 1), "do not add up"),
    (lambda d: d.update(blocked=[4] * 7), "exactly one blocked slot"),
    (lambda d: d.update(blocked=[4] * 7 + [5]), "exactly one blocked slot"),
    (lambda d: d["keys"].update(A=[1, 1], B=[1, 1]), "same slot"),
])
def test_a_spoiled_save_is_refused(spoil, message):
    data = json.loads(json.dumps(table(PLAIN).to_dict()))
    spoil(data)
    with pytest.raises(ValueError, match=message):
        GAME.from_dict(data)


# -- the board is drawn from the seed ---------------------------------------------------
def test_the_blocked_slots_come_from_the_seed():
    seats = default_seats(2, ["easy", "easy"])
    boards = {tuple(GAME.new(seats, seed, {}).blocked) for seed in range(200)}
    assert tuple(GAME.new(seats, 7, {}).blocked) == tuple(GAME.new(seats, 7, {}).blocked)
    assert len(boards) > 190, "different seeds deal different boards"
    counts = [0] * 4
    for board in boards:
        for slot in board:
            counts[slot - 1] += 1
    assert all(300 < c < 500 for c in counts), counts  # about 1/4 of 1600 each


def test_who_begins_is_an_option():
    seats = default_seats(3, ["easy"] * 3)
    assert GAME.new(seats, 1, {}).to_move == 0
    assert GAME.new(seats, 1, {"starter": 2}).to_move == 2


# -- the rules page ---------------------------------------------------------------------
def test_the_guide_and_the_house_rules_are_there_for_the_rules_page():
    assert GAME.house_rules == HOUSE_RULES and len(HOUSE_RULES) >= 5
    assert len(guide.GUIDE) >= 6
    text = " ".join(p for _, p in guide.GUIDE).lower()
    for word in ("clockwise", "locked", "three", "open corner", "52", "all win"):
        assert word in text, word
    assert all(h and p.endswith((".", "!", "?")) for h, p in guide.GUIDE)
