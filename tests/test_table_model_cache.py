"""The table's legal actions are worked out once per position: a table asks many times a
frame while a person thinks (Tajemnica's asked 15 times a frame), and a move or a take-back
is a new position whose list is never the old one."""

from __future__ import annotations

from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.session import Session
from castle_games.table_model import TableModel


def counting(session: Session) -> list[int]:
    calls = [0]
    state = session.state
    original = state.legal_actions

    def counted():
        calls[0] += 1
        return original()

    state.legal_actions = counted
    return calls


def test_once_per_position_and_fresh_after_a_move_and_a_take_back():
    seats = [Seat("Anna", "red", HUMAN), Seat("Robo", "blue", COMPUTER, "easy")]
    session = Session("tajemnica-zamku", seats, 4)
    table = TableModel(session)
    calls = counting(session)
    first = table.legal_actions()
    for _ in range(15):
        assert table.legal_actions() == first
    assert calls[0] == 1
    table.legal_actions().clear()  # a caller's copy: the table's own list stays whole
    assert table.legal_actions() == first
    stay = next(a for a in first if type(a).__name__ == "Stay")  # reveals nothing
    table.apply(stay)
    assert table.to_move == 1 and table.legal_actions() == session.state.legal_actions()
    assert table.take_back_refusal() is None
    table.take_back()  # the same number of moves as some position before: a new state
    assert table.legal_actions() == session.state.legal_actions() == first
