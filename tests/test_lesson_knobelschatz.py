"""The guided first game of Knobelschatz, what is its own: four pips a real choice, the
watchdog guarding, the game played to its end, the arrow at the real table.
(tests/test_guided_games.py checks every lesson's rules, steps and words.)"""

from __future__ import annotations

import pygame
import pytest
import tablekit

from castle_games.core.lesson import play_through
from castle_games.core.rng import Rng
from castle_games.core.seats import COLOURS, DEFAULT_NAMES, Seat
from castle_games.games.knobelschatz import MANIFEST
from castle_games.games.knobelschatz.lesson import LESSON
from castle_games.games.knobelschatz.moves import CardsRevealed, RollDice, TakeCard
from castle_games.session import Session

# What the guided game must show in Knobelschatz: each die face and the watchdog.


def test_four_pips_is_a_real_choice_the_watchdog_guards_and_the_game_plays_to_its_end():
    """What the lesson's rules need of this seed beyond their events (tests/
    test_guided_games.py checks every lesson's rules, steps and words)."""
    tables: list = []
    after = play_through(MANIFEST.game, LESSON, MANIFEST.make_bot,
                         on_step=lambda i, step, state: tables.append(
                             (state.legal_actions(), state.dog, [len(h) for h in state.hands])))
    # four pips is shown where the child really chooses among players
    (four,) = [i for i, s in enumerate(LESSON.steps) if "four-pips" in s.shows]
    fours = [a for a in tables[four][0] if isinstance(a, TakeCard) and a.die == 4]
    assert len(fours) >= 2, fours
    # the watchdog: while the child holds the dog (and has chests), a rival's die finds nothing
    (dog,) = [i for i, s in enumerate(LESSON.steps) if "watchdog" in s.shows]
    assert tables[dog][1] == 0 and tables[dog][2][0] > 0
    # the lesson plays the game to its end: every chest turned over, the child and Ben win
    (revealed,) = [e for e in after[-1] if isinstance(e, CardsRevealed)]
    assert revealed.winners == (0, 1)


def test_the_table_points_at_each_step_and_a_click_there_makes_it():
    """On the lesson's table (the real scene), at every step `where(step.action)` is a
    rectangle on the canvas, and a click at its middle makes exactly that move (a die that
    goes by itself goes at once when clicked)."""
    canvas = tablekit.new_canvas()
    app = tablekit.StandInApp(speed=8.0)
    session = Session(MANIFEST.id, list(LESSON.seats), LESSON.seed, dict(LESSON.options), bots_seed=LESSON.bots_seed,
                      players=LESSON.players)
    scene = tablekit.make_scene(session, app)
    screen = pygame.Rect(0, 0, 1280, 720)
    for i, step in enumerate(LESSON.steps):
        assert tablekit.run_until(scene, lambda: scene.idle and scene.human_to_move()
                                  and not scene.handover_pending, canvas), i
        rect = scene.where(step.action)
        assert rect is not None and screen.contains(rect) and rect.w > 10 and rect.h > 10, i
        before = len(session.actions)
        tablekit.click(scene, rect.center)
        scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rect.center))
        made = [session.game.action_from_dict(a) for a in session.actions[before:]]
        assert made[:1] == [step.action], (i, step.action, made)
    # after the last step the computers play: nothing for the child to click
    assert session.state.to_move != 0 and scene.where(RollDice()) is None


@pytest.mark.parametrize(("seed", "n"), [(4, 3), (9, 5)])
def test_where_points_at_every_kind_of_move_in_a_whole_game(seed, n):
    """A game of people only, each move picked at random among the legal ones and made by
    a click where `where` points: Roll, a die that takes from one place (bad luck too), a
    player or the pile for a four with a choice."""
    canvas = tablekit.new_canvas()
    app = tablekit.StandInApp(speed=8.0)
    seats = [Seat(name, colour) for name, colour in zip(DEFAULT_NAMES, COLOURS)][:n]
    session = Session(MANIFEST.id, seats, seed)
    scene = tablekit.make_scene(session, app)
    pick = Rng(seed)
    made: set[str] = set()
    while not session.over:
        assert tablekit.run_until(scene, lambda: scene.idle and scene.human_to_move()
                                  and not scene.handover_pending, canvas)
        legal = session.state.legal_actions()
        forced = dict(scene.forced_takes())
        # a die that goes by itself is clicked (the first of them, as the table would go)
        action = TakeCard(*scene.forced_takes()[0]) if forced else pick.choice(legal)
        rect = scene.where(action)
        assert rect is not None and pygame.Rect(0, 0, 1280, 720).contains(rect), action
        before = len(session.actions)
        tablekit.click(scene, rect.center)
        assert [session.game.action_from_dict(a) for a in session.actions[before:]] == [action]
        made.add("roll" if isinstance(action, RollDice) else
                 "forced" if forced else f"four-{type(action.source).__name__}")
    assert made >= {"roll", "forced", "four-int"}, made
