"""The Hall of fame: who played what, who won, the best scores and the last games.

One page per game (the arrows or Left/Right turn them), in the game's own door colour:
a row per player with games, wins, the best score in the game's own unit (pearls, gems,
gold ...) and a little chart of the last scores (a bar per game, gold with a star where that
game was won; a legend says so). The first page is every game together: games and wins,
and the last games won or not (scores of different games are not compared). The people
come first; a computer player is listed after them, with a screen beside its name. The
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
        game = self.pages[self.page]
        if game is None:  # (the band's gold is the won bars' colour: the others in stone)
            colour = theme.STONE_LIGHT
        heads = pygame.Rect(AREA.x + 30, band.bottom + 8, AREA.width - 60, 28)
        cols = self._columns(heads)
        titles = [("games", _("Games")), ("wins", _("Wins")), ("chart", _("Last games"))]
        if game is not None:  # each game's best in its own unit ("Best: Pearls")
            titles.insert(2, ("best", _("Best: {unit}").format(unit=self.unit(game))))
        for key, text in titles:
            box = cols[key]
            draw.text(canvas, text, (box.centerx, heads.centery), 22, theme.INK_SOFT, bold=True,
                      anchor="center", within=box)
        y = heads.bottom + 4
        for row in rows[:ROWS]:
            line = pygame.Rect(AREA.x + 30, y, AREA.width - 60, ROW_H - 8)
            paper = theme.PARCHMENT if row["computer"] else draw.lighten(theme.PARCHMENT, 0.25)
            canvas.blit(draw.panel(line.size, 14, paper), line)
            name_box = pygame.Rect(line.x + 14, line.y, cols["games"].x - line.x - 20,
                                   line.height)
            if row["computer"]:  # a screen before the name: a computer, not the family
                screen_glyph(canvas, (name_box.x + 18, line.centery))
                name_box = name_box.inflate(-44, 0).move(22, 0)
            draw.text(canvas, row["name"], (name_box.x, line.centery), 30,
                      theme.INK_SOFT if row["computer"] else theme.INK, bold=True,
                      anchor="midleft", within=name_box)
            for key in ("games", "wins", "best") if game is not None else ("games", "wins"):
                value = "–" if row[key] is None else str(row[key])
                draw.text(canvas, value, (cols[key].centerx, line.centery), 30, theme.INK,
                          bold=key == "wins", anchor="center", within=cols[key])
            chart = pygame.Rect(cols["chart"].x, line.y + 6, cols["chart"].width,
                                line.height - 12)
            self._chart(canvas, chart, row, colour, by_score=game is not None)
            y += ROW_H
        legend_y = AREA.bottom - 18
        if len(rows) > ROWS:
            more = len(rows) - ROWS
            draw.text(canvas, ngettext("and {count} more player", "and {count} more players",
                                       more).format(count=more),
                      (AREA.x + 40, legend_y), 22, theme.INK_SOFT, anchor="midleft",
                      within=pygame.Rect(AREA.x + 40, legend_y - 14, 360, 28))
        self._legend(canvas, pygame.Rect(cols["chart"].x - 200, legend_y - 14,
                                         cols["chart"].right - cols["chart"].x + 200, 28), colour)
        self.group.draw(canvas)

    @staticmethod
    def unit(game: str) -> str:
        """What a score of `game` counts, in the language in use."""
        try:
            return _(plugins.manifest(game).score_word)
        except Exception:  # noqa: BLE001 - a game no longer installed keeps its results
            return _("Points")

    @staticmethod
    def _columns(heads: pygame.Rect) -> dict[str, pygame.Rect]:
        right = heads.right
        chart = pygame.Rect(right - 300, heads.y, 300, heads.height)
        best = pygame.Rect(chart.x - 190, heads.y, 180, heads.height)
        wins = pygame.Rect(best.x - 120, heads.y, 110, heads.height)
        games = pygame.Rect(wins.x - 120, heads.y, 110, heads.height)
        return {"games": games, "wins": wins, "best": best, "chart": chart}

    @staticmethod
    def _legend(canvas: pygame.Surface, box: pygame.Rect,
                colour: tuple[int, int, int]) -> None:
        """What the bars say: gold with a star a game won, the page's colour one not won."""
        x = box.x
        for won, words in ((True, _("won")), (False, _("not won"))):
            bar = pygame.Rect(x, box.y + 2, 18, box.height - 4)
            pygame.draw.rect(canvas, theme.GOLD if won else colour, bar, border_radius=3)
            if won:
                won_mark(canvas, (bar.centerx, bar.y + 7))
            image = draw.text_image(words, 22, theme.INK_SOFT, True)
            canvas.blit(image, (bar.right + 8, box.centery - image.get_height() // 2))
            x = bar.right + 8 + image.get_width() + 28

    @staticmethod
    def _chart(canvas: pygame.Surface, box: pygame.Rect, row: dict,
               colour: tuple[int, int, int], by_score: bool = True) -> None:
        """A bar per last game, as tall as its share of the best (`by_score`; over every
        game, where scores are of different kinds, all the same height); gold with a star
        where it was won, so that it is told by shape as well as colour."""
        scores, won = row["last"], row["won_last"]
        if not scores:
            return
        top = max(1, max(scores))
        step = box.width // max(len(scores), 10)
        for i, (score, win) in enumerate(zip(scores, won, strict=False)):
            share = max(0, score) / top if by_score else 1.0
            h = max(3, int((box.height - 4) * share))
            bar = pygame.Rect(box.x + i * step + 2, box.bottom - h, max(4, step - 6), h)
            pygame.draw.rect(canvas, theme.GOLD if win else colour, bar, border_radius=3)
            if win:
                won_mark(canvas, (bar.centerx, max(bar.y + 7, box.y + 7)))


def won_mark(canvas: pygame.Surface, centre: tuple[int, int], r: int = 6) -> None:
    """A small dark star: a game won (the bar's gold is not the only sign)."""
    pygame.draw.polygon(canvas, theme.INK, draw.star_points(centre, r))


def screen_glyph(canvas: pygame.Surface, centre: tuple[int, int]) -> None:
    """A little computer screen on its foot: the row is a computer player's."""
    x, y = centre
    pygame.draw.rect(canvas, theme.INK_SOFT, (x - 16, y - 13, 32, 22), border_radius=3)
    pygame.draw.rect(canvas, theme.PARCHMENT, (x - 12, y - 9, 24, 14), border_radius=2)
    pygame.draw.rect(canvas, theme.INK_SOFT, (x - 3, y + 9, 6, 4))
    pygame.draw.rect(canvas, theme.INK_SOFT, (x - 10, y + 13, 20, 3), border_radius=1)
