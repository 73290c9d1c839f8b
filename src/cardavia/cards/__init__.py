"""Decks and card notation for every tradition.

Each module describes one regional deck pattern: its card codes in the
notation of the public API, and the subsets that games use. Standard library
only.
"""
