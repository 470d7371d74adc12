"""The pygame-ce application: window, scene stack, widgets, and the shared screens."""

import os

# pygame prints a greeting on import; players and tool output do not need it.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
