"""Physics scenes on pymunk: a fixed-step runner, contact events for sound, the dice tray.

Physics never decides a rule: the rules draw every outcome from the state's generator, and a
scene here only acts it out (the dice tray lands on the faces it is told). Nothing here
imports pygame or the presentation layers, so the same scene runs headless in tests and when
sounds are rendered offline.
"""

from castle_games.sim.contacts import ContactEvent, ContactRecorder
from castle_games.sim.dice_tray import DiceTray, DieView
from castle_games.sim.runner import FixedStepRunner

__all__ = ["ContactEvent", "ContactRecorder", "DiceTray", "DieView", "FixedStepRunner"]
