"""The Hall of fame: who played what, who won, the best scores and the last games.

One page per game (the arrows or Left/Right turn them), in the game's own door colour:
a row per player with games, wins, best score and a little chart of the last scores (a
bar per game, gold where that game was won). The first page is every game together. The
figures come from the family's records (core/records.py), read when the screen opens.
"""

from __future__ import annotations

import pygame

from castle_games import plugins
from castle_games.core import records
from castle_games.core.languages import N_, _, ngettext
from castle_games.ui import backdrop, draw, theme
from castle_games.ui.scene import CANVAS_SIZE, Host
from castle_games.ui.screens import MenuScene, panel_box
from castle_games.ui.widgets import Button

W, H = CANVAS_SIZE
AREA = pygame.Rect(90, 110, 1100, 490)
ROW_H = 58
ROWS = 7


class HallOfFameScene(MenuScene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        loaded = records.load()
        if loaded.problem:
            app.banner(loaded.problem)
        self.figures = records.figures(loaded.results)
        known = {m.id for m in plugins.manifests()}
        self.pages: list[str | None] = [None] + [m.id for m in plugins.manifests()
                                                 if m.id in self.figures["by_game"]]
        self.pages += [g for g in self.figures["by_game"] if g not in known]
        self.page = 0
        back = pygame.Rect(0, 0, 260, 64)
        back.midtop = (W // 2, AREA.bottom + 26)
        self.back_button = self.group.add(Button(back, N_("Back"), self.back, style="primary"))
        self.prev = self.group.add(Button((AREA.left, AREA.bottom + 26, 90, 64), "<",
                                          lambda: self.turn(-1)))
        self.next = self.group.add(Button((AREA.right - 90, AREA.bottom + 26, 90, 64), ">",
                                          lambda: self.turn(1)))
        self.prev.visible = self.next.visible = len(self.pages) > 1
        self.group.focus(self.back_button)

    def turn(self, step: int) -> None:
        self.page = (self.page + step) % len(self.pages)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) \
                and len(self.pages) > 1:
            self.turn(-1 if event.key == pygame.K_LEFT else 1)
            return
        super().handle(event)

    def rows(self) -> list[dict]:
        game = self.pages[self.page]
        if game is None:
            return list(self.figures["players"])
        return list(self.figures["by_game"].get(game, []))

    def heading(self) -> tuple[str, tuple[int, int, int]]:
        game = self.pages[self.page]
        if game is None:
            return _("Every game"), theme.GOLD
        try:
            entry = plugins.manifest(game)
        except Exception:  # noqa: BLE001 - a game no longer installed keeps its results
            return game, theme.STONE_LIGHT
        return _(entry.title), tuple(entry.door_wood)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.hall(), (0, 0))
        backdrop.title(canvas, _("Hall of fame"), 52, 60)
        panel_box(canvas, AREA)
        title, colour = self.heading()
        band = pygame.Rect(AREA.x + 24, AREA.y + 18, AREA.width - 48, 44)
        canvas.blit(draw.panel(band.size, 14, colour, draw.lighten(colour, -0.4), 3), band)
        draw.text(canvas, title, band.center, 32, theme.WHITE, bold=True, anchor="center",
                  within=band, shadow=(20, 14, 10))
        rows = self.rows()
        if not rows:
            draw.paragraph(canvas, _("No finished games yet. Play one, and it is kept here."),
                           AREA.inflate(-80, -160), 32, theme.INK_SOFT)
            self.group.draw(canvas)
            return
        heads = pygame.Rect(AREA.x + 30, band.bottom + 8, AREA.width - 60, 28)
        cols = self._columns(heads)
        for key, text in ((("games"), _("Games")), ("wins", _("Wins")), ("best", _("Best")),
                          ("chart", _("Last games"))):
            box = cols[key]
            draw.text(canvas, text, (box.centerx, heads.centery), 22, theme.INK_SOFT, bold=True,
                      anchor="center", within=box)
        y = heads.bottom + 4
        for row in rows[:ROWS]:
            line = pygame.Rect(AREA.x + 30, y, AREA.width - 60, ROW_H - 8)
            canvas.blit(draw.panel(line.size, 14, draw.lighten(theme.PARCHMENT, 0.25)), line)
            name_box = pygame.Rect(line.x + 14, line.y, cols["games"].x - line.x - 20,
                                   line.height)
            draw.text(canvas, row["name"], (name_box.x, line.centery), 30, theme.INK, bold=True,
                      anchor="midleft", within=name_box)
            for key in ("games", "wins", "best"):
                value = "–" if row[key] is None else str(row[key])
                draw.text(canvas, value, (cols[key].centerx, line.centery), 30, theme.INK,
                          bold=key == "wins", anchor="center", within=cols[key])
            chart = pygame.Rect(cols["chart"].x, line.y + 6, cols["chart"].width,
                                line.height - 12)
            self._chart(canvas, chart, row, colour)
            y += ROW_H
        if len(rows) > ROWS:
            more = len(rows) - ROWS
            draw.text(canvas, ngettext("and {count} more player", "and {count} more players",
                                       more).format(count=more),
                      (AREA.centerx, AREA.bottom - 16), 22, theme.INK_SOFT, anchor="center",
                      within=AREA)
        self.group.draw(canvas)

    @staticmethod
    def _columns(heads: pygame.Rect) -> dict[str, pygame.Rect]:
        right = heads.right
        chart = pygame.Rect(right - 330, heads.y, 330, heads.height)
        best = pygame.Rect(chart.x - 120, heads.y, 110, heads.height)
        wins = pygame.Rect(best.x - 120, heads.y, 110, heads.height)
        games = pygame.Rect(wins.x - 120, heads.y, 110, heads.height)
        return {"games": games, "wins": wins, "best": best, "chart": chart}

    @staticmethod
    def _chart(canvas: pygame.Surface, box: pygame.Rect, row: dict,
               colour: tuple[int, int, int]) -> None:
        """A bar per last game, as tall as its share of the best; gold where it was won."""
        scores, won = row["last"], row["won_last"]
        if not scores:
            return
        top = max(1, max(scores))
        step = box.width // max(len(scores), 10)
        for i, (score, win) in enumerate(zip(scores, won, strict=False)):
            h = max(3, int((box.height - 4) * max(0, score) / top))
            bar = pygame.Rect(box.x + i * step + 2, box.bottom - h, max(4, step - 6), h)
            pygame.draw.rect(canvas, theme.GOLD if win else colour, bar, border_radius=3)
