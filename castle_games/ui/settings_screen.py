"""The settings screen: language, volumes, read aloud, speech rate and voice, speaking
through the player's screen reader, mono, hand-over screens, fullscreen, animation speed, and how long a computer waits after a
person's move.

It opens behind the grown-up gate (ui/gate.py). Changes take effect at once (the mixer
hears new volumes while the slider moves) and are saved when the screen is left; leaving
with the sound effects at 0 % says so, and a crossed-out speaker stays in the corner.
(There is no music, so there is no music slider.)
"""

from __future__ import annotations

import pygame

from castle_games.core import languages
from castle_games.core.languages import N_, _
from castle_games.speech import engines
from castle_games.ui import backdrop, theme
from castle_games.ui.scene import CANVAS_SIZE, Host
from castle_games.ui.screens import MenuScene
from castle_games.ui.widgets import Button, ListChoice, Slider, Toggle

W, H = CANVAS_SIZE
SPEEDS = ((0.5, N_("Slow")), (1.0, N_("Normal")), (1.5, N_("Quick")), (2.0, N_("Very quick")))
# How long a computer waits after a person's move (Settings.computer_wait, seconds): time
# for a child's take-back before the computer shows anything.
# TRANSLATORS: how long the computer waits after a person's move: hardly, a moment, long.
WAITS = ((0.6, N_("Hardly")), (2.0, N_("A moment")), (4.0, N_("Long")))


def about_line() -> str:
    """The About line at the foot of the screen: the version from the package metadata."""
    import castle_games

    return f"Castle Games {castle_games.__version__}"


class SettingsScene(MenuScene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        s = app.settings
        x, width, row, gap = 190, 900, 40, 3  # twelve rows and Done between title and About
        y = 96

        def place() -> pygame.Rect:
            nonlocal y
            rect = pygame.Rect(x, y, width, row)
            y += row + gap
            return rect

        add = self.group.add
        # Each language named in itself: found again by someone who cannot read this one.
        names = [(code, lambda name=name: name) for code, name in languages.LANGUAGES.items()]
        self.language = add(ListChoice(place(), names, languages.current(),
                                       on_change=app.set_language, label=N_("Language")))
        self.effects = add(Slider(place(), N_("Sound effects"), s.effects_volume,
                                  on_change=lambda v: self._set("effects_volume", v)))
        self.speech = add(Slider(place(), N_("Speech"), s.speech_volume,
                                 on_change=lambda v: self._set("speech_volume", v)))
        self.mono = add(Toggle(place(), N_("Mono sound (one speaker)"), s.mono,
                               on_change=lambda v: self._set("mono", v)))
        self.read_aloud = add(Toggle(place(), N_("Read aloud"), s.read_aloud,
                                     on_change=lambda v: self._set("read_aloud", v)))
        self.rate = add(Slider(place(), N_("Speech rate"), s.speech_rate, 0.6, 1.6,
                               on_change=lambda v: self._set("speech_rate", v)))
        self.voice = add(ListChoice(place(), engines.choices(), s.voice, label=N_("Voice"),
                                    on_change=self._set_voice))
        self.screen_reader = add(Toggle(place(), N_("Speak through my screen reader"),
                                        s.screen_reader, on_change=app.use_screen_reader))
        self.handover = add(Toggle(place(), N_("\"Pass the mouse\" screen between turns"),
                                   s.handover_screens,
                                   on_change=lambda v: self._set("handover_screens", v)))
        self.fullscreen = add(Toggle(place(), N_("Fullscreen (F11)"), app.fullscreen,
                                     on_change=self._set_fullscreen))
        nearest = min(SPEEDS, key=lambda c: abs(c[0] - s.animation_speed))[0]
        self.speed = add(ListChoice(place(), SPEEDS, nearest, label=N_("Animation speed"),
                                    on_change=lambda v: self._set("animation_speed", v)))
        nearest = min(WAITS, key=lambda c: abs(c[0] - s.computer_wait))[0]
        self.computer_wait = add(ListChoice(
            place(), WAITS, nearest, label=N_("The computer waits after a person's move"),
            on_change=lambda v: self._set("computer_wait", v)))
        done = pygame.Rect(0, 0, 300, 64)
        done.midtop = (W // 2, y + 8)
        self.done = add(Button(done, N_("Done"), self.back, style="primary"))
        self.about = about_line()

    def _set(self, name: str, value: object) -> None:
        setattr(self.app.settings, name, value)
        if name.endswith("volume") or name == "mono":
            self._apply_sound()

    def _apply_sound(self) -> None:
        self.app.apply_sound_settings()

    def _set_voice(self, value: str) -> None:
        self.app.use_voice(value)

    def _set_fullscreen(self, value: bool) -> None:
        self.app.set_fullscreen(value)
        self.fullscreen.value = self.app.fullscreen

    def opening(self) -> str:
        return _("Settings") + "."  # said when the screen opens, before the focused item

    def on_enter(self) -> None:
        super().on_enter()
        self.fullscreen.value = self.app.fullscreen  # F11 may have changed it meanwhile

    def update(self, dt: float) -> None:
        super().update(dt)
        self.fullscreen.value = self.app.fullscreen  # ... or right here, on this screen

    def back(self) -> None:
        self.app.settings.fullscreen = self.app.fullscreen
        self.app.apply_settings()
        self.app.save_settings()
        self.app.pop()
        if self.app.settings.effects_volume <= 0.0:
            self.app.notify(_("The sound is off. Settings turn it on again."), 4.0)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.hall(), (0, 0))
        backdrop.title(canvas, _("Settings"), 54, 60)
        self.group.draw(canvas)
        theme.text(canvas, self.about, (W // 2, H - 14), 22, theme.PARCHMENT_DARK,
                   anchor="midbottom")
