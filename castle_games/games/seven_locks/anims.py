"""The Seven Locks view's animations: one (or a few) per rules event, played in order.

Each animation moves the view's `Shown` picture of the table (shown.py) from how it was
before the event to how it is after. `finish()` jumps to the end state without a sound (a
click fast-forwards; screenshots skip ahead). Animations never touch the game itself. The
ones acted out in the side view (a drop, a key try, an opening, a pour) are in acts.py.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from castle_games.core.telling import N_
from castle_games.games.seven_locks import art, layout
from castle_games.games.seven_locks.rules import N_TOWERS, fall_depth_mm
from castle_games.games.seven_locks.shown import Stage
from castle_games.games.seven_locks.sideview import SCALE
from castle_games.games.seven_locks.story import told, tower_name
from castle_games.ui import anim
from castle_games.ui.anim import Anim, Bubble, arc, ease


class Say(Bubble):
    """A speech bubble: by a player's place (`seat`) or by the keymaster (seat None). Its
    `lines` are msgids (marked N_) or functions saying them: the painter translates them
    as it draws the bubble."""

    gain = 0.6

    def __init__(self, seat: int | None, lines: list[Any], seconds: float = 1.1,
                 sound: str | None = None) -> None:
        super().__init__(lines, seconds, sound)
        self.seat = seat

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        v.painter.bubble(canvas, self.seat, self.lines)


class Heard(Anim):
    """A pearl has landed in `tower`, `depth_mm` deep, as everybody heard: the see-drops
    ruler beside the tower keeps its mark (the house rule for players who cannot hear)."""

    duration = 0.0

    def __init__(self, tower: int, depth_mm: int) -> None:
        super().__init__()
        self.tower, self.depth_mm = tower, depth_mm

    def start(self, v: Stage) -> None:
        v.shown.heard[self.tower] = self.depth_mm

    def finish(self, v: Stage) -> None:
        v.shown.heard[self.tower] = self.depth_mm


class PlaceKeymaster(Anim):
    """The keymaster hops down in front of the chosen tower."""

    duration = 0.6

    def __init__(self, tower: int) -> None:
        super().__init__()
        self.tower = tower

    def start(self, v: Stage) -> None:
        v.shown.keymaster = self.tower
        v.shown.km_visible = True
        v.side.reset()
        # TRANSLATORS: the side view's title while the starting pearls are dropped.
        v.side.title = N_("Setup")
        v.side.lines = [N_("Two pearls go into every tower."), N_("Listen how deep they fall!")]
        v.sound("keymaster-step", pan=v.pan(layout.keymaster_spot(self.tower)[0]))

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        x, y = layout.keymaster_spot(self.tower)
        p = min(1.0, self.t / self.duration)
        v.shown.km_pos = (x, y - 120 * (1 - p) ** 2 + 8 * math.sin(p * math.pi))
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        v.shown.keymaster = self.tower
        v.shown.km_visible = True
        v.shown.km_pos = layout.keymaster_spot(self.tower)
        v.shown.km_facing_left = v.shown.km_pos[0] > layout.tower_base(self.tower)[0]


class Roll(Anim):
    """The die tumbles over the tray and lands on the face the rules drew."""

    def __init__(self, seat: int, pearls: int, steps: int) -> None:
        super().__init__()
        self.seat, self.pearls, self.steps = seat, pearls, steps

    def start(self, v: Stage) -> None:
        v.shown.die = None
        v.throw_die(self.pearls)
        v.sound("dice-rattle", pan=v.pan(layout.TRAY_RECT.centerx))

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        for contact in v.tray.advance(dt):
            v.contact_sound(contact)
        return (v.tray.settled and self.t > 0.3) or self.t > 5.0

    def finish(self, v: Stage) -> None:
        v.stop_die(self.pearls)
        v.shown.die = (self.pearls, self.steps)


class Walk(Anim):
    """The keymaster walks clockwise from place to place, counting the standing towers."""

    HOP = 0.55

    def __init__(self, start_place: int, end_place: int) -> None:
        super().__init__()
        self.a, self.b = start_place, end_place
        self.count = 0

    def start(self, v: Stage) -> None:
        self.points: list[tuple[tuple[float, float], bool]] = [(layout.keymaster_spot(self.a), False)]
        place = self.a
        while place != self.b:
            if place == N_TOWERS:
                self.points.append((layout.front_spot(), False))
            place = place % N_TOWERS + 1
            self.points.append((layout.keymaster_spot(place), v.shown.standing[place - 1]))
        self.duration = self.HOP * (len(self.points) - 1) + 0.2
        v.side.reset()
        v.side.tower = None
        v.side.title = N_("Keymaster")
        v.side.lines = [told(N_("He walks to {tower}."), tower=lambda b=self.b: tower_name(b))]

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        u = min(len(self.points) - 1.0, self.t / self.HOP)
        i = min(int(u), len(self.points) - 2)
        f = u - i
        (ax, ay), _ = self.points[i]
        (bx, by), counts = self.points[i + 1]
        v.shown.km_pos = (ax + (bx - ax) * f, ay + (by - ay) * f - abs(math.sin(f * math.pi * 2)) * 5)
        v.shown.km_facing_left = bx < ax
        v.shown.km_frame = 1 + int(self.t * 8) % 3 if u < len(self.points) - 1 else 0
        reached = sum(1 for k in range(1, int(u) + 1) if self.points[k][1])
        if reached > self.count:  # one step sound per tower he counts
            v.sound("keymaster-step", {"steps": 1}, pan=v.pan(v.shown.km_pos[0]), gain=0.9)
        self.count = reached
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        v.shown.keymaster = self.b
        v.shown.km_pos = layout.keymaster_spot(self.b)
        v.shown.km_frame = 0
        v.shown.km_facing_left = v.shown.km_pos[0] > layout.tower_base(self.b)[0]

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        if self.count:
            v.painter.count_badge(canvas, v.shown.km_pos, self.count)


class TakeKey(Anim):
    """The chosen key leaves the key board and flies into the keymaster's hand."""

    duration = 0.55

    def __init__(self, seat: int, key: int, tower: int) -> None:
        super().__init__()
        self.seat, self.key, self.tower = seat, key, tower

    def start(self, v: Stage) -> None:
        s = v.shown
        if self.key in s.keys_left:
            s.keys_left.remove(self.key)
        v.sound("ui-click", pan=v.pan(layout.key_x(self.key)))
        side = v.side
        side.reset()
        side.mode, side.tower, side.key = "key", self.tower, self.key
        side.notch_y = fall_depth_mm(self.key) * SCALE   # held with its tip at the lock
        key, tower = self.key, self.tower
        side.title = told(N_("Key {key}"), key=key)
        side.lines = [told(N_("{player} takes {key} for {tower}."), player=v.seats[self.seat].name,
                           key=lambda: art.key_word(key), tower=lambda: tower_name(tower))]

    def finish(self, v: Stage) -> None:
        if self.key in v.shown.keys_left:
            v.shown.keys_left.remove(self.key)
        v.shown.key_in_hand = self.key

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        p = ease(self.t / self.duration)
        a = (layout.key_x(self.key), layout.KEY_TOP + 30)
        b = v.hand_spot()
        x, y = arc(a, b, p, 80)
        image = art.key(self.key, 0.3)
        canvas.blit(image, image.get_rect(center=(int(x), int(y))))


