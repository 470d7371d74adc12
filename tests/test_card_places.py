"""One calm place for every card: the coach's card and the hint take their places through
the shell's one placement (ui/card_places.py), from what each game's table declares — where
its layout leaves room, and what must stay visible — and cover neither that, nor the thing
the arrow points at, nor each other, in every language."""

from __future__ import annotations

import re

import pygame
import pytest

from castle_games import plugins
from castle_games.core import languages
from castle_games.ui.app import App
from castle_games.ui.card_places import CardPlaces, TablePlaces
from castle_games.ui.lesson import coach, lesson_session
from castle_games.ui.scene import CANVAS_SIZE

LANGS = ("en", "de", "pl", "cs")


def test_cards_wait_when_there_is_no_room_and_never_cover_what_must_stay_visible():
    keep = (pygame.Rect(0, 0, 600, 200),)
    places = CardPlaces(TablePlaces((pygame.Rect(0, 0, 600, 400),), keep))
    first = places.fit("coach", lambda w: 120)
    assert first is not None and not first.colliderect(keep[0])
    assert places.fit("hint", lambda w: 120) is None  # no room left: it waits
    assert places.waiting == ["hint"] and places.covered() == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", plugins.ids())
def test_the_coachs_card_covers_nothing_the_child_must_see(game_id, lang):
    languages.use(lang)
    try:
        app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False,
                  fullscreen=False)
        app.start_game(lesson_session(game_id, moves=1))
        scene = app.game_scene
        guide = coach(scene, plugins.manifest(game_id).optional(
            plugins.manifest(game_id).lesson))
        for _frame in range(400):
            app.step_frame(1 / 15)
            if guide.asking():
                break
        app.step_frame(1 / 30)
        assert guide.asking() and guide.card is not None, "the card found no place"
        places = scene.card_places
        assert places.covered() == [], places.covered()
        target = scene.where(guide.step.action)
        if target is not None:
            assert not guide.card.colliderect(target), (guide.card, target)
    finally:
        languages.use("en")


# -- every card kind at every table ------------------------------------------------------------
ELLIPSES = ("…", "...")
PAGE_MARK = re.compile(r"^\d+/\d+$")  # "since your last move": which page of how many


def _recap_lines(game_id: str) -> list[tuple[str, tuple[int, int, int]]]:
    """A real "since your last move" card: what the computers did in a round of play."""
    from castle_games.core.seats import COLOURS, COMPUTER, DEFAULT_NAMES, Seat
    from castle_games.session import Session
    from castle_games.table_model import TableModel
    from castle_games.ui.table_log import while_away

    entry = plugins.manifest(game_id)
    colours = list(COLOURS)
    seats = [Seat(DEFAULT_NAMES[i], colours[i], COMPUTER, "normal")
             for i in range(min(entry.max_players, max(entry.min_players, 3)))]
    session = Session(game_id, seats, 1)
    for move in range(60):
        mover = session.to_move
        session.play_bot()
        if session.over or (session.to_move == 0 and mover != 0 and move > 2):
            break
    lines = while_away(entry, TableModel(session), 0)
    assert lines, "no moves to tell of"
    return [(text, seats[who].rgb) for who, text in lines]


def _aimed_at(scene, guide) -> pygame.Rect | None:
    """What the coach's or the hint's arrow points at now."""
    if guide is not None:
        return scene.where(guide.step.action) if guide.asking() else None
    advice = scene.shown_advice()
    return None if advice is None else scene.where(advice.action)


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_kind_has_a_calm_place_at_every_table(lang):
    """Every table, with the coach's card (a guided game) or the hint on show, and then
    "since your last move", a refusal and a toast: no card covers another, nor anything the
    table must keep visible, nor the arrow's target; each is shown in time, whole (no
    sentence cut with an ellipsis, every word inside its card), and stays while waiting."""
    from castle_games.core.languages import _
    from castle_games.ui import theme
    from castle_games.ui.card_places import reading_time
    from castle_games.ui.lesson import lesson_of
    from castle_games.ui.screenshot import build

    languages.use(lang)
    try:
        for game_id in plugins.ids():
            recap = _recap_lines(game_id)
            for kind in ("tutorial", "hint"):
                where = f"{kind}:{game_id} in {lang}"
                app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False,
                          fullscreen=False)
                build(app, f"{kind}:{game_id}", moves=2)
                scene = app.game_scene
                guide = scene.coach if kind == "tutorial" else None
                if guide is not None:
                    assert guide.lesson is lesson_of(game_id)
                app.step_frame(1 / 30)
                if guide is not None:  # the coach's card tells what the others did
                    app.tell_while_away(guide.lesson.child)
                    assert app.toasts.recap_note is None, where
                else:
                    app.toasts.recap(_("Since your last move, {player}:").format(
                        player="Anna"), recap)
                scene.refuse(_("Not that one. Look where the arrow points."))
                app.notify(_("No hint here: any choice is fine."))
                notes = list(app.toasts.notes)
                first_shown: dict[str, float] = {}
                pages_shown: set[int] = set()
                for frame in range(900):
                    with theme.recording_text() as drawn:
                        app.step_frame(0.1)
                    places = scene.card_places
                    assert places.covered() == [], (where, places.covered())
                    target = _aimed_at(scene, guide)
                    for card in places.placed:
                        assert target is None or not card.rect.colliderect(target), (
                            where, card.kind, "covers the arrow's target")
                        inside = [d for d in drawn if card.rect.contains(d.rect)]
                        assert not any(d.message.rstrip().endswith(ELLIPSES) for d in inside)
                        first_shown.setdefault(card.kind, frame * 0.1)
                    for note in app.toasts.notes:
                        fading = note.lines and note.seconds - note.age < 0.5
                        if note.rect is not None and note in notes and not fading:
                            words = " ".join(d.message for d in drawn
                                             if note.rect.contains(d.rect)
                                             and not PAGE_MARK.match(d.message)).split()
                            lines = note.pages[note.page] if note.lines else ()
                            pages_shown.add(note.page)
                            told = " ".join([note.text, *(t for t, _c in lines)])
                            # (the card is drawn last: its words end what was drawn there)
                            assert words[-len(told.split()):] == told.split(), (
                                where, "words cut or outside the card")
                            # Its clock ran only while it was on show.
                            assert note.age <= frame * 0.1 - first_shown.get(
                                "recap" if note.lines else note.kind, 0.0) + 0.15
                    if not any(n in app.toasts.notes for n in notes):
                        break
                expected = {"coach", "refusal", "toast"} if guide is not None else {
                    "hint", "recap", "refusal", "toast"}
                assert set(first_shown) == expected, (where, "never shown:",
                                                      expected - set(first_shown))
                recap_note = next((n for n in notes if n.lines), None)
                if recap_note is not None:
                    assert pages_shown == set(range(len(recap_note.pages))), (where, "unread")
                    told = [w for page in recap_note.pages for t, _c in page for w in t.split()]
                    assert told == [w for t, _c in recap for w in t.split()]  # each word, once
                for note in notes:
                    assert note.seconds >= reading_time(
                        " ".join([note.text, *(t for t, _c in note.lines)]))
    finally:
        languages.use("en")
