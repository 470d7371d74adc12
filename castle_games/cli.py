"""The command line (DESIGN.md): play, simulate, screenshot, sound, say, bench.

`castle-games` with no command opens the launcher. Every command reports bad input as a
one-line message and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    import argparse

from castle_games import plugins
from castle_games.core.manifest import UnknownGame


class CliError(Exception):
    """A problem with what was typed: printed as one line, exit status 2."""


class BenchFailed(Exception):
    """A measurement that could not be made here: one line, exit status 1."""


# More games than anyone waits for (a million take hours): a bigger number is a typing slip.
MAX_GAMES = 1_000_000


COMMANDS = ("play", "simulate", "screenshot", "sound", "say", "bench", "stats", "host", "join")


def _wants_json(typed: Sequence[str]) -> bool:
    """--json, or an abbreviation argparse would take for it, among the words typed."""
    words = typed[:typed.index("--")] if "--" in typed else typed
    return any(len(w) >= 3 and "--json".startswith(w) for w in words)


def _check_out(out: str, example: str, *, make_folder: bool = False) -> None:
    """Try the --out file before the work, so that a folder, a missing folder or a place
    that cannot be written is one line naming the path: the writers fail only after the
    work, and Python's WAV writer then adds a traceback from its clean-up."""
    if not out.strip():
        raise CliError("--out needs a file name")
    path = Path(out)
    if path.is_dir():
        raise CliError(f"cannot write {out}: it is a folder; give a file name, "
                       f"e.g. {path / example}")
    folder = path.parent
    if not folder.is_dir():
        there = next((p for p in (folder, *folder.parents) if p.exists()), None)
        if there is not None and not there.is_dir():
            raise CliError(f"cannot write {out}: {there} is a file, not a folder")
        if not make_folder:
            raise CliError(f"cannot write {out}: there is no folder {folder}")
    try:
        if make_folder:
            folder.mkdir(parents=True, exist_ok=True)  # (as the screenshot does itself)
        existed = os.path.lexists(path)  # (a broken link: its target is the writer's)
        # O_NONBLOCK: a named pipe without a reader is refused at once, not waited on
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
        os.close(os.open(path, flags, 0o666))
        if not existed:
            path.unlink()  # the writer makes it; nothing is left behind if the work fails
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror, out) from None


def _parse_size(text: str) -> tuple[int, int]:
    import argparse

    try:
        w, h = text.lower().split("x")
        size = int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if min(size) < 64 or max(size) > 8192:
        raise argparse.ArgumentTypeError("size must be between 64 and 8192 pixels a side")
    return size


def _parse_param(text: str) -> tuple[str, str]:
    import argparse

    if "=" not in text:
        raise argparse.ArgumentTypeError(f"--param takes key=value, not {text!r}")
    key, value = text.split("=", 1)
    return key.strip(), value.strip()


def version() -> str:
    """The installed version, from the package metadata (a bundle carries it too)."""
    import castle_games

    return castle_games.__version__


