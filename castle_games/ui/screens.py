"""The small screens around a game: hand-over, pause menu, game over, and "Oops".

The hand-over screen hides the table (a secret must not be seen by the next player); the
pause menu and the game-over panel lie over the dimmed table.

Every menu screen says itself when it opens (`MenuScene.opening`, then the focused item), in
the first frame it is on top: always when the player came by the keys (or at a cold start),
otherwise with Read aloud on. Esc sounds the way back.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from castle_games.core.languages import N_, _, ngettext
from castle_games.core.telling import joined
from castle_games.ui import backdrop, draw, theme
from castle_games.ui.art import signs
from castle_games.ui.focus_group import FocusGroup
from castle_games.ui.menu_voice import BACK_SOUND, by_keys, earcon, hush, prompt_priority, speak
from castle_games.ui.scene import BLINK, CANVAS_SIZE, GLOW, SMOOTH, STILL, Host, Scene
from castle_games.ui.widgets import Button, TextField

if TYPE_CHECKING:
    from castle_games.session import Session

W, H = CANVAS_SIZE
ROW_H = 62


def announce(app: Host, scene: Scene, opening: str) -> None:
    """A screen's opening words and its focused item, as one line (a second line would cut
    the first), said when it opens."""
    group = getattr(scene, "group", None)
    focused = group.focused if group is not None else None
    words = [opening, focused.spoken() if focused is not None else ""]
    speak(app, " ".join(w for w in words if w), prompt_priority(), always=by_keys(app))


class MenuScene(Scene):
    """A scene made of widgets: the focus group gets events first, Esc means back."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.group = FocusGroup(app=app)
        self.announce_due = False

    def opening(self) -> str:
        """What the screen says of itself when it opens, before its focused item (in the
        language in use); nothing by default."""
        return ""

    def on_enter(self) -> None:
        # Said in the first frame this screen is on top: not while a screen only passes
        # through the top on the way to another (a game starting over its setup).
        self.announce_due = True

    def update(self, dt: float) -> None:
        if self.announce_due and self.app.top is self:
            self.announce()

    def announce(self) -> None:
        self.announce_due = False
        announce(self.app, self, self.opening())

    def handle(self, event: pygame.event.Event) -> None:
        if self.group.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            hush(self.app)
            earcon(self.app, BACK_SOUND)
            self.back()

    def back(self) -> None:
        """Esc: by default close this screen."""
        self.app.pop()

    def frame_rate(self) -> float:
        """Widgets change on input only; a focused name box blinks its cursor. (A screen
        about to say itself gets its next frame at once.)"""
        if self.announce_due:
            return SMOOTH
        return BLINK if isinstance(self.group.focused, TextField) else STILL

    def column(self, labels: list[tuple[str, Callable[[], object], str]], top: int,
               width: int = 440, height: int = 66, gap: int = 18) -> list[Button]:
        buttons = []
        y = top
        for label, action, style in labels:
            rect = pygame.Rect(0, y, width, height)
            rect.centerx = W // 2
            buttons.append(self.group.add(Button(rect, label, action, style=style)))
            y += height + gap
        return buttons


