"""The application: window, letterboxed canvas, scene stack, main loop, and the safety net.

Scenes draw on a fixed 1280x720 canvas; the app scales it to the window (aspect kept,
smooth, dark bars) and gives scenes mouse positions in canvas coordinates. F11 toggles
fullscreen. Any exception from a scene is logged to castle-games.log, the running game is
saved, and a friendly "Oops" screen replaces the traceback. Heavy modules (game views,
physics, sound synthesis) are imported only when needed, after the launcher's first frame.

The app knows the games only through their manifests (castle_games.plugins): a game's
scene is made by its manifest on a `TableModel` of the session, never given the Session.
Game views use: settings, audio, push/pop/replace/top, notify, start_game, handover(seat,
then), pause(), game_over(), rules_page, open_settings, quit.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from castle_games import paths, plugins
from castle_games.core import languages, saves
from castle_games.core import settings as settings_store
from castle_games.core.jsonfile import NewerFile, UnreadableFile, set_aside
from castle_games.core.languages import N_, _
from castle_games.core.manifest import UnknownGame
from castle_games.core.rng import new_seed
from castle_games.core.seats import Seat, parse_players
from castle_games.session import Session, autosave_path
from castle_games.table_model import TableModel
from castle_games.ui import icon, theme
from castle_games.ui.card_places import REFUSAL
from castle_games.ui.scene import CANVAS_SIZE, SMALLEST_WINDOW, SMOOTH, Scene
from castle_games.ui.shutdown import Shutdown
from castle_games.ui.silent_audio import SilentMixer, make_mixer
from castle_games.ui.sound_sets import UI_SOUNDS, game_sounds
from castle_games.ui.startup import process_start_time, setup_logging
from castle_games.ui.toast import Toasts, draw_muted

log = logging.getLogger("castle_games.ui")

PREWARM_AT_FRAME = 10  # sounds are rendered in the background from this frame on
MAX_DT = 0.1  # a stall (dragging the window, a slow disk) must not jump animations ahead
IDLE_WAKE = 1.0  # seconds: a still screen is drawn again at least this often
POLL_SLICE = 1 / 60  # waiting where SDL cannot block (dummy video): input within a frame


# -- the app ------------------------------------------------------------------------------
def _one_heap() -> None:
    """Linux (glibc): every thread allocates from the main heap. A worker thread (the
    voice, the sound prewarm) would otherwise get a heap of its own that keeps its pages:
    +15-25 MB of resident memory for a few spoken lines (the 150 MB budget)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").mallopt(-8, 1)  # M_ARENA_MAX
    except (OSError, AttributeError):
        pass


