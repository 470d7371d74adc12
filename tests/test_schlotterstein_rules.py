"""Schloss Schlotterstein's rules as the rulebook and CLARIFICATIONS.md tell them: the
reveal, scaring in turn, the bell, the check (+1 right, -1 wrong, never past the start),
the next leading ghost, twelve rounds, ties; illegal moves explained and harmless."""

from __future__ import annotations

import json

import pytest

from castle_games.core.contract import IllegalAction
from castle_games.core.seats import default_seats
from castle_games.games.schlotterstein.moves import (
    BellRung,
    CardHidden,
    CardTurnedOver,
    GameOver,
    HideCard,
    NewLeader,
    PathExtended,
    RingBell,
    RoundScored,
    Scare,
    Scared,
    ScaringEnded,
    TurnOverCard,
)
from castle_games.games.schlotterstein.residents import NAMES
from castle_games.games.schlotterstein.rules import (
    GAME,
    HOUSE_RULES,
    ROUNDS,
    SCARE,
    SHOW,
    TURN,
    SchlottersteinState,
    observation,
)


def new_game(n: int = 2, seed: int = 7, **options) -> SchlottersteinState:
    return GAME.new(default_seats(n, ["easy"] * n), seed, options)


def reveal(state: SchlottersteinState, seconds: float = 10.0) -> tuple[list[str], list[str]]:
    """Turn the card over and hide it; returns (residents on it, residents not on it)."""
    state.apply(TurnOverCard())
    state.apply(HideCard(seconds))
    card = state.shown_card
    assert card is not None
    on = list(card.residents)
    return on, [n for n in NAMES if n not in on]


def play_round(state: SchlottersteinState, plan: dict[int, list[str]]) -> list:
    """Every seat scares its planned residents in turn, then rings the bell."""
    plan = {s: list(v) for s, v in plan.items()}
    events: list = []
    while state.phase == SCARE:
        seat = state.to_move
        todo = plan.get(seat, [])
        events += state.apply(Scare(todo.pop(0)) if todo else RingBell())
    return events


# -- the check ----------------------------------------------------------------------------------
@pytest.mark.parametrize("start,right,wrong,end", [
    (0, 3, 0, 3),     # three right: three steps forward
    (0, 0, 2, 0),     # wrong at the start: the ghost stays at the start
    (0, 2, 3, 0),     # more wrong than right: back to the start, not below
    (5, 1, 3, 3),     # 5 + 1 - 3
    (2, 0, 5, 0),     # never back past the start
    (4, 4, 1, 7),
    (3, 2, 2, 3),     # as many right as wrong: stays
    (0, 8, 0, 8),
])
def test_check_moves_right_minus_wrong_never_below_start(start, right, wrong, end):
    state = new_game()
    on, off = reveal(state)
    state.positions[1] = start
    events = play_round(state, {1: on[:right] + off[:wrong]})
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.right[1] == tuple(on[:right]) and scored.wrong[1] == tuple(off[:wrong])
    assert state.positions[1] == end
    assert scored.moves[1] == end - start
    assert state.positions[0] == 0


def test_path_grows_when_a_ghost_runs_past_its_end():
    state = new_game()
    on, _ = reveal(state)
    state.positions[1] = 8
    events = play_round(state, {1: on[:5]})
    assert state.positions[1] == 13 and state.path_length == 13
    assert PathExtended(13) in events


# -- scaring in turn ------------------------------------------------------------------------------
def test_scaring_goes_clockwise_from_the_leaders_left_and_skips_who_rang():
    state = new_game(3)
    on, _ = reveal(state)
    order = []
    moves = [Scare(on[0]), Scare(on[1]), Scare(on[2]),   # seats 1, 2, 0
             Scare(on[3]), RingBell(),                  # seat 1 scares, seat 2 rings
             Scare(on[4]), Scare(on[5]), Scare(on[6])]  # seats 0, 1, 0: seat 2 is skipped
    for action in moves:
        order.append(state.to_move)
        state.apply(action)
    assert order == [1, 2, 0, 1, 2, 0, 1, 0]
    assert state.scared == [[on[2], on[4], on[6]], [on[0], on[3], on[5]], [on[1]]]


