"""Castle Games: five castle board games for the family table."""

__version__ = "0.1.0"
