"""What a game plugin declares to the shell: its MANIFEST (DESIGN.md, "Layers").

Each game package exports one `Manifest` in its `__init__` and names it in the
`castle_games.games` entry-point group (pyproject.toml). The shell — launcher, setup,
app, screenshot, command line, simulate, bench — only iterates the manifests it is given
and never names a game, the way pytest iterates its plugins.

A manifest is data, declared in the package's `game.toml` (`Manifest.declared`), and cheap
to load: the heavy parts (rules, bots, the scene, the door art) are named as
"module:attribute" inside the game's package and imported the first time they are asked
for, so the launcher's first frame does not wait for five games' code. Its files (sound
recipes, door pictures) lie in the package too, named by paths relative to it, so they
travel with the game into a wheel or a bundle.
"""

from __future__ import annotations

import dataclasses
import importlib
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from castle_games.core.bots import CHILD, Bot, BotLevels, child_strength
from castle_games.core.contract import GameDef
from castle_games.core.seats import LEVELS, Seat, nearest_level


class UnknownGame(ValueError):
    """A game id that no installed plugin declares."""


class UnknownLevel(ValueError):
    """A computer level that this game's bots do not have."""


@dataclass(frozen=True)
class Mode:
    """An extra way to play a game (Seven Locks by ear): its own scene, its own button.

    `flag` is the word the command line and the save use (`--sound-only`, "sound_only").
    """

    flag: str
    label: str
    help: str
    scene: str  # "module:attribute" of make_scene(app, table) for this mode


