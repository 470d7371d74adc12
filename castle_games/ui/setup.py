"""Seat setup for one game: how many play, each seat's name, colour, person or computer
(and how strong), and the game's options. Remembered between runs in the settings.

Heard as well as seen: the screen says the game, "Who is playing?" and the seats when it
opens, and every control says whose it is and its value ("Colour of Anna: red", "Ben:
Computer: easy", "Players: 3").
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from castle_games import plugins
from castle_games.core import profiles
from castle_games.core.contract import Option
from castle_games.core.languages import N_, _
from castle_games.core.seats import COLOURS, COMPUTER, DEFAULT_NAMES, HUMAN, LEVELS, Seat
from castle_games.core.settings import Settings, game_options
from castle_games.core.telling import joined
from castle_games.ui import backdrop, draw, theme
from castle_games.ui.guidance import pointer
from castle_games.ui.scene import CANVAS_SIZE, GLOW, Host
from castle_games.ui.screens import MenuScene
from castle_games.ui.seat_row import (
    LEVEL_WORDS,
    PERSON_BY_EAR,
    PICK_H,
    PICK_W,
    PICKS,
    ROW_H,
    ROW_STEP,
    ROW_TOP,
    PlayerPick,
    SeatRow,
    is_person,
    level_words,
)
from castle_games.ui.widgets import Button, ListChoice

W, H = CANVAS_SIZE
RIGHT_X, RIGHT_W = 948, 282


def remembered_seats(settings: Settings, game_id: str) -> list[Seat]:
    """The seats last used for a game, or one person and one normal computer player."""
    entry = plugins.manifest(game_id)
    try:
        seats = [Seat.from_dict(d) for d in settings.seats.get(game_id, [])]
    except (KeyError, TypeError, ValueError, AttributeError):
        seats = []
    if not all(isinstance(s.name, str) and s.name.strip() and s.colour in COLOURS
               and (s.kind == HUMAN or (s.kind == COMPUTER and s.level in LEVELS))
               for s in seats):
        seats = []  # a remembered seat of the wrong shape: the usual table instead
    if not entry.min_players <= len(seats) <= entry.max_players:
        seats = [Seat(DEFAULT_NAMES[0], "red"), Seat(DEFAULT_NAMES[1], "blue", COMPUTER, "normal")]
        while len(seats) < entry.min_players:
            i = len(seats)
            seats.append(Seat(DEFAULT_NAMES[i], list(COLOURS)[i], COMPUTER, "normal"))
    # A level this game no longer offers (chosen before it changed) becomes the nearest.
    return [entry.seated(s) for s in seats]


class SetupScene(MenuScene):
    def __init__(self, app: Host, game_id: str) -> None:
        super().__init__(app)
        self.entry = plugins.manifest(game_id)
        self.game = self.entry.game
        remembered = remembered_seats(app.settings, game_id)
        seats = self._fill_seats(remembered)
        counts = [(n, str(n)) for n in range(self.entry.min_players, self.entry.max_players + 1)]
        add = self.group.add
        self.count = ListChoice((RIGHT_X, ROW_TOP + 34, RIGHT_W, ROW_H), counts, len(remembered),
                                lambda _n: self.count_changed(), size=34)
        self.count.speech = lambda: _("{setting}: {value}").format(setting=_("Players"),
                                                                   value=self.count.shown)
        self.rows = [SeatRow(self, i, seat, self.entry.offered, by_ear=bool(self.entry.modes))
                     for i, seat in enumerate(seats)]
        add(self.count)  # first: how many play decides the rows that follow
        for row in self.rows:  # row by row, so Tab walks across a seat then down
            for w in row.widgets:
                add(w)
        saved = game_options(app.settings, self.game.options, game_id)
        self.options: list[tuple[Option, ListChoice | None, Any]] = []
        y = ROW_TOP + 34 + ROW_H + 30
        self.option_step = _option_step(len(self.game.options))
        for option in self.game.options:
            value = saved.get(option.key, option.default)
            choices = self._option_choices(option)
            control = None
            if choices is not None:
                control = ListChoice((RIGHT_X, y + 34, RIGHT_W, ROW_H), choices, value)
                control.speech = (lambda option=option, control=control: _(
                    "{setting}: {value}").format(setting=_option_label(option),
                                                 value=_(control.shown)))
                add(control)
            self.options.append((option, control, value))
            y += self.option_step
        self.back_button = add(Button((60, 628, 220, 68), N_("Back"), self.back, style="quiet"))
        self.rules_button = add(Button((300, 628, 260, 68), N_("How to play"),
                                       lambda: app.rules_page(game_id)))
        self.start_button = add(Button((880, 618, 350, 84), N_("Start!"), self.start, style="go",
                                       size=44))
        for mode in self.entry.modes[:1]:  # a quiet button: a game's extra way to play
            by_mode = add(Button((580, 628, 280, 68), mode.label,
                                 lambda flag=mode.flag: self.start(mode=flag), style="quiet"))
            if mode.help:
                by_mode.speech = lambda mode=mode: _("{button}: {help}").format(
                    button=_(mode.label), help=_(mode.help))
        self.lesson = self.entry.optional(self.entry.lesson)
        self.guide_button = None
        if self.lesson is not None:
            self.guide_button = add(Button((1004, 22, 236, 58), N_("Show me how"),
                                           self.show_me_how, style="go", size=28))
        self._add_picks()
        self.count_changed()
        self.group.focus(self.start_button)
        self.offering = False  # "Show me how" glows: the first time this game is opened
        self.offer_ends = 0.0  # (it throbs for a few seconds, then stays lit and still)
        if self.lesson is not None and game_id not in app.settings.guided_offered:
            self.offering = True
            self.offer_ends = app.time + OFFER_SECONDS
            app.settings.guided_offered.append(game_id)
            app.save_settings()

    def opening(self) -> str:
        """What is said as the setup opens: the game, the question, who sits at the table;
        the first time, the guided game is offered too."""
        words = self.seated()
        for mode in self.entry.modes[:1]:
            # TRANSLATORS: the setup's opening words, when the game can be played with the
            # screen dark: {button} is "Play by ear", the button after Start.
            words += " " + _("After Start: {button}.").format(button=_(mode.label))
        if self.offering:
            words += " " + _("New here? Choose Show me how, and I will show you how to "
                             "play, one move at a time.")
        return words

    def show_me_how(self) -> None:
        """The guided first game: the child's own name at the table (the first person's)."""
        from castle_games.ui.lesson import start_lesson

        person = next((s for s in self.seats() if s.is_human), None)
        self.remember()
        start_lesson(self.app, self.entry.id, person.name if person else None)

    # -- the family's players --------------------------------------------------
    def _add_picks(self) -> None:
        loaded = profiles.load() if self.app.persist else profiles.Loaded([])
        if loaded.problem:
            self.app.banner(loaded.problem)
        self.family = loaded.players
        self.picks: list[PlayerPick] = []
        for k, player in enumerate(self.family[:PICKS]):
            rect = pygame.Rect(330 + k * (PICK_W + 8), ROW_TOP - 56, PICK_W, PICK_H)
            self.picks.append(self.group.add(
                PlayerPick(rect, player, lambda player=player: self.seat_player(player))))
        self.target_row = 0
        self.last_row: int | None = None

    def handle(self, event: pygame.event.Event) -> None:
        focused = self.group.focused  # the seat worked on before a click on a player
        row = next((r for r in self.rows[: self.n] if focused in r.widgets), None)
        if row is not None:
            self.last_row = row.index
        super().handle(event)

    def seat_player(self, player: profiles.Player) -> None:
        """One click: the player takes the seat last worked on (or the first seat not yet
        taken by one of the family), with their colour."""
        rows = self.rows[: self.n]
        seated = next((r for r in rows if r.called().casefold() == player.name.casefold()), None)
        if seated is not None and self.last_row in (None, seated.index):
            self.next_picture(player)  # already seated: another click, another picture
            return
        here = next((r for r in rows if r.index == self.last_row), None)
        if here is None:
            family = {p.name.casefold() for p in self.family}
            here = next((r for r in rows if r.called().casefold() not in family
                         and is_person(r.kind.value)), rows[self.target_row % len(rows)])
        for row in rows:  # the same player cannot sit twice
            if row is not here and row.called().casefold() == player.name.casefold():
                row.name.set_text(DEFAULT_NAMES[row.index])
        here.name.set_text(player.name)
        if not is_person(here.kind.value):
            here.kind.select(HUMAN)
        here.colour.select(player.colour)
        self.colour_changed(here.index, player.colour)
        self.names_changed()
        self.target_row = here.index + 1
        self.last_row = None
        self.app.speak(_("{player} sits down.").format(player=player.name), always=True)

    def next_picture(self, player: profiles.Player) -> None:
        """The player's next picture (kept): a child chooses their own animal."""
        pictures = list(profiles.PICTURES)
        picture = pictures[(pictures.index(player.picture) + 1) % len(pictures)]
        changed = profiles.Player(player.name, player.colour, picture)
        self.family = [changed if p is player else p for p in self.family]
        for pick in self.picks:
            if pick.player is player:
                pick.player = changed
                pick.on_click = lambda changed=changed: self.seat_player(changed)
        if self.app.persist:
            profiles.save(self.family)
        self.app.speak(changed.described(), always=True)

    def remember_players(self, seats: list[Seat]) -> None:
        """The people at the table join the family's players (a new colour is kept; a
        newcomer gets a picture of their own, which stays)."""
        if not self.app.persist:
            return
        family = list(self.family)
        pictures = list(profiles.PICTURES)
        for seat in seats:
            if not seat.is_human or seat.name in DEFAULT_NAMES:
                continue
            known = next((p for p in family if p.name.casefold() == seat.name.casefold()), None)
            taken = {p.picture for p in family}
            picture = known.picture if known else next(
                (q for q in pictures if q not in taken),
                pictures[sum(map(ord, seat.name)) % len(pictures)])
            try:
                family = profiles.remember(family, profiles.Player(seat.name[:profiles.MAX_NAME],
                                                                   seat.colour, picture))
            except ValueError:
                continue
        if family != self.family:
            profiles.save(family)

    def seated(self) -> str:
        """The game, the question, and who sits at the table now."""
        seats = []
        for seat in self.seats():
            if seat.is_human and seat.by_ear:
                seats.append(_("{player} ({kind})").format(player=seat.name,
                                                           kind=_(PERSON_BY_EAR[1])))
            elif seat.is_human:
                seats.append(seat.name)
            else:
                # TRANSLATORS: a seat played by the computer, said aloud when the seat
                # setup opens: "Ben (Computer: normal)"
                words = level_words(self.entry.offered)
                seats.append(_("{player} ({kind})").format(
                    player=seat.name, kind=_(words.get(seat.level or "normal",
                                                       LEVEL_WORDS["normal"]))))
        said = [_(self.entry.title) + ".", _("Who is playing?"), joined(seats) + "."]
        if self.entry.levels_note:
            said.append(_(self.entry.levels_note))
        return " ".join(said)

    # -- model ----------------------------------------------------------------------------
    def _fill_seats(self, remembered: list[Seat]) -> list[Seat]:
        """Remembered seats plus defaults up to the maximum, all in different colours."""
        seats = list(remembered)
        used = {s.colour for s in seats}
        free = [c for c in COLOURS if c not in used]
        for i in range(len(seats), self.entry.max_players):
            colour = free.pop(0) if free else list(COLOURS)[i]
            seats.append(self.entry.seated(Seat(DEFAULT_NAMES[i], colour, COMPUTER, "normal")))
        # Remembered seats made elsewhere may repeat a colour: give repeats a free one.
        seen: set[str] = set()
        out = []
        for seat in seats:
            if seat.colour in seen:
                spare = next(c for c in COLOURS if c not in seen and c not in
                             {s.colour for s in seats[len(out):]})
                seat = dataclasses.replace(seat, colour=spare)
            seen.add(seat.colour)
            out.append(seat)
        return out

    def _option_choices(self, option: Option) -> list[tuple[Any, str]] | None:
        if option.choices:
            return [(c, _option_text(c, option)) for c in option.choices]
        if isinstance(option.default, bool):
            return [(True, N_("Yes")), (False, N_("No"))]
        if isinstance(option.default, int) and option.key == "starter":
            return self._seat_choices()
        return None

    def _seat_choices(self) -> list[tuple[Any, str]]:
        n = self.count.value if hasattr(self, "count") else self.entry.min_players
        return [(i, self.rows[i].seat().name) for i in range(n)]

    @property
    def n(self) -> int:
        return int(self.count.value)

    def count_changed(self) -> None:
        for row in self.rows:
            row.show(row.index < self.n)
        self.names_changed()

    def names_changed(self) -> None:
        for option, control, _value in getattr(self, "options", []):
            if control is not None and option.key == "starter" and not option.choices:
                control.set_choices(self._seat_choices())

    def colour_changed(self, i: int, colour: str) -> None:
        """Colours stay distinct: the seat that had this colour gets the old one."""
        others = [r for r in self.rows if r.index != i and r.colour.value == colour]
        if not others:
            return
        taken = {r.colour.value for r in self.rows if r.index != i}
        old = next(c for c in COLOURS if c not in taken)
        for row in others:
            row.colour.select(old, notify=False)

    def seats(self) -> list[Seat]:
        return [row.seat() for row in self.rows[: self.n]]

    def chosen_options(self) -> dict[str, Any]:
        return {o.key: (c.value if c is not None else v) for o, c, v in self.options}

    def remember(self) -> None:
        self.app.settings.seats[self.entry.id] = [s.to_dict() for s in self.seats()]
        self.app.settings.options[self.entry.id] = self.chosen_options()
        self.app.save_settings()

    # -- actions --------------------------------------------------------------------------
    def back(self) -> None:
        self.remember()
        self.app.pop()

    def start(self, mode: str | None = None, *, asked: bool = False) -> None:
        """Start a new game with these seats; if one of this kind is saved, ask first."""
        from castle_games.core.rng import new_seed
        from castle_games.session import Session, autosave_path

        seats = self.seats()
        names = [s.name.casefold() for s in seats]
        twice = next((s.name for s in seats if names.count(s.name.casefold()) > 1), None)
        if twice is not None:
            self.app.notify(_("Two players are called {player}. Please give one another "
                              "name.").format(player=twice), 4)
            return
        if all(s.far_away for s in seats):
            # (this computer shows a seat's view: one must be played here)
            self.app.notify(_("One seat at least plays at this computer: a person or the "
                              "computer."), 4)
            return
        if mode is not None and any(s.far_away for s in seats):
            self.app.notify(_("A game with family far away is played with the screen on."), 4)
            return
        waiting = [s for s in self.app.saved_games() if s.game == self.entry.id]
        if waiting and not asked:
            self._ask_first(waiting[0], mode)
            return
        self.remember()
        self.remember_players(seats)
        self.app.mode = mode
        session = Session(self.entry.id, seats, new_seed(), self.chosen_options(),
                          autosave=autosave_path(self.entry.id) if self.app.persist else None)
        self.app.start_game(session)

    def _ask_first(self, saved: Any, mode: str | None) -> None:
        from castle_games.ui.saved_games import AskScene, describe

        def resume() -> None:
            self.app.pop()
            self.app.resume_saved(saved.path)

        def start_new() -> None:
            self.app.pop()
            self.start(mode, asked=True)

        title = self.entry.title
        self.app.push(AskScene(
            self.app, lambda: _("There is a saved {game} game").format(game=_(title)),
            lambda: _("{saved}. A new game leaves it saved; you find it again under Saved "
                      "games.").format(saved=describe(saved)), [
                (N_("Go on with the saved game"), resume, "go"),
                (N_("Start a new game"), start_new, "secondary"),
                (N_("Back"), self.app.pop, "quiet"),
            ]))

    # -- drawing --------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.hall(), (0, 0))
        title = _(self.entry.title)
        room = W - 80
        if self.guide_button is not None:  # centred, clear of "Show me how" at its side
            room = min(room, 2 * (self.guide_button.rect.left - W // 2) - 40)
        backdrop.title(canvas, title, 52, draw.fit_size(title, 64, room, bold=True))
        left = pygame.Rect(60, ROW_TOP - 60, (320 if self.picks else 920) - 60, 50)
        right = pygame.Rect(RIGHT_X, ROW_TOP - 10, RIGHT_W, 40)
        draw.text(canvas, _("Who is playing?"), (60, ROW_TOP - 12), 34, theme.PARCHMENT,
                  bold=True, anchor="bottomleft", within=left)
        draw.text(canvas, _("Players"), (RIGHT_X + 4, ROW_TOP + 28), 30, theme.PARCHMENT,
                  bold=True, anchor="bottomleft", within=right)
        hint_y = ROW_TOP + self.n * ROW_STEP + 4
        hint = pygame.Rect(60, hint_y, 920 - 60, 610 - hint_y)
        told = _("Click a name to type it. The round arrows choose a colour, "
                 "and whether a person or the computer plays. The light bulb "
                 "switches a person's hints on or off.")
        if self.entry.levels_note:  # a game whose computer has one way to play says why
            told = _(self.entry.levels_note) + " " + told
        draw.paragraph(canvas, told, hint, 22, theme.PARCHMENT_DARK, align="left")
        y = ROW_TOP + 34 + ROW_H + 30
        column = pygame.Rect(RIGHT_X, 0, RIGHT_W, 34)
        for option, control, value in self.options:
            label = _option_label(option)
            column.bottom = y + 30
            if theme.text_size(label, theme.FLOOR, True)[0] <= column.w - 8:
                draw.text(canvas, label, (RIGHT_X + 4, y + 28), _label_size(label),
                          theme.PARCHMENT, bold=True, anchor="bottomleft", within=column)
            else:  # too long for one line at readable letters: two lines
                draw.paragraph(canvas, label, column.inflate(0, 4), 20, theme.PARCHMENT,
                               bold=True, align="left", gap=-2)
            if control is None:
                draw.text(canvas, _(_option_text(value, option)), (RIGHT_X + 10, y + 40), 30,
                          theme.WHITE)
            y += self.option_step
        if self.offering and self.guide_button is not None:
            pointer(canvas, self.guide_button.rect, min(self.app.time, self.offer_ends))
        self.group.draw(canvas)

    def frame_rate(self) -> float:
        if self.offering and self.app.time < self.offer_ends:
            return max(GLOW, super().frame_rate())
        return super().frame_rate()


OPTIONS_BOTTOM = 610  # the Start button begins below this
OFFER_SECONDS = 6.0   # how long "Show me how" throbs the first time (then it rests: idle)


def _option_step(count: int) -> int:
    """Vertical room per option: roomy for one or two, packed closer for more."""
    first = ROW_TOP + 34 + ROW_H + 30
    if count <= 1:
        return 34 + ROW_H + 30
    return min(34 + ROW_H + 30, (OPTIONS_BOTTOM - first) // count)


def _label_size(label: str, widest: int = 1280 - RIGHT_X - 12) -> int:
    """The largest font size (30 down to 20) at which an option's label fits the column."""
    for size in range(30, 19, -2):
        if theme.text_size(label, size, True)[0] <= widest:
            return size
    return 20


def _option_label(option: Option) -> str:
    return (_("{option} (house rule)").format(option=_(option.label)) if option.house_rule
            else _(option.label))


def _option_text(value: Any, option: Option | None = None) -> str:
    """The catalogue message that names a choice: the option's own words for it (its
    `choice_labels`), Yes/No, or the number."""
    if option is not None and option.choice_labels and value in option.choices:
        return option.choice_labels[option.choices.index(value)]
    if isinstance(value, bool):
        return N_("Yes") if value else N_("No")
    return str(value).replace("_", " ").replace("-", " ").capitalize()

