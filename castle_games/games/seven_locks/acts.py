"""The moments the side view acts out: a pearl dropped into a tower, a key tried in its
lock, a tower lifted off its chamber, and the treasure poured into the players' boxes.

The drop, the key and the pour follow the physics scenes of castle_games.sim (physics.py)
and run in real time, as the sounds timed to them do, so that what is seen and what is
heard happen together; the animation speed only shortens the pauses around them. None
of them is ever given the chamber of a closed tower: a drop knows its fall depth and time
(heard), a key try its notch offset (seen). Only the remainder nobody won, which rolls
away rather than into a box, flies on a plain schedule.
"""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.core.telling import N_
from castle_games.games.seven_locks import art, layout, physics
from castle_games.games.seven_locks.rules import (
    CHAMBER_HEIGHTS_MM,
    FITS,
    TOO_LONG,
    TOWER_HEIGHT_MM,
    fall_depth_mm,
)
from castle_games.games.seven_locks.shown import Stage
from castle_games.games.seven_locks.sideview import (
    GRAVITY_PX,
    HIDDEN_BELOW,
    RIM_Y,
    SCALE,
    SIDE_RECT,
)
from castle_games.games.seven_locks.story import plainly, told
from castle_games.games.seven_locks.tower import TowerDrop
from castle_games.ui.anim import Anim, arc, ease

TOWER_HEIGHT_PX = TOWER_HEIGHT_MM * SCALE


class Throw(Anim):
    """A pearl flies from the bin into a tower; in the side view it drops into the dark.

    The flight follows the animation speed; the fall is heard in real time (the sound
    carries the depth, so it is never hurried, and the next pearl waits for its echo).
    What is seen of the fall is the same for every tower: the pearl speeds into the dark
    under the rules' gravity and is gone within a few pixels. The impacts (from the tower
    physics) show as sound waves above the tower.
    """

    WAVE = 0.55       # seconds a sound wave takes to fade
    HOLD = 0.9        # at most this long after the first impact before the next pearl

    def __init__(self, ev: Any) -> None:
        super().__init__()
        self.ev = ev
        self.flight = 0.3 if ev.setup else 0.45
        self.fall_t = 0.0                     # real seconds since the pearl went in
        self.released = False
        self.landed = False
        self.last_impact = 0.0
        self.drop: Any = None                 # the tower physics (made at the release)

    def start(self, v: Stage) -> None:
        ev, s = self.ev, v.shown
        s.bin = max(0, s.bin - 1)
        side = v.side
        side.reset()
        side.mode, side.tower = "drop", ev.tower
        who = v.seats[ev.seat].name
        side.title = told(N_("Tower {number}"), number=ev.tower)
        side.lines = ([told(N_("{player} drops a pearl in."), player=who), N_("Listen!")]
                      if ev.setup else
                      [told(N_("{player} throws a pearl in."), player=who),
                       N_("Listen how deep it falls!")])
        side.pearl_y = SIDE_RECT.y + 10
        v.sound("ui-move", pan=v.pan(layout.BIN_CENTER[0]), gain=0.35)

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        side = v.side
        if not self.released:
            p = min(1.0, self.t / self.flight)
            side.pearl_y = SIDE_RECT.y + 10 + (RIM_Y - SIDE_RECT.y - 10) * p * p
            if p >= 1.0:
                self.released = True
                v.drop_released(self.ev)
                # The drop sound begins with a release tick; the fall starts just after.
                self.fall_t = -v.sounds.release_lead()
                self.drop = physics.tower_drop(self.ev)
            return False
        real = v.real_dt
        before = self.fall_t
        self.fall_t += real
        falling = max(0.0, self.fall_t)
        seen = RIM_Y + 0.5 * GRAVITY_PX * falling ** 2
        side.pearl_y = seen if seen < RIM_Y + HIDDEN_BELOW else None
        side.age_waves(real, self.WAVE)
        step = falling - max(0.0, before)
        impacts = self.drop.advance(step) if step > 0 else []
        for impact in impacts:
            self.last_impact = self.fall_t
            side.waves.append([0.0, float(TowerDrop.loudness(impact.impulse))])
        late = self.ev.fall_time_s + 0.05
        if not self.landed and (impacts or self.fall_t >= late):
            self.landed = True
            self.last_impact = self.fall_t
            if not impacts:
                side.waves.append([0.0, 1.0])
            v.shown.tower_pearls[self.ev.tower - 1] += 1
        if not self.landed:
            return False
        quiet = self.drop.settled or self.fall_t >= self.ev.fall_time_s + self.HOLD
        return quiet and self.fall_t >= self.last_impact + self.WAVE

    def finish(self, v: Stage) -> None:
        if not self.landed:
            v.shown.tower_pearls[self.ev.tower - 1] += 1
        v.side.pearl_y = None
        v.side.waves = []

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        if self.released:
            return
        p = min(1.0, self.t / self.flight)
        a = layout.BIN_CENTER
        b = layout.tower_top(self.ev.tower)
        x, y = arc((a[0], a[1] - 20), b, ease(p), 90)
        image = art.pearl(7)
        canvas.blit(image, image.get_rect(center=(int(x), int(y))))


