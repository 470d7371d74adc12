"""A guest's table model: the door each game's own scene is given, made of the bytes a
guest received. Whole games of all five are played through it as a scene plays them (the
person's move by `apply`, every other seat's by `play_bot` once `move_arrived()`), and
each game's scene draws from it exactly the picture it draws for that seat at home."""

from __future__ import annotations

import dataclasses
import json
import time

import pytest
import tablekit
from remote_kit import Hosting
from test_remote_seat_stream import seats

from castle_games import plugins
from castle_games.remote.guest import Guest
from castle_games.remote.guest_table import GuestTableModel
from castle_games.remote.invite import Invite
from castle_games.session import Session
from castle_games.table_model import TableModel

GAMES = ("seven-locks", "clever-keys", "schlotterstein", "knobelschatz", "tajemnica-zamku")


def guests_at(h: Hosting) -> dict[int, GuestTableModel]:
    models = {}
    for seat in (0, 1):
        guest = Guest(h.host.invite.code, seat, h.host.invite.secrets[seat].text(), h.url)
        guest.connect()
        models[seat] = GuestTableModel(guest)
    deadline = time.monotonic() + 10
    while not all(m.shown for m in models.values()) and time.monotonic() < deadline:
        for m in models.values():
            m.pump()
    return models


def step(model: GuestTableModel, players: dict) -> None:
    """What a scene does in a frame: take the wire's news, act out an arrived move, or
    let the person (here a computer player choosing for them) move."""
    model.pump()
    if model.move_arrived():
        model.play_bot()
    elif not model.over and not model.is_bot_turn():
        seat = model.viewer
        player = players.setdefault(seat, plugins.manifest(model.game.id).make_bot(seat, "easy", seat))
        model.apply(player.choose(model.observation, model.legal_actions()))
    else:
        time.sleep(0.001)


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_through_a_guests_table_model(game):
    h = Hosting(Session(game, seats(game), 21), Invite.new([0, 1]))
    try:
        models = guests_at(h)
        players: dict = {}
        deadline = time.monotonic() + 120
        while not all(m.over for m in models.values()) and time.monotonic() < deadline:
            for m in models.values():
                step(m, players)
        session = h.host.session
        assert session.over
        movers = []
        replay = Session(game, seats(game), 21)
        for data in session.actions:
            movers.append(replay.to_move)
            replay.apply(replay.game.action_from_dict(data))
        for seat, m in models.items():
            assert m.moves_played == len(session.actions) and m.outcome == session.state.outcome
            assert [h_.index for h_ in m.history] == list(range(len(session.actions)))
            assert [h_.seat for h_ in m.history] == movers, "who moved, as the table saw"
            assert m.observation == json.loads(json.dumps(session.observation(seat)))
    finally:
        h.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_guests_scene_draws_what_its_seat_sees_at_home(game):
    """At the guest's turn a few moves in, the game's own scene on the guest's table model
    and on a seat at home (the same seats, the same moves) give the same pixels."""
    h = Hosting(Session(game, seats(game), 23), Invite.new([0, 1]))
    try:
        models = guests_at(h)
        players: dict = {}
        deadline = time.monotonic() + 60
        ann = models[0]
        while time.monotonic() < deadline:
            for m in models.values():
                m.pump()
            ready = ann.moves_played >= 4 and ann.to_move == 0 and not ann.move_arrived()
            if ready:
                break
            for m in models.values():
                step(m, players)
        assert ready, "the guest's turn came"
        session = h.host.session
        home = Session(game, seats(game), 23)
        for data in session.actions:
            home.apply(home.game.action_from_dict(data))
        at_home = TableModel(home)
        assert at_home.viewer == 0
        ann_look = ann.anim_seed
        type(ann).anim_seed = property(lambda _self: at_home.anim_seed)  # (the look of dice)
        try:
            far = render(home, ann)
        finally:
            type(ann).anim_seed = property(lambda _self: ann_look)
        near = render(home, at_home)
        if far != near:  # (for a person to look at)
            import os

            import pygame
            out = os.environ.get("CASTLE_GAMES_DIFF_DIR")
            if out:
                for name, pixels in (("far", far), ("near", near)):
                    pygame.image.save(pygame.image.frombytes(pixels, tablekit.new_canvas().get_size(), "RGB"),
                                      f"{out}/{game}-{name}.png")
        assert far == near, "the guest sees what the seat sees at home"
    finally:
        h.close()


def render(session: Session, model) -> bytes:
    canvas = tablekit.new_canvas()
    scene = session.manifest.make_scene(tablekit.StandInApp(), model, None)
    scene.on_enter()
    for _ in range(3):
        scene.update(1 / 60)
        canvas.fill((0, 0, 0))
        scene.draw(canvas)
    import pygame
    return pygame.image.tobytes(canvas, "RGB")


