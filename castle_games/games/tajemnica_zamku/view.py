"""The Tajemnica Zamku table: a labyrinth that grows, seen from above, and the side board.

The view sees the game only through its table model (what the seat on screen sees, the
legal actions, the events); it changes the game only through `table.apply` /
`table.play_bot`. Every rules event becomes an animation (anims.py),
played one after another; moves are taken only when none is running, and a click
fast-forwards them. The camera (wheel, drag, arrows, +/-) works at any time. Computer
seats move after a short, readable pause.

Choosing, for a person: glowing tiles are steps (cyan) and mirror jumps (violet); a "?"
beside your tile draws a new tile; buttons on the side board do the rest (roll, stay,
fight, free the princess, end the turn). A drawn tile waits in the hand with one picture
per way it fits: click one to lay it, or press R to turn it and Enter to lay it. Tab
walks through every choice; Enter takes the one in focus.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from castle_games.audio.mixer import contact_gain
from castle_games.core.telling import N_, _
from castle_games.games.tajemnica_zamku import anims, layout, words
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.camera import TOP_INSET, Camera
from castle_games.games.tajemnica_zamku.observe import TajemnicaObservation
from castle_games.games.tajemnica_zamku.painter import Painter
from castle_games.games.tajemnica_zamku.rules import ATTEMPT, LEAVE, MOVE, PLACE
from castle_games.games.tajemnica_zamku.shown import Seen, Shown
from castle_games.games.tajemnica_zamku.shown import seen as seen_of
from castle_games.games.tajemnica_zamku.story import describe
from castle_games.games.tajemnica_zamku.tiles import BIT, SIDES, neighbour
from castle_games.sim.dice_tray import DiceTray, StillDice
from castle_games.table_model import TableModel
from castle_games.ui.menu_voice import Words, said
from castle_games.ui.table import TableScene

# Every recipe this table plays (its view, animations and sound modules): the app renders
# them when the game starts (ui/sound_sets.py).
SOUNDS = ("tile-lay", "footstep", "token-turn", "card-slide", "dice-rattle", "die-hit-die",
          "die-hit-felt", "die-hit-wall", "dragon-roar", "sword-ring", "mirror-shimmer",
          "sting-ghost", "sting-knight", "sting-skrzat", "sting-right", "sting-wrong",
          "win-sting", "rescue-fanfare")

BOT_DELAY = 0.7        # seconds a computer player "thinks" before each move
GAME_OVER_HOLD = 1.0   # after the rescue animation, before the game-over screen
DRAG_START = 6         # pixels the pointer moves before a press becomes a drag
FELT = layout.FELT
DIE_SIZE = layout.DIE_SIZE
PAN_KEY_PIXELS = 60
COACHED_TOP = 200      # the guided game's card covers the table's top down to about here


@dataclass(frozen=True)
class Target:
    """One thing the person to move may choose now."""

    kind: str          # step, teleport, draw, stay, roll, attack, rescue, end, lay
    action: Any
    cell: tuple[int, int] | None = None
    label: str = ""    # a catalogue message (the painter translates it as it draws)


# The choices made with a button on the side board (the rest are tiles and the hand).
BUTTON_KINDS = ("draw", "stay", "roll", "attack", "rescue", "end")

# The button that fights a dragon, by dragon.
FIGHT: dict[str, str] = {
    "yellow dragon": N_("Fight the yellow dragon: 8+"),
    "red dragon": N_("Fight the red dragon: 8+"),
    "green dragon": N_("Fight the green dragon: 8+"),
}


class TajemnicaScene(TableScene):
    handles_escape = False  # Esc opens the app's pause menu
    bot_delay = BOT_DELAY
    game_over_hold = GAME_OVER_HOLD
    speaker_rect = layout.SPEAKER_RECT
    hint_place = "below"  # (beside the speaker is the first player's panel)
    take_back_side = -1  # (to its right the players' cards begin)

    def __init__(self, app: Any, table: TableModel[TajemnicaObservation]) -> None:
        super().__init__(app, table)
        self._seen: tuple[Any, Seen] | None = None
        self.camera = Camera(tuple(layout.BOARD_RECT))  # type: ignore[arg-type]
        self.shown = self._shown_from_table()
        self._fit_hand()
        self.frame_on(self.shown.pawns[self.shown.current], now=True)
        self.tray: Any = DiceTray([1], table.anim_seed, size=FELT.size, face_count=12,
                                  die_size=DIE_SIZE)
        self.tray.settle_now()
        self.tray_shown = False
        self._throws = 0
        self.offer_focus = 0
        self.keyboard = False  # the focus ring shows once somebody plays with the keys
        self.mouse = (0, 0)
        self.press: tuple[int, int] | None = None
        self.dragging = False
        self.painter = Painter(self)
        self._offer_seen: Any = None
        self._pointed_seen: Any = None  # the way to lay pointed at that took the focus
        if table.over and table.outcome:
            self.queue.append(anims.Rescue(table.outcome.winners[0]))
        elif not table.moves_played:
            rolls = [list(r) for r in self.seen.opening_rolls] if self.n > 1 else []
            if rolls:
                self.queue.extend(anims.opening(self, rolls, self.seen.current,
                                                self._opening_words()))
            else:
                self.queue.append(anims.Caption(self._opening_words(), 2.4, "dice-rattle"))
            # Who begins is said as its bubble shows.
            caption = next(a for a in self.queue if isinstance(a, anims.Caption))
            self.say_with(caption, [lambda w=w: said(w) for w in self._opening_words()])
        if pygame.display.get_surface() is not None:
            self.painter.prepare()

    # -- reading the table ---------------------------------------------------------------
    @property
    def seen(self) -> Seen:
        """The table as the seat on screen sees it (all of it lies face up; computed once
        per move)."""
        obs = self.table.observation
        if self._seen is None or self._seen[0] is not obs:
            self._seen = (obs, seen_of(obs))
        return self._seen[1]

    def _shown_from_table(self) -> Shown:
        st = self.seen
        return Shown(
            laid=dict(st.laid), tokens={p: list(t) for p, t in st.tokens.items()},
            pawns=list(st.pawns), swords=[list(s) for s in st.swords],
            items=[list(i) for i in st.items], current=st.current, hand=st.hand,
            offers=list(st.offers), box=st.box, complete=st.complete)

    def _sync(self) -> None:
        """With nothing running, the picture must match the table exactly."""
        fresh = self._shown_from_table()
        s = self.shown
        s.laid, s.tokens, s.pawns = fresh.laid, fresh.tokens, fresh.pawns
        s.swords, s.items, s.current = fresh.swords, fresh.items, fresh.current
        s.hand, s.box, s.complete = fresh.hand, fresh.box, fresh.complete
        s.offers, s.laying = fresh.offers, None

    def _opening_words(self) -> list[Words]:
        """Who begins, said when the bubble is drawn (in the language in use then)."""
        st = self.seen
        first = self.seats[st.current].name
        if self.n == 1:
            return [lambda: _("Good luck, {player}!").format(player=first),
                    N_("Find the princess in as few turns as you can.")]
        rolls = st.opening_rolls[-1] if st.opening_rolls else []
        best = rolls[st.current] if rolls else 0
        lines: list[Words] = [lambda: _("{player} rolled {roll}, the highest, and begins!")
                              .format(player=first, roll=best)]
        if len(st.opening_rolls) > 1:
            lines.append(N_("(a tie at first, so they rolled again)"))
        return lines

    def choosing(self) -> bool:
        """A person may choose now: nothing runs, and the hand-over (if any) is done."""
        return (self.idle and self.human_to_move() and not self.handover_pending
                and self.handover_for == self.table.turn)

    def targets(self) -> list[Target]:
        """What the person to move may pick now ([] while animating or for a computer)."""
        if not self.choosing():
            return []
        return self.targets_for_state()

    def targets_for_state(self) -> list[Target]:
        st = self.seen
        out: list[Target] = []
        legal = self.table.legal_actions()
        if st.phase == LEAVE:
            # TRANSLATORS: a button: roll the die to get away from the opponent.
            return [Target("roll", M.RollToLeave(), None, N_("Roll the die!"))]
        if st.phase == PLACE:
            return [Target("lay", a, neighbour(st.pawns[st.current], a.side), N_("Lay it here"))
                    for a in legal if isinstance(a, M.LayTile)]
        for a in legal:
            if isinstance(a, M.Step):
                out.append(Target("step", a, tuple(a.to), N_("Walk here")))
            elif isinstance(a, M.Teleport):
                out.append(Target("teleport", a, tuple(a.to), N_("Jump to this mirror")))
            elif isinstance(a, M.DrawTile):
                # TRANSLATORS: a button: draw a new tile from the box (to explore).
                out.append(Target("draw", a, None, N_("New tile")))
            elif isinstance(a, M.Stay):
                # TRANSLATORS: a button: stay on your tile this turn.
                out.append(Target("stay", a, None, N_("Stay")))
            elif isinstance(a, M.Attack):
                out.append(Target("attack", a, None, FIGHT.get(a.target, N_("Fight: 8+"))))
            elif isinstance(a, M.Rescue):
                out.append(Target("rescue", a, None, N_("Free the princess: 10+")))
            elif isinstance(a, M.EndTurn):
                # TRANSLATORS: a button: end your turn without a try.
                out.append(Target("end", a, None, N_("End turn")))
        return out

    def draw_cells(self) -> list[tuple[int, int]]:
        """Empty cells beyond an open side of the mover's tile (where exploring leads)."""
        st = self.seen
        if st.phase != MOVE or st.drawn or not any(isinstance(a, M.DrawTile)
                                                   for a in self.table.legal_actions()):
            return []
        here = st.pawns[st.current]
        mask = st.masks[here]
        return [neighbour(here, s) for s in SIDES
                if mask & BIT[s] and neighbour(here, s) not in st.masks]

    def edge_markers(self) -> list[tuple[Target, tuple[int, int]]]:
        """Choices whose tile is off screen (a far mirror): a marker at the table's edge."""
        inner = layout.BOARD_RECT.inflate(-70, -70)
        out = []
        for t in self.targets():
            if t.cell is None or t.kind == "lay":
                continue
            x, y = self.camera.screen_of(t.cell)
            if not layout.BOARD_RECT.inflate(-20, -20).collidepoint(x, y):
                out.append((t, (min(max(x, inner.left), inner.right),
                                min(max(y, inner.top + 40), inner.bottom))))
        return out

    def card_rail(self) -> tuple[pygame.Rect, ...]:
        return layout.card_rail(self.n, self._hand_shown())

    def must_stay_visible(self) -> list[pygame.Rect]:
        cells = [self.camera.screen_of(c) for c in (*self.shown.laid, *self.draw_cells())]
        return layout.must_stay_visible(self.n, cells, self.camera.size, self._hand_shown())

    def _hand_shown(self) -> bool:
        return self.shown.hand is not None or self.seen.hand is not None

    def buttons(self) -> list[Target]:
        return [t for t in self.targets() if t.kind in BUTTON_KINDS]

    def where(self, action: Any) -> pygame.Rect | None:
        """Where to click for `action` now (the guided game's arrow, a hint's glow): its
        button on the side board, its picture in the hand strip, or the tile to walk or
        jump to (the marker at the table's edge when that tile is out of view). None when
        it is not a move of the person to move now."""
        choices = self.targets_for_state() if self.human_to_move() else []
        target = next((t for t in choices if t.action == action), None)
        if target is None:
            return None
        if target.kind == "lay":
            rects = layout.offer_rects([t.action.side for t in choices])[1]
            return rects[choices.index(target)].copy()
        pressed = [t for t in choices if t.kind in BUTTON_KINDS]
        if target in pressed:
            return layout.buttons(len(pressed))[pressed.index(target)]
        assert target.cell is not None
        x, y = self.camera.screen_of(target.cell)
        if not layout.BOARD_RECT.inflate(-20, -20).collidepoint(x, y):
            inner = layout.BOARD_RECT.inflate(-70, -70)  # as edge_markers() places them
            x, y = min(max(x, inner.left), inner.right), min(max(y, inner.top + 40), inner.bottom)
            return pygame.Rect(x - 24, y - 24, 48, 48)
        size = self.camera.size - 4
        return pygame.Rect(x - size // 2, y - size // 2, size, size).clip(layout.BOARD_RECT)

    def focused(self) -> Target | None:
        """The choice the keyboard focus is on; none while the hint's arrow is on show."""
        targets = self.targets()
        if not targets or self.shown_advice() is not None:
            return None
        if targets[0].kind == "lay":
            return targets[self.offer_focus % len(targets)]
        return targets[self.focus % len(targets)]

    # -- sound ---------------------------------------------------------------------------
    def pan_of(self, cell: tuple[float, float]) -> float:
        return self.pan(self.camera.screen_of(cell)[0]) * 0.7

    def contact_sound(self, contact: Any) -> None:
        kinds = {contact.kind_a, contact.kind_b}
        name = ("die-hit-wall" if "wall" in kinds else
                "die-hit-felt" if "felt" in kinds else "die-hit-die")
        strength = contact_gain(contact.impulse, self.tray.loud_impulse)
        if strength > 0.0:
            self.sound(name, {"impulse": round(strength * 20) / 20},
                       pan=self.pan(FELT.x + contact.x))

    # -- the die -------------------------------------------------------------------------
    def throw(self, face: int) -> None:
        self._throws += 1
        seed = self.table.anim_seed * 1000 + self.table.turn * 7 + self._throws
        if not isinstance(self.tray, DiceTray):
            self.tray = DiceTray([face], seed, size=FELT.size, face_count=12, die_size=DIE_SIZE)
        else:
            self.tray.throw([face], seed=seed)
        self.tray_shown = True

    def stop_die(self, face: int) -> None:
        """End a throw at once: the die stays where it is and shows its number."""
        if not self.tray.settled:
            self.tray = StillDice.stopped(self.tray, [face])
        self.tray_shown = True

    # -- playing -------------------------------------------------------------------------
    def _enqueue(self, events: list[Any]) -> None:
        start = len(self.queue)
        for ev in events:
            self.told(ev)
            self.queue.extend(anims.from_event(self, ev))
        new = list(self.queue)[start:]
        st = self.seen
        drawn = [a for a in new if isinstance(a, anims.TileFromBox)]
        if drawn and st.phase == PLACE and drawn[-1].tile == st.hand:
            drawn[-1].offers = list(st.offers)  # the hand shows every way it fits

    def on_applied(self) -> None:
        self.focus = 0
        self.offer_focus = 0
        self._pointed_seen = None

    def after_skip(self) -> None:
        self._fit_hand(now=True)
        if self.camera.moving:
            self.camera.update(60.0)

    def _fit_hand(self, now: bool = False) -> None:
        """The hand strip comes or goes: frame the mover above it (or use the room); in a
        guided game the labyrinth keeps clear of the coach's card at the top too."""
        placing = self.shown.hand is not None or (self.idle and self.seen.phase == PLACE)
        inset = layout.HAND_RECT.h + 16 if placing else 0
        top = COACHED_TOP if self.coach is not None else TOP_INSET
        if inset != self.camera.inset_bottom or top != self.camera.inset_top:
            self.camera.inset_bottom, self.camera.inset_top = inset, top
            self.frame_on(self.shown.pawns[self.shown.current], now=now)

    def pointed(self) -> Any:
        """The move the table points at now: the guided game's step, or the hint on show."""
        coach = self.coach
        if coach is not None:
            step = coach.step if coach.asking() else None
            return step.action if step is not None else None
        advice = self.shown_advice()
        return advice.action if advice is not None else None

    def _focus_pointed(self) -> None:
        """A way to lay the tile that is pointed at takes the focus once (its preview then
        shows on the table, not another way's); R and the pointer still move it on."""
        pointed = self.pointed()
        if not isinstance(pointed, M.LayTile) or pointed == self._pointed_seen:
            return
        targets = self.targets()
        k = next((k for k, t in enumerate(targets) if t.action == pointed), None)
        if k is not None:
            self._pointed_seen = pointed
            self.offer_focus = k

    def on_frame(self, dt: float) -> None:
        """The camera works in real time, animations running or not."""
        self._fit_hand()
        self._focus_pointed()
        focused = self.focused()
        if focused is not None and focused.kind == "lay" and focused.cell != self._offer_seen:
            self._offer_seen = focused.cell  # keep the place the tile would go in view
            self.camera.follow_to(focused.cell)
        cam = self.camera
        before = (cam.level, cam.cx, cam.cy)
        cam.update(dt)
        self._camera_moved = (cam.level, cam.cx, cam.cy) != before
        self.painter.warm_next()

    # -- the bench (castle_games.bench): the heaviest moment is a big labyrinth, zooming --
    BUSIEST_TILES = 55
    busiest_every = 8  # frames between wheel notches: a quick scroll, 7 notches a second

    def busiest_ready(self) -> bool:
        """The labyrinth has grown to the size the bench times (computers play it there)."""
        return len(self.shown.laid) >= self.BUSIEST_TILES

    def busiest_moment(self) -> bool:
        """One notch of the wheel over the middle of the board, in and out across every
        zoom level, as a person looking over a big labyrinth does."""
        if not self.busiest_ready():
            return False
        step = getattr(self, "_busiest_step", -1)
        if not self.camera.zoom(step, layout.BOARD_RECT.center):
            step = -step
            self.camera.zoom(step, layout.BOARD_RECT.center)
        self._busiest_step = step
        return True

    def busy(self) -> bool:
        """The camera glides or zooms, or the other zoom levels are still being drawn."""
        return getattr(self, "_camera_moved", True) or self.painter.warming

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.speaker_event(event):
            return
        kind = event.type
        if kind == pygame.MOUSEWHEEL:
            if layout.BOARD_RECT.collidepoint(self.mouse):
                self.camera.zoom(1 if event.y > 0 else -1, self.mouse)
            return
        if kind == pygame.MOUSEMOTION:
            self._motion(event)
            return
        if kind == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            self.keyboard = False
            if event.button in (4, 5):  # old-style wheel
                if layout.BOARD_RECT.collidepoint(event.pos):
                    self.camera.zoom(1 if event.button == 4 else -1, event.pos)
                return
            if event.button in (1, 2, 3):
                self.press = event.pos if layout.BOARD_RECT.collidepoint(event.pos) else None
                self.dragging = False
                if event.button == 1 and self.press is None:
                    self._click(event.pos)  # the side board: buttons act on the press
            return
        if kind == pygame.MOUSEBUTTONUP:
            if event.button == 1 and self.press is not None and not self.dragging:
                self._click(self.press)
            self.press, self.dragging = None, False
            return
        if kind == pygame.KEYDOWN:
            self._key(event)

    def _motion(self, event: pygame.event.Event) -> None:
        self.mouse = event.pos
        if self.press is not None and any(getattr(event, "buttons", (0, 0, 0))):
            if not self.dragging:
                dx, dy = event.pos[0] - self.press[0], event.pos[1] - self.press[1]
                if abs(dx) + abs(dy) >= DRAG_START:
                    self.dragging = True
                    self.camera.pan_pixels(dx, dy)
            else:
                self.camera.pan_pixels(*event.rel)
            return
        # The pointer moves the keyboard focus too (buttons and offers).
        targets = self.targets()
        if targets and targets[0].kind == "lay":
            _, rects = layout.offer_rects([t.action.side for t in targets])
            for k, r in enumerate(rects):
                if r.collidepoint(event.pos):
                    self.offer_focus = k

    def _click(self, pos: tuple[int, int]) -> None:
        if self.click_skips() or not self.choosing():
            return
        targets = self.targets()
        # Buttons on the side board.
        buttons = self.buttons()
        for rect, t in zip(layout.buttons(len(buttons)), buttons):
            if rect.collidepoint(pos):
                self.sound("ui-click")
                self.try_apply(t.action)
                return
        if layout.TRAY_RECT.collidepoint(pos) or layout.NUMBER_RECT.collidepoint(pos):
            rolls = [t for t in targets if t.kind == "roll"]
            if rolls:
                self.try_apply(rolls[0].action)
            return
        if not layout.BOARD_RECT.collidepoint(pos):
            return
        if targets and targets[0].kind == "lay":
            if self._click_hand(pos, targets):
                return
        for t, at in self.edge_markers():
            if abs(pos[0] - at[0]) <= 30 and abs(pos[1] - at[1]) <= 30:
                self.try_apply(t.action)
                return
        self._click_cell(self.camera.cell_at(pos), targets)

    def _click_hand(self, pos: tuple[int, int], targets: list[Target]) -> bool:
        _, rects = layout.offer_rects([t.action.side for t in targets])
        for k, r in enumerate(rects):
            if r.collidepoint(pos):
                self.offer_focus = k
                self.sound("ui-click")
                self.try_apply(targets[k].action)
                return True
        return layout.HAND_RECT.collidepoint(pos)

    def _click_cell(self, cell: tuple[int, int], targets: list[Target]) -> None:
        """A click on the labyrinth: a glowing tile is chosen, anything else is explained."""
        st = self.seen
        if targets and targets[0].kind == "lay":
            here = [k for k, t in enumerate(targets) if t.cell == cell]
            if here:  # a click on a place the tile fits turns it to the next way it fits there
                nxt = [k for k in here if k > self.offer_focus % len(targets)]
                self.offer_focus = (nxt or here)[0]
                self.sound("ui-move", gain=0.6)
            else:
                self.refuse(_("The new tile can only go next to your tile, on a glowing place"))
            return
        for t in targets:
            if t.cell == cell and t.kind in ("step", "teleport"):
                self.try_apply(t.action)
                return
        if cell in self.draw_cells():
            self.try_apply(M.DrawTile())
            return
        if st.phase != MOVE:
            self.refuse(words.why_not_now(st))
            return
        self.refuse(words.why_not_there(st, cell))

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        cam = self.camera
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            dx = {pygame.K_LEFT: 1, pygame.K_RIGHT: -1}.get(key, 0)
            dy = {pygame.K_UP: 1, pygame.K_DOWN: -1}.get(key, 0)
            cam.pan_pixels(dx * PAN_KEY_PIXELS, dy * PAN_KEY_PIXELS)
            return
        if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            cam.zoom(1)
            return
        if key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            cam.zoom(-1)
            return
        if key == pygame.K_HOME:
            self.look_home()
            return
        if not self.idle:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.skip_animations()
            return
        targets = self.targets()
        if not targets:
            return
        self.keyboard = True
        if self.take_hint_key(event):
            return
        lay = targets[0].kind == "lay"
        if key == pygame.K_TAB:
            self.put_hint_away()
            back = bool(event.mod & pygame.KMOD_SHIFT)
            if lay:
                self.offer_focus = (self.offer_focus + (-1 if back else 1)) % len(targets)
            else:
                self.focus = (self.focus + (-1 if back else 1)) % len(targets)
            self._look_at_focus()
            self.sound("ui-click", gain=0.4)
        elif key == pygame.K_r and lay:
            self.offer_focus = self._next_rotation(targets)
            self.sound("ui-move", gain=0.6)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            target = self.focused()
            if target is not None:
                self.try_apply(target.action)

    def _next_rotation(self, targets: list[Target]) -> int:
        """R: the next way the tile fits at the same place, else the first at the next place."""
        k = self.offer_focus % len(targets)
        same = [j for j, t in enumerate(targets) if t.cell == targets[k].cell]
        later = [j for j in same if j > k]
        if later:
            return later[0]
        if len(same) > 1:
            return same[0]
        return (k + 1) % len(targets)

    def _look_at_focus(self) -> None:
        t = self.focused()
        if t is not None and t.cell is not None:
            self.camera.follow_to(t.cell)

    def frame_on(self, focus: tuple[int, int], extra: list[tuple[int, int]] | None = None,
                 now: bool = False) -> None:
        """Frame `focus` and the labyrinth round it (glide there, or jump `now`); after the
        player has moved the camera this turn, only keep `focus` in view."""
        if self.camera.manual:
            self.camera.follow_to(focus)
        else:
            self.camera.frame(focus, list(self.shown.laid) + list(extra or []), now)

    def look_home(self) -> None:
        """Show the whole labyrinth (Home key; also handy for screenshots)."""
        self.camera.fit(list(self.shown.laid))

    # -- drawing -------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.painter.draw(canvas)
        self.draw_speaker(canvas)

    def hint(self) -> list[str]:
        return words.hint(self)

    # -- read aloud ----------------------------------------------------------------------
    def may_act(self) -> bool:
        return self.choosing()

    def prompt_picture(self) -> str | None:
        """Beside the prompt: the die (roll it, try your luck), the drawn tile (lay it), a
        glowing tile with the pawn (walk), or a "?" place (explore: nowhere to walk yet)."""
        phase = self.seen.phase
        if phase in (LEAVE, ATTEMPT):
            return "die"
        if phase == PLACE:
            return "tile"
        if self.draw_cells() and not any(t.kind in ("step", "teleport") for t in self.targets()):
            return "explore"
        return "walk"

    def repeat_key_free(self) -> bool:
        """While a drawn tile waits to be laid, R turns it (the speaker button still says
        the prompt again)."""
        return self.seen.phase != PLACE or not self.choosing()

    def telling(self, event: Any) -> str | None:
        return describe(event, self.seats)


def make_scene(app: Any, table: TableModel[TajemnicaObservation]) -> TajemnicaScene:
    return TajemnicaScene(app, table)
