"""The Knobelschatz view's animations: one per rules event, played one after another.

Each animation moves the view's `Shown` picture of the table (what is drawn) from how it
was before the event to how it is after: a card leaves the pile when it starts to slide and
arrives in a hand when the slide ends. `finish()` jumps to the end state without a sound,
which is how a click fast-forwards and how screenshots skip ahead. Animations never touch
the rules state.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from castle_games.core.telling import _
from castle_games.games.knobelschatz import art
from castle_games.games.knobelschatz.layout import TRAY_RECT
from castle_games.games.knobelschatz.rules import PILE
from castle_games.games.knobelschatz.shown import Stage
from castle_games.ui import anim
from castle_games.ui.anim import Anim, ease

BAD_LUCK_SOUND = "sting-wrong"


class Roll(Anim):
    """The dice fly across the tray; the rules already decided where they land."""

    def __init__(self, seat: int, faces: tuple[int, ...]) -> None:
        super().__init__()
        self.seat, self.faces = seat, faces

    def start(self, v: Stage) -> None:
        v.shown.dice = list(self.faces)
        v.shown.used = [False] * len(self.faces)
        v.shown.dice_known = False
        v.throw(self.faces)
        v.sound("dice-rattle", pan=v.pan(TRAY_RECT.centerx))

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        for contact in v.tray.advance(dt):
            v.contact_sound(contact)
        if v.tray.settled:
            v.shown.dice_known = True
        return v.tray.settled and self.t > 0.3 or self.t > 6.0

    def finish(self, v: Stage) -> None:
        v.stop_dice(self.faces)
        v.shown.dice_known = True
        if v.shown.dog == self.seat:  # the roller has the dog already: it stays put
            v.shown.use_die(0)


class DogWalk(Anim):
    """The watchdog barks and trots to its new owner, step by step."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.steps = 0

    def start(self, v: Stage) -> None:
        s = v.shown
        self.a = s.dog_pos
        self.b = v.layout.dog_spot(self.seat)
        self.duration = max(0.9, math.dist(self.a, self.b) / 240.0) + 0.35
        s.dog_facing_left = self.b[0] < self.a[0]
        s.use_die(0)
        v.sound("dog-bark", pan=v.pan(self.a[0]))

    def update(self, v: Stage, dt: float) -> bool:
        s = v.shown
        self.t += dt
        walk = max(0.0, self.t - 0.35)  # bark first, then walk
        p = ease(walk / (self.duration - 0.35))
        s.dog_pos = (self.a[0] + (self.b[0] - self.a[0]) * p,
                     self.a[1] + (self.b[1] - self.a[1]) * p - abs(math.sin(walk * 12)) * 4)
        s.dog_step = int(walk * 9) % 4 if p < 1 else 0
        s.dog_barking = self.t < 0.35
        if walk > 0 and p < 1 and int(walk / 0.22) >= self.steps:
            self.steps += 1
            v.sound("dog-step", pan=v.pan(s.dog_pos[0]), gain=0.7)
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        v.shown.use_die(0)
        v.shown.sit_dog(self.seat, v.layout)


class CardSlide(Anim):
    """One face-down chest slides from the pile or a player to the roller."""

    duration = 0.6

    def __init__(self, die: int, source: int | str, to_seat: int) -> None:
        super().__init__()
        self.die, self.source, self.to_seat = die, source, to_seat

    def start(self, v: Stage) -> None:
        s = v.shown
        s.use_die(self.die)
        if self.source == PILE:
            s.pile -= 1
            self.a = v.layout.pile_top(s.pile)
        else:
            seat = int(self.source)
            s.hand_sizes[seat] -= 1
            self.a = v.layout.fan_slot(seat, s.hand_sizes[seat] + 1, s.hand_sizes[seat])
        s.hand_sizes[self.to_seat] += 1
        self.b = v.layout.fan_slot(self.to_seat, s.hand_sizes[self.to_seat],
                                   s.hand_sizes[self.to_seat] - 1)
        s.hand_sizes[self.to_seat] -= 1  # it arrives at the end
        v.sound("card-slide", pan=v.pan(self.a[0]))

    def finish(self, v: Stage) -> None:
        v.shown.hand_sizes[self.to_seat] += 1

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        p = ease(self.t / self.duration)
        x = self.a[0] + (self.b[0] - self.a[0]) * p
        y = self.a[1] + (self.b[1] - self.a[1]) * p - math.sin(p * math.pi) * 40
        angle = int(round(math.sin(p * math.pi) * 12)) // 2 * 2
        image = art.rotated("back", 0, angle)
        canvas.blit(image, image.get_rect(center=(int(x), int(y))))


