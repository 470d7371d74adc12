"""The Clever Keys room, headless: whole bot games, clicks, drags and keys, hidden slots."""

from __future__ import annotations

import math
import time

import pygame
import pytest
from tablekit import StandInApp, make_scene, new_canvas
from test_ui_support import click, make_app, press

from castle_games.core.seats import COMPUTER, HUMAN, Seat, default_seats
from castle_games.games.clever_keys import layout as L
from castle_games.games.clever_keys.moves import InsertKey
from castle_games.games.clever_keys.rules import CleverKeysState
from castle_games.games.clever_keys.shown import key_elevation
from castle_games.session import Session

ANNA = Seat("Anna", "red", HUMAN)
ROBO = Seat("Robo", "blue", COMPUTER, "easy")


@pytest.fixture(scope="module")
def canvas():
    return new_canvas()


def key_bow(scene, key: str) -> tuple[int, int]:
    rect = scene.painter.key_rect(key)
    return rect.centerx, rect.top + L.BOW_R


def human_game(seed: int = 3) -> tuple:
    app = make_app()
    notes: list[str] = []
    app.notify = app.refusal = lambda text, seconds=3.0: notes.append(text)
    session = Session("clever-keys", [ANNA, ROBO], seed)
    app.start_game(session)
    scene = app.game_scene
    for _ in range(3):
        app.step_frame(1 / 60)
    assert scene.can_play(), "Anna begins"
    return app, session, scene, notes


def settle(app, scene, frames: int = 2000) -> None:
    for _ in range(frames):
        if scene.idle:
            return
        app.step_frame(1 / 30)


# -- a whole game ---------------------------------------------------------------------------
def _watch_a_whole_game(canvas):
    """An all-computer game watched from the first frame to the game over; the frame times."""
    app = StandInApp(speed=10.0)
    session = Session("clever-keys", default_seats(3, ["easy", "normal", "expert"]), 11)
    scene = make_scene(session, app)
    frame_times = []
    for _ in range(12000):
        start = time.perf_counter()
        scene.update(1 / 60)
        scene.draw(canvas)
        frame_times.append(time.perf_counter() - start)
        if app.overs:
            break
    return app, session, scene, frame_times


def test_an_all_bot_game_plays_through_the_view_to_the_game_over_screen(canvas):
    app, session, scene, _frame_times = _watch_a_whole_game(canvas)
    out = session.state.outcome
    assert session.over and app.overs == 1, "the game-over screen is asked for once"
    assert scene.shown.piles == list(out.scores), "every gem counted into its tray"
    assert [p.count for p in scene.piles] == list(out.scores)
    assert scene.pocket.count == session.state.corner
    assert scene.shown.blocked == list(session.state.blocked), "the board is lifted at the end"
    assert scene.shown.winners == out.winners
    names = {name for name, _ in app.sound_params}
    for name in ("key-slide", "key-thunk", "key-jam", "hatch-creak", "gem-sparkle", "count-chime",
                 "gem-clink", "gem-roll", "turn-chime", "fanfare"):
        assert name in names, name
    chimes = [p["n"] for name, p in app.sound_params if name == "count-chime"]
    assert chimes and chimes[0] == 1, "counting starts at one"
    assert all(b == 1 or b == a + 1 for a, b in zip(chimes, chimes[1:])), "...and goes up by one"
    assert all(0 < p["impulse"] <= 1 for name, p in app.sound_params if name == "gem-clink")


@pytest.mark.perf
def test_a_whole_game_draws_its_median_frame_in_under_20_ms(canvas):
    frame_times = sorted(_watch_a_whole_game(canvas)[3])
    assert frame_times[len(frame_times) // 2] < 0.02


# -- a person's turn ------------------------------------------------------------------------
def test_clicking_a_key_then_a_slot_puts_the_key_in():
    app, session, scene, notes = human_game()
    click(app, key_bow(scene, "B"))
    assert scene.selected_key() == "B"
    assert (5, 2) in scene.target_slots(), "every free slot glows at the start"
    click(app, L.slot_pos(5, 2))
    assert session.state.keys["B"] == (5, 2)
    assert session.state.placements == 1 or session.state.current == 1
    assert not notes
    settle(app, scene)
    assert scene.shown.keys["B"] == (5, 2)


def test_a_key_can_be_dragged_into_a_slot():
    app, session, scene, _ = human_game()
    start = key_bow(scene, "A")
    rect = scene.painter.key_rect("A")
    # the key is held by its bow; it goes where its tip is let go
    slot = L.slot_pos(2, 3)
    end = (slot[0] - (rect.centerx - start[0]), slot[1] - (rect.bottom - start[1]))
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(1, 0, 0)))
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)))
    app.step_frame(1 / 60)  # the key follows the pointer
    assert scene.drag is not None and scene.drag_moved
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    assert scene.focused_slot() == (2, 3), "the slot under the key's tip lights up"
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert session.state.keys["A"] == (2, 3)


