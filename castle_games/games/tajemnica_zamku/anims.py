"""The Tajemnica Zamku view's animations: one or two per rules event, played in order.

Each animation moves the view's `Shown` picture of the table (what is drawn) from how it
was before the event to how it is after: a laid tile joins the labyrinth when it lands, a
pawn walks from tile to tile, a token turns over on its circle, a sword flies to its card.
`finish()` jumps to the end state without a sound (a click fast-forwards; screenshots skip
ahead). Animations never touch the rules state.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from castle_games.core.telling import N_, _
from castle_games.games.tajemnica_zamku import layout
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku.shown import Pos
from castle_games.games.tajemnica_zamku.tiles import STEP
from castle_games.games.tajemnica_zamku.tokens import COLOURS, ITEMS
from castle_games.ui import anim
from castle_games.ui.anim import Anim, Bubble, Pause, ease
from castle_games.ui.menu_voice import Words, said

# The scene as its animations see it: the shown table (`shown`), the camera, the painter,
# the seats, the die tray and the sounds (view.TajemnicaScene; not imported: it imports us).
Stage = Any

# What each discovered token says, in a child's words (catalogue messages, said when drawn).
TOKEN_WORDS: dict[str, tuple[str, str]] = {
    "yellow dragon": (N_("The yellow dragon!"),
                      N_("It guards the map. Beat it with a yellow sword: 8+")),
    "red dragon": (N_("The red dragon!"), N_("It guards the elixir. Beat it with a red sword: 8+")),
    "green dragon": (N_("The green dragon!"),
                     N_("It guards the key. Beat it with a green sword: 8+")),
    "princess": (N_("The princess!"), N_("Bring the map, the elixir and the key, then roll 10+")),
    "mirror": (N_("A magic mirror!"), N_("From here you can jump to any other mirror")),
    # TRANSLATORS: "Boo!" is the ghost's cry: use your language's ghost sound.
    "ghost": (N_("A ghost! Boo!"), N_("To get away from it you must roll 7 or more")),
    "wandering knight": (N_("A wandering knight!"), N_("To get past him you must roll 6 or more")),
    # TRANSLATORS: the sprite: the box's little house sprite (a gnome with a pointed red hat;
    # the Polish box calls it "Skrzat", a name only Polish keeps). Use your language's own
    # word for a little house sprite (German: Kobold, Czech: skřítek).
    "skrzat": (N_("A sprite!"), N_("To get past the little sprite you must roll 5 or more")),
}
# The sound each token makes when it turns up (swords ring when they are taken).
TOKEN_SOUNDS: dict[str, str] = {
    "yellow dragon": "dragon-roar", "red dragon": "dragon-roar", "green dragon": "dragon-roar",
    "princess": "mirror-shimmer", "mirror": "mirror-shimmer", "ghost": "sting-ghost",
    "wandering knight": "sting-knight", "skrzat": "sting-skrzat",
}
# A sword found by someone who has that colour already; a prize won (said in a bubble).
SWORD_ALREADY: dict[str, str] = {
    "yellow": N_("{player} has a yellow sword already."),
    "red": N_("{player} has a red sword already."),
    "green": N_("{player} has a green sword already."),
}
WINS: dict[str, str] = {
    "map": N_("{player} wins the map!"),
    "elixir": N_("{player} wins the elixir!"),
    "key": N_("{player} wins the key!"),
}
STING = {"ghost": "sting-ghost", "wandering knight": "sting-knight", "skrzat": "sting-skrzat"}
CHOICE_SHOWN = 0.9  # seconds a computer player's way of laying its tile is shown first


class Caption(Bubble):
    """Words in a bubble over the table for a moment (a tile that does not fit, ...): near
    the cell `at`, or in the middle of the view. Each of `words` is a catalogue message or
    a function saying one; they are said when drawn, in the language in use then."""

    def __init__(self, words: Sequence[Words], seconds: float = 1.2, sound: str | None = None,
                 at: Pos | None = None) -> None:
        super().__init__([], seconds, sound)
        self.words = list(words)
        self.at = at

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        v.painter.bubble(canvas, [said(w) for w in self.words], self.at)


class TurnChange(anim.TurnChange):
    """The next player's turn: the die is put away and the camera frames their pawn."""

    def finish(self, v: Stage) -> None:
        super().finish(v)
        v.shown.die = None
        v.camera.manual = False  # a new turn: the camera frames the mover again
        v.frame_on(v.shown.pawns[self.seat])


