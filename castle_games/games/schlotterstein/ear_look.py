"""Schlotterstein's dark table: the shared table by ear, with the look at a ghost card.

The sighted table lets everybody look at a card for as long as the leading ghost shows it
(view.py: a real-time sand-glass, never hidden before the shortest look, hidden by itself
at the longest; a computer leader chooses its look and the card stays up until then). By
ear the same clock runs, from the moment the card is turned over:
  the card's residents are said once as it turns over (not kept in what happened, so
  Space and Page Up never say them again); while it is up K says it again;
  a person leading is asked to hide it only once the shortest look is over, and Enter
  hides it then (one choice: now, after the seconds looked); the longest look hides it;
  a computer leader decides after the shortest look, and the card stays up, heard or
  asked for with K, until its chosen look is over; only then is its hiding heard and
  the scaring asked for.
Once it is hidden nothing says the card: the observation no longer holds it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from castle_games.core.contract import Action, Event, IllegalAction
from castle_games.core.languages import N_
from castle_games.core.telling import _
from castle_games.games.schlotterstein.moves import CardHidden, CardTurnedOver, HideCard
from castle_games.games.schlotterstein.rules import SHOW, TOO_SOON
from castle_games.ui.ear.cues import cue
from castle_games.ui.ear.declared import Builder, EarGame
from castle_games.ui.ear.table import ENTER, EarTable

SAND = "sand-glass"
TRICKLE_EVERY = 2.0  # seconds between two trickles of the sand, as at the sighted table


class LookingTable(EarTable):
    """The shared dark table, with the card's look on the table's clock."""

    def __init__(self, app: Any, table: Any, game: EarGame, card: Builder) -> None:
        self.card_cues = card            # the card's residents, as K says them
        self.look: float | None = None   # seconds the card has been up; None: no card up
        self.look_end: float | None = None  # a computer leader's chosen look
        self.kept: Any = None            # the card as it was seen while up
        self.held: list[Event] = []      # its hiding, heard when the look is over
        self.trickled = 0.0
        super().__init__(app, table, game)
        if self.table.observation["phase"] == SHOW:
            # A resume while a card was up: everybody looks again (as the sighted table).
            self.start_look()

    # -- the card while it is up -------------------------------------------------------------
    def obs(self) -> Any:
        """What the seat sees: while a computer leader's look runs on, the card is still up
        (the sighted table shows it until the sand reaches the chosen look)."""
        seen = self.table.observation
        if self.look is not None and seen.get("card") is None and self.kept is not None:
            return {**seen, "card": self.kept}
        return seen

    def looks(self) -> tuple[float, float]:
        seen = self.table.observation
        return float(seen["reveal_min"]), float(seen["reveal_max"])

    def start_look(self) -> None:
        self.look, self.look_end, self.trickled = 0.0, None, 0.0
        self.kept = self.table.observation.get("card")
        self.say(self.card_cues(self.obs(), self.listener), kind="card", blocking=True)

    def end_look(self) -> None:
        """The card is hidden: whatever still says it stops, as the card goes face down."""
        self.look, self.look_end, self.kept = None, None, None
        self.cut_prompts()

    def holding(self) -> bool:
        """The look holds the table: nobody may act (the shortest look, or a computer's)."""
        if self.look is None:
            return False
        if self.look_end is not None:
            return True
        return self.table.observation["phase"] == SHOW and self.look < self.looks()[0]

    def _human_shows(self) -> bool:
        t = self.table
        return t.observation["phase"] == SHOW and not t.is_bot_turn()

    # -- the table's clock -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.look is not None:
            self.look += dt
            self._trickle(dt)
            if self.look_end is not None and self.look >= self.look_end:
                held, self.held = self.held, []
                self.end_look()
                super().hear(held)
            elif (self._human_shows() and self.look >= self.looks()[1]
                  and not self.player.blocking):
                # TRANSLATORS: by ear: the longest look is over, the card hides itself.
                self.say([cue(SAND, speech=_("The sand has run out: the card hides."))],
                         kind="event", blocking=True)
                self.act(HideCard(self.looks()[1]))
        if self.holding():
            if self.speaker is not None:
                self.speaker.update()
            self.player.update(dt)
            return
        super().update(dt)

    def _trickle(self, dt: float) -> None:
        """The sand runs while the card is up: a soft trickle now and then."""
        self.trickled += dt
        if self.trickled < TRICKLE_EVERY:
            return
        self.trickled = 0.0
        self.sounds.append((SAND, {}, 0.0))
        try:
            self.app.audio.play(SAND, gain=0.5)
        except Exception:  # noqa: BLE001 - a missing trickle never stops the game
            pass

    def hear(self, events: list[Any]) -> None:
        """A card turned over starts the look; a computer leader's hiding waits for the end
        of the look it chose."""
        hidden = next((e for e in events if isinstance(e, CardHidden)), None)
        if hidden is not None and self.look is not None:
            if self.table.is_human(hidden.leader):
                self.end_look()
            else:
                lo, hi = self.looks()
                self.look_end = min(hi, max(lo, float(hidden.seconds)))
                if self.look < self.look_end:
                    self.held = list(events)
                    return
                self.end_look()
        super().hear(events)
        if any(isinstance(e, CardTurnedOver) for e in events):
            self.start_look()

    # -- deciding while the card is up -------------------------------------------------------
    def awaiting(self) -> bool:
        return super().awaiting() and not self.holding()

    def choices(self) -> list[Action]:
        """The hiding is one choice: now, after the seconds everybody has looked."""
        legal: Sequence[Action] = self.table.legal_actions()
        if legal and isinstance(legal[0], HideCard):
            lo, hi = self.looks()
            return [HideCard(min(hi, max(lo, round(self.look or 0.0, 1))))]
        return list(legal)

    def not_yet(self, key: int) -> None:
        """Enter during the shortest look: the rules' own words say why, as at the table."""
        if (key in ENTER and self.look is not None and self._human_shows()
                and not self.player.blocking):
            shortest = self.looks()[0]
            reason = TOO_SOON.get(shortest, N_("let everybody look for at least {seconds} "
                                               "seconds"))
            self.say_now(self.game.refused(HideCard(round(self.look, 1)), self.obs(),
                                           IllegalAction(reason, seconds=f"{shortest:g}")
                                           .told(), self.listener), "refused")
            return
        super().not_yet(key)