@pytest.mark.parametrize("game", ["knobelschatz", "tajemnica-zamku", "seven-locks"])
def test_a_guest_takes_back_its_own_move_and_every_home_sees_the_table_as_before(game):
    h = Hosting(Session(game, seats(game), 25), Invite.new([0, 1]))
    try:
        models = guests_at(h)
        ann, ben = models[0], models[1]
        session = h.host.session
        players: dict = {}
        compared = taken = 0
        deadline = time.monotonic() + 90
        while not ann.over and time.monotonic() < deadline and taken < 2:
            for m in models.values():
                step(m, players)
            moves = len(session.actions)
            if moves != ann.moves_played or ann.move_arrived():
                continue  # (the host is ahead of what Ann's table has shown)
            host_says = (session.take_back_refusal() is None and session.take_back_seat() == 0)
            if moves != len(session.actions):
                continue
            assert (ann.take_back_refusal() is None) == host_says, ann.history[-1:]
            compared += 1
            if host_says:
                before = session.state.to_dict()
                ann.take_back()
                taken += 1
                assert len(session.actions) < moves and ann.moves_played == len(session.actions)
                assert session.state.to_dict() != before
                assert ann.observation == json.loads(json.dumps(session.observation(0)))
                deadline_ben = time.monotonic() + 5
                while ben.moves_played != len(session.actions) and time.monotonic() < deadline_ben:
                    ben.pump()
                assert ben.moves_played == len(session.actions), "Ben's table went back too"
                assert ben.observation == json.loads(json.dumps(session.observation(1)))
        assert taken >= 1 and compared >= 5, (taken, compared)
        # Ben's computer asks the host straight away, though his move is not the last
        # person's: the host says no, and nothing changes.
        deadline = time.monotonic() + 30
        while session.take_back_seat() != 0 and not session.over and time.monotonic() < deadline:
            for m in models.values():
                step(m, players)
        assert session.take_back_seat() == 0, "Ann's move, which Ann might take back"
        before = session.state.to_dict()
        ben.guest.ask_take_back()
        said = []
        deadline = time.monotonic() + 5
        while not said and time.monotonic() < deadline:
            ben.guest.step(0.01)
            said = [m for m in ben.arrived if m.get("kind") == "refused"]
        assert said and said[0]["reason"] == "only your own last move can be taken back"
        assert session.state.to_dict() == before
    finally:
        h.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_guests_hint_is_the_hint_its_seat_gets_at_home(game):
    """A guest far away asks for a hint: it is worked out at the guest's computer from
    the seat's bytes alone, and it is the hint the same seat's hint player gives at home
    from the same moves (the guest's own hint seed given to both); a guest plays its seat
    by its hints to the end."""
    h = Hosting(Session(game, seats(game), 27), Invite.new([0, 1]))
    try:
        models = guests_at(h)
        ann = models[0]
        assert ann.offers_hints(0) and not ann.offers_hints(1), "one's own seat only"
        players: dict = {}
        compared = 0
        deadline = time.monotonic() + 120
        while not ann.over and time.monotonic() < deadline:
            for m in models.values():
                m.pump()
            if ann.to_move == 0 and not ann.move_arrived() and not ann.over:
                advice = ann.advice()
                assert advice is not None and advice.action in ann.legal_actions()
                if compared < 6:
                    assert advice == hint_at_home(h.host.session, 0, ann.anim_seed)
                    compared += 1
                assert advice.told(), "the hint says why"
                ann.apply(advice.action)
                continue
            step(models[1], players)
            if ann.move_arrived():
                ann.play_bot()
        assert ann.over and compared >= 1
    finally:
        h.close()


def hint_at_home(session: Session, seat: int, seed: int):
    """The hint the seat's hint player gives at home after the same moves."""
    from castle_games.core.advice import HINT_LEVEL, advised

    home = Session(session.game_id, session.seats, session.seed, session.options)
    adviser = home.manifest.make_bot(seat, HINT_LEVEL, seed)
    for data in session.actions:
        events = home.apply(home.game.action_from_dict(data))
        adviser.notice(home.game.perceived(events, seat))
    return advised(adviser, json.loads(json.dumps(home.observation(seat))),
                   home.state.legal_actions())


def test_a_guest_whose_seat_has_hints_off_is_offered_none():
    chosen = seats("knobelschatz")
    chosen[0] = dataclasses.replace(chosen[0], hints=False)
    h = Hosting(Session("knobelschatz", chosen, 5), Invite.new([0, 1]))
    try:
        models = guests_at(h)
        assert not models[0].offers_hints(0) and models[1].offers_hints(1)
        assert models[0].advice() is None
    finally:
        h.close()