def build_parser() -> argparse.ArgumentParser:
    import argparse

    class _Version(argparse.Action):
        """`--version`: the package metadata is read only when asked (not on every start)."""

        def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                     values: Any, option_string: str | None = None) -> None:
            parser._print_message(f"castle-games {version()}\n", sys.stdout)
            parser.exit()

    class Parser(argparse.ArgumentParser):
        """Tells a mistake on the command line as one line on stderr and exit status 2 (not
        the usage and then the error); with --json the last line of stdout is still a JSON
        object with an `error` field, as for every other failure."""

        typed: list[str] = []

        def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
            self.typed = list(sys.argv[1:] if args is None else args)  # (for error())
            return super().parse_known_args(args, namespace)

        def error(self, message: str) -> NoReturn:
            prog = self.prog
            if " " not in prog:  # the top parser: name the command the mistake is in
                command = next((a for a in self.typed if a in COMMANDS), None)
                prog = f"{prog} {command}" if command else prog
            message = " ".join(message.split())
            if len(message) > 240:  # (a number of thousands of digits, typed back)
                message = message[:240] + "…"
            _say(f"{prog}: {message} ({prog} --help tells more)")
            if _wants_json(self.typed):
                try:
                    print(json.dumps({"command": prog.partition(" ")[2] or None,
                                      "error": message}), flush=True)
                except (OSError, ValueError):
                    pass
            self.exit(2)

    parser = Parser(
        prog="castle-games",
        description="Five castle board games for the family table.",
    )
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="show the installed version and exit")
    _add_lang(parser, None)
    sub = parser.add_subparsers(dest="command", parser_class=Parser)

    play = sub.add_parser("play", help="open a game directly (or the launcher without GAME)")
    play.add_argument("game", nargs="?", help="game id: " + ", ".join(plugins.ids()))
    play.add_argument("--players", help='seats in order, e.g. "Ann,Ben,bot:hard"')
    play.add_argument("--seed", type=int)
    _add_modes(play)
    play.add_argument("--resume", action="store_true",
                      help="go on with the newest saved game of GAME (played the way asked: "
                           "with --sound-only, the newest saved by-ear game)")
    play.add_argument("--fullscreen", action="store_true")

    sim = sub.add_parser("simulate", help="play whole games between computer players")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", help="levels in seat order, e.g. easy,hard")
    sim.add_argument("--json", action="store_true", help="print one JSON object on the last line")

    shot = sub.add_parser("screenshot", help="render a scene headless to a PNG")
    shot.add_argument("scene", help="a game id, launcher, setup:GAME, rules:GAME or settings")
    shot.add_argument("--out", required=True)
    shot.add_argument("--size", type=_parse_size, default=(1280, 720))
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=0, help="let bots play N actions first")
    _add_modes(shot)

    snd = sub.add_parser("sound", help="render a synthesized sound to a WAV file")
    snd.add_argument("name", nargs="?")
    snd.add_argument("--out")
    snd.add_argument("--param", type=_parse_param, action="append", default=[])
    snd.add_argument("--list", action="store_true", help="list the sound names")

    say = sub.add_parser("say", help="speak words through the games' voice into a WAV file")
    say.add_argument("text", nargs="+", help="the words (in the language of --lang)")
    say.add_argument("--out", required=True, help="the WAV file to write (44.1 kHz, mono)")
    say.add_argument("--engine", default="auto",
                     help="auto (the first that works) or bundled (eSpeak NG, built in)")
    say.add_argument("--rate", type=float, default=1.0, help="speech rate 0.6 .. 1.6")

    stats = sub.add_parser("stats", help="the family's results: games, wins, best scores")
    stats.add_argument("--json", action="store_true", help="print one JSON object")

    bench = sub.add_parser("bench", help="measure start-up, frames, synthesis and bots")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions (for tests)")
    from castle_games.remote.commands import add_parsers

    far = add_parsers(sub)
    for each in (play, sim, shot, snd, say, bench, stats, *far):
        _add_lang(each, argparse.SUPPRESS)  # after the command too; the first one wins
    return parser


def _cmd_remote(args: Any) -> int:
    from castle_games.remote import commands

    return commands.run_host(args) if args.command == "host" else commands.run_join(args)


def _add_lang(parser: argparse.ArgumentParser, default: Any) -> None:
    from castle_games.core.languages import LANGUAGES, PSEUDO

    parser.add_argument("--lang", default=default, metavar="CODE",
                        help="the language of every word: " + ", ".join([*LANGUAGES, PSEUDO])
                        + " (also CASTLE_GAMES_LANG; default: as chosen in Settings, else "
                        "the system's)")


def _modes() -> dict[str, str]:
    """Every extra way to play that an installed game declares: flag -> the help line."""
    helps: dict[str, str] = {}
    games: dict[str, list[str]] = {}
    for game in plugins.manifests():
        for mode in game.modes:
            helps.setdefault(mode.flag, mode.help)
            games.setdefault(mode.flag, []).append(game.title)
    return {flag: f"{helps[flag]} ({', '.join(games[flag])})" for flag in helps}


def _add_modes(parser: argparse.ArgumentParser) -> None:
    for flag, text in _modes().items():
        parser.add_argument("--" + flag.replace("_", "-"), dest=flag, action="store_true",
                            help=text)