def test_the_last_player_who_has_not_rung_keeps_scaring_alone():
    state = new_game(2)
    on, _ = reveal(state)
    state.apply(RingBell())                  # seat 1 rings at once
    assert state.to_move == 0
    state.apply(Scare(on[0]))
    assert state.to_move == 0                # seat 0 again: nobody else is left
    assert state.phase == SCARE


def test_scaring_ends_when_everybody_rang_the_bell():
    state = new_game(3)
    reveal(state)
    events = []
    for _ in range(3):
        events += state.apply(RingBell())
    assert ScaringEnded("everybody rang the bell") in events
    assert [e.seat for e in events if isinstance(e, BellRung)] == [1, 2, 0]
    assert state.phase == TURN and state.leader == 1


def test_scaring_ends_when_nobody_of_the_card_is_left_in_the_middle():
    state = new_game(2)
    on, off = reveal(state)
    state.apply(RingBell())                  # seat 1 is out; seat 0 scares everybody
    events = []
    for name in on[:6] + off[:2] + on[6:]:
        events += state.apply(Scare(name))
    assert ScaringEnded("nobody of the card is left in the middle") in events
    assert state.positions == [10, 0]        # 12 right - 2 wrong
    assert state.middle == list(NAMES), "all resident cards are back in the middle"


def test_scared_residents_leave_the_middle_for_the_round_only():
    state = new_game(2)
    on, _ = reveal(state)
    state.apply(Scare(on[0]))
    assert on[0] not in state.middle and state.scared[1] == [on[0]]
    assert Scare(on[0]) not in state.legal_actions()
    play_round(state, {})
    assert on[0] in state.middle and state.scared == [[], []]


# -- rounds, leaders, the end ---------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_twelve_rounds_with_leaders_in_turn_then_the_end(n):
    state = new_game(n, seed=3, starter=1)
    leaders, cards = [], []
    for rnd in range(1, ROUNDS + 1):
        assert state.phase == TURN and state.round == rnd
        leaders.append(state.to_move)
        events = state.apply(TurnOverCard())
        cards.append(events[0].card)
        assert isinstance(events[0], CardTurnedOver) and events[0].leader == leaders[-1]
        state.apply(HideCard(5))
        events = play_round(state, {})
        if rnd < ROUNDS:
            assert NewLeader((leaders[-1] + 1) % n, rnd + 1) in events
    assert leaders == [(1 + k) % n for k in range(ROUNDS)]
    assert len(set(cards)) == ROUNDS, "every round a new card from the pile"
    assert state.to_move is None and state.legal_actions() == []
    assert state.outcome is not None
    assert state.outcome.winners == tuple(range(n)), "all at the start: everybody ties"
    assert isinstance(events[-1], GameOver)


def test_furthest_ghost_wins_and_ties_share_the_win():
    state = new_game(3)
    for rnd in range(ROUNDS):
        on, off = reveal(state)
        # seat 1 and seat 2 each get one right per round, seat 0 one wrong
        first = state.to_move
        plan = {1: [on[0]], 2: [on[1]], 0: [off[0]]}
        assert first == (rnd + 1) % 3
        play_round(state, plan)
    assert state.outcome.scores == (0, 12, 12)
    assert state.outcome.winners == (1, 2)


# -- reveal time --------------------------------------------------------------------------------
def test_reveal_time_is_told_and_offered_in_whole_seconds():
    state = new_game()
    state.apply(TurnOverCard())
    offered = state.legal_actions()
    assert offered[0] == HideCard(5.0) and offered[-1] == HideCard(30.0) and len(offered) == 26
    events = state.apply(HideCard(12.4))   # a person hides it whenever they like
    assert events == [CardHidden(0, 12.4)]
    assert observation(state, 1)["reveal_seconds"] == 12.4


def test_settings_can_lengthen_the_look_for_young_children():
    state = new_game(reveal_min=3, reveal_max=60)
    state.apply(TurnOverCard())
    state.apply(HideCard(45))
    assert state.phase == SCARE


