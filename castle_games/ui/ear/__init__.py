"""Playing by ear: the pieces every game's dark, keyboard-only table is built from.

cues.py says what one cue is (a sound, its place, its words); cue_player.py strings cues one
after another; speaker.py speaks their words through the app's voice; declared.py is what a
game declares to be played by ear (its facts on keys, its questions, choices and events);
table.py is the dark scene that plays any game so declared, and menu.py its menu.
"""
