"""Seven Locks rules: the rulebook's examples and tables of what a player would notice."""

from __future__ import annotations

import math

import pytest

from castle_games.core.contract import IllegalAction
from castle_games.core.seats import default_seats
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.guide import GUIDE


class FixedDie:
    """Stands in for the state's generator in scenarios: the die shows what we ask."""

    def __init__(self, *faces: tuple[int, int]) -> None:
        self.faces = list(faces)

    def choice(self, seq):
        return self.faces.pop(0)

    def get_state(self) -> int:
        return len(self.faces)


def rig(n=2, chambers=(1, 2, 3, 4, 5, 6, 7, 8), keymaster=1, opened=(), pearls=None,
        current=0, strategists=False, arms=None, faces=()):
    """A game after setup: chambers[i] under tower i+1 (index 7 set aside), the keymaster
    at `keymaster`, towers in `opened` already gone, `pearls` per tower taken from the bin."""
    st = R.GAME.new(default_seats(n, ["easy"] * n), 1, {"strategists": strategists})
    st.chambers = list(chambers)
    st.apply(M.PlaceKeymaster(keymaster))
    for t in opened:
        st.bin += st.tower_pearls[t - 1]
        st.tower_pearls[t - 1] = 0
        st.standing[t - 1] = False
        st.opened.append(t)
    if pearls is not None:
        for t, p in pearls.items():
            st.bin -= p - st.tower_pearls[t - 1]
            st.tower_pearls[t - 1] = p
    st.current = current
    if arms is not None:
        st.arms = list(arms)
    st.rng = FixedDie(*faces)
    assert sum(st.pearl_ledger().values()) == R.TOTAL_PEARLS
    return st


def play(st, *actions):
    events = []
    for a in actions:
        events += st.apply(a)
    return events


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


# -- the physical constants: depth must be audible ----------------------------------------
def test_fall_times_are_audible_and_distinct():
    times = [R.fall_time_s(c) for c in range(1, 9)]
    lo, hi = R.FALL_TIME_RANGE_S
    assert all(lo <= t <= hi for t in times), times
    for small, tall in zip(times, times[1:]):  # chamber 1 is smallest: its pearl falls longest
        assert small / tall >= R.MIN_FALL_TIME_RATIO


def test_resonances_are_two_semitones_apart_and_in_hearing_band():
    freqs = [R.resonance_hz(c) for c in range(1, 9)]
    assert all(80 <= f <= 5000 for f in freqs), freqs
    for low, high in zip(freqs, freqs[1:]):
        assert 12 * math.log2(high / low) >= R.MIN_RESONANCE_SEMITONES
    # f = c / 4(L + 0.6 r), checked by hand for chamber 1
    length = (R.TOWER_HEIGHT_MM - R.CHAMBER_HEIGHTS_MM[0] + 0.6 * R.TOWER_BORE_RADIUS_MM) / 1000
    assert freqs[0] == pytest.approx(343.0 / (4 * length))


def test_chambers_have_eight_heights_inside_the_tower():
    h = R.CHAMBER_HEIGHTS_MM
    assert len(h) == 8 and list(h) == sorted(set(h))
    assert 0 < h[0] and h[-1] < R.TOWER_HEIGHT_MM


# -- setup ----------------------------------------------------------------------------------
def test_setup_sets_one_tower_aside_and_drops_fourteen_pearls():
    st = R.GAME.new(default_seats(3, ["easy"] * 3), 5, {})
    assert sorted(st.chambers) == list(range(1, 9)) and st.to_move == 0
    events = st.apply(M.PlaceKeymaster(4))
    drops = of(events, M.PearlDropped)
    assert len(drops) == 14 and all(d.setup for d in drops)
    assert [d.tower for d in drops] == list(range(1, 8)) * 2
    assert st.tower_pearls == [2] * 7 and st.bin == 66 and st.keymaster == 4
    for d in drops:  # heard, honestly: the depth of the chamber under that tower
        assert d.fall_depth_mm == R.fall_depth_mm(st.chambers[d.tower - 1])
    assert [d.pearls_below for d in drops] == [0] * 7 + [1] * 7
    assert st.phase == R.ROLL and st.to_move == 0


