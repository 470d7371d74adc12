"""Sound recipes: sounds/*.toml read as data and rendered to arrays or WAV files.

The recipes lie in more than one folder: the shared ones (the menus', the shell's, and
those several games play) in castle_games/sounds/, and each game's own in the folder its
manifest declares (`Manifest.sound_folder`, castle_games/games/<game>/sounds/), found
through the installed games (plugins.py), never by a game's name. A name is one recipe:
two folders holding the same name is a mistake, said with both places.

A recipe is a few layers, each naming a generator (generators.py) and its settings, mixed
at a start time and gain, then given a little room, a master level, fades and a safety
limit. Parameters a caller may set (`impulse`, `count`, `n`, ...) are declared in the
recipe with a default and a range; every recipe also takes `pan` (-1 left .. 1 right) and
`variant` (0..15, a different random take of the same sound). A recipe file looks like:

    description = "A die lands on the felt."
    role = "cue"             # what it is for: sets its loudness (ROLE_LOUDNESS)
    duration = 0.25          # seconds, tail included
    level_db = -6.0          # gain of the mix (about the default render's peak), set by
                             # tools/loudness.py for the role; the -1 dBFS limit follows
    reverb = { rt60 = 0.3, wet = 0.1 }

    [params.impulse]
    default = 0.7
    min = 0.0
    max = 1.0
    step = 0.05              # values are rounded to this, so renders can be cached

    [[layer]]
    generator = "impact"
    material = "felt"
    freq = 140
    gain_by = "impulse"      # layer gain = floor + (1 - floor) * impulse ** gain_exp
    gain_exp = 1.6
"""

from __future__ import annotations

import math
import wave
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

import numpy as np

from castle_games import paths, plugins
from castle_games.audio import synth
from castle_games.audio.generators import COMMON_KEYS, GENERATORS, generator
from castle_games.audio.synth import F32, SR

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

CEILING_DBFS = -1.0
# How loud each kind of sound is heard: the loudest momentary loudness (ITU-R BS.1770,
# 400 ms blocks) of its default render, in LUFS. A recipe's level_db is set so it sits at
# its role's target (tools/loudness.py measures and writes it; a test holds every recipe
# within LOUDNESS_TOLERANCE_LU), so no sound is startlingly loud or lost beside another.
ROLE_LOUDNESS = {
    "fanfare": -16.0,   # a game won or lost, a sting, the dragon: the loudest, and rare
    "cue": -20.0,       # what happens on the table: a key, a pearl, a card, a ghost
    # a short contact heard many at a time (a die's hits, a step, a tile laid): a click of
    # a few milliseconds cannot fill a 400 ms block as a longer cue does without clipping
    "tap": -25.0,
    "step": -28.0,      # a figure's footsteps, softer than what they walk past
    "earcon": -20.0,    # the by-ear vocabulary: towers, seats, questions, counts
    "ui": -26.0,        # menus and buttons: quieter than the game
    "ambience": -38.0,  # a background that runs on under everything (the sand-glass)
}
LOUDNESS_TOLERANCE_LU = 1.5
# A soft, short sound (a die's tap) may need gain past its layers' peak to be heard at its
# role's loudness; the -1 dBFS limiter still holds every peak.
MAX_LEVEL_DB = 9.0
_RECIPE_KEYS = {"description", "role", "duration", "level_db", "reverb", "params", "layer",
                "fade_in_ms", "fade_out_ms", "pan_by"}
_PARAM_KEYS = {"default", "min", "max", "step", "integer", "doc"}
_REVERB_KEYS = {"rt60", "wet", "damping", "predelay"}


