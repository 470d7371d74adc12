"""The app's voice: what is said, how important it is, and what is cut off for it.

A line of equal or higher priority cuts the line being said at once (within the frame);
a less important line waits in a single slot (a newer one replaces it) and is dropped if
it has waited too long: a spoken line never queues behind others. The last line of
PROMPT priority or above can be said again (`repeat`, the R key and the speaker button).

The words become samples in a worker thread (the engine chain, engines.py), so no frame
waits for them; `update()`, every frame, hands the newest finished line to the player (the
mixer's speech channel). A line cut off or replaced before its samples are ready is never
played. Each line's record says when it was asked, when the voice took it up
(`started_at`), when its samples began to play (`heard_at`) and when it was cut off.

With a `reader` (the player's own screen reader, screen_reader.py) a line goes there
instead of to the engine: the same priorities, waiting and record, the reader's own
interrupt for a line that cuts another and its stop for `stop()`. A reader that stops
answering is dropped (said once) and the engine speaks again.
"""

from __future__ import annotations

import dataclasses
import enum
import logging
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol

from castle_games.core.languages import _, spoken

log = logging.getLogger(__name__)

STALE_S = 2.0  # a waiting line older than this is no longer worth saying
IDLE_EXIT_S = 20.0  # the worker ends after this long without a line (and starts again)


class Priority(enum.IntEnum):
    FOCUS = 1     # the focused menu item ("Players: 3")
    PROMPT = 2    # what a player is asked to do now, a hand-over, a rules section
    RESULT = 3    # what just happened that decides something (a key fits, who won)
    URGENT = 4    # why the player's own screen reader does not speak: heard above all


@dataclasses.dataclass
class Spoken:
    """One line in the record: said (or waited, or dropped), when, and whether cut off."""

    text: str
    priority: Priority
    language: str
    asked_at: float
    started_at: float | None = None
    cut_at: float | None = None
    dropped: bool = False
    heard_at: float | None = None  # its samples began to play (None: never heard)
    words: str = ""  # what the engine is given: the text with counted numbers in words


class Engine(Protocol):
    """Turns words into samples (float32, 44.1 kHz mono, -1..1), or says why it cannot."""

    name: str

    def render(self, text: str, language: str, rate: float) -> Any: ...


class Player(Protocol):
    """Where the samples go (the mixer's speech channel)."""

    def speak_samples(self, samples: Any, pan: float) -> None: ...
    def stop_speech(self) -> None: ...
    def speech_busy(self) -> bool: ...


class Reader(Protocol):
    """The player's screen reader (screen_reader.ScreenReader)."""

    name: str

    def say(self, text: str, *, interrupt: bool = True) -> bool: ...
    def stop(self) -> None: ...
    def busy(self) -> bool: ...


class Deferred:
    """An engine made by its first line, in the worker thread (`make` imports it): the app
    pays nothing for speech until something is said."""

    accepts_stop = True

    def __init__(self, make: Callable[[], Any]) -> None:
        self._make = make
        self._engine: Any = None
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return str(getattr(self._engine, "name", "not started yet"))

    def _get(self) -> Any:
        with self._lock:
            if self._engine is None:
                self._engine = self._make()
            return self._engine

    def render(self, text: str, language: str, rate: float,
               stop: Callable[[], bool] | None = None) -> Any:
        engine = self._get()
        if getattr(engine, "accepts_stop", False):
            return engine.render(text, language, rate, stop=stop)
        return engine.render(text, language, rate)

    def take_problems(self) -> list[str]:
        take = getattr(self._engine, "take_problems", None)
        return list(take()) if take is not None else []


@dataclasses.dataclass
class _Job:
    """One line for the worker: rendered unless a newer one (a higher `gen`) came first,
    then made ready for the player (`prepared`, where the player can do that off the main
    thread)."""

    gen: int
    text: str
    language: str
    rate: float
    samples: Any = None
    prepared: Any = None
    prepared_for: Any = None  # the player `prepared` was made for
    error: BaseException | None = None
    problems: tuple[str, ...] = ()
    seconds: float = 0.0


