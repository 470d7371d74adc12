"""The blind player's path from a cold start, by key presses only, with the screen never
looked at: the launcher, Seven Locks' setup, a by-ear game played to its end,
another one paused and saved, Settings through the grown-up gate (the volume and the
speech rate), the saved game resumed, and Quit.

What is checked is what the player hears: the voice's record (`app.voice.record`) and the
earcons the mixer was asked to play. Every focus move says the newly focused item, every
screen says itself when it opens, in the language in use, and a key pressed while a menu
line is being said cuts it off in that very frame. The voice here has a stand-in engine
(a line lasts as long as its words would) and a stand-in player, on the app's own clock.
"""

from __future__ import annotations

import dataclasses
import sys

import pygame
import pytest

from castle_games.audio import recipes
from castle_games.core import languages
from castle_games.core.languages import _
from castle_games.core.settings import load_settings
from castle_games.speech.voice import Priority, Spoken, Voice
from castle_games.ui.app import App
from castle_games.ui.gate import HOLD_SECONDS, GateScene
from castle_games.ui.launcher import Launcher
from castle_games.ui.menu_voice import EARCONS
from castle_games.ui.saved_games import AskScene
from castle_games.ui.settings_screen import SettingsScene
from castle_games.ui.setup import SetupScene

SR = 44100
SECONDS_A_LETTER = 0.06  # a line lasts as long as its words would, said at rate 1.0
FRAME = 1 / 60


# -- what the player hears -----------------------------------------------------------------
class Ears:
    """The mixer as far as the app knows: it keeps every sound it was asked to play."""

    silent = False  # a live mixer (pyttsx3 is blocked below: the by-ear game has no speaker)

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name, params=None, *, pan=0.0, gain=1.0, bus="effects") -> None:
        recipes.resolve_params(name, params or {})  # a sound that is no recipe fails here
        self.played.append(name)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return lambda *args, **kwargs: None


class Engine:
    """Words into 'samples': as many as the line would last (no memory: a range)."""

    name = "stand-in"

    def __init__(self) -> None:
        self.rates: list[float] = []

    def render(self, text: str, language: str, rate: float) -> range:
        self.rates.append(rate)
        return range(int(SR * SECONDS_A_LETTER * len(text) / rate))


class Player:
    """The speech channel: busy while a line lasts, on the app's clock; a stop ends it."""

    def __init__(self, clock) -> None:
        self.clock = clock
        self.until = 0.0

    def speak_samples(self, samples, pan: float) -> None:
        self.until = self.clock() + len(samples) / SR

    def stop_speech(self) -> None:
        self.until = self.clock()

    def speech_busy(self) -> bool:
        return self.clock() < self.until


@dataclasses.dataclass
class Heard:
    """The test's own tally, to say at the end how much the path was heard."""

    focus_moves: int = 0
    openings: int = 0
    cuts: int = 0
    keys: int = 0


def said(text: str) -> str:
    return " ".join(text.split())  # as the voice keeps it


