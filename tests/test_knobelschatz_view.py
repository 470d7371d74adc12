"""The Knobelschatz table, headless: whole bot games, the dice roll, clicks and keys."""

from __future__ import annotations

import time

import pygame
import pytest
from tablekit import StandInApp, click, key, make_scene, new_canvas, run_until
from test_knobelschatz_rules import LoadedDice

from castle_games.core.seats import Seat, default_seats
from castle_games.games.knobelschatz import anims, view
from castle_games.games.knobelschatz.rules import RESOLVE, ROLL
from castle_games.session import Session


@pytest.fixture(scope="module")
def canvas():
    return new_canvas()


def _watch_a_whole_game(canvas):
    """An all-computer game watched from the first frame to the game over; the frame times."""
    app = StandInApp(speed=8.0)
    session = Session("knobelschatz", default_seats(3, ["easy", "normal", "hard"]), 21)
    scene = make_scene(session, app)
    frame_times = []
    for _ in range(2000):
        start = time.perf_counter()
        scene.update(1 / 60)
        scene.draw(canvas)
        frame_times.append(time.perf_counter() - start)
        if app.overs:
            break
    return app, session, scene, frame_times


def test_a_whole_bot_game_plays_to_the_game_over_screen(canvas):
    app, session, scene, _frame_times = _watch_a_whole_game(canvas)
    assert session.over and app.overs == 1, "the game-over screen is asked for once"
    assert scene.shown.counted == list(session.state.outcome.scores)
    assert scene.shown.winners == session.state.outcome.winners
    for name in ("dice-rattle", "card-slide", "turn-chime", "card-flip", "count-tick", "fanfare"):
        assert name in app.sounds, name
    assert any(n.startswith("die-hit") for n in app.sounds)


