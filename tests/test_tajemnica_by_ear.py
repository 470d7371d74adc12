"""Tajemnica Zamku by ear, from a cold start of the launcher to a finished game by keys alone.

No speech engine: what is checked is the record of the lines a listener is told. Before
every move the listener has heard the tile they stand on, each way it opens (and what lies
there: the tile's shape, the tokens on it, who stands there; or the dark), the items still
missing and, when it lies face up, the nearest thing they need; before a roll to get away,
the number it needs; before a tile is laid, its shape, how many ways it fits and at which
sides; before a try, the dragon or the princess on the tile. The choices are the hint's
(the hard player's) most of the time, so a game ends in a few dozen turns.
"""

from __future__ import annotations

import random
import sys

import pygame
import pytest
from by_ear_harness import cold_start_game
from test_blind_path import no_pyttsx3
from test_by_ear_games import wait_for_question_app
from test_seven_locks_sound_only import make_app, press

from castle_games.core.languages import _
from castle_games.core.seats import HUMAN, Seat, default_seats
from castle_games.games.tajemnica_zamku import moves as M
from castle_games.games.tajemnica_zamku import rules as R
from castle_games.games.tajemnica_zamku.ear import EAR, choice, event, now, question
from castle_games.games.tajemnica_zamku.ear_facts import wanted
from castle_games.games.tajemnica_zamku.ear_words import SHAPE_NAMES, THING_NAMES, WAYS
from castle_games.games.tajemnica_zamku.hint import HintBot
from castle_games.games.tajemnica_zamku.observe import observation
from castle_games.games.tajemnica_zamku.tiles import BIT, SIDES, STEP, TILES
from castle_games.games.tajemnica_zamku.tokens import ITEMS, OPPONENTS
from castle_games.session import Session
from castle_games.ui.ear.declared import Listener

__all__ = ["no_pyttsx3"]  # the fixture, used by name below


def _shape(tile: int) -> str:
    info = TILES[tile]
    return "" if info.bat else _(SHAPE_NAMES[info.shape])  # the bat tile: any words


def _together(lines: list[str], *parts: str) -> bool:
    """Some one line says all of `parts` (a way may begin the sentence: any case)."""
    return any(all(p.lower() in line.lower() for p in parts) for line in lines)


def needed(obs, legal, lines: list[str], names: list[str]) -> list[str]:
    """What a listener must have heard before this decision, and was not told."""
    missing: list[str] = []
    heard = " ".join(lines).lower()
    seat = obs["current"]
    here = tuple(obs["pawns"][seat])
    masks = {(x, y): m for x, y, _t, _r, m in obs["tiles"]}
    shapes = {(x, y): t for x, y, t, _r, _m in obs["tiles"]}
    tokens = {(x, y): toks for x, y, toks in obs["tokens"]}
    if obs["phase"] == R.LEAVE:
        holder = R.opponent_at(tokens[here])
        if str(OPPONENTS[holder]) not in heard:
            missing.append(f"the roll that gets past the {holder}")
    elif obs["phase"] == R.PLACE:
        if not _together(lines, _shape(obs["hand"]), str(len(obs["offers"]))):
            missing.append("the drawn tile and how many ways it fits")
        for side, _rot in obs["offers"]:
            if _(WAYS[side]).lower() not in heard:
                missing.append(f"that it fits at the {side}")
    elif obs["phase"] == R.ATTEMPT:
        for a in legal:
            if isinstance(a, M.Attack) and _(THING_NAMES[a.target]).lower() not in heard:
                missing.append(f"the {a.target} here")
            if isinstance(a, M.Rescue) and _(THING_NAMES["princess"]).lower() not in heard:
                missing.append("the princess here")
    else:
        for side in SIDES:
            if not masks[here] & BIT[side]:
                continue
            there = (here[0] + STEP[side][0], here[1] + STEP[side][1])
            parts = [_(WAYS[side])]
            if there in masks:
                parts.append(_shape(shapes[there]))
                parts += [_(THING_NAMES[t]) for t in tokens.get(there, ())]
                parts += [names[s] for s, p in enumerate(obs["pawns"])
                          if tuple(p) == there and s != seat]
            if not _together(lines, *parts):
                missing.append(f"what lies {side}: {parts}")
        for item in ITEMS:
            if item not in obs["items"][seat] and _(R.ITEM_WORDS[item]).lower() not in heard:
                missing.append(f"the {item} still missing")
        aims = wanted(obs, seat)
        face_up = sorted({t for toks in tokens.values() for t in toks if t in aims})
        if face_up and not any(_(THING_NAMES[t]).lower() in heard for t in face_up):
            missing.append(f"where the {face_up} lie")
    return missing


