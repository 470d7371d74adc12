"""Tajemnica Zamku shows no face-down token and no tile still in the box: the frames of the
table do not change when the hidden facts do (the order of the face-down tokens, which
decides what turns up on the next circle; the order of the tiles in the box, which decides
the next draw; the dice still to be thrown), and the presentation modules cannot reach the
rules state."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
import tablekit

from castle_games.core.contract import Action
from castle_games.core.rng import Rng
from castle_games.core.seats import Seat
from castle_games.games import tajemnica_zamku
from castle_games.games.tajemnica_zamku.moves import DrawTile
from castle_games.games.tajemnica_zamku.rules import ATTEMPT, LEAVE, MOVE, PLACE, TajemnicaState
from castle_games.session import Session

PACKAGE = Path(tajemnica_zamku.__file__).parent
# Everything that draws, animates or takes input: they see only the seat's TableModel.
PRESENTATION = ("view.py", "painter.py", "anims.py", "shown.py", "words.py", "camera.py",
                "layout.py", "art.py", "token_art.py", "door.py", "guide.py", "marks.py",
                "board_painter.py", "piece_painter.py", "side_board_painter.py", "choices.py",
                "controls.py")


def _position(n: int, seed: int, moves: int) -> Session:
    """A seeded game (seat 0 a person, the others computers), played `moves` actions in."""
    seats = [Seat("Anna", "red")] + [Seat(f"Bot{i}", "blue", "computer", "normal")
                                     for i in range(n - 1)]
    session = Session("tajemnica-zamku", seats, seed, {"starter": 0})
    tablekit.played_in(session, moves, person=_human_move)
    assert not session.over
    return session


def _human_move(session: Session) -> Action:
    """Anna explores: she draws a tile when she can, else takes the last choice offered."""
    legal = session.state.legal_actions()
    return next((a for a in legal if isinstance(a, DrawTile)), legal[-1])


def swap_hidden(state: TajemnicaState) -> TajemnicaState:
    """The same table, other secrets: the face-down tokens and the tiles in the box lie in
    another order, and the die's dice-to-come are others."""
    before = (list(state.face_down), list(state.box))
    for attempt in range(50):
        Rng(700 + attempt).shuffle(state.face_down)
        Rng(900 + attempt).shuffle(state.box)
        if (state.face_down, state.box) != before:
            break
    state.rng = Rng(4242)
    state.check()
    return state


# (players, seed, moves): the first move, laying a drawn tile, later turns in every phase.
POSITIONS = [(1, 3, 0), (2, 4, 1), (2, 5, 6), (3, 7, 15), (4, 8, 30), (2, 9, 60), (4, 11, 90)]


@pytest.mark.parametrize(("n", "seed", "moves"), POSITIONS)
def test_swapping_what_nobody_sees_changes_no_pixel(n, seed, moves):
    session = _position(n, seed, moves)
    assert tablekit.frames_identical(session, swap_hidden) == (True, True)


def test_the_positions_cover_several_phases():
    phases = {_position(n, seed, moves).state.phase for n, seed, moves in POSITIONS}
    assert len(phases & {LEAVE, MOVE, PLACE, ATTEMPT}) >= 2, phases


def test_the_frame_does_show_a_face_up_token():
    """The check is honest: a token lying face up on the table is in the picture."""
    session = _position(2, 9, 60)
    st = session.state
    assert st.tokens, "some tokens lie face up by now"
    other = TajemnicaState.from_dict(st.to_dict())
    at = next(iter(other.tokens))
    other.face_down.append(other.tokens[at].pop())   # one token turned face down again
    if not other.tokens[at]:
        del other.tokens[at]
    other._tokens_obs = None
    assert tablekit.render(session) != tablekit.render(tablekit.with_state(session, other))


def _reaches_the_rules(tree: ast.AST) -> list[str]:
    return tablekit.reaches_the_rules(ast.unparse(tree), "castle_games.games.tajemnica_zamku")


@pytest.mark.parametrize("name", PRESENTATION)
def test_the_presentation_reads_only_the_table_model(name):
    tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
    assert _reaches_the_rules(tree) == []


def test_the_structural_check_would_catch_a_peek():
    assert _reaches_the_rules(ast.parse("x = v.session.state.hand")) == [
        "line 1: .state", "line 1: .session"]
