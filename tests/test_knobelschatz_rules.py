"""Knobelschatz rules: the rulebook's example, every die face, the dog, the end, the scores."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from castle_games.core.contract import IllegalAction
from castle_games.core.rng import Rng
from castle_games.core.seats import Seat, default_seats
from castle_games.games.knobelschatz import MANIFEST
from castle_games.games.knobelschatz.bot import HardBot
from castle_games.games.knobelschatz.moves import (
    CardsRevealed,
    CardTaken,
    DiceRolled,
    DogTaken,
    NothingTaken,
    RollDice,
    TakeCard,
    TurnPassed,
)
from castle_games.games.knobelschatz.rules import (
    CARD_VALUES,
    DOG,
    GAME,
    NOBODY,
    OVER,
    PILE,
    RESOLVE,
    ROLL,
    next_match_options,
    observation,
)

NAMES = ("Anna", "Ben", "Clara", "David", "Emma")
COLOURS = ("red", "blue", "green", "yellow", "purple")


class LoadedDice(Rng):
    """The state's generator, except that the dice show the faces a scenario needs."""

    def __init__(self, faces: Sequence[int]) -> None:
        super().__init__(7)
        self.faces = list(faces)

    def choice(self, seq):
        return self.faces.pop(0) if self.faces else super().choice(seq)


def table(sizes: Sequence[int], *, current: int = 0, dog: int | None = None,
          hands: Sequence[Sequence[int]] | None = None, pile: Sequence[int] | None = None):
    """A game with `sizes[i]` chests in front of seat i and the rest of the box in the pile."""
    n = len(sizes)
    seats = [Seat(NAMES[i], COLOURS[i]) for i in range(n)]
    state = GAME.new(seats, 1, {})
    if hands is None:
        deck = sorted(CARD_VALUES)
        hands = []
        for size in sizes:
            hands.append(deck[:size])
            deck = deck[size:]
        pile = deck
    state.hands = [list(h) for h in hands]
    state.pile = list(pile or [])
    assert sorted([c for h in state.hands for c in h] + state.pile) == sorted(CARD_VALUES)
    state.current = current
    state.dog = dog
    return state


def roll(state, faces: Sequence[int]):
    state.rng = LoadedDice(faces)
    return state.apply(RollDice())


def sizes_of(state) -> list[int]:
    return [len(h) for h in state.hands]


# -- the rulebook's worked example --------------------------------------------------------
def test_rulebook_example_right_neighbour_has_one_card():
    """Two 2s and a 3; the right neighbour holds one chest: one from them, one from the pile."""
    state = table([1, 2, 3, 2], current=1)  # Ben (seat 1); his right neighbour Anna has one
    pile_before = len(state.pile)
    events = roll(state, (2, 2, 3))
    assert events == [DiceRolled(1, (2, 2, 3))]
    assert state.legal_actions() == [TakeCard(2, 0), TakeCard(3, PILE)]
    state.apply(TakeCard(2, 0))
    assert state.legal_actions() == [TakeCard(2, NOBODY), TakeCard(3, PILE)]
    events = state.apply(TakeCard(2, NOBODY))
    assert isinstance(events[0], NothingTaken)
    state.apply(TakeCard(3, PILE))
    assert sizes_of(state) == [0, 4, 3, 2]
    assert len(state.pile) == pile_before - 1
    assert state.to_move == 2 and state.phase == ROLL


def test_rulebook_example_right_neighbour_has_no_card():
    state = table([0, 2, 3, 2], current=1)
    roll(state, (2, 2, 3))
    assert state.legal_actions() == [TakeCard(2, NOBODY), TakeCard(3, PILE)]
    for action in (TakeCard(2, NOBODY), TakeCard(3, PILE), TakeCard(2, NOBODY)):
        state.apply(action)
    assert sizes_of(state) == [0, 3, 3, 2]


