"""Family far away in the window: a game set up with a seat far away shows the invite (the
code's pictures and the seat's secret, said aloud too) over a table that waits for the
guest; the guest joins from another computer and plays; the host's screen never shows the
far seat's view, and the game ends at both."""

from __future__ import annotations

import json
import threading
import time

import pygame
import pytest
from remote_kit import Hosting, frame, seated
from test_ui_support import make_app

from castle_games.core.languages import _
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.remote.guest import Guest
from castle_games.remote.invite import PICTURES
from castle_games.session import Session
from castle_games.ui.far_away import HostedTable, InviteScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("CASTLE_GAMES_HOME", str(tmp_path))
    app = make_app()
    app.settings.far_away_port = 0  # (a free port: tests run side by side)
    app.settings.animation_speed = 10.0  # (whole games: the pictures quick, no pauses)
    app.settings.computer_wait = 0.0
    yield app
    scene = app.game_scene
    if isinstance(scene, HostedTable):
        scene.close_the_wires()


def test_a_table_with_a_seat_far_away_invites_waits_and_plays_to_the_end(app):
    seats = [Seat("Robo", "red", COMPUTER, "normal"), Seat("Oma", "blue", HUMAN, far_away=True)]
    session = Session("knobelschatz", seats, 51)
    app.start_game(session)
    invite = app.top
    assert isinstance(invite, InviteScene) and isinstance(app.game_scene, HostedTable)
    host = invite.host
    words = invite.opening()
    assert all(_(PICTURES[n]) in words for n in host.invite.code.numbers), "the code, said"
    assert all(_(PICTURES[n]) in words for n in host.invite.secrets[1].numbers)
    canvas = pygame.Surface((1280, 720))
    invite.draw(canvas)  # (drawn without a fault; looked at by `screenshot invite:GAME`)
    app.pop()
    deadline = time.monotonic() + 60
    while session.to_move != 1 and time.monotonic() < deadline:
        frame(app)
    assert session.to_move == 1, "Robo has played up to Oma's turn"
    moves = len(session.actions)
    for _frame in range(90):  # Oma has not joined: the table waits at her turn
        frame(app)
    assert len(session.actions) == moves and session.to_move == 1, "the table waits for Oma"
    assert "Oma" in (app.game_scene.waiting_for() or "")
    port = int(host.addresses[0].rsplit(":", 1)[1])
    oma = Guest(host.invite.code, 1, host.invite.secrets[1].text(), f"ws://127.0.0.1:{port}",
                level="normal", seed=5)
    stop = threading.Event()

    def far_away() -> None:
        oma.connect()
        while not stop.is_set():
            oma.step(0.01)

    threading.Thread(target=far_away, daemon=True).start()
    try:
        deadline = time.monotonic() + 240
        while not session.over and time.monotonic() < deadline:
            frame(app)
            assert app.table.viewer != 1, "the host's screen never takes Oma's view"
        assert session.over, "the game ended"
        deadline = time.monotonic() + 10
        while not oma.view.over and time.monotonic() < deadline:
            frame(app)
        assert oma.view.over and oma.view.outcome == session.state.outcome.to_dict()
    finally:
        stop.set()


def join_from_the_doors(app, hosting: Hosting, seat: int):
    """Family far away on the launcher, the code's and the seat's pictures picked, the
    seat chosen, the host's address typed, Join: the join screen, joining."""
    from castle_games.ui.far_guest import JoinScene

    app.stack[0].open_far_away()
    join = app.top
    assert isinstance(join, JoinScene)
    invite = hosting.host.invite
    for n in (*invite.code.numbers, *invite.secrets[seat].numbers):
        join.pick(n)
    join.seat.select(seat + 1)
    join.where.set_text(hosting.url.removeprefix("ws://"))
    join.join()
    return join