class Roll(Anim):
    """The d12 tumbles across the tray; the rules already decided its number."""

    hold = 1.1  # seconds the number stays before the table goes on

    def __init__(self, seat: int, roll: int, need: int, why: str, success: bool) -> None:
        super().__init__()
        self.seat, self.roll, self.need, self.why, self.success = seat, roll, need, why, success
        self.shown_at: float | None = None

    def start(self, v: Stage) -> None:
        v.shown.die = None
        v.shown.rolling = (self.need, self.why)
        v.throw(self.roll)
        if self.why.endswith("dragon"):
            v.sound("dragon-roar", gain=0.7)
        elif self.why in STING:
            v.sound(STING[self.why], gain=0.6)
        v.sound("dice-rattle")

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        for contact in v.tray.advance(dt):
            v.contact_sound(contact)
        if v.tray.settled and self.shown_at is None:
            self.shown_at = self.t
            self._show(v)
            self.landed(v)
        if self.shown_at is not None:
            return self.t - self.shown_at > self.hold
        return self.t > 6.0

    def landed(self, v: Stage) -> None:
        """The die lies still and its number shows: the sting says whether it was enough."""
        v.sound("sting-right" if self.success else "sting-wrong", gain=0.7)

    def _show(self, v: Stage) -> None:
        v.shown.rolling = None
        v.shown.die = (self.roll, self.need, self.why, self.success)

    def finish(self, v: Stage) -> None:
        v.stop_die(self.roll)
        self._show(v)


class OpeningRoll(Roll):
    """One player's roll for who begins: the d12 tumbles, their number shows, and a
    bubble lists this round's rolls so far (the highest begins; a tie rolls again)."""

    hold = 0.6  # seconds the number stays before the next player rolls

    def __init__(self, seat: int, roll: int, begins: bool, before: list[tuple[int, int]],
                 again: bool = False) -> None:
        super().__init__(seat, roll, 0, "opening", begins)
        self.before = list(before)  # (seat, roll) of those who rolled before in this round
        self.again = again

    def start(self, v: Stage) -> None:
        v.shown.die = None
        v.shown.rolling = (0, "opening")
        v.throw(self.roll)
        v.sound("dice-rattle")

    def landed(self, v: Stage) -> None:
        """No sting: nobody wins or loses by the opening roll."""

    def lines(self, v: Stage) -> list[str]:
        name = v.seats[self.seat].name
        head = _("A tie! They roll again:") if self.again else _("Who begins? Everyone rolls:")
        now = (rolled(v, self.seat, self.roll) if v.shown.die is not None
               else _("{player} rolls...").format(player=name))
        return [head, *(rolled(v, seat, roll) for seat, roll in self.before), now]

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        v.painter.bubble(canvas, self.lines(v), None)


class OpeningDone(Anim):
    """The opening rolls are over: the die is put away before the first move."""

    duration = 0.0

    def start(self, v: Stage) -> None:
        self.finish(v)

    def finish(self, v: Stage) -> None:
        v.shown.die = None
        v.shown.rolling = None
        v.tray_shown = False


def rolled(v: Stage, seat: int, roll: int) -> str:
    """One opening roll in the bubble: "Anna: 9"."""
    # TRANSLATORS: one player's roll for who begins, e.g. "Anna: 9".
    return _("{player}: {roll}").format(player=v.seats[seat].name, roll=roll)


def opening(v: Stage, rolls: list[list[int]], starter: int, words: Sequence[Words]) -> list[Anim]:
    """The opening rolls acted out, round by round (0: that seat did not roll again), then
    the words saying who begins."""
    out: list[Anim] = []
    for r, round_rolls in enumerate(rolls):
        before: list[tuple[int, int]] = []
        last = r == len(rolls) - 1
        for seat, roll in enumerate(round_rolls):
            if roll <= 0:
                continue
            out.append(OpeningRoll(seat, roll, last and seat == starter, before, again=r > 0))
            before = [*before, (seat, roll)]
    out.append(Caption(words, 1.8))
    out.append(OpeningDone())
    return out