# -- every face, the dog, bad luck: one row per situation ----------------------------------
T = TakeCard
SCENARIOS = [
    # (name, sizes, current, dog, faces, actions, sizes after, pile change, dog after)
    ("one pip: left neighbour = next seat clockwise", [2, 2, 2, 2], 1, None, (1, 1, 1),
     [T(1, 2), T(1, 2), T(1, NOBODY)], [2, 4, 0, 2], 0, None),
    ("two pips: right neighbour = previous seat", [2, 2, 2, 2], 1, None, (2, 2, 3),
     [T(2, 0), T(2, 0), T(3, PILE)], [0, 5, 2, 2], -1, None),
    ("two pips from seat 0 wrap round to the last seat", [1, 1, 1, 1, 1], 0, None, (2, 2, 2),
     [T(2, 4), T(2, NOBODY), T(2, NOBODY)], [2, 1, 1, 1, 0], 0, None),
    ("three pips: the pile", [1, 1, 1], 2, None, (3, 3, 3),
     [T(3, PILE)] * 3, [1, 1, 4], -3, None),
    ("four pips: any fellow player, the roller chooses", [1, 2, 2], 0, None, (4, 4, 4),
     [T(4, 2), T(4, 2), T(4, 1)], [4, 1, 0], 0, None),
    ("the dog protects its taker at once and frees the old owner", [1, 2, 1], 0, 1,
     (DOG, 1, 1), [T(1, 1), T(1, 1)], [3, 0, 1], 0, 0),
    ("a guarded left neighbour gives nothing", [1, 2, 1], 0, 1, (1, 3, 3),
     [T(1, NOBODY), T(3, PILE), T(3, PILE)], [3, 2, 1], -2, 1),
    ("the roller's own dog does not stop them", [1, 1, 1], 0, 0, (1, 2, 4),
     [T(1, 1), T(2, 2), T(4, NOBODY)], [3, 0, 0], 0, 0),
    ("four pips skip the guarded and the empty", [1, 0, 3, 1], 0, 2, (4, 4, 4),
     [T(4, 3), T(4, NOBODY), T(4, NOBODY)], [2, 0, 3, 0], 0, 2),
    ("three dogs: the dog comes, nothing else", [1, 1, 1], 1, 2, (DOG, DOG, DOG),
     [], [1, 1, 1], 0, 1),
    ("the roller picks the order: a one first keeps the four for another",
     [1, 1, 2, 0], 0, None, (1, 4, 3), [T(1, 1), T(4, 2), T(3, PILE)], [4, 0, 1, 0], -1, None),
]


@pytest.mark.parametrize("row", SCENARIOS, ids=[r[0] for r in SCENARIOS])
def test_die_faces(row):
    _, sizes, current, dog, faces, actions, after, pile_change, dog_after = row
    state = table(sizes, current=current, dog=dog)
    pile_before = len(state.pile)
    events = roll(state, faces)
    if DOG in faces and dog != current:
        assert DogTaken(current, dog) in events
    assert state.dog == dog_after
    for action in actions:
        assert action in state.legal_actions(), (action, state.legal_actions())
        state.apply(action)
    assert sizes_of(state) == after
    assert len(state.pile) - pile_before == pile_change
    assert state.dog == dog_after
    assert state.phase == ROLL and state.to_move == (current + 1) % len(sizes)


def test_only_one_source_is_ever_offered_for_one_two_or_three_pips():
    state = table([2, 2, 2, 2, 2], current=2)
    roll(state, (1, 2, 3))
    offered = {(a.die, a.source) for a in state.legal_actions()}
    assert offered == {(1, 3), (2, 1), (3, PILE)}


def test_a_robbed_chest_is_one_of_the_victims_own():
    state = table([0, 0, 0], hands=[[], [10, 1], [2]], pile=_rest([[], [10, 1], [2]]))
    roll(state, (1, 3, 3))
    state.apply(TakeCard(1, 1))
    assert len(state.hands[1]) == 1 and state.hands[0][0] in (10, 1)
    assert sorted(state.hands[0] + state.hands[1]) == [1, 10]


def _rest(hands: list[list[int]]) -> list[int]:
    rest = list(CARD_VALUES)
    for h in hands:
        for c in h:
            rest.remove(c)
    return rest