@pytest.fixture()
def no_pyttsx3(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyttsx3", None)


class Blind:
    """The app as a blind player meets it: keys in, the voice and the earcons out."""

    def __init__(self, language: str) -> None:
        self.app = App(headless=True, size=(1280, 720), audio=False, language=language)
        self.ears = Ears()
        self.app.audio = self.ears
        self.engine = Engine()
        self.voice = Voice(Player(lambda: self.app.time), self.engine,
                           language=languages.current,
                           rate=lambda: self.app.settings.speech_rate,
                           clock=lambda: self.app.time, threaded=False)
        self.app._voice = self.voice  # the app's voice, with the stand-in engine and player
        assert self.app.voice is self.voice
        self.tally = Heard()
        self.language = language

    @property
    def record(self) -> list[Spoken]:
        return self.voice.record

    def frames(self, n: int = 1, dt: float = FRAME) -> None:
        for _frame in range(n):
            self.app.step_frame(dt)

    # -- keys ---------------------------------------------------------------------------
    def key(self, key: int, mod: int = 0, *, menu: bool = True, cuts: bool = False
            ) -> list[Spoken]:
        """Press and let go; in a menu (or with `cuts`), the line being said is cut off in
        this frame. Returns the lines asked for by the press."""
        voice, now = self.voice, self.app.time
        talking = voice.current if voice.speaking() else None
        start = len(self.record)
        event = {"key": key, "mod": mod, "unicode": "", "scancode": 0}
        self.app.feed(pygame.event.Event(pygame.KEYDOWN, event))
        self.app.feed(pygame.event.Event(pygame.KEYUP, event))
        self.tally.keys += 1
        if (menu or cuts) and talking is not None and talking.priority <= Priority.PROMPT:
            assert talking.cut_at is not None, f"{talking.text!r} went on after a key"
            assert 0.0 <= talking.cut_at - now <= FRAME, "cut off later than in the frame"
            self.tally.cuts += 1
        return self.record[start:]

    def move(self, key: int = pygame.K_TAB, mod: int = 0) -> str:
        """A key that moves the focus: the newly focused item is said, at once, always."""
        before = self.app.top.group.focused
        heard = self.key(key, mod)
        focused = self.app.top.group.focused
        assert focused is not before or self.ears.played[-1] == "ui-end"
        focus_lines = [line for line in heard if line.priority == Priority.FOCUS]
        assert focus_lines, f"moving to {focused.spoken()!r} was not said"
        line = focus_lines[-1]
        assert line.text == said(focused.spoken()) and line.text.strip()
        assert line.language == (focused.language or self.language)  # a language: in itself
        assert line.started_at == self.app.time, "the focus line waited"
        assert self.ears.played[-1] in ("ui-focus", "ui-end")
        self.tally.focus_moves += 1
        return line.text

    def move_to(self, widget, limit: int = 30) -> None:
        """Tab (each move heard) until the focus is on `widget`."""
        for _frame in range(limit):
            if self.app.top.group.focused is widget:
                return
            self.move()
        raise AssertionError(f"{widget.spoken()!r} was never reached by Tab")

    def opened(self, kind: type, since: int) -> Spoken:
        """The screen on top is a `kind` and has said itself since record[since]."""
        scene = self.app.top
        assert isinstance(scene, kind), type(scene).__name__
        lines = [line for line in self.record[since:] if line.priority == Priority.PROMPT]
        assert lines, f"{kind.__name__} opened without a word"
        opening = said(scene.opening()) if hasattr(scene, "opening") else ""
        line = next((ln for ln in lines if ln.text.startswith(opening)), None)
        assert line is not None and line.text.strip(), (opening, [ln.text for ln in lines])
        assert line.language == self.language
        self.tally.openings += 1
        return line

    def hold(self, key: int, seconds: float) -> None:
        event = {"key": key, "mod": 0, "unicode": "", "scancode": 0}
        self.app.feed(pygame.event.Event(pygame.KEYDOWN, event))
        self.frames(int(seconds / 0.05) + 2, 0.05)
        self.app.feed(pygame.event.Event(pygame.KEYUP, event))


# -- the by-ear game, by keys ------------------------------------------------------------------
def wait_for_question(blind: Blind, scene, limit: int = 4000) -> None:
    """Listen (0.1 s frames) until a person is asked, or the game is over."""
    for _frame in range(limit):
        table = scene.table
        if table.over or (scene.awaiting() and not scene.question_due()):
            return
        blind.frames(1, 0.1)
    raise AssertionError("nobody was asked anything")


def decide(blind: Blind, scene) -> None:
    """The player walks to the first choice (heard) and takes it: Right, then Enter. The
    arrow cuts the question off (the player knows it), and its choice is said at once."""
    session = blind.app.session
    before = len(session.actions)
    blind.key(pygame.K_RIGHT, menu=False, cuts=True)
    blind.key(pygame.K_RETURN, menu=False)
    assert len(session.actions) == before + 1, "the choice heard was not taken"


def play_to_the_end(blind: Blind, scene) -> int:
    decisions = 0
    while not scene.table.over:
        wait_for_question(blind, scene)
        if scene.table.over:
            break
        decide(blind, scene)
        decisions += 1
        assert decisions < 400
    for _frame in range(600):  # the end is heard
        if scene.over_said:
            break
        blind.frames(1, 0.1)
    assert scene.over_said
    return decisions


# -- the path ------------------------------------------------------------------------------------
@pytest.mark.usefixtures("no_pyttsx3")
@pytest.mark.parametrize("language", ["en", "de"])
def test_from_a_cold_start_to_a_by_ear_game_and_back_by_keys_alone(language, monkeypatch):
    from castle_games.core import rng
    from castle_games.games.seven_locks.sound_only import EarMenu, SoundOnlyScene

    monkeypatch.setattr(rng, "new_seed", lambda: 5)  # the same games every run
    blind = Blind(language)
    app = blind.app
    assert languages.current() == language

    # The doors: the launcher says itself, its games and the focused door.
    blind.frames(3)
    first = blind.opened(Launcher, 0)
    launcher = app.top
    assert first.text.startswith(said(_("Castle Games.")))
    for door in launcher.doors:
        assert said(_(door.entry.title)) in first.text
    seven = next(d for d in launcher.doors if d.entry.id == "seven-locks")
    assert said(seven.spoken()) in first.text
    # Round the whole launcher by Tab, each item said; past the last, the end's earcon.
    usable = [w for w in launcher.group.widgets if w.visible and w.focusable]
    heard = [blind.move() for _widget in usable]
    assert len(set(heard)) == len(usable), "two items said alike"
    assert "ui-end" in blind.ears.played and launcher.group.focused is launcher.doors[0]
    blind.move_to(seven)

    # Seven Locks' setup: the game, the question, the seats, and "Start!" focused.
    mark = len(blind.record)
    blind.key(pygame.K_RETURN)
    assert blind.ears.played[-1] == "ui-choose"
    blind.frames(1)
    setup_line = blind.opened(SetupScene, mark)
    setup = app.top
    assert said(_("Who is playing?")) in setup_line.text
    assert setup_line.text.endswith(said(setup.start_button.spoken()))
    blind.move(pygame.K_TAB, pygame.KMOD_SHIFT)  # back to "How to play", and forward again
    blind.move()
    by_ear = blind.move()  # the quiet button after Start!: "Play by ear: ..."
    assert by_ear.startswith(said(_("Play by ear")))

    # The by-ear game, played to its end by the keys it is played with.
    blind.key(pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, SoundOnlyScene) and app.mode == "sound_only"
    decisions = play_to_the_end(blind, scene)
    assert app.session.over and decisions >= 10
    # Enter: another game, still by ear; a few moves, then paused and saved.
    blind.key(pygame.K_RETURN, menu=False)
    scene = app.top
    assert isinstance(scene, SoundOnlyScene) and not app.session.over
    for _move in range(3):
        wait_for_question(blind, scene)
        decide(blind, scene)
    moves = len(app.session.actions)
    blind.key(pygame.K_ESCAPE, menu=False)  # the pause menu, by ear
    assert isinstance(app.top, EarMenu)
    blind.key(pygame.K_UP, menu=False)  # round to "Quit" ...
    blind.key(pygame.K_UP, menu=False)  # ... and "Save and leave"
    mark = len(blind.record)
    blind.key(pygame.K_RETURN, menu=False)
    blind.frames(2)
    back = blind.opened(Launcher, mark)
    launcher = app.top
    assert back.text.startswith(said(_("Castle Games.")))
    assert len(app.saved_games()) == 1 and launcher.resume_button.visible
    seven = next(d for d in launcher.doors if d.entry.id == "seven-locks")
    assert said(_("A saved game waits behind this door.")) in said(seven.spoken())

    # Settings, through the grown-up gate: held Enter opens it, as the gate says.
    blind.move_to(launcher.settings_button)
    mark = len(blind.record)
    blind.key(pygame.K_RETURN)
    blind.frames(1)
    blind.opened(GateScene, mark)
    mark = len(blind.record)
    blind.hold(pygame.K_RETURN, HOLD_SECONDS + 0.1)
    blind.opened(SettingsScene, mark)
    settings = app.top
    volume = app.settings.effects_volume
    blind.move_to(settings.effects)
    heard = blind.key(pygame.K_LEFT)
    assert app.settings.effects_volume == pytest.approx(volume - 0.1)
    assert heard[-1].text == said(settings.effects.spoken()) and heard[-1].priority == Priority.FOCUS
    rate_control = settings.rate
    blind.move_to(rate_control)
    rate = app.settings.speech_rate
    heard = blind.key(pygame.K_RIGHT)
    assert app.settings.speech_rate > rate
    assert heard[-1].text == said(rate_control.spoken())
    assert blind.engine.rates[-1] == pytest.approx(app.settings.speech_rate), \
        "the next line is said at the new rate"
    mark = len(blind.record)
    blind.key(pygame.K_ESCAPE)
    assert blind.ears.played[-1] == "ui-back"
    blind.frames(1)
    blind.opened(Launcher, mark)
    saved = load_settings().settings
    assert saved.effects_volume == pytest.approx(volume - 0.1)
    assert saved.speech_rate == pytest.approx(app.settings.speech_rate)

    # The saved game, resumed by ear where it was left.
    launcher = app.top
    blind.move_to(launcher.resume_button)
    blind.key(pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, SoundOnlyScene) and app.mode == "sound_only"
    assert len(app.session.actions) == moves
    blind.frames(5, 0.1)

    # Quit: the menu by ear, then the one question, which says itself; Yes.
    blind.key(pygame.K_ESCAPE, menu=False)
    blind.key(pygame.K_UP, menu=False)  # round to "Quit"
    mark = len(blind.record)
    blind.key(pygame.K_RETURN, menu=False)
    blind.frames(1)
    blind.opened(AskScene, mark)
    assert app.running  # not yet: the question waits for its answer
    blind.key(pygame.K_RETURN)
    assert not app.running
    assert len(app.saved_games()) == 1, "the game was saved on the way out"

    # Everything said was words, in the language in use; every earcon was a menu's own.
    assert all(line.text.strip() for line in blind.record)
    assert {line.language for line in blind.record} == {language}
    assert set(EARCONS) <= set(blind.ears.played)
    tally = blind.tally
    assert tally.focus_moves >= len(usable) + 6 and tally.openings >= 7
    assert tally.cuts >= 5, "no line was ever cut off by a key"
    if language == "de":  # German words, not English ones
        assert said(_("Who is playing?")) != "Who is playing?"
        assert said(_("Play by ear")) != "Play by ear"
        assert not any(line.text.startswith("Play by ear") for line in blind.record)
    print(f"\n{language}: {len(blind.record)} lines heard, {tally.focus_moves} focus moves, "
          f"{tally.openings} openings, {tally.cuts} cut off by a key, {tally.keys} keys")


# -- each screen, by ear -------------------------------------------------------------------------
def _seats(humans: int = 1):
    from castle_games.core.seats import COMPUTER, HUMAN, Seat

    people = [Seat("Anna", "red", HUMAN), Seat("Ben", "blue", HUMAN)][:humans]
    return people + [Seat("Robo", "green", COMPUTER, "easy")][: 3 - humans - 1 or 1]


def _saved(game_id: str, moves: int = 1, seed: int = 3):
    """A game of `game_id` left after `moves` computer moves, in its own saved file."""
    from castle_games.core.seats import COMPUTER, Seat
    from castle_games.session import Session, autosave_path
    from castle_games.table_model import TableModel

    seats = [Seat("Anna", "red", COMPUTER, "easy"), Seat("Ben", "blue", COMPUTER, "easy")]
    session = Session(game_id, seats, seed, autosave=autosave_path(game_id))
    table = TableModel(session)
    for _move in range(moves):
        table.play_bot()
    assert session.save_quietly() and session.wait_for_save()
    return session


def test_the_rules_page_is_read_section_by_section_heading_first():
    from castle_games.ui.rules_page import RulesScene, sections, spoken_sections

    blind = Blind("en")
    blind.frames(3)
    mark = len(blind.record)
    blind.app.rules_page("seven-locks")
    blind.frames(1)
    opening = blind.opened(RulesScene, mark)
    parts, said_parts = sections("seven-locks"), spoken_sections("seven-locks")
    assert opening.text.startswith(said(_("How to play {game}").format(game="Seven Locks")))
    assert opening.text.endswith(said(said_parts[0]))
    scene = blind.app.top
    for i in range(1, len(parts)):
        heard = blind.key(pygame.K_PAGEDOWN if i % 2 else pygame.K_DOWN)
        assert heard[-1].text == said(said_parts[i]) and heard[-1].text.startswith(parts[i][0])
        assert "\u2022" not in heard[-1].text  # bullets are for the eyes
        assert scene.target == pytest.approx(min(scene.max_scroll, scene.tops[i]))
        assert blind.ears.played[-1] == "ui-focus"
    heard = blind.key(pygame.K_PAGEDOWN)  # past the last section: the end, said again
    assert blind.ears.played[-1] == "ui-end" and heard[-1].text == said(said_parts[-1])
    heard = blind.key(pygame.K_PAGEUP)
    assert heard[-1].text == said(said_parts[-2])
    assert blind.tally.cuts >= len(parts) - 1, "each new section cuts the one being read"


def test_each_language_is_said_in_itself_by_its_own_voice():
    from castle_games.ui.language_choice import LanguageScene

    blind = Blind("en")
    blind.frames(3)
    mark = len(blind.record)
    blind.app.top.choose_language()
    blind.frames(1)
    opening = blind.opened(LanguageScene, mark)
    assert opening.text.endswith("English") and opening.language == "en"
    heard = {}
    for _language in languages.LANGUAGES:
        blind.move()
        line = blind.record[-1]
        heard[line.language] = line.text
    assert heard == {code: name for code, name in languages.LANGUAGES.items()}


def test_a_hover_is_said_only_with_read_aloud_on_and_a_key_always():
    blind = Blind("en")
    blind.frames(3)
    launcher = blind.app.top
    door = launcher.doors[2]
    count = len(blind.record)
    motion = {"rel": (0, 0), "buttons": (0, 0, 0)}
    blind.app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=door.rect.center, **motion))
    assert len(blind.record) == count, "a hover spoke with Read aloud off"
    blind.app.settings.read_aloud = True
    blind.app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=launcher.doors[3].rect.center,
                                      **motion))
    assert blind.record[-1].text == said(launcher.doors[3].spoken())
    assert blind.record[-1].priority == Priority.FOCUS
    blind.app.settings.read_aloud = False
    blind.move(pygame.K_RIGHT)  # the keys speak whatever the setting


