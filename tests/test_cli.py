"""The command line as scripts and benchmarks use it: simulate's JSON and its exit codes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from castle_games import cli, simulate


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "castle_games", *args],
                          capture_output=True, text=True, timeout=120)


def test_simulate_prints_one_json_object_on_its_last_line():
    result = run_cli("simulate", "knobelschatz", "--players", "3", "--games", "40",
                     "--seed", "5", "--bots", "easy,normal,kind", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(data) >= {"game", "games", "players", "seed", "errors", "turns_mean", "wins", "seconds"}
    assert data["game"] == "knobelschatz" and data["games"] == 40 and data["players"] == 3
    assert data["errors"] == 0 and data["turns_mean"] > 5
    # a tie counts for every winner, so wins add up to at least the number of games
    assert len(data["wins"]) == 3 and sum(data["wins"]) >= 40
    # every game is won alone, shared, or by nobody, and each is counted once
    assert sum(data["sole_wins"]) + data["ties"] + data["nobody_won"] == 40
    assert sum(data["wins"]) >= sum(data["sole_wins"]) + 2 * data["ties"]


def test_simulate_counts_the_games_nobody_won_and_the_shared_ones():
    from castle_games.simulate import simulate

    report = simulate("seven-locks", 2, 60, 3, ["kind", "kind"]).to_dict()
    assert report["errors"] == 0
    assert sum(report["sole_wins"]) + report["ties"] + report["nobody_won"] == 60
    # a game nobody wins is in no seat's wins: wins alone would hide it
    assert sum(report["wins"]) == sum(report["sole_wins"]) + 2 * report["ties"]


def test_same_seed_same_simulation_report(capsys):
    outputs = []
    for _ in range(2):
        assert cli.main(["simulate", "knobelschatz", "--players", "2", "--games", "25",
                         "--seed", "9", "--json"]) == 0
        data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        data.pop("seconds")
        outputs.append(data)
    assert outputs[0] == outputs[1]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "chess", "--players", "2"], "no game called 'chess'"),
        (["simulate", "knobelschatz", "--players", "9"], "2 to 5 players"),
        (["simulate", "knobelschatz", "--players", "2", "--bots", "easy"], "names 1 levels"),
        (["simulate", "knobelschatz", "--players", "2", "--bots", "easy,genius"], "level"),
        (["screenshot", "launcher", "--out", "x.png", "--size", "big"], "size must look like"),
    ],
)
def test_bad_input_is_one_clear_line_and_exit_2(args, message, capsys):
    with pytest.raises(SystemExit) if "--size" in args else _nothing():
        code = cli.main(args)
        assert code == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def test_a_game_that_never_ends_makes_simulate_fail(monkeypatch, capsys):
    monkeypatch.setattr(simulate, "MAX_ACTIONS", 3)
    code = cli.main(["simulate", "knobelschatz", "--players", "2", "--games", "2", "--json"])
    assert code == 1
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert data["errors"] == 2