class TileFromBox(Anim):
    """A tile comes out of the box into the hand (face up: everybody sees it)."""

    on_top = True
    duration = 0.45

    def __init__(self, tile: int, offers: list[tuple[str, int]] | None = None) -> None:
        super().__init__()
        self.tile = tile
        self.offers = list(offers or [])  # the ways it fits (the view fills them in)

    def start(self, v: Stage) -> None:
        v.shown.box -= 1
        v.sound("card-slide", gain=0.8)

    def finish(self, v: Stage) -> None:
        v.shown.hand = self.tile
        v.shown.offers = list(self.offers)

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        v.painter.flying_hand_tile(canvas, self.tile, ease(self.t / self.duration))


class TileToBox(Anim):
    """A drawn tile that does not fit (or would close the labyrinth) goes back."""

    on_top = True
    duration = 1.5

    def __init__(self, tile: int, reason: str) -> None:
        super().__init__()
        self.tile, self.reason = tile, reason

    def start(self, v: Stage) -> None:
        v.shown.hand = self.tile
        v.sound("nope", gain=0.5)

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        if self.t > 1.1 and v.shown.hand is not None:
            v.shown.hand = None
            v.sound("card-slide", gain=0.6)
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        v.shown.hand = None
        v.shown.offers = []
        v.shown.box += 1

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        words = (_("It would close the labyrinth: back in the box!") if "close" in self.reason
                 else _("It does not fit here: back in the box!"))
        if self.t > 1.1:
            v.painter.flying_hand_tile(canvas, self.tile, 1 - ease((self.t - 1.1) / 0.4))
        v.painter.bubble(canvas, [words], None)


class LayTile(Anim):
    """The tile slides from the hand onto its cell and lands with a stone knock.

    A computer player's choice is shown first (`choose` seconds): the way it picked is
    ringed in the hand and its shadow glows on the table, so everybody sees how it turned
    the tile before it flies there."""

    fly = 0.5

    def __init__(self, tile: int, at: Pos, rotation: int, seat: int = 0,
                 choose: float = 0.0) -> None:
        super().__init__()
        self.tile, self.at, self.rotation, self.seat = tile, at, rotation, seat
        self.choose = choose
        self.duration = choose + self.fly
        self.start_rect: pygame.Rect | None = None

    def start(self, v: Stage) -> None:
        here = v.shown.pawns[self.seat]
        side = next((s for s, (dx, dy) in STEP.items()
                     if (here[0] + dx, here[1] + dy) == self.at), None)
        v.shown.laying = (side, self.rotation) if side else None
        self.start_rect = v.painter.offer_rect(self.tile, side, self.rotation)
        v.frame_on(self.at, [self.at])

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        if self.t >= self.choose and v.shown.hand is not None:
            v.shown.hand = None  # off it goes
        if self.t >= self.duration:
            v.sound("tile-lay", {"impulse": 0.8}, pan=v.pan_of(self.at))
            return True
        return False

    def finish(self, v: Stage) -> None:
        v.shown.hand = None
        v.shown.offers = []
        v.shown.laying = None
        v.shown.laid[self.at] = (self.tile, self.rotation)

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        if self.t < self.choose:
            return  # the hand and the table show the choice
        p = ease((self.t - self.choose) / self.fly)
        v.painter.flying_tile(canvas, self.tile, self.rotation, self.at, p, self.start_rect)


