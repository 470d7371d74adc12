"""The printed deck of Schloss Schlotterstein: 36 ghost cards of 12 different residents,
each resident on 21 or 22 cards, about a quarter of the figures partly hidden, and the same
deck from the fixed seed on every machine."""

from __future__ import annotations

from collections import Counter

import pytest

from castle_games.games.schlotterstein import deck as d
from castle_games.games.schlotterstein.residents import BY_KEY, NAMES, RESIDENTS, resident

# Pinned: if this changes, every printed card changed (players' memories of the deck too).
FINGERPRINT = "582d43cb991523e5"


def test_twenty_residents_with_their_own_names_keys_and_colours():
    assert len(RESIDENTS) == 20
    assert len(set(NAMES)) == 20
    assert len(BY_KEY) == 20
    assert len({r.colour for r in RESIDENTS}) == 20
    assert resident("ritter") is resident("Ritter Rudi")
    with pytest.raises(KeyError, match="no castle resident"):
        resident("Graf Dracula")


def test_thirty_six_cards_of_twelve_different_residents():
    assert len(d.DECK) == 36
    assert sorted(c.number for c in d.DECK) == list(range(1, 37))
    for card in d.DECK:
        assert len(card.residents) == 12
        assert len(set(card.residents)) == 12, card
        assert set(card.residents) <= set(NAMES)
    assert len({frozenset(c.residents) for c in d.DECK}) == 36, "no two cards show the same 12"


def test_each_resident_on_21_or_22_cards():
    counts = d.appearances()
    assert sorted(Counter(counts.values()).items()) == [(21, 8), (22, 12)]
    assert sum(counts.values()) == 36 * 12


def test_sizes_positions_and_hiding_as_printed():
    hidden = [f for c in d.DECK for f in c.figures if f.hidden > 0]
    total = 36 * 12
    assert 0.2 <= len(hidden) / total <= 0.3, "about a quarter of the figures are partly hidden"
    sizes = Counter(f.size for c in d.DECK for f in c.figures)
    assert set(sizes) == {"big", "middle", "small"} and min(sizes.values()) > 80
    for card in d.DECK:
        assert 2 <= sum(1 for f in card.figures if f.hidden) <= 4
        for f in card.figures:
            assert 0 <= f.x and f.x + f.w <= d.CARD_W and 0 <= f.y and f.bottom <= d.CARD_H
            if f.hidden:
                assert d.HIDDEN_MIN <= f.hidden <= d.HIDDEN_MAX and f.behind
            else:
                assert f.behind == ""


@pytest.mark.parametrize("card", d.DECK[:6], ids=repr)
def test_hidden_fractions_match_what_stands_in_front(card):
    stack = d.layers(card)
    for k, item in enumerate(stack):
        if isinstance(item, d.Figure):
            measured = d.covered_fraction(item, stack[k + 1:])
            if item.hidden:
                assert measured == pytest.approx(item.hidden, abs=0.011)
            else:
                assert measured <= d.SEEN_MAX


def test_visibility_is_size_times_unhidden_share():
    card = d.DECK[0]
    for f in card.figures:
        assert d.visibility(card, f.resident) == pytest.approx(
            d.SIZE_WEIGHT[f.size] * (1 - f.hidden))
    absent = next(n for n in NAMES if not card.shows(n))
    assert d.visibility(card, absent) == 0.0
    assert all(0 < d.crowding(c) <= 1 for c in d.DECK)
    big_whole = [d.visibility(c, f.resident) for c in d.DECK for f in c.figures
                 if f.size == "big" and not f.hidden]
    small_hidden = [d.visibility(c, f.resident) for c in d.DECK for f in c.figures
                    if f.size == "small" and f.hidden]
    assert min(big_whole) > max(small_hidden)


def test_same_deck_from_the_fixed_seed():
    again = d.build_deck.__wrapped__(d.DECK_SEED)   # a second, uncached generation
    assert d.fingerprint(again) == d.fingerprint(d.DECK) == FINGERPRINT
    assert [c.figures for c in again] == [c.figures for c in d.DECK]
    assert [c.furniture for c in again] == [c.furniture for c in d.DECK]
