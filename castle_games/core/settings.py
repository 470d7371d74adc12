"""The player's settings, kept in the user's config folder and remembered between runs."""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from castle_games import paths
from castle_games.core.jsonfile import UnreadableFile, read_versioned, set_aside, write_atomically

SETTINGS_KIND = "castle-games-settings"
SETTINGS_VERSION = 1

log = logging.getLogger(__name__)


@dataclass
class Settings:
    effects_volume: float = 0.8
    speech_volume: float = 0.9
    mono: bool = False
    # The full "Pass the mouse to Ben" screen between people's turns: off, a turn banner
    # is shown instead (no game here hides anything from one seat that another sees).
    handover_screens: bool = False
    fullscreen: bool = False
    animation_speed: float = 1.0
    sound_only_caption: bool = False
    # Seat setup remembered per game id: list of Seat dicts.
    seats: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    options: dict[str, dict[str, Any]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["kind"] = SETTINGS_KIND
        data["version"] = SETTINGS_VERSION
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Known keys of the right type are taken; anything else keeps its default."""
        settings = cls()
        for f in dataclasses.fields(cls):
            if f.name in data:
                value = data[f.name]
                default = getattr(settings, f.name)
                if isinstance(default, bool):
                    ok = isinstance(value, bool)
                elif isinstance(default, float):
                    ok = isinstance(value, int | float) and not isinstance(value, bool)
                    value = float(value) if ok else value
                else:
                    ok = isinstance(value, type(default))
                if ok:
                    setattr(settings, f.name, value)
        for name in ("effects_volume", "speech_volume"):
            setattr(settings, name, min(1.0, max(0.0, getattr(settings, name))))
        return settings


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


@dataclass
class LoadReport:
    settings: Settings
    problem: str | None = None  # a message for the window when the file was set aside


def load_settings(path: Path | None = None) -> LoadReport:
    path = path or settings_path()
    if not path.exists():
        return LoadReport(Settings())
    try:
        data = read_versioned(path, SETTINGS_KIND, SETTINGS_VERSION)
    except UnreadableFile as exc:
        moved = set_aside(path)
        where = f" It was moved to {moved.name}." if moved else ""
        log.warning("settings file unusable: %s", exc)
        return LoadReport(Settings(), f"Your settings file {exc.why}, so defaults are used.{where}")
    return LoadReport(Settings.from_dict(data))


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Save; on a read-only or full disk log it and carry on (returns False)."""
    path = path or settings_path()
    try:
        write_atomically(path, settings.to_dict())
        return True
    except OSError as exc:
        log.warning("could not save settings to %s: %s", path, exc)
        return False
