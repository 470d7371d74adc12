"""Seven Locks by ear: the menu heard item by item (Esc) and the listening trainer.

Both are dark `EarScene`s over the game; the trainer's logic is trainer.py's.
"""

from __future__ import annotations

from typing import Any

import pygame

from castle_games.core.telling import _, ngettext
from castle_games.games.seven_locks import earcons as E
from castle_games.games.seven_locks.ear_scene import (
    DIGITS,
    ENTER,
    TRAINER_HELP,
    EarScene,
    get_depths,
    help_words,
    set_depths,
)
from castle_games.games.seven_locks.story import tower_label, tower_name
from castle_games.games.seven_locks.trainer import ListeningRound
from castle_games.ui.ear import speaker as speech

VOLUME_STEPS = 10


# -- the menu, by ear --------------------------------------------------------------------------
class EarMenu(EarScene):
    """Esc: a menu heard item by item (each its own pitch, and its name where speech is)."""

    def __init__(self, app: Any, game: Any) -> None:  # the SoundOnlyScene
        super().__init__(app, game.speaker)
        self.game = game
        self.items: list[tuple[Any, Any]] = [
            (lambda: _("Back to the game"), self.app.pop),
            (lambda: _("Depths: {depths}").format(depths=_(E.DEPTH_WORDS[get_depths(
                app.settings)])), self.depth_item),
            (lambda: _("Caption for a helper: on") if app.settings.sound_only_caption
             else _("Caption for a helper: off"), self.toggle_caption),
            (lambda: _("Mono: on") if app.settings.mono else _("Mono: off"), self.toggle_mono),
            # TRANSLATORS: the by-ear menu: the sounds' volume in per cent; left and right
            # arrows change it.
            (lambda: _("Volume: {percent} %").format(
                percent=round(100 * app.settings.effects_volume)), lambda: self.volume(1)),
            (lambda: _trainer_item(4), lambda: self.trainer(4)),
            (lambda: _trainer_item(7), lambda: self.trainer(7)),
            (lambda: _("Help"), self.help),
            (lambda: _("Save and leave"), self.save_and_leave),
            (lambda: _("Quit"), self.quit),
        ]
        self.volume_index = 4
        self.index = 0
        self.announce(first=True)

    def depth_item(self) -> None:
        self.change(1)

    def label(self, i: int | None = None) -> str:
        return self.items[self.index if i is None else i][0]()

    def announce(self, first: bool = False) -> None:
        text = (_("Menu. Up and down to choose, Enter to take.") + " " if first else "") + \
            self.label()
        self.captioned = self._menu_caption
        self.say_now([E.cue("so-menu-item", {"item": self.index + 1}, speech=text)])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        if k == pygame.K_ESCAPE:
            self.app.pop()
        elif k in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.index = (self.index + (-1 if k == pygame.K_UP else 1)) % len(self.items)
            self.announce()
        elif k in ENTER:
            self.items[self.index][1]()
        elif k in (pygame.K_LEFT, pygame.K_RIGHT) and self.items[self.index][1] == self.depth_item:
            self.change(-1 if k == pygame.K_LEFT else 1)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT) and self.index == self.volume_index:
            self.volume(-1 if k == pygame.K_LEFT else 1)
        elif k == pygame.K_SPACE:
            self.announce()

    def _menu_caption(self) -> str:
        # TRANSLATORS: the by-ear menu's caption: {item} is the menu item heard now.
        return _("Menu: {item}").format(item=self.label())

    def update(self, dt: float) -> None:
        self.tick_speech()
        self.player.update(dt)

    def change(self, step: int) -> None:
        """Next depth setting; two neighbouring chambers are dropped to hear the spacing."""
        now = get_depths(self.app.settings)
        value = E.DEPTHS[(E.DEPTHS.index(now) + step) % len(E.DEPTHS)]
        set_depths(self.app, value)
        self.game.set_depths(value)
        self.captioned = self._menu_caption
        self.say_now([E.cue("so-menu-item", {"item": 2}, speech=self.label()),
                      E.drop(4, 3, 0, value), E.drop(4, 4, 0, value)])

    def toggle_caption(self) -> None:
        self.app.settings.sound_only_caption = not self.app.settings.sound_only_caption
        self.app.save_settings()
        on = self.app.settings.sound_only_caption
        self.captioned = self._menu_caption
        self.say_now([E.cue("so-yes" if on else "so-no", speech=self.label())])

    def toggle_mono(self) -> None:
        """Both ears hear everything (one ear, one earphone, one speaker)."""
        self.app.settings.mono = not self.app.settings.mono
        self._apply_sound_settings()
        self.say_now([E.cue("so-yes" if self.app.settings.mono else "so-no",
                            speech=self.label()), E.tower(1), E.tower(7)])

    def volume(self, step: int) -> None:
        """Enter or right: a tenth louder (from full, back to a tenth); left: a tenth softer."""
        now = round(self.app.settings.effects_volume * 10)
        if step > 0 and now >= VOLUME_STEPS:
            value = 1
        else:
            value = min(VOLUME_STEPS, max(1, now + step))
        self.app.settings.effects_volume = value / VOLUME_STEPS
        self._apply_sound_settings()
        self.say_now([E.cue("so-menu-item", {"item": self.volume_index + 1},
                            speech=self.label()), E.tower(4)])

    def _apply_sound_settings(self) -> None:
        self.app.audio.apply_settings(self.app.settings)
        self.app.save_settings()
        self.captioned = self._menu_caption

    def quit(self) -> None:
        """The app's own question, asked once (it says itself)."""
        self.app.quit()

    def trainer(self, towers: int) -> None:
        self.app.pop()
        self.app.push(TrainerScene(self.app, towers, speaker=self.speaker))

    def help(self) -> None:
        self.say_now(E.help_tour() if not self.talks() else [E.words(" ".join(help_words()))])

    def save_and_leave(self) -> None:
        # The table is saved after every move (Session.apply): leaving keeps it.
        self.app.back_to_launcher()


