"""Every sound recipe is heard at its role's loudness.

An ITU-R BS.1770 meter (pyloudnorm, a development dependency) measures the loudest
momentary loudness (400 ms blocks) of each recipe's default render; each role (fanfare,
cue, earcon, tap, ui, step, ambience) has a target, and every recipe must sit within
LOUDNESS_TOLERANCE_LU of its own. On main the 93 recipes spread over 37 dB, from the
sand-glass at -43 LUFS to sting-ghost at -6.5: a sting startled and a tick was lost.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("pyloudnorm")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import loudness  # tools/loudness.py: the meter the levels were set with

from castle_games.audio import recipes


def test_every_recipe_sits_at_its_roles_loudness():
    off = {}
    for name in recipes.list_names():
        rec = recipes.recipe(name)
        measured = loudness.loudness(name)
        target = recipes.ROLE_LOUDNESS[rec.role]
        if abs(measured - target) > recipes.LOUDNESS_TOLERANCE_LU:
            off[name] = (rec.role, round(measured, 1), target)
    assert not off, off
    assert len(recipes.list_names()) >= 90


def test_the_roles_keep_their_order_and_every_recipe_names_one():
    t = recipes.ROLE_LOUDNESS
    assert t["fanfare"] > t["cue"] >= t["earcon"] > t["tap"] > t["ui"] > t["step"] \
        > t["ambience"]
    files = [recipes.recipe_file(name) for name in recipes.list_names()]
    unnamed = [p.stem for p in files
               if not any(line.startswith("role = ") for line in p.read_text().splitlines())]
    assert not unnamed, unnamed


def test_the_meter_hears_a_louder_render_as_louder():
    quiet = recipes.render("tower-earcon")
    assert loudness.momentary_max(quiet * 2.0) == pytest.approx(
        loudness.momentary_max(quiet) + 6.02, abs=0.05)


def test_a_recipe_with_an_unknown_role_is_refused():
    with pytest.raises(recipes.RecipeError, match="role must be one of"):
        recipes.parse_recipe("x", {"role": "loud", "layer": [{"generator": "tone",
                                                              "notes": [[0, 0.1, "C4"]]}]})
