"""Clever Keys hints: a legal move with a reason, from what the seat knows, and good advice."""

from __future__ import annotations

import copy
import random

from castle_games import plugins
from castle_games.core.advice import HINT_LEVEL, Advice, Adviser
from castle_games.core.seats import default_seats
from castle_games.games.clever_keys import hint as H
from castle_games.games.clever_keys.hint import HintBot
from castle_games.games.clever_keys.moves import InsertKey, KeyInserted, StopAndTake
from castle_games.games.clever_keys.rules import GAME, observation
from castle_games.simulate import simulate


def _playout(seed: int, moves: int = 400):
    """A seeded game: seat 0 makes random moves (so every kind of decision comes up), seat 1
    follows its own hint; yields (state, hint of the seat to move, its advice)."""
    state = GAME.new(default_seats(2), seed, {})
    hints = {seat: HintBot(seat, seed=seed) for seat in (0, 1)}
    rng = random.Random(seed)
    for _ in range(moves):
        if state.to_move is None:
            return
        seat = state.to_move
        legal = state.legal_actions()
        advice = hints[seat].advise(observation(state, seat), legal)
        yield state, seat, legal, advice
        action = advice.action if seat == 1 else rng.choice(legal)
        events = state.apply(action)
        for s, hint in hints.items():
            hint.notice(GAME.perceived(events, s))


def test_the_hint_is_a_legal_move_with_a_sentence_at_every_kind_of_decision():
    kinds: dict[str, int] = {}
    reasons: set[str] = set()
    for seed in range(40):
        for _state, _seat, legal, advice in _playout(seed):
            assert isinstance(advice, Advice)
            assert advice.action in legal
            told = advice.told()
            assert told and told[0].isupper() and told.rstrip()[-1] in ".!", told
            assert "{" not in told, "every placeholder is filled"
            first = not any(isinstance(a, StopAndTake) for a in legal)
            kind = ("stop" if isinstance(advice.action, StopAndTake)
                    else "first key" if first else "go on")
            kinds[kind] = kinds.get(kind, 0) + 1
            reasons.add(advice.reason)
    assert all(kinds.get(k, 0) >= 12 for k in ("stop", "first key", "go on")), kinds
    assert len(reasons) >= 6, "the reason fits the move: not one sentence for everything"


def test_the_hint_names_the_move_it_gives():
    """The sentence speaks of the key and section of the move itself."""
    for seed in range(4):
        for _state, _seat, _legal, advice in _playout(seed):
            fields = dict(advice.fields)
            if isinstance(advice.action, InsertKey):
                assert fields["key"] == advice.action.key
                if "section" in fields:
                    assert fields["section"] == advice.action.section


def test_what_the_hint_says_is_true_at_the_table():
    """A slot called safe is not blocked, the keys it counts stand in that section, and a
    stop is said with the real reward."""
    said = set()
    for seed in range(12):
        for state, _seat, _legal, advice in _playout(seed):
            fields, a = dict(advice.fields), advice.action
            said.add(advice.reason)
            if advice.reason in (H.SAFE_SEEN, H.SAFE_WORKED_OUT, H.GO_ON_SAFE):
                assert state.blocked[a.section - 1] != a.slot, advice
            if advice.reason == H.JOIN_ONE:
                assert state.keys[fields["other"]][0] == a.section
                assert state.keys_in(a.section, a.key) == 1
            if advice.reason == H.JOIN_TWO:
                assert state.keys_in(a.section, a.key) == 2
            if "reward" in fields:
                assert fields["reward"] == state.reward > 0
            if advice.reason == H.GO_ON_RISKY:
                assert state.reward <= H.SMALL_REWARD, "a small reward is small"
    assert {H.SAFE_SEEN, H.SAFE_WORKED_OUT, H.JOIN_ONE, H.STOP_RISKY} <= said


def _hidden_swapped(state, seen: set[tuple[int, int]]):
    """The same table with the blocked slot moved in every section no key has gone into:
    what nobody at the table can know."""
    twin = copy.deepcopy(state)
    touched = {s for s, _t in seen}
    for section in range(1, 9):
        if section not in touched:
            twin.blocked[section - 1] = twin.blocked[section - 1] % 4 + 1
    return twin


def test_hidden_slots_swapped_give_the_same_hint():
    swaps = 0
    for seed in range(10):
        state = GAME.new(default_seats(2), seed, {})
        seen: set[tuple[int, int]] = set()
        bots = {0: HintBot(0, seed=seed), 1: HintBot(1, seed=seed)}
        rng = random.Random(seed)
        for _ in range(60):
            if state.to_move is None:
                break
            seat = state.to_move
            twin = _hidden_swapped(state, seen)
            if twin.blocked != state.blocked:
                assert observation(twin, seat) == observation(state, seat)
                assert twin.legal_actions() == state.legal_actions()
                mirror = copy.deepcopy(bots[seat])  # fed the same events
                real = bots[seat].advise(observation(state, seat), state.legal_actions())
                other = mirror.advise(observation(twin, seat), twin.legal_actions())
                assert real == other
                swaps += 1
            action = rng.choice(state.legal_actions())
            events = state.apply(action)
            seen |= {(e.section, e.slot) for e in events if isinstance(e, KeyInserted)}
            for s, bot in bots.items():
                bot.notice(GAME.perceived(events, s))
    assert swaps > 100


def test_the_hint_is_the_games_hint_level_and_an_adviser():
    manifest = plugins.manifest("clever-keys")
    assert manifest.levels[-1] == HINT_LEVEL
    bot = manifest.make_bot(1, HINT_LEVEL, 3)
    assert isinstance(bot, HintBot) and isinstance(bot, Adviser)
    state = GAME.new(default_seats(2), 3, {})
    legal = state.legal_actions()
    assert bot.choose(observation(state, 1), legal) == bot.advise(observation(state, 1), legal).action


def test_following_the_hint_beats_easy_in_most_of_300_games():
    report = simulate("clever-keys", 2, 300, 1, ["hint", "easy"])
    assert report.errors == 0 and report.unfinished == 0
    assert report.wins[0] >= 0.60 * 300, report.wins
    assert report.wins[0] > 2 * report.wins[1], report.wins
