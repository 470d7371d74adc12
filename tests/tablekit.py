"""Shared helpers for the game-table tests (no tests here): a stand-in app, synthetic input,
a headless canvas, and the hidden-state check every game's view must pass.

`StandInApp` keeps the whole promise a game scene may count on (`ui.scene.TableHost`), as
`ui.app.App` does, recorded so that tests can look.
`frames_identical` builds a game's scene twice — once on a state, once on the same state
with its hidden facts swapped — and compares the rendered frames byte for byte: a
presentation that reads only the seat's table model cannot tell them apart.
"""

from __future__ import annotations

import ast
import copy
from collections.abc import Callable
from typing import Any

import pygame

from castle_games.core.settings import Settings
from castle_games.session import Session
from castle_games.table_model import TableModel
from castle_games.ui.toast import Toasts

SIZE = (1280, 720)


class HeardVoice:
    """The stand-in app's voice: what a table asks of the app's voice (speech/voice.py)
    while nothing is being said."""

    def __init__(self) -> None:
        self.record: list[Any] = []
        self.waiting: Any = None
        self.last_prompt: Any = None
        self.repeats = 0

    def speaking(self) -> bool:
        return False

    def repeat(self) -> None:
        self.repeats += 1


class RecordedAudio:
    """The stand-in app's mixer: silent (as with no sound device), each sound recorded."""

    silent = True

    def __init__(self, app: StandInApp) -> None:
        self.app = app

    def play(self, name: str, params: dict | None = None, **kw: Any) -> None:
        self.app.sounds.append(name)
        self.app.sound_params.append((name, params))

    def prewarm(self, names: Any = None, params: Any = ({},)) -> None:
        pass

    def apply_settings(self, settings: Any) -> None:
        pass

    def stop_all(self) -> None:
        pass


class StandInApp:
    """The whole of `ui.scene.TableHost`, kept by recording: sounds, notes, lines said,
    hand-overs, game-overs. Its tables do not wait for a take-back after a person's move."""

    def __init__(self, speed: float = 1.0, *, hold_handover: bool = False) -> None:
        self.settings = Settings(animation_speed=speed, computer_wait=0.0)
        self.mode: str | None = None
        self.headless = True
        self.wants_sound = False
        self.time = 0.0
        self.toasts = Toasts()
        self.sounds: list[str] = []
        self.sound_params: list[tuple[str, dict | None]] = []
        self.audio = RecordedAudio(self)
        self.made_voice: HeardVoice | None = None
        self.notes: list[str] = []
        self.said: list[str] = []
        self.overs = 0
        self.handovers: list[int] = []
        self.hold_handover = hold_handover
        self.pending_then: Callable[[], None] | None = None
        self.stack: list[Any] = []
        self.quits = 0
        self.asked: list[str] = []  # the shell's screens asked for (rules, settings, setup...)
        self.tables: list[Any] = []  # the fresh tables a take-back showed, in order

    @property
    def voice(self) -> HeardVoice:
        if self.made_voice is None:
            self.made_voice = HeardVoice()
        return self.made_voice

    def existing_voice(self) -> HeardVoice | None:
        return self.made_voice

    @property
    def top(self) -> Any:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Any) -> None:
        self.stack.append(scene)

    def pop(self) -> Any:
        return self.stack.pop() if self.stack else None

    def replace(self, scene: Any) -> None:
        self.pop()
        self.push(scene)

    def notify(self, text: str, seconds: float = 3.0) -> None:
        self.notes.append(text)

    def refusal(self, text: str) -> None:
        self.notes.append(text)

    def speak(self, text: str, priority: int = 2, *, always: bool = False,
              language: str | None = None, detail: int = 0) -> None:
        self.said.append(text)

    def in_a_mode(self) -> bool:
        return self.mode is not None

    def handover(self, seat: int, then: Callable[[], None]) -> None:
        self.handovers.append(seat)
        if self.hold_handover:
            self.pending_then = then
        else:
            then()

    def tell_while_away(self, seat: int) -> None:
        pass

    def show_table_again(self, old: Any, new: Any) -> None:
        self.stack = [new if s is old else s for s in self.stack]
        self.tables.append(new)

    def pause(self) -> None:
        self.asked.append("pause")

    def game_over(self) -> None:
        self.overs += 1

    def forget_autosave(self) -> None:
        pass

    def play_again(self) -> None:
        self.asked.append("play again")

    def rules_page(self, game_id: str) -> None:
        self.asked.append(f"rules:{game_id}")

    def open_settings(self) -> None:
        self.asked.append("settings")

    def open_setup(self, game_id: str) -> None:
        self.asked.append(f"setup:{game_id}")

    def back_to_launcher(self) -> None:
        self.asked.append("launcher")

    def save_settings(self) -> None:
        pass

    def apply_settings(self) -> None:
        pass

    def quit(self) -> None:
        self.quits += 1


