"""The match a game keeps beside its moves (core/match.py) as saves hold it: saves written
by the program before the match became a checked dataclass still resume and play to the
end with their totals, time played and modes; the table round-trips; a wrong part is
refused with its name."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from castle_games.core import saves, schema
from castle_games.core.match import Match
from castle_games.core.saves import UnreadableFile
from castle_games.session import Session

EARLIER = Path(__file__).parent / "data" / "saves_written_by_earlier_main"


@pytest.mark.parametrize("path", sorted(EARLIER.glob("*.json")), ids=lambda p: p.stem)
def test_a_save_of_the_earlier_main_resumes_and_plays_to_the_end(path, tmp_path):
    copy = tmp_path / path.name
    shutil.copy(path, copy)
    session = Session.resume(copy, autosave=copy)
    written = json.loads(path.read_text())
    assert session.actions == written["actions"] and len(session.actions) == 9
    assert session.match.played_s == written["match"]["played_s"]
    assert session.match.totals == written["match"].get("totals")
    assert session.match.games == written["match"].get("games", 0)
    assert session.match.in_mode("sound_only") == (path.stem == "seven-locks")
    while not session.over:
        if session.is_bot_turn():
            session.play_bot()
        else:
            session.apply(session.state.legal_actions()[0])
    assert session.wait_for_save()
    again = saves.load(copy)
    assert again.actions == session.actions and again.match.totals == session.match.totals
    assert again.match.modes == session.match.modes


def test_the_table_round_trips_and_says_only_what_is_not_new():
    match = Match(totals=[3, 9], games=2, played_s=40.5, counted=True,
                  modes={"sound_only": True})
    data = match.to_data()
    assert data == {"totals": [3, 9], "games": 2, "played_s": 40.5, "counted": True,
                    "sound_only": True}
    assert Match.from_data(data) == match
    assert Match().to_data() == {}
    assert match.next_game() == Match(totals=[3, 9], games=2)


@pytest.mark.parametrize("table,names", [
    ({"games": -1}, "games"), ({"totals": [1, "x"]}, "totals"), ({"played_s": 1e9}, "played_s"),
    ({"sound_only": 3}, "match.sound_only"), ([1, 2], "list"), ({"counted": "yes"}, "counted")])
def test_a_wrong_part_is_named(table, names):
    with pytest.raises(schema.SchemaError, match=names):
        Match.from_data(table)


def test_a_save_with_a_wrong_match_is_set_aside_as_unreadable(tmp_path):
    data = json.loads((EARLIER / "knobelschatz.json").read_text())
    data["match"]["games"] = "many"
    path = tmp_path / "k.json"
    path.write_text(json.dumps(data))
    with pytest.raises(UnreadableFile, match="games"):
        saves.load(path)
