"""Learn by playing: every game has a guided first game, played at its real
table; the coach asks for each step, points at the thing to click, refuses other moves
kindly (nothing changes), says what a move showed, and ends with what was learned; nothing of
a lesson is saved or kept in the family's records; "Show me how" starts it from the seat
setup and is offered the first time a game is opened; `screenshot tutorial:GAME --moves N`
shows step N."""

from __future__ import annotations

import json

import pygame
import pytest

from castle_games import plugins
from castle_games.core import records
from castle_games.core.lesson import Lesson, Step, play_through
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.ui.app import App
from castle_games.ui.lesson import lesson_of, start_lesson
from castle_games.ui.scene import CANVAS_SIZE, GLOW

GAMES = plugins.ids()
READING = 8.0  # seconds a child of five takes to hear a step, find the thing and click it


def _frames(app: App, n: int = 1, dt: float = 1 / 30) -> None:
    for _frame in range(n):
        app.step_frame(dt)


def _until(app: App, ready, limit: int = 4000, dt: float = 1 / 15) -> None:
    """Frames until `ready()` (the table animates, the computers move)."""
    for _frame in range(limit):
        if ready():
            return
        app.step_frame(dt)
    raise AssertionError("the table never got there")


def _home_app() -> App:
    return App(headless=True, size=CANVAS_SIZE, persist=True, audio=False, fullscreen=False)


# The rules each game's guided game must show, and the ones its lesson shows besides.
ISSUE_RULES = {
    "seven-locks": ("listen", "keymaster-steps", "too-long", "too-short", "share",
                    "enchanted-key"),
    "clever-keys": ("jam", "risk", "lose-it-all"),
    "knobelschatz": ("one-pip", "two-pips", "three-pips", "four-pips", "dog", "watchdog"),
    "schlotterstein": ("look", "scaring", "passing", "check"),
    "tajemnica-zamku": ("lay-tile", "opponent", "sword", "dragon", "princess"),
}
MORE_RULES = {"clever-keys": ("all-the-way", "stop", "unlocked"), "schlotterstein": ("wrong",)}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_guided_game_that_shows_each_rule_once_where_it_first_happens(
        game_id):
    """Played through headless as a child following it would: every rule a guided game must show
    (and no other but the lesson's own) is claimed by exactly one step, happens after that
    step and not before it, and fails somewhere else (an honest test of it); the same
    lesson twice is the same game."""
    entry = plugins.manifest(game_id)
    lesson = lesson_of(game_id)
    assert isinstance(lesson, Lesson), f"{game_id} has no guided first game"
    assert entry.optional(entry.lesson) is lesson
    assert lesson.seats[0].is_human and lesson.seats[0].name == "You"
    assert all(not s.is_human for s in lesson.seats[1:])
    after = play_through(entry.game, lesson, entry.make_bot)
    assert len(after) == len(lesson.steps) and 8 <= len(lesson.steps) <= 20  # 2-4 minutes
    assert set(lesson.rules) == {*ISSUE_RULES[game_id], *MORE_RULES.get(game_id, ())}
    for rule, seen in lesson.rules.items():
        claims = [i for i, step in enumerate(lesson.steps) if rule in step.shows]
        assert len(claims) == 1, (game_id, rule, claims)
        assert seen(after[claims[0]]), f"{game_id}: {rule!r} did not happen at its step"
        first = next(i for i, events in enumerate(after) if seen(events))
        assert first == claims[0], f"{game_id}: {rule!r} first happens after step {first + 1}"
        assert not all(seen(events) for events in after), (game_id, rule)
        assert lesson.rule_words.get(rule), (game_id, rule)
    assert all(rule in lesson.rules for step in lesson.steps for rule in step.shows)
    for step in lesson.steps:
        assert step.say and step.say[0].isupper() and step.say.endswith((".", "!")), step.say
    assert lesson.intro and lesson.outro
    assert play_through(entry.game, lesson, entry.make_bot) == after


