"""The heaviest moments the bench times (`busiest_ready()` / `busiest_moment()` in the games'
view.py, driven by castle_games.bench.frame_figures): each is what a player would see at
the table's most demanding moment, played by the game's own animations, and its frames
render. (Knobelschatz's rolling dice: tests/test_knobelschatz_view.py.)"""

from __future__ import annotations

import pygame
import pytest
from tablekit import StandInApp, make_scene, new_canvas, played_in

from castle_games.core.seats import default_seats
from castle_games.session import Session


@pytest.fixture(scope="module")
def canvas():
    return new_canvas()


def _frames(scene, canvas, n: int, every: int = 1) -> None:
    for i in range(n):
        scene.update(1 / 60)
        if i % every == 0:
            scene.draw(canvas)


def _picture(scene, canvas, rect: pygame.Rect | None = None) -> bytes:
    canvas.fill((0, 0, 0))
    scene.draw(canvas)
    return pygame.image.tobytes(canvas.subsurface(rect) if rect else canvas, "RGB")


def _bench_table(game_id: str, seats: int, seed: int = 3):
    """The table as the bench opens it: computers in every seat."""
    app = StandInApp()
    session = Session(game_id, default_seats(seats, ["normal"] * seats), seed)
    return app, session


def test_seven_locks_pours_a_full_chamber_of_80_and_drops_onto_20(canvas):
    from castle_games.games.seven_locks import acts
    from castle_games.games.seven_locks.layout import SIDE_RECT
    from castle_games.games.seven_locks.view import SevenLocksScene

    app, session = _bench_table("seven-locks", 4)
    scene = make_scene(session, app)
    _frames(scene, canvas, 3)
    at_rest = _picture(scene, canvas, SIDE_RECT)

    assert scene.busiest_moment()
    pour = scene.active
    assert isinstance(pour, acts.Pour) and pour.shares == [(0, SevenLocksScene.BUSIEST_POUR)]
    assert SevenLocksScene.BUSIEST_POUR == 80 and scene.side.mode == "pour"
    assert pour.sim.count == 80 and pour.sim.waiting == 80
    _frames(scene, canvas, 60)
    assert scene.active is pour, "a pour of 80 lasts longer than a second"
    assert 0 < pour.sim.in_box < 80 and 0 < pour.sim.waiting < 80, "pearls are pouring"
    assert 0 < scene.side.chamber_pearls < 80
    pouring = _picture(scene, canvas, SIDE_RECT)
    assert pouring != at_rest, "the side view shows the pour"
    assert ("pearls-pour", {"count": 80}) in app.sound_params
    _frames(scene, canvas, 40, every=5)
    assert pour.sim.in_box + pour.sim.waiting >= 78, "the box fills (a pearl may still bounce)"
    assert scene.shown.boxes[0] > 0, "the first seat's box counts up as pearls land"

    assert scene.busiest_moment()
    throw = scene.active
    assert isinstance(throw, acts.Throw) and throw.ev.pearls_below == 20
    assert scene.side.mode == "drop"
    for _ in range(120):
        scene.update(1 / 60)
        if throw.landed:
            break
    assert throw.drop is not None and throw.landed
    assert len(throw.drop.chamber_pearls) == 20, "the chamber holds 20 pearls"
    assert scene.side.waves, "the impact shows as a sound wave above the tower"
    assert "pearl-drop" in app.sounds
    assert _picture(scene, canvas, SIDE_RECT) != at_rest


def test_clever_keys_heap_of_five_trays_near_the_end(canvas):
    from castle_games.games.clever_keys import anims
    from castle_games.games.clever_keys.rules import GEMS
    from castle_games.games.clever_keys.view import CleverKeysScene

    app, session = _bench_table("clever-keys", 5)
    scene = make_scene(session, app)
    assert scene.n == 5
    assert not scene.busiest_ready() and not scene.busiest_moment(), "not at the start"
    while not session.over and session.state.chamber > CleverKeysScene.BUSIEST_CHAMBER:
        played_in(session, 1)
    assert not session.over, "this seed's game reaches the end with gems to pay"
    scene = make_scene(session, app)
    _frames(scene, canvas, 3)
    assert scene.busiest_ready()
    heaped = sum(scene.shown.piles)
    assert scene.shown.chamber <= 14 and heaped >= GEMS // 2, "most gems lie in the trays"
    assert [p.count for p in scene.piles] == list(session.state.piles)
    table_piles = list(session.state.piles)
    at_rest = _picture(scene, canvas)

    assert scene.busiest_moment()
    payout = scene.active
    assert isinstance(payout, anims.PayOut)
    seat = payout.seat
    assert table_piles[seat] == max(table_piles), "the fullest tray is paid again"
    assert payout.gems == min(CleverKeysScene.BUSIEST_PAYOUT, table_piles[seat])
    assert scene.piles[seat].count == table_piles[seat] - payout.gems
    flying = None
    for i in range(420):
        scene.update(1 / 60)
        if payout.flights and flying is None:
            flying = _picture(scene, canvas)
        elif i % 6 == 0:
            scene.draw(canvas)
        if scene.active is not payout:
            break
    assert flying is not None, "gems fly from the chamber to the tray"
    assert flying != at_rest, "and are seen flying"
    assert app.sounds.count("count-chime") == payout.gems, "each gem counted aloud"
    assert scene.active is not payout, "the payout ends once the heap is still"
    assert scene.piles[seat].settled and scene.piles[seat].count == table_piles[seat]
    assert list(scene.shown.piles) == table_piles and scene.shown.chamber == session.state.chamber


