"""Seven Locks hints: a legal move with a sentence that fits it at every kind of decision;
the same hint whatever the closed towers hold (the seat heard the same); and a seat that
follows the hint beats easy in far more than 60 % of 300 two-player games."""

from __future__ import annotations

import pytest

from castle_games.core.advice import Advice, Adviser
from castle_games.core.rng import Rng
from castle_games.core.seats import default_seats
from castle_games.games.seven_locks import MANIFEST
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.hint import HintBot
from castle_games.games.seven_locks.rules import GAME, SevenLocksState, observation
from castle_games.simulate import simulate


def _playout(seed: int, n: int, strategists: bool):
    """A seeded game: seat 0 follows its hint, the others play easy; every seat's hint is
    asked at each of its decisions. Yields (state, seat, advice)."""
    state = GAME.new(default_seats(n, ["easy"] * n), seed, {"strategists": strategists})
    hints = {s: MANIFEST.make_bot(s, "hint", seed) for s in range(n)}
    easy = {s: MANIFEST.make_bot(s, "easy", seed) for s in range(n)}
    log: list[list] = []
    while state.to_move is not None:
        seat = state.to_move
        obs, legal = observation(state, seat), state.legal_actions()
        advice = hints[seat].advise(obs, legal)
        yield state, seat, advice, log
        action = advice.action if seat == 0 else easy[seat].choose(obs, legal)
        events = state.apply(action)
        log.append(events)
        for s in range(n):
            hints[s].notice(GAME.perceived(events, s))
            easy[s].notice(GAME.perceived(events, s))


def test_the_hint_level_is_an_adviser_that_follows_its_own_advice():
    bot = MANIFEST.make_bot(1, "hint", 3)
    assert isinstance(bot, HintBot) and isinstance(bot, Adviser) and bot.seat == 1
    state = GAME.new(default_seats(2, ["easy", "easy"]), 3, {})
    obs, legal = observation(state, 0), state.legal_actions()
    bot = MANIFEST.make_bot(0, "hint", 3)
    assert bot.choose(obs, legal) == bot.advise(obs, legal).action


def test_every_kind_of_decision_gets_a_legal_move_and_a_fitting_sentence():
    kinds: dict[str, int] = {}
    for seed in range(16):
        for state, _seat, advice, _log in _playout(seed, 2 + seed % 3, strategists=seed % 2 == 1):
            legal = state.legal_actions()
            assert isinstance(advice, Advice) and advice.action in legal, (seed, advice)
            told = advice.told()
            assert told[0].isupper() and told.endswith((".", "!")) and len(told.split()) >= 5
            a = advice.action
            kinds[state.phase] = kinds.get(state.phase, 0) + 1
            if isinstance(a, M.ChooseKey | M.GuessEnchantedKey):
                assert f"key {a.key}" in told.lower(), told
            if isinstance(a, M.ThrowPearl | M.MoveKeymaster):
                assert f"{_sign(a.tower)} tower" in told, told
            if isinstance(a, M.ChooseKey):
                assert f"{_sign(state.keymaster)} tower" in told, told
                if "too long" in told:  # then the key before stuck out, and this one is shorter
                    assert "shorter" in told
    # every decision a seat meets, from placing the keymaster to guessing the enchanted key
    for phase in R.PHASES[:-1]:
        assert kinds.get(phase, 0) >= 2, (phase, kinds)


def _sign(tower: int) -> str:
    return ("star", "moon", "heart", "sun", "flower", "diamond", "bell")[tower - 1]


def test_the_key_hint_follows_what_a_tried_key_showed():
    """After a key stuck out (too long) at a tower, the hint there names a shorter key (a
    higher number); after one sank in, a longer key: what a child can see, said."""
    checked = 0
    for seed in range(40):
        for state, _seat, advice, _log in _playout(seed, 3, strategists=False):
            told = advice.told()
            if isinstance(advice.action, M.ChooseKey) and ("stuck out" in told or "sank" in told):
                tried = int(told.split()[1])
                chamber = state.chambers[state.keymaster - 1]
                if "stuck out" in told:
                    assert tried < chamber and advice.action.key > tried
                else:
                    assert tried > chamber and advice.action.key < tried
                checked += 1
    assert checked >= 5


def _swapped(state: SevenLocksState, k: int) -> SevenLocksState:
    """The same table with other secrets: two closed towers (or a closed tower and the one
    set aside) hold each other's chambers, and other dice are to come. Everything the seat
    heard and saw stays as it was."""
    other = SevenLocksState.from_dict(state.to_dict())
    hidden = [t - 1 for t in other.standing_towers()] + [R.N_TOWERS]
    rng = Rng(500 + k)
    a, b = rng.sample(hidden, 2)
    other.chambers[a], other.chambers[b] = other.chambers[b], other.chambers[a]
    other.rng = Rng(9000 + k)
    other.check()
    return other


@pytest.mark.parametrize(("seed", "n"), [(2, 2), (5, 3), (8, 4)])
def test_the_hidden_facts_swapped_give_the_same_hint(seed, n):
    compared = 0
    for state, seat, advice, log in _playout(seed, n, strategists=False):
        if len(state.standing_towers()) < 2:
            continue
        other = _swapped(state, compared)
        assert other.chambers != state.chambers
        assert observation(other, seat) == observation(state, seat)
        # a fresh hint, told the events this seat perceived, asked at the swapped table
        again = HintBot(seat, seed=seed)
        for events in log:
            again.notice(GAME.perceived(events, seat))
        assert again.advise(observation(other, seat), other.legal_actions()) == advice
        compared += 1
        if compared >= 12:
            break
    assert compared >= 12


def test_following_the_hint_beats_easy():
    """The hint's figure: at least 60 % of 300 two-player games against easy."""
    report = simulate("seven-locks", 2, 300, 1, ["hint", "easy"])
    assert report.errors == 0 and report.unfinished == 0
    assert report.wins[0] >= 0.6 * 300, report.wins
