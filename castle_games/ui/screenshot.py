"""Render one scene headless to a PNG (`castle-games screenshot SCENE --out FILE.png`).

Scenes: launcher, settings, gate (the grown-up gate before Settings), setup:GAME, rules:GAME, GAME (computer players make `moves`
moves first), gameover:GAME (played to the end), handover:GAME, pause:GAME, oops, and
tutorial:GAME (the guided first game at step `moves`, counted from 0: that many steps made
as the lesson asks; past the last step, its end) and hint:GAME (a person's hint on show at
their first decision).
The player's own settings and saves are neither read nor written.
"""

from __future__ import annotations

import os
from pathlib import Path

from castle_games import plugins
from castle_games.core.manifest import Manifest
from castle_games.core.seats import COLOURS, COMPUTER, DEFAULT_NAMES, HUMAN, Seat
from castle_games.table_model import TableModel

SCENE_NAMES = ("launcher", "settings", "gate", "fame", "join", "setup:GAME", "rules:GAME", "GAME",
               "invite:GAME", "hosted:GAME", "gameover:GAME",
               "handover:GAME", "pause:GAME", "oops", "tutorial:GAME", "hint:GAME")
MAX_ACTIONS = 20_000  # a game that has not ended by then is broken; stop rather than hang


def _unknown(name: str) -> ValueError:
    return ValueError(f"unknown scene {name!r}; scenes are: {', '.join(SCENE_NAMES)} "
                      f"(GAME is one of {', '.join(plugins.ids())})")


def _seats(entry: Manifest, humans: int = 0) -> list[Seat]:
    n = min(entry.max_players, max(entry.min_players, 3))
    colours = list(COLOURS)
    return [Seat(DEFAULT_NAMES[i], colours[i], HUMAN) if i < humans else
            Seat(DEFAULT_NAMES[i], colours[i], COMPUTER, "normal") for i in range(n)]


def _table(app, session):
    """The game's own scene (in the app's mode, if the game has it) on a seat's table."""
    return session.manifest.make_scene(app, TableModel(session),
                                       session.manifest.own_mode(app.mode))


def _show(app, session, scene) -> None:
    app.show_game(session, scene)
    skip = getattr(scene, "skip_animations", None)
    if callable(skip):
        skip()


def build(app, name: str, seed: int = 1, moves: int = 0) -> None:
    """Put the named scene on top of a fresh headless app."""
    from castle_games.session import Session
    from castle_games.ui.screens import HandoverScene, OopsScene

    kind, _, game_id = name.partition(":")
    if name == "launcher":
        return
    if name == "settings":  # the screen itself (the grown-up gate in front is `gate`)
        from castle_games.ui.settings_screen import SettingsScene

        app.push(SettingsScene(app))
        return
    if name == "gate":
        app.open_settings()
        return
    if name == "fame":  # the Hall of fame (the family's results)
        from castle_games.ui.hall_of_fame import HallOfFameScene

        app.push(HallOfFameScene(app))
        return
    if name == "join":  # joining family far away (a code half picked)
        from castle_games.ui.far_guest import JoinScene

        join = JoinScene(app)
        for n in (4, 17, 26, 0):
            join.code.append(n)
        app.push(join)
        return
    if name == "oops":
        app.push(OopsScene(app, saved=True, log_path=None))
        return
    if not game_id:
        kind, game_id = "game", name
    if game_id not in plugins.ids():
        raise _unknown(name)
    if kind == "rules":
        app.rules_page(game_id)
        return
    entry = plugins.manifest(game_id)
    if kind == "setup":
        from castle_games.ui.setup import SetupScene

        app.push(SetupScene(app, game_id))
        return
    if kind == "tutorial":
        from castle_games.ui.lesson import coach, lesson_of, lesson_session

        lesson = lesson_of(game_id)
        if lesson is None:
            raise ValueError(f"{entry.title} has no guided game")
        session = lesson_session(game_id, moves=moves, computers_first=True)
        scene = _table(app, session)
        _show(app, session, scene)
        coach(scene, lesson)
        return
    if kind in ("invite", "hosted"):  # a table with a seat far away: the invite, the table
        seats = [Seat(DEFAULT_NAMES[0], "red", HUMAN),
                 Seat("Oma", "blue", HUMAN, far_away=True),
                 Seat(DEFAULT_NAMES[2], "green", COMPUTER, "normal")][:entry.max_players]
        session = Session(game_id, seats, seed)
        while kind == "hosted" and not session.over and session.to_move != 1:
            session.apply(session.state.legal_actions()[0])  # (until Oma's turn)
        app.start_game(session)
        if kind == "hosted":
            app.pop()  # (the invite, read: the table, waiting for Oma to join)
        return
    if kind not in ("game", "gameover", "handover", "pause", "hint"):
        raise _unknown(name)
    humans = {"handover": 2, "hint": 1}.get(kind, 0)
    session = Session(game_id, _seats(entry, humans=humans), seed)
    # (a hint is shown at the person's first decision: the computers before them move)
    to_play = MAX_ACTIONS if kind in ("gameover", "hint") else max(0, moves)
    for _ in range(to_play):
        if session.over:
            break
        if not session.is_bot_turn():
            break
        session.play_bot()
    scene = _table(app, session)
    _show(app, session, scene)
    if kind == "hint":  # the person's hint, asked for at their first decision
        app.step_frame(1 / 60)
        scene.show_hint()
    if kind == "gameover":
        app.game_over(session)
    elif kind == "pause":
        app.pause()
    elif kind == "handover":
        seat = session.to_move if session.to_move is not None else 0
        app.push(HandoverScene(app, session, seat, lambda: None))


def render(scene_name: str, out: str | os.PathLike[str], size: tuple[int, int] = (1280, 720),
           seed: int = 1, moves: int = 0, mode: str | None = None) -> Path:
    """Draw `scene_name` headless and save the canvas, scaled to `size`, as a PNG."""
    if not os.environ.get("SDL_VIDEODRIVER"):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    import pygame

    from castle_games.ui.app import App
    from castle_games.ui.scene import CANVAS_SIZE

    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    app.mode = mode
    build(app, scene_name, seed, moves)
    for _ in range(4):
        app.step_frame(1 / 60)
    image = app.canvas
    if tuple(size) != CANVAS_SIZE:
        image = pygame.transform.smoothscale(image, tuple(size))
    path = Path(out)
    if path.parent and not path.parent.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(image, str(path))
    return path