def test_die_has_the_clarified_faces():
    assert sorted(R.DIE_FACES) == sorted([(1, 3), (2, 2), (3, 1)] * 2)
    st = rig(faces=[(2, 2)])
    (rolled,) = st.apply(M.RollDie())
    assert (rolled.pearls, rolled.steps) == (2, 2) and st.to_throw == 2


# -- keys ---------------------------------------------------------------------------------
@pytest.mark.parametrize("key,chamber,result,sign", [
    (3, 3, R.FITS, 0),
    (2, 5, R.TOO_LONG, +1),   # key of a smaller chamber: notch sticks out
    (1, 8, R.TOO_LONG, +1),
    (7, 4, R.TOO_SHORT, -1),  # key of a taller chamber: notch sinks in
    (8, 1, R.TOO_SHORT, -1),
    (5, 6, R.TOO_LONG, +1),
])
def test_key_results_follow_the_true_height_difference(key, chamber, result, sign):
    chambers = [c for c in range(1, 9) if c != chamber]
    chambers.insert(1, chamber)  # the chamber sits under tower 2
    st = rig(chambers=chambers, keymaster=1, arms=[2, 0], faces=[(1, 3)])
    events = play(st, M.RollDie(), M.ThrowPearl(5), M.MoveKeymaster(2), M.ChooseKey(key))
    (tried,) = of(events, M.KeyTried)
    assert tried.result == result and tried.tower == 2 and tried.key == key
    assert (tried.offset_mm > 0) - (tried.offset_mm < 0) == sign
    h = R.CHAMBER_HEIGHTS_MM
    assert tried.offset_mm == h[chamber - 1] - h[key - 1]
    assert bool(of(events, M.TowerOpened)) == (result == R.FITS)
    assert st.standing[1] == (result != R.FITS)
    assert st.current == 1  # the die goes to the left neighbour either way


def test_a_taken_key_cannot_be_exchanged():
    st = rig(n=3, faces=[(1, 3)])
    play(st, M.RollDie(), M.ThrowPearl(3), M.MoveKeymaster(2), M.ChooseKey(5))
    before = st.to_dict()
    with pytest.raises(IllegalAction, match="cannot be exchanged"):
        st.apply(M.ChooseKey(2))
    assert st.to_dict() == before


# -- the keymaster --------------------------------------------------------------------------
@pytest.mark.parametrize("opened,start,steps,reach", [
    ((), 7, 3, [1, 2, 3]),
    ((), 2, 1, [3]),
    ((3, 4), 2, 2, [5, 6]),          # opened towers are not counted
    ((4,), 4, 1, [5]),               # from an opened tower's empty place
    ((1, 3, 4, 6, 7), 2, 3, [5]),    # two towers: never ends where he began
    ((1, 3, 4, 6, 7), 2, 2, [5]),
    ((2, 3, 5, 6, 7), 4, 1, [1]),
])
def test_keymaster_moves_clockwise_over_standing_towers(opened, start, steps, reach):
    st = rig(keymaster=start, opened=opened)
    assert st.reachable(steps) == reach
    st.die, st.phase = (1, steps), R.MOVE
    assert st.legal_actions() == [M.MoveKeymaster(t) for t in reach]


@pytest.mark.parametrize("target,message", [
    (2, "never ends his move where he started"),
    (4, "has been opened"),
    (7, "can reach tower"),
    (True, "can reach tower"),
])
def test_illegal_keymaster_moves_are_refused(target, message):
    st = rig(keymaster=2, opened=(4,))
    st.die, st.phase = (1, 3), R.MOVE
    before = st.to_dict()
    with pytest.raises(IllegalAction, match=message):
        st.apply(M.MoveKeymaster(target))
    assert st.to_dict() == before


# -- throwing -------------------------------------------------------------------------------
def test_each_pearl_goes_into_a_different_tower():
    st = rig(faces=[(3, 1)])
    play(st, M.RollDie(), M.ThrowPearl(1))
    before = st.to_dict()
    with pytest.raises(IllegalAction, match="different tower"):
        st.apply(M.ThrowPearl(1))
    assert st.to_dict() == before
    assert M.ThrowPearl(1) not in st.legal_actions()


