"""Build the download for families: Castle Games with Python inside, for this machine.

PyInstaller makes a one-folder bundle; this script then packs the archive a family
downloads, with what the system needs to put the game in its menu:

    Linux    dist/castle-games-VERSION-linux-x86_64.tar.gz
             castle-games/  castle-games (the program), _internal/, castle-games.png,
                            castle-games.desktop, add-to-menu.sh, remove-from-menu.sh,
                            README.txt
    Windows  dist/castle-games-VERSION-windows-x86_64.zip
             castle-games/  castle-games.exe, _internal/, "Add to Start menu.cmd",
                            "Remove from Start menu.cmd", README.txt
    macOS    dist/castle-games-VERSION-macos-arm64.zip (or -x86_64)
             Castle Games.app

    python -m pip install -e ".[dev]"        (brings PyInstaller)
    python tools/build_app.py                build and pack
    python tools/build_app.py --smoke        ... then unpack the archive and start it headless
                                             (the launcher, every game, a sound, the voice)
    python tools/build_app.py --no-trim      keep everything PyInstaller finds (to compare)

A bundle is built on the system it is for (PyInstaller does not cross-build); the release
workflow (.github/workflows/release.yml) builds the three on their own runners.
"""

from __future__ import annotations

import argparse
import os
import platform
import plistlib
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "castle-games"
TITLE = "Castle Games"
DIST_NAME = "castle-games"  # the distribution whose metadata (entry points) the bundle needs
LAUNCHER_DIR = Path(__file__).resolve().parent / "launchers"

# Never loaded by the program (checked by running every scene, game, sound and simulation
# in a venv and reading sys.modules), so left out of the bundle. Where the standard library
# has a pure-Python fallback (decimal, hashlib's digests) that fallback stays.
EXCLUDES = (
    # test and developer tools
    "pytest", "_pytest", "hypothesis", "importlinter", "grimp", "PyInstaller", "pip",
    "setuptools", "unittest", "doctest", "pdb", "pydoc", "pydoc_data", "numpy.testing",
    "numpy.f2py", "numpy._core._multiarray_tests", "tkinter", "_tkinter", "lib2to3",
    "idlelib", "curses", "_curses", "readline",
    # networking the program never does (it goes online only to play with family far away,
    # through websockets and paho-mqtt, which need ssl and http.client: those stay)
    "asyncio", "_asyncio", "xmlrpc", "http.server",
    # C accelerators and codecs nothing here asks for (unicodedata stays: an invite's
    # pictures are read without their accents)
    "_decimal", "pyexpat", "xml.parsers.expat", "_codecs_jp", "_codecs_kr",
    "_codecs_cn", "_codecs_tw", "_codecs_hk", "_codecs_iso2022", "_multibytecodec",
    # pygame modules the game never imports (it draws with pygame.draw and pygame.font)
    "pygame._sdl2", "pygame.examples", "pygame.tests", "pygame.docs", "pygame.camera",
    "pygame.midi", "pygame.gfxdraw", "pygame.fastevent",
)


def system() -> str:
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def machine() -> str:
    arch = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(arch, arch)


def version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def archive_name(ver: str | None = None) -> str:
    ext = "tar.gz" if system() == "linux" else "zip"
    return f"{NAME}-{ver or version()}-{system()}-{machine()}.{ext}"


def bundle_name() -> str:
    # On macOS the name is what the Finder and the menu bar show: "Castle Games.app".
    return TITLE if system() == "macos" else NAME


