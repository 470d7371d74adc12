"""The buttons every game table may show: the speaker ("say it again") and the take-back
arrow (a person's last move taken back, while it revealed nothing and drew no chance).

`TableButtons` is a part of `ui.table.TableScene`: each game puts `speaker_rect` where it
covers nothing, and the take-back button sits beside it.
"""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.core.languages import _
from castle_games.ui import theme
from castle_games.ui.read_aloud import speaker_picture


class TableButtons:
    """The speaker and take-back buttons and keys (a part of ui.table.TableScene)."""

    # Where the speaker button sits (each game puts it where it covers nothing); None: none.
    speaker_rect: pygame.Rect | None = None
    # Where the take-back button sits beside the speaker button: +1 to its right, -1 left.
    take_back_side = 1

    @property
    def take_back_rect(self) -> pygame.Rect | None:
        """The take-back button, beside the speaker button; shown while the person's last
        move may be taken back."""
        if self.speaker_rect is None:
            return None
        return self.speaker_rect.move(self.take_back_side * (self.speaker_rect.width + 8), 0)

    def can_take_back(self) -> bool:
        """(Asked every frame: the answer is worked out once per move, as it replays the
        game's log.)"""
        if (not self.idle or self.table.over or self.table.moves_played == 0
                or self.coach is not None):  # (a guided game goes forward only)
            return False
        position = self.table.position
        cached = getattr(self, "_take_back_at", None)
        if cached is None or cached[0] != position:
            cached = (position, self.table.take_back_refusal() is None)
            self._take_back_at = cached
        return cached[1]

    def take_back(self) -> None:
        """Backspace, Ctrl+Z or the button: the person's last move taken back, or said
        plainly why not ("the die has been rolled")."""
        reason = self.table.take_back_refusal()
        if reason is not None:
            self.refuse(_(reason))
            return
        self.skip_animations()
        self.table.take_back()
        # The table as if it had just been shown at this point of the game: every game's
        # picture is built from its seat's table model, so a fresh scene is exact.
        fresh = type(self)(self.app, self.table)
        self.app.show_table_again(self, fresh)
        fresh.sound("ui-back")
        fresh.note(_("Taken back: choose again."))

    def take_back_event(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and (
                event.key == pygame.K_BACKSPACE
                or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL)):
            if self.idle:  # also while a computer only thinks: it has shown nothing yet
                self.take_back()
            return True
        rect = self.take_back_rect
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and rect is not None
                and rect.collidepoint(event.pos) and self.can_take_back()):
            self.take_back()
            return True
        return False

    def speaker_event(self, event: Any) -> bool:
        """A click on the speaker button or R: the prompt again; Backspace, Ctrl+Z or the
        take-back button: the last move taken back. True: the event is used up (a game's
        `handle` asks this first)."""
        if self.take_back_event(event) or self.hint_event(event):
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.speaker_rect is not None and self.speaker_rect.collidepoint(event.pos)):
            self.repeat_prompt()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and not (
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)) and self.repeat_key_free():
            self.repeat_prompt()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v and not (
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.cycle_verbosity()
            return True
        return False

    def draw_speaker(self, canvas: pygame.Surface) -> None:
        """The speaker button, drawn over the table (a picture, no word); below it the
        take-back arrow while the person's last move may be taken back."""
        if self.speaker_rect is not None:
            speaker_button(canvas, self.speaker_rect, pressed=self.speaker_pressed > 0)
        rect = self.take_back_rect
        if rect is not None and self.can_take_back():
            take_back_button(canvas, rect)


def speaker_button(canvas: pygame.Surface, rect: pygame.Rect, *, pressed: bool = False) -> None:
    """A round parchment button with a speaker and its sound waves: "say it again"."""
    r = rect.w // 2
    c = (rect.centerx, rect.centery + (2 if pressed else 0))
    if not pressed:
        pygame.draw.circle(canvas, theme.GOLD_DARK, (c[0], c[1] + 4), r)
    pygame.draw.circle(canvas, theme.GOLD if pressed else theme.PARCHMENT, c, r)
    pygame.draw.circle(canvas, theme.INK, c, r, 3)
    speaker_picture(canvas, c, r * 2 // 3, theme.INK)


def take_back_button(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """A round parchment button with an arrow turning back: "take my move back"."""
    r = rect.w // 2
    c = rect.center
    pygame.draw.circle(canvas, theme.GOLD_DARK, (c[0], c[1] + 4), r)
    pygame.draw.circle(canvas, theme.PARCHMENT, c, r)
    pygame.draw.circle(canvas, theme.INK, c, r, 3)
    arc = pygame.Rect(0, 0, r, r)
    arc.center = (c[0] + 2, c[1] + 2)
    pygame.draw.arc(canvas, theme.INK, arc, -1.2, 3.3, 4)
    tip = (arc.left + 1, arc.centery - 2)
    pygame.draw.polygon(canvas, theme.INK, [(tip[0] - 8, tip[1] - 2), (tip[0] + 7, tip[1] - 4),
                                            (tip[0], tip[1] + 9)])
