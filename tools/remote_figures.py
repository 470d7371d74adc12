"""Figures of play from two homes: the latency from a guest's move to that move's events
back at the guest (median, p99) over loopback and through a relay (Eclipse Mosquitto), and
the relay's memory and CPU per table. Needs `mosquitto` on PATH for the relay figures.

    .venv/bin/python tools/remote_figures.py [--tables 8] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
import remote_kit as kit

GAMES = [("seven-locks", "guest,guest,bot:easy"), ("clever-keys", "guest,guest,guest"),
         ("schlotterstein", "guest,bot:easy,guest"), ("knobelschatz", "guest,guest,bot:normal"),
         ("tajemnica-zamku", "guest,guest,bot:easy")]


def table(home: Path, game: str, players: str, via: str, seed: int):
    home.mkdir(parents=True, exist_ok=True)
    host = kit.Host(home, game, "--players", players, "--seed", str(seed), "--via", via)
    url = host.invite["via"][0]
    return host, [kit.join(home, host.invite, s, url, "--latencies", str(home / f"lat{s}"))
                  for s in host.invite["secrets"]]


def latencies(folder: Path, via: str, rounds: int) -> list[float]:
    """Each game `rounds` times, one table at a time; every guest move's latency (ms)."""
    found: list[float] = []
    for r in range(rounds):
        for i, (game, players) in enumerate(GAMES):
            host, guests = table(folder / f"{r}-{i}", game, players, via, 100 + r)
            for proc in guests:
                kit.finished(proc)
            host.finish()
            for path in (folder / f"{r}-{i}").glob("lat*"):
                found += [float(x) for x in path.read_text().split()]
    return found


def cpu_rss(pid: int) -> tuple[float, int]:
    stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(stat[11]) + int(stat[12])) / ticks
    rss = next(int(line.split()[1]) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
               if line.startswith("VmRSS:"))
    return cpu, rss


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out: dict[str, object] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        relay = kit.Relay(folder)
        for name, via in (("loopback", "ws://127.0.0.1:0"), ("relay", relay.url)):
            ms = sorted(latencies(folder / name, via, args.rounds))
            out[name] = {"moves": len(ms), "median_ms": round(statistics.median(ms), 2),
                         "p99_ms": round(ms[int(0.99 * (len(ms) - 1))], 2)}
        # The relay's cost per table: that many tables at once, all through it.
        time.sleep(1)
        cpu0, rss0 = cpu_rss(relay.proc.pid)
        moves = 0
        started = [table(folder / f"busy{t}", *GAMES[t % len(GAMES)], relay.url, 200 + t)
                   for t in range(args.tables)]
        peak = rss0
        while any(p.poll() is None for _h, guests in started for p in guests):
            peak = max(peak, cpu_rss(relay.proc.pid)[1])
            time.sleep(0.05)
        for host, _guests in started:
            moves += host.finish()["moves"]
        cpu1, _rss1 = cpu_rss(relay.proc.pid)
        out["relay_per_table"] = {
            "tables": args.tables, "idle_rss_kib": rss0,
            "rss_kib_per_table": round((peak - rss0) / args.tables, 1),
            "cpu_ms_per_table": round(1000 * (cpu1 - cpu0) / args.tables, 1),
            "cpu_us_per_move": round(1e6 * (cpu1 - cpu0) / max(moves, 1), 1),
            "moves": moves}
        relay.close()
        kit.stop_all()
    print(json.dumps(out, indent=None if args.json else 2))


if __name__ == "__main__":
    main()
