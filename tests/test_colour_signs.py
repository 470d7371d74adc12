"""Colour never alone: seen through deuteranopia, protanopia and tritanopia, no two seats'
marks and no two kinds of a game's coloured pieces are told apart by colour alone.

Two marks of one family (seats; a game's swords, dragons, keys ...) whose colours, run
through a dichromat simulation, come closer than THRESHOLD (CIEDE2000) must carry two
different second signs (a shape, a number, a letter). What is checked:

- what each game declares: the seats' colours and shapes (core/seats.py) and the
  coloured pieces of its manifest's `marks`, {kind: {colour: (rgb, sign)}};
- what is drawn: every table of every game after 8 and 30 computer moves, its seat setup
  and its game-over panel, as ui/art/signs.py records each stamped mark with the colour
  actually found on the picture under it. Every seat at a table must have its mark there.

And the check is shown to fail on a table whose two seats differ only in red and green.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

import pygame
import pytest

from castle_games import plugins
from castle_games.core import languages
from castle_games.core import seats as seats_module
from castle_games.core.seats import COLOURS, COMPUTER, SIGNS, Seat
from castle_games.ui import screenshot
from castle_games.ui.app import App
from castle_games.ui.art import signs
from castle_games.ui.scene import CANVAS_SIZE

coloraide = pytest.importorskip("coloraide")

# coloraide's dichromat models at full strength (Viénot for protan and deutan, Brettel for
# tritan): the colours as a child without red, green or blue cones sees them.
SIMULATIONS = {"deuteranopia": "deutan", "protanopia": "protan", "tritanopia": "tritan"}

# CIEDE2000. 1 is the least difference seen between two large patches side by side; small
# pieces seen apart across a table, by a child, need far more, and palettes meant to be
# told apart at a glance keep about 20 between their colours. Below it, a second sign.
THRESHOLD = 20.0

Mark = tuple[str, str, tuple[int, int, int], "str | None"]  # (family, kind, rgb, sign)


def seen(rgb: Iterable[int], simulation: str):
    r, g, b = (c / 255 for c in rgb)
    return coloraide.Color("srgb", [r, g, b]).filter(SIMULATIONS[simulation])


def difference(a: Iterable[int], b: Iterable[int], simulation: str) -> float:
    """How far apart two colours look through one simulation (CIEDE2000)."""
    return float(seen(a, simulation).delta_e(seen(b, simulation), method="2000"))


def confusions(marks: Iterable[Mark]) -> list[str]:
    """Every pair of one family's kinds that a dichromat tells apart by colour alone no
    better than THRESHOLD and that carry no two different signs."""
    by_kind: dict[tuple[str, str], tuple[set[tuple[int, int, int]], set[str | None]]] = {}
    for family, kind, rgb, sign in marks:
        colours, shapes = by_kind.setdefault((family, kind), (set(), set()))
        colours.add(tuple(rgb))
        shapes.add(sign)
    bad = []
    for (fa, ka), (fb, kb) in itertools.combinations(sorted(by_kind), 2):
        if fa != fb:
            continue
        (ca, sa), (cb, sb) = by_kind[(fa, ka)], by_kind[(fb, kb)]
        signed = None not in sa | sb and not sa & sb
        if signed:
            continue
        for simulation in SIMULATIONS:
            closest = min(difference(a, b, simulation) for a in ca for b in cb)
            if closest < THRESHOLD:
                bad.append(f"{fa} {ka} and {kb}: ΔE {closest:.1f} in {simulation}, "
                           f"signs {sorted(map(str, sa))} and {sorted(map(str, sb))}")
    return bad


def declared(game: str) -> list[Mark]:
    """The seats' marks and the coloured pieces a game declares."""
    marks: list[Mark] = [("seat", c, rgb, SIGNS.get(c)) for c, rgb in COLOURS.items()]
    pieces = plugins.manifest(game).optional(plugins.manifest(game).marks) or {}
    for kind, colours in pieces.items():
        marks += [(kind, colour, tuple(rgb), sign) for colour, (rgb, sign) in colours.items()]
    return marks


def drawn(scene: str, moves: int = 0) -> list[signs.Stamp]:
    """Every mark stamped while the scene is built and shown for a few frames."""
    languages.use("en")
    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    with signs.recording() as stamps:
        screenshot.build(app, scene, 1, moves)
        for _frame in range(4):
            app.step_frame(1 / 60)
    pygame.display.quit()
    return list(stamps)


def as_marks(stamps: Iterable[signs.Stamp]) -> list[Mark]:
    out: list[Mark] = []
    for s in stamps:
        family, _, kind = s.owner.partition(":")
        out.append((family, kind, s.found, s.sign))
    return out


def misplaced(stamps: Iterable[signs.Stamp], slack: float = 24.0) -> list[str]:
    """Marks whose colour is not on the picture where they were stamped (a sign put on
    the wrong thing, or a painter mistaken about its colour)."""
    return [f"{s.owner}: {s.colour} not found (nearest {s.found})"
            for s in stamps if s.off_by > slack]


GAMES = plugins.ids()


@pytest.mark.parametrize("game", GAMES)
def test_the_declared_marks_are_told_apart_without_colour(game: str) -> None:
    assert confusions(declared(game)) == []


TABLES = [(game, moves) for game in GAMES for moves in (8, 30)]
TABLES += [(f"gameover:{game}", 0) for game in GAMES]
TABLES += [(f"setup:{game}", 0) for game in GAMES[:1]]  # the same rows for every game


@pytest.mark.parametrize(("scene", "moves"), TABLES)
def test_the_drawn_marks_are_told_apart_without_colour(scene: str, moves: int) -> None:
    stamps = drawn(scene, moves)
    assert stamps, "no coloured mark drawn"
    assert misplaced(stamps) == []
    assert confusions(as_marks(stamps)) == []
    kind, _, game = scene.partition(":")
    if kind != "setup":  # at a table, every seat's own mark is there
        entry = plugins.manifest(game or scene)
        owners = {s.owner for s in stamps}
        missing = [s.name for s in screenshot._seats(entry) if f"seat:{s.colour}" not in owners]
        assert missing == []


def test_red_and_green_alone_are_not_told_apart() -> None:
    """The check itself: red and green with no second sign fail through the simulations
    of red/green blindness (and pass only with two different signs)."""
    red, green = COLOURS["red"], COLOURS["green"]
    bad = confusions([("seat", "red", red, None), ("seat", "green", green, None)])
    assert any("deuteranopia" in line for line in bad)
    assert confusions([("seat", "red", red, "circle"), ("seat", "green", green, "circle")])
    assert confusions([("seat", "red", red, "circle"), ("seat", "green", green, "triangle")]) == []


def test_a_table_of_red_and_green_seats_without_signs_fails(monkeypatch) -> None:
    """A drawn table (the labyrinth: pawns and player cards) with Anna red and Ben green
    and no shapes: the check finds the two seats' marks alike."""
    monkeypatch.setattr(seats_module, "SIGNS", {})
    monkeypatch.setattr(signs, "SIGNS", {})
    monkeypatch.setattr(screenshot, "_seats", lambda entry, humans=0: [
        Seat("Anna", "red", COMPUTER, "normal"), Seat("Ben", "green", COMPUTER, "normal")])
    stamps = drawn("tajemnica-zamku", 8)
    assert {s.owner for s in stamps} >= {"seat:red", "seat:green"}
    assert all(s.sign is None for s in stamps if s.owner.startswith("seat:"))
    bad = confusions(as_marks(stamps))
    assert any(line.startswith("seat green and red") for line in bad), bad
