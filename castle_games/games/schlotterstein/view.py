"""The Schloss Schlotterstein table: the ghost path, the players, the resident cards, the pile.

The view only reads the session's state; it changes the game only through `session.apply`
and `session.play_bot`. Every rules event becomes an animation (anims.py) with its sound,
played one after another; input is taken only when none is running, and a click
fast-forwards them. Computer players move after a short, readable pause.

The reveal is not an animation but a phase of the game: while the card is shown the view
runs a real-time clock (not sped up by the animation speed: it is everybody's time to
look), draws it as a sand-glass, lets a human leading ghost hide the card (the rules
refuse before the shortest look), hides it for a computer leader at the time that bot
chose, and hides it for anybody when the longest look is over. The shortest and longest
look are the game's options (setup screen; saved with the game).

Resuming a game saved while a card was shown starts the sand-glass again from the top:
the clock is the table's, not the rules' (a save holds no wall-clock time), and the fair
way to go on after a break is to let everybody look again. A computer leader then hides
the card after the time it had chosen, counted from the resume.

No hand-over screens: at a real Schlotterstein table everybody sees everything (the card
while it is shown, who scares whom, the path), so there is nothing to hide from the
next player, and a "pass the mouse" screen between two quick scares would only slow the
children down. The glowing place and the hint in the middle say whose turn it is.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from castle_games.games.schlotterstein import anims
from castle_games.games.schlotterstein import layout as lay
from castle_games.games.schlotterstein.painter import Painter
from castle_games.games.schlotterstein.residents import NAMES
from castle_games.games.schlotterstein.rules import (
    OVER,
    ROUNDS,
    SCARE,
    SHOW,
    TURN,
    BellRung,
    CardHidden,
    CardTurnedOver,
    GameOver,
    HideCard,
    NewLeader,
    PathExtended,
    RingBell,
    RoundScored,
    Scare,
    Scared,
    TurnOverCard,
)
from castle_games.ui.scene import CANVAS_SIZE
from castle_games.ui.table import TableScene

log = logging.getLogger(__name__)

# Every recipe this table plays (its view, animations and sound modules): the app renders
# them when the game starts (ui/sound_sets.py).
SOUNDS = ("card-flip", "card-slide", "sand-glass", "bell", "ghost-glide", "sting-right",
          "sting-wrong", "ghost-red", "ghost-blue", "ghost-green", "ghost-yellow",
          "ghost-purple", "fanfare")

BOT_DELAY = {TURN: 1.0, SCARE: 1.1}   # seconds a computer player "thinks" (scaled by speed)
GAME_OVER_HOLD = 2.5                   # seconds to admire the path before the scores
TRICKLE_EVERY = 2.0                    # the sand-glass sound is re-played this often
VOICES = {"red": "ghost-red", "blue": "ghost-blue", "green": "ghost-green",
          "yellow": "ghost-yellow", "purple": "ghost-purple"}


class SchlottersteinScene(TableScene):
    game_over_hold = GAME_OVER_HOLD

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.rounds = ROUNDS
        self.all_names = NAMES
        self.layout = lay.Layout(self.n)
        self.reveal_t = 0.0          # seconds the card has been shown (real time)
        self.revealing = False
        self.bot_hide: HideCard | None = None
        self.trickle = 0.0
        self.bell_swing = 0.0
        self.hover: str | None = None
        self.keyboard = False        # the focus ring shows once the keys are used
        self.prepared: int | None = None
        self.shown = self._shown_from_state()
        self.painter = Painter(self)
        st = session.state
        if st.phase == SHOW:
            self.start_reveal()
        if session.over and st.outcome is not None:
            self.shown.winners = tuple(st.outcome.winners)
        if pygame.display.get_surface() is not None:
            self.painter.prepare()  # no stutter on the first frame
            self.prepare_next_card()
        # The app renders every sound with its defaults; the backward glide has a parameter.
        prewarm = getattr(getattr(app, "audio", None), "prewarm", None)
        if callable(prewarm) and not getattr(app, "headless", False):
            try:
                prewarm(["ghost-glide"], params=({"rise": -1},))
            except Exception as exc:  # noqa: BLE001 - sound trouble never stops the game
                log.debug("prewarm failed: %s", exc)

    # -- reading the state ---------------------------------------------------------------
    def _shown_from_state(self) -> anims.Shown:
        st = self.session.state
        shown = anims.Shown(
            middle=set(st.middle), scared=[list(s) for s in st.scared],
            positions=[float(p) for p in st.positions], path_length=st.path_length,
            passed=list(st.passed), leader=st.leader,
            current=st.current if st.phase == SCARE else None,
            round=st.round, pile=len(st.pile))
        shown.marks = [dict() for _ in range(self.n)]
        if st.phase == SHOW:
            shown.card, shown.card_at = st.card, "show"
        elif st.phase == SCARE:
            shown.card, shown.card_at = st.card, "down"
        return shown

    def can_turn_over(self) -> bool:
        return self.idle and self.human_to_move() and self.session.state.phase == TURN

    def can_scare(self) -> bool:
        return self.idle and self.human_to_move() and self.session.state.phase == SCARE

    def human_leads_show(self) -> bool:
        st = self.session.state
        return st.phase == SHOW and self.seats[st.leader].is_human

    def reveal_range(self) -> tuple[float, float]:
        """The shortest and longest look at a card: the game's options, chosen at setup and
        saved with the game (3 or 5 s; 20 to 60 s for young children)."""
        st = self.session.state
        return float(st.reveal_min), float(st.reveal_max)

    def voice(self, seat: int) -> str:
        return VOICES.get(self.seats[seat].colour, "ghost-blue")

    def seat_pan(self, seat: int) -> float:
        return self.pan(self.layout.panel(seat).centerx)

    @staticmethod
    def pan(x: float) -> float:
        return max(-1.0, min(1.0, (x / CANVAS_SIZE[0] * 2 - 1) * 0.8))

    def grow_path(self, position: float) -> None:
        """A ghost going past the end: lay one more path card (as the rulebook says)."""
        need = int(-(-position // 1))
        if need > self.shown.path_length:
            self.shown.path_length = need

    # -- the reveal clock ----------------------------------------------------------------
    def start_reveal(self) -> None:
        self.revealing = True
        self.reveal_t = 0.0
        self.bot_hide = None
        self.trickle = TRICKLE_EVERY  # the sand starts running with the first frame

    def stop_reveal(self) -> None:
        self.revealing = False
        self.bot_hide = None

    def active_is_reveal_flip(self) -> bool:
        return isinstance(self.active, anims.TurnOver | anims.HideAway)

    def veil_alpha(self) -> int:
        if isinstance(self.active, anims.TurnOver):
            return int(180 * anims.ease(self.active.t / self.active.duration))
        if isinstance(self.active, anims.HideAway):
            return int(180 * (1 - anims.ease(self.active.t / self.active.duration)))
        return 180

    def prepare_next_card(self) -> None:
        """Render the next card's big picture now, while nothing much moves: it takes a few
        dozen milliseconds, which would stutter the flip."""
        st = self.session.state
        number = st.card if st.card is not None else (st.pile[-1] if st.pile else None)
        if number is not None and pygame.display.get_surface() is not None:
            self.painter.big_card(number)
            self.prepared = number

    # -- playing -------------------------------------------------------------------------
    def _enqueue(self, events: list[Any]) -> None:
        st = self.session.state
        for ev in events:
            if isinstance(ev, CardTurnedOver):
                self.queue.append(anims.TurnOver(ev.card))
            elif isinstance(ev, CardHidden):
                number = self.shown.card if self.shown.card is not None else st.card
                self.queue.append(anims.HideAway(number))
            elif isinstance(ev, Scared):
                self.queue.append(anims.ScareSlide(ev.seat, ev.resident))
            elif isinstance(ev, BellRung):
                self.queue.append(anims.Bell(ev.seat))
            elif isinstance(ev, RoundScored):
                leader = self.shown.leader
                order = [(leader + 1 + k) % self.n for k in range(self.n)]
                self.queue.extend([anims.Pause(0.4),
                                   anims.Check(ev.card, ev.right, ev.wrong, ev.positions, order),
                                   anims.Tidy(ev.moves)])
            elif isinstance(ev, PathExtended):
                pass  # the check lays the new path cards as the ghosts glide past the end
            elif isinstance(ev, NewLeader):
                self.queue.append(anims.NewLeader(ev.seat, ev.round))
            elif isinstance(ev, GameOver):
                self.queue.append(anims.Finale(ev.winners))

    def idle_update(self, dt: float) -> None:
        """No hand-over screens (see above); the reveal interrupts the usual pacing."""
        s, st = self.session, self.session.state
        if s.over:
            self.hold_game_over(dt)
            return
        self._sync()
        if st.phase == TURN and st.pile and self.prepared != st.pile[-1]:
            # While the table waits for the leader (nothing moves but a glow).
            self.prepare_next_card()
        if st.phase == SHOW:
            self._reveal(dt)
            return
        if s.is_bot_turn():
            self.pace_bot(dt * self.speed, BOT_DELAY.get(st.phase, 1.0))

    def _reveal(self, dt: float) -> None:
        """Everybody looks; the sand runs. Real seconds: looking is not an animation."""
        s = self.session
        if not self.revealing:
            self.start_reveal()
        self.reveal_t += dt
        self.trickle += dt
        if self.trickle >= TRICKLE_EVERY:
            self.trickle = 0.0
            self.sound("sand-glass", gain=0.5)
        lo, hi = self.reveal_range()
        if self.reveal_t >= hi:
            self.try_apply(HideCard(float(hi)))
            return
        if s.is_bot_turn():
            if self.bot_hide is None:
                chosen = s.bot_action()
                seconds = getattr(chosen, "reveal_seconds", lo)
                self.bot_hide = HideCard(float(min(hi, max(lo, seconds))))
            if self.reveal_t >= self.bot_hide.reveal_seconds:
                self.try_apply(self.bot_hide)

    def _sync(self) -> None:
        """With nothing running, the picture must match the rules state exactly."""
        st, shown = self.session.state, self.shown
        shown.middle = set(st.middle)
        shown.scared = [list(x) for x in st.scared]
        shown.passed = list(st.passed)
        shown.leader, shown.round, shown.pile = st.leader, st.round, len(st.pile)
        shown.current = st.current if st.phase == SCARE else None
        shown.positions = [float(p) for p in st.positions]
        if shown.path_length < st.path_length:
            shown.path_length = st.path_length
        if st.phase == SHOW:
            shown.card, shown.card_at = st.card, "show"
        elif st.phase == SCARE:
            shown.card, shown.card_at = st.card, "down"
        elif shown.card_at != "check":
            shown.card, shown.card_at = None, "none"
        if len(shown.marks) != self.n:
            shown.marks = [dict() for _ in range(self.n)]
        if st.phase != OVER and shown.winners:
            shown.winners = ()

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._target_at(event.pos)
            self.keyboard = False
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.idle:
                self.skip_animations()  # a click fast-forwards
                return
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _target_at(self, pos: tuple[int, int]) -> str | None:
        st = self.session.state
        if st.phase == SHOW:
            # Only the button hides the card: a child pointing at a resident on the big
            # card must not hide it by accident.
            return "hide" if lay.HIDE_RECT.collidepoint(pos) else None
        if lay.PILE_RECT.inflate(16, 16).collidepoint(pos):
            return "pile"
        if lay.bell_rect().inflate(12, 12).collidepoint(pos):
            return "bell"
        for name in NAMES:
            if lay.ring_rect(name).collidepoint(pos):
                return name
        return None

    def _not_your_turn(self) -> None:
        st = self.session.state
        seat = st.to_move
        if seat is None:
            return
        notify = getattr(self.app, "notify", None)
        if not notify:
            return
        name = self.seats[seat].name
        if st.phase == SHOW:
            notify(f"{name} is the leading ghost and hides the card when ready.")
        else:
            notify(f"Wait a moment: it is {name}'s turn.")

    def _click(self, pos: tuple[int, int]) -> None:
        st = self.session.state
        target = self._target_at(pos)
        if target is None or self.session.over:
            return
        if not self.human_to_move():
            self._not_your_turn()
            return
        if target == "hide":
            self.hide_now()
        elif target == "pile":
            self.try_apply(TurnOverCard())
        elif target == "bell":
            self.try_apply(RingBell())
        elif st.phase == TURN and target in NAMES:
            return  # residents lie there to be looked at; the pile is what to click
        else:
            self.try_apply(Scare(target))

    def hide_now(self) -> None:
        """The human leading ghost hides the card (the rules say if it is too soon)."""
        self.try_apply(HideCard(round(self.reveal_t, 1)))

    def focus_names(self) -> list[str]:
        return [n for n in NAMES if n in self.shown.middle]

    def focused_name(self) -> str | None:
        names = self.focus_names()
        return names[self.focus % len(names)] if names else None

    def _key(self, event: pygame.event.Event) -> None:
        if not self.idle:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN):
                self.skip_animations()
            return
        st = self.session.state
        if not self.human_to_move():
            return
        key = event.key
        if st.phase == TURN and key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.try_apply(TurnOverCard())
        elif st.phase == SHOW and key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.hide_now()
        elif st.phase == SCARE:
            names = self.focus_names()
            if key == pygame.K_b:
                self.try_apply(RingBell())
            elif names and self.step_focus(event, len(names)):
                self.keyboard = True
            elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and names:
                self.keyboard = True
                self.try_apply(Scare(names[self.focus % len(names)]))

    # -- drawing -------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.painter.draw(canvas)

    def hint(self) -> list[str]:
        s, st, shown = self.session, self.session.state, self.shown
        if shown.winners:
            names = " and ".join(self.seats[w].name for w in shown.winners)
            return [f"{names} {'is' if len(shown.winners) == 1 else 'are'} the ghost master!",
                    "What a spooky game!"]
        if isinstance(self.active, anims.Check | anims.Tidy):
            return []
        if not self.idle:
            return ["Click to hurry up"] if self.human_to_move() else []
        if st.phase == TURN:
            name = self.seats[st.leader].name
            if s.is_bot_turn():
                return [f"{name} is the leading ghost.", "A new card is coming..."]
            return [f"{name}, you are the leading ghost!",
                    "Click the pile to turn a card over."]
        if st.phase == SCARE:
            name = self.seats[st.current].name
            if s.is_bot_turn():
                return [f"{name} is thinking...", "Who was on the card?"]
            return [f"{name}: who was on the card?",
                    "Click a resident to scare, or ring the bell."]
        return []


def make_scene(app: Any, session: Any) -> SchlottersteinScene:
    return SchlottersteinScene(app, session)