def test_setup_controls_say_whose_they_are_and_their_value():
    blind = Blind("en")
    blind.frames(3)
    blind.app.push(SetupScene(blind.app, "seven-locks"))
    blind.frames(1)
    setup = blind.app.top
    blind.move_to(setup.count)
    assert blind.record[-1].text == "Players: 2"
    assert [said(line.text) for line in (blind.key(pygame.K_RIGHT)[-1],
                                         blind.key(pygame.K_RIGHT)[-1])] == ["Players: 3",
                                                                            "Players: 4"]
    assert blind.ears.played[-2:] == ["ui-focus", "ui-focus"]
    assert blind.key(pygame.K_RIGHT)[-1].text == "Players: 2"  # round: the end's earcon
    assert blind.ears.played[-1] == "ui-end"
    row = setup.rows[1]
    blind.move_to(row.kind)
    assert blind.record[-1].text == "Ben: Computer: normal"
    assert blind.key(pygame.K_LEFT)[-1].text == "Ben: Computer: easy"
    blind.move_to(setup.rows[0].colour)
    assert blind.record[-1].text == "Colour of Anna: Red"
    blind.move()
    assert blind.record[-1].text == "Name: Anna, text box"
    blind.key(pygame.K_BACKSPACE)
    assert blind.record[-1].text == "Name: Ann, text box"
    blind.app.feed(pygame.event.Event(pygame.TEXTINPUT, text="e"))
    assert blind.record[-1].text == "e" and setup.rows[0].name.text == "Anne"


