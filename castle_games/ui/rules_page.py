"""A game's rules page: the guide written by the game's helper, then our house rules.

The guide lives in `castle_games/games/<pkg>/guide.py` as `GUIDE: list[tuple[str, str]]`
(heading, paragraph), English catalogue messages marked with N_; they are translated here.
The text is laid out once on a tall surface (again when the language changes); scrolling
only moves the window onto it (mouse wheel, dragging, Home and End). The page is read aloud
section by section: Page Down or the Down arrow goes to the next section, scrolls to its
heading and reads it (the heading first), Page Up or Up to the one before; the first is read
when the page opens.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any

import pygame

from castle_games import plugins
from castle_games.core.languages import N_, _
from castle_games.ui import backdrop, draw, theme
from castle_games.ui.menu_voice import (
    END_SOUND,
    FOCUS_SOUND,
    by_keys,
    earcon,
    hush,
    note_input,
    prompt_priority,
    speak,
)
from castle_games.ui.scene import CANVAS_SIZE, SMOOTH, Host
from castle_games.ui.screens import MenuScene
from castle_games.ui.widgets import Button

log = logging.getLogger(__name__)
W, H = CANVAS_SIZE
AREA = pygame.Rect(90, 104, 1100, 500)
PAD = 34
HOUSE_HEADING = N_("House rules (our choices where the rulebook is silent)")


def load_guide(game_id: str) -> list[tuple[str, str]]:
    """The GUIDE the game's manifest names, or [] if it has none (a game may have no guide
    module; a broken one raises)."""
    entry = plugins.manifest(game_id)
    try:
        guide = entry.load(entry.guide)
    except ModuleNotFoundError as exc:
        module = entry.package + "." + entry.guide.partition(":")[0]
        if exc.name and module.startswith(exc.name):
            return []
        raise
    return [(str(h), str(p)) for h, p in guide]


def house_rules(game_id: str) -> tuple[str, ...]:
    """The house rules the game's rules declare."""
    return tuple(plugins.manifest(game_id).game.house_rules)


def sections(game_id: str) -> list[tuple[str, list[str]]]:
    """(heading, paragraphs) to show, guide first, house rules last, in the language in
    use."""
    entry = plugins.manifest(game_id)
    out: list[tuple[str, list[str]]] = [(_(h), [_(p)]) for h, p in load_guide(game_id)]
    rules = house_rules(game_id)
    if not out:
        out.append((_("About this game"), [_(entry.pitch), _(
            "The full guide is still being written. Until then, here are the choices we "
            "made.")]))
    if rules:
        out.append((_(HOUSE_HEADING), [f"\u2022 {_(rule)}" for rule in rules]))
    return out


def spoken_sections(game_id: str) -> list[str]:
    """Each section as one line to say: its heading, then its paragraphs (no bullets)."""
    out = []
    for heading, paragraphs in sections(game_id):
        said = [heading if heading.endswith((".", ":", "?", "!", ")")) else heading + "."]
        said += [p.lstrip("\u2022 ") for p in paragraphs]
        out.append(" ".join(said))
    return out


PICTURE = (300, 200)  # each section's drawing, beside its words


def pictures(game_id: str) -> dict[str, Any]:
    """{the guide's heading (its English msgid): draw(surface, rect)}: the drawings the
    game makes of the moments its sections describe (none if it has none)."""
    entry = plugins.manifest(game_id)
    return dict(entry.optional(entry.guide_pictures) or {})


def section_pictures(game_id: str) -> list[Any]:
    """Per section shown (guide first, house rules last), its drawing or None."""
    drawn = pictures(game_id)
    guide = load_guide(game_id)
    shown = sections(game_id)
    return [drawn.get(guide[i][0]) if i < len(guide) else None for i in range(len(shown))]


