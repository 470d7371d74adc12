"""How to play Schloss Schlotterstein, in short pages for the rules screen (title, text).

Every heading and paragraph is a catalogue message (N_), translated where the rules page
shows it.
"""

from __future__ import annotations

from castle_games.core.languages import N_

GUIDE: list[tuple[str, str]] = [
    # TRANSLATORS: the rules page follows the box's rulebook (Schloss Schlotterstein: Das
    # Kartenspiel): castle residents, ghost cards, the ghost path, the leading ghost; use
    # the words of your own edition of the box, so that a family recognises them.
    (N_("The idea"),
     N_("Twenty residents live in Schloss Schlotterstein. Each round a ghost card shows 12 of"
        " them. Look closely, remember who was there, and scare them: every right one moves "
        "your ghost forward along the ghost path, every wrong one moves it back.")),
    (N_("The table"),
     N_("Twelve ghost cards lie face down in the middle: one for each round. The 20 resident "
        "cards lie around them. Your ghosts wait at the start of the ghost path.")),
    (N_("Look!"),
     N_("The leading ghost turns over the top card. Everybody looks. The leading ghost hides "
        "it again after 5 seconds at the earliest; after 30 seconds it hides by itself. "
        "Careful: some residents are big, some small, and some peek out from behind a sofa, a"
        " barrel, a curtain or somebody else. For young children choose a longer look when "
        "you set up the game (up to 60 seconds).")),
    # TRANSLATORS: "Bu bu bu!" is the box's scaring cry, said aloud when a resident is
    # scared: keep a ghost's boo that children like to shout.
    (N_("Bu bu bu!"),
     N_("The player left of the leading ghost begins, then it goes round clockwise. On your "
        "turn scare ONE resident you remember: click their card in the middle. Or ring the "
        "bell if you cannot remember anybody else: then you are out until the next card. With"
        " the keys: Tab or the arrows choose a resident, Enter scares, B rings the bell.")),
    (N_("The check"),
     N_("The scaring ends when everybody has rung the bell, or when nobody of the card is "
        "left in the middle. The card is turned over: one step forward for each right "
        "resident, one step back for each wrong one. Nobody goes back past the start.")),
    (N_("The next round"),
     N_("All resident cards go back to the middle and the next player clockwise becomes the "
        "leading ghost.")),
    (N_("Who wins?"),
     N_("After the twelfth card the ghost furthest along the path is the ghost master. On a "
        "tie there are several winners.")),
    (N_("Tips"),
     N_("Scare the residents you are surest of first, before somebody else takes them. Do not"
        " guess wildly: a wrong resident costs a step. The residents of the last card like to"
        " sneak into your memory!")),
]
