"""Read aloud in the five games: whole games played headless in the real app with
people in the seats, the voice's record checked against what the people were shown.

- Every prompt a person sees (the words the table shows while it waits for that person) is
  said: its every sentence is in a line of the voice's record, said when it appeared.
- Each move's sentence (the game's story) is said as it is played, and so is the end.
- R and the speaker button say the prompt again, also with Read aloud off; with Read aloud
  off nothing else is said.
- Each prompt a person sees has a picture of what to click beside it (drawn this frame).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from castle_games.core.seats import Seat, default_seats
from castle_games.session import Session
from castle_games.speech.voice import Priority
from castle_games.ui import theme
from castle_games.ui.app import App
from castle_games.ui.scene import CANVAS_SIZE
from castle_games.ui.screens import GameOverScene, HandoverScene

GAMES = ["knobelschatz", "clever-keys", "tajemnica-zamku", "schlotterstein", "seven-locks"]
# The games whose every prompt carries a picture of what to click.
PICTURED = GAMES
# The shortest looks at a Schlotterstein card the setup offers (its sand-glass runs in real
# seconds, whatever the animation speed).
OPTIONS = {"schlotterstein": {"reveal_min": 3, "reveal_max": 20}}


def new_app(read_aloud: bool = True, handover_screens: bool = False) -> App:
    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, launcher=False,
              fullscreen=False)
    app.settings.read_aloud = read_aloud
    app.settings.handover_screens = handover_screens
    app.settings.animation_speed = 8.0
    # (the computer's pause before its move is for watching eyes; what is said and when
    # is the same without it, and whole games take half the frames)
    app.settings.computer_wait = 0.0
    return app


def people(game: str, n: int, humans: int) -> list[Seat]:
    return default_seats(n, ["easy"] * n, humans=humans)


def said(app: App) -> list[str]:
    return [line.text for line in app.voice.record]


def shown_words(scene: Any) -> list[str]:
    """The sentences the table shows the person it waits for, read from what the painter
    draws (the hint; Seven Locks: the banner over the castle and the question's box)."""
    words = getattr(scene, "shown_prompt_words", None)
    return list(words()) if words is not None else list(scene.hint())


class Game:
    """One game in the real app, people choosing at random among their legal moves once
    their prompt has been up a few frames."""

    def __init__(self, game: str, seats: list[Seat], seed: int, *, read_aloud: bool = True,
                 handover_screens: bool = False) -> None:
        self.app = new_app(read_aloud, handover_screens)
        self.session = Session(game, seats, seed, OPTIONS.get(game))
        self.app.start_game(self.session)
        self.scene = self.app.game_scene
        self.rng = random.Random(seed)
        # The people choose as a computer would, now and then at random (for variety).
        manifest = self.session.manifest
        self.helpers = {i: manifest.make_bot(i, "normal", seed) for i, seat in enumerate(seats)
                        if seat.is_human}
        real_apply = self.session.apply

        def apply(action: Any) -> list[Any]:
            events = real_apply(action)
            for i, bot in self.helpers.items():
                bot.notice(self.session.game.perceived(events, i))
            return events
        self.session.apply = apply  # type: ignore[method-assign]
        # (words seen, record length) each frame a person is asked; () between the times
        self.prompts: list[tuple[tuple[str, ...], int]] = []
        self.pictures: list[tuple[tuple[str, ...], Any]] = []
        self.covered: set[str] = set()  # words the speaker button was drawn over
        self.frames = 0
        self.up = 0
        self.away = 0
        self.watch_speaker = False

    def frame(self) -> None:
        self.app.step_frame(1 / 60)
        self.frames += 1

    def look_under_the_speaker(self) -> None:
        """Draw the table once more, noting the words drawn before the speaker button (and
        so under it) that it covers."""
        scene = self.scene
        drawn_before: list[int] = []
        real = scene.draw_speaker

        def draw_speaker(canvas: Any) -> None:
            drawn_before.append(len(drawn))
            real(canvas)
        scene.draw_speaker = draw_speaker
        try:
            with theme.recording_text() as drawn:
                scene.draw(self.app.canvas)
        finally:
            del scene.draw_speaker
        rect = scene.speaker_rect
        if rect is None or not drawn_before:
            return
        for line in drawn[:drawn_before[0]]:
            if line.surface_size == CANVAS_SIZE and line.rect.colliderect(rect):
                self.covered.add(line.message)

    def play(self, frames: int = 30000, stop: Callable[[Game], bool] | None = None) -> None:
        app, scene = self.app, self.scene
        for _ in range(frames):
            self.frame()
            top = app.top
            if isinstance(top, GameOverScene):
                return
            if self.watch_speaker and top is scene and self.frames % 4 == 0:
                self.look_under_the_speaker()
            if top is scene and scene.asking():
                words = tuple(w for w in shown_words(scene) if w)
                self.prompts.append((words, len(app.voice.record)))
                self.pictures.append((words, scene.painter.picture_drawn))
                if stop is not None and stop(self):
                    return
                self.up += 1
                if self.up >= 3:
                    self.up = 0
                    self.act()
                continue
            self.up = 0
            if self.prompts and self.prompts[-1][0]:
                self.prompts.append(((), len(app.voice.record)))
            if isinstance(top, HandoverScene):
                self.away += 1
                if self.away >= 5:  # the next player has taken the mouse
                    self.away = 0
                    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                pos=(640, 360), window=None))

    def act(self) -> None:
        scene = self.scene
        act = getattr(scene, "act_for_test", None)
        if act is not None:
            act(self.rng)
            return
        legal = scene.table.legal_actions()
        seat = self.session.to_move
        if seat in self.helpers and self.rng.random() < 0.8:
            action = self.helpers[seat].choose(self.session.observation(seat), legal)
            scene.try_apply(action)
        elif legal:
            scene.try_apply(self.rng.choice(legal))


