"""`castle-games host` and `castle-games join`: a table played from two homes, from the
command line (headless: the computer players in `--players` and a guest's `--bot` play;
the tests and the latency figures use them, and a grown-up can try a relay with them).

`host` prints one JSON line as soon as guests can join (the code, each seat's secret, the
address to give them) and one when the game is over; `join` one when its game is over
(the moves it saw, the last number, how often it came back, its move latencies).
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any

from castle_games.core.seats import COMPUTER, HUMAN, Seat, nearest_level
from castle_games.remote.guest import Guest, GuestRefused
from castle_games.remote.host import AWAY_S, Host, resumed
from castle_games.remote.invite import CODE_LENGTH, SECRET_LENGTH, Invite, Pictures
from castle_games.remote.links import DirectHost, LinkError, host_link
from castle_games.session import Session

COLOURS = ("red", "blue", "green", "yellow", "purple")


def add_parsers(sub: Any) -> list[argparse.ArgumentParser]:
    host = sub.add_parser("host", help="host a table that guests join from another home")
    host.add_argument("game", nargs="?")
    host.add_argument("--players", default="guest,guest",
                      help='seats in order: "guest" for a guest, "bot:LEVEL" for the computer')
    host.add_argument("--seed", type=int, default=None)
    host.add_argument("--via", action="append", default=None, metavar="ADDRESS",
                      help="ws://BIND:PORT for guests on this network (default ws://0.0.0.0:0), "
                           "mqtt://RELAY:PORT through a relay; may be given twice")
    host.add_argument("--autosave", type=Path, default=None,
                      help="the game's file (the host's numbers are kept beside it)")
    host.add_argument("--resume", action="store_true",
                      help="go on with the table saved in --autosave, the same code")
    host.add_argument("--away", type=float, default=AWAY_S, metavar="SECONDS",
                      help="a guest away this long on their turn: the kind computer plays")
    host.add_argument("--code-lifetime", type=float, default=None, metavar="SECONDS")
    host.add_argument("--move-a-day", action="store_true",
                      help="the table waits for every player, however long (no stand-in)")
    join = sub.add_parser("join", help="join a table hosted in another home")
    join.add_argument("code", help="the invite's five pictures, as words or numbers 1-32")
    join.add_argument("--seat", type=int, required=True, help="the seat, from 1")
    join.add_argument("--secret", required=True, help="the seat's two pictures")
    join.add_argument("--via", required=True, metavar="ADDRESS",
                      help="ws://HOST:PORT of a host on this network, or mqtt://RELAY:PORT")
    join.add_argument("--bot", default="normal", help="the computer level that plays the seat")
    join.add_argument("--record", type=Path, default=None,
                      help="keep every message this seat received here (a guest's save)")
    join.add_argument("--seed", type=int, default=None)
    join.add_argument("--resume", action="store_true",
                      help="go on from --record (the guest's saved game) after a pause")
    join.add_argument("--latencies", type=Path, default=None,
                      help="write each move's latency (ms, click to its events back) here")
    return [host, join]


def _print(data: dict[str, Any]) -> None:
    print(json.dumps(data, sort_keys=True), flush=True)


def run_host(args: Any) -> int:
    if args.resume:
        if args.autosave is None:
            raise ValueError("--resume needs --autosave (the table to go on with)")
        host = resumed(args.autosave, away_s=args.away)
    else:
        if not args.game:
            raise ValueError("host which game?")
        specs = [p.strip() for p in args.players.split(",")]
        seats = []
        for i, spec in enumerate(specs):
            colour = COLOURS[i % len(COLOURS)]
            if spec.lower().startswith("bot:"):
                seats.append(Seat(f"Computer {i + 1}", colour, COMPUTER,
                                  nearest_level(spec[4:], ("easy", "normal", "hard", "expert", "kind"))))
            elif spec.lower() == "guest":
                seats.append(Seat(f"Guest {i + 1}", colour, HUMAN))
            else:
                raise ValueError(f"a seat is 'guest' or 'bot:LEVEL', not {spec!r}")
        guests = [i for i, s in enumerate(seats) if s.is_human]
        if not guests:
            raise ValueError("no seat is a guest's")
        seed = args.seed if args.seed is not None else int.from_bytes(__import__("os").urandom(4), "big")
        session = Session(args.game, seats, seed, autosave=args.autosave)
        lifetime = {} if args.code_lifetime is None else {"lifetime_s": args.code_lifetime}
        host = Host(session, Invite.new(guests, **lifetime), away_s=args.away,
                    move_a_day=args.move_a_day)
    addresses = []
    try:
        for via in args.via or ["ws://0.0.0.0:0"]:
            link = host_link(via, host.keys.place)
            host.listen(link)
            if isinstance(link, DirectHost):
                via = f"ws://{via.split('//')[1].rsplit(':', 1)[0]}:{link.port}"
            addresses.append(via)
        _print({"code": host.invite.code.text(), "place": host.keys.place, "via": addresses,
                "secrets": {str(s + 1): p.text() for s, p in host.invite.secrets.items()},
                "game": host.session.game_id})
        host.run()
    except LinkError as exc:
        raise ValueError(str(exc)) from exc
    finally:
        host.close()
    session = host.session
    if host.session.autosave is not None:
        session.wait_for_save(5)
    outcome = session.state.outcome
    _print({"over": session.over, "moves": len(session.actions), "seed": session.seed,
            "seats": [s.to_dict() for s in session.seats],
            "actions": session.actions, "outcome": None if outcome is None else outcome.to_dict(),
            "refused": host.refused + host.table.refusals, "stood_in": sorted(host.stood_in)})
    return 0 if session.over else 1


def run_join(args: Any) -> int:
    code = Pictures.read(args.code, CODE_LENGTH)
    secret = Pictures.read(args.secret, SECRET_LENGTH).text()
    guest = Guest(code, args.seat - 1, secret, args.via, level=args.bot, seed=args.seed,
                  record=args.record)
    if args.resume:
        if args.record is None or not args.record.exists():
            raise ValueError("--resume goes on from --record, which holds no game yet")
        guest.resume(args.record)
    try:
        guest.play()
    except GuestRefused as exc:
        raise ValueError(f"the host said: {exc.reason}") from exc
    except LinkError as exc:
        raise ValueError(str(exc)) from exc
    finally:
        guest.close()
    if args.latencies is not None:
        args.latencies.write_text("".join(f"{1000 * x:.3f}\n" for x in guest.latencies))
    lat = sorted(guest.latencies)
    _print({"over": guest.view.over, "moves": guest.view.moves, "last": guest.last,
            "comebacks": guest.comebacks, "refusals": guest.refusals,
            "moves_sent": guest.moves_sent,
            "outcome": guest.view.outcome,
            "latency_ms": None if not lat else {
                "median": round(1000 * statistics.median(lat), 2),
                "p99": round(1000 * lat[min(len(lat) - 1, int(0.99 * len(lat)))], 2),
                "moves": len(lat)}})
    return 0 if guest.view.over else 1
