"""The Clever Keys view's animations: one per rules event, played one after another.

Each animation moves the view's `Shown` picture of the room from how it was before its event
to how it is after: a key leaves its slot when it is lifted and stands in the new one when
the push is over. `finish()` jumps to the end state without a sound (a click fast-forwards;
screenshots skip ahead). Animations never touch the rules state, and they only know what
the events said: whether a slot is blocked is known only where a key jammed.
"""

from __future__ import annotations

import math
from typing import Any, Protocol

import pygame

from castle_games.core.telling import _
from castle_games.games.clever_keys import layout as L
from castle_games.games.clever_keys.gems import COLOURS, CornerPocket, GemPile
from castle_games.games.clever_keys.key_slot import KeySlot
from castle_games.games.clever_keys.painter import Painter
from castle_games.games.clever_keys.shown import Shown, key_elevation
from castle_games.ui import anim
from castle_games.ui.anim import Anim, TableStage, ease

HOVER_MM = 26.0          # how high a carried key's tip is above the floor


class Stage(TableStage, Protocol):
    """What an animation uses of the scene: the shown room, its gem scenes, the painter for
    what moves, a seed for the look of a physics scene, and sound."""

    shown: Shown
    piles: list[GemPile]
    pocket: CornerPocket
    painter: Painter

    def seed_for(self, *what: Any) -> int: ...

    def contact_sound(self, contact: Any, x: float, gain: float = 1.0) -> None: ...


class SectionLock(Anim):
    """A key jams (the section is shown locked at once) or a jammed key is pulled out (its
    section opens again; the key moves next)."""

    duration = 0.0

    def __init__(self, section: int, locked: bool) -> None:
        super().__init__()
        self.section, self.locked = section, locked

    def start(self, v: Stage) -> None:
        if self.locked:
            v.shown.locked.add(self.section)
        else:
            v.shown.locked.discard(self.section)

    finish = start


class KeyMove(Anim):
    """A key is carried to its slot and pushed in: all the way, or it jams on the peg."""

    CARRY = 0.5

    def __init__(self, ev: Any) -> None:
        super().__init__()
        self.ev = ev
        self.jammed = ev.result == "jammed"
        self.slot: KeySlot | None = None
        self.push_t = 0.0
        self.duration = 9.9  # ends when the key lies still

    def start(self, v: Stage) -> None:
        s, ev = v.shown, self.ev
        if ev.from_section is not None:
            self.a = L.slot_pos(ev.from_section, ev.from_slot)
            self.a_elev = key_elevation(s, ev.key)
        else:
            self.a = L.rack_spot(ev.key)
            self.a_elev = 0.0
        self.b = L.slot_pos(ev.section, ev.slot)
        s.keys[ev.key] = None
        s.moving = ev.key
        s.turn_key = ev.key
        self.slot = KeySlot(self.jammed, seed=v.seed_for("key", ev.section, ev.slot))

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        if self.t < self.CARRY or self.slot is None:
            return False
        self.push_t += dt
        for cue in self.slot.advance(dt):
            pan = v.pan(self.b[0])
            if cue.name == "slide":
                v.sound("key-slide", pan=pan)
            else:
                v.sound("key-thunk" if cue.name == "thunk" else "key-jam",
                        {"impulse": round(max(0.3, cue.strength) * 20) / 20}, pan=pan)
        return self.slot.done and self.push_t > (self.slot.rest_time or 0.0) + 0.12

    def pose(self) -> tuple[float, float, float]:
        """(x, floor y, tip elevation mm) of the key now."""
        if self.t < self.CARRY or self.slot is None:
            u = ease(self.t / self.CARRY)
            x = self.a[0] + (self.b[0] - self.a[0]) * u
            y = self.a[1] + (self.b[1] - self.a[1]) * u
            # pulled up out of its slot first, then carried over, then lowered to the slot
            lift = min(1.0, self.t / (0.3 * self.CARRY))
            elev = self.a_elev + (HOVER_MM - self.a_elev) * ease(lift)
            elev += math.sin(math.pi * u) * 30.0 - HOVER_MM * ease((u - 0.7) / 0.3)
            return x, y, elev
        return float(self.b[0]), float(self.b[1]), -self.slot.depth_mm

    def finish(self, v: Stage) -> None:
        s, ev = v.shown, self.ev
        s.keys[ev.key] = (ev.section, ev.slot)
        s.jammed[ev.key] = self.jammed
        s.moving = None
        s.placements = ev.placement
        s.reward = ev.reward_now
        s.turn_key = ev.key

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        x, y, elev = self.pose()
        v.painter.key(canvas, self.ev.key, x, y, elev)