def unsaid(g: Game) -> list[str]:
    """The sentences of prompts shown to a person that the voice never said by the time
    the prompt was seen."""
    missing = []
    for words, heard_by in g.prompts:
        lines = [line.text for line in g.app.voice.record[:heard_by]]
        for sentence in words:
            if not any(sentence in line for line in lines):
                missing.append(sentence)
    return sorted(set(missing))


def said_again(g: Game) -> list[str]:
    """Prompts said more than once while they stayed up (frames in a row of the same words)."""
    again = []
    record = g.app.voice.record
    k = 0
    while k < len(g.prompts):
        words, _ = g.prompts[k]
        if not words:
            k += 1
            continue
        first = g.prompts[k - 1][1] if k else 0
        while k + 1 < len(g.prompts) and g.prompts[k + 1][0] == words:
            k += 1
        text = " ".join(words)
        times = sum(1 for line in record[first:g.prompts[k][1]] if text in line.text)
        if times > 1:
            again.append(text)
        k += 1
    return again


@pytest.mark.parametrize("game", GAMES)
def test_every_prompt_a_person_sees_is_said_when_it_appears(game):
    distinct: set[str] = set()
    for seed, (n, humans) in enumerate([(2, 1), (3, 2)], start=3):
        g = Game(game, people(game, n, humans), seed)
        g.play()
        assert g.session.over, "the game was played to its end"
        assert sum(1 for words, _ in g.prompts if words) > 10, "people were asked"
        assert not unsaid(g), unsaid(g)
        distinct |= {" ".join(words) for words, _ in g.prompts if words}
        # Every prompt is said once as it appears, not again every frame.
        assert not said_again(g), said_again(g)
        # The moves were told as they were played, with the end among them.
        results = [line for line in g.app.voice.record if line.priority == Priority.RESULT]
        assert len(results) >= 5
        assert any(w.name in line.text for line in results for w in g.session.seats)
    assert len(distinct) >= 2, distinct


