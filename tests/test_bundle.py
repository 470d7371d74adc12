"""The download for families (Linux): tools/build_app.py builds the archive once for this
module; it is unpacked into a folder with a space in its name and run the way a machine
without Python runs it — `env -i`, a PATH with no Python on it, no display — to its first
frame, a screenshot of every game and a sound; its add-to-menu script adds and removes the
menu entry under a temporary HOME. (Windows and macOS: the release workflow runs
`build_app.py --smoke` on their own runners.)"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux download"),
]

with open(ROOT / "pyproject.toml", "rb") as _f:
    _PROJECT = tomllib.load(_f)["project"]
VERSION = _PROJECT["version"]
GAMES = list(_PROJECT["entry-points"]["castle_games.games"])
# 108 MB before trimming; trimmed 77.5 MB; 95.3 MB with play from two homes (libsodium
# 3.6 MB, OpenSSL for websockets and paho-mqtt, websockets, paho-mqtt, cffi)
MAX_UNPACKED_MB = 100
# What the add-to-menu script may use: a shell and coreutils, no Python.
TOOLS = ("sh", "cat", "dirname", "mkdir", "cp", "chmod", "rm", "sed")


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    pytest.importorskip("PyInstaller")
    tmp = tmp_path_factory.mktemp("bundle")
    dist = tmp / "dist"
    build = subprocess.run([sys.executable, str(ROOT / "tools" / "build_app.py"),
                            "--dist", str(dist), "--work", str(tmp / "work")],
                           capture_output=True, text=True, timeout=1200)
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-3000:]
    archive = dist / f"castle-games-{VERSION}-linux-x86_64.tar.gz"
    if not archive.exists():  # another machine kind (aarch64)
        archive = next(dist.glob(f"castle-games-{VERSION}-linux-*.tar.gz"))
    place = tmp / "Family Games"  # a space in the path, as in a real home folder
    with tarfile.open(archive) as tar:
        tar.extractall(place, filter="tar")
    folder = place / "castle-games"
    shutil.rmtree(dist / "castle-games")  # only the unpacked archive is used below
    return archive, folder


def _home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / "Desktop").mkdir(parents=True)
    return home


def _no_python_path(tmp_path: Path, tools: tuple[str, ...] = ()) -> str:
    """A PATH with just the given tools (symlinked) and certainly no Python."""
    bindir = tmp_path / "bin"
    bindir.mkdir(exist_ok=True)
    for tool in tools:
        found = shutil.which(tool, path="/usr/bin:/bin")
        assert found, tool
        if not (bindir / tool).exists():
            (bindir / tool).symlink_to(found)
    path = str(bindir)
    for python in ("python", "python3", "python3.11"):
        assert shutil.which(python, path=path) is None
    return path


def run_clean(cmd: list[str], tmp_path: Path, home: Path | None = None,
              tools: tuple[str, ...] = (), **extra: str) -> subprocess.CompletedProcess:
    """`env -i` with a minimal environment: HOME, a PATH without Python, headless SDL."""
    home = home or _home(tmp_path)
    env = {"HOME": str(home), "PATH": _no_python_path(tmp_path, tools),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **extra}
    assert os.path.exists("/usr/bin/env")
    args = ["/usr/bin/env", "-i", *(f"{k}={v}" for k, v in env.items()), *cmd]
    return subprocess.run(args, capture_output=True, text=True, timeout=300, cwd=tmp_path)


def test_the_archive_holds_the_program_menu_files_and_resources(bundle):
    archive, folder = bundle
    with tarfile.open(archive) as tar:
        top = {name.split("/")[0] for name in tar.getnames()}
    assert top == {"castle-games"}
    for name in ("castle-games", "add-to-menu.sh", "remove-from-menu.sh"):
        assert os.access(folder / name, os.X_OK), name
    assert (folder / "castle-games.desktop").read_text().startswith("[Desktop Entry]")
    assert (folder / "castle-games.png").read_bytes()[:4] == b"\x89PNG"
    assert "add-to-menu.sh" in (folder / "README.txt").read_text()
    internal = folder / "_internal"
    assert (internal / "assets" / "icon-256.png").exists()
    assert len(list((internal / "castle_games" / "sounds").glob("*.toml"))) > 10
    assert len(list(internal.glob("castle_games/games/*/sounds/*.toml"))) > 70
    assert len(list(internal.glob("castle_games/games/*/door-*.png"))) == 2 * len(GAMES)
    assert len(list(internal.glob("castle_games/games/*/game.toml"))) == len(GAMES) == 5
    metadata = next(internal.glob("castle_games-*.dist-info"))
    entry_points = (metadata / "entry_points.txt").read_text()
    assert "[castle_games.games]" in entry_points and "[castle_games.generators]" in entry_points
    assert (internal / "pygame" / "freesansbold.ttf").exists()  # the font every screen uses


def test_the_bundle_is_trimmed(bundle):
    archive, folder = bundle
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    unpacked = sum(p.stat().st_size for p in files) / 1e6
    print(f"archive {archive.stat().st_size / 1e6:.1f} MB, unpacked {unpacked:.1f} MB")
    assert unpacked < MAX_UNPACKED_MB
    names = {p.name for p in files}
    assert not any(n.startswith("_decimal.") for n in names)
    assert not [p for p in files if "tests" in p.relative_to(folder).parts]
    assert not list(folder.rglob("*.h"))
    # Babel's calendars and numbers: the games' four languages (and their root), no others
    kept = {p.stem for p in folder.rglob("babel/locale-data/*.dat")}
    assert {"root", "en", "de", "pl", "cs"} <= kept and "fr" not in kept, sorted(kept)[:10]


def test_it_starts_to_the_launcher_without_python(bundle, tmp_path):
    _, folder = bundle
    result = run_clean([str(folder / "castle-games")], tmp_path,
                       CASTLE_GAMES_REPORT_FIRST_FRAME="1", CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME="1")
    assert result.returncode == 0, result.stderr[-3000:]
    assert "FIRST_FRAME" in result.stdout
    assert "Traceback" not in result.stderr
    # its user folders are where a family's go: under HOME, found by platformdirs
    made = [p for p in (tmp_path / "home").rglob("castle-games") if p.is_dir()]
    assert made, "nothing written under HOME"


def test_version(bundle, tmp_path):
    _, folder = bundle
    result = run_clean([str(folder / "castle-games"), "--version"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"castle-games {VERSION}"


@pytest.mark.parametrize("scene", ["launcher", *GAMES, "invite:knobelschatz", "join"])
def test_screenshot_of_every_game(bundle, tmp_path, scene):
    _, folder = bundle
    out = tmp_path / f"{scene}.png"
    result = run_clean([str(folder / "castle-games"), "screenshot", scene, "--out", str(out),
                        "--moves", "6"], tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    assert out.read_bytes()[:4] == b"\x89PNG" and out.stat().st_size > 30_000


def test_the_download_plays_with_family_far_away(bundle, tmp_path):
    """The bundle hosts a table and joins one (its websockets, PyNaCl and OpenSSL work)."""
    import json

    _, folder = bundle
    exe = str(folder / "castle-games")
    home = _home(tmp_path)
    host = subprocess.Popen([exe, "host", "knobelschatz", "--players", "guest,bot:normal",
                             "--seed", "3", "--via", "ws://127.0.0.1:0"], cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={"HOME": str(home), "SDL_VIDEODRIVER": "dummy",
                                 "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"})
    try:
        invite = json.loads(host.stdout.readline())
        guest = run_clean([exe, "join", invite["code"], "--seat", "1", "--secret",
                           invite["secrets"]["1"], "--via", invite["via"][0], "--bot", "normal"],
                          tmp_path, home=home)
        assert guest.returncode == 0, guest.stderr[-3000:]
        said = json.loads(guest.stdout.strip().splitlines()[-1])
        ended = json.loads(host.communicate(timeout=60)[0].strip().splitlines()[-1])
        assert said["over"] and ended["over"] and said["outcome"] == ended["outcome"]
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()


def test_it_speaks_german_polish_and_czech(bundle, tmp_path):
    """The compiled catalogues are in the bundle: the launcher in German differs from the
    English one, and an unknown language is one clear line."""
    _, folder = bundle
    shots = {}
    home = _home(tmp_path)
    for code in ("en", "de", "pl", "cs"):
        shots[code] = tmp_path / f"launcher-{code}.png"
        result = run_clean([str(folder / "castle-games"), "--lang", code, "screenshot",
                            "launcher", "--out", str(shots[code])], tmp_path, home)
        assert result.returncode == 0, result.stderr[-3000:]
    pictures = {code: path.read_bytes() for code, path in shots.items()}
    assert len(set(pictures.values())) == 4
    result = run_clean([str(folder / "castle-games"), "--lang", "xx", "screenshot", "launcher",
                        "--out", str(tmp_path / "x.png")], tmp_path, home)
    assert result.returncode == 2 and "no language 'xx'" in result.stderr


@pytest.mark.parametrize("sound", ["dog-bark", "ghost-red"])  # ghost-red: a game's generator
def test_sound(bundle, tmp_path, sound):
    _, folder = bundle
    out = tmp_path / f"{sound}.wav"
    result = run_clean([str(folder / "castle-games"), "sound", sound, "--out", str(out)],
                       tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    assert out.read_bytes()[:4] == b"RIFF" and out.stat().st_size > 10_000


def test_it_says_hallo_anna_in_german(bundle, tmp_path):
    """The voice is in the bundle: eSpeak NG's library and its trimmed data, found where
    espeakng_loader looks, with no Python and no espeak on the machine."""
    import wave

    _, folder = bundle
    out = tmp_path / "hallo.wav"
    result = run_clean([str(folder / "castle-games"), "say", "Hallo Anna", "--lang", "de",
                        "--engine", "bundled", "--out", str(out)], tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "bundled, de" in result.stdout
    with wave.open(str(out)) as w:
        assert w.getframerate() == 44100 and 0.3 < w.getnframes() / 44100 < 1.5
    data = folder / "_internal" / "espeakng_loader" / "espeak-ng-data"
    assert (data / "de_dict").exists() and not (data / "ru_dict").exists()  # trimmed


def _exec_line(entry: Path) -> list[str]:
    """The Exec= line as a launcher reads it (freedesktop spec): the string's own escapes
    first (\\\\ is one backslash), then the arguments, split at spaces; in a double-quoted
    argument a backslash escapes the next " ` $ or \\."""
    line = next(x for x in entry.read_text().splitlines() if x.startswith("Exec="))[5:]
    line = line.replace("\\\\", "\\")
    args, current, quoted, i = [], None, False, 0
    while i < len(line):
        c = line[i]
        if quoted and c == "\\" and i + 1 < len(line) and line[i + 1] in '"`$\\':
            current += line[i + 1]
            i += 1
        elif c == '"':
            quoted = not quoted
            current = current or ""
        elif c == " " and not quoted:
            if current is not None:
                args.append(current)
            current = None
        else:
            current = (current or "") + c
        i += 1
    assert not quoted, line
    if current is not None:
        args.append(current)
    return args