@dataclass(frozen=True)
class ParamSpec:
    name: str
    default: float
    low: float
    high: float
    step: float = 0.0
    integer: bool = False
    doc: str = ""

    def resolve(self, sound: str, raw: str | float) -> float:
        """A caller's value (a string from the command line, or a number) checked and rounded."""
        if isinstance(raw, bool):
            raise ValueError(f"sound {sound}: parameter {self.name} must be a number, not {raw!r}")
        try:
            value = float(raw)
        except (TypeError, ValueError):
            raise ValueError(
                f"sound {sound}: parameter {self.name} must be a number, not {raw!r}") from None
        if not math.isfinite(value):
            raise ValueError(f"sound {sound}: parameter {self.name} must be finite")
        if self.integer:
            if value != int(value):
                raise ValueError(
                    f"sound {sound}: parameter {self.name} must be a whole number, not {raw!r}")
        if not self.low <= value <= self.high:
            raise ValueError(f"sound {sound}: parameter {self.name} must be between "
                             f"{self.low:g} and {self.high:g}, not {value:g}")
        if self.step > 0:
            value = round(round(value / self.step) * self.step, 6)
        return value


# Every recipe takes these two.
_UNIVERSAL = {
    "pan": ParamSpec("pan", 0.0, -1.0, 1.0, 0.0, False, "-1 left, 0 centre, 1 right"),
    "variant": ParamSpec("variant", 0.0, 0.0, 15.0, 1.0, True, "another take of the sound"),
}


@dataclass(frozen=True)
class Recipe:
    name: str
    description: str
    duration: float
    level_db: float
    layers: tuple[Mapping[str, Any], ...]
    params: Mapping[str, ParamSpec]
    reverb: Mapping[str, float] | None
    fade_in_ms: float
    fade_out_ms: float
    # (param, low, high): the param places the sound, low hard left .. high hard right;
    # a value below `low` leaves the `pan` param in charge (e.g. tower=0).
    pan_by: tuple[str, float, float] | None = None
    role: str = "cue"  # a key of ROLE_LOUDNESS

    def pan_for(self, values: Mapping[str, float]) -> float:
        if self.pan_by is None:
            return float(values["pan"])
        name, low, high = self.pan_by
        value = float(values[name])
        if value < low:
            return float(values["pan"])
        return (value - low) / (high - low) * 2.0 - 1.0


class RecipeError(ValueError):
    """A recipe file that cannot be used (named in the message)."""


def _check_keys(where: str, table: Mapping[str, Any], allowed: set[str] | frozenset[str]) -> None:
    extra = sorted(set(table) - set(allowed))
    if extra:
        raise RecipeError(f"{where}: unknown key(s) {', '.join(extra)}")


def _parse_pan_by(where: str, raw: Any, params: Mapping[str, ParamSpec]
                  ) -> tuple[str, float, float] | None:
    if raw is None:
        return None
    try:
        name, low, high = str(raw[0]), float(raw[1]), float(raw[2])
    except (TypeError, ValueError, IndexError):
        raise RecipeError(f"{where}: pan_by must be [param, low, high]") from None
    if name not in params or not high > low:
        raise RecipeError(f"{where}: pan_by names no param of this recipe, or low >= high")
    return name, low, high