def test_two_towers_left_three_pearls_one_tower_takes_two():
    st = rig(opened=(1, 3, 4, 6, 7), keymaster=2, faces=[(3, 1)])
    st.apply(M.RollDie())
    assert st.legal_actions() == [M.ThrowPearl(2), M.ThrowPearl(5)]
    st.apply(M.ThrowPearl(5))
    assert st.legal_actions() == [M.ThrowPearl(2)]
    st.apply(M.ThrowPearl(2))
    assert st.legal_actions() == [M.ThrowPearl(2), M.ThrowPearl(5)]
    st.apply(M.ThrowPearl(5))
    assert st.tower_pearls[4] == 4 and st.tower_pearls[1] == 3 and st.phase == R.MOVE


def test_three_towers_left_three_pearls_never_repeat():
    st = rig(opened=(1, 3, 4, 6), keymaster=2, faces=[(3, 1)])
    play(st, M.RollDie(), M.ThrowPearl(5), M.ThrowPearl(2))
    assert st.legal_actions() == [M.ThrowPearl(7)]


def test_cannot_throw_into_an_opened_tower():
    st = rig(opened=(3,), faces=[(1, 3)])
    st.apply(M.RollDie())
    with pytest.raises(IllegalAction, match="opened"):
        st.apply(M.ThrowPearl(3))


# -- the bin running dry --------------------------------------------------------------------
@pytest.mark.parametrize("bin_left,face,thrown", [
    (1, (3, 1), 1),   # the second pearl is missing
    (0, (1, 3), 0),   # nothing to take at all
    (2, (3, 1), 2),
])
def test_bin_running_dry_ends_the_game_with_no_winner(bin_left, face, thrown):
    extra = R.TOTAL_PEARLS - 14 - bin_left
    st = rig(n=3, faces=[face], pearls={5: 2 + extra})
    assert st.bin == bin_left
    events = st.apply(M.RollDie())
    for t in range(1, thrown + 1):
        events += st.apply(M.ThrowPearl(t))
    dry = of(events, M.BinRanDry)
    assert len(dry) == 1 and dry[0].missing == face[0] - thrown
    assert st.to_move is None and st.outcome.winners == ()
    assert st.outcome.scores == (0, 0, 0)
    assert sum(st.pearl_ledger().values()) == 80


def test_bin_emptied_exactly_lets_the_turn_go_on():
    st = rig(faces=[(2, 2)], pearls={5: 2 + 64})
    play(st, M.RollDie(), M.ThrowPearl(1), M.ThrowPearl(2))
    assert st.bin == 0 and st.phase == R.MOVE and st.outcome is None


# -- coats of arms and sharing ------------------------------------------------------------------
@pytest.mark.parametrize("n,opener,arms,order", [
    (4, 2, [2, 2, 2, 2], [3, 0, 1]),
    (4, 0, [2, 2, 2, 2], [1, 2, 3]),
    (4, 0, [0, 2, 2, 0], [1, 2]),   # a player with none left is not asked
    (3, 1, [2, 1, 2], [2, 0]),
    (2, 1, [2, 0], [0]),
    (2, 0, [2, 0], []),             # nobody to ask: the key is tried at once
])
def test_coats_of_arms_are_offered_clockwise_from_the_openers_left(n, opener, arms, order):
    st = rig(n=n, current=opener, arms=arms, keymaster=1, faces=[(1, 3)])
    play(st, M.RollDie(), M.ThrowPearl(4), M.MoveKeymaster(2))
    events = st.apply(M.ChooseKey(8))
    asked = []
    while st.phase == R.ARMS:
        asked.append(st.to_move)
        assert st.legal_actions() == [M.PlaceCoatOfArms(), M.DeclineCoatOfArms()]
        events = st.apply(M.DeclineCoatOfArms())
    assert asked == order
    assert of(events, M.KeyTried)


