"""The kind level and the child it is measured against ("a level that lets a child
win"): in every game a young child (simulate's `child`) wins about half the games against
`kind`, and few against `expert` (so the child is no coin); the kind player's strength
brackets the child's and follows the table across games; neither bot reads what its seat
cannot see; the same seed plays the same games; `child` is for simulate only."""

from __future__ import annotations

import copy
import json

import pytest

from castle_games import plugins
from castle_games.core import bots as core_bots
from castle_games.core.bots import KindMemory, Kindness
from castle_games.core.rng import Rng
from castle_games.core.seats import LEVELS, Seat, parse_players
from castle_games.simulate import play_one, simulate, sit_down

GAMES = ("seven-locks", "clever-keys", "schlotterstein", "knobelschatz", "tajemnica-zamku")
# Knobelschatz is mostly luck: every chest is worth the same to everybody until the end, so
# the best play wins hardly more often than chance (expert against easy 107 : 97 in 200
# games). An honest child wins there about half its games against anybody.
LUCK = {"knobelschatz"}


def child_share(report) -> float:
    return report.wins[1] / report.games


# -- the figures ---------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_a_child_wins_about_half_against_kind(game):
    report = simulate(game, 2, 120, 31, ["kind", "child"])
    assert report.errors == 0 and report.unfinished == 0, report.error_messages[:3]
    assert 0.30 <= child_share(report) <= 0.70, report.wins


def strongest(game: str) -> str:
    """The game's strongest level (a game whose expert was merged has hard at the top)."""
    levels = plugins.manifest(game).levels
    return next(lv for lv in ("expert", "hard", "normal") if lv in levels)


@pytest.mark.parametrize("game", sorted(set(GAMES) - LUCK))
def test_expert_beats_the_child(game):
    report = simulate(game, 2, 120, 31, [strongest(game), "child"])
    assert report.errors == 0, report.error_messages[:3]
    assert child_share(report) <= 0.25, report.wins


def test_in_a_game_of_luck_the_honest_child_still_wins_about_half():
    report = simulate("knobelschatz", 2, 120, 31, [strongest("knobelschatz"), "child"])
    assert 0.30 <= child_share(report) <= 0.70, report.wins


class FixedStrength(KindMemory):
    """A table where the kind player's strength stays put (it learns nothing)."""

    def __init__(self, strength: float) -> None:
        super().__init__()
        self.fixed = strength

    def strength(self, key: str, start: float = 0.0) -> float:
        return self.fixed

    def learn(self, key: str, game_seed: int, change: float, start: float = 0.0) -> bool:
        return False


def _kind_and_child_wins(game: str, strength: float, games: int) -> tuple[int, int]:
    kind = child = 0
    for g in range(games):
        winners = play_one(game, ["kind", "child"], 700 + g,
                           memory=FixedStrength(strength)).state.outcome.winners
        kind += 0 in winners
        child += 1 in winners
    return kind, child


@pytest.mark.parametrize("game", sorted(set(GAMES) - LUCK))
def test_the_kind_players_range_brackets_the_child(game):
    """At strength 0 the child wins most games, at 1 the kind player does: so the
    staircase settles inside the range, where the child wins half the time (a kind player
    pinned at an end would not hold 50 %)."""
    kind, child = _kind_and_child_wins(game, 0.0, 50)
    assert child > kind, (game, "weakest", kind, child)
    kind, child = _kind_and_child_wins(game, 1.0, 50)
    assert kind >= 2 * child, (game, "strongest", kind, child)


# -- learning across games and leaning within one ------------------------------------------
def test_the_strength_goes_down_after_a_kind_win_and_up_after_the_childs():
    memory = KindMemory()
    k = Kindness("clever-keys", 0, 1, memory=memory, opponents=["child"])
    start = k.base
    k.ended([0], 2)
    after_win = memory.strength(k.table)
    assert after_win < start
    k2 = Kindness("clever-keys", 0, 2, memory=memory, opponents=["child"])
    assert k2.base == after_win  # the next game starts where the last one left it
    k2.ended([1], 2)
    assert memory.strength(k.table) > after_win
    k3 = Kindness("clever-keys", 0, 3, memory=memory, opponents=["child"])
    k3.ended([0, 1], 2)  # a shared win: the child won too
    assert memory.strength(k.table) > after_win
    # Another table, other people: its own strength.
    assert memory.strength(memory.key("clever-keys", ["Ben"])) == core_bots.KIND_START


