"""The Schlotterstein view's animations: one per rules event, played one after another.

Each animation moves the view's `Shown` picture of the table from how it was before the
event to how it is after it: a resident card leaves the ring when the ghost says "bu bu
bu" and lies in front of the player when its slide ends. `finish()` jumps to the end state
without a sound (a click fast-forwards; screenshots skip ahead). Animations never touch
the rules state.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from castle_games.core.telling import N_, _
from castle_games.games.schlotterstein import layout as lay
from castle_games.games.schlotterstein.deck import BY_NUMBER
from castle_games.games.schlotterstein.residents import NAMES
from castle_games.games.schlotterstein.shown import Stage, lerp_rect
from castle_games.ui import anim
from castle_games.ui.anim import Anim, ease

# What a player says in a bubble (catalogue messages: the painter says them in the language
# in use when it draws the bubble).
# TRANSLATORS: the box's scaring cry, said aloud when a player scares a resident.
BOO = N_("Bu bu bu!")
# TRANSLATORS: said when a player rings the bell and is out until the next card. The
# rulebook has it as a Czech rhyme, "Zazvonil mi zvonec, strašení je konec" (the bell has
# rung for me, the scaring is over): in Czech keep that rhyme; in other languages a short
# rhyme in the same spirit is welcome.
BELL_RUNG = N_("The bell has rung for me!")


class CardFlip(Anim):
    """The ghost card flies from one place to another, turning over on the way."""

    duration = 0.75

    def __init__(self, card: int, a: pygame.Rect, b: pygame.Rect, front_first: bool,
                 end_at: str) -> None:
        super().__init__()
        self.card, self.a, self.b = card, a, b
        self.front_first, self.end_at = front_first, end_at

    def begin(self, v: Stage) -> None:
        v.shown.card = self.card
        v.shown.card_at = "moving"
        v.sound("card-flip")

    def start(self, v: Stage) -> None:
        self.begin(v)

    def finish(self, v: Stage) -> None:
        v.shown.card = self.card
        v.shown.card_at = self.end_at

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        p = ease(self.t / self.duration)
        rect = lerp_rect(self.a, self.b, p)
        rect.y -= round(math.sin(p * math.pi) * 30)   # lifted off the table while turning
        squeeze = abs(math.cos(p * math.pi))
        front = (p < 0.5) == self.front_first
        v.painter.card_face(canvas, self.card, rect, front, squeeze)


class TurnOver(CardFlip):
    """The leading ghost turns the top card of the pile over: everybody looks."""

    def __init__(self, card: int) -> None:
        super().__init__(card, lay.PILE_RECT, lay.SHOW_RECT, False, "show")

    def start(self, v: Stage) -> None:
        v.shown.pile = max(0, v.shown.pile - 1)
        v.shown.last = None
        # The side board shows while the card turns: a fresh sand-glass at 0 s, never the
        # last card's time. It runs from `finish`, when the card is up.
        v.start_reveal()
        self.begin(v)

    def finish(self, v: Stage) -> None:
        if v.shown.card_at != "moving":
            v.shown.pile = max(0, v.shown.pile - 1)
            v.shown.last = None
        super().finish(v)
        v.start_reveal()


class Look(Anim):
    """Everybody looks at the card until the time a computer leader chose is up.

    The computer decided at once how long it shows the card (its HideCard is played), but
    the table hides the card only when that time has passed on the sand-glass: the scene
    counts `reveal_t` in real seconds, not sped up (it is everybody's time to look)."""

    duration = 0.0

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = seconds

    def update(self, v: Stage, dt: float) -> bool:
        return v.reveal_t >= self.seconds


class HideAway(CardFlip):
    """The card is turned face down and laid in the middle: now everybody must remember."""

    def __init__(self, card: int) -> None:
        super().__init__(card, lay.SHOW_RECT, lay.DOWN_RECT, True, "down")

    def finish(self, v: Stage) -> None:
        super().finish(v)
        v.shown.card = None   # face down: which card it is, nobody sees any more
        v.stop_reveal()


class ScareSlide(Anim):
    """'Bu bu bu!': the resident's card slides from the ring to the scaring player."""

    duration = 0.7

    def __init__(self, seat: int, name: str) -> None:
        super().__init__()
        self.seat, self.name = seat, name

    def start(self, v: Stage) -> None:
        v.shown.middle.discard(self.name)
        v.shown.bubble = (self.seat, BOO)
        v.sound(v.voice(self.seat), pan=v.seat_pan(self.seat))

    def finish(self, v: Stage) -> None:
        v.shown.middle.discard(self.name)
        if self.name not in v.shown.scared[self.seat]:
            v.shown.scared[self.seat].append(self.name)
        v.shown.bubble = None

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        p = ease(self.t / self.duration)
        count = len(v.shown.scared[self.seat]) + 1
        b = v.layout.small_rect(self.seat, count - 1, count)
        rect = lerp_rect(lay.ring_rect(self.name), b, p)
        rect.y -= round(math.sin(p * math.pi) * 24)
        v.painter.resident_card(canvas, self.name, rect)


class Bell(Anim):
    """The bell rings for a player: out until the next card."""

    duration = 0.9

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def start(self, v: Stage) -> None:
        v.shown.passed[self.seat] = True
        v.shown.bubble = (self.seat, BELL_RUNG)
        v.shown.bell_swing = 1.0
        v.sound("bell", pan=v.seat_pan(self.seat), gain=0.8)

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        v.shown.bell_swing = max(0.0, 1.0 - self.t / self.duration)
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        v.shown.passed[self.seat] = True
        v.shown.bubble = None
        v.shown.bell_swing = 0.0


class Check(Anim):
    """The card is turned over again and every scared resident is checked, one player after
    another: right ones first (a sparkle, the resident circled on the card, one step
    forward), then wrong ones (a 'wah-waah', one step back, never past the start)."""

    FLIP = 0.7
    STEP = 0.85
    GLIDE = 0.45
    HOLD = 1.4

    def __init__(self, card: int, right: Any, wrong: Any, positions: Any, order: list[int]) -> None:
        super().__init__()
        self.card = card
        self.right = [list(r) for r in right]
        self.wrong = [list(w) for w in wrong]
        self.final = [int(p) for p in positions]
        # (seat, resident, right?) in the order they are checked
        self.steps = [(s, name, ok) for s in order
                      for name, ok in [(n, True) for n in self.right[s]]
                      + [(n, False) for n in self.wrong[s]]]
        self.duration = self.FLIP + self.STEP * len(self.steps) + self.HOLD
        self.done = 0
        self.flipped = False
        self.glides: list[tuple[int, float, float, float]] = []  # seat, from, to, start time
        self.whooshed: set[int] = set()

    def start(self, v: Stage) -> None:
        v.shown.card = self.card
        v.shown.card_at = "moving"
        v.shown.current = None
        v.shown.marks = [dict() for _ in v.shown.scared]
        v.shown.found = set()
        v.sound("card-flip")
        self.base = list(v.shown.positions)

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        if not self.flipped and self.t >= self.FLIP:
            self.flipped = True
            v.shown.card_at = "check"
        while self.done < len(self.steps) and self.t >= self.FLIP + self.STEP * self.done:
            self._check(v, *self.steps[self.done])
            self.done += 1
        for k, (seat, a, b, t0) in enumerate(self.glides):
            if self.t < t0:
                continue
            if k not in self.whooshed:  # the whoosh starts with the glide, after the sting
                self.whooshed.add(k)
                v.sound("ghost-glide", {"rise": 1 if b > a else -1}, gain=0.8,
                        pan=v.seat_pan(seat))
            p = ease((self.t - t0) / self.GLIDE)
            v.shown.positions[seat] = a + (b - a) * p
            v.shown.grow_path(v.shown.positions[seat])
        return self.t >= self.duration

    def _check(self, v: Stage, seat: int, name: str, right: bool) -> None:
        v.shown.marks[seat][name] = right
        if right:
            v.shown.found.add(name)
        v.sound("sting-right" if right else "sting-wrong", pan=v.seat_pan(seat))
        here = self.base[seat]
        there = here + 1 if right else max(0.0, here - 1)
        self.base[seat] = there
        if there != here:
            self.glides.append((seat, here, there, self.t + 0.25))

    def finish(self, v: Stage) -> None:
        card = BY_NUMBER[self.card]
        v.shown.card, v.shown.card_at = self.card, "check"
        v.shown.marks = [{n: card.shows(n) for n in got} for got in v.shown.scared]
        v.shown.found = {n for got in v.shown.scared for n in got if card.shows(n)}
        v.shown.positions = [float(p) for p in self.final]
        v.shown.grow_path(max(self.final))

    def caption(self, v: Stage) -> str:
        """What is being checked, in words, under the card."""
        if not self.steps:
            return _("Nobody scared anybody this time.")
        if self.done == 0:
            return _("The check: who was on the card?")
        seat = self.steps[self.done - 1][0]
        marks = v.shown.marks[seat].values() if v.shown.marks else ()
        right = sum(1 for m in marks if m)
        wrong = sum(1 for m in marks if not m)
        # TRANSLATORS: under the checked card: how many residents this player scared were
        # on it (right) and how many were not (wrong).
        return _("{player}: {right} right, {wrong} wrong").format(
            player=v.seats[seat].name, right=right, wrong=wrong)

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        if self.t < self.FLIP:
            p = ease(self.t / self.FLIP)
            rect = lerp_rect(lay.DOWN_RECT, lay.CHECK_RECT, p)
            rect.y -= round(math.sin(p * math.pi) * 30)
            v.painter.card_face(canvas, self.card, rect, p >= 0.5, abs(math.cos(p * math.pi)))
            return
        v.painter.caption(canvas, self.caption(v))


class Tidy(Anim):
    """The checked card goes back into the box; the resident cards back into the ring."""

    duration = 0.6

    def __init__(self, moves: Any) -> None:
        super().__init__()
        self.moves = list(moves)

    def start(self, v: Stage) -> None:
        self.cards = [(seat, name, v.layout.small_rect(seat, i, len(got)))
                      for seat, got in enumerate(v.shown.scared) for i, name in enumerate(got)]
        self.card = v.shown.card
        v.shown.scared = [[] for _ in v.shown.scared]
        v.shown.marks = [dict() for _ in v.shown.scared]
        v.shown.found = set()
        v.shown.card, v.shown.card_at = None, "none"
        if self.cards:
            v.sound("card-slide")

    def finish(self, v: Stage) -> None:
        v.shown.middle = set(NAMES)
        v.shown.scared = [[] for _ in v.shown.scared]
        v.shown.marks = [dict() for _ in v.shown.scared]
        v.shown.found = set()
        v.shown.card, v.shown.card_at = None, "none"
        v.shown.passed = [False] * len(v.shown.passed)
        v.shown.last = self.moves

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        p = ease(self.t / self.duration)
        if self.card is not None and p < 1:
            rect = lerp_rect(lay.CHECK_RECT, pygame.Rect(1180, -200, 240, 180), p)
            v.painter.card_face(canvas, self.card, rect, True, 1.0)
        for _seat, name, a in self.cards:
            v.painter.resident_card(canvas, name, lerp_rect(a, lay.ring_rect(name), p))


class NewLeader(anim.TurnChange):
    """A new round: `seat` is the leading ghost (nobody is asked yet); the chime by them."""

    duration = 0.5

    def __init__(self, seat: int, round_: int) -> None:
        super().__init__(seat)
        self.round = round_

    def chime_pan(self, v: Stage) -> float:
        return v.seat_pan(self.seat)

    def finish(self, v: Stage) -> None:
        v.shown.leader, v.shown.round, v.shown.current = self.seat, self.round, None


class Finale(Anim):
    """The last card is checked: the ghost master (or masters) glow; a fanfare."""

    duration = 2.5

    def __init__(self, winners: Any) -> None:
        super().__init__()
        self.winners = tuple(winners)

    def start(self, v: Stage) -> None:
        v.shown.winners = self.winners
        v.sound("fanfare")

    def finish(self, v: Stage) -> None:
        v.shown.winners = self.winners