def panel_box(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    draw.blit_shadow(canvas, rect, 28, blur=12, offset=(0, 10), alpha=140)
    canvas.blit(draw.panel(rect.size, 28, theme.PARCHMENT, theme.WOOD_DARK, 5), rect)


class HandoverScene(MenuScene):
    """ "Pass to Anna": the next player takes the mouse, then clicks when ready."""

    def __init__(self, app: Host, session: Session, seat: int, then: Callable[[], None]) -> None:
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.then = then
        self.name = session.seats[seat].name
        button = pygame.Rect(0, 0, 460, 84)
        button.center = (W // 2, 500)
        name = self.name
        self.ready = self.group.add(Button(button, lambda: _("I am {player}, ready!").format(
            player=name), self.done, style="go", size=36))

    def opening(self) -> str:
        return _("Pass the mouse to {player}.").format(player=self.name)

    def done(self) -> None:
        self.app.pop()
        self.then()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.done()  # anywhere on the screen: small hands miss buttons
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            hush(self.app)
            self.app.pause()
            return
        self.group.handle(event)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.hall(), (0, 0))
        colour = self.session.seats[self.seat].rgb
        box = pygame.Rect(0, 0, 820, 460)
        box.center = (W // 2, H // 2)
        panel_box(canvas, box)
        draw.disc(canvas, colour, (W // 2, box.top + 90), 48)
        signs.seat_stamp(canvas, self.session.seats[self.seat], (W // 2, box.top + 90), 44)
        inside = box.inflate(-40, 0)
        # TRANSLATORS: the next player's name follows in big letters on the line below
        draw.text(canvas, _("Pass the mouse to"), (W // 2, box.top + 170), 40, theme.INK_SOFT,
                  bold=True, anchor="center", within=inside)
        size = draw.fit_size(self.name, 80, box.width - 60, bold=True)
        draw.text(canvas, self.name, (W // 2, box.top + 240), size, draw.lighten(colour, -0.3),
                  bold=True, anchor="center")
        draw.text(canvas, _("Click anywhere when you are ready"), (W // 2, box.top + 300), 30,
                  theme.INK_SOFT, anchor="center", within=inside)
        self.group.draw(canvas)


class PauseScene(MenuScene):
    opaque = False

    def __init__(self, app: Host, session: Session | None) -> None:
        super().__init__(app)
        self.session = session
        game_id = session.game_id if session is not None else None
        items: list[tuple[str, Callable[[], object], str]] = [(N_("Resume"), self.app.pop, "go")]
        if game_id is not None:
            items.append((N_("What happened"), self.app.show_log, "secondary"))
            items.append((N_("How to play"), lambda: self.app.rules_page(game_id), "secondary"))
        lesson = session is not None and session.match.lesson
        items += [
            (N_("Settings"), self.app.open_settings, "secondary"),
            # (a guided game is not saved: leaving it goes back to the game's seat setup)
            (N_("Leave the guided game"), lambda: self.app.open_setup(game_id), "secondary")
            if lesson and game_id is not None else
            (N_("Save and leave"), self.save_and_leave, "secondary"),
            (N_("Quit"), self.app.quit, "quiet"),
        ]
        self.column(items, top=150, height=60, gap=12)

    def opening(self) -> str:
        # TRANSLATORS: said when the pause menu opens, before its first item ("Resume")
        return _("Paused.")

    def save_and_leave(self) -> None:
        if self.session is not None and not self.session.over:
            saved = self.session.save_quietly()
            if saved:
                self.app.notify(_("Game saved. It waits for you behind its door and under "
                                  "Resume."))
        self.app.back_to_launcher()

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 170)
        box = pygame.Rect(0, 0, 560, 600)
        box.center = (W // 2, H // 2 + 10)
        panel_box(canvas, box)
        draw.text(canvas, _("Paused"), (W // 2, box.top + 56), 56, theme.WOOD_DARK, bold=True,
                  anchor="center", within=box.inflate(-30, 0))
        self.group.draw(canvas)


def winners_line(session: Session) -> str:
    outcome = session.state.outcome
    if outcome is None or not outcome.winners:
        return _("Nobody won this time")
    names = [session.seats[i].name for i in outcome.winners]
    if len(names) == 1:
        return _("{player} wins!").format(player=names[0])
    return _("{players} share the win!").format(players=joined(names))


class GameOverScene(MenuScene):
    opaque = False

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.t = 0.0
        self.totals = session.match.totals if session.manifest.match is not None else None
        n = len(session.seats)
        # A table may name the part of its picture the end is about (the lifted board with
        # its blocked slots...): `keep_clear` on the scene below. The panel then stands
        # beside it, narrower if need be, and that part is not dimmed.
        keep = app.top.keep_clear if app.top is not None else None
        self.keep_clear = pygame.Rect(keep) if keep is not None else None
        self.box = place_panel((820, 160 + ROW_H * n + 120), self.keep_clear)
        box = self.box
        y = box.bottom - 100
        # The two buttons side by side, 28 px apart round the middle, inside the panel.
        home_w = min(360, box.width // 2 - 14 - 24)
        again = pygame.Rect(0, y, home_w * 300 // 360, 72)
        home = pygame.Rect(0, y, home_w, 72)
        again.right = box.centerx - 14
        home.left = box.centerx + 14
        self.again = self.group.add(Button(again, N_("Play again"), self.play_again, style="go"))
        self.home = self.group.add(Button(home, N_("Back to the castle"),
                                          self.app.back_to_launcher, style="quiet"))

    def back(self) -> None:
        self.app.back_to_launcher()

    def play_again(self) -> None:
        self.app.play_again()

    def opening(self) -> str:
        """The winners' line, why the game ended, and every score (a total too)."""
        return " ".join(end_words(self.session, self.totals))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt

    def frame_rate(self) -> float:
        return SMOOTH if self.announce_due else GLOW  # the winners' names glow

    def draw(self, canvas: pygame.Surface) -> None:
        if self.keep_clear is None:
            draw.dim(canvas, 150)
        else:
            clip = canvas.get_clip()
            for part in _around(canvas.get_rect(), self.keep_clear):
                canvas.set_clip(part)
                draw.dim(canvas, 150)
            canvas.set_clip(clip)
        seats = self.session.seats
        outcome = self.session.state.outcome
        scores = outcome.scores if outcome is not None else (0,) * len(seats)
        winners = set(outcome.winners) if outcome is not None else set()
        totals = self.totals
        row_h = ROW_H
        box = self.box
        panel_box(canvas, box)
        line = winners_line(self.session)
        size = draw.fit_size(line, 56, box.width - 60, bold=True)
        mid = box.centerx
        colour = theme.WOOD_DARK if winners else theme.INK_SOFT
        inside = box.inflate(-40, 0)
        draw.text(canvas, line, (mid, box.top + 52), size, colour, bold=True, anchor="center",
                  within=inside)
        if outcome is not None and outcome.reason:
            # TRANSLATORS: {reason} is why the game ended, e.g. "the last chest was taken"
            reason = _("The game ended: {reason}.").format(reason=outcome.told(seats))
            draw.text(canvas, reason, (mid, box.top + 100), 24, theme.INK_SOFT, anchor="center",
                      within=inside)
        y = box.top + 122
        score_x = box.right - (230 if totals else 90)
        word = _(self.session.manifest.score_word)
        column = pygame.Rect(0, y, 136, 30)
        column.midtop = (score_x, y)
        draw.text(canvas, word, (score_x, y), 24, theme.INK_SOFT, bold=True, anchor="midtop",
                  within=column)
        if totals:
            games_played = self.session.match.games or 1
            match = ngettext("Match ({count} game)", "Match ({count} games)",
                             games_played).format(count=games_played)
            column = pygame.Rect(0, y, 170, 30)
            column.midtop = (box.right - 90, y)
            draw.text(canvas, match, (box.right - 90, y), 24, theme.INK_SOFT, bold=True,
                      anchor="midtop", within=column)
        y += 32
        for i, seat in enumerate(seats):
            row = pygame.Rect(box.left + 30, y, box.width - 60, row_h - 8)
            if i in winners:
                glow = draw.lighten(theme.GOLD, 0.35 + 0.1 * abs(((self.t * 1.5) % 2) - 1))
                canvas.blit(draw.panel(row.size, 16, glow, theme.GOLD_DARK, 3), row)
                draw.crown(canvas, (row.left + 96, row.centery - 2), 30)
            draw.disc(canvas, seat.rgb, (row.left + 40, row.centery), 18)
            signs.seat_stamp(canvas, seat, (row.left + 40, row.centery), 20)
            who = seat.name if seat.is_human else _("{player} (computer)").format(
                player=seat.name)
            room = score_x - 40 - (row.left + 124)
            draw.text(canvas, who, (row.left + 124, row.centery),
                      draw.fit_size(who, 34, room, bold=True), theme.INK, bold=True,
                      anchor="midleft")
            draw.text(canvas, str(scores[i]), (score_x, row.centery), 40, theme.INK, bold=True,
                      anchor="center")
            if totals and i < len(totals):
                draw.text(canvas, str(totals[i]), (box.right - 90, row.centery), 40,
                          theme.WOOD_DARK, bold=True, anchor="center")
            y += row_h
        self.group.draw(canvas)


def end_words(session: Session, totals: list[int] | None = None) -> list[str]:
    """The end of a game in sentences, as the game-over panel shows it."""
    seats = session.seats
    outcome = session.state.outcome
    line = winners_line(session)
    words = [line if line.endswith(("!", ".", "?")) else line + "."]
    if outcome is not None and outcome.reason:
        words.append(_("The game ended: {reason}.").format(reason=outcome.told(seats)))
    scores = outcome.scores if outcome is not None else (0,) * len(seats)
    word = _(session.manifest.score_word)
    for i, seat in enumerate(seats):
        if totals and i < len(totals):
            # TRANSLATORS: said at the end of a game of a match: a player, what the score
            # counts ("Pearls"), this game's score and the match's total so far
            words.append(_("{player}, {word}: {score}, in the match: {total}.").format(
                player=seat.name, word=word, score=scores[i], total=totals[i]))
        else:
            # TRANSLATORS: said at the end of a game: a player, what the score counts
            # ("Pearls") and the score
            words.append(_("{player}, {word}: {score}.").format(
                player=seat.name, word=word, score=scores[i]))
    return words


def place_panel(size: tuple[int, int], keep_clear: pygame.Rect | None) -> pygame.Rect:
    """Where a pop-up panel of (at most) `size` goes: the middle of the screen, or with a
    `keep_clear` rect, the middle of the widest free band beside, above or below it (the
    panel as narrow as that band, but not narrower than 480 px)."""
    box = pygame.Rect((0, 0), size)
    box.center = (W // 2, H // 2)
    if keep_clear is None:
        return box
    margin = 12
    bands = [b for b in _around(pygame.Rect(0, 0, W, H), keep_clear)
             if b.height >= size[1] + 2 * margin and b.width >= 480 + 2 * margin]
    if not bands:
        return box
    band = max(bands, key=lambda b: b.width)
    box.width = min(size[0], band.width - 2 * margin)
    box.center = band.center
    return box


def _around(screen: pygame.Rect, keep: pygame.Rect) -> list[pygame.Rect]:
    """The four bands of `screen` left, right, above and below `keep` (empty ones left
    out): together with `keep` they cover the screen."""
    keep = keep.clip(screen)
    parts = [pygame.Rect(screen.left, screen.top, keep.left - screen.left, screen.height),
             pygame.Rect(keep.right, screen.top, screen.right - keep.right, screen.height),
             pygame.Rect(keep.left, screen.top, keep.width, keep.top - screen.top),
             pygame.Rect(keep.left, keep.bottom, keep.width, screen.bottom - keep.bottom)]
    return [p for p in parts if p.width > 0 and p.height > 0]


class OopsScene(MenuScene):
    """Shown instead of a traceback; the details went to the log file."""

    def __init__(self, app: Host, *, saved: bool, log_path: Path | None) -> None:
        super().__init__(app)
        self.saved = saved
        self.log_path = log_path
        self.picture: pygame.Surface | None = None
        rect = pygame.Rect(0, 0, 420, 76)
        rect.center = (W // 2, 520)
        self.home = self.group.add(Button(rect, N_("Back to the castle"),
                                          self.app.back_to_launcher, style="primary", size=34))

    def back(self) -> None:
        self.app.back_to_launcher()

    def opening(self) -> str:
        second = (_("Your game has been saved.") if self.saved else
                  _("Sorry about that. Let's go back and try again."))
        return " ".join((_("Oops!"), _("Something went wrong."), second))

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.hall(), (0, 0))
        box = pygame.Rect(0, 0, 900, 480)
        box.center = (W // 2, H // 2)
        panel_box(canvas, box)
        inside = box.inflate(-40, 0)
        draw.text(canvas, _("Oops!"), (W // 2, box.top + 70), 72, theme.DANGER, bold=True,
                  anchor="center", within=inside)
        draw.text(canvas, _("Something went wrong."), (W // 2, box.top + 150), 40, theme.INK,
                  bold=True, anchor="center", within=inside)
        second = (_("Your game has been saved.") if self.saved else
                  _("Sorry about that. Let's go back and try again."))
        draw.text(canvas, second, (W // 2, box.top + 200), 34, theme.INK, anchor="center",
                  within=inside)
        if self.picture is None:
            self.picture = pygame.transform.rotozoom(_icon_image(), 14, 0.75)
        canvas.blit(self.picture, self.picture.get_rect(center=(W // 2, box.top + 285)))
        if self.log_path is not None:
            note = _("(The details are in {file})").format(file=self.log_path)
            draw.text(canvas, note, (W // 2, box.bottom - 30), 20, theme.INK_SOFT,
                      anchor="center", within=box.inflate(-60, 0))
        self.group.draw(canvas)


def _icon_image() -> pygame.Surface:
    """The castle icon, tilted on the Oops screen: the castle wobbled, nothing worse."""
    from castle_games import paths
    from castle_games.ui.icon import draw_icon

    try:
        return pygame.image.load(str(paths.asset("icon-128.png")))
    except (FileNotFoundError, pygame.error):
        return draw_icon(128)


class Backdrop(Scene):
    """A plain hall (behind a game-over panel when there is no table to show)."""

    def frame_rate(self) -> float:
        return STILL

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.hall(), (0, 0))

