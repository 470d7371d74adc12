"""Figures of play from two homes (castle_games/remote/latency.py): the latency from a
guest's move to its events back at the guest (median, p99) over loopback and through a
relay (Eclipse Mosquitto, when installed), and the relay's memory and CPU per table.

    .venv/bin/python tools/remote_figures.py [--rounds 3] [--tables 8]
"""

from __future__ import annotations

import argparse
import json

from castle_games.remote.latency import figures


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3, help="each game this many times")
    parser.add_argument("--tables", type=int, default=8, help="tables at once on the relay")
    args = parser.parse_args()
    print(json.dumps(figures(args.rounds, args.tables), indent=2))


if __name__ == "__main__":
    main()
