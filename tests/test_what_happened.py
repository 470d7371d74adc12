"""What the others did is visible: every game tells its moves in plain sentences,
the person whose turn comes gets a "since your last move" card, the log shows the game so
far, and the computer's turn can be played again without changing anything."""

from __future__ import annotations

import importlib
import inspect

import pytest
from test_ui_support import click, make_app

from castle_games import plugins
from castle_games.core.contract import Event
from castle_games.core.seats import COMPUTER, HUMAN, Seat, default_seats
from castle_games.session import Session, autosave_path
from castle_games.table_model import TableModel
from castle_games.ui.table_log import LogScene, ReplayScene, telling, while_away

SHIPPED = [m for m in plugins.manifests() if m.package.startswith("castle_games.")]
IDS = [m.id for m in SHIPPED]
WHO = ("seat", "to_seat", "leader")  # the fields that name the player an event is about


def _story(entry):
    return importlib.import_module(f"{entry.package}.story")


def _event_classes(entry) -> set[str]:
    """Every Event class of the game a table tells: its moves.py defines or re-exports
    them all (TurnPassed included), and names those only computer players perceive."""
    module = importlib.import_module(f"{entry.package}.moves")
    perceived = set(getattr(module, "PERCEIVED_EVENTS", ()))
    return {obj.__name__ for _, obj in inspect.getmembers(module, inspect.isclass)
            if issubclass(obj, Event) and obj is not Event and obj not in perceived}


def _seats(n: int, humans: int = 0) -> list[Seat]:
    return default_seats(n, ["normal"] * n, humans=humans)


def _played(game_id: str, n: int, seed: int, limit: int = 4000) -> TableModel:
    """A whole seeded game of computers, through the table the shell uses."""
    table = TableModel(Session(game_id, _seats(n), seed))
    assert table.history == []  # the live history starts here
    while not table.over and table.moves_played < limit:
        table.play_bot()
    return table


def _is_fallback(text: str, name: str) -> bool:
    return text == f"{name} moved." or text == "The game moved."


def _check_sentence(text: str, event: Event, seats: list[Seat]) -> None:
    assert isinstance(text, str) and text.strip(), event
    for leftover in ("Event(", "(", ")", "{", "}", "None", "_"):
        assert leftover not in text, (text, event)
    assert text[0].isupper() and text.rstrip()[-1] in ".!", text
    for field in WHO:
        seat = getattr(event, field, None)
        if isinstance(seat, int) and not isinstance(seat, bool):
            assert seats[seat].name in text, (text, event)


# -- the words ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", IDS)
def test_every_event_of_the_game_has_words_or_is_quiet_on_purpose(game_id):
    story = _story(plugins.manifest(game_id))
    classes = _event_classes(plugins.manifest(game_id))
    assert classes, game_id
    assert classes <= set(story.SAY) | set(story.QUIET), classes - set(story.SAY) - set(story.QUIET)
    assert not set(story.SAY) & set(story.QUIET)


@pytest.mark.parametrize("game_id", IDS)
def test_seeded_games_are_told_in_plain_sentences_that_name_the_player(game_id):
    entry = plugins.manifest(game_id)
    describe = entry.load(entry.story)
    told, moves, seen = 0, 0, set()
    for seed, n in ((1, entry.min_players if entry.min_players > 1 else 2), (2, entry.max_players)):
        table = _played(game_id, n, seed)
        assert table.over, (game_id, seed)
        seats = table.seats
        for happening in table.history:
            moves += 1
            for event in happening.events:
                seen.add(type(event).__name__)
                text = describe(event, seats)
                if text is not None:
                    _check_sentence(text, event, seats)
            line = telling(entry, happening, seats)
            who = seats[happening.seat].name if happening.seat is not None else "The game"
            if not _is_fallback(line, who):
                told += 1
    assert told / moves >= 0.8, f"{game_id}: only {told} of {moves} moves have words"
    # the games really exercised the story: most of its sentences were asked for
    assert len(seen & set(_story(entry).SAY)) >= len(_story(entry).SAY) // 2, seen


