"""The game lifecycle of the app: a game started, resumed, handed over, paused, over, kept
in the family's records, counted in its match, played again, and left.

`GameLifecycle` is one of the parts of `ui.app.App`. It holds the Session; a game's scene
gets a `TableModel` of it, never the Session. The match arithmetic (`count_match`,
`next_game`) sits here too: a match's totals are the lifecycle's to keep.
"""

from __future__ import annotations

import gc
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from castle_games import paths, plugins
from castle_games.core import saves
from castle_games.core.jsonfile import NewerFile, UnreadableFile, set_aside
from castle_games.core.languages import N_, _
from castle_games.core.manifest import UnknownGame
from castle_games.core.match import Match
from castle_games.core.rng import new_seed
from castle_games.session import Session, autosave_path
from castle_games.table_model import TableModel
from castle_games.ui.ear.mixed import MixedTable
from castle_games.ui.heap import SHARED_CACHES, clear_caches, trim_heap
from castle_games.ui.scene import Scene
from castle_games.ui.sound_sets import game_sounds

log = logging.getLogger("castle_games.ui")

SAVE_WAIT_AT_THE_END_S = 5.0  # a disk stuck longer: the result is kept all the same


class GameLifecycle:
    """The game on the table, from its start to the doors (a part of ui.app.App)."""

    settings: Any
    persist: bool
    mode: str | None
    stack: list[Scene]
    toasts: Any
    running: bool
    shutdown: Any
    save_check: Any
    newer_saves: list[saves.SavedSummary]

    def _init_games(self) -> None:
        self.session: Session | None = None
        self.table: TableModel | None = None  # the seat's view of the session on the table
        self.game_scene: Scene | None = None
        self.last_human: int | None = None
        self._asked_quit = False  # a second Quit (or window close) while asking: quit
        self._played: Session | None = None  # the last game shown (its caches go when another starts)
        self.save_check: Any = None  # the saved games being read whole (ui/file_checks.py)
        # Saved games of a newer Castle Games (listed as such, left as they are), as the
        # last saved_games() found them.
        self.newer_saves: list[saves.SavedSummary] = []

    def back_to_launcher(self) -> None:
        """Leave any game (already saved after every move) and show the doors."""
        from castle_games.ui.launcher import Launcher

        left_a_game = self._played is not None or self.game_scene is not None
        self._close_far()
        self._clear()
        self.session = None
        self.table = None
        self.push(Launcher(self))
        if left_a_game:  # (back from a menu alone, there is nothing to collect)
            self._released(self._played, None)
        self._played = None

    def _released(self, previous: Session | None = None, now: Session | None = None) -> None:
        """Scenes have left for good: collect them now (a scene and its painter, its
        animations and physics hold one another in cycles that Python's collector may keep
        for many games, with their pictures), and when another game (or none, at the
        launcher) takes the table, forget the cached pictures and sounds of the game
        nobody plays any more."""
        if previous is not None and (now is None or now.manifest.id != previous.manifest.id):
            self._forget_game(previous.manifest, now.manifest if now is not None else None)
        gc.collect()
        trim_heap()

    def _forget_game(self, old: Any, new: Any) -> None:
        # The game's own cached pictures; and back at the launcher (no game on the table)
        # the shared caches too, which the game filled with its words, panels, dice, fonts
        # and sound-making tables: the doors draw their few again in one frame.
        clear_caches((old.package + ".", *(SHARED_CACHES if new is None else ())))
        self.forget_sounds(old, new)

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

    # -- saved games ----------------------------------------------------------------------
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
        self._let_go()
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
                              if session.match.in_mode(m.flag)), None)
            self.start_game(session)
            if session.over:
                self.game_over(session)
            return
        if self.top is not None:
            self.top.on_enter()  # the launcher redraws its list of saved games

    def delete_saved(self, path: Path) -> None:
        """A player deleted a saved game on purpose."""
        try:
            saves.remove(path)
        except OSError as exc:
            log.warning("could not delete %s: %s", path, exc)
            self.notify(_("The saved game could not be deleted ({problem}).").format(
                problem=exc.strerror or exc))

    # -- the game on the table ------------------------------------------------------------
    def start_game(self, session: Session) -> None:
        """Show the game's table (in the app's mode if the game has it); the launcher stays
        below it."""
        self._let_go()
        mode = session.manifest.own_mode(self.mode)
        if mode is not None:
            session.match.modes[mode] = True  # kept in the save: a resume goes on this way
        else:
            self.want_sounds(game_sounds(session.manifest))  # (a mode does its own)
        session.on_save_problem = self.banner  # told once; the session keeps trying
        self.table = TableModel(session)
        scene = session.manifest.make_scene(self, self.table, mode)
        if mode is None and session.manifest.modes and any(s.by_ear for s in session.seats):
            scene = self._mixed_table(session, self.table, scene)
        self._close_far()
        host = None
        if any(seat.far_away for seat in session.seats):
            from castle_games.ui import far_away  # (the wire's libraries, only when asked)

            host = far_away.host_for(self, session)
            if host is not None:  # seats far away: the table hosts them, shows the invite
                scene = far_away.HostedTable(self, host, scene)
        self.show_game(session, scene)
        if host is not None and not session.over:
            from castle_games.ui.far_away import InviteScene

            self.push(InviteScene(self, host))

    def _close_far(self) -> None:
        """The guests' wires of a table hosted before, closed (a new game, the launcher)."""
        close = getattr(getattr(self, "game_scene", None), "close_the_wires", None)
        if callable(close):
            close()

    def _mixed_table(self, session: Session, table: TableModel[Any], sighted: Scene) -> Scene:
        """A sighted game with a seat played by ear: both tables, each on its seats' turns."""
        manifest = session.manifest
        ear = manifest.make_scene(self, table, manifest.modes[0].flag)
        made = [sighted]

        def sighted_again() -> Scene:
            scene = made.pop() if made else manifest.make_scene(self, table, None)
            return scene

        return MixedTable(self, table, sighted_again, ear)

    def show_table_again(self, old: Scene, new: Scene) -> None:
        if old in self.stack:
            self.stack[self.stack.index(old)] = new
        if self.game_scene is old:
            self.game_scene = new
        elif getattr(self.game_scene, "active", None) is old:
            # (a take-back under a mixed table, or a table hosting family far away)
            self.game_scene.active = new  # type: ignore[union-attr]

    def show_log(self) -> None:
        """What happened so far in the game on the table (the pause menu's "What happened")."""
        from castle_games.ui.table_log import LogScene, ReplayScene

        session = self.session
        if session is not None and self.table is not None:
            self.toasts.recap("", [])  # the log says it all
            manifest = session.manifest
            self.push(LogScene(self, manifest, self.table, lambda start: ReplayScene.of_session(
                self, manifest, session, start)))

    def _let_go(self) -> None:
        for let_go in list(self.before_a_game):
            try:
                let_go()
            except Exception:  # (a background task that fails to stop never stops a game)
                log.exception("letting go before a game failed")

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
        if session.seats[seat].by_ear or session.seats[seat].far_away:
            return False  # no mouse to pass: the table by ear says whose turn it is
        humans = sum(1 for s in session.seats if s.is_human and not s.far_away)
        return humans >= 2 and session.seats[seat].is_human and seat != self.last_human

    def handover(self, seat: int, then: Callable[[], None]) -> None:
        """Before a human's turn: "Pass to Anna" when the mouse changes hands, then `then()`."""
        session = self.session
        if session is None:
            then()
            return
        if self.needs_handover(session, seat):
            from castle_games.ui.screens import HandoverScene

            def taken() -> None:  # the mouse is in this person's hand now
                self.last_human = seat
                then()

            self.push(HandoverScene(self, session, seat, taken))
            return
        if 0 <= seat < len(session.seats) and session.seats[seat].is_human:
            humans = sum(1 for s in session.seats if s.is_human and not s.far_away)
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
        session = session or self.session
        if session is None or not session.over:
            return
        count_match(session)
        # The result is kept before the save goes: stopped in between, the save is found
        # again at the next start and its result (kept under the game's own mark) counts once.
        # So the finished game's save is on the disk first (it is written in the background;
        # by the end of the last move's pictures it long is).
        session.wait_for_save(timeout=SAVE_WAIT_AT_THE_END_S)
        self._keep_result(session)
        if session.autosave is not None:
            try:
                saves.remove(session.autosave)
            except OSError as exc:
                log.warning("could not remove the autosave: %s", exc)

    def _keep_result(self, session: Session) -> None:
        """A finished game goes into the family's records once (the Hall of fame, `stats`);
        a records file that cannot be read or written is said, and the game goes on."""
        if (not self.persist or session.match.recorded or session.match.lesson
                or session.state.outcome is None):  # (a guided game is not a result)
            return
        session.match.recorded = True
        from castle_games.core import records

        try:
            totals = session.match.totals if session.manifest.match is not None else ()
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
                and not self.session.match.lesson):  # (a guided game keeps nothing)
            # (the question says the game is saved: it is on the disk when it is asked)
            self.session.save_quietly()
            self.session.wait_for_save(timeout=2.0)
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
                and not self.session.match.lesson):  # (a guided game keeps nothing)
            self.session.save_quietly()
        self.running = False


# -- the match ------------------------------------------------------------------------------
def count_match(session: Session) -> None:
    """Add a finished game's scores to the match totals once (games played as a match)."""
    outcome = session.state.outcome
    if session.manifest.match is None or outcome is None or session.match.counted:
        return
    totals = list(session.match.totals or [0] * len(session.seats))
    if len(totals) != len(outcome.scores):
        totals = [0] * len(outcome.scores)
    session.match.totals = [t + s for t, s in zip(totals, outcome.scores)]
    session.match.games += 1
    session.match.counted = True


def next_game(session: Session, seed: int) -> Session:
    """Same seats and options, a new seed; a match passes on its totals, and its rules say
    who begins (the game's manifest: `next_match_options`)."""
    options = dict(session.options)
    match = Match()
    totals = session.match.totals
    if session.manifest.match is not None and totals:
        options.update(session.manifest.next_match_options(totals, session.options) or {})
        match = session.match.next_game()
    # The finished game's file is gone; the next one gets a file of its own.
    autosave = autosave_path(session.game_id) if session.autosave is not None else None
    return Session(session.game_id, session.seats, seed, options, autosave=autosave, match=match)