class Voice:
    def __init__(self, player: Player | None, engine: Engine | None, *,
                 language: Callable[[], str], rate: Callable[[], float] = lambda: 1.0,
                 clock: Callable[[], float] = time.monotonic,
                 tell: Callable[[str], None] | None = None, threaded: bool = True,
                 player_factory: Callable[[], Player | None] | None = None,
                 warm_up: Callable[[], None] | None = None) -> None:
        self.player = player
        # Or the player is made once the first line's samples are ready (on the main
        # thread), after `warm_up` (run by the worker before its first line: the imports
        # the player needs), so that neither the first frame nor any other waits for them.
        self._player_factory = player_factory if player is None else None
        self._warm_up = warm_up
        self.engine = engine
        self.language = language
        self.rate = rate
        self.clock = clock
        self.tell = tell  # how the app shows a problem once (a banner)
        self.reader: Reader | None = None  # set: every line goes to the screen reader
        self.threaded = threaded  # False: render inside say() (tools, a few tests)
        self.record: list[Spoken] = []
        self.current: Spoken | None = None
        self.waiting: Spoken | None = None
        self.last_prompt: Spoken | None = None
        self.render_seconds: list[float] = []  # how long each line took to render (newest last)
        self._told_no_engine = False
        self._told: set[str] = set()
        self._gen = 0  # the newest line handed to the engine; older renders are thrown away
        self._pending: Spoken | None = None  # the current line while its samples are made
        self._pending_pan = 0.0
        self._queued: _Job | None = None  # handed to the worker by the next update()
        self._cond = threading.Condition()
        self._job: _Job | None = None  # for the worker (a newer line replaces it)
        self._done: _Job | None = None  # from the worker, for update()
        self._thread: threading.Thread | None = None

    # -- what the scenes call ------------------------------------------------------------
    def say(self, text: str, *, priority: Priority = Priority.PROMPT, pan: float = 0.0,
            language: str | None = None) -> None:
        """Say `text` in the language in use (or `language`: a language's own name)."""
        text = " ".join(str(text).split())
        if not text:
            return
        line = Spoken(text, Priority(priority), language or self.language(), self.clock(),
                      words=spoken(text) if language is None else text)
        self.record.append(line)
        if line.priority >= Priority.PROMPT:
            self.last_prompt = line
        if self.current is not None and self.speaking() and self.current.priority > line.priority:
            if self.waiting is not None:
                self.waiting.dropped = True
            self.waiting = line
            return
        self._start(line, pan)

    def repeat(self) -> None:
        if self.last_prompt is not None:
            said = self.last_prompt
            self.say(said.text, priority=said.priority, language=said.language)
            self.record[-1].words = said.words or self.record[-1].words

    def stop(self) -> None:
        self._cut(reader=True)

    def _cut(self, *, reader: bool) -> None:
        """Cut the line in hand; the screen reader is told to stop too unless the next line
        interrupts it anyway (`reader` False)."""
        if self.current is not None and self.current.cut_at is None and self.speaking():
            self.current.cut_at = self.clock()
        if reader and self.reader is not None and self.current is not None:
            self.reader.stop()
        self.current = None
        if self._pending is not None:  # its samples, when they come, are thrown away
            self._pending = None
            self._queued = None
            self._gen += 1
        if self.player is not None:
            self.player.stop_speech()

    def speaking(self) -> bool:
        """A line is being said (or its samples are being made, to be said in a moment)."""
        if self._pending is not None:
            return True
        if self.reader is not None:
            return self.current is not None and self.reader.busy()
        return self.player is not None and bool(self.player.speech_busy())

    def needs_frames(self) -> float:
        """Frames a second the voice needs while nothing else moves: often while a line is
        being made or waits for its turn (update() starts it), none while one only plays."""
        if self._pending is not None or self._done is not None:
            return 60.0
        if self.waiting is not None:
            return 30.0
        return 0.0

    def update(self) -> None:
        """Every frame: a new line goes to the worker, a finished one starts; a waiting
        line starts once the more important one has ended."""
        self._dispatch()
        self._collect()
        if self.waiting is not None and not self.speaking():
            line, self.waiting = self.waiting, None
            if self.clock() - line.asked_at > STALE_S:
                line.dropped = True
            else:
                self._start(line, 0.0)

    def settle(self, timeout: float = 2.0) -> bool:
        """Until the line in hand plays (or is found unsayable), or `timeout`: update() and
        wait for the worker (tests, tools). True when nothing is left being made."""
        end = time.monotonic() + timeout
        while True:
            self.update()
            if self._pending is None or time.monotonic() >= end:
                break
            with self._cond:
                if self._done is None:
                    self._cond.wait(min(0.05, max(0.001, end - time.monotonic())))
        return self._pending is None

    # -- inside ---------------------------------------------------------------------------
    def _start(self, line: Spoken, pan: float) -> None:
        self._cut(reader=False)
        self.current = line
        line.started_at = self.clock()
        if self.reader is not None and self._to_reader(line):
            return
        if self.engine is None or (self.player is None and self._player_factory is None):
            self._record_only()
            return
        self._gen += 1
        self._queued = _Job(self._gen, line.words or line.text, line.language, float(self.rate()))
        self._pending, self._pending_pan = line, pan
        if not self.threaded:
            self._dispatch()

    def _to_reader(self, line: Spoken) -> bool:
        """Hand the line to the screen reader, cutting what it says; False (and the reader
        dropped, said once) when it no longer answers: the engine says the line instead."""
        reader = self.reader
        if reader is None:
            return False
        if reader.say(line.words or line.text, interrupt=True):
            line.heard_at = self.clock()
            return True
        self.reader = None
        log.warning("the screen reader %s stopped answering: the bundled voice speaks", reader.name)
        self._tell(_("Your screen reader stopped answering, so the games' own voice speaks."))
        return False

    def _record_only(self) -> None:
        if not self._told_no_engine:
            self._told_no_engine = True
            log.info("no speech engine or no sound: lines are kept in the record, not heard")

    def _dispatch(self) -> None:
        """The line said since the last frame goes to the worker (or, not threaded, is
        rendered and started here)."""
        job, self._queued = self._queued, None
        if job is None or job.gen != self._gen or self._pending is None:
            return
        if not self.threaded:
            self._work_on(job)
            self._done = job
            self._collect()
            return
        self._post(job)

    def _post(self, job: _Job) -> None:
        with self._cond:
            self._job = job  # (an older job not yet taken is replaced: never rendered)
            self._cond.notify_all()
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name="voice", daemon=True)
                self._thread.start()

    def _work(self) -> None:
        while True:
            with self._cond:
                if self._job is None:
                    self._cond.wait(IDLE_EXIT_S)
                if self._job is None:  # nothing said for a while: end (a line starts anew)
                    self._thread = None
                    return
                job, self._job = self._job, None
            try:
                if job.gen == self._gen:
                    self._work_on(job)
            finally:
                with self._cond:
                    if job.gen == self._gen:
                        self._done = job
                    self._cond.notify_all()

    def _work_on(self, job: _Job) -> None:
        """What is left to do for a line: render it, then make it ready for the player."""
        warm, self._warm_up = self._warm_up, None
        if warm is not None:
            try:
                warm()
            except Exception:  # only a head start: the player says what fails
                log.exception("the voice's warm-up failed")
        engine = self.engine
        if job.samples is None and job.error is None and engine is not None:
            self._render(job, engine)
        player = self.player
        prepare = getattr(player, "prepare_speech", None) if player is not None else None
        if prepare is not None and job.samples is not None and len(job.samples):
            try:
                job.prepared, job.prepared_for = prepare(job.samples), player
            except Exception:  # played from the samples instead
                log.exception("the speech could not be prepared")

    def _render(self, job: _Job, engine: Any) -> None:
        start = time.perf_counter()
        try:
            if getattr(engine, "accepts_stop", False):
                job.samples = engine.render(job.text, job.language, job.rate,
                                            stop=lambda: job.gen != self._gen)
            else:
                job.samples = engine.render(job.text, job.language, job.rate)
        except Exception as exc:  # noqa: BLE001 - told in update(), on the main thread
            job.error = exc
        job.seconds = time.perf_counter() - start
        take = getattr(engine, "take_problems", None)
        if take is not None:
            try:
                job.problems = tuple(take())
            except Exception:
                log.exception("the speech engine's problems could not be read")

    def _collect(self) -> None:
        """On the main thread: play the newest finished line, tell what went wrong."""
        if self._done is None:
            return
        with self._cond:
            job, self._done = self._done, None
        if job is None:
            return
        for problem in job.problems:
            self._tell(problem)
        job.problems = ()
        line = self._pending
        if line is None or job.gen != self._gen:
            return  # cut off or replaced meanwhile: never played
        if job.error is not None:
            self._pending = None
            self._engine_failed(job.error)
            return
        if job.seconds:
            self.render_seconds = [*self.render_seconds[-63:], job.seconds]
            job.seconds = 0.0
        samples = job.samples
        if samples is None or len(samples) == 0:
            self._pending = None
            return
        if self.player is None and self._player_factory is not None:
            make, self._player_factory = self._player_factory, None
            try:
                self.player = make()
            except Exception:  # no mixer: the record is kept, nothing heard
                log.exception("the voice has no player")
            if (self.player is not None and self.threaded
                    and getattr(self.player, "prepare_speech", None) is not None):
                self._post(job)  # made ready for the new player off the main thread too
                return
        self._pending = None
        if self.player is None:
            self._record_only()
            return
        ready = job.prepared if job.prepared_for is self.player else None
        self.player.speak_samples(ready if ready is not None else samples, self._pending_pan)
        line.heard_at = self.clock()

    def _engine_failed(self, exc: BaseException) -> None:
        from castle_games.speech.engines import NoVoice

        self.engine = None
        if isinstance(exc, NoVoice):  # the chain has logged each engine and has the words
            self._tell(str(exc))
            return
        # an engine that breaks mid-game: silence and one line, never a crash
        log.error("the speech engine failed: %s", exc, exc_info=exc)
        self._tell(_("The voice stopped working; the game goes on without it."))

    def _tell(self, text: str) -> None:
        if text in self._told:
            return
        self._told.add(text)
        log.warning("told the player: %s", text)
        if self.tell is not None:
            self.tell(text)