def test_rulebook_example_eight_pearls_shared_by_three():
    # You open a chamber of 8 pearls; Anna and Benny placed a coat of arms, Corinna did not.
    st = rig(n=4, current=0, keymaster=1, pearls={2: 7}, faces=[(1, 3)])
    play(st, M.RollDie(), M.ThrowPearl(2), M.MoveKeymaster(2), M.ChooseKey(2))
    events = play(st, M.PlaceCoatOfArms(), M.PlaceCoatOfArms(), M.DeclineCoatOfArms())
    (opened,) = of(events, M.TowerOpened)
    assert opened.pearls == 8
    (shared,) = of(events, M.TreasureShared)
    assert shared.shares == ((0, 4), (1, 2), (2, 2))
    assert shared.remainder == 2 and shared.remainder_to == 0
    assert st.boxes == [4, 2, 2, 0]
    assert st.arms == [2, 1, 1, 2]
    assert of(events, M.CoatsOfArmsUsedUp)[0].seats == (1, 2)
    assert of(events, M.TowerStowed) and not st.standing[1] and st.tower_pearls[1] == 0
    assert 2 not in st.keys_left()  # the key stays in the opened tower


def test_coats_of_arms_are_used_up_even_when_the_key_fails():
    st = rig(n=3, current=0, keymaster=1, faces=[(1, 3)])
    play(st, M.RollDie(), M.ThrowPearl(2), M.MoveKeymaster(2), M.ChooseKey(5))
    events = play(st, M.PlaceCoatOfArms(), M.PlaceCoatOfArms())
    assert of(events, M.KeyTried)[0].result == R.TOO_SHORT
    assert st.arms == [2, 1, 1] and st.boxes == [0, 0, 0] and st.standing[1]


def test_strategists_may_withdraw_in_join_order_except_the_last():
    st = rig(n=4, current=0, keymaster=1, strategists=True, pearls={2: 9}, faces=[(1, 3)])
    play(st, M.RollDie(), M.ThrowPearl(2), M.MoveKeymaster(2), M.ChooseKey(2))
    play(st, M.PlaceCoatOfArms(), M.PlaceCoatOfArms(), M.PlaceCoatOfArms())
    assert st.phase == R.WITHDRAW and st.to_move == 1
    assert st.legal_actions() == [M.WithdrawCoatOfArms(), M.KeepCoatOfArms()]
    st.apply(M.WithdrawCoatOfArms())
    assert st.to_move == 2  # seat 3 joined last and is not asked
    events = st.apply(M.KeepCoatOfArms())
    (shared,) = of(events, M.TreasureShared)
    assert shared.shares == ((0, 4), (2, 3), (3, 3))
    assert st.arms == [2, 2, 1, 1]  # the withdrawn coat of arms went back


def test_without_the_variant_nobody_withdraws():
    st = rig(n=3, current=0, keymaster=1, pearls={2: 4}, faces=[(1, 3)])
    play(st, M.RollDie(), M.ThrowPearl(2), M.MoveKeymaster(2), M.ChooseKey(2))
    events = play(st, M.PlaceCoatOfArms(), M.PlaceCoatOfArms())
    assert not of(events, M.CoatOfArmsKept) and not of(events, M.CoatOfArmsWithdrawn)
    assert of(events, M.TreasureShared)[0].shares == ((0, 3), (1, 1), (2, 1))
    assert st.boxes == [3, 1, 1]


# -- the enchanted key and the end --------------------------------------------------------------
def enchanted_game():
    """Anna (0), Benny (1), Corinna (2) and you (3). Towers 6 and 7 hold chambers 2 and 8;
    the set-aside tower holds 3 (yellow), so keys 2 (orange), 3 (yellow) and 8 will be left."""
    chambers = (1, 4, 5, 6, 7, 2, 8, 3)
    st = rig(n=4, chambers=chambers, keymaster=4, opened=(1, 2, 3, 4), current=0,
             arms=[2, 0, 2, 2], pearls={5: 5, 6: 4, 7: 6}, faces=[(1, 3), (2, 2)])
    return st


