"""Sound: numpy synthesis (synth, generators, recipes) and the pygame mixer (mixer).

Only mixer.py imports pygame; everything else is pure numpy and runs headless.
"""