@dataclass(frozen=True)
class Manifest:
    id: str
    title: str
    subtitle: str          # the box's own name, when the title is shorter
    pitch: str             # one line on the door: what you do
    min_players: int
    max_players: int
    package: str           # the game package's import name, where the parts below live
    order: int = 100       # place among the doors (lower first; ties by id)
    score_word: str = "Points"  # what a score counts, as the game-over table says it
    door_wood: tuple[int, int, int] = (120, 84, 52)
    door_emblem: str = "door:emblem"       # draw(surface, centre, radius)
    rules: str = "rules:GAME"
    bots: str = "bot:BOTS"                 # {level: class(seat, level, seed)}
    scene: str = "view:make_scene"         # make_scene(app, table) -> Scene
    sounds: str = "view:SOUNDS"            # recipe names to render before they are needed
    # The game's own sound recipes (*.toml), a folder of its package; the recipes several
    # games or the shell play are shared (castle_games/sounds/). audio/recipes.py reads both.
    sound_folder: str = "sounds"
    # The door's pictures in the package, {kind} "open" or "closed" (tools/make_assets.py
    # makes them; the launcher draws the door itself when one is missing).
    door_pictures: str = "door-{kind}.png"
    guide: str = "guide:GUIDE"             # the rules page: [(heading, text), ...]
    story: str = "story:describe"          # describe(event, seats) -> a sentence, or None
    # The guided first game (core/lesson.py) and the rules page's drawings: {heading (the
    # guide's msgid): draw(surface, rect)}. A game without the module has none.
    lesson: str = "lesson:LESSON"
    guide_pictures: str = "guide_art:PICTURES"
    # A match: totals carry over, and this names next_options(totals, previous options) ->
    # the next game's options (Knobelschatz: the lowest total begins; Seven Locks: the next
    # player, so that the first seat's head start evens out). None: every game stands alone.
    match: str | None = None
    modes: tuple[Mode, ...] = field(default=())
    # The table's coloured pieces and their second signs, {kind: {colour: (rgb, sign)}}
    # beside the seats' own (core/seats.py): what the colour-blindness check reads.
    marks: str = "marks:MARKS"
    # The computer levels a seat may have in this game, weakest first (empty: each of the
    # seats' LEVELS its bots have). A game whose choices hardly change who wins offers one,
    # and says so in `levels_note`, a sentence the seat setup shows under the seats.
    seat_levels: tuple[str, ...] = ()
    levels_note: str = ""

    @classmethod
    def declared(cls, package: str, filename: str = "game.toml") -> Manifest:
        """The manifest a game package declares in its `game.toml`.

        `players = [min, max]`, `door_wood = [r, g, b]`, `[[modes]]` tables; every other key
        is a field of this class. An unknown or missing key is a mistake in the plugin and
        says which."""
        text = resources.files(package).joinpath(filename).read_text(encoding="utf-8")
        data = tomllib.loads(text)
        where = f"{package}/{filename}"
        try:
            low, high = (int(n) for n in data.pop("players"))
            modes = tuple(Mode(**m) for m in data.pop("modes", ()))
            if "seat_levels" in data:
                data["seat_levels"] = tuple(str(lv) for lv in data.pop("seat_levels"))
            if "door_wood" in data:
                r, g, b = (int(c) for c in data.pop("door_wood"))
                data["door_wood"] = (r, g, b)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{where}: {exc}") from None
        known = {f.name for f in dataclasses.fields(cls)} - {"min_players", "max_players",
                                                              "package", "modes"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"{where}: unknown key {unknown[0]!r}")
        try:
            return cls(min_players=low, max_players=high, package=package, modes=modes, **data)
        except TypeError as exc:
            raise ValueError(f"{where}: {exc}") from None

    # -- the package's files -------------------------------------------------------------
    def file(self, name: str) -> Traversable:
        """A file or folder of the game's package (it may not exist)."""
        return resources.files(self.package).joinpath(name)

    def sound_recipes(self) -> Traversable | None:
        """The folder of the game's own sound recipes, or None when it has none."""
        folder = self.file(self.sound_folder)
        return folder if folder.is_dir() else None

    def door_picture(self, kind: str) -> Traversable:
        return self.file(self.door_pictures.format(kind=kind))

    # -- the parts, loaded on first use ---------------------------------------------------
    def load(self, ref: str) -> Any:
        module, _, attr = ref.partition(":")
        return getattr(importlib.import_module(f"{self.package}.{module}"), attr)

    @property
    def game(self) -> GameDef[Any, Any]:
        return self.load(self.rules)

    @property
    def levels(self) -> tuple[str, ...]:
        return tuple(self.load(self.bots))

    @property
    def offered(self) -> tuple[str, ...]:
        """The computer levels a seat may have here (the seat setup offers these only)."""
        if self.seat_levels:
            return self.seat_levels
        have = self.levels
        return tuple(lv for lv in LEVELS if lv in have)

    def seated(self, seat: Seat) -> Seat:
        """`seat` with a level this game offers: a saved game or a remembered seat naming a
        level the game no longer has sits down at the nearest one."""
        if seat.is_human or seat.level in self.offered:
            return seat
        return dataclasses.replace(seat, level=nearest_level(seat.level, self.offered))

    def optional(self, ref: str) -> Any:
        """The part `ref` names, or None when the game has no such module (a broken one
        raises: a mistake in the plugin must be seen)."""
        try:
            return self.load(ref)
        except ModuleNotFoundError as exc:
            module = self.package + "." + ref.partition(":")[0]
            if exc.name and module.startswith(exc.name):
                return None
            raise

    def make_bot(self, seat: int, level: str, seed: int) -> Bot[Any]:
        bots: BotLevels[Any] = self.load(self.bots)
        # a child model of another strength ("child:0.5") is the child's bot, told its level
        name = CHILD if child_strength(level) is not None else level
        if name not in bots:
            raise UnknownLevel(
                f"{self.title} has no computer level {level!r}; use one of {', '.join(bots)}")
        return bots[name](seat, level, seed)

    def make_scene(self, app: Any, table: Any, mode: str | None = None) -> Any:
        ref = self.scene if mode is None else self.mode(mode).scene
        return self.load(ref)(app, table)

    def mode(self, flag: str) -> Mode:
        for mode in self.modes:
            if mode.flag == flag:
                return mode
        raise ValueError(f"{self.title} has no mode {flag!r}")

    def own_mode(self, flag: str | None) -> str | None:
        """`flag` if this game has that mode, else None (a mode the app is in, or that a
        save or the command line names, applies only to the games that declare it)."""
        return flag if any(m.flag == flag for m in self.modes) else None

    def next_match_options(self, totals: Sequence[int],
                           previous: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
        """The next game's options in a match (from the totals so far and the options of the
        game just played), or None when games stand alone."""
        if self.match is None:
            return None
        return dict(self.load(self.match)(list(totals), dict(previous or {})))

    def check_players(self, n: int) -> None:
        if not self.min_players <= n <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {n}")