class Shield(Anim):
    """A coat of arms moves: placed at the keymaster, taken back, or put on a key."""

    duration = 0.5

    def __init__(self, seat: int, kind: str, key: int | None = None) -> None:
        super().__init__()
        self.seat, self.kind, self.key = seat, kind, key

    def _ends(self, v: Stage) -> tuple[tuple[float, float], tuple[float, float]]:
        s = v.shown
        home = layout.shield_spot(self.seat, v.n, 0)
        if self.kind == "place":
            return home, layout.arms_spot(s.keymaster or 1, len(s.joiners))
        if self.kind == "withdraw":
            i = s.joiners.index(self.seat) if self.seat in s.joiners else 0
            return layout.arms_spot(s.keymaster or 1, i), home
        n = sum(1 for _, k in s.guesses if k == self.key)
        return home, layout.guess_spot(self.key or 1, n)

    def start(self, v: Stage) -> None:
        self.a, self.b = self._ends(v)
        s = v.shown
        if self.kind == "withdraw":
            if self.seat in s.joiners:
                s.joiners.remove(self.seat)
        else:
            s.arms[self.seat] = max(0, s.arms[self.seat] - 1)
        v.sound("card-slide", pan=v.pan(self.a[0]))

    def finish(self, v: Stage) -> None:
        if not self.started:
            self.start(v)
        s = v.shown
        if self.kind == "place":
            s.joiners.append(self.seat)
        elif self.kind == "withdraw":
            s.arms[self.seat] += 1
        else:
            s.guesses.append((self.seat, self.key))

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        x, y = arc(self.a, self.b, ease(self.t / self.duration), 50)
        image = v.painter.shield_image(self.seat)
        canvas.blit(image, image.get_rect(center=(int(x), int(y))))


class ArmsGone(Anim):
    """The coats of arms placed for this try are used up: they fade away."""

    duration = 0.5

    def start(self, v: Stage) -> None:
        v.shown.fading_arms = list(v.shown.joiners)
        v.shown.joiners = []
        v.sound("so-arms-used", gain=0.8)

    def finish(self, v: Stage) -> None:
        v.shown.joiners = []
        v.shown.fading_arms = []


class Stow(Anim):
    """The opened tower is slid under the board (a soft slide and bump)."""

    duration = 0.2

    def __init__(self, tower: int) -> None:
        super().__init__()
        self.tower = tower

    def start(self, v: Stage) -> None:
        v.sound("so-tower-stowed", pan=v.pan(layout.tower_base(self.tower)[0]), gain=0.7)

    def finish(self, v: Stage) -> None:
        v.shown.standing[self.tower - 1] = False
        v.shown.lifting.pop(self.tower, None)


class Enchanted(Anim):
    """The last tower resolves itself; the enchanted key is shown for all to see."""

    duration = 1.2

    def __init__(self, key: int) -> None:
        super().__init__()
        self.key = key

    def start(self, v: Stage) -> None:
        v.shown.enchanted = self.key
        v.sound("win-sting", gain=0.6)

    def finish(self, v: Stage) -> None:
        v.shown.enchanted = self.key


class TurnChange(anim.TurnChange):
    """The next player's turn: the die is taken off the tray; the chime by their place."""

    def chime_pan(self, v: Stage) -> float:
        return v.pan(layout.player_rect(self.seat, v.n).centerx)

    def finish(self, v: Stage) -> None:
        super().finish(v)
        v.shown.die = None


class GameOver(Anim):
    """Every tower is lifted at the end: all chambers, and the set-aside one, are shown."""

    duration = 2.0

    def __init__(self, ev: Any) -> None:
        super().__init__()
        self.ev = ev

    def start(self, v: Stage) -> None:
        self.finish(v)
        v.sound("fanfare" if self.ev.winners else "nope")

    def finish(self, v: Stage) -> None:
        s = v.shown
        s.revealed = list(self.ev.chambers)
        s.winners = tuple(self.ev.winners)
        s.over = True
        s.boxes = list(self.ev.scores)
