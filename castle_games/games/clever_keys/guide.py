"""The Clever Keys rules page, in the project's own words for children and their parents.

The house rules (how the hidden board is dealt, what the rulebook leaves open) are not
repeated here: the rules page shows rules.HOUSE_RULES separately, marked "house rule".
Every heading and paragraph is a catalogue message (N_), translated where the rules page
shows it.
"""

from __future__ import annotations

from castle_games.core.languages import N_

GUIDE: list[tuple[str, str]] = [
    (
        # TRANSLATORS: the Clever Keys rules page follows the HABA rulebook (German, English,
        # French, Dutch, Spanish, Italian; in German "Schatzkammer", "Schlitze", "bis zum
        # Anschlag", "offene Ecke"): German readers should recognise their box's words.
        N_("What is it about?"),
        N_("You are exploring an old castle and find a tower room with three giant keys and a "
           "stone floor full of deep slots. Put a key into the right slot and the hatch in the "
           "middle opens: a secret chamber full of gemstones! But some slots are blocked. "
           "Remember where the keys got stuck, trust your luck a little, and know when to stop. "
           "Whoever collects the most gemstones wins."),
    ),
    (
        N_("The tower room"),
        N_("The round floor has 8 sections, numbered 1 to 8 going clockwise, and each section "
           "has 4 slots. In every section exactly one slot is blocked, but nobody can see which "
           "one. There are three keys, A, B and C, and 52 gemstones in the secret chamber."),
    ),
    (
        N_("Your turn"),
        N_("Pick any one of the three keys. A key that is not on the board yet may go into any "
           "free slot of any section that is not locked. A key that is already in a slot must "
           "move on: into a free slot of the next section clockwise. If that section is locked, "
           "skip it and take the one after. The slots the key may go into light up."),
    ),
    (
        N_("All the way in!"),
        N_("If the key slides all the way in, the red mark disappears and the treasure is close. "
           "You could win as many gemstones as there are keys in that section now: 1, 2 or 3. "
           "Everybody counts out loud together. Now decide: stop and take the gemstones, or "
           "take a risk and go on with the same key, into the next section clockwise. If it "
           "goes all the way in again, add the keys in that section to your reward."),
    ),
    (
        N_("Stuck!"),
        N_("If the key gets stuck and the red mark still shows, you get nothing this turn, even "
           "if you had already counted a reward. One gemstone rolls out of the secret chamber "
           "into the open corner; nobody can have it any more. The stuck key stays where it is "
           "and locks its section: no key may go in there while it stands there."),
    ),
    (
        N_("Three times at most"),
        N_("You may put your key in up to three times in one turn. If the third time goes all "
           "the way in, take your gemstones; either way your turn is over and the next player "
           "goes, clockwise round the table."),
    ),
    (
        # TRANSLATORS: Valerie is the player of the rulebook's own example (the same name
        # in every language of the box): keep her name.
        N_("Valerie's turn"),
        N_("Valerie puts key A into the section where key B already stands. It goes all the way "
           "in: 2 keys in this section, so 2 gemstones. She goes on. The next section is locked "
           "by key C, so key A skips it and goes into the section after. All the way in again, "
           "with 1 key there: 2 and 1 make 3. She risks it once more, into the next section... "
           "and the key gets stuck. No gemstones for Valerie, and one rolls into the open corner."),
    ),
    (
        N_("The end"),
        N_("The game ends as soon as the secret chamber is empty. The last player may get fewer "
           "gemstones than they counted, because there are no more. Everybody counts their "
           "gemstones: the most wins. If players have the same number, they all win together."),
    ),
    (
        N_("The treasure hunter's promise"),
        N_("No peeking! At the table nobody looks into the slots, and on the screen the blocked "
           "slots stay hidden too. Where a key is stuck right now, you can see it. Where a key "
           "was stuck before and has moved on, only your memory can tell you."),
    ),
]
