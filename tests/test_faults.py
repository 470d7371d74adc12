"""Fault injection: the player's files and the machine around the program.

Each case: the program starts or says why, nothing the player had is lost (an unusable
file is renamed, never deleted), nothing is left behind, and no traceback reaches the
player. A read-only folder is simulated (the tests may run as root, who may write
anywhere); a full disk is a real 64 kB tmpfs where the machine lets us mount one, and a
failing write otherwise.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pygame
import pytest
from test_ui_support import make_app

from castle_games import paths
from castle_games.core import jsonfile, saves
from castle_games.core.jsonfile import UnreadableFile
from castle_games.core.seats import COMPUTER, Seat
from castle_games.core.settings import Settings, load_settings, save_settings, settings_path
from castle_games.session import Session, autosave_path
from castle_games.ui import app as app_module
from castle_games.ui import entry as entry_module

ROOT = Path(__file__).resolve().parents[1]
BOTS = [Seat("Robo", "red", COMPUTER, "easy"), Seat("Bea", "blue", COMPUTER, "easy")]


def nested(n: int = 100_000) -> bytes:
    return b'{"kind": "KIND", "version": 1, "x": ' + b"[" * n + b"]" * n + b"}"


def a_save(moves: int = 12) -> Path:
    session = Session("knobelschatz", BOTS, 7, autosave=autosave_path("knobelschatz"))
    for _ in range(moves):
        session.play_bot()
    assert session.wait_for_save()  # (written in the background)
    return session.autosave


def aside(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(name + ".unreadable-*"))


def banners(app) -> str:
    return " | ".join(n.text for n in app.toasts.banners)


def run_cli(*args: str, env: dict | None = None, timeout: float = 60, **kw):
    full = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYGAME_HIDE_SUPPORT_PROMPT="1")
    full.update(env or {})
    kw.setdefault("capture_output", "stdout" not in kw)
    return subprocess.run([sys.executable, "-m", "castle_games", *args], env=full,
                          text=True, timeout=timeout, cwd=ROOT, **kw)


# -- autosave failures are told once, and tried again quietly ----------------------------------
def _play_in_app(moves: int = 6):
    app = make_app()
    session = Session("knobelschatz", BOTS, 3, autosave=autosave_path("knobelschatz"))
    app.start_game(session)
    for _ in range(moves):
        session.play_bot()
    session.wait_for_save(timeout=5)  # the disk has answered (it writes in the background)...
    app.step_frame()  # ...and the next frame says what it answered
    return app, session


@pytest.mark.parametrize("why,error", [
    ("read-only", errno.EROFS), ("read-only", errno.EACCES), ("disk is full", errno.ENOSPC)])
def test_autosave_failure_is_told_once_and_retried(monkeypatch, caplog, why, error):
    def refuse(*args, **kwargs):
        raise OSError(error, os.strerror(error))

    monkeypatch.setattr(jsonfile.tempfile, "mkstemp", refuse)
    with caplog.at_level(logging.WARNING):
        app, session = _play_in_app()
    told = [n.text for n in app.toasts.banners if "cannot be saved" in n.text]
    assert len(told) == 1 and why in told[0]
    assert sum("autosave failed" in r.getMessage() for r in caplog.records) == 1
    monkeypatch.undo()  # mended: the next move saves again
    session.play_bot()
    assert session.wait_for_save() and session.save_problem is None
    assert saves.load(session.autosave).actions == session.actions


def test_home_that_is_a_file_is_told(tmp_path, monkeypatch):
    home = tmp_path / "home-file"
    home.write_text("not a folder")
    monkeypatch.setenv("CASTLE_GAMES_HOME", str(home))
    app, _ = _play_in_app(3)
    assert "a file where the saves folder should be" in banners(app)
    assert home.read_text() == "not a folder"


def test_full_disk_log_says_one_line_not_a_flood(tmp_path, capfd):
    from castle_games.ui.startup import _QuietFile

    handler = _QuietFile(tmp_path / "x.log", maxBytes=512_000, backupCount=1)

    class Full:
        def write(self, text):
            raise OSError(errno.ENOSPC, "No space left on device")

        def flush(self):
            raise OSError(errno.ENOSPC, "No space left on device")

        def close(self):
            pass

        def seek(self, *args):
            return 0

        def tell(self):
            return 0

    handler.stream = Full()
    handler._open = lambda: Full()  # type: ignore[method-assign]
    record = logging.LogRecord("t", logging.WARNING, __file__, 1, "autosave failed", (), None)
    for _ in range(200):
        handler.emit(record)
    err = capfd.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and "No space left" in err


def _mount_tiny(where: Path) -> bool:
    if sys.platform != "linux" or os.geteuid() != 0:
        return False
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(where)],
                          capture_output=True)
    return done.returncode == 0


def test_a_real_full_disk_keeps_the_last_good_save(tmp_path, monkeypatch):
    home = tmp_path / "tiny"
    if not _mount_tiny(home):
        pytest.skip("cannot mount a tiny tmpfs here (needs root on Linux)")
    try:
        monkeypatch.setenv("CASTLE_GAMES_HOME", str(home))
        app, session = _play_in_app(2)
        good = saves.load(session.autosave).actions
        filler = home / "filler"
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
        try:  # fill what is left
            while os.write(fd, b"x" * 1024):
                pass
        except OSError:
            pass
        finally:
            os.close(fd)
        for _ in range(30):
            session.play_bot()
            if session.over:
                break
        session.wait_for_save(timeout=5)
        app.step_frame()  # the frame after the disk answered says it
        assert "disk is full" in banners(app)
        assert saves.load(session.autosave).actions == good  # the old save is whole
        assert not list(session.autosave.parent.glob("*.tmp"))  # nothing left behind
    finally:
        subprocess.run(["umount", "-l", str(home)], capture_output=True)


# -- damaged files that used to get past the safety net ----------------------------------------
def test_nested_json_save_is_set_aside_and_told():
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_bytes(nested().replace(b"KIND", b"castle-games-save"))
    app = make_app()
    assert app.saved_games() == []
    assert "nested far too deeply" in banners(app)
    assert len(aside(folder, "autosave.json")) == 1


def test_nested_json_settings_is_set_aside_and_told():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(nested().replace(b"KIND", b"castle-games-settings"))
    app = make_app()
    assert "nested far too deeply" in banners(app)
    assert len(aside(path.parent, "settings.json")) == 1


def test_moderately_nested_json_is_refused_too(tmp_path):
    path = tmp_path / "f.json"
    path.write_bytes(nested(500).replace(b"KIND", b"k"))
    with pytest.raises(UnreadableFile, match="nested"):
        jsonfile.read_versioned(path, "k", 1)


@pytest.mark.parametrize("options", [
    {"clever-keys": "abc"}, {"knobelschatz": [1]},
    {"seven-locks": {"strategists": "yes"}}, {"tajemnica-zamku": {"starter": 9}}])
def test_wrong_typed_options_are_dropped_told_and_heal(options):
    settings = Settings().to_dict()
    settings["options"] = options
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(settings))
    report = load_settings()
    game = next(iter(options))
    entry = options[game]
    if not isinstance(entry, dict):  # the whole entry was of the wrong shape
        assert report.problem and game in report.problem
        assert len(aside(path.parent, "settings.json")) == 1
    app = make_app()
    from castle_games.ui.screens import OopsScene
    from castle_games.ui.setup import SetupScene

    app.guard(lambda: app.push(SetupScene(app, game)))
    app.step_frame()
    assert not any(isinstance(s, OopsScene) for s in app.stack)
    session = entry_module._direct_session(game, None, 1, app.settings)
    assert session.options == session.game.default_options()
    save_settings(app.settings)
    assert load_settings().problem is None  # healed


def test_wrong_typed_options_play_from_the_command_line():
    settings = Settings().to_dict()
    settings["options"] = {"clever-keys": "abc"}
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(settings))
    done = run_cli("play", "clever-keys", "--players", "bot:easy,bot:easy",
                   env={"CASTLE_GAMES_HOME": os.environ["CASTLE_GAMES_HOME"],
                        "CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME": "1"})
    assert done.returncode == 0, done.stderr
    assert "dictionary update" not in done.stderr


def _save_dict(**change) -> dict:
    data = saves.SavedGame("knobelschatz", BOTS, {}, 7).to_dict()
    data.update(change)
    return data


@pytest.mark.parametrize("change,why", [
    ({"version": True}, "version"), ({"version": -5}, "version"), ({"version": 0}, "version"),
    ({"seed": 7.9}, "seed"), ({"seed": "7"}, "seed"), ({"seats": []}, "nobody"),
    ({"seats": [{"name": 3}]}, "name"), ({"actions": {"a": 1}}, "actions"),
    ({"seats": [{"name": "A", "kind": "wizard"}]}, "kind")])
def test_wrong_values_are_refused(tmp_path, change, why):
    path = tmp_path / "g.json"
    path.write_text(json.dumps(_save_dict(**change)))
    with pytest.raises(UnreadableFile, match=why):
        saves.load(path)


def test_state_that_disagrees_with_its_moves_is_refused_and_set_aside():
    path = a_save(12)
    data = json.loads(path.read_text())
    data["actions"] = data["actions"][:2]
    path.write_text(json.dumps(data))
    with pytest.raises(UnreadableFile, match="does not agree"):
        Session.resume(path)
    app = make_app()
    app.resume_saved(path)
    assert app.session is None and "does not agree" in banners(app)
    assert len(aside(path.parent, path.name)) == 1


def test_a_good_save_still_resumes_exactly():
    path = a_save(12)
    session = Session.resume(path)
    assert len(session.actions) == 12


def test_a_100_mb_save_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "big.json"
    head = json.dumps(_save_dict())[:-1] + ', "padding": "'
    with open(path, "w") as f:
        f.write(head)
        f.truncate(100 * 1024 * 1024)  # sparse: quick to make
    start = time.perf_counter()
    with pytest.raises(UnreadableFile, match="too large"):
        saves.load(path)
    assert time.perf_counter() - start < 0.5


def test_a_byte_order_mark_is_fine():
    path = a_save(3)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert len(saves.load(path).actions) == 3
    settings = settings_path()
    settings.parent.mkdir(parents=True)
    settings.write_bytes(b"\xef\xbb\xbf" + json.dumps(Settings(mono=True).to_dict()).encode())
    report = load_settings()
    assert report.problem is None and report.settings.mono


@pytest.mark.skipif(not hasattr(os, "symlink") or sys.platform == "win32", reason="symlinks")
@pytest.mark.parametrize("kind,why", [("dangling", "not there"), ("loop", "circle")])
def test_broken_links_are_told_and_set_aside(kind, why):
    path = settings_path()
    path.parent.mkdir(parents=True)
    if kind == "dangling":
        path.symlink_to(path.parent / "gone.json")
    else:
        other = path.parent / "other.json"
        path.symlink_to(other)
        other.symlink_to(path)
    report = load_settings()
    assert report.problem and why in report.problem
    assert len(aside(path.parent, "settings.json")) == 1
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    (folder / "autosave.json").symlink_to(folder / "nowhere.json")
    found, problems = saves.list_saved(folder)
    assert found == [] and "not there" in problems[0].why


# -- hangs ------------------------------------------------------------------------------------
def _in_time(job, seconds: float = 5.0):
    result: list = []
    thread = threading.Thread(target=lambda: result.append(job()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "blocked"
    return result[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_fifo_as_save_or_settings_does_not_block():
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    os.mkfifo(folder / "autosave.json")
    found, problems = _in_time(lambda: saves.list_saved(folder))
    assert found == [] and "not an ordinary file" in problems[0].why
    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    report = _in_time(load_settings)
    assert report.problem and "not an ordinary file" in report.problem
    assert len(aside(path.parent, "settings.json")) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_fifo_autosave_start_up_reaches_the_first_frame(tmp_path):
    home = tmp_path / "h"
    (home / "data" / "saves").mkdir(parents=True)
    os.mkfifo(home / "data" / "saves" / "autosave.json")
    done = run_cli(env={"CASTLE_GAMES_HOME": str(home),
                        "CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME": "1"}, timeout=30)
    assert done.returncode == 0 and "Traceback" not in done.stderr


# -- leftovers ------------------------------------------------------------------------------------
def test_leftover_temporary_files_are_cleaned_at_start():
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    old = [folder / f"autosave.json.x{i}.tmp" for i in range(12)]
    config = settings_path().parent
    config.mkdir(parents=True)
    old.append(config / "settings.json.abc.tmp")
    for path in old:
        path.write_text("{")
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    young = folder / "autosave.json.young.tmp"
    young.write_text("{")  # may be being written by another window just now
    mine = folder / "notes.tmp"
    mine.write_text("not ours")
    app = make_app()
    app.saved_games()
    assert not any(p.exists() for p in old)
    assert young.exists() and mine.exists()


WRITER = """
import sys, time
from castle_games.core.seats import COMPUTER, Seat
from castle_games.session import Session
from pathlib import Path
s = Session("knobelschatz", [Seat("A", "red", COMPUTER, "easy"), Seat("B", "blue", COMPUTER,
            "easy")], 1, autosave=Path(sys.argv[1]))
