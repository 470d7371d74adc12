"""A mixer that plays nothing: used for screenshots, and if the real mixer cannot start.

It has the same methods as castle_games.audio.mixer.Mixer; any other method a view calls
is accepted and does nothing, so a missing sound never stops a game.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from typing import Any

log = logging.getLogger(__name__)


class SilentMixer:
    silent = True

    def play(self, name: str, params: Mapping[str, Any] | None = None, *, pan: float = 0.0,
             gain: float = 1.0, bus: str = "effects") -> None:
        return None

    def play_array(self, *args: Any, **kwargs: Any) -> None:
        return None

    def apply_settings(self, settings: Any) -> None:
        return None

    def prewarm(self, names: Iterable[str] | None = None, params: Any = ({},)) -> None:
        return None

    # the voice's player (speech/voice.py): nothing is heard, so nothing is ever busy
    def speak_samples(self, samples: Any, pan: float = 0.0) -> None:
        return None

    def stop_speech(self) -> None:
        return None

    def speech_busy(self) -> bool:
        return False

    def __getattr__(self, name: str) -> Callable[..., None]:
        if name.startswith("__"):
            raise AttributeError(name)
        return lambda *args, **kwargs: None


def make_mixer(settings: Any) -> Any:
    """The real mixer if it can be imported and started, else a silent one (logged once)."""
    try:
        from castle_games.audio.mixer import Mixer
    except Exception as exc:  # noqa: BLE001 - a missing or broken audio module must not stop play
        log.warning("sound is off: the mixer cannot be loaded (%s)", exc)
        return SilentMixer()
    try:
        return Mixer(settings)
    except Exception as exc:  # noqa: BLE001
        log.warning("sound is off: the mixer cannot start (%s)", exc)
        return SilentMixer()