def test_an_illegal_slot_notifies_and_changes_nothing():
    app, session, scene, notes = human_game()
    st = session.state
    free = next(t for t in range(1, 5) if t != st.blocked[0])
    click(app, key_bow(scene, "A"))
    click(app, L.slot_pos(1, free))
    assert st.keys["A"] == (1, free) and st.placements == 1, "all the way in"
    settle(app, scene)
    assert scene.target_slots() and {s for s, _ in scene.target_slots()} == {2}
    before = st.to_dict()
    click(app, L.slot_pos(5, 1))  # key A must go on clockwise, to section 2
    assert st.to_dict() == before
    assert notes and "section 2" in notes[-1] and notes[-1][0].isupper()
    assert scene.idle, "nothing happened on the board"


def test_the_keyboard_picks_a_key_moves_among_slots_and_stops():
    app, session, scene, notes = human_game()
    st = session.state
    press(app, pygame.K_c)
    assert scene.selected_key() == "C"
    first = scene.focused_slot()
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_TAB)
    press(app, pygame.K_LEFT)
    second = scene.focused_slot()
    assert second == scene.target_slots()[1] and second != first
    # make sure the chosen slot goes all the way: aim at a slot that is not blocked
    while st.blocked[scene.focused_slot()[0] - 1] == scene.focused_slot()[1]:
        press(app, pygame.K_RIGHT)
    target = scene.focused_slot()
    press(app, pygame.K_RETURN)
    assert st.keys["C"] == target and st.placements == 1
    settle(app, scene)
    press(app, pygame.K_s)
    assert st.piles[0] == 1 + 0 and st.current == 1, "one key in its section: one gemstone"
    settle(app, scene)
    assert scene.shown.piles[0] == 1


def test_a_locked_key_cannot_be_picked_mid_turn_and_the_player_is_told():
    app, session, scene, notes = human_game()
    st = session.state
    free = next(t for t in range(1, 5) if t != st.blocked[3])
    session.apply(InsertKey("A", 4, free))
    scene._enqueue([])
    settle(app, scene)
    press(app, pygame.K_b)
    assert notes and "key A" in notes[-1]
    assert scene.selected_key() == "A"


# -- the secret stays secret --------------------------------------------------------------
def _state_with_blocked(seed: int, moves: list[InsertKey], blocked: list[int]) -> CleverKeysState:
    session = Session("clever-keys", [ANNA, ROBO], seed)
    data = session.state.to_dict()
    data["blocked"] = blocked
    state = CleverKeysState.from_dict(data)
    for action in moves:
        state.apply(action)
    return state


def test_the_picture_does_not_depend_on_the_blocked_slots_while_no_key_is_jammed(canvas):
    moves = [InsertKey("A", 1, 1), InsertKey("A", 2, 2)]
    pictures = []
    for blocked in ([4, 4, 1, 2, 3, 4, 1, 2], [3, 1, 4, 4, 1, 1, 2, 3]):
        state = _state_with_blocked(9, moves, blocked)
        assert not any(state.is_jammed(k) for k in "ABC")
        session = Session("clever-keys", [ANNA, ROBO], 9, state=state)
        scene = make_scene(session, StandInApp())
        scene.skip_animations()
        surface = pygame.Surface((1280, 720))
        scene.draw(surface)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert pictures[0] == pictures[1]


def test_a_jammed_key_shows_its_red_mark_and_its_section_looks_locked(canvas):
    state = _state_with_blocked(9, [InsertKey("B", 3, 2)], [1, 1, 2, 1, 1, 1, 1, 1])
    session = Session("clever-keys", [ANNA, ROBO], 9, state=state)
    scene = make_scene(session, StandInApp())
    assert scene.shown.jammed["B"] and scene.shown.locked == {3}
    assert key_elevation(scene.shown, "B") > key_elevation(scene.shown, "A")
    assert scene.shown.blocked is None, "the other blocked slots stay hidden"


