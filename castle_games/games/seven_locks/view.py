"""The Seven Locks castle: seven towers round the pearl bin, the keymaster, the keys, the
die, the players' coats of arms and boxes, and a side view where each drop is heard.

The view reads only what the table may see: its seat's `TableModel` (the observation,
never a closed tower's chamber, the legal actions, the events). It changes the game only
through `table.apply` / `table.play_bot`. Every event becomes an animation (anims.py,
acts.py; event_anims.py is the one place where that happens), played one after another;
input is taken only when none is running, and a click fast-forwards them. Computer seats
move after a short, readable pause; a human seat asked a question gets a dialog, after the
app's hand-over screen when the mouse changes hands.
"""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.core.telling import N_
from castle_games.games.seven_locks import acts, layout, words
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.dialogs import KEY_LETTERS, Dialog, question
from castle_games.games.seven_locks.event_anims import anims_for
from castle_games.games.seven_locks.observe import SevenLocksObservation
from castle_games.games.seven_locks.painter import DIE_SIZE, Painter, felt
from castle_games.games.seven_locks.shown import Shown
from castle_games.games.seven_locks.sideview import SideView
from castle_games.games.seven_locks.sound_board import SoundBoard
from castle_games.games.seven_locks.story import describe
from castle_games.sim.dice_tray import DiceTray, StillDice
from castle_games.table_model import TableModel
from castle_games.ui.anim import Anim
from castle_games.ui.table import TableScene

# Every recipe this table plays (its view, animations and sound modules): the app renders
# them when the game starts (ui/sound_sets.py).
SOUNDS = ("pearl-drop", "pearls-pour", "key-insert", "key-turn", "key-fail", "keymaster-step",
          "dice-rattle", "die-hit-die", "die-hit-felt", "die-hit-wall", "card-slide",
          "fanfare", "win-sting", "so-yes", "so-no", "so-arms-used", "so-tower-stowed")

BOT_DELAY = 0.7        # seconds a computer player "thinks" before each move
GAME_OVER_HOLD = 2.5   # seconds to admire the result before the game-over screen
TOWER_PHASES = (R.PLACE, R.THROW, R.MOVE)
ASK_PHASES = (R.ARMS, R.WITHDRAW, R.GUESS)


# Events that leave a picture in the side view: the table's last moment begins with the
# latest move that made one.
MOMENT_EVENTS = (M.KeymasterPlaced, M.PearlDropped, M.KeymasterMoved, M.KeyChosen, M.KeyTried,
                 M.TowerOpened, M.EnchantedKeyRevealed)