def test_a_switch_says_its_state_and_a_slider_its_end():
    from tests.test_ui_support import open_settings

    blind = Blind("en")
    blind.frames(3)
    open_settings(blind.app)
    blind.frames(1)
    settings = blind.app.top
    blind.move_to(settings.mono)
    assert blind.record[-1].text == "Mono sound (one speaker): off"
    blind.key(pygame.K_RETURN)
    assert blind.record[-1].text == "Mono sound (one speaker): on"
    assert blind.ears.played[-1] == "ui-choose"
    blind.move_to(settings.effects)
    blind.key(pygame.K_END)
    assert blind.record[-1].text == "Sound effects: 100 percent"
    blind.key(pygame.K_RIGHT)  # no further: the same value said again, with the end's earcon
    assert blind.record[-1].text == "Sound effects: 100 percent"
    assert blind.ears.played[-1] == "ui-end"


def test_the_gate_says_how_to_open_it_and_when_it_was_let_go_too_soon():
    blind = Blind("en")
    blind.frames(3)
    mark = len(blind.record)
    blind.app.open_settings()
    blind.frames(1)
    line = blind.opened(GateScene, mark)
    assert "Enter" in line.text
    blind.hold(pygame.K_RETURN, HOLD_SECONDS / 3)
    assert isinstance(blind.app.top, GateScene)
    assert blind.record[-1].text == said(_("Hold it down longer."))
    blind.hold(pygame.K_SPACE, HOLD_SECONDS + 0.1)
    assert isinstance(blind.app.top, SettingsScene)
    assert blind.ears.played.count("ui-focus") >= 2 and "ui-choose" in blind.ears.played


