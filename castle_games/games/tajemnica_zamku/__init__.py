"""Tajemnica Zamku: grow the labyrinth, win three items from the dragons, rescue the princess."""
