"""The Tajemnica Zamku rules page, in our own words for families (shown in the app).

Each entry is (heading, text). The house rules of rules.HOUSE_RULES are shown after these
pages, marked "house rule"; the pages below mention the important ones where they matter.
Every heading and text is a catalogue message (N_), translated where the rules page shows it.
"""

from __future__ import annotations

from castle_games.core.languages import N_

GUIDE: list[tuple[str, str]] = [
    # TRANSLATORS: the rules page follows the Polish rulebook of "Tajemnica Zamku" (the
    # castle's secret): Polish readers should recognise their own box's words.
    (N_("What is it about?"),
     N_("A princess is locked somewhere in the castle labyrinth, and nobody knows where: the "
        "labyrinth is built while you play. To free her you need three things, a map, an "
        "elixir and a key. Three dragons guard them. Whoever has all three, finds the "
        "princess's chamber and rolls 10 or more on the die frees her and wins.")),
    (N_("What is in the box"),
     N_("60 labyrinth tiles: the bat tile where everybody starts, and straight corridors, "
        "corners, T-junctions and crossroads. 36 tiles show a circle: a secret waits there. "
        "48 round tokens: the secrets (3 dragons, the princess, 9 swords, 4 magic mirrors, "
        "6 ghosts, 6 wandering knights, 7 sprites) lie face down; 4 maps, 4 elixirs and "
        "4 keys are set aside as the prizes. One die with 12 sides.")),
    (N_("Who begins"),
     N_("Everyone rolls the die; the highest roll begins (if two tie, they roll again). Then "
        "play goes clockwise, one turn each. You can play alone too: then try to free the "
        "princess in as few turns as you can.")),
    (N_("Your turn: move one tile"),
     N_("On your turn you move your pawn one tile, or stay where you are. You may step to a "
        "tile next to yours if a corridor joins them (no wall in between). Or you explore: "
        "draw a new tile, lay it next to your tile and step onto it.")),
    (N_("Laying a new tile"),
     N_("Draw a tile, then choose at which open side of your tile it goes and how to turn it. "
        "The side that faces you must be a corridor, and every side that touches another "
        "tile must match it: corridor to corridor, wall to wall. The game shows you every "
        "way it fits. If it fits nowhere, it goes back in the box and you may still step or "
        "stay. You may draw only once a turn. When no tile in the box could ever fit beside "
        "your tile, the game does not let you draw there.")),
    (N_("Keeping the labyrinth open"),
     N_("The labyrinth must not close itself up. A tile that would leave no corridor leading "
        "to an empty place goes back in the box, and you draw again until you get one that "
        "keeps the labyrinth open. Only the very last tile of the box may close it.")),
    (N_("A circle: a secret!"),
     N_("When you lay a tile with a circle, you turn over one of the secret tokens and put "
        "it on the circle. If you step onto a circle that was already found, nothing new "
        "happens.")),
    # TRANSLATORS: the box's opponents (the Polish box: Duch, Błędny rycerz, Skrzat; only
    # Polish keeps those names). Name them in your language's own words (German: Gespenst,
    # irrender Ritter, Kobold; Czech: duch, Bludný rytíř, skřítek). The sprite is the box's
    # little house sprite, a gnome with a pointed red hat.
    (N_("Ghost, wandering knight and sprite"),
     N_("They stay where they are found. Whoever stands on one must get past it: at the "
        "start of your turn you roll the die, and you need 7 or more for the ghost, 6 or "
        "more for the wandering knight, 5 or more for the sprite. If you roll less, your turn "
        "is over. If you make it, you move as usual. Each time you step onto one, you face "
        "it again.")),
    (N_("Swords"),
     N_("There are three swords of each colour: yellow, red and green. A sword you find is "
        "yours if you have none of that colour yet. If you already have one, it stays on its "
        "tile, and the next player without that colour who stops there takes it. You keep "
        "your swords all game.")),
    (N_("Dragons"),
     N_("The yellow dragon guards the map, the red dragon the elixir, the green dragon the "
        "key. Stand on a dragon's tile with a sword of its colour and you may fight it after "
        "your move: roll 8 or more and you win its prize. If not, try again next turn. You "
        "can walk past a dragon without fighting. Each player can win only one map, one "
        "elixir and one key.")),
    (N_("Magic mirrors"),
     N_("Standing on a mirror, you may use your move to jump to any other mirror that has "
        "been found. You do not have to.")),
    (N_("The princess"),
     N_("Her chamber stays where it is found. You may walk through it at any time. When you "
        "stand there with the map, the elixir and the key, you may try to free her after "
        "your move: roll 10 or more and you win! If not, try again next turn.")),
    (N_("One try a turn"),
     N_("After your move you may make one try where you stand: fight a dragon, or free the "
        "princess. The game offers it to you; you can also just end your turn.")),
    # TRANSLATORS: "the bat hall": our house rule, named after the box's bat tile (the start).
    (N_("The bat hall (house rule)"),
     N_("Very rarely the labyrinth cannot grow any more while some secrets are still face "
        "down. Then the bat brings them home: the dragons, swords and the princess still "
        "hidden are turned over and put on the bat tile in the middle, where everyone can "
        "reach them. The hidden ghosts, knights, sprites and mirrors go back in the box. So "
        "the princess can always be rescued.")),
]