def test_game_over_says_the_winners_and_every_score():
    from castle_games.core.seats import COMPUTER, Seat
    from castle_games.session import Session
    from castle_games.table_model import TableModel
    from castle_games.ui.screens import Backdrop, GameOverScene, winners_line

    blind = Blind("en")
    blind.frames(3)
    seats = [Seat("Anna", "red", COMPUTER, "easy"), Seat("Ben", "blue", COMPUTER, "easy")]
    session = Session("knobelschatz", seats, 4)
    table = TableModel(session)
    while not table.over:
        table.play_bot()
    blind.app.show_game(session, Backdrop(blind.app))
    mark = len(blind.record)
    blind.app.game_over(session)
    blind.frames(1)
    line = blind.opened(GameOverScene, mark)
    assert line.text.startswith(said(winners_line(session)))
    for seat, score in zip(seats, session.state.outcome.scores, strict=True):
        assert f"{seat.name}, Treasure: {score}." in line.text or \
            f"{seat.name}, {_(session.manifest.score_word)}: {score}" in line.text
    assert line.text.endswith("Play again")


def test_the_hand_over_and_the_oops_screen_say_themselves():
    from castle_games.core.seats import HUMAN, Seat
    from castle_games.session import Session
    from castle_games.ui.screens import Backdrop, HandoverScene, OopsScene, PauseScene

    blind = Blind("en")
    blind.frames(3)
    blind.app.settings.handover_screens = True
    seats = [Seat("Anna", "red", HUMAN), Seat("Ben", "blue", HUMAN)]
    blind.app.show_game(Session("knobelschatz", seats, 4), Backdrop(blind.app))
    mark = len(blind.record)
    blind.app.handover(1, lambda: None)
    blind.frames(1)
    line = blind.opened(HandoverScene, mark)
    assert line.text == "Pass the mouse to Ben. I am Ben, ready!"
    mark = len(blind.record)
    blind.key(pygame.K_ESCAPE)  # Esc on the hand-over: the pause menu
    blind.frames(1)
    assert blind.opened(PauseScene, mark).text == "Paused. Resume"
    assert blind.move(pygame.K_DOWN) == "What happened"
    mark = len(blind.record)
    blind.app._crash(RuntimeError("a test's own failure"))
    blind.frames(1)
    line = blind.opened(OopsScene, mark)
    # (a game without a file of its own: nothing could be saved, and it says so)
    assert line.text.startswith("Oops! Something went wrong. Sorry about that.")
    assert line.text.endswith("Back to the castle")


