"""Schlotterstein hints: a legal move with a reason, from what the seat saw, and good advice."""

from __future__ import annotations

import copy
import random

from castle_games import plugins
from castle_games.core.advice import HINT_LEVEL, Advice, Adviser
from castle_games.core.seats import default_seats
from castle_games.games.schlotterstein import hint as H
from castle_games.games.schlotterstein.deck import BY_NUMBER
from castle_games.games.schlotterstein.hint import HintBot
from castle_games.games.schlotterstein.moves import HideCard, RingBell, Scare, TurnOverCard
from castle_games.games.schlotterstein.rules import GAME, SCARE, observation
from castle_games.simulate import simulate


def _playout(seed: int, players: int = 2, moves: int = 300):
    """A seeded game: seat 0 plays at random, the others follow their hints; yields the
    state, the seat to move, its legal moves, its hint's advice and the hint."""
    state = GAME.new(default_seats(players), seed, {})
    hints = {seat: HintBot(seat, seed=seed) for seat in range(players)}
    rng = random.Random(seed)
    for _ in range(moves):
        if state.to_move is None:
            return
        seat = state.to_move
        legal = state.legal_actions()
        advice = hints[seat].advise(observation(state, seat), legal)
        yield state, seat, legal, advice, hints[seat]
        action = advice.action if seat else rng.choice(legal[:3] + legal[-1:])
        events = state.apply(action)
        for s, hint in hints.items():
            hint.notice(GAME.perceived(events, s))


def test_the_hint_is_a_legal_move_with_a_sentence_at_every_kind_of_decision():
    kinds: dict[type, int] = {}
    for seed in range(6):
        for _state, _seat, legal, advice, _hint in _playout(seed, players=2 + seed % 3):
            assert isinstance(advice, Advice) and advice.action in legal
            told = advice.told()
            assert told and told[0].isupper() and told.rstrip()[-1] in ".!", told
            assert "{" not in told
            kinds[type(advice.action)] = kinds.get(type(advice.action), 0) + 1
    assert all(kinds.get(k, 0) >= 10 for k in (TurnOverCard, HideCard, Scare)), kinds


def test_the_hint_names_residents_it_remembers_and_is_mostly_right():
    """The hint remembers the card as hard does, not all of it: its sure scares are nearly
    always right (an intrusion from the card before is rare), a try is said to be one, and
    it rings the bell before every resident of the card is found in some rounds (it forgot
    them). The card is looked at long enough to see the small ones."""
    sure = right = tries = forgot = 0
    for seed in range(6):
        for state, _seat, _legal, advice, _hint in _playout(seed):
            if isinstance(advice.action, Scare):
                assert dict(advice.fields)["resident"] == advice.action.resident
                if advice.reason == H.TRY:
                    tries += 1
                    continue
                assert advice.reason in (H.SCARE_EASY, H.SCARE_HIDING, H.SCARE_SEEN)
                sure += 1
                right += BY_NUMBER[state.card].shows(advice.action.resident)
            elif isinstance(advice.action, RingBell) and advice.reason == H.RING_FORGOT:
                forgot += any(BY_NUMBER[state.card].shows(n) for n in state.middle)
            if isinstance(advice.action, HideCard):
                assert advice.action.reveal_seconds >= 10
    assert sure > 100 and right >= 0.9 * sure, (right, sure)
    assert tries > 0 and forgot > 0, (tries, forgot)


def test_a_hint_that_did_not_see_the_card_rings_the_bell():
    state = GAME.new(default_seats(2), 4, {})
    state.apply(TurnOverCard())
    state.apply(HideCard(10.0))
    late = HintBot(1, seed=4)  # asked with no card seen: it does not guess
    assert state.phase == SCARE and state.to_move == 1
    advice = late.advise(observation(state, 1), state.legal_actions())
    assert advice.action == RingBell() and advice.reason == H.RING


def test_the_face_down_pile_swapped_gives_the_same_hint():
    """The order of the cards still in the pile is hidden: shuffled otherwise, every seat
    sees the same and its hint (fed the same events) says the same."""
    checked = 0
    for seed in range(8):
        for state, seat, legal, advice, hint in _playout(seed, players=2 + seed % 3, moves=160):
            if len(state.pile) < 2:
                continue
            twin = copy.deepcopy(state)
            random.Random(seed + checked).shuffle(twin.pile)
            if twin.pile == state.pile:
                twin.pile.reverse()
            assert observation(twin, seat) == observation(state, seat)
            assert twin.legal_actions() == legal
            mirror = copy.deepcopy(hint)  # fed the same events
            other = mirror.advise(observation(twin, seat), twin.legal_actions())
            assert other == advice
            checked += 1
    assert checked > 300


def test_the_hint_is_the_games_hint_level_and_an_adviser():
    manifest = plugins.manifest("schlotterstein")
    assert manifest.levels[-1] == HINT_LEVEL
    bot = manifest.make_bot(1, HINT_LEVEL, 3)
    assert isinstance(bot, HintBot) and isinstance(bot, Adviser)


def test_following_the_hint_beats_easy_but_plays_no_better_than_hard():
    """The bulb teaches and nudges, it does not play the memory game for the child: over
    300 games a seat following it wins at least 60 % against easy (measured about 85 %)
    and at most 65 % against hard (measured about 50 %)."""
    easy = simulate("schlotterstein", 2, 300, 1, ["hint", "easy"])
    hard = simulate("schlotterstein", 2, 300, 1, ["hint", "hard"])
    assert easy.errors == 0 and easy.unfinished == 0 and hard.errors == 0
    assert easy.wins[0] >= 0.60 * 300, easy.wins
    assert hard.wins[0] <= 0.65 * 300, hard.wins
