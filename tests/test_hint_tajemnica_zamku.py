"""Tajemnica Zamku hints: a legal move with a sentence that fits it, at every kind of
decision; the same hint whatever the box hides; and following the hint beats easy."""

from __future__ import annotations

import pytest

from castle_games.core.advice import Advice, Adviser
from castle_games.core.rng import Rng
from castle_games.core.seats import default_seats
from castle_games.games.tajemnica_zamku import MANIFEST
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.hint import HintBot
from castle_games.games.tajemnica_zamku.rules import GAME, TajemnicaState, observation
from castle_games.simulate import simulate


def _playout(seed: int, max_moves: int = 400):
    """A seeded two-player game, hint (seat 0) against easy (seat 1). Seat 1's moves are the
    easy bot's, but a second hint is asked there too: more kinds of table. Yields
    (state, seat, advice) at every decision."""
    state = GAME.new(default_seats(2, ["hard", "easy"]), seed, {})
    hints = {0: MANIFEST.make_bot(0, "hint", seed), 1: HintBot(1, seed=seed)}
    easy = MANIFEST.make_bot(1, "easy", seed)
    for _ in range(max_moves):
        seat = state.to_move
        if seat is None:
            return
        obs, legal = observation(state, seat), state.legal_actions()
        advice = hints[seat].advise(obs, legal)
        yield state, seat, advice
        action = advice.action if seat == 0 else easy.choose(obs, legal)
        events = state.apply(action)
        for s, bot in (*hints.items(), (1, easy)):
            bot.notice(GAME.perceived(events, s))


def test_the_hint_level_is_an_adviser_that_follows_its_own_advice():
    bot = MANIFEST.make_bot(1, "hint", 3)
    assert isinstance(bot, HintBot) and isinstance(bot, Adviser) and bot.seat == 1
    state = GAME.new(default_seats(2, ["hard", "easy"]), 3, {})
    obs, legal = observation(state, state.to_move), state.legal_actions()
    bot = MANIFEST.make_bot(state.to_move, "hint", 3)
    assert bot.choose(obs, legal) == bot.advise(obs, legal).action


def test_every_kind_of_decision_gets_a_legal_move_and_a_fitting_sentence():
    kinds: dict[type, int] = {}
    for seed in range(6):
        for state, seat, advice in _playout(seed):
            legal = state.legal_actions()
            assert isinstance(advice, Advice) and advice.action in legal, (seed, advice)
            told = advice.told()
            assert told and told[0].isupper() and len(told.split()) >= 4, told
            a = advice.action
            kinds[type(a)] = kinds.get(type(a), 0) + 1
            if isinstance(a, M.Attack):  # the reason names the dragon fought
                assert a.target in told, told
            elif isinstance(a, M.Rescue):
                assert "princess" in told, told
            elif isinstance(a, M.RollToLeave):
                here = state.tokens[state.pawns[seat]]
                # the tokens' names in the English words: the skrzat is told as the sprite
                words = {"ghost": "ghost", "wandering knight": "knight", "skrzat": "sprite"}
                assert any(words[opp] in told for opp in words if opp in here), (told, here)
            elif isinstance(a, M.LayTile):
                assert "tile" in told, told
            elif isinstance(a, M.DrawTile):
                assert "new tile" in told, told
            elif "did not fit" in told:  # the turn's one draw went back
                assert state.drawn and M.DrawTile() not in legal, told
            elif "No new tile fits here" in told:
                assert not state.drawn and M.DrawTile() not in legal, told
    # every decision a seat meets: roll away, walk, draw, lay, stay, fight, free her
    for kind in (M.RollToLeave, M.Step, M.DrawTile, M.LayTile, M.Stay, M.Attack, M.Rescue):
        assert kinds.get(kind, 0) >= 3, (kind, kinds)


def test_a_walk_names_what_lies_that_way():
    """When the hint walks to a sword (or to a dragon), that token lies face up on the
    table, and the seat lacks that sword (holds it, for the dragon)."""
    checked = {"sword": 0, "dragon": 0}
    for seed in range(6):
        for state, seat, advice in _playout(seed):
            a, told = advice.action, advice.told()
            if not isinstance(a, M.Step | M.Teleport):
                continue
            for what in ("sword", "dragon"):
                colour = next((c for c in ("yellow", "red", "green")
                               if f"to the {c} {what}" in told or f"up the {c} {what}" in told),
                              None)
                if colour is None:
                    continue
                assert (colour in state.swords[seat]) == (what == "dragon"), told
                assert any(f"{colour} {what}" in toks for toks in state.tokens.values()), told
                checked[what] += 1
    assert min(checked.values()) >= 5, checked


def _hidden_swapped(state: TajemnicaState, k: int) -> TajemnicaState:
    """The same table with other secrets: the face-down tokens and the box's tiles in
    another order, and another die (the generator) to come."""
    other = TajemnicaState.from_dict(state.to_dict())
    before = (list(other.face_down), list(other.box))
    for attempt in range(50):
        Rng(100 * k + attempt).shuffle(other.face_down)
        Rng(700 * k + attempt).shuffle(other.box)
        if (other.face_down, other.box) != before:
            break
    other.rng = Rng(9000 + k)
    other.check()
    return other


@pytest.mark.parametrize("seed", [2, 5, 8])
def test_the_hidden_facts_swapped_give_the_same_hint(seed):
    """Two tables that differ only in what the seat cannot know (the face-down tokens, the
    tiles in the box, the dice to come): the seat sees the same, and its hint (told the
    same events) is the same."""
    state = GAME.new(default_seats(2, ["hard", "easy"]), seed, {})
    bots = [MANIFEST.make_bot(i, lv, seed) for i, lv in enumerate(["hint", "easy"])]
    log: list[list] = [[], []]
    compared = 0
    for move in range(160):
        seat = state.to_move
        if seat is None:
            break
        if move % 7 == 3 and state.face_down:
            other = _hidden_swapped(state, move)
            assert other.face_down != state.face_down or other.box != state.box
            obs_a, obs_b = observation(state, seat), observation(other, seat)
            assert obs_a == obs_b
            a, b = HintBot(seat, seed=seed), HintBot(seat, seed=seed)
            for events in log[seat]:
                a.notice(events)
                b.notice(events)
            assert a.advise(obs_a, state.legal_actions()) == b.advise(obs_b, other.legal_actions())
            compared += 1
        action = bots[seat].choose(observation(state, seat), state.legal_actions())
        events = state.apply(action)
        for s, bot in enumerate(bots):
            seen = GAME.perceived(events, s)
            bot.notice(seen)
            log[s].append(seen)
    assert compared >= 10


def test_following_the_hint_beats_easy_in_300_two_player_games():
    report = simulate("tajemnica-zamku", 2, 300, 17, ["hint", "easy"])
    assert report.to_dict()["errors"] == 0
    rate = report.wins[0] / 300
    print(f"\nhint beats easy in {rate:.1%} of 300 two-player games")
    assert rate >= 0.6
