"""Twenty games in a row through the real app (bench and tests): every game kind, computer
seats only, "Play again" and back to the launcher; the resident memory at the launcher
after the first game and after the last."""

from __future__ import annotations

import os
import time
from typing import Any

from castle_games import plugins
from castle_games.core.seats import default_seats
from castle_games.session import Session

SPEED = 30.0  # animation speed: the games play out in seconds
DT = 0.1      # seconds a frame (the app's largest step)


def rss_mb() -> float:
    """Resident memory of this process now (Linux /proc; the peak elsewhere)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def play_out(app: Any, max_frames: int = 20000) -> int:
    """Frames until the game-over screen is up (the computer seats play it out)."""
    from castle_games.ui.screens import GameOverScene

    frames = 0
    while not isinstance(app.top, GameOverScene) and frames < max_frames:
        app.step_frame(DT)
        frames += 1
        if app.session is None:
            raise RuntimeError(f"the game left the table: {type(app.top).__name__}")
    if not isinstance(app.top, GameOverScene):
        raise RuntimeError(f"no game over after {frames} frames")
    return frames


def twenty_games(count: int = 20, audio: bool = True) -> dict[str, Any]:
    """Play `count` games (each game kind in turn; every second game is a "Play again"
    of the one before); RSS at the launcher after the first game and after the last."""
    from castle_games.ui.app import App

    app = App(headless=True, size=(1280, 720), persist=False, audio=audio)
    app.settings.animation_speed = SPEED
    app.settings.handover_screens = False
    for _ in range(12):
        app.step_frame(DT)
    ids = plugins.ids()
    started = time.perf_counter()
    after: list[float] = []
    game = 0
    while game < count:
        entry = plugins.manifest(ids[(game // 2) % len(ids)])
        n = entry.max_players
        app.start_game(Session(entry.id, default_seats(n, [entry.levels[0]] * n), seed=game))
        play_out(app)
        game += 1
        if game < count:
            app.play_again()  # the same table again, a new seed
            play_out(app)
            game += 1
        app.back_to_launcher()
        for _ in range(3):
            app.step_frame(DT)
        after.append(rss_mb())
    return {"rss_first_mb": round(after[0], 1), "rss_last_mb": round(after[-1], 1),
            "rss_growth_mb": round(after[-1] - after[0], 1), "rss_mb": [round(x, 1) for x in after],
            "games": count, "seconds": round(time.perf_counter() - started, 1)}