def test_the_saved_games_and_the_question_before_a_new_game_say_which_game():
    from castle_games.ui.saved_games import SavedGamesScene

    _saved("seven-locks", moves=2)
    _saved("knobelschatz", moves=1)
    blind = Blind("en")
    blind.frames(3)
    launcher = blind.app.top
    assert "Saved games (2)" == launcher.resume_button.spoken()
    blind.move_to(launcher.resume_button)
    mark = len(blind.record)
    blind.key(pygame.K_RETURN)
    blind.frames(1)
    line = blind.opened(SavedGamesScene, mark)
    assert line.text.startswith("Saved games: 2 games. Resume ")
    listed = blind.move()
    assert listed.startswith("Delete ") and "Anna, Ben" in listed
    blind.key(pygame.K_ESCAPE)
    assert blind.ears.played[-1] == "ui-back" and blind.app.top is launcher
    blind.app.push(SetupScene(blind.app, "seven-locks"))
    blind.frames(1)
    mark = len(blind.record)
    blind.key(pygame.K_RETURN)  # Start!, with a Seven Locks game saved: asked first
    blind.frames(1)
    line = blind.opened(AskScene, mark)
    assert line.text.startswith("There is a saved Seven Locks game. Anna, Ben, 2 moves, today")
    assert line.text.endswith("Go on with the saved game")


