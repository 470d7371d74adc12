"""Where the shipped resources (assets/, the shared sounds/) and the user's folders are.

`assets/` (icons) sits at the top of the project in a checkout and an editable install;
in a wheel it is copied inside the package; in a PyInstaller bundle it sits next to the
package in the bundle folder. One function finds it in all three. The sound recipes lie
inside the package itself (castle_games/sounds/ the shared ones, each game's in its own
package, audio/recipes.py), as the door pictures do in the games' packages: package data
is where it is in every install, with nothing to copy.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "castle-games"
APP_AUTHOR = "castle-games"

_PACKAGE_DIR = Path(__file__).resolve().parent


def resource_dir(name: str) -> Path:
    """The folder `assets`, wherever this install keeps it."""
    candidates = [_PACKAGE_DIR / name, _PACKAGE_DIR.parent / name]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.insert(0, Path(bundle) / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"cannot find the {name}/ folder next to {_PACKAGE_DIR}")


def asset(*parts: str) -> Path:
    return resource_dir("assets").joinpath(*parts)


def sound_recipe_dir() -> Path:
    """The shared sound recipes (the menus', the shell's, those several games play)."""
    folder = _PACKAGE_DIR / "sounds"
    if not folder.is_dir():
        raise FileNotFoundError(f"cannot find the sounds/ folder in {_PACKAGE_DIR}")
    return folder


def _override(env: str) -> Path | None:
    value = os.environ.get(env)
    return Path(value) if value else None


def config_dir() -> Path:
    """Settings live here. CASTLE_GAMES_HOME overrides every user folder (tests use it)."""
    home = _override("CASTLE_GAMES_HOME")
    if home:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))


def data_dir() -> Path:
    """Saves and logs live here."""
    home = _override("CASTLE_GAMES_HOME")
    if home:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def saves_dir() -> Path:
    return data_dir() / "saves"


def log_dir() -> Path:
    return data_dir() / "logs"


def far_dir() -> Path:
    """The tables this computer sits at far away, and each seat's record."""
    return data_dir() / "far"