# -- the listening trainer ----------------------------------------------------------------------
class TrainerScene(EarScene):
    """Pearls fall into 4 or 7 towers; name each tower's chamber (1-8) by ear; scored.

    Keys: 1-8 answer for the tower asked; Backspace goes back a tower; R lets every pearl
    fall again; Space repeats the last sound; H help; Enter after the score: another round;
    Esc: back to the game."""

    def __init__(self, app: Any, towers: int = 4, seed: int | None = None,
                 speaker: speech.Speaker | None = None) -> None:
        super().__init__(app, speaker)
        if seed is None:
            import random

            seed = random.SystemRandom().randrange(1, 2**31)
        self.towers = towers
        self.seed = seed
        self.depths = get_depths(app.settings)
        self.start(seed)

    def start(self, seed: int) -> None:
        self.round = ListeningRound(self.towers, seed)
        self.asked: int | None = None
        self.scored = False
        towers = self.towers
        self.captioned = lambda: ngettext("Listening trainer: {count} tower",
                                          "Listening trainer: {count} towers",
                                          towers).format(count=towers)
        self.player.add([E.cue("so-help", speech=ngettext(
            "Listening trainer. Pearls fall into {count} tower. Then name each tower's "
            "chamber, 1 to 8.",
            "Listening trainer. Pearls fall into {count} towers. Then name each tower's "
            "chamber, 1 to 8.", towers).format(count=towers))])
        self.listen()

    def listen(self) -> None:
        for d in self.round.drops():
            self.player.add([E.before_drop(E.tower(d.tower)),
                             E.drop(d.tower, d.chamber, d.pearls_below, self.depths,
                                    d.tower + d.pearls_below)])
        self.asked = None

    def update(self, dt: float) -> None:
        self.tick_speech()
        self.player.update(dt)
        if self.player.blocking:
            return
        t = self.round.next_tower
        if not self.round.done and t is not None and self.asked != t:
            self.asked = t
            self.captioned = lambda: _("{tower}: which chamber? (1 to 8)").format(
                tower=tower_label(t))
            self.player.add([E.tower(t), E.cue("so-ask-chamber", speech=_(
                "{tower}: which chamber, 1 to 8?").format(tower=tower_name(t, True)))],
                            blocking=False)
        elif self.round.done and not self.scored:
            self.scored = True
            self.player.add(self.result_cues())

    def result_cues(self) -> list[E.Cue]:
        score = self.round.score()
        cues: list[E.Cue] = []
        for t, truth, guess, points in score.per_tower:
            if points == 3:
                sound = "so-success"
                said = _("{tower}: chamber {chamber}, you said {guess}: right.")
            elif points:
                sound = "so-near"
                said = _("{tower}: chamber {chamber}, you said {guess}: nearly.")
            else:
                sound = "so-failure"
                said = _("{tower}: chamber {chamber}, you said {guess}: not this time.")
            cues += [E.tower(t, said.format(tower=tower_name(t, True), chamber=truth,
                                            guess=guess)),
                     E.key(truth), E.cue(sound)]
        points, best = score.points, score.best
        # TRANSLATORS: the listening trainer's score, e.g. "7 points of 12."
        cues += [E.number(points, ngettext("{count} point of {best}.", "{count} points of {best}.",
                                           points).format(count=points, best=best)),
                 E.cue("so-your-turn", speech=_("Enter for another round, Escape to go back."))]
        self.captioned = lambda: ngettext("{count} of {best} point. Enter: again. Esc: back.",
                                          "{count} of {best} points. Enter: again. Esc: back.",
                                          best).format(count=points, best=best)
        return cues

    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        if k == pygame.K_ESCAPE:
            self.player.skip()
            self.app.pop()
        elif k == pygame.K_SPACE:
            self.player.repeat_last()
        elif k in (pygame.K_h, pygame.K_F1):
            self.say_now(E.help_tour() if not self.talks() else [E.words(_(TRAINER_HELP))])
            self.asked = None
        elif self.player.blocking:
            self.not_yet(k)
        elif self.round.done:
            if k in ENTER and self.scored:
                self.player.skip()
                self.seed += 1
                self.start(self.seed)
        elif k in DIGITS and DIGITS[k] <= 8 and self.round.next_tower is not None:
            self.round.answer(self.round.next_tower, DIGITS[k])
            self.cut_prompts()
            # the answer echoed as the key's own count of notes: 3 is heard as three
            self.say_now([E.key(DIGITS[k], speech=str(DIGITS[k]))])
        elif k == pygame.K_BACKSPACE and self.round.guesses:
            answered = [t for t in self.round.towers if t in self.round.guesses]
            self.round.unanswer(answered[-1])
            self.cut_prompts()
        elif k == pygame.K_r:
            self.cut_prompts()
            self.listen()
        else:
            self.say_now([E.cue("nope", speech=_("Press 1 to 8."))])


def _trainer_item(towers: int) -> str:
    return ngettext("Listening trainer, {count} tower", "Listening trainer, {count} towers",
                    towers).format(count=towers)