def test_the_log_says_how_many_moves_and_reads_them_by_the_arrows():
    from castle_games.core.seats import COMPUTER, HUMAN, Seat
    from castle_games.session import Session
    from castle_games.ui.table_log import LogScene

    blind = Blind("en")
    blind.frames(3)
    seats = [Seat("Anna", "red", HUMAN), Seat("Robo", "blue", COMPUTER, "easy")]
    session = Session("knobelschatz", seats, 4)
    blind.app.start_game(session)
    for _move in range(3):
        blind.app.table.play_bot() if blind.app.table.is_bot_turn() else \
            blind.app.table.apply(blind.app.table.legal_actions()[0])
    mark = len(blind.record)
    blind.app.show_log()
    blind.frames(1)
    line = blind.opened(LogScene, mark)
    log = blind.app.top
    assert line.text.startswith("What happened: 3 moves.") and said(log.rows[-1][1]) in line.text
    assert blind.key(pygame.K_UP)[-1].text == said(log.rows[-2][1])
    assert blind.key(pygame.K_UP)[-1].text == said(log.rows[0][1])
    blind.key(pygame.K_UP)
    assert blind.ears.played[-1] == "ui-end" and blind.record[-1].text == said(log.rows[0][1])


def _older(path) -> None:
    """Make a saved game look saved yesterday (saves are stamped to the second)."""
    import json

    data = json.loads(path.read_text())
    data["saved_at"] = "2020-01-01T10:00:00"
    path.write_text(json.dumps(data))


RESUME_PROBE = """
import json, sys
from castle_games.ui import app as app_module

def loop(self, seconds=None):
    print("SEEN " + json.dumps({"top": type(self.top).__name__, "mode": self.mode,
                                "moves": len(self.session.actions),
                                "path": str(self.session.autosave)}), flush=True)
    return 0

app_module.App.loop = loop
from castle_games import cli
sys.exit(cli.main(sys.argv[1:]))
"""


def _play(*args: str) -> tuple[int, dict, str]:
    """`castle-games play ...` in a child process whose main loop only reports the screen
    it would show (each run of the app quits pygame: not inside the test process)."""
    import json
    import os
    import subprocess

    result = subprocess.run([sys.executable, "-c", RESUME_PROBE, "play", *args],
                            env=dict(os.environ), capture_output=True, text=True, timeout=120)
    seen = [json.loads(line[5:]) for line in result.stdout.splitlines()
            if line.startswith("SEEN ")]
    return result.returncode, (seen[0] if seen else {}), result.stderr


