"""The table every game is played on: seats, seeded chance, the rules contract, saves, settings.

Nothing here imports pygame or pymunk; rules and bots build on this layer alone.
"""