@pytest.mark.parametrize("game_id", GAMES)
def test_the_guided_game_is_played_at_the_real_table_step_by_step(game_id):
    """Performing exactly the actions it asks for, the lesson is played to its end; each
    step is shown with an arrow on a place inside the table; a wrong move is refused and
    changes nothing; the end offers Done, which goes back to the seat setup; nothing is
    saved and nothing goes into the records."""
    from castle_games.ui.setup import SetupScene

    app = _home_app()
    _frames(app, 2)
    app.push(SetupScene(app, game_id))
    _frames(app, 2)
    setup = app.top
    assert setup.guide_button is not None
    setup.guide_button.activate()  # "Show me how"
    _frames(app, 2)
    scene = app.game_scene
    coach = scene.coach
    assert coach is not None and app.session.autosave is None
    lesson = coach.lesson
    canvas = pygame.Rect((0, 0), CANVAS_SIZE)
    wrong_tried = False
    started, asked = app.time, 0
    for i, step in enumerate(lesson.steps):
        _until(app, lambda i=i: coach.asking() or coach.index > i)
        if coach.index > i:  # the table made this one by itself (one place to go)
            assert i in coach.auto
            continue
        assert coach.index == i and i in coach.shown
        words = coach.words_now()
        assert words and words[-1]  # what to do, in words (and said)
        target = scene.where(step.action)
        assert target is not None and canvas.contains(target), f"step {i + 1}: {target}"
        if not wrong_tried:
            others = [a for a in app.table.legal_actions() if not step.admits(a)]
            if others:
                before = json.dumps(app.session.state.to_dict(), sort_keys=True)
                assert scene.try_apply(others[0]) is False
                assert json.dumps(app.session.state.to_dict(), sort_keys=True) == before
                assert coach.refused == 1
                wrong_tried = True
        assert scene.try_apply(step.action), f"step {i + 1} was not accepted"
        asked += 1
    _until(app, coach.finished)
    # How long it takes a child: the table's own time (animations, the computers' turns)
    # and about READING seconds to hear or read each step and click.
    minutes = (app.time - started + READING * asked) / 60
    print(f"{game_id}: {len(lesson.steps)} steps, {asked} asked, {minutes:.1f} minutes")
    assert 2.0 <= minutes <= 4.0, f"{game_id}'s guided game takes {minutes:.1f} minutes"
    assert coach.shown == list(range(len(lesson.steps)))
    assert "You learned" in " ".join(coach.end_words())
    _frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    _frames(app, 3)
    assert isinstance(app.top, SetupScene) and app.top.entry.id == game_id
    assert app.saved_games() == []
    assert not records.records_path().exists() or not records.load().results


def test_a_lesson_written_here_is_coached_exactly(monkeypatch):
    """The coach on a lesson made in this test (so that it does not depend on any game's
    own): the intro with the first step, the step's `then` after its move, a kind refusal
    that changes nothing, a move that means the same played as the script's, the end."""
    seats = (Seat("You", "red", HUMAN), Seat("Ben", "blue", COMPUTER, "easy"))
    entry = plugins.manifest("knobelschatz")
    game = entry.game
    state = game.new(list(seats), 11, {})
    bot = entry.make_bot(1, "easy", 11)
    steps: list[Step] = []
    choices: list[int] = []  # how many moves the child had at each step
    while len(steps) < 6 and state.to_move is not None:
        if state.to_move == 1:
            events = state.apply(bot.choose(game.observation(state, 1), state.legal_actions()))
            bot.notice(game.perceived(events, 1))
            continue
        legal = state.legal_actions()
        choices.append(len(legal))
        steps.append(Step(say=f"Step {len(steps) + 1}", action=legal[-1],
                          then=f"Well done {len(steps) + 1}"))
        bot.notice(game.perceived(state.apply(legal[-1]), 1))
    wide = next(i for i, n in enumerate(choices) if n > 2 and i > 0)
    same = next((i for i, n in enumerate(choices) if n > 1 and i > wide), None)
    if same is not None:  # any move "means the same" here: the script's is played
        steps[same] = Step(steps[same].say, steps[same].action, accepts=lambda a: True)
    lesson = Lesson(seed=11, seats=seats, steps=tuple(steps), rules={}, intro="Hello",
                    outro="Bye")
    monkeypatch.setattr(type(entry), "optional",
                        lambda self, ref: lesson if ref == self.lesson else None)
    app = _home_app()
    _frames(app, 2)
    start_lesson(app, "knobelschatz", "Mia")
    scene, coach = app.game_scene, app.game_scene.coach
    assert app.session.seats[0].name == "Mia"
    _until(app, coach.asking)
    assert coach.words_now() == ["Hello", "Step 1"]
    assert scene.try_apply(steps[0].action)
    assert coach.words_now() == []  # the move is not shown yet: nothing is said of it
    _until(app, lambda: coach.words_now() == ["Well done 1"])
    moved = scene.shown_events.moves[app.session.actions.index(steps[0].action.to_dict())]
    assert scene.shown_events.shown() >= moved[1]  # said once its events were shown
    for i, step in enumerate(steps[1:], start=1):
        _until(app, lambda i=i: coach.asking() or coach.index > i)
        if coach.index > i:  # the table made this one by itself: its words as the comment
            assert i in coach.auto
            continue
        assert coach.words_now()[-1] == f"Step {i + 1}"  # (after what the last move showed)
        legal = app.table.legal_actions()
        if i == wide:
            other = next(a for a in legal if a != step.action)
            before = json.dumps(app.session.state.to_dict(), sort_keys=True)
            assert scene.try_apply(other) is False and coach.refused == 1
            assert json.dumps(app.session.state.to_dict(), sort_keys=True) == before
            assert not app.session.actions[-1] == other.to_dict()
        if i == same:
            other = next(a for a in legal if a != step.action)
            assert scene.try_apply(other)
            assert app.session.actions[-1] == step.action.to_dict()
            continue
        assert scene.try_apply(step.action)
    _until(app, coach.finished)
    assert coach.end_words()[0] == "Bye"
    legal = app.table.legal_actions()
    if legal:  # past the last step every move waits for Done
        refused = coach.refused
        assert scene.try_apply(legal[0]) is False and coach.refused == refused + 1
    assert coach.refused >= 1  # the wrong move was tried (not made by the table itself)


