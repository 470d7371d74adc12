"""What the Schlotterstein table says in words: the two lines in the middle (whose turn,
what to do), the words over the sand-glass, the prompt read aloud with its picture and its
speaker button, and each event told in a sentence.

The table's scene (view.py) is built on this part and gives what it reads: the shown
table (`shown`, `phase`, `obs`, `active`), whose turn it is and who leads the show.
"""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.core.telling import _, winning
from castle_games.games.schlotterstein import anims
from castle_games.games.schlotterstein import layout as lay
from castle_games.games.schlotterstein.rules import SCARE, SHOW, TURN
from castle_games.games.schlotterstein.story import describe
from castle_games.ui.table import TableScene


class TableWords(TableScene):
    """The words of the Schlotterstein table (its scene is built on them)."""

    # -- the middle of the table ---------------------------------------------------------
    def hint(self) -> list[str]:
        """Two lines in the middle of the table, each a whole sentence, in the language in
        use."""
        t, shown = self.table, self.shown
        if shown.winners:
            masters = winning(self.seats, shown.winners, _("{player} is the ghost master!"),
                              _("{players} are the ghost masters together!"))
            return [masters or "", _("What a spooky game!")]
        if isinstance(self.active, anims.Check | anims.Tidy):
            return []
        if not self.idle:
            return [_("Click to hurry up")] if self.human_to_move() else []
        if self.phase == TURN:
            name = self.seats[self.obs["leader"]].name
            if t.is_bot_turn():
                return [_("{player} is the leading ghost.").format(player=name),
                        _("A new card is coming...")]
            return [_("{player}, you are the leading ghost!").format(player=name),
                    _("Click the pile to turn a card over.")]
        if self.phase == SCARE:
            name = self.seats[self.obs["current"]].name
            if t.is_bot_turn():
                return [_("{player} is thinking...").format(player=name),
                        _("Who was on the card?")]
            return [_("{player}: who was on the card?").format(player=name),
                    _("Click a resident to scare, or ring the bell.")]
        return []


    def show_lines(self) -> list[str]:
        """The words over the sand-glass while the card is shown (to everybody)."""
        return [_("Look closely!"), _("Who is on this card?")]

    # -- read aloud ----------------------------------------------------------------------
    @property
    def speaker_rect(self) -> pygame.Rect | None:  # type: ignore[override]
        """In the middle; beside the sand-glass while the card is up; none while the card
        is checked over the middle (R still says the prompt)."""
        if self.shown.card_at == "show" or self.active_is_reveal_flip():
            return lay.SHOW_SPEAKER_RECT
        if self.shown.card_at == "check" or isinstance(self.active, anims.Check | anims.Tidy):
            return None
        return lay.SPEAKER_RECT

    def may_act(self) -> bool:
        """A person turns a card over, hides the card they lead with, or scares."""
        if not (self.idle and self.human_to_move()):
            return False
        return self.phase in (TURN, SCARE) or (self.phase == SHOW and self.human_leads_show())

    def prompt_words(self) -> list[str]:
        if self.phase == SHOW:
            leader = self.seats[self.shown.leader].name
            return [*self.show_lines(),
                    # TRANSLATORS: said aloud to the leading ghost while the card is shown;
                    # "Hide the card" is the button's words, Space the keyboard key.
                    _("{player}, hide the card when you are ready: click Hide the card or "
                      "press Space.").format(player=leader)]
        return self.hint()

    def shown_prompt_words(self) -> list[str]:
        """What the table shows as the prompt: beside the card, the words over the glass."""
        return self.show_lines() if self.phase == SHOW else self.hint()

    def prompt_picture(self) -> str | None:
        """Beside the prompt: the pile (turn a card over), the card going face down (hide
        it), or a resident and the bell (scare one, or ring)."""
        return {TURN: "pile", SHOW: "hide"}.get(self.phase, "scare")

    def telling(self, event: Any) -> str | None:
        return describe(event, self.seats)