class Hinted:
    """Choose as the hint says (each seat's hint remembers its labyrinth), now and then a
    move at random, so the game ends in reasonable time and still varies."""

    def __init__(self) -> None:
        self.obs = None
        self.bots: dict[int, HintBot] = {}

    def needed(self, obs, legal, lines, names):
        self.obs = obs
        return needed(obs, legal, lines, names)

    def pick(self, chooser: random.Random, legal) -> int:
        seat = self.obs["seat"]
        bot = self.bots.setdefault(seat, HintBot(seat))
        if chooser.random() < 0.1:
            return chooser.randrange(len(legal))
        return legal.index(bot.advise(self.obs, legal).action)


@pytest.mark.usefixtures("no_pyttsx3")
@pytest.mark.parametrize("language", ["en", "de"])
def test_from_a_cold_start_to_a_finished_game_by_keys_alone(language, monkeypatch):
    from castle_games.core import rng

    monkeypatch.setattr(rng, "new_seed", rng.new_seed)  # put back after the harness's
    hinted = Hinted()
    played = cold_start_game("tajemnica-zamku", language, hinted.needed, pick=hinted.pick)
    assert played.decisions >= 10
    print(f"\ntajemnica-zamku by ear ({language}): {played.keys} keys, {played.decisions} "
          f"decisions, {played.minutes:.1f} min, {played.lines} lines", file=sys.stderr)


# -- the ways, heard where they lead --------------------------------------------------------
def _crossroads_all_round(seats=None):
    """The bat tile with a crossroads laid on each of its four sides, a ghost to the east."""
    seats = seats or [Seat("Ann", "red", HUMAN)]
    state = R.TajemnicaState(seats, 4, {"starter": 0})
    crossings = [t.id for t in TILES if t.shape == "crossroads" and not t.bat]
    for k, side in enumerate(SIDES):
        state.lab.lay(STEP[side], crossings[k], 0)
        state.box.remove(crossings[k])
    state.tokens[(1, 0)] = ["ghost"]
    state._tokens_obs = None
    return state


def test_each_way_is_heard_where_it_leads_and_says_what_lies_there():
    """A step east is heard on the right, west on the left, north higher than south; each
    choice names its way and what lies there (the ghost to the east)."""
    state = _crossroads_all_round()
    obs = observation(state, 0)
    listener = Listener((Seat("Ann", "red", HUMAN),), 0)
    heard = {}
    for action in state.legal_actions():
        if isinstance(action, M.Step):
            side = next(s for s, d in STEP.items() if d == tuple(action.to))
            (sound,) = choice(action, obs, listener)
            heard[side] = sound
            assert _(WAYS[side]) in sound.speech and _(SHAPE_NAMES["crossroads"]) in sound.speech
    assert set(heard) == set(SIDES)
    assert heard["E"].pan > 0 > heard["W"].pan
    assert heard["N"].param_dict["item"] > heard["S"].param_dict["item"]
    assert _(THING_NAMES["ghost"]) in heard["E"].speech
    assert all(_(THING_NAMES["ghost"]) not in heard[s].speech for s in "NSW")
    said = " ".join(c.speech or "" for c in question(obs, state.legal_actions(), listener))
    assert all(_(WAYS[s]) in said for s in SIDES)


