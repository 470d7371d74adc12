"""Schloss Schlotterstein: look at a ghost card, remember its residents, scare them."""