class App:
    def __init__(self, *, headless: bool = False, size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None, settings: settings_store.Settings | None = None,
                 persist: bool = True, audio: bool = True, launcher: bool = True,
                 language: str | None = None, ask_first: bool | None = None) -> None:
        _one_heap()
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
        self._audio: Any = None
        self._voice: Any = None
        self._want_audio = audio
        self.mode: str | None = None  # a game's extra way to play (its manifest's modes)
        self.session: Session | None = None
        self.table: TableModel | None = None  # the seat's view of the session on the table
        self.game_scene: Scene | None = None
        self.last_human: int | None = None
        self.stack: list[Scene] = []
        self.running = True
        self.exit_code = 0
        self.shutdown = Shutdown()  # SIGTERM (a logout): save and end, no question
        self.time = 0.0
        self.frames = 0
        self.first_frame_seconds: float | None = None
        self.first_frame_hook: Callable[[float], None] | None = None
        self._crash_times: list[float] = []
        self._asked_quit = False  # a second Quit (or window close) while asking: quit
        # Sounds to render in the background once the window is up (see ui/sound_sets.py):
        # the UI's own, then each game's when it starts; each name is asked for once.
        self._prewarm_todo: list[str] = list(UI_SOUNDS)
        self._prewarm_asked: set[str] = set()
        self._scaled: pygame.Surface | None = None
        self.save_check: Any = None
        # Saved games of a newer Castle Games (listed as such, left as they are), as the
        # last saved_games() found them.
        self.newer_saves: list[saves.SavedSummary] = []  # the saved games being read whole (ui/file_checks.py)

        pygame.display.init()
        pygame.font.init()
        try:
            pygame.font.Font(None, 12)  # every word on screen is drawn in pygame's own font
        except (OSError, pygame.error) as exc:
            raise StartupProblem(
                "Castle Games cannot find its letters: the font that comes with pygame-ce "
                f"is missing ({exc}). Installing the games again mends it.") from exc
        pygame.display.set_caption("Castle Games")
        try:
            pygame.display.set_icon(icon.window_icon())
        except pygame.error:
            pass
        self.fullscreen = settings.fullscreen if fullscreen is None else bool(fullscreen)
        self._windowed_size = size or self._default_window_size()
        self._open_window()
        self._offscreen = pygame.Surface(CANVAS_SIZE).convert()
        self.canvas = self._offscreen
        self.clock = pygame.time.Clock()
        if launcher:
            from castle_games.ui.launcher import Launcher

            self.push(Launcher(self))
        # The very first start in a real window asks once about Read aloud, the switch a
        # child who cannot read yet needs (tests and pictures ask for it themselves); the
        # question comes over the doors right after the first frame, which does not wait.
        self._ask_read_aloud = bool(launcher and first_start and not settings.read_aloud_asked
                                    and (not headless if ask_first is None else ask_first))

    # -- window ---------------------------------------------------------------------------
    def _default_window_size(self) -> tuple[int, int]:
        try:
            dw, dh = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return CANVAS_SIZE
        scale = min(1.0, (dw * 0.92) / CANVAS_SIZE[0], (dh * 0.88) / CANVAS_SIZE[1])
        scale = max(scale, SMALLEST_WINDOW[0] / CANVAS_SIZE[0])
        return int(CANVAS_SIZE[0] * scale), int(CANVAS_SIZE[1] * scale)

    def _open_window(self) -> None:
        if self.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            if not self.headless:  # (pictures for the docs may be drawn smaller)
                self._keep_readable()
        self._scaled = None

    def _keep_readable(self) -> None:
        """A window dragged smaller stops at SMALLEST_WINDOW: no letters below readable."""
        try:
            with warnings.catch_warnings():  # (the display module's window, as pygame-ce
                warnings.simplefilter("ignore", DeprecationWarning)  # 2.5 names it)
                window = pygame.Window.from_display_module()
            window.minimum_size = SMALLEST_WINDOW
        except (AttributeError, pygame.error) as exc:
            log.debug("no smallest window size: %s", exc)

    def set_fullscreen(self, on: bool) -> None:
        if on != self.fullscreen:
            self.fullscreen = on
            self.settings.fullscreen = on
            try:
                self._open_window()
            except pygame.error as exc:
                log.warning("cannot switch fullscreen: %s", exc)
                self.fullscreen = not on
                self._open_window()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def layout(self) -> tuple[float, pygame.Rect]:
        """The canvas' scale and its letterboxed place in the window."""
        ww, wh = pygame.display.get_surface().get_size()
        cw, ch = CANVAS_SIZE
        scale = min(ww / cw, wh / ch)
        w, h = max(1, round(cw * scale)), max(1, round(ch * scale))
        return scale, pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def window_to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        scale, rect = self.layout()
        return int((pos[0] - rect.x) / scale), int((pos[1] - rect.y) / scale)

    def _to_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        data = dict(event.dict)
        data["pos"] = self.window_to_canvas(event.pos)
        if "rel" in data:
            scale, _where = self.layout()
            data["rel"] = (int(event.rel[0] / scale), int(event.rel[1] / scale))
        return pygame.event.Event(event.type, data)

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

    def back_to_launcher(self) -> None:
        """Leave any game (already saved after every move) and show the doors."""
        from castle_games.ui.launcher import Launcher

        left_a_game = self._played is not None or self.game_scene is not None
        self._clear()
        self.session = None
        self.table = None
        self.push(Launcher(self))
        if left_a_game:  # (back from a menu alone, there is nothing to collect)
            self._released(self._played, None)
        self._played = None

    _played: Session | None = None  # the last game shown (its caches go when another starts)

    def _released(self, previous: Session | None = None, now: Session | None = None) -> None:
        """Scenes have left for good: collect them now (a scene and its painter, its
        animations and physics hold one another in cycles that Python's collector may keep
        for many games, with their pictures), and when another game (or none, at the
        launcher) takes the table, forget the cached pictures and sounds of the game
        nobody plays any more."""
        if previous is not None and (now is None or now.manifest.id != previous.manifest.id):
            self._forget_game(previous.manifest, now.manifest if now is not None else None)
        gc.collect()
        _trim_heap()

    def _forget_game(self, old: Any, new: Any) -> None:
        # The game's own cached pictures; and back at the launcher (no game on the table)
        # the shared caches too, which the game filled with its words, panels, dice, fonts
        # and sound-making tables: the doors draw their few again in one frame.
        _clear_caches((old.package + ".", *(SHARED_CACHES if new is None else ())))
        keep = set(UI_SOUNDS) | (set(game_sounds(new)) if new is not None else set())
        gone = [s for s in game_sounds(old) if s not in keep]
        self._prewarm_asked.difference_update(gone)
        if self._audio is not None:
            try:
                self._audio.forget(gone)
            except Exception:  # only memory: never stops the game
                log.exception("the mixer could not forget %s", old.id)

    # -- notes ----------------------------------------------------------------------------
    def notify(self, text: str, seconds: float = 3.0) -> None:
        self.toasts.notify(text, seconds)

    def refusal(self, text: str) -> None:
        """A sentence for the person at the table (a move refused, "Wait a moment")."""
        self.toasts.notify(text, kind=REFUSAL)

    def banner(self, text: str) -> None:
        self.toasts.banner(text)

    # -- sound and settings ---------------------------------------------------------------
    @property
    def audio(self) -> Any:
        if self._audio is None:
            self._audio = make_mixer(self.settings) if self._want_audio else SilentMixer()
        return self._audio

    @audio.setter
    def audio(self, mixer: Any) -> None:
        self._audio = mixer

    def want_sounds(self, names: list[str] | tuple[str, ...]) -> None:
        """Render these recipes in the background soon (from frame PREWARM_AT_FRAME on)."""
        for name in names:
            if name not in self._prewarm_asked and name not in self._prewarm_todo:
                self._prewarm_todo.append(name)

    def _prewarm(self) -> None:
        todo, self._prewarm_todo = self._prewarm_todo, []
        self._prewarm_asked.update(todo)
        if todo and self._want_audio:
            self.audio.prewarm(todo)

    def apply_settings(self) -> None:
        if self._audio is not None:
            try:
                self._audio.apply_settings(self.settings)
            except Exception:
                log.exception("the mixer refused the settings")
        self.set_fullscreen(self.settings.fullscreen)

    # -- the voice ---------------------------------------------------------------
    @property
    def voice(self) -> Any:
        """The app's voice (castle_games/speech/voice.py), made on first use. Its engine
        chain (speech/engines.py, Settings' voice) is imported and started by its first line,
        in the voice's worker thread; the samples play on the mixer's speech channel. With
        no sound device it keeps the record only."""
        if self._voice is None:
            from castle_games.speech.voice import Voice

            # No sound wanted (screenshots) or the mixer already up: the player is known now;
            # else it is made once the first line is ready (not before the first frame).
            known = not self._want_audio or self._audio is not None
            self._voice = Voice(self._voice_player() if known else None,
                                self._voice_engine(self.settings.voice),
                                language=languages.current,
                                rate=lambda: self.settings.speech_rate, tell=self.banner,
                                player_factory=None if known else self._voice_player,
                                warm_up=None if known else self._voice_warm_up)
        return self._voice

    @staticmethod
    def _voice_warm_up() -> None:
        """In the voice's worker, before its first line: the mixer's modules (numpy and the
        synthesis), so that starting the mixer on the main thread is quick."""
        import castle_games.audio.mixer  # noqa: F401

    def _voice_player(self) -> Any:
        """The mixer, made when the first line is (not before the first frame); None when
        there is no sound device (the voice then keeps its record only)."""
        audio = self.audio
        return None if getattr(audio, "silent", True) else audio

    @staticmethod
    def _voice_engine(choice: str) -> Any:
        from castle_games.speech.voice import Deferred

        def make() -> Any:
            from castle_games.speech.engines import make_chain

            return make_chain(choice)

        return Deferred(make)

    def use_voice(self, choice: str) -> None:
        """Settings' Voice: this engine speaks from the next line on."""
        self.settings.voice = choice
        if self._voice is not None:
            self._voice.stop()
            self._voice.engine = self._voice_engine(choice)

    def _voice_rate(self) -> float:
        """Frames a second the voice needs (a line being made, or waiting for its turn)."""
        if self._voice is None:
            return 0.0
        try:
            return float(self._voice.needs_frames())
        except Exception:
            log.exception("the voice's frame rate failed")
            return 0.0

    def _check_family_files(self) -> None:
        """Read the records, the players and the kind players' memory once, after the first
        frame, and start reading every saved game whole: a damaged one is set aside and said
        now, not in the middle of the next game's end (ui/file_checks.py)."""
        from castle_games.ui.file_checks import SaveCheck, side_file_problems

        for problem in side_file_problems():
            self.toasts.banner(problem)
        self.save_check = SaveCheck()

    def _said_damaged_saves(self) -> None:
        """The saved games found damaged in the background: said and set aside (not the one
        on the table, which resumed and is being played)."""
        playing = self.session.autosave if self.session is not None else None
        found = self.save_check.found() if self.save_check is not None else []
        for problem in found:
            if problem.path != playing and os.path.lexists(problem.path):
                self._save_unusable(problem.path, problem.told())
        if found:
            from castle_games.ui.launcher import Launcher

            for scene in self.stack:
                if isinstance(scene, Launcher):
                    scene.refresh_saved()

    def _hush(self) -> None:
        """Cut the line being said if it is only a menu item or a prompt (a result or a
        warning is heard to its end): the player has moved on."""
        voice = self._voice
        current = getattr(voice, "current", None)
        if current is not None and int(current.priority) <= 2 and voice.speaking():
            voice.stop()

    def speak(self, text: str, priority: int = 2, *, always: bool = False,
              language: str | None = None) -> None:
        """Say `text` (already in the language in use, or in `language`) when Read aloud is
        on, or `always` (the focused menu item after a key press, the by-ear mode)."""
        if always or self.settings.read_aloud or self.in_a_mode():
            if language is None:
                self.voice.say(text, priority=priority)
            else:
                self.voice.say(text, priority=priority, language=language)

    def set_language(self, code: str) -> None:
        """Speak `code` from the next frame on, and remember it: every word is looked up in
        the catalogue when it is drawn, so nothing needs to restart."""
        languages.use(code)
        self.settings.language = code
        self.save_settings()
        _clear_caches(("castle_games.ui.", "castle_games.games."))  # pictures with words
        for scene in self.stack:
            relabel = getattr(scene, "relabel", None)
            if relabel is not None:
                relabel()

    def save_settings(self) -> None:
        if self.persist:
            settings_store.save_settings(self.settings)

    # -- games ----------------------------------------------------------------------------
    def saved_games(self) -> list[saves.SavedSummary]:
        """The unfinished games on this computer that can be resumed, newest first; an
        unreadable file is set aside and said once."""
        if not self.persist:
            return []
        found, problems = saves.list_saved(paths.saves_dir())
        for problem in problems:
            self._save_unusable(problem.path, problem.told())
        known = set(plugins.ids())
        for summary in found:
            if summary.game not in known:  # kept: the game may be installed again
                log.warning("saved game of an unknown game kept: %s", summary.path)
        self.newer_saves = [s for s in found if s.newer and s.game in known]
        return [s for s in found if s.game in known and not s.newer]

    def _save_unusable(self, path: Path, why: str) -> None:
        """`why`: a whole sentence about the file, in the language in use."""
        moved = set_aside(path)
        log.warning("saved game unusable: %s %s", path, why)
        told = _("A saved game cannot be resumed. {why}").format(why=why)
        if moved:
            told += " " + _("It was moved to {file}.").format(file=moved.name)
        self.banner(told)

    def resume_saved(self, path: Path) -> None:
        """Go on with a saved game where it was; it keeps its own file."""
        try:
            session = Session.resume(path, autosave=path)
        except NewerFile as exc:  # left as it is, for the newer program
            self.banner(_("This saved game was made by a newer Castle Games. {why}").format(
                why=exc.told()))
        except UnreadableFile as exc:
            self._save_unusable(path, exc.told())
        except UnknownGame as exc:
            self.banner(_("This saved game cannot be opened: {problem}.").format(problem=exc))
        except Exception as exc:
            log.exception("resume failed")
            self._save_unusable(path, _("It cannot be rebuilt ({problem}).").format(problem=exc))
        else:
            # A game begun in one of its modes (by ear) goes on in it: the save says so.
            self.mode = next((m.flag for m in session.manifest.modes
                              if session.match.get(m.flag)), None)
            self.start_game(session)
            if session.over:
                self.game_over(session)
            return
        if self.top is not None:
            self.top.on_enter()  # the launcher redraws its list of saved games

    def delete_saved(self, path: Path) -> None:
        """A player deleted a saved game on purpose."""
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("could not delete %s: %s", path, exc)
            self.notify(_("The saved game could not be deleted ({problem}).").format(
                problem=exc.strerror or exc))

    def start_game(self, session: Session) -> None:
        """Show the game's table (in the app's mode if the game has it); the launcher stays
        below it."""
        mode = session.manifest.own_mode(self.mode)
        if mode is not None:
            session.match[mode] = True  # remembered in the save: a resume goes on this way
        else:
            self.want_sounds(game_sounds(session.manifest))  # (a mode does its own)
        session.on_save_problem = self.banner  # told once; the session keeps trying
        self.table = TableModel(session)
        scene = session.manifest.make_scene(self, self.table, mode)
        self.show_game(session, scene)

    def show_log(self) -> None:
        """What happened so far in the game on the table (the pause menu's "What happened")."""
        from castle_games.ui.table_log import LogScene

        if self.session is not None and self.table is not None:
            self.toasts.recap("", [])  # the log says it all
            self.push(LogScene(self, self.session.manifest, self.table, self.session))

    def show_game(self, session: Session, scene: Scene) -> None:
        from castle_games.ui.launcher import Launcher

        bottom = self.stack[0] if self.stack and isinstance(self.stack[0], Launcher) else None
        self._clear()
        self.push(bottom if bottom is not None else Launcher(self))
        self.session = session
        self.last_human = None
        self.push(scene)
        self.game_scene = scene
        self._released(self._played, session)
        self._played = session

    def needs_handover(self, session: Session, seat: int) -> bool:
        if not self.settings.handover_screens or not 0 <= seat < len(session.seats):
            return False
        humans = sum(1 for s in session.seats if s.is_human)
        return humans >= 2 and session.seats[seat].is_human and seat != self.last_human

    def handover(self, seat: int, then: Callable[[], None]) -> None:
        """Before a human's turn: "Pass to Anna" when the mouse changes hands, then `then()`."""
        session = self.session
        if session is None:
            then()
            return
        if self.needs_handover(session, seat):
            from castle_games.ui.screens import HandoverScene

            self.push(HandoverScene(self, session, seat, then))
            return
        if 0 <= seat < len(session.seats) and session.seats[seat].is_human:
            humans = sum(1 for s in session.seats if s.is_human)
            if humans >= 2 and seat != self.last_human:  # the mouse changes hands
                player = session.seats[seat]
                self.toasts.turn(_("{player}'s turn").format(player=player.name), player.rgb)
            self.last_human = seat
        then()

    def tell_while_away(self, seat: int) -> None:
        """The card that says what the others did since this person's last move (the table
        asks once per person's turn)."""
        from castle_games.ui.table_log import while_away

        session = self.session
        if session is None or self.table is None or self.in_a_mode():
            return
        if getattr(self.game_scene, "coach", None) is not None:
            return  # (in a guided game the coach's card tells what the others did)
        if not 0 <= seat < len(session.seats) or not session.seats[seat].is_human:
            return
        try:
            lines = while_away(session.manifest, self.table, seat)
        except Exception:
            log.exception("no 'while you were away' card")
            return
        seats = session.seats
        self.toasts.recap(_("Since your last move, {player}:").format(player=seats[seat].name),
                          [(text, seats[who].rgb) for who, text in lines])

    def in_a_mode(self) -> bool:
        """The table is played in one of its game's own modes (by ear: nothing to read)."""
        return (self.session is not None
                and self.session.manifest.own_mode(self.mode) is not None)

    def pause(self) -> None:
        from castle_games.ui.screens import PauseScene

        if not isinstance(self.top, PauseScene) and self.session is not None:
            self.push(PauseScene(self, self.session))

    def game_over(self, session: Session | None = None) -> None:
        """The game on the table has ended (its scene says so, or a resume found it over)."""
        from castle_games.ui.screens import GameOverScene

        session = session or self.session
        if session is None:
            return
        if any(isinstance(s, GameOverScene) and s.session is session for s in self.stack):
            return
        self.forget_autosave(session)
        self.push(GameOverScene(self, session))

    def forget_autosave(self, session: Session | None = None) -> None:
        """A finished game leaves the saved games (its match totals are counted once); a
        scene that shows its own ending (by ear) calls this instead of game_over()."""
        from castle_games.ui.screens import count_match

        session = session or self.session
        if session is None or not session.over:
            return
        count_match(session)
        # The result is kept before the save goes: stopped in between, the save is found
        # again at the next start and its result (kept under the game's own mark) counts once.
        self._keep_result(session)
        if session.autosave is not None:
            try:
                session.autosave.unlink(missing_ok=True)
            except OSError as exc:
                log.warning("could not remove the autosave: %s", exc)

    def _keep_result(self, session: Session) -> None:
        """A finished game goes into the family's records once (the Hall of fame, `stats`);
        a records file that cannot be read or written is said, and the game goes on."""
        if (not self.persist or session.match.get("recorded") or session.match.get("lesson")
                or session.state.outcome is None):  # (a guided game is not a result)
            return
        session.match["recorded"] = True
        from castle_games.core import records

        try:
            totals = session.match.get("totals") if session.manifest.match is not None else ()
            mark = (f"{session.autosave.name}:{session.seed}:{len(session.actions)}"
                    if session.autosave is not None else "")
            result = records.result_of(
                session.game_id, [s.name for s in session.seats],
                [not s.is_human for s in session.seats], session.state.outcome,
                session.state.turn_count, session.played_seconds(), totals or (), mark)
            problem = records.add(result)
        except Exception:  # the records are a keepsake: never the reason a game stops
            log.exception("the result could not be kept")
            return
        if problem:
            self.banner(problem)

    def play_again(self) -> None:
        """The same table again (same seats, options and mode), a new seed."""
        from castle_games.ui.screens import next_game

        if self.session is not None:
            self.forget_autosave(self.session)
            self.start_game(next_game(self.session, new_seed()))

    def open_setup(self, game_id: str) -> None:
        """The doors, and over them the seat setup of `game_id` (after a guided game)."""
        from castle_games.ui.setup import SetupScene

        self.back_to_launcher()
        self.push(SetupScene(self, game_id))

    def rules_page(self, game_id: str) -> None:
        from castle_games.ui.rules_page import RulesScene

        self.push(RulesScene(self, game_id))

    def open_settings(self) -> None:
        """Settings, behind the grown-up gate (press and hold): a child's stray clicks never
        change the volumes or the speed."""
        from castle_games.ui.gate import GateScene
        from castle_games.ui.settings_screen import SettingsScene

        self.push(GateScene(self, lambda: self.push(SettingsScene(self))))

    def quit(self) -> None:
        """Quit; during a game, ask once first (the game is saved either way)."""
        if (self.session is not None and not self.session.over and not self._asked_quit
                and not self.session.match.get("lesson")):  # (a guided game keeps nothing)
            self.session.save_quietly()
            self._asked_quit = True
            from castle_games.ui.saved_games import AskScene

            def stay() -> None:
                self._asked_quit = False
                self.pop()

            self.push(AskScene(self, N_("Stop playing now?"),
                               N_("The game is saved: it waits behind its door for next time."), [
                                   (N_("Yes, stop"), self.quit, "danger"),
                                   (N_("No, keep playing"), stay, "go"),
                               ]))
            return
        if self.session is not None and not self.session.over:
            self.session.save_quietly()
        self.running = False

    def stop_now(self) -> None:
        """The system ends the program (ui/shutdown.py): the game saved, no question."""
        log.info("%s: saving and stopping", self.shutdown.asked or "asked to stop")
        if (self.session is not None and not self.session.over
                and not self.session.match.get("lesson")):  # (a guided game keeps nothing)
            self.session.save_quietly()
        self.running = False

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
        self._guard(lambda: self._dispatch(event))

    def _guard(self, action: Callable[[], Any]) -> None:
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
            saved = self.session.save_quietly()
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

    def _pick_canvas(self) -> None:
        # When the window is exactly canvas-sized, draw straight into it and save a copy.
        window = pygame.display.get_surface()
        self.canvas = window if window.get_size() == CANVAS_SIZE else self._offscreen

    def _frame(self, dt: float) -> None:
        dt = max(0.0, min(dt, MAX_DT))
        self._pick_canvas()
        self.time += dt
        held, self._held = self._held, ()
        for event in (*held, *pygame.event.get()):
            self._guard(lambda e=event: self._dispatch(e))
        self._guard(lambda: self.top.update(dt) if self.top is not None else None)
        if self._voice is not None and self.frames:  # (from the second frame: start-up
            self._guard(self._voice.update)           # starts neither mixer nor engine)
        try:
            self._draw_scenes()
        except Exception as exc:  # noqa: BLE001
            self._crash(exc)
            self._guard(self._draw_scenes)
        self.toasts.update(dt)
        # At a table, its places for cards (set as it drew its hint and coach this frame).
        self.toasts.draw(self.canvas, getattr(self.top, "card_places", None))
        if self.settings.effects_volume <= 0.0 and not self.in_a_mode():
            draw_muted(self.canvas)
        self._present()
        self.frames += 1
        if self.save_check is not None and not self.save_check.done:
            self._guard(self._said_damaged_saves)
        if self.frames == 1:
            self._first_frame()
        elif self.frames >= PREWARM_AT_FRAME and self._prewarm_todo:
            # Render the sounds about to be needed in a background thread once the window
            # is up, so that no frame waits for synthesis when a sound first plays.
            self._guard(self._prewarm)

    def _present(self) -> None:
        window = pygame.display.get_surface()
        scale, rect = self.layout()
        if self.canvas is window:
            pass
        elif rect.size == CANVAS_SIZE:
            window.blit(self.canvas, rect)
        else:
            if self._scaled is None or self._scaled.get_size() != rect.size:
                self._scaled = pygame.Surface(rect.size, 0, self._offscreen)
            if rect.width < CANVAS_SIZE[0] * 2:
                pygame.transform.smoothscale(self.canvas, rect.size, self._scaled)
            else:  # very large screens: plain scaling keeps the frame rate
                pygame.transform.scale(self.canvas, rect.size, self._scaled)
            if rect.topleft != (0, 0) or rect.size != window.get_size():
                window.fill(theme.NIGHT)
            window.blit(self._scaled, rect)
        pygame.display.flip()

    def _first_frame(self) -> None:
        seconds = time.time() - process_start_time()
        self.first_frame_seconds = seconds
        if self.first_frame_hook is not None:
            self.first_frame_hook(seconds)
        if self.persist:  # the family's results and players: a damaged file is said at
            self._guard(self._check_family_files)  # once, but the window does not wait
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