SPARKLE_AT = 0.22  # s after the hatch starts to open: the gems can be seen, and glitter


class Reward(Anim):
    """All the way in: the hatch creaks open, the gems sparkle, the reward is announced."""

    duration = 1.5
    sparkled = False

    def __init__(self, section: int, slot: int, gain: int, reward_now: int) -> None:
        super().__init__()
        self.pos = L.slot_pos(section, slot)
        self.gain, self.reward_now = gain, reward_now

    def start(self, v: Stage) -> None:
        v.sound("hatch-creak", pan=v.pan(L.CENTER[0]))

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        v.shown.hatch = ease(self.t / 0.3) if self.t < 1.1 else 1.0 - ease((self.t - 1.1) / 0.35)
        if self.t >= SPARKLE_AT and not self.sparkled:
            self.sparkled = True
            v.sound("gem-sparkle", pan=v.pan(L.CENTER[0]))
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        v.shown.hatch = 0.0

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        v.painter.sparkles(canvas, self.t, v.shown.hatch)
        rise = min(1.0, self.t / 0.6) * 40
        v.painter.float_text(canvas, f"+{self.gain}", (self.pos[0], self.pos[1] - 80 - rise),
                             (120, 230, 120))
        v.painter.big_number(canvas, f"{self.reward_now}!", min(1.0, self.t / 0.25))


class Stuck(Anim):
    """The key jammed: the red mark shows. Said kindly, beside the key."""

    duration = 1.2

    def __init__(self, section: int, slot: int, lost: int) -> None:
        super().__init__()
        self.pos = L.slot_pos(section, slot)
        self.lost = lost

    def start(self, v: Stage) -> None:
        v.shown.reward = 0

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        # TRANSLATORS: said kindly in a bubble beside a key that jammed in a blocked slot.
        lines = [_("Stuck!"), _("The red mark shows.")]
        lines.append(_("The reward of {reward} is gone.").format(reward=self.lost) if self.lost
                     else _("No gems this turn."))
        v.painter.bubble(canvas, (self.pos[0], self.pos[1] - 96), lines)


class LostGem(Anim):
    """One gemstone rolls out of the chamber into the open corner."""

    ROLL = 0.6

    def __init__(self, chamber_left: int) -> None:
        super().__init__()
        self.chamber_left = chamber_left
        self.rolled_in = False
        self.duration = 4.0

    def start(self, v: Stage) -> None:
        v.shown.chamber = self.chamber_left
        v.sound("gem-roll", pan=v.pan(L.CENTER[0]))
        mouth = L.pocket_to_canvas(*v.pocket.mouth)
        self.a, self.b = L.CENTER, mouth
        self.colour = v.pocket.rng.randrange(COLOURS)

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        if self.t >= self.ROLL and not self.rolled_in:
            self.rolled_in = True
            v.pocket.roll_in(colour=self.colour)
        if self.rolled_in:
            for c in v.pocket.advance(dt):
                v.contact_sound(c, L.pocket_to_canvas(c.x, c.y)[0], gain=0.7)
            if v.pocket.settled:
                return True
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        if not self.rolled_in:
            self.rolled_in = True
            v.pocket.roll_in(colour=self.colour)
        v.pocket.settle_now()
        v.shown.chamber = self.chamber_left
        v.shown.corner = v.pocket.count

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        if self.rolled_in:
            return
        u = min(1.0, self.t / self.ROLL)
        u = 1 - (1 - u) ** 1.6  # it leaves fast and slows down
        x = self.a[0] + (self.b[0] - self.a[0]) * u
        y = self.a[1] + (self.b[1] - self.a[1]) * u
        v.painter.gem(canvas, x, y, self.colour, self.t * 720)