def test_a_game_replayed_to_its_end_is_learned_once():
    memory = KindMemory()
    for _ in range(3):  # a save resumed at the end replays the last events
        Kindness("schlotterstein", 1, 77, memory=memory).ended([1], 2)
    assert memory.strength(memory.key("schlotterstein", [])) == pytest.approx(
        core_bots.KIND_START - core_bots.KIND_STEP / 2)


def test_with_more_people_the_kind_player_aims_at_its_fair_share():
    memory = KindMemory()
    k = Kindness("tajemnica-zamku", 0, 1, memory=memory)
    base = k.base
    k.ended([0], 3)  # down two thirds of a step...
    Kindness("tajemnica-zamku", 0, 2, memory=memory).ended([2], 3)  # ...up one third
    Kindness("tajemnica-zamku", 0, 3, memory=memory).ended([1], 3)
    steps = [core_bots.kind_step(n) for n in range(3)]
    assert memory.strength(k.table) == pytest.approx(
        base - steps[0] * 2 / 3 + steps[1] / 3 + steps[2] / 3)
    # once the table is known the steps hardly differ: a win and two others' cancel
    assert memory.strength(k.table) == pytest.approx(base, abs=0.01)


def test_the_step_settles_as_the_table_becomes_known():
    """A new table moves fast (it finds the child), a known one slowly: the kind player
    does not swing from giving the game away to crushing after each result."""
    steps = [core_bots.kind_step(n) for n in (0, 10, 30, 100, 1000)]
    assert steps[0] == core_bots.KIND_STEP
    assert all(a > b for a, b in zip(steps, steps[1:]))
    assert steps[-1] == pytest.approx(core_bots.KIND_STEP_SETTLED)
    memory = KindMemory()
    for seed in range(60):
        Kindness("clever-keys", 0, seed, memory=memory).ended([1], 2)
    before = memory.strength(memory.key("clever-keys", []))
    Kindness("clever-keys", 0, 999, memory=memory).ended([0], 2)
    assert before - memory.strength(memory.key("clever-keys", [])) == pytest.approx(
        core_bots.kind_step(60) / 2)


def test_a_lead_makes_the_kind_player_lazier():
    k = Kindness("seven-locks", 0, 1, memory=FixedStrength(0.5))
    assert k.now(2.0) < k.now(0.0) == 0.5 < k.now(-1.0)
    assert 0.0 <= k.now(100) and k.now(-100) <= 1.0


def test_the_memory_is_plain_data():
    memory = KindMemory()
    Kindness("knobelschatz", 0, 5, memory=memory, opponents=["Anna"]).ended([0], 2)
    again = KindMemory.from_dict(json.loads(json.dumps(memory.to_dict())))
    assert again.to_dict() == memory.to_dict()


def test_a_simulate_run_learns_from_game_to_game():
    memory = KindMemory()
    for g in range(12):
        play_one("schlotterstein", ["kind", "child"], 40 + g, memory=memory)
    key = memory.key("schlotterstein", ["child"])
    assert len(memory.learned[key]) == 12
    assert memory.strength(key) != core_bots.KIND_START


# -- honest: what the seat sees, nothing more ----------------------------------------------
def _swap_seven_locks(state):
    """The closed towers' chambers (with the set-aside one) turned round, another die."""
    from castle_games.games.seven_locks import rules as R
    closed = [i for i in range(R.N_TOWERS) if i + 1 not in state.opened] + [R.N_TOWERS]
    if len(closed) > 1:
        chambers = [state.chambers[i] for i in closed]
        for i, c in zip(closed, chambers[1:] + chambers[:1]):
            state.chambers[i] = c
    state.rng = Rng(state.rng.get_state() + 12345)
    return state