# Modules whose caches fill from every game (bounded, but a game's words and pictures are
# of no use once nobody plays it): cleared when the table is left for the launcher.
SHARED_CACHES = ("castle_games.ui.draw", "castle_games.ui.art.", "castle_games.ui.theme",
                 "castle_games.audio.synth")


def _clear_caches(prefixes: tuple[str, ...]) -> None:
    """`cache_clear()` every cache (lru_cache, draw.sized_cache) defined in a module whose
    name starts with one of `prefixes`."""
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(prefixes):
            continue
        for value in list(vars(module).values()):
            if (callable(getattr(value, "cache_clear", None))
                    and getattr(value, "__module__", None) == name):
                value.cache_clear()


def _trim_heap() -> None:
    """Give the memory freed with old scenes back to the system (glibc keeps it otherwise,
    and the process would stay as large as its largest game so far)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


# -- entry point --------------------------------------------------------------------------
def _check_players(game: str, seats: list[Seat] | None, typed: bool = True) -> None:
    """Refuse, before a window opens, a table the game cannot seat and (`typed`: from the
    command line) a name the table cannot show: the seat setup's name box holds as many
    letters, and a longer name runs over the other seats."""
    from castle_games.core.profiles import MAX_NAME

    entry = plugins.manifest(game)  # UnknownGame (a ValueError) for a game not installed
    if seats is None:
        return
    entry.check_players(len(seats))
    for seat in seats if typed else ():
        if not seat.is_human:
            continue
        if len(seat.name) > MAX_NAME:
            raise ValueError(f"a player's name has at most {MAX_NAME} letters (as at the "
                             f"table), not {len(seat.name)}: {seat.name[:MAX_NAME]}…")
        if not seat.name.isprintable():
            raise ValueError(f"a player's name is letters, not control characters: "
                             f"{seat.name!r}")


def _direct_session(game: str, players: str | None, seed: int | None,
                    settings: settings_store.Settings) -> Session:
    from castle_games.ui.setup import remembered_seats

    seats = parse_players(players) if players else remembered_seats(settings, game)
    _check_players(game, seats, typed=bool(players))
    options = settings_store.game_options(settings, plugins.manifest(game).game.options, game)
    return Session(game, seats, seed if seed is not None else new_seed(), options,
                   autosave=autosave_path(game))


class StartupProblem(RuntimeError):
    """The program cannot run on this computer; `str(exc)` says why, in plain words."""


def _screen_problem() -> str | None:
    """Why no window can be shown here (SDL would fall back to an invisible one), or None."""
    asked = os.environ.get("SDL_VIDEODRIVER", "")
    try:
        pygame.display.init()
        driver = pygame.display.get_driver()
    except pygame.error as exc:
        return f"Castle Games cannot open a window on this computer ({exc})."
    if driver in ("offscreen", "dummy") and driver not in asked.lower():
        pygame.display.quit()
        return ("Castle Games needs a screen, and none was found (no desktop to open a window "
                "on). Start it from the desktop, not from a remote terminal.")
    return None


def _say(message: str) -> None:
    try:
        print(f"castle-games: {message}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def newest_saved(game: str, mode: str | None = None) -> Path | None:
    """The newest saved game of `game` that can be resumed (begun in `mode`, when one is
    asked: --sound-only goes on with a by-ear game only), or None."""
    found, _problems = saves.list_saved(paths.saves_dir())  # (the app says the problems)
    for summary in found:
        if summary.game == game and not summary.newer and (mode is None
                                                           or summary.match.get(mode)):
            return summary.path
    return None


def run(game: str | None = None, players: str | None = None, seed: int | None = None,
        mode: str | None = None, fullscreen: bool = False, language: str | None = None,
        resume: bool = False) -> int:
    """Open the window (the launcher, or straight into GAME, or with `resume` GAME's newest
    saved game) and play until Quit."""
    languages.choose(language)  # check the command line before any window opens
    if game is not None:
        _check_players(game, parse_players(players) if players else None)
    saved: Path | None = None
    if resume and game is not None:
        saved = newest_saved(game, mode)
        if saved is None:
            flag = "" if mode is None else " --" + mode.replace("_", "-")
            way = f" played{flag}" if flag else ""
            _say(f"there is no saved {plugins.manifest(game).title} game{way} to go on with; "
                 f"start a new one with: castle-games play {game}{flag}")
            return 1
    problem = _screen_problem()
    if problem:
        _say(problem)
        return 1
    try:
        # (a game asked for by name starts at once; the launcher's first start asks about
        # Read aloud; by ear, the voice is always on anyway)
        app = App(fullscreen=True if fullscreen else None, language=language,
                  ask_first=game is None)
    except StartupProblem as exc:
        _say(str(exc))
        pygame.quit()
        return 1
    except pygame.error as exc:
        _say(f"Castle Games cannot open a window ({exc}).")
        pygame.quit()
        return 1
    app.mode = mode
    no_sound = ""
    try:
        if saved is not None:
            app._guard(lambda: app.resume_saved(saved))
        elif game is not None:
            session = _direct_session(game, players, seed, app.settings)
            app._guard(lambda: app.start_game(session))
            if app.in_a_mode() and getattr(app.audio, "silent", False):
                no_sound = ("this way to play is by ear, and no loudspeakers or headphones "
                            "were found (no sound device). Plug some in and start again.")
                _say(no_sound)
        app.shutdown.install()  # a logout's SIGTERM: saved and ended, no question
        code = app.loop()
        if no_sound:
            _say(no_sound)
            return code or 1
        return code
    except ValueError as exc:
        print(f"castle-games: {exc}", file=sys.stderr)
        return 2
    except Exception:
        log.exception("the app stopped")
        print("castle-games: something went wrong; details are in the log file", file=sys.stderr)
        return 1
    finally:
        app.shutdown.uninstall()
        pygame.quit()