# -- illegal actions leave the state exactly as it was --------------------------------------
ILLEGAL = [
    # (sizes, current, dog, faces, action, words in the message)
    ([2, 2, 2], 0, 1, (4, 4, 4), T(4, 1), "Ben is guarded by the watchdog"),
    ([2, 2, 2], 0, None, (1, 3, 3), T(1, 2), "one pip takes from your left neighbour, Ben"),
    ([2, 2, 2], 0, None, (2, 3, 3), T(2, 1), "two pips take from your right neighbour, Clara"),
    ([2, 2, 2], 0, None, (4, 3, 3), T(4, 0), "you cannot take a chest from yourself"),
    ([2, 2, 2], 0, None, (3, 3, 3), T(3, 1), "three pips take from the pile"),
    ([2, 2, 2], 0, None, (1, 3, 3), T(1, PILE), "only three pips take from the pile"),
    ([2, 0, 2], 0, None, (4, 3, 3), T(4, 1), "Ben has no chest left"),
    ([2, 2, 2], 0, None, (4, 3, 3), T(2, 2), "no die left showing 2 pips"),
    ([2, 2, 2], 0, None, (4, 3, 3), T(DOG, 2), "no die left showing the dog"),
    ([2, 2, 2], 0, None, (4, 3, 3), T(4, 7), "there is no seat 7"),
    ([2, 2, 2], 0, None, (4, 3, 3), T(4, True), "there is no seat True"),
    ([2, 2, 2], 0, None, (4, 3, 3), T(4, "Ben"), "there is no seat 'Ben'"),
    ([2, 2, 2], 0, None, (1, 3, 3), T(1, NOBODY), "there is a chest to take, so take it"),
    ([2, 2, 2], 0, None, (1, 3, 3), RollDice(), "the dice are already rolled"),
]


@pytest.mark.parametrize("row", ILLEGAL, ids=[r[-1] for r in ILLEGAL])
def test_illegal_actions_explain_and_change_nothing(row):
    sizes, current, dog, faces, action, words = row
    state = table(sizes, current=current, dog=dog)
    roll(state, faces)
    before = state.to_dict()
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert state.to_dict() == before


def test_taking_before_rolling_and_moving_after_the_end_are_refused():
    state = table([1, 1])
    before = state.to_dict()
    with pytest.raises(IllegalAction, match="roll the dice first"):
        state.apply(TakeCard(3, PILE))
    assert state.to_dict() == before
    state = table([11, 12], hands=None)
    roll(state, (3, DOG, DOG))
    state.apply(TakeCard(3, PILE))
    assert state.phase == OVER
    with pytest.raises(IllegalAction, match="the game is over"):
        state.apply(RollDice())


# -- the end: the whole roll is played out, then the chests are counted ---------------------
def test_the_roll_that_empties_the_pile_is_played_to_the_end():
    state = table([8, 8, 7], current=2)  # one chest left in the pile
    assert len(state.pile) == 1
    roll(state, (3, 3, 4))
    events = state.apply(TakeCard(3, PILE))
    assert state.outcome is None and state.to_move == 2, "the other dice still count"
    events = state.apply(TakeCard(3, NOBODY))
    assert events == [NothingTaken(3, 2, "the pile is empty")]
    events = state.apply(TakeCard(4, 0))
    assert isinstance(events[-1], CardsRevealed)
    assert state.to_move is None and state.phase == OVER
    assert sizes_of(state) == [7, 8, 9]


def test_the_last_pile_card_ends_the_game_without_passing_the_turn():
    state = table([8, 8, 7], current=2)
    roll(state, (3, DOG, DOG))
    events = state.apply(TakeCard(3, PILE))
    assert not any(isinstance(e, TurnPassed) for e in events)
    assert isinstance(events[-1], CardsRevealed)


@pytest.mark.parametrize("hands, winners, scores", [
    # The last chest (a 2) makes Anna level with Clara: both win.
    ([[10, 6, 6, 4, 2], [1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3], [5, 5, 5, 4, 4, 4, 3]],
     (0, 2), (30, 22, 30)),
    ([[10, 6, 6, 4, 2], [1, 1, 1, 1, 2, 2, 2, 3, 3, 3], [5, 5, 5, 4, 4, 4, 3, 3]],
     (2,), (30, 19, 33)),
])
def test_scores_are_the_sums_and_all_tied_players_win(hands, winners, scores):
    rest = _rest(hands)
    state = table([0, 0, 0], hands=hands, pile=rest, current=0)
    assert state.pile == [2]
    roll(state, (3, DOG, DOG))
    events = state.apply(TakeCard(3, PILE))
    reveal = events[-1]
    assert isinstance(reveal, CardsRevealed)
    assert state.outcome.scores == tuple(sum(h) for h in state.hands) == reveal.scores == scores
    assert state.outcome.winners == winners == reveal.winners


