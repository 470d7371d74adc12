"""The 32 pictures of a Family far away invite code, drawn so that a child who cannot read
yet can say the code aloud: owl, fox, bear... like the cards of a memory game.

`picture(n, size)` is picture n of `remote.invite.PICTURES` on a transparent square. Each
is drawn with pygame at twice the size, in flat colours with one dark outline round the
whole shape (it reads on any tile's colour), then smoothed down and cached. The drawings
themselves are in art/animals.py and art/castle_things.py; both draw with `Pen`, which
works in fractions of the square (0..1) so a drawing never needs to know its size.
"""

from __future__ import annotations

import pygame

from castle_games.remote.invite import PICTURES
from castle_games.ui import draw
from castle_games.ui.art import animals, castle_things
from castle_games.ui.art.pen import SS, Drawing, Pen

DRAWINGS: dict[str, Drawing] = {**animals.DRAWINGS, **castle_things.DRAWINGS}


@draw.sized_cache(4 * 2**20)
def picture(n: int, size: int) -> pygame.Surface:
    """Picture n of PICTURES, `size` pixels square, on a transparent ground."""
    u = size * SS
    big = pygame.Surface((u, u), pygame.SRCALPHA)
    DRAWINGS[PICTURES[n]](Pen(big))
    return draw.ready(pygame.transform.smoothscale(big, (size, size)))