class Walk(Anim):
    """A pawn walks to the next tile (footsteps), or vanishes into a mirror and reappears."""

    def __init__(self, seat: int, start: Pos, to: Pos, how: str) -> None:
        super().__init__()
        self.seat, self.a, self.b, self.how = seat, start, to, how
        self.duration = 1.0 if how == "teleport" else 0.5
        self.steps = 0

    def start(self, v: Stage) -> None:
        v.camera.follow_to(self.b)
        if self.how == "teleport":
            v.sound("mirror-shimmer", pan=v.pan_of(self.a))

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        p = self.t / self.duration
        if self.how == "teleport":
            at = self.a if p < 0.5 else self.b
            v.shown.pawn_at[self.seat] = (float(at[0]), float(at[1]))
            v.shown.pawn_alpha[self.seat] = int(255 * abs(1 - 2 * min(1.0, p)))
        else:
            e = ease(p)
            hop = abs(math.sin(p * math.pi * 2)) * 0.06
            v.shown.pawn_at[self.seat] = (self.a[0] + (self.b[0] - self.a[0]) * e,
                                          self.a[1] + (self.b[1] - self.a[1]) * e - hop)
            if self.steps < 2 and p >= 0.15 + 0.45 * self.steps:
                self.steps += 1
                v.sound("footstep", {"variant": (self.steps + self.seat) % 4},
                        pan=v.pan_of(self.b), gain=0.8)
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        v.shown.pawns[self.seat] = self.b
        v.shown.pawn_at.pop(self.seat, None)
        v.shown.pawn_alpha.pop(self.seat, None)


class TokenTurn(Anim):
    """A secret token turns over on its circle, says what it is, and makes its sound."""

    def __init__(self, token: str, at: Pos, keep: bool) -> None:
        super().__init__()
        self.token, self.at, self.keep = token, at, keep
        self.duration = 2.3 if token in TOKEN_WORDS else 0.9
        self.voiced = False

    def start(self, v: Stage) -> None:
        v.shown.tokens.setdefault(self.at, []).append(self.token)
        v.shown.flipping[self.at] = 0.0
        v.sound("token-turn", pan=v.pan_of(self.at))

    def update(self, v: Stage, dt: float) -> bool:
        self.t += dt
        v.shown.flipping[self.at] = min(1.0, self.t / 0.45)
        if self.t >= 0.45 and not self.voiced:
            self.voiced = True
            v.shown.flipping.pop(self.at, None)
            name = TOKEN_SOUNDS.get(self.token)
            if name:
                v.sound(name, pan=v.pan_of(self.at))
        return self.t >= self.duration

    def finish(self, v: Stage) -> None:
        v.shown.flipping.pop(self.at, None)
        toks = v.shown.tokens.setdefault(self.at, [])
        if self.token not in toks:
            toks.append(self.token)
        if not self.keep:  # a sword taken at once leaves the circle with SwordFly
            toks.remove(self.token)
        if not toks:
            del v.shown.tokens[self.at]

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        if self.t >= 0.45 and self.token in TOKEN_WORDS:
            v.painter.bubble(canvas, [_(w) for w in TOKEN_WORDS[self.token]], self.at)


class Fly(Anim):
    """A sword or a prize flies from the labyrinth to its place on a player's card."""

    on_top = True
    duration = 0.8

    def __init__(self, seat: int, what: str, at: Pos, sound: str) -> None:
        super().__init__()
        self.seat, self.what, self.at, self.snd = seat, what, at, sound

    def start(self, v: Stage) -> None:
        self.a = v.camera.screen_of(self.at)
        if self.what.endswith("sword"):
            colour = self.what.split()[0]
            self.b = layout.sword_slot(self.seat, COLOURS.index(colour))
            toks = v.shown.tokens.get(self.at, [])
            if self.what in toks:
                toks.remove(self.what)
                if not toks:
                    v.shown.tokens.pop(self.at, None)
        else:
            self.b = layout.item_slot(self.seat, ITEMS.index(self.what))
        v.sound(self.snd, pan=v.pan(self.a[0]))

    def finish(self, v: Stage) -> None:
        if not self.started:
            self.start(v)
        if self.what.endswith("sword"):
            colour = self.what.split()[0]
            toks = v.shown.tokens.get(self.at, [])
            if self.what in toks:
                toks.remove(self.what)
                if not toks:
                    v.shown.tokens.pop(self.at, None)
            if colour not in v.shown.swords[self.seat]:
                v.shown.swords[self.seat].append(colour)
        elif self.what not in v.shown.items[self.seat]:
            v.shown.items[self.seat].append(self.what)

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        p = ease(self.t / self.duration)
        x = self.a[0] + (self.b[0] - self.a[0]) * p
        y = self.a[1] + (self.b[1] - self.a[1]) * p - math.sin(p * math.pi) * 90
        size = int(70 - 36 * p)
        v.painter.token_at(canvas, self.what, (int(x), int(y)), size)


