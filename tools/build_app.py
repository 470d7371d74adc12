"""Build a self-contained folder bundle of Castle Games with PyInstaller.

The bundle (dist/castle-games/) carries Python, the game, its assets and sound recipes;
double-clicking dist/castle-games/castle-games (castle-games.exe on Windows, no console
window) starts it on a machine without Python.

    python -m pip install -e ".[dev]"      (brings PyInstaller)
    python tools/build_app.py [--dist DIR]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "castle-games"


def pyinstaller_args(dist: Path, work: Path) -> list[str]:
    sep = os.pathsep  # PyInstaller's --add-data separator is ';' on Windows, ':' elsewhere
    icon = ROOT / "assets" / ("icon.icns" if sys.platform == "darwin" else "icon.ico")
    args = [
        sys.executable, "-m", "PyInstaller",
        "--noconfirm", "--clean", "--onedir", "--windowed",
        "--name", NAME,
        "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
        "--add-data", f"{ROOT / 'assets'}{sep}assets",
        "--add-data", f"{ROOT / 'sounds'}{sep}sounds",
        # Game modules are imported by name at run time; take them all.
        "--collect-submodules", "castle_games",
        "--exclude-module", "pytest", "--exclude-module", "hypothesis",
        "--exclude-module", "tkinter",
    ]
    if icon.exists():
        args += ["--icon", str(icon)]
    args.append(str(ROOT / "castle_games" / "__main__.py"))
    return args


def executable(dist: Path) -> Path:
    folder = dist / NAME
    if sys.platform.startswith("win"):
        return folder / f"{NAME}.exe"
    if sys.platform == "darwin" and (dist / f"{NAME}.app").exists():
        return dist / f"{NAME}.app" / "Contents" / "MacOS" / NAME
    return folder / NAME


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the double-click bundle.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print('PyInstaller is missing: python -m pip install -e ".[dev]"', file=sys.stderr)
        return 2
    result = subprocess.run(pyinstaller_args(args.dist, args.work), cwd=ROOT)
    if result.returncode != 0:
        return result.returncode
    print(f"built {executable(args.dist)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
