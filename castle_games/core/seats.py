"""Seats at the table: who sits where, in which colour, human or computer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

HUMAN = "human"
COMPUTER = "computer"

# "kind" lets a young child win about half the time; simulate also has "child",
# a model of a young player, which no seat at the table may have.
LEVELS = ("easy", "normal", "hard", "expert", "kind")
# The ladder of strengths among them, weakest first: a level a game no longer offers (in a
# saved game, a remembered seat) sits down as the nearest one it does offer.
LADDER = ("easy", "normal", "hard", "expert")

# Friendly, distinguishable colours (also for colour-blind players: differ in lightness too).
COLOURS: dict[str, tuple[int, int, int]] = {
    "red": (214, 69, 65),
    "blue": (52, 116, 206),
    "green": (64, 160, 90),
    "yellow": (238, 196, 58),
    "purple": (146, 90, 180),
}

# Each colour's second sign, a small white shape drawn with every mark of that colour (a
# seat's pieces, tags and rows; a game's coloured pieces of the same colour name): red and
# green look alike to about one boy in twelve, a circle and a triangle never do.
SIGNS: dict[str, str] = {
    "red": "circle",
    "blue": "square",
    "green": "triangle",
    "yellow": "diamond",
    "purple": "star",
}

DEFAULT_NAMES = ("Anna", "Ben", "Clara", "David", "Emma")


@dataclass(frozen=True)
class Seat:
    name: str
    colour: str = "red"
    kind: str = HUMAN
    level: str | None = None
    # A person may ask for a hint (the light bulb, H); off for the grown-ups' game.
    hints: bool = True
    # A person who plays by ear at a sighted table: on their turns the table is heard, dark,
    # and what the others did since is told first (a game that can be played by ear).
    by_ear: bool = False
    # A person at another computer, in another home (remote/): their turns are played
    # there, and this computer shows none of what their seat sees.
    far_away: bool = False

    def __post_init__(self) -> None:
        if self.kind not in (HUMAN, COMPUTER):
            raise ValueError(f"a seat is human or computer, not {self.kind!r}")
        if self.colour not in COLOURS:
            raise ValueError(f"unknown colour {self.colour!r}")
        if self.kind == COMPUTER and self.level not in LEVELS:
            raise ValueError(f"a computer seat needs a level from {LEVELS}, not {self.level!r}")
        if self.by_ear and self.kind != HUMAN:
            raise ValueError("only a person plays by ear")
        if self.far_away and (self.kind != HUMAN or self.by_ear):
            raise ValueError("only a person plays from far away (and not by ear here)")

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def rgb(self) -> tuple[int, int, int]:
        return COLOURS[self.colour]

    @property
    def sign(self) -> str | None:
        """The shape drawn with this seat's colour (None: colour alone)."""
        return SIGNS.get(self.colour)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "colour": self.colour, "kind": self.kind,
                                "level": self.level}
        if not self.hints:  # (only when off: saves from before hints read the same)
            data["hints"] = False
        if self.by_ear:  # (only when on: saves from before read the same)
            data["by_ear"] = True
        if self.far_away:
            data["far_away"] = True
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Seat:
        return cls(data["name"], data.get("colour", "red"), data.get("kind", HUMAN),
                   data.get("level"), bool(data.get("hints", True)),
                   data.get("by_ear") is True, data.get("far_away") is True)


def nearest_level(level: str | None, offered: tuple[str, ...] | list[str]) -> str:
    """`level` if a game offers it, else the offered level nearest on the ladder (the
    gentler of two as near; "kind", where not offered, counts as "normal")."""
    if level in offered:
        return str(level)
    ladder = [lv for lv in LADDER if lv in offered]
    if not ladder:
        return offered[0]
    at = LADDER.index(level) if level in LADDER else LADDER.index("normal")
    return min(ladder, key=lambda lv: (abs(LADDER.index(lv) - at), LADDER.index(lv)))


def default_seats(n: int, levels: list[str] | None = None, humans: int = 0) -> list[Seat]:
    """n seats; the first `humans` are people, the rest computers at the given levels."""
    colours = list(COLOURS)
    seats = []
    for i in range(n):
        if i < humans:
            seats.append(Seat(DEFAULT_NAMES[i], colours[i], HUMAN))
        else:
            level = (levels[i] if levels and i < len(levels) else "normal")
            seats.append(Seat(DEFAULT_NAMES[i], colours[i], COMPUTER, level))
    return seats


def parse_players(spec: str) -> list[Seat]:
    """'Ann,Ben,bot:hard' -> two people and a hard computer player."""
    parts = [p.strip() for p in spec.split(",") if p.strip()]
    colours = list(COLOURS)
    seats: list[Seat] = []
    for i, part in enumerate(parts):
        colour = colours[i % len(colours)]
        if part == "bot" or part.startswith("bot:"):  # ("Bottom" is a person's name)
            level = part.split(":", 1)[1] if ":" in part else "normal"
            if level not in LEVELS:
                raise ValueError(f"unknown computer level {level!r}; use one of {', '.join(LEVELS)}")
            taken = {p.strip() for p in parts} | {s.name for s in seats}
            name = next((n for n in DEFAULT_NAMES if n not in taken), f"Computer {i + 1}")
            seats.append(Seat(name, colour, COMPUTER, level))
        else:
            seats.append(Seat(part, colour, HUMAN))
    return seats
