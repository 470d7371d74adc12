"""Family far away, at the host's window: the table that hosts guests (the game's own scene,
with the host listening every frame) and the invite it shows — the code's five pictures,
each far seat's secret, and where the guests connect — which a child can read aloud over
the phone. The rules, the wire and the seals are remote/'s; this file only shows them.
"""

from __future__ import annotations

import colorsys
import logging
import os
import socket
from typing import Any

import pygame

from castle_games.core.jsonfile import read_json
from castle_games.core.languages import N_, _
from castle_games.core.telling import joined
from castle_games.remote.host import Host, host_file
from castle_games.remote.invite import PICTURES, Invite, Pictures
from castle_games.remote.links import DirectHost, LinkError, RelayHost, relayed
from castle_games.ui import draw, theme
from castle_games.ui.art.pictures import picture
from castle_games.ui.scene import CANVAS_SIZE, SMOOTH, Scene
from castle_games.ui.screens import MenuScene, panel_box
from castle_games.ui.widgets import Button, Toggle

log = logging.getLogger(__name__)
W, H = CANVAS_SIZE
INVITE_KEY = pygame.K_i  # at a hosted table: the invite again


def this_computer() -> str:
    """This computer's address on the home network, as a guest types it (no packet is
    sent: a UDP socket only picks the way out)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # (a documentation address: never reached)
            return str(s.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def host_for(app: Any, session: Any) -> Host | None:
    """The host of a table with seats far away (None: none are): the same code and keys
    as before when the game was hosted already (a resumed game), listening on the home
    network and, when Settings name one, through the relay."""
    far = [i for i, seat in enumerate(session.seats) if seat.far_away]
    if not far:
        return None
    numbers = None
    path = host_file(session.autosave)
    if path is not None and path.exists():
        try:
            numbers = read_json(path)
        except Exception:  # an unreadable file: a new invite, the guests join again
            log.warning("the host's numbers at %s could not be read", path, exc_info=True)
    invite = (Invite.from_dict(numbers["invite"]) if numbers and sorted(
        int(s) for s in numbers["invite"]["secrets"]) == far else Invite.new(far))
    same = numbers is not None and invite.code.text() == numbers["invite"]["code"]
    host = Host(session, invite, numbers=numbers if same else None, at_the_table=True)
    port = int(app.settings.far_away_port)
    for tried in (port, 0):
        try:
            direct = DirectHost(tried)
            host.listen(direct)
            host.addresses.append(f"{this_computer()}:{direct.port}")
            break
        except LinkError:
            continue
    relay = os.environ.get("CASTLE_GAMES_RELAY") or str(app.settings.relay)
    if relayed(relay):
        try:
            host.listen(RelayHost(relay, host.keys.place))
            host.addresses.append(relay)
        except LinkError as exc:
            app.banner(_("The relay does not answer ({problem}): family on this home "
                         "network can still join.").format(problem=exc))
    return host


def picture_colour(n: int) -> tuple[int, int, int]:
    r, g, b = colorsys.hls_to_rgb((n * 0.618) % 1.0, 0.82, 0.55)
    return int(r * 255), int(g * 255), int(b * 255)


def picture_tile(canvas: pygame.Surface, n: int, rect: pygame.Rect) -> None:
    """One picture of a code: the picture itself, big (a child who cannot read yet says
    it from that), its word in the language in use, its number in a corner and its colour
    (the colour only helps to find it). A low tile (a button on the join board, a seat's
    secret) has the picture at the left and the word beside it; a taller one the word
    under the picture."""
    canvas.blit(draw.panel(rect.size, 18, picture_colour(n), theme.WOOD_DARK, 3), rect)
    word = _(PICTURES[n])
    if rect.width >= 1.9 * rect.height:
        # The word needs its width at the smallest letters (a long German or Polish
        # word): the picture gives up a few pixels rather than the word running out.
        need = theme.text_size(word, theme.FLOOR, True)[0] + 8
        side = max(24, min(rect.height - 8, rect.width - 3 - need))
        art = pygame.Rect(rect.x + 3, rect.centery - side // 2, side, side)
        words = pygame.Rect(art.right - 2, rect.y + 16, rect.right - art.right,
                            rect.height - 20)
        size = 26 if rect.height >= 64 else 22
        draw.text(canvas, str(n + 1), (rect.right - 10, rect.y + 4), theme.FLOOR,
                  theme.INK_SOFT, bold=True, anchor="topright")
    else:
        below = max(24, round(rect.height * 0.28))
        side = rect.height - below - 6
        art = pygame.Rect(rect.centerx - side // 2, rect.y + 4, side, side)
        words = pygame.Rect(rect.x + 6, art.bottom - 2, rect.width - 12, below)
        size = 28 if below >= 28 else 24
        draw.text(canvas, str(n + 1), (rect.x + 10, rect.y + 5), 22 if side >= 64 else 20,
                  theme.INK_SOFT, bold=True)
    canvas.blit(picture(n, side), art)
    draw.label(canvas, word, words, size, theme.INK)


def ribbon(canvas: pygame.Surface, line: str) -> None:
    """A dark ribbon at the table's foot: who or what the table waits for, far away."""
    image = draw.text_image(line, 26, theme.WHITE, True)
    box = image.get_rect(midbottom=(W // 2, H - 8)).inflate(28, 14)
    pygame.draw.rect(canvas, theme.NIGHT, box, border_radius=12)
    canvas.blit(image, image.get_rect(center=box.center))


def words_of(pictures: Pictures) -> str:
    return ", ".join(_(PICTURES[n]) for n in pictures.numbers)


class InviteScene(MenuScene):
    """The invite: the code's pictures, each far seat's secret, where to connect."""

    opaque = False

    def __init__(self, app: Any, host: Host) -> None:
        super().__init__(app)
        self.host = host
        # The two ways to play: together now, or a move a day (the table waits for each).
        self.group.add(Toggle((110, 600, 520, 66), N_("A move a day"), host.move_a_day,
                              host.play_a_move_a_day))
        to_table = self.group.add(Button((W - 110 - 420, 600, 420, 66), N_("To the table"),
                                         self.app.pop, style="go"))
        self.group.focus(to_table)  # (Enter goes to the table, as before)

    def far_seats(self) -> list[tuple[int, Any]]:
        return [(i, s) for i, s in enumerate(self.host.session.seats) if s.far_away]

    def opening(self) -> str:
        seats = [_("{player}'s secret: {words}").format(
            player=seat.name, words=words_of(self.host.invite.secrets[i]))
            for i, seat in self.far_seats()]
        # TRANSLATORS: said when the invite opens: the code's five pictures, then each far
        # seat's two ("Oma's secret: owl, moon").
        return " ".join([_("Family far away. The invite code: {words}.").format(
            words=words_of(self.host.invite.code)), joined(seats) + "."])

    def update(self, dt: float) -> None:
        self.host.step(0)
        super().update(dt)

    def frame_rate(self) -> float:
        return SMOOTH if self.announce_due else 4.0  # (who has joined, a few times a second)

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 170)
        box = pygame.Rect(60, 24, W - 120, H - 48)
        panel_box(canvas, box)
        draw.text(canvas, _("Family far away"), (W // 2, box.top + 44), 48, theme.WOOD_DARK,
                  bold=True, anchor="center", within=box.inflate(-40, 0))
        draw.text(canvas, _("Read them the invite code on the phone:"), (W // 2, box.top + 100),
                  28, theme.INK, anchor="center", within=box.inflate(-40, 0))
        for k, n in enumerate(self.host.invite.code.numbers):
            picture_tile(canvas, n, pygame.Rect(W // 2 - 5 * 95 + k * 190 + 5, box.top + 128,
                                                180, 110))
        y = box.top + 270
        for i, seat in self.far_seats():
            here = self.host.sittings.get(i)
            joined_now = here is not None and here.gone_since is None
            draw.text(canvas, _("Seat {number}, {player}: secret").format(
                number=i + 1, player=seat.name), (box.left + 60, y + 36), 28, theme.INK,
                bold=True, anchor="midleft")
            for k, n in enumerate(self.host.invite.secrets[i].numbers):
                picture_tile(canvas, n, pygame.Rect(box.left + 520 + k * 170, y, 160, 72))
            state = _("has joined") if joined_now else _("not here yet")
            draw.text(canvas, state, (box.right - 60, y + 36), 26,
                      theme.SUCCESS if joined_now else theme.INK_SOFT, bold=True,
                      anchor="midright")
            y += 86
        where = self.host.addresses
        if where:
            draw.text(canvas, _("They connect to: {places}").format(places="  ·  ".join(where)),
                      (W // 2, 572), 24, theme.INK_SOFT, anchor="center",
                      within=box.inflate(-40, 0))
        self.group.draw(canvas)


class HostedTable(Scene):
    """The game's own scene at a table with seats far away: the host hears the wire every
    frame; while a far seat is to move and its player has not joined, a line says so, and
    I shows the invite again."""

    def __init__(self, app: Any, host: Host, active: Scene) -> None:
        super().__init__(app)
        self.host, self.active = host, active

    @property
    def handles_escape(self) -> bool:
        return bool(getattr(self.active, "handles_escape", False))

    @property
    def coach(self) -> Any:
        return getattr(self.active, "coach", None)

    def on_enter(self) -> None:
        self.active.on_enter()

    def on_exit(self) -> None:
        self.active.on_exit()

    def update(self, dt: float) -> None:
        self.host.step(0)
        self.active.update(dt)

    def frame_rate(self) -> float:
        return max(float(self.active.frame_rate()), 10.0)  # (the wire, ten times a second)

    def waiting_for(self) -> str | None:
        seat = self.host.session.to_move
        if seat is None or seat not in self.host.invite.secrets:
            return None
        name = self.host.session.seats[seat].name
        here = self.host.sittings.get(seat)
        if here is None or here.gone_since is not None:
            # TRANSLATORS: at a hosted table, while a player far away has not joined
            return _("{player} is far away and not here yet. I: the invite").format(player=name)
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == INVITE_KEY:
            self.app.push(InviteScene(self.app, self.host))
            return
        self.active.handle(event)

    def draw(self, canvas: pygame.Surface) -> None:
        self.active.draw(canvas)
        line = self.waiting_for()
        if line:
            ribbon(canvas, line)

    def close_the_wires(self) -> None:
        self.host.close()