def test_add_to_menu_then_remove(bundle, tmp_path):
    _, folder = bundle
    home = _home(tmp_path)
    data = tmp_path / "xdg-data"
    keep = home / "Desktop" / "holiday.jpg"
    keep.write_bytes(b"not ours")
    script = [str(folder / "add-to-menu.sh")]
    result = run_clean(script, tmp_path, home, TOOLS, XDG_DATA_HOME=str(data))
    assert result.returncode == 0, result.stderr
    menu = data / "applications" / "castle-games.desktop"
    on_desktop = home / "Desktop" / "castle-games.desktop"
    icon = data / "icons" / "hicolor" / "256x256" / "apps" / "castle-games.png"
    for launcher in (menu, on_desktop):
        text = launcher.read_text()
        assert "Name=Castle Games" in text and f"Icon={icon}" in text
        assert os.access(launcher, os.X_OK)
    assert icon.read_bytes()[:4] == b"\x89PNG"
    command = _exec_line(menu)
    assert command == [str(folder / "castle-games")]  # the space in "Family Games" survives
    started = run_clean(command, tmp_path, home, CASTLE_GAMES_REPORT_FIRST_FRAME="1",
                        CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME="1")
    assert started.returncode == 0 and "FIRST_FRAME" in started.stdout, started.stderr[-2000:]

    again = run_clean(script, tmp_path, home, TOOLS, XDG_DATA_HOME=str(data))
    assert again.returncode == 0, again.stderr  # running it twice is fine
    result = run_clean([str(folder / "remove-from-menu.sh")], tmp_path, home, TOOLS,
                       XDG_DATA_HOME=str(data))
    assert result.returncode == 0, result.stderr
    assert not menu.exists() and not on_desktop.exists() and not icon.exists()
    assert keep.exists()
    result = run_clean(script + ["--remove"], tmp_path, home, TOOLS, XDG_DATA_HOME=str(data))
    assert "was not in the menu" in result.stdout


def test_menu_script_leaves_a_launcher_it_did_not_make(bundle, tmp_path):
    _, folder = bundle
    home = _home(tmp_path)
    theirs = home / "Desktop" / "castle-games.desktop"
    theirs.write_text("[Desktop Entry]\nName=Someone else's\n")
    data = tmp_path / "xdg-data"
    for args in ([], ["--remove"]):
        result = run_clean([str(folder / "add-to-menu.sh"), *args], tmp_path, home, TOOLS,
                           XDG_DATA_HOME=str(data))
        assert result.returncode == 0, result.stderr
        assert theirs.read_text() == "[Desktop Entry]\nName=Someone else's\n"
    assert not (data / "applications" / "castle-games.desktop").exists()


def test_the_folder_desktop_file_starts_the_program_beside_it(bundle, tmp_path):
    _, folder = bundle
    entry = folder / "castle-games.desktop"
    command = [str(entry) if arg == "%k" else arg for arg in _exec_line(entry)]
    result = run_clean(command, tmp_path, tools=("sh", "dirname"),
                       CASTLE_GAMES_REPORT_FIRST_FRAME="1", CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME="1")
    assert result.returncode == 0 and "FIRST_FRAME" in result.stdout, result.stderr[-2000:]
