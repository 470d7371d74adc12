"""What happened at the table: the words for a move, the "while you were away" card, the
log of the game so far, and the computer's turn played again.

Every word comes from the game's own `story` (its manifest names `describe(event, seats)`,
one plain sentence per event a player would tell); the shell only lays the sentences out.
A game without a story still gets "Ben moved." lines.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from castle_games.core.languages import N_, _, ngettext
from castle_games.core.manifest import Manifest
from castle_games.core.seats import Seat
from castle_games.session import Rerun, Session
from castle_games.table_model import Happening, TableModel
from castle_games.ui import backdrop, draw, theme
from castle_games.ui.menu_voice import (
    END_SOUND,
    FOCUS_SOUND,
    earcon,
    focus_priority,
    hush,
    note_input,
    speak,
)
from castle_games.ui.scene import CANVAS_SIZE, Host, Scene
from castle_games.ui.screens import MenuScene
from castle_games.ui.widgets import Button

log = logging.getLogger(__name__)
W, H = CANVAS_SIZE
LINE_H = 34   # one line of the log: every line the same size, a long move takes more lines
TEXT_SIZE = 26
AREA = pygame.Rect(70, 110, W - 140, 490)
TEXT_W = AREA.width - 60  # beside the player's dot, clear of the scroll marks


# -- words ----------------------------------------------------------------------------------
def _describer(game: Manifest) -> Callable[[Any, Sequence[Seat]], str | None] | None:
    try:
        return game.load(game.story)
    except (ImportError, AttributeError):
        return None


def telling(game: Manifest, happening: Happening, seats: Sequence[Seat]) -> str:
    """The move in a sentence or two, as a player would tell it."""
    describe = _describer(game)
    said: list[str] = []
    if describe is not None:
        for event in happening.events:
            try:
                text = describe(event, seats)
            except Exception:
                log.exception("no words for %r", event)
                text = None
            if text:
                said.append(text)
    if not said:
        if happening.seat is not None:
            said.append(_("{player} moved.").format(player=seats[happening.seat].name))
        else:
            said.append(_("The game moved on."))
    return " ".join(said)


def while_away(game: Manifest, table: TableModel, seat: int) -> list[tuple[int, str]]:
    """For the person about to play: what each other seat did since this seat's own last
    move (a whole turn: a roll and the chests it took), seats in the order they moved."""
    history = table.history
    since = next((h.index for h in reversed(history) if h.seat == seat), -1)
    turns: dict[int, list[Happening]] = {}
    for happening in history:
        if happening.index > since and happening.seat is not None and happening.seat != seat:
            turns.setdefault(happening.seat, []).append(happening)
    ordered = sorted(turns.items(), key=lambda item: item[1][0].index)
    return [(who, " ".join(telling(game, h, table.seats) for h in moves))
            for who, moves in ordered]


# -- the log ----------------------------------------------------------------------------------
class LogScene(MenuScene):
    """The game so far, newest at the bottom; every move whole, in lines of one size (a long
    move takes two or three), and the list scrolls: Up/Down (a move), Page Up/Page Down,
    Home/End, the mouse wheel; marks at the edge show there is more above or below. Heard:
    it says how many moves there were and the newest; Up and Down read the one before or
    after."""

    def __init__(self, app: Host, game: Manifest, table: Any,
                 replay: Callable[[int], Scene] | None = None) -> None:
        super().__init__(app)
        # `replay(from_move)`: the table from that move, playing the moves again (none:
        # nothing to show again).
        self.game, self.table, self.replay = game, table, replay
        self.rows = [(h.seat, telling(game, h, table.seats)) for h in table.history]
        # Every line of the list: (row, its words on this line, the row's first line?).
        self.lines = [(k, line, i == 0) for k, (_seat, text) in enumerate(self.rows)
                      for i, line in enumerate(draw.wrap(text, TEXT_SIZE, TEXT_W))]
        self.visible = AREA.height // LINE_H  # lines on show
        self.first = max(0, len(self.lines) - self.visible)  # the first line on show
        back = pygame.Rect(0, 0, 240, 64)
        back.topright = (AREA.right, AREA.bottom + 24)
        self.back_button = self.group.add(Button(back, N_("Back"), self.back, style="primary"))
        again = pygame.Rect(0, 0, 470, 64)
        again.topleft = (AREA.left, AREA.bottom + 24)
        self.start = table.last_computer_run() if replay is not None else None
        self.again_button = self.group.add(Button(again, N_("Show the computer's turn again"),
                                                  self.again, style="go"))
        self.again_button.visible = self.start is not None
        self.group.focus(self.back_button)
        self.reading = len(self.rows) - 1  # the row read aloud last (the newest at first)
        self.read_by_keys = False  # marked on screen once Up or Down read a row

    def opening(self) -> str:
        count = len(self.rows)
        if not count:
            return _("Nothing yet: the game has just begun.")
        # TRANSLATORS: said when the log opens; its newest line follows
        return " ".join((ngettext(
            "What happened: {count} move. Up and down read them. The newest:",
            "What happened: {count} moves. Up and down read them. The newest:",
            count).format(count=count), self.rows[-1][1]))

    def read(self, step: int) -> None:
        """Read the row before (after) the one read last; the view follows it."""
        if not self.rows:
            return
        i = self.reading + step
        earcon(self.app, FOCUS_SOUND if 0 <= i < len(self.rows) else END_SOUND)
        self.read_by_keys = True
        self.reading = max(0, min(len(self.rows) - 1, i))
        top, end = self.span(self.reading)
        if top < self.first or end - top > self.visible:
            self.scroll(top - self.first)
        elif end > self.first + self.visible:
            self.scroll(end - self.first - self.visible)
        speak(self.app, self.rows[self.reading][1], focus_priority(), always=True)

    def again(self) -> None:
        if self.start is None:
            return
        self.app.pop()
        while self.app.top is not None and not self.app.top.opaque:
            self.app.pop()  # the pause menu the log was opened from: the table is shown
        assert self.replay is not None
        self.app.push(self.replay(self.start))

    def span(self, row: int) -> tuple[int, int]:
        """The lines `row` takes: from its first up to (not including) the end."""
        lines = [i for i, (k, _line, _first) in enumerate(self.lines) if k == row]
        return (lines[0], lines[-1] + 1) if lines else (0, 0)

    def scroll(self, step: int) -> None:
        """`step` lines further down (up when negative), as far as there are lines."""
        self.first = max(0, min(len(self.lines) - self.visible, self.first + step))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            note_input(self.app, event)
            hush(self.app)
            self.read(-1 if event.key == pygame.K_UP else 1)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_PAGEUP:
            self.scroll(-self.visible)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_PAGEDOWN:
            self.scroll(self.visible)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.scroll((-1 if event.key == pygame.K_HOME else 1) * len(self.lines))
            return
        super().handle(event)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.hall(), (0, 0))
        backdrop.title(canvas, _("What happened"), 52, 64)
        canvas.blit(draw.panel(AREA.inflate(24, 16).size, 20, theme.PARCHMENT, theme.WOOD_DARK, 3),
                    AREA.inflate(24, 16))
        y = AREA.top
        for k, line, first in self.lines[self.first:self.first + self.visible]:
            if self.read_by_keys and k == self.reading:  # the move read aloud
                mark = pygame.Rect(AREA.left - 6, y + 1, AREA.width - 24, LINE_H - 2)
                canvas.blit(draw.panel(mark.size, 10, draw.lighten(theme.GOLD, 0.45)), mark)
            seat = self.rows[k][0]
            if first:
                colour = self.table.seats[seat].rgb if seat is not None else theme.STONE
                draw.disc(canvas, colour, (AREA.left + 16, y + LINE_H // 2), 11)
            draw.text(canvas, line, (AREA.left + 38, y + LINE_H // 2), TEXT_SIZE, theme.INK,
                      anchor="midleft")
            y += LINE_H
        self._draw_more(canvas)
        if not self.rows:
            draw.text(canvas, _("Nothing yet: the game has just begun."), AREA.center, 32,
                      theme.INK_SOFT, anchor="center", within=AREA)
        self.group.draw(canvas)

    def _draw_more(self, canvas: pygame.Surface) -> None:
        """A mark at the right edge where more lines wait above or below (scroll)."""
        x = AREA.right - 10
        if self.first > 0:
            pygame.draw.polygon(canvas, theme.WOOD_DARK, [(x - 12, AREA.top + 18),
                                                           (x + 12, AREA.top + 18), (x, AREA.top)])
        if self.first + self.visible < len(self.lines):
            y = AREA.top + self.visible * LINE_H
            pygame.draw.polygon(canvas, theme.WOOD_DARK, [(x - 12, y - 18), (x + 12, y - 18),
                                                           (x, y)])


# -- the computer's turn again ----------------------------------------------------------------
class _ReplayHost:
    """The app as a replayed table sees it: no hand-over, no game over, nothing saved."""

    def __init__(self, app: Host, replay: ReplayScene) -> None:
        self._app, self._replay = app, replay

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)

    def handover(self, seat: int, then: Callable[[], None]) -> None:
        then()

    def game_over(self, session: Any = None) -> None:
        pass

    def forget_autosave(self, session: Any = None) -> None:
        pass

    def play_again(self) -> None:
        self._replay.stop()

    def tell_while_away(self, seat: int) -> None:
        pass  # the card is about the real table, not a turn shown again

    def show_table_again(self, old: Any, new: Any) -> None:
        if self._replay.inner is old:
            self._replay.inner = new

    def pause(self) -> None:
        self._replay.stop()

    def back_to_launcher(self) -> None:
        self._replay.stop()


class ReplayScene(Scene):
    """The game's own table, from an earlier move, playing the logged moves again with their
    animations and sounds; a click or a key stops it, and it ends by itself."""

    END_WAIT = 1.2  # seconds to look at the last move before the real table is back

    def __init__(self, app: Host, game: Manifest, table: Any,
                 finished: Callable[[], bool]) -> None:
        super().__init__(app)
        self.table, self.finished = table, finished
        self.inner = game.make_scene(_ReplayHost(app, self), self.table,
                                     game.own_mode(app.mode))
        self.waited = 0.0
        self.stopped = False

    @classmethod
    def of_session(cls, app: Host, game: Manifest, session: Session,
                   from_move: int) -> ReplayScene:
        """The game at this computer, from `from_move`: its logged moves made again."""
        rerun = Rerun(session, from_move)
        return cls(app, game, TableModel(rerun), lambda: rerun.done)

    def stop(self) -> None:
        if not self.stopped:
            self.stopped = True
            if self.app.top is self:
                self.app.pop()

    def on_enter(self) -> None:
        self.app.toasts.recap("", [])  # the card is about the real table
        self.inner.on_enter()

    def on_exit(self) -> None:
        self.inner.on_exit()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.stop()

    def update(self, dt: float) -> None:
        self.inner.update(dt)
        if self.finished() and getattr(self.inner, "idle", True):
            self.waited += dt
            if self.waited >= self.END_WAIT:
                self.stop()

    def draw(self, canvas: pygame.Surface) -> None:
        self.inner.draw(canvas)
        ribbon = pygame.Rect(0, 0, 560, 46)
        ribbon.midbottom = (W // 2, H - 8)
        canvas.blit(draw.panel(ribbon.size, 20, theme.GOLD, theme.WOOD_DARK, 3), ribbon)
        draw.text(canvas, _("Played again - click to go back"), ribbon.center, 28, theme.INK,
                  bold=True, anchor="center", within=ribbon)
