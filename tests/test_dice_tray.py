"""The dice tray: throws that settle on the rules' faces, inside the tray, reproducibly;
and the painted dice (pips and the Knobelschatz dog) and felt tray."""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from castle_games.sim.dice_tray import DiceTray

SIZE = (600, 360)
KNOBELSCHATZ_FACES = (1, 2, 3, 4, 0, 3)


def play_out(tray: DiceTray, frame_dt: float = 1 / 60, limit: float = 5.0):
    """Run a throw frame by frame, like a view does; the views of every frame and events."""
    frames, events = [], []
    while not tray.settled and tray.time < limit:
        events += tray.advance(frame_dt)
        frames.append(tray.dice)
    return frames, events


def outside_by(tray: DiceTray) -> float:
    """How far the furthest die pokes past the felt edge, in px (<= 0: fully inside)."""
    w, h = tray.size
    worst = -1e9
    for i in range(len(tray.faces)):
        left, top, right, bottom = tray.bounds(i)
        worst = max(worst, -left, -top, right - w, bottom - h)
    return worst


@pytest.mark.parametrize("n", [1, 2, 3])
def test_three_hundred_throws_settle_inside_on_the_drawn_faces(n):
    settle_times = []
    for seed in range(300):
        faces = [KNOBELSCHATZ_FACES[(seed + 5 * i) % 6] for i in range(n)]
        tray = DiceTray(faces, seed, SIZE)
        worst_flight = -1e9
        while not tray.settled and tray.time < 5.0:
            tray.advance(1 / 30)
            worst_flight = max(worst_flight, outside_by(tray))
        assert tray.settled, f"seed {seed}: still rolling after 5 s"
        assert tray.settle_time <= 3.0, f"seed {seed}: settled only at {tray.settle_time:.2f} s"
        # In flight a fast die may dent the wall by about one step of travel; at rest, never.
        assert worst_flight < 8.0, f"seed {seed}: a die went {worst_flight:.1f} px into a wall"
        assert outside_by(tray) <= 0.5, f"seed {seed}: a die came to rest in the wall"
        assert tray.rescues == 0
        assert [d.face for d in tray.dice] == faces
        assert not any(d.rolling for d in tray.dice)
        settle_times.append(tray.settle_time)
    # Lively but short: a throw takes about one and a half seconds.
    assert 1.2 <= statistics.median(settle_times) <= 2.0


def test_same_seed_same_throw_and_frame_rate_does_not_matter():
    a = play_out(DiceTray([4, 0, 3], 42, SIZE))
    b = play_out(DiceTray([4, 0, 3], 42, SIZE))
    assert a == b
    c = play_out(DiceTray([4, 0, 3], 42, SIZE), frame_dt=1 / 144)
    assert c[0][-1] == a[0][-1]                       # same resting place, bit for bit
    assert [(e.time, e.impulse) for e in c[1]] == [(e.time, e.impulse) for e in a[1]]
    other = play_out(DiceTray([4, 0, 3], 43, SIZE))
    assert other[0][-1] != a[0][-1]


def test_a_die_tumbles_while_fast_and_shows_its_face_once_slow():
    faces = [0, 3, 4]
    tray = DiceTray(faces, 7, SIZE, tumble_faces=KNOBELSCHATZ_FACES)
    frames, events = play_out(tray)
    for i, final in enumerate(faces):
        shown = [views[i].face for views in frames]
        rolling = [views[i].rolling for views in frames]
        assert rolling[0] and not rolling[-1]
        # It visibly tumbles: several face changes while rolling, faces of the die only.
        changes = sum(1 for x, y in zip(shown, shown[1:]) if x != y)
        assert changes >= 3
        assert set(shown) <= set(KNOBELSCHATZ_FACES)
        # Whenever it is not rolling it shows exactly the face the rules drew.
        assert all(f == final for f, r in zip(shown, rolling) if not r)
    felt = [e for e in events if e.kind_b == "felt"]
    assert felt and all(e.kind_a == "die" and e.impulse > 0 for e in felt)


def test_contacts_of_a_throw_are_timed_placed_and_positive():
    tray = DiceTray([1, 2, 3], 11, SIZE)
    _, events = play_out(tray)
    kinds = {(e.kind_a, e.kind_b) for e in events}
    assert ("die", "wall") in kinds
    assert all(e.impulse > 0 for e in events)
    assert all(0 < e.time <= tray.settle_time for e in events)
    assert all(-8 <= e.x <= SIZE[0] + 8 and -8 <= e.y <= SIZE[1] + 8 for e in events)


def test_dice_knock_into_each_other_sometimes():
    pairs = 0
    for seed in range(20):
        _, events = play_out(DiceTray([1, 2, 3], seed, SIZE))
        pairs += any((e.kind_a, e.kind_b) == ("die", "die") for e in events)
    assert pairs >= 5


