"""What the tests of play from two homes share: a host and its guests as processes of
their own (`castle-games host` and `join`), a relay (Eclipse Mosquitto, started by the
test), a proxy that breaks the wire at random moments, and the check of a guest's record
against what the host's log says that seat may have been sent."""

from __future__ import annotations

import asyncio
import copy
import json
import os
import random
import signal
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from castle_games.core.seats import Seat
from castle_games.remote import latency
from castle_games.remote.seat_stream import events, refusal, snapshot
from castle_games.session import Session

CLI = [sys.executable, "-m", "castle_games"]
GAMES = ("seven-locks", "clever-keys", "schlotterstein", "knobelschatz", "tajemnica-zamku")


free_port = latency.free_port


class Hosting:
    """A host on a thread of the test, until closed (or, `to_the_end`, until the game is
    over and every guest has heard the end, as `castle-games host` runs): a `Host` made of
    a session and an invite (and the Host's keywords), or one given; over a real WebSocket
    on loopback unless another link is given (a relay's)."""

    def __init__(self, session: Session | None = None, invite: Any = None, *,
                 host: Any = None, link: Any = None, to_the_end: bool = False,
                 **kwargs: Any) -> None:
        from castle_games.remote.host import Host
        from castle_games.remote.links import DirectHost

        self.host = host if host is not None else Host(session, invite, **kwargs)
        self.link = link if link is not None else DirectHost(0, "127.0.0.1")
        self.host.listen(self.link)
        if link is None:  # (the port the system gave, once it listens)
            self.url = f"ws://127.0.0.1:{self.link.port}"
        self.stop = threading.Event()
        until = None if to_the_end else self.stop.is_set
        self.thread = threading.Thread(target=self.host.run, kwargs={"until": until},
                                       daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.stop.set()
        self.thread.join(10)
        self.host.close()


def seated(h: Hosting, seat: int = 0, **kwargs: Any) -> Any:
    """A guest at `h`'s table in `seat` (its code and secret unless given), once the table
    has answered (or ten seconds have passed)."""
    import time

    from castle_games.remote.guest import Guest

    invite = h.host.invite
    guest = Guest(kwargs.pop("code", invite.code), seat,
                  kwargs.pop("secret", invite.secrets[seat].text()), h.url, **kwargs)
    guest.connect()
    deadline = time.monotonic() + 10
    while not guest.view.game and time.monotonic() < deadline:
        guest.step(0.05)
    return guest


def frame(app: Any, dt: float = 1 / 30) -> float:
    """One frame of a window, paced as the window's own clock paces it: the frame, then a
    short rest in which the other threads (the wires, a comeback, a table hosted behind
    the doors) take their turn. Frames back to back starve them for seconds: pygame lets
    go of the GIL and takes it back at nearly every call, so a waiting thread never gets
    in. Returns the frame's seconds."""
    import time

    took = app.step_frame(dt)
    time.sleep(0.002)
    return took


def env(home: Path) -> dict[str, str]:
    return {**os.environ, "CASTLE_GAMES_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy", "CASTLE_GAMES_LANG": "en"}


class Host:
    """`castle-games host` in a process of its own; `invite` is its first line."""

    def __init__(self, home: Path, *args: str) -> None:
        self.home = home
        self.proc = subprocess.Popen([*CLI, "host", *args], stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, env=env(home))
        STARTED.append(self.proc)
        line = self.proc.stdout.readline()  # type: ignore[union-attr]
        assert line, self.proc.stderr.read()  # type: ignore[union-attr]
        self.invite: dict[str, Any] = json.loads(line)

    def finish(self, timeout: float = 240) -> dict[str, Any]:
        out, err = self.proc.communicate(timeout=timeout)
        assert self.proc.returncode == 0, err[-2000:]
        return json.loads(out.strip().splitlines()[-1])

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)


def join(home: Path, invite: dict[str, Any], seat: str, via: str, *extra: str,
         secret: str | None = None, code: str | None = None) -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [*CLI, "join", code or invite["code"], "--seat", seat,
         "--secret", secret or invite["secrets"][seat], "--via", via, "--bot", "easy",
         "--seed", seat, "--record", str(home / f"seat{seat}.jsonl"), *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(home))
    STARTED.append(proc)
    return proc


def finished(proc: subprocess.Popen[str], timeout: float = 240) -> dict[str, Any]:
    out, err = proc.communicate(timeout=timeout)
    assert proc.returncode == 0, err[-2000:]
    return json.loads(out.strip().splitlines()[-1])