print("go", flush=True)
while True:
    s.save_quietly()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9")
def test_kill_9_during_saving_loses_nothing_and_leaves_nothing(tmp_path):
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    target = folder / "knobelschatz-1.json"
    for i in range(10):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], cwd=ROOT,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "go"
        time.sleep(0.05 + 0.013 * i)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        assert saves.load(target).game == "knobelschatz"  # always the old file or the new
    for path in folder.glob("*.tmp"):
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    found, problems = saves.list_saved(folder)
    assert len(found) == 1 and problems == []
    assert not list(folder.glob("*.tmp"))


# -- no display, no audio, no font ---------------------------------------------------------------
@pytest.mark.skipif(sys.platform != "linux", reason="X11/Wayland")
def test_no_display_says_so_and_exits(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(CASTLE_GAMES_HOME=str(tmp_path), CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME="1",
               SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "castle_games"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 1
    assert "needs a screen" in done.stderr and "Traceback" not in done.stderr


def test_by_ear_without_audio_says_so_on_stderr_and_exit(tmp_path):
    done = run_cli("play", "seven-locks", "--sound-only", "--players", "Ann,bot:easy",
                   env={"CASTLE_GAMES_HOME": str(tmp_path), "SDL_AUDIODRIVER": "no-such-driver",
                        "CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME": "1"})
    assert done.returncode == 1
    assert "by ear" in done.stderr and "no loudspeakers" in done.stderr
    assert "Traceback" not in done.stderr


def test_by_ear_without_audio_says_so_on_screen():
    from castle_games.ui.silent_audio import SilentMixer

    app = app_module.App(headless=True, audio=True)
    app.audio = SilentMixer()  # as when the device cannot start
    app.mode = "sound_only"
    app.start_game(Session("seven-locks", [Seat("Ann", "red"), BOTS[0]], 1))
    app.step_frame()
    lit = pygame.transform.average_color(app.canvas, pygame.Rect(140, 200, 1000, 320))
    assert sum(lit[:3]) > 40, "the by-ear screen sat dark without a word"


def test_missing_font_is_said_in_words(monkeypatch, capsys):
    def no_font(*args, **kwargs):
        raise FileNotFoundError(errno.ENOENT, "No such file", "freesansbold.ttf")

    monkeypatch.setattr(pygame.font, "Font", no_font)
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the other tests' cached fonts live on
    assert entry_module.run() == 1
    err = capsys.readouterr().err
    assert "cannot find its letters" in err and "Traceback" not in err


def test_prewarm_without_sounds_folder_is_one_line(monkeypatch, caplog):
    from castle_games.audio import mixer, recipes

    hooked: list = []
    monkeypatch.setattr(threading, "excepthook", lambda args: hooked.append(args))

    def gone():
        raise FileNotFoundError("cannot find the sounds/ folder")

    monkeypatch.setattr(recipes.paths, "sound_recipe_dir", gone)
    recipes.reload()
    try:
        m = mixer.Mixer()
        if m.silent:
            pytest.skip("no audio here")
        with caplog.at_level(logging.WARNING):
            m.prewarm(["die-hit"])
            assert m.wait_prewarmed(10)
        assert hooked == []
        assert any("sounds cannot be prepared" in r.getMessage() for r in caplog.records)
    finally:
        monkeypatch.undo()
        recipes.reload()


# -- the command line: one line and an exit code; --json keeps a JSON last line ----------------
@pytest.mark.parametrize("args", [
    ("screenshot", "launcher", "--out", "/tmp/never.png"), ("bench", "--quick", "--json")])
def test_unusable_video_driver_is_one_line(args, tmp_path):
    done = run_cli(*args, env={"SDL_VIDEODRIVER": "no-such-driver",
                               "CASTLE_GAMES_HOME": str(tmp_path)})
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    if "--json" in args:
        assert "error" in json.loads(done.stdout.strip().splitlines()[-1])


def test_screenshot_into_an_impossible_folder_is_one_line(tmp_path):
    (tmp_path / "a-file").write_text("")
    done = run_cli("screenshot", "launcher", "--out", str(tmp_path / "a-file" / "x.png"),
                   env={"CASTLE_GAMES_HOME": str(tmp_path)})
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="/dev/full")
def test_simulate_json_to_a_full_device_is_one_line():
    with open("/dev/full", "w") as full:
        done = run_cli("simulate", "knobelschatz", "--players", "2", "--games", "2", "--json",
                       stdout=full, stderr=subprocess.PIPE)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_simulate_json_error_is_a_json_last_line():
    done = run_cli("simulate", "knobelschatz", "--players", "2", "--bots", "nonsense",
                   "--json")
    assert done.returncode == 2
    assert "error" in json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT")
def test_simulate_json_ctrl_c_is_a_json_last_line():
    full = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    # A test run started in the background (`pytest &` from a script) passes on an ignored
    # SIGINT, and Python then never turns Ctrl-C into KeyboardInterrupt: the child gets the
    # disposition a terminal's program has.
    proc = subprocess.Popen([sys.executable, "-m", "castle_games", "simulate", "tajemnica-zamku",
                             "--players", "4", "--games", "100000", "--json"], env=full,
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        time.sleep(2.5)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:  # a Ctrl-C that did not stop it must not leave 100,000 games running
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130
    assert "Traceback" not in err
    assert "error" in json.loads(out.strip().splitlines()[-1])


def test_tempdir_is_not_polluted():
    # (a guard for the tests above: nothing of ours in the system's temporary folder)
    assert not list(Path(tempfile.gettempdir()).glob("autosave.json.*.tmp"))
