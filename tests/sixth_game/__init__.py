"""A tiny sixth game, for tests only (not shipped): proves a game plugs in without touching
the shell. Coin Tower: a stack of coins; in turn take one or two; whoever takes the last
coin wins. Its sound recipe (sounds/coin.toml) lies in its own package, as every shipped
game's do."""

from castle_games.core.manifest import Manifest

MANIFEST = Manifest.declared(__name__)
