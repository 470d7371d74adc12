"""The Knobelschatz rules page, in the project's own words for children and their parents.

The house rules (card values, the die faces, what the rulebook leaves open) are not
repeated here: the rules page shows rules.HOUSE_RULES separately, marked "house rule".
Every heading and paragraph is a catalogue message (N_), translated where the rules page
shows it.
"""

from __future__ import annotations

from castle_games.core.languages import N_

GUIDE: list[tuple[str, str]] = [
    (
        # TRANSLATORS: the rules page follows the Knobelschatz rulebook (a German box:
        # "Schatztruhen", the wooden "Wachhund"); German readers should recognise it.
        N_("What is it about?"),
        N_("Everybody wants treasure chests! Roll the dice, grab chests from the pile in the "
           "middle or from the other players, and keep them safe with the watchdog. Nobody may "
           "peek: how much gold is inside each chest is only shown at the very end."),
    ),
    (
        N_("Getting ready"),
        N_("The 24 chest cards are shuffled. Every player gets one chest, face down. All the "
           "other chests make a pile in the middle of the table, and the wooden watchdog stands "
           "beside the pile."),
    ),
    (
        N_("Your turn"),
        # TRANSLATORS: "Roll" is the word on the table's Roll! button.
        N_("Roll all three dice at once (click Roll, or press Space). Each die tells you where "
           "to take one more chest from. Then it is the next player's turn, going round the "
           "table clockwise."),
    ),
    (
        N_("What the dice mean"),
        N_("One pip: take a chest from your left neighbour, the player who plays after you.\n"
           "Two pips: take a chest from your right neighbour, the player who played before you.\n"
           "Three pips: take a chest from the pile in the middle.\n"
           "Four pips: take a chest from another player of your choice."),
    ),
    (
        # TRANSLATORS: the box's wooden watchdog (German box: "Wachhund"); keep it a
        # friendly guard dog in every language.
        N_("The watchdog"),
        N_("If a die shows the dog, the watchdog runs to you first. As long as the dog stays "
           "with you, nobody can take your chests. When somebody else rolls the dog, it runs "
           "to them, and you are not protected any more."),
    ),
    (
        N_("Bad luck"),
        N_("Sometimes there is nothing to take: your neighbour has no chest, or the dog guards "
           "them. Then that die brings you nothing. Never mind, the next roll may be better!"),
    ),
    (
        N_("The end"),
        N_("When the last chest is taken from the pile, the roll is played to the end and the "
           "game is over. Now all chests are turned over and everybody adds up the gold on "
           "their own chests. The most gold wins. If players have the same, they all win."),
    ),
    (
        N_("Playing several games"),
        N_("Want to play again? In the next game, the player with the least gold so far "
           "begins. Before you start, you may agree on a funny task for whoever has the least "
           "gold: sing a song or do a somersault!"),
    ),
]