def test_show_me_how_is_offered_the_first_time_a_game_is_opened_only():
    from castle_games.ui.setup import SetupScene

    game_id = GAMES[0]
    app = _home_app()
    _frames(app, 2)
    first = SetupScene(app, game_id)
    assert first.offering and "Show me how" in first.opening()
    assert first.frame_rate() >= GLOW  # it throbs for a few seconds...
    app.time += 10.0
    assert first.frame_rate() < GLOW  # ...then rests, lit and still (a screen at rest is idle)
    again = SetupScene(app, game_id)
    assert not again.offering and "Show me how" not in again.opening()
    assert game_id in App(headless=True, size=CANVAS_SIZE, persist=True, audio=False,
                          fullscreen=False).settings.guided_offered


@pytest.mark.parametrize("game_id", GAMES)
def test_screenshot_shows_each_step_of_the_guided_game(game_id, tmp_path):
    from castle_games.ui.screenshot import render

    first = render(f"tutorial:{game_id}", tmp_path / "0.png", moves=0)
    second = render(f"tutorial:{game_id}", tmp_path / "1.png", moves=1)
    a, b = pygame.image.load(str(first)), pygame.image.load(str(second))
    assert a.get_size() == CANVAS_SIZE
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")
    # the guide's gold star marks the word card (and the progress stars on it)
    gold = sum(1 for x in range(0, 1280, 2) for y in range(0, 720, 2)
               if a.get_at((x, y))[:3] == (232, 184, 62))
    assert gold > 10


def test_a_guided_game_is_left_at_any_time_for_the_seat_setup_and_quits_without_asking():
    from castle_games.ui.screens import PauseScene
    from castle_games.ui.setup import SetupScene

    game_id = GAMES[-1]
    app = _home_app()
    _frames(app, 2)
    start_lesson(app, game_id, "Mia")
    _frames(app, 3)
    app.pause()
    pause = app.top
    assert isinstance(pause, PauseScene)
    labels = [w.label for w in pause.group.widgets]
    assert "Leave the guided game" in labels and "Save and leave" not in labels
    next(w for w in pause.group.widgets if w.label == "Leave the guided game").activate()
    assert isinstance(app.top, SetupScene) and app.top.entry.id == game_id
    assert app.saved_games() == []
    start_lesson(app, game_id, "Mia")
    _frames(app, 3)
    app.quit()  # nothing to keep: no "Stop playing now?"
    assert not app.running
