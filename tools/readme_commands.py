"""The README's set-up commands, read out of README.md so that CI runs exactly them.

Each command sits in the README as a one-line code block right after a marker comment
(invisible on the rendered page):

    <!-- command: install-posix -->
    ```
    python3 -m venv .venv && ...
    ```

    python3 tools/readme_commands.py list                 every marked command
    python3 tools/readme_commands.py show install-posix   one, as written
    python3 tools/readme_commands.py run install-posix test-posix [--cwd DIR]
                                                          run them in this system's shell
                                                          (sh; cmd.exe on Windows), verbatim

Standard library only: it runs before the virtual environment exists.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = re.compile(r"^<!--\s*command:\s*([a-z0-9-]+)\s*-->\s*$")
NAMES = ("install-posix", "test-posix", "install-windows", "test-windows", "perf-posix",
         "perf-windows")


class ReadmeError(Exception):
    pass


def commands(readme: Path = ROOT / "README.md") -> dict[str, str]:
    """name -> the one line of its code block."""
    lines = readme.read_text(encoding="utf-8").splitlines()
    found: dict[str, str] = {}
    for i, line in enumerate(lines):
        match = MARKER.match(line.strip())
        if not match:
            continue
        name = match.group(1)
        if name in found:
            raise ReadmeError(f"README.md:{i + 1}: the command {name!r} is marked twice")
        try:
            fence = lines.index(next(x for x in lines[i + 1:] if x.strip()), i + 1)
        except StopIteration:
            raise ReadmeError(f"README.md:{i + 1}: no code block after {name!r}") from None
        if not lines[fence].strip().startswith("```"):
            raise ReadmeError(f"README.md:{fence + 1}: a ``` block must follow {name!r}")
        try:
            end = next(j for j in range(fence + 1, len(lines)) if lines[j].strip() == "```")
        except StopIteration:
            raise ReadmeError(f"README.md:{fence + 1}: the block of {name!r} never ends") from None
        body = [x for x in lines[fence + 1:end] if x.strip()]
        if len(body) != 1:
            raise ReadmeError(f"README.md:{fence + 1}: {name!r} must be one line, "
                              f"not {len(body)}")
        found[name] = body[0].strip()
    missing = [n for n in NAMES if n not in found]
    if missing:
        raise ReadmeError("README.md lacks the marked command(s): " + ", ".join(missing))
    return found


def run(names: list[str], cwd: Path) -> int:
    every = commands()
    for name in names:
        if name not in every:
            raise ReadmeError(f"no README command {name!r}; there are: {', '.join(every)}")
    for name in names:
        print(f"==> README {name}: {every[name]}", flush=True)
        start = time.monotonic()
        result = subprocess.run(every[name], shell=True, cwd=cwd)  # the user's shell
        print(f"==> README {name}: exit {result.returncode} after "
              f"{time.monotonic() - start:.0f} s", flush=True)
        if result.returncode != 0:
            return result.returncode
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The README's set-up commands.")
    sub = parser.add_subparsers(dest="action", required=True)
    sub.add_parser("list")
    show = sub.add_parser("show")
    show.add_argument("name")
    go = sub.add_parser("run")
    go.add_argument("names", nargs="+")
    go.add_argument("--cwd", type=Path, default=ROOT)
    args = parser.parse_args(argv)
    try:
        if args.action == "list":
            for name, line in commands().items():
                print(f"{name}: {line}")
            return 0
        if args.action == "show":
            every = commands()
            if args.name not in every:
                raise ReadmeError(f"no README command {args.name!r}")
            print(every[args.name])
            return 0
        return run(args.names, args.cwd)
    except ReadmeError as exc:
        print(f"readme_commands: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