def _chosen_mode(args: argparse.Namespace) -> str | None:
    """The one mode asked for on the command line (and that the game has), or None."""
    chosen = [flag for flag in _modes() if getattr(args, flag, False)]
    if len(chosen) > 1:
        raise CliError("choose one way to play, not " + " and ".join(chosen))
    game = getattr(args, "game", None) or getattr(args, "scene", "").rpartition(":")[2]
    if chosen and game in plugins.ids():
        entry = plugins.manifest(game)
        if entry.own_mode(chosen[0]) is None:
            raise CliError(f"{entry.title} cannot be played --{chosen[0].replace('_', '-')}")
    return chosen[0] if chosen else None


def _cmd_simulate(args: argparse.Namespace) -> int:
    from castle_games.simulate import simulate

    entry = plugins.manifest(args.game)
    if not entry.min_players <= args.players <= entry.max_players:
        raise CliError(f"{entry.title} is for {entry.min_players} to {entry.max_players} players")
    if not 1 <= args.games <= MAX_GAMES:
        raise CliError(f"--games must be between 1 and {MAX_GAMES:,}")
    levels = [x.strip() for x in args.bots.split(",")] if args.bots else None
    report = simulate(args.game, args.players, args.games, args.seed, levels)
    data = report.to_dict()
    for message in report.error_messages[:10]:
        print(message, file=sys.stderr)
    if args.json:
        print(json.dumps(data))
    else:
        print(f"{entry.title}: {data['games']} games, {data['players']} players, "
              f"seed {data['seed']}: {data['errors']} errors, {data['turns_mean']} turns on "
              f"average, wins per seat {data['wins']}, {data['seconds']} s")
    return 1 if data["errors"] else 0


def _cmd_sound(args: argparse.Namespace) -> int:
    from castle_games.audio import recipes

    if args.list:
        for name in recipes.list_names():
            print(name)
        return 0
    if not args.name or not args.out:
        raise CliError("give a sound NAME and --out FILE.wav (or --list)")
    params = dict(args.param)
    _check_out(args.out, "sound.wav")
    try:
        recipes.render_to_wav(args.name, args.out, params)
    except (KeyError, ValueError) as exc:
        raise CliError(str(exc).strip("'\"")) from None
    return 0


def _cmd_say(args: argparse.Namespace) -> int:
    from castle_games.core import languages
    from castle_games.speech import engines

    text = " ".join(args.text).strip()
    if not text:
        raise CliError("give the words to say")
    if args.engine not in engines.CHOICES:
        raise CliError(f"--engine is one of {', '.join(engines.CHOICES)}, not {args.engine!r}")
    lo, hi = engines.RATE_RANGE
    if not lo <= args.rate <= hi:
        raise CliError(f"--rate must be between {lo} and {hi}")
    _check_out(args.out, "speech.wav")
    language = languages.current()
    try:
        seconds, engine = engines.render_to_wav(text, args.out, language, rate=args.rate,
                                                engine=args.engine)
    except engines.NoVoice as exc:
        _say(f"castle-games say: {exc}")
        return 1
    except OSError as exc:  # (a full disk): the path as typed, which the writer leaves out
        raise OSError(exc.errno, exc.strerror, args.out) from None
    print(f"{args.out}: {seconds:.2f} s of speech ({engine}, {engines.base_language(language)})")
    return 0


def _cmd_screenshot(args: argparse.Namespace) -> int:
    from castle_games.ui import screenshot

    _check_out(args.out, "screenshot.png", make_folder=True)
    out = Path(args.out)
    if out.exists() and not (out.is_file() or out.is_fifo()):  # (/dev/null: SDL refuses it)
        raise CliError(f"cannot write {args.out}: it is not a file (a PNG goes to a file)")
    screenshot.render(args.scene, args.out, size=args.size, seed=args.seed,
                      moves=args.moves, mode=_chosen_mode(args))
    return 0


def _cmd_stats(args: argparse.Namespace) -> int:
    from castle_games.core import records
    from castle_games.ui.startup import setup_logging

    setup_logging()  # (a damaged file's details go to the log; the one line below says it)
    loaded = records.load()
    if loaded.problem:
        _say(loaded.problem)
    data = records.figures(loaded.results)
    if args.json:
        print(json.dumps(data))
        return 0
    print(f"{data['games']} finished games")
    titles = {m.id: m.title for m in plugins.manifests()}
    for game, players in data["by_game"].items():
        print(f"\n{titles.get(game, game)}")
        for p in players:
            last = " ".join(str(s) for s in p["last"])
            print(f"  {p['name']:<14} {p['games']:>4} games {p['wins']:>4} wins  "
                  f"best {p['best']}  last: {last}")
    return 0


