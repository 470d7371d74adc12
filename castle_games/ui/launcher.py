"""The launcher: a castle door per installed game, and Resume / Settings / Quit.

Every game the plugins declare gets a door, in pages of five when there are more (the
arrows beside the doors, or the keyboard's focus, turn the page). A door opens onto its
game's seat setup; a game with an unfinished save wears a "saved" tag. The doors and the
sky are drawn once (cached across visits); a frame is a handful of blits plus two
flickering torches.

It says itself when it opens ("Castle Games. Five games: ..." and the focused door) and each
door says its game, who can play it, what you do, and whether a game waits saved.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from castle_games import plugins
from castle_games.core import languages
from castle_games.core.languages import N_, _, ngettext
from castle_games.core.manifest import Manifest
from castle_games.core.telling import joined
from castle_games.ui import backdrop, doors, draw, theme
from castle_games.ui.focus_group import FocusGroup
from castle_games.ui.language_choice import LanguageButton, LanguageScene
from castle_games.ui.menu_voice import by_keys, prompt_priority, speak
from castle_games.ui.read_aloud import ReadAloudButton
from castle_games.ui.scene import AMBIENT, SMOOTH, Host, Scene
from castle_games.ui.widgets import Button, Widget

GAP = 16
TOP = 116
PER_PAGE = 5  # doors side by side on the 1280 px canvas
_CARDS: dict[tuple[str, bool, str], pygame.Surface] = {}


def card(entry: Manifest, opened: bool) -> pygame.Surface:
    key = (entry.id, opened, languages.current())  # the plaque's words are in the picture
    if key not in _CARDS:
        image = doors.render_card(entry, opened)
        _CARDS[key] = image.convert_alpha() if pygame.display.get_surface() else image
    return _CARDS[key]


LIFT_PAD = 8  # the lifted card's shadow hangs this much lower than its middle
_LIFTED: dict[tuple[str, str], pygame.Surface] = {}


def lifted_card(entry: Manifest) -> pygame.Surface:
    """The open door with its shadow baked in: one blit for the hovered door."""
    key = (entry.id, languages.current())
    if key not in _LIFTED:
        w, h = doors.CARD_SIZE
        blur = 8
        pad = blur * 2
        image = pygame.Surface((w + 2 * pad, h + 2 * pad + 2 * LIFT_PAD), pygame.SRCALPHA)
        image.blit(draw.soft_shadow((w, h), 20, blur), (0, 2 * LIFT_PAD + 6))
        image.blit(card(entry, opened=True), (pad, pad))
        _LIFTED[key] = draw.ready(image)
    return _LIFTED[key]


class Door(Widget):
    radius = 20

    def __init__(self, rect: pygame.Rect, entry: Manifest, launcher: Launcher,
                 page: int = 0) -> None:
        super().__init__(rect)
        self.entry = entry
        self.launcher = launcher
        self.page = page

    @property
    def lifted(self) -> bool:
        return self.hovered or self.has_focus

    def activate(self) -> None:
        far = self.launcher.your_move.get(self.entry.id)
        if far is not None:  # the tag says it: the table far away waits for this family
            from castle_games.ui.far_doors import open_table

            open_table(self.launcher.app, far)
            return
        self.launcher.open_door(self.entry)

    def describe(self) -> str:
        entry = self.entry
        low, high = entry.min_players, entry.max_players
        players = (ngettext("{count} player", "{count} players", low).format(count=low)
                   if low == high else
                   # TRANSLATORS: said of a game on its door: "2 to 4 players"
                   _("{low} to {high} players").format(low=low, high=high))
        # TRANSLATORS: a door said aloud: the game, who can play it, and what you do
        words = _("{game}, {players}. {pitch}").format(game=_(entry.title), players=players,
                                                       pitch=_(entry.pitch))
        if entry.id in {s.game for s in self.launcher.saved}:
            # TRANSLATORS: said of a door with a "saved" tag
            words += " " + _("A saved game waits behind this door.")
        if entry.id in self.launcher.your_move:
            # TRANSLATORS: said of a door with a "your move" tag: a table far away waits
            words += " " + _("Your move at the table far away: Enter opens it.")
        return words

    def draw_resting(self, surface: pygame.Surface) -> None:
        draw.blit_shadow(surface, self.rect, 20, blur=8, offset=(0, 8))
        surface.blit(card(self.entry, opened=False), self.rect)

    def draw(self, surface: pygame.Surface) -> None:
        # Resting doors are part of the pre-drawn background; only a lifted one is drawn,
        # over a patch of the empty sky so the resting card below does not peek out.
        if not self.lifted:
            return
        patch = self.rect.inflate(40, 60)
        surface.blit(backdrop_plain(), patch, patch)
        image = lifted_card(self.entry)
        surface.blit(image, image.get_rect(center=self.rect.move(0, -6 + LIFT_PAD).center))


_SKY: dict[str, pygame.Surface] = {}
_WALLS: dict[tuple[str, ...], pygame.Surface] = {}


def backdrop_plain() -> pygame.Surface:
    """The sky with the title: what lies behind the doors."""
    code = languages.current()
    if code not in _SKY:
        sky = backdrop.sky().copy()
        # TRANSLATORS: the name of the whole collection, the big title over the doors
        backdrop.title(sky, _("Castle Games"), 56, 76)
        _SKY[code] = sky
    return _SKY[code]


def backdrop_with_doors(doors_: list[Door]) -> pygame.Surface:
    """Sky, title and one page of doors at rest, drawn once: a frame starts with one blit."""
    key = (languages.current(), *(d.entry.id for d in doors_))
    if key not in _WALLS:
        image = backdrop_plain().copy()
        for door in doors_:
            door.draw_resting(image)
        _WALLS[key] = image
    return _WALLS[key]


def _saved_tag(canvas: pygame.Surface, door: pygame.Rect, word: str | None = None) -> None:
    """A parchment tag on a door whose game waits, saved, to be resumed (or `word`)."""
    # TRANSLATORS: a tag on a castle door: this game waits, saved, to be resumed
    word = word or _("saved")
    tag = pygame.Rect(0, 0, max(120, draw.text_image(word, 26, theme.INK, True).get_width() + 24),
                      34)
    tag.midtop = (door.centerx, door.top + 10)
    canvas.blit(draw.panel(tag.size, 10, theme.GOLD, theme.WOOD_DARK, 3), tag)
    draw.text(canvas, word, tag.center, 26, theme.INK, bold=True, anchor="center", within=tag)


class PageArrow(Button):
    """The arrow beside the doors that turns to the next or the previous page."""

    def describe(self) -> str:
        return _("Next page") if self.label == ">" else _("Previous page")


class Launcher(Scene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.group = FocusGroup(app=app)
        self.announce_due = False
        self.doors: list[Door] = []
        every = plugins.manifests()
        self.pages = max(1, -(-len(every) // PER_PAGE))
        self.page = 0
        for page in range(self.pages):
            row = every[page * PER_PAGE:(page + 1) * PER_PAGE]
            total = len(row) * doors.CARD_SIZE[0] + (len(row) - 1) * GAP
            x = (1280 - total) // 2
            for entry in row:
                rect = pygame.Rect(x, TOP, *doors.CARD_SIZE)
                self.doors.append(Door(rect, entry, self, page))
                x += doors.CARD_SIZE[0] + GAP
        for door in self.doors:
            self.group.add(door)
        arrow_y = TOP + doors.CARD_SIZE[1] // 2 - 40
        self.prev_arrow = PageArrow((2, arrow_y, 24, 80), "<", lambda: self.turn(-1), size=30)
        self.next_arrow = PageArrow((1254, arrow_y, 24, 80), ">", lambda: self.turn(1), size=30)
        self.resume_button = Button((0, 0, 400, 64), N_("Resume last game"), self.resume,
                                    style="go")
        self.settings_button = Button((0, 0, 220, 64), N_("Settings"), app.open_settings)
        self.quit_button = Button((0, 0, 180, 64), N_("Quit"), app.quit, style="quiet")
        # The family's results: who played what, who won, the best scores.
        self.fame_button = Button((0, 0, 240, 64), N_("Hall of fame"), self.open_hall_of_fame)
        # Playing with family in another home (remote/): joining their table from here.
        self.far_button = Button((0, 0, 240, 64), N_("Family far away"), self.open_far_away)
        self.language_button = LanguageButton((1280 - 236, 18, 220, 56), self.choose_language)
        # Read aloud, for children: top left, as the language is top right.
        self.read_aloud_button = ReadAloudButton((16, 18, 270, 56), app)
        self.settings_button.speech = lambda: _("Settings, for grown-ups")
        for button in (self.prev_arrow, self.next_arrow, self.resume_button,
                       self.settings_button, self.fame_button, self.far_button,
                       self.quit_button,
                       self.language_button,
                       self.read_aloud_button):
            self.group.add(button)
        self.saved: list = []
        # The tables far away this computer sits at (remote/kept.py): their news, asked
        # on a thread when the doors open; a door whose table waits for our move wears a tag.
        self.far_news: Any = None
        self.far_due = False
        self.your_move: dict[str, Any] = {}
        self.newer: list = []  # saved games of a newer version: in the list, not resumable
        self.resume_title: str | None = None
        if self.doors:  # Enter on the first door does something useful at once
            self.group.focus(self.doors[0])
        self._show_page()
        self._layout_buttons()

    # -- pages ---------------------------------------------------------------------------
    def turn(self, step: int) -> None:
        self.page = (self.page + step) % self.pages
        first = next(d for d in self.doors if d.page == self.page)
        self.group.focus(first)
        self._show_page()

    def _show_page(self) -> None:
        """Only this page's doors are drawn and take the focus; the arrows turn pages."""
        for door in self.doors:
            door.visible = door.page == self.page
        self.prev_arrow.visible = self.next_arrow.visible = self.pages > 1

    # -- saved games ---------------------------------------------------------------------
    def on_enter(self) -> None:
        self.refresh_saved()
        self.announce_due = True  # said in the first frame the doors are on top
        # (asked once the doors are on top: under a game being shown they must not be)
        self.far_due = True

    def ask_far_away(self) -> None:
        """The tables far away, asked for news while the doors are open (only when there
        are any: the wire's libraries are not loaded for a family that never plays far
        away)."""
        from castle_games.ui.far_doors import FarNews, hosted_saves, kept_any, wires

        hosted = hosted_saves(self.saved)
        if (kept_any() or hosted) and self.far_news is None:
            self.far_news = FarNews(hosted, wires(self.app))
            if self.stop_far_news not in self.app.before_a_game:
                self.app.before_a_game.append(self.stop_far_news)
            if self.far_news.problem:
                self.app.banner(self.far_news.problem)

    def stop_far_news(self) -> None:
        """A game is shown: the tables hosted while the doors were open let go."""
        news, self.far_news = self.far_news, None
        if news is not None:
            news.stop()

    def take_far_news(self) -> None:
        """The tags as the news stands, and the chime for a table newly waiting."""
        from castle_games.ui.far_doors import told_your_move

        news = self.far_news
        waiting = news.your_move()
        new = [g for g in waiting if g not in self.your_move]
        self.your_move = waiting
        if new:
            told_your_move(self.app, [_(plugins.manifest(g).title) for g in new])
        if news.done:
            self.far_news = None

    def refresh_saved(self) -> None:
        """The saved games again (one was set aside, say): the button and the doors' tags."""
        self.saved = self.app.saved_games()
        self.newer = list(self.app.newer_saves)
        self.resume_title = (plugins.manifest(self.saved[0].game).title
                             if len(self.saved) == 1 and not self.newer else None)
        self._layout_buttons()

    def opening(self) -> str:
        """The first time: the collection and its games, and how to move; later only the
        name (the player knows the hall)."""
        # TRANSLATORS: the name of the whole collection, said when the launcher opens
        title = _("Castle Games.")
        if self.visits > 1:
            return title
        titles = [_(d.entry.title) for d in self.doors]
        games = ngettext("{count} game: {games}.", "{count} games: {games}.",
                         len(titles)).format(count=len(titles), games=joined(titles))
        said = [title, games, _("Tab or the arrow keys choose, Enter opens.")]
        by_ear = [d for d in self.doors if d.entry.modes]
        if by_ear:
            # TRANSLATORS: the launcher's first words: the games that can be played with
            # the screen dark, and where to find it ("Play by ear" is the setup's button).
            said.append(_("{games} can be played by ear: open one, then choose Play by ear, "
                          "after Start.").format(games=joined([_(d.entry.title)
                                                               for d in by_ear])))
        return " ".join(said)

    @property
    def visits(self) -> int:
        """How often the launcher has said itself since the program started (a launcher
        shown again after a game is a new one, but not a new hall for the player)."""
        return self.app.launcher_visits

    @visits.setter
    def visits(self, value: int) -> None:
        self.app.launcher_visits = value

    def update(self, dt: float) -> None:
        if self.far_due and self.app.top is self:
            self.far_due = False
            self.ask_far_away()
        if self.far_news is not None:
            self.take_far_news()
        # (from the second frame on: the window's first frame waits for no voice or mixer)
        if self.announce_due and self.app.top is self and self.app.frames > 0:
            self.announce_due = False
            self.visits += 1
            focused = self.group.focused
            words = [self.opening(), focused.spoken() if focused is not None else ""]
            speak(self.app, " ".join(w for w in words if w), prompt_priority(),
                  always=by_keys(self.app))

    def _layout_buttons(self) -> None:
        count = len(self.saved) + len(self.newer)
        self.resume_button.visible = count > 0
        title = self.resume_title
        if count == 1 and title is not None:
            self.resume_button.label = lambda: _("Resume {game}").format(game=_(title))
        elif count:  # several, or one of a newer version: the list
            self.resume_button.label = lambda: ngettext(
                "Saved games ({count})", "Saved games ({count})", count).format(count=count)
        buttons = [b for b in (self.resume_button, self.fame_button, self.far_button,
                               self.settings_button, self.quit_button) if b.visible]
        for b in buttons:  # each as wide as its words in the language in use
            words = b.label() if callable(b.label) else _(b.label)
            b.rect.width = max(180, draw.text_image(words, b.size, theme.INK, True).get_width()
                               + 48)
        gap = 28
        total = sum(b.rect.width for b in buttons) + gap * (len(buttons) - 1)
        if total > 1240:  # five buttons in a language that runs long: narrower, words shrink
            gap = 14
            room = 1240 - gap * (len(buttons) - 1)
            scale = room / sum(b.rect.width for b in buttons)
            for b in buttons:
                b.rect.width = int(b.rect.width * scale)
            total = sum(b.rect.width for b in buttons) + gap * (len(buttons) - 1)
        x = (1280 - total) // 2
        for b in buttons:
            b.rect.topleft = (x, 626)
            x += b.rect.width + gap

    def relabel(self) -> None:
        """A new language: the buttons take the width of their new words."""
        self._layout_buttons()

    def open_hall_of_fame(self) -> None:
        from castle_games.ui.hall_of_fame import HallOfFameScene

        self.app.push(HallOfFameScene(self.app))

    def open_far_away(self) -> None:
        from castle_games.ui.far_guest import JoinScene  # (the wire's libraries, when asked)

        self.app.push(JoinScene(self.app))

    def choose_language(self) -> None:
        self.app.push(LanguageScene(self.app))

    def open_door(self, entry: Manifest) -> None:
        from castle_games.ui.setup import SetupScene

        self.app.push(SetupScene(self.app, entry.id))

    def resume(self) -> None:
        """One saved game: go on with it; several (or one of a newer version): the list."""
        if len(self.saved) == 1 and not self.newer:
            self.app.resume_saved(self.saved[0].path)
        elif self.saved or self.newer:
            from castle_games.ui.saved_games import SavedGamesScene

            self.app.push(SavedGamesScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        self.group.handle(event)

    def frame_rate(self) -> float:
        # The torches flicker; nothing else moves without input. Four flame shapes a second
        # (half of AMBIENT) flicker as well, in half the frames (bench: idle CPU 1.16 -> 0.90 %).
        # The frame that says the doors comes at once.
        return SMOOTH if self.announce_due else AMBIENT / 2

    def draw(self, canvas: pygame.Surface) -> None:
        page = [d for d in self.doors if d.page == self.page]
        canvas.blit(backdrop_with_doors(page), (0, 0))
        t = self.app.time
        for x in (318, 962):
            _torch(canvas, (x, 60), t + x)
        self.group.draw(canvas)
        waiting = {s.game for s in self.saved}
        for door in page:
            rect = door.rect.move(0, -6 if door.lifted else 0)
            if door.entry.id in self.your_move:
                # TRANSLATORS: a tag on a castle door: a table far away waits for your move
                _saved_tag(canvas, rect, _("your move"))
            elif door.entry.id in waiting:
                _saved_tag(canvas, rect)


def _torch(canvas: pygame.Surface, base: tuple[int, int], t: float) -> None:
    """A wall torch whose flame flickers (three circles; costs next to nothing)."""
    x, y = base
    pygame.draw.rect(canvas, theme.WOOD_DARK, (x - 5, y, 10, 34), border_radius=3)
    pygame.draw.rect(canvas, theme.STONE_DARK, (x - 10, y - 2, 20, 8), border_radius=3)
    wobble = math.sin(t * 9.0) * 2 + math.sin(t * 23.0)
    height = 1.0 + 0.12 * math.sin(t * 13.0)
    pygame.draw.circle(canvas, (230, 90, 30), (int(x + wobble * 0.5), y - 10), int(13 * height))
    pygame.draw.circle(canvas, (250, 170, 40), (int(x + wobble), y - 14), int(9 * height))
    pygame.draw.circle(canvas, (255, 240, 160), (int(x + wobble), y - 12), int(5 * height))
