"""Card tables against the AI, and their JSON API twin.

A game is stored as what reproduces it (game, rules version, seed, setup,
actions) plus its owner and sequence number; its state is rebuilt by replay
and cached in memory. Pages and JSON are built from ``observation(seat)``
alone.
"""