def test_a_guest_joins_from_the_launcher_plays_its_seat_and_sees_the_end(app):
    """Oma's side: Family far away, the pictures picked, her seat, its secret, the host's
    address; then the game's own table for her seat, her moves made as her clicks make
    them, the others' acted out as they arrive, and the end."""
    from castle_games.remote.invite import Invite
    from castle_games.ui.far_guest import GuestOverScene, GuestTable

    seats = [Seat("Robo", "red", COMPUTER, "normal"), Seat("Oma", "blue", HUMAN)]
    session = Session("knobelschatz", seats, 52)
    invite = Invite.new([1])
    hosting = Hosting(session, invite)
    try:
        join = join_from_the_doors(app, hosting, 1)
        deadline = time.monotonic() + 30
        while not isinstance(app.top, GuestTable) and time.monotonic() < deadline:
            frame(app)
        table = app.top
        assert isinstance(table, GuestTable), join.problem
        from castle_games import plugins

        me = plugins.manifest("knobelschatz").make_bot(1, "normal", 9)
        deadline = time.monotonic() + 120
        while not isinstance(app.top, GuestOverScene) and time.monotonic() < deadline:
            frame(app)
            model, scene = table.model, table.active
            if model.to_move == 1 and not model.over and scene.idle and not model.move_arrived():
                scene.try_apply(me.choose(model.observation, model.legal_actions()))
        assert isinstance(app.top, GuestOverScene), "the end, told at Oma's table"
        assert session.over and table.model.outcome == session.state.outcome
        assert app.top.line()
    finally:
        hosting.close()


def test_a_table_played_only_from_far_away_is_not_started_here(app):
    """This computer shows one seat's view, so one seat at least is played here."""
    from castle_games.ui.seat_row import FAR_AWAY
    from castle_games.ui.setup import SetupScene

    setup = SetupScene(app, "knobelschatz")
    app.push(setup)
    for row in setup.rows:
        row.kind.select(FAR_AWAY)
    assert all(s.far_away for s in setup.seats())
    setup.start()
    assert app.session is None and app.top is setup
    setup.rows[0].kind.select("normal")
    setup.start()
    assert app.session is not None and isinstance(app.game_scene, HostedTable)


def test_a_guest_plays_its_seat_by_ear(app):
    """Play by ear, from far away: the guest's table is the game's dark table by ear on
    the guest's table model, and it hears the others' moves as they arrive, to the end."""
    from castle_games import plugins
    from castle_games.remote.invite import Invite
    from castle_games.ui.far_guest import GuestTable, JoinScene

    seats = [Seat("Robo", "red", COMPUTER, "normal"), Seat("Oma", "blue", HUMAN)]
    session = Session("knobelschatz", seats, 53)
    invite = Invite.new([1])
    hosting = Hosting(session, invite)
    try:
        join = JoinScene(app)
        app.push(join)
        for n in (*invite.code.numbers, *invite.secrets[1].numbers):
            join.pick(n)
        join.seat.select(2)
        join.by_ear.set(True)
        join.where.set_text(hosting.url.removeprefix("ws://"))
        join.join()
        deadline = time.monotonic() + 30
        while not isinstance(app.top, GuestTable) and time.monotonic() < deadline:
            frame(app)
        table = app.top
        assert isinstance(table, GuestTable), join.problem
        manifest = plugins.manifest("knobelschatz")
        ear = manifest.make_scene(app, table.model, manifest.modes[0].flag)
        assert type(table.active) is type(ear), "the table by ear"
        me = manifest.make_bot(1, "normal", 9)
        deadline = time.monotonic() + 120
        while not table.model.over and time.monotonic() < deadline:
            frame(app)
            model = table.model
            if model.to_move == 1 and not model.over and not model.move_arrived():
                model.apply(me.choose(model.observation, model.legal_actions()))
        assert table.model.over and session.over
        assert table.model.moves_played == len(session.actions)
    finally:
        hosting.close()


