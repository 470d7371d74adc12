"""A random-event run through the real App (no crash, no traceback, every file readable).

    python tools/torture.py --minutes 30 [--seed 1] [--home DIR]

A parent process starts child runs one after another, all on one CASTLE_GAMES_HOME (a
temporary folder unless --home). Each child opens the real App (headless SDL) and throws
random events at it for a while: mouse moves and clicks (half of them on a widget of the
screen on top), keys (Tab, Enter, Space, Esc, arrows, digits, letters, F11), window
resizes, Quit (the window's close box), new games of every installed game (Seven Locks also
by ear), resumes of saved games, and restarts of the App in the same process. A child ends
by quitting, or is killed with SIGKILL by the parent at a random moment (a power cut).

At the end it reports, as one JSON object on the last line: events, frames, games started,
restarts, kills, Oops screens, tracebacks and ERROR lines in the log files and in the
children's stderr, and every file under the home read back (unreadable ones, set-aside
ones, temporary leftovers after a last start). It exits 1 unless all of those are zero.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KEYS = ["K_TAB", "K_RETURN", "K_SPACE", "K_ESCAPE", "K_LEFT", "K_RIGHT", "K_UP", "K_DOWN",
        "K_1", "K_2", "K_3", "K_4", "K_5", "K_7", "K_a", "K_b", "K_h", "K_k", "K_s", "K_y",
        "K_n", "K_BACKSPACE", "K_F11"]


# -- one child run --------------------------------------------------------------------------
def child(seed: int, seconds: float) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    import pygame

    from castle_games import plugins
    from castle_games.core.seats import COMPUTER, HUMAN, LEVELS, Seat
    from castle_games.session import Session, autosave_path
    from castle_games.ui.app import App
    from castle_games.ui.screens import OopsScene

    rng = random.Random(seed)
    stats = {"events": 0, "frames": 0, "games": 0, "restarts": 0, "oops": 0, "resumes": 0}
    games = plugins.ids()
    end = time.monotonic() + seconds
    last_report = 0.0

    def report() -> None:
        print(json.dumps(stats), flush=True)

    def new_app() -> App:
        return App(headless=True, size=rng.choice([(1280, 720), (960, 540), (1600, 900)]),
                   audio=False)

    def widget_point(app: App) -> tuple[int, int] | None:
        group = getattr(app.top, "group", None)
        widgets = [w for w in getattr(group, "widgets", []) if getattr(w, "visible", True)]
        if not widgets:
            return None
        rect = rng.choice(widgets).rect
        scale, box = app.layout()
        return (int(box.x + rect.centerx * scale), int(box.y + rect.centery * scale))

    def start_random_game(app: App) -> None:
        game = rng.choice(games)
        entry = plugins.manifest(game)
        n = rng.randint(entry.min_players, entry.max_players)
        humans = rng.randint(0, min(2, n))
        seats = [Seat(f"P{i}", colour, HUMAN if i < humans else COMPUTER,
                      None if i < humans else rng.choice(LEVELS))
                 for i, colour in zip(range(n), ["red", "blue", "green", "yellow", "purple"],
                                      strict=False)]
        modes = [m.flag for m in entry.modes]
        app.mode = rng.choice(modes) if modes and rng.random() < 0.3 else None
        session = Session(game, seats, rng.randrange(1 << 30), autosave=autosave_path(game))
        app.start_game(session)
        stats["games"] += 1

    app = new_app()
    while time.monotonic() < end:
        roll = rng.random()
        try:
            if roll < 0.004:
                app.guard(lambda a=app: start_random_game(a))
            elif roll < 0.006:
                found = app.saved_games()
                if found:
                    app.guard(lambda a=app, f=found: a.resume_saved(rng.choice(f).path))
                    stats["resumes"] += 1
            elif roll < 0.007:  # the window's close box, twice: asked, then quit
                app.feed(pygame.event.Event(pygame.QUIT))
                app.feed(pygame.event.Event(pygame.QUIT))
            elif roll < 0.02:
                w, h = rng.randint(320, 2000), rng.randint(180, 1200)
                app.feed(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
            elif roll < 0.45:
                point = widget_point(app) if rng.random() < 0.5 else None
                if point is None:
                    point = (rng.randint(0, 1279), rng.randint(0, 719))
                app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0),
                                            buttons=(0, 0, 0)))
                button = 1 if rng.random() < 0.9 else 3
                app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=button))
                app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=button))
            else:
                key = getattr(pygame, rng.choice(KEYS))
                char = pygame.key.name(key) if len(pygame.key.name(key)) == 1 else ""
                app.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char,
                                            scancode=0))
                app.feed(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=char,
                                            scancode=0))
            stats["events"] += 1
            for _ in range(rng.choice([1, 1, 2, 5, 30])):
                app.step_frame(rng.choice([1 / 60, 1 / 60, 0.05, 0.1]))
                stats["frames"] += 1
            if any(isinstance(s, OopsScene) for s in app.stack):
                stats["oops"] += 1
                app.back_to_launcher()
            if not app.running:  # quit: start again, as a family would
                app.save_settings()
                app = new_app()
                stats["restarts"] += 1
        except Exception as exc:  # noqa: BLE001 - counted: the app's own net let it through
            import traceback

            traceback.print_exc()
            stats["escaped"] = stats.get("escaped", 0) + 1
            print(f"escaped: {exc!r}", file=sys.stderr)
            app = new_app()
        if time.monotonic() - last_report > 1.0:
            last_report = time.monotonic()
            report()
    app.quit()
    app.quit()
    app.save_settings()
    report()
    return 0


# -- reading back everything under the home ----------------------------------------------------
def read_back(home: Path) -> dict:
    sys.path.insert(0, str(ROOT))
    from castle_games.core import jsonfile, saves
    from castle_games.core.settings import load_settings

    saves.list_saved(home / "data" / "saves")  # a last start (nothing else writes now)
    load_settings(home / "config" / "settings.json")
    for folder in (home / "data" / "saves", home / "config"):
        jsonfile.clean_leftovers(folder, age_s=0)
    out = {"files": 0, "json_files": 0, "unreadable": [], "set_aside": [], "leftover_tmp": [],
           "log_tracebacks": 0, "log_errors": 0}
    for path in sorted(home.rglob("*")):
        if not path.is_file():
            continue
        out["files"] += 1
        name = path.name
        if ".unreadable-" in name:
            out["set_aside"].append(str(path.relative_to(home)))
        elif name.endswith(".tmp"):
            out["leftover_tmp"].append(str(path.relative_to(home)))
        elif name.endswith(".json"):
            out["json_files"] += 1
            try:
                jsonfile.read_json(path)
            except jsonfile.UnreadableFile as exc:
                out["unreadable"].append(str(exc))
        elif ".log" in name:
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                out["unreadable"].append(f"{name}: {exc}")
                continue
            out["log_tracebacks"] += text.count("Traceback")
            out["log_errors"] += sum(" ERROR " in line for line in text.splitlines())
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--home", type=Path)
    parser.add_argument("--child", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        return child(args.seed, args.child)

    home = args.home or Path(tempfile.mkdtemp(prefix="castle-torture-"))
    env = dict(os.environ, CASTLE_GAMES_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    rng = random.Random(args.seed)
    total = {"events": 0, "frames": 0, "games": 0, "restarts": 0, "oops": 0, "resumes": 0,
             "escaped": 0, "children": 0, "kills": 0, "stderr_tracebacks": 0,
             "child_failures": 0}
    stderr_samples: list[str] = []
    start = time.monotonic()
    end = start + args.minutes * 60
    while time.monotonic() < end:
        left = end - time.monotonic()
        seconds = min(left, rng.uniform(5, 60))
        kill_at = rng.uniform(1, seconds) if rng.random() < 0.4 else None
        proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--child", f"{seconds:.1f}",
             "--seed", str(rng.randrange(1 << 30))], env=env, cwd=ROOT,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        total["children"] += 1
        try:
            if kill_at is not None:
                time.sleep(kill_at)
                proc.send_signal(signal.SIGKILL)
                total["kills"] += 1
            out, err = proc.communicate(timeout=seconds + 120)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
            total["child_failures"] += 1
        if kill_at is None and proc.returncode != 0:
            total["child_failures"] += 1
        lines = [line for line in out.splitlines() if line.startswith("{")]
        if lines:
            for key, value in json.loads(lines[-1]).items():
                total[key] = total.get(key, 0) + value
        if "Traceback" in err or "Logging error" in err:
            total["stderr_tracebacks"] += err.count("Traceback") + err.count("Logging error")
            stderr_samples.append(err[-2000:])
    total["minutes"] = round((time.monotonic() - start) / 60, 2)
    back = read_back(home)
    result = {**total, **back, "home": str(home)}
    for sample in stderr_samples[:3]:
        print(sample, file=sys.stderr)
    print(json.dumps(result))
    bad = (total["oops"] + total["escaped"] + total["stderr_tracebacks"] + total["child_failures"]
           + back["log_tracebacks"] + back["log_errors"] + len(back["unreadable"])
           + len(back["set_aside"]) + len(back["leftover_tmp"]))
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