def pyinstaller_args(dist: Path, work: Path, trim: bool = True) -> list[str]:
    sep = os.pathsep  # PyInstaller's --add-data separator is ';' on Windows, ':' elsewhere
    icon = ROOT / "assets" / ("icon.icns" if system() == "macos" else "icon.ico")
    args = [
        sys.executable, "-m", "PyInstaller",
        "--noconfirm", "--clean", "--onedir", "--windowed", "--log-level", "WARN",
        "--name", bundle_name(),
        "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
        "--add-data", f"{ROOT / 'assets'}{sep}assets",
        # The games are plugins found through entry points (castle_games.games and
        # castle_games.generators), so the package metadata must come along, and the games
        # are imported by name at run time: take every module and every data file
        # (game.toml, sound recipes and door pictures in each game, the shared sounds,
        # catalogues) of the package.
        "--copy-metadata", DIST_NAME,
        "--collect-submodules", "castle_games",
        "--collect-data", "castle_games",
        "--exclude-module", "tests",
        # numpy.random's compiled bit_generator imports secrets, which PyInstaller cannot
        # see inside a compiled module (untrimmed, some other module happened to pull it in)
        "--hidden-import", "secrets",
    ]
    args += espeak_args(work, trim)
    if trim:
        for module in EXCLUDES:
            args += ["--exclude-module", module]
    if system() == "macos":
        args += ["--osx-bundle-identifier", "org.castle-games.launcher"]
    if icon.exists():
        args += ["--icon", str(icon)]
    args.append(str(ROOT / "castle_games" / "__main__.py"))
    return args


def espeak_args(work: Path, trim: bool = True) -> list[str]:
    """The voice (castle_games/speech/engines.py): eSpeak NG's library and data from the
    espeakng-loader wheel, put where espeakng_loader looks for them (beside its own module),
    the data trimmed to the games' four languages (1.1 MB of its 19)."""
    try:
        import espeakng_loader  # type: ignore[import-untyped]
    except ImportError:
        print("note: espeakng-loader is not installed; the bundle has no voice",
              file=sys.stderr)
        return []
    library = Path(espeakng_loader.get_library_path())
    data = Path(espeakng_loader.get_data_path())
    if trim:
        data = trimmed_espeak_data(data, work / "espeak-ng-data")
    sep = os.pathsep
    return ["--hidden-import", "espeakng_loader",
            "--add-binary", f"{library}{sep}espeakng_loader",
            "--add-data", f"{data}{sep}espeakng_loader/espeak-ng-data"]


def trimmed_espeak_data(source: Path, into: Path) -> Path:
    """A copy of eSpeak NG's data folder with only what en, de, pl and cs need: the
    phonemes and intonations every voice shares, and each language's dictionary and
    language file (the other 100 languages are 17 MB no family here hears)."""
    sys.path.insert(0, str(ROOT))
    from castle_games.speech.engines import ESPEAK_DATA_KEEP, ESPEAK_LANG_FILES, ESPEAK_VOICES

    shutil.rmtree(into, ignore_errors=True)
    into.mkdir(parents=True)
    wanted = [*ESPEAK_DATA_KEEP, *(f"{code}_dict" for code in ESPEAK_VOICES),
              *(f"lang/{name}" for name in ESPEAK_LANG_FILES)]
    for name in wanted:
        if not (source / name).is_file():
            raise SystemExit(f"eSpeak NG's data has no {name} (in {source})")
        (into / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source / name, into / name)
    return into


def executable(folder: Path) -> Path:
    """The program inside an unpacked archive (`folder` holds castle-games/ or the .app)."""
    if system() == "windows":
        return folder / NAME / f"{NAME}.exe"
    if system() == "macos":
        return folder / f"{TITLE}.app" / "Contents" / "MacOS" / TITLE
    return folder / NAME / NAME


def _readme_txt(ver: str) -> str:
    if system() == "windows":
        how = ("Double-click castle-games.exe to play.\r\n\r\n"
               "To find Castle Games in the Start menu and on the desktop, double-click\r\n"
               "\"Add to Start menu.cmd\" once (keep this folder where it is, or run it\r\n"
               "again after moving it). \"Remove from Start menu.cmd\" takes them away.\r\n")
        return f"Castle Games {ver}\r\n\r\n{how}"
    return (f"Castle Games {ver}\n\n"
            "Double-click castle-games to play (or run ./castle-games in a terminal).\n\n"
            "To find Castle Games in the applications menu, run add-to-menu.sh once\n"
            "(double-click it and choose \"Run\", or ./add-to-menu.sh in a terminal).\n"
            "Keep this folder where it is, or run it again after moving the folder.\n"
            "remove-from-menu.sh takes the menu entry away again.\n")