# -- the board reads clearly ---------------------------------------------------------------
def _section_at(pos: tuple[int, int]) -> int | None:
    """The wedge of the round board under `pos` (sections 1..8 clockwise from the top)."""
    dx, dy = pos[0] - L.CENTER[0], pos[1] - L.CENTER[1]
    if not L.RING_IN <= math.hypot(dx, dy) <= L.RING_OUT:
        return None
    a = (math.degrees(math.atan2(dy, dx)) + 90.0) % 360.0
    return int(a // 45.0) + 1


def test_each_section_shows_four_slots_set_clearly_apart_from_the_next_section():
    from castle_games.games.clever_keys.rules import SECTIONS, SLOTS
    assert len({L.slot_pos(s, t) for s, t in L.ALL_SLOTS}) == SECTIONS * SLOTS == 32
    inside = L.SLOT_SPREAD_DEG
    between = 360 / SECTIONS - (SLOTS - 1) * L.SLOT_SPREAD_DEG
    assert between >= 2.5 * inside, "the gap between sections is far wider than inside one"
    for s, t in L.ALL_SLOTS:
        assert L.slot_at(L.slot_pos(s, t)) == (s, t)
        assert _section_at(L.slot_pos(s, t)) == s, "every slot lies in its own wedge"


def _scene_with(keys: dict, jammed: dict):
    scene = make_scene(Session("clever-keys", [ANNA, ROBO], 4), StandInApp())
    scene.skip_animations()
    scene.shown.keys = {k: keys.get(k) for k in "ABC"}
    scene.shown.jammed = {k: jammed.get(k, False) for k in "ABC"}
    return scene


def _number_rects() -> list:
    r = L.NUMBER_BADGE_R
    return [pygame.Rect(x - r, y - r, 2 * r, 2 * r) for x, y in map(L.number_pos, range(1, 9))]


@pytest.mark.parametrize("jam", [False, True])
def test_no_key_ever_covers_a_section_number_or_leaves_the_round_board(canvas, jam):
    numbers = _number_rects()
    scene = _scene_with({}, {})
    for slot in L.ALL_SLOTS:
        scene.shown.keys["A"], scene.shown.jammed["A"] = slot, jam
        rect = scene.painter.key_rect("A")
        assert rect.collidelist(numbers) < 0, slot
        for corner in (rect.topleft, rect.topright):
            assert pygame.math.Vector2(corner).distance_to(L.CENTER) < L.BOARD_R, slot
    label = scene.painter.pocket_label_rect((70, 26))
    assert label.collidelist(numbers) < 0, "the open corner's label leaves section 6 readable"


def _neighbours():
    for s in range(1, 9):
        for t in range(1, 4):
            for jams in ((False, False), (True, False), (False, True)):
                yield (s, t), (s, t + 1), jams


def test_keys_in_neighbouring_slots_keep_their_letters_apart(canvas):
    worst = 999.0
    for a, b, (ja, jb) in _neighbours():
        scene = _scene_with({"A": a, "B": b}, {"A": ja, "B": jb})
        bows = [pygame.math.Vector2(scene.painter.key_rect(k).centerx,
                                    scene.painter.key_rect(k).top + 4 + L.BOW_R) for k in "AB"]
        worst = min(worst, bows[0].distance_to(bows[1]))
    # the letters (drawn again over every key) are about 14 px wide: they never run together
    assert worst >= 15, worst


def test_a_stuck_tag_never_hides_another_key(canvas):
    for a, b, (ja, jb) in _neighbours():
        if not (ja or jb):
            continue
        scene = _scene_with({"A": a, "B": b, "C": None}, {"A": ja, "B": jb})
        tags = scene.painter.stuck_tags()
        assert set(tags) == {k for k, j in (("A", ja), ("B", jb)) if j}
        for key, tag in tags.items():
            other = "B" if key == "A" else "A"
            assert not tag.colliderect(scene.painter.key_rect(other).inflate(-4, -4)), (a, b, key)
            assert L.BOARD_SQUARE.contains(tag)