@pytest.mark.parametrize("game", GAMES)
def test_each_prompt_has_a_picture_and_the_speaker_button_covers_no_words(game):
    if game not in PICTURED:
        pytest.skip("no pictures beside this game's prompts yet")
    g = Game(game, people(game, 3, 1), 5)
    g.watch_speaker = True
    g.play()
    assert not g.covered, g.covered
    assert len(g.pictures) > 10
    without = sorted({" ".join(words) for words, picture in g.pictures if picture is None})
    assert not without, without
    speaker = g.scene.speaker_rect
    for words, (name, rect) in g.pictures:
        assert name and pygame.Rect((0, 0), CANVAS_SIZE).contains(rect), (words, name, rect)
        assert not rect.colliderect(speaker), (words, name)


def first_prompt(g: Game) -> None:
    g.play(stop=lambda g: bool(g.prompts))
    assert g.prompts and g.prompts[-1][0], "a person was asked"


def press_r(g: Game) -> None:
    g.app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r",
                                  scancode=0, window=None))


@pytest.mark.parametrize("game", GAMES)
def test_r_and_the_speaker_button_say_the_prompt_again(game):
    g = Game(game, people(game, 2, 1), 7)
    first_prompt(g)
    prompt = g.scene.prompt()
    assert prompt is not None
    lines = said(g.app)
    assert prompt.text in lines[-1]
    if g.scene.repeat_key_free():
        press_r(g)
        assert said(g.app)[len(lines):] == [prompt.text]
    before = len(said(g.app))
    g.app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                  pos=g.scene.speaker_rect.center, window=None))
    assert said(g.app)[before:] == [prompt.text]
    assert g.scene.prompt() == prompt, "the click on the speaker played no move"


@pytest.mark.parametrize("game", GAMES)
def test_with_read_aloud_off_only_the_speaker_and_r_speak(game):
    g = Game(game, people(game, 2, 1), 9, read_aloud=False)
    first_prompt(g)
    for _ in range(30):
        g.frame()
    assert said(g.app) == []
    prompt = g.scene.prompt()
    assert prompt is not None
    g.app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                  pos=g.scene.speaker_rect.center, window=None))
    assert said(g.app) == [prompt.text]
    if g.scene.repeat_key_free():
        press_r(g)
        assert said(g.app) == [prompt.text] * 2


def test_the_turn_banner_is_said_with_the_prompt_it_came_with():
    g = Game("knobelschatz", people("knobelschatz", 2, 2), 4)
    g.play(stop=lambda g: len(g.prompts) > 0 and g.session.to_move == 1)
    line = said(g.app)[-1]
    assert line.startswith("Ben's turn.") and g.scene.prompt().text in line


def test_the_hand_over_screen_says_who_takes_the_mouse():
    g = Game("knobelschatz", people("knobelschatz", 2, 2), 4, handover_screens=True)
    g.play(stop=lambda g: g.session.to_move == 1 and bool(g.prompts))
    assert any("Pass the mouse to Ben" in line for line in said(g.app))


def test_a_refusal_is_said():
    g = Game("tajemnica-zamku", people("tajemnica-zamku", 2, 1), 3)
    first_prompt(g)
    g.scene.refuse("lay the tile you drew first")
    assert said(g.app)[-1] == "Lay the tile you drew first."


def test_the_launcher_offers_read_aloud_to_children():
    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    app.settings.read_aloud = False
    for _ in range(3):
        app.step_frame(1 / 60)
    launcher = app.top
    button = launcher.read_aloud_button
    assert button in launcher.group._usable(), "Tab reaches it"

    def picture() -> bytes:
        app.step_frame(1 / 60)
        spot = pygame.Rect(button.rect.x + 10, button.rect.y + 10, 92, button.rect.h - 20)
        return pygame.image.tobytes(app.canvas.subsurface(spot), "RGB")  # the picture

    off = picture()
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=button.rect.center,
                               window=None)
    app.feed(click)
    assert app.settings.read_aloud
    assert said(app)[-1] == "Read aloud: on"
    assert picture() != off, "the picture shows it is on"
    app.feed(click)
    assert not app.settings.read_aloud
    assert said(app)[-1] == "Read aloud: off", "turned off, it still says so once"
    assert picture() == off


