"""First contact: the README's two set-up lines (POSIX and Windows), CI running exactly
them, the release workflow, and the version a family can read (--version, Settings)."""

from __future__ import annotations

import importlib.util
import sys
from importlib.metadata import version
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


readme_commands = _load("readme_commands")


def test_the_readme_has_the_two_lines_for_posix_and_windows():
    cmds = readme_commands.commands()
    assert set(cmds) >= {"install-posix", "test-posix", "install-windows", "test-windows"}
    posix, windows = cmds["install-posix"], cmds["install-windows"]
    # a project-local environment, the editable install with the dev extras, the launcher
    assert posix.startswith("python3 -m venv .venv && ")
    assert '.venv/bin/python -m pip install -e ".[dev]"' in posix
    assert posix.endswith("&& .venv/bin/castle-games")
    assert windows.startswith("py -m venv .venv && ")
    assert '.venv\\Scripts\\python -m pip install -e ".[dev]"' in windows
    assert windows.endswith("&& .venv\\Scripts\\castle-games")
    # the Windows line is the POSIX line with Windows' names, nothing more or less
    assert windows.replace("py -m", "python3 -m", 1).replace(".venv\\Scripts\\", ".venv/bin/") == posix
    # the tests run in that same environment, on every core; the speed bars on their own
    assert cmds["test-posix"] == ".venv/bin/python -m pytest -n auto --dist loadfile"
    assert cmds["test-windows"] == ".venv\\Scripts\\python -m pytest -n auto --dist loadfile"
    assert "-n" not in cmds["perf-posix"].split()
    # a family's line: the same without the developers' tools, before the developers' one
    assert cmds["play-posix"] == posix.replace('-e ".[dev]"', "-e .")
    assert cmds["play-windows"] == windows.replace('-e ".[dev]"', "-e .")
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert text.index("### The download") < text.index("<!-- command: play-posix -->") \
        < text.index("<!-- command: install-posix -->")


def test_the_readme_names_the_debian_package_and_its_error():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    install = text[text.index("## Install and play"):text.index("## Run the tests")]
    assert "python3-venv" in install
    assert "ensurepip is not\n  available." in install  # the message as Debian prints it
    for system in ("Debian", "Fedora", "macOS", "Windows"):
        assert system in install
    assert text.index("<!-- command: install-posix -->") < text.index("## Controls")


def test_ci_runs_the_readme_lines_and_no_copy_of_them():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "readme_commands.py run install-posix" in ci
    assert "readme_commands.py run test-posix" in ci
    assert "readme_commands.py run perf-posix" in ci  # the speed bars, after the rest
    assert "CASTLE_GAMES_EXIT_AFTER_FIRST_FRAME=1" in ci  # the launcher must not wait in CI
    assert "pip install" not in ci and "pytest" not in ci.replace("test-posix", "").replace("perf-posix", "")
    assert "ruff check" in ci and "lint-imports" in ci and ".venv/bin/mypy" in ci


@pytest.mark.parametrize(("block", "complaint"), [
    ("```\nfirst line\nsecond line\n```\n", "must be one line"),
    ("no block here\n", "``` block must follow"),
    ("```\nnever closed\n", "never ends"),
])
def test_a_marked_command_must_be_one_line_in_a_block(tmp_path, block, complaint):
    readme = tmp_path / "README.md"
    readme.write_text("<!-- command: install-posix -->\n" + block)
    with pytest.raises(readme_commands.ReadmeError, match=complaint):
        readme_commands.commands(readme)


def test_a_missing_command_is_reported(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text("<!-- command: install-posix -->\n```\necho hi\n```\n")
    with pytest.raises(readme_commands.ReadmeError, match="test-posix"):
        readme_commands.commands(readme)


def test_run_stops_at_the_first_failing_command(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(readme_commands, "commands",
                        lambda: {"a": "exit 3", "b": "echo never > b.txt"})
    assert readme_commands.run(["a", "b"], tmp_path) == 3
    assert not (tmp_path / "b.txt").exists()
    assert "exit 3" in capsys.readouterr().out


def test_the_release_workflow_builds_three_systems_on_a_version_tag():
    flow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "tags:" in flow and '"v*"' in flow
    for runner in ("ubuntu-22.04", "windows-latest", "macos-14"):
        assert runner in flow
    assert "tools/build_app.py --smoke" in flow
    assert "readme_commands.py run install-${{ matrix.system }}" in flow
    assert "readme_commands.py run test-${{ matrix.system }}" in flow
    assert "system: posix" in flow and "system: windows" in flow
    assert "\t" not in flow


def test_version_prints_the_package_version(capsys):
    from castle_games import cli

    with pytest.raises(SystemExit) as exit_:
        cli.main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"castle-games {version('castle-games')}"


def test_settings_show_the_version_at_the_bottom():
    from test_ui_support import make_app, open_settings

    from castle_games.ui.settings_screen import SettingsScene, about_line

    assert about_line() == f"Castle Games {version('castle-games')}"
    app = make_app()
    open_settings(app)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    assert scene.about == about_line()
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    below_done = pygame.Rect(0, scene.done.rect.bottom + 4, 1280, 720 - scene.done.rect.bottom - 4)
    drawn = canvas.subsurface(below_done).copy()
    canvas.fill((0, 0, 0))
    scene.about = ""
    scene.draw(canvas)
    assert pygame.image.tobytes(drawn, "RGB") != pygame.image.tobytes(
        canvas.subsurface(below_done), "RGB"), "the About line is drawn below the Done button"


def test_build_names_the_archive_for_this_system(tmp_path):
    build_app = _load("build_app")
    name = build_app.archive_name("1.2.3")
    expected = {"linux": ".tar.gz", "windows": ".zip", "macos": ".zip"}[build_app.system()]
    assert name.startswith(f"castle-games-1.2.3-{build_app.system()}-") and name.endswith(expected)
    # (the work folder gets the trimmed voice data: in the test's own folder, not the checkout)
    args = build_app.pyinstaller_args(tmp_path / "d", tmp_path / "w")
    joined = " ".join(args)
    assert "--copy-metadata castle-games" in joined
    assert "--collect-submodules castle_games" in joined
    assert "--collect-data castle_games" in joined
    assert args[0] == sys.executable