def test_rulebook_example_enchanted_key_guesses():
    st = enchanted_game()
    # Anna opens the 5th tower (chamber 7 under tower 5); nobody joins.
    events = play(st, M.RollDie(), M.ThrowPearl(6), M.MoveKeymaster(5), M.ChooseKey(7))
    events += play(st, M.DeclineCoatOfArms(), M.DeclineCoatOfArms())
    (asked,) = of(events, M.EnchantedKeyAsked)
    assert asked.first == 0 and asked.keys == (2, 3, 8) and st.phase == R.GUESS
    order = []
    for key in (2, 3, 3):  # Anna orange; Benny has none left; Corinna and you yellow
        order.append(st.to_move)
        assert M.GuessEnchantedKey(key) in st.legal_actions()
        st.apply(M.GuessEnchantedKey(key))
    assert order == [0, 2, 3]
    assert st.guesses == [(0, 2), (2, 3), (3, 3)] and st.arms == [1, 0, 1, 1]
    assert st.current == 1 and st.phase == R.ROLL
    # Benny opens tower 6 (chamber 2) with the orange key: a guessed key still opens.
    events = play(st, M.RollDie(), M.ThrowPearl(7), M.ThrowPearl(6), M.MoveKeymaster(6))
    events += play(st, M.ChooseKey(2), M.DeclineCoatOfArms(), M.DeclineCoatOfArms(),
                   M.DeclineCoatOfArms())
    (revealed,) = of(events, M.EnchantedKeyRevealed)
    assert revealed.key == 3 and revealed.last_tower == 7 and revealed.last_chamber == 8
    assert revealed.pearls == 7
    assert revealed.shares == ((2, 3), (3, 3)) and revealed.unclaimed == 1
    assert st.boxes == [5, 6, 3, 3] and st.unclaimed == 1
    assert st.to_move is None and st.outcome.winners == (1,)
    assert sum(st.pearl_ledger().values()) == 80


def test_at_the_end_the_last_tower_is_opened_too_and_only_the_enchanted_key_is_left():
    st = enchanted_game()
    play(st, M.RollDie(), M.ThrowPearl(6), M.MoveKeymaster(5), M.ChooseKey(7),
         M.DeclineCoatOfArms(), M.DeclineCoatOfArms(), M.DeclineGuess(), M.DeclineGuess(),
         M.DeclineGuess())
    assert st.opened == [1, 2, 3, 4, 5]
    events = play(st, M.RollDie(), M.ThrowPearl(7), M.ThrowPearl(6), M.MoveKeymaster(6),
                  M.ChooseKey(2), M.DeclineCoatOfArms(), M.DeclineCoatOfArms(),
                  M.DeclineCoatOfArms())
    (revealed,) = of(events, M.EnchantedKeyRevealed)
    # Tower 6 was the 6th opening; tower 7 opened by itself with key 8, the last entry.
    assert st.opened == [1, 2, 3, 4, 5, 6, 7] and revealed.last_tower == st.opened[-1]
    assert st.standing == [False] * R.N_TOWERS
    assert st.keys_left() == [revealed.key] == [3], "only the enchanted key stays in the row"
    obs = R.observation(st, 2)
    assert obs["opened"][-1] == [7, 8] and obs["keys_left"] == [3]
    assert R.GAME.from_dict(st.to_dict()).opened == st.opened


def test_nobody_guessing_right_leaves_the_last_treasure_unclaimed():
    st = enchanted_game()
    play(st, M.RollDie(), M.ThrowPearl(6), M.MoveKeymaster(5), M.ChooseKey(7),
         M.DeclineCoatOfArms(), M.DeclineCoatOfArms())
    play(st, M.GuessEnchantedKey(8), M.DeclineGuess(), M.DeclineGuess())
    events = play(st, M.RollDie(), M.ThrowPearl(7), M.ThrowPearl(6), M.MoveKeymaster(6),
                  M.ChooseKey(2), M.DeclineCoatOfArms(), M.DeclineCoatOfArms(),
                  M.DeclineCoatOfArms())
    assert of(events, M.EnchantedKeyRevealed)[0].unclaimed == 7 and st.unclaimed == 7


