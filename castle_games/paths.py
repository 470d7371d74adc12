"""Where the shipped resources (assets/, sounds/) and the user's folders are.

In a checkout and an editable install the resources sit at the top of the project;
in a wheel they are copied inside the package; in a PyInstaller bundle they sit
next to the package in the bundle folder. One function finds them in all three.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "castle-games"
APP_AUTHOR = "castle-games"

_PACKAGE_DIR = Path(__file__).resolve().parent


def resource_dir(name: str) -> Path:
    """The folder `assets` or `sounds`, wherever this install keeps it."""
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
    return resource_dir("sounds")


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
