"""Knobelschatz shows no chest's value before the end: the frames of a seat's table do not
change when the hidden facts do (the values of the face-down chests in every hand, the
order of the pile), and the presentation modules cannot reach the rules state."""

from __future__ import annotations

import ast
import copy
from pathlib import Path

import pytest
import tablekit

from castle_games.core.rng import Rng
from castle_games.core.seats import default_seats
from castle_games.games import knobelschatz
from castle_games.games.knobelschatz.rules import OVER, RESOLVE, ROLL, KnobelschatzState
from castle_games.session import Session

PACKAGE = Path(knobelschatz.__file__).parent
# Everything that draws, animates or takes input: they see only the seat's TableModel.
PRESENTATION = ("view.py", "painter.py", "anims.py", "shown.py", "layout.py", "art.py",
                "door.py", "guide.py",
                # the guided game and the rules page's pictures (the hint is a bot:
                # test_hint_knobelschatz swaps the hidden facts under it)
                "lesson.py", "guide_art.py", "marks.py")


def _position(n: int, seed: int, moves: int, humans: int = 1) -> Session:
    """A seeded game between bots (seat 0 a person), played `moves` actions in."""
    levels = ["easy", "normal", "hard", "expert", "normal"][:n]
    session = Session("knobelschatz", default_seats(n, levels, humans=humans), seed)
    tablekit.played_in(session, moves)
    assert not session.over, "the chests are turned over at the end: nothing hidden is left"
    return session


def swap_hidden(state: KnobelschatzState) -> KnobelschatzState:
    """Deal the same chests again, face down: every hand keeps its size, the pile its height,
    but which value lies where (and the order of the pile) changes."""
    chests = [c for h in state.hands for c in h] + state.pile
    sizes = [len(h) for h in state.hands]
    for attempt in range(50):
        Rng(1000 + attempt).shuffle(chests)
        at, hands = 0, []
        for size in sizes:
            hands.append(chests[at:at + size])
            at += size
        if hands != state.hands or chests[at:] != state.pile:
            break
    state.hands, state.pile = hands, chests[at:]
    state.check()
    return state


POSITIONS = [(2, 3, 0), (2, 5, 7), (3, 21, 12), (4, 8, 1), (4, 9, 30), (5, 13, 20), (5, 2, 45)]


@pytest.mark.parametrize(("n", "seed", "moves"), POSITIONS)
def test_the_table_looks_the_same_whatever_the_chests_hold(n, seed, moves):
    session = _position(n, seed, moves)
    changed, identical = tablekit.frames_identical(session, swap_hidden)
    assert changed, "the swap must really change where the values lie"
    assert identical, "a frame shows something of a face-down chest"


def test_the_positions_cover_both_phases_and_the_dog():
    sessions = [_position(*p) for p in POSITIONS]
    phases = {s.state.phase for s in sessions}
    assert phases == {ROLL, RESOLVE}
    assert any(s.state.dog is not None for s in sessions)
    assert OVER not in phases


def test_the_frames_do_change_when_a_visible_fact_does():
    """The control: a chest taken from the pile (which every seat sees) changes the frame, so
    the comparison above compares real pictures."""
    session = _position(3, 21, 12)
    moved = copy.deepcopy(session.state)
    moved.hands[1].append(moved.pile.pop())
    assert tablekit.render(session) != tablekit.render(tablekit.with_state(session, moved))


def test_a_computer_only_table_hides_the_chests_too():
    session = _position(4, 17, 25, humans=0)
    assert tablekit.frames_identical(session, swap_hidden) == (True, True)


def _reaches(tree: ast.AST) -> list[str]:
    return tablekit.reaches_the_rules(ast.unparse(tree), "castle_games.games.knobelschatz",
                                      names=("session", "state", "Session"),
                                      imported=("KnobelschatzState",))


@pytest.mark.parametrize("module", PRESENTATION)
def test_the_presentation_reaches_the_game_only_through_the_table_model(module):
    source = (PACKAGE / module).read_text()
    assert _reaches(ast.parse(source)) == []


def test_the_structural_check_would_notice_a_leak():
    leak = "def f(v):\n    return v.session.state.hands\n"
    assert len(_reaches(ast.parse(leak))) == 2
