"""How each of the 20 residents is drawn: a recipe of simple shapes with bold outlines.

No pygame here: every recipe draws with a `pen` (art.Pen) in a box 100 units tall and
`w` units wide (the resident's aspect), feet at y = 100. Big heads, two friendly eyes, one
main colour and one prop each, so a child tells them apart at 40 pixels and half hidden.
"""

from __future__ import annotations

from collections.abc import Callable

from castle_games.games.schlotterstein.portrait_parts import Pen
from castle_games.games.schlotterstein.portraits_of_animals import (
    drache,
    eule,
    fledermaus,
    frosch,
    hund,
    kater,
    maus,
    rabe,
)
from castle_games.games.schlotterstein.portraits_of_people import (
    gaertner,
    hexe,
    koechin,
    koenig,
    magd,
    narr,
    prinz,
    prinzessin,
    ritter,
    schmied,
    spielmann,
    zauberer,
)

RECIPES: dict[str, Callable[[Pen, float], None]] = {
    "ritter": ritter, "koechin": koechin, "prinzessin": prinzessin, "eule": eule,
    "kater": kater, "zauberer": zauberer, "koenig": koenig, "narr": narr,
    "gaertner": gaertner, "fledermaus": fledermaus, "magd": magd, "schmied": schmied,
    "spielmann": spielmann, "drache": drache, "maus": maus, "hund": hund, "rabe": rabe,
    "prinz": prinz, "hexe": hexe, "frosch": frosch,
}
