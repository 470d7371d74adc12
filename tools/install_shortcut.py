"""Put a double-click launcher for Castle Games where a family looks for it.

Linux: a freedesktop .desktop file in the applications menu and on the desktop.
Windows: shortcuts (.lnk) on the desktop and in the Start menu, made by PowerShell.
macOS: a small "Castle Games.app" in ~/Applications and a .command file on the desktop.

    python tools/install_shortcut.py             install
    python tools/install_shortcut.py --dry-run   print what would be written, write nothing
    python tools/install_shortcut.py --uninstall remove exactly what an install made

What an install made is listed in shortcuts.json in the data folder, so --uninstall never
touches anything else.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import stat
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run from a checkout without installing the tools
    sys.path.insert(0, str(ROOT))

from castle_games import paths  # noqa: E402
from castle_games.core import languages  # noqa: E402
from castle_games.core.languages import N_  # noqa: E402

# TRANSLATORS: the name of the whole collection, the big title over the doors
APP_TITLE = N_("Castle Games")
APP_ID = "castle-games"
# TRANSLATORS: the comment of the desktop shortcut (shown by the desktop's menu)
COMMENT = N_("Five castle board games for the family table")


def in_every_language(key: str, message: str) -> str:
    """`Name[de]=...` lines of a .desktop file: the desktop shows its own language's."""
    lines = []
    for code in languages.LANGUAGES:
        if code == languages.ENGLISH:
            continue
        said = languages.catalogue_for(code).gettext(message)
        if said and said != message:
            lines.append(f"{key}[{code}]={said}\n")
    return "".join(lines)


def comment_here() -> str:
    """The comment in this computer's language (Windows and macOS shortcuts have one)."""
    return languages.catalogue_for(languages.from_system()).gettext(COMMENT)


@dataclass
class Plan:
    """Files to write (path -> text or bytes), files to copy, commands to run."""

    writes: dict[Path, str | bytes] = field(default_factory=dict)
    copies: dict[Path, Path] = field(default_factory=dict)
    executables: set[Path] = field(default_factory=set)
    commands: list[list[str]] = field(default_factory=list)
    made: list[Path] = field(default_factory=list)  # what --uninstall removes


def program_command() -> list[str]:
    """How to start the installed game: the gui-script if there is one, else python -m."""
    bindir = Path(sys.executable).parent
    for name in ("castle-games.exe", "castle-games"):
        candidate = bindir / name
        if candidate.exists():
            return [str(candidate)]
    found = shutil.which("castle-games")
    if found:
        return [found]
    python = sys.executable
    if os.name == "nt" and python.lower().endswith("python.exe"):
        python = python[:-10] + "pythonw.exe"  # no console window
    return [python, "-m", "castle_games"]


def _quote_exec(args: list[str]) -> str:
    """Quote for a .desktop Exec= line (freedesktop spec: double quotes, escape \\ " ` $)."""
    out = []
    for arg in args:
        if any(c in arg for c in ' \t"\'\\`$<>~|&;*?#()'):
            arg = '"' + "".join("\\" + c if c in '"`$\\' else c for c in arg) + '"'
        out.append(arg)
    return " ".join(out)


def desktop_entry(command: list[str], icon: Path) -> str:
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        f"Name={APP_TITLE}\n"
        + in_every_language("Name", APP_TITLE)
        + f"Comment={COMMENT}\n"
        + in_every_language("Comment", COMMENT)
        + f"Exec={_quote_exec(command)}\n"
        f"Icon={icon}\n"
        "Terminal=false\n"
        "Categories=Game;BoardGame;\n"
        "StartupNotify=true\n"
        f"StartupWMClass={APP_ID}\n"
    )


def _linux_desktop_dir(home: Path) -> Path | None:
    try:
        out = subprocess.run(["xdg-user-dir", "DESKTOP"], capture_output=True, text=True,
                             timeout=5).stdout.strip()
        if out and Path(out) != home:
            return Path(out)
    except (OSError, subprocess.SubprocessError):
        pass
    desktop = home / "Desktop"
    return desktop if desktop.is_dir() else None


def plan_linux(home: Path) -> Plan:
    plan = Plan()
    data_home = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    icon_src = paths.asset("icon-256.png")
    icon = data_home / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png"
    plan.copies[icon] = icon_src
    entry = desktop_entry(program_command(), icon)
    menu_file = data_home / "applications" / f"{APP_ID}.desktop"
    plan.writes[menu_file] = entry
    plan.executables.add(menu_file)
    plan.made += [icon, menu_file]
    desktop = _linux_desktop_dir(home)
    if desktop is not None:
        on_desktop = desktop / f"{APP_ID}.desktop"
        plan.writes[on_desktop] = entry
        plan.executables.add(on_desktop)
        plan.made.append(on_desktop)
        if shutil.which("gio"):  # GNOME asks before running an untrusted launcher
            plan.commands.append(["gio", "set", str(on_desktop), "metadata::trusted", "true"])
    return plan