class KeyTry(Anim):
    """The key slides into the tower until it rests on the chamber: the notch stops above
    the rim (too long), below it (too short), or at the lock, and then it turns.

    The slide, the clunk and the turn follow the key physics (sim.key_slide) in real time,
    in step with the key-insert, key-turn and key-fail sounds. The verdict then stays on
    show for a moment (animation speed)."""

    HOLD_FIT, HOLD_FAIL = 1.1, 1.5

    def __init__(self, ev: Any) -> None:
        super().__init__()
        self.ev = ev
        self.turned_at: float | None = None
        self.slide: Any = None          # the key physics (made at the start)
        self.real_t = 0.0
        self.start_notch = fall_depth_mm(ev.key) * SCALE   # the tip starts at the lock

    def start(self, v: Stage) -> None:
        ev = self.ev
        v.shown.key_in_hand = None
        side = v.side
        side.reset()
        side.mode, side.tower, side.key = "key", ev.tower, ev.key
        side.result = ev.result
        side.notch_y = self.start_notch
        side.title = told(N_("Key {key}"), key=ev.key)
        side.lines = [told(N_("{player} pushes it into tower {number}..."),
                           player=v.seats[ev.seat].name, number=ev.tower)]
        self.target = ev.offset_mm * SCALE
        self.slide = physics.key_slide(ev)
        v.key_inserted(ev)

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        self.real_t += v.real_dt
        side = v.side
        # The clunk and the turn's click, latch or jam are in the key-insert, key-turn
        # and key-fail sounds, timed by this same slide: its cues need no sound of their own.
        self.slide.advance(v.real_dt)
        side.notch_y = -self.slide.notch_y * SCALE
        if self.slide.rested and self.turned_at is None:
            self.slide.turn()
            self._turn(v)
        if self.turned_at is not None:
            angle = self.slide.turn_angle_deg
            side.turn = angle / 90.0
        if self.turned_at is None:
            return False
        hold = self.HOLD_FIT if self.ev.result == FITS else self.HOLD_FAIL
        return self.slide.turn_done and self.t >= self.turned_at + hold

    def _turn(self, v: Stage) -> None:
        self.turned_at = self.t
        side = v.side
        side.notch_y = self.target
        side.done = True
        side.lines = self.verdict()
        v.key_turned(self.ev)

    def verdict(self) -> list[Any]:
        """What the side view says once the key rests (msgids, or functions saying them)."""
        ev = self.ev
        cm = max(1, round(abs(ev.offset_mm) / 10))
        if ev.result == FITS:
            return [N_("It turns!"), told(N_("Key {key} opens tower {number}."), key=ev.key,
                                          number=ev.tower)]
        if ev.result == TOO_LONG:
            # TRANSLATORS: the notch is the key's cut that must sit exactly at the tower's lock.
            notch = told(N_("The notch sticks out {cm} cm above the lock."), cm=cm)
            return [N_("Too long!"), notch]
        return [N_("Too short!"), told(N_("The notch sank in, {cm} cm below the lock."), cm=cm)]

    def finish(self, v: Stage) -> None:
        side = v.side
        side.notch_y = self.ev.offset_mm * SCALE
        side.done = True
        side.turn = 1.0 if self.ev.result == FITS else 0.0
        side.lines = self.verdict()
        s = v.shown
        s.key_in_hand = None
        if self.ev.result != FITS and self.ev.key not in s.keys_left:
            s.keys_left = sorted(s.keys_left + [self.ev.key])  # back into its place


class Open(Anim):
    """The tower is lifted off its treasure chamber: now its chamber may be seen."""

    duration = 1.3

    def __init__(self, tower: int, chamber: int, pearls: int, words: list[Any]) -> None:
        super().__init__()
        self.tower, self.chamber, self.pearls, self.words = tower, chamber, pearls, words

    def start(self, v: Stage) -> None:
        side = v.side
        side.reset()
        side.mode, side.tower, side.key = "open", self.tower, self.chamber
        side.chamber, side.chamber_pearls = self.chamber, self.pearls
        side.title = told(N_("Tower {number}"), number=self.tower)
        side.lines = list(self.words)
        v.shown.lifting[self.tower] = 0.0
        v.sound("key-turn", pan=v.pan(layout.tower_base(self.tower)[0]), gain=0.5)

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        p = ease(self.t / self.duration)
        h = CHAMBER_HEIGHTS_MM[self.chamber - 1] * SCALE
        v.side.lift = p * (h + 36)
        v.shown.lifting[self.tower] = p
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        if not self.started:
            self.start(v)
        h = CHAMBER_HEIGHTS_MM[self.chamber - 1] * SCALE
        v.side.lift = h + 36
        s = v.shown
        s.lifting.pop(self.tower, None)
        s.opened[self.tower] = self.chamber
        s.standing[self.tower - 1] = False
        s.tower_pearls[self.tower - 1] = 0