# -- matches: who begins ------------------------------------------------------------------
@pytest.mark.parametrize("totals, starter", [
    ([30, 12, 25], 1), ([20, 20, 9, 9], 2), ([5, 5], 0), ([], 0), ([40, 41, 39, 50, 39], 2),
])
def test_the_lowest_total_begins_the_next_game(totals, starter):
    assert next_match_options(totals) == {"starter": starter}


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_a_new_game_begins_with_the_starter(n):
    for k in range(n):
        state = GAME.new(default_seats(n), 3, {"starter": k})
        assert state.to_move == k
        assert state.apply(RollDice())[0].seat == k


# -- setup, hidden values, saves -------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_one_chest_each_and_the_dog_beside_the_pile(n):
    state = GAME.new(default_seats(n), 11, {})
    assert sizes_of(state) == [1] * n and len(state.pile) == 24 - n
    assert state.dog is None and state.phase == ROLL
    assert sorted([c for h in state.hands for c in h] + state.pile) == sorted(CARD_VALUES)


def test_the_observation_hides_every_value_until_the_end():
    state = GAME.new(default_seats(3), 5, {})
    public = {"seat", "players", "current", "phase", "hand_sizes", "pile_size", "dog", "dice",
              "pending"}
    assert set(observation(state, 1)) == public
    while state.to_move is not None:
        state.apply(state.legal_actions()[0])
        if state.to_move is not None:
            assert set(observation(state, 0)) == public
    assert set(observation(state, 0)) == public | {"hands"}


def test_state_round_trips_mid_roll():
    state = table([2, 2, 2], current=1, dog=0)
    roll(state, (4, 1, 3))
    state.apply(TakeCard(1, 2))
    copy = GAME.from_dict(state.to_dict())
    assert copy.to_dict() == state.to_dict()
    assert copy.legal_actions() == state.legal_actions()


def test_a_save_whose_chests_do_not_add_up_is_refused():
    data = table([2, 2]).to_dict()
    data["pile"] = data["pile"][1:]
    with pytest.raises(ValueError, match="24"):
        GAME.from_dict(data)


# -- the bots -------------------------------------------------------------------------------
def obs_for(sizes, me, pending, dog=None, pile=10):
    return {"seat": me, "players": len(sizes), "current": me, "phase": RESOLVE,
            "hand_sizes": list(sizes), "pile_size": pile, "dog": dog, "dice": list(pending),
            "pending": list(pending)}


@pytest.mark.parametrize("level", ["hard", "hint"])
def test_hard_bot_robs_the_strongest_rival_not_the_weakest(level):
    # (the hard player thinks for the hint and the kind player; no seat has it)
    bot = HardBot(0, "hard", 1) if level == "hard" else MANIFEST.make_bot(0, level, 1)
    legal = [T(4, 1), T(4, 2), T(4, 3)]
    assert bot.choose(obs_for([2, 1, 6, 3], 0, [4]), legal) == T(4, 2)
    # The strongest rival guarded by the dog is not offered; then the next strongest.
    assert bot.choose(obs_for([2, 1, 6, 3], 0, [4], dog=2), [T(4, 1), T(4, 3)]) == T(4, 3)


def test_hard_bot_plays_the_dice_in_the_order_that_gets_most():
    """Left neighbour (seat 1) holds the only chest a one could take; the four must go elsewhere."""
    bot = HardBot(0, "hard", 1)
    legal = [T(1, 1), T(4, 1), T(4, 2)]
    choice = bot.choose(obs_for([1, 1, 3, 0], 0, [1, 4]), legal)
    assert choice in (T(1, 1), T(4, 2))  # never the four on seat 1, which wastes the one


def test_bots_get_no_state_only_the_observation():
    seats = default_seats(3, ["easy", "normal", "kind"])
    state = GAME.new(seats, 2, {})
    seen: list[set[str]] = []
    bots = [MANIFEST.make_bot(i, s.level, 2) for i, s in enumerate(seats)]
    while state.to_move is not None:
        obs = observation(state, state.to_move)
        seen.append(set(obs))
        state.apply(bots[state.to_move].choose(obs, state.legal_actions()))
    assert all("hands" not in keys and "pile" not in keys for keys in seen)


def test_card_taken_events_name_where_the_chest_came_from():
    state = table([1, 1, 1], current=0)
    events = roll(state, (1, 2, 3))
    events = state.apply(T(1, 1)) + state.apply(T(2, 2)) + state.apply(T(3, PILE))
    taken = [e for e in events if isinstance(e, CardTaken)]
    assert [(e.source, e.to_seat) for e in taken] == [(1, 0), (2, 0), (PILE, 0)]
