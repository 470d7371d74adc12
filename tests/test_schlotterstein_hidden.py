"""Schlotterstein shows no ghost card before it is turned over, nor the one lying face down:
the frames of the table do not change when the hidden facts do (the order of the pile, the
cards in the box and under the path, the card face down in the middle while everybody
scares), and the presentation modules cannot reach the rules state."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
import tablekit

from castle_games.core.rng import Rng
from castle_games.core.seats import Seat
from castle_games.games import schlotterstein
from castle_games.games.schlotterstein.rules import SCARE, SHOW, TURN, SchlottersteinState
from castle_games.session import Session

PACKAGE = Path(schlotterstein.__file__).parent
# Everything that draws, animates or takes input: they see only the seat's TableModel.
PRESENTATION = ("view.py", "painter.py", "anims.py", "shown.py", "layout.py", "art.py",
                "portraits.py", "portrait_parts.py", "portraits_of_people.py",
                "portraits_of_animals.py", "door.py", "guide.py", "marks.py", "ghost_path.py",
                "player_panels.py", "bell_and_glass.py", "table_words.py")


def _position(n: int, seed: int, moves: int) -> Session:
    """A seeded game (seat 0 a person, the others computers), played `moves` actions in."""
    seats = [Seat("Anna", "red")] + [Seat(name, colour, "computer", "normal") for name, colour
                                     in (("Ben", "blue"), ("Clara", "green"), ("David", "yellow"))]
    session = tablekit.played_in(Session("schlotterstein", seats[:n], seed), moves)
    assert not session.over
    return session


def swap_hidden(state: SchlottersteinState) -> SchlottersteinState:
    """The same table, other cards face down: the pile (its order and which cards are in it),
    the box and the path's cards are dealt anew, and while the card is face down in the
    middle (everybody scaring from memory) another card lies there instead."""
    face_down = state.pile + state.box + state.path_cards
    if state.phase == SCARE:
        face_down.append(state.card)
    before = (list(state.pile), state.card)
    for attempt in range(50):
        Rng(500 + attempt).shuffle(face_down)
        pile = face_down[:len(state.pile)]
        card = face_down[-1] if state.phase == SCARE else state.card
        if (pile, card) != before:
            break
    at = len(state.pile)
    state.pile = face_down[:at]
    state.box = face_down[at:at + len(state.box)]
    at += len(state.box)
    state.path_cards = face_down[at:at + len(state.path_cards)]
    state.card = card
    state.check()
    return state


# (players, seed, moves): the leader to turn over (a person, a computer), the card shown,
# everybody scaring a face-down card, a later round.
POSITIONS = [(2, 3, 0), (3, 4, 1), (2, 5, 2), (3, 7, 4), (4, 8, 6), (4, 9, 19), (3, 11, 30)]


@pytest.mark.parametrize(("n", "seed", "moves"), POSITIONS)
def test_swapping_what_nobody_sees_changes_no_pixel(n, seed, moves):
    session = _position(n, seed, moves)
    assert session.state.phase in (TURN, SHOW, SCARE)
    assert tablekit.frames_identical(session, swap_hidden) == (True, True)


def test_the_positions_cover_every_phase_with_a_card_face_down():
    phases = {_position(n, seed, moves).state.phase for n, seed, moves in POSITIONS}
    assert phases == {TURN, SHOW, SCARE}


def test_the_frame_does_show_the_face_up_card():
    """The check is honest: while the card is shown, another card is another picture."""
    session = _position(2, 5, 1)
    assert session.state.phase == SHOW
    other = tablekit.with_state(session, swap_hidden(SchlottersteinState.from_dict(
        session.state.to_dict())))
    other.state.pile.append(other.state.card)
    other.state.card = other.state.pile.pop(0)
    assert tablekit.render(session) != tablekit.render(other)


def _reaches_the_rules(tree: ast.AST) -> list[str]:
    return tablekit.reaches_the_rules(ast.unparse(tree), "castle_games.games.schlotterstein")


@pytest.mark.parametrize("name", PRESENTATION)
def test_the_presentation_reads_only_the_table_model(name):
    tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
    assert _reaches_the_rules(tree) == []


def test_the_structural_check_would_catch_a_peek():
    assert _reaches_the_rules(ast.parse("x = self.table._session.state.pile[-1]")) == [
        "line 1: .state", "line 1: ._session"]
