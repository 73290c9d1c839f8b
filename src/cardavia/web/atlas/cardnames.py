"""Card names in the reader's language: alt text, log lines, error messages.

Each tradition names the cards of its deck (``Tradition.card_name``), so a
new deck brings its names with its tradition module.

>>> from django.utils import translation
>>> with translation.override("en"):
...     card_name("spanish", "1E"), card_name("tarocco", "KC"), card_name("money", "OT")
('Ace of swords', 'Re of cups', 'Old Thousand')
"""

from __future__ import annotations

from . import catalog


def card_name(deck: str, code: str) -> str:
    """The full name of a card, e.g. "Ace of swords"; ``KeyError`` for a card not in the deck."""
    for tradition in catalog.traditions():
        if tradition.deck == deck:
            return tradition.card_name(code)
    raise KeyError(deck)