def test_a_guests_table_offers_hints_and_tells_when_the_computer_played_for_them(app):
    """Oma far away has her hint bulb as at home (H shows the hint); her lid closes on her
    turn, the kind computer moves for her, and when she is back her table's card says
    what it did for her before what the others did."""
    import socket

    from castle_games.remote.invite import Invite
    from castle_games.ui.far_guest import GuestTable

    seats = [Seat("Robo", "red", COMPUTER, "normal"), Seat("Oma", "blue", HUMAN)]
    session = Session("knobelschatz", seats, 54)
    invite = Invite.new([1])
    hosting = Hosting(session, invite, away_s=0.05)
    try:
        oma = seated(hosting, 1)
        table = GuestTable(app, oma)
        app.push(table)

        def her_turn(after: int = 0) -> bool:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                frame(app)
                model, scene = table.model, table.active
                if model.to_move == 1 and scene.idle and not model.move_arrived() \
                        and model.moves_played > after:
                    return True
            return False

        assert her_turn()
        scene = table.active
        assert scene.offers_hint(), "the bulb is there for her"
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        assert scene.shown_advice() is not None, "H showed her the hint"
        assert scene.shown_advice().action in table.model.legal_actions()
        before = table.model.moves_played
        real_due, stood = hosting.host._stand_in_due, []

        def due_once() -> bool:  # (one move played for her: then the table waits for her)
            if not stood and real_due():
                stood.append(True)
                return True
            return False
        hosting.host._stand_in_due = due_once
        oma._link._socket.connection.socket.shutdown(socket.SHUT_RDWR)  # (the lid closes)
        deadline = time.monotonic() + 20
        while 1 not in hosting.host.stood_in and time.monotonic() < deadline:
            time.sleep(0.01)
        assert hosting.host.stood_in == {1}, "the kind computer moved for her"
        assert her_turn(after=before + 1), "she is back, at her turn again"
        card = app.toasts.recap_note
        assert card is not None and "Since your last move" in card.text
        said = [text for text, _colour in card.lines]
        assert said[0].startswith(_("The computer played for you: {move}").split("{")[0])
    finally:
        hosting.close()


def test_a_guests_window_never_freezes_while_the_host_is_gone(app, tmp_path):
    """The host's computer is switched off in the middle of the game: Oma's window goes on
    drawing (every frame quick), says it is looking for the table, and when the host is
    back with the same table her game goes on to the end, each of her moves made once."""
    from castle_games.remote.host import resumed
    from castle_games.remote.invite import Invite
    from castle_games.remote.links import DirectHost
    from castle_games.ui.far_guest import GuestOverScene, GuestTable

    autosave = tmp_path / "table.json"
    seats = [Seat("Robo", "red", COMPUTER, "normal"), Seat("Oma", "blue", HUMAN)]
    session = Session("knobelschatz", seats, 55, autosave=autosave)
    invite = Invite.new([1])
    hosting = Hosting(session, invite)
    port = hosting.link.port
    oma = seated(hosting, 1)
    table = GuestTable(app, oma)
    app.push(table)
    me = plugins_bot("knobelschatz", 1)
    canvas = pygame.Surface((1280, 720))

    def play_until(done, seconds: float) -> list[float]:
        frames = []
        deadline = time.monotonic() + seconds
        while not done() and time.monotonic() < deadline:
            started = time.monotonic()
            frame(app)
            app.top.draw(canvas)
            frames.append(time.monotonic() - started)
            model, scene = table.model, table.active
            if model.to_move == 1 and not model.over and scene.idle and not model.move_arrived():
                scene.try_apply(me.choose(model.observation, model.legal_actions()))
        return frames

    try:
        play_until(lambda: table.model.moves_played >= 6, 60)
        assert table.model.moves_played >= 6
        hosting.close()  # (the host's computer is switched off)
        frames = play_until(lambda: False, 3.0)
        assert table.model.guest.coming_back or table.model.guest.unreachable
        assert len(frames) > 20 and max(frames) < 1.0, "the window kept drawing"
        session.wait_for_save(5)
        hosting = Hosting(host=resumed(autosave), link=DirectHost(port, "127.0.0.1"))
        play_until(lambda: isinstance(app.top, GuestOverScene), 120)
        assert isinstance(app.top, GuestOverScene), "the game went on to the end"
        ended = hosting.host.session
        assert ended.over and table.model.outcome == ended.state.outcome
        assert table.model.moves_played == len(ended.actions)
    finally:
        hosting.close()


def plugins_bot(game: str, seat: int):
    from castle_games import plugins

    return plugins.manifest(game).make_bot(seat, "normal", 9)


