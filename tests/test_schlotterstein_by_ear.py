"""Schloss Schlotterstein by ear, from a cold start to a finished game by keys alone, and
the look at a ghost card on the table's clock.

No speech engine: what is checked is the record of the lines a listener is told. Before
turning a card over the leader has heard the round and where every ghost stands; before
hiding it, every resident on the card; before scaring, how many residents are left in the
middle and who is out. The card is heard as long as the sighted table shows it and never
after: not with K, not in what happened (Page Up). Enter scares the resident heard.
"""

from __future__ import annotations

import random
import re
import sys

import pygame
import pytest
from by_ear_harness import cold_start_game
from test_blind_path import no_pyttsx3
from test_by_ear_games import wait_for_question_app
from test_seven_locks_sound_only import make_app, press

from castle_games.core.languages import _
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.games.schlotterstein.residents import NAMES, called
from castle_games.games.schlotterstein.rules import SCARE, SHOW, TURN
from castle_games.session import Session

__all__ = ["no_pyttsx3"]  # the fixture, used by name below


def _told(lines: list[str], *needles: str) -> bool:
    return any(all(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", line) for n in needles)
               for line in lines)


def needed(obs, legal, lines: list[str], names: list[str]) -> list[str]:
    missing = []
    if obs["phase"] == TURN:
        if not _told(lines, str(obs["round"])):
            missing.append(f"round {obs['round']}")
        for s, at in enumerate(obs["positions"]):
            if not _told(lines, names[s]) or (at and not _told(lines, names[s], str(at))):
                missing.append(f"where {names[s]}'s ghost is")
    elif obs["phase"] == SHOW:
        for r in obs["card"]["residents"]:
            if called(r) not in lines:  # each on a line of its own
                missing.append(f"{r} on the card")
        if not _told(lines, f"{obs['reveal_max']:g}"):
            missing.append("when the card hides by itself")
    else:
        if not _told(lines, str(len(obs["middle"]))):
            missing.append("how many are left in the middle")
        for s, out in enumerate(obs["passed"]):
            if out and not _told(lines, names[s]):
                missing.append(f"{names[s]} is out")
    return missing


@pytest.mark.usefixtures("no_pyttsx3")
@pytest.mark.parametrize("language", ["en", "de"])
def test_from_a_cold_start_to_a_finished_game_by_keys_alone(language, monkeypatch):
    from castle_games.core import rng

    monkeypatch.setattr(rng, "new_seed", rng.new_seed)  # put back after the harness's
    played = cold_start_game("schlotterstein", language, needed)
    assert played.decisions >= 24  # twelve cards: every one turned over or scared for
    print(f"\nschlotterstein by ear ({language}): {played.keys} keys, {played.decisions} "
          f"decisions, {played.minutes:.1f} min, {played.lines} lines", file=sys.stderr)


# -- the look at a card, on the table's clock ------------------------------------------------
def _table(starter: int, wait: bool = True, shortest: int = 5):
    app, rec = make_app()
    seats = [Seat("Ann", "red", HUMAN), Seat("Ben", "blue", COMPUTER, "easy")]
    session = Session("schlotterstein", seats, 4, {"starter": starter, "reveal_min": shortest})
    app.start_game(session)
    scene = app.top
    scene.speaker = None  # no voice: the clock is the frames' alone (the names take no time)
    if wait:
        wait_for_question_app(app, scene)
    return app, session, scene


def _card_lines(scene, start: int = 0) -> list[str]:
    return [s.text for s in scene.said[start:] if s.kind == "card"]


def _ask(app, scene, letter: str, seconds: float = 1.0) -> list[str]:
    mark = len(scene.said)
    press(app, pygame.key.key_code(letter), letter)
    _step(app, seconds)
    return [s.text for s in scene.said[mark:]]


def _step(app, seconds: float) -> None:
    for _frame in range(round(seconds / 0.1)):
        app.step_frame(0.1)


def test_a_person_leading_hides_the_card_between_the_shortest_and_longest_look():
    app, session, scene = _table(starter=0, shortest=8)  # longer than the card is said
    start = app.time
    press(app, pygame.K_RETURN)  # the card turns over
    on_card = session.state.shown_card.residents
    while scene.player.blocking:  # the card is said once
        app.step_frame(0.1)
    heard = _card_lines(scene)
    order = [r for r in NAMES if r in on_card]
    assert heard[1:] == [called(r) for r in order], heard  # once, in the box's order
    assert app.time - start < 7.5
    press(app, pygame.K_RETURN)  # too soon: the rules' words, and the card stays up
    app.step_frame(0.05)
    assert scene.said[-1].kind == "refused" and "8" in scene.said[-1].text
    assert session.state.phase == SHOW
    wait_for_question_app(app, scene)  # asked once the shortest look is over
    assert app.time - start >= 7.9
    assert called(order[0]) in _ask(app, scene, "k")  # K: the card again while it is up
    press(app, pygame.K_RIGHT)  # the one choice: hide it now, after the seconds looked
    assert f"after {round(scene.look)} seconds" in scene.said[-1].text
    press(app, pygame.K_RETURN)
    assert session.state.phase == SCARE
    looked = session.state.reveal_seconds
    assert 8.0 <= looked <= app.time - start + 0.5, looked
    after = _ask(app, scene, "k")
    assert not any(called(r) in line for r in on_card for line in after), after


def test_left_alone_the_card_hides_itself_at_the_longest_look():
    app, session, scene = _table(starter=0)
    press(app, pygame.K_RETURN)
    _step(app, 29.0)
    assert session.state.phase == SHOW
    _step(app, 2.0)
    assert session.state.phase == SCARE and session.state.reveal_seconds == 30.0


def test_a_computer_leaders_card_stays_up_for_its_look_and_is_never_said_again():
    app, session, scene = _table(starter=1, wait=False)  # Ben leads: he turns it over
    for _frame in range(200):
        if session.state.phase == SCARE:
            break
        app.step_frame(0.1)
    assert session.state.phase == SCARE  # Ben has hidden it in the rules...
    chose = session.state.reveal_seconds
    on_card = [r for r in NAMES if r in set(scene.obs()["card"]["residents"])]
    assert scene.look is not None and scene.look < chose  # ...but it is still up by ear
    assert called(on_card[0]) in _ask(app, scene, "k")
    before = session.state.to_dict()
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)  # nobody scares while the card is up
    assert session.state.to_dict() == before
    wait_for_question_app(app, scene)
    assert scene.look is None
    after = _ask(app, scene, "k")
    assert not any(called(r) in line for r in on_card for line in after), after
    hidden = _("{player} hid the card again after {count} seconds.")
    assert any(line == hidden.format(player="Ben", count=round(chose))
               for line in (s.text for s in scene.said)), chose
    # What happened, walked back to its start, never says the card.
    mark = len(scene.said)
    for _press in range(30):
        press(app, pygame.K_PAGEUP)
        _step(app, 0.3)
    walked = [s.text for s in scene.said[mark:]]
    assert walked and not set(walked) & set(_card_lines(scene)), walked


def test_enter_scares_the_resident_heard_and_nobody_else():
    app, session, scene = _table(starter=1)
    wait_for_question_app(app, scene)
    assert session.state.phase == SCARE and session.state.to_move == 0
    rng = random.Random(3)
    for _turn in range(4):
        wait_for_question_app(app, scene)
        if session.state.phase != SCARE or session.state.to_move != 0:
            break
        for _step_on in range(rng.randrange(1, 9)):
            press(app, rng.choice([pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT]))
        heard = scene.said[-1]
        assert heard.kind == "choice"
        before = len(session.actions)
        press(app, pygame.K_RETURN)
        taken = session.actions[before]
        if taken["type"] == "Scare":
            assert called(taken["resident"]) == heard.text
        else:
            assert taken["type"] == "RingBell" and "bell" in heard.text
