"""A table far away kept on the guest's computer, for a move a day: the family joins, makes
a move and leaves; while they are away the others play; when the doors open again the
game's door wears a "your move" tag, a soft chime and the voice say it, and the door opens
the table where the game stands — from the seat's own record, which holds that seat's
bytes and nothing else. A damaged list is set aside and said; a host out of reach is no
news, quickly."""

from __future__ import annotations

import json
import threading
import time

import pygame
import pytest
from remote_kit import Hosting, frame
from test_far_away_window import join_from_the_doors
from test_ui_support import make_app

from castle_games import plugins
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.remote import kept
from castle_games.remote.invite import Invite
from castle_games.session import Session


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("CASTLE_GAMES_HOME", str(tmp_path))
    app = make_app()
    app.settings.animation_speed = 10.0
    app.settings.computer_wait = 0.0
    return app


def frames(app, until, seconds: float = 30.0, act=None) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        frame(app)
        if act is not None:
            act()
        if until():
            return True
    return False


def test_a_move_a_day_from_far_away_in_the_window(app):
    from castle_games.ui.far_guest import GuestOverScene, GuestPauseScene, GuestTable
    from castle_games.ui.launcher import Launcher

    seats = [Seat("Robo", "red", COMPUTER, "normal"), Seat("Oma", "blue", HUMAN)]
    session = Session("knobelschatz", seats, 61)
    invite = Invite.new([1])
    hosting = Hosting(session, invite, move_a_day=True)
    me = plugins.manifest("knobelschatz").make_bot(1, "normal", 4)
    try:
        assert isinstance(app.stack[0], Launcher)
        join = join_from_the_doors(app, hosting, 1)
        assert frames(app, lambda: isinstance(app.top, GuestTable)), join.problem
        table = app.top
        [far] = kept.load().tables
        assert (far.game, far.seat, far.code) == ("knobelschatz", 1, invite.code)

        def her_turn() -> bool:
            m = table.model
            return m.to_move == 1 and not m.over and table.active.idle and not m.move_arrived()

        assert frames(app, her_turn)
        table.active.try_apply(me.choose(table.model.observation, table.model.legal_actions()))
        assert frames(app, lambda: table.model.to_move != 1)
        # She leaves the table for today; the doors show no tag while Robo has not moved.
        app.voice.record.clear()
        app.push(GuestPauseScene(app))
        app.top.leave()
        launcher = app.top
        assert isinstance(launcher, Launcher) and kept.load().tables == [far]
        # Meanwhile, at the host, Robo plays: her turn again.
        deadline = time.monotonic() + 20
        while session.to_move != 1 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert session.to_move == 1
        assert frames(app, lambda: launcher.far_news is None, 20)
        launcher.on_enter()  # (the doors again, tomorrow)
        assert frames(app, lambda: "knobelschatz" in launcher.your_move, 20)
        said = " ".join(line.text for line in app.voice.record)
        assert "Your move at the table far away" in said
        door = next(d for d in launcher.doors if d.entry.id == "knobelschatz")
        assert "Your move at the table far away" in door.describe()
        canvas = pygame.Surface((1280, 720))
        launcher.draw(canvas)  # (the tag, looked at in the screenshot)
        # The door opens her table where the game stands, and she plays to the end.
        door.activate()
        table = app.top
        assert isinstance(table, GuestTable)
        assert table.model.moves_played == len(session.actions), "the table as it stands"
        assert table.model.history, "what happened, in the history (for the card)"

        def play() -> None:
            if isinstance(app.top, GuestTable) and her_turn():
                model = table.model
                table.active.try_apply(me.choose(model.observation, model.legal_actions()))

        assert frames(app, lambda: isinstance(app.top, GuestOverScene), 120, act=play)
        assert session.over and table.model.outcome == session.state.outcome
        record = far.record()
        lines = [json.loads(x) for x in record.read_bytes().splitlines()]
        numbers = [m["number"] for m in lines]
        assert numbers == list(range(numbers[0], numbers[0] + len(lines))), "each once, in order"
        assert all("observation" in m for m in lines if m["kind"] != "refused")
        app.top.leave()
        assert kept.load().tables == [] and not record.exists(), "an ended game is let go"
    finally:
        hosting.close()


def test_a_damaged_list_of_tables_far_away_is_set_aside_and_said(app, tmp_path):
    from castle_games.ui.launcher import Launcher

    path = kept.tables_path()
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    launcher = app.stack[0]
    assert isinstance(launcher, Launcher)
    launcher.on_enter()
    frame(app)
    assert not path.exists() and list(path.parent.glob("tables.json.unreadable-*"))
    assert any("tables far away cannot be read" in n.text for n in app.toasts.notes)
    assert launcher.your_move == {}


def test_a_host_out_of_reach_is_no_news_and_no_wait(tmp_path):
    code, secret = Invite.new([0]).code, Invite.new([0]).secrets[0]
    table = kept.KeptTable("knobelschatz", code, 0, secret, "ws://127.0.0.1:9")
    kept.keep(table, tmp_path)
    started = time.monotonic()
    standing = kept.news(table, tmp_path, give_up_s=1.0)
    assert not standing.reached and not standing.your_move
    assert time.monotonic() - started < 4.0
    assert kept.load(tmp_path).tables == [table]


