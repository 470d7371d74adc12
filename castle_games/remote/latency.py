"""The figures of play from two homes, for `castle-games bench` and tools/remote_figures.py:
the time from a guest's move to that move's events back at the guest (median, p99), with
the host and each guest a process of its own (`castle-games host` / `join`), over loopback
and through a relay; and the relay's memory and CPU per table. The relay is Eclipse
Mosquitto, started here with the README's settings when it is installed (it is not a
dependency of the games: without it the relay's figures say why they are missing).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

TABLES = [("seven-locks", "guest,guest,bot:easy"), ("clever-keys", "guest,guest,guest"),
          ("schlotterstein", "guest,bot:easy,guest"), ("knobelschatz", "guest,guest,bot:normal"),
          ("tajemnica-zamku", "guest,guest,bot:easy")]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def mosquitto() -> str | None:
    return shutil.which("mosquitto") or next(
        (p for p in ("/usr/sbin/mosquitto", "/usr/local/sbin/mosquitto") if Path(p).exists()),
        None)


class Mosquitto:
    """Eclipse Mosquitto on a free loopback port, configured as the README says."""

    def __init__(self, binary: str, folder: Path) -> None:
        self.port = free_port()
        conf = folder / "mosquitto.conf"
        conf.write_text(f"listener {self.port} 127.0.0.1\nallow_anonymous true\n"
                        "set_tcp_nodelay true\npersistence false\n")
        self.proc = subprocess.Popen([binary, "-c", str(conf)], stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.5).close()
                break
            except OSError:
                time.sleep(0.05)
        self.url = f"mqtt://127.0.0.1:{self.port}"

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "CASTLE_GAMES_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy"}


def play_table(home: Path, game: str, players: str, via: str, seed: int
               ) -> tuple[subprocess.Popen[str], list[subprocess.Popen[str]]]:
    """A host and its guests, each a process, started (the guests play `easy`)."""
    home.mkdir(parents=True, exist_ok=True)
    cli = [sys.executable, "-m", "castle_games"]
    # (with its autosave, as at a family's table: the host saves before it tells a move)
    host = subprocess.Popen([*cli, "host", game, "--players", players, "--seed", str(seed),
                             "--via", via, "--autosave", str(home / "table.json")], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=_env(home))
    invite = json.loads(host.stdout.readline())  # type: ignore[union-attr]
    guests = [subprocess.Popen(
        [*cli, "join", invite["code"], "--seat", seat, "--secret", secret,
         "--via", invite["via"][0], "--bot", "easy", "--seed", seat,
         "--latencies", str(home / f"latency{seat}")],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True, env=_env(home))
        for seat, secret in invite["secrets"].items()]
    return host, guests


def _finish(host: subprocess.Popen[str], guests: list[subprocess.Popen[str]]) -> int:
    for guest in guests:
        guest.wait(300)
    out, _err = host.communicate(timeout=300)
    return int(json.loads(out.strip().splitlines()[-1])["moves"])


def latencies(folder: Path, via: str, rounds: int) -> list[float]:
    """Every game `rounds` times, one table at a time: each guest move's latency, ms."""
    found: list[float] = []
    for r in range(rounds):
        for i, (game, players) in enumerate(TABLES):
            home = folder / f"{r}-{i}"
            _finish(*play_table(home, game, players, via, 100 + r))
            for path in home.glob("latency*"):
                found += [float(x) for x in path.read_text().split()]
    return found


def _summary(ms: list[float]) -> dict[str, Any]:
    ms = sorted(ms)
    return {"moves": len(ms), "median_ms": round(statistics.median(ms), 2),
            "p99_ms": round(ms[int(0.99 * (len(ms) - 1))], 2)}


def _cpu_rss(pid: int) -> tuple[float, int]:
    """CPU seconds and resident KiB of a process (Linux's /proc)."""
    stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    cpu = (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")
    rss = next(int(line.split()[1]) for line in
               Path(f"/proc/{pid}/status").read_text().splitlines() if line.startswith("VmRSS:"))
    return cpu, rss


def relay_cost(relay: Mosquitto, folder: Path, tables: int) -> dict[str, Any]:
    """`tables` tables at once through the relay: its memory and CPU per table."""
    time.sleep(0.5)
    cpu0, rss0 = _cpu_rss(relay.proc.pid)
    started = [play_table(folder / f"busy{t}", *TABLES[t % len(TABLES)], relay.url, 200 + t)
               for t in range(tables)]
    peak = rss0
    while any(p.poll() is None for _h, guests in started for p in guests):
        peak = max(peak, _cpu_rss(relay.proc.pid)[1])
        time.sleep(0.05)
    moves = sum(_finish(host, guests) for host, guests in started)
    cpu1 = _cpu_rss(relay.proc.pid)[0]
    return {"tables": tables, "idle_rss_kib": rss0,
            "rss_kib_per_table": round((peak - rss0) / tables, 1),
            "cpu_ms_per_table": round(1000 * (cpu1 - cpu0) / tables, 1),
            "cpu_us_per_move": round(1e6 * (cpu1 - cpu0) / max(moves, 1), 1), "moves": moves}


def figures(rounds: int = 3, tables: int = 8) -> dict[str, Any]:
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        out["loopback"] = _summary(latencies(folder / "loopback", "ws://127.0.0.1:0", rounds))
        binary = mosquitto()
        if binary is None or not Path("/proc/self/stat").exists():
            out["relay"] = out["relay_per_table"] = {
                "missing": "Mosquitto is not installed here (apt-get install mosquitto)"}
            return out
        relay = Mosquitto(binary, folder)
        try:
            out["relay"] = _summary(latencies(folder / "relay", relay.url, rounds))
            out["relay_per_table"] = relay_cost(relay, folder, tables)
        finally:
            relay.close()
    return out
