"""The family's players, remembered: a name, a colour and a picture each.

Kept in `players.json` in the user's data folder, versioned and written atomically; a
damaged file is set aside and said once, never a crash. Seat setup picks a player with one
click (its name and colour fill the seat); the pictures are drawn by the project
(ui/art/avatars.py: animals, knights, ghosts, princesses), no photos.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from castle_games import paths
from castle_games.core.jsonfile import (
    NewerFile,
    UnreadableFile,
    keep_the_good,
    read_entries,
    set_aside_told,
    write_unless_newer,
)
from castle_games.core.languages import N_, _, ngettext
from castle_games.core.seats import COLOURS

PLAYERS_KIND = "castle-games-players"
PLAYERS_VERSION = 1
MAX_PLAYERS = 24   # a family, its friends and grandparents
MAX_NAME = 14      # as the seat's name box

# The pictures a player may choose, by id; each has its words (for the voice and the
# screen reader) and is drawn by ui/art/avatars.py.
PICTURES: dict[str, str] = {
    "fox": N_("a fox"),
    "owl": N_("an owl"),
    "cat": N_("a cat"),
    "bear": N_("a bear"),
    "frog": N_("a frog"),
    "knight": N_("a knight"),
    "princess": N_("a princess"),
    "ghost": N_("a ghost"),
    "dragon": N_("a dragon"),
    "wizard": N_("a wizard"),
}

log = logging.getLogger(__name__)


def players_path() -> Path:
    return paths.data_dir() / "players.json"


@dataclasses.dataclass(frozen=True)
class Player:
    name: str
    colour: str = "red"
    picture: str = "fox"

    def __post_init__(self) -> None:
        if not self.name.strip() or len(self.name) > MAX_NAME:
            raise ValueError(f"a player's name has 1 to {MAX_NAME} letters: {self.name!r}")
        if self.colour not in COLOURS:
            raise ValueError(f"unknown colour {self.colour!r}")
        if self.picture not in PICTURES:
            raise ValueError(f"unknown picture {self.picture!r}")

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Player:
        if not isinstance(data, dict):
            raise ValueError("not a player")
        name, colour, picture = data["name"], data.get("colour", "red"), data.get("picture", "fox")
        if not all(isinstance(v, str) for v in (name, colour, picture)):
            raise ValueError("a name, colour or picture that is not words")
        return cls(name, colour, picture)

    def described(self) -> str:
        """'Mia, a fox' in the language in use (the voice, a screen reader)."""
        return _("{player}, {picture}").format(player=self.name,
                                               picture=_(PICTURES[self.picture]))


@dataclasses.dataclass
class Loaded:
    players: list[Player]
    problem: str | None = None  # said once to the family, already translated


def load(path: Path | None = None) -> Loaded:
    """The remembered players; a damaged file is set aside (and said); one with a damaged
    player in it too, and the good ones are written again at once (the damaged bytes kept
    in the old file). A name remembered twice is kept once. A file of a newer version is
    left as it is (and said), and not written over."""
    path = path or players_path()
    try:
        entries = read_entries(path, PLAYERS_KIND, PLAYERS_VERSION, "players",
                               N_("It has no list of players."))
    except NewerFile as exc:
        log.warning("players of a newer version left as they are: %s", exc)
        return Loaded([], _("The remembered players were written by a newer Castle Games. "
                            "They are left as they are, and this one does not change them."))
    except UnreadableFile as exc:
        log.warning("players file unusable: %s", exc)
        return Loaded([], set_aside_told(exc, _(
            "The remembered players cannot be read, so the list starts again. {why}")))
    players: list[Player] = []
    seen: set[str] = set()
    damaged = 0
    for entry in entries[:MAX_PLAYERS]:
        try:
            player = Player.from_dict(entry)
        except (KeyError, TypeError, ValueError):
            damaged += 1
            log.warning("a remembered player of the wrong shape: %.200r", entry)
            continue
        if player.name.casefold() not in seen:
            seen.add(player.name.casefold())
            players.append(player)
    if not damaged:
        return Loaded(players)
    told = ngettext("{count} remembered player cannot be read; the others are kept.",
                    "{count} remembered players cannot be read; the others are kept.",
                    damaged).format(count=damaged)
    return Loaded(players, keep_the_good(path, told, lambda: save(players, path)))


def save(players: Sequence[Player], path: Path | None = None) -> bool:
    """Write the list; a read-only or full disk is logged and the game goes on; a list of
    a newer version is not written over (False)."""
    path = path or players_path()
    try:
        return write_unless_newer(path, {"kind": PLAYERS_KIND, "version": PLAYERS_VERSION,
                                         "players": [p.to_dict() for p in players[:MAX_PLAYERS]]})
    except OSError as exc:
        log.warning("could not remember the players in %s: %s", path, exc)
        return False


def remember(players: Sequence[Player], player: Player) -> list[Player]:
    """The list with `player` in it (a player of that name is replaced: a new colour or
    picture), the newest first."""
    others = [p for p in players if p.name.casefold() != player.name.casefold()]
    return [player, *others][:MAX_PLAYERS]


def forget(players: Sequence[Player], name: str) -> list[Player]:
    return [p for p in players if p.name.casefold() != name.casefold()]
