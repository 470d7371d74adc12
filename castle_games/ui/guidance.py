"""Help at the table: the hint (a light bulb and the H key) and the pictures both it and the
guided first game draw — a glow and a bouncing arrow on the thing to click, and a card of
words beside it.

`Hinting` is part of every game's table (ui/table.py): on a person's decision the bulb
asks the table for its hint (`TableModel.advice`: worked out from what that seat knows),
and the table shows it until the person moves — it never moves for them. Where the thing
to click is, each game's scene says (`where(action)`, a rectangle or None).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from castle_games.core.languages import _
from castle_games.ui import draw, theme
from castle_games.ui.card_places import HINT, CardPlaces, TablePlaces
from castle_games.ui.scene import CANVAS_SIZE

W, H = CANVAS_SIZE
GLOW = (255, 226, 92)
CARD_WIDTH = 460


def bulb_button(canvas: pygame.Surface, rect: pygame.Rect, *, lit: bool = False) -> None:
    """A round parchment button with a light bulb: "give me a hint"."""
    r = rect.w // 2
    c = rect.center
    pygame.draw.circle(canvas, theme.GOLD_DARK, (c[0], c[1] + 4), r)
    pygame.draw.circle(canvas, theme.GOLD if lit else theme.PARCHMENT, c, r)
    pygame.draw.circle(canvas, theme.INK, c, r, 3)
    bulb(canvas, (c[0], c[1] - r // 8), r * 3 // 5, lit=lit)


def bulb(canvas: pygame.Surface, centre: tuple[int, int], size: int, *, lit: bool = False) -> None:
    """A light bulb: glass, a screw base, rays when lit."""
    x, y = centre
    glass = max(4, size * 5 // 9)
    if lit:
        for k in range(8):
            a = k * math.pi / 4
            inner, outer = glass + 3, glass + 3 + size // 4
            pygame.draw.line(canvas, theme.GOLD_DARK,
                             (x + inner * math.cos(a), y + inner * math.sin(a)),
                             (x + outer * math.cos(a), y + outer * math.sin(a)), 3)
    pygame.draw.circle(canvas, (255, 240, 150) if lit else theme.WHITE, (x, y), glass)
    pygame.draw.circle(canvas, theme.INK, (x, y), glass, 3)
    base = pygame.Rect(0, 0, glass, max(4, size // 3))
    base.midtop = (x, y + glass - 2)
    pygame.draw.rect(canvas, theme.STONE, base, border_radius=2)
    pygame.draw.rect(canvas, theme.INK, base, 2, border_radius=2)
    pygame.draw.line(canvas, theme.INK, (x - glass // 3, y + 2), (x, y - glass // 3), 2)
    pygame.draw.line(canvas, theme.INK, (x, y - glass // 3), (x + glass // 3, y + 2), 2)


def pointer(canvas: pygame.Surface, rect: pygame.Rect, clock: float,
            within: tuple[pygame.Rect, ...] = ()) -> None:
    """A throbbing glow around `rect` and an arrow bouncing towards it: from above, or from
    below when the thing sits at the top of the table or is a button at the foot of a
    panel in `within`; from the other side, or from the right or left, when that way the
    arrow misses the table's words. Glow and arrow go behind the words already on the
    screen: a label beside the thing, a prompt an arrow must cross, stay whole."""
    beat = draw.pulse(clock)
    ring = rect.inflate(16 + int(10 * beat), 16 + int(10 * beat))
    words = [w for w in theme.words_on_screen() if not rect.contains(w)]
    bounce = int(10 * math.sin(clock * 6))
    first = "above" if rect.top > 140 and not any(r.contains(rect) for r in within) else "below"
    ways = [first, "below" if first == "above" else "above", "right", "left"]
    arrows = [_arrow(ring, bounce, way) for way in ways]
    inside = [a for a in arrows if canvas.get_rect().contains(a[2])]
    clear = [a for a in inside if a[2].collidelist(words) < 0]
    shaft, head, box = (clear or inside or arrows)[0]
    area = ring.inflate(2 * 14 + 4, 2 * 14 + 4).union(box).clip(canvas.get_rect())
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    at = (-area.x, -area.y)
    for width, alpha in ((14, 60), (8, 110), (4, 230)):
        band = ring.inflate(width * 2, width * 2).move(at)
        pygame.draw.rect(layer, (*GLOW, alpha), band, width,
                         border_radius=min(24, band.height // 2))
    for colour, grow in ((theme.INK, 4), (GLOW, 0)):
        pygame.draw.line(layer, colour, (shaft[0][0] + at[0], shaft[0][1] + at[1]),
                         (shaft[1][0] + at[0], shaft[1][1] + at[1]), 12 + grow)
        pygame.draw.polygon(layer, colour,
                            [(x + at[0], y + at[1]) for x, y in _grown(head, grow)])
    for w in words:  # (the words stay on top: nothing of the glow lands on them)
        layer.fill((0, 0, 0, 0), w.move(at))
    canvas.blit(layer, area)


def _arrow(ring: pygame.Rect, bounce: int, way: str
           ) -> tuple[tuple[tuple[int, int], tuple[int, int]], list[tuple[int, int]],
                      pygame.Rect]:
    """An arrow coming from `way` (above, below, right, left) to the glow: its shaft (from,
    to), its head (the tip last) and the box it takes."""
    x, y = ring.center
    if way == "above":
        tip = (x, ring.top - 10 + bounce)
        head = [(x - 20, tip[1] - 24), (x + 20, tip[1] - 24), tip]
        shaft = ((x, tip[1] - 64), (x, tip[1] - 20))
    elif way == "below":
        tip = (x, ring.bottom + 10 - bounce)
        head = [(x - 20, tip[1] + 24), (x + 20, tip[1] + 24), tip]
        shaft = ((x, tip[1] + 64), (x, tip[1] + 20))
    elif way == "right":
        tip = (ring.right + 10 - bounce, y)
        head = [(tip[0] + 24, y - 20), (tip[0] + 24, y + 20), tip]
        shaft = ((tip[0] + 64, y), (tip[0] + 20, y))
    else:
        tip = (ring.left - 10 + bounce, y)
        head = [(tip[0] - 24, y - 20), (tip[0] - 24, y + 20), tip]
        shaft = ((tip[0] - 64, y), (tip[0] - 20, y))
    xs = [p[0] for p in (*head, *shaft)]
    ys = [p[1] for p in (*head, *shaft)]
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).inflate(16, 16)
    return shaft, head, box


def _grown(points: list[tuple[int, int]], by: int) -> list[tuple[float, float]]:
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    out = []
    for px, py in points:
        dx, dy = px - cx, py - cy
        d = math.hypot(dx, dy) or 1.0
        out.append((px + dx / d * by, py + dy / d * by))
    return out


def pointed_at(target: pygame.Rect) -> pygame.Rect:
    """The thing an arrow points at, with its glow and the arrow above or below it: what a
    card must leave visible."""
    return pygame.Rect(target.x - 34, target.y - 130, target.w + 68, target.h + 260)


def card_height(lines: list[str], width: int, size: int = 24) -> int:
    """The height of a word card of this width (its words wrapped, never cut)."""
    wrapped = [w for line in lines if line for w in draw.wrap(line, size, width - 96)]
    return max(84, len(wrapped) * (theme.font(size).get_linesize() + 2) + 32)


def word_card(canvas: pygame.Surface, lines: list[str], *, near: pygame.Rect | None = None,
              icon: str = "bulb", top: bool = True, width: int = CARD_WIDTH,
              avoid: tuple[pygame.Rect | None, ...] = (),
              places: CardPlaces | None = None, kind: str = HINT) -> pygame.Rect | None:
    """A parchment card with the words (each a whole sentence), a bulb or a guide's star at
    its side; placed away from `near` (the thing pointed at) and the buttons in `avoid`, so
    that it never covers them. With the table's `places`, it takes its place there (None:
    no room this frame, it waits)."""
    lines = [line for line in lines if line]
    size = 24
    if places is not None:
        if near is not None:  # (no card of this frame may cover the arrow or its target)
            places.aimed.append(pointed_at(near))
        found = places.fit(kind, lambda w: card_height(lines, w, size), avoid=avoid,
                           max_width=width)
        if found is None:
            return None
        _draw_card(canvas, lines, found, icon, size)
        return found
    text_w = width - 96
    wrapped = [w for line in lines for w in draw.wrap(line, size, text_w)]
    line_h = theme.font(size).get_linesize()
    height = max(84, len(wrapped) * (line_h + 2) + 32)
    box = pygame.Rect(0, 0, width, height)
    box.midtop = (W // 2, 86) if top else (W // 2, H - height - 70)
    keep_clear = [r for r in (near, *avoid) if r is not None]

    def clear(b: pygame.Rect) -> bool:
        return not any(b.inflate(40 if r is near else 8, 40 if r is near else 8).colliderect(r)
                       for r in keep_clear)

    if not clear(box):
        tops = (box.top, H - height - 70 if box.top < H // 2 else 86)
        places = [(x, t) for t in tops
                  for x in (W // 2, 40 + width // 2, W - 40 - width // 2, W // 2 - 160,
                            W // 2 + 160)]
        for x, t in places:
            box.centerx, box.top = x, t
            if clear(box):
                break
        else:
            box.midtop = (W // 2, 86) if top else (W // 2, H - height - 70)
    _draw_card(canvas, lines, box, icon, size)
    return box


def _draw_card(canvas: pygame.Surface, lines: list[str], box: pygame.Rect, icon: str,
               size: int) -> None:
    draw.blit_shadow(canvas, box, 18)
    canvas.blit(draw.panel(box.size, 18, theme.PARCHMENT, theme.GOLD_DARK, 3), box)
    centre = (box.left + 44, box.top + 42)
    if icon == "bulb":
        bulb(canvas, centre, 34, lit=True)
    else:
        star(canvas, centre, 22)
    draw.paragraph(canvas, "\n".join(lines), pygame.Rect(box.left + 80, box.top + 16,
                                                         box.width - 96, box.height - 28),
                   size, theme.INK, align="left")


def star(canvas: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """The guide's gold star (the guided game's mark)."""
    points = draw.star_points(centre, r)
    pygame.draw.polygon(canvas, theme.GOLD, points)
    pygame.draw.polygon(canvas, theme.INK, points, 3)


class Hinting:
    """The table's hint: mixed into TableScene (which gives `table`, `app`, `clock`,
    `speaker_rect`, `take_back_side`, `may_act`, `say`, `note`, `sound`)."""

    table: Any
    speaker_rect: pygame.Rect | None
    take_back_side: int
    coach: Any = None          # the guided game's coach (ui/lesson.py), when one is on
    # Where the bulb sits by the speaker button, so that it covers nothing of the game's:
    # "beside" (the side away from take-back), "after" (past take-back), "below".
    hint_place = "beside"
    _advice: Any = None        # (the table's position, the Advice) shown now

    def where(self, action: Any) -> pygame.Rect | None:
        """Where the thing to click for `action` is now (each game its own)."""
        return None

    def guidance_clear(self) -> tuple[pygame.Rect, ...]:
        """What the hint's and the coach's words must not cover now (a question's words)."""
        return ()

    # -- where cards go (ui/card_places.py): each game declares, the shell places ----------
    card_places: CardPlaces | None = None  # this frame's places (the app's toasts take theirs)

    def card_rail(self) -> tuple[pygame.Rect, ...]:
        """Where the table's layout leaves room for cards now, best first (each game its
        own; by default below the top edge, where the turn banner and a game's title are)."""
        return (pygame.Rect(8, 86, W - 16, H - 94),)

    def must_stay_visible(self) -> list[pygame.Rect]:
        """What no card may cover now: the pieces, the card to memorise, the players'
        names (each game its own)."""
        return []

    def table_places(self) -> TablePlaces:
        """The game's declaration, with the table's own buttons, a question's words and
        every line of words the table has drawn this frame (kept clear where there is room:
        a label the game forgot to declare stays readable too)."""
        buttons = [r for r in (self.speaker_rect, self.hint_rect,
                               getattr(self, "take_back_rect", None)) if r is not None]
        return TablePlaces(tuple(self.card_rail()),
                           (*self.must_stay_visible(), *buttons, *self.guidance_clear()),
                           tuple(theme.words_on_screen()))

    @property
    def hint_rect(self) -> pygame.Rect | None:
        """The light-bulb button: beside the speaker, on the side away from take-back."""
        speaker = self.speaker_rect
        if speaker is None:
            return None
        step = speaker.width + 8
        places = {"beside": speaker.move(-self.take_back_side * step, 0),
                  "after": speaker.move(2 * self.take_back_side * step, 0),
                  "below": speaker.move(0, speaker.height + 8)}
        rect = places.get(self.hint_place, places["beside"])
        if pygame.Rect((0, 0), CANVAS_SIZE).contains(rect):
            return rect
        return places["below"]  # (the speaker sits at the table's edge)

    def offers_hint(self) -> bool:
        """The bulb is there: a person who has hints decides now."""
        seat = self.table.to_move
        return (seat is not None and self.table.is_human(seat)
                and self.table.offers_hints(seat) and self.may_act())  # type: ignore[attr-defined]

    def shown_advice(self) -> Any:
        """The hint on show for this very decision, or None (a move ends it)."""
        if self._advice is None or self._advice[0] != self.table.position:
            return None
        return self._advice[1]

    def put_hint_away(self) -> None:
        """The keyboard moved on (Tab, an arrow): the hint's arrow goes, so that only one
        arrow, the keyboard's, shows what Enter takes."""
        self._advice = None

    def take_hint_key(self, event: Any) -> bool:
        """Enter or Space while the hint is on show: its move is taken, since its arrow is
        the one on show (a key never acts on something else unseen). True when it was."""
        if event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return False
        advice = self.shown_advice()
        if advice is None:
            return False
        self.try_apply(advice.action)  # type: ignore[attr-defined]
        return True

    def show_hint(self) -> None:
        """The bulb or H: the hint shown (a glow on the thing, a card of words) and said."""
        advice = self.table.advice()
        if advice is None:
            self.note(_("No hint here: any choice is fine."))  # type: ignore[attr-defined]
            return
        self._advice = (self.table.position, advice)
        self.sound("ui-choose")  # type: ignore[attr-defined]
        self.say(advice.told(), always=False)  # type: ignore[attr-defined]

    def hint_event(self, event: Any) -> bool:
        """H or a click on the bulb asks for the hint. True: the event is used up. (In a
        guided game the coach takes the events it needs instead.)"""
        if self.coach is not None:
            return bool(self.coach.handle(event))
        if not self.offers_hint():
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not (
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.show_hint()
            return True
        rect = self.hint_rect
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and rect is not None
                and rect.collidepoint(event.pos)):
            self.show_hint()
            return True
        return False

    def draw_guidance(self, canvas: pygame.Surface) -> None:
        """Over the finished table: the bulb, the hint on show, the guided game's coach."""
        clock = float(getattr(self, "clock", 0.0))
        self.card_places = CardPlaces(self.table_places())
        if self.coach is not None:
            self.coach.draw(canvas, clock)
            return
        rect = self.hint_rect
        if rect is not None and self.offers_hint():
            bulb_button(canvas, rect, lit=self.shown_advice() is not None)
        advice = self.shown_advice()
        if advice is None or not self.may_act():  # type: ignore[attr-defined]
            return
        target = self.where(advice.action)
        if target is not None:
            pointer(canvas, target, clock, self.guidance_clear())
        word_card(canvas, [advice.told()], near=target, places=self.card_places, kind=HINT)