def record(home: Path, seat: str) -> list[bytes]:
    path = home / f"seat{seat}.jsonl"
    return path.read_bytes().splitlines() if path.exists() else []


STARTED: list[subprocess.Popen[str]] = []  # ended by the tests' fixture, whatever happens


def stop_all() -> None:
    while STARTED:
        proc = STARTED.pop()
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()


def check_record(game: str, ended: dict[str, Any], seat: int, lines: list[bytes],
                 swap: Callable[[Any], Any]) -> tuple[int, int]:
    """Every message a guest's record holds is the message its seat may be sent at that
    moment of the host's game, byte for byte; and at each of those moments, with the
    hidden facts swapped at the host, the seat's snapshot (what every reconnect and the
    first message carry, and what each message says of the table after a move: the
    observation, the turn, the legal moves) is the same bytes. (The events of a move may
    of course show what that move revealed.) Returns (messages, moments swapped)."""
    session = Session(game, [Seat.from_dict(s) for s in ended["seats"]], ended["seed"])
    actions = ended["actions"]
    swapped_at = 0

    def advance(to: int) -> list[Any]:
        made: list[Any] = []
        while len(session.actions) < to:
            made = session.apply(session.game.action_from_dict(actions[len(session.actions)]))
        return made

    def same_under_swap() -> int:
        if session.over:
            return 0  # the end shows everything (the board is lifted, the cards turned)
        kept = session.state
        before = snapshot(session, seat, 1)
        try:
            twin = swap(copy.deepcopy(kept))
        except (AssertionError, ValueError, IndexError, StopIteration):
            return 0  # nothing hidden to swap at this moment
        if twin.to_dict() == kept.to_dict():
            return 0
        session.state = twin
        try:
            after = snapshot(session, seat, 1)
        finally:
            session.state = kept
        if after != before:
            was, now = json.loads(before), json.loads(after)
            told = {k: (was[k], now[k]) for k in was if was[k] != now[k]}
            raise AssertionError(f"seat {seat} after move {len(session.actions)}: {told}")
        return 1

    for raw in lines:
        message = json.loads(raw)
        assert message["seat"] == seat
        kind, number = message["kind"], message["number"]
        if kind == "snapshot":
            advance(message["moves"])
            assert snapshot(session, seat, number) == raw
        elif kind == "events":
            advance(message["moves"] - 1)
            made = session.apply(session.game.action_from_dict(actions[message["moves"] - 1]))
            assert events(session, made, seat, number, message["played_for"],
                          message["mover"]) == raw
        else:
            assert raw == refusal(seat, number, message["reason"])
        swapped_at += same_under_swap()
    return len(lines), swapped_at


# -- a relay -------------------------------------------------------------------------------

class Relay(latency.Mosquitto):
    """Eclipse Mosquitto on a free loopback port, as a family's helper would run it."""

    def __init__(self, folder: Path) -> None:
        binary = latency.mosquitto()
        if binary is None:
            if os.environ.get("CASTLE_GAMES_NEED_RELAY"):
                pytest.fail("no mosquitto here, and this run must test the relay")
            pytest.skip("no mosquitto here (apt-get install mosquitto)")
        super().__init__(binary, folder)


# -- a wire that breaks ----------------------------------------------------------------------

class BreakingProxy:
    """A TCP proxy between the guests and the host that closes connections at random
    moments (and delays what it forwards a little): the guests must come back."""

    def __init__(self, target_port: int, seed: int, *, break_chance: float = 0.02,
                 delay_s: float = 0.004) -> None:
        self.target_port, self.rng = target_port, random.Random(seed)
        self.break_chance, self.delay_s = break_chance, delay_s
        self.port = free_port()
        self.breaks = 0
        self.loop = asyncio.new_event_loop()
        self._started = threading.Event()
        threading.Thread(target=self._run, daemon=True).start()
        self._started.wait(5)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._serve())
        self._started.set()
        self.loop.run_forever()

    async def _serve(self) -> None:
        self.server = await asyncio.start_server(self._client, "127.0.0.1", self.port)

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            writer.close()
            return
        ends = (writer, up_writer)

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            try:
                while data := await src.read(65536):
                    await asyncio.sleep(self.rng.random() * self.delay_s)
                    if self.rng.random() < self.break_chance:
                        self.breaks += 1
                        if self.rng.random() < 0.5:  # half of them after a part got through
                            dst.write(data[: len(data) // 2])
                        break
                    dst.write(data)
                    await dst.drain()
            except (OSError, asyncio.IncompleteReadError):
                pass
            for end in ends:
                end.close()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