class Pour(Anim):
    """The treasure's pearls pour into the players' boxes, one box after another: in the
    side view the chamber is tipped over the box (sim.pour), in the castle the pearls fly
    from the tower's place to the box, and each box counts up as its pearls land.
    `shares` is [(seat or None, pearls)]; None is nobody (the remainder rolls away)."""

    FLY = 0.5        # seconds a pearl flies in the castle picture before it lands
    GAP = 0.09       # between the remainder's pearls (they roll away: no box, no physics)

    def __init__(self, tower: int, shares: list[tuple[int | None, int]]) -> None:
        super().__init__()
        self.tower = tower
        self.shares = [(seat, n) for seat, n in shares if n > 0]
        self.part = -1           # which share is pouring
        self.part_t = 0.0        # real seconds into this share
        self.landings: list[float] = []
        self.landed = 0
        self.sim: Any = None
        self.duration = 1.0

    def start(self, v: Stage) -> None:
        x, y = layout.tower_base(self.tower)
        self.a = (float(x), float(y - 30))
        side = v.side
        side.mode = "pour"
        side.lift = (TOWER_HEIGHT_PX + 40)
        self._next_part(v)

    def _next_part(self, v: Stage) -> bool:
        self.part += 1
        self.part_t = 0.0
        self.landed = 0
        if self.part >= len(self.shares):
            return False
        seat, n = self.shares[self.part]
        side = v.side
        self.sim = physics.pour(n) if seat is not None else None
        side.pour = self.sim
        self.landings = (physics.pour_landings(n) if seat is not None else
                         [0.3 + self.GAP * i + self.FLY for i in range(n)])
        if seat is None:
            # TRANSLATORS: {count} pearls nobody gets (an uneven remainder) roll away.
            side.pour_rgb, side.pour_words = (160, 160, 160), told(N_("{count} for nobody"),
                                                                   count=n)
        else:
            side.pour_rgb = tuple(v.seats[seat].rgb)
            side.pour_words = plainly(f"{v.seats[seat].name}: 0")
            v.sound("pearls-pour", {"count": min(80, n)}, pan=v.pan(self.a[0]))
        return True

    def _target(self, v: Stage, seat: int | None) -> tuple[float, float]:
        if seat is None:
            return (float(layout.ASIDE_RECT.centerx), float(layout.ASIDE_RECT.bottom - 10))
        x, y = layout.box_spot(seat, v.n)
        return float(x), float(y - 14)

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        if self.part >= len(self.shares):
            return True
        self.part_t += v.real_dt
        seat, n = self.shares[self.part]
        if self.sim is not None:
            self.sim.advance(v.real_dt)
        while self.landed < n and self.part_t >= self.landings[self.landed]:
            self.landed += 1
            self._land(v, seat)
        remaining = sum(k for _, k in self.shares[self.part + 1:]) + n - self.landed
        v.side.chamber_pearls = remaining
        sim_done = self.sim is None or self.sim.settled
        if self.landed >= n and sim_done and self.part_t >= self.landings[-1] + 0.35:
            if not self._next_part(v):
                return True
        return False

    def _land(self, v: Stage, seat: int | None) -> None:
        """A pearl lands in `seat`'s box (its click is in the pearls-pour sound)."""
        if seat is None:
            return
        v.shown.boxes[seat] += 1
        v.side.pour_words = plainly(f"{v.seats[seat].name}: {self.landed}")

    def finish(self, v: Stage) -> None:
        if self.part < 0:
            self.part = 0
        for i in range(max(0, self.part), len(self.shares)):
            seat, n = self.shares[i]
            done = self.landed if i == self.part else 0
            if seat is not None:
                v.shown.boxes[seat] += n - done
        self.part = len(self.shares)
        v.side.chamber_pearls = 0
        v.side.pour = None
        v.side.pour_words = ""

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        if not 0 <= self.part < len(self.shares):
            return
        seat, n = self.shares[self.part]
        image = art.pearl(6)
        goal = self._target(v, seat)
        for k, land in enumerate(self.landings):
            p = (self.part_t - (land - self.FLY)) / self.FLY
            if 0 <= p < 1:
                x, y = arc(self.a, goal, ease(p), 70 + 6 * (k % 5))
                canvas.blit(image, image.get_rect(center=(int(x), int(y))))
