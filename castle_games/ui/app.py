"""The application: the scene stack, the main loop, and the safety net.

`App` is put together from its parts, one job each: the window and its letterboxed
canvas (ui/window.py), the mixer and the voice (ui/sound_host.py), and the game on the
table from its start to the doors (ui/game_lifecycle.py); the command line's `run()` is in
ui/entry.py. This file keeps the stack of scenes, the notes over them, the settings, and
the loop: 60 frames a second while anything moves, otherwise waiting for input.

Any exception from a scene is logged to castle-games.log, the running game is saved, and
a friendly "Oops" screen replaces the traceback. Heavy modules (game views, physics, sound
synthesis) are imported only when needed, after the launcher's first frame.

The app keeps the promise of `ui.scene.Host` (and, for a game's scene, the narrower
`TableHost`): a scene never needs to look whether the app has a thing.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from castle_games.core import languages
from castle_games.core import settings as settings_store
from castle_games.ui import theme
from castle_games.ui.card_places import REFUSAL
from castle_games.ui.game_lifecycle import GameLifecycle
from castle_games.ui.heap import clear_caches, one_heap
from castle_games.ui.scene import CANVAS_SIZE, SMALLEST_WINDOW, SMOOTH, Scene
from castle_games.ui.shutdown import Shutdown
from castle_games.ui.sound_host import SoundHost
from castle_games.ui.startup import process_start_time, setup_logging
from castle_games.ui.toast import Toasts, draw_muted
from castle_games.ui.window import StartupProblem, Window

log = logging.getLogger("castle_games.ui")

__all__ = ["App", "PREWARM_AT_FRAME", "StartupProblem"]

PREWARM_AT_FRAME = 10  # sounds are rendered in the background from this frame on
MAX_DT = 0.1  # a stall (dragging the window, a slow disk) must not jump animations ahead
IDLE_WAKE = 1.0  # seconds: a still screen is drawn again at least this often
POLL_SLICE = 1 / 60  # waiting where SDL cannot block (dummy video): input within a frame


class App(Window, SoundHost, GameLifecycle):
    """The running program: its parts (window, sound and voice, the game lifecycle) and
    the stack of scenes they serve, drawn once a frame."""

    def __init__(self, *, headless: bool = False, size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None, settings: settings_store.Settings | None = None,
                 persist: bool = True, audio: bool = True, launcher: bool = True,
                 language: str | None = None, ask_first: bool | None = None) -> None:
        one_heap()
        if headless and not os.environ.get("SDL_VIDEODRIVER"):
            os.environ["SDL_VIDEODRIVER"] = "dummy"
        self.headless = headless
        self.persist = persist  # False: never read or write the player's files (screenshots)
        self.log_path = setup_logging() if persist else None
        self.toasts = Toasts()
        first_start = False
        if settings is None:
            report = settings_store.load_settings() if persist else settings_store.LoadReport(
                settings_store.Settings())
            settings = report.settings
            first_start = report.first_start and persist
            if report.problem:
                self.toasts.banner(report.problem)
        self.settings = settings
        if language is not None or persist:  # a screenshot's language is the command line's
            languages.use(languages.choose(language, settings.language))
        self._init_sound(audio)
        self.mode: str | None = None  # a game's extra way to play (its manifest's modes)
        self.launcher_visits = 0  # the launcher says itself in full the first time only
        # Called before a game is shown (a new one or a saved one): what runs in the
        # background of the doors and must let go of the saves first (a table hosted far
        # away while the doors are open).
        self.before_a_game: list[Callable[[], None]] = []
        self._init_games()
        self.stack: list[Scene] = []
        self.running = True
        self.exit_code = 0
        self.shutdown = Shutdown()  # SIGTERM (a logout): save and end, no question
        self.time = 0.0
        self.frames = 0
        self.first_frame_seconds: float | None = None
        self.first_frame_hook: Callable[[float], None] | None = None
        self._crash_times: list[float] = []
        self._open_display(size, settings.fullscreen if fullscreen is None else bool(fullscreen))
        self.clock = pygame.time.Clock()
        if launcher:
            from castle_games.ui.launcher import Launcher

            self.push(Launcher(self))
        # The very first start in a real window asks once about Read aloud, the switch a
        # child who cannot read yet needs (tests and pictures ask for it themselves); the
        # question comes over the doors right after the first frame, which does not wait.
        self._ask_read_aloud = bool(launcher and first_start and not settings.read_aloud_asked
                                    and (not headless if ask_first is None else ask_first))

    # -- scene stack ----------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.on_exit()
        if scene is self.game_scene:
            self.game_scene = None
        if self.top is not None:
            self.top.on_enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            old = self.stack.pop()
            old.on_exit()
            if old is self.game_scene:
                self.game_scene = None
        self.push(scene)

    def _clear(self) -> None:
        while self.stack:
            scene = self.stack.pop()
            try:
                scene.on_exit()
            except Exception:
                log.exception("on_exit failed for %s", type(scene).__name__)
        self.game_scene = None

    # -- notes ----------------------------------------------------------------------------
    def notify(self, text: str, seconds: float = 3.0) -> None:
        self.toasts.notify(text, seconds)

    def refusal(self, text: str) -> None:
        """A sentence for the person at the table (a move refused, "Wait a moment")."""
        self.toasts.notify(text, kind=REFUSAL)

    def banner(self, text: str) -> None:
        self.toasts.banner(text)

    # -- settings -------------------------------------------------------------------------
    def apply_settings(self) -> None:
        self.apply_sound_settings()
        self.set_fullscreen(self.settings.fullscreen)

    def set_language(self, code: str) -> None:
        """Speak `code` from the next frame on, and remember it: every word is looked up in
        the catalogue when it is drawn, so nothing needs to restart."""
        languages.use(code)
        self.settings.language = code
        self.save_settings()
        clear_caches(("castle_games.ui.", "castle_games.games."))  # pictures with words
        for scene in self.stack:
            relabel = getattr(scene, "relabel", None)
            if relabel is not None:
                relabel()

    def save_settings(self) -> None:
        if self.persist:
            settings_store.save_settings(self.settings)

    # -- the frame ------------------------------------------------------------------------
    def _dispatch(self, event: pygame.event.Event) -> None:
        kind = event.type
        if kind == pygame.QUIT:
            self.quit()
            return
        if kind == pygame.VIDEORESIZE:
            if not self.fullscreen:
                self._windowed_size = (max(SMALLEST_WINDOW[0], event.w),
                                       max(SMALLEST_WINDOW[1], event.h))
            return
        if kind == pygame.KEYDOWN and (event.key == pygame.K_F11 or (
                event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT)):
            self.toggle_fullscreen()
            return
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            event = self._to_canvas(event)
            if kind == pygame.MOUSEBUTTONDOWN:
                if not pygame.Rect((0, 0), CANVAS_SIZE).collidepoint(event.pos):
                    return  # a click on the letterbox bars
                self._hush()  # a click, like a key, cuts a menu line or a prompt
                if event.button == 1 and self.toasts.click(event.pos):
                    return
        top = self.top
        if top is None:
            return
        if (kind == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and top is self.game_scene
                and self.session is not None and not getattr(top, "handles_escape", False)):
            self.pause()
            return
        top.handle(event)

    def feed(self, event: pygame.event.Event) -> None:
        """Hand one event (window coordinates) to the app as the loop would (tests)."""
        self.guard(lambda: self._dispatch(event))

    def guard(self, action: Callable[[], Any]) -> None:
        """Run `action` inside the safety net: an exception is logged and the "Oops"
        screen shown, never a traceback."""
        try:
            action()
        except Exception as exc:  # noqa: BLE001 - the safety net: no traceback for players
            self._crash(exc)

    def _crash(self, exc: BaseException) -> None:
        from castle_games.ui.screens import OopsScene

        log.error("a screen failed: %s", exc, exc_info=exc)
        now = time.monotonic()
        self._crash_times = [t for t in self._crash_times if now - t < 3.0] + [now]
        if len(self._crash_times) > 6:
            log.error("giving up after repeated failures")
            self.exit_code = 1
            self.quit()
            return
        saved = False
        if self.session is not None and not self.session.over:
            # said on the Oops screen: so it waits for the disk (a little)
            saved = self.session.save_quietly() and self.session.wait_for_save(timeout=3.0)
        self._clear()
        self.session = None
        self.table = None
        self.push(OopsScene(self, saved=saved, log_path=self.log_path))

    def _draw_scenes(self) -> None:
        i = len(self.stack) - 1
        while i > 0 and not self.stack[i].opaque:
            i -= 1
        if not self.stack or not self.stack[i].opaque:
            self.canvas.fill(theme.NIGHT)
        theme.start_words(self.canvas)
        for scene in self.stack[i:]:
            scene.draw(self.canvas)
            guidance = getattr(scene, "draw_guidance", None)  # the hint, the guided game
            if guidance is not None:
                guidance(self.canvas)

    def _frame(self, dt: float) -> None:
        dt = max(0.0, min(dt, MAX_DT))
        self._pick_canvas()
        self.time += dt
        held, self._held = self._held, ()
        for event in (*held, *pygame.event.get()):
            self.guard(lambda e=event: self._dispatch(e))
        self.guard(lambda: self.top.update(dt) if self.top is not None else None)
        if self._voice is not None and self.frames:  # (from the second frame: start-up
            self.guard(self._voice.update)           # starts neither mixer nor engine)
        try:
            self._draw_scenes()
        except Exception as exc:  # noqa: BLE001
            self._crash(exc)
            self.guard(self._draw_scenes)
        self.toasts.update(dt)
        # At a table, its places for cards (set as it drew its hint and coach this frame).
        self.toasts.draw(self.canvas, getattr(self.top, "card_places", None))
        if self.settings.effects_volume <= 0.0 and not self.in_a_mode():
            draw_muted(self.canvas)
        self._present()
        self.frames += 1
        if self.save_check is not None and not self.save_check.done:
            self.guard(self._said_damaged_saves)
        if self.session is not None and self.session.autosave is not None:
            # a save that failed in the background is said as soon as it is known
            self.guard(self.session.heard_from_the_disk)
        if self.frames == 1:
            self._first_frame()
        elif self.frames >= PREWARM_AT_FRAME and self._prewarm_todo:
            # Render the sounds about to be needed in a background thread once the window
            # is up, so that no frame waits for synthesis when a sound first plays.
            self.guard(self._prewarm)

    def _first_frame(self) -> None:
        seconds = time.time() - process_start_time()
        self.first_frame_seconds = seconds
        if self.first_frame_hook is not None:
            self.first_frame_hook(seconds)
        if self.persist:  # the family's results and players: a damaged file is said at
            self.guard(self._check_family_files)  # once, but the window does not wait
        if os.environ.get("CASTLE_GAMES_REPORT_FIRST_FRAME") == "1":
            print(f"FIRST_FRAME {seconds:.4f}", flush=True)
        if os.environ.get("CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME") == "1":
            self.running = False
        if self._ask_read_aloud and self.running:
            from castle_games.ui.first_start import ReadAloudQuestion

            self._ask_read_aloud = False
            self.push(ReadAloudQuestion(self))

    def step_frame(self, dt: float = 1 / 60) -> float:
        """One frame (events, update, draw, present) without the clock; returns its seconds."""
        start = time.perf_counter()
        self._frame(dt)
        return time.perf_counter() - start

    # Events that ended an idle wait (pygame.event.wait takes them off the queue).
    _held: tuple[pygame.event.Event, ...] = ()

    def frame_rate(self) -> float:
        """Frames a second the screen needs now without input: the top scene's wish (see
        Scene.frame_rate) and the notes'; SMOOTH while starting up or sounds are due."""
        if self.frames < PREWARM_AT_FRAME or self._prewarm_todo or self.top is None:
            return SMOOTH
        try:
            rate = float(self.top.frame_rate())
        except Exception:
            log.exception("frame_rate failed for %s", type(self.top).__name__)
            return SMOOTH
        return max(rate, self.toasts.frame_rate(), self._voice_rate())

    def _wait(self, seconds: float) -> None:
        """Wait up to `seconds` for input; an event ends the wait at once."""
        if seconds <= 0.0:
            return
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            # SDL cannot block there (it would poll every millisecond): a frame at a time.
            end = time.perf_counter() + seconds
            while not pygame.event.peek():
                left = end - time.perf_counter()
                if left <= 0.0:
                    return
                time.sleep(min(POLL_SLICE, left))
            return
        event = pygame.event.wait(max(1, int(seconds * 1000)))
        if event.type != pygame.NOEVENT:
            self._held = (*self._held, event)

    def loop(self, seconds: float | None = None) -> int:
        """Play until Quit (or for `seconds`: the bench). While anything moves, 60 frames a
        second; otherwise wait for input, waking only as often as the screen asks."""
        end = None if seconds is None else time.perf_counter() + seconds
        last = time.perf_counter()
        while self.running:
            if self.shutdown.asked:  # the system ends the program (run() took SIGTERM)
                self.stop_now()
                break
            rate = self.frame_rate()
            if rate >= SMOOTH:
                # (the very first frame is drawn at once: there is no frame before it to
                # keep 1/60 s away from, and the window should not open a tick late)
                self.clock.tick(60) if self.frames else self.clock.tick()
            else:
                due = last + (1.0 / rate if rate > 0 else IDLE_WAKE)
                self._wait((due if end is None else min(due, end)) - time.perf_counter())
            if self.shutdown.asked:  # (it may have come while waiting)
                continue
            now = time.perf_counter()
            if end is not None and now >= end:
                break
            self._frame(now - last)
            last = now
        if self.persist:
            settings_store.save_settings(self.settings)
        return self.exit_code
