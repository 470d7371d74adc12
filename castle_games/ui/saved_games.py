"""The unfinished games kept on this computer: resume one, or delete one on purpose.

Every game that has not ended keeps a file of its own (core/saves.py), so starting another
game never replaces one. This list shows each with who plays, when it was left and how far
it went; deleting asks once more. `AskScene` is the one yes/no/other question the shell
asks (a saved game of this kind exists: resume it or start a new one?). Both say themselves
when they open; each Resume and Delete button says which game it is about.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import pygame

from castle_games import plugins
from castle_games.core import languages
from castle_games.core.languages import N_, _, ngettext
from castle_games.core.manifest import UnknownGame
from castle_games.core.saves import SavedSummary
from castle_games.ui import backdrop, draw, theme
from castle_games.ui.menu_voice import Words, said
from castle_games.ui.scene import CANVAS_SIZE, Host
from castle_games.ui.screens import MenuScene, panel_box
from castle_games.ui.widgets import Button

W, H = CANVAS_SIZE
ROW_H = 92
ROWS = 5  # rows on one screen; more scroll with the page arrows


def when_text(saved_at: str, now: float | None = None) -> str:
    """'today 14:05', 'yesterday 19:30' or '3 Nov 2026' for a saved_at stamp (the date
    as the language in use writes it: '3. 11. 2026', '3 lis 2026')."""
    try:
        stamp = time.strptime(saved_at, "%Y-%m-%dT%H:%M:%S")
    except ValueError:
        return _("some time ago")
    then = time.mktime(stamp)
    today = time.localtime(now if now is not None else time.time())
    days = (time.mktime((today.tm_year, today.tm_mon, today.tm_mday, 0, 0, 0, 0, 0, -1))
            - time.mktime((stamp.tm_year, stamp.tm_mon, stamp.tm_mday, 0, 0, 0, 0, 0, -1)))
    clock = time.strftime("%H:%M", time.localtime(then))
    if abs(days) < 3600:
        return _("today {time}").format(time=clock)
    if 0 < days <= 86400 + 3600:
        return _("yesterday {time}").format(time=clock)
    return languages.date(stamp.tm_year, stamp.tm_mon, stamp.tm_mday)


def describe(saved: SavedSummary, between: str = " · ") -> str:
    if saved.newer:
        # TRANSLATORS: a saved game in the list that this version cannot open
        made = _("made by a newer version")
        return between.join(p for p in (saved.names, made, when_text(saved.saved_at)) if p)
    moves = _("no moves yet") if saved.moves == 0 else ngettext(
        "{count} move", "{count} moves", saved.moves).format(count=saved.moves)
    return between.join((saved.names, moves, when_text(saved.saved_at)))


def spoken(saved: SavedSummary) -> str:
    """A saved game as said aloud: "Seven Locks: Anna, Ben, 12 moves, today 14:05"."""
    title = plugins.manifest(saved.game).title
    # TRANSLATORS: a saved game said aloud: the game, then who plays, how far, when
    return _("{game}: {details}").format(game=_(title), details=describe(saved, ", "))


class SavedGamesScene(MenuScene):
    """One row per saved game: its title and who plays, Resume and Delete."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.first = 0
        self.saved: list[SavedSummary] = []
        self.back_button = Button((60, 628, 220, 68), N_("Back"), self.back, style="quiet")
        self.up = Button((W - 150, 150, 90, 60), N_("Up"), lambda: self.scroll(-1), size=28)
        self.down = Button((W - 150, 150 + ROW_H * (ROWS - 1), 90, 60), N_("Down"),
                           lambda: self.scroll(1), size=28)
        self._build()

    def _build(self) -> None:
        self.saved = [*self.app.saved_games(), *self.app.newer_saves]
        self.first = max(0, min(self.first, len(self.saved) - ROWS))
        self.group.widgets.clear()
        self.rows: list[tuple[SavedSummary, pygame.Rect]] = []
        y = 140
        for saved in self.saved[self.first:self.first + ROWS]:
            row = pygame.Rect(60, y, W - 240, ROW_H - 12)
            self.rows.append((saved, row))
            if saved.newer:  # left as it is: the newer program finds it again
                kept = self.group.add(Button(
                    (row.right - 380, row.top + 12, 364, 56), N_("Kept for the newer version"),
                    lambda: self.app.notify(_(
                        "This game was saved by a newer Castle Games. It is kept as it is: "
                        "open it there."), 5.0), style="quiet", size=26))
                kept.speech = lambda s=saved: _("{game}: {details}").format(
                    game=_(self._title(s)), details=describe(s, ", "))
                y += ROW_H
                continue
            resume = self.group.add(Button((row.right - 380, row.top + 12, 180, 56),
                                           N_("Resume"),
                                           lambda s=saved: self.app.resume_saved(s.path),
                                           style="go"))
            # TRANSLATORS: a button said aloud: "Resume Seven Locks: Anna, Ben, 12 moves, ..."
            resume.speech = lambda s=saved: _("Resume {game}").format(game=spoken(s))
            delete = self.group.add(Button((row.right - 186, row.top + 12, 170, 56),
                                           N_("Delete"), lambda s=saved: self.ask_delete(s),
                                           style="danger"))
            # TRANSLATORS: a button said aloud: "Delete Seven Locks: Anna, Ben, ..."
            delete.speech = lambda s=saved: _("Delete {game}").format(game=spoken(s))
            y += ROW_H
        self.up.visible = self.first > 0
        self.down.visible = self.first + ROWS < len(self.saved)
        for w in (self.up, self.down, self.back_button):
            self.group.add(w)
        if self.rows:
            self.group.focus(self.group.widgets[0])
        else:
            self.group.focus(self.back_button)

    def on_enter(self) -> None:
        self._build()
        super().on_enter()

    def opening(self) -> str:
        count = len(self.saved)
        if not count:
            return _("No saved games.")
        # TRANSLATORS: said when the list of saved games opens
        return ngettext("Saved games: {count} game.", "Saved games: {count} games.",
                        count).format(count=count)

    def scroll(self, step: int) -> None:
        self.first += step * (ROWS - 1)
        self._build()

    def ask_delete(self, saved: SavedSummary) -> None:
        title = plugins.manifest(saved.game).title

        def delete() -> None:
            self.app.pop()
            self.app.delete_saved(saved.path)
            self.app.notify(_("The saved {game} game is deleted.").format(game=_(title)))
            self._build()
            if not self.saved:
                self.app.pop()  # back to the doors: nothing left to choose

        self.app.push(AskScene(
            self.app, lambda: _("Delete the saved {game} game?").format(game=_(title)),
            lambda: describe(saved), [
                (N_("Yes, delete it"), delete, "danger"),
                (N_("No, keep it"), self.app.pop, "secondary"),
            ]))

    @staticmethod
    def _title(saved: SavedSummary) -> str:
        """The game's title (a newer version's save may be of a game not installed here)."""
        try:
            return plugins.manifest(saved.game).title
        except UnknownGame:
            return N_("A saved game")

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.hall(), (0, 0))
        backdrop.title(canvas, _("Saved games"), 52, 64)
        for saved, row in self.rows:
            canvas.blit(draw.panel(row.size, 18, theme.PARCHMENT, theme.WOOD_DARK, 3), row)
            if not saved.newer:
                draw.disc(canvas, plugins.manifest(saved.game).door_wood,
                          (row.left + 40, row.centery), 22)
            words = pygame.Rect(row.left + 70, row.top, row.width - 70 - 390, row.height)
            draw.text(canvas, _(self._title(saved)), (row.left + 80, row.top + 12), 34,
                      theme.INK, bold=True, within=words)
            draw.text(canvas, describe(saved), (row.left + 80, row.top + 50), 26, theme.INK_SOFT,
                      within=words)
        if not self.rows:
            draw.text(canvas, _("No saved games."), (W // 2, H // 2), 40, theme.PARCHMENT,
                      anchor="center")
        self.group.draw(canvas)


class AskScene(MenuScene):
    """A question over the dimmed screen below, with a button for each answer (Esc: the
    last one, which is always the harmless way back)."""

    opaque = False
    picture_height = 0  # room above the question for a picture (`picture` draws it)

    def __init__(self, app: Host, question: Words, detail: Words,
                 answers: Sequence[tuple[str, Callable[[], object], str]]) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.answers = list(answers)
        self.box = pygame.Rect(0, 0, 860, 200 + self.picture_height + 84 * len(self.answers))
        self.box.center = (W // 2, H // 2)
        buttons = self.column(self.answers, top=self.box.top + 170 + self.picture_height,
                              width=520, height=68, gap=16)
        self.group.focus(buttons[0])

    def opening(self) -> str:
        """The question and what it is about; then the first answer, focused."""
        question, detail = said(self.question), said(self.detail)
        return " ".join(w for w in (question + ("" if question.endswith(("?", ".", "!"))
                                                 else "."), detail.replace(" · ", ", ")) if w)

    def back(self) -> None:
        self.answers[-1][1]()

    def picture(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        """A picture above the question (none by default)."""

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 170)
        panel_box(canvas, self.box)
        top = self.box.top + self.picture_height
        if self.picture_height:
            self.picture(canvas, pygame.Rect(self.box.x, self.box.top + 20, self.box.width,
                                             self.picture_height - 10))
        inside = self.box.inflate(-60, 0)
        draw.text(canvas, said(self.question), (W // 2, top + 60), 44, theme.WOOD_DARK,
                  bold=True, anchor="center", within=inside)
        detail = pygame.Rect(self.box.x + 40, top + 96, self.box.width - 80, 70)
        draw.paragraph(canvas, said(self.detail), detail, 28, theme.INK_SOFT)
        self.group.draw(canvas)
