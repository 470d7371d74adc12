"""The player's settings, kept in the user's config folder and remembered between runs."""

from __future__ import annotations

import dataclasses
import logging
import os
import typing
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from castle_games import paths
from castle_games.core import schema
from castle_games.core.contract import Option
from castle_games.core.jsonfile import (
    NewerFile,
    UnreadableFile,
    clean_leftovers,
    read_versioned,
    set_aside,
    set_aside_told,
    write_unless_newer,
)
from castle_games.core.languages import _

SETTINGS_KIND = "castle-games-settings"
SETTINGS_VERSION = 1

log = logging.getLogger(__name__)


Share = Annotated[float, schema.Range(0.0, 1.0)]  # a volume: silent .. full


@dataclass
class Settings:
    effects_volume: Share = 0.8
    speech_volume: Share = 0.9
    mono: bool = False
    # The full "Pass the mouse to Ben" screen between people's turns: off, a turn banner
    # is shown instead (no game here hides anything from one seat that another sees).
    handover_screens: bool = False
    fullscreen: bool = False
    animation_speed: Annotated[float, schema.Range(0.1, 10.0)] = 1.0
    # Seconds a computer waits after a person's move before its own, so that a child's
    # take-back (Backspace) comes before the computer shows anything.
    computer_wait: Annotated[float, schema.Range(0.0, 10.0)] = 2.0
    sound_only_caption: bool = False
    # The language of every word ("" until chosen: the system's, see core/languages.py).
    language: str = ""
    # Every prompt, hand-over and result spoken as it appears; the menus speak
    # the focused item whenever the keyboard moves the focus, whatever this says.
    read_aloud: bool = False
    # Whether the first start asked about Read aloud (ui/first_start.py): asked once only.
    read_aloud_asked: bool = False
    speech_rate: Annotated[float, schema.Range(0.6, 1.6)] = 1.0  # 0.6: slow, for children
    voice: str = "auto"       # which engine speaks (speech/engines.py); "auto": the first that works
    # Every line through the player's own screen reader (speech/screen_reader.py) when one
    # runs; the bundled voice otherwise.
    screen_reader: bool = False
    # How many words are said (speech/verbosity.py): "short" leaves out the ways to do a
    # thing and the menu items under the mouse; "detailed" adds long descriptions.
    verbosity: Literal["short", "normal", "detailed"] = "normal"
    # The games whose guided first game has been offered (the first time a game's seat
    # setup opens, "Show me how" is offered aloud and glows).
    guided_offered: list[str] = field(default_factory=list)
    # Family far away (remote/): the port guests on this home network connect to, and a
    # relay for family in other homes, an MQTT broker's address ("mqtt://host:1883"),
    # which a grown-up helping the family sets here (README: Playing with family far away).
    far_away_port: Annotated[int, schema.Range(1024, 65535)] = 8765
    relay: str = ""
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
        return cls.parse(data)[0]

    @classmethod
    def parse(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """The settings in `data` and the names of the parts that had to be dropped (the
        field types, and SCHEMA for the nested ones, are the schema)."""
        settings = cls()
        dropped: list[str] = []
        hints = typing.get_type_hints(cls, include_extras=True)
        for f in dataclasses.fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if f.name in ("seats", "options"):
                if not isinstance(value, dict):
                    dropped.append(f.name)
                    continue
                kept = {}
                for game, entry in value.items():
                    try:
                        kept[game] = schema.conform(entry, SCHEMA[f.name], f"{f.name}.{game}")
                    except schema.SchemaError:
                        dropped.append(f"{f.name} for {game}")
                setattr(settings, f.name, kept)
                continue
            try:
                setattr(settings, f.name, schema.conform(value, hints[f.name], f.name))
            except schema.SchemaError:
                dropped.append(f.name)
        return settings, dropped


# One game's entry in Settings.seats and Settings.options.
SCHEMA: dict[str, Any] = {
    "seats": list[dict[str, schema.JSONScalar]],
    "options": dict[str, schema.JSONScalar],
}


def game_options(settings: Settings, options: Sequence[Option], game_id: str) -> dict[str, Any]:
    """The remembered options of a game that it still has, each of its default's type and
    among its choices; anything else is left out (the game's default applies)."""
    saved = settings.options.get(game_id)
    if not isinstance(saved, dict):
        return {}
    kept: dict[str, Any] = {}
    for option in options:
        if option.key not in saved:
            continue
        value = saved[option.key]
        if option.allows(value):
            kept[option.key] = value
    for key, value in saved.items():  # a game's own remembered keys (by-ear depths)
        if key not in kept and not any(o.key == key for o in options):
            kept.setdefault(key, value)
    return kept


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


@dataclass
class LoadReport:
    settings: Settings
    problem: str | None = None  # a message for the window when the file was set aside
    first_start: bool = False   # there was no settings file: this computer's first start


def load_settings(path: Path | None = None) -> LoadReport:
    path = path or settings_path()
    clean_leftovers(path.parent)
    if not os.path.lexists(path):
        return LoadReport(Settings(), first_start=True)
    try:
        data = read_versioned(path, SETTINGS_KIND, SETTINGS_VERSION)
    except NewerFile as exc:
        log.warning("settings file of a newer version left as it is: %s", exc)
        return LoadReport(Settings(), _(
            "Your settings were saved by a newer Castle Games. They are left as they are; "
            "this one uses its own and does not save them."))
    except UnreadableFile as exc:
        log.warning("settings file unusable: %s", exc)
        return LoadReport(Settings(), set_aside_told(exc, _(
            "Your settings file cannot be used, so the defaults are used. {why}")))
    settings, dropped = Settings.parse(data)
    if not dropped:
        return LoadReport(settings)
    # Keep the old file (renamed) and the parts that were fine; the next save is clean.
    moved = set_aside(path)
    log.warning("settings file partly unusable (%s): %s", ", ".join(dropped), path)
    told = _("Some of your settings could not be used ({parts}), so their defaults are "
             "used.").format(parts=", ".join(dropped))
    if moved:
        told += " " + _("The old file was moved to {file}.").format(file=moved.name)
    return LoadReport(settings, told)


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Save; on a read-only or full disk log it and carry on (returns False). Settings of a
    newer version are not written over (False)."""
    path = path or settings_path()
    try:
        return write_unless_newer(path, settings.to_dict())
    except OSError as exc:
        log.warning("could not save settings to %s: %s", path, exc)
        return False
