"""Glitches seen at the table: each one pinned by a test that fails on the old code."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pygame
import pytest
from tablekit import StandInApp, make_scene, new_canvas

from castle_games.core.seats import default_seats
from castle_games.session import Session


@pytest.fixture(scope="module")
def canvas():
    return new_canvas()


def test_knobelschatz_never_says_your_turn_over_a_computers_panel(canvas):
    """While a computer's last roll still shows, the table already waits for the person."""
    session = Session("knobelschatz", default_seats(3, ["normal"] * 3, humans=1), 3)
    scene = make_scene(session, StandInApp())
    tags: list[tuple[int, str]] = []
    real = scene.painter.tag
    scene.painter.tag = lambda c, seat, words, *a: (tags.append((seat, words)),
                                                    real(c, seat, words, *a))
    lagging = 0
    for _ in range(6000):
        if scene.idle and scene.human_to_move():
            scene.try_apply(scene.table.legal_actions()[0])
        scene.update(1 / 60)
        tags.clear()
        scene.draw(canvas)
        for seat, words in tags:
            assert words == ("Your turn!" if scene.seats[seat].is_human else "Rolling...")
        if scene.human_to_move() and not scene.seats[scene.shown.current].is_human:
            lagging += 1
        if session.over:
            break
    assert lagging, "the moment of the glitch came up"


def test_clever_keys_in_one_section_never_stand_on_each_other(canvas):
    from castle_games.games.clever_keys import layout as L
    from castle_games.games.clever_keys.rules import KEYS, SECTIONS, SLOTS

    session = Session("clever-keys", default_seats(3, ["normal"] * 3), 3)
    scene = make_scene(session, StandInApp())
    scene.update(1 / 60)
    for section in range(1, SECTIONS + 1):
        for slots in itertools.combinations(range(1, SLOTS + 1), len(KEYS)):
            for jams in itertools.product((False, True), repeat=len(KEYS)):
                scene.shown.keys = {k: (section, t) for k, t in zip(KEYS, slots, strict=True)}
                scene.shown.jammed = dict(zip(KEYS, jams, strict=True))
                bows = [scene.painter.bow(k) for k in KEYS]
                for a, b in itertools.combinations(bows, 2):
                    gap = pygame.Vector2(a).distance_to(b)
                    assert gap >= 2 * L.BOW_R - 4, (section, slots, jams, gap)  # rims may touch
                scene.painter.draw(canvas)  # and it draws
    # A lone key stands straight, as before.
    scene.shown.keys = {"A": (3, 2), "B": None, "C": None}
    assert scene.painter.lean("A") == 0.0


def test_rules_page_says_scroll_for_more_outside_the_text(canvas):
    from castle_games.ui import rules_page

    scene = rules_page.RulesScene(StandInApp(), "seven-locks")
    assert scene.max_scroll > 0
    scene.draw(canvas)
    more = scene.more_rect
    assert more is not None and canvas.get_rect().contains(more)
    assert not more.colliderect(rules_page.AREA), "never over the parchment with the text"
    assert not more.colliderect(scene.back_button.rect)


def test_a_new_schlotterstein_card_slides_in_with_a_fresh_sand_glass(canvas):
    from castle_games.games.schlotterstein import anims

    session = Session("schlotterstein", default_seats(3, ["easy"] * 3), 3)
    scene = make_scene(session, StandInApp())
    seen = 0
    for _ in range(60 * 240):
        scene.update(1 / 30)
        if isinstance(scene.active, anims.TurnOver) and scene.active.started:
            assert scene.reveal_t == 0.0, "the last card's seconds would show"
            seen += 1
            if seen > 40:
                break
        if session.over:
            break
    assert seen > 1


def test_the_roll_button_leaves_the_seven_locks_die_legend_readable(canvas):
    from castle_games.games.seven_locks import layout

    session = Session("seven-locks", default_seats(3, ["normal"] * 3, humans=1), 3)
    scene = make_scene(session, StandInApp(speed=4.0))
    checked = set()
    for _ in range(20000):
        if scene.idle and scene.human_to_move() and not scene.can_roll():
            scene.try_apply(scene.table.legal_actions()[0])
        scene.update(1 / 20)
        scene.draw(canvas)
        if scene.can_roll():
            roll = scene.painter.roll_rect
            assert roll is not None and layout.DICE_RECT.contains(roll)
            for rect in scene.painter.legend_rects:
                assert not rect.colliderect(roll), (scene.shown.die, rect, roll)
            checked.add(scene.shown.die is None)
            scene.shown.die = (3, 3)  # the legend of a die already rolled, as well
            scene.draw(canvas)
            for rect in scene.painter.legend_rects:
                assert not rect.colliderect(scene.painter.roll_rect), rect
            checked.add(False)
            break
    assert checked == {True, False}, "the legend before the first roll and after one"