@pytest.mark.perf
def test_a_whole_game_draws_its_median_frame_in_under_30_ms(canvas):
    frame_times = sorted(_watch_a_whole_game(canvas)[3])
    assert frame_times[len(frame_times) // 2] < 0.03


def test_the_busiest_moment_sets_the_dice_rolling(canvas):
    """What the bench times: dice flying in the tray."""
    app = StandInApp()
    session = Session("knobelschatz", default_seats(3, ["normal"] * 3), 4)
    scene = make_scene(session, app)
    assert scene.busiest_moment()
    assert isinstance(scene.active, anims.Roll)
    scene.update(1 / 60)
    scene.draw(canvas)
    assert any(d.rolling for d in scene.tray.dice)
    assert session.state.phase in (RESOLVE, ROLL)
    scene.skip_animations()
    assert scene.idle and scene.tray.settled
    assert [d.face for d in scene.tray.dice] == list(session.state.dice)


def test_the_dog_walks_to_its_new_owner_with_steps_and_a_bark(canvas):
    app = StandInApp()
    seats = [Seat("Anna", "red"), Seat("Ben", "blue", "computer", "normal")]
    session = Session("knobelschatz", seats, 1)
    session.state.rng = LoadedDice((0, 3, 3))
    scene = make_scene(session, app)
    start = scene.shown.dog_pos
    run_until(scene, scene.can_roll)
    key(scene, pygame.K_SPACE)
    assert session.state.dog == 0
    positions = []
    run_until(scene, lambda: isinstance(scene.active, anims.DogWalk), canvas)
    while isinstance(scene.active, anims.DogWalk):
        scene.update(1 / 60)
        positions.append(scene.shown.dog_pos)
    assert scene.shown.dog_pos == scene.layout.dog_spot(0) != start
    assert len({(round(x), round(y)) for x, y in positions}) > 20, "it walks, not jumps"
    assert "dog-bark" in app.sounds and app.sounds.count("dog-step") >= 2


def test_a_human_four_is_chosen_by_clicking_a_glowing_player(canvas):
    app = StandInApp()
    seats = [Seat("Anna", "red")] + [Seat(name, colour, "computer", "normal") for name, colour
                                     in (("Ben", "blue"), ("Clara", "green"), ("David", "yellow"))]
    session = Session("knobelschatz", seats, 9)
    st = session.state
    st.rng = LoadedDice((4, 4, 3))
    st.dog = 2  # Clara is guarded
    scene = make_scene(session, app)
    assert run_until(scene, scene.can_roll, canvas)
    click(scene, view.ROLL_RECT.center)
    assert st.phase == RESOLVE
    # The three goes to the pile by itself; then the view waits for Anna's choice.
    assert run_until(scene, lambda: bool(scene.choosing()), canvas)
    assert len(st.hands[0]) == 2 and scene.choosing() == [1, 3]
    before = st.to_dict()
    click(scene, scene.layout.panel(2).center)  # guarded: refused kindly, nothing changes
    assert st.to_dict() == before
    assert app.notes[-1] == "Clara is guarded by the watchdog." and app.sounds[-1] == "nope"
    click(scene, scene.layout.panel(1).center)
    assert [len(h) for h in st.hands] == [3, 0, 1, 1]
    # The second four can only take from David now: it resolves by itself.
    assert run_until(scene, lambda: st.to_move == 1, canvas)
    assert [len(h) for h in st.hands] == [4, 0, 1, 0]


def test_keyboard_tab_and_enter_pick_a_player(canvas):
    app = StandInApp()
    seats = [Seat("Anna", "red")] + default_seats(4, ["easy"] * 4)[1:]
    session = Session("knobelschatz", seats, 9)
    st = session.state
    st.rng = LoadedDice((4, 0, 0))
    scene = make_scene(session, app)
    assert run_until(scene, scene.can_roll)
    key(scene, pygame.K_RETURN)
    assert run_until(scene, lambda: bool(scene.choosing()))
    assert scene.choosing() == [1, 2, 3]
    key(scene, pygame.K_TAB)
    key(scene, pygame.K_TAB)
    key(scene, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(scene, pygame.K_RETURN)
    assert [len(h) for h in st.hands] == [2, 1, 0, 1]


def test_input_waits_for_the_hand_over_and_for_animations(canvas):
    app = StandInApp()
    app.hold_handover = True
    seats = [Seat("Anna", "red"), Seat("Ben", "blue")]
    session = Session("knobelschatz", seats, 2)
    scene = make_scene(session, app)
    scene.update(1 / 60)
    assert app.handovers == [0] and not scene.can_roll()
    key(scene, pygame.K_SPACE)
    assert session.state.phase == ROLL and not session.actions, "no roll before the hand-over"
    app.pending_then()
    assert scene.can_roll()
    key(scene, pygame.K_SPACE)
    assert len(session.actions) == 1 and not scene.idle
    key(scene, pygame.K_SPACE)  # during the roll: ignored
    assert len(session.actions) == 1
    click(scene, (10, 10))      # a click fast-forwards instead
    assert scene.idle


def test_a_finished_saved_game_shows_the_reveal(canvas):
    app = StandInApp()
    session = Session("knobelschatz", default_seats(4, ["easy"] * 4), 8)
    while not session.over:
        session.play_bot()
    scene = make_scene(session, app)
    scene.update(1 / 60)
    scene.skip_animations()
    scene.draw(canvas)
    assert scene.shown.counted == list(session.state.outcome.scores)


def test_real_app_plays_a_bot_game_to_its_end(canvas):
    app_module = pytest.importorskip("castle_games.ui.app")
    app = app_module.App(headless=True, persist=False, audio=False, launcher=False,
                         fullscreen=False, size=(1280, 720))
    app.settings.animation_speed = 8.0
    session = Session("knobelschatz", default_seats(3, ["easy", "hard", "normal"]), 6)
    app.start_game(session)
    scene = app.game_scene
    assert isinstance(scene, view.KnobelschatzScene)
    for _ in range(2000):
        app.step_frame(1 / 60)
        if scene.announced:
            break
    assert session.over and scene.announced
    assert app.top is not scene, "the game-over screen is on top"


def test_skip_animations_leaves_the_picture_equal_to_the_state(canvas):
    app = StandInApp()
    session = Session("knobelschatz", default_seats(5, ["hard"] * 5), 13)
    scene = make_scene(session, app)
    for _ in range(40):
        _, events = session.play_bot()
        scene._enqueue(events)
        scene.skip_animations()
        st = session.state
        assert scene.shown.hand_sizes == [len(h) for h in st.hands]
        assert scene.shown.pile == len(st.pile)
        assert scene.shown.dog == st.dog
        if session.over:
            break
    scene.draw(canvas)


def test_a_match_passes_the_first_turn_to_the_lowest_total():
    lifecycle = pytest.importorskip("castle_games.ui.game_lifecycle")
    from castle_games.games.knobelschatz.rules import next_match_options

    session = Session("knobelschatz", default_seats(3, ["easy", "hard", "normal"]), 31)
    while not session.over:
        session.play_bot()
    lifecycle.count_match(session)
    totals = session.match.totals
    assert totals == list(session.state.outcome.scores)
    follow = lifecycle.next_game(session, 32)
    assert follow.to_move == next_match_options(totals)["starter"] == totals.index(min(totals))