class BadLuck(Anim):
    """Nothing to take for this die: said kindly, in a speech bubble by the roller.
    `message` says why, in the language in use when the bubble is drawn."""

    duration = 1.5

    def __init__(self, die: int, seat: int, message: Callable[[], str]) -> None:
        super().__init__()
        self.die, self.seat, self.message = die, seat, message

    def start(self, v: Stage) -> None:
        v.shown.use_die(self.die)
        # A soft, funny "wah-waah" sliding down: sympathy, not the "not allowed" sound.
        v.sound(BAD_LUCK_SOUND, pan=v.pan(v.layout.panel(self.seat).centerx), gain=0.6)

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        # TRANSLATORS: said kindly in a bubble when a die brings nothing.
        v.draw_bubble(canvas, self.seat, [_("Bad luck!"), self.message()])


class TurnChange(anim.TurnChange):
    """The next player's turn: the dice are cleared; the chime by their spot."""

    def chime_pan(self, v: Stage) -> float:
        return v.pan(v.layout.panel(self.seat).centerx)

    def finish(self, v: Stage) -> None:
        super().finish(v)
        v.shown.clear_dice()


class Reveal(Anim):
    """Every chest turns over, one after another; the gold is counted up; the winners cheer."""

    FLIP = 0.3
    TICK = 0.3

    def __init__(self, hands: Any, scores: Any, winners: Any) -> None:
        super().__init__()
        self.hands = [list(h) for h in hands]
        self.scores = list(scores)
        self.winners = tuple(winners)
        total = sum(len(h) for h in self.hands)
        self.stagger = min(0.12, 2.4 / max(1, total))
        self.order = [(i, j) for i, h in enumerate(self.hands) for j in range(len(h))]
        self.flip_end = self.stagger * total + self.FLIP + 0.3
        self.longest = max(len(h) for h in self.hands)
        self.count_end = self.flip_end + self.TICK * self.longest + 0.3
        self.duration = self.count_end + 2.2
        self.flipped = 0
        self.ticks = 0
        self.cheered = False

    def start(self, v: Stage) -> None:
        v.shown.hands = self.hands
        v.shown.flips = [[0.0] * len(h) for h in self.hands]
        v.shown.counted = None  # no totals until the counting starts
        v.shown.hand_sizes = [len(h) for h in self.hands]
        v.shown.dice, v.shown.used = [], []

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        flips = v.shown.flips or []
        for k, (i, j) in enumerate(self.order):
            p = (self.t - k * self.stagger) / self.FLIP
            flips[i][j] = min(1.0, max(0.0, p))
            if p > 0 and k >= self.flipped:
                self.flipped = k + 1
                v.sound("card-flip", pan=v.pan(v.layout.panel(i).centerx), gain=0.6)
        tick = int((self.t - self.flip_end) / self.TICK) + 1 if self.t >= self.flip_end else 0
        while self.ticks < min(tick, self.longest):
            self.ticks += 1
            if v.shown.counted is None:
                v.shown.counted = [0] * len(self.hands)
            counted = v.shown.counted
            for i, hand in enumerate(self.hands):
                counted[i] = sum(hand[: self.ticks])
            v.sound("count-tick", {"n": self.ticks}, gain=0.7)
        if self.t >= self.count_end and not self.cheered:
            self.cheered = True
            v.shown.winners = self.winners
            v.sound("fanfare")
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        v.shown.hands = self.hands
        v.shown.hand_sizes = [len(h) for h in self.hands]
        v.shown.flips = [[1.0] * len(h) for h in self.hands]
        v.shown.counted = list(self.scores)
        v.shown.winners = self.winners
        v.shown.dice, v.shown.used = [], []
