"""The Knobelschatz table seen from above: the pile, the players' chests, the watchdog, the dice.

The view only reads the session's state; it changes the game only through
`session.apply` / `session.play_bot`. Every rules event becomes an animation (anims.py),
played one after another; input is taken only when none is running, and a click
fast-forwards them. Computer seats move after a short, readable pause.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame

from castle_games.audio.mixer import contact_gain
from castle_games.games.knobelschatz import anims
from castle_games.games.knobelschatz.layout import ROLL_RECT, TRAY_RECT, Layout
from castle_games.games.knobelschatz.painter import Painter
from castle_games.games.knobelschatz.rules import (
    DIE_FACES,
    PILE,
    RESOLVE,
    ROLL,
    CardsRevealed,
    CardTaken,
    DiceRolled,
    DogTaken,
    NothingTaken,
    RollDice,
    TakeCard,
    TurnPassed,
)
from castle_games.sim.dice_tray import DiceTray
from castle_games.ui.table import TableScene

# Every recipe this view and its animations play: the app renders them when the game starts.
SOUNDS = ("dice-rattle", "die-hit-die", "die-hit-felt", "die-hit-wall", "card-slide",
          "card-flip", "dog-bark", "dog-step", "sting-wrong", "count-tick", "fanfare",
          "turn-chime", "nope", "ui-click")

BOT_DELAY = 0.6        # seconds a computer player "thinks" before each move
FORCED_DELAY = 0.5     # a die with only one possible source resolves by itself after this
GAME_OVER_HOLD = 2.5   # seconds to admire the result before the game-over screen


class StillTray:
    """Dice lying still: the stand-in when there is no physics module, and what a skipped
    throw leaves behind (the dice stop where they are, showing the rolled faces), which is
    much cheaper than running the physics to its end inside one frame."""

    def __init__(self, faces: Any, positions: Any = None) -> None:
        self.faces = tuple(faces)
        self.positions = list(positions or [(60 + 70 * i, 100, 0.0)
                                            for i in range(len(self.faces))])
        self.settled = True

    def throw(self, faces: Any, seed: int | None = None, strength: float | None = None) -> None:
        self.faces = tuple(faces)
        self.positions = [(60 + 70 * i, 100, 0.0) for i in range(len(self.faces))]

    def advance(self, dt: float) -> list[Any]:
        return []

    def settle_now(self) -> list[Any]:
        return []

    @property
    def dice(self) -> list[Any]:
        return [SimpleNamespace(x=x, y=y, angle_deg=a, face=f, rolling=False)
                for (x, y, a), f in zip(self.positions, self.faces)]


class KnobelschatzScene(TableScene):
    bot_delay = BOT_DELAY
    game_over_hold = GAME_OVER_HOLD

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.layout = Layout(self.n)
        self.tray_rect = TRAY_RECT
        self.tray: Any = None
        self._throws = 0
        self.painter = Painter(self)
        self.shown = self._shown_from_state()
        self.dog_pos = self.layout.dog_spot(self.shown.dog)
        self.dog_step, self.dog_barking = 0, False
        self.dog_facing_left = self.layout.dog_faces_left(self.shown.dog)
        self.mouse = (0, 0)
        if session.over and session.state.outcome:
            self._enqueue_reveal_from_state()
        if pygame.display.get_surface() is not None:
            self.painter.prepare()  # no stutter on the first frame
        if self.tray is None and DiceTray is not None:
            # Built now (it is drawn only once dice are rolled): no stutter on the first roll.
            self.tray = DiceTray((1, 2, 3), session.seed, size=TRAY_RECT.size, die_size=52,
                                 tumble_faces=sorted(set(DIE_FACES)))

    # -- reading the state ---------------------------------------------------------------
    def _shown_from_state(self) -> anims.Shown:
        st = self.session.state
        shown = anims.Shown([len(h) for h in st.hands], len(st.pile), st.dog, st.current)
        if st.phase == RESOLVE:
            shown.dice = list(st.dice)
            pending = list(st.pending)
            shown.used = []
            for f in st.dice:
                if f in pending:
                    pending.remove(f)
                    shown.used.append(False)
                else:
                    shown.used.append(True)
            shown.dice_known = True
            self._throw(st.dice, settle=True)
        return shown

    def _enqueue_reveal_from_state(self) -> None:
        st = self.session.state
        out = st.outcome
        self.queue.append(anims.Reveal(st.hands, out.scores, out.winners))

    def choosing(self) -> list[int]:
        """Seats the human roller may pick for a four now ([] when there is nothing to pick)."""
        st = self.session.state
        if not (self.idle and self.human_to_move() and st.phase == RESOLVE
                and not self.handover_pending and 4 in st.pending):
            return []
        if any(len(st.sources_for(f)) == 1 for f in st.pending):
            return []  # a forced die goes first, by itself
        return [s for s in st.sources_for(4) if isinstance(s, int)]

    def can_roll(self) -> bool:
        return (self.idle and self.human_to_move() and not self.handover_pending
                and self.session.state.phase == ROLL)

    # -- sound ---------------------------------------------------------------------------
    def contact_sound(self, contact: Any) -> None:
        kinds = {contact.kind_a, contact.kind_b}
        name = ("die-hit-wall" if "wall" in kinds else
                "die-hit-felt" if "felt" in kinds else "die-hit-die")
        # Impulses are mass-1 speed changes in px/s; a hard throw hits at ~1.5 tray widths/s.
        strength = contact_gain(contact.impulse, 1.5 * TRAY_RECT.width)
        if strength <= 0.0:
            return
        # Snapped to the recipe's 0.05 step, so the mixer's cache of rendered sounds stays small.
        self.sound(name, {"impulse": round(strength * 20) / 20},
                   pan=self.pan(TRAY_RECT.x + contact.x))

    # -- dice ----------------------------------------------------------------------------
    def _throw(self, faces: Any, settle: bool = False) -> None:
        self._throws += 1
        seed = self.session.seed * 1000 + self.session.state.turn_count * 7 + self._throws
        if self.tray is None or isinstance(self.tray, StillTray):
            # Tumbling dice flash only faces a Knobelschatz die has (no 5 or 6).
            self.tray = DiceTray(faces, seed, size=TRAY_RECT.size, die_size=52,
                                 tumble_faces=sorted(set(DIE_FACES)))
        else:
            self.tray.throw(faces, seed=seed)
        if settle:
            self.tray.settle_now()

    def throw(self, faces: Any) -> None:
        self._throw(faces)

    def stop_dice(self, faces: Any) -> None:
        """End a throw at once: each die stays where it is and shows its rolled face."""
        if self.tray is not None and not self.tray.settled:
            self.tray = StillTray(faces, [(d.x, d.y, d.angle_deg) for d in self.tray.dice])

    # -- playing -------------------------------------------------------------------------
    def _enqueue(self, events: list[Any]) -> None:
        for ev in events:
            if isinstance(ev, DiceRolled):
                self.queue.append(anims.Roll(ev.seat, ev.faces))
            elif isinstance(ev, DogTaken):
                self.queue.append(anims.DogWalk(ev.seat))
            elif isinstance(ev, CardTaken):
                self.queue.append(anims.CardSlide(ev.die, ev.source, ev.to_seat))
            elif isinstance(ev, NothingTaken):
                self.queue.append(anims.BadLuck(ev.die, ev.seat, self._bad_luck_words(ev.die)))
            elif isinstance(ev, TurnPassed):
                self.queue.extend([anims.Pause(0.5), anims.TurnChange(ev.seat)])
            elif isinstance(ev, CardsRevealed):
                self.queue.extend([anims.Pause(0.8),
                                   anims.Reveal(ev.hands, ev.scores, ev.winners)])

    def _bad_luck_words(self, face: int) -> str:
        st = self.session.state
        if face == 3:
            return "The pile is empty."
        if face == 4:
            return "Nobody has a chest you may take."
        nb = st.left_of(st.current) if face == 1 else st.right_of(st.current)
        name = self.seats[nb].name
        return f"The dog guards {name}." if st.dog == nb else f"{name} has no chest."

    def begin_demo_roll(self) -> bool:
        """If rolling is legal now, roll and start the dice flying (benchmarks, screenshots).

        Otherwise nothing happens (and nothing is skipped)."""
        if self.session.over or self.session.state.phase != ROLL:
            return False
        self.skip_animations()
        self._enqueue(self.session.apply(RollDice()))
        self._next_anim()
        return True

    def human_turn(self, dt: float) -> None:
        st = self.session.state
        # One hand-over per turn: the roll has already counted the turn in RESOLVE.
        key = st.turn_count - (1 if st.phase == RESOLVE else 0)
        if self.hand_over_once(key, st.current):
            return
        if self.handover_pending or st.phase != RESOLVE:
            return
        forced = [(f, src[0]) for f in sorted(set(st.pending), key=lambda f: f == 4)
                  if len(src := st.sources_for(f)) == 1]
        if forced:
            # The same idle clock as a computer's pause (animation time).
            self.wait += dt * self.speed
            if self.wait >= FORCED_DELAY:
                self.try_apply(TakeCard(*forced[0]))

    def _sync(self) -> None:
        """With nothing running, the picture must match the rules state exactly."""
        st, shown = self.session.state, self.shown
        shown.hand_sizes = [len(h) for h in st.hands]
        shown.pile = len(st.pile)
        shown.current = st.current
        if shown.dog != st.dog:
            shown.dog = st.dog
            self.dog_pos = self.layout.dog_spot(st.dog)
            self.dog_facing_left = self.layout.dog_faces_left(st.dog)

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            targets = self._targets()
            for k, target in enumerate(targets):  # the pointer moves the focus too
                if target != "roll" and self.layout.panel(target).collidepoint(event.pos):
                    self.focus = k
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if not self.idle:
                self.skip_animations()  # a click fast-forwards
                return
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _targets(self) -> list[Any]:
        if self.can_roll():
            return ["roll"]
        return list(self.choosing())

    def _click(self, pos: tuple[int, int]) -> None:
        if ROLL_RECT.collidepoint(pos) and self.can_roll():
            self.sound("ui-click")
            self.try_apply(RollDice())
            return
        if not self.choosing():
            return
        # Only a four is ever left to choose (the other dice have one source each and go
        # by themselves), so the four is already picked: a click on a die just says so.
        for i in range(len(self.shown.dice)):
            if self.layout.die_rect(i).collidepoint(pos):
                self.sound("ui-click")
                return
        for seat in range(self.n):
            if self.layout.panel(seat).collidepoint(pos):
                self.try_apply(TakeCard(4, seat))
                return
        if self.layout.pile_rect().collidepoint(pos):
            self.try_apply(TakeCard(4, PILE))

    def _key(self, event: pygame.event.Event) -> None:
        targets = self._targets()
        if not targets:
            return
        if self.step_focus(event, len(targets)):
            return
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            target = targets[self.focus % len(targets)]
            self.try_apply(RollDice() if target == "roll" else TakeCard(4, target))

    # -- drawing -------------------------------------------------------------------------
    def focused(self) -> Any:
        targets = self._targets()
        return targets[self.focus % len(targets)] if targets else None

    def draw(self, canvas: pygame.Surface) -> None:
        self.painter.draw(canvas)

    def draw_bubble(self, canvas: pygame.Surface, seat: int, lines: list[str]) -> None:
        self.painter.bubble(canvas, seat, lines)

    def hint(self) -> list[str]:
        s, st = self.session, self.session.state
        if self.shown.hands is not None:
            return ["All chests are", "turned over!"]
        if not self.idle:
            return ["Click to hurry up"] if self.human_to_move() else []
        name = self.seats[st.current].name
        if s.is_bot_turn():
            return [f"{name} is thinking..."]
        if self.handover_pending:
            return []
        if st.phase == ROLL:
            return [f"{name}, roll the dice!", "Click Roll", "or press Space."]
        if self.choosing():
            return ["Four pips!", "Click a glowing player", "to take a chest from."]
        return ["Taking your chests..."]


def make_scene(app: Any, session: Any) -> KnobelschatzScene:
    return KnobelschatzScene(app, session)