def _swap_clever_keys(state):
    """Every blocked slot no jammed key shows moved to a free slot of its section."""
    from castle_games.games.clever_keys.rules import SLOTS
    for section in range(1, len(state.blocked) + 1):
        if state.locked_by(section) is not None:
            continue
        taken = {p[1] for p in state.keys.values() if p is not None and p[0] == section}
        others = [t for t in range(1, SLOTS + 1)
                  if t not in taken and t != state.blocked[section - 1]]
        if others:
            state.blocked[section - 1] = others[(section * 7) % len(others)]
    return state


def _swap_schlotterstein(state):
    """Other cards face down: the pile, the box, the path, and a face-down card in the middle."""
    from castle_games.games.schlotterstein.rules import SCARE
    face_down = state.pile + state.box + state.path_cards
    if state.phase == SCARE:
        face_down.append(state.card)
    Rng(500).shuffle(face_down)
    at = len(state.pile)
    state.pile = face_down[:at]
    state.box = face_down[at:at + len(state.box)]
    at += len(state.box)
    state.path_cards = face_down[at:at + len(state.path_cards)]
    if state.phase == SCARE:
        state.card = face_down[-1]
    return state


def _swap_knobelschatz(state):
    """The same chests dealt again face down: sizes kept, values moved."""
    chests = [c for h in state.hands for c in h] + state.pile
    sizes = [len(h) for h in state.hands]
    Rng(1000).shuffle(chests)
    at, hands = 0, []
    for size in sizes:
        hands.append(chests[at:at + size])
        at += size
    state.hands, state.pile = hands, chests[at:]
    return state


def _swap_tajemnica(state):
    """The face-down tokens and the tiles in the box in another order, other dice to come."""
    Rng(700).shuffle(state.face_down)
    Rng(900).shuffle(state.box)
    state.rng = Rng(4242)
    return state


SWAPS = {"seven-locks": _swap_seven_locks, "clever-keys": _swap_clever_keys,
         "schlotterstein": _swap_schlotterstein, "knobelschatz": _swap_knobelschatz,
         "tajemnica-zamku": _swap_tajemnica}


@pytest.mark.parametrize("game", GAMES)
def test_neither_bot_reads_hidden_facts(game):
    """At every fourth decision of two games, each bot (a copy, its memory as it is) chooses
    the same on a twin table whose hidden facts are swapped, and from a JSON copy of what
    its seat sees; and no bot keeps the state."""
    swap = SWAPS[game]
    state_type = None
    checked = changed = 0
    for seed in (5, 6):
        session = sit_down(game, ["kind", "child"], seed, memory=KindMemory())
        state_type = type(session.state)
        step = 0
        while not session.over:
            seat = session.to_move
            bot = session.bots[seat]
            if step % 4 == 0:
                twin = swap(copy.deepcopy(session.state))
                twin.check()
                changed += twin.to_dict() != session.state.to_dict()
                legal = session.state.legal_actions()
                assert twin.legal_actions() == legal
                mine = session.observation(seat)
                theirs = session.game.observation(twin, seat)
                plain = json.loads(json.dumps(mine))
                choices = {repr(copy.deepcopy(bot).choose(obs, legal))
                           for obs in (mine, theirs, plain)}
                assert len(choices) == 1, (game, seed, step, choices)
                checked += 1
            session.play_bot()
            step += 1
        for b in session.bots.values():
            assert not any(isinstance(v, state_type) for v in vars(b).values())
    assert checked >= 10 and changed >= checked // 2, (checked, changed)


# -- the same seed, the same games ---------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_games(game):
    a = simulate(game, 2, 12, 9, ["kind", "child"]).to_dict()
    b = simulate(game, 2, 12, 9, ["kind", "child"]).to_dict()
    a.pop("seconds"), b.pop("seconds")
    assert a == b
    one = play_one(game, ["kind", "child"], 3)
    two = play_one(game, ["kind", "child"], 3)
    assert one.actions == two.actions


