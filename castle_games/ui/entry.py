"""The command line's way into the window: `run()` checks the table asked for, opens the
app (the launcher, a game by name, or a game's newest saved game) and plays until Quit.

Everything said here before a window opens goes to the terminal in English (the player
typed a command); a problem found is a non-zero exit code, never a traceback.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

import pygame

from castle_games import paths, plugins
from castle_games.core import languages, saves
from castle_games.core import settings as settings_store
from castle_games.core.rng import new_seed
from castle_games.core.seats import Seat, parse_players
from castle_games.session import Session, autosave_path
from castle_games.ui.app import App
from castle_games.ui.window import StartupProblem

log = logging.getLogger("castle_games.ui")


def _check_players(game: str, seats: list[Seat] | None, typed: bool = True) -> None:
    """Refuse, before a window opens, a table the game cannot seat and (`typed`: from the
    command line) a name the table cannot show: the seat setup's name box holds as many
    letters, and a longer name runs over the other seats."""
    from castle_games.core.profiles import MAX_NAME

    entry = plugins.manifest(game)  # UnknownGame (a ValueError) for a game not installed
    if seats is None:
        return
    entry.check_players(len(seats))
    for seat in seats if typed else ():
        if not seat.is_human:
            continue
        if len(seat.name) > MAX_NAME:
            raise ValueError(f"a player's name has at most {MAX_NAME} letters (as at the "
                             f"table), not {len(seat.name)}: {seat.name[:MAX_NAME]}…")
        if not seat.name.isprintable():
            raise ValueError(f"a player's name is letters, not control characters: "
                             f"{seat.name!r}")


def _direct_session(game: str, players: str | None, seed: int | None,
                    settings: settings_store.Settings) -> Session:
    from castle_games.ui.setup import remembered_seats

    seats = parse_players(players) if players else remembered_seats(settings, game)
    _check_players(game, seats, typed=bool(players))
    options = settings_store.game_options(settings, plugins.manifest(game).game.options, game)
    return Session(game, seats, seed if seed is not None else new_seed(), options,
                   autosave=autosave_path(game))



def _screen_problem() -> str | None:
    """Why no window can be shown here (SDL would fall back to an invisible one), or None."""
    asked = os.environ.get("SDL_VIDEODRIVER", "")
    try:
        pygame.display.init()
        driver = pygame.display.get_driver()
    except pygame.error as exc:
        return f"Castle Games cannot open a window on this computer ({exc})."
    if driver in ("offscreen", "dummy") and driver not in asked.lower():
        pygame.display.quit()
        return ("Castle Games needs a screen, and none was found (no desktop to open a window "
                "on). Start it from the desktop, not from a remote terminal.")
    return None


def _say(message: str) -> None:
    try:
        print(f"castle-games: {message}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def newest_saved(game: str, mode: str | None = None) -> Path | None:
    """The newest saved game of `game` that can be resumed (begun in `mode`, when one is
    asked: --sound-only goes on with a by-ear game only), or None."""
    found, _problems = saves.list_saved(paths.saves_dir())  # (the app says the problems)
    for summary in found:
        if summary.game == game and not summary.newer and (mode is None
                                                           or summary.match.in_mode(mode)):
            return summary.path
    return None


def run(game: str | None = None, players: str | None = None, seed: int | None = None,
        mode: str | None = None, fullscreen: bool = False, language: str | None = None,
        resume: bool = False) -> int:
    """Open the window (the launcher, or straight into GAME, or with `resume` GAME's newest
    saved game) and play until Quit."""
    languages.choose(language)  # check the command line before any window opens
    if game is not None:
        _check_players(game, parse_players(players) if players else None)
    saved: Path | None = None
    if resume and game is not None:
        saved = newest_saved(game, mode)
        if saved is None:
            flag = "" if mode is None else " --" + mode.replace("_", "-")
            way = f" played{flag}" if flag else ""
            _say(f"there is no saved {plugins.manifest(game).title} game{way} to go on with; "
                 f"start a new one with: castle-games play {game}{flag}")
            return 1
    problem = _screen_problem()
    if problem:
        _say(problem)
        return 1
    try:
        # (a game asked for by name starts at once; the launcher's first start asks about
        # Read aloud; by ear, the voice is always on anyway)
        app = App(fullscreen=True if fullscreen else None, language=language,
                  ask_first=game is None)
    except StartupProblem as exc:
        _say(str(exc))
        pygame.quit()
        return 1
    except pygame.error as exc:
        _say(f"Castle Games cannot open a window ({exc}).")
        pygame.quit()
        return 1
    app.mode = mode
    no_sound = ""
    try:
        if saved is not None:
            app.guard(lambda: app.resume_saved(saved))
        elif game is not None:
            session = _direct_session(game, players, seed, app.settings)
            app.guard(lambda: app.start_game(session))
            if app.in_a_mode() and app.audio.silent:
                no_sound = ("this way to play is by ear, and no loudspeakers or headphones "
                            "were found (no sound device). Plug some in and start again.")
                _say(no_sound)
        app.shutdown.install()  # a logout's SIGTERM: saved and ended, no question
        code = app.loop()
        if no_sound:
            _say(no_sound)
            return code or 1
        return code
    except ValueError as exc:
        print(f"castle-games: {exc}", file=sys.stderr)
        return 2
    except Exception:
        log.exception("the app stopped")
        print("castle-games: something went wrong; details are in the log file", file=sys.stderr)
        return 1
    finally:
        app.shutdown.uninstall()
        pygame.quit()
