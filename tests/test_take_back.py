"""Taking back a misclick: a person's last move comes back while it revealed
nothing and drew no chance; the table says plainly why not otherwise; the game after a
take-back is exactly the game before the move (same state, same log, the bots' memory as
their seats perceived it); bots' moves are never taken back."""

from __future__ import annotations

import json

import pygame
import pytest

from castle_games.core.contract import IllegalAction
from castle_games.core.languages import _
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.session import Session

PEOPLE = [Seat("Anna", "red", HUMAN), Seat("Ben", "blue", HUMAN)]


def state_json(session: Session) -> str:
    return json.dumps(session.state.to_dict(), sort_keys=True)


def play_until(session: Session, wanted, limit: int = 3000):
    """Play (computers choose, people take the first legal move) until a move of a
    `wanted` type is offered to a person: those moves; None if the game ended first."""
    for _turn in range(limit):
        if session.over:
            return None
        if session.is_bot_turn():
            session.play_bot()
            continue
        legal = session.state.legal_actions()
        chosen = [a for a in legal if isinstance(a, wanted)]
        if chosen:
            return chosen
        session.apply(legal[0])
    return None


def taken_back_exactly(session: Session, move) -> None:
    before, log = state_json(session), list(session.actions)
    session.apply(move)
    assert session.take_back_refusal() is None, session.take_back_refusal()
    assert session.take_back() == move.to_dict()
    assert state_json(session) == before and session.actions == log


def test_knobelschatz_a_chest_from_a_neighbour_comes_back_one_from_the_pile_does_not():
    from castle_games.games.knobelschatz.moves import TakeCard

    for seed in range(60):
        session = Session("knobelschatz", PEOPLE, seed)
        moves = play_until(session, TakeCard) or []
        neighbour = [m for m in moves if isinstance(m.source, int) and m.die == 4]
        pile = [m for m in moves if m.source == "pile"]
        if neighbour and pile:
            break
    else:
        pytest.fail("no roll in 60 games offered both a neighbour's chest and the pile")
    taken_back_exactly(session, neighbour[0])
    session.apply(pile[0])
    reason = session.take_back_refusal()
    assert reason == "a chest came from the pile: nobody knew which one"
    with pytest.raises(IllegalAction) as refused:
        session.take_back()
    assert refused.value.told() == _(reason)


def test_knobelschatz_a_roll_never_comes_back():
    from castle_games.games.knobelschatz.moves import RollDice

    session = Session("knobelschatz", PEOPLE, 3)
    session.apply(next(a for a in session.state.legal_actions() if isinstance(a, RollDice)))
    assert session.take_back_refusal() == "the dice have been rolled"


def test_seven_locks_the_keymasters_walk_comes_back_a_pearl_does_not():
    from castle_games.games.seven_locks import moves as M

    session = Session("seven-locks", PEOPLE, 5)
    walks = play_until(session, M.MoveKeymaster)
    assert walks
    taken_back_exactly(session, walks[-1])
    other = Session("seven-locks", PEOPLE, 5)
    throws = play_until(other, M.ThrowPearl)
    other.apply(throws[0])
    assert other.take_back_refusal() == "the pearl has fallen: everybody heard it"


def test_tajemnica_a_tile_laid_comes_back_a_tile_drawn_does_not():
    from castle_games.games.tajemnica_zamku import moves as M

    for seed in range(20):
        session = Session("tajemnica-zamku", PEOPLE, seed)
        lays = play_until(session, M.LayTile)
        assert lays
        before = state_json(session)
        session.apply(lays[0])
        if session.take_back_refusal() is None:  # it turned no token over
            session.take_back()
            assert state_json(session) == before
            break
        assert session.take_back_refusal() == "a token has been turned over"
    else:
        pytest.fail("every first tile laid in 20 games turned a token over")
    drawn = Session("tajemnica-zamku", PEOPLE, 2)
    draws = play_until(drawn, M.DrawTile)
    drawn.apply(draws[0])
    assert drawn.take_back_refusal() == "a new tile has been drawn"


def test_clever_keys_a_key_pushed_in_cannot_come_back():
    from castle_games.games.clever_keys import moves as M

    session = Session("clever-keys", PEOPLE, 4)
    inserts = play_until(session, M.InsertKey)
    session.apply(inserts[0])
    assert session.take_back_refusal() == \
        "the key has gone in: everybody saw whether it jammed"



def test_a_computers_move_is_never_taken_back_and_the_bots_forget_the_one_that_was():
    from castle_games.games.seven_locks import moves as M

    seats = [Seat("Anna", "red", HUMAN), Seat("Robo", "blue", COMPUTER, "hard")]
    session = Session("seven-locks", seats, 9)
    walks = play_until(session, M.MoveKeymaster)
    assert walks
    session.apply(walks[0])
    session.take_back()
    fresh = Session("seven-locks", seats, 9)  # the same moves, never the one taken back
    for data in session.actions:
        fresh.apply(fresh.game.action_from_dict(data))
    assert state_json(fresh) == state_json(session)
    while not session.over and not session.is_bot_turn():
        move = session.state.legal_actions()[0]
        session.apply(move)
        fresh.apply(move)
    if not session.over:
        assert session.bot_action() == fresh.bot_action()  # the same memory
        _answer, events = session.play_bot()
        # the computer's move goes back only with the person's before it, and only when
        # it showed nothing (tests/test_take_back_computer.py); this one showed something
        assert session.take_back_refusal() == session.game.take_back(_answer, events)
        assert session.take_back_refusal() is not None