def test_the_host_chooses_a_move_a_day_on_the_invite_and_a_resumed_table_keeps_it(app):
    """On the invite the host switches to a move a day: nobody plays for a guest who is
    away, however long; the choice is kept beside the autosave, so the table resumed
    tomorrow still waits."""
    from castle_games.core import saves
    from castle_games.remote.host import host_file
    from castle_games.session import autosave_path
    from castle_games.ui.far_away import HostedTable, InviteScene
    from castle_games.ui.widgets import Toggle

    app.settings.far_away_port = 0
    seats = [Seat("Ann", "red", HUMAN), Seat("Oma", "blue", HUMAN, far_away=True)]
    session = Session("knobelschatz", seats, 62, autosave=autosave_path("knobelschatz"))
    app.start_game(session)
    invite = app.top
    assert isinstance(invite, InviteScene)
    switch = next(w for w in invite.group.widgets if isinstance(w, Toggle))
    assert not switch.value and invite.host.away_s < float("inf"), "together now, at first"
    assert "A move a day: off" in switch.describe()
    switch.activate()
    host = invite.host
    assert host.move_a_day and host.away_s == float("inf")
    assert json.loads(host_file(session.autosave).read_text())["move_a_day"] is True
    app.pop()
    app.table.apply(app.table.legal_actions()[0])  # (Ann's first move: the game is saved)
    session.wait_for_save(5)
    app.game_scene.close_the_wires()
    app.back_to_launcher()
    app.resume_saved(session.autosave)
    assert isinstance(app.game_scene, HostedTable)
    assert app.game_scene.host.move_a_day, "tomorrow, the table still waits"
    assert not app.toasts.banners, "nothing beside the save is taken for a damaged save"
    app.game_scene.close_the_wires()
    saves.remove(session.autosave)  # (the game given up: what belongs to it goes too)
    assert not host_file(session.autosave).exists()


def test_a_table_hosted_a_move_a_day_takes_the_guests_move_when_the_doors_open(app, tmp_path):
    """Evening: Ann moves and closes the game; Oma, far away, makes her move through the
    relay, which holds it. Morning: the doors open, the table is taken up for a moment,
    Oma's move is checked by the rules and saved, and the door wears "your move" for Ann;
    it opens the game where it stands."""
    import remote_kit

    from castle_games.remote.guest import Guest
    from castle_games.session import autosave_path
    from castle_games.ui.far_away import HostedTable, InviteScene
    from castle_games.ui.launcher import Launcher
    from castle_games.ui.widgets import Toggle

    relay = remote_kit.Relay(tmp_path)
    oma = None
    try:
        app.settings.far_away_port = 0
        app.settings.relay = relay.url
        seats = [Seat("Ann", "red", HUMAN), Seat("Oma", "blue", HUMAN, far_away=True)]
        session = Session("knobelschatz", seats, 63, autosave=autosave_path("knobelschatz"))
        app.start_game(session)
        invite = app.top
        assert isinstance(invite, InviteScene)
        next(w for w in invite.group.widgets if isinstance(w, Toggle)).activate()
        host = invite.host
        app.pop()
        oma = Guest(host.invite.code, 1, host.invite.secrets[1].text(), relay.url,
                    level="normal", seed=8)
        oma.connect()
        oma.player = None  # (she moves tomorrow morning, by hand)
        assert frames(app, lambda: bool(oma.view.game), 10, act=lambda: oma.step(0.01))
        table = app.table
        while session.to_move == 0:  # Ann's turn, then Oma's
            table.apply(table.legal_actions()[0])
        assert session.to_move == 1
        assert frames(app, lambda: oma.view.to_move == 1, 10, act=lambda: oma.step(0.01))
        session.wait_for_save(5)
        made = len(session.actions)
        app.game_scene.close_the_wires()  # (the evening: the game is closed)
        app.back_to_launcher()
        launcher = app.top
        assert isinstance(launcher, Launcher)
        assert frames(app, lambda: bool(launcher.far_news and launcher.far_news.hosted_standings))
        assert "knobelschatz" not in launcher.your_move, "Oma has not moved yet"
        launcher.stop_far_news()  # (the evening: the doors closed too)
        # Night, far away: Oma moves; the relay holds it for the host.
        plugins_bot = plugins.manifest("knobelschatz").make_bot(1, "normal", 8)
        legal = [session.game.action_from_dict(a) for a in oma.view.legal]
        oma.send_move(plugins_bot.choose(oma.view.observation, legal))
        time.sleep(0.5)
        # Morning: the doors open again; Oma is at her computer (her turn may take more
        # than one step: the dice answer each), and the table taken up hears her.
        oma.player = plugins_bot
        morning = threading.Event()

        def far_away() -> None:
            while not morning.is_set():
                oma.step(0.01)

        thread = threading.Thread(target=far_away, daemon=True)
        app.voice.record.clear()
        launcher.on_enter()
        thread.start()
        try:
            assert frames(app, lambda: "knobelschatz" in launcher.your_move, 20)
        finally:
            morning.set()
            thread.join(5)
        assert "Your move at the table far away" in " ".join(x.text for x in app.voice.record)
        door = next(d for d in launcher.doors if d.entry.id == "knobelschatz")
        door.activate()
        assert isinstance(app.game_scene, HostedTable)
        assert len(app.session.actions) > made and app.session.to_move == 0, \
            "Oma's move is on the table, and it is Ann's turn"
        app.game_scene.close_the_wires()
    finally:
        if oma is not None:
            oma.close()
        relay.close()
