"""The Knobelschatz table seen from above: the pile, the players' chests, the watchdog, the dice.

The view sees the game only through its seat's `TableModel`: the observation (how many
chests lie where, the dog, the dice; never a chest's value before the end), the legal
actions, and the events that seat perceives; it plays through `table.apply` /
`table.play_bot`. Every rules event becomes an animation (anims.py),
played one after another; input is taken only when none is running, and a click
fast-forwards them. Computer seats move after a short, readable pause.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from castle_games.audio.mixer import contact_gain
from castle_games.core.match import Match
from castle_games.core.telling import _
from castle_games.games.knobelschatz import anims
from castle_games.games.knobelschatz.layout import (
    ROLL_RECT,
    SIDE_RECT,
    SPEAKER_RECT,
    TABLE_RECT,
    TRAY_RECT,
    Layout,
)
from castle_games.games.knobelschatz.moves import (
    CardsRevealed,
    CardTaken,
    DiceRolled,
    DogTaken,
    NothingTaken,
    RollDice,
    TakeCard,
    TurnPassed,
)
from castle_games.games.knobelschatz.observe import KnobelschatzObservation
from castle_games.games.knobelschatz.painter import Painter
from castle_games.games.knobelschatz.rules import DIE_FACES, PILE, RESOLVE, ROLL
from castle_games.games.knobelschatz.shown import Shown
from castle_games.games.knobelschatz.story import describe
from castle_games.sim.dice_tray import DiceTray, StillDice
from castle_games.speech.verbosity import extra
from castle_games.table_model import TableModel
from castle_games.ui.anim import Pause
from castle_games.ui.table import TableScene

# Every recipe this view and its animations play: the app renders them when the game starts.
SOUNDS = ("dice-rattle", "die-hit-die", "die-hit-felt", "die-hit-wall", "card-slide",
          "card-flip", "dog-bark", "dog-step", "sting-wrong", "count-tick", "fanfare",
          "turn-chime", "nope", "ui-click")

BOT_DELAY = 0.6        # seconds a computer player "thinks" before each move
FORCED_DELAY = 0.5     # a die with only one possible source resolves by itself after this
GAME_OVER_HOLD = 2.5   # seconds to admire the result before the game-over screen


class KnobelschatzScene(TableScene):
    bot_delay = BOT_DELAY
    game_over_hold = GAME_OVER_HOLD
    speaker_rect = SPEAKER_RECT

    def __init__(self, app: Any, table: TableModel[KnobelschatzObservation]) -> None:
        super().__init__(app, table)
        self.layout = Layout(self.n)
        self.tray: Any = None
        self._throws = 0
        self.painter = Painter(self)
        obs = table.observation
        self.shown = Shown.from_observation(obs, self.layout)
        if obs["phase"] == RESOLVE:
            self._throw(obs["dice"], settle=True)
        if table.over and table.outcome:
            out = table.outcome
            self.queue.append(anims.Reveal(obs["hands"], out.scores, out.winners))
        if pygame.display.get_surface() is not None:
            self.painter.prepare()  # no stutter on the first frame
        if self.tray is None:
            # Built now (it is drawn only once dice are rolled): no stutter on the first roll.
            self.tray = DiceTray((1, 2, 3), table.anim_seed, size=TRAY_RECT.size, die_size=52,
                                 tumble_faces=sorted(set(DIE_FACES)))

    # -- reading the table ---------------------------------------------------------------
    @property
    def obs(self) -> KnobelschatzObservation:
        """What the seat on screen sees: counts, the dog, the dice; never a chest's value."""
        return self.table.observation

    @property
    def match(self) -> Match:
        return self.table.match

    def _sources(self) -> dict[int, list[int | str]]:
        """Per pip face still to resolve: where it may take from now (from the legal moves)."""
        found: dict[int, list[int | str]] = {}
        for action in self.table.legal_actions():
            if isinstance(action, TakeCard):
                found.setdefault(action.die, []).append(action.source)
        return found

    def choosing(self) -> list[int]:
        """Seats the human roller may pick for a four now ([] when there is nothing to pick)."""
        if not (self.idle and self.human_to_move() and self.obs["phase"] == RESOLVE
                and not self.handover_pending):
            return []
        sources = self._sources()
        if 4 not in sources or any(len(src) == 1 for src in sources.values()):
            return []  # a forced die goes first, by itself
        return [s for s in sources[4] if isinstance(s, int)]

    def can_roll(self) -> bool:
        return (self.idle and self.human_to_move() and not self.handover_pending
                and self.obs["phase"] == ROLL)

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
        seed = self.table.anim_seed * 1000 + self.table.turn * 7 + self._throws
        if self.tray is None or isinstance(self.tray, StillDice):
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
            self.tray = StillDice.stopped(self.tray, faces)

    # -- playing -------------------------------------------------------------------------
    def _enqueue(self, events: list[Any]) -> None:
        for ev in events:
            self.told(ev)
            if isinstance(ev, DiceRolled):
                self.queue.append(anims.Roll(ev.seat, ev.faces))
            elif isinstance(ev, DogTaken):
                self.queue.append(anims.DogWalk(ev.seat))
            elif isinstance(ev, CardTaken):
                self.queue.append(anims.CardSlide(ev.die, ev.source, ev.to_seat))
            elif isinstance(ev, NothingTaken):
                self.queue.append(anims.BadLuck(ev.die, ev.seat,
                                                self._bad_luck_words(ev.die, ev.seat)))
            elif isinstance(ev, TurnPassed):
                self.queue.extend([Pause(0.5), anims.TurnChange(ev.seat)])
            elif isinstance(ev, CardsRevealed):
                self.queue.extend([Pause(0.8),
                                   anims.Reveal(ev.hands, ev.scores, ev.winners)])

    def _bad_luck_words(self, face: int, roller: int) -> Callable[[], str]:
        """Why this die brings nothing, said when the bubble is drawn (in the language in
        use then); what it says is decided now, from the table as the die was resolved."""
        if face == 3:
            return lambda: _("The pile is empty.")
        if face == 4:
            return lambda: _("Nobody has a chest you may take.")
        nb = (roller + (1 if face == 1 else -1)) % self.n  # one pip: left, two: right
        name = self.seats[nb].name
        # The dog moves only on a roll, so the dog now is the dog of that die.
        if self.obs["dog"] == nb:
            # TRANSLATORS: the box's wooden watchdog protects {player}'s chests.
            return lambda: _("The dog guards {player}.").format(player=name)
        return lambda: _("{player} has no chest.").format(player=name)

    def busiest_moment(self) -> bool:
        """If rolling is legal now, roll and start the dice flying (the bench times these
        frames). Otherwise nothing happens (and nothing is skipped)."""
        if self.table.over or self.obs["phase"] != ROLL:
            return False
        self.skip_animations()
        self._enqueue(self.table.apply(RollDice()))
        self._next_anim()
        return True

    def busy(self) -> bool:
        """A die with one possible source resolves by itself: its pause runs smoothly."""
        return self.wait > 0 or (self.idle and self.human_to_move()
                                 and self.obs["phase"] == RESOLVE and not self.choosing())

    def forced_takes(self) -> list[tuple[int, int | str]]:
        """The dice with one place to take from (face, source), in the order they go by
        themselves: the smallest face first, a four last."""
        sources = self._sources()
        return [(f, src[0]) for f in sorted(sources, key=lambda f: f == 4)
                if len(src := sources[f]) == 1]

    def human_turn(self, dt: float) -> None:
        obs = self.obs
        # One hand-over per turn: the roll has already counted the turn in RESOLVE.
        key = self.table.turn - (1 if obs["phase"] == RESOLVE else 0)
        if self.hand_over_once(key, obs["current"]):
            return
        if self.handover_pending or obs["phase"] != RESOLVE:
            return
        forced = self.forced_takes()
        if forced and not (self.coach is not None and self.coach.holding()):
            # The same idle clock as a computer's pause (animation time).
            self.wait += dt * self.speed
            if self.wait >= FORCED_DELAY:
                self.try_apply(TakeCard(*forced[0]))

    def _sync(self) -> None:
        """With nothing running, the picture must match the seat's table exactly."""
        obs, shown = self.obs, self.shown
        shown.hand_sizes = list(obs["hand_sizes"])
        shown.pile = obs["pile_size"]
        shown.current = obs["current"]
        if shown.dog != obs["dog"]:
            shown.sit_dog(obs["dog"], self.layout)

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.speaker_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            targets = self.focus_targets()
            for k, target in enumerate(targets):  # the pointer moves the focus too
                if target != "roll" and self.layout.panel(target).collidepoint(event.pos):
                    self.focus = k
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.click_skips():
                self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def focus_targets(self) -> list[Any]:
        if self.can_roll():
            return ["roll"]
        return list(self.choosing())

    def _click(self, pos: tuple[int, int]) -> None:
        if ROLL_RECT.collidepoint(pos) and self.can_roll():
            self.sound("ui-click")
            self.try_apply(RollDice())
            return
        if self._forced_die_at(pos):
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

    def _forced_die_at(self, pos: tuple[int, int]) -> bool:
        """A die that goes by itself (one place to take from) may be clicked to go at
        once (a guided game points at it). True when a die was clicked for that."""
        if not (self.idle and self.human_to_move() and not self.handover_pending
                and self.obs["phase"] == RESOLVE):
            return False
        forced = dict(self.forced_takes())
        for i, face in enumerate(self.shown.dice):
            if (face in forced and not self.shown.used[i]
                    and self.layout.die_rect(i).collidepoint(pos)):
                self.try_apply(TakeCard(face, forced[face]))
                return True
        return False

    # -- pointing (the coach of a guided game points here) ---------------------
    def where(self, action: Any) -> pygame.Rect | None:
        """The rectangle (canvas coordinates) of the thing to click now to make `action`:
        the Roll button, a die that takes from one place only, or (four pips with a
        choice) the player's place. None when no click makes it now (a
        computer's turn, a move not legal now)."""
        if not self.human_to_move() or action not in self.table.legal_actions():
            return None
        if isinstance(action, RollDice):
            return ROLL_RECT.copy()
        if not isinstance(action, TakeCard):
            return None
        if dict(self.forced_takes()).get(action.die) == action.source:
            for i, face in enumerate(self.shown.dice):
                if face == action.die and not self.shown.used[i]:
                    return self.layout.die_rect(i).copy()
            return None
        if action.die == 4 and isinstance(action.source, int):
            return self.layout.panel(action.source).copy()
        return None

    # -- where cards go (ui/card_places.py) ---------------------------------------------
    def card_rail(self) -> tuple[pygame.Rect, ...]:
        """The felt of the table, between the players' places and the pile."""
        return (TABLE_RECT.copy(),)

    def must_stay_visible(self) -> list[pygame.Rect]:
        """Every player's place (name and chests), the pile, the side board (dice, Roll,
        the legend) and the turn label above the table."""
        return [*(self.layout.panel(s).inflate(0, 28) for s in range(self.n)),
                self.layout.pile_rect().inflate(0, 60), SIDE_RECT.copy(),
                pygame.Rect(340, 0, 280, 46)]

    def _key(self, event: pygame.event.Event) -> None:
        target = self.focus_key(event)
        if target is not None:
            self.try_apply(RollDice() if target == "roll" else TakeCard(4, target))

    # -- drawing -------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.painter.draw(canvas)
        self.draw_speaker(canvas)

    def draw_bubble(self, canvas: pygame.Surface, seat: int, lines: list[str]) -> None:
        self.painter.bubble(canvas, seat, lines)

    def hint(self) -> list[str]:
        """What to do now, in whole sentences in the language in use (the painter wraps
        each to the side board's width)."""
        if self.shown.hands is not None:
            return [_("All chests are turned over!")]
        obs = self.obs
        waiting = self.waiting_hint(obs["current"])
        if waiting is not None:
            return waiting
        name = self.seats[obs["current"]].name
        if obs["phase"] == ROLL:
            return [_("{player}, roll the dice!").format(player=name),
                    # TRANSLATORS: "Roll" is the word on the Roll! button above this hint.
                    # (how to do it: left out of what is said at verbosity "short")
                    extra(_("Click Roll or press Space."))]
        if self.choosing():
            return [_("Four pips!"), _("Click a glowing player to take a chest from.")]
        return [_("Taking your chests...")]

    # -- read aloud ----------------------------------------------------------------------
    def may_act(self) -> bool:
        """The person may roll, or pick whom a four takes from (a die with one source
        resolves by itself: nothing is asked then)."""
        return self.can_roll() or bool(self.choosing())

    def prompt_picture(self) -> str | None:
        """Beside the prompt: a die to roll, or a chest to take."""
        return "die" if self.can_roll() else "chest"

    def telling(self, event: Any) -> str | None:
        return describe(event, self.seats)


def make_scene(app: Any, table: TableModel[KnobelschatzObservation]) -> KnobelschatzScene:
    return KnobelschatzScene(app, table)
