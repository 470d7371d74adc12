"""One calm place for every card at a game table.

The coach's card, the hint, "since your last move", refusals and other toasts must never
cover what the player has to look at — the pieces, the card to memorise, the thing an
arrow points at, the players' names — nor each other. Each game's table declares, for the
moment on screen, where its layout leaves room for cards (`TablePlaces.rail`: free
rectangles, best first) and what must stay visible (`TablePlaces.keep`); the shell places
every card through one `CardPlaces` per frame, in the order of their importance (the
coach, the hint, "since your last move", a refusal, a toast). A card is stacked top-down in
the first rail rectangle with room, as wide as the rail, its words wrapped to that width and
never cut; a card that finds no room this frame waits (queued) and is placed when another
leaves — a toast's clock runs only while it is on show, so it stays readable for as long as
its words take to say.

No game is named here: a table scene answers `table_places()`, the shell iterates.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

# The card kinds, most important first (the order they are placed in a frame).
COACH, HINT, RECAP, REFUSAL, TOAST = "coach", "hint", "recap", "refusal", "toast"
KINDS = (COACH, HINT, RECAP, REFUSAL, TOAST)
GAP = 8  # pixels between two cards, and between a card and what it must not cover
WORDS_A_SECOND = 3.0  # how fast words are read aloud (a child reading along)


def reading_time(text: str) -> float:
    """Seconds a card with these words stays on show at least: as long as they take to say."""
    return 0.5 + len(text.split()) / WORDS_A_SECOND


@dataclass(frozen=True)
class TablePlaces:
    """What a table declares for its cards now: the free places its layout leaves (best
    first) and the rectangles that must stay visible."""

    rail: tuple[pygame.Rect, ...]
    keep: tuple[pygame.Rect, ...] = ()
    # The lines of words the table drew this frame: kept clear wherever the rail has room
    # for the card among them; where it has none, the card takes its place by `keep` alone
    # (a coach's card waiting for a sand-glass's words to go would never be read).
    words: tuple[pygame.Rect, ...] = ()


@dataclass
class Placed:
    kind: str
    rect: pygame.Rect


@dataclass
class CardPlaces:
    """The cards of one frame at one table: each asks for a place (`fit`), in order."""

    places: TablePlaces
    placed: list[Placed] = field(default_factory=list)
    aimed: list[pygame.Rect] = field(default_factory=list)  # an arrow and what it points at
    waiting: list[str] = field(default_factory=list)  # kinds that found no room this frame

    @staticmethod
    def order(kind: str) -> int:
        """A kind's place in the order of importance (cards are placed in that order)."""
        return KINDS.index(kind) if kind in KINDS else len(KINDS)

    def widths(self) -> list[int]:
        return [r.width for r in self.places.rail]

    def fit(self, kind: str, height_for: Callable[[int], int],
            avoid: Sequence[pygame.Rect | None] = (), max_width: int | None = None
            ) -> pygame.Rect | None:
        """A place for a card of `kind` whose height for a width is `height_for(width)`,
        clear of what must stay visible, of `avoid` (an arrow's target now) and of the
        cards placed before it; None: no room now (it waits)."""
        keep = [*self.places.keep, *self.aimed, *(r for r in avoid if r is not None),
                *(p.rect for p in self.placed)]
        for clear in ([*keep, *self.places.words], keep) if self.places.words else (keep,):
            for rail in self.places.rail:
                for width in _widths(rail.width, max_width):
                    height = int(height_for(width))
                    box = _free_box(rail, width, height, clear)
                    if box is not None:
                        self.placed.append(Placed(kind, box))
                        return box
        self.waiting.append(kind)
        return None

    def covered(self) -> list[tuple[str, str]]:
        """(card, what it covers) for every overlap (none, when all is calm): tests."""
        found = []
        for k, a in enumerate(self.placed):
            found += [(a.kind, f"keep {r}") for r in self.places.keep if a.rect.colliderect(r)]
            found += [(a.kind, f"arrow {r}") for r in self.aimed if a.rect.colliderect(r)]
            found += [(a.kind, b.kind) for b in self.placed[k + 1:] if a.rect.colliderect(b.rect)]
        return found


def _widths(room: int, most: int | None) -> list[int]:
    """The widths a card tries, widest first (a narrower card is taller but may fit
    between the pieces)."""
    widest = min(room, most or room)
    return [w for w in (widest, widest * 4 // 5, widest * 2 // 3, widest // 2, 400, 320)
            if 300 <= w <= widest] or [widest]


def _free_box(rail: pygame.Rect, width: int, height: int,
              keep: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The first box of this size in `rail`, top-down and from the centre outwards, that
    keeps GAP pixels from everything in `keep`; None when there is none."""
    if width > rail.width or height > rail.height:
        return None
    near = [r for r in keep if r.colliderect(rail)]
    span = rail.width - width
    xs = sorted(range(0, span + 1, 16), key=lambda dx: abs(dx - span // 2))
    y = rail.top
    while y + height <= rail.bottom:
        lowest = None
        for dx in xs:
            box = pygame.Rect(rail.left + dx, y, width, height)
            grown = box.inflate(2 * GAP, 2 * GAP)
            hit = [r for r in near if grown.colliderect(r)]
            if not hit:
                return box
            bottom = min(r.bottom for r in hit)
            lowest = bottom if lowest is None else min(lowest, bottom)
        y = max(y + 8, (lowest or y) + GAP)
    return None
