"""The screens a person leaves waiting (the launcher, a setup screen, a rules page, the
settings, each game's table on a person's turn), opened in the real app as a person
opens them and brought to rest — as a person who thinks sees them — and the CPU they
take then. `castle-games bench` runs `idle_scene_figures` in a child per screen; the
tests bring a screen to rest with `settle`.
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any


def settle(app: Any, limit: int = 900) -> None:
    """Frames until the screen asks for no smooth frames (start-up, animations, a camera,
    pictures warmed one a frame, computers moving), then without the fading notes: the
    screen at rest, as a person who thinks sees it."""
    from castle_games.ui.scene import SMOOTH

    for _ in range(limit):
        if app.frame_rate() < SMOOTH:
            break
        app.step_frame(1 / 60)
    app.audio.wait_prewarmed(10.0)  # sounds rendered in the background count elsewhere
    for _ in range(3):  # the turn's notes come in the frames after the table comes to rest
        app.toasts.notes.clear()
        app.step_frame(1 / 60)
    app.toasts.notes.clear()


REST_S = 1.0  # seconds at rest before idle CPU is counted (see idle_scene_figures)


def idle_scenes() -> list[str]:
    """The screens a person leaves waiting: the launcher, a setup screen, a rules page,
    the settings, and each game's table on a person's turn."""
    from castle_games import plugins

    return ["launcher", "setup", "rules", "settings", *(f"{g}_table" for g in plugins.ids())]


def open_at_rest(app: Any, scene: str) -> None:
    """Open `scene` (a name of idle_scenes) over the launcher, as a person does; a game
    with people only (no hand-over screens), three seats where the box allows."""
    from castle_games import plugins
    from castle_games.core.seats import default_seats
    from castle_games.ui.settings_screen import SettingsScene
    from castle_games.ui.setup import SetupScene

    settle(app)
    first = plugins.ids()[0]
    if scene == "setup":
        app.push(SetupScene(app, first))
    elif scene == "rules":
        app.rules_page(first)
    elif scene == "settings":
        app.push(SettingsScene(app))
    elif scene.endswith("_table"):
        game_id = scene[: -len("_table")]
        entry = plugins.manifest(game_id)
        n = max(entry.min_players, min(entry.max_players, 3))
        setup = SetupScene(app, game_id)
        app.push(setup)
        app.step_frame(1 / 60)
        setup.seats = lambda: default_seats(n, humans=n)  # type: ignore[method-assign]
        setup.start()
        app.step_frame(1 / 60)
        app.step_frame(1 / 60)
        app.audio.wait_prewarmed(10.0)
    elif scene != "launcher":
        raise ValueError(f"no idle scene {scene!r}")


def idle_scene_figures(scene: str, seconds: float, repeats: int,
                       barrier: bool = False) -> dict[str, Any]:
    """Run in a child: CPU % of one core of this whole process (every thread: SDL's, a
    thread pool's) while the real loop runs `scene` at rest, `repeats` samples of
    `seconds`, and their median. At rest means as a person who thinks sees it: the screen
    asks for no smooth frames, its notes are gone, and a first second has passed (the
    numerical library's worker threads spin down then, after the last sound was
    rendered; a table's opening notes fade). With `barrier`, "READY" is printed and a line
    awaited before the samples: children measured side by side start together, at rest."""
    from castle_games.ui.app import App

    app = App(headless=True, size=(1280, 720), persist=False)
    app.settings.handover_screens = False
    open_at_rest(app, scene)
    settle(app)
    app.loop(REST_S)
    if barrier:
        print("READY", flush=True)
        sys.stdin.readline()
    samples = []
    for _ in range(repeats):
        cpu, wall = time.process_time(), time.perf_counter()
        app.loop(seconds)
        samples.append(round((time.process_time() - cpu) / (time.perf_counter() - wall) * 100, 2))
    return {"scene": scene, "idle_cpu_pct": round(statistics.median(samples), 2),
            "samples": samples, "frame_rate": app.frame_rate()}