def test_harder_throws_knock_harder():
    def peaks(strength):
        out = []
        for seed in range(15):
            tray = DiceTray([1, 2], seed, SIZE, strength=strength)
            tray.settle_now()
            out.append(tray.peak_impulse)
        return out

    soft, hard = peaks(0.6), peaks(1.4)
    assert statistics.median(hard) > 1.5 * statistics.median(soft)
    assert max(hard) > max(soft)


def test_throw_starts_again_with_new_faces():
    tray = DiceTray([1, 2, 3], 5, SIZE)
    tray.settle_now()
    first = tray.dice
    tray.throw([0, 6])
    assert not tray.settled and tray.time == 0.0 and tray.settle_time is None
    assert len(tray.dice) == 2
    tray.settle_now()
    assert [d.face for d in tray.dice] == [0, 6]
    assert tray.dice != first
    for i, d in enumerate(tray.dice):
        assert tray.die_at(d.x, d.y) == i                     # a click on a die finds it
    assert tray.die_at(-5, -5) is None
    # A sequence of throws is reproducible from the first seed alone.
    again = DiceTray([1, 2, 3], 5, SIZE)
    again.settle_now()
    again.throw([0, 6])
    again.settle_now()
    assert again.dice == tray.dice


def test_a_twelve_sided_throw_lands_on_its_face():
    tray = DiceTray([11], 3, SIZE, face_count=12)
    frames, _ = play_out(tray)
    assert max(v[0].face for v in frames) > 6                # numbers above six flash by
    assert tray.dice[0].face == 11


def test_a_tray_too_small_for_its_dice_is_refused():
    with pytest.raises(ValueError, match="too small"):
        DiceTray([1], 0, (100, 60))
    with pytest.raises(ValueError, match="do not fit"):
        DiceTray([1] * 12, 0, (200, 200))


@pytest.mark.perf
def test_a_frame_costs_well_under_a_millisecond():
    tray = DiceTray([1, 2, 3], 9, SIZE)
    frames, drawn = 0, 0
    start = time.process_time()                           # CPU time: ignores other processes
    for seed in range(10):
        tray.throw([1, 2, 3], seed=seed)
        while not tray.settled:
            tray.advance(1 / 60)
            drawn += len(tray.dice)  # a view reads the dice every frame
            frames += 1
    per_frame = (time.process_time() - start) / frames
    assert drawn == 3 * frames
    assert per_frame < 0.001


# -- drawing -----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.display.quit()


def opaque_share(surf: pygame.Surface) -> float:
    w, h = surf.get_size()
    return sum(surf.get_at((x, y)).a > 200 for x in range(w) for y in range(h)) / (w * h)


def colours(surf: pygame.Surface) -> set[tuple[int, int, int]]:
    w, h = surf.get_size()
    return {tuple(surf.get_at((x, y)))[:3] for x in range(0, w, 2) for y in range(0, h, 2)}


def test_dog_face_and_pip_face_are_drawn_and_differ(display):
    from castle_games.ui.art.dice import die_image

    dog, four = die_image(0, 64), die_image(4, 64)
    assert dog.get_size() == four.get_size() == (64, 64)
    assert opaque_share(dog) > 0.9 and opaque_share(four) > 0.9    # a whole die, not a blank
    assert pygame.image.tobytes(dog, "RGBA") != pygame.image.tobytes(four, "RGBA")

    def browns(s):  # warm fur and ear tones: red clearly above blue
        return sum(1 for r, g, b in colours(s) if r - b > 80 and r > 90)

    assert browns(dog) > 20 * max(1, browns(four))
    # Pips really are there: dark pixels in each quarter of the four.
    for qx in (0, 32):
        for qy in (0, 32):
            quarter = four.subsurface((qx, qy, 32, 32))
            assert any(sum(c) < 200 for c in colours(quarter))


@pytest.mark.parametrize("face", [0, 1, 2, 3, 4, 5, 6, 12])
def test_every_face_draws_turned_and_lifted(display, face):
    from castle_games.ui.art.dice import draw_die

    surf = pygame.Surface((120, 120))
    surf.fill((38, 110, 72))
    before = pygame.image.tobytes(surf, "RGB")
    rect = draw_die(surf, (60, 60), 56, face, angle_deg=33, lift=1.0)
    assert rect.collidepoint(60, 60)
    assert pygame.image.tobytes(surf, "RGB") != before
    assert sum(surf.get_at((60, 60))[:3]) > 0


def test_tray_is_felt_inside_a_wooden_rim(display):
    from castle_games.ui.art.dice import draw_tray

    surf = pygame.Surface((640, 400))
    felt = draw_tray(surf, (0, 0, 640, 400))
    assert surf.get_rect().contains(felt) and felt.w < 640 and felt.h < 400
    r, g, b, _ = surf.get_at(felt.center)
    assert g > r and g > b                                  # green felt
    r, g, b, _ = surf.get_at((felt.left // 2, 200))
    assert r > g > b                                        # brown wood