class PayOut(Anim):
    """The reward is counted aloud, a chime per gemstone, and each one flies from the
    chamber into the player's tray, where it tumbles onto the pile."""

    GAP = 0.42
    FLY = 0.45

    def __init__(self, seat: int, gems: int) -> None:
        super().__init__()
        self.seat, self.gems = seat, gems
        self.sent = 0
        self.landed = 0
        self.flights: list[tuple[float, float, float, int]] = []  # start t, x, y, colour
        self.duration = 0.35 + gems * self.GAP + self.FLY + 3.0
        self.sparkled = False

    def start(self, v: Stage) -> None:
        v.sound("hatch-creak", pan=v.pan(L.CENTER[0]), gain=0.7)
        self.tray = v.painter.tray(self.seat)
        self.chamber0 = v.shown.chamber
        v.shown.paying = self.seat

    def _launch_due(self, v: Stage, quiet: bool = False) -> None:
        while self.sent < self.gems and (quiet or self.t >= 0.35 + self.sent * self.GAP):
            self.sent += 1
            x, colour = v.piles[self.seat].plan_drop()
            target_x = self.tray.x + x
            if not quiet:
                v.sound("count-chime", {"n": self.sent}, pan=v.pan(target_x))
            v.shown.counting = self.sent
            v.shown.chamber = self.chamber0 - self.sent
            self.flights.append((0.35 + (self.sent - 1) * self.GAP, target_x,
                                 self.tray.y - 2.5 * v.piles[self.seat].radius, colour))

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        v.shown.hatch = min(1.0, self.t / 0.3) if self.sent < self.gems or self.t < 0.6 else \
            max(0.0, v.shown.hatch - dt * 3)
        if self.t >= SPARKLE_AT and not self.sparkled:
            self.sparkled = True
            v.sound("gem-sparkle", pan=v.pan(L.CENTER[0]), gain=0.7)
        self._launch_due(v)
        pile = v.piles[self.seat]
        while self.flights and self.t >= self.flights[0][0] + self.FLY:
            self.flights.pop(0)
            pile.drop()
            self.landed += 1
            v.shown.piles[self.seat] += 1
        for c in pile.advance(dt):
            v.contact_sound(c, self.tray.x + c.x)
        done = self.landed == self.gems and pile.settled and v.shown.hatch <= 0.0
        return done or self.t >= self.duration

    def finish(self, v: Stage) -> None:
        self._launch_due(v, quiet=True)
        pile = v.piles[self.seat]
        while self.landed < self.gems:
            pile.drop()
            self.landed += 1
            v.shown.piles[self.seat] += 1
        self.flights = []
        pile.settle_now()
        v.shown.hatch = 0.0
        v.shown.counting = 0
        v.shown.reward = 0
        v.shown.placements = 0
        v.shown.paying = None

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        v.painter.sparkles(canvas, self.t, v.shown.hatch)
        for start, x, y, colour in self.flights:
            u = min(1.0, max(0.0, (self.t - start) / self.FLY))
            if u <= 0:
                continue
            gx = L.CENTER[0] + (x - L.CENTER[0]) * ease(u)
            gy = L.CENTER[1] + (y - L.CENTER[1]) * u - math.sin(math.pi * u) * 120
            v.painter.gem(canvas, gx, gy, colour, u * 540, int(v.piles[self.seat].radius))
        if v.shown.counting:
            v.painter.big_number(canvas, str(v.shown.counting), 1.0)


class TurnChange(anim.TurnChange):
    """The next player's turn: this turn's reward, key and count are cleared."""

    def finish(self, v: Stage) -> None:
        super().finish(v)
        s = v.shown
        s.reward, s.placements, s.turn_key, s.counting = 0, 0, None, 0


class Reveal(Anim):
    """The board is lifted at the end: every blocked slot shows, one after another."""

    STEP = 0.14

    def __init__(self, blocked: Any, winners: Any) -> None:
        super().__init__()
        self.blocked = list(blocked)
        self.winners = tuple(winners)
        self.shown_n = 0
        self.duration = self.STEP * len(self.blocked) + 1.6
        self.cheered = False

    def start(self, v: Stage) -> None:
        v.shown.blocked = [0] * len(self.blocked)

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        n = min(len(self.blocked), int(self.t / self.STEP) + 1)
        while self.shown_n < n:
            v.shown.blocked[self.shown_n] = self.blocked[self.shown_n]  # type: ignore[index]
            self.shown_n += 1
            v.sound("key-jam", {"impulse": 0.4}, gain=0.5)
        if self.t >= self.STEP * len(self.blocked) + 0.3 and not self.cheered:
            self.cheered = True
            v.shown.winners = self.winners
            v.sound("fanfare")
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        v.shown.blocked = list(self.blocked)
        v.shown.winners = self.winners
