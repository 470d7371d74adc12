"""Clever Keys: push a key into a slot, remember the jams, and know when to stop."""