def test_the_clever_keys_game_over_panel_leaves_the_lifted_board_in_view():
    from castle_games.ui.screens import GameOverScene
    from castle_games.ui.screenshot import build

    for game, clear in (("clever-keys", True), ("knobelschatz", False)):
        from castle_games.ui.app import App
        from castle_games.ui.scene import CANVAS_SIZE

        app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False,
                  fullscreen=False)
        build(app, f"gameover:{game}", 1, 0)
        panel = app.top
        assert isinstance(panel, GameOverScene)
        keep = getattr(app.game_scene, "keep_clear", None)
        if not clear:
            assert keep is None and panel.box.center == (640, 360)
            continue
        assert keep is not None and keep.width > 500, "the board is named"
        assert not panel.box.colliderect(keep)
        for button in (panel.again, panel.home):
            assert panel.box.contains(button.rect)
        app.step_frame(1 / 60)
        inside = app.canvas.get_at(keep.center)
        before = app.game_scene
        assert inside == app.canvas.get_at(keep.center) and before is not None


def test_the_first_click_on_roll_counts():
    """Item 7 (not reproduced): the first click on Roll, in the frame it appears, rolls."""
    from castle_games.games.knobelschatz.layout import ROLL_RECT
    from castle_games.ui.app import App
    from castle_games.ui.scene import CANVAS_SIZE

    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    session = Session("knobelschatz", default_seats(3, ["normal"] * 3, humans=2), 7)
    app.start_game(session)
    clicks = 0
    for _ in range(20000):
        app.step_frame(1 / 60)
        scene = app.game_scene
        if app.top is not scene or session.over or clicks >= 4:
            break
        if scene.can_roll():
            before = session.state.to_dict()
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                app.feed(pygame.event.Event(kind, button=1, pos=ROLL_RECT.center))
            assert session.state.to_dict() != before, "the click was taken"
            clicks += 1
        elif scene.idle and scene.human_to_move():
            scene.try_apply(scene.table.legal_actions()[0])
    assert clicks >= 2


SEVEN_LOCKS = Path(__file__).resolve().parent.parent / "castle_games" / "games" / "seven_locks"
SAID = ("story", "words", "dialogs", "sound_only", "earcons", "anims", "sideview",
        "painter", "view", "by_ear_facts", "ear_scene", "ear_menu", "hint",
        "lesson")


def test_seven_locks_towers_are_named_by_their_flags_never_numbered():
    from castle_games.games.seven_locks import art, story
    from castle_games.games.seven_locks.rules import N_TOWERS

    assert story.TOWER_SIGNS == art.TOWER_SIGNS
    names = [story.tower_name(t) for t in range(1, N_TOWERS + 1)]
    assert len(set(names)) == N_TOWERS and all(re.fullmatch(r"the \w+ tower", n) for n in names)
    assert story.tower_list([1, 2, 3]) == "the star, moon and heart towers"
    new_canvas()
    pictures = {pygame.image.tobytes(art.tower(t, 1.0), "RGBA") for t in range(1, N_TOWERS + 2)}
    assert len(pictures) == N_TOWERS + 1, "each tower (and the set-aside one) its own flag"
    for module in SAID:
        source = (SEVEN_LOCKS / f"{module}.py").read_text()
        bad = re.findall(r"[Tt]owers? \{|[Tt]owers? \d|\"Towers \" \+", source)
        assert not bad, (module, bad)


def test_a_fading_note_never_eats_a_click_meant_for_the_button_below():
    """A toast lies over the bottom of the table for a few seconds: a click on it goes on to
    what is below (a Roll! button), while a problem banner or the 'meanwhile' card is put
    away by its click."""
    from test_ui_support import make_app

    app = make_app()
    app.notify("Two players are called Anna. Please give one another name.", 10)
    app.step_frame()
    toast = next(n for n in app.toasts.notes if not n.banner)
    assert toast.rect is not None
    assert app.toasts.click(toast.rect.center) is False and toast in app.toasts.notes
    app.toasts.recap("Since your last move, Anna:", [("Robo rolled 3.", (64, 160, 90))])
    app.banner("Your saved game is damaged.")
    app.step_frame()
    card = app.toasts.recap_note
    assert app.toasts.click(card.rect.center) is True and app.toasts.recap_note is None
    banner = app.toasts.banners[0]
    assert app.toasts.click(banner.rect.center) is True and not app.toasts.banners
