"""Knobelschatz: roll three dice, take treasure chests, guard them with the watchdog."""