def test_schlotterstein_reveal_and_check_of_four_seats(canvas):
    from castle_games.games.schlotterstein import anims

    app, session = _bench_table("schlotterstein", 4)
    scene = make_scene(session, app)
    _frames(scene, canvas, 3)
    assert scene.n == 4
    at_rest = _picture(scene, canvas)

    assert scene.busiest_moment()
    assert isinstance(scene.active, anims.TurnOver)
    assert [type(a) for a in scene.queue] == [anims.Look]
    card = scene.shown.card
    assert card is not None and scene.revealing and scene.busy()
    for _ in range(90):
        scene.update(1 / 60)
        if isinstance(scene.active, anims.Look):
            break
    assert isinstance(scene.active, anims.Look) and scene.shown.card_at == "show"
    before = scene.reveal_t
    _frames(scene, canvas, 30)
    assert scene.reveal_t > before, "the sand-glass runs while the card is looked at"
    assert scene.frame_rate() == 60.0, "the sand runs smoothly"
    assert "sand-glass" in app.sounds and "card-flip" in app.sounds
    assert _picture(scene, canvas) != at_rest, "the card is shown"

    assert scene.busiest_moment()
    check = scene.active
    assert isinstance(check, anims.Check) and check.card == card
    assert not scene.revealing, "the card is hidden before the check: the sand stops"
    assert {seat for seat, _, _ in check.steps} == {0, 1, 2, 3}, "every seat is checked"
    assert sorted(ok for _, _, ok in check.steps) == [False] * 4 + [True] * 4
    start = list(scene.shown.positions)
    checked = _picture(scene, canvas)
    for i in range(900):
        scene.update(1 / 60)
        if i % 10 == 0:
            scene.draw(canvas)
        if scene.active is not check:
            break
    assert scene.active is not check, "the check of four seats ends"
    assert check.done == len(check.steps) == 8
    assert [set(marks.values()) for marks in scene.shown.marks] == [{True, False}] * 4
    assert list(scene.shown.positions) == start, "one step forward, one back: as they were"
    assert app.sounds.count("sting-right") == 4 and app.sounds.count("sting-wrong") == 4
    assert checked != at_rest, "the card is turned over again and checked"


def test_tajemnica_zooms_over_a_labyrinth_of_55_tiles(canvas):
    from castle_games.games.tajemnica_zamku.camera import ZOOM_LEVELS
    from castle_games.games.tajemnica_zamku.view import TajemnicaScene

    app, session = _bench_table("tajemnica-zamku", 4)
    scene = make_scene(session, app)
    assert not scene.busiest_ready() and not scene.busiest_moment(), "not at the start"
    for seed in range(3, 9):
        if seed != 3:
            app, session = _bench_table("tajemnica-zamku", 4, seed)
        while not session.over and len(session.state.lab.laid) < TajemnicaScene.BUSIEST_TILES:
            played_in(session, 1)
        if not session.over:
            break
    assert not session.over
    scene = make_scene(session, app)
    _frames(scene, canvas, 3)
    assert scene.busiest_ready() and len(scene.shown.laid) >= 55
    levels = set()
    pictures = set()
    for i in range(len(ZOOM_LEVELS) * 2 * 8):
        if i % 8 == 0:
            assert scene.busiest_moment()
            levels.add(scene.camera.level)
        scene.update(1 / 60)
        if i % 8 == 7:
            pictures.add(_picture(scene, canvas))
    assert levels == set(range(len(ZOOM_LEVELS))), "in and out across every zoom level"
    assert len(pictures) > 1 and scene.frame_rate() == 60.0
