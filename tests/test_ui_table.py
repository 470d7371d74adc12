"""The shared table machinery (castle_games/ui/table.py): the animation queue, the bot's
readable pause, the hand-over once per turn, the game-over hold, refused moves."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest
from tablekit import StandInApp

from castle_games.core.contract import IllegalAction
from castle_games.ui.table import TableScene

DT = 1 / 60


class Step:
    """An animation that logs what the table did with it."""

    def __init__(self, name: str, duration: float, log: list[str]) -> None:
        self.name, self.duration, self.log, self.t = name, duration, log, 0.0

    def start(self, view: Any) -> None:
        self.log.append(f"start {self.name}")
        view.sound(f"sound {self.name}")

    def update(self, view: Any, dt: float) -> bool:
        self.t += dt
        return self.t >= self.duration

    def finish(self, view: Any) -> None:
        self.log.append(f"finish {self.name}")


class FakeSession:
    """Stands in for the TableModel a table scene is given."""

    def __init__(self, bot: bool = False, over: bool = False) -> None:
        self.seats = [SimpleNamespace(name="Ann"), SimpleNamespace(name="Ben")]
        self.n = len(self.seats)
        self.bot, self.over = bot, over
        self.turn, self.to_move = 0, 0
        self.bot_moves = 0
        self.applied: list[Any] = []

    def is_bot_turn(self) -> bool:
        return self.bot

    def move_arrived(self) -> bool:
        return True  # (a computer's move is worked out on the spot)

    def is_human(self, seat: int) -> bool:
        return not self.bot

    @property
    def moves_played(self) -> int:
        return len(self.applied) + self.bot_moves

    def play_bot(self) -> tuple[Any, list[str]]:
        self.bot_moves += 1
        return "move", [f"bot event {self.bot_moves}"]

    def apply(self, action: Any) -> list[str]:
        if action == "bad":
            raise IllegalAction("you may not do that")
        if action == "worse":
            raise IllegalAction("not now.")
        self.applied.append(action)
        return [f"event of {action}"]


class FakeApp(StandInApp):
    """The tests' stand-in host, holding each hand-over until the test goes on."""

    def __init__(self, speed: Any = 1.0) -> None:
        super().__init__(hold_handover=True)
        self.settings.animation_speed = speed  # (unchecked: the table guards itself)

    @property
    def played(self) -> list[str]:
        return self.sounds

    @property
    def game_overs(self) -> int:
        return self.overs

    @property
    def then(self) -> Any:
        return self.pending_then


class Table(TableScene):
    bot_delay = 0.6
    game_over_hold = 2.5

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.log: list[str] = []
        self.events: list[str] = []
        self.applied_hook = 0

    def _enqueue(self, events: list[Any]) -> None:
        self.events.extend(events)

    def on_applied(self) -> None:
        self.applied_hook += 1

    def after_skip(self) -> None:
        self.log.append("after skip")


def run(table: Table, seconds: float) -> None:
    for _ in range(round(seconds / DT)):
        table.update(DT)


def test_animations_play_one_after_another_sped_up_by_the_setting():
    app = FakeApp(speed=2.0)
    table = Table(app, FakeSession())
    table.queue.extend([Step("a", 0.5, table.log), Step("b", 0.5, table.log)])
    assert not table.idle
    run(table, 0.2)   # 0.4 s of animation: a runs, b waits
    assert table.log == ["start a"] and table.active.name == "a"
    run(table, 0.1)   # a ends after 0.5 s of animation, b starts in the same frame
    assert table.log == ["start a", "finish a", "start b"]
    run(table, 0.3)
    assert table.log[-1] == "finish b" and table.idle
    assert app.played == ["sound a", "sound b"]
    assert table.clock == pytest.approx(0.6)  # the clock is real seconds


@pytest.mark.parametrize("setting, speed", [(1.0, 1.0), (2.5, 2.5), (0.01, 0.1),
                                            (0, 1.0), (None, 1.0)])
def test_speed_comes_from_the_settings_and_never_stops_the_table(setting, speed):
    assert Table(FakeApp(speed=setting), FakeSession()).speed == speed


def test_a_click_fast_forwards_everything_silently():
    app = FakeApp()
    table = Table(app, FakeSession())
    steps = [Step("a", 1.0, table.log), Step("b", 1.0, table.log)]
    table.queue.extend(steps)
    table.update(DT)
    table.skip_animations()
    assert table.log == ["start a", "finish a", "start b", "finish b", "after skip"]
    assert app.played == ["sound a"]  # only the one that really played was heard
    assert table.idle and not table.silent
    assert all(s.started for s in steps)  # painters may tell queued from started
    table.sound("later")
    assert app.played[-1] == "later"  # sound is back after the fast-forward


@pytest.mark.parametrize("finish_instant, b_progress", [(True, DT), (False, 0.0)])
def test_an_instant_change_uses_up_no_frame_only_when_the_game_wants_it(
        finish_instant, b_progress):
    table = Table(FakeApp(), FakeSession())
    table.finish_instant = finish_instant
    b = Step("b", 1.0, table.log)
    table.queue.extend([Step("instant", 0.0, table.log), b])
    table.update(DT)
    assert table.log == ["start instant", "finish instant", "start b"]
    assert table.active is b and b.t == pytest.approx(b_progress)