def _powershell_shortcut(link: Path, command: list[str], icon: Path) -> list[str]:
    target, *args = command
    script = (
        "$s = (New-Object -ComObject WScript.Shell).CreateShortcut('{link}'); "
        "$s.TargetPath = '{target}'; $s.Arguments = '{args}'; "
        "$s.IconLocation = '{icon}'; $s.Description = '{comment}'; $s.Save()"
    ).format(link=link, target=target, args=" ".join(args), icon=icon, comment=comment_here())
    return ["powershell", "-NoProfile", "-ExecutionPolicy", "Bypass", "-Command", script]


def plan_windows(home: Path) -> Plan:
    plan = Plan()
    appdata = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    icon = paths.data_dir() / "icon.ico"
    plan.copies[icon] = paths.asset("icon.ico")
    command = program_command()
    links = [home / "Desktop" / f"{APP_TITLE}.lnk",
             appdata / "Microsoft" / "Windows" / "Start Menu" / "Programs" / f"{APP_TITLE}.lnk"]
    for link in links:
        plan.commands.append(_powershell_shortcut(link, command, icon))
    plan.made += [icon, *links]
    return plan


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("castle-games")
    except PackageNotFoundError:
        return "0.0"


def info_plist() -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
        '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
        '<plist version="1.0"><dict>\n'
        f"  <key>CFBundleName</key><string>{APP_TITLE}</string>\n"
        f"  <key>CFBundleDisplayName</key><string>{APP_TITLE}</string>\n"
        "  <key>CFBundleIdentifier</key><string>org.castle-games.launcher</string>\n"
        f"  <key>CFBundleExecutable</key><string>{APP_ID}</string>\n"
        "  <key>CFBundleIconFile</key><string>icon.icns</string>\n"
        "  <key>CFBundlePackageType</key><string>APPL</string>\n"
        f"  <key>CFBundleShortVersionString</key><string>{_version()}</string>\n"
        "  <key>NSHighResolutionCapable</key><true/>\n"
        "</dict></plist>\n"
    )


def _sh_quote(args: list[str]) -> str:
    return " ".join("'" + a.replace("'", "'\\''") + "'" for a in args)


def plan_macos(home: Path) -> Plan:
    plan = Plan()
    app = home / "Applications" / f"{APP_TITLE}.app"
    launcher = app / "Contents" / "MacOS" / APP_ID
    plan.writes[app / "Contents" / "Info.plist"] = info_plist()
    plan.writes[launcher] = f"#!/bin/sh\nexec {_sh_quote(program_command())} \"$@\"\n"
    plan.executables.add(launcher)
    plan.copies[app / "Contents" / "Resources" / "icon.icns"] = paths.asset("icon.icns")
    command_file = home / "Desktop" / f"{APP_TITLE}.command"
    plan.writes[command_file] = f"#!/bin/sh\nexec {_sh_quote(program_command())}\n"
    plan.executables.add(command_file)
    plan.made += [app, command_file]
    return plan


PLANNERS = {"linux": plan_linux, "windows": plan_windows, "macos": plan_macos}


def current_platform() -> str:
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def manifest_path() -> Path:
    return paths.data_dir() / "shortcuts.json"


def describe(plan: Plan) -> str:
    lines = []
    for path, content in plan.writes.items():
        lines.append(f"would write {path}" + (" (executable)" if path in plan.executables else ""))
        if isinstance(content, str):
            lines += ["    " + line for line in content.splitlines()]
    for dest, src in plan.copies.items():
        lines.append(f"would copy {src} -> {dest}")
    for command in plan.commands:
        lines.append("would run " + " ".join(command))
    return "\n".join(lines)


def install(plan: Plan) -> None:
    for dest, src in plan.copies.items():
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dest)
    for path, content in plan.writes.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        if path in plan.executables:
            path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    for command in plan.commands:
        try:
            subprocess.run(command, check=False, timeout=60, capture_output=True)
        except (OSError, subprocess.SubprocessError) as exc:
            print(f"note: could not run {command[0]}: {exc}", file=sys.stderr)
    manifest_path().parent.mkdir(parents=True, exist_ok=True)
    manifest_path().write_text(json.dumps([str(p) for p in plan.made], indent=1))


def uninstall() -> list[Path]:
    try:
        made = [Path(p) for p in json.loads(manifest_path().read_text())]
    except (OSError, ValueError):
        return []
    removed = []
    for path in made:
        if path.is_dir():
            shutil.rmtree(path, ignore_errors=True)
            removed.append(path)
        elif path.exists():
            path.unlink()
            removed.append(path)
    manifest_path().unlink(missing_ok=True)
    return removed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", action="store_true", help="print what would be written")
    parser.add_argument("--uninstall", action="store_true", help="remove what an install made")
    parser.add_argument("--platform", choices=sorted(PLANNERS), default=current_platform(),
                        help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.uninstall:
        removed = uninstall()
        print("\n".join(f"removed {p}" for p in removed) or "nothing to remove")
        return 0
    plan = PLANNERS[args.platform](Path.home())
    if args.dry_run:
        print(describe(plan))
        return 0
    if args.platform != current_platform():
        print("--platform only works with --dry-run", file=sys.stderr)
        return 2
    install(plan)
    print("\n".join(f"made {p}" for p in plan.made))
    print(f"Double-click '{APP_TITLE}' to play.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