def test_a_guest_reads_what_happened_and_sees_the_others_turn_again(app):
    """From the pause menu of her table far away, Oma reads what happened (every move of
    her table's story) and has the others' latest turn shown again — from her own seat's
    messages only — then her table is back as it was."""
    from castle_games.remote.invite import Invite
    from castle_games.ui.far_guest import GuestPauseScene, GuestTable
    from castle_games.ui.table_log import LogScene, ReplayScene

    seats = [Seat("Robo", "red", COMPUTER, "normal"), Seat("Oma", "blue", HUMAN)]
    session = Session("knobelschatz", seats, 56)
    invite = Invite.new([1])
    hosting = Hosting(session, invite)
    me = plugins_bot("knobelschatz", 1)
    try:
        oma = seated(hosting, 1)
        table = GuestTable(app, oma)
        app.push(table)
        model = table.model
        turns = 0
        deadline = time.monotonic() + 60
        while turns < 3 and time.monotonic() < deadline:
            frame(app)
            if model.to_move == 1 and not model.over and table.active.idle \
                    and not model.move_arrived():
                turns += model.history[-1].seat == 0 if model.history else 0
                if turns < 3:
                    table.active.try_apply(me.choose(model.observation, model.legal_actions()))
        assert turns >= 3, "Robo has moved, and it is Oma's turn"
        shown = (model.moves_played, json.dumps(model.observation, sort_keys=True))
        app.push(GuestPauseScene(app))
        app.top.show_log()
        log = app.top
        assert isinstance(log, LogScene)
        assert len(log.rows) == len(model.history) and log.rows
        start = model.last_computer_run()
        assert start is not None and model.history[start].seat == 0, "Robo's turn"
        assert log.again_button.visible
        log.again()
        replay = app.top
        assert isinstance(replay, ReplayScene)
        assert replay.table.moves_played == start, "from before Robo's turn"
        deadline = time.monotonic() + 30
        while app.top is replay and time.monotonic() < deadline:
            frame(app)
        assert app.top is table, "the replay ended by itself"
        assert replay.table.moves_played == model.moves_played, "every move shown again"
        assert replay.table.history[-1].action == model.history[-1].action
        assert (model.moves_played, json.dumps(model.observation, sort_keys=True)) == shown
    finally:
        hosting.close()


def test_a_blind_guest_joins_by_keys_and_ears_alone(app):
    """No mouse and no screen: from the doors, Tab and Enter reach Family far away; each
    picture says its word as the focus reaches it and again when picked; the seat is
    chosen with the arrows, the address typed, Join pressed — and the table is there."""
    from test_ui_support import press, type_text

    from castle_games.remote.invite import Invite
    from castle_games.ui.far_guest import GuestTable, JoinScene, PictureButton

    seats = [Seat("Robo", "red", COMPUTER, "normal"), Seat("Oma", "blue", HUMAN)]
    session = Session("knobelschatz", seats, 57)
    invite = Invite.new([1])
    hosting = Hosting(session, invite)
    try:
        launcher = app.stack[0]
        frame(app)
        for _tab in range(40):  # Tab round the doors' buttons to "Family far away"
            if launcher.group.focused is launcher.far_button:
                break
            press(app, pygame.K_TAB)
        assert launcher.group.focused is launcher.far_button
        assert "Family far away" in app.voice.record[-1].text
        press(app, pygame.K_RETURN)
        join = app.top
        assert isinstance(join, JoinScene)

        def said() -> str:
            return app.voice.record[-1].text if app.voice.record else ""

        def focus_on(match, limit: int = 60) -> None:
            for _tab in range(limit):
                if match(join.group.focused):
                    return
                press(app, pygame.K_TAB)
            raise AssertionError(f"never reached; last said: {said()}")

        for n in (*invite.code.numbers, *invite.secrets[1].numbers):
            focus_on(lambda w, n=n: isinstance(w, PictureButton) and w.number == n)
            assert _(PICTURES[n]) in said(), "the picture says its word"
            press(app, pygame.K_RETURN)
            assert said() == _(PICTURES[n]), "and again when it is picked"
        assert join.code == list(invite.code.numbers)
        assert join.secret == list(invite.secrets[1].numbers)
        focus_on(lambda w: w is join.seat)
        press(app, pygame.K_RIGHT)
        assert join.seat.value == 2 and "2" in said()
        focus_on(lambda w: w is join.where)
        type_text(app, hosting.url.removeprefix("ws://"))
        focus_on(lambda w: w is join.join_button)
        press(app, pygame.K_RETURN)
        deadline = time.monotonic() + 30
        while not isinstance(app.top, GuestTable) and time.monotonic() < deadline:
            frame(app)
        assert isinstance(app.top, GuestTable), join.problem
    finally:
        hosting.close()