class SlowVoice:
    """A stand-in engine and player on the test's own clock: every line takes as many
    seconds to say as it has words (a slow voice: a result takes a while)."""

    name = "slow"

    def __init__(self) -> None:
        self.now = 0.0
        self.until = 0.0
        self.heard: list[int] = []

    def render(self, text: str, language: str, rate: float) -> Any:
        return [0.0] * max(1, len(text.split()))  # one "sample" a word

    def speak_samples(self, samples: Any, pan: float) -> None:
        self.until = self.now + len(samples)

    def stop_speech(self) -> None:
        self.until = self.now

    def speech_busy(self) -> bool:
        return self.now < self.until


def test_a_prompt_kept_waiting_behind_a_long_result_is_said_when_the_voice_is_free():
    from castle_games.core import languages
    from castle_games.speech.voice import Voice

    g = Game("knobelschatz", people("knobelschatz", 2, 1), 3)
    slow = SlowVoice()
    g.app._voice = Voice(slow, slow, language=languages.current, clock=lambda: slow.now,
                         threaded=False)
    real_frame = g.frame

    def frame() -> None:
        slow.now += 1 / 60
        real_frame()
    g.frame = frame  # type: ignore[method-assign]
    g.app.settings.animation_speed = 1.0
    first_prompt(g)
    g.act()  # Anna rolls; then the computer plays, its long lines said one after another
    mark = len(g.app.voice.record)
    for _ in range(60 * 60):
        g.frame()
        if g.session.to_move == 0 and g.scene.prompt() is not None:
            break
    prompt = g.scene.prompt()
    assert prompt is not None and g.app.voice.speaking(), "a result is still being said"
    for _ in range(60 * 20):  # Anna listens, and waits
        g.frame()
    asked = [line for line in g.app.voice.record[mark:] if prompt.text in line.text]
    assert asked[0].dropped, "the prompt waited behind the result until it went stale"
    assert len(asked) == 2 and asked[-1].started_at is not None and not asked[-1].dropped, (
        "and was said once the voice was free")
    assert g.scene.prompt() == prompt


def test_the_meanwhile_card_is_said_when_its_moves_were_hurried_past_unheard():
    g = Game("knobelschatz", people("knobelschatz", 2, 1), 6)
    g.app.settings.animation_speed = 1.0

    def anna_again(hurry: bool) -> None:
        """Frames until Anna is asked again after the computer's turn (hurried along with
        clicks, or listened to)."""
        ben_played = False
        for _ in range(60 * 60):
            g.frame()
            ben_played = ben_played or g.session.to_move == 1
            if hurry and ben_played and not g.scene.idle:
                g.app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                              pos=(480, 376), window=None))
            if ben_played and g.session.to_move == 0 and g.scene.prompt() is not None:
                return
            if g.scene.asking():  # Anna's own dice (a four to place)
                g.act()
        raise AssertionError("Anna was not asked again")

    first_prompt(g)
    g.act()  # Anna rolls; the computer's turn is played out and said as it happens
    anna_again(hurry=False)
    heard = said(g.app)
    assert any(line.startswith("Ben rolled") for line in heard)
    assert g.app.toasts.recap_note is not None, "the card is shown"
    assert not any("Since your last move" in line for line in heard), "but not said again"
    g.act()
    anna_again(hurry=True)  # now Anna hurries the computer's turn along: nothing heard
    line = said(g.app)[-1]
    assert line.startswith("Since your last move, Anna:") and "Ben rolled" in line
    assert line.endswith(g.scene.prompt().text)


def test_an_instant_change_and_the_move_after_it_are_said_as_one_line():
    """A section that opens at once and the key's move that follows start in one frame: as
    two lines, the second would cut the first off before a word of it was heard."""
    g = Game("clever-keys", people("clever-keys", 3, 2), 4)
    g.play(stop=lambda g: any("came out of section" in line for line in said(g.app)))
    line = next(line for line in said(g.app) if "came out of section" in line)
    assert line.startswith("Key ") and (" pushed key " in line or " jammed in " in line), line