def parse_recipe(name: str, data: Mapping[str, Any], where: str = "") -> Recipe:
    where = where or f"sounds/{name}.toml"
    _check_keys(where, data, _RECIPE_KEYS)
    params = dict(_UNIVERSAL)
    for pname, table in data.get("params", {}).items():
        _check_keys(f"{where} [params.{pname}]", table, _PARAM_KEYS)
        try:
            spec = ParamSpec(pname, float(table["default"]), float(table["min"]),
                             float(table["max"]), float(table.get("step", 0.0)),
                             bool(table.get("integer", False)), str(table.get("doc", "")))
        except KeyError as exc:
            raise RecipeError(f"{where} [params.{pname}] needs {exc.args[0]}") from None
        if not spec.low <= spec.default <= spec.high:
            raise RecipeError(f"{where} [params.{pname}]: default outside min..max")
        params[pname] = spec
    layers = tuple(data.get("layer", ()))
    if not layers:
        raise RecipeError(f"{where}: no [[layer]]")
    for i, layer in enumerate(layers):
        gen = generator(str(layer.get("generator", "")))
        if gen is None:
            raise RecipeError(f"{where} layer {i + 1}: generator must be one of "
                              f"{', '.join(sorted(GENERATORS))}")
        _check_keys(f"{where} layer {i + 1}", layer, gen.keys | COMMON_KEYS)
        if "gain_by" in layer and layer["gain_by"] not in params:
            raise RecipeError(f"{where} layer {i + 1}: gain_by names no declared parameter")
    reverb = data.get("reverb")
    if reverb is not None:
        _check_keys(f"{where} reverb", reverb, _REVERB_KEYS)
    role = str(data.get("role", "cue"))
    if role not in ROLE_LOUDNESS:
        raise RecipeError(f"{where}: role must be one of {', '.join(ROLE_LOUDNESS)}")
    return Recipe(
        name=name,
        description=str(data.get("description", "")),
        duration=float(data.get("duration", 0.5)),
        level_db=min(float(data.get("level_db", -6.0)), MAX_LEVEL_DB),
        layers=layers,
        params=params,
        reverb=dict(reverb) if reverb else None,
        fade_in_ms=float(data.get("fade_in_ms", 1.0)),
        fade_out_ms=float(data.get("fade_out_ms", 20.0)),
        pan_by=_parse_pan_by(where, data.get("pan_by"), params),
        role=role,
    )


# Whose recipes a folder holds: the shared folder's owner, else a game's id.
SHARED = "shared"


@dataclass(frozen=True)
class _Index:
    recipes: dict[str, Recipe]
    owners: dict[str, str]          # recipe name -> SHARED or a game's id
    files: dict[str, Traversable]   # recipe name -> its file


def folders() -> tuple[tuple[str, Traversable], ...]:
    """(owner, folder) of every recipe folder: the shared one, then each installed game's."""
    return _folders(plugins.manifests())


@lru_cache(maxsize=4)
def _folders(games: tuple[Any, ...]) -> tuple[tuple[str, Traversable], ...]:
    found: list[tuple[str, Traversable]] = [(SHARED, paths.sound_recipe_dir())]
    for game in games:
        folder = game.sound_recipes()
        if folder is not None:
            found.append((game.id, folder))
    return tuple(found)


def _where(owner: str, file: Traversable) -> str:
    return f"sounds/{file.name}" if owner == SHARED else f"{owner}'s sounds/{file.name}"


@lru_cache(maxsize=4)
def _read(places: tuple[tuple[str, Traversable], ...]) -> _Index:
    index = _Index({}, {}, {})
    for owner, folder in places:
        for file in sorted((f for f in folder.iterdir() if f.name.endswith(".toml")),
                           key=lambda f: f.name):
            name, where = file.name[:-len(".toml")], _where(owner, file)
            if name in index.owners:
                raise RecipeError(
                    f"{where}: the sound {name!r} is {_where(index.owners[name], file)} "
                    "already; a name is one recipe (a sound two games play is shared: "
                    "castle_games/sounds/)")
            try:
                data = tomllib.loads(file.read_text(encoding="utf-8"))
            except tomllib.TOMLDecodeError as exc:
                raise RecipeError(f"{where}: {exc}") from None
            index.recipes[name] = parse_recipe(name, data, where)
            index.owners[name] = owner
            index.files[name] = file
    return index


def _index() -> _Index:
    return _read(folders())


def _recipes() -> dict[str, Recipe]:
    return _index().recipes


def reload() -> None:
    """Forget the parsed recipes (after editing a file while auditioning)."""
    _folders.cache_clear()
    _read.cache_clear()


def list_names() -> list[str]:
    return sorted(_recipes())


def owner(name: str) -> str:
    """SHARED, or the id of the game whose folder holds the recipe `name` (KeyError if none)."""
    recipe(name)
    return _index().owners[name]


def names_for(game_id: str) -> set[str]:
    """The recipes a game may play: its own and the shared ones."""
    return {n for n, o in _index().owners.items() if o in (SHARED, game_id)}


