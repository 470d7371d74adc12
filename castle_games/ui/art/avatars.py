"""The players' pictures: ten friendly faces drawn with pygame (no photos needed).

`avatar(picture, size, colour)` is a round badge in the player's colour with the figure on
it; drawn at twice the size and smoothed down, cached by bytes.
"""

from __future__ import annotations

import pygame

from castle_games.ui import draw

SS = 2
INK = (40, 32, 28)
WHITE = (252, 250, 244)


def _tri(s: pygame.Surface, colour, pts) -> None:
    pygame.draw.polygon(s, colour, [(int(x), int(y)) for x, y in pts])


def _eyes(s: pygame.Surface, cx: float, cy: float, gap: float, r: float,
          white: bool = False) -> None:
    for k in (-1, 1):
        if white:
            pygame.draw.circle(s, WHITE, (int(cx + k * gap), int(cy)), int(r * 2.2))
        pygame.draw.circle(s, INK, (int(cx + k * gap), int(cy)), int(r))


def _fox(s, u):
    orange, cream = (232, 120, 44), (250, 236, 214)
    _tri(s, orange, [(u * .22, u * .18), (u * .42, u * .42), (u * .2, u * .5)])
    _tri(s, orange, [(u * .78, u * .18), (u * .58, u * .42), (u * .8, u * .5)])
    _tri(s, orange, [(u * .18, u * .4), (u * .82, u * .4), (u * .5, u * .86)])
    _tri(s, cream, [(u * .3, u * .58), (u * .5, u * .86), (u * .42, u * .6)])
    _tri(s, cream, [(u * .7, u * .58), (u * .5, u * .86), (u * .58, u * .6)])
    _eyes(s, u * .5, u * .54, u * .13, u * .035)
    pygame.draw.circle(s, INK, (int(u * .5), int(u * .82)), int(u * .045))


def _owl(s, u):
    brown, beak = (140, 96, 60), (240, 170, 40)
    pygame.draw.ellipse(s, brown, (u * .2, u * .2, u * .6, u * .66))
    _tri(s, brown, [(u * .24, u * .14), (u * .36, u * .3), (u * .24, u * .32)])
    _tri(s, brown, [(u * .76, u * .14), (u * .64, u * .3), (u * .76, u * .32)])
    _eyes(s, u * .5, u * .44, u * .12, u * .05, white=True)
    _tri(s, beak, [(u * .45, u * .54), (u * .55, u * .54), (u * .5, u * .64)])
    pygame.draw.ellipse(s, (196, 160, 120), (u * .34, u * .62, u * .32, u * .2))


def _cat(s, u):
    grey = (150, 150, 160)
    _tri(s, grey, [(u * .24, u * .16), (u * .42, u * .34), (u * .22, u * .44)])
    _tri(s, grey, [(u * .76, u * .16), (u * .58, u * .34), (u * .78, u * .44)])
    pygame.draw.circle(s, grey, (int(u * .5), int(u * .54)), int(u * .3))
    _eyes(s, u * .5, u * .5, u * .12, u * .04)
    _tri(s, (240, 140, 160), [(u * .46, u * .6), (u * .54, u * .6), (u * .5, u * .65)])
    for k in (-1, 1):
        for dy in (-.02, .03):
            pygame.draw.line(s, INK, (int(u * (.5 + k * .08)), int(u * .64)),
                             (int(u * (.5 + k * .3)), int(u * (.62 + dy))), max(1, int(u * .012)))


def _bear(s, u):
    brown, muzzle = (126, 82, 50), (214, 180, 140)
    for k in (-1, 1):
        pygame.draw.circle(s, brown, (int(u * (.5 + k * .22)), int(u * .28)), int(u * .11))
    pygame.draw.circle(s, brown, (int(u * .5), int(u * .54)), int(u * .3))
    pygame.draw.ellipse(s, muzzle, (u * .36, u * .56, u * .28, u * .2))
    _eyes(s, u * .5, u * .46, u * .12, u * .035)
    pygame.draw.ellipse(s, INK, (u * .45, u * .58, u * .1, u * .06))


def _frog(s, u):
    green = (90, 170, 70)
    pygame.draw.ellipse(s, green, (u * .16, u * .36, u * .68, u * .46))
    for k in (-1, 1):
        pygame.draw.circle(s, green, (int(u * (.5 + k * .18)), int(u * .36)), int(u * .12))
    _eyes(s, u * .5, u * .36, u * .18, u * .04, white=True)
    pygame.draw.arc(s, INK, (u * .3, u * .5, u * .4, u * .2), 3.5, 5.9, max(2, int(u * .025)))