# -- at the table ------------------------------------------------------------------------
def _scene_frames(scene, frames: int = 4) -> bytes:
    import pygame

    from tests.tablekit import new_canvas

    canvas = new_canvas()
    for _frame in range(frames):
        scene.update(1 / 60)
        canvas.fill((0, 0, 0))
        scene.draw(canvas)
    return pygame.image.tobytes(canvas, "RGB")


@pytest.mark.parametrize("game, wanted", [("seven-locks", "MoveKeymaster"),
                                          ("knobelschatz", "TakeCard"),
                                          ("tajemnica-zamku", "LayTile")])
def test_backspace_at_the_table_takes_the_move_back_and_the_table_shows_it(game, wanted):
    """The person's move played at the table, then Backspace: the table looks exactly as a
    table freshly shown before that move; then a roll or a pearl is refused with its reason
    in words, and nothing changes."""
    import importlib

    import pygame

    from tests.tablekit import StandInApp, click, key, make_scene

    moves = importlib.import_module(f"castle_games.games.{game.replace('-', '_')}.moves")
    wanted_type = getattr(moves, wanted)
    # (three at Knobelschatz: with two, four pips have one chest to take, played by itself)
    people = PEOPLE + [Seat("Clara", "green", HUMAN)] if game == "knobelschatz" else PEOPLE
    for seed in range(30):
        session = Session(game, people, seed)
        if play_until(session, wanted_type) is None:
            continue
        app = StandInApp(speed=50.0)
        scene = make_scene(session, app)
        scene.on_enter()
        for _frame in range(600):  # a table may play a forced move by itself first
            scene.update(1 / 60)
            if scene.idle:
                break
        offered = [m for m in scene.table.legal_actions() if isinstance(m, wanted_type)
                   and not (game == "knobelschatz" and (m.source == "pile" or m.die != 4))]
        if not offered or scene.table.is_bot_turn():
            continue
        twin = Session(game, people, seed)  # a table shown fresh here (on its own copy:
        for data in session.actions:        # a scene drives its session)
            twin.apply(twin.game.action_from_dict(data))
        fresh = _scene_frames(make_scene(twin, StandInApp(speed=50.0)))
        assert scene.try_apply(offered[0])
        for _frame in range(600):
            scene.update(1 / 60)
            if scene.idle:
                break
        if scene.table.take_back_refusal() is None and not scene.table.is_bot_turn():
            break
    else:
        pytest.fail(f"no {wanted} that may be taken back in 30 games")
    assert scene.can_take_back()
    log = list(session.actions)
    old = scene
    click(scene, scene.take_back_rect.center)  # the button under the speaker
    assert session.actions == log[:-1]
    scene = app.tables[-1]  # a fresh table in the old one's place
    assert scene is not old and scene.table is old.table
    assert _scene_frames(scene) == fresh
    assert app.notes and "Taken back" in app.notes[-1]
    again = [m for m in scene.table.legal_actions() if isinstance(m, wanted_type)
             and not (game == "knobelschatz" and (m.source == "pile" or m.die != 4))]
    assert again  # (the table may have played a forced die meanwhile, as it does)
    now = list(session.actions)
    assert scene.try_apply(again[0]), app.notes  # chosen again: Backspace takes it back
    for _frame in range(600):
        scene.update(1 / 60)
        if scene.idle:
            break
    if scene.can_take_back():
        key(scene, pygame.K_BACKSPACE)
        assert session.actions == now
        scene = app.tables[-1]
    # Backspace again and again: it stops at a chance (a roll, a pearl, a drawn tile),
    # says why with the "nope" sound, and the table stays as it was
    for _press in range(6):
        before = list(session.actions)
        key(scene, pygame.K_BACKSPACE)
        if session.actions == before:
            break
        scene = app.tables[-1]
    assert session.actions == before and "nope" in app.sounds
    assert session.take_back_refusal() in app_notes_reasons(app)


def app_notes_reasons(app) -> set[str]:
    """The refusals said in the table's notes, as catalogue sentences (English here)."""
    return {n.rstrip(".").lower() for n in app.notes}


@pytest.mark.parametrize("game, wanted", [("seven-locks", "MoveKeymaster"),
                                          ("tajemnica-zamku", "LayTile"),
                                          ("knobelschatz", "TakeCard")])
def test_the_take_back_button_shows_when_it_can_and_covers_no_words(game, wanted):
    import importlib

    from castle_games.ui import theme
    from tests.tablekit import StandInApp, make_scene, new_canvas

    moves = importlib.import_module(f"castle_games.games.{game.replace('-', '_')}.moves")
    for seed in range(30):
        session = Session(game, PEOPLE, seed)
        offered = play_until(session, getattr(moves, wanted))
        if not offered:
            continue
        scene = make_scene(session, StandInApp(speed=50.0))
        scene.on_enter()
        assert scene.try_apply(offered[0])
        for _frame in range(900):
            scene.update(1 / 60)
            if scene.idle:
                break
        if scene.can_take_back():
            break
    else:
        pytest.fail(f"no {wanted} that may be taken back in 30 games")
    canvas = new_canvas()
    with theme.recording_text() as drawn:
        scene.draw(canvas)
    button = scene.take_back_rect
    assert pygame.Rect(0, 0, 1280, 720).contains(button)
    assert not button.colliderect(scene.speaker_rect)
    covered = [line.message for line in drawn if line.rect.colliderect(button)
               and line.surface_size == (1280, 720)]
    assert not covered, covered
