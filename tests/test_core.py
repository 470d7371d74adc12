"""The core every game stands on: chance, seats, the contract's actions, saves, settings."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from castle_games.core import saves
from castle_games.core.contract import Action, IllegalAction, UnknownAction, action_from_dict
from castle_games.core.jsonfile import UnreadableFile, read_versioned, set_aside, write_atomically
from castle_games.core.rng import Rng
from castle_games.core.seats import COMPUTER, HUMAN, Seat, parse_players
from castle_games.core.settings import Settings, load_settings, save_settings, settings_path


# -- the seeded generator ---------------------------------------------------------------
def test_same_seed_gives_the_same_sequence_and_others_differ():
    a, b, c = Rng(42), Rng(42), Rng(43)
    seq_a = [a.randrange(1000) for _ in range(50)]
    assert seq_a == [b.randrange(1000) for _ in range(50)]
    assert seq_a != [c.randrange(1000) for _ in range(50)]


def test_generator_state_round_trips_through_json():
    rng = Rng(7)
    for _ in range(10):
        rng.random()
    saved = json.loads(json.dumps(rng.get_state()))
    twin = Rng(0)
    twin.set_state(saved)
    assert [rng.randint(1, 6) for _ in range(100)] == [twin.randint(1, 6) for _ in range(100)]


def test_die_faces_are_fair():
    rng = Rng(1)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.randint(1, 6) - 1] += 1
    assert all(9_400 < c < 10_600 for c in counts), counts


def test_shuffle_is_a_permutation():
    rng = Rng(3)
    deck = list(range(24))
    rng.shuffle(deck)
    assert sorted(deck) == list(range(24)) and deck != list(range(24))


# -- seats ------------------------------------------------------------------------------
def test_players_spec_makes_people_and_computers():
    seats = parse_players("Ann, Ben, bot:hard")
    assert [s.kind for s in seats] == [HUMAN, HUMAN, COMPUTER]
    assert seats[2].level == "hard" and seats[0].name == "Ann"
    assert len({s.colour for s in seats}) == 3
    # a person whose name begins with "bot" is a person; "bot" alone a normal computer
    seats = parse_players("Bottom, bot")
    assert [(s.name, s.kind) for s in seats][0] == ("Bottom", HUMAN)
    assert seats[1].kind == COMPUTER and seats[1].level == "normal"


@pytest.mark.parametrize("spec", ["Ann,bot:genius", "bot:"])
def test_unknown_computer_level_is_a_clear_error(spec):
    with pytest.raises(ValueError, match="level"):
        parse_players(spec)


def test_seat_round_trip():
    seat = Seat("Zoë", "green", COMPUTER, "expert")
    assert Seat.from_dict(json.loads(json.dumps(seat.to_dict()))) == seat


# -- actions as data --------------------------------------------------------------------
@dataclass(frozen=True)
class PlaceKey(Action):
    key: str
    section: int


def test_actions_round_trip_and_unknown_ones_are_refused():
    action = PlaceKey("B", 5)
    assert action_from_dict(action.to_dict(), [PlaceKey]) == action
    with pytest.raises(UnknownAction, match="no action called 'Fly'"):
        action_from_dict({"type": "Fly"}, [PlaceKey])
    assert issubclass(UnknownAction, IllegalAction) and issubclass(IllegalAction, ValueError)


# -- versioned files --------------------------------------------------------------------
def test_atomic_write_leaves_no_temporary_files(tmp_path):
    path = tmp_path / "x.json"
    write_atomically(path, {"kind": "k", "version": 1, "a": 1})
    write_atomically(path, {"kind": "k", "version": 1, "a": 2})
    assert read_versioned(path, "k", 1)["a"] == 2
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


@pytest.mark.parametrize(
    ("content", "why"),
    [
        ('{"kind": "k", "version": 1, "a": ', "damaged or cut short"),
        ("\x00\xff garbage", "damaged or cut short"),
        ('{"kind": "k", "version": 99}', "newer Castle Games"),
        ('{"kind": "other", "version": 1}', "not a k file"),
        ('[1, 2, 3]', "not a k file"),
        ('{"kind": "k"}', "no version"),
    ],
)
def test_unreadable_files_say_why(tmp_path, content, why):
    path = tmp_path / "f.json"
    path.write_bytes(content.encode("latin-1"))
    with pytest.raises(UnreadableFile, match=why):
        read_versioned(path, "k", 1)
    moved = set_aside(path)
    assert moved is not None and moved.exists() and not path.exists()
    assert moved.read_bytes() == content.encode("latin-1")  # set aside, never lost


# -- settings ---------------------------------------------------------------------------
def test_settings_round_trip_in_the_user_folder():
    settings = Settings(effects_volume=0.3, mono=True, handover_screens=False)
    settings.seats["knobelschatz"] = [Seat("Ann").to_dict()]
    assert save_settings(settings)
    report = load_settings()
    assert report.problem is None
    assert report.settings == settings


def test_missing_settings_give_defaults():
    report = load_settings()
    assert report.settings == Settings() and report.problem is None


def test_corrupt_settings_are_reported_and_set_aside():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"kind": "castle-games-settings", "version": 1, "mono": tr')
    report = load_settings()
    assert report.settings == Settings()
    assert "damaged" in report.problem and "moved" in report.problem
    assert not path.exists()
    assert len(list(path.parent.glob("settings.json.unreadable-*"))) == 1


def test_settings_with_wrong_types_keep_defaults_for_those_keys():
    data = Settings().to_dict() | {"effects_volume": "loud", "mono": 1, "speech_volume": 7}
    report_path = settings_path()
    write_atomically(report_path, data)
    report = load_settings()
    settings = report.settings
    assert settings.effects_volume == Settings().effects_volume
    assert settings.mono is False
    # out of its range (0 .. 1): the default, and said like a wrong type
    assert settings.speech_volume == Settings().speech_volume
    assert "speech_volume" in report.problem and "effects_volume" in report.problem


def test_read_only_settings_folder_does_not_crash(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        # root can write anywhere; only assert when the folder really is read-only
        target = folder / "sub" / "settings.json"
        ok = save_settings(Settings(), target)
        assert ok is target.exists()
    finally:
        folder.chmod(0o700)


def test_save_refuses_a_newer_format(tmp_path):
    path = tmp_path / "save.json"
    write_atomically(path, {"kind": saves.SAVE_KIND, "version": saves.SAVE_VERSION + 1})
    with pytest.raises(UnreadableFile, match="newer"):
        saves.load(path)


def test_neighbouring_seeds_give_unrelated_streams():
    """Games seeded s, s+1, ... (as simulate plays them) must not be shifted copies."""
    first = Rng(7)
    second = Rng(8)
    stream_a = [first.randrange(1 << 30) for _ in range(50)]
    stream_b = [second.randrange(1 << 30) for _ in range(50)]
    assert not set(stream_a) & set(stream_b)


def test_batches_of_seeds_agree_on_average():
    """Mean of a die over 200 'games' per batch: batches far apart agree within noise."""
    def batch_mean(start):
        return sum(Rng(s).randint(1, 6) for s in range(start, start + 2000)) / 2000

    means = [batch_mean(start) for start in (1, 1001, 2026, 100_000)]
    assert max(means) - min(means) < 0.25, means
