"""Fair play: no computer player, kind player, child model or hint can peek.

Every player of every game decides the same at two tables that differ only in hidden facts
(fairkit: the deal's seed differs too, what the seat sees and perceives does not). And the
check catches the leaks it was written against, planted here on purpose: a player given
the game's own seed who deals the game again from it (Seven Locks' chambers, Clever Keys'
blocked slots), and a hint and a kind player who read a pearl's exact depth from the event
as the rules made it instead of hearing it. Each leaky table is the session as it was built
before (`_as_before_*`) with the leaky player seated; the same check passes the real one.
"""

from __future__ import annotations

import pytest
from fairkit import TWINS, differences, levels_of

from castle_games.core.advice import HINT_LEVEL, Advice
from castle_games.core.bots import bot_seed
from castle_games.core.seats import default_seats
from castle_games.games.clever_keys import hint as CKH
from castle_games.games.clever_keys import rules as CK
from castle_games.games.clever_keys.moves import InsertKey, StopAndTake
from castle_games.games.seven_locks import hint as SLH
from castle_games.games.seven_locks import moves as M
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.bot import KindBot
from castle_games.session import Session

SEEDS = (3, 11, 29)


@pytest.mark.parametrize("game_id", sorted(TWINS))
def test_every_player_decides_the_same_at_tables_that_differ_only_in_hidden_facts(game_id):
    for level in levels_of(game_id):
        compared = 0
        for seed in SEEDS + (41, 57):
            n, found = differences(game_id, level, seed)
            assert not found, found[0]
            compared += n
        assert compared >= 8, (level, compared)


def test_every_game_has_its_tables_and_every_level_is_checked():
    from castle_games import plugins

    assert set(TWINS) == {m.id for m in plugins.manifests()}
    for game_id in TWINS:
        assert {"easy", "kind", "child", HINT_LEVEL} <= set(levels_of(game_id)), game_id


def test_the_players_seed_is_the_same_for_the_same_game_and_deals_another():
    assert bot_seed(5) == bot_seed(5) and bot_seed(5) != bot_seed(6)
    seats = default_seats(2, ["easy", "easy"])
    dealt_again = 0
    for seed in range(200):
        ours = bot_seed(seed)
        assert ours != seed and 0 <= ours < 2**31
        dealt_again += R.GAME.new(seats, ours).chambers == R.GAME.new(seats, seed).chambers
        assert Session("seven-locks", seats, seed).bots_seed == ours
    assert dealt_again == 0


# -- the sessions as they were built before, and the planted leaks --------------------------
def _as_before_make_bots(self: Session) -> None:
    """Every player built with the game's own seed."""
    self.bots = {i: self.manifest.make_bot(i, seat.level or "normal", self.seed)
                 for i, seat in enumerate(self.seats) if not seat.is_human}
    self.advisers = {i: self.manifest.make_bot(i, HINT_LEVEL, self.seed)
                     for i, seat in enumerate(self.seats) if seat.is_human and seat.hints}


def _as_before_tell_bots(self: Session, perceived) -> None:
    """Every player told the events as the rules made them."""
    for events in perceived:
        for bot in (*self.bots.values(), *self.advisers.values()):
            bot.notice(list(events))


def _checked(game_id: str, level: str, seeds=SEEDS) -> list:
    found = []
    for seed in seeds:
        found += differences(game_id, level, seed)[1]
    return found


class DealsTheChambersAgain(SLH.HintBot):
    """A Seven Locks hint that deals the game again from the seed it was given and so knows
    the chamber under every tower."""

    def __init__(self, seat: int, level: str = "hint", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        dealt = R.GAME.new(default_seats(2), seed).chambers
        for place, chamber in enumerate(dealt):
            self._fix(place, chamber - 1)


def test_a_hint_dealing_the_seven_locks_again_from_the_games_seed_is_caught(monkeypatch):
    assert not _checked("seven-locks", HINT_LEVEL)
    monkeypatch.setitem(SLH.BOTS, HINT_LEVEL, DealsTheChambersAgain)
    assert not _checked("seven-locks", HINT_LEVEL), "its own seed deals it nothing"
    monkeypatch.setattr(Session, "_make_bots", _as_before_make_bots)
    assert _checked("seven-locks", HINT_LEVEL), "given the game's seed, it peeks: caught"


class DealsTheBoardAgain(CKH.HintBot):
    """A Clever Keys hint that deals the board again from the seed it was given and sends
    each key to the first slot that board says is free."""

    def __init__(self, seat: int, level: str = "hint", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        self.blocked = CK.GAME.new(default_seats(2), seed).blocked

    def advise(self, observation, legal) -> Advice:
        free = [a for a in legal if isinstance(a, InsertKey)
                and self.blocked[a.section - 1] != a.slot]
        action = free[0] if free else next(a for a in legal if isinstance(a, StopAndTake))
        return Advice.of(action, CKH.TRY_LUCK, key=getattr(action, "key", ""),
                         section=getattr(action, "section", 0))


def test_a_hint_dealing_the_clever_keys_board_again_from_the_games_seed_is_caught(monkeypatch):
    seeds = range(12)
    assert not _checked("clever-keys", HINT_LEVEL, seeds)
    monkeypatch.setitem(CKH.BOTS, HINT_LEVEL, DealsTheBoardAgain)
    assert not _checked("clever-keys", HINT_LEVEL, seeds), "its own seed deals it nothing"
    monkeypatch.setattr(Session, "_make_bots", _as_before_make_bots)
    assert _checked("clever-keys", HINT_LEVEL, seeds), "given the game's seed, it peeks: caught"


def _chamber_of_depth(depth_mm: int) -> int:
    return next(c for c in range(1, R.N_CHAMBERS + 1) if R.fall_depth_mm(c) == depth_mm)


class ReadsTheDepth:
    """Takes a pearl's depth from the event as the rules made it: the chamber, exactly."""

    def notice(self, events) -> None:
        super().notice(events)  # type: ignore[misc]
        for ev in events:
            if isinstance(ev, M.PearlDropped):
                self._fix(ev.tower - 1, _chamber_of_depth(ev.fall_depth_mm) - 1)  # type: ignore[attr-defined]


class HintReadingTheDepth(ReadsTheDepth, SLH.HintBot):
    pass


class KindReadingTheDepth(ReadsTheDepth, KindBot):
    pass


@pytest.mark.parametrize(("level", "leaky"), [(HINT_LEVEL, HintReadingTheDepth),
                                              ("kind", KindReadingTheDepth)])
def test_a_player_reading_the_exact_depth_from_the_rules_event_is_caught(monkeypatch, level,
                                                                        leaky):
    assert not _checked("seven-locks", level)
    monkeypatch.setitem(SLH.BOTS, level, leaky)
    assert not _checked("seven-locks", level), "told what its seat heard, it reads nothing"
    monkeypatch.setattr(Session, "_tell_bots", _as_before_tell_bots)
    assert _checked("seven-locks", level), "told the rules' events, it reads the depth: caught"