@pytest.mark.parametrize("speed, seconds_before, seconds_after", [
    (1.0, 0.55, 0.65),   # 0.6 s of thinking at normal speed
    (2.0, 0.25, 0.35),   # twice as fast
    (0.5, 1.15, 1.25),   # half as fast
])
def test_a_computer_moves_after_a_readable_pause(speed, seconds_before, seconds_after):
    session = FakeSession(bot=True)
    table = Table(FakeApp(speed=speed), session)
    run(table, seconds_before)
    assert session.bot_moves == 0
    run(table, seconds_after - seconds_before)
    assert session.bot_moves == 1 and table.events == ["bot event 1"]


def test_a_computer_waits_while_something_is_animated():
    session = FakeSession(bot=True)
    table = Table(FakeApp(), session)
    table.queue.append(Step("a", 1.0, table.log))
    run(table, 0.9)
    assert session.bot_moves == 0


@pytest.mark.parametrize("speed", [0.5, 1.0, 4.0])
def test_a_finished_game_is_shown_for_real_seconds_then_announced_once(speed):
    app = FakeApp(speed=speed)
    table = Table(app, FakeSession(over=True))
    run(table, 2.4)
    assert app.game_overs == 0 and not table.announced
    run(table, 0.2)
    assert app.game_overs == 1 and table.announced
    run(table, 3.0)
    assert app.game_overs == 1


def test_the_hand_over_is_asked_once_per_turn_and_blocks_until_done():
    app = FakeApp()
    session = FakeSession()
    table = Table(app, session)
    run(table, 0.5)
    assert app.handovers == [0] and table.handover_pending
    app.then()
    assert not table.handover_pending
    session.turn, session.to_move = 1, 1
    run(table, 0.5)
    assert app.handovers == [0, 1]


def test_hand_over_once_is_keyed_by_what_the_game_says_is_a_new_turn():
    app = FakeApp()
    table = Table(app, FakeSession())
    assert table.hand_over_once(("move", 3), 1)
    assert not table.hand_over_once(("move", 3), 1)
    assert table.hand_over_once(("move", 4), 0)
    assert app.handovers == [1, 0]


def test_without_a_hand_over_screen_the_table_does_not_wait():
    app = StandInApp()  # the app goes on at once when no hand-over screen is needed
    table = Table(app, FakeSession())
    assert table.hand_over_once(1, 0) and not table.handover_pending


@pytest.mark.parametrize("action, toast", [("bad", "You may not do that."),
                                           ("worse", "Not now.")])
def test_a_refused_move_is_said_with_the_nope_sound(action, toast):
    app = FakeApp()
    session = FakeSession()
    table = Table(app, session)
    assert not table.try_apply(action)
    assert app.notes == [toast] and app.played == ["nope"]
    assert session.applied == [] and table.events == [] and table.applied_hook == 0


def test_an_accepted_move_is_queued_and_restarts_the_pause():
    session = FakeSession()
    table = Table(FakeApp(), session)
    table.wait = 0.4
    assert table.try_apply("roll")
    assert session.applied == ["roll"] and table.events == ["event of roll"]
    assert table.wait == 0.0 and table.applied_hook == 1


@pytest.mark.parametrize("key, mod, focus_after, handled", [
    (pygame.K_TAB, 0, 3, True),
    (pygame.K_TAB, pygame.KMOD_SHIFT, 1, True),
    (pygame.K_RIGHT, 0, 3, True),
    (pygame.K_DOWN, 0, 3, True),
    (pygame.K_LEFT, 0, 1, True),
    (pygame.K_UP, 0, 1, True),
    (pygame.K_RETURN, 0, 2, False),
])
def test_tab_and_the_arrows_walk_through_the_choices(key, mod, focus_after, handled):
    app = FakeApp()
    table = Table(app, FakeSession())
    table.focus = 2
    event = SimpleNamespace(key=key, mod=mod)
    assert table.step_focus(event, 4) is handled
    assert table.focus == focus_after
    assert app.played == (["ui-click"] if handled else [])


def test_the_focus_wraps_round_the_choices():
    table = Table(FakeApp(), FakeSession())
    table.focus = 3
    table.step_focus(SimpleNamespace(key=pygame.K_TAB, mod=0), 4)
    assert table.focus == 0
    table.step_focus(SimpleNamespace(key=pygame.K_LEFT, mod=0), 4)
    assert table.focus == 3


@pytest.mark.parametrize("game_id", ["seven-locks", "clever-keys", "schlotterstein",
                                     "knobelschatz"])
def test_a_tables_background_hides_the_frame_before_it(game_id, monkeypatch, tmp_path):
    """Each frame starts from the table's still picture, copied without blending: so not
    one of its pixels may be see-through, or the last frame would show through it."""
    from castle_games import idlecheck
    from castle_games.ui.app import App
    from castle_games.ui.table_painter import TablePainter

    monkeypatch.setenv("CASTLE_GAMES_HOME", str(tmp_path))
    painters: list[TablePainter] = []
    draw_background = TablePainter.draw_background

    def noted(self: TablePainter, canvas: pygame.Surface) -> None:
        painters.append(self)
        draw_background(self, canvas)

    monkeypatch.setattr(TablePainter, "draw_background", noted)
    app = App(headless=True, size=(1280, 720), persist=False)
    idlecheck.open_at_rest(app, f"{game_id}_table")
    app.step_frame(DT)
    assert painters, "the table drew no still picture"
    painter = painters[-1]
    assert pygame.surfarray.array_alpha(painter.background()).min() == 255
    canvas = pygame.Surface((1280, 720))
    canvas.fill((255, 0, 255))
    painter.draw_background(canvas)
    assert not (pygame.surfarray.array3d(canvas) == (255, 0, 255)).all(axis=2).any()