class BatHall(Anim):
    """The labyrinth can grow no more: the bat brings the needed secrets to the start."""

    duration = 3.0

    def __init__(self, come: tuple[str, ...], aside: tuple[str, ...]) -> None:
        super().__init__()
        self.come, self.aside = come, aside

    def start(self, v: Stage) -> None:
        v.sound("mirror-shimmer")
        v.camera.follow_to((0, 0))

    def finish(self, v: Stage) -> None:
        v.shown.complete = True
        if self.come:
            toks = v.shown.tokens.setdefault((0, 0), [])
            for t in self.come:
                if toks.count(t) < self.come.count(t):
                    toks.append(t)

    def draw(self, v: Stage, canvas: pygame.Surface) -> None:
        lines = [_("The labyrinth is complete!")]
        if self.come:
            # TRANSLATORS: the bat hall: our house rule, named after the box's bat tile.
            lines.append(_("The bat brings the hidden secrets to the bat hall."))
        v.painter.bubble(canvas, lines, (0, 0))


class Rescue(Anim):
    """The princess is free: fanfare, sparkles and a big banner, then the game-over screen."""

    duration = 4.0

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def start(self, v: Stage) -> None:
        v.shown.rescued = self.seat
        v.sound("rescue-fanfare")
        v.camera.follow_to(v.shown.pawns[self.seat])

    def finish(self, v: Stage) -> None:
        v.shown.rescued = self.seat


def from_event(v: Stage, ev: Any) -> list[Anim]:
    """The animations that act out one rules event."""
    kind = type(ev)
    if kind is M.DieRolled:
        return [Roll(ev.seat, ev.roll, ev.need, ev.why, ev.success)]
    if kind is M.TileDrawn:
        return [TileFromBox(ev.tile)]
    if kind is M.TileReturned:
        return [TileToBox(ev.tile, ev.reason)]
    if kind is M.TileLaid:
        by_computer = not v.table.is_human(ev.seat)
        return [LayTile(ev.tile, tuple(ev.at), ev.rotation, ev.seat,
                        CHOICE_SHOWN if by_computer else 0.0)]
    if kind is M.PawnMoved:
        return [Walk(ev.seat, tuple(ev.start), tuple(ev.to), ev.how)]
    if kind is M.Stayed:
        name = v.seats[ev.seat].name
        return [Caption([lambda: _("{player} stays here this turn.").format(player=name)], 0.9,
                        None, v.shown.pawns[ev.seat])]
    if kind is M.TokenDrawn:
        return [TokenTurn(ev.token, tuple(ev.at), keep=True)]
    if kind is M.SwordTaken:
        return [Fly(ev.seat, f"{ev.colour} sword", tuple(ev.at), "sword-ring")]
    if kind is M.SwordLeft:
        name, already = v.seats[ev.seat].name, SWORD_ALREADY[ev.colour]
        return [Caption([lambda: _(already).format(player=name),
                         N_("This one stays here for somebody else.")], 1.8, "sword-ring",
                        tuple(ev.at))]
    if kind is M.ItemWon:
        at = v.shown.pawns[ev.seat]
        name, wins = v.seats[ev.seat].name, WINS[ev.item]
        return [Fly(ev.seat, ev.item, at, "win-sting"),
                Caption([lambda: _(wins).format(player=name)], 1.2, None, at)]
    if kind is M.LabyrinthComplete:
        return [BatHall(tuple(ev.to_bat_hall), tuple(ev.set_aside))]
    if kind is M.PrincessRescued:
        return [Rescue(ev.seat)]
    if kind is M.TurnPassed:
        return [Pause(0.3), TurnChange(ev.seat)]
    return []
