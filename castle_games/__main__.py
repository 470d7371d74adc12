"""`python -m castle_games` runs the same command line as `castle-games`."""

from castle_games.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