def new_canvas() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode(SIZE)
    return pygame.Surface(SIZE)


def click(scene: Any, pos: tuple[int, int], button: int = 1) -> None:
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))


def key(scene: Any, k: int, mod: int = 0, unicode: str = "") -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))


def run_until(scene: Any, condition: Callable[[], bool], canvas: pygame.Surface | None = None,
              frames: int = 3000, dt: float = 1 / 60) -> bool:
    for _ in range(frames):
        if condition():
            return True
        scene.update(dt)
        if canvas is not None:
            scene.draw(canvas)
    return condition()


def played_in(session: Session, moves: int,
              person: Callable[[Session], Any] = lambda s: s.state.legal_actions()[-1]) -> Session:
    """The game `moves` actions in: computers choose their own, a person plays `person`'s
    choice (by default the last legal action). Stops early when the game ends."""
    for _ in range(moves):
        if session.over:
            break
        if session.is_bot_turn():
            session.play_bot()
        else:
            session.apply(person(session))
    return session


def make_scene(session: Session, app: Any | None = None, mode: str | None = None) -> Any:
    """The game's own scene on a seat's table model, as the app would build it."""
    return session.manifest.make_scene(app or StandInApp(), TableModel(session), mode)


def render(session: Session, frames: int = 3, mode: str | None = None) -> bytes:
    """The pixels of the game's scene after a few quiet frames (fixed steps, no input)."""
    canvas = new_canvas()
    scene = make_scene(session, mode=mode)
    scene.on_enter()
    for _ in range(frames):
        scene.update(1 / 60)
        canvas.fill((0, 0, 0))
        scene.draw(canvas)
    return pygame.image.tobytes(canvas, "RGB")


def with_state(session: Session, state: Any) -> Session:
    """The same table (seats, seed, log) over another state."""
    twin = copy.copy(session)
    twin.state = state
    twin.autosave = None
    return twin


def frames_identical(session: Session, swap_hidden: Callable[[Any], Any],
                     mode: str | None = None) -> tuple[bool, bool]:
    """(the swap changed the state, the frames are byte-identical).

    `swap_hidden(state)` returns a copy of the state whose hidden facts differ (the chambers,
    the blocked slots, the order of a face-down pile) but whose every seat sees the same."""
    swapped = swap_hidden(copy.deepcopy(session.state))
    changed = swapped.to_dict() != session.state.to_dict()
    for seat in range(len(session.seats)):
        assert session.game.observation(swapped, seat) == session.observation(seat), (
            "the swap must change only what no seat sees")
    a = render(session, mode=mode)
    b = render(with_state(session, swapped), mode=mode)
    return changed, a == b


def reaches_the_rules(source: str, package: str, names: tuple[str, ...] = ("session", "Session"),
                      imported: tuple[str, ...] = ()) -> list[str]:
    """Where a presentation module's source reaches past its table model: `.state`,
    `.session` or `._session`, one of `names`, an import of the session or of the game's
    bot, or an import of one of `imported` (the rules' State class, `observation`). Empty
    when it sees the table as a seat does."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in ("state", "session", "_session"):
            found.append(f"line {node.lineno}: .{node.attr}")
        elif isinstance(node, ast.Name) and node.id in names:
            found.append(f"line {node.lineno}: {node.id}")
        elif isinstance(node, ast.ImportFrom) and node.module in (
                "castle_games.session", f"{package}.bot"):
            found.append(f"line {node.lineno}: imports {node.module}")
        elif isinstance(node, ast.ImportFrom) and any(a.name in imported for a in node.names):
            found.append(f"line {node.lineno}: imports {[a.name for a in node.names]}")
    return found