def test_ties_make_every_tied_player_a_winner():
    st = enchanted_game()
    st.boxes = [3, 0, 0, 0]
    st.bin -= 3
    play(st, M.RollDie(), M.ThrowPearl(6), M.MoveKeymaster(5), M.ChooseKey(7),
         M.PlaceCoatOfArms(), M.DeclineCoatOfArms())
    assert st.boxes == [6, 0, 2, 0]  # 5 pearls: 2 each, the remainder to Anna
    play(st, M.DeclineGuess(), M.DeclineGuess(), M.GuessEnchantedKey(8))
    play(st, M.RollDie(), M.ThrowPearl(7), M.ThrowPearl(6), M.MoveKeymaster(6),
         M.ChooseKey(2), M.DeclineCoatOfArms(), M.DeclineCoatOfArms(), M.DeclineCoatOfArms())
    assert st.outcome.scores == (6, 6, 2, 0) and st.outcome.winners == (0, 1)


# -- refusals ---------------------------------------------------------------------------------
@pytest.mark.parametrize("action,message", [
    (M.RollDie(), "places the keymaster first"),
    (M.PlaceKeymaster(9), "towers 1 to 7"),
    (M.PlaceKeymaster(True), "towers 1 to 7"),
    (M.ThrowPearl(1), "not now"),
    (M.GuessEnchantedKey(3), "not now"),
    (M.ChooseKey(1), "not now"),
])
def test_illegal_actions_at_setup_are_refused_unchanged(action, message):
    st = R.GAME.new(default_seats(2, ["easy"] * 2), 3, {})
    before = st.to_dict()
    with pytest.raises(IllegalAction, match=message):
        st.apply(action)
    assert st.to_dict() == before


@pytest.mark.parametrize("action,message", [
    (M.ThrowPearl(0), "towers 1 to 7"),
    (M.ThrowPearl("2"), "towers 1 to 7"),
    (M.MoveKeymaster(3), "pearl"),
    (M.RollDie(), "pearl"),
    (M.PlaceCoatOfArms(), "pearl"),
])
def test_illegal_actions_mid_turn_are_refused_unchanged(action, message):
    st = rig(n=3, faces=[(2, 2)])
    st.apply(M.RollDie())
    before = st.to_dict()
    with pytest.raises(IllegalAction, match=message):
        st.apply(action)
    assert st.to_dict() == before


def test_choosing_a_key_of_an_opened_tower_is_refused():
    st = rig(opened=(3,), faces=[(1, 3)])
    play(st, M.RollDie(), M.ThrowPearl(1), M.MoveKeymaster(2))
    before = st.to_dict()
    with pytest.raises(IllegalAction, match="key 3 is in an opened tower"):
        st.apply(M.ChooseKey(3))
    with pytest.raises(IllegalAction, match="keys 1 to 8"):
        st.apply(M.ChooseKey(9))
    assert st.to_dict() == before


def test_a_finished_game_refuses_everything():
    st = rig(n=2, faces=[(3, 1)], pearls={5: 2 + 66})
    st.apply(M.RollDie())
    assert st.outcome is not None and st.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        st.apply(M.RollDie())


def test_house_rules_are_in_the_game_definition():
    assert R.GAME.house_rules == R.HOUSE_RULES and len(R.HOUSE_RULES) >= 8
    assert {o.key for o in R.GAME.options} >= {"strategists"}
    assert R.GAME.min_players == 2 and R.GAME.max_players == 4


def test_the_rules_page_has_every_section_and_the_worked_example():
    titles = [t for t, _ in GUIDE]
    assert titles == ["Goal", "Setup", "A turn", "The die", "Keys and coats of arms",
                      "Sharing", "The enchanted key", "The end", "The strategists' variant",
                      "Playing by ear"]
    sharing = dict(GUIDE)["Sharing"]
    assert "4, 2 and 2" in sharing
    assert all(body.strip() for _, body in GUIDE)


def test_towers_are_heard_from_left_to_right():
    pans = [R.tower_pan(t) for t in range(1, 8)]
    assert pans[0] == -1.0 and pans[-1] == 1.0 and pans == sorted(pans)
