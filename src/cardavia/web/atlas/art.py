"""The card art of ``cardavia.art`` as the site serves it: SVG text, cached per card."""

from __future__ import annotations

from functools import cache

from cardavia import art


def codes(deck: str) -> tuple[str, ...]:
    """The cards of a deck (empty for a deck that is not drawn)."""
    return art.codes(deck) if deck in art.decks() else ()


@cache
def svg(deck: str, name: str) -> str | None:
    """The SVG text of a face (``name`` is a card code) or of the back (``name == "back"``)."""
    if deck not in art.decks():
        return None
    if name == "back":
        return art.back_svg(deck)
    if name not in set(art.codes(deck)):
        return None
    return art.card_svg(deck, name)