def test_a_digit_takes_its_way_at_once_and_a_digit_with_no_way_says_so():
    app, rec = make_app()
    seats = [Seat("Ann", "red", HUMAN)]
    session = Session("tajemnica-zamku", seats, 7)
    state = session.state
    fresh = _crossroads_all_round(seats)
    state.lab, state.box, state.tokens = fresh.lab, fresh.box, fresh.tokens
    state._tokens_obs = None
    state._tiles_obs = (0, ())
    app.start_game(session)
    scene = app.top
    wait_for_question_app(app, scene)
    mark = len(scene.said)
    press(app, pygame.K_8, "8")  # north: a crossroads with nothing on it
    wait_for_question_app(app, scene)
    assert tuple(state.pawns[0]) == (0, -1)
    assert any(_(WAYS["N"]) in s.text for s in scene.said[mark:] if s.kind == "event")
    assert "footstep" in [name for name, _params, _pan in scene.sounds]
    # From the north crossroads nothing lies further north: 8 says so, and nothing moves.
    before = state.to_dict()
    mark = len(scene.said)
    press(app, pygame.K_8, "8")
    app.step_frame(0.1)
    assert state.to_dict() == before
    assert scene.said[mark].kind == "refused" and rec.names()[-1] == "nope"


def test_nothing_face_down_is_ever_named():
    """Every fact, the question, W and every choice, through a game played at random: a
    dragon, a mirror, an opponent or a sword is named only once it lies face up (or a
    sword on someone's card); the face-down tokens stay unknown."""
    seats = default_seats(2, humans=1)
    state = R.TajemnicaState(seats, 12, {"starter": 0})
    rng = random.Random(12)
    listener = Listener(tuple(seats), 0)
    secret = [t for t in THING_NAMES if t != "princess"]  # "free the princess" is the aim
    for _move in range(150):
        if state.phase == "over":
            break
        obs = observation(state, 0)
        legal = state.legal_actions()
        cues = now(obs, listener)
        for fact in EAR.facts:
            cues += fact.build(obs, listener)
        if obs["current"] == 0:  # asked only of the seat to move, as at the table
            cues += question(obs, legal, listener)
            for action in legal:
                cues += choice(action, obs, listener)
        said = " ".join(c.speech or "" for c in cues)
        seen = {t for _x, _y, toks in obs["tokens"] for t in toks}
        seen |= {f"{c} sword" for held in obs["swords"] for c in held}
        for token in secret:
            if token not in seen:
                assert _(THING_NAMES[token]) not in said, (token, said)
        state.apply(legal[rng.randrange(len(legal))])


def test_each_event_has_its_sound_heard_the_way_it_goes():
    """Footsteps go the way a pawn walks (east on the right); a laid tile knocks and says
    its corridors; a token turns, then cries out what it is, then what it takes to pass."""
    seats = (Seat("Ann", "red", HUMAN), Seat("Ben", "blue", HUMAN))
    listener = Listener(seats, 0)
    walked = event(M.PawnMoved(1, (0, 0), (1, 0), "step"), listener)
    assert [c.sound for c in walked] == ["footstep", "footstep"]
    assert all(c.pan > 0 for c in walked)
    assert "Ben" in walked[-1].speech and _(WAYS["E"]) in walked[-1].speech
    laid = event(M.TileLaid(0, 5, (0, -1), 0, "NS"), listener)
    assert laid[0].sound == "tile-lay"
    assert _(WAYS["N"]) in laid[-1].speech and _(WAYS["S"]) in laid[-1].speech
    found = event(M.TokenDrawn(0, "ghost", (0, -1)), listener)
    assert [c.sound for c in found][:2] == ["token-turn", "sting-ghost"]
    assert "7" in found[-1].speech
    rolled = event(M.DieRolled(1, 9, 8, "red dragon", True), listener)
    assert [c.sound for c in rolled] == ["dice-rattle", "sting-right"]
    assert rolled[0].pan == listener.pan(1) > 0 and "9" in rolled[-1].speech
