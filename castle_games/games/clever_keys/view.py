"""The Clever Keys tower room seen from above: the key-slot board, the keys, the gem piles.

The view sees the game only through its seat's `TableModel`: the observation (the blocked
slots stay hidden, except where a key stands jammed, until the game is over), the legal
actions and the events; it changes the game only through `table.apply` / `table.play_bot`. Every rules event becomes an animation
(anims.py), played one after another; input is taken only when none is running, and a click
fast-forwards them. Computer seats move after a short, readable pause.

Playing: click a key (or press A, B, C), then a glowing slot (or move with the arrows or Tab
and press Enter); a key can also be dragged into a slot. "Stop and take" (S or Space) ends
the turn with the reward; putting the same key in again is the risk.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from castle_games.audio.mixer import contact_gain
from castle_games.core.telling import _
from castle_games.games.clever_keys import anims
from castle_games.games.clever_keys import layout as L
from castle_games.games.clever_keys.gems import CornerPocket, GemPile
from castle_games.games.clever_keys.moves import (
    GameEnded,
    GemLost,
    InsertKey,
    KeyInserted,
    RewardTaken,
    SectionLocked,
    SectionUnlocked,
    StopAndTake,
    TurnPassed,
)
from castle_games.games.clever_keys.observe import CleverKeysObservation
from castle_games.games.clever_keys.painter import Painter
from castle_games.games.clever_keys.rules import KEYS
from castle_games.games.clever_keys.shown import Shown
from castle_games.games.clever_keys.story import describe
from castle_games.table_model import TableModel
from castle_games.ui.anim import Pause
from castle_games.ui.table import TableScene

# Every recipe this table plays (its view, animations and sound modules): the app renders
# them when the game starts (ui/sound_sets.py).
SOUNDS = ("key-slide", "key-jam", "key-thunk", "hatch-creak", "gem-roll", "gem-clink",
          "count-chime", "gem-sparkle", "fanfare")

BOT_DELAY = 0.9        # seconds a computer player "thinks" before each move
GAME_OVER_HOLD = 2.5   # seconds to look at the lifted board before the game-over screen
PILE_GEM_R = 10         # gems in the trays are drawn big: they are the score
CLINKS_PER_FRAME = 3   # more at once is a blur to the ear
LOUD_GEM_IMPULSE = 350.0
KEY_SHORTCUTS = {pygame.K_a: "A", pygame.K_b: "B", pygame.K_c: "C"}
DRAG_START = 8         # px the mouse must move with the button down to drag a key


class CleverKeysScene(TableScene):
    bot_delay = BOT_DELAY
    game_over_hold = GAME_OVER_HOLD
    finish_instant = True  # a lock or an unlock changes the picture at once: no frame spent
    speaker_rect = L.SPEAKER_RECT

    def __init__(self, app: Any, table: TableModel[CleverKeysObservation]) -> None:
        super().__init__(app, table)
        self.mouse = (0, 0)
        self.selected: str | None = None
        self.focus_stop = False
        # (key, where the press was, the key's tip relative to the pointer) while dragging
        self.drag: tuple[str, tuple[int, int], tuple[int, int]] | None = None
        self.drag_moved = False
        self._clinks = 0
        self.shown = Shown.from_observation(self.obs)
        self.piles = [GemPile(L.TRAY_W, L.tray_rect(r).h, seed=self.seed_for("pile", i),
                              gem_radius=PILE_GEM_R)
                      for i, r in enumerate(L.player_rows(self.n))]
        for seat, pile in enumerate(self.piles):
            pile.fill(self.shown.piles[seat])
        self.pocket = CornerPocket(L.POCKET_SIZE, seed=self.seed_for("corner"))
        self.pocket.fill(self.shown.corner)
        self.painter = Painter(self)
        if table.over and table.outcome:
            self.queue.append(anims.Reveal(self.obs.get("blocked", []), table.outcome.winners))
        if pygame.display.get_surface() is not None:
            self.painter.prepare()  # no stutter on the first frame

    # -- reading the table ---------------------------------------------------------------
    @property
    def keep_clear(self) -> pygame.Rect | None:
        """Once the board is lifted at the end: the board, which the game-over panel leaves
        in view (the blocked slots are the end's news)."""
        return L.BOARD_SQUARE.copy() if self.shown.blocked is not None else None

    @property
    def obs(self) -> CleverKeysObservation:
        """What the seat on screen sees (everybody sees the same: nothing is private)."""
        return self.table.observation

    def seed_for(self, *what: Any) -> int:
        """A seed for a physics scene: from the table's animation seed and what it is, never
        from the hidden board (so the picture cannot give a blocked slot away)."""
        text = ":".join(str(w) for w in what)
        h = 0
        for ch in text:
            h = (h * 131 + ord(ch)) % 1_000_003
        return self.table.anim_seed * 1_000_003 + h + 17 * self.table.turn

    def can_play(self) -> bool:
        return self.idle and self.human_to_move() and not self.handover_pending

    def _inserts(self) -> list[InsertKey]:
        return [a for a in self.table.legal_actions() if isinstance(a, InsertKey)]

    def movable_keys(self) -> tuple[str, ...]:
        """The keys that may go into some slot now (from the legal moves)."""
        if not self.can_play():
            return ()
        keys = {a.key for a in self._inserts()}
        return tuple(k for k in KEYS if k in keys)

    def selected_key(self) -> str | None:
        movable = self.movable_keys()
        if len(movable) == 1:
            return movable[0]  # going on with the turn's key: nothing to choose
        return self.selected if self.selected in movable else None

    def target_slots(self) -> list[tuple[int, int]]:
        key = self.selected_key()
        if key is None:
            return []
        return [(a.section, a.slot) for a in self._inserts() if a.key == key]

    def focused_slot(self) -> tuple[int, int] | None:
        slots = self.target_slots()
        if not slots or self.focus_stop:
            return None
        if self.drag is not None and self.drag_moved:
            under = L.slot_at(self.drag_tip())
            return under if under in slots else None
        if self.shown_advice() is not None:  # one arrow: the hint's
            return None
        return slots[self.focus % len(slots)]

    def drag_tip(self) -> tuple[int, int]:
        """Where the tip of the dragged key is: the key goes into the slot under its tip."""
        assert self.drag is not None
        return self.mouse[0] + self.drag[2][0], self.mouse[1] + self.drag[2][1]

    def can_stop(self) -> bool:
        return self.can_play() and self.obs["placements"] > 0

    def where(self, action: Any) -> pygame.Rect | None:
        """Where to click for `action` now (the guided game's arrow, a hint's glow): the
        Stop and take button; for a key, the key itself (its bow, with the letter) until
        it is picked, then the slot it goes into. None when it is not a move of the person
        to move now, or while a key is on its way."""
        if not self.can_play() or action not in self.table.legal_actions():
            return None
        if isinstance(action, StopAndTake):
            return L.STOP_RECT.copy()
        if not isinstance(action, InsertKey):
            return None
        if self.selected_key() == action.key:
            spot = pygame.Rect(0, 0, 2 * L.SLOT_HIT, 2 * L.SLOT_HIT)
            spot.center = L.slot_pos(action.section, action.slot)
            return spot
        bow = self.painter.bow(action.key)
        if bow is None:
            return None
        head = pygame.Rect(0, 0, 2 * L.BOW_R + 8, 2 * L.BOW_R + 8)
        head.center = bow
        return head

    def card_rail(self) -> tuple[pygame.Rect, ...]:
        return L.card_rail(self.n)

    def must_stay_visible(self) -> list[pygame.Rect]:
        keys = [self.painter.key_rect(k) for k in KEYS]
        return L.must_stay_visible(self.n, [r for r in keys if r is not None])

    # -- sound ---------------------------------------------------------------------------
    def contact_sound(self, contact: Any, x: float, gain: float = 1.0) -> None:
        """A gem touching a gem, the tray or the corner's wall: a clink, loud as the hit."""
        if self._clinks >= CLINKS_PER_FRAME:
            return
        strength = contact_gain(contact.impulse, LOUD_GEM_IMPULSE)
        if strength <= 0.0:
            return
        self._clinks += 1
        # Snapped to the recipe's 0.05 step, so the mixer's cache stays small.
        self.sound("gem-clink", {"impulse": round(strength * 20) / 20}, pan=self.pan(x),
                   gain=gain)

    # -- playing -------------------------------------------------------------------------
    def _enqueue(self, events: list[Any]) -> None:
        lost = next((e.reward_lost for e in events if isinstance(e, GemLost)), 0)
        jam = (1, 1)
        for ev in events:
            self.told(ev)
            if isinstance(ev, SectionUnlocked):
                self.queue.append(anims.SectionLock(ev.section, locked=False))
            elif isinstance(ev, KeyInserted):
                self.queue.append(anims.KeyMove(ev))
                if ev.result == "jammed":
                    jam = (ev.section, ev.slot)
                else:
                    self.queue.append(anims.Reward(ev.section, ev.slot, ev.gain, ev.reward_now))
            elif isinstance(ev, SectionLocked):
                # The section is shown locked at once, with the kind words beside the key.
                self.queue.append(anims.SectionLock(ev.section, locked=True))
                self.queue.append(anims.Stuck(*jam, lost))
            elif isinstance(ev, GemLost):
                self.queue.append(anims.LostGem(ev.chamber_left))
            elif isinstance(ev, RewardTaken):
                if ev.gems > 0:
                    self.queue.append(anims.PayOut(ev.seat, ev.gems))
            elif isinstance(ev, TurnPassed):
                self.queue.extend([Pause(0.3), anims.TurnChange(ev.seat)])
            elif isinstance(ev, GameEnded):
                self.queue.extend([Pause(0.6), anims.Reveal(ev.blocked, ev.winners)])

    def on_applied(self) -> None:
        self.selected = None
        self.focus = 0
        self.focus_stop = False

    def on_frame(self, dt: float) -> None:
        self._clinks = 0  # the clink budget is per frame

    def _sync(self) -> None:
        """With nothing running, the picture must match what the table shows exactly."""
        fresh = Shown.from_observation(self.obs)
        fresh.blocked, fresh.winners = self.shown.blocked, self.shown.winners
        self.shown = fresh

    # -- the bench (castle_games.bench): the heaviest moment is the gem heap near the end --
    BUSIEST_CHAMBER = 14     # gems left in the chamber: the trays hold most of the 52
    BUSIEST_PAYOUT = 4       # gems paid again onto the fullest tray
    busiest_every = 180      # frames: the payout, its gems tumbling until the heap is still

    def busiest_ready(self) -> bool:
        """Near the end: few gems left in the chamber, the trays heaped (computers play it)."""
        return self.shown.chamber <= self.BUSIEST_CHAMBER

    def busiest_moment(self) -> bool:
        """The fullest tray's last gems are paid again (the PayOut a reward plays): taken
        off its heap and back in the chamber, then counted out and dropped onto the heap,
        so that the trays and the chamber end as the table has them."""
        if self.table.over or not self.busiest_ready():
            return False
        self.skip_animations()
        self._sync()
        seat = max(range(self.n), key=lambda i: self.shown.piles[i])
        gems = min(self.BUSIEST_PAYOUT, self.shown.piles[seat])
        if gems <= 0:
            return False
        old = self.piles[seat]
        pile = GemPile(old.width, old.height, seed=self.seed_for("pile", seat),
                       gem_radius=PILE_GEM_R)
        pile.fill(self.shown.piles[seat] - gems)
        self.piles[seat] = pile
        self.shown.piles[seat] -= gems
        self.shown.chamber += gems
        self.queue.append(anims.PayOut(seat, gems))
        self._next_anim()
        return True

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.speaker_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None and math.dist(event.pos, self.drag[1]) > DRAG_START:
                self.drag_moved = True
            elif self.drag is None and (slot := L.slot_at(event.pos)) in self.target_slots():
                self.focus = self.target_slots().index(slot)  # the pointer moves the focus
                self.focus_stop = False
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if not self.click_skips():
                self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _key_under(self, pos: tuple[int, int]) -> str | None:
        # Front-most first: keys further down the screen are drawn over the others.
        hits = [(r.bottom, k) for k in KEYS if (r := self.painter.key_rect(k)) and r.collidepoint(pos)]
        return max(hits)[1] if hits else None

    def _press(self, pos: tuple[int, int]) -> None:
        if not self.can_play():
            return
        if L.STOP_RECT.collidepoint(pos) and self.can_stop():
            self.sound("ui-click")
            self.try_apply(StopAndTake())
            return
        slot = L.slot_at(pos)
        if slot is not None and slot in self.target_slots():
            self._insert(self.selected_key(), slot)  # type: ignore[arg-type]
            return
        key = self._key_under(pos)
        if key is not None:
            self.pick(key)
            rect = self.painter.key_rect(key)
            if self.selected_key() == key and rect is not None:
                tip = (rect.centerx - pos[0], rect.bottom - pos[1])
                self.drag, self.drag_moved = (key, pos, tip), False
            return
        if slot is not None:
            key = self.selected_key()
            if key is None:
                self.sound("nope")
                self._say(_("First pick a key: click A, B or C."))
                return
            self._insert(key, slot)  # not a glowing slot: the rules say why not

    def _release(self, pos: tuple[int, int]) -> None:
        drag, moved = self.drag, self.drag_moved
        self.drag, self.drag_moved = None, False
        if drag is None or not moved or not self.can_play():
            return
        slot = L.slot_at((pos[0] + drag[2][0], pos[1] + drag[2][1]))
        if slot is not None:
            self._insert(drag[0], slot)

    def _insert(self, key: str, slot: tuple[int, int]) -> None:
        self.try_apply(InsertKey(key, slot[0], slot[1]))

    def _say(self, message: str) -> None:
        self.note(message)

    def pick(self, key: str) -> None:
        """Choose the key to put in next (a click on it, or its letter)."""
        obs = self.obs
        if key not in self.movable_keys():
            self.sound("nope")
            if obs["placements"] > 0 and key != obs["turn_key"]:
                self._say(_("This turn you go on with key {key}, or stop and take your "
                            "reward.").format(key=obs["turn_key"]))
            else:
                self._say(_("Key {key} cannot move now.").format(key=key))
            return
        if self.selected != key:
            self.sound("ui-click", gain=0.6)
        self.selected = key
        self.focus, self.focus_stop = 0, False

    def _key(self, event: pygame.event.Event) -> None:
        if not self.can_play():
            return
        if self.take_hint_key(event):  # (the hint's arrow is the one on show)
            return
        if event.key in KEY_SHORTCUTS:
            self.pick(KEY_SHORTCUTS[event.key])
        elif event.key in (pygame.K_s, pygame.K_SPACE):
            self.sound("ui-click")
            self.try_apply(StopAndTake())
        elif event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT,
                           pygame.K_UP):
            if self.selected_key() is None:
                movable = self.movable_keys()
                if not movable:
                    return
                self.pick(movable[0])
                return
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
                event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self.put_hint_away()
            self.focus_stop = False
            self.focus += -1 if back else 1
            self.sound("ui-click", gain=0.4)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            slot = self.focused_slot()
            key = self.selected_key()
            if slot is not None and key is not None:
                self._insert(key, slot)
            else:
                self.sound("nope")
                self._say(_("First pick a key: press A, B or C."))

    # -- drawing -------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.painter.draw(canvas)
        self.draw_speaker(canvas)

    def hint(self) -> list[str]:
        """The two lines under the key rack, in the language in use (each hint is one
        catalogue message, with a line break where the lines part)."""
        if self.shown.blocked is not None:
            return _("Now you can see\nevery blocked slot!").split("\n")
        obs = self.obs
        waiting = self.waiting_hint(obs["current"])
        if waiting is not None:
            return waiting
        name = self.seats[obs["current"]].name
        if obs["placements"] > 0:
            # TRANSLATORS: a hint in two lines (\n breaks them). "Stop and take" is the
            # button of that name; S is the keyboard key, whatever the language.
            return _("Risk it: key {key} into a glowing slot,\nor Stop and take (S).").format(
                key=obs["turn_key"]).split("\n")
        if self.selected_key() is None:
            # TRANSLATORS: a hint in two lines (\n breaks them); A, B and C are the keys'
            # letters, and the keyboard keys that pick them.
            return _("{player}, pick a key:\nclick A, B or C (or press its letter).").format(
                player=name).split("\n")
        return _("Click a glowing slot for key {key}\n(or arrows and Enter).").format(
            key=self.selected_key()).split("\n")

    # -- read aloud ----------------------------------------------------------------------
    def may_act(self) -> bool:
        return self.can_play()

    def prompt_words(self) -> list[str]:
        """The hint's two lines are one sentence broken in two: said as one."""
        return [" ".join(self.hint())]

    def prompt_picture(self) -> str | None:
        """Beside the prompt: the keys (pick one), or the key going into a glowing slot."""
        key = self.selected_key()
        return "key" if key is None else f"slot:{key}"

    def telling(self, event: Any) -> str | None:
        return describe(event, self.seats)


def make_scene(app: Any, table: TableModel[CleverKeysObservation]) -> CleverKeysScene:
    return CleverKeysScene(app, table)