def recipe_file(name: str) -> Path:
    """Where the recipe `name` is written (for tools that rewrite a recipe)."""
    recipe(name)
    return Path(str(_index().files[name]))


def recipe(name: str) -> Recipe:
    try:
        return _recipes()[name]
    except KeyError:
        raise KeyError(f"unknown sound {name!r}; known sounds: "
                       f"{', '.join(list_names())}") from None


def resolve_params(name: str, params: Mapping[str, str | float] | None = None) -> dict[str, float]:
    """Defaults filled in, the caller's values checked and rounded to their steps."""
    rec = recipe(name)
    given = dict(params or {})
    unknown = sorted(set(given) - set(rec.params))
    if unknown:
        raise ValueError(f"sound {name} has no parameter {', '.join(unknown)}; "
                         f"it takes: {', '.join(sorted(rec.params))}")
    return {p: (spec.resolve(name, given[p]) if p in given else spec.default)
            for p, spec in rec.params.items()}


def _seed(name: str, variant: float) -> int:
    return zlib.crc32(name.encode()) * 16 + int(variant)


def _render_mono(rec: Recipe, values: Mapping[str, float]) -> np.ndarray:
    n = synth.n_samples(rec.duration)
    rng = np.random.default_rng(_seed(rec.name, values.get("variant", 0.0)))
    out = np.zeros(n, dtype=F32)
    for layer in rec.layers:
        start = synth.n_samples(float(layer.get("at", 0.0))) if layer.get("at") else 0
        if start >= n:
            continue
        sig = GENERATORS[layer["generator"]].fn(layer, values, rng, n - start)
        gain = synth.db_to_gain(float(layer.get("gain_db", 0.0)))
        if "gain_by" in layer:
            floor = float(layer.get("gain_floor", 0.0))
            by = max(0.0, values[layer["gain_by"]])
            gain *= floor + (1.0 - floor) * by ** float(layer.get("gain_exp", 1.0))
        k = min(sig.size, n - start)
        # a layer cut short by its duration or the recipe's end must not click
        out[start:start + k] += F32(gain) * synth.fade(sig[:k], 0.0, 3.0)
    if rec.reverb:
        out = synth.reverb(out, **rec.reverb)
    out *= F32(synth.db_to_gain(rec.level_db))
    out = synth.fade(out, rec.fade_in_ms, rec.fade_out_ms)
    return synth.limit(out, CEILING_DBFS)


def render_mono(name: str, params: Mapping[str, str | float] | None = None) -> np.ndarray:
    """The sound before panning: float32, shape (n,), 44.1 kHz, peak <= -1 dBFS."""
    values = resolve_params(name, params)
    return _render_mono(recipe(name), values)


def render(name: str, params: Mapping[str, str | float] | None = None) -> np.ndarray:
    """The sound as float32 stereo, shape (n, 2), 44.1 kHz, placed by its `pan` param."""
    values = resolve_params(name, params)
    rec = recipe(name)
    mono = _render_mono(rec, values)
    return synth.pan_stereo(mono, rec.pan_for(values))


def to_int16(stereo: np.ndarray) -> np.ndarray:
    return np.round(np.clip(stereo, -1.0, 1.0) * 32767.0).astype(np.int16)


def render_to_wav(name: str, path: str | Path,
                  params: Mapping[str, str | float] | None = None) -> Path:
    """Write a 16-bit, 44.1 kHz stereo WAV file; returns the path."""
    data = to_int16(render(name, params))
    path = Path(path)
    try:
        with open(path, "wb") as raw, wave.open(raw, "wb") as out:
            out.setnchannels(2)
            out.setsampwidth(2)
            out.setframerate(SR)
            out.writeframes(data.astype("<i2").tobytes())
    except OSError as exc:
        # a ValueError, so the command line prints one line instead of a traceback
        raise ValueError(f"cannot write {path}: {exc.strerror or exc}") from None
    return path
