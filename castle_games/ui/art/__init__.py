"""Drawn things shared by the game views: procedurally painted, cached pygame surfaces.

Nothing here needs image files: every piece is drawn with pygame at a few times its size and
smooth-scaled down (cheap antialiasing), then cached, so a frame only blits and rotates.
"""

from castle_games.ui.art.dice import IVORY, PIP_DARK, die_image, draw_die, draw_tray, felt_rect

__all__ = ["IVORY", "PIP_DARK", "die_image", "draw_die", "draw_tray", "felt_rect"]
