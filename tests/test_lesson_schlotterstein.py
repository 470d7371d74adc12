"""The guided first game of Schloss Schlotterstein: it plays through on the real rules, and every rule
it claims to show happens right after the step that claims it."""

from __future__ import annotations

from castle_games import plugins
from castle_games.core.lesson import Lesson, play_through
from castle_games.games.schlotterstein.lesson import LESSON
from castle_games.games.schlotterstein.moves import HideCard, TurnOverCard

MANIFEST = plugins.manifest("schlotterstein")
ISSUE_RULES = ("look", "scaring", "passing", "check")  # issue 17: the look, scaring, passing, the check


def _events():
    return play_through(MANIFEST.game, LESSON, MANIFEST.make_bot)


def test_the_manifest_offers_the_lesson():
    assert isinstance(MANIFEST.optional(MANIFEST.lesson), Lesson)
    assert MANIFEST.optional(MANIFEST.lesson) is LESSON


def test_the_lesson_plays_through_and_shows_each_rule_once_where_it_first_happens():
    after = _events()
    assert len(after) == len(LESSON.steps)
    assert 8 <= len(LESSON.steps) <= 20
    for rule in ISSUE_RULES:
        assert rule in LESSON.rules
    for rule, seen in LESSON.rules.items():
        claims = [i for i, step in enumerate(LESSON.steps) if rule in step.shows]
        assert len(claims) == 1, (rule, claims)
        assert seen(after[claims[0]]), f"{rule} is not shown after step {claims[0] + 1}"
        first = next(i for i, events in enumerate(after) if seen(events))
        assert first == claims[0], f"{rule} first happens after step {first + 1}"
        assert LESSON.rule_words.get(rule), rule
    for step in LESSON.steps:
        assert all(rule in LESSON.rules for rule in step.shows)
        assert step.say.strip() and step.say.rstrip()[-1] in ".!"


def test_the_same_lesson_twice_is_the_same_game():
    assert _events() == _events()


def test_the_child_sits_in_seat_0_against_a_computer_that_plays_the_same_every_time():
    child, *others = LESSON.seats
    assert child.is_human and child.name == "You"
    assert others and all(not s.is_human and s.level == "easy" for s in others)


def test_every_look_of_the_lesson_is_the_hiding_the_lesson_names():
    """The shortest and the longest look are one: the card hides by itself when the sand
    has run out, and that is the child's HideCard step."""
    hides = [s.action for s in LESSON.steps if isinstance(s.action, HideCard)]
    assert hides
    state = MANIFEST.game.new(list(LESSON.seats), LESSON.seed, dict(LESSON.options))
    state.apply(TurnOverCard())
    assert state.legal_actions() == hides[:1]