def test_seven_locks_names_its_towers_by_their_flags():
    from castle_games.games.seven_locks import art, story

    assert story.TOWER_SIGNS == art.TOWER_SIGNS
    assert story.tower_name(2) == "the moon tower"
    assert all(story.tower_name(t).endswith(" tower") for t in range(1, 8))


# -- two moments a family would remember ------------------------------------------------------
def _person_and_computer(game_id: str, seed: int) -> TableModel:
    """Anna (a person, who plays her first legal move) against the computer Robo."""
    seats = [Seat("Anna", "red", HUMAN), Seat("Robo", "blue", COMPUTER, "normal")]
    return TableModel(Session(game_id, seats, seed))


def _play_until(table: TableModel, found, limit: int = 3000):
    table.history  # noqa: B018 - the live history starts with the game
    while not table.over and table.moves_played < limit:
        if table.is_bot_turn():
            table.play_bot()
        else:
            table.apply(table.legal_actions()[0])
        hit = found(table.history[-1])
        if hit:
            return table.history[-1], hit
    raise AssertionError("never happened")


def test_knobelschatz_tells_that_the_computer_took_a_chest_from_anna():
    from castle_games.games.knobelschatz.moves import CardTaken

    entry = plugins.manifest("knobelschatz")
    table = _person_and_computer("knobelschatz", 4)
    happening, _ = _play_until(table, lambda h: h.seat == 1 and any(
        isinstance(e, CardTaken) and e.source == 0 for e in h.events))
    assert "Robo took a chest from Anna." in telling(entry, happening, table.seats)


def test_clever_keys_tells_which_key_jammed_where():
    from castle_games.games.clever_keys.moves import KeyInserted
    from castle_games.games.clever_keys.rules import JAMMED

    entry = plugins.manifest("clever-keys")
    table = _person_and_computer("clever-keys", 3)
    happening, _ = _play_until(table, lambda h: any(
        isinstance(e, KeyInserted) and e.result == JAMMED for e in h.events))
    jam = next(e for e in happening.events if isinstance(e, KeyInserted))
    who = table.seats[happening.seat].name
    line = telling(entry, happening, table.seats)
    assert f"{who}'s key {jam.key} jammed in section {jam.section}." in line
    assert "gem rolled into the open corner" in line  # the price of the jam


def test_the_card_tells_every_chest_the_computer_took_in_its_turn():
    from castle_games.games.knobelschatz.moves import CardTaken

    entry = plugins.manifest("knobelschatz")
    table = _person_and_computer("knobelschatz", 1)

    def robo_took_two(_h) -> bool:  # Robo's turn is over and he took 2+ chests in it
        if table.to_move != 0:
            return False
        since = max(h.index for h in table.history if h.seat == 0)
        taken = [e for h in table.history[since + 1:] for e in h.events
                 if isinstance(e, CardTaken) and h.seat == 1]
        return len(taken) >= 2 and any(e.source == 0 for e in taken)

    _play_until(table, robo_took_two)
    since = max(h.index for h in table.history if h.seat == 0)
    taken = sum(isinstance(e, CardTaken) for h in table.history[since + 1:] for e in h.events)
    card = " ".join(text for _, text in while_away(entry, table, 0))
    assert card.count("Robo took a chest") == taken, card


# -- the "since your last move" card in the real app -------------------------------------------
def _app_with(game_id: str, seed: int = 7):
    """A headless app: the computer Robo, then the person Anna, then (where the box allows)
    the computer Kiki; quick animations."""
    app = make_app()
    app.settings.animation_speed = 8.0
    seats = [Seat("Robo", "blue", COMPUTER, "easy"), Seat("Anna", "red", HUMAN),
             Seat("Kiki", "green", COMPUTER, "easy")]
    entry = plugins.manifest(game_id)
    session = Session(game_id, seats[:min(3, entry.max_players)], seed)
    app.start_game(session)
    return app, session


def _until_annas_card(app, session, frames: int = 2400):
    for _ in range(frames):
        app.step_frame(1 / 30)
        if session.to_move == 1 and app.toasts.recap_note is not None:
            return app.toasts.recap_note
    return None


CARD_CASES = list(IDS)


