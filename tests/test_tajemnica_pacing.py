"""Tajemnica Zamku pacing at the table: a steady camera and the opening roll shown."""

from __future__ import annotations

from tablekit import StandInApp, make_scene, new_canvas

from castle_games.core.seats import default_seats
from castle_games.games.tajemnica_zamku import anims, camera
from castle_games.session import Session


def test_the_camera_zooms_only_as_the_labyrinth_outgrows_the_view():
    """Over a whole game the zoom only ever steps out, at most once per level."""
    for seed in (21, 5):
        app = StandInApp(speed=30.0)
        session = Session("tajemnica-zamku", default_seats(2, ["hard", "hard"]), seed)
        scene = make_scene(session, app)
        levels = [scene.camera.level]
        for _ in range(40000):
            scene.update(1 / 60)
            if scene.camera.level != levels[-1]:
                levels.append(scene.camera.level)
            if app.overs:
                break
        assert session.over
        ins = sum(1 for a, b in zip(levels, levels[1:]) if b > a)
        assert ins == 0, f"seed {seed}: zoomed back in: {levels}"
        assert len(levels) - 1 <= camera.DEFAULT_LEVEL - camera.MIN_AUTO_LEVEL, levels


def test_the_opening_roll_is_shown_with_the_die_before_the_first_move():
    canvas = new_canvas()
    app = StandInApp(speed=1.0)
    session = Session("tajemnica-zamku", default_seats(3, ["hard", "normal", "easy"]), 4)
    scene = make_scene(session, app)
    rolls = session.state.opening_rolls
    queued = [a for a in scene.queue if isinstance(a, anims.OpeningRoll)]
    assert [(a.seat, a.roll) for a in queued] == [
        (s, r) for rnd in rolls for s, r in enumerate(rnd) if r > 0]
    assert [a.success for a in queued].count(True) == 1
    assert queued[-1 - [a.success for a in reversed(queued)].index(True)].seat == \
        session.state.current
    seen = [None]  # the number on the die each frame, repeats dropped
    for _ in range(60 * 30):
        if session.state.turn_count > 1 or scene.table.moves_played:
            break
        scene.update(1 / 60)
        scene.draw(canvas)
        die = scene.shown.die if scene.table.moves_played == 0 else "moved"
        if die != seen[-1]:
            seen.append(die)
    # every roll shows on the die, in order, before the first move of the game
    until = seen.index("moved") if "moved" in seen else len(seen)
    faces = [d[0] for d in seen[:until] if d is not None]
    assert faces == [r for rnd in rolls for r in rnd if r > 0], seen
    assert "dice-rattle" in app.sounds
    assert seen[until - 1] is None, "the die is put away before the first move"
