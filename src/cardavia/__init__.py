"""Cardavia: an atlas of regional card traditions that you can play.

Layers, each depending only on those above it: ``cards`` (decks and notation),
``games`` (one rules engine per game), ``ai`` (players that see only an
observation), ``art`` (SVG card faces), ``web`` (the Django site) and ``cli``.
"""

__version__ = "0.1.0"
