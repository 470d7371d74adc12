"""Family far away, at a guest's window: joining a table hosted in another home (the code's
five pictures, picked on a board of all 32 or typed, the seat, its two secret pictures,
where the host is) and the table itself — the game's own scene on the guest's table model
(remote/guest_table.py), which knows this seat's bytes and nothing else.

The game's scene talks to the app; at a guest's table some of that means something else
(nothing is saved here: the host keeps the game; there is no hand-over; the end is told
by a small screen of its own), so the scene is given `GuestApp`, the app with those few
parts answered here.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import replace
from typing import Any

import pygame

from castle_games import plugins
from castle_games.core.contract import Outcome
from castle_games.core.languages import N_, _
from castle_games.core.seats import Seat
from castle_games.core.telling import joined
from castle_games.remote.guest import Guest, GuestRefused
from castle_games.remote.guest_table import GuestTableModel
from castle_games.remote.invite import CODE_LENGTH, PICTURES, SECRET_LENGTH, BadCode, Pictures
from castle_games.remote.kept import KeptTable, forget, keep
from castle_games.remote.links import LinkError
from castle_games.ui import draw, theme
from castle_games.ui.far_away import picture_tile, ribbon
from castle_games.ui.scene import CANVAS_SIZE, SMOOTH, Scene
from castle_games.ui.screens import MenuScene, panel_box
from castle_games.ui.sound_sets import game_sounds
from castle_games.ui.table_log import telling, while_away
from castle_games.ui.widgets import Button, ListChoice, TextField, Toggle

log = logging.getLogger(__name__)
W, H = CANVAS_SIZE
JOIN_GIVE_UP_S = 8.0


def address(typed: str) -> str:
    """What a family types: `192.168.1.20:8765` is a host on this network; an `mqtt://`
    address a relay."""
    typed = typed.strip()
    if "://" in typed:
        return typed
    return f"ws://{typed}" if ":" in typed else f"ws://{typed}:8765"


class AddressField(TextField):
    """Where the host is (said as such, not as a name box)."""

    def describe(self) -> str:
        # TRANSLATORS: the address box said aloud: "Where the table is: 192.168.1.20:8765"
        return _("Where the table is: {text}, text box").format(text=self.text or _("empty"))


class PictureButton(Button):
    """One of the 32 pictures on the board."""

    def __init__(self, rect: pygame.Rect, number: int, pick: Any) -> None:
        super().__init__(rect, PICTURES[number], lambda: pick(number))
        self.number = number

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect.move(0, -2 if self.hovered else 0)
        picture_tile(surface, self.number, r)


class JoinScene(MenuScene):
    """Join a table far away: the code, the seat, its secret, where the host is."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.code: list[int] = []
        self.secret: list[int] = []
        self.problem = ""
        self.joining: threading.Thread | None = None
        self.joined: Guest | None = None
        self.refused: str | None = None
        for n in range(len(PICTURES)):
            rect = pygame.Rect(84 + (n % 8) * 140, 236 + (n // 8) * 62, 130, 54)
            self.group.add(PictureButton(rect, n, self.pick))
        self.seat = ListChoice((84, 500, 300, 60), [(i, str(i)) for i in range(1, 6)], 1,
                               label=N_("Seat"))
        self.where = AddressField((400, 500, 520, 60), str(app.settings.relay),
                               placeholder=N_("Where: 192.168.1.20:8765"), max_len=60, size=26)
        self.group.add(self.seat)
        self.group.add(self.where)
        self.group.add(Button((936, 500, 260, 60), N_("Take one back"), self.unpick))
        # (every game can be played by ear: the seat's table heard, the screen dark)
        self.by_ear = self.group.add(Toggle((380, 600, 520, 66), N_("Play by ear"),
                                            app.mode is not None))
        self.join_button = self.group.add(Button((936, 600, 260, 66), N_("Join"), self.join,
                                                 style="go"))
        self.group.add(Button((84, 600, 260, 66), N_("Back"), self.app.pop, style="quiet"))

    def opening(self) -> str:
        # TRANSLATORS: said when the screen to join family far away opens
        return _("Join family far away: pick the five pictures of the invite code, then "
                 "your seat and its two secret pictures.")

    def pick(self, number: int) -> None:
        if len(self.code) < CODE_LENGTH:
            self.code.append(number)
        elif len(self.secret) < SECRET_LENGTH:
            self.secret.append(number)
        self.problem = ""
        self.app.speak(_(PICTURES[number]), always=True)

    def unpick(self) -> None:
        (self.secret if self.secret else self.code)[-1:] = []

    def join(self) -> None:
        try:
            code = Pictures(tuple(self.code))
            secret = Pictures(tuple(self.secret))
            if len(code.numbers) != CODE_LENGTH or len(secret.numbers) != SECRET_LENGTH:
                raise BadCode(N_("that is not the right number of pictures"))
        except BadCode as exc:
            self.tell(exc.reason)
            return
        if self.joining is not None:
            return
        # Kept on this computer (with the record of what the host sends this seat), so that
        # the family can go on later: a move a day, or after the lid was shut.
        self.kept = KeptTable("", code, int(self.seat.value) - 1, secret,
                              address(self.where.text), self.by_ear.value)
        guest = self.kept.guest()

        def connect() -> None:
            try:
                guest.connect(give_up_s=JOIN_GIVE_UP_S)
                for _ in range(200):
                    guest.step(0.05)
                    if guest.view.game:
                        self.joined = guest
                        return
                self.refused = N_("no table answers to that code")
            except GuestRefused as exc:
                self.refused = exc.reason
            except LinkError:
                self.refused = N_("no table answers at that address")

        self.joining = threading.Thread(target=connect, name="joining", daemon=True)
        self.joining.start()
        self.problem = _("Looking for the table...")

    def tell(self, reason: str) -> None:
        self.problem = _(reason)[:1].upper() + _(reason)[1:]
        self.app.speak(self.problem, always=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.joining is not None and not self.joining.is_alive():
            self.joining = None
            if self.joined is not None:
                kept = replace(self.kept, game=self.joined.view.game)
                remember(kept)
                self.app.replace(GuestTable(self.app, self.joined, by_ear=kept.by_ear,
                                            kept=kept))
            elif self.refused is not None:
                guest_refusal, self.refused = self.refused, None
                self.tell(guest_refusal)

    def frame_rate(self) -> float:
        return SMOOTH if self.joining is not None else super().frame_rate()

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 200)
        box = pygame.Rect(40, 16, W - 80, H - 32)
        panel_box(canvas, box)
        draw.text(canvas, _("Join family far away"), (W // 2, box.top + 36), 40,
                  theme.WOOD_DARK, bold=True, anchor="center", within=box.inflate(-40, 0))
        for title, x, picked, length in ((_("Invite code"), 84, self.code, CODE_LENGTH),
                                         (_("Seat's secret"), 880, self.secret, SECRET_LENGTH)):
            draw.text(canvas, title, (x, 96), 24, theme.INK, bold=True)
            for k in range(length):  # the pictures picked, then the places still empty
                slot = pygame.Rect(x + k * 150, 124, 140, 90)
                if k < len(picked):
                    picture_tile(canvas, picked[k], slot)
                else:
                    pygame.draw.rect(canvas, theme.PARCHMENT_DARK, slot, 3, border_radius=18)
        draw.text(canvas, _("To invite family instead: in a game's seats, choose Person far "
                            "away."), (W // 2, 682), 22, theme.INK_SOFT, anchor="center",
                  within=box.inflate(-60, 0))
        if self.problem:
            draw.text(canvas, self.problem, (W // 2, 580), 26, theme.DANGER, bold=True,
                      anchor="center", within=box.inflate(-60, 0))
        self.group.draw(canvas)


def remember(table: KeptTable) -> None:
    """Keep a table far away on this computer (a full or read-only disk: not kept, said in
    the log; the game itself goes on)."""
    try:
        keep(table)
    except OSError:
        log.warning("a table far away could not be kept", exc_info=True)


def forget_table(table: KeptTable) -> None:
    try:
        forget(table)
    except OSError:
        log.warning("a table far away could not be forgotten", exc_info=True)


class GuestApp:
    """The app, as a guest's table sees it: what the host keeps (saves, the end's records,
    hand-overs) is answered here; everything else is the app's."""

    def __init__(self, app: Any, table: GuestTable) -> None:
        self._app, self._table = app, table

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)

    def handover(self, _seat: int, then: Any) -> None:
        then()  # (one person at this computer: no mouse to pass)

    def tell_while_away(self, seat: int) -> None:
        """The card of what the others did since this seat's last move, as at home; first,
        when the kind computer moved for this seat while it was away, what it did."""
        model = self._table.model
        if seat != model.guest.seat:
            return
        game, seats = plugins.manifest(model.guest.view.game), model.seats
        lines = [(seats[who].rgb, text) for who, text in while_away(game, model, seat)]
        mine = next((h for h in reversed(model.history) if h.seat == seat), None)
        if model.played_for and mine is not None:
            # TRANSLATORS: a card's line at a guest's table far away: the kind computer
            # moved for this player while they were away; then what it did
            stood_in = _("The computer played for you: {move}").format(
                move=telling(game, mine, seats))
            lines.insert(0, (seats[seat].rgb, stood_in))
            if self._table.by_ear:
                self._app.speak(stood_in, always=True)
        if not self._table.by_ear:
            self._app.toasts.recap(
                _("Since your last move, {player}:").format(player=seats[seat].name),
                [(text, rgb) for rgb, text in lines])

    def forget_autosave(self, *_args: Any) -> None:
        pass  # (the host keeps the game)

    def game_over(self, *_args: Any) -> None:
        if not any(isinstance(s, GuestOverScene) for s in self._app.stack):
            self._app.push(GuestOverScene(self._app, self._table.model))

    def pause(self) -> None:
        self._app.push(GuestPauseScene(self._app))

    def show_table_again(self, old: Scene, new: Scene) -> None:
        if self._table.active is old:
            self._table.active = new


class GuestTable(Scene):
    """A seat held from far away: the game's own scene on the guest's table model; the
    wire is heard every frame."""

    def __init__(self, app: Any, guest: Guest, *, by_ear: bool = False,
                 kept: KeptTable | None = None) -> None:
        super().__init__(app)
        guest.comeback_in_background = True  # (the picture never waits for the wire)
        self.kept = kept
        self.model = GuestTableModel(guest)
        manifest = plugins.manifest(guest.view.game)
        mode = manifest.modes[0].flag if by_ear and manifest.modes else None
        self.by_ear = mode is not None
        if mode is None:
            app.want_sounds(game_sounds(manifest))  # (a mode does its own)
        self.model.catch_up()
        self.active = manifest.make_scene(GuestApp(app, self), self.model, mode)

    def on_enter(self) -> None:
        self.active.on_enter()

    def on_exit(self) -> None:
        self.active.on_exit()

    def update(self, dt: float) -> None:
        try:
            self.model.pump()
        except GuestRefused as exc:  # (the host closed the seat)
            self.app.banner(_(exc.reason))
        self.active.update(dt)

    def frame_rate(self) -> float:
        return max(float(self.active.frame_rate()), 10.0)  # (the wire, ten times a second)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and not getattr(self.active, "handles_escape", False):
            self.app.push(GuestPauseScene(self.app))
            return
        self.active.handle(event)

    def draw(self, canvas: pygame.Surface) -> None:
        self.active.draw(canvas)
        guest = self.model.guest
        if (guest.coming_back or guest.unreachable) and not self.model.over:
            ribbon(canvas, _("Looking for the table..."))

    def leave(self) -> None:
        self.model.guest.close()


class GuestPauseScene(MenuScene):
    opaque = False

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.column([(N_("Resume"), self.app.pop, "go"),
                     (N_("What happened"), self.show_log, "secondary"),
                     (N_("Leave the table"), self.leave, "secondary")], top=250)

    def show_log(self) -> None:
        """The game so far as this seat saw it; the others' latest turn shown again from
        this seat's own messages."""
        from castle_games.ui.table_log import LogScene, ReplayScene

        table = next((s for s in self.app.stack if isinstance(s, GuestTable)), None)
        if table is None:
            return
        model, manifest = table.model, plugins.manifest(table.model.guest.view.game)

        def replay(start: int) -> Scene:
            again = model.replayed(start)
            return ReplayScene(self.app, manifest, again, lambda: not again.arrived)

        self.app.toasts.recap("", [])  # (the log says it all)
        self.app.push(LogScene(self.app, manifest, model, replay))

    def opening(self) -> str:
        return _("Paused.")

    def leave(self) -> None:
        for scene in self.app.stack:
            if isinstance(scene, GuestTable):
                scene.leave()
        self.app.back_to_launcher()

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 170)
        box = pygame.Rect(0, 0, 560, 380)
        box.center = (W // 2, H // 2)
        panel_box(canvas, box)
        self.group.draw(canvas)


class GuestOverScene(MenuScene):
    """The end, at a guest's table: who won (the host keeps the records)."""

    opaque = False

    def __init__(self, app: Any, model: GuestTableModel) -> None:
        super().__init__(app)
        self.model = model
        self.column([(N_("Back to the doors"), self.leave, "go")], top=470)

    def line(self) -> str:
        outcome: Outcome | None = self.model.outcome
        seats: list[Seat] = self.model.seats
        if outcome is None or not outcome.winners:
            return _("Nobody won this time")
        names = [seats[i].name for i in outcome.winners]
        if len(names) == 1:
            return _("{player} wins!").format(player=names[0])
        return _("{players} share the win!").format(players=joined(names))

    def opening(self) -> str:
        return self.line()

    def leave(self) -> None:
        self.model.guest.close()
        for scene in self.app.stack:
            if isinstance(scene, GuestTable) and scene.kept is not None:
                forget_table(scene.kept)  # (the game is over: nothing to go on with)
        self.app.back_to_launcher()

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 150)
        box = pygame.Rect(0, 0, 700, 360)
        box.center = (W // 2, H // 2)
        panel_box(canvas, box)
        draw.text(canvas, self.line(), (W // 2, box.top + 90), 48, theme.WOOD_DARK, bold=True,
                  anchor="center", within=box.inflate(-40, 0))
        self.group.draw(canvas)
