"""The castle's towers and their treasure chambers, and the keys that fit them, measured.

Seven towers stand around the castle (an eighth is set aside unseen), each over one of
eight chambers of eight heights; key k fits only the tower over chamber k. How deep a
pearl falls, how long it takes and how the tower rings follow from the chamber's height,
and how far a key sticks out or sinks in from the two chambers' heights: the view, the
physics and the sound act these out, so the depth a player hears is the depth the rules
decided. Pure Python, no chance in it; rules.py offers every name here too.
"""

from __future__ import annotations

import math

N_TOWERS = 7  # places around the castle, numbered 1..7 clockwise
N_CHAMBERS = 8  # chambers (and keys) 1..8: 1 is the smallest chamber, 8 the tallest
KEY_COLOURS = ("red", "orange", "yellow", "green", "turquoise", "blue", "violet", "pink")

# -- physical constants (the view, physics and sound act these out) ----------------------
# Millimetres of the digital model. The fall distance of chamber k is TOWER_HEIGHT_MM minus
# its height; the distances grow by ~30 % per step so that both the fall times (>= 10 %
# apart) and the air-column resonances (>= 2 semitones apart) of neighbours stay distinct.
TOWER_HEIGHT_MM = 260
TOWER_BORE_RADIUS_MM = 20  # radius of the air column inside a tower (end correction)
CHAMBER_HEIGHTS_MM: tuple[int, ...] = (60, 106, 141, 169, 190, 206, 218, 228)
# Pearls fall in gentle slow motion: a real 20 cm fall lasts under 0.2 s, too short for a
# child to hear 10 % differences. With this gravity the falls last 0.25 s to 0.63 s.
FALL_GRAVITY_M_S2 = 1.0
SPEED_OF_SOUND_M_S = 343.0
END_CORRECTION = 0.6  # closed tube: f = c / (4 (L + 0.6 r))
FALL_TIME_RANGE_S = (0.2, 1.2)
MIN_FALL_TIME_RATIO = 1.10  # adjacent chambers
MIN_RESONANCE_SEMITONES = 2.0


def fall_depth_mm(chamber: int) -> int:
    """How far a pearl falls from the top of the tower to the roof of `chamber`."""
    return TOWER_HEIGHT_MM - CHAMBER_HEIGHTS_MM[chamber - 1]


def fall_time_s(chamber: int) -> float:
    """Seconds from release to the first impact on the chamber: t = sqrt(2 d / g)."""
    return fall_time_of_depth(fall_depth_mm(chamber))


def fall_time_of_depth(depth_mm: float) -> float:
    """Seconds a pearl takes to fall `depth_mm`: t = sqrt(2 d / g)."""
    return math.sqrt(2.0 * depth_mm / 1000.0 / FALL_GRAVITY_M_S2)


def resonance_hz(chamber: int) -> float:
    """The air column above the chamber: a tube closed by the chamber, f = c / 4(L + 0.6 r)."""
    length_m = (fall_depth_mm(chamber) + END_CORRECTION * TOWER_BORE_RADIUS_MM) / 1000.0
    return SPEED_OF_SOUND_M_S / (4.0 * length_m)


def key_offset_mm(key: int, chamber: int) -> int:
    """Where the key's notch stops: > 0 sticks out above the tower (too long), < 0 sunk
    inside (too short), 0 at the lock: it turns. Key k is as long as chamber k's fall depth."""
    return fall_depth_mm(key) - fall_depth_mm(chamber)


def tower_pan(tower: int) -> float:
    """Stereo place of a tower as seen from the table's edge: tower 1 left (-1), 7 right (+1)."""
    return (tower - 1) / (N_TOWERS - 1) * 2.0 - 1.0


FITS = "fits"
TOO_LONG = "too long"
TOO_SHORT = "too short"


def key_result(key: int, chamber: int) -> str:
    off = key_offset_mm(key, chamber)
    return FITS if off == 0 else TOO_LONG if off > 0 else TOO_SHORT