def _render(game_id: str, width: int) -> tuple[pygame.Surface, list[int]]:
    """The page, and where each section's heading begins on it. A section with a drawing
    has it on the right, its words wrapped beside it."""
    blocks: list[tuple[list[tuple[str, int, bool, tuple[int, int, int], int, int]], Any]] = []
    for (heading, paragraphs), picture in zip(sections(game_id), section_pictures(game_id),
                                              strict=True):
        room = width - (PICTURE[0] + 28 if picture is not None else 0)
        # Each line: (text, size, bold, colour, gap below, indent); bullets hang their lines.
        lines: list[tuple[str, int, bool, tuple[int, int, int], int, int]] = []
        for text in draw.wrap(heading, 38, room, bold=True):
            lines.append((text, 38, True, theme.WOOD_DARK, 4, 0))
        lines[-1] = lines[-1][:4] + (12, 0)
        for paragraph in paragraphs:
            bullet = paragraph.startswith("\u2022")
            for i, text in enumerate(draw.wrap(paragraph, 29, room - (28 if bullet else 0))):
                lines.append((text, 29, False, theme.INK, 6, 28 if bullet and i > 0 else 0))
            lines[-1] = lines[-1][:4] + (16, lines[-1][5])
        lines[-1] = lines[-1][:4] + (30, lines[-1][5])
        blocks.append((lines, picture))

    def tall(lines: list[tuple[str, int, bool, tuple[int, int, int], int, int]],
             picture: Any) -> int:
        words = sum(theme.font(size, bold).get_linesize() + gap
                    for _, size, bold, _, gap, _ in lines)
        return max(words, PICTURE[1] + 30) if picture is not None else words

    height = sum(tall(lines, picture) for lines, picture in blocks) + 10
    page = pygame.Surface((width, max(height, 10)), pygame.SRCALPHA)
    y = 0
    tops = []
    for lines, picture in blocks:
        tops.append(y)
        if picture is not None:
            frame = pygame.Rect(width - PICTURE[0], y + 6, *PICTURE)
            try:
                picture(page, frame)
            except Exception:  # a drawing that fails leaves its words alone
                log.exception("the rules page's drawing for %s failed", game_id)
        top = y
        for text, size, bold, colour, gap, indent in lines:
            draw.text(page, text, (indent, y), size, colour, bold=bold)
            y += theme.font(size, bold).get_linesize() + gap
        y = top + tall(lines, picture)
    return page, tops


@lru_cache(maxsize=4)
def _fade(width: int, height: int = 44) -> pygame.Surface:
    """Parchment fading from clear (top) to solid (bottom)."""
    fade = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        alpha = int(255 * (y / (height - 1)) ** 1.5)
        pygame.draw.line(fade, (*theme.PARCHMENT, alpha), (0, y), (width, y))
    return fade


