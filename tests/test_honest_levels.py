"""Honest levels: each game offers its seats only levels that differ, says so where the dice
decide, and a level it no longer offers (a saved game, a remembered seat) sits down as the
nearest one. The ladders themselves are measured at a smaller sample than the fair-play
table's (tools/fair_play.py), with margins said in each test."""

from __future__ import annotations

import re

import pytest

from castle_games import plugins
from castle_games.core.seats import COMPUTER, Seat, default_seats, nearest_level
from castle_games.session import Session
from castle_games.simulate import simulate


def test_a_game_offers_its_own_levels_and_says_why_when_it_offers_one():
    knobel = plugins.manifest("knobelschatz")
    assert knobel.offered == ("normal", "kind") and knobel.levels_note
    for game in ("tajemnica-zamku", "clever-keys"):  # expert was no step above hard: merged
        assert plugins.manifest(game).offered == ("easy", "normal", "hard", "kind")
    for game in ("schlotterstein", "seven-locks"):
        assert plugins.manifest(game).offered == ("easy", "normal", "hard", "expert", "kind")
    for manifest in plugins.manifests():  # every level offered is one its bots have
        assert set(manifest.offered) <= set(manifest.levels), manifest.id


def test_a_level_no_longer_offered_sits_down_as_the_nearest():
    assert nearest_level("expert", ("easy", "normal", "hard", "kind")) == "hard"
    assert nearest_level("easy", ("normal", "kind")) == "normal"
    assert nearest_level("expert", ("normal", "kind")) == "normal"
    assert nearest_level("kind", ("easy", "hard")) == "easy"  # as near: the gentler
    seats = [Seat("Ann", "red"), Seat("Ben", "blue", COMPUTER, "expert")]
    assert Session("tajemnica-zamku", seats, 3).seats[1].level == "hard"
    assert Session("knobelschatz", seats, 3).seats[1].level == "normal"
    assert Session("schlotterstein", seats, 3).seats[1].level == "expert"


def test_a_saved_game_with_a_level_no_longer_offered_loads(tmp_path):
    path = tmp_path / "save.json"
    session = Session("knobelschatz", default_seats(2, ["normal", "normal"]), 5, autosave=path)
    session.play_bot()
    assert session.save_quietly() and session.wait_for_save()
    text = path.read_text(encoding="utf-8")
    seat = re.compile(r'"level": ?"normal"')  # (the seats, in the save and in its state)
    assert seat.findall(text)
    path.write_text(seat.sub('"level": "expert"', text), encoding="utf-8")
    resumed = Session.resume(path)
    assert [s.level for s in resumed.seats] == ["normal", "normal"]
    while not resumed.over:
        resumed.play_bot()


def test_the_seat_setup_offers_only_the_games_levels():
    from castle_games.ui.seat_row import COMPUTER_WORD, kinds

    offered = plugins.manifest("knobelschatz").offered
    assert [k for k, _ in kinds(offered)] == ["human", "far away", "normal", "kind"]
    assert dict(kinds(offered))["normal"] == COMPUTER_WORD
    taj = [k for k, _ in kinds(plugins.manifest("tajemnica-zamku").offered)]
    assert "expert" not in taj and "hard" in taj


@pytest.mark.slow
def test_tajemnicas_levels_are_steps_in_both_seat_orders():
    """Over 400 games a cell (tools/fair_play.py) normal won about 75 % against easy and
    hard about 68 % against normal, in either seat; over 150 games here (a standard error
    of 4 points) each must win at least 57 %: a real step, where hard over normal was 53 %."""
    for below, above in (("easy", "normal"), ("normal", "hard")):
        first = simulate("tajemnica-zamku", 2, 150, 5, [above, below])
        second = simulate("tajemnica-zamku", 2, 150, 6, [below, above])
        shares = first.wins[0] / 150, second.wins[1] / 150
        print(f"\n{above} over {below}: {shares[0]:.1%}, {shares[1]:.1%}")
        assert min(shares) >= 0.57, (above, below, shares)
