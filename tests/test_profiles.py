"""The family's players are remembered: name, colour and picture; written atomically; a
damaged file is reported and set aside; a name is kept once."""

from __future__ import annotations

import pygame
import pytest

from castle_games.core import profiles
from castle_games.core.profiles import PICTURES, Player


def test_players_come_back_as_they_were_kept():
    kept = profiles.remember([], Player("Mia", "yellow", "owl"))
    kept = profiles.remember(kept, Player("Opa", "blue", "knight"))
    kept = profiles.remember(kept, Player("mia", "green", "dragon"))  # Mia chose anew
    assert profiles.save(kept)
    loaded = profiles.load()
    assert loaded.problem is None
    assert loaded.players == [Player("mia", "green", "dragon"), Player("Opa", "blue", "knight")]
    assert profiles.forget(loaded.players, "OPA") == [Player("mia", "green", "dragon")]


@pytest.mark.parametrize("damage", ['{"kind": "castle-games-players", "version": 1, "pl',
                                    '{"kind": "castle-games-players", "version": 1, '
                                    '"players": [{"name": NaN}]}', ""])
def test_a_damaged_players_file_is_said_and_set_aside(damage):
    path = profiles.players_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(damage)
    loaded = profiles.load()
    assert loaded.players == [] and loaded.problem and "players" in loaded.problem
    aside = [p for p in path.parent.iterdir() if p.name.startswith("players.json.")]
    assert len(aside) == 1 and aside[0].read_text() == damage
    assert not path.exists()


def test_a_wrong_entry_is_skipped_and_the_rest_kept():
    path = profiles.players_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "castle-games-players", "version": 1, "players": ['
                    '{"name": "Mia", "colour": "red", "picture": "fox"},'
                    '{"name": "", "colour": "red"}, {"name": "X", "colour": "pink"},'
                    '{"name": "Mia", "colour": "blue", "picture": "owl"}]}')
    assert profiles.load().players == [Player("Mia", "red", "fox")]


def test_every_picture_is_drawn_and_they_differ():
    from castle_games.ui.art.avatars import avatar

    pygame.init()
    pictures = {name: pygame.image.tobytes(avatar(name, 64, (214, 69, 65)), "RGBA")
                for name in PICTURES}
    assert len(set(pictures.values())) == len(PICTURES)
    with pytest.raises(ValueError):
        Player("Mia", "red", "unicorn")


def test_a_player_who_played_is_offered_in_the_setup_and_seated_with_one_click():
    from castle_games.core.seats import HUMAN
    from castle_games.ui.app import App
    from castle_games.ui.scene import CANVAS_SIZE
    from castle_games.ui.setup import PlayerPick, SetupScene

    app = App(headless=True, size=CANVAS_SIZE, audio=False, fullscreen=False)
    setup = SetupScene(app, "knobelschatz")
    app.push(setup)
    assert setup.picks == []  # nobody remembered yet
    setup.rows[0].name.set_text("Mia")
    setup.rows[0].colour.select("yellow")
    setup.rows[0].kind.select(HUMAN)
    setup.start()
    assert [p.name for p in profiles.load().players] == ["Mia"]
    mia = profiles.load().players[0]
    assert mia.colour == "yellow" and mia.picture in PICTURES
    app.back_to_launcher()
    again = SetupScene(app, "knobelschatz")
    app.push(again)
    picks = [w for w in again.group.widgets if isinstance(w, PlayerPick)]
    assert [p.player.name for p in picks] == ["Mia"]
    again.rows[0].name.set_text("Opa")
    again.rows[1].kind.select("normal")
    again.group.focus(again.rows[1].name)
    again.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=picks[0].rect.center))
    seats = again.seats()
    assert seats[1].name == "Mia" and seats[1].colour == "yellow" and seats[1].is_human
    app.step_frame(1 / 60)  # the strip draws (picture and name)
