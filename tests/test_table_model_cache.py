"""The table's legal actions are worked out once per move: a table asks many times a frame
while a person thinks (Tajemnica's asked the rules 15 times a frame), and whatever changes
the game on the table (a move, a take-back, a state put in its place, a resumed save) makes
a new list, never the old one: a stale list would offer a person an illegal move."""

from __future__ import annotations

from tablekit import StandInApp, make_scene, new_canvas

from castle_games.core.seats import HUMAN, Seat
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.rules import TajemnicaState
from castle_games.session import Session
from castle_games.table_model import TableModel

FRAMES = 60  # a second of a person thinking


def counting(monkeypatch) -> list[int]:
    """Every call into the rules' legal actions, whoever makes it."""
    calls = [0]
    original = TajemnicaState.legal_actions

    def counted(self):
        calls[0] += 1
        return original(self)

    monkeypatch.setattr(TajemnicaState, "legal_actions", counted)
    return calls


def fresh(table: TableModel, session: Session) -> None:
    """The table's lists and observation are what the state says now."""
    assert table.legal_actions() == session.state.legal_actions()
    assert table.observation == session.game.observation(session.state, table.viewer)


def test_a_waiting_table_asks_the_rules_once_per_move(monkeypatch):
    # two people passing the mouse, hints off: every call is the table's own
    calls = counting(monkeypatch)
    seats = [Seat("Anna", "red", HUMAN, hints=False), Seat("Ben", "blue", HUMAN, hints=False)]
    session = Session("tajemnica-zamku", seats, 4)
    scene = make_scene(session, StandInApp(speed=30.0))
    scene.on_enter()
    canvas = new_canvas()
    moves = 0
    for _ in range(6):
        for _ in range(FRAMES):
            scene.update(1 / 60)
            scene.draw(canvas)
        assert calls[0] == moves + 1, f"{calls[0]} calls for {moves + 1} positions"
        scene.table.apply(scene.table.legal_actions()[-1])  # the person's move, as clicked
        moves += 1
        while not scene.idle:  # the move acted out
            scene.update(1 / 60)
    assert session.actions and len(session.actions) == moves


def at_a_crossing(table: TableModel, session: Session) -> list:
    """Play on (each person as the hard computer would) until the person to move may walk
    two ways or stay: the legal actions then."""
    players = [session.manifest.make_bot(seat, "hard", 7) for seat in range(table.n)]
    for _ in range(60):
        legal = table.legal_actions()
        if sum(isinstance(a, M.Step) for a in legal) >= 2 and M.Stay() in legal:
            return legal
        seat = table.to_move
        table.apply(players[seat].choose(table.observation, legal))
    raise AssertionError("no crossing within 60 moves")


def test_the_list_is_fresh_after_a_move_a_take_back_and_a_resume(tmp_path):
    seats = [Seat("Anna", "red", HUMAN), Seat("Ben", "blue", HUMAN)]
    path = tmp_path / "tajemnica.json"
    session = Session("tajemnica-zamku", seats, 4, autosave=path)
    table = TableModel(session)
    before = table.legal_actions()
    table.legal_actions().clear()  # a caller's copy: the table's own list stays whole
    assert table.legal_actions() == before
    first = at_a_crossing(table, session)
    walks = [a for a in first if isinstance(a, M.Step)]
    table.apply(M.Stay())  # staying, or walking on, reveals nothing: it may be taken back
    fresh(table, session)
    assert table.take_back_refusal() is None
    table.take_back()  # the game as it was: a new state, with the earlier list
    fresh(table, session)
    assert table.legal_actions() == first

    # several changes between two looks: taken back and played otherwise, three times, to
    # the same number of moves each time (neither the move count nor the state's place in
    # memory tells these positions apart)
    table.apply(M.Stay())
    fresh(table, session)
    for other in (walks[0], M.Stay(), walks[-1]):
        table.take_back()
        table.apply(other)
    fresh(table, session)

    # a state put in the table's place, and the saved game resumed
    session.state = session.game.new(session.seats, session.seed, session.options)
    fresh(table, session)
    assert table.legal_actions() == before
    resumed = Session.resume(path)
    session.state = resumed.state
    fresh(table, session)
    again = TableModel(Session.resume(path))
    assert again.legal_actions() == table.legal_actions() == resumed.state.legal_actions()