def _knight(s, u):
    steel, plume = (184, 190, 204), (210, 50, 60)
    pygame.draw.ellipse(s, plume, (u * .44, u * .08, u * .26, u * .22))
    pygame.draw.rect(s, steel, (u * .24, u * .24, u * .52, u * .58),
                     border_radius=int(u * .2))
    pygame.draw.rect(s, INK, (u * .3, u * .44, u * .4, u * .07), border_radius=int(u * .03))
    pygame.draw.line(s, (140, 146, 160), (int(u * .5), int(u * .56)), (int(u * .5), int(u * .8)),
                     max(2, int(u * .03)))


def _princess(s, u):
    hair, skin, gold = (244, 200, 70), (250, 214, 186), (240, 184, 30)
    pygame.draw.ellipse(s, hair, (u * .2, u * .26, u * .6, u * .62))
    pygame.draw.circle(s, skin, (int(u * .5), int(u * .54)), int(u * .22))
    _tri(s, gold, [(u * .34, u * .3), (u * .38, u * .14), (u * .44, u * .26), (u * .5, u * .1),
                   (u * .56, u * .26), (u * .62, u * .14), (u * .66, u * .3)])
    _eyes(s, u * .5, u * .52, u * .08, u * .03)
    pygame.draw.arc(s, (200, 80, 90), (u * .42, u * .56, u * .16, u * .1), 3.4, 6.0,
                    max(2, int(u * .02)))


def _ghost(s, u):
    pygame.draw.circle(s, WHITE, (int(u * .5), int(u * .44)), int(u * .26))
    pygame.draw.rect(s, WHITE, (u * .24, u * .44, u * .52, u * .3))
    for i in range(4):
        pygame.draw.circle(s, WHITE, (int(u * (.305 + i * .13)), int(u * .74)), int(u * .066))
    _eyes(s, u * .5, u * .44, u * .09, u * .045)
    pygame.draw.ellipse(s, INK, (u * .46, u * .54, u * .08, u * .1))


def _dragon(s, u):
    green, horn = (70, 150, 90), (246, 230, 190)
    for k in (-1, 1):
        _tri(s, horn, [(u * (.5 + k * .14), u * .3), (u * (.5 + k * .3), u * .1),
                       (u * (.5 + k * .24), u * .34)])
    pygame.draw.ellipse(s, green, (u * .2, u * .26, u * .6, u * .46))
    pygame.draw.ellipse(s, green, (u * .28, u * .5, u * .44, u * .32))
    _eyes(s, u * .5, u * .42, u * .14, u * .04, white=True)
    for k in (-1, 1):
        pygame.draw.circle(s, INK, (int(u * (.5 + k * .07)), int(u * .66)), int(u * .025))


def _wizard(s, u):
    blue, skin, beard, star = (70, 80, 170), (250, 214, 186), (240, 240, 240), (250, 220, 80)
    pygame.draw.circle(s, skin, (int(u * .5), int(u * .56)), int(u * .18))
    _tri(s, beard, [(u * .32, u * .58), (u * .68, u * .58), (u * .5, u * .9)])
    _tri(s, blue, [(u * .26, u * .44), (u * .74, u * .44), (u * .56, u * .06)])
    pygame.draw.circle(s, star, (int(u * .52), int(u * .3)), int(u * .04))
    _eyes(s, u * .5, u * .53, u * .07, u * .025)


FIGURES = {"fox": _fox, "owl": _owl, "cat": _cat, "bear": _bear, "frog": _frog,
           "knight": _knight, "princess": _princess, "ghost": _ghost, "dragon": _dragon,
           "wizard": _wizard}


@draw.sized_cache(4 * 2**20)
def avatar(picture: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The player's picture as a round badge `size` pixels across."""
    u = size * SS
    big = pygame.Surface((u, u), pygame.SRCALPHA)
    pygame.draw.circle(big, draw.lighten(colour, 0.35), (u // 2, u // 2), u // 2)
    pygame.draw.circle(big, draw.lighten(colour, -0.35), (u // 2, u // 2), u // 2,
                       max(2, u // 24))
    FIGURES.get(picture, _fox)(big, u)
    return draw.ready(pygame.transform.smoothscale(big, (size, size)))
