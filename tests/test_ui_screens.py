"""Setup, settings, hand-over, pause and game-over screens, driven like a player would."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import click, make_app, open_settings, press, type_text

from castle_games import plugins
from castle_games.core.match import Match
from castle_games.core.seats import COMPUTER, HUMAN, Seat
from castle_games.core.settings import load_settings
from castle_games.session import Session, autosave_path
from castle_games.ui import theme
from castle_games.ui.game_lifecycle import next_game
from castle_games.ui.launcher import Launcher
from castle_games.ui.rules_page import HOUSE_HEADING, RulesScene, sections
from castle_games.ui.screens import (
    Backdrop,
    GameOverScene,
    HandoverScene,
    PauseScene,
    winners_line,
)
from castle_games.ui.settings_screen import SettingsScene
from castle_games.ui.setup import SetupScene

ANNA = Seat("Anna", "red", HUMAN)
BEN = Seat("Ben", "blue", HUMAN)
BOT = Seat("Robo", "green", COMPUTER, "easy")


def session(seats=(ANNA, BEN, BOT), seed=5, **kw):
    return Session("knobelschatz", list(seats), seed, **kw)


def finished(seats=(ANNA, BEN, BOT), seed=5, **kw):
    s = session(seats, seed, **kw)
    while not s.over:
        s.apply(s.state.legal_actions()[0])
    return s


def on_table(app, s):
    """A game on the table without its real view: a plain scene stands in for it."""
    app.show_game(s, Backdrop(app))


# -- settings -----------------------------------------------------------------------------
def test_settings_change_by_keyboard_is_saved_on_leaving():
    app = make_app()
    open_settings(app)
    scene = app.top
    # The language comes first (found by someone who cannot read the one on screen).
    assert isinstance(scene, SettingsScene) and scene.group.focused is scene.language
    press(app, pygame.K_DOWN)   # to "Sound effects"
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_DOWN)   # to "Speech"
    press(app, pygame.K_DOWN)   # to "Mono"
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, Launcher)
    saved = load_settings().settings
    assert saved.effects_volume == pytest.approx(0.6)
    assert saved.mono is True


def test_settings_slider_follows_a_drag_with_the_mouse():
    app = make_app()
    open_settings(app)
    slider = app.top.speech
    track = slider.track
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=track.midleft, button=1))
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=(track.right + 200, track.centery),
                                rel=(0, 0), buttons=(1, 0, 0)))
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(track.right + 200, track.centery), button=1))
    assert app.settings.speech_volume == pytest.approx(1.0)


# -- seat setup ---------------------------------------------------------------------------
def open_setup(app):
    app.push(SetupScene(app, "knobelschatz"))
    started = []
    app.start_game = started.append  # the table itself is another helper's; catch the session
    return app.top, started


def test_setup_starts_a_session_with_the_chosen_seats_and_remembers_them():
    app = make_app()
    scene, started = open_setup(app)
    scene.count.select(3)
    row = scene.rows[1]
    scene.group.focus(row.name)
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_BACKSPACE)
    type_text(app, "Bea")
    row.kind.select("human")
    scene.rows[2].kind.select("kind")  # (Knobelschatz offers "Computer" and kind)
    click(app, scene.start_button.rect.center)
    assert len(started) == 1
    s = started[0]
    assert [(x.name, x.kind, x.level) for x in s.seats] == [
        ("Anna", HUMAN, None), ("Bea", HUMAN, None), ("Clara", COMPUTER, "kind")]
    assert len({x.colour for x in s.seats}) == 3
    # A file of its own in the saves folder: no other game's save is touched.
    assert s.autosave.parent == autosave_path().parent and s.autosave.name.startswith("knobelschatz-")
    remembered = load_settings().settings
    assert [d["name"] for d in remembered.seats["knobelschatz"]] == ["Anna", "Bea", "Clara"]
    again, _ = open_setup(make_app())
    assert again.n == 3 and again.rows[1].name.text == "Bea"


def test_choosing_a_taken_colour_swaps_it():
    app = make_app()
    scene, _ = open_setup(app)
    first, second = scene.rows[0].colour, scene.rows[1].colour
    old_first = first.value
    first.select(second.value)
    assert first.value != old_first and second.value == old_first
    colours = [r.colour.value for r in scene.rows]
    assert len(set(colours)) == len(colours)


def test_two_players_with_one_name_are_asked_to_differ():
    app = make_app()
    scene, started = open_setup(app)
    scene.rows[1].name.set_text("anna")
    scene.start()
    assert started == []
    assert any("Two players are called" in n.text for n in app.toasts.notes)


def test_who_begins_lists_the_seat_names():
    app = make_app()
    scene, _ = open_setup(app)
    _, control, _ = scene.options[0]
    assert [text for _, text in control.choices] == ["Anna", "Ben"]
    scene.rows[1].name.set_text("Bob")
    scene.count.select(3)
    assert [text for _, text in control.choices] == ["Anna", "Bob", "Clara"]


# -- hand-over ----------------------------------------------------------------------------
@pytest.mark.parametrize("seats, last, seat, setting, shown", [
    ((ANNA, BEN, BOT), None, 0, True, True),     # first human turn: say who begins
    ((ANNA, BEN, BOT), 0, 1, True, True),        # mouse changes hands
    ((ANNA, BEN, BOT), 1, 1, True, False),       # same person again (bots played between)
    ((ANNA, BEN, BOT), 0, 2, True, False),       # computers need no mouse
    ((ANNA, BOT), None, 0, True, False),         # one person alone at the table
    ((ANNA, BEN, BOT), 0, 1, False, False),      # switched off in the settings
])
def test_handover_is_shown_only_when_the_mouse_changes_hands(seats, last, seat, setting, shown):
    app = make_app()
    app.settings.handover_screens = setting
    s = session(seats)
    on_table(app, s)
    app.last_human = last
    called = []
    app.handover(seat, lambda: called.append(seat))
    assert isinstance(app.top, HandoverScene) is shown
    assert called == ([] if shown else [seat])
    if shown:
        click(app, (50, 50))  # anywhere
        assert called == [seat] and app.top is app.game_scene and app.last_human == seat


# -- pause --------------------------------------------------------------------------------
def test_escape_in_a_game_pauses_and_save_and_leave_goes_home_with_a_save():
    app = make_app()
    s = session(autosave=autosave_path())
    on_table(app, s)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    labels = [b.words for b in app.top.group.widgets]
    assert labels == ["Resume", "What happened", "How to play", "Settings", "Save and leave", "Quit"]
    press(app, pygame.K_ESCAPE)  # Esc again resumes
    assert app.top is app.game_scene
    app.pause()
    leave = next(b for b in app.top.group.widgets if b.words == "Save and leave")
    click(app, leave.rect.center)
    assert isinstance(app.top, Launcher) and app.session is None
    assert autosave_path().exists()
    assert app.top.resume_button.visible and "Knobelschatz" in app.top.resume_button.words


# -- game over ----------------------------------------------------------------------------
@pytest.mark.parametrize("winners, line", [
    ((1,), "Ben wins!"),
    ((0, 2), "Anna and Robo share the win!"),
    ((), "Nobody won this time"),
])
def test_winners_line(winners, line):
    from castle_games.core.contract import Outcome

    s = finished()
    s.state._outcome = Outcome((5, 7, 5), winners)
    assert winners_line(s) == line


def test_game_over_removes_the_autosave_and_play_again_continues_the_match():
    app = make_app()
    s = finished(autosave=autosave_path())
    assert s.wait_for_save() and autosave_path().exists()
    on_table(app, s)
    app.game_over(s)
    app.game_over(s)  # a view calling twice must not count the scores twice
    assert isinstance(app.top, GameOverScene)
    assert sum(isinstance(x, GameOverScene) for x in app.stack) == 1
    assert not autosave_path().exists()
    scores = list(s.state.outcome.scores)
    assert s.match.totals == scores
    started = []
    app.start_game = started.append
    app.step_frame()
    click(app, app.top.again.rect.center)
    nxt = started[0]
    assert nxt.seats == s.seats and nxt.seed != s.seed
    assert nxt.options["starter"] == min(range(3), key=lambda i: (scores[i], i))
    assert nxt.match.totals == scores and not nxt.match.counted


def test_next_game_starter_is_the_lowest_total_over_the_match():
    s = finished()
    s.match = Match(totals=[30, 12, 12], games=2, counted=True)
    nxt = next_game(s, 99)
    assert nxt.options["starter"] == 1 and nxt.match == Match(totals=[30, 12, 12], games=2)


def test_back_to_the_castle_from_game_over():
    app = make_app()
    s = finished()
    on_table(app, s)
    app.game_over(s)
    click(app, app.top.home.rect.center)
    assert isinstance(app.top, Launcher) and len(app.stack) == 1


# -- rules --------------------------------------------------------------------------------
def test_rules_page_ends_with_the_house_rules_and_scrolls():
    from castle_games.games.knobelschatz.rules import HOUSE_RULES

    parts = sections("knobelschatz")
    assert parts[-1][0] == HOUSE_HEADING
    assert [p.lstrip("\u2022 ") for p in parts[-1][1]] == list(HOUSE_RULES)
    app = make_app()
    app.rules_page("knobelschatz")
    scene = app.top
    assert isinstance(scene, RulesScene)
    if scene.max_scroll > 0:
        press(app, pygame.K_END)
        for _ in range(40):
            app.step_frame()
        assert scene.scroll == pytest.approx(scene.max_scroll)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, Launcher)


def test_rules_page_without_a_guide_shows_the_house_rules_only(monkeypatch):
    from castle_games.ui import rules_page

    monkeypatch.setattr(rules_page, "load_guide", lambda game_id: [])
    parts = rules_page.sections("knobelschatz")
    assert [h for h, _ in parts] == ["About this game", HOUSE_HEADING]


@pytest.mark.parametrize("game_id", plugins.ids())
def test_every_rules_page_marks_its_house_rules_and_shows_every_line(game_id):
    from castle_games.ui import draw, rules_page

    parts = sections(game_id)
    assert len(parts) >= 3 and parts[-1][0] == HOUSE_HEADING and parts[-1][1]
    width = rules_page.AREA.width - 2 * rules_page.PAD - 20
    for heading, paragraphs in parts:  # nothing runs past the right edge of the page
        for text, size, bold in [(heading, 38, True)] + [(p, 29, False) for p in paragraphs]:
            for line in draw.wrap(text, size, width, bold=bold):
                assert theme.font(size, bold).size(line)[0] <= width, line
    app = make_app()
    app.rules_page(game_id)
    scene = app.top
    press(app, pygame.K_END)  # long texts scroll to their very end
    for _ in range(60):
        app.step_frame()
    assert scene.scroll == pytest.approx(scene.max_scroll)
    seen = rules_page.AREA.height - 2 * rules_page.PAD
    assert scene.page.get_height() - scene.scroll <= seen + 1, "the last line comes into view"