# -- wiring -------------------------------------------------------------------------------
def test_a_younger_child_is_a_child_level_with_a_strength():
    assert core_bots.child_strength("child") == 1.0
    assert core_bots.child_strength("child:0.5") == 0.5
    assert core_bots.child_strength("child:0") == 0.0
    for other in ("kind", "easy", "child:1.5", "child:-1", "child:old", "children"):
        assert core_bots.child_strength(other) is None, other
    for game in GAMES:
        bot = plugins.manifest(game).make_bot(1, "child:0.5", 7)
        assert isinstance(bot, core_bots.Bot) and bot.level == "child:0.5"
        report = simulate(game, 2, 2, 3, ["kind", "child:0.25"])
        assert report.errors == 0 and report.unfinished == 0, report.error_messages[:3]
    with pytest.raises(ValueError, match="unknown computer level 'child:2'"):
        simulate("knobelschatz", 2, 1, 1, ["kind", "child:2"])
    with pytest.raises(ValueError, match="unknown computer level 'easy:0.5'"):
        simulate("knobelschatz", 2, 1, 1, ["kind", "easy:0.5"])
    with pytest.raises(ValueError):
        parse_players("Ann,bot:child:0.5")


def test_child_is_for_simulate_only():
    assert "child" not in LEVELS
    with pytest.raises(ValueError, match="unknown computer level 'child'"):
        parse_players("Ann,bot:child")
    with pytest.raises(ValueError):
        Seat("Robo", "red", "computer", "child")
    for game in GAMES:
        entry = plugins.manifest(game)
        assert {"kind", "child"} <= set(entry.levels)
        for level in ("kind", "child"):
            bot = entry.make_bot(1, level, 7)
            assert isinstance(bot, core_bots.Bot) and bot.seat == 1 and bot.level == level
        assert hasattr(entry.make_bot(0, "kind", 7), "meet")
    with pytest.raises(ValueError, match="unknown computer level 'toddler'"):
        simulate("knobelschatz", 2, 1, 1, ["kind", "toddler"])


# -- the full figures, on the large samples ------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 5000])
@pytest.mark.parametrize("game", GAMES)
def test_the_full_figures_kind_against_child(game, seed):
    report = simulate(game, 2, 400, seed, ["kind", "child"])
    assert report.errors == 0 and report.unfinished == 0
    assert 0.40 <= child_share(report) <= 0.60, report.wins


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 5000])
@pytest.mark.parametrize("game", [
    *sorted(set(GAMES) - LUCK),
    *(pytest.param(g, marks=pytest.mark.xfail(
        strict=True, reason="mostly luck: an honest child wins about half against anybody"))
      for g in sorted(LUCK)),
])
def test_the_full_figures_expert_against_child(game, seed):
    report = simulate(game, 2, 400, seed, [strongest(game), "child"])
    assert report.errors == 0
    assert child_share(report) <= 0.15, report.wins


def test_the_kind_player_remembers_this_familys_table_across_starts(_user_home):
    """At the app's table (a session that saves) the kind player learns from each finished
    game against these people by name, keeps it in the data folder, and starts the next
    time where it left off; a damaged file is set aside."""
    import castle_games.session as session_module
    from castle_games.core.seats import COMPUTER, Seat
    from castle_games.session import Session, autosave_path, kindness_memory, kindness_path

    seats = [Seat("Mia", "red", COMPUTER, "easy"), Seat("Kindy", "blue", COMPUTER, "kind")]
    # (an easy computer stands in for Mia, so the game plays itself)
    session_module._KINDNESS.clear()
    before = dict(kindness_memory().strengths)
    session = Session("clever-keys", seats, 3, autosave=autosave_path("clever-keys"))
    while not session.over:
        session.play_bot()
    learned = dict(kindness_memory().strengths)
    assert learned != before and any("Mia" in key for key in learned)
    assert kindness_path().exists()
    session_module._KINDNESS.clear()  # the app starts again
    assert kindness_memory().strengths == learned
    kindness_path().write_text("{broken")
    session_module._KINDNESS.clear()
    assert kindness_memory().strengths == {}
    assert any(p.name.startswith("kindness.json.") for p in kindness_path().parent.iterdir())
