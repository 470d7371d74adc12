"""The games shipped with Castle Games: one plugin package each.

Every package exports a `MANIFEST` (castle_games.core.manifest) and is named in the
`castle_games.games` entry points of pyproject.toml; the shell finds them there
(castle_games.plugins) and imports nothing from here by name.
"""
