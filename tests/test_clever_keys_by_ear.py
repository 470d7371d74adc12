"""Clever Keys by ear, from a cold start of the launcher to a finished game by keys alone.

No speech engine: what is checked is the record of the lines a listener is told and the
sounds. Before a turn's first key the listener has heard where every key stands (section
and letter), which sections are locked and the gems left in the chamber; before going on,
the reward so far, the section the key would go on into and the chamber. A placement is
found by the key's letter and the section's number, heard before Enter takes it; a key
sent where it cannot go is refused with the rules' reason; the board is heard where it
lies.
"""

from __future__ import annotations

import re
import sys

import pygame
import pytest
from by_ear_harness import cold_start_game
from test_blind_path import no_pyttsx3
from test_by_ear_games import wait_for_question_app
from test_seven_locks_sound_only import make_app, press

from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.games.clever_keys import moves as M
from castle_games.games.clever_keys.rules import SECTIONS
from castle_games.session import Session

__all__ = ["no_pyttsx3"]  # the fixture, used by name below


def _told(lines: list[str], *needles: str) -> bool:
    """Some one line holds every needle, each as a whole word or number."""
    return any(all(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", line) for n in needles)
               for line in lines)


def _next_section(obs, key: str) -> int:
    shut = {k["section"] for name, k in obs["keys"].items()
            if k is not None and name != key and k["jammed"]}
    start = obs["keys"][key]["section"]
    return next(t for step in range(1, SECTIONS)
                if (t := (start - 1 + step) % SECTIONS + 1) not in shut)


def needed(obs, legal, lines: list[str], names: list[str]) -> list[str]:
    missing = []
    if not _told(lines, str(obs["chamber"])):
        missing.append(f"the chamber's {obs['chamber']} gems")
    if obs["placements"] == 0:
        for key, seen in obs["keys"].items():
            if seen is not None and not _told(lines, key, str(seen["section"]), str(seen["slot"])):
                missing.append(f"where key {key} stands")
        for section in obs["locked"]:
            if not _told(lines, str(section)):
                missing.append(f"section {section} locked")
    else:
        key = obs["turn_key"]
        if not _told(lines, str(obs["reward"])):
            missing.append(f"the reward {obs['reward']}")
        if not _told(lines, key, str(_next_section(obs, key))):
            missing.append(f"where key {key} goes on to")
    return missing


@pytest.mark.usefixtures("no_pyttsx3")
@pytest.mark.parametrize("language", ["en", "de"])
def test_from_a_cold_start_to_a_finished_game_by_keys_alone(language, monkeypatch):
    from castle_games.core import rng

    monkeypatch.setattr(rng, "new_seed", rng.new_seed)  # put back after the harness's
    # Going on is the risk: stop half the time, so that turns end both ways.
    played = cold_start_game("clever-keys", language, needed)
    assert played.decisions >= 10
    print(f"\nclever-keys by ear ({language}): {played.keys} keys, {played.decisions} "
          f"decisions, {played.minutes:.1f} min, {played.lines} lines", file=sys.stderr)


def _table():
    app, rec = make_app()
    seats = [Seat("Ann", "red", HUMAN), Seat("Ben", "blue", COMPUTER, "easy")]
    session = Session("clever-keys", seats, 7)
    app.start_game(session)
    scene = app.top
    wait_for_question_app(app, scene)
    return app, rec, session, scene


def _key(app, letter: str) -> None:
    code = pygame.key.key_code(letter)
    press(app, code, letter if letter.isalpha() else "")
    app.step_frame(0.05)


def test_a_key_and_a_section_find_a_slot_heard_before_enter_takes_it():
    app, rec, session, scene = _table()
    assert session.state.to_move == 0 and session.state.placements == 0
    free = [a for a in scene.choices() if isinstance(a, M.InsertKey) and a.key == "B"]
    section = next(s for s in (5, 4, 6, 2) if sum(a.section == s for a in free) >= 2)
    slots = [a.slot for a in free if a.section == section]
    _key(app, "b")
    assert scene.said[-1].kind == "choice" and "Key B" in scene.said[-1].text
    _key(app, str(section))
    heard = scene.said[-1].text
    assert f"section {section}, slot {slots[0]}" in heard, heard
    _key(app, str(section))  # again: the next free slot of the same section
    assert f"section {section}, slot {slots[1]}" in scene.said[-1].text
    before = len(session.actions)
    press(app, pygame.K_RETURN)
    assert len(session.actions) == before + 1
    assert session.actions[-1] == {"type": "InsertKey", "key": "B", "section": section,
                                   "slot": slots[1]}


def test_a_key_that_may_not_move_now_is_refused_with_the_rules_reason():
    app, rec, session, scene = _table()
    safe = next(slot for slot in (1, 2, 3, 4) if slot != session.state.blocked[0])
    _key(app, "a")
    _key(app, "1")
    while f"slot {safe}." not in scene.said[-1].text:  # the test knows the hidden board
        _key(app, "1")
    press(app, pygame.K_RETURN)
    wait_for_question_app(app, scene)
    assert session.state.to_move == 0 and session.state.placements == 1
    before = session.state.to_dict()
    mark = len(scene.said)
    _key(app, "c")  # not this turn's key
    assert session.state.to_dict() == before
    refused = [s for s in scene.said[mark:] if s.kind == "refused"]
    assert refused and "key A" in refused[0].text, scene.said[mark:]
    assert rec.names()[-1] == "nope"


def test_the_board_is_heard_where_it_lies_and_the_pips_say_what_a_slot_pays():
    app, rec, session, scene = _table()
    pans = {}
    for section in (3, 7, 1):
        _key(app, "a")
        _key(app, str(section))
        slid = [(name, pan) for name, _p, pan in scene.sounds if name == "key-slide"]
        pans[section] = slid[-1][1]
    assert pans[3] > 0.4 and pans[7] < -0.4 and abs(pans[1]) < pans[3] / 2
    counts = [p for name, p, _pan in scene.sounds if name == "ear-count"]
    assert counts and counts[-1]["n"] >= 1  # what all the way in would pay, in pips
