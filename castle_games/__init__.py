"""Castle Games: five castle board games for the family table.

`castle_games.__version__` is read from the installed package's metadata (pyproject.toml
holds the one version number), on first use, so that starting the window does not wait.
"""


def __getattr__(name: str) -> str:
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("castle-games")
        except PackageNotFoundError:
            return "unknown"
    raise AttributeError(f"module 'castle_games' has no attribute {name!r}")
