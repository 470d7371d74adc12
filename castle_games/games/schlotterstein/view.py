"""The Schlotterstein table: the ghost path, the players, the resident cards, the pile.

The view sees the game only through its table model (what the seat on screen sees, the
legal actions, the events); it changes the game only through `table.apply` and
`table.play_bot`. Every rules event becomes an animation (anims.py) with its sound,
played one after another; input is taken only when none is running, and a click
fast-forwards them. Computer players move after a short, readable pause.

The reveal is not an animation but a phase of the game: while the card is shown the view
runs a real-time clock (not sped up by the animation speed: it is everybody's time to
look), draws it as a sand-glass, lets a human leading ghost hide the card (the rules
refuse before the shortest look) and hides it for anybody when the longest look is over.
A computer leader decides after the shortest look how long it shows the card: its
HideCard is played then, and the card stays up until the sand-glass reaches the time it
chose (anims.Look; a click does not hurry it). The shortest and longest look are the
game's options (setup screen; saved with the game).

Resuming a game saved while a card was shown starts the sand-glass again from the top:
the clock is the table's, not the rules' (a save holds no wall-clock time), and the fair
way to go on after a break is to let everybody look again. (A computer leader's card, once
it has decided, counts as hidden in the save: a resume then finds it face down.)

No hand-over screens: at a real Schlotterstein table everybody sees everything (the card
while it is shown, who scares whom, the path), so there is nothing to hide from the
next player, and a "pass the mouse" screen between two quick scares would only slow the
children down. The glowing place and the hint in the middle say whose turn it is.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from castle_games.core.contract import IllegalAction
from castle_games.core.languages import N_
from castle_games.core.telling import _
from castle_games.games.schlotterstein import anims
from castle_games.games.schlotterstein import layout as lay
from castle_games.games.schlotterstein.deck import BY_NUMBER
from castle_games.games.schlotterstein.moves import (
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
from castle_games.games.schlotterstein.observe import SchlottersteinObservation
from castle_games.games.schlotterstein.painter import Painter
from castle_games.games.schlotterstein.residents import NAMES
from castle_games.games.schlotterstein.rules import OVER, ROUNDS, SCARE, SHOW, TOO_SOON, TURN
from castle_games.games.schlotterstein.shown import Shown
from castle_games.games.schlotterstein.table_words import TableWords
from castle_games.table_model import TableModel
from castle_games.ui.anim import Pause, ease
from castle_games.ui.scene import CANVAS_SIZE

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


class SchlottersteinScene(TableWords):
    game_over_hold = GAME_OVER_HOLD
    hint_place = "after"  # (beside the speaker on its left is a resident's card)

    def __init__(self, app: Any, table: TableModel[SchlottersteinObservation]) -> None:
        super().__init__(app, table)
        self.rounds = ROUNDS
        self.layout = lay.Layout(self.n)
        self.reveal_t = 0.0          # seconds the card has been shown (real time)
        self.revealing = False
        self.trickle = 0.0
        self.hover: str | None = None
        self.keyboard = False        # the focus ring shows once the keys are used
        self.shown = self._shown_from_table()
        self.painter = Painter(self)
        if self.obs["phase"] == SHOW:
            self.start_reveal()
        if table.over and table.outcome is not None:
            self.shown.winners = tuple(table.outcome.winners)
        if pygame.display.get_surface() is not None:
            self.painter.prepare()  # no stutter on the first frame
            self.prepare_card(self.shown.card)
        # The app renders every sound with its defaults; the backward glide has a parameter.
        if not app.headless:
            try:
                app.audio.prewarm(["ghost-glide"], params=({"rise": -1},))
            except Exception as exc:  # noqa: BLE001 - sound trouble never stops the game
                log.debug("prewarm failed: %s", exc)

    # -- reading the table ---------------------------------------------------------------
    @property
    def obs(self) -> SchlottersteinObservation:
        """What the seat on screen sees (everybody sees the same at this table)."""
        return self.table.observation

    @property
    def phase(self) -> str:
        return self.obs["phase"]

    def _shown_from_table(self) -> Shown:
        shown = Shown(middle=set(), scared=[], positions=[], path_length=0, passed=[],
                      leader=0, current=None, round=0, pile=0)
        self._match(shown)
        return shown

    def _match(self, shown: Shown) -> None:
        """Make the picture what the observation says (while nothing runs)."""
        obs = self.obs
        shown.middle = set(obs["middle"])
        shown.scared = [list(x) for x in obs["scared"]]
        shown.passed = list(obs["passed"])
        shown.leader, shown.round, shown.pile = obs["leader"], obs["round"], obs["pile_size"]
        shown.current = obs["current"]
        shown.positions = [float(p) for p in obs["positions"]]
        shown.path_length = max(shown.path_length, obs["path_length"])
        if obs["phase"] == SHOW and obs["card"] is not None:
            shown.card, shown.card_at = obs["card"]["number"], "show"
        elif obs["phase"] == SCARE:
            shown.card, shown.card_at = None, "down"
        elif shown.card_at != "check":
            shown.card, shown.card_at = None, "none"
        if len(shown.marks) != self.n:
            shown.marks = [dict() for _ in range(self.n)]

    def looking(self) -> bool:
        """A computer leader's chosen look is running: the card stays up, nobody acts."""
        return isinstance(self.active, anims.Look)

    def can_turn_over(self) -> bool:
        return self.idle and self.human_to_move() and self.phase == TURN

    def can_scare(self) -> bool:
        return self.idle and self.human_to_move() and self.phase == SCARE

    def human_leads_show(self) -> bool:
        return self.shown.card_at == "show" and self.is_human_seat(self.shown.leader)

    def is_human_seat(self, seat: int) -> bool:
        return self.table.is_human(seat)

    def reveal_range(self) -> tuple[float, float]:
        """The shortest and longest look at a card: the game's options, chosen at setup and
        saved with the game (3 or 5 s; 20 to 60 s for young children)."""
        return float(self.obs["reveal_min"]), float(self.obs["reveal_max"])

    def voice(self, seat: int) -> str:
        return VOICES.get(self.seats[seat].colour, "ghost-blue")

    def seat_pan(self, seat: int) -> float:
        return self.pan(self.layout.panel(seat).centerx)

    @staticmethod
    def pan(x: float) -> float:
        return max(-1.0, min(1.0, (x / CANVAS_SIZE[0] * 2 - 1) * 0.8))

    # -- the reveal clock ----------------------------------------------------------------
    def start_reveal(self) -> None:
        self.revealing = True
        self.reveal_t = 0.0
        self.trickle = TRICKLE_EVERY  # the sand starts running with the first frame

    def stop_reveal(self) -> None:
        self.revealing = False

    def active_is_reveal_flip(self) -> bool:
        return isinstance(self.active, anims.TurnOver | anims.HideAway)

    def veil_alpha(self) -> int:
        if isinstance(self.active, anims.TurnOver):
            return int(180 * ease(self.active.t / self.active.duration))
        if isinstance(self.active, anims.HideAway):
            return int(180 * (1 - ease(self.active.t / self.active.duration)))
        return 180

    def prepare_card(self, number: int | None) -> None:
        """Render a card's big picture as soon as it is turned over, before its flip moves:
        it takes a few dozen milliseconds, which would stutter the flip. (Which card lies on
        top of the pile nobody knows before, so it cannot be drawn sooner.)"""
        if number is not None and pygame.display.get_surface() is not None:
            self.painter.big_card(number)

    # -- playing -------------------------------------------------------------------------
    def _enqueue(self, events: list[Any]) -> None:
        """The one place where a rules event becomes animations."""
        for ev in events:
            self.told(ev)
            if isinstance(ev, CardTurnedOver):
                self.prepare_card(ev.card)
                self.queue.append(anims.TurnOver(ev.card))
            elif isinstance(ev, CardHidden):
                number = self.shown.card
                for queued in self.queue:  # the card still flying up, when hurried
                    if isinstance(queued, anims.TurnOver):
                        number = queued.card
                if not self.is_human_seat(ev.leader):
                    lo, hi = self.reveal_range()
                    self.queue.append(anims.Look(min(hi, max(lo, float(ev.seconds)))))
                if number is not None:
                    self.queue.append(anims.HideAway(number))
            elif isinstance(ev, Scared):
                self.queue.append(anims.ScareSlide(ev.seat, ev.resident))
            elif isinstance(ev, BellRung):
                self.queue.append(anims.Bell(ev.seat))
            elif isinstance(ev, RoundScored):
                leader = self.shown.leader
                order = [(leader + 1 + k) % self.n for k in range(self.n)]
                self.queue.extend([Pause(0.4),
                                   anims.Check(ev.card, ev.right, ev.wrong, ev.positions, order),
                                   anims.Tidy(ev.moves)])
            elif isinstance(ev, PathExtended):
                pass  # the check lays the new path cards as the ghosts glide past the end
            elif isinstance(ev, NewLeader):
                self.queue.append(anims.NewLeader(ev.seat, ev.round))
            elif isinstance(ev, GameOver):
                self.queue.append(anims.Finale(ev.winners))

    def busy(self) -> bool:
        """The sand-glass runs (and trickles) while the card is shown."""
        return bool(self.revealing) or self.phase == SHOW

    def on_frame(self, dt: float) -> None:
        """The reveal clock: real seconds while the card is up and nothing else moves."""
        if self.revealing and (self.idle or self.looking()):
            self.reveal_t += dt
            self.trickle += dt
            if self.trickle >= TRICKLE_EVERY:
                self.trickle = 0.0
                self.sound("sand-glass", gain=0.5)

    def idle_update(self, dt: float) -> None:
        """No hand-over screens (see above); the reveal interrupts the usual pacing."""
        t = self.table
        if t.over:
            self.hold_game_over(dt)
            return
        self._sync()
        if self.phase == SHOW:
            self._reveal()
            return
        if t.is_bot_turn():
            self.pace_bot(dt * self.speed, BOT_DELAY.get(self.phase, 1.0))

    def _reveal(self) -> None:
        """Everybody looks; the sand runs. A person leading hides the card (or the longest
        look does); a computer leader decides after the shortest look how long it shows
        the card, and its choice plays out on the sand-glass (anims.Look)."""
        if not self.revealing:
            self.start_reveal()
        lo, hi = self.reveal_range()
        if self.reveal_t >= hi and not self.table.is_bot_turn():
            self.try_apply(HideCard(float(hi)))
        elif self.table.is_bot_turn() and self.reveal_t >= lo and self.table.move_arrived():
            _, events = self.table.play_bot()
            self._play(events)

    # -- the bench (castle_games.bench): the heaviest moments, by the game's own animations --
    busiest_every = 150  # frames: a card turned over and looked at, or most of a check

    def busiest_moment(self) -> bool:
        """In turn: the reveal (a card turned over, as CardTurnedOver plays, and looked at
        while the sand-glass runs, as a computer leader's look does) and the check of every
        seat (each one resident right and one wrong, as RoundScored plays). The table's
        next moment puts the picture back (an idle table is synced with the table)."""
        if self.table.over:
            return False
        self.skip_animations()
        self._sync()
        step = getattr(self, "_busiest_step", 0)
        self._busiest_step = step + 1
        numbers = sorted(BY_NUMBER)
        card = numbers[(step // 2) % len(numbers)]
        if step % 2 == 0:
            self.prepare_card(card)
            self.queue.extend([anims.TurnOver(card), anims.Look(self.reveal_range()[0])])
        else:
            shows = [n for n in NAMES if BY_NUMBER[card].shows(n)]
            others = [n for n in NAMES if n not in shows]
            right = [[shows[s % len(shows)]] for s in range(self.n)]
            wrong = [[others[s % len(others)]] for s in range(self.n)]
            self.shown.scared = [r + w for r, w in zip(right, wrong, strict=True)]
            positions = [int(p) for p in self.shown.positions]  # one right, one wrong: back
            order = [(self.shown.leader + 1 + k) % self.n for k in range(self.n)]
            self.stop_reveal()  # as the card hidden before every check stops the sand
            self.queue.append(anims.Check(card, right, wrong, positions, order))
        self._next_anim()
        return True

    def _sync(self) -> None:
        """With nothing running, the picture must match the table exactly."""
        self._match(self.shown)
        if self.phase != OVER and self.shown.winners:
            self.shown.winners = ()

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.speaker_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._target_at(event.pos)
            self.keyboard = False
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.looking():
                self._not_your_turn()  # a computer's look is not hurried by a click
                return
            if not self.click_skips():
                self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _target_at(self, pos: tuple[int, int]) -> str | None:
        if self.shown.card_at == "show":
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
        seat = self.shown.leader if self.looking() else self.table.to_move
        if seat is None:
            return
        name = self.seats[seat].name
        if self.looking() or self.phase == SHOW:
            self.note(_("{player} is the leading ghost and hides the card when ready.").format(
                player=name))
        else:
            self.note(_("Wait a moment: it is {player}'s turn.").format(player=name))

    def _click(self, pos: tuple[int, int]) -> None:
        target = self._target_at(pos)
        if target is None or self.table.over:
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
        elif self.phase == TURN and target in NAMES:
            return  # residents lie there to be looked at; the pile is what to click
        else:
            self.try_apply(Scare(target))

    def where(self, action: Any) -> pygame.Rect | None:
        """Where to click for `action` now (the guided game's arrow, a hint's glow): the
        pile, the Hide the card button, a resident's card in the middle, or the bell. None
        when it is not a move of the person to move now."""
        if not self.may_act() or action not in self.table.legal_actions():
            return None
        if isinstance(action, TurnOverCard):
            return lay.PILE_RECT.copy()
        if isinstance(action, HideCard):
            return lay.HIDE_RECT.copy()
        if isinstance(action, Scare):
            return lay.ring_rect(action.resident)
        if isinstance(action, RingBell):
            return lay.bell_rect()
        return None

    def hide_now(self) -> None:
        """The human leading ghost hides the card. Too soon, the rules' own words say why
        at once (a guided game's coach would only hear a move other than the one asked)."""
        seconds = round(self.reveal_t, 1)
        shortest = self.reveal_range()[0]
        if seconds < shortest:
            reason = TOO_SOON.get(shortest, N_("let everybody look for at least {seconds} seconds"))
            self.refuse(IllegalAction(reason, seconds=f"{shortest:g}").told())
            return
        self.try_apply(HideCard(seconds))

    def focus_names(self) -> list[str]:
        return [n for n in NAMES if n in self.shown.middle]

    def focused_name(self) -> str | None:
        """The resident the keys are on; none while a hint's arrow shows the one to scare."""
        names = self.focus_names()
        if not names or self.shown_advice() is not None:
            return None
        return names[self.focus % len(names)]

    def others_secret_on_show(self) -> bool:
        """The card is up (turning over, looked at, hiding away) and another seat leads:
        what it shows is that leader's to hide, and no key of anybody else's acts now."""
        up = (self.shown.card_at == "show" or self.looking() or self.active_is_reveal_flip()
              or any(isinstance(a, anims.TurnOver | anims.Look | anims.HideAway)
                     for a in self.queue))
        seat = self.table.to_move
        return up and not (seat is not None and seat == self.shown.leader
                           and self.is_human_seat(seat))

    def _key(self, event: pygame.event.Event) -> None:
        if self.others_secret_on_show():
            return  # not even a hurry: a key held from the look must not act after it
        if not self.idle:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN) and not self.looking():
                self.skip_animations()
            return
        if not self.human_to_move():
            return
        key = event.key
        phase = self.phase
        if phase == TURN and key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.try_apply(TurnOverCard())
        elif phase == SHOW and key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.hide_now()
        elif phase == SCARE:
            names = self.focus_names()
            if key == pygame.K_b:
                self.try_apply(RingBell())
            elif names and self.step_focus(event, len(names)):
                self.keyboard = True
            elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and names:
                advice = self.shown_advice()
                if advice is not None:  # the hint's arrow is what is chosen
                    self.try_apply(advice.action)
                elif not self.keyboard:  # nothing shows as chosen yet: first show it
                    self.keyboard = True
                    self.sound("ui-click", gain=0.4)
                else:
                    self.try_apply(Scare(names[self.focus % len(names)]))

    # -- drawing -------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.painter.draw(canvas)  # (the speaker button is drawn under the bubbles)

    def card_rail(self) -> tuple[pygame.Rect, ...]:
        return lay.card_rail(self.layout, self.shown.card_at == "show"
                             or self.active_is_reveal_flip())

    def must_stay_visible(self) -> list[pygame.Rect]:
        showing = self.shown.card_at == "show" or self.active_is_reveal_flip()
        return lay.must_stay_visible(self.layout, self.shown.scared,
                                     "show" if showing else self.shown.card_at)


def make_scene(app: Any, table: TableModel[SchlottersteinObservation]) -> SchlottersteinScene:
    return SchlottersteinScene(app, table)