class SevenLocksScene(TableScene):
    bot_delay = BOT_DELAY
    game_over_hold = GAME_OVER_HOLD
    speaker_rect = layout.SPEAKER_RECT

    def __init__(self, app: Any, table: TableModel[SevenLocksObservation]) -> None:
        super().__init__(app, table)
        # House rule: each drop's heard depth drawn on a ruler by its tower.
        self.see_drops = bool(table.options.get("see_drops", False))
        self.side = SideView()
        self.sounds = SoundBoard(self)
        self.painter = Painter(self)
        self.tray: Any = None
        self._rolls = 0
        self.shown = self._shown_from_table()
        if self.see_drops:  # a resumed game: the drops this seat heard, from its history
            self.shown.heard = heard_depths(self.table.history)
        self.dialog: Dialog | None = None
        self.real_dt = 0.0           # this frame's real seconds (the physics acts run on it)
        self._recall_last_moment()
        if pygame.display.get_surface() is not None:
            self.painter.prepare()  # no stutter on the first frame

    # -- reading the table ---------------------------------------------------------------
    def obs(self) -> SevenLocksObservation:
        """What the seat on screen sees (Seven Locks has no private hands: all see it)."""
        return self.table.observation

    def _shown_from_table(self) -> Shown:
        o = self.obs()
        key = o["key"] if o["phase"] in ASK_PHASES else None
        chambers = o.get("chambers")
        out = self.table.outcome
        km = o["keymaster"]
        km_pos = layout.keymaster_spot(km or 4)
        opened = {t: c for t, c in o["opened"]}  # at the end, the last tower is in it too
        keys_left = [k for k in o["keys_left"] if k != key and k not in opened.values()]
        return Shown(
            bin=o["bin"], tower_pearls=list(o["tower_pearls"]), standing=list(o["standing"]),
            opened=opened, boxes=list(o["boxes"]), arms=list(o["arms"]),
            keymaster=o["keymaster"], keys_left=keys_left,
            key_in_hand=key, joiners=list(o["joiners"]),
            guesses=[(s, k) for s, k in o["guesses"]],
            die=tuple(o["die"]) if o["die"] else None, current=o["current"],
            revealed=list(chambers) if chambers else None,
            enchanted=chambers[R.N_TOWERS] if chambers and len(o["opened"]) >= R.LAST_OPENING
            else None,
            winners=tuple(out.winners) if out else (), over=o["phase"] == R.OVER,
            km_pos=km_pos, km_visible=km is not None,
            km_facing_left=km is not None and km_pos[0] > layout.tower_base(km)[0])

    def _sync(self) -> None:
        """With nothing running, the picture must match the table exactly."""
        before = self.shown
        fresh = self._shown_from_table()
        if fresh.keymaster is None:
            fresh.km_pos = before.km_pos
        fresh.die_visible = before.die_visible
        fresh.heard = before.heard  # what was heard is not in the table's state
        self.shown = fresh
        if fresh.die is not None and not fresh.die_visible:
            self.stop_die(fresh.die[0])
        elif fresh.die is None:
            fresh.die_visible = False

    def _recall_last_moment(self) -> None:
        """A resumed game (or a screenshot) shows what just happened in the side view: the
        moves of the table's history since the last drop, walk, key or opening (that one
        too) are acted out again, silently."""
        history = self.table.history
        if not history:
            return
        start = next((i for i in range(len(history) - 1, -1, -1)
                      if any(isinstance(ev, MOMENT_EVENTS) for ev in history[i].events)), 0)
        self.silent = True
        try:
            for happening in history[start:]:
                for anim in self._anims_for(list(happening.events)):
                    anim.start(self)
                    anim.started = True
                    anim.finish(self)
        finally:
            self.silent = False
        self._sync()

    def can_act(self) -> bool:
        return (self.idle and self.human_to_move() and not self.handover_pending
                and self.dialog is None)

    def can_roll(self) -> bool:
        return self.can_act() and self.obs()["phase"] == R.ROLL

    def tower_targets(self) -> list[int]:
        if not self.can_act() or self.obs()["phase"] not in TOWER_PHASES:
            return []
        return [a.tower for a in self.table.legal_actions()]

    def key_targets(self) -> list[int]:
        if not (self.idle and self.human_to_move() and not self.handover_pending):
            return []
        if self.obs()["phase"] in (R.CHOOSE_KEY, R.GUESS):
            return list(self.obs()["keys_left"])
        return []

    def asking_seat(self) -> int | None:
        o = self.obs()
        return o["to_move"] if o["phase"] in ASK_PHASES else None

    def focus_targets(self) -> list[tuple[str, int]]:
        if self.can_roll():
            return [("roll", 0)]
        if self.dialog is not None:
            return []
        return ([("tower", t) for t in self.tower_targets()] +
                [("key", k) for k in self.key_targets()])

    def hand_spot(self) -> tuple[int, int]:
        x, y = self.shown.km_pos
        side = -22 if self.shown.km_facing_left else 22
        return int(x + side), int(y - 42)

    # -- sound ---------------------------------------------------------------------------
    def sound(self, name: str, params: dict | None = None, *, pan: float = 0.0,
              gain: float = 1.0) -> None:
        self.sounds.play(name, params, pan=pan, gain=gain)

    def drop_released(self, ev: Any) -> None:
        self.sounds.drop_released(ev)

    def key_inserted(self, ev: Any) -> None:
        self.sounds.key_inserted(ev)

    def key_turned(self, ev: Any) -> None:
        self.sounds.key_turned(ev)

    def contact_sound(self, contact: Any) -> None:
        self.sounds.die_contact(contact)

    # -- the die -------------------------------------------------------------------------
    def throw_die(self, face: int) -> None:
        self._rolls += 1
        self.shown.die_visible = True
        seed = self.table.anim_seed * 1000 + self.table.turn * 7 + self._rolls
        # The felt (172 x 144) is wider than 3 dice and higher than 2: DiceTray accepts it.
        self.tray = DiceTray((face,), seed, size=felt().size, die_size=DIE_SIZE,
                             tumble_faces=(1, 2, 3))

    def stop_die(self, face: int) -> None:
        """End a roll at once: the die stays where it is and shows the rolled face."""
        self.shown.die_visible = True
        if self.tray is None or isinstance(self.tray, StillDice):
            f = felt()
            self.tray = StillDice([face], [(f.w / 2, f.h / 2, 0.0)])
        elif not self.tray.settled:
            self.tray = StillDice.stopped(self.tray, [face], square=True)

    # -- events to animations ------------------------------------------------------------
    def _anims_for(self, events: list[Any]) -> list[Anim]:
        return anims_for(events, self.name, self.see_drops)

    # -- the bench (castle_games.bench): its heaviest moments, acted by the scene's own acts --
    BUSIEST_POUR = 80        # the fullest chamber there can be: all 80 pearls of the game
    BUSIEST_BELOW = 20       # a pearl dropped onto 20 pearls already in the chamber
    busiest_every = 150      # frames: the whole pour, every pearl in the box and settling

    def busiest_moment(self) -> bool:
        """In turn: a full chamber poured into a box (the Open and Pour a tower's opening
        plays, the lifting done at once so the pour runs in these frames), and a pearl
        dropped into a chamber holding 20 pearls. The next table event puts the picture
        back (an animation skip syncs it with the table)."""
        standing = [t for t in range(1, R.N_TOWERS + 1) if self.shown.standing[t - 1]]
        if self.table.over or not standing:
            return False
        self.skip_animations()
        step = getattr(self, "_busiest_step", 0)
        self._busiest_step = step + 1
        tower, chamber = standing[0], 1  # the smallest chamber: the deepest fall
        if step % 2 == 0:
            self.queue.extend([acts.Open(tower, chamber, self.BUSIEST_POUR,
                                         [N_("A full chamber!")]),
                               acts.Pour(tower, [(0, self.BUSIEST_POUR)])])
            self._next_anim()
            self.active.finish(self)  # the tower is off: its chamber pours from this frame
            self.active = None
        else:
            self.queue.append(acts.Throw(M.PearlDropped(
                seat=0, tower=tower, fall_depth_mm=R.fall_depth_mm(chamber),
                fall_time_s=R.fall_time_s(chamber), pearls_below=self.BUSIEST_BELOW)))
        self._next_anim()
        return True

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def _enqueue(self, events: list[Any]) -> None:
        for ev in events:
            self.told(ev)
            self.queue.extend(self._anims_for([ev]))

    def on_applied(self) -> None:
        self.dialog = None

    def after_skip(self) -> None:
        # The last picture of a finished game is the game-over animation's, not the state's.
        if not self.table.over or self.shown.over:
            self._sync()

    def on_frame(self, dt: float) -> None:
        self.real_dt = dt

    def idle_update(self, dt: float) -> None:
        if self.table.over and not self.shown.over:
            self._sync()
        if self.table.is_bot_turn():
            self.dialog = None
        super().idle_update(dt)

    def human_turn(self, dt: float) -> None:
        # Every question may go to another seat (a coat of arms is asked round the table):
        # one hand-over per move and seat, not per turn.
        seat = self.table.to_move
        if seat is None or self.hand_over_once((self.table.moves_played, seat), seat):
            return
        if not self.handover_pending and self.dialog is None and \
                self.obs()["phase"] in ASK_PHASES:
            self.dialog = self._make_dialog()

    # -- questions -----------------------------------------------------------------------
    def _make_dialog(self) -> Dialog:
        return question(self)

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.speaker_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.click_skips():
            return
        if self.dialog is not None and self.idle:
            if event.type == pygame.KEYDOWN:
                if self.take_hint_key(event):  # the hint's arrow is the one on show
                    return
                if event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
                                 pygame.K_DOWN):
                    self.put_hint_away()
            if self.dialog.handle(event):
                return
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _hover(self, pos: tuple[int, int]) -> None:
        hit = self._hit(pos)
        targets = self.focus_targets()
        if hit in targets:
            self.focus = targets.index(hit)

    def _hit(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        phase = self.obs()["phase"]
        if layout.ROLL_RECT.collidepoint(pos) or layout.TRAY_RECT.collidepoint(pos):
            return ("roll", 0)
        if phase in TOWER_PHASES:
            # Front towers first: they are drawn over the ones behind them.
            for place in sorted(range(1, R.N_TOWERS + 1), key=lambda t: -layout.tower_base(t)[1]):
                if layout.tower_rect(place).collidepoint(pos):
                    return ("tower", place)
        if phase in (R.CHOOSE_KEY, R.GUESS):
            for k in range(1, R.N_CHAMBERS + 1):
                if layout.key_rect(k).collidepoint(pos):
                    return ("key", k)
        return None

    def _click(self, pos: tuple[int, int]) -> None:
        if not (self.idle and self.human_to_move() and not self.handover_pending):
            return
        hit = self._hit(pos)
        if hit is not None:
            self._act(hit)

    def _act(self, target: tuple[str, int]) -> None:
        kind, value = target
        phase = self.obs()["phase"]
        if kind == "roll":
            if phase == R.ROLL:
                self.sound("ui-click")
                self.try_apply(M.RollDie())
            return
        if kind == "tower" and phase in TOWER_PHASES:
            action = {R.PLACE: M.PlaceKeymaster, R.THROW: M.ThrowPearl,
                      R.MOVE: M.MoveKeymaster}[phase](value)
            self.try_apply(action)
        elif kind == "key" and phase == R.CHOOSE_KEY:
            self.try_apply(M.ChooseKey(value))
        elif kind == "key" and phase == R.GUESS:
            self.try_apply(M.GuessEnchantedKey(value))

    def _key(self, event: pygame.event.Event) -> None:
        if not (self.idle and self.human_to_move() and not self.handover_pending):
            return
        phase = self.obs()["phase"]
        digit = _digit(event)
        if digit is not None:
            if phase in TOWER_PHASES and 1 <= digit <= R.N_TOWERS:
                self._act(("tower", digit))
            elif phase == R.CHOOSE_KEY and 1 <= digit <= R.N_CHAMBERS:
                self._act(("key", digit))
            return
        if phase == R.CHOOSE_KEY and event.key in KEY_LETTERS:
            self._act(("key", KEY_LETTERS[event.key]))
            return
        target = self.focus_key(event)
        if target is not None:
            self._act(target)

    # -- pointing (the coach of a guided game points here) ---------------------
    def guidance_clear(self) -> tuple[pygame.Rect, ...]:
        """A question's panel: the hint's and the guide's words go elsewhere."""
        return (self.dialog.rect,) if self.dialog is not None else ()

    def card_rail(self) -> tuple[pygame.Rect, ...]:
        return layout.CARD_RAIL

    def must_stay_visible(self) -> list[pygame.Rect]:
        shown = self.shown
        return layout.must_stay_visible(self.n, shown.km_pos if shown.km_visible else None)

    def where(self, action: Any) -> pygame.Rect | None:
        """The rectangle (canvas coordinates) of the thing to click now to make `action`:
        a tower, a key, the Roll! button, or the answer in the question asked (the dialog
        the table shows, or is about to show). None when no click makes it now (a
        computer's turn, a move not legal now)."""
        legal = self.table.legal_actions()
        if not self.human_to_move() or action not in legal:
            return None
        if isinstance(action, (M.PlaceKeymaster, M.ThrowPearl, M.MoveKeymaster)):
            return layout.tower_rect(action.tower).copy()
        if isinstance(action, M.RollDie):
            return layout.ROLL_RECT.copy()
        if isinstance(action, M.ChooseKey):
            return layout.key_rect(action.key).copy()
        # A question: its answers are the dialog's buttons, in the order of the legal moves
        # (yes / no, take back / stay in, each key left and then no guess).
        dialog = self.dialog if self.dialog is not None else self._make_dialog()
        return dialog.buttons[legal.index(action)].rect.copy()

    # -- words ---------------------------------------------------------------------------
    def banner(self) -> tuple[str, tuple[int, int, int]]:
        return words.banner(self)

    def status(self, seat: int) -> str:
        return words.status(self, seat)

    def draw(self, canvas: pygame.Surface) -> None:
        self.painter.draw(canvas)
        self.draw_speaker(canvas)

    # -- read aloud ----------------------------------------------------------------------
    def may_act(self) -> bool:
        """The person asked may act: on the castle, or on the question put to them."""
        if not (self.idle and self.human_to_move() and not self.handover_pending):
            return False
        return self.dialog is not None or self.obs()["phase"] not in ASK_PHASES

    def prompt_words(self) -> list[str]:
        """The question's title and words while one is asked, else the banner."""
        if self.dialog is not None:
            return [self.dialog.title, *self.dialog.lines]
        return [self.banner()[0]]

    def shown_prompt_words(self) -> list[str]:
        return self.prompt_words()

    def prompt_picture(self) -> str | None:
        """Beside the prompt: the die (roll), the keymaster (put him at a tower, move him),
        a pearl over a tower (throw), a key (choose one), a coat of arms (a question)."""
        if self.dialog is not None:
            return "arms"
        return {R.ROLL: "die", R.PLACE: "keymaster", R.MOVE: "keymaster", R.THROW: "pearl",
                R.CHOOSE_KEY: "key"}.get(self.obs()["phase"], "arms")

    def repeat_key_free(self) -> bool:
        """R picks the red key while a key is chosen or guessed."""
        return self.obs()["phase"] not in (R.CHOOSE_KEY, R.GUESS) or not self.may_act()

    def telling(self, event: Any) -> str | None:
        # A pearl's fall is heard, its depth the clue: no voice over it.
        if isinstance(event, M.PearlDropped):
            return None
        return describe(event, self.seats)


def heard_depths(history: Any) -> dict[int, int]:
    """Tower -> how deep its last pearl fell, from the moves as the viewer perceived them
    (TableModel.history: only the events that seat heard)."""
    heard: dict[int, int] = {}
    for happening in history:
        for ev in happening.events:
            if isinstance(ev, M.PearlDropped):
                heard[ev.tower] = ev.fall_depth_mm
    return heard


def _digit(event: pygame.event.Event) -> int | None:
    if pygame.K_1 <= event.key <= pygame.K_9:
        return event.key - pygame.K_0
    if pygame.K_KP1 <= event.key <= pygame.K_KP9:
        return event.key - pygame.K_KP1 + 1
    return None


def make_scene(app: Any, table: TableModel[SevenLocksObservation]) -> SevenLocksScene:
    return SevenLocksScene(app, table)
