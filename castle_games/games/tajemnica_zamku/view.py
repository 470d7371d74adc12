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
walks through every choice; Enter takes the one in focus. What may be chosen and where each
choice is are choices.py's, the mouse and the keys controls.py's: both are parts of the
scene.
"""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.audio.mixer import contact_gain
from castle_games.core.telling import N_, _
from castle_games.games.tajemnica_zamku import anims, layout, words
from castle_games.games.tajemnica_zamku.camera import TOP_INSET, Camera
from castle_games.games.tajemnica_zamku.choices import Choices
from castle_games.games.tajemnica_zamku.controls import Controls
from castle_games.games.tajemnica_zamku.observe import TajemnicaObservation
from castle_games.games.tajemnica_zamku.painter import Painter
from castle_games.games.tajemnica_zamku.shown import Seen, Shown
from castle_games.games.tajemnica_zamku.shown import seen as seen_of
from castle_games.games.tajemnica_zamku.story import describe
from castle_games.games.tajemnica_zamku.table import ATTEMPT, LEAVE, PLACE
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
FELT = layout.FELT
DIE_SIZE = layout.DIE_SIZE
COACHED_TOP = 200      # the guided game's card covers the table's top down to about here


class TajemnicaScene(Controls, Choices, TableScene):
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

    def card_rail(self) -> tuple[pygame.Rect, ...]:
        return layout.card_rail(self.n, self._hand_shown())

    def must_stay_visible(self) -> list[pygame.Rect]:
        cells = [self.camera.screen_of(c) for c in (*self.shown.laid, *self.draw_cells())]
        return layout.must_stay_visible(self.n, cells, self.camera.size, self._hand_shown())

    def _hand_shown(self) -> bool:
        return self.shown.hand is not None or self.seen.hand is not None

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

    # -- the camera ----------------------------------------------------------------------
    def frame_on(self, focus: tuple[int, int], extra: list[tuple[int, int]] | None = None,
                 now: bool = False) -> None:
        """Frame `focus` and the labyrinth round it (glide there, or jump `now`); after the
        player has moved the camera this turn, only keep `focus` in view."""
        if self.camera.manual:
            self.camera.follow_to(focus)
        else:
            self.camera.frame(focus, list(self.shown.laid) + list(extra or []), now)

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
