""""What happened" scrolls instead of shrinking: every move whole, in lines of one size (a
long move takes more lines), and the arrows, the page keys, Home/End and the mouse wheel
move through the list, so that the read move is always on show."""

from __future__ import annotations

import pygame

from castle_games.core.seats import COMPUTER, Seat
from castle_games.session import Session
from castle_games.table_model import TableModel
from castle_games.ui import theme
from castle_games.ui.app import App
from castle_games.ui.scene import CANVAS_SIZE
from castle_games.ui.table_log import AREA, LogScene


def _log(moves: int = 40) -> tuple[App, LogScene]:
    """The log of a Seven Locks game the computers played for a while (long moves)."""
    app = App(headless=True, size=CANVAS_SIZE, persist=False, audio=False, fullscreen=False)
    seats = [Seat(name, colour, COMPUTER, "easy")
             for name, colour in (("Robo", "blue"), ("Kiki", "green"), ("Bolt", "red"))]
    session = Session("seven-locks", seats, 6)
    for _move in range(moves):
        if session.over:
            break
        session.play_bot()
    log = LogScene(app, session.manifest, TableModel(session))
    app.push(log)
    return app, log


def _drawn(app: App, log: LogScene) -> list[theme.DrawnText]:
    canvas = pygame.Surface(CANVAS_SIZE)
    with theme.recording_text() as drawn:
        log.draw(canvas)
    return [d for d in drawn if AREA.contains(d.rect)]


def _key(log: LogScene, key: int) -> None:
    log.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def test_long_moves_wrap_whole_in_lines_of_one_size_and_the_list_scrolls():
    app, log = _log()
    assert any(len([k for k, _l, _f in log.lines if k == row]) > 1
               for row in range(len(log.rows))), "no move long enough to wrap"
    assert len(log.lines) > log.visible, "nothing to scroll"
    drawn = _drawn(app, log)
    heights = {d.rect.height for d in drawn}
    assert len(heights) == 1, f"lines of different sizes: {heights}"
    assert all(d.rect.right <= AREA.right for d in drawn)
    assert not any(d.message.rstrip().endswith(("…", "...")) for d in drawn)
    # The newest lines are on show, the last move whole.
    assert drawn[-1].message == log.lines[-1][1]
    # Every move's words are there, whole, across its lines.
    for row, (_seat, text) in enumerate(log.rows):
        assert " ".join(line for k, line, _f in log.lines if k == row).split() == text.split()

    newest = log.first
    _key(log, pygame.K_PAGEUP)
    assert log.first == max(0, newest - log.visible)
    log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert log.first == min(newest, max(0, newest - log.visible) + 3)
    _key(log, pygame.K_HOME)
    assert log.first == 0 and _drawn(app, log)[0].message == log.lines[0][1]
    _key(log, pygame.K_END)
    assert log.first == newest

    # Up reads the move before; the list follows it until the first move is on show.
    for _read in range(len(log.rows)):
        _key(log, pygame.K_UP)
        top, end = log.span(log.reading)
        assert log.first <= top and end <= log.first + log.visible
    assert log.reading == 0 and log.first == 0
