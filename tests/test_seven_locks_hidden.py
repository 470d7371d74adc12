"""Seven Locks hides two things: the chamber under every closed tower (and the one set
aside), and the die's future throws (the generator). A table that differs only in them must
look and sound the same, in the castle and by ear; and no presentation module may reach
past its seat's TableModel to the Session or the rules state."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest
import tablekit

from castle_games.core.rng import Rng
from castle_games.core.seats import Seat, default_seats
from castle_games.games.seven_locks import rules as R
from castle_games.session import Session
from castle_games.table_model import TableModel

PACKAGE = Path(R.__file__).parent
# What draws, animates, words, asks or sounds the table; rules.py, moves.py,
# bot.py and the pure physics and synthesis below them may of course see the whole state.
PRESENTATION = ("view", "painter", "castle_court", "event_anims", "anims", "acts", "shown",
                "words", "dialogs", "layout", "sideview", "sound_board", "art", "sound_only",
                "earcons", "trainer", "guide", "door", "story", "ear_scene", "ear_menu",
                "by_ear_facts",

                # the guided game and the rules page's pictures (the hint is a bot:
                # test_hint_seven_locks swaps the hidden facts under it)
                "lesson", "guide_art",
                "marks")


def swap_hidden(state: R.SevenLocksState) -> R.SevenLocksState:
    """The closed towers' chambers (with the set-aside one) turned round by one, and another
    die to come; everything on show stays as it was."""
    closed = [i for i in range(R.N_TOWERS) if i + 1 not in state.opened] + [R.N_TOWERS]
    if state.phase != R.OVER and len(closed) > 1:
        chambers = [state.chambers[i] for i in closed]
        for i, c in zip(closed, chambers[1:] + chambers[:1]):
            state.chambers[i] = c
    state.rng = Rng(state.rng.get_state() + 12345)
    state.check()
    return state


def position(seats: list[Seat], seed: int, moves: int, strategists: bool = False) -> Session:
    """A seeded game, played `moves` random moves in (or to its end)."""
    session = Session("seven-locks", seats, seed, {"strategists": strategists})
    rng = Rng(seed * 7 + moves)
    for _ in range(moves):
        if session.over:
            break
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def humans(n: int) -> list[Seat]:
    return [Seat(name, colour) for name, colour in
            zip(("Anna", "Ben", "Clara", "David"), ("red", "blue", "green", "yellow"))][:n]


POSITIONS = [  # (seats, seed, moves, strategists): setup, throws, keys, questions, the end
    (2, 3, 0, False), (2, 3, 1, False), (3, 8, 6, True), (4, 11, 25, True),
    (3, 5, 60, True), (2, 9, 140, False), (4, 2, 400, True),
]


@pytest.fixture(scope="module", autouse=True)
def _display():
    tablekit.new_canvas()


@pytest.mark.parametrize("players,seed,moves,strategists", POSITIONS)
@pytest.mark.parametrize("who", ["people", "computers"])
def test_the_castle_looks_the_same_whatever_hides_under_the_towers(players, seed, moves,
                                                                    strategists, who):
    seats = humans(players) if who == "people" else default_seats(players, ["easy"] * players)
    session = position(seats, seed, moves, strategists)
    assert tablekit.frames_identical(session, swap_hidden) == (True, True)


def _by_ear(session: Session) -> tuple[bytes, list, list]:
    """The dark screen (caption on, for a helper), what was played, what is still queued."""
    app = tablekit.StandInApp()
    app.settings = SimpleNamespace(animation_speed=1.0, sound_only_caption=True, options={})
    scene = session.manifest.make_scene(app, TableModel(session), "sound_only")
    canvas = tablekit.new_canvas()
    for _ in range(90):  # a second and a half: the question is heard
        scene.update(1 / 60)
    scene.draw(canvas)
    queued = [(item.cue.sound, item.cue.param_dict, item.cue.speech)
              for item in scene.player.queue]
    return pygame.image.tobytes(canvas, "RGB"), list(app.sound_params), queued


@pytest.mark.parametrize("players,seed,moves,strategists", POSITIONS)
def test_by_ear_the_table_looks_and_sounds_the_same(players, seed, moves, strategists):
    session = position(humans(players), seed, moves, strategists)
    swapped = tablekit.with_state(session, swap_hidden(R.GAME.from_dict(session.state.to_dict())))
    assert swapped.state.to_dict() != session.state.to_dict()
    frame, played, queued = _by_ear(session)
    assert played, "the question is heard"
    assert _by_ear(swapped) == (frame, played, queued)


def test_the_swap_really_hides_something_the_rules_would_tell():
    session = position(humans(2), 3, 1)
    swapped = swap_hidden(R.GAME.from_dict(session.state.to_dict()))
    closed = [t for t in range(1, R.N_TOWERS + 1) if t not in session.state.opened]
    assert [session.state.chambers[t - 1] for t in closed] != \
        [swapped.chambers[t - 1] for t in closed]
    assert swapped.to_dict()["rng"] != session.state.to_dict()["rng"], "another die to come"
    assert R.observation(swapped, 0) == R.observation(session.state, 0)


_REACH_PAST = re.compile(r"\bsession\b|\b_session\b|\.state\b|\bstate\.|\.seed\b")


@pytest.mark.parametrize("module", PRESENTATION)
def test_presentation_reads_only_the_table_model(module):
    source = (PACKAGE / f"{module}.py").read_text()
    found = [f"{module}.py:{n}: {line.strip()}"
             for n, line in enumerate(source.splitlines(), 1)
             if _REACH_PAST.search(line) and "self.seed" not in line]
    assert not found, "reaches past the table model:\n" + "\n".join(found)
    assert "castle_games.session" not in source and "import Session" not in source


def test_every_module_of_the_package_is_sorted_in_or_out():
    rules_side = {"__init__", "rules", "moves", "observe", "bot", "hint", "posterior", "perception",
                  "physics", "tower", "pour", "key_slide", "synthesis", "synthesis_by_ear",
                  "chambers", "table", "treasure", "turn"}
    modules = {p.stem for p in PACKAGE.glob("*.py")}
    assert modules == rules_side | set(PRESENTATION), modules ^ (rules_side | set(PRESENTATION))