def _add_launchers(folder: Path, ver: str) -> None:
    """Put the menu-entry makers and a README beside the program."""
    if system() == "windows":
        for name in ("Add to Start menu.cmd", "Remove from Start menu.cmd"):
            text = (LAUNCHER_DIR / name).read_text(encoding="utf-8")
            (folder / name).write_bytes(text.replace("\r\n", "\n").replace("\n", "\r\n")
                                        .encode("utf-8"))
    elif system() == "linux":
        shutil.copyfile(ROOT / "assets" / "icon-256.png", folder / f"{NAME}.png")
        shutil.copyfile(LAUNCHER_DIR / f"{NAME}.desktop", folder / f"{NAME}.desktop")
        for name in ("add-to-menu.sh", "remove-from-menu.sh"):
            shutil.copyfile(LAUNCHER_DIR / name, folder / name)
            (folder / name).chmod(0o755)
    (folder / "README.txt").write_text(_readme_txt(ver), encoding="utf-8", newline="")


def trim_babel(folder: Path) -> int:
    """Keep Babel's calendar and number data only for the games' own languages (and the
    root they inherit from): the other 1,100 locales are 35 MB no family here reads.
    Returns the bytes removed."""
    sys.path.insert(0, str(ROOT))
    from castle_games.core.languages import LANGUAGES

    keep = {"root", *LANGUAGES}
    removed = 0
    for data in folder.rglob("locale-data"):
        if data.parent.name != "babel":
            continue
        for entry in data.glob("*.dat"):
            if entry.stem not in keep:
                removed += entry.stat().st_size
                entry.unlink()
    return removed


def strip_python(folder: Path) -> int:
    """Linux: drop the debug symbols of the interpreter's own libraries (libpython, the
    standard library's C modules; ~18 MB where Python was built with -g). The libraries that
    came in wheels (numpy.libs, pygame_ce.libs, ...) are left alone: auditwheel patched
    them, and strip breaks them ("ELF load command address/offset not page-aligned")."""
    strip = shutil.which("strip")
    if strip is None:
        print("note: no strip command; the bundle keeps its debug symbols", file=sys.stderr)
        return 0
    internal = folder / "_internal"
    targets = [p for p in internal.glob("libpython*.so*") if not p.is_symlink()]
    targets += sorted(internal.glob("python3*/lib-dynload/*.so"))
    before = sum(p.stat().st_size for p in targets)
    for path in targets:
        subprocess.run([strip, "--strip-debug", str(path)], check=True)
    return before - sum(p.stat().st_size for p in targets)


def _set_app_version(app: Path, ver: str) -> None:
    """macOS: the version in Info.plist, then sign the bundle again (ad hoc)."""
    plist = app / "Contents" / "Info.plist"
    with open(plist, "rb") as f:
        info = plistlib.load(f)
    info.update(CFBundleShortVersionString=ver, CFBundleVersion=ver,
                CFBundleDisplayName=TITLE, NSHighResolutionCapable=True)
    with open(plist, "wb") as f:
        plistlib.dump(info, f)
    subprocess.run(["codesign", "--force", "--deep", "--sign", "-", str(app)], check=True)


def pack(dist: Path, ver: str) -> Path:
    out = dist / archive_name(ver)
    out.unlink(missing_ok=True)
    if system() == "linux":
        with tarfile.open(out, "w:gz", compresslevel=9) as tar:
            tar.add(dist / NAME, arcname=NAME)
    elif system() == "windows":
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for path in sorted((dist / NAME).rglob("*")):
                zf.write(path, path.relative_to(dist).as_posix())
    else:  # ditto keeps the symlinks and the signature inside the .app
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent",
                        str(dist / f"{TITLE}.app"), str(out)], check=True)
    return out


def unpack(archive: Path, into: Path) -> Path:
    into.mkdir(parents=True, exist_ok=True)
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as tar:
            tar.extractall(into, filter="tar")
    elif system() == "macos":
        subprocess.run(["ditto", "-x", "-k", str(archive), str(into)], check=True)
    else:
        with zipfile.ZipFile(archive) as zf:
            zf.extractall(into)
    return into


