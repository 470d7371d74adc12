"""The right side of the Clever Keys room, drawn from `Shown`: what the turn is about.

The reward of this turn, the dots for the keys put in and the Stop button; once the board
is lifted, who won instead. Under the key rack the hint's two lines, with a picture of what
to click left of them (for a child who cannot read); above, the banner of whose turn it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import pygame

from castle_games.core.telling import _, winning
from castle_games.games.clever_keys import art
from castle_games.games.clever_keys import layout as L
from castle_games.games.clever_keys.rules import MAX_PLACEMENTS
from castle_games.games.clever_keys.shown import Shown
from castle_games.ui import draw, theme
from castle_games.ui.scene import CANVAS_SIZE
from castle_games.ui.table import TablePainter


class SideScene(Protocol):
    """What the side reads of the scene: the shown room, the seats, whether the turn may
    stop now, and the hint with its prompt."""

    shown: Shown
    seats: Sequence[Any]
    focus_stop: bool

    def can_stop(self) -> bool: ...

    def hint(self) -> list[str]: ...

    def prompt(self) -> Any: ...


class SideBoard(TablePainter):
    """The painter's right side (the painter is built on it)."""

    v: SideScene

    def __init__(self, v: SideScene) -> None:
        super().__init__(v)
        self._small_keys: dict[str, pygame.Surface] = {}

    def reward_box(self, canvas: pygame.Surface, pulse: float) -> None:
        v, s = self.v, self.v.shown
        box = L.REWARD_BOX
        if s.winners or s.blocked is not None:
            self.final(canvas)
            return
        draw.text(canvas, _("Reward this turn"), (box.centerx, box.y + 12), 28, theme.WOOD_DARK,
                  bold=True, anchor="midtop", within=box)
        number = draw.text_image(str(s.reward), 72, theme.INK, True)
        nr = number.get_rect(midtop=(box.centerx + 16, box.y + 40))
        canvas.blit(number, nr)
        art.gem_at(canvas, nr.left - 22, nr.centery - 4, 3, 0, 14)
        dy = box.y + 118
        first_dot = box.right - 31 - (MAX_PLACEMENTS - 1) * 36  # the dots stand at the right
        # TRANSLATORS: beside three dots, one for each time a key was put in this turn.
        draw.text(canvas, _("Keys put in:"), (box.x + 18, dy), 24, theme.INK_SOFT, bold=True,
                  within=pygame.Rect(box.x + 14, dy - 2, first_dot - 17 - box.x - 14, 28))
        for i in range(MAX_PLACEMENTS):
            c = (first_dot + i * 36, dy + 9)
            pygame.draw.circle(canvas, theme.INK, c, 13)
            pygame.draw.circle(canvas, theme.GOLD if i < s.placements else theme.PARCHMENT, c, 10)
        if s.turn_key and not v.can_stop():
            draw.text(canvas, _("Key {key} goes on clockwise").format(key=s.turn_key),
                      (box.x + 18, dy + 30), 22, theme.INK_SOFT, bold=True,
                      within=pygame.Rect(box.x + 10, dy + 28, box.w - 20, 28))
        if v.can_stop():
            focused = v.focus_stop
            button = L.STOP_RECT.inflate(int(6 * pulse), int(6 * pulse))
            pygame.draw.rect(canvas, theme.GOLD_DARK, button.move(0, 5), border_radius=16)
            pygame.draw.rect(canvas, theme.GOLD, button, border_radius=16)
            pygame.draw.rect(canvas, theme.FOCUS if focused else theme.INK, button,
                             6 if focused else 3, border_radius=16)
            # TRANSLATORS: the button that ends the turn and takes the reward of {reward}
            # gemstones (going on with the key is the risk).
            draw.text(canvas, _("Stop and take {reward}!").format(reward=s.reward),
                      button.center, 36, theme.INK, bold=True, anchor="center", within=button)

    def final(self, canvas: pygame.Surface) -> None:
        v, s = self.v, self.v.shown
        box = L.REWARD_BOX
        draw.text(canvas, _("The chamber is empty!"), (box.centerx, box.y + 14), 28,
                  theme.WOOD_DARK, bold=True, anchor="midtop", within=box)
        words = winning(v.seats, s.winners, _("{player} wins!"), _("{players} win!"))
        if words:
            draw.text(canvas, words, (box.centerx, box.y + 90), 44, theme.INK, bold=True,
                      anchor="center", within=box.inflate(-16, 0))
        note = _("Red crosses: the blocked slots")
        lines = draw.wrap(note, 22, box.w - 24, bold=True)
        lines = lines if len(lines) <= 2 else [note]  # a long word: one line, smaller
        for i, line in enumerate(lines):
            draw.text(canvas, line, (box.centerx, box.y + 150 + 24 * i), 22, theme.INK_SOFT,
                      bold=True, anchor="midtop", within=box)

    def hint(self, canvas: pygame.Surface) -> None:
        y = L.HINT_RECT.y + 4
        room = L.HINT_RECT.inflate(28, 0)  # the lines may reach 10 px past either side
        prompt = self.v.prompt()
        if prompt is not None and prompt.picture is not None:
            # What to click, as a picture left of the words (for a child who cannot read).
            spot = pygame.Rect(L.BOARD_SQUARE.right + 6, L.HINT_RECT.y, L.PICTURE_W,
                               L.HINT_RECT.h)
            self.prompt_picture(canvas, prompt.picture, spot)
            self.drew_picture(prompt.picture, spot)
            room = pygame.Rect(spot.right + 2, room.y, room.right - spot.right - 2, room.h)
        # The two lines are one block at one size; a long second line wraps (German,
        # Czech) rather than shrinking alone.
        room = pygame.Rect(room.x, y, room.w, L.HINT_RECT.bottom - y)
        draw.paragraph(canvas, "\n".join(self.v.hint()[:2]), room, 28, theme.PARCHMENT,
                       bold=True, gap=0)

    def prompt_picture(self, canvas: pygame.Surface, picture: str, spot: pygame.Rect) -> None:
        """ "key": a key standing (pick one); "slot:A": key A going into a glowing slot."""
        if picture == "key":
            image = self.small_key("A")
            canvas.blit(image, image.get_rect(midbottom=(spot.centerx, spot.bottom)))
            return
        key = picture.removeprefix("slot:") or "A"
        slot = pygame.Rect(0, 0, 30, 10)
        slot.midbottom = (spot.centerx, spot.bottom - 2)
        pygame.draw.rect(canvas, theme.INK, slot.inflate(8, 8), border_radius=5)
        pygame.draw.rect(canvas, theme.HIGHLIGHT, slot.inflate(5, 5), border_radius=4)
        pygame.draw.rect(canvas, (24, 20, 30), slot, border_radius=2)
        image = self.small_key(key)
        canvas.blit(image, image.get_rect(midbottom=(spot.centerx, slot.y + 6)))

    def small_key(self, key: str) -> pygame.Surface:
        """A key at about half its size, for the pictures beside the prompt."""
        image = self._small_keys.get(key)
        if image is None:
            full = art.key_image(key)
            h = 56
            image = pygame.transform.smoothscale(full, (max(8, full.get_width() * h
                                                            // full.get_height()), h))
            self._small_keys[key] = image
        return image

    def banner(self, canvas: pygame.Surface) -> None:
        v, s = self.v, self.v.shown
        if s.blocked is not None:
            message, colour = _("The board is lifted!"), theme.GOLD
        else:
            message = _("{player}'s turn").format(player=v.seats[s.current].name)
            colour = v.seats[s.current].rgb
        # Sized from its words, but never past the canvas's right edge.
        size = draw.fit_size(message, 40, 2 * (CANVAS_SIZE[0] - L.BANNER_CENTER[0]) - 60,
                             bold=True)
        label = draw.text_image(message, size, theme.INK, True)
        box = label.get_rect(center=L.BANNER_CENTER).inflate(40, 12)
        pygame.draw.rect(canvas, colour, box, border_radius=14)
        pygame.draw.rect(canvas, theme.INK, box, 3, border_radius=14)
        draw.text(canvas, message, box.center, size, theme.INK, bold=True, anchor="center",
                  within=box)
