"""The Knobelschatz rules page, in the project's own words for children and their parents.

The house rules (card values, the die faces, what the rulebook leaves open) are not
repeated here: the rules page shows rules.HOUSE_RULES separately, marked "house rule".
"""

from __future__ import annotations

GUIDE: list[tuple[str, str]] = [
    (
        "What is it about?",
        "Everybody wants treasure chests! Roll the dice, grab chests from the pile in the "
        "middle or from the other players, and keep them safe with the watchdog. Nobody may "
        "peek: how much gold is inside each chest is only shown at the very end.",
    ),
    (
        "Getting ready",
        "The 24 chest cards are shuffled. Every player gets one chest, face down. All the "
        "other chests make a pile in the middle of the table, and the wooden watchdog stands "
        "beside the pile.",
    ),
    (
        "Your turn",
        "Roll all three dice at once (click Roll, or press Space). Each die tells you where "
        "to take one more chest from. Then it is the next player's turn, going round the "
        "table clockwise.",
    ),
    (
        "What the dice mean",
        "One pip: take a chest from your left neighbour, the player who plays after you.\n"
        "Two pips: take a chest from your right neighbour, the player who played before you.\n"
        "Three pips: take a chest from the pile in the middle.\n"
        "Four pips: take a chest from any other player you like.",
    ),
    (
        "The watchdog",
        "If a die shows the dog, the watchdog runs to you first. As long as the dog stays "
        "with you, nobody can take your chests. When somebody else rolls the dog, it runs "
        "to them, and you are not protected any more.",
    ),
    (
        "Bad luck",
        "Sometimes there is nothing to take: your neighbour has no chest, or the dog guards "
        "them. Then that die brings you nothing. Never mind, the next roll may be better!",
    ),
    (
        "The end",
        "When the last chest is taken from the pile, the roll is played to the end and the "
        "game is over. Now all chests are turned over and everybody adds up the gold on "
        "their own chests. The most gold wins. If players have the same, they all win.",
    ),
    (
        "Playing several games",
        "Want to play again? In the next game, the player with the least gold so far "
        "begins. Before you start, you may agree on a funny task for whoever has the least "
        "gold: sing a song or do a somersault!",
    ),
]