@pytest.mark.parametrize("game_id", CARD_CASES)
def test_when_annas_turn_comes_the_card_tells_what_the_computers_did(game_id):
    app, session = _app_with(game_id)
    note = _until_annas_card(app, session)
    assert note is not None, "no card when Anna's turn came"
    assert "Anna" in note.text
    entry, table = session.manifest, app.table
    computers = {i: s for i, s in enumerate(session.seats) if not s.is_human}
    assert note.lines
    for text, colour in note.lines:
        who = next(i for i, s in computers.items() if text.startswith(s.name))
        assert colour == session.seats[who].rgb
        assert not _is_fallback(text, session.seats[who].name), text
        anna = next(i for i, s in enumerate(session.seats) if s.name == "Anna")
        anna_last = max((h.index for h in table.history if h.seat == anna), default=-1)
        turn = [h for h in table.history if h.seat == who and h.index > anna_last]
        assert turn and text == " ".join(telling(entry, h, session.seats) for h in turn), (
            "the card tells the computer's whole turn since Anna's last move")
    assert any(t.startswith("Robo") for t, _ in note.lines)  # Robo moved before Anna


# -- the log and the computer's turn again -----------------------------------------------------
@pytest.mark.parametrize("game_id", ["knobelschatz", "clever-keys", "tajemnica-zamku",
                                     "seven-locks"])
def test_the_log_shows_every_move_and_the_computers_turn_plays_again(game_id):
    app, session = _app_with(game_id)
    assert _until_annas_card(app, session) is not None
    game_scene = app.top
    app.show_log()
    log = app.top
    assert isinstance(log, LogScene)
    assert len(log.rows) == len(session.actions) == len(app.table.history) > 0
    for (seat, text), happening in zip(log.rows, app.table.history, strict=True):
        assert seat == happening.seat and text
    app.step_frame(1 / 30)  # drawn once, with the button
    assert log.again_button.visible
    actions, state = list(session.actions), session.state.to_dict()
    click(app, log.again_button.rect.center)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert not replay.finished(), "nothing to play again"
    for _ in range(3000):
        app.step_frame(1 / 30)
        if app.top is not replay:
            break
    assert app.top is game_scene, type(app.top).__name__
    assert replay.finished()  # it ended by itself, after the last move
    assert replay.table.moves_played == len(actions)  # it played every computer move again
    assert session.actions == actions
    assert session.state.to_dict() == state


def test_the_log_of_a_game_just_begun_says_so():
    app, session = _app_with("knobelschatz")
    app.show_log()
    log = app.top
    assert isinstance(log, LogScene) and log.rows == [] and not log.again_button.visible
    app.step_frame(1 / 30)


# -- after a resume ----------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", IDS)
def test_a_resumed_game_remembers_the_same_happenings(game_id):
    path = autosave_path(game_id)
    session = Session(game_id, _seats(2), 9,
                      autosave=path)
    live = TableModel(session)
    live.history  # noqa: B018 - from the first move on
    for _ in range(25):
        if live.over:
            break
        live.play_bot()
    session.save_quietly()
    resumed = TableModel(Session.resume(path, autosave=path))
    assert resumed.history == live.history
    assert len(resumed.history) == len(session.actions)


def _open_log_from_the_pause_menu(app) -> LogScene:
    app.pause()
    pause = app.top
    app.step_frame(1 / 30)
    button = next(w for w in pause.group.widgets if getattr(w, "label", "") == "What happened")
    click(app, button.rect.center)
    assert isinstance(app.top, LogScene)
    return app.top


def test_the_computers_turn_again_from_the_pause_menu_ends_at_the_table():
    app, session = _app_with("knobelschatz")
    assert _until_annas_card(app, session) is not None
    game_scene = app.top
    log = _open_log_from_the_pause_menu(app)
    app.step_frame(1 / 30)
    click(app, log.again_button.rect.center)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    for _ in range(3000):
        app.step_frame(1 / 30)
        if app.top is not replay:
            break
    assert app.top is game_scene, type(app.top).__name__


def test_the_card_does_not_cover_the_log():
    app, session = _app_with("knobelschatz")
    assert _until_annas_card(app, session) is not None
    _open_log_from_the_pause_menu(app)
    app.step_frame(1 / 30)
    assert app.toasts.recap_note is None
