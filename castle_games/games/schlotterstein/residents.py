"""The 20 residents of Schloss Schlotterstein: names, looks in words, and drawing hints.

No pygame here: the rules, the deck and the bots use the names; `art.py` draws them. Every
resident has its own silhouette, its own main colour and one prop a child knows at a glance
(the knight's plume and sword, the cook's tall white hat and spoon, the owl's big eyes), so
that each stays recognisable when small or half hidden behind a sofa.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Resident:
    key: str          # short id for files and caches: 'ritter'
    name: str         # what the players say and the actions use: 'Ritter Rudi'
    what: str         # who they are, for the guide and screen readers: 'the knight'
    looks: str        # how to recognise them
    colour: RGB       # main colour (the card frame of their resident card uses it too)
    aspect: float     # width / height of the figure's box on a ghost card
    flyer: bool = False  # may sit on a perch or fly high up on the wall

    def __repr__(self) -> str:
        return f"Resident({self.name!r})"


RESIDENTS: tuple[Resident, ...] = (
    Resident("ritter", "Ritter Rudi", "the knight",
             "a silver helmet with a red plume, a sword and a blue shield", (190, 198, 212), 0.82),
    Resident("koechin", "Köchin Käthe", "the cook",
             "a tall puffy white hat, a white jacket and a big wooden spoon", (250, 250, 246), 0.78),
    Resident("prinzessin", "Prinzessin Paula", "the princess",
             "a pink gown, long golden hair and a little crown", (242, 128, 180), 0.80),
    Resident("eule", "Eule Elsa", "the owl",
             "a round brown owl with huge yellow eyes and feather ears", (150, 100, 58), 0.84,
             flyer=True),
    Resident("kater", "Kater Karlo", "the cat",
             "an orange tomcat with pointy ears, whiskers and a striped tail", (244, 148, 46), 0.92),
    Resident("zauberer", "Zauberer Zacharias", "the wizard",
             "a tall blue starry hat, a long white beard and a magic wand", (62, 84, 196), 0.80),
    Resident("koenig", "König Konrad", "the king",
             "a big golden crown, a red robe with white fur and a brown beard", (206, 42, 52), 0.90),
    Resident("narr", "Narr Nepomuk", "the jester",
             "half yellow, half purple, with a three-pointed hat full of bells", (250, 208, 50), 0.86),
    Resident("gaertner", "Gärtner Gustav", "the gardener",
             "a straw hat, green dungarees and a watering can", (70, 150, 70), 0.86),
    Resident("fledermaus", "Fledermaus Fritzi", "the bat",
             "a little purple bat with wide wings and big ears", (96, 64, 128), 1.30,
             flyer=True),
    Resident("magd", "Magd Mia", "the maid",
             "a turquoise dress, a white bonnet and a colourful feather duster", (52, 178, 190), 0.80),
    Resident("schmied", "Schmied Sepp", "the blacksmith",
             "a bald head, a black beard, a leather apron and a big hammer", (136, 84, 46), 0.90),
    Resident("spielmann", "Spielmann Siggi", "the minstrel",
             "a green cap with a red feather, a lute and music notes", (150, 40, 92), 0.86),
    Resident("drache", "Drache Dodo", "the baby dragon",
             "a little green dragon with orange spikes, small wings and a puff of fire", (46, 164, 104),
             0.96),
    Resident("maus", "Maus Mimi", "the mouse",
             "a grey mouse with big round ears and a piece of cheese", (168, 168, 184), 0.84),
    Resident("hund", "Hund Bello", "the dog",
             "a sandy dog with floppy brown ears, a red collar and his tongue out", (214, 168, 108),
             0.92),
    Resident("rabe", "Rabe Rabanus", "the raven",
             "a black raven with a yellow beak and a golden key", (46, 46, 62), 0.84, flyer=True),
    Resident("prinz", "Prinz Leo", "the little prince",
             "a small golden crown, a brown fringe, a blue tunic and a red cape", (72, 132, 222),
             0.82),
    Resident("hexe", "Hexe Hilda", "the witch",
             "a black pointy hat, red curls, a purple dress and a broom", (140, 70, 172), 0.90),
    Resident("frosch", "Frosch Fridolin", "the frog",
             "a lime-green frog with eyes on top and a red bow tie", (136, 206, 62), 1.00),
)

NAMES: tuple[str, ...] = tuple(r.name for r in RESIDENTS)
BY_NAME: dict[str, Resident] = {r.name: r for r in RESIDENTS}
BY_KEY: dict[str, Resident] = {r.key: r for r in RESIDENTS}


def resident(name_or_key: str) -> Resident:
    """A resident by name ('Ritter Rudi') or key ('ritter'); KeyError names the unknown one."""
    found = BY_NAME.get(name_or_key) or BY_KEY.get(name_or_key)
    if found is None:
        raise KeyError(f"there is no castle resident called {name_or_key!r}")
    return found
