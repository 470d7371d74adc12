"""Toasts (short notes that fade away), turn banners and banners (problems that stay).

They are drawn above every scene. A turn banner is the gentle "Ben's turn" that slides
down from the top edge when the mouse changes hands (the full hand-over screen is an
option in Settings). A banner reports a file that could not be used (a damaged
settings file or saved game); the player closes it with a click, so nothing stops the program.

At a game table, "since your last move", refusals and other toasts take their places from
the table (ui/card_places.py: `Toasts.draw` is given the frame's `CardPlaces`), after the
coach's card and the hint, never over them nor over what the table must keep visible. A
note with no room waits, and its clock runs only while it is on show. Every note stays for
as long as its words take to say, and no sentence is ever cut: a card grows to its words,
and "since your last move" shows a long story a few whole sentences at a time (pages).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from castle_games.ui import draw, theme
from castle_games.ui.card_places import RECAP, TOAST, CardPlaces, reading_time
from castle_games.ui.scene import SMOOTH, STILL

TOAST_W = 760
BANNER_W = 1180
PAGE_WORDS = 12  # "since your last move" shows about this many words at a time
Line = tuple[str, tuple[int, int, int]]  # words and the colour of the player they tell of


@dataclass
class Note:
    text: str
    seconds: float | None  # None: a banner, stays until clicked
    age: float = 0.0
    rect: pygame.Rect | None = None
    colour: tuple[int, int, int] | None = None  # set: a turn banner in the player's colour
    lines: tuple[Line, ...] = ()  # set: the "while away" card
    pages: tuple[tuple[Line, ...], ...] = ()  # its lines, a few whole sentences a page
    page_ends: tuple[float, ...] = ()  # the age at which each page has been read
    said: bool = False  # the turn banner's or the card's words have been said aloud
    kind: str = TOAST   # a plain note's place in the order of cards (a refusal, a toast)
    waiting: bool = False  # found no room at the table last frame: its clock stands still

    @property
    def banner(self) -> bool:
        return self.seconds is None

    @property
    def page(self) -> int:
        """The page of the "while away" card on show now."""
        return next((k for k, end in enumerate(self.page_ends) if self.age < end),
                    max(0, len(self.pages) - 1))


def draw_muted(canvas: pygame.Surface) -> None:
    """A crossed-out speaker in the top-right corner: the sound effects are at 0 %."""
    x, y = canvas.get_width() - 50, 14
    pygame.draw.circle(canvas, (34, 30, 52), (x + 16, y + 18), 24)
    pygame.draw.rect(canvas, theme.WHITE, (x + 2, y + 11, 9, 14))
    pygame.draw.polygon(canvas, theme.WHITE, [(x + 10, y + 11), (x + 20, y + 3),
                                              (x + 20, y + 33), (x + 10, y + 25)])
    pygame.draw.line(canvas, theme.DANGER, (x + 23, y + 10), (x + 35, y + 26), 4)
    pygame.draw.line(canvas, theme.DANGER, (x + 35, y + 10), (x + 23, y + 26), 4)


class Toasts:
    def __init__(self) -> None:
        self.notes: list[Note] = []

    @property
    def banners(self) -> list[Note]:
        return [n for n in self.notes if n.banner]

    @property
    def turn_note(self) -> Note | None:
        return next((n for n in self.notes if n.colour is not None), None)

    @property
    def recap_note(self) -> Note | None:
        return next((n for n in self.notes if n.lines), None)

    def recap(self, title: str, lines: list[tuple[str, tuple[int, int, int]]],
              seconds: float = 7.0) -> None:
        """ "While you were away": one line per other player, in their colour; a new card
        replaces the old, a click puts it away."""
        self.notes = [n for n in self.notes if not n.lines]
        if lines:
            pages = _pages(lines[-4:])
            ends, end = [], 0.0
            for page in pages:
                end += reading_time(" ".join([title, *(text for text, _colour in page)]))
                ends.append(end)
            self.notes.append(Note(title, max(seconds, end + 0.5), lines=tuple(lines[-4:]),
                                   pages=tuple(pages), page_ends=tuple(ends)))

    def to_say(self, recap: bool = True, min_age: float = 0.0) -> list[str]:
        """The words of the turn banner (and, with `recap`, the "meanwhile" card) not said
        aloud yet and shown for `min_age` seconds at least, as sentences; from now on they
        count as said. The table says them with its prompt, in one line, so that the prompt
        does not cut them off."""
        said: list[str] = []
        turn = self.turn_note
        if turn is not None and turn.age < min_age:
            return said
        if turn is not None and not turn.said:
            turn.said = True
            said.append(turn.text + ("" if turn.text.endswith((".", "!", "?")) else "."))
        card = self.recap_note
        if card is not None and not card.said:
            card.said = True  # (without `recap`: its news was heard as it happened)
            if recap:
                said += [card.text] + [text for text, _colour in card.lines]
        return said

    def turn(self, text: str, colour: tuple[int, int, int], seconds: float = 2.2) -> None:
        """ "Ben's turn" in Ben's colour at the top edge; a new one replaces the old."""
        self.notes = [n for n in self.notes if n.colour is None]
        self.notes.append(Note(text, seconds, colour=colour))

    def notify(self, text: str, seconds: float = 3.0, kind: str = TOAST) -> None:
        # The same words again restart the old toast instead of stacking copies.
        for note in self.notes:
            if note.text == text and not note.banner:
                note.age = 0.0
                return
        # On show for as long as its words take to say, and its fade after that.
        self.notes.append(Note(text, max(0.5, float(seconds), reading_time(text) + 0.4),
                               kind=kind))
        toasts = [n for n in self.notes if not n.banner]
        if len(toasts) > 3:
            self.notes.remove(toasts[0])

    def banner(self, text: str) -> None:
        if not any(n.text == text for n in self.notes):
            self.notes.append(Note(text, None))

    def dismiss(self, note: Note) -> None:
        if note in self.notes:
            self.notes.remove(note)

    def frame_rate(self) -> float:
        """SMOOTH while a note slides or fades; 10 a second while one waits to fade (so
        its fade starts on time); STILL with none or only banners (they stay)."""
        rate = STILL
        for note in self.notes:
            if note.seconds is None:
                continue
            left = note.seconds - note.age
            if left < 0.6 or (note.colour is not None and note.age < 0.3):
                return SMOOTH
            rate = 10.0
        return rate

    def update(self, dt: float) -> None:
        for note in list(self.notes):
            if not note.waiting:
                note.age += dt
            if note.seconds is not None and note.age >= note.seconds:
                self.notes.remove(note)

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on a banner or the "meanwhile" card puts it away and is not passed on. A
        toast or the turn banner only passes by: the click goes on to the button below it
        (the Roll! button must never lose a click to a fading note)."""
        for note in reversed(self.notes):
            if note.rect is not None and note.rect.collidepoint(pos):
                if note.banner or note.lines:
                    self.dismiss(note)
                    return True
                return False
        return False

    def draw(self, canvas: pygame.Surface, places: CardPlaces | None = None) -> None:
        """Banners and the turn banner at the top edge; "since your last move" and the
        toasts in the places the table leaves them (`places`), or, away from a table, in
        the middle and at the bottom."""
        y = 14
        for note in self.banners:
            note.rect = self._draw_banner(canvas, note, y)
            y = note.rect.bottom + 10
        turn = self.turn_note
        if turn is not None:
            turn.rect = self._draw_turn(canvas, turn, y)
        recap = self.recap_note
        plain = [n for n in self.notes if not n.banner and n.colour is None and not n.lines]
        if places is not None:
            if recap is not None:
                self._place(canvas, places, recap, RECAP)
            for note in sorted(plain, key=lambda n: places.order(n.kind)):
                self._place(canvas, places, note, note.kind)
            return
        for note in plain + ([recap] if recap is not None else []):
            note.waiting = False  # (away from a table every note is on show)
        if recap is not None:
            recap.rect = self._draw_recap(canvas, recap, y + 70)
        y = canvas.get_height() - 120
        for note in reversed(plain):
            note.rect = self._draw_toast(canvas, note, y)
            y = note.rect.top - 10

    def _place(self, canvas: pygame.Surface, places: CardPlaces, note: Note, kind: str
               ) -> None:
        """The note in its place at the table, as wide as the place allows; no room: it
        waits (not drawn, its clock stands still)."""
        if note.lines:
            box = places.fit(kind, lambda w: _recap_size(note, w)[1], max_width=TOAST_W)
        else:
            box = places.fit(kind, lambda w: _toast_height(note.text, w), max_width=TOAST_W)
        note.waiting, note.rect = box is None, None
        if box is not None:
            draw_note = self._draw_recap if note.lines else self._draw_toast
            note.rect = draw_note(canvas, note, box)

    def _draw_banner(self, canvas: pygame.Surface, note: Note, y: int) -> pygame.Rect:
        lines = draw.wrap(note.text, 28, BANNER_W - 140, bold=True)
        rect = pygame.Rect(0, y, BANNER_W, 36 + 32 * len(lines))
        rect.centerx = canvas.get_width() // 2
        draw.blit_shadow(canvas, rect, 16, blur=6, offset=(0, 4))
        canvas.blit(draw.panel(rect.size, 16, (255, 236, 170), theme.GOLD_DARK, 3), rect)
        ty = rect.y + 18
        for line in lines:
            draw.text(canvas, line, (rect.x + 28, ty), 28, theme.INK, bold=True)
            ty += 32
        close = pygame.Rect(0, 0, 84, 40)
        close.midright = (rect.right - 16, rect.centery)
        canvas.blit(draw.panel(close.size, 12, theme.WOOD, theme.WOOD_DARK, 2), close)
        draw.text(canvas, "OK", close.center, 26, theme.WHITE, bold=True, anchor="center")
        return rect

    def _draw_turn(self, canvas: pygame.Surface, note: Note, top: int) -> pygame.Rect:
        assert note.seconds is not None and note.colour is not None
        # Slides down in the first 0.25 s and back up in the last 0.3 s.
        shown = min(1.0, note.age / 0.25, max(0.0, (note.seconds - note.age) / 0.3))
        size = 34
        width = theme.text_size(note.text, size, True)[0] + 110
        rect = pygame.Rect(0, 0, width, 58)
        rect.midtop = (canvas.get_width() // 2, int(top - 70 + 70 * shown))
        canvas.blit(draw.panel(rect.size, 29, theme.PARCHMENT, note.colour, 4), rect)
        draw.disc(canvas, note.colour, (rect.left + 36, rect.centery), 16)
        draw.text(canvas, note.text, (rect.left + 64, rect.centery), size, theme.INK, bold=True,
                  anchor="midleft")
        return rect

    def _draw_recap(self, canvas: pygame.Surface, note: Note, top: int | pygame.Rect
                    ) -> pygame.Rect:
        """The card at `top` (the middle of the canvas) or in its place (a rectangle): the
        page on show, every line whole, wrapped to the card's width."""
        assert note.seconds is not None
        width = top.width if isinstance(top, pygame.Rect) else TOAST_W
        wrapped, height = _recap_size(note, width, note.page)
        if isinstance(top, pygame.Rect):
            rect = top
        else:
            rect = pygame.Rect(0, top, width, height)
            rect.centerx = canvas.get_width() // 2
        image = draw.panel(rect.size, 20, theme.PARCHMENT, theme.WOOD_DARK, 3)
        left = note.seconds - note.age
        if left < 0.5:
            image = image.copy()
            image.set_alpha(int(255 * max(0.0, left / 0.5)))
        canvas.blit(image, rect)
        if left < 0.5:
            return rect
        title = draw.wrap(note.text, 26, rect.w - 64, bold=True)
        for k, line in enumerate(title):
            draw.text(canvas, line, (rect.x + 24, rect.y + 14 + 30 * k), 26, theme.INK_SOFT,
                      bold=True)
        if len(note.pages) > 1:  # which page of how many
            draw.text(canvas, f"{note.page + 1}/{len(note.pages)}",
                      (rect.right - 16, rect.y + 14), 22, theme.INK_SOFT, anchor="topright")
        y = rect.y + 46 + 30 * (len(title) - 1)
        for lines, colour in wrapped:
            draw.disc(canvas, colour, (rect.x + 36, y + 14), 11)
            for line in lines:
                draw.text(canvas, line, (rect.x + 58, y + 14), 26, theme.INK, anchor="midleft")
                y += 30
            y += 6
        return rect

    def _draw_toast(self, canvas: pygame.Surface, note: Note, bottom: int | pygame.Rect
                    ) -> pygame.Rect:
        """The toast above `bottom` (the foot of the canvas) or in its place (a rectangle);
        every line whole, wrapped to the toast's width."""
        if isinstance(bottom, pygame.Rect):
            rect = bottom
            lines = draw.wrap(note.text, 30, rect.w - 60, bold=True)
        else:
            lines = draw.wrap(note.text, 30, TOAST_W - 60, bold=True)
            rect = pygame.Rect(0, 0, TOAST_W, 30 + 34 * len(lines))
            rect.midbottom = (canvas.get_width() // 2, bottom)
        fade = 1.0
        assert note.seconds is not None
        if note.seconds - note.age < 0.4:
            fade = max(0.0, (note.seconds - note.age) / 0.4)
        image = draw.panel(rect.size, 22, (34, 30, 52), theme.GOLD, 3)
        if fade < 1.0:
            image = image.copy()
            image.set_alpha(int(255 * fade))
        canvas.blit(image, rect)
        ty = rect.y + 16
        for line in lines:
            draw.text(canvas, line, (rect.centerx, ty), 30, theme.WHITE, bold=True, anchor="midtop")
            ty += 34
        return rect


def _toast_height(text: str, width: int) -> int:
    return 30 + 34 * len(draw.wrap(text, 30, width - 60, bold=True))


def _recap_size(note: Note, width: int, page: int | None = None
                ) -> tuple[list[tuple[list[str], tuple[int, int, int]]], int]:
    """A page's lines (`page`; None: the tallest page), each wrapped whole to `width`, and
    the card's height (the tallest page's, so that the card keeps its size and place)."""
    title = len(draw.wrap(note.text, 26, width - 64, bold=True))
    sizes = []
    for lines in note.pages or (note.lines,):
        wrapped = [(draw.wrap(text, 26, width - 80), colour) for text, colour in lines]
        rows = sum(len(lines) for lines, _ in wrapped)
        sizes.append((wrapped, 56 + 30 * (rows + title - 1) + 6 * len(wrapped)))
    height = max(h for _wrapped, h in sizes)
    return (sizes[page][0] if page is not None else []), height


def _pages(lines: list[Line]) -> list[tuple[Line, ...]]:
    """The lines in pages of whole sentences, about PAGE_WORDS words each (a sentence is
    never split; a player's sentences on one page stay one line with one dot)."""
    pages: list[list[Line]] = [[]]
    words = 0
    for text, colour in lines:
        first = True
        for sentence in re.split(r"(?<=[.!?])\s+", text.strip()):
            count = len(sentence.split())
            if pages[-1] and words + count > PAGE_WORDS:
                pages.append([])
                words, first = 0, True
            if first:
                pages[-1].append((sentence, colour))
                first = False
            else:
                pages[-1][-1] = (f"{pages[-1][-1][0]} {sentence}", colour)
            words += count
    return [tuple(page) for page in pages if page]