class RulesScene(MenuScene):
    def __init__(self, app: Host, game_id: str) -> None:
        super().__init__(app)
        self.entry = plugins.manifest(game_id)
        self.page, self.tops = _render(game_id, AREA.width - 2 * PAD - 20)
        self.game_id = game_id
        self.section = 0  # the section read aloud last (and scrolled to)
        self.scroll = 0.0
        self.target = 0.0
        self.dragging: tuple[int, float] | None = None
        self.more_rect: pygame.Rect | None = None   # where "scroll for more" was drawn
        back = pygame.Rect(0, 0, 280, 66)
        back.midtop = (W // 2, AREA.bottom + 24)
        self.back_button = self.group.add(Button(back, N_("Back"), self.back, style="primary"))

    def relabel(self) -> None:
        """The page again, in the new language, from the top."""
        self.page, self.tops = _render(self.game_id, AREA.width - 2 * PAD - 20)
        self.scroll = self.target = 0.0
        self.section = 0

    def opening(self) -> str:
        """The title, how to read on, and the first section."""
        title = _("How to play {game}").format(game=_(self.entry.title))
        # TRANSLATORS: said when a rules page opens, before its first section is read
        keys = _("Page Down reads the next part, Page Up the one before, Escape goes back.")
        return " ".join((title + ".", keys, self._section_words(self.section)))

    def announce(self) -> None:
        """The opening and the section in view (not the Back button: Escape is said)."""
        self.announce_due = False
        speak(self.app, self.opening(), prompt_priority(), always=by_keys(self.app))

    def _section_words(self, i: int) -> str:
        parts = spoken_sections(self.game_id)
        return parts[i] if 0 <= i < len(parts) else ""

    def read_section(self, step: int) -> None:
        """Go to the next (previous) section, scroll to its heading and read it."""
        count = len(self.tops)
        if not count:
            return
        i = self.section + step
        if not 0 <= i < count:  # the end (or the start) of the page: the end's earcon
            earcon(self.app, END_SOUND)
            i = max(0, min(count - 1, i))
        else:
            earcon(self.app, FOCUS_SOUND)
        self.section = i
        self.target = min(self.max_scroll, float(self.tops[i]))
        speak(self.app, self._section_words(i), prompt_priority(), always=by_keys(self.app))

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.page.get_height() - (AREA.height - 2 * PAD))

    def scroll_by(self, dy: float) -> None:
        self.target = min(self.max_scroll, max(0.0, self.target + dy))
        self.section = self.section_at(self.target)

    def section_at(self, y: float) -> int:
        """The section at the top of the view when it shows the page from `y` down (Page
        Down after the wheel goes on from what is in view)."""
        return max((i for i, top in enumerate(self.tops) if top <= y + 1), default=0)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 90)
            return
        if event.type == pygame.KEYDOWN:
            sections_step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -1,
                             pygame.K_PAGEDOWN: 1}
            if event.key in sections_step:
                note_input(self.app, event)
                hush(self.app)
                self.read_section(sections_step[event.key])
                return
            steps = {pygame.K_HOME: -1e9, pygame.K_END: 1e9}
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and AREA.collidepoint(event.pos):
            self.dragging = (event.pos[1], self.target)
            return
        if event.type == pygame.MOUSEMOTION and self.dragging is not None:
            y0, start = self.dragging
            self.target = min(self.max_scroll, max(0.0, start - (event.pos[1] - y0)))
            self.scroll = self.target
            self.section = self.section_at(self.target)
            return
        if event.type == pygame.MOUSEBUTTONUP and self.dragging is not None:
            self.dragging = None
            return
        super().handle(event)

    def frame_rate(self) -> float:
        return SMOOTH if self.scroll != self.target else super().frame_rate()

    def update(self, dt: float) -> None:
        super().update(dt)
        # Ease towards the target so a page jump is followed by the eye.
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.hall(), (0, 0))
        title = _("How to play {game}").format(game=_(self.entry.title))
        backdrop.title(canvas, title, 54, draw.fit_size(title, 60, W - 80, bold=True))
        draw.blit_shadow(canvas, AREA, 24, blur=10)
        canvas.blit(draw.panel(AREA.size, 24, theme.PARCHMENT, theme.WOOD_DARK, 4), AREA)
        view = AREA.inflate(-2 * PAD, -2 * PAD)
        clip = canvas.get_clip()
        canvas.set_clip(view.inflate(0, 2 * PAD - 8))
        canvas.blit(self.page, (view.x, view.y - int(self.scroll)))
        canvas.set_clip(clip)
        # Soft edges where lines slide out of sight, instead of letters cut in half.
        fade = _fade(view.width + 40)
        canvas.blit(fade, (view.x - 20, AREA.bottom - 4 - fade.get_height()))
        canvas.blit(pygame.transform.flip(fade, False, True), (view.x - 20, AREA.top + 4))
        if self.max_scroll > 0:
            track = pygame.Rect(AREA.right - 22, AREA.top + 24, 10, AREA.height - 48)
            pygame.draw.rect(canvas, theme.PARCHMENT_DARK, track, border_radius=5)
            share = view.height / self.page.get_height()
            thumb_h = max(40, int(track.height * share))
            thumb_y = track.top + int((track.height - thumb_h) * (self.scroll / self.max_scroll))
            pygame.draw.rect(canvas, theme.WOOD, (track.x, thumb_y, track.width, thumb_h),
                             border_radius=5)
            if self.scroll < self.max_scroll - 1:
                # Below the parchment, beside the Back button: never over the text.
                at = (AREA.right - 26, self.back_button.rect.centery)
                room = pygame.Rect(self.back_button.rect.right + 20, self.back_button.rect.top,
                                   AREA.right - 26 - self.back_button.rect.right - 20,
                                   self.back_button.rect.height)
                r = draw.text(canvas, _("scroll for more"), at, 24, theme.PARCHMENT, bold=True,
                              anchor="midright", within=room)
                x, y = r.right + 14, r.centery
                pygame.draw.polygon(canvas, theme.PARCHMENT,
                                    [(x - 8, y - 5), (x + 8, y - 5), (x, y + 6)])
                self.more_rect = r.union(pygame.Rect(x - 8, y - 5, 17, 12))
            else:
                self.more_rect = None
        self.group.draw(canvas)