def folder_size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def clean_env(home: Path) -> dict[str, str]:
    """A family's machine: no Python on PATH, no virtual environment, no display."""
    env = {"HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "CASTLE_GAMES_HOME": str(home / "castle-games")}
    if system() == "windows":
        root = os.environ.get("SYSTEMROOT", r"C:\Windows")
        env.update(SYSTEMROOT=root, PATH=str(Path(root) / "System32"),
                   USERPROFILE=str(home), TEMP=str(home), TMP=str(home))
    else:
        empty = home / "bin"  # nothing in it: not even a shell is needed to start the game
        empty.mkdir(parents=True, exist_ok=True)
        env["PATH"] = str(empty)
    return env


def smoke(archive: Path, games: list[str] | None = None) -> list[str]:
    """Unpack `archive` and run the program headless: the launcher's first frame, a
    screenshot of every game, a sound and a spoken line. Returns the problems (empty: all
    well)."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        exe = executable(unpack(archive, tmp_path / "unpacked"))
        env = clean_env(tmp_path / "home")

        def run(*args: str) -> subprocess.CompletedProcess:
            return subprocess.run([str(exe), *args], env=env, capture_output=True, text=True,
                                  timeout=300, cwd=tmp)

        first = subprocess.run([str(exe)], env=dict(env, CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME="1"),
                               capture_output=True, text=True, timeout=300, cwd=tmp)
        if first.returncode != 0:
            problems.append(f"the launcher did not start: {first.stderr[-1500:]}")
        ver = run("--version")
        if system() != "windows" and version() not in ver.stdout:
            problems.append(f"--version printed {ver.stdout!r} {ver.stderr[-500:]}")
        for scene in ["launcher", *(games or default_games())]:
            out = tmp_path / f"{scene}.png"
            result = run("screenshot", scene, "--out", str(out))
            if result.returncode != 0 or not out.exists() or out.stat().st_size < 10_000:
                problems.append(f"screenshot {scene} failed: {result.stderr[-1500:]}")
        wav = tmp_path / "bark.wav"
        result = run("sound", "dog-bark", "--out", str(wav))
        if result.returncode != 0 or not wav.exists() or wav.stat().st_size < 10_000:
            problems.append(f"sound dog-bark failed: {result.stderr[-1500:]}")
        wav = tmp_path / "hallo.wav"
        result = run("say", "Hallo Anna", "--lang", "de", "--engine", "bundled", "--out", str(wav))
        if result.returncode != 0 or not wav.exists() or wav.stat().st_size < 20_000:
            problems.append(f"say (the voice) failed: {result.stderr[-1500:]}")
    return problems


def default_games() -> list[str]:
    """The game ids the package declares (pyproject.toml's castle_games.games group)."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        eps = tomllib.load(f)["project"]["entry-points"]["castle_games.games"]
    return list(eps)


def build(dist: Path, work: Path, trim: bool = True) -> Path:
    ver = version()
    dist.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(pyinstaller_args(dist, work, trim), cwd=ROOT)
    if result.returncode != 0:
        raise SystemExit(result.returncode)
    if trim:
        trim_babel(dist)
    if system() == "macos":
        _set_app_version(dist / f"{TITLE}.app", ver)
        shutil.rmtree(dist / TITLE, ignore_errors=True)  # the .app holds it all
    else:
        if trim and system() == "linux":
            strip_python(dist / NAME)
        _add_launchers(dist / NAME, ver)
    return pack(dist, ver)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the download for this machine.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    parser.add_argument("--no-trim", action="store_true",
                        help="keep every module PyInstaller finds and unstripped libraries")
    parser.add_argument("--smoke", action="store_true",
                        help="unpack the archive and start it headless (launcher, games, sound)")
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print('PyInstaller is missing: python -m pip install -e ".[dev]"', file=sys.stderr)
        return 2
    archive = build(args.dist, args.work, trim=not args.no_trim)
    folder = args.dist / (f"{TITLE}.app" if system() == "macos" else NAME)
    print(f"built {archive} ({archive.stat().st_size / 1e6:.1f} MB; "
          f"{folder_size(folder) / 1e6:.1f} MB unpacked)")
    if args.smoke:
        problems = smoke(archive)
        for problem in problems:
            print("smoke test:", problem, file=sys.stderr)
        if problems:
            return 1
        print("smoke test: the launcher, every game, a sound, the voice and --version all ran")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
