"""The pygame-ce application: window, scene stack, widgets, and the shared screens."""