def _cmd_bench(args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from castle_games import bench

    pygame.display.init()  # an unusable video driver: one line (below), not a child's traceback
    pygame.display.quit()
    try:
        data = bench.run(quick=args.quick)
    except RuntimeError as exc:
        raise BenchFailed(str(exc)) from None
    if args.json:
        print(json.dumps(data))
    else:
        print(json.dumps(data, indent=2))
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    from castle_games.ui import entry

    resume = bool(getattr(args, "resume", False))
    if resume and not args.game:
        raise CliError("--resume needs a GAME: which game to go on with")
    if resume and (args.players or args.seed is not None):
        raise CliError("--resume goes on with a saved game: its players and seed are the "
                       "save's (leave out --players and --seed)")
    return entry.run(game=args.game, players=args.players, seed=args.seed,
                     mode=_chosen_mode(args), fullscreen=args.fullscreen, language=args.lang,
                     resume=resume)


def _ensure_streams() -> None:
    """A gui-script on Windows (pythonw) has no console: print() must not fail there."""
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w")
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")


def main(argv: Sequence[str] | None = None) -> int:
    _ensure_streams()
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:  # a double-click: the launcher, without building the whole command line
        from types import SimpleNamespace

        args: Any = SimpleNamespace(command="play", game=None, players=None, seed=None,
                                    fullscreen=False, lang=None)
    else:
        parser = build_parser()
        args = parser.parse_args(argv)
        if (args.command or "play") == "play" and not hasattr(args, "game"):
            args = parser.parse_args(["play", *argv])
    command = args.command or "play"
    handlers = {  # (the same as COMMANDS)
        "play": _cmd_play,
        "simulate": _cmd_simulate,
        "screenshot": _cmd_screenshot,
        "sound": _cmd_sound,
        "say": _cmd_say,
        "bench": _cmd_bench,
        "stats": _cmd_stats,
        "host": _cmd_remote,
        "join": _cmd_remote,
    }
    error: str | None = None
    try:
        if command != "play":  # the app weighs --lang against the one chosen in Settings
            from castle_games.core import languages

            languages.use(languages.choose(args.lang))
        code = handlers[command](args)
    except (CliError, UnknownGame, ValueError) as exc:
        if os.environ.get("CASTLE_GAMES_DEBUG"):
            raise
        error, code = str(exc), 2
    except KeyboardInterrupt:
        error, code = "stopped (Ctrl-C)", 130
    except OSError as exc:  # a file that cannot be written, a full disk
        if os.environ.get("CASTLE_GAMES_DEBUG"):
            raise
        where = f" {exc.filename}" if getattr(exc, "filename", None) else ""
        error, code = f"cannot write or read{where} ({exc.strerror or exc})", 1
    except BenchFailed as exc:
        error, code = str(exc), 1
    except Exception as exc:
        if type(exc).__module__.split(".")[0] != "pygame" or os.environ.get("CASTLE_GAMES_DEBUG"):
            raise
        error, code = f"cannot open a window or the sound here ({exc})", 1
    if error is not None:
        error = " ".join(error.split())  # one line, whatever the message held
        _say(f"castle-games {command}: {error}")
        if getattr(args, "json", False):  # a script reads the last line: still an object
            try:
                print(json.dumps({"command": command, "error": error}), flush=True)
            except (OSError, ValueError):
                pass
    return _flushed(command, code)


def _say(line: str) -> None:
    try:
        print(line, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def _flushed(command: str, code: int) -> int:
    """Flush stdout now, so that a full disk or a closed pipe is one line, not a traceback
    at exit."""
    try:
        sys.stdout.flush()
    except (OSError, ValueError) as exc:
        _say(f"castle-games {command}: the output cannot be written "
             f"({getattr(exc, 'strerror', None) or exc})")
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return code or 1
    return code


if __name__ == "__main__":
    raise SystemExit(main())
