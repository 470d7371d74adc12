"""Who begins is fair over a match: where beginning is worth much (the first seat wins more
than three games in five between equal players: Seven Locks between good listeners, Clever
Keys; tools/fair_play.py measures every game at every seat count), each next game of a
match is begun by the next player, so everyone begins as often; the seat setup names the
rulebook's reason; Knobelschatz keeps its rulebook's "lowest total begins"."""

from __future__ import annotations

import pytest

from castle_games import plugins
from castle_games.core import languages
from castle_games.session import Session
from castle_games.simulate import simulate
from castle_games.ui.game_lifecycle import count_match, next_game


def finished(game: str, players: int, seed: int, starter: int = 0) -> Session:
    from castle_games.simulate import play_one

    return play_one(game, ["hard"] * players, seed, {"starter": starter})


@pytest.mark.parametrize("game", ["seven-locks", "clever-keys"])
def test_in_a_match_everyone_begins_as_often(game):
    session = finished(game, 3, 4)
    starters = [session.options.get("starter", 0)]
    for seed in (5, 6, 7, 8, 9):
        count_match(session)
        session = next_game(session, seed)
        starters.append(session.options["starter"])
        while not session.over:
            session.play_bot()
    assert starters == [0, 1, 2, 0, 1, 2]
    count_match(session)
    assert session.match.games == 6 and len(session.match.totals) == 3


def test_knobelschatz_keeps_the_lowest_total_begins():
    manifest = plugins.manifest("knobelschatz")
    assert manifest.next_match_options([9, 4, 7], {"starter": 1}) == {"starter": 1}
    assert manifest.next_match_options([3, 4, 7], {"starter": 0}) == {"starter": 0}


def test_the_seat_setup_says_who_begins_and_why():
    """The setup screen's choice of who begins gives the rulebook's reason, in Polish too."""
    from castle_games.ui import screenshot, theme
    from castle_games.ui.app import App
    from castle_games.ui.scene import CANVAS_SIZE

    languages.use("pl")
    try:
        app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False,
                  fullscreen=False)
        with theme.recording_text() as drawn:
            screenshot.build(app, "setup:seven-locks", 1, 0)
            app.step_frame(1 / 60)
        words = " ".join(line.message for line in drawn)
        assert languages._("Who begins (the last to open a lock)") in words
        assert "otworzył zamek" in words
    finally:
        languages.use("en")


def test_between_good_listeners_the_first_seat_has_a_head_start_a_match_evens_out():
    """The measurement behind the rotation (200 games, hard against hard): the first seat's
    share is well above a half, so a match must not let one seat begin every game."""
    report = simulate("seven-locks", 2, 200, 3, ["hard", "hard"])
    share = report.shares[0] / len(report.turns)
    assert share > 0.54, share
