"""Render Schloss Schlotterstein's art to PNG sheets for looking at it (and for reviews).

    SDL_VIDEODRIVER=dummy python tools/make_schlotterstein_art.py --out build/schlotterstein-art

Writes: residents_120.png and residents_40.png (all 20 on one sheet), resident_cards.png
(the 20 cards around the pile), ghost_cards.png (four ghost cards), ghost_card_N.png (a few
cards large), hidden_40.png (each resident half hidden at 40 px, as on a busy card).
The game itself draws everything by code at run time; these files are only previews.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from castle_games.games.schlotterstein import art
from castle_games.games.schlotterstein.deck import DECK
from castle_games.games.schlotterstein.residents import RESIDENTS

BG = (236, 226, 204)


def resident_sheet(size: int, labels: bool = True) -> pygame.Surface:
    cols = 5
    cell_w, cell_h = int(size * 1.45), size + (22 if labels else 8)
    sheet = pygame.Surface((cols * cell_w + 10, 4 * cell_h + 10))
    sheet.fill(BG)
    font = pygame.font.Font(None, 18)
    for i, r in enumerate(RESIDENTS):
        x, y = 5 + (i % cols) * cell_w, 5 + (i // cols) * cell_h
        art.draw_resident(sheet, r.key, (x, y, cell_w, size))
        if labels:
            label = font.render(r.name, True, (40, 30, 30))
            sheet.blit(label, label.get_rect(midtop=(x + cell_w // 2, y + size + 3)))
    return sheet


def hidden_sheet(size: int) -> pygame.Surface:
    """Each resident at `size` px with its lower half behind a sofa-coloured bar."""
    cols = 10
    cell = int(size * 1.5)
    sheet = pygame.Surface((cols * cell + 10, 2 * cell + 10))
    sheet.fill(BG)
    for i, r in enumerate(RESIDENTS):
        x, y = 5 + (i % cols) * cell, 5 + (i // cols) * cell
        art.draw_resident(sheet, r.key, (x, y, cell, size))
        pygame.draw.rect(sheet, (178, 52, 74), (x + 2, y + size * 0.55, cell - 4, size * 0.5))
    return sheet


def card_sheet(width: int = 110, height: int = 150) -> pygame.Surface:
    cols = 10
    sheet = pygame.Surface((cols * (width + 8) + 8, 2 * (height + 8) + 8))
    sheet.fill((38, 110, 72))
    for i, r in enumerate(RESIDENTS):
        x, y = 8 + (i % cols) * (width + 8), 8 + (i // cols) * (height + 8)
        art.draw_resident_card(sheet, r.key, (x, y, width, height), dim=(i == 3))
    return sheet


def ghost_sheet(numbers: list[int], width: int) -> pygame.Surface:
    h = round(width * 0.75)
    sheet = pygame.Surface((2 * width + 30, 2 * h + 30))
    sheet.fill((38, 110, 72))
    for k, n in enumerate(numbers):
        art.draw_ghost_card(sheet, n, (10 + (k % 2) * (width + 10), 10 + (k // 2) * (h + 10), width, h))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build/schlotterstein-art")
    parser.add_argument("--cards", default="1,2,3,4", help="ghost card numbers for the sheet")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    numbers = [int(n) for n in args.cards.split(",")]
    pygame.image.save(resident_sheet(120), out / "residents_120.png")
    pygame.image.save(resident_sheet(40, labels=False), out / "residents_40.png")
    pygame.image.save(hidden_sheet(40), out / "hidden_40.png")
    pygame.image.save(card_sheet(), out / "resident_cards.png")
    pygame.image.save(ghost_sheet(numbers[:4], 560), out / "ghost_cards.png")
    for n in numbers[:2]:
        surf = pygame.Surface((900, 675), pygame.SRCALPHA)
        art.draw_ghost_card(surf, n, surf.get_rect())
        pygame.image.save(surf, out / f"ghost_card_{n}.png")
    back = pygame.Surface((300, 225), pygame.SRCALPHA)
    art.draw_card_back(back, back.get_rect())
    pygame.image.save(back, out / "card_back.png")
    print(f"wrote sheets to {out} ({len(DECK)} ghost cards in the deck)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