# -- illegal actions ------------------------------------------------------------------------------
def _at(phase: str) -> SchlottersteinState:
    state = new_game(2)
    if phase in (SHOW, SCARE, "over"):
        state.apply(TurnOverCard())
    if phase in (SCARE, "over"):
        state.apply(HideCard(10))
        state.apply(Scare(state.shown_card.residents[0]))
    if phase == "over":
        for _ in range(ROUNDS):
            if state.phase == TURN:
                reveal(state)
            play_round(state, {})
    return state


@pytest.mark.parametrize("phase,action,message", [
    (TURN, HideCard(10), "turn one over first"),
    (TURN, Scare("Ritter Rudi"), "not turned over a card"),
    (TURN, RingBell(), "not turned over a card"),
    (SHOW, TurnOverCard(), "already on the table"),
    (SHOW, HideCard(3), "at least 5 seconds"),
    (SHOW, HideCard(31), "hides by itself after 30 seconds"),
    (SHOW, HideCard("soon"), "after how many seconds"),
    (SHOW, HideCard(True), "after how many seconds"),
    (SHOW, Scare("Ritter Rudi"), "still showing"),
    (SHOW, RingBell(), "still showing"),
    (SCARE, HideCard(10), "already hidden"),
    (SCARE, TurnOverCard(), "already on the table"),
    (SCARE, Scare("Graf Dracula"), "no castle resident called 'Graf Dracula'"),
    (SCARE, "first-scared", "has already scared"),
    ("over", RingBell(), "the game is over"),
    ("over", TurnOverCard(), "the game is over"),
])
def test_illegal_actions_explain_why_and_change_nothing(phase, action, message):
    state = _at(phase)
    if action == "first-scared":
        action = Scare(state.scared[1][0])
    before = json.dumps(state.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction, match=message):
        state.apply(action)
    assert json.dumps(state.to_dict(), sort_keys=True) == before


def test_someone_elses_scared_resident_names_who_has_it():
    state = new_game(2)
    on, _ = reveal(state)
    state.apply(Scare(on[0]))     # Ben (seat 1) scares
    with pytest.raises(IllegalAction, match=f"Ben has already scared {on[0]}"):
        state.apply(Scare(on[0]))


# -- what the table sees ------------------------------------------------------------------------
def test_the_card_is_in_the_observation_only_while_it_is_shown():
    state = new_game(3)
    state.apply(TurnOverCard())
    shown = observation(state, 2)
    assert sorted(shown["card"]["residents"]) == sorted(state.shown_card.residents)
    state.apply(HideCard(8))
    for seat in range(3):
        obs = observation(state, seat)
        assert obs["card"] is None
        assert str(state.card) not in json.dumps({k: v for k, v in obs.items()
                                                  if k not in ("players", "round", "rounds",
                                                               "pile_size", "path_length",
                                                               "reveal_min", "reveal_max",
                                                               "reveal_seconds", "seat",
                                                               "leader", "current")})


def test_observation_does_not_depend_on_which_card_is_hidden():
    state = new_game(2)
    reveal(state)
    other = SchlottersteinState.from_dict(state.to_dict())
    # Swap the hidden card with one from the box: the table looks exactly the same.
    swap = other.box[0]
    other.box[0], other.card = other.card, swap
    assert observation(state, 0) == observation(other, 0)
    assert observation(state, 1) == observation(other, 1)


def test_house_rules_are_listed_and_on_the_game():
    assert GAME.house_rules == HOUSE_RULES and len(HOUSE_RULES) >= 4
    assert {o.key for o in GAME.options} == {"starter", "reveal_min", "reveal_max"}


def test_actions_read_like_the_rulebook_and_survive_json():
    for action in (TurnOverCard(), HideCard(12.5), Scare("Eule Elsa"), RingBell()):
        assert GAME.action_from_dict(json.loads(json.dumps(action.to_dict()))) == action
    assert repr(Scare("Ritter Rudi")) == "Scare(resident='Ritter Rudi')"
    assert repr(RingBell()) == "RingBell()"
    assert repr(HideCard(10.0)) == "HideCard(reveal_seconds=10.0)"


def test_every_event_is_json_safe():
    state = new_game(2)
    on, off = reveal(state)
    events = play_round(state, {1: on[:2] + off[:1]})
    assert any(isinstance(e, Scared) for e in events)
    for e in events:
        json.dumps(e.to_dict())