def test_play_resume_by_ear_goes_on_with_the_newest_saved_by_ear_game():
    code, seen, told = _play("seven-locks", "--sound-only", "--resume")
    assert code == 1 and not seen, told
    assert "no saved Seven Locks game played --sound-only to go on with" in told
    by_ear = _saved("seven-locks", moves=2)
    by_ear.match.modes["sound_only"] = True
    assert by_ear.save_quietly() and by_ear.wait_for_save()
    _older(by_ear.autosave)
    _saved("seven-locks", moves=1, seed=4)  # newer, but not by ear
    code, seen, told = _play("seven-locks", "--sound-only", "--resume")
    assert seen == {"top": "SoundOnlyScene", "mode": "sound_only", "moves": 2,
                    "path": str(by_ear.autosave)}, told
    code, seen, told = _play("seven-locks", "--resume")  # the newest of any kind
    assert seen.get("moves") == 1 and seen["top"] != "SoundOnlyScene", told
    assert seen["mode"] is None
    code, seen, told = _play("seven-locks", "--resume", "--seed", "3")
    assert code == 2 and not seen and "leave out --players and --seed" in told, told


# -- the earcons ----------------------------------------------------------------------------------
def _shape(name: str) -> tuple[int, int, int]:
    """(how many notes are struck, the loudest pitch in semitones from A4, how long it is
    heard in 50 ms steps): what an ear tells apart in a moment."""
    import math

    import numpy as np

    x = np.concatenate([np.zeros(int(0.02 * SR), dtype=np.float32), recipes.render_mono(name)])
    hop, width = int(0.001 * SR), int(0.002 * SR)
    level = np.array([10 * np.log10(np.mean(x[i:i + width] ** 2) + 1e-14)
                      for i in range(0, x.size - width, hop)])
    struck: list[int] = []
    for i in range(10, level.size):  # a jump of 12 dB over the 2..10 ms before
        if level[i] > level.max() - 30 and level[i] - level[i - 10:i - 1].max() > 12 and (
                not struck or i - struck[-1] > 15):
            struck.append(i)
    spectrum = np.abs(np.fft.rfft(x * np.hanning(x.size)))
    freqs = np.fft.rfftfreq(x.size, 1 / SR)
    band = freqs > 150
    peak = float(freqs[band][np.argmax(spectrum[band])])
    heard = np.flatnonzero(level > level.max() - 30)
    return (len(struck), round(12 * math.log2(peak / 440.0)),
            round((heard[-1] - heard[0]) * hop / SR / 0.05))


def test_the_menu_earcons_are_short_soft_and_each_its_own():
    import numpy as np

    shapes = {}
    for name in EARCONS:
        x = recipes.render_mono(name)
        assert x.size / SR <= 0.25, f"{name} is not short"
        # soft: at the menus' loudness, 6 LU under the game's cues (tests/test_loudness.py
        # measures it), with a short tick's peak well under full scale
        assert recipes.recipe(name).role == "ui", f"{name} is not soft"
        assert 20 * np.log10(np.abs(x).max()) <= -6.0, f"{name} is not soft"
        shapes[name] = _shape(name)
    assert len(set(shapes.values())) == len(shapes), shapes  # no two alike
    assert shapes["ui-choose"][0] == shapes["ui-end"][0] == 2  # two notes each...
    assert shapes["ui-focus"][0] == shapes["ui-back"][0] == 1  # ...one note each
    for game_sound in ("ui-click", "ui-move", "nope", "turn-chime"):  # the games' own
        assert _shape(game_sound) not in shapes.values(), game_sound


def test_the_games_never_play_the_menus_earcons():
    """Moving, choosing, going back and the end keep one meaning: only the menus play them."""
    import re
    from pathlib import Path

    import castle_games.games

    played = []
    for path in Path(castle_games.games.__file__).parent.rglob("*.py"):
        played += [(path.name, n) for n in re.findall(r"[\"'](ui-[a-z]+)[\"']", path.read_text())
                   if n in EARCONS]
    assert not played


def test_the_gate_says_how_the_hold_goes():
    """Held Enter at the grown-up gate is heard: the hold begun, half way, then Settings."""
    blind = Blind("en")
    app = blind.app
    blind.frames(3)
    app.top.settings_button.on_click()
    blind.frames(2)
    assert isinstance(app.top, GateScene)
    mark = len(blind.record)
    blind.hold(pygame.K_RETURN, HOLD_SECONDS + 0.1)
    said = [line.text for line in blind.record[mark:]]
    assert said[:2] == [_("Keep holding."), _("Half way.")], said
    assert isinstance(app.top, SettingsScene)
