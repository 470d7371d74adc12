"""The games' voice: every prompt, question, hand-over and result can be spoken, and the
menus speak the focused item.

`voice.Voice` is the one object the app and the scenes talk to (`app.speak(text, ...)`):
it keeps the record of every line said (`Voice.record`, what tests read), cuts a line off
when a more important one comes, and hands the words to the first engine of the chain
that works (`engines.py`); the samples play through the game's own mixer on the speech
bus, so speech is interruptible, panned and at its own volume. With no engine at all the
record is still kept and the player is told once; the game never goes silent without a
word.
"""
