"""Drawing helpers shared by the screens: cached text, smooth rounded panels, shadows, wrap;
for the game tables also speech bubbles (`lines_box`, `stack_lines`, `bubble`) and the
beat of glowing choices (`pulse`).

pygame's filled shapes have jagged edges, so panels are drawn at twice the size and
smooth-scaled down once; every result is cached, which keeps a frame to a few blits.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Sequence
from functools import lru_cache, wraps
from typing import Any, NamedTuple

import pygame

from castle_games.ui import theme

Colour = tuple[int, ...]
SS = 2  # supersampling factor for smooth edges


def surface_bytes(image: pygame.Surface) -> int:
    w, h = image.get_size()
    return w * h * image.get_bytesize()


class CacheInfo(NamedTuple):
    """Like functools' cache_info, with the bytes of the pictures kept."""

    hits: int
    misses: int
    currsize: int
    bytes: int


def sized_cache(max_bytes: int) -> Callable[[Callable[..., pygame.Surface]],
                                            Callable[..., pygame.Surface]]:
    """Like functools.lru_cache, for functions that make pictures: bounded by the bytes of
    the pictures kept (the least recently used go first), so a few big panels cannot
    pile up the way hundreds of small ones may. Has `cache_clear`, `cache_info` and
    `cache_bytes`."""
    def wrap(make: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        kept: OrderedDict[Any, tuple[pygame.Surface, int]] = OrderedDict()
        total = [0]
        counts = {"hits": 0, "misses": 0}

        @wraps(make)
        def cached(*args: Any, **kwargs: Any) -> pygame.Surface:
            key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
            hit = kept.get(key)
            if hit is not None:
                kept.move_to_end(key)
                counts["hits"] += 1
                return hit[0]
            counts["misses"] += 1
            image = make(*args, **kwargs)
            size = surface_bytes(image)
            kept[key] = (image, size)
            total[0] += size
            while total[0] > max_bytes and len(kept) > 1:
                _, (_, gone) = kept.popitem(last=False)
                total[0] -= gone
            return image

        def cache_clear() -> None:
            kept.clear()
            total[0] = 0

        def cache_info() -> CacheInfo:
            return CacheInfo(counts["hits"], counts["misses"], len(kept), total[0])

        cached.cache_clear = cache_clear  # type: ignore[attr-defined]
        cached.cache_info = cache_info  # type: ignore[attr-defined]
        cached.cache_bytes = lambda: total[0]  # type: ignore[attr-defined]
        return cached
    return wrap


def ready(image: pygame.Surface) -> pygame.Surface:
    """In the display's pixel format (blits twice as fast), once a window exists."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def ready_opaque(image: pygame.Surface) -> pygame.Surface:
    """A picture with no see-through pixel (a table's whole background) in the display's
    format without alpha: blitting it is a copy, not a blend (at 1280x720 here, 0.34-0.38
    ms a frame blended, 0.17-0.19 ms copied)."""
    return image.convert() if pygame.display.get_surface() is not None else image


@sized_cache(8 * 2**20)
def text_image(message: str, size: int, colour: Colour = theme.INK,
               bold: bool = False) -> pygame.Surface:
    """A rendered line of text, cached: rendering text every frame is the slowest thing."""
    return theme.render_text(message, size, colour, bold)


def text(surface: pygame.Surface, message: str, pos: tuple[int, int], size: int = 28,
         colour: Colour = theme.INK, *, bold: bool = False, anchor: str = "topleft",
         shadow: Colour | None = None, within: pygame.Rect | None = None,
         shrink: bool = True) -> pygame.Rect:
    """Draw one cached line of text; `anchor` is a pygame.Rect attribute such as 'center'.
    With `within` (a widget's box) the letters shrink until the line fits its width (a
    German word runs about 30 % longer than the English), never below `theme.FLOOR`;
    `shrink=False` keeps the size (a paragraph's line, sized with its siblings)."""
    if within is not None and shrink:
        size = fit_size(message, size, within.width - 8, bold)
    image = text_image(message, size, tuple(colour), bold)
    rect = image.get_rect(**{anchor: pos})
    if shadow is not None:
        surface.blit(text_image(message, size, tuple(shadow), bold), rect.move(2, 2))
    surface.blit(image, rect)
    theme.noted(message, rect, surface, within, size)
    return rect


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split a paragraph into lines no wider than `width` pixels (long words stay whole)."""
    lines: list[str] = []
    for paragraph in message.split("\n"):
        words = paragraph.split()
        if not words:
            lines.append("")
            continue
        line = words[0]
        for word in words[1:]:
            trial = f"{line} {word}"
            if theme.text_size(trial, size, bold)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def paragraph(surface: pygame.Surface, message: str, box: pygame.Rect, size: int = 24,
              colour: Colour = theme.INK, *, bold: bool = False, align: str = "center",
              smallest: int = theme.FLOOR, gap: int = 2) -> pygame.Rect:
    """A paragraph wrapped into `box`, its letters shrunk (down to `smallest`, never below
    `theme.FLOOR`) until every line fits the box: nothing is cut off in a language that
    runs longer. All its lines keep one size. Returns the rectangle the lines took."""
    smallest = max(smallest, theme.FLOOR)
    size = max(size, smallest)
    # Wrapped to the width `text` fits each line to (the box less its margin), so that no
    # line that wraps near the edge shrinks alone: one size for the whole paragraph.
    width = box.width - 8
    while True:
        lines = wrap(message, size, width, bold)
        height = theme.font(size, bold).get_linesize()
        widest = max((theme.text_size(line, size, bold)[0] for line in lines), default=0)
        if size <= smallest or (len(lines) * (height + gap) <= box.height + gap
                                and widest <= width):
            break
        size -= 1
    y = box.top
    used = pygame.Rect(box.x, box.y, 0, 0)
    with theme.one_block():
        for line in lines:
            x = {"center": box.centerx, "left": box.left, "right": box.right}[align]
            anchor = {"center": "midtop", "left": "topleft", "right": "topright"}[align]
            r = text(surface, line, (x, y), size, colour, bold=bold, anchor=anchor,
                     within=box, shrink=False)
            used = used.union(r) if used.width else r
            y += height + gap
    return used


def label(surface: pygame.Surface, message: str, box: pygame.Rect, size: int,
          colour: Colour = theme.INK, *, bold: bool = True, align: str = "center"
          ) -> pygame.Rect:
    """A widget's words in `box`, middled: one line, shrunk if need be down to the floor;
    a line too long even at the floor wraps onto lines of one size (a button's words in
    a language that runs longer) rather than shrinking to unreadable."""
    if theme.text_size(message, theme.FLOOR, bold)[0] <= box.width - 8:
        anchor = {"center": "center", "left": "midleft"}[align]
        x = box.centerx if align == "center" else box.x + 8
        return text(surface, message, (x, box.centery), size, colour, bold=bold,
                    anchor=anchor, within=box)
    lines = wrap(message, theme.FLOOR, box.width - 8, bold)
    tall = len(lines) * theme.font(theme.FLOOR, bold).get_linesize()
    inner = pygame.Rect(box.x, box.centery - tall // 2, box.width, tall)
    inner = inner.clip(box) if tall <= box.height else inner
    return paragraph(surface, message, inner.inflate(0, 2), size, colour, bold=bold,
                     align=align, gap=0)


def fit_size(message: str, size: int, width: int, bold: bool = False,
             smallest: int = theme.FLOOR) -> int:
    """The largest font size (down from `size`, never below `theme.FLOOR`) at which the
    line fits in `width`; a line that does not fit at the floor needs more room (wrap it,
    widen its box) or shorter words, not smaller letters."""
    smallest = max(smallest, theme.FLOOR)
    size = max(size, smallest)
    while size > smallest and theme.text_size(message, size, bold)[0] > width:
        size = max(smallest, size - 2)
    return size


@sized_cache(12 * 2**20)
def panel(size: tuple[int, int], radius: int, fill: Colour,
          border: Colour | None = None, border_width: int = 0) -> pygame.Surface:
    """A smooth-edged rounded rectangle (with optional border) on a transparent surface."""
    w, h = size
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    r = radius * SS
    if border is not None and border_width > 0:
        pygame.draw.rect(big, border, big.get_rect(), border_radius=r)
        inset = border_width * SS
        inner = big.get_rect().inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(big, fill, inner, border_radius=max(0, r - inset))
    else:
        pygame.draw.rect(big, fill, big.get_rect(), border_radius=r)
    return ready(pygame.transform.smoothscale(big, size))


@sized_cache(8 * 2**20)
def ring(size: tuple[int, int], radius: int, colour: Colour, width: int) -> pygame.Surface:
    """A smooth rounded outline of `width` pixels (the focus ring is two of these)."""
    w, h = size
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    pygame.draw.rect(big, colour, big.get_rect(), width=width * SS, border_radius=radius * SS)
    return ready(pygame.transform.smoothscale(big, size))


@sized_cache(8 * 2**20)
def soft_shadow(size: tuple[int, int], radius: int, blur: int = 8,
                alpha: int = 110) -> pygame.Surface:
    """A blurred dark rounded rectangle `blur` pixels larger on every side."""
    w, h = size
    pad = blur * 2
    # A shadow has no fine detail: blur a quarter-size copy and scale it up (60x faster).
    k = 4
    small = pygame.Surface(((w + 2 * pad) // k + 1, (h + 2 * pad) // k + 1), pygame.SRCALPHA)
    pygame.draw.rect(small, (0, 0, 0, alpha), (pad // k, pad // k, w // k, h // k),
                     border_radius=max(0, radius // k))
    small = pygame.transform.gaussian_blur(small, max(1, blur // k))
    image = pygame.transform.smoothscale(small, (w + 2 * pad, h + 2 * pad))
    return ready(image)


def blit_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, blur: int = 8,
                offset: tuple[int, int] = (0, 6), alpha: int = 110) -> None:
    image = soft_shadow(rect.size, radius, blur, alpha)
    pad = blur * 2
    surface.blit(image, (rect.x - pad + offset[0], rect.y - pad + offset[1]))


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """The keyboard focus: a thick yellow ring with a dark edge, visible on any background."""
    outer = rect.inflate(20, 20)
    _blit_ring(surface, focus_ring_image(outer.size, radius + 10), outer.topleft, radius + 24)


@sized_cache(8 * 2**20)
def focus_ring_image(size: tuple[int, int], radius: int) -> pygame.Surface:
    image = ring(size, radius, (20, 16, 30), 9).copy()
    image.blit(ring((size[0] - 4, size[1] - 4), radius - 2, theme.FOCUS, 5), (2, 2))
    return ready(image)


def _blit_ring(surface: pygame.Surface, image: pygame.Surface, pos: tuple[int, int],
               band: int) -> None:
    """Blit only the edges of a ring image: the empty middle costs nothing then."""
    w, h = image.get_size()
    band = min(band, h // 2, w // 2)
    x, y = pos
    surface.blit(image, (x, y), (0, 0, w, band))
    surface.blit(image, (x, y + h - band), (0, h - band, w, band))
    side = 16
    surface.blit(image, (x, y + band), (0, band, side, h - 2 * band))
    surface.blit(image, (x + w - side, y + band), (w - side, band, side, h - 2 * band))


def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """A surface fading from `top` to `bottom` (drawn once, for backgrounds)."""
    w, h = size
    small = pygame.Surface((1, 2))
    small.set_at((0, 0), top)
    small.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(small, (w, h))


def lines_box(images: Sequence[pygame.Surface], pad: tuple[int, int]) -> pygame.Rect:
    """A rect at (0, 0) that holds lines of text stacked, `pad` (w, h) pixels wider and
    taller than they are (the margins of both sides together)."""
    w = max(i.get_width() for i in images) + pad[0]
    h = sum(i.get_height() for i in images) + pad[1]
    return pygame.Rect(0, 0, w, h)


def stack_lines(surface: pygame.Surface, images: Sequence[pygame.Surface],
                box: pygame.Rect) -> None:
    """Lines of text one under another, each centred, in a box made by `lines_box` (the
    top and bottom margins alike)."""
    y = box.y + (box.h - sum(i.get_height() for i in images)) // 2
    for image in images:
        surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += image.get_height()


def bubble(surface: pygame.Surface, box: pygame.Rect, images: Sequence[pygame.Surface],
           radius: int) -> None:
    """A plain speech bubble: white, with a 3-pixel ink edge, the lines stacked in it."""
    pygame.draw.rect(surface, theme.WHITE, box, border_radius=radius)
    pygame.draw.rect(surface, theme.INK, box, 3, border_radius=radius)
    stack_lines(surface, images, box)


def star_points(centre: tuple[float, float], r: float, inner: float = 0.45
                ) -> list[tuple[float, float]]:
    """The ten corners of a five-pointed star, its top point up."""
    points = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * inner
        points.append((centre[0] + rr * math.cos(a), centre[1] + rr * math.sin(a)))
    return points


def pulse(clock: float) -> float:
    """The slow beat (0..1, about 0.8 a second) that glowing choices throb with."""
    return 0.5 + 0.5 * math.sin(clock * 5)


def lighten(colour: Sequence[int], amount: float) -> tuple[int, int, int]:
    """Mix towards white (amount > 0) or black (amount < 0)."""
    r, g, b = colour[:3]
    if amount >= 0:
        return (int(r + (255 - r) * amount), int(g + (255 - g) * amount), int(b + (255 - b) * amount))
    k = 1 + amount
    return (int(r * k), int(g * k), int(b * k))


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (under a menu or a pop-up)."""
    veil = _veil(surface.get_size(), alpha)
    surface.blit(veil, (0, 0))


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((10, 8, 24, alpha))
    return veil


def disc(surface: pygame.Surface, colour: Colour, center: tuple[int, int], radius: int,
         outline: Colour | None = (30, 24, 20)) -> None:
    """A smooth filled circle (a seat's pawn colour) with a thin dark outline."""
    if outline is not None:
        pygame.draw.aacircle(surface, outline, center, radius + 2)
        pygame.draw.circle(surface, outline, center, radius + 2)
    pygame.draw.aacircle(surface, colour, center, radius)
    pygame.draw.circle(surface, colour, center, radius)


def crown(surface: pygame.Surface, center: tuple[int, int], size: int,
          colour: Colour = theme.GOLD) -> None:
    """A little crown for winners."""
    cx, cy = center
    s = size / 2
    points = [
        (cx - s, cy + s * 0.6), (cx - s, cy - s * 0.4), (cx - s * 0.5, cy + s * 0.05),
        (cx, cy - s * 0.7), (cx + s * 0.5, cy + s * 0.05), (cx + s, cy - s * 0.4),
        (cx + s, cy + s * 0.6),
    ]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, theme.GOLD_DARK, points, 2)
    for x, y in ((cx - s, cy - s * 0.4), (cx, cy - s * 0.7), (cx + s, cy - s * 0.4)):
        pygame.draw.circle(surface, colour, (int(x), int(y)), max(2, int(s * 0.18)))
