"""The Seven Locks rules page, in our own words for families (the house rules come from
rules.HOUSE_RULES and are shown beside it, marked as house rules)."""

from __future__ import annotations

from castle_games.core.languages import N_

# Each heading and paragraph is marked for the catalogue; the rules page translates them
# as it shows them.

GUIDE: list[tuple[str, str]] = [
    # TRANSLATORS: the Seven Locks rules page. The game is the German box "Das Schloss der 7
    # Schlösser": use the words of its rulebook (the keymaster, the coats of arms, the
    # enchanted key, the pearl bin) so that a family who owns the box recognises its game.
    (N_("Goal"),
     N_("Seven towers stand around the castle, each locked over a secret treasure chamber. "
        "Listen to how deep the pearls fall, pick the key that fits, and open towers to take "
        "their pearls. Whoever has the most pearls at the end wins.")),
    (N_("Setup"),
     N_("There are eight chambers, all of different heights, and eight keys: key 1 fits "
        "chamber 1 (the smallest), key 8 fits chamber 8 (the tallest). The towers are mixed so "
        "that nobody knows which chamber is where, and one tower is put aside without looking: "
        "it stays out of the game. The starting player puts the keymaster in front of any "
        "tower and drops one pearl into each of the seven towers, then a second one into each. "
        "Listen well: the deeper a pearl falls, the smaller the chamber below it. The other 66 "
        "pearls wait in the bin.")),
    (N_("A turn"),
     N_("Roll the die. Take as many pearls as it shows and throw them, one by one, each into a "
        "different tower. Then move the keymaster clockwise: at least one tower, at most as "
        "many towers as the die's steps. He only counts towers that still stand and never "
        "stops where he started. Now choose a key for the tower he stands at. The others may "
        "join in with a coat of arms. Then try the key. Whatever happens, the die then goes to "
        "the player on your left.")),
    (N_("The die"),
     N_("Each face shows pearls and steps: 1 pearl and 3 steps, 2 pearls and 2 steps, or "
        "3 pearls and 1 step. When only two towers are left and you roll 3 pearls, one pearl "
        "goes into each tower and the third into either. If the bin runs out of pearls, the "
        "keymaster finds nobody worthy: the game ends at once and everybody loses.")),
    (N_("Keys and coats of arms"),
     N_("Once you have taken a key, you keep it for this try. Then, starting with the player "
        "on your left, everybody who still has a coat of arms may place one to share in the "
        "treasure. Each player has two coats of arms for the whole game, and a placed one is "
        "used up, even if the key does not fit. The key slides in until it rests on the "
        "chamber. It fits when its notch sits exactly at the lock and it turns. If the notch "
        "sticks out above the tower, the key was too long: the chamber is taller than the "
        "key's. If the notch sinks inside, the key was too short: the chamber is smaller. "
        "Watch how far. That tells you how far off it was.")),
    (N_("Sharing"),
     N_("When the key turns, the tower is opened. If nobody placed a coat of arms, all its "
        "pearls are yours. Otherwise you share them equally with everyone who placed one, and "
        "you, the opener, also get whatever cannot be shared evenly. Example: 8 pearls shared "
        "by three players: everyone gets 2, and the opener also gets the 2 left over, so 4, 2 "
        "and 2. The opened tower and its key leave the game.")),
    (N_("The enchanted key"),
     N_("After the fifth tower is opened, two towers are left but three keys: one of them "
        "fits nowhere, because its tower is the one put aside. Starting with the player who "
        "opened the fifth tower and going clockwise, everybody who still has a coat of arms "
        "may place one on the key they think is enchanted. This is the only chance to guess. "
        "Several players may pick the same key, and a key with a coat of arms on it can still "
        "be used to open a tower.")),
    (N_("The end"),
     N_("When the sixth tower is opened, the game ends by itself. The key that fits the last "
        "tower is found, and the other one is the enchanted key. Whoever guessed it shares the "
        "pearls of the last tower equally. Pearls that cannot be shared evenly go to nobody, "
        "and if nobody guessed right, nobody gets that treasure. The most pearls win. If "
        "several players are tied, they all win, and a rematch decides who becomes king.")),
    (N_("The strategists' variant"),
     N_("Chosen when setting up the game. After everyone has decided about their coats of "
        "arms, each player who joined may take theirs back again, in the order they joined, "
        "before the key is tried. Only the last one to join may not. A coat of arms taken back "
        "is not used up, but its owner gets no share.")),
    # TRANSLATORS: "Play by ear" is the name of the button on the setup screen.
    (N_("Playing by ear"),
     N_("A hidden mode for good listeners: press Play by ear on the setup screen. The screen "
        "stays dark and every moment is a sound. Each tower has its own bell and its place "
        "from left to right; the die is counted in clicks (pearls) and knocks (steps); a key "
        "is as many rising notes as its number. Press 1 to 7 for a tower, A to H for a key, "
        "Y or N to answer, Enter to roll, Space to hear the last sound again, H for help and "
        "Esc for the menu, with a listening trainer and how far apart the depths sound. "
        "A key pressed while the sounds still play is answered by a soft tap: listen to "
        "the end, then press it again.")),
]
