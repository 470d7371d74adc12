"""The launcher, the letterbox and keyboard use: what a family notices first."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import click, make_app, press

from castle_games import plugins
from castle_games.ui.gate import HOLD_SECONDS, GateScene
from castle_games.ui.launcher import Launcher
from castle_games.ui.settings_screen import SettingsScene
from castle_games.ui.setup import SetupScene

BUILT = list(plugins.ids())


def door(app, game_id):
    return next(d for d in app.top.doors if d.entry.id == game_id)


def test_launcher_shows_five_doors_with_stone_walls():
    app = make_app()
    app.step_frame()
    assert isinstance(app.top, Launcher)
    assert [d.entry.id for d in app.top.doors] == list(plugins.ids())
    rects = [d.rect for d in app.top.doors]
    assert all(r.right <= 1280 and r.bottom <= 720 and r.left >= 0 for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    for rect in rects:  # the wall at the top of each card is grey stone, not sky
        r, g, b, *_ = app.canvas.get_at((rect.x + 30, rect.y + 40))
        assert max(r, g, b) - min(r, g, b) < 40 and r > 80


@pytest.mark.parametrize("game_id", BUILT)
def test_built_door_opens_the_seat_setup(game_id):
    app = make_app()
    app.step_frame()
    click(app, door(app, game_id).rect.center)
    assert isinstance(app.top, SetupScene)
    assert app.top.entry.id == game_id


def test_enter_opens_the_focused_door_and_escape_comes_back():
    app = make_app()
    app.step_frame()
    assert app.top.group.focused is app.top.doors[0]  # the first door has the focus
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, Launcher)


def test_tab_reaches_settings_and_enter_activates_it():
    app = make_app()
    app.step_frame()
    for _ in range(12):
        if app.top.group.focused is app.top.settings_button:
            break
        press(app, pygame.K_TAB)
    assert app.top.group.focused is app.top.settings_button
    press(app, pygame.K_RETURN)
    gate = app.top
    assert isinstance(gate, GateScene), "Settings wait behind the grown-up gate"
    press(app, pygame.K_RETURN)  # a quick press is not a hold
    for _ in range(200):
        app.step_frame(1 / 60)
    assert app.top is gate
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                scancode=0))
    for _ in range(int(HOLD_SECONDS * 60) + 5):  # Enter held down by a grown-up
        app.step_frame(1 / 60)
    assert isinstance(app.top, SettingsScene)


def test_shift_tab_goes_backwards_and_arrows_move_between_doors():
    app = make_app()
    group = app.top.group
    start = group.focused
    press(app, pygame.K_TAB)
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert group.focused is start
    press(app, pygame.K_RIGHT)
    assert group.focused is not start and group.focused.rect.x > start.rect.x
    press(app, pygame.K_LEFT)
    assert group.focused is start
    press(app, pygame.K_DOWN)  # from the doors down to the buttons row
    assert group.focused.rect.top > start.rect.bottom


@pytest.mark.parametrize("size, canvas_point, window_point", [
    ((1000, 1000), (640, 360), (500, 500)),     # tall window: bars above and below
    ((1600, 600), (640, 360), (800, 300)),      # wide window: bars left and right
    ((1000, 1000), (0, 0), (0, 219)),
    ((1920, 1080), (1280, 720), (1920, 1080)),
])
def test_letterbox_maps_window_to_canvas(size, canvas_point, window_point):
    app = make_app(size)
    assert app.window_to_canvas(window_point) == pytest.approx(canvas_point, abs=1)


def test_click_in_a_letterboxed_window_hits_the_right_door():
    app = make_app((1000, 1000))
    app.step_frame()
    scale, box = app.layout()
    assert box.size == (1000, 562) and box.y == 219
    target = door(app, BUILT[0]).rect.center
    window_pos = (round(box.x + target[0] * scale), round(box.y + target[1] * scale))
    click(app, (5, 5))  # on the bar above the picture: nothing happens
    assert isinstance(app.top, Launcher)
    click(app, window_pos)
    assert isinstance(app.top, SetupScene)


def test_letterboxed_frame_draws_bars_and_the_scaled_picture():
    app = make_app((1000, 1000))
    app.step_frame()
    window = pygame.display.get_surface()
    assert window.get_at((500, 100))[:3] == (28, 30, 52)  # theme.NIGHT bar
    assert window.get_at((500, 500))[:3] != (28, 30, 52)


def test_resume_button_appears_only_with_an_autosave():
    app = make_app()
    assert not app.top.resume_button.visible


def test_f11_toggles_fullscreen_and_the_settings_follow():
    app = make_app()
    press(app, pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen
    app.step_frame()  # still draws (letterboxed to whatever the screen is)
    press(app, pygame.K_F11)
    assert not app.fullscreen and pygame.display.get_surface().get_size() == (1280, 720)


def test_first_frame_marker_for_the_start_up_benchmark(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CASTLE_GAMES_HOME=str(tmp_path), CASTLE_GAMES_REPORT_FIRST_FRAME="1",
               CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME="1")
    result = subprocess.run([sys.executable, "-m", "castle_games"], cwd=root, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    marker = [line for line in result.stdout.splitlines() if line.startswith("FIRST_FRAME ")]
    assert len(marker) == 1 and 0 < float(marker[0].split()[1]) < 60
    # Nothing heavy was needed to show the doors.
    probe = ("import sys; from castle_games.ui.app import App; a = App(headless=True); "
             "a.step_frame(); print(sorted(m for m in ('pymunk', 'numpy', "
             "'castle_games.audio.mixer', 'castle_games.games.knobelschatz.view') "
             "if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", probe], cwd=root, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.stdout.strip().splitlines()[-1] == "[]", result.stderr


@pytest.mark.parametrize("game_id, kind", [("knobelschatz", "closed"), ("knobelschatz", "open"),
                                           ("seven-locks", "closed"), ("tajemnica-zamku", "open")])
def test_committed_door_pictures_match_the_drawing_code(game_id, kind):
    """tools/make_assets.py must be re-run after changing ui/doors.py."""
    import numpy as np

    from castle_games.ui import doors

    make_app()
    game = plugins.manifest(game_id)
    saved = pygame.image.load(str(game.door_picture(kind)))  # in the game's package
    drawn = doors.render_art(game, kind)
    diff = np.abs(pygame.surfarray.array3d(saved).astype(int) - pygame.surfarray.array3d(drawn))
    assert diff.mean() < 2.0


@pytest.mark.parametrize("size", [16, 32, 48, 64, 128, 256, 512])
def test_icons_exist_at_every_size(size):
    from castle_games import paths

    make_app()
    image = pygame.image.load(str(paths.asset(f"icon-{size}.png")))
    assert image.get_size() == (size, size)
    assert image.get_at((0, 0)).a == 0 and image.get_at((size // 2, size // 2)).a == 255
