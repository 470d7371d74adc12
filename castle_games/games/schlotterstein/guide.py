"""How to play Schloss Schlotterstein, in short pages for the rules screen (title, text)."""

from __future__ import annotations

GUIDE: list[tuple[str, str]] = [
    ("The idea",
     "Twenty residents live in Schloss Schlotterstein. Each round a ghost card shows 12 of "
     "them. Look closely, remember who was there, and scare them: every right one moves your "
     "ghost forward along the ghost path, every wrong one moves it back."),
    ("The table",
     "Twelve ghost cards lie face down in the middle: one for each round. The 20 resident "
     "cards lie around them. Your ghosts wait at the start of the ghost path."),
    ("Look!",
     "The leading ghost turns over the top card. Everybody looks. The leading ghost hides it "
     "again after 5 seconds at the earliest; after 30 seconds it hides by itself. Careful: "
     "some residents are big, some small, and some peek out from behind a sofa, a barrel, a "
     "curtain or somebody else. For young children choose a longer look when you set up "
     "the game (up to 60 seconds)."),
    ("Bu bu bu!",
     "The player left of the leading ghost begins, then it goes round clockwise. On your turn "
     "scare ONE resident you remember: click their card in the middle. Or ring the bell if "
     "you cannot remember anybody else: then you are out until the next card. With the "
     "keys: Tab or the arrows choose a resident, Enter scares, B rings the bell."),
    ("The check",
     "The scaring ends when everybody has rung the bell, or when nobody of the card is left "
     "in the middle. The card is turned over: one step forward for each right resident, one "
     "step back for each wrong one. Nobody goes back past the start."),
    ("The next round",
     "All resident cards go back to the middle and the next player clockwise becomes the "
     "leading ghost."),
    ("Who wins?",
     "After the twelfth card the ghost furthest along the path is the ghost master. On a tie "
     "there are several winners."),
    ("Tips",
     "Scare the residents you are surest of first, before somebody else takes them. Do not "
     "guess wildly: a wrong resident costs a step. The residents of the last card like to "
     "sneak into your memory!"),
]
