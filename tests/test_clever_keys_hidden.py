"""Clever Keys keeps the key-slot board secret: the frames (and the sounds of a move) of a
seat's table do not change when the blocked slots do, as long as every seat would see the
same (the slot of a key jammed right now shows; every other blocked slot is hidden until the
board is lifted at the end), and the presentation modules cannot reach the rules state."""

from __future__ import annotations

import ast
import copy
from pathlib import Path

import pygame
import pytest
import tablekit

from castle_games.core.seats import default_seats
from castle_games.games import clever_keys
from castle_games.games.clever_keys.moves import InsertKey
from castle_games.games.clever_keys.rules import SLOTS, CleverKeysState
from castle_games.session import Session

PACKAGE = Path(clever_keys.__file__).parent
# Everything that draws, animates or takes input: they see only the seat's TableModel.
# (gems.py and key_slot.py are the physics of the picture: they are handed seeds and
# what the events said, and are checked as well.)
PRESENTATION = ("view.py", "painter.py", "anims.py", "shown.py", "layout.py", "art.py",
                "door.py", "guide.py", "gems.py", "key_slot.py", "marks.py", "keys_and_slots.py",
                "side_board.py")


def _position(n: int, seed: int, moves: int, humans: int = 1) -> Session:
    """A seeded game between bots (seat 0 a person playing its last legal move)."""
    levels = ["easy", "normal", "hard", "expert", "normal"][:n]
    session = Session("clever-keys", default_seats(n, levels, humans=humans), seed)
    tablekit.played_in(session, moves)
    assert not session.over, "the board is lifted at the end: nothing hidden is left"
    return session


def swap_hidden(state: CleverKeysState) -> CleverKeysState:
    """Move the blocked slot of every section where no key stands jammed to another slot
    that no key stands in: no key jams or frees itself, so every seat sees the same."""
    for section in range(1, len(state.blocked) + 1):
        if state.locked_by(section) is not None:
            continue  # the jammed key shows where this section's blocked slot is
        taken = {p[1] for p in state.keys.values() if p is not None and p[0] == section}
        others = [t for t in range(1, SLOTS + 1) if t not in taken and t != state.blocked[section - 1]]
        if others:
            state.blocked[section - 1] = others[(section * 7) % len(others)]
    state.check()
    return state


POSITIONS = [(2, 3, 0), (2, 9, 5), (3, 11, 14), (4, 8, 3), (4, 21, 30), (5, 13, 22), (5, 2, 40)]


@pytest.mark.parametrize(("n", "seed", "moves"), POSITIONS)
def test_the_room_looks_the_same_whatever_slots_are_blocked(n, seed, moves):
    session = _position(n, seed, moves)
    changed, identical = tablekit.frames_identical(session, swap_hidden)
    assert changed, "the swap must really move a blocked slot"
    assert identical, "a frame shows a blocked slot that no jammed key gives away"


def test_the_positions_include_keys_on_the_board_and_a_jam():
    sessions = [_position(*p) for p in POSITIONS]
    assert any(any(s.state.keys.values()) for s in sessions)
    assert any(s.state.locked_sections() for s in sessions), "a jammed key is on show"
    assert any(s.state.placements for s in sessions), "a turn in the middle of its risks"


def test_the_frames_do_change_when_a_visible_fact_does():
    """The control: a key standing elsewhere (which everybody sees) changes the frame."""
    session = _position(3, 11, 14)
    moved = copy.deepcopy(session.state)
    free = next(t for t in range(1, SLOTS + 1)
                if (8, t) not in moved.keys.values() and moved.blocked[7] != t)
    moved.keys["A"] = (8, free)
    assert tablekit.render(session) != tablekit.render(tablekit.with_state(session, moved))


def _play_a_move(session: Session, action: InsertKey) -> tuple[bytes, list]:
    """The person's move seen through the scene: the frame half-way through the key's push,
    and every sound it made."""
    canvas = tablekit.new_canvas()
    app = tablekit.StandInApp()
    scene = tablekit.make_scene(session, app)
    scene.on_enter()
    tablekit.run_until(scene, scene.can_play, canvas)
    assert scene.try_apply(action)
    for _ in range(50):
        scene.update(1 / 60)
    scene.draw(canvas)
    return pygame.image.tobytes(canvas, "RGB"), list(app.sound_params)


def test_a_move_looks_and_sounds_the_same_whatever_slots_are_blocked():
    session = _position(3, 11, 0)
    twin = tablekit.with_state(session, swap_hidden(copy.deepcopy(session.state)))
    twin.actions = list(session.actions)
    assert twin.state.blocked != session.state.blocked
    # A slot that is free in both boards, and in a section whose blocked slot moved.
    section = next(s for s in range(1, 9) if twin.state.blocked[s - 1] != session.state.blocked[s - 1])
    slot = next(t for t in range(1, SLOTS + 1)
                if t not in (twin.state.blocked[section - 1], session.state.blocked[section - 1]))
    action = InsertKey("A", section, slot)
    frame, sounds = _play_a_move(session, action)
    assert "key-slide" in [name for name, _ in sounds], "the push is heard"
    assert (frame, sounds) == _play_a_move(twin, action)


def _reaches(tree: ast.AST) -> list[str]:
    return tablekit.reaches_the_rules(ast.unparse(tree), "castle_games.games.clever_keys",
                                      names=("session", "state", "Session"),
                                      imported=("CleverKeysState", "observation"))


@pytest.mark.parametrize("module", PRESENTATION)
def test_the_presentation_reaches_the_game_only_through_the_table_model(module):
    source = (PACKAGE / module).read_text()
    assert _reaches(ast.parse(source)) == []


def test_the_structural_check_would_notice_a_leak():
    leak = ("from castle_games.games.clever_keys.rules import observation\n"
            "def f(v):\n    return v.session.state.blocked\n")
    assert len(_reaches(ast.parse(leak))) == 3
